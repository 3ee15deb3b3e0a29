import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { cardFromRecord, cardStatus, readCardFile, type CardRecord } from '../../src/carddb/index.js';
import {
  abilities,
  allPass,
  apply,
  colorsOf,
  createGame,
  type Action,
  type CardDef,
  type GameState,
  type PlayerSetup,
  type StackItem,
  type TargetChoice,
  type TargetSpec,
} from '../../src/index.js';
import { defineCard } from '../../src/reader/define.js';
import { objectTarget, targetProblem, type TargetingSource } from '../../src/view/targets.js';
import { C } from '../kit.js';
import { CORPUS, RULES, sharedPath, skipWithout } from '../../../../scripts/shared-data.mjs';

/**
 * A smoke test over real cards: a fixed-seed sample of the pool's fully understood cards, each cast (or played) in a
 * small game with something for every ability to act on, its enter triggers resolved, and each activated ability it
 * has activated and resolved. It fails when the engine throws (an engine bug), or when a spell or ability resolves
 * and changes nothing at all for every choice of targets: a sentence read and then not performed. The pool is
 * Wizards' text: read here at run time (like the CR), never copied into the project.
 */
const POOL = sharedPath(CORPUS);
const CR = sharedPath(RULES);
const SAMPLE = 300;
const SEED = 24;
/** Target choices tried for one spell or ability before it counts as doing nothing. */
const MAX_CHOICES = 12;

/** Every subtype the CR lists (205.3g–m: artifact, enchantment, land, planeswalker, spell and creature types). */
function crSubtypes(cr: string): Set<string> {
  const lists = [...cr.matchAll(/^205\.3[g-m] .*?(?:The [a-z]+ types are|one word long:) (.+?)\r?$/gm)].map(m => m[1]!);
  return new Set(
    lists.flatMap(list =>
      list
        .replace(/\s*\(see rule [^)]*\)/g, '')
        .replace(/\..*$/, '')
        .split(/,? and |, /),
    ),
  );
}

/** The first `n` fully understood cards among the pool's cards in a seeded random order (only those looked at are read). */
function sample(cards: readonly CardRecord[], n: number): CardRecord[] {
  const picked = new Set<CardRecord>();
  for (const i of fc.sample(fc.nat({ max: cards.length - 1 }), { seed: SEED, numRuns: 20 * n })) {
    const record = cards[i]!;
    if (picked.size < n && !picked.has(record) && cardStatus(record).understood) picked.add(record);
  }
  return [...picked];
}

const MANA = { W: 10, U: 10, B: 10, R: 10, G: 10, C: 10 };
// A changeling has every creature type (702.73a): "Goblins you control", "search for a Rebel card" find it.
const shapeshifter = defineCard({
  name: 'Test Shapeshifter',
  cost: '{2}',
  type: 'Creature — Shapeshifter',
  power: 2,
  toughness: 2,
  keywords: ['changeling'],
}).def;
const quietEnchantment = defineCard({ name: 'Quiet Enchantment', cost: '{1}', type: 'Enchantment' }).def;
const trinket = defineCard({ name: 'Test Trinket', cost: '{1}', type: 'Artifact' }).def;
const snowForest = defineCard({ name: 'Test Snow Forest', type: 'Basic Snow Land — Forest' }).def;
// Two colors by its color indicator (202.2): multicolored.
const goldOgre: CardDef = { ...C.ogre, name: 'Test Gold Ogre', colors: ['R', 'G'] };
/**
 * Each player's zones hold cards of every kind an instruction may look for: basic lands (one snow), creatures of each
 * color, a multicolored one and one of every creature type (one tapped and damaged with a counter), artifacts, an
 * enchantment, instants and sorceries.
 */
