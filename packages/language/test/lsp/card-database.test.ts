import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { importCardFile } from '@mtg-scenario/engine/cards';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  CompletionRequest,
  DefinitionRequest,
  DidChangeConfigurationNotification,
  HoverRequest,
  ShowMessageNotification,
  type CompletionList,
  type Hover,
  type LocationLink,
  type MarkupContent,
  type Position,
  type ShowMessageParams,
} from 'vscode-languageserver-protocol/node';
import { CardsIndexNotification, CardTextRequest, type CardTextResult } from '../../src/base/protocol.js';
import { Codes } from '../../src/base/codes.js';
import { FIXTURE_CARDS } from '../cards/fixture-cards.js';
import { ServerProcess } from './server-process.js';

// A workspace folder with the invented card file in it, named by the setting relative to the folder.
const folder = mkdtempSync(path.join(tmpdir(), 'mtgs-lsp-cards-'));
mkdirSync(path.join(folder, 'cards'));
copyFileSync(FIXTURE_CARDS, path.join(folder, 'cards', 'AtomicCards.json'));
writeFileSync(path.join(folder, 'broken.json'), '{"data": {"Half');
const cacheDir = path.join(folder, 'cache');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const uri = pathToFileURL(path.join(folder, 'mystic.mtgs')).href;
const text = `scenario "Mystic" {
  players Alice, Bob
  start Alice turn 3 main1
  Alice { battlefield "Gravel Mystic" as mystic }
  Alice taps mystic for {G}
  expect Alice mana {G}
}
`;

function positionOf(needle: string, delta = 0): Position {
  const before = text.slice(0, text.indexOf(needle) + delta).split('\n');
  return { line: before.length - 1, character: before[before.length - 1]!.length };
}

let server: ServerProcess;
const messages: ShowMessageParams[] = [];
beforeAll(async () => {
  server = new ServerProcess();
  server.connection.onNotification(ShowMessageNotification.type, params => {
    messages.push(params);
    server.wake();
  });
  await server.initialize({
    workspaceFolders: [{ uri: pathToFileURL(folder).href, name: 'cards' }],
    initializationOptions: { cardsCacheDir: cacheDir },
  });
}, 30_000);
afterAll(() => server?.dispose());

async function hoverAt(target: string, position: Position): Promise<string> {
  const hover: Hover | null = await server.connection.sendRequest(HoverRequest.type, {
    textDocument: { uri: target },
    position,
  });
  return (hover?.contents as MarkupContent | undefined)?.value ?? '';
}

const unknownCards = () => {
  const published = server.diagnostics.get(uri);
  return published && published.filter(d => d.code === Codes.unknownCard).length;
};

test('the cardsFile setting: database cards link, hover as cards sentence by sentence, and open as cards: documents', async () => {
  await server.open(uri, text);
  await server.until('the unknown card without a database', () => (unknownCards() ? true : undefined));
  await server.connection.sendNotification(DidChangeConfigurationNotification.type, {
    settings: { mtgScenario: { cardsFile: 'cards/AtomicCards.json' } },
  });
  await server.until('the card from the database', () => (unknownCards() === 0 ? true : undefined));
  // The card's sentence the engine doesn't understand makes the scenario inconclusive, and says so.
  expect(server.diagnostics.get(uri)?.map(d => [d.code, d.message])).toEqual([
    [Codes.inconclusive, expect.stringContaining('the sentence "Gravel Mystic hums a quiet tune" of Gravel Mystic')],
  ]);

  const hover = await hoverAt(uri, positionOf('"Gravel Mystic"', 3));
  expect(hover).toContain('**Gravel Mystic** {1}{G}');
  expect(hover).toContain('Creature — Elf Druid · 1/1');
  expect(hover).toContain('- ✓ {T}: Add {G} — mana ability: add {G}');
  expect(hover).toContain('- ✓ When Gravel Mystic enters, you gain 2 life — triggered ability (enters): gain life 2');
  expect(hover).toContain('- ✗ Gravel Mystic hums a quiet tune — _not understood: ignored_');
  expect(hover).toContain('_From the card database (AtomicCards.json)_');

  const links = (await server.connection.sendRequest(DefinitionRequest.type, {
    textDocument: { uri },
    position: positionOf('"Gravel Mystic"', 3),
  })) as LocationLink[];
  const target = links[0]!.targetUri;
  expect(target).toBe('cards:/Gravel%20Mystic.mtgs');
  const card: CardTextResult = await server.connection.sendRequest(CardTextRequest, { uri: target });
  expect(card).toMatch(/^card "Gravel Mystic" \{\n {2}cost \{1\}\{G\}\n/);

  // The client opens the document (read-only in the editor): hovering its name shows the card; it isn't checked.
  await server.open(target, card!);
  expect(await hoverAt(target, { line: 0, character: 8 })).toContain('**Gravel Mystic** {1}{G}');
  expect(server.diagnostics.get(target) ?? []).toEqual([]);

  const completion: CompletionList = await server.connection.sendRequest(CompletionRequest.type, {
    textDocument: { uri },
    position: positionOf('"Gravel Mystic"', 1),
  });
  expect(completion.items.map(i => i.label)).toEqual(
    expect.arrayContaining(['Gravel Mystic', 'Thornback Boar', 'Blaze // Chill', 'Lightning Bolt']),
  );
}, 60_000);

test('a file that is not a card file is one warning, and the previous cards stay', async () => {
  await server.connection.sendNotification(DidChangeConfigurationNotification.type, {
    settings: { mtgScenario: { cardsFile: 'broken.json' } },
  });
  const warning = await server.until('the warning', () => messages.find(m => m.message.includes('broken.json')));
  expect(warning.message).toMatch(/^MTG Scenario: .*broken\.json: .*The previous cards stay in use\.$/);
  expect(await hoverAt(uri, positionOf('"Gravel Mystic"', 3))).toContain('**Gravel Mystic**');
}, 30_000);

test('without the setting, the index the client imported (mtgs/cardsIndex) is used', async () => {
  const imported = await importCardFile(FIXTURE_CARDS, path.join(folder, 'client-storage'));
  if (!imported.ok) throw new Error(imported.error);
  await server.connection.sendNotification(DidChangeConfigurationNotification.type, {
    settings: { mtgScenario: { cardsFile: '' } },
  });
  await server.until('no database', () => (unknownCards() ? true : undefined));
  await server.connection.sendNotification(CardsIndexNotification, { path: imported.value.indexPath });
  await server.until("the client's cards", () => (unknownCards() === 0 ? true : undefined));
}, 30_000);
