import { logRule, name, updatePermanent } from '../core/state.js';
import { defineEffect } from './registry.js';

/**
 * Unearth's (702.84a) "if it would leave the battlefield, exile it instead of putting it anywhere else": the permanent
 * its ability returned remembers it, for the replacement effect `unearthed` (events/replacement.ts).
 */
export const unearthed = defineEffect<{ readonly kind: 'unearthed' }>({
  kind: 'unearthed',
  rule: '702.84a',
  reads: [],
  perform: (state, item) => {
    const perm = state.permanents[item.source];
    if (!perm) return state;
    return logRule(
      updatePermanent(state, item.source, p => ({ ...p, unearthed: true })),
      'resolve',
      '702.84a',
      `If ${name(state, item.source)} would leave the battlefield, it is exiled instead.`,
      { objects: [item.source] },
    );
  },
});
