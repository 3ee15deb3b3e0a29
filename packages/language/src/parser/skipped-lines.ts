import type { IRecognitionException, IToken } from 'chevrotain';
import type { LangiumParser, ParseResult } from 'langium';

/** A scenario around the lines re-parsed: one line of its own, so a line's number moves by the region's first line. */
const PREFIX = 'scenario x {\n';
/** Re-parses per document at most. */
const MAX_REPARSES = 50;
/**
 * About the most tokens one re-parse reads: whole lines from the first skipped one, up to this many tokens. Re-parsing
 * the whole rest of a long skipped region each time would read it up to `MAX_REPARSES` times.
 */
const REGION_TOKENS = 1_000;

/**
 * After a syntax error among a scenario's lines, the parser's recovery skips to where a line can start that it
 * recognizes, or to the scenario's end: the lines skipped are not checked at all, so a second bad line right after
 * the first said nothing. Here the lines skipped (from the line after the error's) are parsed again as a scenario's
 * lines, a region of them at a time, and their own errors are added, placed in the document. An error on a
 * continuation of the bad line (a token no line can start with) is the first error's, not a new one.
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
      // The first token of each skipped line after the error's, in turn, until one starts a line; its region's
      // errors are its own, and the lines after the region are checked the same way.
      let line = error.token.startLine ?? NaN;
      for (let k = 0; k < skipped.length; k++) {
        if (reparses >= MAX_REPARSES) return;
        const first = skipped[k]!;
        if (!(first.startLine! > line)) continue;
        line = first.startLine!;
        let end = k;
        while (
          end + 1 < skipped.length &&
          (skipped[end + 1]!.startLine === skipped[end]!.startLine || end - k < REGION_TOKENS)
        )
          end++;
        const errors = reparse(input, first, skipped[end]!);
        if (errors) {
          result.parserErrors.push(...errors);
          k = end;
          line = skipped[end]!.startLine!;
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
