// Benchmark: does an action's cost grow with the board? The same 1,000 casts of a free instant, each resolved,
// with 10 and with 1,000 other permanents on the battlefield (issue 8's target: at most 2× per action).
import { performance } from 'node:perf_hooks';
import { advanceTo, defineCard } from '../out/index.js';
import { castAll, startGame } from './game.mjs';

const def = spec => defineCard(spec).def;
const FREE = def({ name: 'Free Gift', cost: '{0}', type: 'Instant', text: 'You gain 1 life.' });
const BEARS = def({ name: 'Grizzly Bears', cost: '{1}{G}', type: 'Creature — Bear', power: 2, toughness: 2 });
const FOREST = def({ name: 'Forest', type: 'Basic Land — Forest' });

function start(others) {
  const battlefield = Array.from({ length: others }, (_, i) => ({ def: i % 2 ? BEARS : FOREST }));
  return startGame([
    { id: 'Alice', hand: Array.from({ length: 1000 }, () => ({ def: FREE })), battlefield },
    { id: 'Bob', library: Array.from({ length: 10 }, () => ({ def: FOREST })) },
  ]);
}

/** Casts every card in Alice's hand and resolves it (cast, pass, pass): 3,000 actions. */
const play = state => castAll(state);

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
console.log(
  `board size: per action ${us(small)} with 10 other permanents, ${us(large)} with 1,000 (${(large / small).toFixed(1)}×; target at most 2×)`,
);

/**
 * A turn's cost against the board: from Alice's first main phase to her next upkeep (no attackers; every creature
 * asked whether it must attack, 508.1d), with 1,000 and with 10,000 creatures. Per permanent it should stay flat.
 */
function turnWith(creatures) {
  const s = startGame([
    { id: 'Alice', battlefield: Array.from({ length: creatures }, () => ({ def: BEARS })), library: [{ def: FOREST }] },
    { id: 'Bob', library: [{ def: FOREST }] },
  ]);
  const t0 = performance.now();
  const r = advanceTo(s, 'upkeep');
  if (!r.ok) throw new Error(r.violation?.message ?? 'the turn did not reach the upkeep');
  return performance.now() - t0;
}
const turn = sizes =>
  sizes.map(n => {
    turnWith(n); // warm-up
    const times = Array.from({ length: 5 }, () => turnWith(n)).sort((a, b) => a - b);
    return times[2] / n;
  });
const [perSmall, perLarge] = turn([1000, 10000]);
console.log(
  `board size: a turn costs ${us(perSmall)} per permanent with 1,000 creatures, ${us(perLarge)} with 10,000 (${(perLarge / perSmall).toFixed(1)}×; target at most 2×)`,
);
