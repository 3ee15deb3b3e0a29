import { beforeAll, describe, expect, test } from 'vitest';
import { clearDocuments } from 'langium/test';
import { createTestServices, type TestServices } from '../helpers.js';

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});

async function define(text: string) {
  const doc = await services.validate(text);
  const card = doc.parseResult.value.cards[0]!;
  const compiled = services.mtg.cards.Definitions.get(card);
  await clearDocuments(services.mtg, [doc]);
  return compiled;
}

describe('CardDefinitions', () => {
  test("a creature: cost, types, P/T and keywords in the engine's terms", async () => {
    const { def, problems } = await define(
      'card "Serra Angel" { cost {3}{W}{W} type Creature — Angel 4/4 flying, vigilance }',
    );
    expect(problems).toEqual([]);
    expect(def).toMatchObject({
      name: 'Serra Angel',
      types: ['Creature'],
      subtypes: ['Angel'],
      power: 4,
      toughness: 4,
      keywords: ['flying', 'vigilance'],
      cost: { generic: 3, colored: { W: 2 }, x: 0 },
    });
  });

  test('supertypes, parameterised keywords', async () => {
    const { def, problems } = await define(
      'card Knight { cost {W}{W} type Legendary Creature — Human Knight 2/2 First Strike, protection from black, Swampwalk }',
    );
    expect(problems).toEqual([]);
    expect(def).toMatchObject({
      supertypes: ['Legendary'],
      types: ['Creature'],
      keywords: ['first strike', 'protection from black', 'swampwalk'],
    });
  });

  test('rules text becomes abilities', async () => {
    const bolt = await define(
      'card "Lightning Bolt" { cost {R} type Instant text "Lightning Bolt deals 3 damage to any target." }',
    );
    expect(bolt.def.abilities).toEqual([
      {
        kind: 'spell',
        targets: [expect.objectContaining({ text: 'any target' })],
        effects: [{ kind: 'damage', amount: 3, aim: { target: 0 } }],
      },
    ]);
    const elves = await define('card "Llanowar Elves" { cost {G} type Creature — Elf Druid 1/1 text "{T}: Add {G}." }');
    expect(elves.def.abilities).toEqual([{ kind: 'mana', produces: ['G'] }]);
  });

  test('text the engine does not understand is a warning on exactly that sentence', async () => {
    const doc = await services.validate(
      'card Mixed { cost {1}{R} type Sorcery text "Draw a card. Venture into the dungeon. You gain 2 life." }',
    );
    const warnings = (doc.diagnostics ?? []).filter(d => d.code === 'card/text-not-understood');
    expect(warnings.map(d => [d.message, doc.textDocument.getText(d.range)])).toEqual([
      ['not understood: this ability will be ignored', 'Venture into the dungeon'],
    ]);
    await clearDocuments(services.mtg, [doc]);
  });

  test('escapes in the text do not shift the warning', async () => {
    const doc = await services.validate('card Quoted { type Instant text "Say \\"hi\\". Draw a card." }');
    const warnings = (doc.diagnostics ?? []).filter(d => d.code === 'card/text-not-understood');
    expect(warnings.map(d => doc.textDocument.getText(d.range))).toEqual(['Say \\"hi\\"']);
    await clearDocuments(services.mtg, [doc]);
  });

  test('definitions are cached per AST node', async () => {
    const doc = await services.validate('card Ogre { type Creature — Ogre 2/2 }');
    const card = doc.parseResult.value.cards[0]!;
    expect(services.mtg.cards.Definitions.get(card)).toBe(services.mtg.cards.Definitions.get(card));
    await clearDocuments(services.mtg, [doc]);
  });
});
