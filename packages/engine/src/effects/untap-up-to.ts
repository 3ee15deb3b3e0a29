import type { ObjectFilter } from '../core/types.js';
import { logRule, name } from '../core/state.js';
import { QUANTITY, quantity, readPermanents } from '../core/phrases.js';
import { controller } from '../view/queries.js';
import { matchesFilter } from '../view/targets.js';
import { defineEffect } from './registry.js';
import { turn } from './tap.js';

/**
 * "Untap up to two lands", "you untap up to six lands" (701.26b): permanents its controller chooses as it resolves,
 * no targets. The choice can't be written yet: the documented default is as many tapped ones as it allows, hers
 * first, each in the order they arrived, which the log says.
 */
export const untapUpTo = defineEffect<{
  readonly kind: 'untapUpTo';
  readonly count: number;
  readonly filter: ObjectFilter;
}>({
  kind: 'untapUpTo',
  rule: '701.26b',
  reads: [
    {
      pattern: new RegExp(String.raw`^(?:you )?untap up to ${QUANTITY} ([a-z ]+?)s( you control)?$`, 'i'),
      build: m => {
        const count = quantity(m[1]!);
        const filter = readPermanents(`${m[2]!}${m[3] ?? ''}`);
        return typeof count === 'number' && count > 0 && filter
          ? { targets: [], effect: () => ({ kind: 'untapUpTo', count, filter }) }
          : undefined;
      },
    },
  ],
  perform: (state, item, e) => {
    const who = item.controller;
    const tapped = state.battlefield.filter(
      id => state.permanents[id]!.tapped && matchesFilter(state, id, e.filter, who, item.source),
    );
    const chosen = [
      ...tapped.filter(id => controller(state, id) === who),
      ...tapped.filter(id => controller(state, id) !== who),
    ].slice(0, e.count);
    if (chosen.length === 0) return state;
    const s = logRule(
      state,
      'tap',
      '701.26b',
      `${who} untaps ${chosen.map(id => name(state, id)).join(', ')} (the default choice: as many tapped ones as allowed, ${who}'s first).`,
      { objects: chosen, players: [who], defaulted: true },
    );
    return chosen.reduce((next, id) => turn(next, id, true), s);
  },
});
