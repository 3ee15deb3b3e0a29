import { logRule } from '../core/state.js';
import type { GameState } from '../core/types.js';
import { onStack, rememberWon } from '../view/conditions.js';
import { defineEffect } from './registry.js';

/**
 * "Flip a coin" (705.2): the controller flips and wins or loses the flip, which a following "if you win the flip" or
 * "if you lose the flip" asks (`conditions.ts`). A random result, so the scenario states it: `Alice loses the flip`
 * while the spell or ability waits on the stack (`play/flip.ts`), one line for each flip in order. A flip it didn't
 * state is won, the documented default, and the log (an inlay hint on the line) says so.
 */
export const flip = defineEffect<{ readonly kind: 'flip' }>({
  kind: 'flip',
  rule: '705.2',
  reads: [{ pattern: /^flip a coin$/i, build: () => ({ targets: [], effect: () => ({ kind: 'flip' }) }) }],
  perform: (state, item): GameState => {
    const who = item.controller;
    const [stated, ...later] = onStack(state, item)?.flips ?? [];
    const won = stated ?? true;
    const text =
      stated === undefined
        ? `${who} flips a coin and wins the flip (the default result; write \`${who} loses the flip\` to lose it).`
        : `${who} flips a coin and ${won ? 'wins' : 'loses'} the flip, as written.`;
    const s = logRule(state, 'flip', '705.2', text, {
      players: [who],
      amount: won ? 1 : 0,
      ...(stated === undefined ? { defaulted: true } : {}),
    });
    // Each flip uses the next result written.
    const rest: GameState = {
      ...s,
      stack: s.stack.map(i => (i.id === item.id && i.timestamp === item.timestamp ? { ...i, flips: later } : i)),
    };
    return rememberWon(rest, item, won);
  },
});
