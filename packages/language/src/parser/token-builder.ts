import { DefaultTokenBuilder, RegExpUtils, type GrammarAST } from 'langium';
import type { TokenType } from 'chevrotain';

/**
 * Langium's token builder, with the partial form of each terminal's regular expression built once instead of once per
 * keyword and terminal (91 keywords × 10 terminals): about 10 ms of every start of the CLI and the language server.
 * The tokens are the same (a test compares them with Langium's).
 */
export class MtgTokenBuilder extends DefaultTokenBuilder {
  private readonly partials = new Map<string, RegExp>();

  /** The terminals that could also match the keyword's text, so a longer identifier isn't cut at the keyword. */
  protected override findLongerAlt(keyword: GrammarAST.Keyword, terminalTokens: TokenType[]): TokenType[] {
    return terminalTokens.filter(token => {
      const source = (token.PATTERN as RegExp | undefined)?.source;
      if (!source) return false;
      const match = keyword.value.match(this.partial(source));
      return !!match && match[0].length > 0;
    });
  }

  private partial(source: string): RegExp {
    let partial = this.partials.get(source);
    if (!partial) {
      partial = RegExpUtils.partialRegExp(`^${source}$`);
      this.partials.set(source, partial);
    }
    return partial;
  }
}
