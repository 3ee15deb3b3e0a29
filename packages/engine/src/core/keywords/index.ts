import type { RuleId } from '../cited-rules.js';
import type { KeywordEntry, Keyword } from './entry.js';
import { ABILITIES } from './abilities.js';
import { CASTING } from './casting.js';
import { DAMAGE } from './damage.js';
import { EVASION } from './evasion.js';
import { PLAIN } from './plain.js';
import { PROTECTION } from './protection.js';
import { TARGETING } from './targeting.js';
import { TRIGGERED } from './triggered.js';

export type {
  Broken,
  DamageModifier,
  Keyword,
  KeywordCard,
  KeywordEntry,
  KeywordReader,
  KeywordSource,
  KeywordView,
} from './entry.js';
export { asWritten } from './entry.js';
export {
  asPrinted,
  costedKeywordCost,
  dredgeOf,
  enchantOf,
  enchantsPlayer,
  keywordCost,
  typecyclingCost,
  wardCost,
  type CostedKeyword,
} from './abilities.js';
export { hasSubtype, isCreatureType } from './creature-types.js';
export { landwalkType, type LandwalkType } from './evasion.js';
export { FACE_DOWN, bestowedAura, morphOf, spliceOf, suspendOf, unbestowed } from './casting.js';
export { protectionColor } from './protection.js';
// Each group's file fills `KeywordSpellings`: re-exported, so a package using the engine loads those declarations
// (without them, `Keyword` there would lack the group's keywords).
export { ABILITIES, CASTING, DAMAGE, EVASION, PLAIN, PROTECTION, TARGETING, TRIGGERED };

/**
 * Every keyword ability the engine models (CR 702), one entry each (see `entry.ts`). Adding a keyword: its entry in
 * the file of its kind (its spelling in that file's `KeywordSpellings`), the rule it cites in the rules table, and a test.
 */
// Each entry's hooks take the keyword it reads; the registry hands every hook the keyword its entry matched.
export const KEYWORD_ENTRIES = [
  ...PLAIN,
  ...EVASION,
  ...PROTECTION,
  ...TARGETING,
  ...DAMAGE,
  ...ABILITIES,
  ...TRIGGERED,
  ...CASTING,
] as readonly unknown[] as readonly KeywordEntry[];

/** A keyword's canonical spelling and the rule hover shows for it. */
export interface KeywordInfo {
  readonly rule: RuleId;
  /** Canonical lower-case spelling. */
  readonly name: Keyword;
}

/** The keywords with one fixed name (a family, such as `toxic N`, is read by `keywordInfo`), in registry order. */
export const KEYWORDS: readonly KeywordInfo[] = KEYWORD_ENTRIES.filter(e => !e.reads).map(e => ({
  name: e.name as Keyword,
  rule: e.rule,
}));

const BY_NAME = new Map<string, KeywordEntry>(KEYWORD_ENTRIES.filter(e => !e.reads).map(e => [e.name, e]));
const FAMILIES = KEYWORD_ENTRIES.filter(e => e.reads);

/** The entry of a keyword in canonical spelling, or undefined. */
export function keywordEntry(keyword: string): KeywordEntry | undefined {
  const plain = BY_NAME.get(keyword);
  if (plain) return plain;
  // The rules ask on every block, target and damage: a family's keyword is matched against the patterns once.
  if (FOUND.has(keyword)) return FOUND.get(keyword);
  const entry = FAMILIES.find(e => {
    const m = e.reads!.exec(keyword);
    return m && (!e.accepts || e.accepts(m));
  });
  if (FOUND.size >= MAX_FOUND) FOUND.clear();
  FOUND.set(keyword, entry);
  return entry;
}
const FOUND = new Map<string, KeywordEntry | undefined>();
// A long-running server sees ever new texts ("toxic 7", "ward {3}"): the memo starts over past this many.
const MAX_FOUND = 4096;

/** The canonical spelling and rule of a keyword the engine knows, or undefined. Accepts `Protection from Red`, `islandwalk`. */
export function keywordInfo(keyword: string): KeywordInfo | undefined {
  const k = keyword.trim().toLowerCase().replace(/\s+/g, ' ');
  const entry = keywordEntry(k);
  return entry && { name: k as Keyword, rule: entry.rule };
}

/**
 * A keyword counter ("a flying counter", 122.1b) gives its object the keyword through the layers (613.1f), which the
 * engine doesn't model: the other counters with a rules meaning are (+X/+Y, shield, stun, loyalty, defense, finality).
 */
export function isKeywordCounter(kind: string): boolean {
  return keywordInfo(kind) !== undefined;
}
