import { withCheckpoint, type GameEvent, type GameSetup, type GameState, type PlayerId } from '@mtg-scenario/engine';
import { AstUtils, type AstNode } from 'langium';
import {
  isAction,
  isExpectCreated,
  isExpectIllegal,
  isScenario,
  isZoneSetting,
  type Action,
  type Expectation,
  type Line,
  type Scenario,
} from '../generated/ast.js';
import { Codes } from '../base/codes.js';
import { checkExpectation } from './expectations.js';
import { lineOf, nodeAt, pathFrom, resolveLines, lineToken, type NodePath } from './locations.js';
import { mergesWith, replayAction } from './action-replay.js';
import { numberInRange } from '../base/limits.js';
import {
  LineFailure,
  skip,
  type LineOf,
  type Located,
  type ReplayContext,
  type LineProblem,
} from './replay-context.js';
import { NameResolver } from './resolve-names.js';
import { scenarioStructure } from './scenario-structure.js';
import type { ActionResult, ExpectationResult, ScenarioProblem, ScenarioResult, LineResult } from './result.js';

/**
 * The replay itself, pure: from a game (a `ReplayContext`) and a scenario's lines to each line's result, without
 * AST nodes (`replayLines`), then attached to the scenario's AST as its `ScenarioResult` (`attach`). No caches: the
 * `ScenarioRunner` around it decides what to reuse after an edit and what to replay again.
 */

/** Guards against runaway replays (besides the time, a `Deadline`); `engineSteps` counts explicit and implied actions. */
export interface ReplayLimits {
  readonly engineSteps: number;
  readonly lines: number;
}

/**
 * When a replay stops: once the clock (in seconds) passes `at`. The clock is read between lines and at the engine's
 * checkpoints inside a line (`withCheckpoint`), so a long line stops too; `code` and `message` say which limit it is.
 */
export interface Deadline {
  readonly clock: () => number;
  readonly at: number;
  readonly code: string;
  readonly message: string;
}

/** Thrown at an engine checkpoint once the deadline has passed: the engine work in progress is abandoned. */
export class OutOfTime extends Error {}

/** The engine checkpoint (`withCheckpoint`) that stops work at `deadline`. */
export function checkpointFor(deadline: Deadline): () => void {
  return () => {
    if (deadline.clock() > deadline.at) throw new OutOfTime();
  };
}

/** Where something is, relative to the scenario's line number `line` (an index). */
interface DetachedLocation {
  readonly line: number;
  readonly path: NodePath;
  readonly property?: string;
  readonly index?: number;
}

/** A line's result without AST nodes, so it can be reused for an unchanged line after an edit. */
type DetachedAction = Omit<ActionResult, 'node' | 'offending'> & { readonly offending?: DetachedLocation };
export type DetachedResult = DetachedAction | Omit<ExpectationResult, 'node'>;

export interface DetachedProblem {
  readonly severity: LineProblem['severity'];
  readonly code: string;
  readonly message: string;
  readonly path: NodePath;
  readonly property?: string;
  readonly index?: number;
  readonly data?: Readonly<Record<string, unknown>>;
}

/** A replayed line, reusable for an unchanged line: its key, result, problems and the context after it. */
export interface ReplayedLine {
  readonly key: string;
  readonly result: DetachedResult;
  readonly problems: readonly DetachedProblem[];
  readonly after: ReplayContext;
  /** False inside a merged declaration group: a later replay can't resume right after it. */
  readonly resumable: boolean;
}

/** A whole replay without AST nodes (problems are placed by paths from the scenario, line numbers are tokens). */
export interface DetachedRun {
  readonly setup: GameSetup;
  readonly setupProblems: readonly DetachedProblem[];
  readonly initial: ReplayContext;
  readonly lines: readonly ReplayedLine[];
  readonly reused: number;
  readonly stopped?: { readonly severity: 'error'; readonly code: string; readonly message: string };
}

