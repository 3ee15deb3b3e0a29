export type { CrRule, CrSection, GlossaryEntry, RulesDocument } from './types.js';
export { parseComprehensiveRules } from './parse.js';
export { formatRule, getRule, ruleExists, type FormatRuleOptions } from './query.js';
export { findRuleReferences, isSameOrSubrule, normalizeRuleId, ruleAncestors, type RuleReference } from './ruleId.js';
export { MAX_RULES_FILE_BYTES, readComprehensiveRules, rulesFileTooLarge, type LoadRulesResult } from './read.js';
// Node-only (reads the file system); everything above is pure.
export { loadComprehensiveRulesFile } from './load.js';
