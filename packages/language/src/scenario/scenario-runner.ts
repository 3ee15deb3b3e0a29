import { createGame, type GameSetup, type GameState, type ObjectId } from '@mtg-scenario/engine';
import { AstUtils, type AstNode, type DocumentBuilder, type LangiumDocument } from 'langium';
import {
  isAction, isCard, isExpectIllegal, isGoToAction, isModel, isPlayer, isScenario, isLine, type Action, type Expectation, type Scenario,
  type Line,
} from '../generated/ast.js';
import type { CardDefinitions } from '../cards/card-definitions.js';
import { MAX_SCENARIO_LINES } from '../limits.js';
import { Codes } from '../validation/codes.js';
import { checkExpectation } from './expectations.js';
import { nodeAt, pathFrom, resolveLines, lineToken, type NodePath } from './locations.js';
import { MAX_ENGINE_STEPS, mergesWith, nextActionDiscards, replayAction } from './replay.js';
import { LineFailure, type LineOf, type ReplayContext, type LineProblem } from './replay-context.js';
import { NameResolver } from './resolve-names.js';
import type { ActionResult, ExpectationResult, ScenarioProblem, ScenarioResult, LineResult } from './result.js';
import { buildSetup } from './setup-builder.js';
import { defText, referenceSignature } from './signature.js';

/** Longest a single scenario's replay may take before it is stopped. */
export const REPLAY_TIME_LIMIT_MS = 10_000;
/** Scenarios whose replays are kept for reuse after an edit. */
const CACHE_SIZE = 512;

/** Where something is, relative to the scenario's line number `line` (an index). */
interface DetachedLocation {
  readonly line: number;
  readonly path: NodePath;
  readonly property?: string;
  readonly index?: number;
}

/** A line's result without AST nodes, so it can be reused for an unchanged line after an edit. */
type DetachedAction = Omit<ActionResult, 'node' | 'offending'> & { readonly offending?: DetachedLocation };
type DetachedResult = DetachedAction | Omit<ExpectationResult, 'node'>;

interface DetachedProblem {
  readonly severity: LineProblem['severity'];
  readonly code: string;
  readonly message: string;
  readonly path: NodePath;
  readonly property?: string;
  readonly index?: number;
  readonly data?: Readonly<Record<string, unknown>>;
}

interface CachedLine {
  readonly key: string;
  readonly result: DetachedResult;
  readonly problems: readonly DetachedProblem[];
  readonly after: ReplayContext;
  /** False inside a merged declaration group: a later replay can't resume right after it. */
  readonly resumable: boolean;
}

interface CacheEntry {
  readonly setupKey: string;
  readonly initial: ReplayContext;
  readonly lines: readonly CachedLine[];
}

/** A whole replay without AST nodes (problems are placed by paths from the scenario, line numbers are tokens). */
interface DetachedRun {
  readonly setup: GameSetup;
  readonly setupProblems: readonly DetachedProblem[];
  readonly initial: ReplayContext;
  readonly lines: readonly CachedLine[];
  readonly reused: number;
  readonly stopped?: { readonly severity: 'error'; readonly code: string; readonly message: string };
}

/** A replay kept for an identical scenario text: reused as long as the names in it mean the same (`signature`). */
interface ScenarioEntry {
  readonly signature: string;
  readonly run: DetachedRun;
}

/**
 * Replays scenarios through the rules engine and returns a structured result per scenario: for each action the state
 * before and after, the implied actions and any violation; for each expectation whether it passed, with expected and
 * actual values. The validator turns the result into diagnostics; the CLI, hover and the test explorer reuse it.
 *
 * Results are cached at two levels. A scenario whose text is unchanged since its last run in the same document, and
 * whose names still resolve to the same things (players, aliases, and cards with the same definitions), is not
 * replayed at all: its previous replay is attached to the new AST. An edited scenario reuses every unchanged line up
 * to the first edited one, so typing in a long scenario replays only what follows the edit.
 */
