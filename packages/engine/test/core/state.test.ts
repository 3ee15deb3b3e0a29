import { describe, expect, test } from 'vitest';
import { joined } from '../../src/core/state.js';

describe('joined (shared log texts)', () => {
  test('is the two texts together, and the same string for the same pair', () => {
    expect(joined('Alice', ' passes.')).toBe('Alice passes.');
    expect(joined('Alice', ' passes.')).toBe(joined('Alice', ' passes.'));
  });

  test('stays right past the bound where its cache starts over (a long-running server sees ever new texts)', () => {
    for (let i = 0; i < 50_000; i++)
      expect(joined(`Player${i}`, ' receives priority.')).toBe(`Player${i} receives priority.`);
    expect(joined('Bob', ' loses 3 life.')).toBe('Bob loses 3 life.');
  });
});
