import { describe, expect, it, test } from 'vitest';
import { buildCard, defineCard, parseManaCost, unmodelledZones } from '../../src/index.js';

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

  test('308.3: the older "Tribal" card type is the kindred card type', () => {
    const { def, problems } = buildCard({ name: 'X', cost: '{1}', types: ['Tribal', 'Instant'], subtypes: ['Goblin'] });
    expect(problems).toEqual([]);
    expect(def.types).toEqual(['Kindred', 'Instant']);
  });

  test('an unknown type word is a problem at its index; a type line without a card type is one on the field', () => {
    expect(buildCard({ name: 'X', types: ['Legendary', 'Creture'] }).problems).toEqual([
      expect.objectContaining({ code: 'card/unknown-type', field: 'types', index: 1, unmodelled: false }),
    ]);
    expect(buildCard({ name: 'X', types: ['Legendary'] }).problems).toEqual([
      expect.objectContaining({ code: 'card/missing-type', field: 'types', unmodelled: false }),
    ]);
  });

  test('a malformed cost is an input error; a monocolored hybrid or hybrid Phyrexian cost is real Magic the engine does not model', () => {
    expect(buildCard({ name: 'X', types: ['Instant'], cost: '{Q}' }).problems).toEqual([
      expect.objectContaining({ code: 'card/bad-mana-cost', field: 'cost', unmodelled: false }),
    ]);
    for (const cost of ['{2/W}', '{G/U/P}']) {
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
    expect(parseManaCost('{G/U/P}')).toMatchObject({
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

describe("113.6: where a part the engine doesn't model works off the battlefield", () => {
  const text = (t: string) => unmodelledZones({ kind: 'text', text: t }, 'Test Grave Caller');
  it('113.6b: a sentence about the card that names a zone works there; one that names no zone, or not the card, only on the battlefield', () => {
    expect(text('If Test Grave Caller is in your graveyard, venture into the dungeon')).toEqual(['graveyard']);
    expect(text('Return Test Grave Caller from your graveyard to your hand')).toEqual(['hand', 'graveyard']);
    expect(text('Venture into the dungeon')).toEqual([]);
    expect(text('Whenever a creature card is put into your graveyard, venture into the dungeon')).toEqual([]);
  });
  it('113.6a: an unknown keyword or a characteristic-defining value may work anywhere; a cost only as it is cast', () => {
    expect(unmodelledZones({ kind: 'keyword', text: 'dredge 2' }, 'X')).toHaveLength(4);
    expect(unmodelledZones({ kind: 'value', text: 'power *' }, 'X')).toHaveLength(4);
    expect(unmodelledZones({ kind: 'cost', text: '{2/R}' }, 'X')).toEqual([]);
  });
});

describe("reminder text (CR 207.2a) isn't rules text", () => {
  test('a parenthesised reminder after an ability is left out, not read as a sentence', () => {
    const made = defineCard({
      name: 'X',
      type: 'Creature — Bird',
      power: 1,
      toughness: 1,
      text: 'When X enters, scry 1. (Look at the top card of your library. You may put that card on the bottom.)',
    });
    expect(made.notUnderstood).toEqual([]);
    expect(made.def.abilities.map(a => a.kind)).toEqual(['triggered']);
  });
});
