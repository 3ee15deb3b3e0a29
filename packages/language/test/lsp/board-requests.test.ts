import { afterAll, beforeAll, expect, test } from 'vitest';
import { CodeLensRequest, DidChangeTextDocumentNotification } from 'vscode-languageserver-protocol/node';
import { BoardRequest, type BoardParams, type BoardResult } from '../../src/base/protocol.js';
import { boardScenario } from './board-fixtures.js';
import { ServerProcess } from './server-process.js';

/** The board view's request and code lens as the VS Code client gets them, from the server in its own process. */
let server: ServerProcess;

beforeAll(async () => {
  server = new ServerProcess();
  const init = await server.initialize();
  expect(init.capabilities.codeLensProvider).toBeTruthy();
}, 30_000);

afterAll(() => server?.dispose());

const uri = 'file:///mtgs-board/board.mtgs';
const board = (line: number) =>
  server.connection.sendRequest<BoardResult>(BoardRequest, {
    uri,
    position: { line, character: 0 },
  } satisfies BoardParams);

test('mtgs/board follows the cursor through a scenario and the edits made to it', async () => {
  const published = server.nextDiagnostics(uri);
  await server.open(uri, boardScenario);
  expect(await published).toEqual([]);
  const views = await Promise.all([0, 6, 9, 12].map(board));
  expect(views.map(v => v?.at.kind)).toEqual(['start', 'action', 'action', 'expectation']);
  const elves = views[2]!.state!.players[1]!.battlefield.creatures.find(c => c.name === 'Llanowar Elves');
  expect(elves).toMatchObject({ tapped: true, blocking: ['Grizzly Bears'] });
  expect(views[2]!.state!.stack.map(s => `${s.name} → ${s.targets.join(', ')}`)).toEqual([
    'Lightning Bolt → Giant Spider',
  ]);

  // An edit: the spider now has no damage marked; the board at the same line shows the new replay.
  const edited = boardScenario.replace('as spider damage 2', 'as spider');
  await server.connection.sendNotification(DidChangeTextDocumentNotification.type, {
    textDocument: { uri, version: 2 },
    contentChanges: [{ text: edited }],
  });
  const after = await board(9);
  expect(after!.state!.players[1]!.battlefield.creatures.find(c => c.name === 'Giant Spider')!.damage).toBe(0);
  expect(await board(14)).toBeNull();
  expect(
    await server.connection.sendRequest<BoardResult>(BoardRequest, {
      uri: 'builtin:///cards.mtgs',
      position: { line: 3, character: 0 },
    }),
  ).toBeNull();
});

test('a "Show board" code lens on each scenario runs the client\'s command', async () => {
  const lenses = await server.connection.sendRequest(CodeLensRequest.type, { textDocument: { uri } });
  expect(lenses).toEqual([
    {
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      command: { title: 'Show board', command: 'mtgScenario.showBoard', arguments: [uri, { line: 0, character: 0 }] },
    },
  ]);
});
