/**
 * Custom requests between the VS Code extension and the language server: the one contract both sides import
 * (the client through `@mtg-scenario/language/protocol`, which pulls in no Langium code).
 */
import type { Position, Range } from 'vscode-languageserver';

/** `mtgs/scenarios`: the scenarios of a document, for the Test Explorer. */
export const ScenariosRequest = 'mtgs/scenarios';
export interface ScenariosParams {
  readonly uri: string;
}
export interface ScenarioInfo {
  readonly name: string;
  readonly range: Range;
}
export interface ScenariosResult {
  readonly scenarios: readonly ScenarioInfo[];
}

/** `mtgs/runScenarios`: replays scenarios (all of a document when `names` is absent) and reports the outcome. */
export const RunScenariosRequest = 'mtgs/runScenarios';
export interface RunScenariosParams {
  readonly uri: string;
  readonly names?: readonly string[];
}
export interface ScenarioFailure {
  readonly message: string;
  readonly range: Range;
  /** The CR rule involved, if any, and its text from the configured CR (or the built-in summary). */
  readonly rule?: string;
  readonly ruleText?: string;
  readonly expected?: string;
  readonly actual?: string;
}
export interface ScenarioOutcome {
  readonly name: string;
  readonly range: Range;
  /** `skipped`: inconclusive, the scenario uses a card the engine doesn't wholly model (`reason` says which). */
  readonly verdict: 'passed' | 'failed' | 'skipped';
  /** Why it was skipped, or why it failed without an error of its own. */
  readonly reason?: string;
  readonly failures: readonly ScenarioFailure[];
}
export interface RunScenariosResult {
  readonly outcomes: readonly ScenarioOutcome[];
}

/** `mtgs/rulesFile` (notification): the Comprehensive Rules file to load; hover text reloads. */
export const RulesFileNotification = 'mtgs/rulesFile';
export interface RulesFileParams {
  readonly path: string | undefined;
}

/** `mtgs/cardsIndex` (notification): the card index the client imported (after a download); card names reload. */
export const CardsIndexNotification = 'mtgs/cardsIndex';
export interface CardsIndexParams {
  readonly path: string | undefined;
}

/** `mtgs/cardText` (request): the text of a database card's read-only document `cards:///<Name>.mtgs`, or null. */
export const CardTextRequest = 'mtgs/cardText';
export interface CardTextParams {
  readonly uri: string;
}
export type CardTextResult = string | null;

/**
 * `mtgs/board` (request): the game at a position of a document, for the board view: the replayed state at the line
 * under the cursor (the scenario's start on its header and setup lines), or null outside a scenario. Plain JSON built
 * from the language server's cached replay (`board-state.ts`); the client draws it and replays nothing.
 */
export const BoardRequest = 'mtgs/board';
export interface BoardParams {
  readonly uri: string;
  readonly position: Position;
}
export type BoardResult = BoardView | null;

export interface BoardView {
  readonly scenario: string;
  /** The document line (0-based) the view shows: the start line or the scenario line the position is on or after. */
  readonly line: number;
  /** The document lines with a state of their own (the start, then every action and expectation), for previous/next. */
  readonly lines: readonly number[];
  readonly at: BoardLine;
  /** The game at `line` (after it, for an action); absent when the scenario could not start (`problem` says why). */
  readonly state?: BoardState;
  /** For an action line: the game before it. */
  readonly before?: BoardState;
  readonly problem?: string;
}

/** What the line is and what the replay found there. */
export type BoardLine =
  | { readonly kind: 'start'; readonly text: string }
  | {
      readonly kind: 'action';
      readonly text: string;
      readonly status: 'ok' | 'illegal' | 'skipped' | 'merged';
      readonly violation?: BoardRule & { readonly message: string };
      /** Why a skipped line wasn't replayed. */
      readonly reason?: string;
      /** What the engine did, each with the rule it followed: implied steps first, then the line's own events. */
      readonly events: readonly (Partial<BoardRule> & { readonly text: string })[];
    }
  | {
      readonly kind: 'expectation';
      readonly text: string;
      readonly status: 'passed' | 'failed' | 'skipped';
      readonly expected?: string;
      readonly actual?: string;
      readonly message?: string;
    };

