// Benchmark: the board view's request `mtgs/board` as the cursor moves through a long scenario (300 action lines over
// 150 turns, and the e2e fixture's combat), in process: the request's own cost — position → the runner's cached
// replay → the JSON view model — without the client. Also an edit followed by the request (the document's build and
// validation replay the lines after the edit; the request then reuses that replay).
//
//   npm run build -w packages/language && node packages/language/bench/board.bench.mjs [--rounds 5]
//
// The target is the board redrawn within 100 ms of a cursor move; the e2e test measures the whole way in the editor.
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';

const args = process.argv.slice(2);
const ROUNDS = Number(args[args.indexOf('--rounds') + 1] || 5) || 5;
let createMtgServices;
try {
  await import(new URL('../out/base/polyfill.js', import.meta.url).href);
  ({ createMtgServices } = await import(new URL('../out/index.js', import.meta.url).href));
} catch (error) {
  console.error(`Can't load the compiled package (${error.message}): run "npm run build -w packages/language" first.`);
  process.exit(1);
}
const { EmptyFileSystem, TextDocument, URI } = await import('langium');

const TURNS = 150;
const long = [
  'scenario "Long" {',
  '  players Alice, Bob',
  '  start Alice turn 1 main1',
  '  Alice { battlefield "Grizzly Bears", Forest x3  library 200 }',
  '  Bob   { battlefield "Llanowar Elves", Mountain x3  library 200 }',
  ...Array.from({ length: TURNS }, () => ['  go to upkeep', '  go to draw']).flat(),
  '}',
].join('\n');
const fixture = readFileSync(new URL('../../vscode/e2e/workspace/board.mtgs', import.meta.url), 'utf8');
const text = `${fixture}\n${long}\n`;

const { shared, mtg } = createMtgServices(EmptyFileSystem);
await shared.workspace.WorkspaceManager.initializeWorkspace([]);
const uri = URI.parse('file:///bench/board.mtgs');
const documents = shared.workspace.TextDocuments;
let version = 1;
const open = async content => {
  // As the language server does on a change: the text document, then a build of the changed URI.
  documents.set(TextDocument.create(uri.toString(), 'mtg-scenario', version++, content));
  await shared.workspace.DocumentBuilder.update([uri], []);
};
const started = performance.now();
await open(text);
const coldMs = performance.now() - started;
const lines = text.split('\n').length;

const times = [];
// The process's CPU time per request beside its wall time: on a loaded machine a slow request whose CPU time is small
// was waiting for a core, not working.
const cpu = [];
let views = 0;
for (let round = 0; round < ROUNDS; round++) {
  for (let line = 0; line < lines; line++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const view = await mtg.lsp.BoardRequests.board({ uri: uri.toString(), position: { line, character: 2 } });
    times.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    if (view) views++;
  }
}
const edits = [];
for (let i = 0; i < ROUNDS; i++) {
  // An edit on the long scenario's first turn (all its lines after it replay): the board in the middle of it.
  const edited = text.replace(/ {2}go to draw/, `  go to draw // edit ${i}`);
  const middle = fixture.split('\n').length + 3 + TURNS;
  const t0 = performance.now();
  await open(edited);
  await mtg.lsp.BoardRequests.board({ uri: uri.toString(), position: { line: middle, character: 2 } });
  edits.push(performance.now() - t0);
}
const stats = values => {
  const sorted = [...values].sort((a, b) => a - b);
  return `median ${sorted[Math.floor(sorted.length / 2)].toFixed(2)} ms, p95 ${sorted[Math.floor(sorted.length * 0.95)].toFixed(2)} ms, max ${sorted[sorted.length - 1].toFixed(2)} ms`;
};
console.log(
  `${cpus().length} CPUs, load ${loadavg()[0].toFixed(1)}; ${lines} lines, first build with validation ${coldMs.toFixed(0)} ms`,
);
console.log(`mtgs/board at each line, ${ROUNDS} rounds (${views} views, the rest outside scenarios): ${stats(times)}`);
const slowest = times
  .map((wall, i) => ({ wall, cpu: cpu[i] }))
  .sort((a, b) => b.wall - a.wall)
  .slice(0, 5);
console.log(
  `  CPU time of the process per request: ${stats(cpu)}; the 5 slowest (wall / CPU ms): ${slowest.map(s => `${s.wall.toFixed(1)} / ${s.cpu.toFixed(1)}`).join(', ')}`,
);
console.log(
  `an edit on the long scenario's first line, then mtgs/board (the build with validation replaying ${TURNS * 2} lines, then the view), ${ROUNDS} runs: ${stats(edits)}`,
);