export class ScenarioRunner {
  private readonly cache = new Map<string, CacheEntry>();
  private readonly scenarios = new Map<string, ScenarioEntry>();
  private results = new WeakMap<Scenario, ScenarioResult>();
  /** Per build: what the names of a scenario mean (see `referenceSignature`). */
  private signatures = new WeakMap<Scenario, string>();
  /** Guards against runaway replays; the step limit counts explicit and implied engine actions. */
  readonly limits = { engineSteps: MAX_ENGINE_STEPS, timeMs: REPLAY_TIME_LIMIT_MS, lines: MAX_SCENARIO_LINES };

  constructor(private readonly cards: CardDefinitions, builder?: DocumentBuilder) {
    // Any change in the workspace may change a card that a scenario uses, even in another document. The per-line
    // cache below keeps re-running cheap: unchanged lines are reused.
    builder?.onUpdate(() => {
      this.results = new WeakMap();
      this.signatures = new WeakMap();
    });
  }

  /** All scenarios of a document, in order. */
  runDocument(document: LangiumDocument): ScenarioResult[] {
    const root = document.parseResult.value;
    return isModel(root) ? root.scenarios.map(s => this.run(s)) : [];
  }

  /** The result of a line (or of the line containing `node`), e.g. for hover: the state before/after an action. */
  resultFor(node: AstNode): LineResult | undefined {
    const line = isLine(node) ? node : AstUtils.getContainerOfType(node, isLine);
    const scenario = line && AstUtils.getContainerOfType(line, isScenario);
    if (!line || !scenario) return undefined;
    return this.run(scenario).lines.find(s => s.node === line);
  }

  /**
   * Everything besides its text that a scenario's replay depends on: the replay limits and what its names mean. The
   * same text with the same fingerprint gives the same result.
   */
  private fingerprint(scenario: Scenario): string {
    return `${this.limits.engineSteps}/${this.limits.timeMs}/${this.limits.lines}\n${this.signature(scenario)}`;
  }

  private signature(scenario: Scenario): string {
    let signature = this.signatures.get(scenario);
    if (signature === undefined) this.signatures.set(scenario, (signature = referenceSignature(scenario, this.cards)));
    return signature;
  }

  run(scenario: Scenario): ScenarioResult {
    let result = this.results.get(scenario);
    if (!result) {
      const started = performance.now();
      try {
        result = this.replay(scenario);
      } catch (error) {
        result = crashed(scenario, error);
      }
      result = { ...result, seconds: (performance.now() - started) / 1000 };
      this.results.set(scenario, result);
    }
    return result;
  }

  private cacheKey(scenario: Scenario): string {
    const document = AstUtils.getDocument(scenario);
    return `${document.uri.toString()}#${scenario.$containerIndex ?? 0}`;
  }

