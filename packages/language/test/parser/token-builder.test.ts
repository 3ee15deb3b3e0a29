import { describe, expect, test } from 'vitest';
import { DefaultTokenBuilder, EmptyFileSystem } from 'langium';
import { Lexer, type TokenType } from 'chevrotain';
import { createMtgServices } from '../../src/index.js';
import { MtgTokenBuilder } from '../../src/parser/token-builder.js';

/** A token as the lexer sees it: its name, pattern, group and the names of its longer alternatives. */
function shape(token: TokenType): unknown {
  return {
    name: token.name,
    pattern: String(token.PATTERN),
    group: token.GROUP,
    longerAlt: (token.LONGER_ALT as TokenType[] | undefined)?.map(t => t.name),
  };
}

describe('MtgTokenBuilder', () => {
  test("gives the tokens Langium's token builder makes of the grammar (else run `npm run langium:generate`)", () => {
    const grammar = createMtgServices(EmptyFileSystem).mtg.Grammar;
    const ours = new MtgTokenBuilder().buildTokens(grammar) as TokenType[];
    const langiums = new DefaultTokenBuilder().buildTokens(grammar, { caseInsensitive: false }) as TokenType[];
    expect(ours.map(shape)).toEqual(langiums.map(shape));
    // The comparison means something: some keywords are also identifiers, so they have longer alternatives, and
    // comments are hidden tokens.
    expect(ours.some(t => (t.LONGER_ALT as TokenType[]).length > 0)).toBe(true);
    expect(ours.some(t => t.GROUP === 'hidden')).toBe(true);
  });

  test("says of each token whether it can contain a line break, as Chevrotain's lexer works it out from the pattern", () => {
    const grammar = createMtgServices(EmptyFileSystem).mtg.Grammar;
    // What the lexer decided for each token (its analysis is internal: read here to check the generated flags).
    const lineBreaks = (tokens: TokenType[]) =>
      (
        new Lexer(tokens, { positionTracking: 'full' }) as unknown as {
          patternIdxToConfig: { defaultMode: { tokenType: TokenType; canLineTerminator: boolean }[] };
        }
      ).patternIdxToConfig.defaultMode.map(config => [config.tokenType.name, config.canLineTerminator]);
    const ours = new MtgTokenBuilder().buildTokens(grammar) as TokenType[];
    const langiums = new DefaultTokenBuilder().buildTokens(grammar, { caseInsensitive: false }) as TokenType[];
    expect(ours.every(t => typeof t.LINE_BREAKS === 'boolean')).toBe(true);
    expect(lineBreaks(ours)).toEqual(lineBreaks(langiums));
    // Some can: whitespace and comments.
    expect(ours.filter(t => t.LINE_BREAKS).map(t => t.name)).toEqual(expect.arrayContaining(['WS']));
  });

  test('longer alternatives are the terminal tokens themselves, as the lexer needs', () => {
    const tokens = new MtgTokenBuilder().buildTokens(createMtgServices(EmptyFileSystem).mtg.Grammar) as TokenType[];
    const id = tokens.find(t => t.name === 'ID');
    expect((tokens.find(t => t.name === 'battlefield')!.LONGER_ALT as TokenType[])[0]).toBe(id);
  });

  test("is the language's token builder", () => {
    expect(createMtgServices(EmptyFileSystem).mtg.parser.TokenBuilder).toBeInstanceOf(MtgTokenBuilder);
  });
});
