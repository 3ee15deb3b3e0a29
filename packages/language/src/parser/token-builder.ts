import { DefaultTokenBuilder, type Grammar, type LexingDiagnostic, type LexingReport } from 'langium';
import { Lexer, type TokenType, type TokenVocabulary } from 'chevrotain';
import { TOKENS } from './generated-tokens.js';

/**
 * The lexer's tokens from `generated-tokens.ts`, which scripts/generate-tokens.mjs writes with Langium's token builder
 * when the grammar is generated: building them from the grammar at every start of `mtgs` and the language server is
 * ≈ 10–20 ms of code that runs once, cold. A test compares them with what Langium's builder makes of the grammar.
 * Each says whether it can contain a line break, which Chevrotain's lexer otherwise works out at every start.
 */
export class MtgTokenBuilder extends DefaultTokenBuilder {
  /** The lexer's report of a text: Langium's, and a warning on each line separator (`lineSeparatorWarnings`). */
  override flushLexingReport(text: string): LexingReport {
    const report = super.flushLexingReport(text);
    report.diagnostics.push(...lineSeparatorWarnings(text));
    return report;
  }

  override buildTokens(_grammar: Grammar): TokenVocabulary {
    const tokens = TOKENS.map((spec): TokenType => ({
      name: spec.name,
      PATTERN: spec.pattern,
      LINE_BREAKS: spec.lineBreaks === true,
      ...(spec.group ? { GROUP: spec.group === 'skipped' ? Lexer.SKIPPED : spec.group } : {}),
    }));
    const byName = new Map(tokens.map(token => [token.name, token]));
    TOKENS.forEach((spec, i) => {
      if (typeof spec.pattern === 'string')
        tokens[i].LONGER_ALT = (spec.longerAlt ?? []).map(name => byName.get(name)!);
    });
    return tokens;
  }
}

/** What some tools write as line breaks, but editors (and so line numbers) don't count as one. */
const SEPARATOR_NAMES: Readonly<Record<string, string>> = {
  '\u0085': 'U+0085 NEXT LINE',
  '\u2028': 'U+2028 LINE SEPARATOR',
  '\u2029': 'U+2029 PARAGRAPH SEPARATOR',
};
const SEPARATORS = /[\u0085\u2028\u2029]/g;

/**
 * A warning on each line separator of `text`: the lexer takes one for a space (and a `//` comment ends at it, as its
 * writer meant), but the editor shows the text after it on the same line, so a line number or a comment would
 * otherwise mislead in silence. Lines and columns are counted as the lexer counts them (`\n`, `\r\n`, `\r`).
 */
function lineSeparatorWarnings(text: string): LexingDiagnostic[] {
  const warnings: LexingDiagnostic[] = [];
  let line = 1;
  let lineStart = 0;
  let scanned = 0;
  for (const match of text.matchAll(SEPARATORS)) {
    for (; scanned < match.index; scanned++) {
      const c = text.charCodeAt(scanned);
      if (c === 10 || (c === 13 && text.charCodeAt(scanned + 1) !== 10)) {
        line++;
        lineStart = scanned + 1;
      }
    }
    warnings.push({
      severity: 'warning',
      offset: match.index,
      line,
      column: match.index - lineStart + 1,
      length: 1,
      message: `${SEPARATOR_NAMES[match[0]]} is not a line break for editors: the text after it is on this line. It separates words like a space here, and ends a \`//\` comment; write a line break instead.`,
    });
  }
  return warnings;
}
