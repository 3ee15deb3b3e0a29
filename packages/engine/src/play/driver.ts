import type { Action, ApplyResult, GameEvent, GameState, Violation } from '../core/types.js';
import { apply } from './apply.js';
import { name, playersInGame } from '../core/state.js';
import { stepIndex, stepLabel, stepRow, type SkipCondition, type StepName } from '../core/steps.js';
import type { RuleId } from '../core/cited-rules.js';
import { violation } from '../core/violations.js';
import { checkpoint } from '../core/checkpoint.js';
import { turnName } from '../view/queries.js';

/**
 * Conveniences that scenario authors write as one line ("resolve", "go to end of combat", declaring attackers
 * from main1): each expands to ordinary actions, returned as `implied` so the editor can show them.
 */

export type DriveResult =
  | {
      readonly ok: true;
      readonly state: GameState;
      readonly events: readonly GameEvent[];
      readonly implied: readonly Action[];
      /**
       * Why the game stopped short of where it was driven to, by the rules (a trigger went on the stack on the way):
       * the state is where it stopped.
       */
      readonly stopped?: { readonly rule: RuleId; readonly message: string };
    }
  | { readonly ok: false; readonly violation: Violation; readonly implied: readonly Action[] };

/** Guards against a scenario that would loop; a turn has a bounded number of passes. */
const MAX_IMPLIED = 1_000;

function run(
  state: GameState,
  actions: (s: GameState, events: readonly GameEvent[]) => Action | undefined | Violation,
): DriveResult {
  const implied: Action[] = [];
  const events: GameEvent[] = [];
  let current = state;
  for (let i = 0; i < MAX_IMPLIED; i++) {
    const next = actions(current, events);
    if (next === undefined) return { ok: true, state: current, events, implied };
    if ('rule' in next) return { ok: false, violation: next, implied };
    checkpoint();
    const result: ApplyResult = apply(current, next);
    if (!result.ok) return { ok: false, violation: result.violation, implied };
    implied.push(next);
    events.push(...result.events);
    current = result.state;
  }
  return {
    ok: false,
    implied,
    violation: violation(
      '500.2',
      'scenario/too-many-passes',
      `The game didn't get there within ${MAX_IMPLIED} implied actions`,
      [],
      [],
      undefined,
    ),
  };
}

/** The action that moves the game on without choosing anything: a pass, or an empty declaration. */
function idle(state: GameState): Action | undefined {
  const pending = state.pending;
  if (pending?.kind === 'declareAttackers') return { type: 'declareAttackers', player: pending.player, attackers: [] };
  if (pending?.kind === 'declareBlockers') return { type: 'declareBlockers', player: pending.player, blocks: [] };
  if (state.priority !== undefined) return { type: 'pass', player: state.priority };
  return undefined;
}

/** "resolve": every player passes once in succession, so the top of the stack resolves (CR 117.4, 405.5). */
export function allPass(state: GameState): DriveResult {
  if (state.stack.length === 0) {
    return {
      ok: false,
      implied: [],
      violation: violation(
        '405.5',
        'scenario/nothing-to-resolve',
        'Nothing resolves: the stack is empty',
        [],
        [],
        undefined,
      ),
    };
  }
  // Done once the top object has left the stack (resolved, or countered by itself): counting stack entries would
  // miss a resolution that put a triggered ability on the stack (CR 603.3), and pass priority on past 117.3b.
  const top = state.stack[state.stack.length - 1]!;
  const gone = (s: GameState) => !s.stack.some(i => i.id === top.id && i.timestamp === top.timestamp);
  let passes = 0;
  return run(state, s => {
    if (gone(s) || s.result) return undefined;
    if (passes++ > playersInGame(s).length) return undefined;
    return s.priority !== undefined ? { type: 'pass', player: s.priority } : undefined;
  });
}

/**
 * The documented default for the cleanup discard (CR 514.1) when the player doesn't choose: the cards that came into
 * the hand last — the most recently drawn, or for a hand set up on the board, the ones listed last.
 */
export function defaultDiscard(state: GameState): Action | undefined {
  const pending = state.pending;
  if (pending?.kind !== 'discard') return undefined;
  const hand = state.players.find(p => p.id === pending.player)!.hand;
  return { type: 'discard', player: pending.player, cards: hand.slice(hand.length - pending.count) };
}

export interface AdvanceOptions {
  /**
   * When the active player must discard to hand size on the way (CR 514.1), discard by `defaultDiscard` and go on;
   * otherwise the game stops at that choice (in the cleanup step) or, going further, the result is a violation.
   */
  readonly defaultDiscard?: boolean;
}

