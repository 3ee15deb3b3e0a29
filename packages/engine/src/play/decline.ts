import type { Action, Effect, GameState, ObjectId, PlayerId, ReplacementId, StackItem } from '../core/types.js';
import { logRule, name, opponents, stackItemName } from '../core/state.js';
import { done, type Handled } from '../core/outcome.js';
import { reject } from '../core/violations.js';
import { counteredItem } from '../effects/counter.js';
import { controllerOfTarget } from '../effects/its-controller.js';
import { effectEntry } from '../effects/index.js';
import { aimedAt } from '../effects/registry.js';
import { dredgeOf } from '../core/keywords/index.js';
import { zoneOf } from '../view/queries.js';

type Nested = { readonly kind: string } & Partial<Record<'effects' | 'replacement' | 'original', readonly Nested[]>>;

/**
 * Whether an item's effects offer a "you may" choice (608.2d; madness's cast, 702.35a), nested ones included: a
 * self-replacement's too ("you may put it on the bottom of its owner's library instead", 614.15).
 */
function offersChoice(effects: readonly Nested[]): boolean {
  return effects.some(
    e =>
      effectEntry(e.kind as Effect['kind']).offersChoice?.(e as Effect) === true ||
      offersChoice([...(e.effects ?? []), ...(e.replacement ?? []), ...(e.original ?? [])]),
  );
}

/**
 * Whether an item offers its controller a choice of their own: not one that "its controller may …" or "each opponent
 * may …" gives another player (608.2d: the player instructed chooses), which that player refuses as a payment.
 */
function offersOwnChoice(state: GameState, item: StackItem): boolean {
  const target = (i: number | undefined) => (i === undefined ? undefined : item.targets[i]);
  return item.effects.some(e =>
    e.kind === 'byController'
      ? controllerOfTarget(state, item, e.target) === item.controller && offersChoice(e.effects)
      : e.kind === 'byPlayers'
        ? offersChoice(e.effects) &&
          aimedAt(state, item, e.aim, target).some(t => t.kind === 'player' && t.player === item.controller)
        : offersChoice([e]),
  );
}

/**
 * Whether an item's "unless … pays" offers `who` a payment (118.12a): the controller of a spell it targets, or a player
 * whose instruction has a choice ("each opponent sacrifices a permanent unless they pay {1}").
 */
function offersPayment(state: GameState, item: StackItem, who: string): boolean {
  const target = (i: number | undefined) => (i === undefined ? undefined : item.targets[i]);
  return item.effects.some(
    e =>
      (e.kind === 'counterUnless' && counteredItem(state, item, e, target)?.controller === who) ||
      (e.kind === 'byPlayers' &&
        offersChoice(e.effects) &&
        aimedAt(state, item, e.aim, target).some(t => t.kind === 'player' && t.player === who)) ||
      // "Its controller may search their library …": the choice is that controller's (608.2d).
      (e.kind === 'byController' && offersChoice(e.effects) && controllerOfTarget(state, item, e.target) === who),
  );
}

/**
 * `decline`: the controller says in advance that, as their spell or ability resolves, they won't do what "you may"
 * offers (608.2d). The choice itself is made on resolution; written while the item waits on the stack, it changes
 * nothing else, so no priority is needed. The topmost such item of theirs (or of `source`); else, the topmost item
 * that offers them a payment ("counter target spell unless its controller pays {3}", 118.12a), which they refuse.
 */
/**
 * Declining with one's own commander, written in advance: the next time it may go to the command zone (903.9a from a
 * graveyard or exile, 903.9b instead of a hand or library), it doesn't.
 */
function stayingCommander(state: GameState, who: PlayerId, id: ObjectId): Handled | undefined {
  const game = state.commander;
  if (game?.casts[id] === undefined || state.objects[id]?.owner !== who) return undefined;
  const s = { ...state, commander: { ...game, staying: [...game.staying.filter(c => c !== id), id] } };
  return done(
    logRule(
      s,
      'trigger',
      '903.9a',
      `${who} won't put their commander ${name(s, id)} into the command zone next time.`,
      {
        objects: [id],
        players: [who],
      },
    ),
  );
}

