/**
 * Custom requests between the VS Code extension and the language server: the one contract both sides import
 * (the client through `@mtg-scenario/language/protocol`, which pulls in no Langium code).
 */
import type { Range } from 'vscode-languageserver';

/** `mtgs/scenarios`: the scenarios of a document, for the Test Explorer. */
export const ScenariosRequest = 'mtgs/scenarios';
export interface ScenariosParams { readonly uri: string }
export interface ScenarioInfo { readonly name: string; readonly range: Range }
export interface ScenariosResult { readonly scenarios: readonly ScenarioInfo[] }

/** `mtgs/runScenarios`: replays scenarios (all of a document when `names` is absent) and reports the outcome. */
export const RunScenariosRequest = 'mtgs/runScenarios';
export interface RunScenariosParams { readonly uri: string; readonly names?: readonly string[] }
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
export interface RunScenariosResult { readonly outcomes: readonly ScenarioOutcome[] }

/** `mtgs/rulesFile` (notification): the Comprehensive Rules file to load; hover text reloads. */
export const RulesFileNotification = 'mtgs/rulesFile';
export interface RulesFileParams { readonly path: string | undefined }

/** `mtgs/cardsIndex` (notification): the card index the client imported (after a download); card names reload. */
export const CardsIndexNotification = 'mtgs/cardsIndex';
export interface CardsIndexParams { readonly path: string | undefined }

/** `mtgs/cardText` (request): the text of a database card's read-only document `cards:///<Name>.mtgs`, or null. */
export const CardTextRequest = 'mtgs/cardText';
export interface CardTextParams { readonly uri: string }
export type CardTextResult = string | null;
