// Benchmark: does an action's cost grow with the board? The same 1,000 casts of a free instant, each resolved,
// with 10 and with 1,000 other permanents on the battlefield (issue 8's target: at most 2× per action).
import { performance } from 'node:perf_hooks';
import { apply, createGame, defineCard } from '../out/index.js';

const def = spec => defineCard(spec).def;
const FREE = def({ name: 'Free Gift', cost: '{0}', type: 'Instant', text: 'You gain 1 life.' });
const BEARS = def({ name: 'Grizzly Bears', cost: '{1}{G}', type: 'Creature — Bear', power: 2, toughness: 2 });
const FOREST = def({ name: 'Forest', type: 'Basic Land — Forest' });

function start(others) {
  const battlefield = Array.from({ length: others }, (_, i) => ({ def: i % 2 ? BEARS : FOREST }));
  const result = createGame({
    players: [
      { id: 'Alice', hand: Array.from({ length: 1000 }, () => ({ def: FREE })), battlefield },
      { id: 'Bob', library: Array.from({ length: 10 }, () => ({ def: FOREST })) },
    ],
    activePlayer: 'Alice', turn: 3, step: 'main1',
  });
  if (!result.ok) throw new Error(result.problems.map(p => p.message).join('; '));
  return result.state;
}

/** Casts every card in Alice's hand and resolves it (cast, pass, pass): 3,000 actions. */
function play(state) {
  let s = state;
  const run = action => {
    const r = apply(s, action);
    if (!r.ok) throw new Error(r.violation.message);
    s = r.state;
  };
  for (const card of [...s.players[0].hand]) {
    run({ type: 'cast', player: 'Alice', card });
    run({ type: 'pass', player: 'Alice' });
    run({ type: 'pass', player: 'Bob' });
  }
  return s;
}

/** Median µs per action for each board, the rounds interleaved so that load and JIT warm-up fall on both alike. */
function measure(sizes, rounds = 9) {
  const starts = sizes.map(start);
  starts.forEach(s => play(s)); // warm-up
  const times = sizes.map(() => []);
  for (let i = 0; i < rounds; i++) {
    starts.forEach((s, k) => {
      const t0 = performance.now();
      play(s);
      times[k].push(performance.now() - t0);
    });
  }
  return times.map(t => t.sort((a, b) => a - b)[Math.floor(t.length / 2)] / 3000);
}

const [small, large] = measure([10, 1000]);
const us = ms => `${(ms * 1000).toFixed(1)} µs`;
console.log(`board size: per action ${us(small)} with 10 other permanents, ${us(large)} with 1,000 (${(large / small).toFixed(1)}×; target at most 2×)`);
