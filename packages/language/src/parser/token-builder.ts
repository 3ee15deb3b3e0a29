import { DefaultTokenBuilder, type Grammar } from 'langium';
import { Lexer, type TokenType, type TokenVocabulary } from 'chevrotain';
import { TOKENS } from './generated-tokens.js';

/**
 * The lexer's tokens from `generated-tokens.ts`, which scripts/generate-tokens.mjs writes with Langium's token builder
 * when the grammar is generated: building them from the grammar at every start of `mtgs` and the language server is
 * ≈ 10–20 ms of code that runs once, cold. A test compares them with what Langium's builder makes of the grammar.
 * Each says whether it can contain a line break, which Chevrotain's lexer otherwise works out at every start.
 */
export class MtgTokenBuilder extends DefaultTokenBuilder {
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
