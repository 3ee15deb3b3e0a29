import type { Action, GameState, ObjectId, PlayerId, StackItem } from '../core/types.js';
import type { RuleId } from '../core/cited-rules.js';
import { outsideWindow } from '../core/timing.js';
import { colorsOf, formatManaCost } from '../core/cards.js';
import { quoted } from '../core/quote.js';
import { badX, costSaysX, payCosts } from '../events/costs.js';
import { abilityCost } from './cost-changes.js';
import { conditionHolds } from '../view/conditions.js';
import { abilities, controller, hasKeyword, isCreature } from '../view/queries.js';
import { logRule, name, tick, freshId, updatePermanent } from '../core/state.js';
import { isMainPhase, stepLabel } from '../core/steps.js';
import { divideDamage, pickTargets } from '../view/targets.js';
import { hasRestriction } from '../view/restrictions.js';
import { done, type Handled, type Rejected } from '../core/outcome.js';
import { reject } from '../core/violations.js';

type Activate = Extract<Action, { type: 'activate' }>;

/**
 * A spell with split second on the stack (702.61a): while it is there, players can't cast other spells or activate
 * abilities that aren't mana abilities (702.61b). The topmost such spell, or undefined.
 */
export function splitSecondSpell(state: GameState): StackItem | undefined {
  for (let at = state.stack.length - 1; at >= 0; at--) {
    const item = state.stack[at]!;
    const def = state.objects[item.source]?.def;
    if (item.kind !== 'spell' || !def) continue;
    if (def.keywords.includes('split second')) return item;
    // "If this spell was kicked, it has split second": the spell's own, under its condition.
    const granted = def.abilities.some(
      a =>
        a.kind === 'static' &&
        a.affects === 'self' &&
        a.change.addKeywords?.includes('split second') &&
        a.condition?.kind === 'kicked' &&
        !a.condition.with &&
        item.kicked === true,
    );
    if (granted) return item;
  }
  return undefined;
}
/** Why `who` can't cast a spell or activate a non-mana ability now: a split-second spell is on the stack (702.61b). */
export function splitSecondRejection(
  state: GameState,
  can: string,
  object: ObjectId,
  who: PlayerId,
): Rejected | undefined {
  const split = splitSecondSpell(state);
  return split
    ? reject(
        '702.61b',
        'timing/split-second',
        `${can}: ${name(state, split.id)} has split second, and it is on the stack`,
        [object, split.id],
        [who],
        { object },
      )
    : undefined;
}

/**
 * The abilities of a card off the battlefield (in a hand, forecast 702.57b) activated this turn, by index: from the
 * log back to the turn's beginning, as a permanent keeps them itself.
 */
function activatedThisTurn(state: GameState, id: ObjectId): number[] {
  const used: number[] = [];
  for (let node = state.log; node && node.entry.kind !== 'turnBegan'; node = node.prev)
    if (node.entry.kind === 'activate' && node.entry.objects?.[0] === id && node.entry.ability !== undefined)
      used.push(node.entry.ability);
  return used;
}

type Activated = Extract<GameState['objects'][string]['def']['abilities'][number], { kind: 'activated' }>;

/**
 * Activating an ability (CR 602.2): the checks of 602.5 and 606.3, then targets, costs and the ability on the stack,
 * as for casting a spell (602.2b → 601.2c–i). Mana abilities are `activateMana` (605.3).
 */