/**
 * Replays `lines` from index `from`. When the game arrives at a line exactly as it did in the `previous` run (the
 * same context object: an edited expectation changes nothing) and the rest of the lines are unchanged, the rest of
 * the previous run is taken as it is (`reused` counts those lines).
 */
export function replayLines(
  lines: readonly Line[],
  keys: readonly string[],
  from: number,
  start: ReplayContext,
  limits: ReplayLimits,
  deadline: Deadline,
  previous?: readonly ReplayedLine[],
): { lines: ReplayedLine[]; reused: number; stopped?: { severity: 'error'; code: string; message: string } } {
  const out: ReplayedLine[] = [];
  const lineOf: LineOf = lineToken;
  const checkpoint = checkpointFor(deadline);
  const outOfTime = {
    lines: out,
    reused: 0,
    stopped: { severity: 'error' as const, code: deadline.code, message: deadline.message },
  };
  // unchangedFrom[i]: lines i.. are the same as in the previous run (same count, so indices in results still fit).
  const unchangedFrom: boolean[] = [];
  if (previous && previous.length === lines.length) {
    unchangedFrom[lines.length] = true;
    for (let k = lines.length - 1; k >= 0; k--)
      unchangedFrom[k] = unchangedFrom[k + 1]! && previous[k]!.key === keys[k];
  }
  let ctx = start;
  let i = from;
  while (i < lines.length) {
    if (
      i > from &&
      unchangedFrom[i] &&
      previous![i - 1]!.after === ctx &&
      previous![i - 1]!.resumable &&
      !mergesWith(lines[i - 1], lines[i])
    ) {
      out.push(...previous!.slice(i));
      return { lines: out, reused: lines.length - i };
    }
    if (i >= limits.lines) {
      return {
        lines: out,
        reused: 0,
        stopped: {
          severity: 'error',
          code: Codes.lineLimit,
          message: `Replay stopped here: a scenario may have up to ${limits.lines.toLocaleString('en')} actions and expectations. Split it into smaller scenarios.`,
        },
      };
    }
    if (ctx.engineSteps > limits.engineSteps) {
      return {
        lines: out,
        reused: 0,
        stopped: {
          severity: 'error',
          code: Codes.stepLimit,
          message: `Replay stopped here: the scenario took more than ${limits.engineSteps.toLocaleString('en')} engine steps. Split it into smaller scenarios.`,
        },
      };
    }
    if (deadline.clock() > deadline.at) return outOfTime;
    const line = lines[i]!;
    try {
      if (isAction(line)) {
        let end = i;
        while (mergesWith(lines[end], lines[end + 1])) end++;
        const group = lines.slice(i, end + 1) as Action[];
        const { records, after } = withCheckpoint(checkpoint, () => replayGroup(group, i, ctx, lineOf));
        records.forEach((record, k) =>
          out.push({ ...record, key: keys[i + k]!, after, resumable: k === records.length - 1 }),
        );
        ctx = after;
        i = end + 1;
      } else {
        const { record, after } = withCheckpoint(checkpoint, () =>
          replayExpectation(line as Expectation, i, ctx, lineOf),
        );
        out.push({ ...record, key: keys[i]!, after, resumable: true });
        ctx = after;
        i++;
      }
    } catch (error) {
      if (error instanceof OutOfTime) return outOfTime;
      const message = error instanceof Error ? error.message : String(error);
      return {
        lines: out,
        reused: 0,
        stopped: {
          severity: 'error',
          code: Codes.internalError,
          message: `Replay stopped here: internal error in the rules engine (${message}).`,
        },
      };
    }
  }
  return { lines: out, reused: 0 };
}

