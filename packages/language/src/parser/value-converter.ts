import { DefaultValueConverter, type CstNode, type GrammarAST, type ValueType } from 'langium';

/** Data type rules whose value is their source text with whitespace normalised (`first strike`, `end of combat`). */
const PHRASE_RULES = new Set(['KeywordPhrase', 'StepName']);
/** The rules whose value is a number an INT token gives (a `SignedInt` is `-`? INT, a `Count` `x2` or INT). */
const NUMBER_RULES = new Set(['INT', 'SignedInt', 'Count']);

/**
 * `x2` → 2; multi-word phrases keep single spaces between their words (Langium would otherwise concatenate the
 * tokens of a data type rule without the whitespace between them). A number written with an exponent (`1e309`, one
 * INT token) is NaN, not a whole number, which the validator refuses: Langium's `parseInt` read it as 1.
 */
export class MtgValueConverter extends DefaultValueConverter {
  protected override runConverter(rule: GrammarAST.AbstractRule, input: string, cstNode: CstNode): ValueType {
    if (rule.name === 'MULTIPLIER') return Number(input.slice(1));
    if (NUMBER_RULES.has(rule.name) && /e/i.test(input)) return NaN;
    if (rule.name === 'INT') return Number(input);
    if (PHRASE_RULES.has(rule.name)) return phraseText(cstNode, input);
    if (rule.name === 'RuleNumber') return String(input);
    return super.runConverter(rule, input, cstNode);
  }
}

function phraseText(cstNode: CstNode | undefined, fallback: string): string {
  const text = cstNode?.text;
  if (!text) return fallback;
  // Comments between the words of a phrase are dropped with the whitespace.
  return text
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n\r\u0085\u2028\u2029]*/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}
