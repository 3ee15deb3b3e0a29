import { expect } from 'vitest';
import {
  apply, createGame, defineCard, logEntries, type Action, type CardDef, type CardSpec, type GameSetup, type GameState,
  type PlayerSetup, type Violation,
} from '../src/index.js';

/** XMage-style test kit: set up zones, script actions, assert outcomes. */

function card(spec: CardSpec): CardDef {
  const made = defineCard(spec);
  if (made.problems.length || made.notUnderstood.length) throw new Error(`test card ${spec.name}: ${made.problems.join('; ')} ${made.notUnderstood.map(s => s.text).join('; ')}`);
  return made.def;
}

export const C = {
  mountain: card({ name: 'Mountain', type: 'Basic Land — Mountain' }),
  island: card({ name: 'Island', type: 'Basic Land — Island' }),
  forest: card({ name: 'Forest', type: 'Basic Land — Forest' }),
  plains: card({ name: 'Plains', type: 'Basic Land — Plains' }),
  swamp: card({ name: 'Swamp', type: 'Basic Land — Swamp' }),
  bolt: card({ name: 'Lightning Bolt', cost: '{R}', type: 'Instant', text: 'Lightning Bolt deals 3 damage to any target.' }),
  counterspell: card({ name: 'Counterspell', cost: '{U}{U}', type: 'Instant', text: 'Counter target spell.' }),
  dispel: card({ name: 'Dispel', cost: '{U}', type: 'Instant', text: 'Counter target instant spell.' }),
  giantGrowth: card({ name: 'Giant Growth', cost: '{G}', type: 'Instant', text: 'Target creature gets +3/+3 until end of turn.' }),
  divination: card({ name: 'Divination', cost: '{2}{U}', type: 'Sorcery', text: 'Draw two cards.' }),
  murder: card({ name: 'Murder', cost: '{1}{B}{B}', type: 'Instant', text: 'Destroy target creature.' }),
  bears: card({ name: 'Grizzly Bears', cost: '{1}{G}', type: 'Creature — Bear', power: 2, toughness: 2 }),
  spider: card({ name: 'Giant Spider', cost: '{3}{G}', type: 'Creature — Spider', power: 2, toughness: 4, keywords: ['reach'] }),
  angel: card({ name: 'Serra Angel', cost: '{3}{W}{W}', type: 'Creature — Angel', power: 4, toughness: 4, keywords: ['flying', 'vigilance'] }),
  elves: card({ name: 'Llanowar Elves', cost: '{G}', type: 'Creature — Elf Druid', power: 1, toughness: 1, text: '{T}: Add {G}.' }),
  ogre: card({ name: 'Gray Ogre', cost: '{2}{R}', type: 'Creature — Ogre', power: 2, toughness: 2 }),
  filler: card({ name: 'Filler', type: 'Sorcery' }),
};

export function twoPlayers(alice: Omit<PlayerSetup, 'id'>, bob: Omit<PlayerSetup, 'id'>, start: Partial<Omit<GameSetup, 'players'>> = {}): GameState {
  const result = createGame({
    players: [{ id: 'Alice', ...alice }, { id: 'Bob', ...bob }],
    activePlayer: start.activePlayer ?? 'Alice', turn: start.turn ?? 3, step: start.step ?? 'main1',
    ...(start.startingPlayer ? { startingPlayer: start.startingPlayer } : {}),
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
  return state.objects[id]?.zone;
}

export function texts(state: GameState): string[] {
  return logEntries(state).map(e => e.text);
}
