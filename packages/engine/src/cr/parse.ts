import type { GlossaryEntry, RulesDocument } from './types.js';

/**
 * `100.1. text`, `100.1a text`; tolerates `119.1d.` (stray period) and `606.5 text` (missing one).
 * Nested groups give the id, the rule-level id and the section without building strings. The `s` flag
 * (here and below) lets `.` cross a stray U+2028 inside a line.
 */
const RULE_LINE = /^((([1-9]\d{2})\.\d+)[a-z]{0,2})\.?(?=\s|$)\s*(.*)$/s;
const HEADING_LINE = /^([1-9](?:\d{2})?)\.\s+(\S.*)$/s;
const EXAMPLE_LINE = /^Examples?:\s*(.*)$/s;
const EFFECTIVE_DATE = /effective as of ([A-Z][a-z]+ \d{1,2}, \d{4})/;

/** Keeps the problem list short when the input is garbage. */
const MAX_PROBLEMS = 50;
/**
 * Sanity limits, far above the real document (about 3,100 rules and 730 terms): a Map of a million
 * entries alone takes over a second to build, so a huge rule-shaped input stops here instead.
 */
const MAX_RULES = 50_000;
const MAX_GLOSSARY_ENTRIES = 20_000;
/**
 * Continuation, example and definition lines kept for one rule or term (the real file needs at most
 * five). Holding on to a million lines of garbage costs far more in garbage collection than reading them.
 */
const MAX_ENTRY_LINES = 1_000;

const DIGIT_1 = 0x31;
const DIGIT_9 = 0x39;
const LETTER_E = 0x45;

interface MutableRule {
  id: string;
  text: string;
  examples: string[];
  parent?: string;
  children: string[];
}

interface MutableSection {
  id: string;
  title: string;
  children: string[];
}

function appendParagraph(existing: string, addition: string): string {
  return existing === '' ? addition : `${existing}\n${addition}`;
}

/**
 * Parses the text of the Comprehensive Rules. Pure and linear-time; never throws: anything it cannot
 * place is reported in `problems`.
 *
 * Layout: title, effective date, introduction, contents (chapter and section headings, "Glossary",
 * "Credits"), the numbered rules, "Glossary", "Credits" and the credits. Headings are read wherever they
 * occur and the later (body) occurrence wins; the glossary starts at the first "Glossary" line after a
 * numbered rule.
 */
