export * from './core/types.js';
export * from './core/cited-rules.js';
export * from './core/steps.js';
export * from './core/cards.js';
export * from './core/quote.js';
export * from './core/keywords/index.js';
export * from './reader/card-text.js';
export * from './view/queries.js';
export * from './play/setup.js';
export * from './play/driver.js';
export { withCheckpoint } from './core/checkpoint.js';
export { apply } from './play/apply.js';
export { logEntries, eventsSince, opponents, stackItemName } from './core/state.js';
export { manaOptions } from './events/mana.js';
export {
  characteristics,
  describeApplied,
  describeChange,
  type Applied,
  type Characteristics,
  type Layer,
} from './view/layers.js';
export { defaultDamageDivisions } from './rules/combat.js';
export { restrictionText } from './rules/restrictions.js';
export * from './reader/define.js';
export { ViolationCodes, type ViolationCode } from './core/violations.js';
// The registries' declarations fill `Registries` (core/types.ts): re-exported so a package using the engine loads them.
export type { EffectKind } from './effects/index.js';
export type { TriggerEntry } from './rules/triggers.js';
export { choiceText, entryChoiceOf, type ReplacementEntry } from './events/replacement.js';
