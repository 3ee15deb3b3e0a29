import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  DefinitionRequest,
  DidChangeTextDocumentNotification,
  DidChangeWatchedFilesNotification,
  DidCloseTextDocumentNotification,
  FileChangeType,
  type LocationLink,
} from 'vscode-languageserver-protocol/node';
import { BUILTIN_CARDS_URI } from '../../src/workspace/builtin-library.js';
import { repoRoot } from './fixtures.js';
import { ServerProcess } from './server-process.js';

const builtin = 'builtin:///cards.mtgs';
const libraryLines = readFileSync(path.join(repoRoot, 'packages/language/src/builtin/cards.mtgs'), 'utf8').split('\n');
const uri = 'file:///mtgs-builtin-test/bolt.mtgs';
const scenario = `scenario "Bolt the bears" {
  players Alice, Bob
  start Alice turn 3 main1
  Alice { hand "Lightning Bolt"  battlefield Mountain }
  Bob { battlefield "Grizzly Bears" as bears }
  Alice casts "Lightning Bolt" targeting bears
  resolve
  expect bears in Bob's graveyard
}
`;

let server: ServerProcess;
beforeAll(() => void (server = new ServerProcess()));
afterAll(() => server?.dispose());

let version = 1;
/** The scenario's diagnostics after an edit (a comment added at its end), i.e. checked against the cards known now. */
async function scenarioDiagnostics(): Promise<unknown[]> {
  const next = server.nextDiagnostics(uri);
  const end = { line: scenario.split('\n').length - 1, character: 0 };
  await server.connection.sendNotification(DidChangeTextDocumentNotification.type, {
    textDocument: { uri, version: ++version },
    contentChanges: [{ range: { start: end, end }, text: '//\n' }],
  });
  return next;
}

test("the client's copy of builtin:///cards.mtgs (opened empty, edited, closed, deleted) never replaces the built-in library", async () => {
  await server.initialize();
  await server.open(builtin, '');
  const first = server.nextDiagnostics(uri);
  await server.open(uri, scenario);
  expect(await first).toEqual([]);

  await server.connection.sendNotification(DidChangeTextDocumentNotification.type, {
    textDocument: { uri: builtin, version: 2 },
    contentChanges: [{ text: 'card "Lightning Bolt" { cost {R} type Creature }\n' }],
  });
  expect(await scenarioDiagnostics()).toEqual([]);

  // Go to definition still lands on the package's library, on its own line.
  const bolt = { line: 5, character: '  Alice casts "Light'.length };
  const [target] = (await server.connection.sendRequest(DefinitionRequest.type, {
    textDocument: { uri },
    position: bolt,
  })) as LocationLink[];
  expect(target?.targetUri).toBe(BUILTIN_CARDS_URI.toString());
  expect(libraryLines[target!.targetSelectionRange.start.line]).toContain('card "Lightning Bolt"');

  await server.connection.sendNotification(DidCloseTextDocumentNotification.type, { textDocument: { uri: builtin } });
  await server.connection.sendNotification(DidChangeWatchedFilesNotification.type, {
    changes: [{ uri: builtin, type: FileChangeType.Deleted }],
  });
  expect(await scenarioDiagnostics()).toEqual([]);
  expect(server.diagnostics.get(builtin) ?? []).toEqual([]);
}, 60_000);
