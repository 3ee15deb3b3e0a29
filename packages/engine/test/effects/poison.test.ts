import { describe, expect, it } from 'vitest';
import { defineCard, type CardDef, type GameState } from '../../src/index.js';
import { pass, play, twoPlayers } from '../kit.js';

const card = (spec: Parameters<typeof defineCard>[0]): CardDef => {
  const made = defineCard(spec);
  expect(made.notUnderstood).toEqual([]);
  return made.def;
};
const poisonOf = (s: GameState, who: string) => s.players.find(p => p.id === who)!.poison;

describe('poison counters given by an effect (CR 122.1f)', () => {
  const sting = card({
    name: 'Test Sting',
    cost: '{0}',
    type: 'Sorcery',
    text: 'Target player gets three poison counters.',
  });

  it('122.1f: "target player gets three poison counters"; with ten or more, that player loses the game (704.5c)', () => {
    let s = twoPlayers({ hand: [{ def: sting, id: 'sting' }] }, { poison: 6 });
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'sting', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(poisonOf(s, 'Bob')).toBe(9);
    expect(s.players.find(p => p.id === 'Bob')!.lost).toBeFalsy();
    s = twoPlayers({ hand: [{ def: sting, id: 'sting' }] }, { poison: 7 });
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'sting', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.players.find(p => p.id === 'Bob')!.lost).toBeTruthy();
  });

  it('122.1: "each player gets a poison counter" gives one to every player', () => {
    const rats = card({
      name: 'Test Rats',
      cost: '{0}',
      type: 'Sorcery',
      text: 'Each player gets a poison counter.',
    });
    const s = play(
      twoPlayers({ hand: [{ def: rats, id: 'rats' }] }, {}),
      { type: 'cast', player: 'Alice', card: 'rats' },
      pass('Alice'),
      pass('Bob'),
    );
    expect([poisonOf(s, 'Alice'), poisonOf(s, 'Bob')]).toEqual([1, 1]);
  });
});