const zones = (who: string): Omit<PlayerSetup, 'id'> => ({
  library: [
    C.forest,
    C.bears,
    C.island,
    C.bolt,
    shapeshifter,
    C.plains,
    C.ornithopter,
    C.swamp,
    quietEnchantment,
    C.hillGiant,
    C.mountain,
  ].map((def, i) => ({ def, id: `${who}-lib${i}` })),
  hand: [C.bears, C.giantGrowth, C.mountain, C.giantGrowth, shapeshifter, C.ornithopter].map((def, i) => ({
    def,
    id: `${who}-hand${i}`,
  })),
  graveyard: [C.bears, C.divination, C.forest, C.ornithopter, shapeshifter].map((def, i) => ({
    def,
    id: `${who}-gy${i}`,
  })),
  battlefield: [
    { def: C.forest, id: `${who}-forest` },
    { def: C.island, id: `${who}-island` },
    { def: C.bears, id: `${who}-bears` },
    { def: C.angel, id: `${who}-angel` },
    { def: C.ornithopter, id: `${who}-thopter` },
    { def: shapeshifter, id: `${who}-shifter`, tapped: who === 'a' },
    { def: quietEnchantment, id: `${who}-enchantment` },
    { def: trinket, id: `${who}-trinket` },
    { def: C.scatheZombies, id: `${who}-zombies` },
    { def: C.furtiveHomunculus, id: `${who}-homunculus` },
    { def: goldOgre, id: `${who}-gold` },
    { def: snowForest, id: `${who}-snow` },
    { def: C.hillGiant, id: `${who}-giant`, tapped: true, damage: 1, counters: { '+1/+1': 1 } },
  ],
});

/**
 * Alice's main phase, the card in her hand (or graveyard, or on the battlefield, maybe tapped and with counters: for
 * what untaps it or counts or removes its counters), mana in her pool.
 */
function game(
  def: CardDef,
  where: 'hand' | 'graveyard' | 'battlefield',
  state: { readonly counters?: Readonly<Record<string, number>>; readonly tapped?: boolean } = {},
): GameState {
  const alice = zones('a');
  const card = { def, id: 'card', ...state };
  const created = createGame({
    players: [
      {
        id: 'Alice',
        ...alice,
        manaPool: MANA,
        [where]: [...(alice[where] ?? []), card],
      },
      { id: 'Bob', ...zones('b') },
    ],
    activePlayer: 'Alice',
    turn: 3,
    step: 'main1',
  });
  if (!created.ok) throw new Error(created.problems.map(p => p.message).join('; '));
  return created.state;
}

/** The legal choices for each target, seen from Alice's spell or ability `source`, in the engine's default order. */
function choices(state: GameState, specs: readonly TargetSpec[], source: TargetingSource): TargetChoice[][] {
  const objects = [...state.battlefield, ...state.players.flatMap(p => p.graveyard), ...state.stack.map(i => i.id)];
  // "Up to two target creatures" are chosen too where they can be: what they do is what is tested.
  const each = specs.map(spec => [
    ...(spec.player ? ['Bob', 'Alice'].map(player => ({ player })) : []),
    ...(spec.object
      ? objects.filter(id => !targetProblem(state, spec, objectTarget(state, id), source)).map(object => ({ object }))
      : []),
  ]);
  // Combinations, the first choice of each first; distinct where one "target" word names several (601.2c).
  let out: TargetChoice[][] = [[]];
  for (const [i, options] of each.entries()) {
    const longer = out
      .flatMap(prefix => options.filter(o => !prefix.some(p => same(p, o))).map(o => [...prefix, o]))
      .slice(0, MAX_CHOICES);
    if (longer.length === 0 && specs[i]!.optional) break;
    out = longer;
  }
  return out;
}
const same = (a: TargetChoice, b: TargetChoice) =>
  'player' in a ? 'player' in b && a.player === b.player : 'object' in b && a.object === b.object;

const BOOKKEEPING = new Set(['priority', 'passes', 'log', 'scanned', 'sbaClean', 'timestamp', 'nextId']);
/**
 * The state as what a resolution did shows it: without the item that resolved, the priority bookkeeping and the log;
 * a spell's own card (it leaves the stack as it resolves, 608.2n) left out of the zones.
 */
