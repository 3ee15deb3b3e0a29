import { dealDamage } from '../actions.js';
import { NUMBER, amount, defineEffect, targetKind } from './registry.js';

/** "~ deals N damage to any target" (CR 120.3, 120.4). */
export const damage = defineEffect<{ readonly kind: 'damage'; readonly amount: number; readonly target: number }>({
  kind: 'damage',
  rule: '120.3',
  reads: [{
    pattern: new RegExp(String.raw`^~ deals ${NUMBER} damage to (any target|target creature|target player or planeswalker|target player)$`, 'i'),
    build: m => {
      const n = amount(m[1]!);
      const kind = targetKind(m[2]!);
      return n === undefined || !kind ? undefined : { targets: [kind], effect: t => ({ kind: 'damage', amount: n, target: t }) };
    },
  }],
  perform: (state, item, e, target) => {
    const t = target(e.target);
    return t ? dealDamage(state, item.source, t, e.amount) : state;
  },
});
