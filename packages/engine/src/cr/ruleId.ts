/** Section (three digits, first 1–9), optional rule number, optional one or two subrule letters. */
const RULE_ID = /^([1-9]\d{2})(?:\.(\d+)([a-z]{1,2})?)?$/;

/**
 * A rule number in free text. The look-behind rejects digits/periods before it ("1234.5", "v1.100.2"),
 * the look-ahead rejects a longer word, a percentage, or a further ".digit" (dates, IP addresses).
 */
const RULE_REFERENCE = /(?<![\w.])[1-9]\d{2}\.\d+[a-z]{0,2}(?![\w%]|\.\d)/g;

/** 'CR 702.9B.' → '702.9b': trims, drops a "CR" prefix and a trailing period, lower-cases. */
export function normalizeRuleId(id: string): string {
  return id
    .trim()
    .replace(/^cr\s*/i, '')
    .replace(/\.$/, '')
    .toLowerCase();
}

/** '702.9b' → ['702.9b', '702.9', '702']; [] when `id` is not a rule or section number. */
export function ruleAncestors(id: string): string[] {
  const match = RULE_ID.exec(normalizeRuleId(id));
  if (!match) return [];
  const [, section, rule, letters] = match;
  const ancestors: string[] = [];
  if (letters !== undefined) ancestors.push(`${section}.${rule}${letters}`);
  if (rule !== undefined) ancestors.push(`${section}.${rule}`);
  ancestors.push(section);
  return ancestors;
}

/** True when `candidate` is `rule` or lies within it ('702.19' is not within '702.1'). */
export function isSameOrSubrule(candidate: string, rule: string): boolean {
  const target = normalizeRuleId(rule);
  return ruleAncestors(candidate).includes(target);
}

export interface RuleReference {
  /** The rule number as written (lower-case letters only). */
  id: string;
  /** Offsets of the number itself in the searched text (a "CR " prefix is not included). */
  start: number;
  end: number;
}

/**
 * Rule numbers cited in free text such as code comments. Matches by shape only, so a caller showing
 * rule text should also check `ruleExists`.
 */
export function findRuleReferences(text: string): RuleReference[] {
  const references: RuleReference[] = [];
  for (const match of text.matchAll(RULE_REFERENCE)) {
    references.push({ id: match[0], start: match.index, end: match.index + match[0].length });
  }
  return references;
}
