import { describe, expect, test } from 'vitest';
import { didYouMean, editDistance, suggestNames } from '../../src/scoping/suggestions.js';

describe('suggestions', () => {
  test('edit distance counts a swap of neighbours as one edit', () => {
    expect(editDistance('alcie', 'alice')).toBe(1);
    expect(editDistance('bolt', 'bolt')).toBe(0);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  test('close names, case-insensitive, best first', () => {
    expect(suggestNames('Lightnig Bolt', ['Lightning Bolt', 'Lightning Helix', 'Shock'])).toEqual(['Lightning Bolt']);
    expect(suggestNames('island', ['Island', 'Plains'])).toEqual(['Island']);
    expect(suggestNames('xyz', ['Island', 'Plains'])).toEqual([]);
  });

  test('quoted only when not an identifier', () => {
    expect(didYouMean('Lightnig Bolt', ['Lightning Bolt'])).toBe(' Did you mean "Lightning Bolt"?');
    expect(didYouMean('Alcie', ['Alice', 'Bob'])).toBe(' Did you mean Alice?');
    expect(didYouMean('zzz', ['Alice'])).toBe('');
  });
});
