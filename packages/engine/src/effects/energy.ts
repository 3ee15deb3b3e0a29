import { gainEnergy } from '../events/actions.js';
import { defineEffect } from './registry.js';

/** "You get {E}{E}" (CR 107.14): energy counters for the ability's controller. */
export const energy = defineEffect<{ readonly kind: 'energy'; readonly amount: number }>({
  kind: 'energy',
  rule: '107.14',
  reads: [
    {
      pattern: /^you get ((?:\{E\})+)$/i,
      build: m => ({ targets: [], effect: () => ({ kind: 'energy', amount: m[1]!.length / 3 }) }),
    },
  ],
  perform: (state, item, e) => gainEnergy(state, item.controller, e.amount, '107.14'),
});
