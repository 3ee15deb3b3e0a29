import type { Count, StackItem } from '../core/types.js';
import { MAX_AMOUNT } from '../core/cards.js';
import { countOf } from '../view/counts.js';
import { defineEffect } from './registry.js';

/**
 * "…, where X is the number of Swamps you control" (X defined by the text, CR 107.3c) and "… for each Elf you
 * control": the instructions performed with X = `per` × the count, counted once as they are applied (608.2h).
 */
export const counted = defineEffect<{
  readonly kind: 'counted';
  readonly count: Count;
  readonly per: number;
  readonly effects: readonly { readonly kind: string }[];
}>({
  kind: 'counted',
  rule: '608.2h',
  reads: [],
  perform: (state, item, e, target, nested) => {
    const x = Math.min(
      MAX_AMOUNT,
      e.per *
        countOf(
          state,
          item.controller,
          item.source,
          e.count,
          item.targets,
          item.paidWith,
          item.subject,
          item.eventPlayer,
        ),
    );
    const withX: StackItem = { ...item, x };
    return nested(state, withX, e.effects, target);
  },
});
