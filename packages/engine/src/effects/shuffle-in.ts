import { moveZone } from '../events/actions.js';
import { zoneOf } from '../view/queries.js';
import { logRule, name } from '../core/state.js';
import { defineEffect } from './registry.js';

/**
 * "Shuffle ~ into its owner's library" (CR 701.24a): the spell itself as it resolves (it then doesn't go to the
 * graveyard, 608.2m), or the permanent an ability comes from if it is still the same object. The engine doesn't
 * randomise: the card goes to the bottom, one of the places a shuffle can put it.
 */
export const shuffleIn = defineEffect<{ readonly kind: 'shuffleIn' }>({
  kind: 'shuffleIn',
  rule: '701.24a',
  reads: [
    {
      pattern: /^shuffle ~ into its owner's library$/i,
      build: () => ({ targets: [], effect: () => ({ kind: 'shuffleIn' }) }),
    },
  ],
  perform: (state, item) => {
    const zone = zoneOf(state, item.source);
    const same =
      zone === 'stack'
        ? item.kind === 'spell'
        : zone === 'battlefield' &&
          (item.sourceStamp === undefined || state.permanents[item.source]!.timestamp === item.sourceStamp);
    if (!same) return state;
    const owner = state.objects[item.source]!.owner;
    const s = moveZone(state, item.source, 'library', '701.24a');
    return logRule(
      s,
      'search',
      '701.24a',
      `${owner} shuffles ${name(state, item.source)} into their library (the engine keeps the library's order: it is at the bottom).`,
      { objects: [item.source], players: [owner] },
    );
  },
});
