// Benchmark: the layer system (CR 613) with 20 static abilities on the battlefield — anthems, keyword grants, a
// conditional one, a count, a type change — and 20 creatures: 1,000 casts of a free instant that pumps a creature
// until end of turn, each resolved (3,000 actions; every cast adds a continuous effect, so the characteristics are
// worked out again after each one). The engine's target: ≥ 200,000 actions/s.
import { performance } from 'node:perf_hooks';
import { defineCard } from '../out/index.js';
import { castAll, startGame } from './game.mjs';

const def = spec => {
  const made = defineCard(spec);
  if (made.notUnderstood.length || made.problems.length) throw new Error(`bench card ${spec.name} not understood`);
  return made.def;
};
const PUMP = def({
  name: 'Small Boost',
  cost: '{0}',
  type: 'Instant',
  text: 'Target creature gets +1/+0 until end of turn.',
});
const GIFT = def({ name: 'Free Gift', cost: '{0}', type: 'Instant', text: 'You gain 1 life.' });
const BEARS = def({ name: 'Grizzly Bears', cost: '{1}{G}', type: 'Creature — Bear', power: 2, toughness: 2 });
const STATICS = [
  'Creatures you control get +1/+1.',
  'Other creatures you control have vigilance.',
  'Bears you control get +1/+0.',
  "As long as it's your turn, creatures you control have first strike.",
  'Creatures your opponents control get -1/-0.',
  'Each other creature you control is a Zombie in addition to its other creature types.',
  'Zombies you control have menace.',
  'Creatures you control with flying get +0/+1.',
  'Other creatures you control get +1/+1 as long as you control a Bear.',
  'Creatures you control have trample.',
].map((text, i) => def({ name: `Static ${i}`, cost: '{0}', type: 'Enchantment', text }));

function start(withStatics) {
  const statics = withStatics ? [...STATICS, ...STATICS].map(d => ({ def: d })) : [];
  const creatures = Array.from({ length: 10 }, () => ({ def: BEARS }));
  return startGame([
    {
      id: 'Alice',
      hand: Array.from({ length: 1000 }, (_, i) => ({ def: i % 2 ? PUMP : GIFT })),
      battlefield: [...creatures, ...statics],
    },
    { id: 'Bob', battlefield: creatures, library: Array.from({ length: 10 }, () => ({ def: BEARS })) },
  ]);
}

/** Casts every card in Alice's hand (a pump on her first creature) and resolves it: 3,000 actions. */
const play = state =>
  castAll(state, (s, card) => (s.objects[card].def === PUMP ? [{ object: s.battlefield[0] }] : undefined));

function measure(rounds = 15) {
  const starts = [start(true), start(false)];
  starts.forEach(s => play(s)); // warm-up
  const times = [[], []];
  for (let i = 0; i < rounds; i++) {
    starts.forEach((s, k) => {
      const t0 = performance.now();
      play(s);
      times[k].push(performance.now() - t0);
    });
  }
  return times
    .map(t => t.sort((a, b) => a - b))
    .map(t => ({ fastest: (3000 / t[0]) * 1000, median: (3000 / t[Math.floor(t.length / 2)]) * 1000 }));
}

const [statics, plain] = measure();
const rate = n => `${Math.round(n / 1000) * 1000} actions/s`.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
console.log(
  `20 static abilities: fastest ${rate(statics.fastest)}, median ${rate(statics.median)}; the same game without them: fastest ${rate(plain.fastest)}, median ${rate(plain.median)} (target ≥ 200,000)`,
);
