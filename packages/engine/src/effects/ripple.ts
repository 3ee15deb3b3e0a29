import type { GameState } from '../core/types.js';
import { findPlayer, logRule, name } from '../core/state.js';
import { moveZone } from '../events/actions.js';
import { declines } from '../view/conditions.js';
import { defineEffect } from './registry.js';
import { castWithoutPaying, notCast } from './cast-free.js';

/**
 * Ripple N's cast trigger (702.60a), as its keyword spells it out ("ripple 4"): its controller may reveal the top N
 * cards of their library (by default they do, 608.2d; `declines` keeps them hidden), may cast each revealed card with
 * the spell's name without paying its mana cost (by default each that can be, with the default targets, 603.3d), then
 * puts the rest on the bottom of their library in the order they were revealed (the documented default of "any
 * order").
 */
export const ripple = defineEffect<{ readonly kind: 'ripple'; readonly n: number }>({
  kind: 'ripple',
  rule: '702.60a',
  reads: [
    {
      pattern: /^ripple (\d+)$/i,
      build: m => ({ targets: [], effect: () => ({ kind: 'ripple', n: Number(m[1]) }) }),
    },
  ],
  offersChoice: () => true,
  perform: (state, item, e): GameState => {
    const who = item.controller;
    if (declines(state, item)) return state;
    const revealed = findPlayer(state, who)!.library.slice(0, e.n);
    // The spell's name, as it last existed (608.2h): the card keeps its name wherever it went.
    const named = state.objects[item.source]!.def.name;
    let s = logRule(
      state,
      'look',
      '702.60a',
      revealed.length
        ? `${who} reveals ${revealed.map(id => name(state, id)).join(', ')} from the top of their library (ripple).`
        : `${who} has no cards in their library to reveal (ripple).`,
      { objects: revealed, players: [who] },
    );
    const rest = [];
    for (const id of revealed) {
      const cast =
        s.objects[id]!.def.name === named
          ? castWithoutPaying(s, who, id, 'library', '702.60a', {
              otherwise: (st, why) => notCast(st, who, id, why, '702.60a'),
            })
          : undefined;
      if (cast) s = cast.state;
      if (!cast?.cast) rest.push(id);
    }
    for (const id of rest) s = moveZone(s, id, 'library', '702.60a');
    return rest.length
      ? logRule(s, 'putBack', '702.60a', `${who} puts ${rest.length} revealed cards on the bottom of their library.`, {
          objects: rest,
          players: [who],
        })
      : s;
  },
});
