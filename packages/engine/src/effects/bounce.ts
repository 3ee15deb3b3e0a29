import { addCounters, enterBattlefield, moveZone } from '../events/actions.js';
import { zoneOf } from '../view/queries.js';
import { logRule, name } from '../core/state.js';
import { defaultAttackTarget, putAttacking } from '../rules/combat.js';
import { matchesFilter } from '../view/targets.js';
import type { GameState, ObjectFilter, ObjectId, PlayerId, StackItem } from '../core/types.js';
import { NUMBER, amount, readPermanents } from '../core/phrases.js';
import { aimReading, aimedAt, defineEffect, readAim, type Aim } from './registry.js';

/**
 * "Return target creature to its owner's hand", "return target creature card from your graveyard to your hand" (a
 * card goes to its owner's hand, CR 400.3), and "return target creature card from your graveyard to the
 * battlefield [tapped]": it enters under the control of the player who put it there (110.2a).
 */
export const bounce = defineEffect<{
  readonly kind: 'return';
  readonly aim: Aim;
  readonly to: 'hand' | 'battlefield';
  readonly tapped?: boolean;
  /** "… to the battlefield tapped and attacking" (508.4). */
  readonly attacking?: true;
  /** "Return it to the battlefield under its owner's control with a -1/-1 counter on it" (persist, 702.79a). */
  readonly counter?: string;
  /** "Return a red creature you control to its owner's hand": not a target but a permanent the player chooses. */
  readonly chosen?: ObjectFilter;
  /** How many of `counter` (one when absent): "… with two +1/+1 counters on it". */
  readonly counters?: number;
  /** "Return ~ from your graveyard to …": the ability works only from the graveyard (113.6m). */
  readonly fromGraveyard?: true;
  /** "… to the battlefield under its owner's control" (110.2a). */
  readonly owners?: true;
}>({
  kind: 'return',
  rule: '400.3',
  reads: [
    // "Their owner's hand" is how some older oracle text says "their owners' hands".
    // "Return a red or green creature you control to its owner's hand": not targeted (115.10); the ability's
    // controller chooses one of their own permanents as it resolves.
    {
      pattern: /^return (a|an|another) (.+) to its owner's hand$/i,
      build: m => {
        const filter = readPermanents(m[2]!);
        if (filter?.controller !== 'you') return undefined;
        const chosen = m[1]!.toLowerCase() === 'another' ? { ...filter, other: true } : filter;
        return {
          targets: [],
          effect: () => ({ kind: 'return', aim: { group: { kind: 'players', who: 'you' } }, to: 'hand', chosen }),
        };
      },
    },
    aimReading(/^return (.+) to (?:its owner's hand|their owners' hands|their owner's hand|your hand)$/i, 1, aim => ({
      kind: 'return',
      aim,
      to: 'hand',
    })),
    // "Return two target cards from an opponent's graveyard to their hand": "their" is that opponent, the cards' owner.
    aimReading(/^return (.+ from an opponent's graveyard) to their hand$/i, 1, aim => ({
      kind: 'return',
      aim,
      to: 'hand',
    })),
    {
      // "Put target creature card from a graveyard onto the battlefield under your control" says the same.
      pattern: /^(?:return (.+) to|put (.+) onto) the battlefield( tapped( and attacking)?)?(?: under your control)?$/i,
      build: m => {
        // Only a card somewhere else can be put onto the battlefield: the phrase must name a graveyard card.
        const read = readAim(m[1] ?? m[2]!);
        if (read?.targets.length !== 1 || read.targets[0]!.object?.zone !== 'graveyard') return undefined;
        const tapped = m[3] !== undefined;
        return {
          targets: read.targets,
          effect: first => ({
            kind: 'return',
            aim: read.aim(first),
            to: 'battlefield',
            ...(tapped ? { tapped } : {}),
            ...(m[4] ? { attacking: true as const } : {}),
          }),
        };
      },
    },
    {
      // "When ~ leaves the battlefield, return the exiled card to the battlefield under its owner's control" (607.2a).
      pattern:
        /^return (the exiled cards?|all cards exiled with ~) to the battlefield( tapped)? under (?:its|their) owners?'s? control$/i,
      build: m => ({
        targets: [],
        effect: () => ({
          kind: 'return',
          aim: { exiledWith: true },
          to: 'battlefield',
          owners: true,
          ...(m[2] ? { tapped: true } : {}),
        }),
      }),
    },
    {
      // "Return ~ from your graveyard to your hand / to the battlefield tapped with two +1/+1 counters on it": an ability
      // that moves its own card out of the graveyard, which is where it works (113.6m).
      pattern: new RegExp(
        String.raw`^return ~ from your graveyard to (your hand|the battlefield)( tapped)?(?: with ${NUMBER} ([+-]\d+\/[+-]\d+) counters? on (?:it|~))?$`,
        'i',
      ),
      build: m => {
        const n = m[3] === undefined ? undefined : amount(m[3]);
        if (m[3] !== undefined && (n === undefined || n === 0)) return undefined;
        const to = /hand/i.test(m[1]!) ? ('hand' as const) : ('battlefield' as const);
        if (to === 'hand' && (m[2] || m[4])) return undefined;
        return {
          targets: [],
          effect: () => ({
            kind: 'return',
            aim: { self: true },
            to,
            fromGraveyard: true,
            ...(m[2] ? { tapped: true } : {}),
            ...(m[4] ? { counter: m[4], counters: n } : {}),
          }),
        };
      },
    },
    {
      // A triggered ability's own source from the graveyard it went to ("when ~ dies, return it …"), under its owner's
      // control (110.2a), with a counter (122.6).
      pattern:
        /^return (?:it|~) to the battlefield( tapped)? under its owner's control(?: with an? ([+-]\d+\/[+-]\d+) counter on (?:it|~))?$/i,
      build: m => ({
        targets: [],
        effect: () => ({
          kind: 'return',
          aim: { self: true },
          to: 'battlefield',
          ...(m[1] ? { tapped: true } : {}),
          ...(m[2] ? { counter: m[2] } : {}),
        }),
      }),
    },
    {
      // "When enchanted creature dies, return that card to the battlefield under its owner's control" / "under your
      // control [with a +1/+1 counter on it]": the card in the graveyard it went to (400.7e), under the control the
      // sentence says (110.2a).
      pattern:
        /^return that card to the battlefield( tapped)? under (its owner's|your) control(?: with an? ([+-]\d+\/[+-]\d+) counter on it)?$/i,
      build: m => ({
        targets: [],
        effect: () => ({
          kind: 'return',
          aim: { event: 'card' },
          to: 'battlefield',
          ...(/owner/i.test(m[2]!) ? { owners: true as const } : {}),
          ...(m[1] ? { tapped: true } : {}),
          ...(m[3] ? { counter: m[3] } : {}),
        }),
      }),
    },
  ],
  perform: (state, item, e, target) => {
    // The source, if it is still in the graveyard it went to, or in exile where this ability just put it ("you may
    // exile this enchantment. If you do, return it to the battlefield", 400.7: the ability finds what it moved).
    if ('self' in e.aim && e.to === 'battlefield') {
      const zone = zoneOf(state, item.source);
      if (zone !== 'graveyard' && !(zone === 'exile' && exiledByIt(state, item))) return state;
      return entering(state, item.source, state.objects[item.source]!.owner, e, item.source);
    }
    if (e.chosen) {
      // Until the choice can be written, the documented default: the first that fits, in the order they arrived.
      const pick = state.battlefield.find(id => matchesFilter(state, id, e.chosen!, item.controller, item.source));
      if (!pick) return state;
      const s = logRule(
        state,
        'returned',
        '400.3',
        `${item.controller} returns ${name(state, pick)} to its owner's hand (the default choice: the first that fits).`,
        { objects: [pick], players: [item.controller], defaulted: true },
      );
      return moveZone(s, pick, 'hand', '400.3');
    }
    // "Return ~ to your hand" from the graveyard its ability works in (113.6b).
    if ('self' in e.aim && e.to === 'hand' && zoneOf(state, item.source) === 'graveyard')
      return moveZone(state, item.source, 'hand', '400.3');
    return aimedAt(state, item, e.aim, target).reduce((s, t) => {
      if (t.kind !== 'object') return s;
      const zone = zoneOf(s, t.id);
      // A card its linked ability exiled comes back from exile (607.2a).
      const from = 'exiledWith' in e.aim ? 'exile' : 'graveyard';
      if (e.to === 'hand') return zone === 'battlefield' || zone === from ? moveZone(s, t.id, 'hand', '400.3') : s;
      const who = e.owners ? s.objects[t.id]!.owner : item.controller;
      return zone === from ? entering(s, t.id, who, e, item.source) : s;
    }, state);
  },
});

