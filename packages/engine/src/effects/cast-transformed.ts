import { logRule, name } from '../core/state.js';
import { zoneOf } from '../view/queries.js';
import { defineEffect } from './registry.js';

/**
 * A Siege's "then you may cast it transformed without paying its mana cost" (310.11b): the engine doesn't model a back
 * face, so it says so (an `unmodelled` event: a scenario is inconclusive from here) and the card stays in exile.
 * Read from no sentence: only the Siege's intrinsic ability has it (`reader/define.ts`).
 */
export const castTransformed = defineEffect<{ readonly kind: 'castTransformed' }>({
  kind: 'castTransformed',
  rule: '310.11b',
  reads: [],
  perform: (state, item) => {
    const card = item.source;
    if (zoneOf(state, card) !== 'exile') return state;
    return logRule(
      state,
      'unmodelled',
      '310.11b',
      `${name(state, card)} may now be cast transformed without paying its mana cost, which the engine doesn't model (it models no back face): it stays in exile.`,
      { objects: [card], players: [item.controller] },
    );
  },
});