export interface BoardRule {
  readonly rule: string;
  /** The rule's text from the configured CR, or the built-in summary. */
  readonly ruleText?: string;
}

export interface BoardState {
  readonly turn: number;
  readonly activePlayer: string;
  /** How many turns the active player has begun (their third turn: 3). */
  readonly activePlayersTurn: number;
  /** The game's turn as an English ordinal ("9th"): "Alice's turn 5 (the game's 9th)", as the messages say it. */
  readonly gameTurnOrdinal: string;
  readonly step: string;
  /** The turn's steps in order (CR 500.1), the current one marked, for the timeline. */
  readonly steps: readonly { readonly step: string; readonly label: string; readonly current: boolean }[];
  readonly priority?: string;
  readonly players: readonly BoardPlayer[];
  /** Top first (CR 405.2). */
  readonly stack: readonly BoardStackItem[];
  /** "Alice won", "a draw", once the game is over. */
  readonly result?: string;
  /** One line of text: turn, step, priority, stack, life totals (also the panel's text alternative). */
  readonly summary: string;
}

export interface BoardPlayer {
  readonly name: string;
  readonly life: number;
  readonly poison: number;
  readonly lost: boolean;
  readonly active: boolean;
  readonly priority: boolean;
  /** Mana in the pool by symbol (W, U, B, R, G, C); symbols with none are left out. */
  readonly mana: Readonly<Record<string, number>>;
  /** Card names per zone; the library top first. */
  readonly zones: {
    readonly hand: readonly string[];
    readonly library: readonly string[];
    readonly graveyard: readonly string[];
    readonly exile: readonly string[];
    /** The cards in their command zone (a commander, CR 903.6). */
    readonly command: readonly string[];
  };
  /** The permanents this player controls, in the order they arrived. */
  readonly battlefield: {
    readonly lands: readonly BoardPermanent[];
    readonly creatures: readonly BoardPermanent[];
    readonly other: readonly BoardPermanent[];
  };
}

export interface BoardPermanent {
  readonly id: string;
  readonly name: string;
  readonly typeLine: string;
  readonly owner: string;
  /** A token, not a card (CR 111.1). */
  readonly token: boolean;
  readonly tapped: boolean;
  /** A creature that can't attack or {T} yet (CR 302.6). */
  readonly summoningSick: boolean;
  readonly damage: number;
  readonly counters: readonly { readonly kind: string; readonly count: number }[];
  /** Power and toughness now and as printed: they differ when counters or effects modify them (CR 613.4c). */
  readonly power?: { readonly value: number; readonly printed: number };
  readonly toughness?: { readonly value: number; readonly printed: number };
  readonly keywords: readonly string[];
  /** Whom or what it attacks (a player's name or a permanent's), and whether it was blocked. */
  readonly attacking?: { readonly target: string; readonly blocked: boolean };
  /** The attackers it blocks. */
  readonly blocking?: readonly string[];
  /** The permanent an Aura or Equipment is attached to (CR 301.5a, 303.4a). */
  readonly attachedTo?: string;
}

export interface BoardStackItem {
  readonly id: string;
  readonly name: string;
  readonly kind: 'spell' | 'ability';
  readonly controller: string;
  /** Players' and objects' names. */
  readonly targets: readonly string[];
}

/** Every diagnostic's `source`; a scenario's diagnostics add the scenario's name (`scenarioSource`). */
export const DIAGNOSTIC_SOURCE = 'mtgs';
const SCENARIO_SOURCE_PREFIX = `${DIAGNOSTIC_SOURCE} · `;

/**
 * The source of a scenario's diagnostics, `mtgs · <scenario name>`: the Problems panel shows it on each row (the panel
 * groups by file only), its filter box matches it, and sorted by position a scenario's problems are one run of rows;
 * the client's Scenario Problems view groups by it.
 */
export function scenarioSource(name: string): string {
  return `${SCENARIO_SOURCE_PREFIX}${name}`;
}

/** The scenario a diagnostic's source names; undefined for one outside scenarios, or another tool's. */
export function scenarioOfSource(source: string | undefined): string | undefined {
  return source?.startsWith(SCENARIO_SOURCE_PREFIX) ? source.slice(SCENARIO_SOURCE_PREFIX.length) : undefined;
}
