import type { GameState } from '../core/types.js';
import { logRule } from '../core/state.js';
import { conditionHolds, declines, type Condition } from '../view/conditions.js';
import { defineEffect } from './registry.js';

/**
 * "If ~ was kicked, <instructions>", "if you control a Forest, <instructions>": instructions performed only when the
 * condition holds as the spell or ability resolves (CR 608.2c); the conditions are in `conditions.ts`.
 */
export const conditional = defineEffect<{
  readonly kind: 'conditional';
  readonly condition: Condition;
  readonly effects: readonly { readonly kind: string }[];
}>({
  kind: 'conditional',
  rule: '608.2c',
  reads: [],
  perform: (state, item, e, target, nested): GameState =>
    conditionHolds(state, item, e.condition, target) ? nested(state, item, e.effects, target) : state,
});

/**
 * "You may <instructions>": a choice the controller makes as the spell or ability resolves (CR 608.2d). The
 * documented default is to do it; a scenario writes `Alice declines` while it waits on the stack. Whether it
 * happened (it may have been impossible) is remembered for a following "if you do". `required`: an instruction that
 * isn't a choice, followed by "if you can't" (fading, 702.32a) — only whether it could be done is remembered.
 */
export const optional = defineEffect<{
  readonly kind: 'optional';
  readonly effects: readonly { readonly kind: string }[];
  readonly required?: true;
}>({
  kind: 'optional',
  rule: '608.2d',
  reads: [],
  offersChoice: e => !e.required,
  perform: (state, item, e, target, nested): GameState => {
    // Under "each opponent sacrifices a permanent unless they pay {1}" the choice is the acting player's (`byPlayers`),
    // who refuses with `declines` as a payment is refused (118.12a).
    const declined = !e.required && declines(state, item);
    const after = declined
      ? logRule(state, 'resolve', '608.2d', `${item.controller} chooses not to.`, { players: [item.controller] })
      : nested(state, item, e.effects, target);
    // Whether it happened (it may have been impossible: nothing changed) is what a following "if you do" asks, so
    // each "you may" sets it anew.
    const done = !declined && after !== state;
    return {
      ...after,
      stack: after.stack.map(i =>
        i.id === item.id && i.timestamp === item.timestamp ? { ...i, optionalDone: done } : i,
      ),
    };
  },
});
