import { drawCard } from '../events/actions.js';
import { player } from '../core/state.js';
import { QUANTITY, amountOf, quantity, type Amount } from '../core/phrases.js';
import { aimReading, aimedAt, defineEffect, type Aim } from './registry.js';

/** "Draw N cards", "target player draws N cards", "that player draws an additional card": one at a time (CR 121.2); after an empty library the rest can't happen either. */
export const draw = defineEffect<{ readonly kind: 'draw'; readonly amount: Amount; readonly aim: Aim }>({
  kind: 'draw',
  rule: '121.2',
  reads: [
    aimReading(new RegExp(String.raw`^(?:(you) )?draw ${QUANTITY}(?: additional)? cards?$`, 'i'), 1, (aim, m) => {
      const n = quantity(m[2]!);
      return n === undefined ? undefined : { kind: 'draw', amount: n, aim };
    }),
    aimReading(new RegExp(String.raw`^(.+) draws ${QUANTITY}(?: additional)? cards?$`, 'i'), 1, (aim, m) => {
      const n = quantity(m[2]!);
      return n === undefined ? undefined : { kind: 'draw', amount: n, aim };
    }),
  ],
  perform: (state, item, e, target) =>
    aimedAt(state, item, e.aim, target).reduce((s0, t) => {
      let s = s0;
      if (t.kind !== 'player') return s;
      for (let i = 0, n = amountOf(item, e.amount); i < n && !player(s, t.player).drewFromEmpty; i++)
        s = drawCard(s, t.player, '121.2');
      return s;
    }, state),
});