function replayGroup(
  group: readonly Action[],
  first: number,
  ctx: ReplayContext,
  lineOf: LineOf,
): { records: { result: DetachedResult; problems: DetachedProblem[] }[]; after: ReplayContext } {
  const last = first + group.length - 1;
  const lineNode = group[group.length - 1]!;
  const before = ctx.state;
  const detach = (p: LineProblem): DetachedProblem => {
    const owner = group.find(g => g === p.node || AstUtils.hasContainerOfType(p.node, n => n === g)) ?? lineNode;
    return {
      severity: p.severity,
      code: p.code,
      message: p.message,
      path: pathFrom(owner, p.node) ?? [],
      ...(p.property !== undefined ? { property: p.property } : {}),
      ...(p.index !== undefined ? { index: p.index } : {}),
      ...(p.data ? { data: p.data } : {}),
    };
  };
  const problemsByLine = (p: DetachedProblem | undefined, node: AstNode | undefined): DetachedProblem[][] =>
    group.map(g => (p && (node === g || (node && AstUtils.hasContainerOfType(node, n => n === g))) ? [p] : []));

  const merged = (
    k: number,
    status: ActionResult['status'],
    after: GameState,
    extra: Partial<DetachedAction>,
  ): DetachedAction => ({
    kind: 'action',
    index: first + k,
    status: k === group.length - 1 ? status : 'merged',
    before,
    after,
    actions: [],
    implied: [],
    events: [],
    ...(group.length > 1 ? { groupEnd: last } : {}),
    ...(k === group.length - 1 ? extra : {}),
  });

  let outcome;
  try {
    if (group.some(hasNumberOutOfRange)) skip('a number on this line is out of range');
    outcome = replayAction(group, ctx, lineOf);
  } catch (error) {
    if (!(error instanceof LineFailure)) throw error;
    const detached = error.problem ? detach(error.problem) : undefined;
    const perLine = problemsByLine(detached, error.problem?.node);
    if (detached && perLine.every(l => l.length === 0)) perLine[perLine.length - 1]!.push(detached);
    // The declaration's other lines aren't replayed either (its lines form one declaration): each says why.
    if (group.length > 1) {
      const at = perLine.findIndex(l => l.length > 0);
      const why = at >= 0 ? `because of line ${lineOf(first + at)}` : `(${error.reason})`;
      for (const l of perLine)
        if (l.length === 0)
          l.push({
            severity: 'warning',
            code: Codes.declarationRejected,
            message: `Not declared: the declaration it belongs to isn't replayed ${why}.`,
            path: [],
          });
    }
    return {
      records: group.map((_, k) => ({
        result: merged(k, 'skipped', before, { reason: error.reason }),
        problems: perLine[k]!,
      })),
      after: { ...ctx, last: { index: last, status: 'skipped' }, dead: withDead(ctx, group, last), created: [] },
    };
  }
  const engineSteps = ctx.engineSteps + outcome.actions.length + outcome.implied.length;
  if (!outcome.ok) {
    // The violation itself becomes a diagnostic later, unless an `expect illegal` right after it expects it.
    const off = outcome.offending;
    const offIndex = group.findIndex(
      g => off && (off.node === g || AstUtils.hasContainerOfType(off.node, n => n === g)),
    );
    const target = offIndex >= 0 ? offIndex : group.length - 1;
    const offending: DetachedLocation | undefined = off
      ? {
          line: first + target,
          path: pathFrom(group[target]!, off.node) ?? [],
          ...(off.property !== undefined ? { property: off.property } : {}),
          ...(off.index !== undefined ? { index: off.index } : {}),
        }
      : undefined;
    return {
      records: group.map((_, k) => ({
        result: merged(k, 'illegal', before, {
          actions: outcome.actions,
          implied: outcome.implied,
          ...(outcome.violation ? { violation: outcome.violation } : {}),
          ...(offending ? { offending } : {}),
        }),
        problems: [],
      })),
      after: {
        ...ctx,
        engineSteps,
        last: { index: last, status: 'illegal', ...(outcome.violation ? { violation: outcome.violation } : {}) },
        dead: withDead(ctx, group, last),
        created: [],
      },
    };
  }
  let aliases = ctx.aliases;
  if (outcome.bind?.length) {
    const next = new Map(aliases);
    for (const [alias, id] of outcome.bind) next.set(alias, id);
    aliases = next;
  }
  const notes: DetachedProblem[] = [
    ...(outcome.stopped
      ? [{ severity: 'warning' as const, code: Codes.goToStopped, message: outcome.stopped, path: [] }]
      : []),
    ...unwrittenLibraryLosses(lineNode, outcome.events).map(player => ({
      severity: 'warning' as const,
      code: Codes.drewFromUnwrittenLibrary,
      message: `${player} would draw from an empty library (no library was written): they lose the game at the next state-based action check (CR 704.5b). Write \`library 5\` to give them cards.`,
      path: [],
    })),
  ];
  return {
    records: group.map((_, k) => ({
      result: merged(k, 'ok', outcome.state, {
        actions: outcome.actions,
        implied: outcome.implied,
        events: outcome.events,
      }),
      problems: k === group.length - 1 ? notes : [],
    })),
    after: {
      ...ctx,
      state: outcome.state,
      aliases,
      engineSteps,
      last: { index: last, status: 'ok' },
      created: outcome.events.flatMap(e => (e.kind === 'create' ? (e.objects ?? []) : [])),
    },
  };
}

