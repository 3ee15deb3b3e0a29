import { logRule } from '../core/state.js';
import { defineEffect } from './registry.js';

/**
 * "Damage can't be prevented this turn" (615.12): until end of turn (514.2) all damage is dealt whatever prevention
 * effects say; they still do what else they say.
 */
export const unpreventable = defineEffect<{ readonly kind: 'unpreventable' }>({
  kind: 'unpreventable',
  rule: '615.12',
  reads: [
    {
      pattern: /^damage can't be prevented this turn$/i,
      build: () => ({ targets: [], effect: () => ({ kind: 'unpreventable' }) }),
    },
  ],
  perform: state =>
    logRule(
      state.turnEffects.some(t => t.kind === 'unpreventable')
        ? state
        : { ...state, turnEffects: [...state.turnEffects, { kind: 'unpreventable' }] },
      'pump',
      '615.12',
      "Damage can't be prevented this turn.",
    ),
});
