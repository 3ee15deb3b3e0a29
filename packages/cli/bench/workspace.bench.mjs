// Benchmark: what `mtgs` takes across many files, the whole process: peak resident memory (the kernel's maxRSS) and
// wall time of
//   - `mtgs test` over N generated one-scenario files (memory should stay flat as N grows: each file is released
//     once reported),
//   - `mtgs check` over N error-dense files (400 KB, 66,669 lexing errors each: at most 1,000 diagnostics are kept
//     per file),
//   - `mtgs check` of one such file that also names an unknown card (built once, not again with the whole library);
// and, for this build only, the heap still in use after a full GC as `mtgs test` goes through the most ordinary files
// and the most error-dense ones (what the run keeps, without the garbage that V8 lets pile up before it collects).
//
//   node bench/workspace.bench.mjs [--ordinary 100,300,600,1200] [--dense 1,10,30] [other/mtgs.js ...]
//
// Other builds of the CLI named on the command line are measured on the same files (an A/B comparison). The files
// are written to a scratch folder, removed at the end.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const [value] = args.splice(i, 2).slice(1);
  return value.split(',').map(Number);
};
const ORDINARY = option('ordinary', [100, 300, 600, 1200]);
const DENSE = option('dense', [1, 10, 30]);
const clis = [fileURLToPath(new URL('../dist/mtgs.js', import.meta.url)), ...args];

const scratch = mkdtempSync(join(tmpdir(), 'mtgs-workspace-bench-'));
// Preloaded into each run: the process's own peak resident memory, as it exits.
const preload = join(scratch, 'maxrss.cjs');
writeFileSync(
  preload,
  "process.on('exit', () => require('node:fs').writeSync(2, `\\nmaxrss ${process.resourceUsage().maxRSS}\\n`));\n",
);

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
const DENSE_TEXT = '@@@@@\n'.repeat(66_669);
const UNKNOWN_CARD =
  'scenario "s" {\n  players Alice, Bob\n  start Alice turn 1 main1\n  Alice { hand "Unknown Card" }\n}\n';

function folder(name, count, text) {
  const dir = join(scratch, name);
  mkdirSync(dir);
  for (let i = 0; i < count; i++) writeFileSync(join(dir, `f${String(i).padStart(5, '0')}.mtgs`), text(i));
  return dir;
}

function run(cli, command, path) {
  const started = performance.now();
  // The output is not kept: a child starts with the peak resident memory of the process it was forked from, which
  // 66,000 lines of output kept here would raise.
  const r = spawnSync(process.execPath, ['--require', preload, cli, command, path], {
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const seconds = (performance.now() - started) / 1000;
  const maxrss = /maxrss (\d+)/.exec(r.stderr)?.[1];
  if (r.status === null || r.status > 1 || !maxrss)
    throw new Error(`${cli} ${command} ${path}: ${r.status} ${r.stderr}`);
  const mib = Number(maxrss) / 1024;
  return { text: `peak RSS ${mib.toFixed(0)} MiB, ${seconds.toFixed(2)} s, exit ${r.status}`, mib };
}

/** The heap in use after a full GC once every `every` files have been reported, in this build's `checkFiles`. */
function retained(path, every) {
  const script = `
    const { readInputs } = await import(${JSON.stringify(new URL('../out/files.js', import.meta.url).href)});
    const { checkFiles } = await import(${JSON.stringify(new URL('../out/workspace.js', import.meta.url).href)});
    const { inputs } = readInputs([${JSON.stringify(path)}], '/');
    const heap = () => (gc(), gc(), (process.memoryUsage().heapUsed / 1048576).toFixed(1));
    const marks = [];
    let n = 0;
    await checkFiles(inputs, undefined, () => { if (++n % ${every} === 0) marks.push(n + ': ' + heap()); });
    console.log(marks.join(', '));`;
  const r = spawnSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', script], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`retained heap: ${r.stderr}`);
  return r.stdout.trim();
}

function row(label, command, path) {
  for (const cli of clis) console.log(`${label} (${cli}): ${run(cli, command, path).text}`);
}

try {
  console.log(`load ${loadavg()[0].toFixed(1)}`);
  const ordinary = ORDINARY.map(n => folder(`ordinary-${n}`, n, scenario));
  ORDINARY.forEach((n, i) => row(`mtgs test, ${n} one-scenario files`, 'test', ordinary[i]));
  const dense = DENSE.map(n => folder(`dense-${n}`, n, () => DENSE_TEXT));
  DENSE.forEach((n, i) => row(`mtgs check, ${n} error-dense files`, 'check', dense[i]));
  const most = (ns, folders) => folders[ns.indexOf(Math.max(...ns))];
  console.log(
    `heap after GC, by files reported (MiB): ${retained(most(ORDINARY, ordinary), Math.max(...ORDINARY) / 6)}`,
  );
  console.log(
    `heap after GC, by error-dense files reported (MiB): ${retained(most(DENSE, dense), Math.max(1, Math.max(...DENSE) / 5))}`,
  );
  const unknown = folder('unknown-card', 1, () => UNKNOWN_CARD + DENSE_TEXT);
  row('mtgs check, 1 error-dense file naming an unknown card', 'check', unknown);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