  private replay(scenario: Scenario): ScenarioResult {
    const textKey = this.textKey(scenario);
    const signature = textKey === undefined ? undefined : this.fingerprint(scenario);
    const known = textKey === undefined ? undefined : this.scenarios.get(textKey);
    if (known && known.signature === signature) {
      // Unchanged text and names: nothing to replay.
      this.scenarios.delete(textKey!);
      this.scenarios.set(textKey!, known);
      return attach(scenario, scenario.members.filter(isLine), { ...known.run, reused: known.run.lines.length });
    }
    const built = buildSetup(scenario, this.cards);
    const name = scenario.name ?? '';
    const lines = built.structure.lines;
    if (!built.setup) {
      const problems: ScenarioProblem[] = built.problems.map(p => ({ ...p, severity: p.severity ?? 'error' }));
      return { scenario, name, lines: [], problems, passed: false, reused: 0, stopped: 'The scenario needs players and a start.' };
    }
    if (built.rejected.length > 0) {
      // Replaying a game other than the one described would bury the one real error under follow-on failures.
      const problems: ScenarioProblem[] = built.problems.map(p => ({ ...p, severity: p.severity ?? 'error' }));
      const first = lines[0];
      if (first) {
        problems.push({
          severity: 'warning', code: Codes.notReplayedBoard, node: first,
          message: 'Not replayed: part of the board is invalid (see the errors there). The actions and expectations are checked once the board is fixed.',
        });
      }
      return { scenario, name, setup: built.setup, lines: [], problems, passed: false, reused: 0, stopped: 'Part of the board is invalid.' };
    }
    const setupKey = setupFingerprint(built.setup);
    const cacheKey = this.cacheKey(scenario);
    const previous = this.cache.get(cacheKey);
    const same = previous?.setupKey === setupKey ? previous : undefined;
    let initial: ReplayContext;
    if (same) {
      initial = same.initial;
    } else {
      const created = createGame(built.setup);
      if (!created.ok) {
        const problems: ScenarioProblem[] = built.problems.map(p => ({ ...p, severity: p.severity ?? 'error' }));
        for (const p of created.problems) {
          const node = (p.object !== undefined ? built.nodesById.get(p.object) : undefined)
            ?? (p.player !== undefined ? built.structure.boards.get(p.player) : undefined)
            ?? built.structure.start ?? scenario;
          problems.push({ severity: 'error', code: Codes.setupRejected, message: p.message, node });
        }
        return { scenario, name, setup: built.setup, lines: [], problems, passed: false, reused: 0, stopped: 'The engine rejected the setup.' };
      }
      const aliases = new Map<string, ObjectId>();
      for (const [card, id] of built.objectIds) if (card.name) aliases.set(card.name, id);
      initial = { state: created.state, aliases, dead: new Map(), engineSteps: 0 };
    }

    // Reuse the unchanged prefix of the previous run of this scenario.
    const keys = lines.map(lineKey);
    let reused = 0;
    const cached: CachedLine[] = [];
    if (same) {
      let common = 0;
      while (common < keys.length && common < same.lines.length && same.lines[common]!.key === keys[common]) common++;
      let resume = common;
      while (resume > 0 && (!same.lines[resume - 1]!.resumable || mergesWith(lines[resume - 1], lines[resume]))) resume--;
      cached.push(...same.lines.slice(0, resume));
      reused = resume;
    }
    const start = cached.length ? cached[cached.length - 1]!.after : initial;
    const fresh = this.replayLines(lines, keys, cached.length, start, same?.lines);
    const all = [...cached, ...fresh.lines];
    reused += fresh.reused;
    this.remember(cacheKey, { setupKey, initial, lines: all });

    const run: DetachedRun = {
      setup: built.setup, initial, lines: all, reused,
      setupProblems: built.problems.map(p => ({
        severity: p.severity ?? 'error', code: p.code, message: p.message, path: pathFrom(scenario, p.node) ?? [],
        ...(p.property !== undefined ? { property: p.property } : {}), ...(p.index !== undefined ? { index: p.index } : {}),
      })),
      ...(fresh.stopped ? { stopped: fresh.stopped } : {}),
    };
    // A replay stopped by the clock may finish another time; anything else is kept for an unchanged text.
    if (textKey !== undefined && signature !== undefined && fresh.stopped?.code !== Codes.timeLimit) {
      this.scenarios.delete(textKey);
      this.scenarios.set(textKey, { signature, run });
      if (this.scenarios.size > CACHE_SIZE) this.scenarios.delete(this.scenarios.keys().next().value!);
    }
    return attach(scenario, lines, run);
  }

  /** What an unchanged scenario is recognised by: its document and its exact text. */
  private textKey(scenario: Scenario): string | undefined {
    const text = scenario.$cstNode?.text;
    if (text === undefined) return undefined;
    return `${AstUtils.getDocument(scenario).uri.toString()}\n${text}`;
  }

  private remember(key: string, entry: CacheEntry): void {
    this.cache.delete(key);
    this.cache.set(key, entry);
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
  }

