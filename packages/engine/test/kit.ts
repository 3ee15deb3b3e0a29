import { expect } from 'vitest';
import {
  advanceTo,
  apply,
  createGame,
  defineCard,
  logEntries,
  zoneOf,
  type Action,
  type AttackTarget,
  type CardDef,
  type CardSpec,
  type GameSetup,
  type GameState,
  type Permanent,
  type PlayerSetup,
  type StepName,
  type TargetChoice,
  type Violation,
} from '../src/index.js';
import { cardFromRecord, type CardFaceRecord, type CardLayout } from '../src/carddb/index.js';

/** XMage-style test kit: set up zones, script actions, assert outcomes. */

function card(spec: CardSpec): CardDef {
  const made = defineCard(spec);
  if (made.problems.length || made.notUnderstood.length)
    throw new Error(
      `test card ${spec.name}: ${made.problems.join('; ')} ${made.notUnderstood.map(s => s.text).join('; ')}`,
    );
  return made.def;
}

export const C = {
  mountain: card({ name: 'Mountain', type: 'Basic Land — Mountain' }),
  island: card({ name: 'Island', type: 'Basic Land — Island' }),
  forest: card({ name: 'Forest', type: 'Basic Land — Forest' }),
  plains: card({ name: 'Plains', type: 'Basic Land — Plains' }),
  swamp: card({ name: 'Swamp', type: 'Basic Land — Swamp' }),
  bolt: card({
    name: 'Lightning Bolt',
    cost: '{R}',
    type: 'Instant',
    text: 'Lightning Bolt deals 3 damage to any target.',
  }),
  counterspell: card({ name: 'Counterspell', cost: '{U}{U}', type: 'Instant', text: 'Counter target spell.' }),
  dispel: card({ name: 'Dispel', cost: '{U}', type: 'Instant', text: 'Counter target instant spell.' }),
  giantGrowth: card({
    name: 'Giant Growth',
    cost: '{G}',
    type: 'Instant',
    text: 'Target creature gets +3/+3 until end of turn.',
  }),
  divination: card({ name: 'Divination', cost: '{2}{U}', type: 'Sorcery', text: 'Draw two cards.' }),
  murder: card({ name: 'Murder', cost: '{1}{B}{B}', type: 'Instant', text: 'Destroy target creature.' }),
  bears: card({ name: 'Grizzly Bears', cost: '{1}{G}', type: 'Creature — Bear', power: 2, toughness: 2 }),
  spider: card({
    name: 'Giant Spider',
    cost: '{3}{G}',
    type: 'Creature — Spider',
    power: 2,
    toughness: 4,
    keywords: ['reach'],
  }),
  angel: card({
    name: 'Serra Angel',
    cost: '{3}{W}{W}',
    type: 'Creature — Angel',
    power: 4,
    toughness: 4,
    keywords: ['flying', 'vigilance'],
  }),
  elves: card({
    name: 'Llanowar Elves',
    cost: '{G}',
    type: 'Creature — Elf Druid',
    power: 1,
    toughness: 1,
    text: '{T}: Add {G}.',
  }),
  ogre: card({ name: 'Gray Ogre', cost: '{2}{R}', type: 'Creature — Ogre', power: 2, toughness: 2 }),
  // Combat (issue 3): real cards where the engine models all their text, otherwise named for what they test.
  hillGiant: card({ name: 'Hill Giant', cost: '{3}{R}', type: 'Creature — Giant', power: 3, toughness: 3 }),
  scatheZombies: card({ name: 'Scathe Zombies', cost: '{2}{B}', type: 'Creature — Zombie', power: 2, toughness: 3 }),
  crawWurm: card({ name: 'Craw Wurm', cost: '{4}{G}{G}', type: 'Creature — Wurm', power: 6, toughness: 4 }),
  whiteKnight: card({
    name: 'White Knight',
    cost: '{W}{W}',
    type: 'Creature — Human Knight',
    power: 2,
    toughness: 2,
    keywords: ['first strike', 'protection from black'],
  }),
  blackKnight: card({
    name: 'Black Knight',
    cost: '{B}{B}',
    type: 'Creature — Human Knight',
    power: 2,
    toughness: 2,
    keywords: ['first strike', 'protection from white'],
  }),
  fencingAce: card({
    name: 'Fencing Ace',
    cost: '{1}{W}',
    type: 'Creature — Human Soldier',
    power: 1,
    toughness: 1,
    keywords: ['double strike'],
  }),
  cravenGiant: card({
    name: 'Craven Giant',
    cost: '{2}{R}',
    type: 'Creature — Giant',
    power: 4,
    toughness: 1,
    text: "Craven Giant can't block.",
  }),
  wallOfWood: card({
    name: 'Wall of Wood',
    cost: '{G}',
    type: 'Creature — Wall',
    power: 0,
    toughness: 3,
    keywords: ['defender'],
  }),
  ragingGoblin: card({
    name: 'Raging Goblin',
    cost: '{R}',
    type: 'Creature — Goblin Berserker',
    power: 1,
    toughness: 1,
    keywords: ['haste'],
  }),
  glistenerElf: card({
    name: 'Glistener Elf',
    cost: '{G}',
    type: 'Creature — Phyrexian Elf Warrior',
    power: 1,
    toughness: 1,
    keywords: ['infect'],
  }),
  sickleRipper: card({
    name: 'Sickle Ripper',
    cost: '{1}{B}',
    type: 'Creature — Elemental Warrior',
    power: 2,
    toughness: 1,
    keywords: ['wither'],
  }),
  childOfNight: card({
    name: 'Child of Night',
    cost: '{1}{B}',
    type: 'Creature — Vampire',
    power: 2,
    toughness: 1,
    keywords: ['lifelink'],
  }),
  typhoidRats: card({
    name: 'Typhoid Rats',
    cost: '{B}',
    type: 'Creature — Rat',
    power: 1,
    toughness: 1,
    keywords: ['deathtouch'],
  }),
  darksteelGargoyle: card({
    name: 'Darksteel Gargoyle',
    cost: '{7}',
    type: 'Artifact Creature — Gargoyle',
    power: 3,
    toughness: 3,
    keywords: ['flying', 'indestructible'],
  }),
  ornithopter: card({
    name: 'Ornithopter',
    cost: '{0}',
    type: 'Artifact Creature — Thopter',
    power: 0,
    toughness: 2,
    keywords: ['flying'],
  }),
  bladetuskBoar: card({
    name: 'Bladetusk Boar',
    cost: '{3}{R}',
    type: 'Creature — Boar',
    power: 3,
    toughness: 2,
    keywords: ['intimidate'],
  }),
  severedLegion: card({
    name: 'Severed Legion',
    cost: '{1}{B}{B}',
    type: 'Creature — Zombie',
    power: 2,
    toughness: 2,
    keywords: ['fear'],
  }),
  soltariFootSoldier: card({
    name: 'Soltari Foot Soldier',
    cost: '{W}',
    type: 'Creature — Soltari Soldier',
    power: 1,
    toughness: 1,
    keywords: ['shadow'],
  }),
  soltariMonk: card({
    name: 'Soltari Monk',
    cost: '{W}{W}',
    type: 'Creature — Soltari Monk Cleric',
    power: 2,
    toughness: 1,
    keywords: ['protection from black', 'shadow'],
  }),
  furtiveHomunculus: card({
    name: 'Furtive Homunculus',
    cost: '{1}{U}',
    type: 'Creature — Homunculus',
    power: 2,
    toughness: 1,
    keywords: ['skulk'],
  }),
  bogWraith: card({
    name: 'Bog Wraith',
    cost: '{3}{B}',
    type: 'Creature — Wraith',
    power: 3,
    toughness: 3,
    keywords: ['swampwalk'],
  }),
  boggartBrute: card({
    name: 'Boggart Brute',
    cost: '{2}{R}',
    type: 'Creature — Goblin Warrior',
    power: 3,
    toughness: 2,
    keywords: ['menace'],
  }),
  vineTrampler: card({
    name: 'Vine Trampler',
    cost: '{4}{G}',
    type: 'Creature — Beast',
    power: 5,
    toughness: 5,
    keywords: ['trample'],
  }),
  venomTrampler: card({
    name: 'Venom Trampler',
    cost: '{3}{B}{G}',
    type: 'Creature — Beast',
    power: 4,
    toughness: 4,
    keywords: ['deathtouch', 'trample'],
  }),
  fiveFive: card({ name: 'Five-Five Golem', cost: '{5}', type: 'Artifact Creature — Golem', power: 5, toughness: 5 }),
  jace: card({ name: 'Jace Beleren', cost: '{1}{U}{U}', type: 'Legendary Planeswalker — Jace', loyalty: 3 }),
  siege: card({ name: 'Test Siege', cost: '{2}{R}', type: 'Battle — Siege', defense: 4 }),
  filler: card({ name: 'Filler', type: 'Sorcery' }),
};

