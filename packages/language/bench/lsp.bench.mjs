// Benchmark: the latency a client sees after typing, end to end over LSP. The built language server runs in its own
// process, spoken to over stdio as an editor does; the generated 2,000-line file of diagnostics.bench.mjs is opened,
// then single-character edits are sent one at a time, each timed from its didChange to the publishDiagnostics that
// follows it.
//
//   npm run build -w packages/language && node packages/language/bench/lsp.bench.mjs [--edits 60] [--out dir]
//
// --out DIR runs another build's server (a copy of out/ from before a change), for an A/B comparison in the same run;
// --gap MS is the pause between an edit's diagnostics and the next edit (a typist's pause: 100 ms). The target is a
// p50 ≤ 30 ms and a p95 ≤ 60 ms. Wall times depend on the machine's load, printed with them; the server's main thread's
// time on a core and waiting for one, per edit (from /proc), show what of an edit was work and what was waiting.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  ConfigurationRequest,
  createProtocolConnection,
  DidChangeTextDocumentNotification,
  DidOpenTextDocumentNotification,
  ExitNotification,
  InitializedNotification,
  InitializeRequest,
  PublishDiagnosticsNotification,
  RegistrationRequest,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
} from 'vscode-languageserver-protocol/node';
import { generate } from './diagnostics.bench.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const OUT = resolve(option('out', new URL('../out', import.meta.url).pathname));
const EDITS = Number(option('edits', 60));
const GAP_MS = Number(option('gap', 100));
const LINES = 2000;
const URI_TEXT = 'file:///bench/lsp.mtgs';

const serverMain = resolve(OUT, 'main.js');
if (!existsSync(serverMain)) {
  console.error(`${serverMain} is missing: run "npm run build -w packages/language" first.`);
  process.exit(1);
}
// --node "ARGS": options for the server's Node, e.g. "--cpu-prof --cpu-prof-dir=prof" (written as the server exits).
const nodeArgs = option('node', '').split(' ').filter(Boolean);
const server = spawn(process.execPath, [...nodeArgs, serverMain, '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
const exited = new Promise(r => server.once('exit', r));
const connection = createProtocolConnection(
  new StreamMessageReader(server.stdout),
  new StreamMessageWriter(server.stdin),
);
let published = 0;
let wake = () => undefined;
let last = [];
connection.onNotification(PublishDiagnosticsNotification.type, params => {
  if (params.uri !== URI_TEXT) return;
  published++;
  last = params.diagnostics;
  wake();
});
connection.onRequest(ConfigurationRequest.type, params => params.items.map(() => ({ rulesFile: '' })));
connection.onRequest(RegistrationRequest.type, () => undefined);
connection.listen();

/** The next publication after `seen` ones, or an error after a minute (a server that stopped answering). */
function publication(seen) {
  return new Promise((resolvePublished, reject) => {
    const timer = setTimeout(() => reject(new Error('no diagnostics within 60 s')), 60_000);
    const check = () => {
      if (published <= seen) return;
      clearTimeout(timer);
      wake = () => undefined;
      resolvePublished(last);
    };
    wake = check;
    check();
  });
}

/**
 * The server's main thread so far, from /proc (Linux): its time on a core and its time waiting for one (runnable but
 * not running: the machine's load), in ms; zeros where there is no /proc.
 */
function serverThread() {
  const stat = `/proc/${server.pid}/task/${server.pid}/schedstat`;
  if (!existsSync(stat)) return { running: 0, waiting: 0 };
  const [running, waiting] = readFileSync(stat, 'utf8').split(' ').map(Number);
  return { running: running / 1e6, waiting: waiting / 1e6 };
}

const text = generate(LINES);
const lines = text.split('\n');
/**
 * Where the edits go, in turn: a digit typed after an expected life total (the diagnostics change), then deleted
 * again; in the last scenario, in a long game's middle, and in a short scenario mid-file.
 */
const places = [
  lines.findLastIndex(l => /expect Bob life/.test(l)),
  lines.findIndex((l, i) => i > 300 && /expect Alice life/.test(l)),
  lines.findIndex((l, i) => i > lines.length / 2 && /expect Bob life/.test(l)),
].map(line => ({ line, character: lines[line].length }));

const load = () =>
  loadavg()
    .map(x => x.toFixed(2))
    .join(', ');
console.log(
  `LSP benchmark: ${serverMain}; ${LINES} lines; Node ${process.version}, ${cpus().length} CPUs, load average ${load()}`,
);
await connection.sendRequest(InitializeRequest.type, {
  processId: process.pid,
  rootUri: null,
  workspaceFolders: null,
  capabilities: { workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: true } } },
});
await connection.sendNotification(InitializedNotification.type, {});
const t0 = performance.now();
const opened = publication(0);
await connection.sendNotification(DidOpenTextDocumentNotification.type, {
  textDocument: { uri: URI_TEXT, languageId: 'mtg-scenario', version: 1, text },
});
const clean = await opened;
console.log(`opened: diagnostics after ${(performance.now() - t0).toFixed(0)} ms (${clean.length} diagnostics)`);

let version = 1;
const wall = [];
const running = [];
const waiting = [];
// The first edits warm the server up (V8 optimises the parser and the validator): not counted.
const WARM_UP = 10;
for (let i = 0; i < WARM_UP + EDITS; i++) {
  const place = places[Math.floor(i / 2) % places.length];
  const typed = i % 2 === 0;
  const seen = published;
  const before = serverThread();
  const start = performance.now();
  await connection.sendNotification(DidChangeTextDocumentNotification.type, {
    textDocument: { uri: URI_TEXT, version: ++version },
    contentChanges: [
      typed
        ? { range: { start: place, end: place }, text: '1' }
        : { range: { start: place, end: { ...place, character: place.character + 1 } }, text: '' },
    ],
  });
  const diagnostics = await publication(seen);
  const ms = performance.now() - start;
  if (typed === (diagnostics.length === clean.length))
    throw new Error(`edit ${i + 1} should ${typed ? 'add' : 'remove'} a diagnostic: ${diagnostics.length}`);
  if (i >= WARM_UP) {
    const after = serverThread();
    wall.push(ms);
    running.push(after.running - before.running);
    waiting.push(after.waiting - before.waiting);
  }
  await new Promise(r => setTimeout(r, GAP_MS));
}

const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const stats = xs =>
  `p50 ${percentile(xs, 0.5).toFixed(1)} ms, p95 ${percentile(xs, 0.95).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`;
console.log(`didChange → publishDiagnostics, ${EDITS} single-character edits: ${stats(wall)}`);
console.log(`  the server's main thread on a core: ${stats(running)}; waiting for a core: ${stats(waiting)}`);
// What a machine with a free core would have taken: the same edits without the server's wait for one.
console.log(`  less the server's wait for a core: ${stats(wall.map((ms, i) => ms - waiting[i]))}`);
console.log(`load average now ${load()}`);
await connection.sendRequest(ShutdownRequest.type);
await connection.sendNotification(ExitNotification.type);
await exited;
connection.dispose();
