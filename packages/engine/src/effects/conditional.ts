import type { GameState, StackItem, Target } from '../types.js';
import { performEffect } from './index.js';
import { defineEffect } from './registry.js';

type Perform = (state: GameState, item: StackItem, effect: { readonly kind: string }, target: (index: number | undefined) => Target | undefined) => GameState;
/** Nested effects are any effect: typed loosely here, since the union of all effects includes this one. */
const performNested = (...args: Parameters<Perform>): GameState => (performEffect as unknown as Perform)(...args);

/**
 * "If ~ was kicked, <instructions>": instructions performed only when the condition holds as the spell or ability
 * resolves (CR 608.2c). The reader builds it around what follows the condition (effects.ts `CONDITIONS`); each
 * condition is one entry of `CHECKS`.
 */
export const CHECKS = {
  /** The spell was cast paying its kicker cost (702.33d). */
  kicked: (_state: GameState, item: StackItem) => item.kicked === true,
} as const;
export type Condition = keyof typeof CHECKS;

export const conditional = defineEffect<{ readonly kind: 'conditional'; readonly condition: Condition; readonly effects: readonly { readonly kind: string }[] }>({
  kind: 'conditional',
  rule: '608.2c',
  reads: [],
  perform: (state, item, e, target): GameState => (CHECKS[e.condition](state, item)
    ? e.effects.reduce((s, effect) => performNested(s, item, effect, target), state) : state),
});
