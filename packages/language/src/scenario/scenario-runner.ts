import { createGame, withCheckpoint, type CardDef, type GameSetup, type ObjectId } from '@mtg-scenario/engine';
import { AstUtils, type AstNode, type DocumentBuilder, type LangiumDocument, type URI } from 'langium';
import {
  isCard,
  isExpectation,
  isGoToAction,
  isModel,
  isPlayer,
  isScenario,
  isLine,
  type Scenario,
  type Line,
} from '../generated/ast.js';
import type { CardDefinitions } from '../cards/card-definitions.js';
import { clockSeconds } from '../base/clock.js';
import { MAX_SCENARIO_LINES } from '../base/limits.js';
import { Codes } from '../base/codes.js';
import { pathFrom } from './locations.js';
import { mergesWith, nextActionDiscards } from './action-replay.js';
import type { ReplayContext } from './replay-context.js';
import type { ScenarioProblem, ScenarioResult, LineResult } from './result.js';
import {
  attach,
  checkpointFor,
  hasSyntaxError,
  OutOfTime,
  replayLines,
  type Deadline,
  type DetachedRun,
  type ReplayLimits,
  type ReplayedLine,
} from './detached-replay.js';
import { buildSetup } from './setup-builder.js';
import { forEachReference, lineContaining } from '../workspace/ast-walk.js';
import { referenceSignature } from './signature.js';

/** Most engine actions (explicit and implied) one scenario may take: a guard against runaway replays. */
export const MAX_ENGINE_STEPS = 50_000;
/** Longest a single scenario's replay may take before it is stopped. */
export const REPLAY_TIME_LIMIT_MS = 10_000;
/**
 * Longest the replays of one file's scenarios may take together, in one build: the replay that passes it stops, and
 * the scenarios after it are not replayed. A file of many slow scenarios would otherwise keep `mtgs` or the language
 * server busy for their sum.
 */
export const FILE_REPLAY_TIME_LIMIT_MS = 30_000;
/** Scenarios whose replays are kept for reuse after an edit. */
const CACHE_SIZE = 512;

/** The replay's limits: a scenario's lines, engine actions and time, and the time of a file's scenarios together. */
export interface RunLimits extends ReplayLimits {
  readonly timeMs: number;
  readonly fileTimeMs: number;
}

interface CacheEntry {
  readonly setupKey: string;
  readonly initial: ReplayContext;
  readonly lines: readonly ReplayedLine[];
}

/** A scenario node's result, kept for the next builds: reused while the node is at the same line and its names mean the same. */
interface KeptResult {
  readonly result: ScenarioResult;
  readonly line: number;
  readonly fingerprint: string;
}

/** A replay kept for an identical scenario text: reused as long as the names in it mean the same (`signature`). */
interface ScenarioEntry {
  readonly signature: string;
  readonly run: DetachedRun;
}

