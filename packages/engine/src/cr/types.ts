/** A numbered rule or subrule of the Comprehensive Rules, e.g. 702.9 or 702.9b. */
export interface CrRule {
  /** Normalised id without trailing period: '702.9', '702.9b', '704.5aa'. */
  id: string;
  /** Rule text as written; a continuation paragraph is joined with '\n'. */
  text: string;
  /** Text of the `Example:` paragraphs that follow the rule, without the `Example:` prefix. */
  examples: readonly string[];
  /** '702.9b' → '702.9', '702.9' → '702' (a section); absent when the parent is missing from the file. */
  parent?: string;
  /** Direct subrules in document order. */
  children: readonly string[];
}

/** A section ('509' → 'Declare Blockers Step') or a chapter ('5' → 'Turn Structure'). */
export interface CrSection {
  id: string;
  title: string;
  /** A chapter's sections, or a section's rules, in document order. */
  children: readonly string[];
}

export interface GlossaryEntry {
  /** Term as written, e.g. 'Activated Ability'. */
  term: string;
  /** Definition lines joined with '\n' (numbered senses stay on their own lines). */
  definition: string;
}

export interface RulesDocument {
  /** As written in the file, e.g. 'April 17, 2026'. */
  effectiveDate?: string;
  /** Keyed by normalised id, in document order. */
  rules: ReadonlyMap<string, CrRule>;
  /** Sections ('100') and chapters ('1'), keyed by number. */
  sections: ReadonlyMap<string, CrSection>;
  /** Keyed by the lower-cased term. */
  glossary: ReadonlyMap<string, GlossaryEntry>;
  /** Everything after the closing "Credits" heading, lines trimmed; absent when the file has none. */
  credits?: string;
  /** What the parser skipped or could not make sense of; empty for a well-formed file. */
  problems: readonly string[];
}
