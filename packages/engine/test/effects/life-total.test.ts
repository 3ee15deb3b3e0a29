import { describe, expect, it } from 'vitest';
import { logEntries } from '../../src/index.js';
import { life, pass, play, twoPlayers } from '../kit.js';
import { card, cast } from './spell.js';

describe('a life total that becomes a number (CR 119.5)', () => {
  it('119.5: "each player\'s life total becomes the highest life total among all players" — the lower one gains the difference', () => {
    const judge = card({
      name: 'Test Equal Judge',
      cost: '{0}',
      type: 'Creature — Giant',
      power: 5,
      toughness: 5,
      text: "When this creature enters, each player's life total becomes the highest life total among all players.",
    });
    const s = play(
      twoPlayers({ hand: [{ def: judge, id: 'j' }], life: 6 }, { life: 17 }),
      cast('Alice', 'j'),
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
      pass('Bob'),
    );
    expect([life(s, 'Alice'), life(s, 'Bob')]).toEqual([17, 17]);
    expect(
      logEntries(s)
        .filter(e => e.kind === 'life')
        .map(e => [e.players, e.amount, e.rule]),
    ).toEqual([[['Alice'], 11, '119.5']]);
  });
});
