import { dealDamage } from '../events/actions.js';
import { isCreature, power } from '../view/queries.js';
import { logRule, name } from '../core/state.js';
import { aimedAt, aimsReading, defineEffect, type Aim } from './registry.js';

/**
 * "Target creature you control fights target creature you don't control", "~ fights target creature" (CR 701.14a):
 * each deals damage equal to its power to the other. If either is gone or no longer a creature, neither deals
 * damage (701.14b).
 */
export const fight = defineEffect<{ readonly kind: 'fight'; readonly aims: readonly [Aim, Aim] }>({
  kind: 'fight',
  rule: '701.14a',
  reads: [
    aimsReading(/^(.+) fights (.+)$/i, [1, 2], aims => {
      if (aims.some(a => 'group' in a)) return undefined;
      return { kind: 'fight', aims: [aims[0]!, aims[1]!] };
    }),
  ],
  perform: (state, item, e, target) => {
    const [a, b] = e.aims.map(aim => aimedAt(state, item, aim, target)[0]);
    const fighter = (t: typeof a) =>
      t?.kind === 'object' && state.permanents[t.id] && isCreature(state, t.id) ? t.id : undefined;
    const first = fighter(a);
    const second = fighter(b);
    if (first === undefined || second === undefined) return state;
    // Both powers as the fight begins: the damage is dealt at the same time.
    const [p1, p2] = [power(state, first), power(state, second)];
    let s = logRule(state, 'fight', '701.14a', `${name(state, first)} fights ${name(state, second)}.`, {
      objects: [first, second],
    });
    s = dealDamage(s, first, { kind: 'object', id: second, stamp: state.permanents[second]!.timestamp }, p1);
    return dealDamage(s, second, { kind: 'object', id: first, stamp: state.permanents[first]!.timestamp }, p2);
  },
});
