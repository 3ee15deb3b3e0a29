import type { GameState } from '../core/types.js';
import { logRule } from '../core/state.js';
import { conditionHolds, declines, type Condition } from '../view/conditions.js';
import { defineEffect } from './registry.js';

/**
 * "Unholy Heat deals 6 damage instead if …", "that creature gets -13/-13 until end of turn instead if a creature died
 * this turn": a self-replacement effect (CR 614.15) — the spell's own instruction replaced by another as it resolves
 * when the condition holds. It replaces the instruction before any event happens, so it applies before any other
 * replacement effect of that event (616.1a). Read with the instruction it replaces (`readInstead` in effects.ts).
 */
export const instead = defineEffect<{
  readonly kind: 'instead';
  readonly condition: Condition;
  readonly replacement: readonly { readonly kind: string }[];
  readonly original: readonly { readonly kind: string }[];
}>({
  kind: 'instead',
  rule: '614.15',
  reads: [],
  perform: (state, item, e, target, nested): GameState => {
    const perform = (s: GameState, effects: readonly { readonly kind: string }[]) => nested(s, item, effects, target);
    // "If that creature is red, you may put it on the bottom of its owner's library instead": declined, the
    // instruction it would replace happens.
    const declined = e.replacement.length === 1 && e.replacement[0]!.kind === 'optional' && declines(state, item);
    if (declined || !conditionHolds(state, item, e.condition, target)) return perform(state, e.original);
    const noted = logRule(
      state,
      'replaced',
      '616.1a',
      `The condition holds: the spell's own instruction is replaced (a self-replacement effect, 614.15).`,
      { objects: [item.source] },
    );
    return perform(noted, e.replacement);
  },
});