function essence(state: GameState, item: StackItem): string {
  const own = (ids: readonly string[]) => (item.kind === 'spell' ? ids.filter(id => id !== item.id) : ids);
  return JSON.stringify({
    ...Object.fromEntries(Object.entries(state).filter(([key]) => !BOOKKEEPING.has(key))),
    stack: state.stack.filter(i => i.id !== item.id || i.timestamp !== item.timestamp),
    players: state.players.map(p => ({
      ...p,
      hand: own(p.hand),
      graveyard: own(p.graveyard),
      exile: own(p.exile),
      library: own(p.library),
    })),
  });
}

interface Outcome {
  /** Spells and abilities that resolved and changed something. */
  resolved: number;
  failures: string[];
  /** Those that changed nothing for a reason the test game can't avoid, with it. */
  excused: string[];
  /** Those the test game gives no legal way to do (no legal target, a cost it can't pay, another step), with why. */
  unexercised: string[];
}

/** Whether some object inside `x` (an ability as data) passes `test`. */
const some = (x: unknown, test: (o: Readonly<Record<string, unknown>>) => boolean): boolean =>
  typeof x === 'object' &&
  x !== null &&
  (test(x as Record<string, unknown>) || Object.values(x).some(v => some(v, test)));

/** Why a spell or ability may rightly do nothing in this game, which is in a main phase with no choices written. */
function excuse(ability: unknown): string | undefined {
  if (some(ability, o => 'combat' in o)) return 'acts on creatures in combat';
  // "A source of your choice" has no default: unwritten, the game says it isn't the game written (609.7a).
  if (some(ability, o => o.kind === 'prevent' && some(o.by, b => 'chosen' in b)))
    return 'the source of damage it asks for is a choice this game does not write';
  // Scrying, or looking at cards and putting them back: the default choice keeps the library's order (701.22a).
  const lookBack = (o: Readonly<Record<string, unknown>>) =>
    o.kind === 'library' &&
    JSON.stringify(o.steps).startsWith('[{"op":"top"') &&
    JSON.stringify(o.steps).endsWith('{"op":"put","to":"top"}]');
  if (some(ability, o => (o.kind === 'scry' && o.surveil === false) || lookBack(o)))
    return 'its default choice keeps the library as it was';
  return undefined;
}

/** Resolves the top of the stack: the state after, `nothing` when it changed nothing (a refusal is a failure). */
function resolveTop(state: GameState, what: string, out: Outcome): GameState | 'nothing' | undefined {
  const item = state.stack.at(-1)!;
  const before = essence(state, item);
  const passed = allPass(state);
  if (!passed.ok) {
    out.failures.push(`${what}: resolving it was refused: ${passed.violation.message}`);
    return undefined;
  }
  if (essence(passed.state, item) === before) return 'nothing';
  out.resolved++;
  return passed.state;
}

/** A spell's or ability's controller: what the targets it may choose are seen from. */
const from = (state: GameState, id: string, object = id): TargetingSource => ({
  id,
  object,
  controller: 'Alice',
  colors: colorsOf(state.objects[object]!.def),
});

/**
 * Resolves the top of the stack, a triggered ability with its default targets and, if that changed nothing, with
 * each other choice (`chooseTargets`, 603.3d); then whatever it put on the stack, the same way.
 */
function resolveAll(state: GameState, what: string, out: Outcome, depth = 0): 'nothing' | undefined {
  if (state.stack.length === 0 || state.result || depth > 8) return undefined;
  const item = state.stack.at(-1)!;
  const label = depth === 0 ? what : `${what}, then its ${item.trigger ?? 'triggered'} ability`;
  const options = item.openTargets ? choices(state, item.targetSpecs, from(state, item.id, item.source)) : [];
  for (const targets of [undefined, ...options]) {
    const chosen = targets
      ? apply(state, { type: 'chooseTargets', player: 'Alice', targets, source: item.source })
      : undefined;
    if (chosen && !chosen.ok) continue;
    const next = resolveTop(chosen?.state ?? state, label, out);
    if (next === undefined) return undefined;
    if (next !== 'nothing') return resolveAll(next, what, out, depth + 1) && undefined;
  }
  const why = excuse(item.effects);
  if (why) out.excused.push(`${label}: ${why}`);
  else if (depth > 0) out.failures.push(`${label}: resolved and changed nothing`);
  return depth === 0 && !why ? 'nothing' : undefined;
}

