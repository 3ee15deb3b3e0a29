// Benchmark: the CLI's start-up, `mtgs check` on a 10-line file, the whole process (issue 8's target: ≤ 150 ms).
// `node bench/startup.bench.mjs [other/mtgs.js ...]` also times other builds of the CLI, interleaved with this one so
// that the machine's load falls on all alike; `node -e 0` shows what Node itself takes. With NODE_EXTRA_CA_CERTS set,
// each is also timed without it (see below).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const RUNS = 20;
const scratch = mkdtempSync(join(tmpdir(), 'mtgs-startup-'));
const file = join(scratch, 'ten-lines.mtgs');
writeFileSync(
  file,
  [
    'scenario "bolt the bear" {',
    '  players Alice, Bob',
    '  start Alice turn 3 main1',
    '  Alice { hand "Lightning Bolt"  battlefield Mountain }',
    '  Bob   { battlefield "Grizzly Bears" }',
    '  Alice casts "Lightning Bolt" as bolt targeting "Grizzly Bears"',
    '  resolve',
    '  expect "Grizzly Bears" in Bob graveyard',
    '  expect Bob life 20',
    '}',
  ].join('\n'),
);

const cli = fileURLToPath(new URL('../dist/mtgs.js', import.meta.url));
const commands = [
  { label: 'node -e 0', args: ['-e', '0'] },
  ...[cli, ...process.argv.slice(2)].map(path => ({ label: `mtgs check (${path})`, args: [path, 'check', file] })),
];
// NODE_EXTRA_CA_CERTS makes Node read and parse that certificate bundle as it starts, before any script (≈ 40–50 ms
// with a system's whole CA bundle, as on the machine these figures come from); mtgs makes no TLS connection. Where it
// is set, every command is also timed without it: the difference is Node's, the same for `node -e 0`.
const { NODE_EXTRA_CA_CERTS: extraCerts, ...withoutExtraCerts } = process.env;
const runs = [
  ...commands.map(command => ({ ...command, env: process.env })),
  ...(extraCerts
    ? commands.map(command => ({
        ...command,
        label: `${command.label}, without NODE_EXTRA_CA_CERTS`,
        env: withoutExtraCerts,
      }))
    : []),
];
const times = runs.map(() => []);
try {
  for (let i = 0; i < RUNS + 2; i++) {
    runs.forEach((run, k) => {
      const t0 = performance.now();
      const result = spawnSync(process.execPath, run.args, { encoding: 'utf8', env: run.env });
      const ms = performance.now() - t0;
      if (result.status !== 0)
        throw new Error(`${run.label} ended with ${result.status}: ${result.stdout}${result.stderr}`);
      if (i >= 2) times[k].push(ms); // the first two runs warm the file cache
    });
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
const load = loadavg()[0].toFixed(1);
runs.forEach((run, k) => {
  const sorted = times[k].sort((a, b) => a - b);
  console.log(
    `${run.label}: median ${sorted[RUNS >> 1].toFixed(0)} ms, fastest ${sorted[0].toFixed(0)} ms (${RUNS} runs, load ${load})`,
  );
});