export function decline(state: GameState, action: Extract<Action, { type: 'decline' }>): Handled {
  const who = action.player;
  const entering = action.source !== undefined ? entryChoice(state, who, action.source) : undefined;
  if (entering) return entering;
  const item = [...state.stack]
    .reverse()
    .find(
      (i: StackItem) =>
        i.controller === who &&
        !i.declined &&
        offersOwnChoice(state, i) &&
        (action.source === undefined || i.source === action.source),
    );
  const payment = item
    ? undefined
    : [...state.stack]
        .reverse()
        .find(
          i =>
            !i.declinedBy?.includes(who) &&
            offersPayment(state, i, who) &&
            (action.source === undefined || i.source === action.source),
        );
  if (payment) {
    const s = {
      ...state,
      stack: state.stack.map(i => (i === payment ? { ...i, declinedBy: [...(i.declinedBy ?? []), who] } : i)),
    };
    return done(
      logRule(s, 'trigger', '118.12a', `${who} won't pay what ${stackItemName(s, payment)} asks.`, {
        objects: [payment.source, payment.id],
        players: [who],
      }),
    );
  }
  const commander = action.source !== undefined ? stayingCommander(state, who, action.source) : undefined;
  if (!item && commander) return commander;
  if (!item) {
    return reject(
      '608.2d',
      'choice/nothing-to-decline',
      `${who} has nothing to decline: no spell or ability of theirs on the stack offers "you may"`,
      action.source !== undefined ? [action.source] : [],
      [who],
      action.source !== undefined ? { object: action.source } : { player: who },
    );
  }
  const s = { ...state, stack: state.stack.map(i => (i === item ? { ...i, declined: true } : i)) };
  return done(
    logRule(s, 'trigger', '608.2d', `${who} will decline what ${stackItemName(s, item)} offers.`, {
      objects: [item.source, item.id],
      players: [who],
    }),
  );
}

/** The replacement effects on entering that offer "you may" (`replacement.ts`). */
const ENTRY_CHOICES: readonly ReplacementId[] = ['payLifeOrTapped', 'entersAsCopy', 'riot', 'unleash'];

/**
 * Declining the choice a card offers as it enters ("as ~ enters, you may pay 2 life", "you may have ~ enter as a copy", 614.12a): a card of theirs not
 * yet on the battlefield (in hand, or a spell on the stack) with such an ability. Undefined when it isn't one.
 */
function entryChoice(state: GameState, who: PlayerId, card: ObjectId): Handled | undefined {
  const obj = state.objects[card];
  const tribute = obj?.def.abilities.some(a => a.kind === 'replacement' && a.replacement === 'tribute');
  // Tribute (702.104a): the opponent chosen as it enters declines to pay it — the one who says so.
  const caster = state.stack.find(i => i.id === card && i.kind === 'spell')?.controller ?? obj?.owner;
  if (
    tribute &&
    !state.permanents[card] &&
    caster !== undefined &&
    opponents(state, caster).includes(who) &&
    !state.declinedEntries.includes(card)
  )
    return done(
      logRule(
        { ...state, declinedEntries: [...state.declinedEntries, card] },
        'trigger',
        '702.104a',
        `${who} won't pay tribute for ${obj!.def.name} as it enters.`,
        { objects: [card], players: [who] },
      ),
    );
  const offers = obj?.def.abilities.some(a => a.kind === 'replacement' && ENTRY_CHOICES.includes(a.replacement));
  // Dredge (702.52a) offers its choice from the graveyard, at its owner's next draw.
  const dredge = obj !== undefined && dredgeOf(obj.def) !== undefined && zoneOf(state, card) === 'graveyard';
  if (
    !obj ||
    !(offers || dredge) ||
    state.permanents[card] ||
    obj.owner !== who ||
    state.declinedEntries.includes(card)
  )
    return undefined;
  const s = { ...state, declinedEntries: [...state.declinedEntries, card] };
  const what = dredge
    ? `won't dredge with ${obj.def.name} at their next draw`
    : `will decline what ${obj.def.name} offers as it enters`;
  return done(
    logRule(s, 'trigger', dredge ? '702.52a' : '614.12a', `${who} ${what}.`, {
      objects: [card],
      players: [who],
    }),
  );
}
