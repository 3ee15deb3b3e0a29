import { beforeAll, describe, expect, test } from 'vitest';
import { AstUtils } from 'langium';
import { clearDocuments } from 'langium/test';
import { BUILTIN_CARDS_URI } from '../../src/workspace/builtin-library.js';
import { isModel } from '../../src/generated/ast.js';
import { createTestServices, describeDiagnostics, errors, type TestServices } from '../helpers.js';

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});

describe('global scope', () => {
  test('the built-in library is in the workspace, under builtin:///cards.mtgs, without diagnostics', () => {
    const builtin = services.shared.workspace.LangiumDocuments.getDocument(BUILTIN_CARDS_URI);
    expect(builtin).toBeDefined();
    expect(builtin!.diagnostics ?? [], describeDiagnostics(builtin!)).toEqual([]);
    const root = builtin!.parseResult.value;
    const names = isModel(root) ? root.cards.map(c => c.name) : [];
    for (const name of [
      'Plains',
      'Island',
      'Swamp',
      'Mountain',
      'Forest',
      'Lightning Bolt',
      'Counterspell',
      'Dispel',
      'Giant Growth',
      'Grizzly Bears',
      'Giant Spider',
      'Serra Angel',
      'Shock',
      'Llanowar Elves',
      'Divination',
      'Murder',
      'Cancel',
      'Essence Scatter',
      'Negate',
    ]) {
      expect(names).toContain(name);
    }
  });

  test('a card defined in one document is visible in another', async () => {
    const cards = await services.validate(
      'card "Hill Giant" { cost {3}{R} type Creature — Giant 3/3 }',
      'file:///cards/giants.mtgs',
    );
    const scenario = await services.validate(
      `scenario "s" {
      players Alice, Bob
      start Alice turn 3 main1
      Alice { battlefield "Hill Giant" as giant }
      expect giant 3/3
    }`,
      'file:///scenarios/giant.mtgs',
    );
    expect(errors(scenario), describeDiagnostics(scenario)).toEqual([]);
    await clearDocuments(services.mtg, [cards, scenario]);
  });

  test('a workspace card overrides the built-in card of the same name', async () => {
    const cards = await services.validate(
      'card "Grizzly Bears" { cost {1}{G} type Creature — Bear 3/3 }',
      'file:///cards/bears.mtgs',
    );
    const scenario = await services.validate(
      `scenario "s" {
      players Alice, Bob
      start Alice turn 3 main1
      Alice { battlefield "Grizzly Bears" as bears }
      expect bears 3/3
    }`,
      'file:///scenarios/bears.mtgs',
    );
    expect(errors(cards)).toEqual([]);
    expect(errors(scenario), describeDiagnostics(scenario)).toEqual([]);
    const target = scenario.references.map(r => ('ref' in r ? r.ref : undefined)).find(n => n?.$type === 'Card');
    expect(target && AstUtils.getDocument(target).uri.toString()).toBe('file:///cards/bears.mtgs');
    await clearDocuments(services.mtg, [cards, scenario]);
  });

  test('the same card in two workspace files is a warning', async () => {
    const a = await services.validate('card Ogre { type Creature — Ogre 2/2 }', 'file:///a.mtgs');
    const b = await services.validate('card Ogre { type Creature — Ogre 2/2 }', 'file:///b.mtgs');
    expect((b.diagnostics ?? []).map(d => d.code)).toContain('card/duplicate-name');
    await clearDocuments(services.mtg, [a, b]);
  });

  test('players and aliases are local to their scenario', async () => {
    const doc = await services.validate(`
      scenario "one" { players Alice, Bob start Alice turn 3 main1 Alice { battlefield Forest as forest } }
      scenario "two" { players Carol, Dan start Carol turn 3 main1 expect forest untapped  expect Alice life 20 }`);
    expect(errors(doc).map(d => [d.code, doc.textDocument.getText(d.range)])).toEqual([
      ['reference/unknown-name', 'forest'],
      ['reference/unknown-name', 'Alice'],
    ]);
    await clearDocuments(services.mtg, [doc]);
  });
});
