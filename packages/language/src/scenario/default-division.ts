import {
  apply,
  defaultDamageDivisions,
  type DamageAssignment,
  type GameState,
  type ObjectId,
} from '@mtg-scenario/engine';
import type { ActionResult } from './result.js';

/** The damage divisions a line left to the documented default (CR 510.1c), and the state they were made in. */
export interface DefaultDivisions {
  /** The state right before the combat damage step began: only passes since the line's `before`. */
  readonly state: GameState;
  readonly divisions: readonly { readonly attacker: ObjectId; readonly assignments: readonly DamageAssignment[] }[];
}

/**
 * The default divisions of the damage step an action line moved the game into, when the line started in the step
 * before (declare blockers, or first strike damage) with an empty stack and only passed until then: a choice written
 * before the line then meets the same board. Undefined otherwise, or when nothing was divided by default.
 */
export function defaultDivisionsOf(result: ActionResult): DefaultDivisions | undefined {
  let state = result.before;
  if (
    result.status !== 'ok' ||
    (state.step !== 'declareBlockers' && state.step !== 'firstStrikeDamage') ||
    state.pending ||
    state.stack.length > 0
  )
    return undefined;
  for (const action of [...result.implied, ...result.actions]) {
    if (action.type !== 'pass') return undefined;
    const next = apply(state, action);
    if (!next.ok) return undefined;
    if (next.state.step !== state.step) {
      if (next.state.step !== 'firstStrikeDamage' && next.state.step !== 'combatDamage') return undefined;
      const divisions = defaultDamageDivisions(state, next.state.step === 'firstStrikeDamage');
      return divisions.length ? { state, divisions } : undefined;
    }
    state = next.state;
  }
  return undefined;
}
