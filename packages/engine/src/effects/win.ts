import type { PlayerId } from '../core/types.js';
import { copyState, logRule, player, playersInGame, updatePlayer } from '../core/state.js';
import { aimReading, aimedAt, defineEffect, type Aim } from './registry.js';
import { gameEndBarred } from '../rules/restrictions.js';
import { afterLosses } from '../rules/sba.js';

/**
 * "You win the game" (CR 104.2b): the game ends at once (104.1) with its controller the winner and every other player
 * still in the game a loser. A player who has already lost can't win.
 */
export const win = defineEffect<{ readonly kind: 'win' }>({
  kind: 'win',
  rule: '104.2b',
  reads: [{ pattern: /^you win the game$/i, build: () => ({ targets: [], effect: () => ({ kind: 'win' }) }) }],
  perform: (state, item) => {
    const who = item.controller;
    if (state.result || player(state, who).lost) return state;
    if (gameEndBarred(state, who, 'win'))
      return logRule(state, 'resolve', '101.2', `${who} can't win the game.`, { players: [who] });
    const beaten = playersInGame(state)
      .filter(p => p.id !== who)
      .map(p => p.id);
    const lost = beaten.reduce((s, p) => updatePlayer(s, p, q => ({ ...q, lost: true })), state);
    const over = copyState(lost);
    over.result = { winners: [who], losers: lost.players.filter(p => p.lost).map(p => p.id) };
    over.priority = undefined;
    over.pending = undefined;
    return logRule(
      over,
      'gameOver',
      '104.2b',
      `${who} wins the game (${beaten.join(', ')} ${beaten.length === 1 ? 'loses' : 'lose'}).`,
      { players: [who, ...beaten] },
    );
  },
});

/**
 * "You lose the game", "target player loses the game" (CR 104.3e): each such player still in the game loses it at
 * once and leaves it (800.4a), unless something says they can't lose (Platinum Angel, 104.3e with 101.2).
 */
export const lose = defineEffect<{ readonly kind: 'lose'; readonly aim: Aim }>({
  kind: 'lose',
  rule: '104.3e',
  reads: [aimReading(/^(?:(.+) loses|you lose) the game$/i, 1, aim => ({ kind: 'lose', aim }))],
  perform: (state, item, e, target) => {
    const who = aimedAt(state, item, e.aim, target).flatMap(t => (t.kind === 'player' ? [t.player as PlayerId] : []));
    return who.reduce((s, p) => {
      if (s.result || player(s, p).lost) return s;
      if (gameEndBarred(s, p, 'lose'))
        return logRule(s, 'resolve', '101.2', `${p} can't lose the game.`, { players: [p] });
      const lost = logRule(
        updatePlayer(s, p, q => ({ ...q, lost: true })),
        'gameOver',
        '104.3e',
        `${p} loses the game.`,
        {
          players: [p],
        },
      );
      return afterLosses(lost, [p]);
    }, state);
  },
});
