import './base/polyfill.js';

export * from './mtg-scenario-module.js';
export * from './generated/ast.js';
export { MtgScenarioLanguageMetaData } from './generated/module.js';
export { CardDefinitions, type CardProblem, type CompiledCard } from './cards/card-definitions.js';
export { cardProperties, type CardProperties } from './cards/card-properties.js';
export {
  CardDatabaseService,
  CARDS_SCHEME,
  cardDocumentUri,
  isCardsUri,
  type DatabaseCard,
} from './cards/card-database.js';
export { defaultCardsCacheDir, loadCardFile } from './cards/card-loading.js';
export { RulesProvider, summaryLanguage, type RuleText } from './rules/rules-provider.js';
export * from './base/protocol.js';
export { CONFIGURATION_SECTION } from './lsp/mtg-configuration-provider.js';
export { ImpliedText, describeState } from './lsp/game-text.js';
export { ScenarioRunner, MAX_ENGINE_STEPS, REPLAY_TIME_LIMIT_MS } from './scenario/scenario-runner.js';
export {
  ScenarioOutcomes,
  type DocumentOutcomes,
  type ScenarioVerdict,
  type UnmodelledUse,
  type Verdict,
} from './scenario/scenario-outcomes.js';
export { StateSnapshot, type Snapshot } from './scenario/snapshot.js';
export { stepNamed, scenarioStructure, type ScenarioStructure } from './scenario/scenario-structure.js';
export type {
  ActionResult,
  ExpectationResult,
  ScenarioProblem,
  ScenarioResult,
  LineResult,
} from './scenario/result.js';
export type { ActionStatus } from './scenario/replay-context.js';
export { lineResultFor } from './scenario/result.js';
export { clockSeconds } from './base/clock.js';
export {
  documentTooLargeMessage,
  formatSize,
  MAX_DIAGNOSTICS,
  MAX_DOCUMENT_BYTES,
  MAX_NAME_LENGTH,
  MAX_SCENARIO_LINES,
} from './base/limits.js';
export { BuiltinLibrary, BUILTIN_CARDS_URI, isBuiltinUri } from './workspace/builtin-library.js';
export {
  errorReason,
  notRegular,
  readScenarioFile,
  type FileRead,
  type FileReading,
} from './workspace/file-reading.js';
export { Codes, type Code } from './base/codes.js';
export { MtgValidator } from './validation/mtg-validator.js';
export { didYouMean, suggestNames } from './base/suggestions.js';