/** A face of an invented card, as a card database writes it: its type line split into its words. */
export function face(name: string, typeLine: string, more: Partial<CardFaceRecord> = {}): CardFaceRecord {
  const [left = '', right = ''] = typeLine.split(' \u2014 ');
  const words = left.split(' ');
  return {
    name,
    typeLine,
    supertypes: words.filter(w => w === 'Legendary'),
    types: words.filter(w => w !== 'Legendary'),
    subtypes: right.split(' ').filter(Boolean),
    ...more,
  };
}

/** An invented card of several faces (a double-faced, split or adventurer card), every face of which is understood. */
export function multiFaced(layout: CardLayout, ...faces: CardFaceRecord[]): CardDef {
  const made = cardFromRecord({ name: faces.map(f => f.name).join(' // '), layout, faces });
  if (made.problems.length) throw new Error(`test card: ${made.problems.map(p => p.message).join('; ')}`);
  return made.def;
}

export function twoPlayers(
  alice: Omit<PlayerSetup, 'id'>,
  bob: Omit<PlayerSetup, 'id'>,
  start: Partial<Omit<GameSetup, 'players'>> = {},
): GameState {
  const result = createGame({
    players: [
      { id: 'Alice', ...alice },
      { id: 'Bob', ...bob },
    ],
    activePlayer: start.activePlayer ?? 'Alice',
    turn: start.turn ?? 3,
    step: start.step ?? 'main1',
    ...(start.startingPlayer ? { startingPlayer: start.startingPlayer } : {}),
    ...(start.variant ? { variant: start.variant } : {}),
  });
  if (!result.ok) throw new Error(result.problems.map(p => p.message).join('\n'));
  return result.state;
}

