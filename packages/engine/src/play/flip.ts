import type { Action, GameState, StackItem } from '../core/types.js';
import { logRule, stackItemName } from '../core/state.js';
import { done, type Handled } from '../core/outcome.js';
import { reject } from '../core/violations.js';

/** Whether instructions flip a coin, nested ones included ("if you do, flip a coin"). */
function flips(effects: readonly { readonly kind: string }[]): boolean {
  return effects.some(
    e => e.kind === 'flip' || ('effects' in e && flips((e as { effects: readonly { kind: string }[] }).effects)),
  );
}

/**
 * `flip`: the result of a coin flip, stated in advance (705.2): the next flip of the player's topmost spell or ability
 * on the stack that flips a coin (or of `source`'s) is won or lost as written; each such line states the next flip.
 * A result, not a choice: it needs no priority.
 */
export function stateFlip(state: GameState, action: Extract<Action, { type: 'flip' }>): Handled {
  const who = action.player;
  const item = [...state.stack]
    .reverse()
    .find(
      (i: StackItem) =>
        i.controller === who && flips(i.effects) && (action.source === undefined || i.source === action.source),
    );
  if (!item)
    return reject(
      '705.2',
      'choice/no-flip',
      `${who} has no coin to flip: no spell or ability of theirs on the stack flips a coin`,
      action.source !== undefined ? [action.source] : [],
      [who],
      action.source !== undefined ? { object: action.source } : { player: who },
    );
  const results = [...(item.flips ?? []), action.win];
  const s = { ...state, stack: state.stack.map(i => (i === item ? { ...i, flips: results } : i)) };
  const nth = results.length === 1 ? 'flip' : `flip number ${results.length}`;
  return done(
    logRule(
      s,
      'trigger',
      '705.2',
      `${who} will ${action.win ? 'win' : 'lose'} the ${nth} of ${stackItemName(s, item)}.`,
      {
        objects: [item.source, item.id],
        players: [who],
      },
    ),
  );
}
