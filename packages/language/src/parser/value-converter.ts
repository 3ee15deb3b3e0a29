import { DefaultValueConverter, type CstNode, type GrammarAST, type ValueType } from 'langium';

/** Data type rules whose value is their source text with whitespace normalised (`first strike`, `end of combat`). */
const PHRASE_RULES = new Set(['KeywordPhrase', 'StepName']);

/**
 * `x2` → 2; multi-word phrases keep single spaces between their words (Langium would otherwise concatenate the
 * tokens of a data type rule without the whitespace between them).
 */
export class MtgValueConverter extends DefaultValueConverter {
  protected override runConverter(rule: GrammarAST.AbstractRule, input: string, cstNode: CstNode): ValueType {
    if (rule.name === 'MULTIPLIER') return Number(input.slice(1));
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
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n\r]*/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}
