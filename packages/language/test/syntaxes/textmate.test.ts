import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MtgScenarioGrammar } from '../../src/generated/grammar.js';
import { AstUtils, GrammarAST } from 'langium';

// The TextMate grammar VS Code colours .mtgs files with: generated keywords plus the language's own tokens.
const grammar = JSON.parse(
  readFileSync(new URL('../../../../syntaxes/mtg-scenario.tmLanguage.json', import.meta.url), 'utf8'),
) as {
  patterns: { name?: string; match?: string; include?: string; begin?: string }[];
};
const token = (name: string) => new RegExp(grammar.patterns.find(p => p.name === name)!.match!, 'g');

describe('TextMate grammar', () => {
  it('covers every keyword of the Langium grammar', () => {
    const keywords = new RegExp(`^${grammar.patterns.find(p => p.name === 'keyword.control.mtg-scenario')!.match!}$`);
    const words = AstUtils.streamAllContents(MtgScenarioGrammar())
      .filter(GrammarAST.isKeyword)
      .map(k => k.value)
      .filter(w => /^[a-z]+$/i.test(w))
      .toSet();
    expect(words.size).toBeGreaterThan(40);
    for (const word of words) expect(keywords.test(word), word).toBe(true);
  });

  it('has comments and strings', () => {
    expect(grammar.patterns.some(p => p.include === '#comments')).toBe(true);
    expect(grammar.patterns.some(p => p.name === 'string.quoted.double.mtg-scenario')).toBe(true);
  });

  it.each([
    ['constant.other.symbol.mana.mtg-scenario', 'cost {3}{W}{W}', ['{3}', '{W}', '{W}']],
    ['constant.numeric.rule.mtg-scenario', 'expect illegal 702.9b // see 509.1h, not 1.5', ['702.9b', '509.1h']],
    ['constant.numeric.counter.mtg-scenario', 'counters +1/+1 x2', ['+1/+1']],
    ['constant.numeric.power-toughness.mtg-scenario', '  4/4', ['4/4']],
    ['keyword.operator.multiplier.mtg-scenario', 'Island x2', ['x2']],
    ['constant.numeric.integer.mtg-scenario', 'expect Bob life 17', ['17']],
  ])('%s matches its tokens', (name, line, tokens) => {
    expect(line.match(token(name))).toEqual(tokens);
  });
});
