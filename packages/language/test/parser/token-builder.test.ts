import { describe, expect, test } from 'vitest';
import { DefaultTokenBuilder, EmptyFileSystem } from 'langium';
import type { TokenType } from 'chevrotain';
import { createMtgServices } from '../../src/index.js';
import { MtgTokenBuilder } from '../../src/parser/token-builder.js';

/** A token as the lexer sees it: its name, pattern and the names of its longer alternatives. */
function shape(token: TokenType): unknown {
  return { name: token.name, pattern: String(token.PATTERN), longerAlt: (token.LONGER_ALT as TokenType[] | undefined)?.map(t => t.name) };
}

describe('MtgTokenBuilder', () => {
  test('builds the same tokens as Langium\'s token builder', () => {
    const grammar = createMtgServices(EmptyFileSystem).mtg.Grammar;
    const ours = new MtgTokenBuilder().buildTokens(grammar, { caseInsensitive: false });
    const langiums = new DefaultTokenBuilder().buildTokens(grammar, { caseInsensitive: false });
    expect(ours.map(shape)).toEqual(langiums.map(shape));
    // The comparison means something: some keywords are also identifiers, so they have longer alternatives.
    expect(ours.some(t => (t.LONGER_ALT as TokenType[]).length > 0)).toBe(true);
  });

  test('is the language\'s token builder', () => {
    expect(createMtgServices(EmptyFileSystem).mtg.parser.TokenBuilder).toBeInstanceOf(MtgTokenBuilder);
  });
});
