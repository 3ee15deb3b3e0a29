import { logRule, name, updatePermanent } from '../state.js';
import { defineEffect } from './registry.js';

/**
 * Attaches the ability's source to its target (CR 701.3a): equip (702.6a). Nothing happens if either has left the
 * battlefield; 704.5n unattaches it later if the host stops being a creature.
 */
export const attach = defineEffect<{ readonly kind: 'attach'; readonly target: number }>({
  kind: 'attach',
  rule: '701.3a',
  reads: [],
  perform: (state, item, e, target) => {
    const t = target(e.target);
    if (!t || t.kind !== 'object' || !state.permanents[t.id] || !state.permanents[item.source] || item.source === t.id) return state;
    const s = updatePermanent(state, item.source, p => ({ ...p, attachedTo: t.id }));
    return logRule(s, 'attach', '701.3a', `${name(s, item.source)} becomes attached to ${name(s, t.id)}.`, { objects: [item.source, t.id] });
  },
});
