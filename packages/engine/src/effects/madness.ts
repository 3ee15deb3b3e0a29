import type { GameState, ManaCost } from '../core/types.js';
import { moveZone } from '../events/actions.js';
import { onStack } from '../view/conditions.js';
import { zoneOf } from '../view/queries.js';
import { logRule } from '../core/state.js';
import { defineEffect } from './registry.js';
import { castWithoutPaying } from './cast-free.js';

/**
 * Madness's trigger (702.35a): as it resolves, the card's owner may cast it from exile for its madness cost (702.35b:
 * an alternative cost), with the documented default targets of triggered abilities (603.3d); one who declines, or
 * can't cast it, puts it into their graveyard.
 */
export const madnessCast = defineEffect<{ readonly kind: 'madnessCast'; readonly cost: ManaCost }>({
  kind: 'madnessCast',
  rule: '702.35a',
  reads: [],
  offersChoice: () => true,
  perform: (state, item, e): GameState => {
    const card = item.source;
    if (zoneOf(state, card) !== 'exile') return state;
    const owner = state.objects[card]!.owner;
    const toGraveyard = (why: string) =>
      moveZone(
        logRule(
          state,
          'resolve',
          '702.35a',
          `${owner} ${why}, so ${state.objects[card]!.def.name} goes to the graveyard.`,
          { objects: [card], players: [owner] },
        ),
        card,
        'graveyard',
        '702.35a',
      );
    if (onStack(state, item)?.declined) return toGraveyard("doesn't cast it");
    return castWithoutPaying(state, owner, card, 'exile', '702.35b', {
      mana: e.cost,
      as: 'for its madness cost',
      otherwise: (_, why) => toGraveyard(why),
    }).state;
  },
});