/**
 * A card put onto the battlefield under `who`'s control (110.2a), with the counter the sentence says (122.6), and
 * attacking if it says so (508.4: by default what `source` attacks).
 */
export function entering(
  state: GameState,
  id: ObjectId,
  who: PlayerId,
  e: { readonly tapped?: boolean; readonly counter?: string; readonly counters?: number; readonly attacking?: true },
  source: ObjectId,
): GameState {
  const entered = enterBattlefield(state, id, who, '110.2a', !!e.tapped);
  const countered =
    e.counter && entered.permanents[id] ? addCounters(entered, id, e.counter, e.counters ?? 1, '122.6') : entered;
  const attacks = e.attacking && defaultAttackTarget(countered, who, source);
  return attacks
    ? putAttacking(countered, id, attacks, '508.4', what => `${name(countered, id)} enters attacking ${what}.`)
    : countered;
}

/** Whether the resolving spell or ability has exiled its own source so far (its log since it began to resolve). */
function exiledByIt(state: GameState, item: StackItem): boolean {
  for (
    let node = state.log;
    node && !(node.entry.kind === 'resolve' && node.entry.objects?.includes(item.id));
    node = node.prev
  )
    if (node.entry.kind === 'zoneChange' && node.entry.objects?.[0] === item.source && node.entry.to === 'exile')
      return true;
  return false;
}