/**
 * "go to <step>": players pass (and declare no attackers or blockers) until `step` next begins: later this turn,
 * or else in the next turn. The stack must be empty: a step ends only when all pass with an empty stack (CR 500.2).
 * A triggered ability that goes on the stack on the way (CR 603.3) stops the game there, as `stopped` says: passing
 * on would resolve it, a choice the scenario didn't write.
 */
export function advanceTo(state: GameState, step: StepName, options: AdvanceOptions = {}): DriveResult {
  const targetTurn = stepIndex(step) > stepIndex(state.step) ? state.turn : state.turn + 1;
  // Untap and cleanup give no one priority (502.4, 514.3): the game passes through them, so "going to" one
  // means until it has happened.
  const passesThrough = !stepRow(step).priority;
  let seen = 0;
  let reached = false;
  let stopped: { rule: RuleId; message: string } | undefined;
  const result = run(state, (s, events) => {
    for (; seen < events.length; seen++) {
      const e = events[seen]!;
      if (e.kind === 'stepBegan' && e.step === step && e.turn === targetTurn) reached = true;
    }
    if (s.result) return undefined;
    if (s.pending?.kind === 'discard' && options.defaultDiscard) return defaultDiscard(s);
    if ((s.turn === targetTurn && s.step === step) || (passesThrough && reached && s.pending?.kind !== 'discard'))
      return undefined;
    if (s.turn > targetTurn) {
      return violation(
        SKIP_RULE[stepRow(step).skip],
        'scenario/step-skipped',
        `The game didn't stop at ${stepLabel(step)}: that step was skipped in ${turnName(state, targetTurn)}`,
        [],
        [],
        undefined,
      );
    }
    if (s.stack.length > 0 && s !== state) {
      stopped = { rule: '603.3', message: stoppedBy(s, step) };
      return undefined;
    }
    if (s.stack.length > 0) {
      return violation(
        '500.2',
        'scenario/stack-not-empty',
        `Can't go to ${stepLabel(step)}: the stack isn't empty, and a step ends only when all players pass with an empty stack`,
        s.stack.map(i => i.id),
        [],
        undefined,
      );
    }
    if (s.pending?.kind === 'discard') {
      return violation(
        '514.1',
        'scenario/discard-pending',
        `${s.pending.player} must first choose ${s.pending.count} card${s.pending.count === 1 ? '' : 's'} to discard`,
        [],
        [s.pending.player],
        { player: s.pending.player },
      );
    }
    return idle(s);
  });
  return result.ok && stopped ? { ...result, stopped } : result;
}

/** "Stopped in Bob's upkeep: Phyrexian Arena's triggered ability went on the stack (CR 603.3); …". */
function stoppedBy(state: GameState, step: StepName): string {
  // Only triggered abilities go on the stack while players pass with an empty stack.
  const items = state.stack.map(i => `${name(state, i.source)}'s triggered ability`);
  const them = items.length === 1 ? 'it' : 'them';
  return `Stopped in ${state.activePlayer}'s ${stepLabel(state.step)}: ${items.join(', ')} went on the stack (CR 603.3); resolve or respond to ${them}, then go on to ${stepLabel(step)}.`;
}

const SKIP_RULE: Readonly<Record<SkipCondition, RuleId>> = {
  firstDraw: '103.8a',
  noAttackers: '508.8',
  noFirstStrike: '510.4',
  never: '500.1',
};

/** The step an action belongs to, if it can only be taken in one step. */
function stepFor(action: Action): StepName | undefined {
  if (action.type === 'declareAttackers') return 'declareAttackers';
  if (action.type === 'declareBlockers') return 'declareBlockers';
  if (action.type === 'discard') return 'cleanup';
  return undefined;
}

/**
 * Applies an action; one that can only happen later in this turn (declaring attackers from main1, discarding to
 * hand size from main2) first advances the game there when the stack is empty (the passes are returned as `implied`).
 */
export function applyAdvancing(state: GameState, action: Action): DriveResult {
  const target = stepFor(action);
  let current = state;
  let implied: readonly Action[] = [];
  let events: readonly GameEvent[] = [];
  if (
    target &&
    state.stack.length === 0 &&
    stepIndex(state.step) < stepIndex(target) &&
    state.pending?.kind !== 'discard'
  ) {
    const moved = advanceTo(state, target);
    if (moved.ok && !moved.stopped && moved.state.turn === state.turn) {
      current = moved.state;
      implied = moved.implied;
      events = moved.events;
    }
  }
  const result = apply(current, action);
  if (!result.ok) return { ok: false, violation: result.violation, implied };
  return { ok: true, state: result.state, events: [...events, ...result.events], implied };
}
