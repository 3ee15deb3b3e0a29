import { afterAll, beforeAll, expect, test } from 'vitest';
import { FoldingRangeRequest, type FoldingRange } from 'vscode-languageserver-protocol/node';
import { ServerProcess } from './server-process.js';

let server: ServerProcess;

beforeAll(async () => {
  server = new ServerProcess();
  const init = await server.initialize();
  expect(init.capabilities.foldingRangeProvider).toBeTruthy();
}, 30_000);

afterAll(() => server?.dispose());

test("cards, scenarios and player blocks fold (Langium's folding: the closing brace stays visible)", async () => {
  const uri = 'file:///mtgs-folding/a.mtgs';
  const text = `card "Folding Bear" {
  type Creature
  2/2
}
scenario "folds" {
  players Alice, Bob
  start Alice turn 4 main2
  Alice {
    hand "Folding Bear"
    battlefield Forest
  }
  Bob { library 5 }
  go to end
}
`;
  const published = server.nextDiagnostics(uri);
  await server.open(uri, text);
  expect(await published).toEqual([]);
  const ranges: FoldingRange[] | null = await server.connection.sendRequest(FoldingRangeRequest.type, {
    textDocument: { uri },
  });
  expect(ranges?.map(r => [r.startLine, r.endLine])).toEqual([
    [0, 2],
    [4, 12],
    [7, 9],
  ]);
});
