import { moveZone } from '../events/actions.js';
import { copyState, logRule, name, player } from '../core/state.js';
import { zoneOf } from '../view/queries.js';
import { matchesFilter } from '../view/targets.js';
import { QUANTITY, amountOf, quantity, readCards, type Amount } from '../core/phrases.js';
import type { ObjectFilter } from '../core/types.js';
import { aimReading, aimedAt, defineEffect, readAim, type Aim } from './registry.js';

/**
 * "Exile target creature", "exile target card from a graveyard", "exile ~" (CR 701.13a): from wherever it is.
 * "… until ~ leaves the battlefield" (610.3): the source must still be the same permanent as it resolves (610.3a,
 * 610.3b: otherwise nothing moves), and each card exiled is linked to it, to come back when it leaves (`moveZone`).
 */
export const exile = defineEffect<{
  readonly kind: 'exile';
  readonly aim: Aim;
  readonly untilLeaves?: true;
  readonly graveyard?: true;
  /**
   * "When ~ dies, exile it", "exile ~ from your graveyard" (recover, 702.59a): the source's card in the graveyard it
   * went to or works in (113.6b), found there (400.7e) as a return finds it; gone from there, nothing is exiled.
   */
  readonly fromGraveyard?: true;
  /** With `graveyard`: only the cards that fit. */
  readonly filter?: ObjectFilter;
  /** "Exiles two cards from their hand": that many of the player's choice (by default the first in hand). */
  readonly fromHand?: Amount;
}>({
  kind: 'exile',
  rule: '701.13a',
  reads: [
    aimReading(/^exile (.+) until ~ leaves the battlefield$/i, 1, aim => ({ kind: 'exile', aim, untilLeaves: true })),
    // "Exile all cards from target player's graveyard": the aim is the player, whose graveyard's cards all go; "from
    // all graveyards", every player's; "all land cards from your graveyard", those that fit.
    {
      pattern:
        /^exile all (.+ )?cards from (?:(your|target player's|target opponent's|each opponent's|each player's) graveyard|all graveyards)$/i,
      build: m => {
        const read = readAim(m[2] ? m[2].replace(/'s$/, '').replace(/^your$/i, 'you') : 'each player');
        const filter = m[1] ? readCards(`${m[1]}card`) : undefined;
        if (m[1] && !filter) return undefined;
        return (
          read && {
            targets: read.targets,
            effect: first => ({ kind: 'exile', aim: read.aim(first), graveyard: true, ...(filter ? { filter } : {}) }),
          }
        );
      },
    },
    {
      pattern: /^exile ~ from your graveyard$/i,
      build: () => ({ targets: [], effect: () => ({ kind: 'exile', aim: { self: true }, fromGraveyard: true }) }),
    },
    aimReading(
      new RegExp(String.raw`^(?:(.+) exiles|exile) (?:a card|${QUANTITY} cards) from (?:their|your) hand$`, 'i'),
      1,
      (aim, m) => {
        const n = m[2] === undefined ? 1 : quantity(m[2]);
        return n === undefined || 'self' in aim ? undefined : { kind: 'exile', aim, fromHand: n };
      },
    ),
    aimReading(/^exile (.+)$/i, 1, aim => ({ kind: 'exile', aim })),
  ],
  perform: (state, item, e, target) => {
    if (e.fromGraveyard)
      return zoneOf(state, item.source) === 'graveyard' ? moveZone(state, item.source, 'exile', '701.13a') : state;
    const source = state.permanents[item.source];
    if (e.untilLeaves && (!source || (item.sourceStamp !== undefined && source.timestamp !== item.sourceStamp))) {
      return logRule(
        state,
        'exile',
        item.trigger ? '610.3b' : '610.3a',
        `Nothing is exiled: ${state.objects[item.source]!.def.name} has already left the battlefield.`,
        { objects: [item.source] },
      );
    }
    if (e.fromGraveyard)
      return zoneOf(state, item.source) === 'graveyard' ? moveZone(state, item.source, 'exile', '701.13a') : state;
    return aimedAt(state, item, e.aim, target).reduce((s, t) => {
      if (e.fromHand !== undefined) {
        if (t.kind !== 'player') return s;
        const chosen = player(s, t.player).hand.slice(0, amountOf(item, e.fromHand));
        return chosen.reduce(
          (after, id) =>
            moveZone(
              logRule(
                after,
                'exile',
                '701.13a',
                `${t.player} exiles ${name(after, id)} from their hand (the default choice: the first in hand).`,
                {
                  objects: [id],
                  players: [t.player],
                  defaulted: true,
                },
              ),
              id,
              'exile',
              '701.13a',
            ),
          s,
        );
      }
      if (e.graveyard)
        return t.kind === 'player'
          ? player(s, t.player)
              .graveyard.filter(id => !e.filter || matchesFilter(s, id, e.filter, item.controller, item.source))
              .reduce((after, id) => moveZone(after, id, 'exile', '701.13a'), s)
          : s;
      const zone = t.kind === 'object' ? zoneOf(s, t.id) : undefined;
      if (t.kind !== 'object' || zone === undefined || zone === 'exile') return s;
      const moved = moveZone(s, t.id, 'exile', '701.13a');
      if (zoneOf(moved, t.id) !== 'exile') return moved;
      // Which permanent's ability exiled it, for the abilities linked to that one (607.2a).
      const stamp = item.sourceStamp ?? source?.timestamp;
      if (stamp === undefined) return moved;
      const linked = copyState(moved);
      linked.exiledWith = [...moved.exiledWith, { card: t.id, source: item.source, sourceStamp: stamp }];
      if (e.untilLeaves)
        linked.exiledUntil = [
          ...moved.exiledUntil,
          { card: t.id, source: item.source, sourceStamp: source!.timestamp },
        ];
      return linked;
    }, state);
  },
});
