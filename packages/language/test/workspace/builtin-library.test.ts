import { describe, expect, test } from 'vitest';
import { BuiltinLibrary } from '../../src/workspace/builtin-library.js';

const LIBRARY = [
  '// a library of three cards',
  '',
  'card Forest { type Basic Land — Forest }',
  '',
  '// instants',
  'card "Zap Bolt" {',
  '  cost {R}',
  '  type Instant',
  '}',
  '',
  'card "The \\"Big\\" One" { type Creature — Giant 9/9 }',
  '',
].join('\n');

const lines = (text: string) => text.split('\n');

/** The library's text once it keeps only the cards the texts name. */
function cardsUsedIn(texts: readonly string[]): string {
  const library = new BuiltinLibrary(LIBRARY);
  library.keepOnlyCardsUsedIn(texts);
  return library.text;
}

describe('BuiltinLibrary.keepOnlyCardsUsedIn', () => {
  test("keeps the cards a text names, in place, and blanks the others' lines", () => {
    const text = cardsUsedIn(['Alice { hand "Zap Bolt" }']);
    expect(lines(text)).toHaveLength(lines(LIBRARY).length);
    expect(lines(text).slice(5, 9)).toEqual(lines(LIBRARY).slice(5, 9));
    expect(text).not.toContain('Forest');
    expect(text).not.toContain('Giant');
    // The library's header comment comes before any card: it stays.
    expect(lines(text)[0]).toBe('// a library of three cards');
  });

  test('matches names without regard to case, quoted or not, with escaped quotes', () => {
    expect(cardsUsedIn(['battlefield forest'])).toContain('card Forest');
    expect(cardsUsedIn(['hand "The \\"Big\\" One"'])).toContain('Giant 9/9');
    expect(cardsUsedIn(['the "big" one'])).toContain('Giant 9/9');
  });

  test('any of several texts counts', () => {
    const text = cardsUsedIn(['Forest', 'nothing here', 'zap bolt']);
    expect(text).toContain('card Forest');
    expect(text).toContain('card "Zap Bolt"');
    expect(text).not.toContain('Giant');
  });

  test('names the cards it left out, as they are named in scenarios (for "did you mean")', () => {
    const library = new BuiltinLibrary(LIBRARY);
    library.keepOnlyCardsUsedIn(['Alice { hand "Zap Bolt" }']);
    expect(library.omittedNames).toEqual(['Forest', 'The "Big" One']);
  });
});
