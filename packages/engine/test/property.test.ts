import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apply,
  createGame,
  defineCard,
  type Action,
  type CardDef,
  type GameState,
  type TargetChoice,
} from '../src/index.js';
import { characteristics } from '../src/view/layers.js';
import { checkStateBasedActions } from '../src/rules/sba.js';
import { C } from './kit.js';

/** Random games from a small card pool: illegal actions never change the state (CR 733.1), cards are conserved. */

const POOL = [
  C.mountain,
  C.island,
  C.forest,
  C.bolt,
  C.counterspell,
  C.giantGrowth,
  C.divination,
  C.bears,
  C.spider,
  C.angel,
  C.elves,
  C.murder,
  C.swamp,
];

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

function snapshot(s: GameState): string {
  return JSON.stringify({ ...s, log: s.log?.entry, scanned: s.scanned?.entry });
}

function cardsInZones(s: GameState): string[] {
  const ids = [
    ...s.players.flatMap(p => [...p.library, ...p.hand, ...p.graveyard, ...p.exile]),
    ...s.battlefield,
    ...s.stack.filter(i => i.kind === 'spell').map(i => i.id),
  ];
  return ids.sort();
}

const zoneSetup = (pool: readonly CardDef[]) =>
  fc.array(fc.integer({ min: 0, max: pool.length - 1 }), { maxLength: 6 });
const playerSetup = (pool: readonly CardDef[]) =>
  fc.record({
    hand: zoneSetup(pool),
    battlefield: zoneSetup(pool),
    library: zoneSetup(pool),
    life: fc.integer({ min: 1, max: 20 }),
  });

/** An action drawn from small integers so that shrinking stays meaningful; resolved against the state. */
const actionSeed = fc.record({
  kind: fc.integer({ min: 0, max: 7 }),
  who: fc.integer({ min: 0, max: 1 }),
  a: fc.nat(40),
  b: fc.nat(40),
  n: fc.nat(3),
});

function toAction(s: GameState, seed: { kind: number; who: number; a: number; b: number; n: number }): Action {
  const ids = Object.keys(s.objects);
  const pick = (i: number) => ids[i % ids.length]!;
  // Mostly the player who may act, sometimes the other one, so both legal and illegal actions come up.
  const actor = seed.kind < 5 ? s.priority : s.pending?.player;
  const player = actor !== undefined && seed.n !== 3 ? actor : s.players[seed.who]!.id;
  const hand = s.players.find(p => p.id === player)!.hand;
  const fromHand = (i: number) => (hand.length ? hand[i % hand.length]! : pick(i));
  const onField = (i: number) => (s.battlefield.length ? s.battlefield[i % s.battlefield.length]! : pick(i));
  const own = s.battlefield.filter(id => s.permanents[id]!.controller === player);
  const mine = (i: number) => (own.length && i % 5 !== 0 ? own[i % own.length]! : onField(i));
  const attackers = s.combat?.attackers ?? [];
  const onStack = s.stack.length ? s.stack[seed.b % s.stack.length]!.id : undefined;
  const target: TargetChoice =
    seed.b % 4 === 1 && onStack
      ? { object: onStack }
      : seed.b % 3 === 0
        ? { player: s.players[seed.b % 2]!.id }
        : { object: pick(seed.b) };
  switch (seed.kind) {
    case 0:
    case 1:
      return { type: 'pass', player };
    case 2:
      return { type: 'cast', player, card: fromHand(seed.a), targets: seed.n === 0 ? [] : [target] };
    case 3:
      return { type: 'playLand', player, card: fromHand(seed.a) };
    case 4:
      return { type: 'activateMana', player, source: mine(seed.a) };
    case 5:
      return {
        type: 'declareAttackers',
        player,
        attackers: seed.n === 0 ? [] : [{ attacker: mine(seed.a), target: { player: s.players[1 - seed.who]!.id } }],
      };
    case 6:
      return {
        type: 'declareBlockers',
        player,
        blocks:
          seed.n === 0
            ? []
            : [
                {
                  blocker: mine(seed.a),
                  attacker: attackers.length ? attackers[seed.b % attackers.length]!.id : pick(seed.b),
                },
              ],
      };
    default:
      return { type: 'discard', player, cards: [pick(seed.a)].slice(0, seed.n) };
  }
}

type PlayerSeed = { hand: number[]; battlefield: number[]; library: number[]; life: number };

function startingGame(
  pool: readonly CardDef[],
  alice: PlayerSeed,
  bob: PlayerSeed,
  step: 'main1' | 'upkeep' | 'beginningOfCombat' | 'end',
): GameState {
  const toCards = (xs: number[]) => xs.map(i => ({ def: pool[i]! }));
  const created = createGame({
    players: [alice, bob].map((p, i) => ({
      id: i === 0 ? 'Alice' : 'Bob',
      life: p.life,
      hand: toCards(p.hand),
      battlefield: toCards(p.battlefield),
      library: toCards(p.library),
    })),
    activePlayer: 'Alice',
    turn: 3,
    step,
  });
  if (!created.ok) throw new Error(created.problems[0]!.message);
  return created.state;
}

const steps = fc.constantFrom('main1' as const, 'upkeep' as const, 'beginningOfCombat' as const, 'end' as const);

/**
 * Static abilities whose effect depends on more than the battlefield (whose turn it is, hands, life, combat, this
 * turn's events), and some whose layers depend on each other.
 */