/**
 * The players who lost on this line for drawing from an empty library (CR 704.5b) that their board doesn't write: an
 * unwritten library is empty, so a scenario crossing a draw step ends in a loss nobody wrote.
 */
function unwrittenLibraryLosses(line: Action, events: readonly GameEvent[]): PlayerId[] {
  const losers = events.filter(e => e.kind === 'gameOver' && e.rule === '704.5b').flatMap(e => e.players ?? []);
  // The scenario's boards only when someone lost: gathering them walks every member, on every action line.
  const scenario = losers.length > 0 ? AstUtils.getContainerOfType(line, isScenario) : undefined;
  if (!scenario) return [];
  const boards = scenarioStructure(scenario).boards;
  return losers.filter(p => !boards.get(p)?.items.some(item => isZoneSetting(item) && item.zone === 'library'));
}

function replayExpectation(
  exp: Expectation,
  index: number,
  ctx: ReplayContext,
  lineOf: LineOf,
): { record: { result: DetachedResult; problems: DetachedProblem[] }; after: ReplayContext } {
  const state = ctx.state;
  try {
    // What the expectation says is uncertain: the parser and the validator report why.
    if (hasNumberOutOfRange(exp)) skip('a number on this line is out of range');
    if (hasSyntaxError(exp)) skip('a syntax error on this line');
    const outcome = checkExpectation(exp, ctx, new NameResolver(ctx, lineOf), lineOf);
    const problems: DetachedProblem[] =
      outcome.status === 'failed'
        ? [
            {
              severity: 'error',
              code: Codes.expectationFailed,
              message: outcome.message ?? 'The expectation failed.',
              path: [],
              data: {
                expected: outcome.expected,
                actual: outcome.actual,
                ...(outcome.actualValue !== undefined ? { actualValue: outcome.actualValue } : {}),
                ...(outcome.actualCheck !== undefined ? { actualCheck: outcome.actualCheck } : {}),
                ...(outcome.actualStack ? { actualStack: outcome.actualStack } : {}),
              },
            },
          ]
        : [];
    // `expect created soldier1, soldier2` names the tokens for later lines when they are there.
    const named =
      isExpectCreated(exp) && outcome.status === 'passed'
        ? new Map([...ctx.aliases, ...exp.tokens.map((t, k) => [t.name, ctx.created![k]!] as const)])
        : undefined;
    return {
      record: { result: { kind: 'expectation', index, state, ...outcome }, problems },
      after: named ? { ...ctx, aliases: named } : ctx,
    };
  } catch (error) {
    if (!(error instanceof LineFailure)) throw error;
    const p = error.problem;
    const problems: DetachedProblem[] = p
      ? [
          {
            severity: p.severity,
            code: p.code,
            message: p.message,
            path: pathFrom(exp, p.node) ?? [],
            ...(p.property !== undefined ? { property: p.property } : {}),
            ...(p.index !== undefined ? { index: p.index } : {}),
          },
        ]
      : [];
    return {
      record: { result: { kind: 'expectation', index, state, status: 'skipped', message: error.reason }, problems },
      after: ctx,
    };
  }
}

