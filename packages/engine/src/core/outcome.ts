import type { ApplyResult, GameState, PlayerId } from './types.js';

/** The rules under which a player receives priority after an action (CR 117.3, 800.4a). */
export type PriorityRule = '117.3a' | '117.3b' | '117.3c' | '117.3d' | '800.4a';

/** Who receives priority because of an action: `apply` gives it, after state-based actions and triggers (117.5). */
export interface PriorityGrant {
  readonly player: PlayerId;
  readonly rule: PriorityRule;
  /**
   * State-based actions and triggers can't have changed since they were checked as the previous player received
   * priority (a pass changes nothing they look at, 117.5): the player receives priority directly.
   */
  readonly settled?: true;
}

/** A rejected action: the violation, the state untouched (CR 733.1). */
export type Rejected = Extract<ApplyResult, { readonly ok: false }>;

/**
 * What an action's handler returns: the new state, with who receives priority because of the action (none when it
 * doesn't change hands, or the turn's own flow gives it: a step ending), or the violation. `apply` does the rest once.
 */
export type Handled = { readonly ok: true; readonly state: GameState; readonly priority?: PriorityGrant } | Rejected;

export function done(state: GameState, priority?: PriorityGrant): Handled {
  return priority ? { ok: true, state, priority } : { ok: true, state };
}