  /**
   * Replays `lines` from index `from`. When the game arrives at a line exactly as it did in the `previous` run (the
   * same context object: an edited expectation changes nothing) and the rest of the lines are unchanged, the rest of
   * the previous run is taken as it is (`reused` counts those lines).
   */
  private replayLines(lines: readonly Line[], keys: readonly string[], from: number, start: ReplayContext, previous?: readonly CachedLine[]):
    { lines: CachedLine[]; reused: number; stopped?: { severity: 'error'; code: string; message: string } } {
    const out: CachedLine[] = [];
    const lineOf: LineOf = lineToken;
    const began = Date.now();
    // unchangedFrom[i]: lines i.. are the same as in the previous run (same count, so indices in results still fit).
    const unchangedFrom: boolean[] = [];
    if (previous && previous.length === lines.length) {
      unchangedFrom[lines.length] = true;
      for (let k = lines.length - 1; k >= 0; k--) unchangedFrom[k] = unchangedFrom[k + 1]! && previous[k]!.key === keys[k];
    }
    let ctx = start;
    let i = from;
    while (i < lines.length) {
      if (i > from && unchangedFrom[i] && previous![i - 1]!.after === ctx && previous![i - 1]!.resumable && !mergesWith(lines[i - 1], lines[i])) {
        out.push(...previous!.slice(i));
        return { lines: out, reused: lines.length - i };
      }
      if (i >= this.limits.lines) {
        return { lines: out, reused: 0, stopped: { severity: 'error', code: Codes.lineLimit, message: `Replay stopped here: a scenario may have up to ${this.limits.lines.toLocaleString('en')} actions and expectations. Split it into smaller scenarios.` } };
      }
      if (ctx.engineSteps > this.limits.engineSteps) {
        return { lines: out, reused: 0, stopped: { severity: 'error', code: Codes.stepLimit, message: `Replay stopped here: the scenario took more than ${this.limits.engineSteps.toLocaleString('en')} engine steps. Split it into smaller scenarios.` } };
      }
      if (Date.now() - began > this.limits.timeMs) {
        return { lines: out, reused: 0, stopped: { severity: 'error', code: Codes.timeLimit, message: `Replay stopped here: the scenario took longer than ${this.limits.timeMs / 1000} s to replay.` } };
      }
      const line = lines[i]!;
      try {
        if (isAction(line)) {
          let end = i;
          while (mergesWith(lines[end], lines[end + 1])) end++;
          const group = lines.slice(i, end + 1) as Action[];
          const { records, after } = this.replayGroup(group, i, ctx, lineOf);
          records.forEach((record, k) => out.push({ ...record, key: keys[i + k]!, after, resumable: k === records.length - 1 }));
          ctx = after;
          i = end + 1;
        } else {
          const { record, after } = this.replayExpectation(line as Expectation, i, ctx, lineOf);
          out.push({ ...record, key: keys[i]!, after, resumable: true });
          ctx = after;
          i++;
        }
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return { lines: out, reused: 0, stopped: { severity: 'error', code: Codes.internalError, message: `Replay stopped here: internal error in the rules engine (${message}).` } };
      }
    }
    return { lines: out, reused: 0 };
  }