/** Whether the line has a number the validator refuses (out of range, or not a whole number): its value is wrong. */
function hasNumberOutOfRange(line: Line): boolean {
  return AstUtils.streamAst(line).some(node =>
    Object.entries(node).some(
      ([name, value]) => !name.startsWith('$') && typeof value === 'number' && !numberInRange(value),
    ),
  );
}

/** Per parse: the lines (from 0) with a syntax error. */
const errorLines = new WeakMap<object, ReadonlySet<number>>();

/** Whether a line of the document the line is on has a syntax error, from its first line to its last. */
export function hasSyntaxError(line: Line): boolean {
  const range = line.$cstNode?.range;
  if (!range) return false;
  const parsed = AstUtils.getDocument(line).parseResult;
  let lines = errorLines.get(parsed);
  if (!lines) {
    // Tokens a recovery inserted have no place (NaN).
    lines = new Set(parsed.parserErrors.flatMap(e => (e.token.startLine! >= 1 ? [e.token.startLine! - 1] : [])));
    errorLines.set(parsed, lines);
  }
  for (let l = range.start.line; l <= range.end.line; l++) if (lines.has(l)) return true;
  return false;
}

/** Attaches a detached replay to (a new AST of) the scenario: nodes by index and path, line numbers made absolute. */
export function attach(scenario: Scenario, lines: readonly Line[], run: DetachedRun): ScenarioResult {
  const problems: ScenarioProblem[] = [];
  const place = (base: AstNode, p: DetachedProblem): ScenarioProblem => {
    // A property only makes sense on the node it was found on; if that node is gone, mark the whole line.
    const found = nodeAt(base, p.path);
    return {
      severity: p.severity,
      code: p.code,
      message: resolveLines(p.message, lines),
      node: found ?? base,
      ...(found && p.property !== undefined ? { property: p.property } : {}),
      ...(found && p.index !== undefined ? { index: p.index } : {}),
      ...(p.data ? { data: p.data } : {}),
    };
  };
  for (const p of run.setupProblems) problems.push(place(scenario, p));
  const results: LineResult[] = [];
  run.lines.forEach((c, index) => {
    const node = lines[index]!;
    const r = c.result;
    if (r.kind === 'action') {
      // Every line of every scenario is attached again after each edit: the result is built field by field (V8
      // spreads an object that was itself made by spreads slowly, and a rest pattern more slowly still). A required
      // field added to ActionResult doesn't compile here; the optional ones are these four.
      const off = r.offending;
      const result: { -readonly [K in keyof ActionResult]: ActionResult[K] } = {
        kind: 'action',
        node: node as Action,
        index: r.index,
        status: r.status,
        before: r.before,
        after: r.after,
        actions: r.actions,
        implied: r.implied,
        events: r.events,
      };
      if (r.violation !== undefined) result.violation = r.violation;
      if (r.reason !== undefined) result.reason = resolveLines(r.reason, lines);
      if (r.groupEnd !== undefined) result.groupEnd = r.groupEnd;
      if (off) {
        const owner = lines[off.line] ?? node;
        const offending: { -readonly [K in keyof Located]: Located[K] } = { node: nodeAt(owner, off.path) ?? owner };
        if (off.property !== undefined) offending.property = off.property;
        if (off.index !== undefined) offending.index = off.index;
        result.offending = offending;
      }
      results.push(result);
    } else {
      const result: { -readonly [K in keyof ExpectationResult]: ExpectationResult[K] } = {
        ...r,
        node: node as Expectation,
      };
      if (r.message !== undefined) result.message = resolveLines(r.message, lines);
      results.push(result);
    }
    for (const p of c.problems) problems.push(place(node, p));
  });
  problems.push(...violationProblems(results));
  const stopped = run.stopped;
  if (stopped) problems.push({ ...stopped, node: lines[run.lines.length] ?? lines[run.lines.length - 1] ?? scenario });
  const all = run.lines;
  const final = all.length ? all[all.length - 1]!.after.state : run.initial.state;
  return {
    scenario,
    name: scenario.name ?? '',
    setup: run.setup,
    initial: run.initial.state,
    lines: results,
    final,
    problems,
    contexts: { initial: run.initial, after: all.map(l => l.after) },
    reused: run.reused,
    passed: !problems.some(p => p.severity === 'error') && !stopped && results.length === lines.length,
    ...(stopped ? { stopped: stopped.message } : {}),
  };
}

