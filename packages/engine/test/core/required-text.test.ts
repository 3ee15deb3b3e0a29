import { describe, expect, it } from 'vitest';
import { requiredText } from '../../src/core/required-text.js';
import { EFFECTS } from '../../src/effects/index.js';

describe('requiredText: the literal text every match of a pattern contains', () => {
  it('is the longest run outside groups, lower-cased when the pattern ignores case', () => {
    expect(requiredText(/^(.+) fights (.+)$/i)).toBe(' fights ');
    expect(requiredText(/^exchange control of (.+) and (.+)$/)).toBe('exchange control of ');
    expect(requiredText(/^Pay (\d+) life$/i)).toBe(' life');
  });

  it('leaves out a character a quantifier makes optional, and what follows a class or group', () => {
    expect(requiredText(/^it'?s still an? land$/i)).toBe('s still a');
    expect(requiredText(/^[Yy]ou create (.+)$/)).toBe('ou create ');
    expect(requiredText(/^add \{C\}+ to your pool$/i)).toBe(' to your pool');
  });

  it('has none for a top-level alternation or text too short to be worth a test', () => {
    expect(requiredText(/^draw a card|^discard a card/i)).toBeUndefined();
    expect(requiredText(/^(.+) (?:gets|has) (.+)$/)).toBeUndefined();
  });

  it('is in every sentence an effect reading matches', () => {
    const sentences = [
      '~ deals 3 damage to any target',
      'Target creature gets +2/+2 until end of turn',
      'Each opponent loses 2 life',
      'Destroy target artifact',
      'You create a 1/1 white Soldier creature token',
      'Draw two cards',
      "It's still a land",
      'Exchange control of target creature and target land',
      'Tap or untap target permanent',
      'Counter target spell unless its controller pays {3}',
    ];
    const matched = new Set<string>();
    for (const entry of EFFECTS)
      for (const { pattern } of entry.reads) {
        const needs = requiredText(pattern);
        for (const sentence of sentences) {
          if (!pattern.exec(sentence)) continue;
          matched.add(sentence);
          if (needs !== undefined)
            expect((pattern.flags.includes('i') ? sentence.toLowerCase() : sentence).includes(needs)).toBe(true);
        }
      }
    expect([...matched].sort()).toEqual([...sentences].sort());
  });
});
