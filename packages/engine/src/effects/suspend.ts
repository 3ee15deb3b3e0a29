import { logRule, name } from '../core/state.js';
import { zoneOf } from '../view/queries.js';
import { defineEffect } from './registry.js';

/**
 * Suspend's upkeep trigger (702.62a): "if this card is suspended, remove a time counter from it" — a card in exile
 * with time counters (702.62b). Removing the last triggers its cast (`rules/turn.ts`).
 */
export const suspendTick = defineEffect<{ readonly kind: 'suspendTick' }>({
  kind: 'suspendTick',
  rule: '702.62a',
  reads: [],
  perform: (state, item) => {
    const card = item.source;
    const left = state.suspended[card] ?? 0;
    if (zoneOf(state, card) !== 'exile' || left === 0) return state;
    return logRule(
      { ...state, suspended: { ...state.suspended, [card]: left - 1 } },
      'counters',
      '702.62a',
      `A time counter is removed from ${name(state, card)} (${left - 1} left).`,
      { objects: [card], amount: -1, counters: { time: -1 } },
    );
  },
});
