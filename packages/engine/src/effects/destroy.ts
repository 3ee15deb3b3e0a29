import { destroy as destroyPermanent } from '../actions.js';
import { object } from '../state.js';
import { defineEffect } from './registry.js';

/** "Destroy target creature" (CR 701.8a); whether it is destroyed is up to the destroy hook (indestructible). */
export const destroy = defineEffect<{ readonly kind: 'destroy'; readonly target: number }>({
  kind: 'destroy',
  rule: '701.8a',
  reads: [{
    pattern: /^destroy target creature$/i,
    build: () => ({ targets: ['creature'], effect: t => ({ kind: 'destroy', target: t }) }),
  }],
  perform: (state, _item, e, target) => {
    const t = target(e.target);
    if (!t || t.kind !== 'object') return state;
    return destroyPermanent(state, t.id, '701.8a', `${object(state, t.id).def.name} is destroyed.`).state;
  },
});
