import { logRule, updatePermanent } from '../core/state.js';
import { defineEffect } from './registry.js';

/** "~ becomes renowned" (702.112b): the permanent, if it is still the same object, is renowned until it leaves. */
export const renowned = defineEffect<{ readonly kind: 'renowned' }>({
  kind: 'renowned',
  rule: '702.112a',
  reads: [{ pattern: /^~ becomes renowned$/i, build: () => ({ targets: [], effect: () => ({ kind: 'renowned' }) }) }],
  perform: (state, item) => {
    const perm = state.permanents[item.source];
    if (!perm || (item.sourceStamp !== undefined && perm.timestamp !== item.sourceStamp)) return state;
    return logRule(
      updatePermanent(state, item.source, p => ({ ...p, renowned: true })),
      'counters',
      '702.112a',
      `${state.objects[item.source]!.def.name} becomes renowned.`,
      { objects: [item.source] },
    );
  },
});
