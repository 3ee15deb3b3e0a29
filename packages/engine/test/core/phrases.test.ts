import { describe, expect, it } from 'vitest';
import { readCards } from '../../src/core/phrases.js';

describe('card phrases (CR 205, 109.2)', () => {
  it('205.2a: "instant and/or sorcery cards" is a card of either type, as "instant or sorcery cards"', () => {
    expect(readCards('instant and/or sorcery cards')).toEqual(readCards('instant or sorcery cards'));
    expect(readCards('creature and/or planeswalker cards')).toEqual({ types: ['Creature', 'Planeswalker'] });
  });

  it('205.3m: a hyphenated subtype is one subtype — "an Assembly-Worker creature card"', () => {
    expect(readCards('Assembly-Worker creature card')).toEqual({ types: ['Creature'], subtypes: ['Assembly-Worker'] });
  });

  it('"Non-Elf", capitalised at the start of a sentence, is still "not an Elf"', () => {
    expect(readCards('Non-Elf creature card')).toEqual({ notSubtypes: ['Elf'], types: ['Creature'] });
  });

  it('702.8a: "an instant card or a card with flash" is either', () => {
    expect(readCards('instant card or a card with flash')).toEqual({
      anyOf: [{ types: ['Instant'] }, { keyword: 'flash' }],
    });
  });
});
