import { describe, expect, it } from 'vitest';
import { defineCard, type CardDef } from '../../src/index.js';
import { goTo, illegal, pass, perm, play, texts, twoPlayers } from '../kit.js';

const card = (spec: Parameters<typeof defineCard>[0]): CardDef => {
  const made = defineCard(spec);
  expect(made.notUnderstood).toEqual([]);
  return made.def;
};

// Storage lands and batteries: how many counters the cost removes is chosen as the mana ability is activated
// (605.3b, 602.2b), and the mana named says it; without, the default is all of them.
describe('mana for each counter removed (CR 605.3b, 118.3)', () => {
  // Like Fountain of Cho.
  const fountain = card({
    name: 'Test Fountain',
    type: 'Land',
    text: '{T}: Put a storage counter on Test Fountain.\n{T}, Remove any number of storage counters from Test Fountain: Add {W} for each storage counter removed this way.',
  });
  // Like Calciform Pools.
  const pools = card({
    name: 'Test Pools',
    type: 'Land',
    text: '{1}, Remove X storage counters from Test Pools: Add X mana in any combination of {W} and/or {U}.',
  });
  // Like Black Mana Battery.
  const battery = card({
    name: 'Test Battery',
    cost: '{4}',
    type: 'Artifact',
    text: '{T}, Remove any number of charge counters from Test Battery: Add {B}, then add an additional {B} for each charge counter removed this way.',
  });
  const withCounters = (def: CardDef, id: string, kind: string, n: number, manaPool = {}) =>
    twoPlayers({ battlefield: [{ def, id, counters: { [kind]: n } }], manaPool }, {});
  const pool = (s: ReturnType<typeof twoPlayers>) => s.players[0]!.manaPool;

  it('the mana named says how many counters are removed: {W}{W} removes two of three', () => {
    const s = play(withCounters(fountain, 'f', 'storage', 3), {
      type: 'activateMana',
      player: 'Alice',
      source: 'f',
      ability: 1,
      yields: ['W', 'W'],
    });
    expect([pool(s).W, perm(s, 'f').counters.storage, perm(s, 'f').tapped]).toEqual([2, 1, true]);
  });

  it('the default choice: all its counters', () => {
    const s = play(withCounters(fountain, 'f', 'storage', 3), {
      type: 'activateMana',
      player: 'Alice',
      source: 'f',
      ability: 1,
    });
    expect([pool(s).W, perm(s, 'f').counters.storage ?? 0]).toEqual([3, 0]);
    expect(texts(s).some(t => t.includes('the default choice: removing all its storage counters'))).toBe(true);
  });

  it('118.3: not more counters than it has', () => {
    const s = withCounters(fountain, 'f', 'storage', 1);
    illegal(s, { type: 'activateMana', player: 'Alice', source: 'f', ability: 1, yields: ['W', 'W'] }, '118.3');
  });

  it('"X mana in any combination of {W} and/or {U}": the colors named, X of them', () => {
    const s = play(withCounters(pools, 'p', 'storage', 3, { C: 1 }), {
      type: 'activateMana',
      player: 'Alice',
      source: 'p',
      yields: ['W', 'U', 'U'],
    });
    expect([pool(s).W, pool(s).U, pool(s).C, perm(s, 'p').counters.storage ?? 0]).toEqual([1, 2, 0, 0]);
    illegal(
      withCounters(pools, 'p', 'storage', 3, { C: 1 }),
      { type: 'activateMana', player: 'Alice', source: 'p', yields: ['W', 'B'] },
      '106.3',
    );
  });

  it('a battery makes {B} and one more for each counter removed: {B} alone removes none', () => {
    const one = play(withCounters(battery, 'b', 'charge', 2), {
      type: 'activateMana',
      player: 'Alice',
      source: 'b',
      mana: 'B',
    });
    expect([pool(one).B, perm(one, 'b').counters.charge]).toEqual([1, 2]);
    const three = play(withCounters(battery, 'b', 'charge', 2), {
      type: 'activateMana',
      player: 'Alice',
      source: 'b',
      yields: ['B', 'B', 'B'],
    });
    expect([pool(three).B, perm(three, 'b').counters.charge ?? 0]).toEqual([3, 0]);
  });
});

// 603.4: "At the beginning of your upkeep, if ~ is tapped, put a storage counter on it": "it" is ~.
describe('a storage land that stays tapped (CR 603.4, 502.3)', () => {
  const vault = card({
    name: 'Test Vault',
    type: 'Land',
    text: 'Test Vault enters the battlefield tapped.\nYou may choose not to untap Test Vault during your untap step.\nAt the beginning of your upkeep, if Test Vault is tapped, put a storage counter on it.\n{T}, Remove any number of storage counters from Test Vault: Add {B} for each storage counter removed this way.',
  });

  it('603.4: kept tapped, it gets a storage counter in the upkeep; untapped, none', () => {
    const start = twoPlayers({}, { battlefield: [{ def: vault, id: 'v', tapped: true }] });
    const upkeep = goTo(play(start, { type: 'keepTapped', player: 'Bob', keep: 'v' }), 'upkeep');
    const kept = play(upkeep, pass('Bob'), pass('Alice'));
    expect(perm(kept, 'v').counters.storage).toBe(1);
    const untapped = goTo(start, 'draw');
    expect(perm(untapped, 'v').counters.storage ?? 0).toBe(0);
  });
});
