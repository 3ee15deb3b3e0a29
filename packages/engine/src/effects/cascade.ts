import type { GameState, ObjectId } from '../core/types.js';
import { findPlayer, logRule, name } from '../core/state.js';
import { moveZone } from '../events/actions.js';
import { declines } from '../view/conditions.js';
import { manaValueOf, spellManaValue } from '../view/queries.js';
import { defineEffect } from './registry.js';
import { castWithoutPaying, notCast } from './cast-free.js';

/**
 * Cascade's cast trigger (702.85a), as its keyword spells it out: its controller exiles cards from the top of their
 * library until a nonland card with a lesser mana value than the spell's (as it last existed on the stack, 608.2h),
 * may cast that card without paying its mana cost (by default they do, with the default targets, 603.3d; `declines`
 * keeps it in exile) — cast free, its X is 0, so the resulting spell's mana value is never greater than the card's —
 * then puts the exiled cards not cast on the bottom of their library. The rule's "random order" is not drawn: they
 * go in the order they were exiled (the documented default).
 */
export const cascade = defineEffect<{ readonly kind: 'cascade' }>({
  kind: 'cascade',
  rule: '702.85a',
  reads: [{ pattern: /^cascade$/i, build: () => ({ targets: [], effect: () => ({ kind: 'cascade' }) }) }],
  offersChoice: () => true,
  perform: (state, item): GameState => {
    const who = item.controller;
    const limit = spellManaValue(state, item.source, true);
    let s = state;
    const exiled: ObjectId[] = [];
    let hit: ObjectId | undefined;
    while (!hit) {
      const top = findPlayer(s, who)!.library[0];
      if (top === undefined) break;
      s = moveZone(s, top, 'exile', '702.85a');
      exiled.push(top);
      if (!s.objects[top]!.def.types.includes('Land') && manaValueOf(s, top) < limit) hit = top;
    }
    s = logRule(
      s,
      'look',
      '702.85a',
      exiled.length
        ? `${who} exiles ${exiled.map(id => name(s, id)).join(', ')} from the top of their library (cascade${hit ? '' : ', no nonland card with a lesser mana value'}).`
        : `${who} has no cards in their library to exile (cascade).`,
      { objects: exiled, players: [who] },
    );
    const declined = hit !== undefined && declines(s, item);
    if (declined) s = notCast(s, who, hit!, "doesn't cast it", '702.85a');
    const cast =
      hit && !declined
        ? castWithoutPaying(s, who, hit, 'exile', '702.85a', {
            otherwise: (st, why) => notCast(st, who, hit, why, '702.85a'),
          })
        : undefined;
    if (cast) s = cast.state;
    const rest = exiled.filter(id => !(id === hit && cast?.cast));
    for (const id of rest) s = moveZone(s, id, 'library', '702.85a');
    return rest.length
      ? logRule(
          s,
          'putBack',
          '702.85a',
          `${who} puts ${rest.length} exiled cards on the bottom of their library, in the order they were exiled.`,
          { objects: rest, players: [who] },
        )
      : s;
  },
});
