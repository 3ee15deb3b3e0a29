import { logRule, name, updatePermanent } from '../state.js';
import { defineEffect } from './registry.js';

/** "Tap target creature" (CR 701.26a): only an untapped permanent can be tapped; a tapped one stays as it is. */
export const tap = defineEffect<{ readonly kind: 'tap'; readonly target: number }>({
  kind: 'tap',
  rule: '701.26a',
  reads: [{
    pattern: /^tap target creature$/i,
    build: () => ({ targets: ['creature'], effect: t => ({ kind: 'tap', target: t }) }),
  }],
  perform: (state, _item, e, target) => {
    const t = target(e.target);
    if (!t || t.kind !== 'object' || !state.permanents[t.id] || state.permanents[t.id]!.tapped) return state;
    return logRule(updatePermanent(state, t.id, p => ({ ...p, tapped: true })), 'tap', '701.26a', `${name(state, t.id)} becomes tapped.`, { objects: [t.id] });
  },
});
