import { enterBattlefield, moveZone } from '../events/actions.js';
import { logRule, name, player } from '../core/state.js';
import { matchesFilter } from '../view/targets.js';
import type { ObjectFilter } from '../core/types.js';
import { NUMBER, QUANTITY, amount, amountOf, quantity, readCards, type Amount } from '../core/phrases.js';
import { defineEffect, type Reading } from './registry.js';

/**
 * "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle" (CR 701.23a) and a
 * lone "shuffle your library" (701.24a). Which cards are found is the searching player's choice, and they may find
 * fewer (701.23b); until it can be written, the documented default finds as many as it may, the first from the top.
 * The engine doesn't randomise: a shuffled library keeps its order, one of the orders a shuffle can give, and no
 * scenario can rely on another.
 */
type Search = {
  readonly kind: 'search';
  /** Cards to find; 0 with `shuffle` alone is "shuffle your library"; X as the spell's or ability's (107.3). */
  readonly amount: Amount;
  readonly filter: ObjectFilter;
  readonly to: 'hand' | 'battlefield' | 'graveyard';
  readonly tapped?: boolean;
  /** "Put one onto the battlefield tapped and the other into your hand": the first found goes `to`, the rest here. */
  readonly rest?: 'hand' | 'graveyard';
  readonly shuffle: boolean;
};

const FOUND = String.raw`(?:it|them|that card|those cards)`;
const DESTINATIONS: Readonly<Record<string, Search['to']>> = {
  'into your hand': 'hand',
  'onto the battlefield': 'battlefield',
  'into your graveyard': 'graveyard',
};

const READS: readonly Reading<Search>[] = [
  {
    pattern: new RegExp(
      String.raw`^search your library for (?:up to )?${QUANTITY} (?:(.+?) )?cards?(?:,? (?:and )?reveal ${FOUND})?,? (?:and |then )?put ${FOUND} (into your hand|onto the battlefield|into your graveyard)( tapped)?(, then shuffle(?: your library)?)?$`,
      'i',
    ),
    build: m => {
      const n = quantity(m[1]!);
      const filter = readCards(m[2] === undefined ? 'card' : `${m[2]} card`);
      const to = DESTINATIONS[m[3]!.toLowerCase()]!;
      if (n === undefined || n === 0 || !filter || (m[4] && to !== 'battlefield')) return undefined;
      return {
        targets: [],
        effect: () => ({
          kind: 'search',
          amount: n,
          filter,
          to,
          ...(m[4] ? { tapped: true } : {}),
          shuffle: m[5] !== undefined,
        }),
      };
    },
  },
  {
    // The found cards split between two places; which goes where is the searcher's choice, by default the first found
    // goes to the first place named.
    pattern: new RegExp(
      String.raw`^search your library for up to ${NUMBER} (?:(.+?) )?cards?(?:,? (?:and )?reveal ${FOUND})?,? (?:and |then )?put one (into your hand|onto the battlefield|into your graveyard)( tapped)? and the (?:other|rest) (into your hand|into your graveyard)(, then shuffle(?: your library)?)?$`,
      'i',
    ),
    build: m => {
      const n = amount(m[1]!);
      const filter = readCards(m[2] === undefined ? 'card' : `${m[2]} card`);
      const to = DESTINATIONS[m[3]!.toLowerCase()]!;
      const rest = DESTINATIONS[m[5]!.toLowerCase()] as 'hand' | 'graveyard';
      if (n === undefined || n < 2 || !filter || (m[4] && to !== 'battlefield')) return undefined;
      return {
        targets: [],
        effect: () => ({
          kind: 'search',
          amount: n,
          filter,
          to,
          ...(m[4] ? { tapped: true } : {}),
          rest,
          shuffle: m[6] !== undefined,
        }),
      };
    },
  },
  {
    pattern: /^(?:then )?shuffle(?: your library)?$/i,
    build: () => ({
      targets: [],
      effect: () => ({ kind: 'search', amount: 0, filter: {}, to: 'hand', shuffle: true }),
    }),
  },
];

export const search = defineEffect<Search>({
  kind: 'search',
  rule: '701.23a',
  reads: READS,
  perform: (state, item, e) => {
    const who = item.controller;
    const n = amountOf(item, e.amount);
    const found = player(state, who)
      .library.filter(id => matchesFilter(state, id, e.filter, who, item.source))
      .slice(0, n);
    let s =
      e.amount === 0
        ? state
        : logRule(
            state,
            'search',
            found.length < n ? '701.23b' : '701.23a',
            `${who} searches their library and finds ${found.length ? found.map(id => name(state, id)).join(', ') : 'nothing'} (the default choice: the first that fit, from the top).`,
            { players: [who], objects: found, defaulted: true },
          );
    found.forEach((id, i) => {
      const to = i > 0 && e.rest ? e.rest : e.to;
      s = to === 'battlefield' ? enterBattlefield(s, id, who, '701.23a', !!e.tapped) : moveZone(s, id, to, '701.23a');
    });
    return e.shuffle
      ? logRule(s, 'search', '701.24a', `${who} shuffles their library (the engine keeps its order).`, {
          players: [who],
        })
      : s;
  },
});
