import type { IRecognitionException, IToken } from 'chevrotain';
import type { LangiumParser, ParseResult } from 'langium';

/** A scenario around the lines re-parsed: one line of its own, so a line's number moves by the region's first line. */
const PREFIX = 'scenario x {\n';
/** Re-parses per document at most: each is of the rest of a scenario, after lines that were skipped. */
const MAX_REPARSES = 50;

/**
 * After a syntax error among a scenario's lines, the parser's recovery skips to where a line can start that it
 * recognizes, or to the scenario's end: the lines skipped are not checked at all, so a second bad line right after
 * the first said nothing. Here the lines skipped (from the line after the error's) are parsed again as a scenario's
 * lines, and their own errors are added, placed in the document. An error on a continuation of the bad line (a token
 * no line can start with) is the first error's, not a new one.
 */
export function reportSkippedLines(parser: LangiumParser): void {
  const parse = parser.parse.bind(parser);
  let reparses = 0;
  /** The errors of the lines from `first`'s to `last`, as a scenario's lines; undefined if `first` continues a line. */
  const reparse = (input: string, first: IToken, last: IToken): IRecognitionException[] | undefined => {
    const start = first.startOffset - (first.startColumn! - 1);
    const region = input.slice(start, last.endOffset! + 1);
    const text = `${PREFIX}${region}\n}`;
    reparses++;
    const sub = parse(text);
    const at = PREFIX.length + first.startColumn! - 1;
    // An error at the first token, the scenario's lines not even entered: no line starts so, it continues the line
    // before.
    const atFirst = sub.parserErrors.filter(e => e.token.startOffset === at);
    if (atFirst.length > 0 && atFirst.every(e => e.context?.ruleStack?.at(-1) === SCENARIO)) return undefined;
    withSkipped(text, sub);
    const moved = (t: IToken): IToken => ({
      ...t,
      startOffset: t.startOffset - PREFIX.length + start,
      endOffset: t.endOffset! - PREFIX.length + start,
      startLine: t.startLine! + first.startLine! - 2,
      endLine: t.endLine! + first.startLine! - 2,
    });
    return sub.parserErrors.flatMap(e =>
      validToken(e.token) && e.token.startOffset >= PREFIX.length && e.token.endOffset! < PREFIX.length + region.length
        ? [{ ...e, name: e.name, message: e.message, token: moved(e.token), resyncedTokens: [] }]
        : [],
    );
  };
  const withSkipped = (input: string, result: ParseResult): void => {
    for (const error of [...result.parserErrors]) {
      if (error.context?.ruleStack?.at(-1) !== SCENARIO) continue;
      const skipped = (error.resyncedTokens ?? []).filter(validToken);
      const last = skipped.at(-1);
      // The first token of each skipped line after the error's, in turn, until one starts a line.
      let line = error.token.startLine ?? NaN;
      for (const first of skipped) {
        if (reparses >= MAX_REPARSES || !last) return;
        if (!(first.startLine! > line)) continue;
        line = first.startLine!;
        const errors = reparse(input, first, last);
        if (errors) {
          result.parserErrors.push(...errors);
          break;
        }
      }
    }
  };
  parser.parse = (input, options) => {
    const result = parse(input, options);
    if (options?.rule === undefined && result.parserErrors.length > 0) {
      reparses = 0;
      withSkipped(input, result);
    }
    return result as never;
  };
}

/** Chevrotain's name of the scenario rule in a rule stack (Langium's rule names end in a zero-width space). */
const SCENARIO = 'Scenario\u200B';

function validToken(t: IToken): boolean {
  return !Number.isNaN(t.startOffset) && t.startOffset >= 0 && t.endOffset !== undefined && !Number.isNaN(t.endOffset);
}