/**
 * Tries an action in each of the games, with each of its variants (modes) and each choice of targets, until what it
 * put on the stack resolves and changes something; then resolves what that put on the stack (enter triggers). A
 * failure when none did.
 */
interface Act {
  readonly specs: (state: GameState) => readonly TargetSpec[];
  readonly action: (targets: readonly TargetChoice[]) => Action;
}
function exercise(games: readonly GameState[], what: string, acts: readonly Act[], out: Outcome): void {
  let acted = false;
  let refused = '';
  for (const state of games) {
    for (const { specs, action: act } of acts) {
      for (const targets of choices(state, specs(state), from(state, 'card'))) {
        const done = apply(state, act(targets));
        if (!done.ok) {
          refused = done.violation.message;
          continue;
        }
        acted = true;
        // A mana ability doesn't use the stack (605.3a): the mana is what it did.
        if (done.state.stack.length === state.stack.length) {
          if (JSON.stringify(done.state.players) !== JSON.stringify(state.players)) return void out.resolved++;
          continue;
        }
        if (resolveAll(done.state, what, out) === undefined) return;
      }
    }
  }
  if (acted) out.failures.push(`${what}: resolved and changed nothing, for every choice`);
  else out.unexercised.push(`${what}: ${refused || 'no legal target'}`);
}

/** Alice's spells first: one resolved (for what counts spells cast this turn), one on the stack (to be countered). */
function withSpells(state: GameState, onStack: boolean): GameState {
  const growth = (s: GameState, card: string) =>
    apply(s, { type: 'cast', player: 'Alice', card, targets: [{ object: 'a-bears' }] });
  const first = growth(state, 'a-hand1');
  const resolved = first.ok ? allPass(first.state) : undefined;
  if (!resolved?.ok) throw new Error('the test game: Giant Growth should resolve');
  if (!onStack) return resolved.state;
  const second = growth(resolved.state, 'a-hand3');
  if (!second.ok) throw new Error('the test game: Giant Growth should be cast');
  return second.state;
}

