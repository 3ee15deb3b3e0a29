import { logRule, updatePlayer } from '../core/state.js';
import { QUANTITY, amountOf, quantity, type Amount } from '../core/phrases.js';
import { aimReading, aimedAt, defineEffect, type Aim } from './registry.js';

/**
 * "Defending player gets a poison counter", "each player gets a poison counter", "target player … gets three poison
 * counters": counters on players (122.1); ten or more and that player loses (122.1f, a state-based action).
 */
export const poison = defineEffect<{ readonly kind: 'poison'; readonly amount: Amount; readonly aim: Aim }>({
  kind: 'poison',
  rule: '122.1f',
  reads: [
    aimReading(
      new RegExp(String.raw`^(?:(.+) gets?|get) (?:${QUANTITY}|another) poison counters?$`, 'i'),
      1,
      (aim, m) => {
        const n = m[2] === undefined ? 1 : quantity(m[2]);
        return n === undefined ? undefined : { kind: 'poison', amount: n, aim };
      },
    ),
  ],
  perform: (state, item, e, target) =>
    aimedAt(state, item, e.aim, target).reduce((s, t) => {
      const n = amountOf(item, e.amount);
      if (t.kind !== 'player' || n <= 0) return s;
      return logRule(
        updatePlayer(s, t.player, p => ({ ...p, poison: p.poison + n })),
        'poison',
        '122.1f',
        `${t.player} gets ${n} poison counter${n === 1 ? '' : 's'}.`,
        { players: [t.player], amount: n },
      );
    }, state),
});
