import { AstUtils, URI } from 'langium';
import { clearDocuments } from 'langium/test';
import { beforeAll, describe, expect, test } from 'vitest';
import { cardDocumentUri } from '../../src/cards/card-database.js';
import { isCard, type Card } from '../../src/generated/ast.js';
import { Codes } from '../../src/base/codes.js';
import { createTestServices, describeDiagnostics, errors, type TestServices } from '../helpers.js';
import { fixtureDatabase } from './fixture-cards.js';

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
  await services.shared.cards.Database.replace(await fixtureDatabase());
});

const board = (cards: string) =>
  `scenario "S" { players Alice, Bob start Alice turn 3 main1 Alice { battlefield ${cards} } }`;

function firstBoardCard(document: Awaited<ReturnType<TestServices['validate']>>): Card | undefined {
  const scenario = document.parseResult.value.scenarios[0]!;
  for (const member of scenario.members) {
    if (member.$type === 'Board') {
      for (const item of member.items)
        if (item.$type === 'ZoneSetting') {
          const entry = item.entries[0];
          if (entry?.$type === 'BoardCard') return entry.card?.ref;
        }
    }
  }
  return undefined;
}

describe('cards from the card database', () => {
  test('a name found in neither the workspace nor the built-in library is a database card, in a cards: document', async () => {
    const document = await services.validate(board('"Thornback Boar"'));
    expect(describeDiagnostics(document)).toBe('');
    const card = firstBoardCard(document);
    expect(isCard(card)).toBe(true);
    const generated = services.shared.workspace.LangiumDocuments.getDocument(cardDocumentUri('Thornback Boar'))!;
    expect(generated.uri.toString()).toBe('cards:/Thornback%20Boar.mtgs');
    expect(generated.textDocument.getText()).toContain('card "Thornback Boar" {');
    expect(services.mtg.cards.Definitions.get(card!).def).toMatchObject({
      power: 3,
      toughness: 2,
      keywords: ['trample'],
    });
    await clearDocuments(services.mtg, [document]);
  });

  test('only the cards used become documents', () => {
    const generated = services.shared.workspace.LangiumDocuments.all
      .filter(d => d.uri.scheme === 'cards')
      .map(d => d.uri.toString())
      .toArray();
    expect(generated).toEqual(['cards:/Thornback%20Boar.mtgs']);
  });

  test('the built-in library comes before the database', async () => {
    const document = await services.validate(board('"Grizzly Bears"'));
    expect(AstUtils.getDocument(firstBoardCard(document)!).uri.scheme).toBe('builtin');
    await clearDocuments(services.mtg, [document]);
  });

  test('a workspace card overrides the database card of the same name', async () => {
    const document = await services.validate(
      `card "Tidecaller Heron" { cost {U} type Creature — Bird 1/1 }\n${board('"Tidecaller Heron"')}`,
    );
    const card = firstBoardCard(document)!;
    expect(AstUtils.getDocument(card).uri.scheme).not.toBe('cards');
    expect(services.mtg.cards.Definitions.get(card).def.power).toBe(1);
    await clearDocuments(services.mtg, [document]);
  });

  test('an unknown name: did you mean, over the workspace, the built-in library and the database', async () => {
    const document = await services.validate(
      `card "Thornbeck Bear" { type Creature — Bear 2/2 }\n${board('"Thornback Bor", "Grizly Bears", Blaze')}`,
    );
    expect(errors(document).map(e => [e.code, e.message.replace(/^.*check the spelling\. /, '')])).toEqual([
      [Codes.unknownCard, 'Did you mean "Thornback Boar" or "Thornbeck Bear"?'],
      [Codes.unknownCard, 'Did you mean "Grizzly Bears"?'],
      // A face's name: the card is named as a whole.
      [Codes.unknownCard, 'Did you mean "Blaze // Chill"?'],
    ]);
    await clearDocuments(services.mtg, [document]);
  });

  test('a cards: document is read-only text the database renders', () => {
    const text = services.shared.cards.Database.text(URI.parse('cards:///Gravel%20Mystic.mtgs'))!;
    expect(text).toBe(
      [
        'card "Gravel Mystic" {',
        '  cost {1}{G}',
        '  type Creature — Elf Druid',
        '  1/1',
        '  text "{T}: Add {G}.\\nWhen Gravel Mystic enters, you gain 2 life.\\nGravel Mystic hums a quiet tune."',
        '}',
        '',
      ].join('\n'),
    );
    expect(services.shared.cards.Database.text(URI.parse('cards:///Nothing.mtgs'))).toBeUndefined();
  });

  test('copied into the workspace, a rendered card means what the database card does', async () => {
    for (const name of ['Thornback Boar', 'Gravel Mystic', 'Cinder Jolt']) {
      const database = services.shared.cards.Database;
      const generated = services.shared.workspace.LangiumDocuments.getDocument(cardDocumentUri(name))!;
      const original = database.cardOf(generated.parseResult.value.cards[0]!)!.built.def;
      const copy = await services.validate(generated.textDocument.getText());
      expect(copy.diagnostics?.filter(d => d.code !== Codes.cardTextNotUnderstood)).toEqual([]);
      expect(services.mtg.cards.Definitions.get(copy.parseResult.value.cards[0]!).def).toEqual(original);
      await clearDocuments(services.mtg, [copy]);
    }
    expect(services.shared.cards.Database.text(cardDocumentUri('Thornback Boar'))).toBe(
      'card "Thornback Boar" {\n  cost {1}{G}\n  type Creature — Boar\n  3/2\n  keywords trample\n}\n',
    );
  });

  test('completion offers the database names that start with what was typed, quoted', async () => {
    for (const typed of ['"Gra', 'Gra']) {
      const text = `scenario "S" { players Alice, Bob start Alice turn 3 main1 Alice { hand ${typed}`;
      const document = await services.parse(text);
      const list = await services.mtg.lsp.CompletionProvider!.getCompletion(document, {
        textDocument: { uri: document.uri.toString() },
        position: document.textDocument.positionAt(text.length),
      });
      const mystic = list?.items.find(i => i.label === 'Gravel Mystic');
      expect(mystic?.detail).toBe('Creature — Elf Druid');
      expect(mystic?.textEdit?.newText).toBe('"Gravel Mystic"');
      expect(list?.items.some(i => i.label === 'Thornback Boar')).toBe(false);
      await clearDocuments(services.mtg, [document]);
    }
  });

  test('completion after `face`: the faces a split card may be cast as, its halves (CR 709.3)', async () => {
    const text = `scenario "S" { players Alice, Bob start Alice turn 3 main1 Alice { hand "Blaze // Chill" as bc }
      Alice casts bc face `;
    const document = await services.parse(text);
    const list = await services.mtg.lsp.CompletionProvider!.getCompletion(document, {
      textDocument: { uri: document.uri.toString() },
      position: document.textDocument.positionAt(text.length),
    });
    expect(list?.items.filter(i => i.detail === 'half of a split card (CR 709.3)').map(i => i.label)).toEqual([
      'Blaze',
      'Chill',
    ]);
    await clearDocuments(services.mtg, [document]);
  });

  test('a card with a value the engine cannot hold (power *): rendered in a comment, and a scenario using it is inconclusive', async () => {
    expect(services.shared.cards.Database.text(cardDocumentUri('Hollowmoor Shade'))).toContain(
      '  // power/toughness: */2\n',
    );
    const document = await services.validate(board('"Hollowmoor Shade"'));
    const inconclusive = document.diagnostics?.find(d => d.code === Codes.inconclusive);
    expect(inconclusive?.message).toContain("the engine doesn't model the power * of Hollowmoor Shade");
    await clearDocuments(services.mtg, [document]);
  });

  test("hover: a spell's sentence as the effect it became; a multi-face card with its other faces, modelled or not", async () => {
    const text = board('"Cinder Jolt", "Blaze // Chill", "Ember Acolyte // Ember Ascendant"');
    const document = await services.validate(text);
    const hover = async (needle: string) => {
      const position = document.textDocument.positionAt(text.indexOf(needle) + 2);
      const result = await services.mtg.lsp.HoverProvider!.getHoverContent(document, {
        textDocument: { uri: document.uri.toString() },
        position,
      });
      return (result?.contents as { value: string } | undefined)?.value ?? '';
    };
    expect(await hover('"Cinder Jolt"')).toContain('- ✓ Cinder Jolt deals 2 damage to any target — spell: damage 2');
    const split = await hover('"Blaze // Chill"');
    expect(split).toContain('**Blaze // Chill** {1}{R}');
    expect(split).toContain('- ✓ Blaze deals 2 damage to any target — spell: damage 2');
    expect(split).toContain('_split face **Chill**:_ Instant — Draw a card.');
    expect(await hover('"Ember Acolyte')).toContain('_flip face **Ember Ascendant** (not modelled):_');
    await clearDocuments(services.mtg, [document]);
  });

  /** The lines of a scenario starting in Alice's first main phase of turn 3, which must pass without a diagnostic. */
  async function passes(lines: string): Promise<void> {
    const document = await services.validate(
      `scenario "S" {\n  players Alice, Bob\n  start Alice turn 3 main1\n${lines}\n}`,
    );
    expect(describeDiagnostics(document)).toBe('');
    await clearDocuments(services.mtg, [document]);
  }

  test('a split card is cast as one of its halves (CR 709.3), named with `face`', () =>
    passes(`Alice { battlefield Mountain x2 hand "Blaze // Chill" }
      Alice casts "Blaze // Chill" face Blaze targeting Bob
      resolve
      expect Bob life 18
      expect "Blaze // Chill" in Alice's graveyard`));

  test('a double-faced card on the board transformed, and its face expected (CR 701.27)', () =>
    passes(`Alice { battlefield "Hamlet Watcher // Moonlit Prowler" as wolf, "Hamlet Watcher // Moonlit Prowler" as other transformed }
      expect wolf not transformed
      expect other transformed
      expect other is "Moonlit Prowler"
      expect other 4/3
      go to upkeep
      resolve
      expect wolf transformed
      expect wolf is "Moonlit Prowler"`));

  test('an adventurer card cast as its Adventure (`face`), then as its creature from exile (CR 715.3d)', () =>
    passes(`Alice { battlefield Forest x4 hand "Briar Knight // Thorn Charge" as knight }
      Alice casts knight face "Thorn Charge"
      resolve
      expect Alice life 23
      expect knight in Alice's exile
      Alice casts knight
      resolve
      expect knight 3/3`));

  test("a multi-face card of a layout the engine doesn't model is usable by name, and a scenario using it is inconclusive", async () => {
    const document = await services.validate(`scenario "S" {
      players Alice, Bob
      start Alice turn 3 main1
      Alice { battlefield Mountain x2 hand "Ember Acolyte // Ember Ascendant" }
      Alice casts "Ember Acolyte // Ember Ascendant"
      resolve
      expect "Ember Acolyte // Ember Ascendant" on battlefield
    }`);
    expect(errors(document)).toEqual([]);
    const inconclusive = document.diagnostics?.find(d => d.code === Codes.inconclusive);
    expect(inconclusive?.message).toContain('flip face "Ember Ascendant"');
    await clearDocuments(services.mtg, [document]);
  });
});