const READING_STATICS = [
  {
    name: 'Test Day Walker',
    type: 'Creature — Vampire',
    power: 0,
    toughness: 0,
    text: "As long as it's your turn, ~ gets +1/+1.",
  },
  {
    name: 'Test Hand Counter',
    type: 'Creature — Wizard',
    power: 0,
    toughness: 0,
    text: '~ gets +1/+1 for each card in your hand.',
  },
  {
    name: 'Test Life Bound',
    type: 'Creature — Cleric',
    power: 1,
    toughness: 1,
    text: 'As long as you have 15 or more life, ~ gets +1/+1.',
  },
  { name: 'Test War Banner', type: 'Artifact', text: 'Attacking creatures you control get +0/+2.' },
  {
    name: 'Test Grave Watcher',
    type: 'Creature — Zombie',
    power: 1,
    toughness: 1,
    text: 'As long as a creature died this turn, ~ gets +2/+2.',
  },
  {
    name: 'Test Page Reader',
    type: 'Creature — Minotaur',
    power: 2,
    toughness: 2,
    text: "As long as you've drawn two or more cards this turn, ~ has double strike.",
  },
  {
    name: 'Test Bone Hoarder',
    type: 'Creature — Zombie',
    power: 1,
    toughness: 1,
    text: 'As long as two or more cards are in your graveyard, ~ gets +2/+2.',
  },
  { name: 'Test Anthem', type: 'Enchantment', text: 'Creatures you control get +1/+1.' },
  {
    name: 'Test Charger',
    type: 'Creature — Knight',
    power: 1,
    toughness: 1,
    text: 'As long as ~ is attacking, it gets +2/+0.',
  },
  {
    name: 'Test Night Stalker',
    type: 'Creature — Vampire',
    power: 1,
    toughness: 1,
    text: "As long as it's not your turn, ~ gets +0/+2.",
  },
  {
    name: 'Test Library Sage',
    type: 'Creature — Human',
    power: 1,
    toughness: 1,
    text: 'As long as you have two or more cards in hand, ~ gets +1/+1.',
  },
  // Layers that depend on each other (613.8): a type added in layer 4 decides who gets a keyword in layer 6.
  {
    name: 'Test Zombie Lord',
    type: 'Enchantment',
    text: 'Each other creature you control is a Zombie in addition to its other creature types.',
  },
  { name: 'Test Menace Banner', type: 'Enchantment', text: 'Zombies you control have menace.' },
  { name: 'Test Grounding', type: 'Enchantment', text: 'Creatures your opponents control lose flying.' },
].map(spec => {
  const made = defineCard({ cost: '{0}', ...spec });
  if (made.notUnderstood.length > 0) throw new Error(`${spec.name}: ${made.notUnderstood.join('; ')}`);
  return made.def;
});

/** What a view of the layers gives an object, as plain data. */
function seen(s: GameState, id: string): unknown {
  const c = characteristics(s, id);
  return [c.controller, c.types, c.subtypes, c.colors, [...c.keywords].sort(), c.power, c.toughness];
}

describe('engine properties', () => {
  it('733.1: an illegal action leaves the state unchanged, and no action creates or loses cards', () => {
    const legal = new Map<string, number>();
    fc.assert(
      fc.property(
        playerSetup(POOL),
        playerSetup(POOL),
        steps,
        fc.array(actionSeed, { minLength: 30, maxLength: 120 }),
        (alice, bob, step, seeds) => {
          let s = deepFreeze(startingGame(POOL, alice, bob, step));
          const cards = cardsInZones(s);
          for (const seed of seeds) {
            // The state is deep-frozen, so a mutation would throw; the snapshot also catches a changed log head.
            const before = snapshot(s);
            const result = apply(s, toAction(s, seed));
            if (!result.ok) {
              expect(snapshot(s)).toBe(before);
              expect(result.violation.message).toMatch(/\(CR \d{3}\.\d+[a-z]*\)\.$/);
              continue;
            }
            const type = toAction(s, seed).type;
            legal.set(type, (legal.get(type) ?? 0) + 1);
            s = deepFreeze(result.state);
            expect(cardsInZones(s)).toEqual(cards);
            for (const id of cardsInZones(s)) expect(s.objects[id]).toBeDefined();
            if (s.result) break;
          }
        },
      ),
      { numRuns: 200, seed: 20261130 },
    );
    // The random games must really exercise the engine, not only be rejected.
    for (const type of ['pass', 'cast', 'playLand', 'activateMana', 'declareAttackers', 'declareBlockers']) {
      expect(legal.get(type) ?? 0, type).toBeGreaterThan(0);
    }
  }, 60_000);

  it("the fast paths agree with working it out again: the layers' view cached per battlefield (613), the state-based actions' skipped scans (704.3)", () => {
    const pool = [...POOL, ...READING_STATICS];
    let compared = 0;
    fc.assert(
      fc.property(
        playerSetup(pool),
        playerSetup(pool),
        steps,
        fc.array(actionSeed, { minLength: 30, maxLength: 100 }),
        (alice, bob, step, seeds) => {
          let s = startingGame(pool, alice, bob, step);
          for (const seed of seeds) {
            const result = apply(s, toAction(s, seed));
            if (!result.ok) continue;
            s = result.state;
            if (s.result) break;
            // A new permanents record is a battlefield the layers' cache hasn't seen: its view is worked out from scratch.
            const fresh: GameState = { ...s, permanents: { ...s.permanents }, sbaClean: undefined };
            for (const id of s.battlefield) expect(seen(s, id), id).toEqual(seen(fresh, id));
            // Where a player has priority, the engine has just checked state-based actions: a full check finds none.
            if (s.priority !== undefined) expect(checkStateBasedActions(fresh).performed).toBe(false);
            compared++;
          }
        },
      ),
      { numRuns: 150, seed: 20261201 },
    );
    expect(compared).toBeGreaterThan(1000);
  }, 60_000);
});
