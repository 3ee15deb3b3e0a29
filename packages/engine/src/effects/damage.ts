import { dealDamage } from '../actions.js';
import { QUANTITY, amountOf, quantity, type Amount } from './phrases.js';
import { aimReading, aimedAt, defineEffect, type Aim } from './registry.js';

/** "~ deals N damage to any target / each creature / you" (CR 120.3, 120.4); a group is dealt damage simultaneously (120.2). */
export const damage = defineEffect<{ readonly kind: 'damage'; readonly amount: Amount; readonly aim: Aim }>({
  kind: 'damage',
  rule: '120.3',
  reads: [aimReading(new RegExp(String.raw`^~ deals ${QUANTITY} damage to (.+)$`, 'i'), 2, (aim, m) => {
    const n = quantity(m[1]!);
    return n === undefined || 'self' in aim ? undefined : { kind: 'damage', amount: n, aim };
  })],
  perform: (state, item, e, target) => aimedAt(state, item, e.aim, target).reduce((s, t) => dealDamage(s, item.source, t, amountOf(item, e.amount)), state),
});
