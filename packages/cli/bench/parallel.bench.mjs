// Benchmark: `mtgs test` over 500 files, in the main thread alone (--workers 1) and with its default worker threads
// (one per core), the whole process, interleaved so that the machine's load falls on both alike. The files are made
// from examples/: one scenario each, the 102 scenarios in turn (renamed, so that every name is new), and the examples'
// card definitions in one file of their own, which every worker also reads. They are written to a scratch folder,
// removed at the end; the two runs must print the same report.
//
//   node bench/parallel.bench.mjs [--files 500] [--runs 5] [--keep DIR]
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i < 0 ? fallback : args[i + 1];
};
const FILES = Number(option('files', 500));
const RUNS = Number(option('runs', 5));
const keep = option('keep', undefined);
const examples = fileURLToPath(new URL('../../../examples/', import.meta.url));
const cli = fileURLToPath(new URL('../dist/mtgs.js', import.meta.url));

/** A file's top-level blocks: each `scenario "…" {` to its closing brace at the start of a line, and the rest. */
function split(text) {
  const scenarios = [];
  const rest = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!/^scenario\b/.test(lines[i])) {
      rest.push(lines[i]);
      continue;
    }
    const start = i;
    while (i < lines.length && lines[i] !== '}') i++;
    scenarios.push(lines.slice(start, i + 1).join('\n'));
  }
  return { scenarios, rest: rest.join('\n') };
}

export function generate(dir, files) {
  mkdirSync(dir, { recursive: true });
  const scenarios = [];
  const cards = [];
  for (const name of readdirSync(examples)
    .filter(n => n.endsWith('.mtgs'))
    .sort()) {
    const parts = split(readFileSync(join(examples, name), 'utf8'));
    scenarios.push(...parts.scenarios);
    cards.push(parts.rest);
  }
  writeFileSync(join(dir, 'cards.mtgs'), cards.join('\n'));
  for (let i = 0; i < files; i++) {
    const scenario = scenarios[i % scenarios.length].replace(/^scenario "/, `scenario "${i}: `);
    writeFileSync(join(dir, `s${String(i).padStart(4, '0')}.mtgs`), `${scenario}\n`);
  }
}

const scratch = keep ?? mkdtempSync(join(tmpdir(), 'mtgs-parallel-bench-'));
try {
  generate(scratch, FILES);
  const runs = [
    { label: 'mtgs test --workers 1', args: [cli, 'test', scratch, '--workers', '1'] },
    { label: `mtgs test (default: ${availableParallelism()} cores)`, args: [cli, 'test', scratch] },
  ];
  const times = runs.map(() => []);
  const outputs = runs.map(() => '');
  for (let i = 0; i < RUNS + 1; i++) {
    runs.forEach((run, k) => {
      const t0 = performance.now();
      const r = spawnSync(process.execPath, run.args, { encoding: 'utf8', maxBuffer: 1 << 26 });
      const ms = performance.now() - t0;
      if (r.status !== 0) throw new Error(`${run.label} ended with ${r.status}: ${r.stdout.slice(-2000)}${r.stderr}`);
      outputs[k] = r.stdout.replace(/\(\d+ files in [\d.]+ s\)/, '');
      if (i >= 1) times[k].push(ms); // the first run warms the file cache
    });
  }
  if (outputs[0] !== outputs[1]) throw new Error('the two runs printed different reports');
  const median = xs => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  console.log(`${FILES + 1} files, ${RUNS} runs each, load ${loadavg()[0].toFixed(1)}; the reports are the same`);
  runs.forEach((run, k) =>
    console.log(
      `${run.label}: median ${(median(times[k]) / 1000).toFixed(2)} s, fastest ${(Math.min(...times[k]) / 1000).toFixed(2)} s`,
    ),
  );
  console.log(`speed-up (median): ${(median(times[0]) / median(times[1])).toFixed(2)}x`);
} finally {
  if (!keep) rmSync(scratch, { recursive: true, force: true });
}
