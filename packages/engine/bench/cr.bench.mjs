// Benchmark: the Comprehensive Rules parser on huge inputs (`npm run bench -w packages/engine`). Each should take well
// under a second: the parser's work is linear in its input.
import { performance } from 'node:perf_hooks';
import { parseComprehensiveRules } from '../out/cr/index.js';
import { HUGE_INPUTS } from './cr-inputs.mjs';

const times = [];
for (const [label, make] of HUGE_INPUTS) {
  const text = make();
  const rounds = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    parseComprehensiveRules(text);
    rounds.push(performance.now() - t0);
  }
  rounds.sort((a, b) => a - b);
  times.push(rounds[1]);
  console.log(`CR parse, 10 MB of ${label}: median ${rounds[1].toFixed(0)} ms (fastest ${rounds[0].toFixed(0)} ms)`);
}
console.log(`CR parse, slowest of the ${times.length} shapes: median ${Math.max(...times).toFixed(0)} ms per 10 MB`);