  private replayGroup(group: readonly Action[], first: number, ctx: ReplayContext, lineOf: LineOf):
    { records: { result: DetachedResult; problems: DetachedProblem[] }[]; after: ReplayContext } {
    const last = first + group.length - 1;
    const lineNode = group[group.length - 1]!;
    const before = ctx.state;
    const detach = (p: LineProblem): DetachedProblem => {
      const owner = group.find(g => g === p.node || AstUtils.hasContainerOfType(p.node, n => n === g)) ?? lineNode;
      return {
        severity: p.severity, code: p.code, message: p.message, path: pathFrom(owner, p.node) ?? [],
        ...(p.property !== undefined ? { property: p.property } : {}), ...(p.index !== undefined ? { index: p.index } : {}),
        ...(p.data ? { data: p.data } : {}),
      };
    };
    const problemsByLine = (p: DetachedProblem | undefined, node: AstNode | undefined): DetachedProblem[][] =>
      group.map(g => (p && (node === g || (node && AstUtils.hasContainerOfType(node, n => n === g))) ? [p] : []));

    const merged = (k: number, status: ActionResult['status'], after: GameState, extra: Partial<DetachedAction>): DetachedAction => ({
      kind: 'action', index: first + k, status: k === group.length - 1 ? status : 'merged', before, after,
      actions: [], implied: [], events: [], ...(group.length > 1 ? { groupEnd: last } : {}), ...(k === group.length - 1 ? extra : {}),
    });

    let outcome;
    try {
      outcome = replayAction(group, ctx, lineOf);
    } catch (error) {
      if (!(error instanceof LineFailure)) throw error;
      const detached = error.problem ? detach(error.problem) : undefined;
      const perLine = problemsByLine(detached, error.problem?.node);
      if (detached && perLine.every(l => l.length === 0)) perLine[perLine.length - 1]!.push(detached);
      return {
        records: group.map((_, k) => ({ result: merged(k, 'skipped', before, { reason: error.reason }), problems: perLine[k]! })),
        after: { ...ctx, last: { index: last, status: 'skipped' }, dead: withDead(ctx, group, last) },
      };
    }
    const engineSteps = ctx.engineSteps + outcome.actions.length + outcome.implied.length;
    if (!outcome.ok) {
      // The violation itself becomes a diagnostic later, unless an `expect illegal` right after it expects it.
      const off = outcome.offending;
      const offIndex = group.findIndex(g => off && (off.node === g || AstUtils.hasContainerOfType(off.node, n => n === g)));
      const target = offIndex >= 0 ? offIndex : group.length - 1;
      const offending: DetachedLocation | undefined = off
        ? {
            line: first + target, path: pathFrom(group[target]!, off.node) ?? [],
            ...(off.property !== undefined ? { property: off.property } : {}), ...(off.index !== undefined ? { index: off.index } : {}),
          }
        : undefined;
      return {
        records: group.map((_, k) => ({
          result: merged(k, 'illegal', before, {
            actions: outcome.actions, implied: outcome.implied, ...(outcome.violation ? { violation: outcome.violation } : {}),
            ...(offending ? { offending } : {}),
          }),
          problems: [],
        })),
        after: { ...ctx, engineSteps, last: { index: last, status: 'illegal', ...(outcome.violation ? { violation: outcome.violation } : {}) }, dead: withDead(ctx, group, last) },
      };
    }
    let aliases = ctx.aliases;
    if (outcome.bind?.length) {
      const next = new Map(aliases);
      for (const [alias, id] of outcome.bind) next.set(alias, id);
      aliases = next;
    }
    return {
      records: group.map((_, k) => ({
        result: merged(k, 'ok', outcome.state, { actions: outcome.actions, implied: outcome.implied, events: outcome.events }),
        problems: [],
      })),
      after: { ...ctx, state: outcome.state, aliases, engineSteps, last: { index: last, status: 'ok' } },
    };
  }

  private replayExpectation(exp: Expectation, index: number, ctx: ReplayContext, lineOf: LineOf):
    { record: { result: DetachedResult; problems: DetachedProblem[] }; after: ReplayContext } {
    const state = ctx.state;
    try {
      const outcome = checkExpectation(exp, ctx, new NameResolver(ctx, lineOf), lineOf);
      const problems: DetachedProblem[] = outcome.status === 'failed'
        ? [{
            severity: 'error', code: Codes.expectationFailed, message: outcome.message ?? 'The expectation failed.', path: [],
            data: { expected: outcome.expected, actual: outcome.actual },
          }]
        : [];
      return { record: { result: { kind: 'expectation', index, state, ...outcome }, problems }, after: ctx };
    } catch (error) {
      if (!(error instanceof LineFailure)) throw error;
      const p = error.problem;
      const problems: DetachedProblem[] = p ? [{
        severity: p.severity, code: p.code, message: p.message, path: pathFrom(exp, p.node) ?? [],
        ...(p.property !== undefined ? { property: p.property } : {}), ...(p.index !== undefined ? { index: p.index } : {}),
      }] : [];
      return { record: { result: { kind: 'expectation', index, state, status: 'skipped', message: error.reason }, problems }, after: ctx };
    }
  }
}