/**
 * The one cache around the replay (`detached-replay.ts`): returns a structured result per scenario — for each action
 * the state before and after, the implied actions and any violation; for each expectation whether it passed, with
 * expected and actual values. The validator turns the result into diagnostics; hover, inlay hints and
 * `ScenarioOutcomes` (the CLI, the Test Explorer) reuse it.
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
  /**
   * Across builds: an edit keeps the AST of the document's other scenarios (`reparseEditedElement`); their results
   * need no attaching to new nodes. Not the results that messages would make wrong: a scenario moved to other lines
   * (its messages name lines), a replay stopped by the clock or by a crash.
   */
  private readonly kept = new WeakMap<Scenario, KeptResult>();
  /** Per build: the seconds spent replaying each document's scenarios, against `limits.fileTimeMs`. */
  private spent = new Map<string, number>();
  readonly limits: RunLimits = {
    engineSteps: MAX_ENGINE_STEPS,
    timeMs: REPLAY_TIME_LIMIT_MS,
    fileTimeMs: FILE_REPLAY_TIME_LIMIT_MS,
    lines: MAX_SCENARIO_LINES,
  };
  /** The clock the time limits are measured on, in seconds. */
  clock: () => number = clockSeconds;

  constructor(
    private readonly cards: CardDefinitions,
    builder?: DocumentBuilder,
  ) {
    // Any change in the workspace may change a card that a scenario uses, even in another document. The per-line
    // cache below keeps re-running cheap: unchanged lines are reused.
    builder?.onUpdate(() => {
      this.results = new WeakMap();
      this.signatures = new WeakMap();
      this.spent = new Map();
    });
  }

  /** Drops the replays kept for a document's scenarios (`mtgs` releases each file once it is reported). */
  forget(uri: URI): void {
    const document = uri.toString();
    for (const key of this.cache.keys()) if (key.startsWith(`${document}#`)) this.cache.delete(key);
    for (const key of this.scenarios.keys()) if (key.startsWith(`${document}\n`)) this.scenarios.delete(key);
  }

  /** All scenarios of a document, in order. */
  runDocument(document: LangiumDocument): ScenarioResult[] {
    const root = document.parseResult.value;
    return isModel(root) ? root.scenarios.map(s => this.run(s)) : [];
  }

  /** The result of a line (or of the line containing `node`), e.g. for hover: the state before/after an action. */
  resultFor(node: AstNode): LineResult | undefined {
    const line = lineContaining(node);
    const scenario = line && AstUtils.getContainerOfType(line, isScenario);
    if (!line || !scenario) return undefined;
    return this.run(scenario).lines.find(s => s.node === line);
  }

  /**
   * Everything besides its text that a scenario's replay depends on: the replay limits and what its names mean. The
   * same text with the same fingerprint gives the same result (the validator keeps a scenario's diagnostics by it).
   */
  fingerprint(scenario: Scenario): string {
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
      const started = this.clock();
      const line = scenario.$cstNode?.range.start.line;
      const kept = this.kept.get(scenario);
      if (kept && kept.line === line && kept.fingerprint === this.fingerprint(scenario)) {
        result = { ...kept.result, reused: kept.result.lines.length, seconds: this.clock() - started };
      } else {
        const uri = AstUtils.getDocument(scenario).uri.toString();
        const spent = this.spent.get(uri) ?? 0;
        const deadline = this.deadline(started, spent);
        let keep = line !== undefined && deadline !== undefined;
        try {
          result = deadline ? this.replay(scenario, deadline) : notReplayed(scenario, this.limits.fileTimeMs);
          keep &&= !result.problems.some(p => p.code === Codes.timeLimit || p.code === Codes.fileTimeLimit);
        } catch (error) {
          result = crashed(scenario, error);
          keep = false;
        }
        result = { ...result, seconds: this.clock() - started };
        this.spent.set(uri, spent + result.seconds!);
        if (keep) this.kept.set(scenario, { result, line: line!, fingerprint: this.fingerprint(scenario) });
      }
      this.results.set(scenario, result);
    }
    return result;
  }

  /**
   * When a replay starting at `started` stops: after the scenario's time, or sooner when less is left of its file's
   * (`spent` of it spent); undefined when nothing is left.
   */
  private deadline(started: number, spent: number): Deadline | undefined {
    const { timeMs, fileTimeMs } = this.limits;
    const left = fileTimeMs / 1000 - spent;
    if (left <= 0) return undefined;
    if (left < timeMs / 1000)
      return {
        clock: this.clock,
        at: started + left,
        code: Codes.fileTimeLimit,
        message: `Replay stopped here: this file's scenarios took longer than ${seconds(fileTimeMs)} to replay together, and the scenarios after this one are not replayed. Split the file into smaller files.`,
      };
    return {
      clock: this.clock,
      at: started + timeMs / 1000,
      code: Codes.timeLimit,
      message: `Replay stopped here: the scenario took longer than ${seconds(timeMs)} to replay.`,
    };
  }

  private cacheKey(scenario: Scenario): string {
    const document = AstUtils.getDocument(scenario);
    return `${document.uri.toString()}#${scenario.$containerIndex ?? 0}`;
  }

  private replay(scenario: Scenario, deadline: Deadline): ScenarioResult {
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
    /** The result of a scenario whose game doesn't start: the setup's problems, and `more`. */
    const notStarted = (stopped: string, more: readonly ScenarioProblem[] = []): ScenarioResult => ({
      scenario,
      name,
      ...(built.setup ? { setup: built.setup } : {}),
      lines: [],
      problems: [...built.problems.map(p => ({ ...p, severity: p.severity ?? 'error' })), ...more],
      passed: false,
      reused: 0,
      stopped,
    });
    if (!built.setup) return notStarted('The scenario needs players and a start.');
    if (built.rejected.length > 0) {
      // Replaying a game other than the one described would bury the one real error under follow-on failures.
      const first = lines[0];
      return notStarted(
        'Part of the board is invalid.',
        first
          ? [
              {
                severity: 'warning',
                code: Codes.notReplayedBoard,
                node: first,
                message:
                  'Not replayed: part of the board is invalid (see the errors there). The actions and expectations are checked once the board is fixed.',
              },
            ]
          : [],
      );
    }
    const setup = built.setup;
    const setupKey = setupFingerprint(setup, this.cards);
    const cacheKey = this.cacheKey(scenario);
    const previous = this.cache.get(cacheKey);
    const same = previous?.setupKey === setupKey ? previous : undefined;
    let initial: ReplayContext;
    if (same) {
      initial = same.initial;
    } else {
      let created: ReturnType<typeof createGame>;
      try {
        created = withCheckpoint(checkpointFor(deadline), () => createGame(setup));
      } catch (error) {
        if (!(error instanceof OutOfTime)) throw error;
        const first = lines[0];
        return notStarted(deadline.message, [
          {
            severity: 'error',
            code: deadline.code,
            message: deadline.message,
            ...(first ? { node: first } : { node: scenario, property: 'name' }),
          },
        ]);
      }
      if (!created.ok)
        return notStarted(
          'The engine rejected the setup.',
          created.problems.map(p => ({
            severity: 'error',
            code: Codes.setupRejected,
            message: p.message,
            node:
              (p.object !== undefined ? built.nodesById.get(p.object) : undefined) ??
              (p.player !== undefined ? built.structure.boards.get(p.player) : undefined) ??
              built.structure.start ??
              scenario,
          })),
        );
      const aliases = new Map<string, ObjectId>();
      for (const [card, id] of built.objectIds) if (card.name) aliases.set(card.name, id);
      initial = { state: created.state, aliases, dead: new Map(), engineSteps: 0 };
    }

    // Reuse the unchanged prefix of the previous run of this scenario.
    const keys = lines.map(lineKey);
    let reused = 0;
    const cached: ReplayedLine[] = [];
    if (same) {
      let common = 0;
      while (common < keys.length && common < same.lines.length && same.lines[common]!.key === keys[common]) common++;
      let resume = common;
      while (resume > 0 && (!same.lines[resume - 1]!.resumable || mergesWith(lines[resume - 1], lines[resume])))
        resume--;
      cached.push(...same.lines.slice(0, resume));
      reused = resume;
    }
    const start = cached.length ? cached[cached.length - 1]!.after : initial;
    const fresh = replayLines(lines, keys, cached.length, start, this.limits, deadline, same?.lines);
    const all = [...cached, ...fresh.lines];
    reused += fresh.reused;
    this.remember(cacheKey, { setupKey, initial, lines: all });

    const run: DetachedRun = {
      setup,
      initial,
      lines: all,
      reused,
      setupProblems: built.problems.map(p => ({
        severity: p.severity ?? 'error',
        code: p.code,
        message: p.message,
        path: pathFrom(scenario, p.node) ?? [],
        ...(p.property !== undefined ? { property: p.property } : {}),
        ...(p.index !== undefined ? { index: p.index } : {}),
      })),
      ...(fresh.stopped ? { stopped: fresh.stopped } : {}),
    };
    // A replay stopped by the clock may finish another time; anything else is kept for an unchanged text.
    if (textKey !== undefined && signature !== undefined && fresh.stopped?.code !== deadline.code) {
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
}

/**
 * A setup's identity for reuse. A card definition is serialised once per definition object (they are cached per card
 * node), so the many copies of a card in setups cost little; an edited card changes the fingerprint.
 */
function setupFingerprint(setup: GameSetup, cards: CardDefinitions): string {
  return JSON.stringify(setup, (key, value: unknown) =>
    key === 'def' && value && typeof value === 'object' ? cards.textOf(value as CardDef) : value,
  );
}

/** A line's identity for reuse: its text without comments or spacing, and what its names resolve to. */
function lineKey(line: Line): string {
  const text = (line.$cstNode?.text ?? '')
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n\r\u0085\u2028\u2029]*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  let refs = '';
  forEachReference(line, r => {
    const target = 'ref' in r.reference ? r.reference.ref : undefined;
    refs += !target ? '?' : isPlayer(target) ? 'P' : isCard(target) ? 'C' : target.$type.charAt(0);
  });
  // A `go to` replays differently when the next action line chooses the cleanup discard (CR 514.1).
  const choice = isGoToAction(line) && nextActionDiscards(line) ? '|then discards' : '';
  // An expectation with a syntax error on its line is not checked, an error outside its own text.
  const broken = isExpectation(line) && hasSyntaxError(line) ? '|syntax error' : '';
  return `${text}|${refs}${choice}${broken}`;
}

function seconds(ms: number): string {
  return `${ms / 1000} s`;
}

/** A scenario after the ones that used up their file's replay time. */
function notReplayed(scenario: Scenario, fileTimeMs: number): ScenarioResult {
  const message = `Not replayed: this file's scenarios before this one took longer than ${seconds(fileTimeMs)} to replay together. Split the file into smaller files.`;
  return {
    scenario,
    name: scenario.name ?? '',
    lines: [],
    reused: 0,
    passed: false,
    stopped: message,
    problems: [{ severity: 'error', code: Codes.fileTimeLimit, message, node: scenario, property: 'name' }],
  };
}

function crashed(scenario: Scenario, error: unknown): ScenarioResult {
  const message = error instanceof Error ? error.message : String(error);
  return {
    scenario,
    name: scenario.name ?? '',
    lines: [],
    reused: 0,
    passed: false,
    stopped: message,
    problems: [
      {
        severity: 'error',
        code: Codes.internalError,
        message: `Internal error while replaying this scenario: ${message}`,
        node: scenario,
        property: 'name',
      },
    ],
  };
}
