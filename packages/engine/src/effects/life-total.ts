import { gainLife, loseLife } from '../events/actions.js';
import { playersInGame } from '../core/state.js';
import { defineEffect } from './registry.js';

/**
 * "Each player's life total becomes the highest life total among all players" (CR 119.5): the number is found once,
 * then each player gains or loses what takes them to it (so "whenever you gain life" sees the gain).
 */
export const lifeTotal = defineEffect<{ readonly kind: 'lifeTotal' }>({
  kind: 'lifeTotal',
  rule: '119.5',
  reads: [
    {
      pattern: /^each player's life total becomes the highest life total among all players$/i,
      build: () => ({ targets: [], effect: () => ({ kind: 'lifeTotal' }) }),
    },
  ],
  perform: state => {
    const players = playersInGame(state);
    const highest = Math.max(...players.map(p => p.life));
    return players.reduce(
      (s, p) =>
        p.life < highest
          ? gainLife(s, p.id, highest - p.life, '119.5')
          : p.life > highest
            ? loseLife(s, p.id, p.life - highest, '119.5')
            : s,
      state,
    );
  },
});
