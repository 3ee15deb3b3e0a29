import { drawCard } from '../actions.js';
import { player } from '../state.js';
import { NUMBER, amount, defineEffect } from './registry.js';

/** "Draw N cards": one at a time (CR 121.2); after an empty library the rest can't happen either. */
export const draw = defineEffect<{ readonly kind: 'draw'; readonly amount: number }>({
  kind: 'draw',
  rule: '121.2',
  reads: [{
    pattern: new RegExp(String.raw`^(?:you )?draw ${NUMBER} cards?$`, 'i'),
    build: m => {
      const n = amount(m[1]!);
      return n === undefined ? undefined : { targets: [], effect: () => ({ kind: 'draw', amount: n }) };
    },
  }],
  perform: (state, item, e) => {
    let s = state;
    for (let i = 0; i < e.amount && !player(s, item.controller).drewFromEmpty; i++) s = drawCard(s, item.controller, '121.2');
    return s;
  },
});
