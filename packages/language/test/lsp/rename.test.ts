import { TextDocument } from 'vscode-languageserver-textdocument';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  DidChangeTextDocumentNotification,
  PrepareRenameRequest,
  RenameRequest,
  type Position,
  type WorkspaceEdit,
} from 'vscode-languageserver-protocol/node';
import { ServerProcess } from './server-process.js';

let server: ServerProcess;

beforeAll(async () => {
  server = new ServerProcess();
  const init = await server.initialize();
  expect(init.capabilities.renameProvider).toBeTruthy();
}, 30_000);

afterAll(() => server?.dispose());

const cardUri = 'file:///mtgs-rename/cards.mtgs';
const scenarioUri = 'file:///mtgs-rename/scenario.mtgs';
const texts = new Map<string, string>([
  [cardUri, 'card "Test Bear" {\n  type Creature\n  2/2\n}\n'],
  [
    scenarioUri,
    'scenario "s" {\n  players Alice, Bob\n  start Alice turn 4 main2\n  Alice { battlefield "Test Bear" as bear }\n  Bob   { battlefield Forest }\n  expect bear untapped\n  expect Alice life 20\n}\n',
  ],
]);
const versions = new Map<string, number>();

function positionOf(uri: string, needle: string): Position {
  const text = texts.get(uri)!;
  const before = text.slice(0, text.indexOf(needle) + 1).split('\n');
  return { line: before.length - 1, character: before[before.length - 1]!.length };
}

async function rename(uri: string, needle: string, newName: string): Promise<WorkspaceEdit | null> {
  return server.connection.sendRequest(RenameRequest.type, {
    textDocument: { uri },
    position: positionOf(uri, needle),
    newName,
  });
}

/**
 * Applies the edit to every document it changes and sends them to the server, which then publishes no problems
 * (between the files' changes one may briefly name a card the other no longer defines).
 */
async function apply(edit: WorkspaceEdit | null): Promise<void> {
  const changed = Object.keys(edit?.changes ?? {});
  const seen = new Map(changed.map(uri => [uri, server.publications.get(uri) ?? 0]));
  for (const [uri, edits] of Object.entries(edit?.changes ?? {})) {
    const version = (versions.get(uri) ?? 1) + 1;
    versions.set(uri, version);
    texts.set(uri, TextDocument.applyEdits(TextDocument.create(uri, 'mtg-scenario', version, texts.get(uri)!), edits));
    await server.connection.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri, version },
      contentChanges: [{ text: texts.get(uri)! }],
    });
  }
  expect(changed.length).toBeGreaterThan(0);
  await server.until('no problems after the rename', () =>
    [...seen].every(([uri, count]) => (server.publications.get(uri) ?? 0) > count) &&
    [...texts.keys()].every(uri => server.diagnostics.get(uri)?.length === 0)
      ? true
      : undefined,
  );
}

test('rename a workspace card across files, an alias and a player; names are quoted where the grammar needs it', async () => {
  for (const [uri, text] of texts) await server.open(uri, text);
  expect(await server.nextDiagnostics(scenarioUri)).toEqual([]);

  await apply(await rename(cardUri, 'Test Bear', 'Big Bear'));
  expect(texts.get(cardUri)).toContain('card "Big Bear" {');
  expect(texts.get(scenarioUri)).toContain('battlefield "Big Bear" as bear');

  await apply(await rename(scenarioUri, 'bear untapped', 'cub'));
  expect(texts.get(scenarioUri)).toContain('as cub }\n  Bob   { battlefield Forest }\n  expect cub untapped');

  await apply(await rename(scenarioUri, 'Alice life', 'Carol'));
  expect(texts.get(scenarioUri)).toContain('players Carol, Bob\n  start Carol turn 4 main2\n  Carol {');

  // A player's name is never quoted: a name that would need it is refused.
  await expect(rename(scenarioUri, 'Bob', 'Big Bob')).rejects.toThrow(/can't be one/);
  // A built-in card's definition is read-only.
  await expect(rename(scenarioUri, 'Forest', 'Woods')).rejects.toThrow(/read-only/);
});

test('the rename box shows a quoted name without its quotes, and a new name typed with quotes means the name inside them', async () => {
  // The texts as the test above left them.
  const prepare = (uri: string, needle: string) =>
    server.connection.sendRequest(PrepareRenameRequest.type, {
      textDocument: { uri },
      position: positionOf(uri, needle),
    });
  const range = await prepare(cardUri, 'Big Bear');
  const start = positionOf(cardUri, 'Big Bear');
  expect(range).toEqual({
    start: { line: start.line, character: start.character - 1 },
    end: { line: start.line, character: start.character - 1 + 'Big Bear'.length },
  });
  // A bare name's range is the name.
  expect(await prepare(scenarioUri, 'cub untapped')).toMatchObject({
    end: { character: positionOf(scenarioUri, 'cub untapped').character - 1 + 'cub'.length },
  });

  await apply(await rename(scenarioUri, 'Big Bear', '"Old Bear"'));
  expect(texts.get(cardUri)).toContain('card "Old Bear" {');
  expect(texts.get(scenarioUri)).toContain('battlefield "Old Bear" as cub');
  // Quotes around a name that needs none are dropped.
  await apply(await rename(scenarioUri, 'cub untapped', '"bear"'));
  expect(texts.get(scenarioUri)).toContain('"Old Bear" as bear }');
  expect(texts.get(scenarioUri)).toContain('expect bear untapped');
});
