// Benchmark: replaying a long scripted game through the engine (`npm run bench -w packages/engine`).
import { performance } from 'node:perf_hooks';
import { recordGame, replay } from './game.mjs';

export function measure(label, game, rounds = 30) {
  for (let i = 0; i < 5; i++) replay(game.start, game.actions); // warm-up
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
  // The fastest round is what an uncontended core does; the median also shows the machine's load.
  console.log(`${label}: ${game.actions.length} actions over ${game.turns} turns; median ${median.toFixed(2)} ms ` +
    `(${per1000.toFixed(2)} ms per 1,000 actions, ${rate(median)} actions/s; fastest round ${rate(times[0])} actions/s)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  measure('long game', recordGame(1000));

}
