import { afterAll, beforeAll, expect, test } from 'vitest';
import { ServerProcess } from '../lsp/server-process.js';

let server: ServerProcess;

beforeAll(async () => {
  server = new ServerProcess();
  await server.initialize();
}, 30_000);

afterAll(() => server?.dispose());

test('each diagnostic in a scenario, a syntax error too, names its scenario in its source; the others say mtgs', async () => {
  const uri = 'file:///mtgs-sources/two.mtgs';
  await server.open(
    uri,
    [
      'card "Odd Bear" { type Creature  2/2 }',
      'card "Odd Bear" { type Creature  3/3 }',
      'scenario "First" {',
      '  players Alice, Bob',
      '  start Alice turn 5 main1',
      '  expect Alice life 19',
      '}',
      'scenario "Second" {',
      '  players Alice, Bob',
      '  start Alice turn 5 main1',
      '  expect Bob life 18',
      '  expect Bob lfe 18',
      '}',
      '',
    ].join('\n'),
  );
  const diagnostics = await server.nextDiagnostics(uri);
  const at = (line: number) => diagnostics.filter(d => d.range.start.line === line).map(d => d.source);
  expect(at(5)).toEqual(['mtgs · First']);
  expect(at(10)).toEqual(['mtgs · Second']);
  expect(new Set(at(11))).toEqual(new Set(['mtgs · Second']));
  // The duplicate card is outside any scenario.
  expect(at(1)).toEqual(['mtgs']);
});