export function activate(state: GameState, action: Activate): Handled {
  const who = action.player;
  const obj = state.objects[action.source];
  if (!obj)
    return reject(
      '602.2',
      'activate/unknown-source',
      `${who} can't activate ${action.source}: there is no such permanent`,
      [],
      [who],
      { object: action.source },
    );
  const label = obj.def.name;
  // A permanent's abilities as they are now: none after "loses all abilities" (613.1f).
  const ability = (state.permanents[obj.id] ? abilities(state, obj.id) : obj.def.abilities)[action.ability];
  if (ability?.kind !== 'activated')
    return reject(
      '602.1',
      'activate/no-such-ability',
      `${who} can't activate ${label}: it has no such activated ability`,
      [obj.id],
      [who],
      { object: obj.id },
    );
  const can = `${who} can't activate ${label}'s ${quoted(ability.costText)} ability`;
  // An ability that functions from its owner's hand (cycling, 702.29a) or graveyard (113.6m); any other, from the
  // battlefield (113.6).
  if (ability.zone) {
    const there = state.players.find(p => p.id === who)?.[ability.zone].includes(obj.id) ?? false;
    if (!there && ability.zone === 'hand')
      return reject(
        '113.6',
        'activate/not-in-hand',
        `${can}: it works only while the card is in ${who}'s hand`,
        [obj.id],
        [who],
        { object: obj.id },
      );
    if (!there)
      return reject(
        '113.6m',
        'activate/not-in-graveyard',
        `${can}: it works only while the card is in ${who}'s graveyard`,
        [obj.id],
        [who],
        { object: obj.id },
      );
  }
  const perm = ability.zone ? undefined : state.permanents[obj.id];
  if (!ability.zone && !perm)
    return reject(
      '113.6',
      'activate/not-on-battlefield',
      `${who} can't activate ${label}: it isn't on the battlefield`,
      [obj.id],
      [who],
      { object: obj.id },
    );
  if (perm && !ability.anyPlayer && controller(state, obj.id) !== who)
    return reject(
      '602.2',
      'activate/not-controller',
      `${who} can't activate ${label}: ${controller(state, obj.id)} controls it`,
      [obj.id],
      [who],
      { object: obj.id },
    );
  if (perm && hasRestriction(state, obj.id, 'cantActivate'))
    return reject(
      '602.5',
      'activate/prohibited',
      `${can}: an effect says ${label}'s activated abilities can't be activated`,
      [obj.id],
      [who],
      { object: obj.id },
    );
  const split = splitSecondRejection(state, can, obj.id, who);
  if (split) return split;
  const timing = timingProblem(state, who, ability);
  if (timing)
    return reject(timing[0], 'activate/sorcery-timing', `${can}: ${timing[1]}`, [obj.id], [who], { object: obj.id });
  const outside = ability.during && outsideWindow(state, who, ability.during);
  if (outside)
    return reject(
      '602.5',
      'activate/restricted',
      `${can}: it can be activated only ${ability.during!.text}, and ${outside}`,
      [obj.id],
      [who],
      { object: obj.id },
    );
  if (
    ability.onlyIf &&
    !conditionHolds(state, { controller: who, source: obj.id, id: obj.id, timestamp: 0 }, ability.onlyIf)
  ) {
    return reject(
      '602.5',
      'activate/restricted',
      `${can}: the condition it may be activated under doesn't hold`,
      [obj.id],
      [who],
      { object: obj.id },
    );
  }
  const used = perm
    ? perm.activated?.turn === state.turn
      ? perm.activated.abilities
      : []
    : activatedThisTurn(state, obj.id);
  if (ability.oncePerTurn && used.includes(action.ability))
    return reject(
      '602.5b',
      'activate/once-per-turn',
      `${can}: it can be activated only once each turn`,
      [obj.id],
      [who],
      { object: obj.id },
    );
  if (ability.timesPerTurn !== undefined && used.filter(i => i === action.ability).length >= ability.timesPerTurn)
    return reject(
      '602.5b',
      'activate/times-per-turn',
      `${can}: it can be activated no more than ${timesWord(ability.timesPerTurn)} each turn, and it already has been this turn`,
      [obj.id],
      [who],
      { object: obj.id },
    );
  const loyaltyUsed = used.some(i => {
    const a = obj.def.abilities[i];
    return a?.kind === 'activated' && a.cost.loyalty !== undefined;
  });
  if (ability.cost.loyalty !== undefined && loyaltyUsed)
    return reject(
      '606.3',
      'activate/loyalty-once-per-turn',
      `${can}: a loyalty ability of ${label} was already activated this turn`,
      [obj.id],
      [who],
      { object: obj.id },
    );
  if (
    perm &&
    (ability.cost.tap || ability.cost.untap) &&
    isCreature(state, obj.id) &&
    !perm.sinceTurnStart &&
    !hasKeyword(state, obj.id, 'haste')
  ) {
    return reject(
      '602.5a',
      'activate/summoning-sick',
      `${can}: ${label} hasn't been under ${who}'s control since their most recent turn began`,
      [obj.id],
      [who],
      { object: obj.id },
    );
  }

  // CR 602.2b, 601.2c: targets.
  const source = { id: obj.id, object: obj.id, controller: who, colors: colorsOf(obj.def) };
  const targets = pickTargets(state, ability.targets, action.targets ?? [], source, can, obj.id, who, action.x ?? 0);
  if (!Array.isArray(targets)) return targets;

  // CR 602.2b, 601.2g–h: costs.
  const x = action.x ?? 0;
  const xProblem = badX(x, can, obj.id, who);
  if (xProblem) return xProblem;
  // 602.2b, 601.2f: the total cost, with the ability's own change to it ("this ability costs {1} less to activate …").
  const own =
    ability.costChange && ability.cost.mana
      ? abilityCost(state, who, obj.id, ability.cost.mana, ability.costChange)
      : undefined;
  const noted = own?.notes.length
    ? logRule(
        state,
        'manaPaid',
        '602.2b',
        `The total cost of ${label}'s ${quoted(ability.costText)} ability is ${formatManaCost(own.cost)}: ${own.notes.join(', ')}.`,
        { objects: [obj.id], players: [who] },
      )
    : state;
  const paid = payCosts(
    noted,
    who,
    obj.id,
    own ? { ...ability.cost, mana: own.cost } : ability.cost,
    x,
    { ...action, activating: true },
    can,
  );
  if (!('state' in paid)) return paid;
  let s = paid.state;
  const [id, withId] = freshId(s);
  const [timestamp, stamped] = tick(withId);
  const item: StackItem = {
    id,
    kind: 'ability',
    timestamp,
    source: obj.id,
    ...(perm ? { sourceStamp: perm.timestamp } : {}),
    controller: who,
    targetSpecs: ability.targets,
    targets,
    effects: ability.effects,
    ...(ability.cost.mana?.x || costSaysX(ability.cost) ? { x } : {}),
    paidWith: paid.paidWith,
  };
  const divided = divideDamage(stamped, item, action.divide, can, who);
  if (!('item' in divided)) return divided;
  s = { ...divided.state, stack: [...stamped.stack, divided.item], passes: 0 };
  if (perm && s.permanents[obj.id]) {
    s = updatePermanent(s, obj.id, p => ({ ...p, activated: { turn: s.turn, abilities: [...used, action.ability] } }));
  }
  const aimed = targets.length
    ? ` targeting ${targets.map(t => (t.kind === 'player' ? t.player : name(s, t.id))).join(', ')}`
    : '';
  s = logRule(s, 'activate', '602.2', `${who} activates ${label}'s ${quoted(ability.costText)} ability${aimed}.`, {
    ability: action.ability,
    objects: [obj.id, id, ...targets.flatMap(t => (t.kind === 'object' ? [t.id] : []))],
    players: [who],
    ...(ability.cycling ? { cycled: true as const } : {}),
  });
  return done(s, { player: who, rule: '117.3c' });
}

/** Sorcery timing for "Activate only as a sorcery" (602.5d) and loyalty abilities (606.3). */
function timingProblem(state: GameState, who: PlayerId, ability: Activated): [RuleId, string] | undefined {
  if (!ability.sorcery) return undefined;
  const rule: RuleId = ability.cost.loyalty !== undefined ? '606.3' : '602.5d';
  if (state.activePlayer !== who)
    return [rule, `it can be activated only during its controller's own turn, and it is ${state.activePlayer}'s turn`];
  if (!isMainPhase(state.step))
    return [rule, `it can be activated only in a main phase, and it is the ${stepLabel(state.step)} step`];
  if (state.stack.length > 0) return [rule, 'it can be activated only when the stack is empty'];
  return undefined;
}

/** "Twice", "three times": how often rules text says an ability may be activated. */
function timesWord(n: number): string {
  return n === 2 ? 'twice' : `${n} times`;
}
