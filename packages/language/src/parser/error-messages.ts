import { DefaultLexerErrorMessageProvider, LangiumParserErrorMessageProvider } from 'langium';
import { shortText } from '@mtg-scenario/engine';
import { tokenMatcher, type IToken, type TokenType } from 'chevrotain';
import { suggestNames } from '../base/suggestions.js';

/** How a terminal is named to a user: what to write there, not the grammar's token name. */
const TERMINALS: Readonly<Record<string, string>> = {
  ID: 'a name',
  STRING: 'a quoted name',
  INT: 'a number',
  MANA_COST: 'a mana cost',
  COUNTER_KIND: 'a counter kind like +1/+1',
  RULE_ID: 'a rule number',
  MULTIPLIER: 'a count like x2',
  EOF: 'the end of the file',
};

/** More than this many expected sequences are cut short: the first ones and how many more. */
const LISTED = 10;

/** What was found: the word written, or the end of the file. */
function found(token: IToken): string {
  return token.tokenType?.name === 'EOF' || token.image === ''
    ? 'the end of the file'
    : `\`${shortText(token.image)}\``;
}

function tokenText(type: TokenType): string {
  return typeof type.PATTERN === 'string' ? `\`${type.PATTERN}\`` : (TERMINALS[type.name] ?? type.name);
}

/** "`life`, `poison`, a name `casts` or `go` `to`": each sequence of tokens the parser could have taken. */
function alternatives(paths: readonly (readonly TokenType[])[]): string {
  const texts = [...new Set(paths.map(path => path.map(tokenText).join(' ')))];
  if (texts.length > LISTED) return `${texts.slice(0, LISTED).join(', ')}, or ${texts.length - LISTED} others`;
  return texts.length > 1
    ? `${texts.slice(0, -1).join(', ')} or ${texts[texts.length - 1]}`
    : (texts[0] ?? 'something else');
}

/**
 * " Did you mean `casts`?" when a word written is close to a keyword that could have come there: for each sequence
 * the parser could have taken, the first keyword the tokens written don't match (`Alice castz`: `casts`).
 */
function didYouMean(actual: readonly IToken[], paths: readonly (readonly TokenType[])[]): string {
  const wanted = new Map<string, string[]>();
  for (const path of paths) {
    const i = path.findIndex((type, k) => !actual[k] || !tokenMatcher(actual[k], type));
    const keyword = path[i]?.PATTERN;
    const word = actual[i]?.image;
    if (typeof keyword !== 'string' || !word || !/^[a-z]+$/i.test(word) || !/^[a-z]+$/i.test(keyword)) continue;
    wanted.set(word, [...(wanted.get(word) ?? []), keyword]);
  }
  for (const [word, keywords] of wanted) {
    const [best] = suggestNames(word, keywords, 1);
    if (best)
      return ` Did you mean \`${best}\`${word === actual[0]?.image ? '' : ` instead of \`${shortText(word)}\``}?`;
  }
  return '';
}

/**
 * Syntax errors in a judge's words: "Expected `life`, `poison`, … but found `lfe`. Did you mean `life`?" — what could
 * come there, named as it is written (keywords as such, terminals as what to write), on one line, instead of
 * Chevrotain's list of token sequences by token name.
 */
export class MtgParserErrorMessageProvider extends LangiumParserErrorMessageProvider {
  override buildMismatchTokenMessage({ expected, actual }: { expected: TokenType; actual: IToken }): string {
    // `1.5` is a rule number's token: said as what it is where a number is wanted.
    if (expected.name === 'INT' && /^[0-9]+\.[0-9]+$/.test(actual.image))
      return `Expected a whole number but found \`${actual.image}\`.`;
    return `Expected ${tokenText(expected)} but found ${found(actual)}.${didYouMean([actual], [[expected]])}`;
  }

  override buildNotAllInputParsedMessage({ firstRedundant }: { firstRedundant: IToken }): string {
    return `Expected a card or a scenario but found ${found(firstRedundant)}.`;
  }

  override buildNoViableAltMessage({
    expectedPathsPerAlt,
    actual,
  }: {
    expectedPathsPerAlt: TokenType[][][];
    actual: IToken[];
  }): string {
    const paths = expectedPathsPerAlt.flat();
    return `Expected ${alternatives(paths)} but found ${found(actual[0]!)}.${didYouMean(actual, paths)}`;
  }

  override buildEarlyExitMessage({
    expectedIterationPaths,
    actual,
  }: {
    expectedIterationPaths: TokenType[][];
    actual: IToken[];
  }): string {
    return `Expected at least one ${alternatives(expectedIterationPaths)} but found ${found(actual[0]!)}.${didYouMean(actual, expectedIterationPaths)}`;
  }
}

/**
 * Characters no token starts with, said plainly: "Unexpected character `§`: it is skipped." A quote that starts no
 * quoted name is one not closed on its line, which is what the message says then. (Chevrotain's own message names
 * the character between arrows and the offset in the file.)
 */
export class MtgLexerErrorMessageProvider extends DefaultLexerErrorMessageProvider {
  override buildUnexpectedCharactersMessage(fullText: string, startOffset: number, length: number): string {
    const text = fullText.slice(startOffset, startOffset + length);
    if (text === '"') return 'A quoted name must end on the line it starts on: this `"` is not closed, and is skipped.';
    return `Unexpected character${length === 1 ? '' : 's'} \`${shortText(text)}\`: ${length === 1 ? 'it is' : 'they are'} skipped.`;
  }
}