/** Attaches a detached replay to (a new AST of) the scenario: nodes by index and path, line numbers made absolute. */
function attach(scenario: Scenario, lines: readonly Line[], run: DetachedRun): ScenarioResult {
  const problems: ScenarioProblem[] = [];
  const place = (base: AstNode, p: DetachedProblem): ScenarioProblem => {
    // A property only makes sense on the node it was found on; if that node is gone, mark the whole line.
    const found = nodeAt(base, p.path);
    return {
      severity: p.severity, code: p.code, message: resolveLines(p.message, lines), node: found ?? base,
      ...(found && p.property !== undefined ? { property: p.property } : {}),
      ...(found && p.index !== undefined ? { index: p.index } : {}), ...(p.data ? { data: p.data } : {}),
    };
  };
  for (const p of run.setupProblems) problems.push(place(scenario, p));
  const results: LineResult[] = [];
  run.lines.forEach((c, index) => {
    const node = lines[index]!;
    const r = c.result;
    if (r.kind === 'action') {
      const { offending: off, ...rest } = r;
      const owner = off ? lines[off.line] ?? node : node;
      results.push({
        ...rest, node: node as Action, ...(rest.reason !== undefined ? { reason: resolveLines(rest.reason, lines) } : {}),
        ...(off ? {
          offending: {
            node: nodeAt(owner, off.path) ?? owner,
            ...(off.property !== undefined ? { property: off.property } : {}), ...(off.index !== undefined ? { index: off.index } : {}),
          },
        } : {}),
      });
    } else {
      results.push({ ...r, node: node as Expectation, ...(r.message !== undefined ? { message: resolveLines(r.message, lines) } : {}) });
    }
    for (const p of c.problems) problems.push(place(node, p));
  });
  problems.push(...violationProblems(results));
  const stopped = run.stopped;
  if (stopped) problems.push({ ...stopped, node: lines[run.lines.length] ?? lines[run.lines.length - 1] ?? scenario });
  const all = run.lines;
  const final = all.length ? all[all.length - 1]!.after.state : run.initial.state;
  return {
    scenario, name: scenario.name ?? '', setup: run.setup, initial: run.initial.state, lines: results, final, problems,
    reused: run.reused,
    passed: !problems.some(p => p.severity === 'error') && !stopped && results.length === lines.length,
    ...(stopped ? { stopped: stopped.message } : {}),
  };
}

/** Aliases that a failed cast would have declared. */
function withDead(ctx: ReplayContext, group: readonly Action[], index: number): ReadonlyMap<string, number> {
  const names = group.flatMap(g => ('clauses' in g ? g.clauses : []).flatMap(c => (c.$type === 'SpellAlias' && c.name ? [c.name] : [])));
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
  for (const r of results) {
    if (r.kind === 'expectation' && isExpectIllegal(r.node) && r.status === 'passed' && r.about !== undefined) expectedAt.add(r.about);
  }
  for (const r of results) {
    if (r.kind !== 'action' || r.status !== 'illegal' || !r.violation || expectedAt.has(r.index)) continue;
    const at = r.offending ?? { node: r.node };
    problems.push({
      ...at, severity: 'error', code: r.violation.rule, message: r.violation.message,
      data: { engineCode: r.violation.code, rule: r.violation.rule },
    });
  }
  return problems;
}

/**
 * A setup's identity for reuse. A card definition is serialised once per definition object (they are cached per card
 * node), so the many copies of a card in setups cost little; an edited card changes the fingerprint.
 */
function setupFingerprint(setup: GameSetup): string {
  return JSON.stringify(setup, (key, value: unknown) => (key === 'def' && value && typeof value === 'object' ? defText(value) : value));
}

/** A line's identity for reuse: its text without comments or spacing, and what its names resolve to. */
function lineKey(line: Line): string {
  const text = (line.$cstNode?.text ?? '').replace(/\/\*[\s\S]*?\*\/|\/\/[^\n\r]*/g, ' ').replace(/\s+/g, ' ').trim();
  const refs = AstUtils.streamReferences(line).map(r => {
    const target = 'ref' in r.reference ? r.reference.ref : undefined;
    if (!target) return '?';
    if (isPlayer(target)) return 'P';
    if (isCard(target)) return 'C';
    return target.$type.charAt(0);
  }).toArray().join('');
  // A `go to` replays differently when the next action line chooses the cleanup discard (CR 514.1).
  const choice = isGoToAction(line) && nextActionDiscards(line) ? '|then discards' : '';
  return `${text}|${refs}${choice}`;
}

function crashed(scenario: Scenario, error: unknown): ScenarioResult {
  const message = error instanceof Error ? error.message : String(error);
  return {
    scenario, name: scenario.name ?? '', lines: [], reused: 0, passed: false, stopped: message,
    problems: [{ severity: 'error', code: Codes.internalError, message: `Internal error while replaying this scenario: ${message}`, node: scenario, property: 'name' }],
  };
}
