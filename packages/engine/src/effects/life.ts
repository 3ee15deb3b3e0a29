import { gainLife as gain, loseLife as lose } from '../actions.js';
import { NUMBER, amount, defineEffect } from './registry.js';

/** "You gain N life" (CR 119.3). */
export const gainLife = defineEffect<{ readonly kind: 'gainLife'; readonly amount: number }>({
  kind: 'gainLife',
  rule: '119.3',
  reads: [{
    pattern: new RegExp(String.raw`^you gain ${NUMBER} life$`, 'i'),
    build: m => {
      const n = amount(m[1]!);
      return n === undefined ? undefined : { targets: [], effect: () => ({ kind: 'gainLife', amount: n }) };
    },
  }],
  perform: (state, item, e) => gain(state, item.controller, e.amount, '119.3'),
});

/** "You lose N life", "target player loses N life" (CR 119.3). */
export const loseLife = defineEffect<{ readonly kind: 'loseLife'; readonly amount: number; readonly target?: number }>({
  kind: 'loseLife',
  rule: '119.3',
  reads: [
    {
      pattern: new RegExp(String.raw`^you lose ${NUMBER} life$`, 'i'),
      build: m => {
        const n = amount(m[1]!);
        return n === undefined ? undefined : { targets: [], effect: () => ({ kind: 'loseLife', amount: n }) };
      },
    },
    {
      pattern: new RegExp(String.raw`^target player loses ${NUMBER} life$`, 'i'),
      build: m => {
        const n = amount(m[1]!);
        return n === undefined ? undefined : { targets: ['player'], effect: t => ({ kind: 'loseLife', amount: n, target: t }) };
      },
    },
  ],
  perform: (state, item, e, target) => {
    if (e.target === undefined) return lose(state, item.controller, e.amount, '119.3');
    const t = target(e.target);
    return t && t.kind === 'player' ? lose(state, t.player, e.amount, '119.3') : state;
  },
});
