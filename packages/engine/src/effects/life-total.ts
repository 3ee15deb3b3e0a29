import { gainLife, loseLife } from '../events/actions.js';
import { playersInGame } from '../core/state.js';
import { QUANTITY, amountOf, quantity, type Amount } from '../core/phrases.js';
import { aimReading, aimedAt, defineEffect, type Aim } from './registry.js';

/**
 * "Your life total becomes 20", "target player's life total becomes X" (CR 119.5): the player gains or loses what takes
 * them to it. "Each player's life total becomes the highest (lowest) life total among all players": the number is
 * found once, then each player does the same (so "whenever you gain life" sees the gain).
 */
export const lifeTotal = defineEffect<{
  readonly kind: 'lifeTotal';
  readonly aim?: Aim;
  readonly amount?: Amount;
  readonly lowest?: true;
}>({
  kind: 'lifeTotal',
  rule: '119.5',
  reads: [
    {
      pattern: /^each player's life total becomes the (highest|lowest) life total among all players$/i,
      build: m => ({
        targets: [],
        effect: () => ({ kind: 'lifeTotal', ...(/^lowest$/i.test(m[1]!) ? { lowest: true as const } : {}) }),
      }),
    },
    aimReading(new RegExp(String.raw`^(?:(.+)'s|your) life total becomes ${QUANTITY}$`, 'i'), 1, (aim, m) => {
      const n = quantity(m[2]!);
      return n === undefined ? undefined : { kind: 'lifeTotal', aim, amount: n };
    }),
  ],
  perform: (state, item, e, target) => {
    const players = playersInGame(state);
    const lives = players.map(p => p.life);
    const becomes =
      e.amount !== undefined ? amountOf(item, e.amount) : e.lowest ? Math.min(...lives) : Math.max(...lives);
    const who = e.aim
      ? aimedAt(state, item, e.aim, target).flatMap(t => (t.kind === 'player' ? [t.player] : []))
      : players.map(p => p.id);
    return who.reduce((s, id) => {
      const life = s.players.find(p => p.id === id)!.life;
      return life < becomes
        ? gainLife(s, id, becomes - life, '119.5')
        : life > becomes
          ? loseLife(s, id, life - becomes, '119.5')
          : s;
    }, state);
  },
});