/** Casts or plays the card from Alice's hand, then activates each activated ability it has where it works. */
function smoke(record: CardRecord, subtypes: ReadonlySet<string>, out: Outcome): void {
  const { def } = cardFromRecord(record);
  const name = record.name;
  // The changeling finds any subtype: one misread ("Allies" as "Allie") is caught here, as no card's subtype.
  some(def.abilities, o => {
    for (const t of [o.subtypes, o.notSubtypes].flat())
      if (typeof t === 'string' && !subtypes.has(t)) out.failures.push(`${name}: reads "${t}", which is no subtype`);
    return false;
  });
  const spell = def.abilities.find(a => a.kind === 'spell');
  // Where it is a permanent: as it entered from the stack, and as set up on the battlefield (also with counters).
  const permanent: GameState[] = [];
  if (def.types.includes('Land')) {
    const hand = game(def, 'hand');
    const played = apply(hand, { type: 'playLand', player: 'Alice', card: 'card' });
    if (!played.ok) out.failures.push(`${name}: can't be played: ${played.violation.message}`);
    else if (resolveAll(played.state, `${name} played`, out)) out.failures.push(`${name}: its trigger did nothing`);
    else permanent.push(played.state);
  } else {
    const x = def.cost?.x ? { x: 2 } : {};
    const cast = (targets: readonly TargetChoice[], modes?: number[]): Action => ({
      type: 'cast',
      player: 'Alice',
      card: 'card',
      targets,
      ...x,
      ...(modes ? { modes } : {}),
    });
    // "Counter target spell": something to counter.
    const hand = withSpells(
      game(def, 'hand'),
      some(spell, o => o.zone === 'stack'),
    );
    if (spell?.kind === 'spell') {
      // A modal spell's modes one at a time, each with its own targets (700.2).
      const acts: Act[] = spell.modes
        ? spell.modes.options.map((o, i) => ({ specs: () => o.targets, action: t => cast(t, [i]) }))
        : [{ specs: () => spell.targets, action: t => cast(t) }];
      exercise([hand], `${name} cast`, acts, out);
    } else {
      // A permanent spell: an Aura targets what it will enchant (303.4a), each permanent tried; the first whose enter
      // trigger does something there ("untap enchanted creature" does nothing to an untapped one), else the first.
      const casts = [[], ...hand.battlefield.map(object => [{ object }])]
        .map(targets => apply(hand, { type: 'cast', player: 'Alice', card: 'card', targets, ...x }))
        .filter(r => r.ok);
      const scratch = (): Outcome => ({ resolved: 0, failures: [], excused: [], unexercised: [] });
      const cast =
        casts.find(r => {
          const tried = r.ok ? allPass(r.state) : undefined;
          return tried?.ok && resolveAll(tried.state, name, scratch()) === undefined;
        }) ?? casts[0];
      const resolved = cast?.ok ? allPass(cast.state) : undefined;
      if (!resolved) out.unexercised.push(`${name}: no legal way to cast it`);
      else if (!resolved.ok) out.failures.push(`${name}: doesn't resolve: ${resolved.violation.message}`);
      else if (resolveAll(resolved.state, `${name} cast`, out)) out.failures.push(`${name}: its trigger did nothing`);
      else if (resolved.state.permanents.card && resolved.state.stack.length === 0) permanent.push(resolved.state);
    }
  }
  const worn = { '+1/+1': 2, charge: 3, loyalty: 20 };
  def.abilities.forEach((ability, index) => {
    if (ability.kind !== 'activated' && ability.kind !== 'mana') return;
    const zone = ability.kind === 'activated' ? (ability.zone ?? 'battlefield') : 'battlefield';
    const games =
      zone === 'battlefield'
        ? [
            ...permanent,
            game(def, zone),
            game(def, zone, { counters: worn }),
            game(def, zone, { counters: worn, tapped: true }),
          ]
        : [game(def, zone)];
    const x = ability.kind === 'activated' && ability.cost.mana?.x ? { x: 2 } : {};
    const action = (t: readonly TargetChoice[]): Action =>
      ability.kind === 'mana'
        ? { type: 'activateMana', player: 'Alice', source: 'card', ability: index }
        : { type: 'activate', player: 'Alice', source: 'card', ability: index, targets: t, ...x };
    // On the battlefield, the abilities as the permanent has them (its printed ones first).
    const specs = (state: GameState) => {
      const own = state.permanents.card ? abilities(state, 'card')[index] : ability;
      return own?.kind === 'activated' ? own.targets : [];
    };
    exercise(games, `${name}: ability ${index + 1}`, [{ specs, action }], out);
  });
}

describe.skipIf(skipWithout(CORPUS) || skipWithout(RULES))('real cards the engine understands, played', () => {
  test(`a sample of ${SAMPLE} fully understood cards: each does what it says, and the engine never throws`, async () => {
    const read = await readCardFile(POOL);
    if (!read.ok) throw new Error(read.error);
    const cards = sample(read.value.cards, SAMPLE);
    const subtypes = crSubtypes(readFileSync(CR, 'utf8'));
    expect(subtypes).toContain('Ally');
    expect(subtypes).toContain('Clue');
    const out: Outcome = { resolved: 0, failures: [], excused: [], unexercised: [] };
    for (const record of cards) {
      try {
        smoke(record, subtypes, out);
      } catch (error) {
        out.failures.push(`${record.name}: the engine threw ${(error as Error).stack}`);
      }
    }
    expect(cards).toHaveLength(SAMPLE);
    expect(out.failures).toEqual([]);
    // The sample exercises real abilities (not only vanilla creatures).
    expect(out.resolved).toBeGreaterThan(SAMPLE / 3);
    // Few can rightly do nothing here: the excuse can't hide what the engine doesn't do.
    expect(out.excused.length, out.excused.join('\n')).toBeLessThan(SAMPLE / 20);
    expect(out.unexercised.length, out.unexercised.join('\n')).toBeLessThan(SAMPLE / 10);
  }, 60_000);
});
