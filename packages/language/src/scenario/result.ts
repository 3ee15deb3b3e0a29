import type { Action as EngineAction, GameEvent, GameSetup, GameState, Violation } from '@mtg-scenario/engine';
import type { AstNode } from 'langium';
import type { Action, Expectation, Scenario, Line } from '../generated/ast.js';
import type { ActionStatus, Located, ReplayContext } from './replay-context.js';

/** A problem the replay found, placed on a node (optionally one of its properties) of the scenario. */
export interface ScenarioProblem {
  readonly severity: 'error' | 'warning' | 'info';
  readonly code: string;
  readonly message: string;
  readonly node: AstNode;
  readonly property?: string;
  readonly index?: number;
  /** For engine violations: the engine's own code (e.g. `combat/evasion-flying`). */
  readonly data?: Readonly<Record<string, unknown>>;
}

export interface ActionResult {
  readonly kind: 'action';
  readonly node: Action;
  readonly index: number;
  readonly status: ActionStatus;
  /** The state before this line (for a merged group, before the whole declaration). */
  readonly before: GameState;
  /** The state after this line: equal to `before` unless it was accepted. */
  readonly after: GameState;
  /** The engine actions this line stands for (a pass, a cast, a declaration ...). */
  readonly actions: readonly EngineAction[];
  /** The actions the engine performed first to get there (passes, empty declarations), for inlay hints and hover. */
  readonly implied: readonly EngineAction[];
  readonly events: readonly GameEvent[];
  readonly violation?: Violation;
  /** Where the violation lies: the name that caused it (possibly on another line of a merged group), else the line. */
  readonly offending?: Located;
  /** Why a skipped line wasn't replayed. */
  readonly reason?: string;
  /** For `merged` lines and the last line of a merged group: the index of the line that carries the declaration. */
  readonly groupEnd?: number;
}

export interface ExpectationResult {
  readonly kind: 'expectation';
  readonly node: Expectation;
  readonly index: number;
  readonly status: 'passed' | 'failed' | 'skipped';
  readonly state: GameState;
  /** Human-readable: "Bob's life is 17". */
  readonly expected?: string;
  readonly actual?: string;
  readonly message?: string;
  /** `expect illegal`: the index of the action it is about. */
  readonly about?: number;
}

export type LineResult = ActionResult | ExpectationResult;

export interface ScenarioResult {
  readonly scenario: Scenario;
  readonly name: string;
  readonly setup?: GameSetup;
  /** The state at the start, undefined when the setup could not be built or was rejected. */
  readonly initial?: GameState;
  /** One per line (action or expectation) in order; empty when the scenario could not start. */
  readonly lines: readonly LineResult[];
  /** The state after the last replayed line. */
  readonly final?: GameState;
  /** What the replay knew (the state, the aliases) at the start and after each replayed line: for snapshots. */
  readonly contexts?: { readonly initial: ReplayContext; readonly after: readonly ReplayContext[] };
  /** All problems: setup, illegal actions not expected, failed expectations, replay limits. */
  readonly problems: readonly ScenarioProblem[];
  /** True when the scenario ran to the end with no errors. */
  readonly passed: boolean;
  /** Set when the replay stopped early (step limit, time limit, engine crash). */
  readonly stopped?: string;
  /** Lines that were taken from the cache of an earlier run instead of being replayed. */
  readonly reused: number;
  /** How long computing this result took (setup, replay and checks; near 0 when it was reused whole). */
  readonly seconds?: number;
}

/** Each result's lines by node, made once per result: callers ask for every line of a long scenario in turn. */
const linesByNode = new WeakMap<ScenarioResult, ReadonlyMap<Line, LineResult>>();

export function lineResultFor(result: ScenarioResult, line: Line): LineResult | undefined {
  let byNode = linesByNode.get(result);
  if (!byNode) {
    const map = new Map<Line, LineResult>();
    for (const l of result.lines) if (!map.has(l.node)) map.set(l.node, l);
    linesByNode.set(result, (byNode = map));
  }
  return byNode.get(line);
}
