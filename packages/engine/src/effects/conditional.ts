import type { GameState, StackItem, Target } from '../types.js';
import { logRule } from '../state.js';
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
  /** "If you do": the controller did what "you may" offered, and it happened. */
  youDid: (state: GameState, item: StackItem) => onStack(state, item)?.optionalDone === true,
} as const;

/** The item as it is now on the stack (resolving items stay there until they finish, 608.2m). */
function onStack(state: GameState, item: StackItem): StackItem | undefined {
  return state.stack.find(i => i.id === item.id && i.timestamp === item.timestamp);
}
export type Condition = keyof typeof CHECKS;

export const conditional = defineEffect<{ readonly kind: 'conditional'; readonly condition: Condition; readonly effects: readonly { readonly kind: string }[] }>({
  kind: 'conditional',
  rule: '608.2c',
  reads: [],
  perform: (state, item, e, target): GameState => (CHECKS[e.condition](state, item)
    ? e.effects.reduce((s, effect) => performNested(s, item, effect, target), state) : state),
});

/**
 * "You may <instructions>": a choice the controller makes as the spell or ability resolves (CR 608.2d). The
 * documented default is to do it; a scenario writes `Alice declines` while it waits on the stack. Whether it
 * happened (it may have been impossible) is remembered for a following "if you do".
 */
export const optional = defineEffect<{ readonly kind: 'optional'; readonly effects: readonly { readonly kind: string }[] }>({
  kind: 'optional',
  rule: '608.2d',
  reads: [],
  perform: (state, item, e, target): GameState => {
    if (onStack(state, item)?.declined) return logRule(state, 'resolve', '608.2d', `${item.controller} chooses not to.`, { players: [item.controller] });
    const after = e.effects.reduce((s, effect) => performNested(s, item, effect, target), state);
    if (after === state) return after;
    return { ...after, stack: after.stack.map(i => (i.id === item.id && i.timestamp === item.timestamp ? { ...i, optionalDone: true } : i)) };
  },
});