/** Applies actions that must all be legal. */
export function play(state: GameState, ...actions: Action[]): GameState {
  let s = state;
  for (const action of actions) {
    const result = apply(s, action);
    if (!result.ok) throw new Error(`unexpected violation: ${result.violation.message}`);
    s = result.state;
  }
  return s;
}

/** Applies an action that must be illegal, and checks the state is untouched (CR 733.1). */
export function illegal(state: GameState, action: Action, rule: string): Violation {
  const before = JSON.stringify(state);
  const result = apply(state, action);
  expect(result.ok, `expected ${action.type} to be illegal`).toBe(false);
  expect(JSON.stringify(state)).toBe(before);
  const v = (result as { violation: Violation }).violation;
  expect(v.rule).toBe(rule);
  expect(v.message).toContain(`(CR ${rule})`);
  return v;
}

export const pass = (player: string): Action => ({ type: 'pass', player });

export function life(state: GameState, player: string): number {
  return state.players.find(p => p.id === player)!.life;
}

export function zone(state: GameState, id: string): string | undefined {
  return zoneOf(state, id);
}

export function texts(state: GameState): string[] {
  return logEntries(state).map(e => e.text);
}

/** "go to <step>": passes and empty declarations until `step` begins (driver.ts `advanceTo`); must succeed. */
export function goTo(state: GameState, step: StepName): GameState {
  const result = advanceTo(state, step);
  if (!result.ok) throw new Error(`can't go to ${step}: ${result.violation.message}`);
  return result.state;
}

/** Declare attackers: `[attacker, 'Bob']` attacks a player, `[attacker, { object: pw }]` a planeswalker or battle. */
export function attack(player: string, ...pairs: [string, string | AttackTarget][]): Action {
  return {
    type: 'declareAttackers',
    player,
    attackers: pairs.map(([attacker, t]) => ({ attacker, target: typeof t === 'string' ? { player: t } : t })),
  };
}

/** Declare blockers: `[blocker, attacker]` pairs, in declaration order. */
export function block(player: string, ...pairs: [string, string][]): Action {
  return { type: 'declareBlockers', player, blocks: pairs.map(([blocker, attacker]) => ({ blocker, attacker })) };
}

/** A damage division: `[source, recipient, amount]` where the recipient is a player name or `{ object }`. */
export function assign(player: string, ...parts: [string, string | TargetChoice, number][]): Action {
  return {
    type: 'assignCombatDamage',
    player,
    assignments: parts.map(([source, to, amount]) => ({
      source,
      to: typeof to === 'string' ? { player: to } : to,
      amount,
    })),
  };
}

export function perm(state: GameState, id: string): Permanent {
  const found = state.permanents[id];
  if (!found) throw new Error(`${id} is not on the battlefield`);
  return found;
}

export function poison(state: GameState, player: string): number {
  return state.players.find(p => p.id === player)!.poison;
}
