import { describe, expect, test, vi } from 'vitest';
import { EmptyFileSystem } from 'langium';
import type { TokenType } from 'chevrotain';
import { createMtgServices } from '../../src/index.js';
import { isBoard, isModel } from '../../src/generated/ast.js';
import { memoizeRecoveryFollows, type Recognizer } from '../../src/parser/flat-recovery.js';

const parser = createMtgServices(EmptyFileSystem).mtg.parser.LangiumParser;

describe('error recovery', () => {
  test('boards nested without closing braces: one error per board, at its own name, and every board parsed', () => {
    const nests = 2_000;
    const text = `scenario "s" {${' Alice {'.repeat(nests)}`;
    const result = parser.parse(text);
    const errors = result.parserErrors;
    expect(errors).toHaveLength(nests);
    // Each board's `}` is missing before the next board's name; the last one's before the end of the file.
    expect(errors.slice(0, -1).every(e => e.message === 'Expected `}` but found `Alice`.')).toBe(true);
    expect(errors.at(-1)!.message).toBe('Expected `}` but found the end of the file.');
    const starts = errors.slice(0, -1).map(e => e.token.startOffset);
    expect(starts).toEqual(Array.from({ length: nests - 1 }, (_, i) => 15 + 8 * (i + 1)));
    const model = result.value;
    expect(isModel(model) && model.scenarios[0]!.members.filter(isBoard)).toHaveLength(nests);
  });

  test('the same bad line thousands of times: the first lines each have their errors, the rest are skipped', () => {
    const head = 'scenario "s" {\n  players Alice, Bob\n  start Alice turn 3 main1\n';
    const result = parser.parse(`${head}${'  Alice castz "x"\n'.repeat(5_000)}}\n`);
    const lines = [...new Set(result.parserErrors.map(e => e.token.startLine))];
    // The lines skipped after a bad line are parsed again, a bounded number of times (`reportSkippedLines`).
    expect(lines).toEqual(Array.from({ length: 51 }, (_, i) => i + 4));
  });

  test('syntax errors are values without a stack trace, and the stack traces of other errors are left alone', () => {
    const limit = Error.stackTraceLimit;
    const result = parser.parse('scenario "s" { expect Bob life 20 20 Alice castz }');
    expect(result.parserErrors.length).toBeGreaterThan(1);
    expect(result.parserErrors.every(e => !/\n\s+at /.test(e.stack ?? ''))).toBe(true);
    expect(Error.stackTraceLimit).toBe(limit);
  });

  test('the tokens that may follow a mismatch are worked out once per place in the grammar', () => {
    const follows = vi.fn((expected: TokenType) => [expected]);
    const recognizer = {
      RULE_STACK_IDX: 1,
      RULE_STACK: [0, 3, 9],
      RULE_OCCURRENCE_STACK: [0, 1, 7],
      getFollowsForInRuleRecovery: follows,
    } as unknown as Recognizer;
    memoizeRecoveryFollows(recognizer);
    const brace = { name: '}', tokenTypeIdx: 1 } as TokenType;
    const comma = { name: ',', tokenTypeIdx: 2 } as TokenType;
    const first = recognizer.getFollowsForInRuleRecovery(brace, 1);
    expect(recognizer.getFollowsForInRuleRecovery(brace, 1)).toBe(first);
    expect(follows).toHaveBeenCalledTimes(1);
    // Another token, another occurrence of it, another rule stack: each is its own place.
    recognizer.getFollowsForInRuleRecovery(comma, 1);
    recognizer.getFollowsForInRuleRecovery(brace, 2);
    recognizer.RULE_STACK_IDX = 2;
    recognizer.getFollowsForInRuleRecovery(brace, 1);
    expect(follows).toHaveBeenCalledTimes(4);
  });
});
