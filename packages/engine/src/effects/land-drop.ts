import { logRule, updatePlayer } from '../core/state.js';
import { defineEffect } from './registry.js';

/**
 * "You may play an additional land this turn" (CR 305.2): the number of lands its controller can play this turn
 * goes up by one (305.2a compares it with the lands played); the turn's end brings it back to one.
 */
export const additionalLand = defineEffect<{ readonly kind: 'additionalLand' }>({
  kind: 'additionalLand',
  rule: '305.2',
  reads: [
    {
      pattern: /^you may play an additional land this turn$/i,
      build: () => ({ targets: [], effect: () => ({ kind: 'additionalLand' }) }),
    },
  ],
  perform: (state, item) => {
    const s = updatePlayer(state, item.controller, p => ({ ...p, landDrops: p.landDrops + 1 }));
    return logRule(s, 'landDrops', '305.2', `${item.controller} may play an additional land this turn.`, {
      players: [item.controller],
    });
  },
});