/** Aliases that a failed cast would have declared. */
function withDead(ctx: ReplayContext, group: readonly Action[], index: number): ReadonlyMap<string, number> {
  const names = group.flatMap(g =>
    ('clauses' in g ? g.clauses : []).flatMap(c => (c.$type === 'SpellAlias' && c.name ? [c.name] : [])),
  );
  if (names.length === 0) return ctx.dead;
  const next = new Map(ctx.dead);
  for (const name of names) next.set(name, index);
  return next;
}

/**
 * Illegal actions become errors on the offending name with the rule as code, unless the `expect illegal` that
 * follows the action expects exactly that.
 */
function violationProblems(results: readonly LineResult[]): ScenarioProblem[] {
  const problems: ScenarioProblem[] = [];
  const expectedAt = new Set<number>();
  /** Actions followed by an `expect illegal` citing another rule: its own fix updates the rule, no second one goes in. */
  const otherRuleAt = new Set<number>();
  for (const r of results) {
    if (r.kind !== 'expectation' || !isExpectIllegal(r.node) || r.about === undefined) continue;
    (r.status === 'passed' ? expectedAt : otherRuleAt).add(r.about);
  }
  for (const r of results) {
    if (r.kind !== 'action' || r.status !== 'illegal' || !r.violation) continue;
    const at = r.offending ?? { node: r.node };
    problems.push(...rejectedWith(results, r, at, expectedAt.has(r.index)));
    if (expectedAt.has(r.index)) continue;
    problems.push({
      ...at,
      severity: 'error',
      code: r.violation.rule,
      message: r.violation.message,
      // The action's last line (of a declaration's lines), where an `expect illegal` would go: for the quick fix.
      data: {
        engineCode: r.violation.code,
        rule: r.violation.rule,
        ...(otherRuleAt.has(r.index) ? {} : { actionEndLine: r.node.$cstNode?.range.end.line }),
      },
    });
  }
  return problems;
}

/**
 * The other lines of a rejected declaration (509.1, 508.1: its lines form one declaration, rejected as a whole) take
 * no effect either: each says so, pointing at the line with the violation. Information only when `expect illegal`
 * expected the rejection.
 */
function rejectedWith(
  results: readonly LineResult[],
  declaration: ActionResult,
  at: Located,
  expected: boolean,
): ScenarioProblem[] {
  if (declaration.groupEnd === undefined) return [];
  const offendingLine = AstUtils.getContainerOfType(at.node, isAction) ?? declaration.node;
  return results.flatMap(r =>
    r.kind === 'action' && r.groupEnd === declaration.index && r.node !== offendingLine
      ? [
          {
            severity: expected ? 'info' : 'warning',
            code: Codes.declarationRejected,
            message: `Not declared: the declaration it belongs to was rejected on line ${lineOf(offendingLine)}.`,
            node: r.node,
          },
        ]
      : [],
  );
}