export function parseComprehensiveRules(text: string): RulesDocument {
  const rules = new Map<string, MutableRule>();
  const sections = new Map<string, MutableSection>();
  const glossary = new Map<string, GlossaryEntry>();
  /** Parent ids of the rules in `rules`, in the same order; linked once every rule is known. */
  const parentIds: string[] = [];
  const details: string[] = [];
  let droppedDetails = 0;
  let effectiveDate: string | undefined;
  let credits: string | undefined;

  // Takes a thunk: on garbage most messages are dropped, and building them would dominate the run time.
  const report = (message: () => string): void => {
    if (details.length < MAX_PROBLEMS) details.push(message());
    else droppedDetails++;
  };

  let lineNumber = 0;
  let inGlossary = false;
  /** The rule that `Example:` and continuation lines belong to. */
  let current: MutableRule | undefined;
  let inExample = false;
  /** Lines after the first of the current rule or term, checked against MAX_ENTRY_LINES. */
  let entryLines = 0;
  let afterBlank = true;
  let term: string | undefined;
  let termLine = 0;
  let definition: string[] = [];

  /** False once the current rule or term has too many lines (reported once). */
  const withinEntryLimit = (): boolean => {
    entryLines++;
    if (entryLines === MAX_ENTRY_LINES + 1) {
      report(() => `line ${lineNumber}: over ${MAX_ENTRY_LINES} lines in one rule or term, rest ignored`);
    }
    return entryLines <= MAX_ENTRY_LINES;
  };

  const flushTerm = (): void => {
    if (term === undefined) return;
    const key = term.toLowerCase();
    if (definition.length === 0) report(() => `line ${termLine}: glossary term "${term}" has no definition`);
    else if (glossary.has(key)) report(() => `line ${termLine}: duplicate glossary term "${term}" ignored`);
    else glossary.set(key, { term, definition: definition.join('\n') });
    term = undefined;
    definition = [];
  };

  // Callers outside TypeScript may hand over anything.
  let source = typeof text === 'string' ? text : '';
  if (source.charCodeAt(0) === 0xfeff) source = source.slice(1);
  // Lines end at LF; the CR of CRLF is trailing whitespace. Only a file with no LF at all (the April 2020
  // edition) is split at CR.
  const lineEnd = source.includes('\n') || !source.includes('\r') ? '\n' : '\r';
  const lineEndCode = lineEnd.charCodeAt(0);

  for (let start = 0; start <= source.length;) {
    let end = source.indexOf(lineEnd, start);
    if (end < 0) end = source.length;
    if (end === start) {
      // A run of empty lines is skipped without slicing: garbage can hold millions of them.
      let next = start + 1;
      while (source.charCodeAt(next) === lineEndCode) next++;
      lineNumber += next - start;
      start = next;
      afterBlank = true;
      if (inGlossary) flushTerm();
      continue;
    }
    // trimEnd/trimStart also remove NBSP, so NBSP-only lines count as blank.
    const line = source.slice(start, end).trimEnd();
    start = end + 1;
    lineNumber++;

    const content = line.trimStart();
    if (content === '') {
      afterBlank = true;
      if (inGlossary) flushTerm();
      continue;
    }

    if (rules.size === 0) {
      // Title, introduction and contents: only the date and headings matter (the date is on line 3).
      effectiveDate ??= EFFECTIVE_DATE.exec(content)?.[1];
    } else if (content === 'Credits') {
      // Kept whole, so that a checker can tell the end of the document from text appended after it.
      credits = source
        .slice(start)
        .split(lineEnd)
        .map(l => l.trim())
        .join('\n')
        .trim();
      break;
    } else if (content === 'Glossary' && !inGlossary) {
      inGlossary = true;
      continue;
    }
    if (inGlossary) {
      if (term !== undefined) {
        if (withinEntryLimit()) definition.push(content);
      } else if (glossary.size >= MAX_GLOSSARY_ENTRIES) {
        report(() => `line ${lineNumber}: over ${MAX_GLOSSARY_ENTRIES} glossary entries, stopped reading`);
        break;
      } else {
        term = content;
        termLine = lineNumber;
        entryLines = 0;
      }
      continue;
    }

    // Only unindented lines start a rule, heading or example; the first character rules most out cheaply.
    const indented = content.length !== line.length;
    const first = indented ? 0 : content.charCodeAt(0);
    const startsWithDigit = first >= DIGIT_1 && first <= DIGIT_9;
    const ruleMatch = startsWithDigit ? RULE_LINE.exec(content) : null;
    const headingMatch = startsWithDigit && !ruleMatch ? HEADING_LINE.exec(content) : null;
    const exampleMatch = first === LETTER_E ? EXAMPLE_LINE.exec(content) : null;

    if (ruleMatch) {
      const [, id, ruleLevelId, section, body] = ruleMatch;
      if (rules.has(id)) {
        report(() => `line ${lineNumber}: duplicate rule ${id} ignored`);
        current = undefined;
      } else if (rules.size >= MAX_RULES) {
        report(() => `line ${lineNumber}: over ${MAX_RULES} numbered rules, stopped reading`);
        break;
      } else {
        current = { id, text: body, examples: [], children: [] };
        rules.set(id, current);
        parentIds.push(id === ruleLevelId ? section : ruleLevelId);
      }
      inExample = false;
      entryLines = 0;
    } else if (headingMatch) {
      const [, id, title] = headingMatch;
      // Re-inserted so that map order follows the body, not the contents.
      sections.delete(id);
      sections.set(id, { id, title, children: [] });
      current = undefined;
    } else if (exampleMatch) {
      if (current) {
        if (withinEntryLimit()) current.examples.push(exampleMatch[1]);
        inExample = true;
      } else if (rules.size > 0) {
        report(() => `line ${lineNumber}: example outside any rule ignored`);
      }
    } else if (current && (indented || !afterBlank)) {
      // 205.4c and 509.1b continue on an indented line.
      if (withinEntryLimit()) {
        if (inExample) {
          const last = current.examples.length - 1;
          current.examples[last] = appendParagraph(current.examples[last]!, content);
        } else {
          current.text = appendParagraph(current.text, content);
        }
      }
    } else if (rules.size > 0) {
      report(() => `line ${lineNumber}: unrecognised line ignored`);
    }
    afterBlank = false;
  }
  flushTerm();

  // Linked after the pass so that a subrule listed before its parent still finds it.
  let index = 0;
  for (const rule of rules.values()) {
    const parentId = parentIds[index++]!;
    const parent = rules.get(parentId) ?? sections.get(parentId);
    if (parent) {
      rule.parent = parentId;
      parent.children.push(rule.id);
    } else {
      report(() => `rule ${rule.id}: parent ${parentId} not found`);
    }
  }
  for (const section of sections.values()) {
    if (section.id.length === 3) sections.get(section.id[0]!)?.children.push(section.id);
  }

  const problems: string[] = [];
  if (rules.size === 0) problems.push('no numbered rules found');
  if (glossary.size === 0) problems.push('no glossary found');
  if (effectiveDate === undefined) problems.push('no effective date found');
  problems.push(...details);
  if (droppedDetails > 0) problems.push(`…and ${droppedDetails} more problems`);

  const doc: RulesDocument = { rules, sections, glossary, problems };
  if (effectiveDate !== undefined) doc.effectiveDate = effectiveDate;
  if (credits !== undefined) doc.credits = credits;
  return doc;
}
