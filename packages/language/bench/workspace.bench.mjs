// Benchmark: the language server's workspace of many files, in process: a generated folder loaded and built the way
// the server does at start-up (WorkspaceManager, then every document validated), with the heap in use after a full
// GC (what the server keeps for as long as the files are in the workspace) and the time it took.
//
//   npm run build -w packages/language
//   node bench/workspace.bench.mjs [--ordinary 600] [--dense 10] [--out dir]
//
// Ordinary files hold one scenario each; an error-dense file is 400 KB with 66,669 lexing errors (at most 1,000
// diagnostics are kept per file). --out DIR measures another build of the package (a copy of out/ from before a
// change, kept inside the repository so that its imports resolve).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
// Each kind of file is measured in a process of its own, so that one's services are not in the other's heap.
const KIND = option('kind', undefined);
if (KIND === undefined) {
  const self = fileURLToPath(import.meta.url);
  for (const kind of ['ordinary', 'dense']) {
    const r = spawnSync(process.execPath, ['--expose-gc', self, ...args, '--kind', kind], { stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  process.exit(0);
}
const OUT = option('out', undefined);
const outUrl = file => (OUT ? pathToFileURL(resolve(OUT, file)).href : new URL(`../out/${file}`, import.meta.url).href);
await import(outUrl('base/polyfill.js'));
const { createMtgServices } = await import(outUrl('index.js'));
const { NodeFileSystem } = await import('langium/node');

const scenario = i => `scenario "bolt the bear ${i}" {
  players Alice, Bob
  start Alice turn 3 main1
  Alice { hand "Lightning Bolt"  battlefield Mountain }
  Bob   { battlefield "Grizzly Bears" }
  Alice casts "Lightning Bolt" as bolt targeting "Grizzly Bears"
  resolve
  expect "Grizzly Bears" in Bob graveyard
  expect Bob life 20
}
`;
const DENSE = '@@@@@\n'.repeat(66_669);

const heapMiB = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 1048576;
};

async function measure(label, count, text) {
  const folder = mkdtempSync(join(tmpdir(), 'mtgs-workspace-bench-'));
  try {
    mkdirSync(join(folder, 'w'));
    for (let i = 0; i < count; i++) writeFileSync(join(folder, 'w', `f${String(i).padStart(5, '0')}.mtgs`), text(i));
    const before = heapMiB();
    const started = performance.now();
    const { shared } = createMtgServices(NodeFileSystem);
    await shared.workspace.WorkspaceManager.initializeWorkspace([{ uri: pathToFileURL(folder).href, name: 'w' }]);
    const documents = shared.workspace.LangiumDocuments.all.toArray();
    await shared.workspace.DocumentBuilder.build(documents, { validation: true });
    const seconds = (performance.now() - started) / 1000;
    const kept = heapMiB() - before;
    const most = Math.max(...documents.map(d => d.diagnostics?.length ?? 0));
    console.log(
      `${label}: ${count} files, heap kept ${kept.toFixed(1)} MiB (${((kept * 1024) / count).toFixed(0)} KiB per file), ${seconds.toFixed(1)} s, at most ${most} diagnostics in a file`,
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

console.log(`${OUT ?? 'out/'}, load ${loadavg()[0].toFixed(1)}`);
if (KIND === 'ordinary') await measure('one-scenario files', Number(option('ordinary', 600)), scenario);
else await measure('error-dense files', Number(option('dense', 10)), () => DENSE);
