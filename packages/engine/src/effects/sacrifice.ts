import { moveZone } from '../events/actions.js';
import { logRule, name } from '../core/state.js';
import { matchesFilter } from '../view/targets.js';
import type { GameState, ObjectFilter, ObjectId, PlayerId, Stat } from '../core/types.js';
import { NUMBER, amountOf, quantity, readPermanents, type Amount } from '../core/phrases.js';
import { aimReading, aimedAt, defineEffect, type Aim } from './registry.js';
import { controller, statValue, zoneOf } from '../view/queries.js';
import { STAT, statOf } from '../view/counts.js';

const GREATEST = new RegExp(
  String.raw`^(.+?) with the greatest ${STAT} among (.+?) (?:they control|that player controls)$`,
  'i',
);

/**
 * "Sacrifice ~", "each opponent sacrifices a creature", "target player sacrifices two lands", "… X lands", "each player
 * sacrifices all creatures they control" (CR 701.21a): a player sacrifices only permanents they control. Which ones
 * is the player's choice; until it can be written, the documented default is the first that fit, in the order they
 * arrived on the battlefield. `amount` 'all': every one that fits, no choice. "Each opponent sacrifices an artifact
 * and a land": one of each kind.
 */
export const sacrifice = defineEffect<{
  readonly kind: 'sacrifice';
  readonly aim: Aim;
  readonly amount: Amount | 'all';
  readonly filter?: ObjectFilter;
  readonly greatest?: Stat;
  /** Exploit's sacrifice (702.110a): the source "exploits" what is sacrificed as the ability resolves (702.110b). */
  readonly exploit?: true;
  /** "Sacrifices an artifact and a land": one of each, each a different permanent, sacrificed at once. */
  readonly each?: readonly ObjectFilter[];
  /** "The controller of the permanent it becomes sacrifices it": whoever controls that object then, not the ability's. */
  readonly itsController?: true;
}>({
  kind: 'sacrifice',
  rule: '701.21a',
  reads: [
    aimReading(/^sacrifice (~|that creature)$/i, 1, aim => ({ kind: 'sacrifice', aim, amount: 1 })),
    aimReading(/^(?:(.+) sacrifices|sacrifice) ((?:an? [^,]+, )*an? [^,]+,? and an? [^,]+)$/i, 1, (aim, m) => {
      const each = m[2]!.split(/,? and |, /).map(part => readPermanents(part.replace(/^an? /i, '')));
      if ('self' in aim || each.some(f => !f || f.controller)) return undefined;
      return { kind: 'sacrifice', aim, amount: each.length, each: each as ObjectFilter[] };
    }),
    aimReading(/^(?:(.+) sacrifices|sacrifice) all (.+)$/i, 1, (aim, m) => {
      // "All creatures you control": every one of theirs that fits ("you" is the one sacrificing, 701.21a).
      const filter = readPermanents(m[2]!);
      if (!filter || (filter.controller && filter.controller !== 'you') || 'self' in aim) return undefined;
      const { controller: _yours, ...rest } = filter;
      return { kind: 'sacrifice', aim, amount: 'all', filter: rest };
    }),
    aimReading(new RegExp(String.raw`^(?:(.+) sacrifices|sacrifice) (another|${NUMBER}|X) (.+)$`, 'i'), 1, (aim, m) => {
      const other = m[2]!.toLowerCase() === 'another';
      const n = other ? 1 : quantity(m[3] ?? m[2]!);
      // "A creature with the greatest power among creatures they control": one of those that share the greatest.
      const greatest = GREATEST.exec(m[4]!);
      const filter = readPermanents(greatest ? greatest[1]! : m[4]!);
      if (n === undefined || !filter || filter.controller || 'self' in aim) return undefined;
      // "Among creatures and planeswalkers they control" is among those that fit "creature or planeswalker".
      if (
        greatest &&
        (n !== 1 || String(readPermanents(greatest[3]!.replace(/ and /g, ' or '))?.types) !== String(filter.types))
      )
        return undefined;
      return {
        kind: 'sacrifice',
        aim,
        amount: n,
        filter: other ? { ...filter, other } : filter,
        ...(greatest ? { greatest: statOf(greatest[2]!) } : {}),
      };
    }),
  ],
  perform: (state, item, e, target) => {
    // "Sacrifice ~", "sacrifice that creature": an object; "that player sacrifices a permanent" is a player's.
    if ('self' in e.aim || ('event' in e.aim && (e.aim.event === 'object' || e.aim.event === 'card'))) {
      // Only its controller can sacrifice it: the ability's controller, if it still controls the same object.
      const self = aimedAt(state, item, e.aim, target)[0];
      if (self?.kind !== 'object' || (e.itsController && !state.permanents[self.id])) return state;
      const who = e.itsController ? controller(state, self.id) : item.controller;
      return controller(state, self.id) === who ? sacrificeOne(state, who, self.id, false) : state;
    }
    return aimedAt(state, item, e.aim, target).reduce((s, t) => {
      if (t.kind !== 'player') return s;
      if (e.each) {
        // One of each, in the order written, none twice (the documented default: the first that fits each); all
        // sacrificed at once.
        const picked = e.each.reduce<ObjectId[]>((chosen, filter) => {
          const pick = s.battlefield.find(
            id =>
              !chosen.includes(id) &&
              controller(s, id) === t.player &&
              matchesFilter(s, id, filter, t.player, item.source),
          );
          return pick === undefined ? chosen : [...chosen, pick];
        }, []);
        return picked.reduce((s1, id) => sacrificeOne(s1, t.player, id, true), s);
      }
      const fits = (id: ObjectId) =>
        controller(s, id) === t.player && matchesFilter(s, id, e.filter ?? {}, t.player, item.source);
      const candidates = s.battlefield.filter(fits);
      const value = e.greatest && ((id: ObjectId) => statValue(s, id, e.greatest!));
      const most = value ? Math.max(...candidates.map(value)) : 0;
      const chosen = value ? candidates.filter(id => value(id) === most) : candidates;
      const all = e.amount === 'all';
      return (all ? chosen : chosen.slice(0, amountOf(item, e.amount as Amount))).reduce((s1, id) => {
        const after = sacrificeOne(s1, t.player, id, !all);
        return e.exploit && zoneOf(after, id) !== 'battlefield'
          ? logRule(after, 'exploited', '702.110b', `${name(s1, item.source)} exploits ${name(s1, id)}.`, {
              objects: [id, item.source],
            })
          : after;
      }, s);
    }, state);
  },
});

/** `chosen`: the player picked it among several that fit — by the documented default, since it can't be written yet. */
function sacrificeOne(state: GameState, who: PlayerId, id: ObjectId, chosen: boolean): GameState {
  const s = logRule(
    state,
    'sacrifice',
    '701.21a',
    `${who} sacrifices ${name(state, id)}${chosen ? ' (the default choice: the first that fits)' : ''}.`,
    { objects: [id], players: [who], ...(chosen ? { defaulted: true } : {}) },
  );
  return moveZone(s, id, 'graveyard', '701.21a');
}
