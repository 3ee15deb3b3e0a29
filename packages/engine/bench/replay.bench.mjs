// Benchmark: replaying a long scripted game through the engine (`npm run bench -w packages/engine`).
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { recordGame, replay } from './game.mjs';

/**
 * Warm-up: V8 keeps compiling the engine's functions with its optimizing compiler (TurboFan) for the first ≈ 50–100
 * replays of the long game (measured with `--trace-opt`: 2–9 functions per replay in the first 10, a few more up to
 * the 110th); until then a replay takes 5–20 times as long as afterwards. Five replays measured mostly the compiler,
 * so the warm-up replays until the code has settled: at least WARM_UP_REPLAYS and at least WARM_UP_MS of CPU.
 */
const WARM_UP_REPLAYS = 150;
const WARM_UP_MS = 500;

export function measure(label, game, rounds = 60) {
  const cpuStart = process.cpuUsage();
  const cpuMs = () => {
    const u = process.cpuUsage(cpuStart);
    return (u.user + u.system) / 1000;
  };
  for (let i = 0; i < WARM_UP_REPLAYS || cpuMs() < WARM_UP_MS; i++) replay(game.start, game.actions);
  const times = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    replay(game.start, game.actions);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const per1000 = (median / game.actions.length) * 1000;
  const rate = ms => Math.round(game.actions.length / (ms / 1000)).toLocaleString('en');
  // The fastest round is what an uncontended core does; the median (rounds with a garbage collection included) also
  // shows the machine's load, printed with it.
  console.log(
    `${label}: ${game.actions.length} actions over ${game.turns} turns; median ${median.toFixed(2)} ms ` +
      `(${per1000.toFixed(2)} ms per 1,000 actions, ${rate(median)} actions/s; fastest round ${rate(times[0])} actions/s; ` +
      `${rounds} rounds, load ${loadavg()[0].toFixed(1)})`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  measure('long game', recordGame(1000));
}
