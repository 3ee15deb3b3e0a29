import { logRule, updatePermanent } from '../core/state.js';
import { addCounters } from '../events/actions.js';
import { QUANTITY, amountOf, quantity, type Amount } from '../core/phrases.js';
import { defineEffect } from './registry.js';

/**
 * "Monstrosity N" (701.37a): if the source, still the same object, isn't monstrous, N +1/+1 counters are put on it and
 * it becomes monstrous, until it leaves the battlefield (701.37b); X is the value chosen as it was activated.
 */
export const monstrosity = defineEffect<{ readonly kind: 'monstrosity'; readonly amount: Amount }>({
  kind: 'monstrosity',
  rule: '701.37a',
  reads: [
    {
      pattern: new RegExp(String.raw`^monstrosity ${QUANTITY}$`, 'i'),
      build: m => {
        const n = quantity(m[1]!);
        return n === undefined || n === 'that much'
          ? undefined
          : { targets: [], effect: () => ({ kind: 'monstrosity', amount: n }) };
      },
    },
  ],
  perform: (state, item, e) => {
    const perm = state.permanents[item.source];
    if (!perm || perm.monstrous || (item.sourceStamp !== undefined && perm.timestamp !== item.sourceStamp))
      return state;
    const n = amountOf(item, e.amount);
    const counted = addCounters(state, item.source, '+1/+1', n, '701.37a');
    // The event's amount is the X its "becomes monstrous" abilities refer to (701.37c).
    return logRule(
      updatePermanent(counted, item.source, p => ({ ...p, monstrous: true })),
      'counters',
      '701.37b',
      `${state.objects[item.source]!.def.name} becomes monstrous.`,
      { objects: [item.source], amount: n },
    );
  },
});
