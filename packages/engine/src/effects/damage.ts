import { dealDamage } from '../actions.js';
import { QUANTITY, amountOf, quantity, type Amount } from './phrases.js';
import { aimedAt, aimsReading, defineEffect, type Aim } from './registry.js';

/**
 * "~ deals N damage to any target / each creature / you" (CR 120.3, 120.4); a group is dealt damage simultaneously
 * (120.2). "Target creature you control deals damage equal to its power to target creature you don't control": the
 * damage comes `from` a target, and none is dealt if that target is gone or illegal (608.2b).
 */
export const damage = defineEffect<{ readonly kind: 'damage'; readonly amount: Amount; readonly aim: Aim; readonly from?: Aim }>({
  kind: 'damage',
  rule: '120.3',
  reads: [aimsReading(new RegExp(String.raw`^(~|(?:another )?target .+?) deals ${QUANTITY} damage to (.+)$`, 'i'), [1, 3], ([from, aim], m) => {
    const n = quantity(m[2]!);
    if (n === undefined || 'self' in aim! || (from && 'group' in from)) return undefined;
    return { kind: 'damage', amount: n, aim: aim!, ...(from && 'target' in from ? { from } : {}) };
  })],
  perform: (state, item, e, target) => {
    const source = e.from ? aimedAt(state, item, e.from, target)[0] : { kind: 'object' as const, id: item.source };
    if (source?.kind !== 'object') return state;
    return aimedAt(state, item, e.aim, target).reduce((s, t) => dealDamage(s, source.id, t, amountOf(item, e.amount)), state);
  },
});
