import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { didYouMean, editDistance, suggestNames } from '../../src/base/suggestions.js';

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

  test('a bounded distance is the full distance when within the bound, else bound + 1', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength: 12 }),
        fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength: 12 }),
        fc.integer({ min: 0, max: 4 }),
        (a, b, limit) => {
          const full = editDistance(a, b);
          expect(editDistance(a, b, limit)).toBe(full <= limit ? full : limit + 1);
        },
      ),
      { seed: 11, numRuns: 2_000 },
    );
  });

  test('suggestions for very long names stay cheap: only a band around the diagonal is computed', () => {
    // 40,000 characters against a near copy took 47 s with the full table; the band makes it linear.
    const long = 'a'.repeat(40_000);
    expect(editDistance(long, `${long}b`, 3)).toBe(1);
    expect(editDistance(long, `b${long.slice(1)}c`, 3)).toBe(2);
    expect(suggestNames(`${long}x`, [long, 'Lightning Bolt'])).toEqual([long]);
  });
});
