import { describe, expect, test } from 'vitest';
import { buildCard, defineCard, parseManaCost } from '../../src/index.js';

describe('buildCard: a card from its parts, problems located by field', () => {
  test('the type line as words: supertypes, card types and subtypes, nothing re-parsed', () => {
    const { def, problems } = buildCard({
      name: 'Isamaru',
      cost: '{W}',
      types: ['legendary', 'Creature'],
      subtypes: ['Dog'],
      power: 2,
      toughness: 2,
    });
    expect(problems).toEqual([]);
    expect(def).toMatchObject({
      supertypes: ['Legendary'],
      types: ['Creature'],
      subtypes: ['Dog'],
      power: 2,
      toughness: 2,
    });
    expect(def.unmodelled).toBeUndefined();
  });

  test('an unknown type word is a problem at its index; a type line without a card type is one on the field', () => {
    expect(buildCard({ name: 'X', types: ['Legendary', 'Creture'] }).problems).toEqual([
      expect.objectContaining({ code: 'card/unknown-type', field: 'types', index: 1, unmodelled: false }),
    ]);
    expect(buildCard({ name: 'X', types: ['Legendary'] }).problems).toEqual([
      expect.objectContaining({ code: 'card/missing-type', field: 'types', unmodelled: false }),
    ]);
  });

  test('a malformed cost is an input error; a hybrid or Phyrexian cost is real Magic the engine does not model', () => {
    expect(buildCard({ name: 'X', types: ['Instant'], cost: '{Q}' }).problems).toEqual([
      expect.objectContaining({ code: 'card/bad-mana-cost', field: 'cost', unmodelled: false }),
    ]);
    for (const cost of ['{2/W}', '{W/P}', '{G/U/P}']) {
      const { def, problems } = buildCard({ name: 'X', types: ['Instant'], cost });
      expect(problems).toEqual([
        expect.objectContaining({ code: 'card/unsupported-mana-cost', field: 'cost', unmodelled: true }),
      ]);
      expect(def.unmodelled).toEqual([{ kind: 'cost', text: cost }]);
      // No cost at all would make it free to cast: the def keeps none, and `unmodelled` says why.
      expect(def.cost).toBeUndefined();
    }
    expect(parseManaCost('{2/W}')).toMatchObject({
      ok: false,
      unsupported: true,
      error: expect.stringContaining('hybrid'),
    });
    expect(parseManaCost('{W/P}')).toMatchObject({
      ok: false,
      unsupported: true,
      error: expect.stringContaining('Phyrexian'),
    });
  });

  test('unknown keywords and sentences not understood are listed in unmodelled, located by index and span', () => {
    const text = 'Draw a card. Venture into the dungeon.';
    const { def, problems } = buildCard({ name: 'X', types: ['Sorcery'], keywords: ['flying', 'fyling'], text });
    expect(problems).toEqual([
      expect.objectContaining({ code: 'card/unknown-keyword', field: 'keywords', index: 1, unmodelled: true }),
      expect.objectContaining({
        code: 'card/text-not-understood',
        field: 'text',
        span: { start: 13, end: 37, text: 'Venture into the dungeon' },
        unmodelled: true,
      }),
    ]);
    expect(def.unmodelled).toEqual([
      { kind: 'keyword', text: 'fyling' },
      { kind: 'text', text: 'Venture into the dungeon' },
    ]);
  });

  test('defineCard splits a type-line string into the same parts', () => {
    expect(defineCard({ name: 'Arbor', type: 'Land Creature — Forest Dryad', power: 1, toughness: 1 }).def).toEqual(
      buildCard({ name: 'Arbor', types: ['Land', 'Creature'], subtypes: ['Forest', 'Dryad'], power: 1, toughness: 1 })
        .def,
    );
  });
});

describe("keyword lines of a card's text (CR 702.1): the same keywords as the card's keyword list", () => {
  const cases: readonly (readonly [string, string])[] = [
    ['Ward {2}', 'Creature — Bear'],
    ['Equip {1}', 'Artifact — Equipment'],
    ['Enchant creature', 'Enchantment — Aura'],
    ['Flashback {2}{U}', 'Sorcery'],
    ['Kicker {2}', 'Sorcery'],
    ['Flying, first strike', 'Creature — Bird'],
    ['Protection from red', 'Creature — Knight'],
    ['Protection from white and from black', 'Creature — Knight'],
    ['Toxic 2', 'Creature — Rat'],
    ['Forestcycling {2}', 'Creature — Beast'],
    ['Crew 3', 'Artifact — Vehicle'],
  ];
  test.each(cases)('"%s" in the text is the keyword, with the abilities it stands for', (line, type) => {
    // A sorcery's instruction after the keyword line, read as before.
    const rest = type === 'Sorcery' ? 'Draw a card.' : undefined;
    const inText = defineCard({ name: 'X', cost: '{1}', type, text: rest ? `${line}\n${rest}` : line });
    const listed = defineCard({
      name: 'X',
      cost: '{1}',
      type,
      keywords: line.split(', '),
      ...(rest ? { text: rest } : {}),
    });
    expect(inText.problems).toEqual([]);
    expect(inText.notUnderstood).toEqual([]);
    expect(inText.def).toEqual(listed.def);
  });

  test("reminder text doesn't stop a keyword line; a line that is only partly keywords is rules text", () => {
    expect(
      defineCard({
        name: 'X',
        type: 'Creature — Bird',
        text: "Flying (This creature can't be blocked except by creatures with flying or reach.)",
      }).def.keywords,
    ).toEqual(['flying']);
    const partly = defineCard({ name: 'X', type: 'Creature — Bird', text: 'Flying, frobnicate' });
    expect(partly.def.keywords).toEqual([]);
    expect(partly.notUnderstood).toEqual([{ start: 0, end: 18, text: 'Flying, frobnicate' }]);
  });
});
