import { copyState, logRule, player, playersInGame, updatePlayer } from '../core/state.js';
import { defineEffect } from './registry.js';
import { gameEndBarred } from '../rules/restrictions.js';

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
