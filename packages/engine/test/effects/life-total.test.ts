import { describe, expect, it } from 'vitest';
import { logEntries } from '../../src/index.js';
import { C, life, pass, play, twoPlayers } from '../kit.js';
import { card, cast, sorcery } from './spell.js';

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
  it('119.5: "target player\'s life total becomes 20" — the player loses what takes them there', () => {
    const wind = sorcery('Test Wind', "Target player's life total becomes 20.");
    const s = play(
      twoPlayers({ hand: [{ def: wind, id: 'w' }] }, { life: 26 }),
      cast('Alice', 'w', { player: 'Bob' }),
      pass('Alice'),
      pass('Bob'),
    );
    expect([life(s, 'Alice'), life(s, 'Bob')]).toEqual([20, 20]);
  });

  it('119.5, 101.4: "each player\'s life total becomes the number of creatures they control" — each their own count', () => {
    const rhythm = sorcery('Test Rhythm', "Each player's life total becomes the number of creatures they control.");
    const s = play(
      twoPlayers(
        { hand: [{ def: rhythm, id: 'r' }], battlefield: [{ def: C.bears }] },
        { battlefield: [{ def: C.bears }, { def: C.ogre }, { def: C.forest }] },
      ),
      cast('Alice', 'r'),
      pass('Alice'),
      pass('Bob'),
    );
    expect([life(s, 'Alice'), life(s, 'Bob')]).toEqual([1, 2]);
  });

  it('119.5: "… becomes the lowest life total among all players" — the higher one loses the difference', () => {
    const repay = sorcery('Test Repay', "Each player's life total becomes the lowest life total among all players.");
    const s = play(
      twoPlayers({ hand: [{ def: repay, id: 'r' }], life: 6 }, { life: 17 }),
      cast('Alice', 'r'),
      pass('Alice'),
      pass('Bob'),
    );
    expect([life(s, 'Alice'), life(s, 'Bob')]).toEqual([6, 6]);
  });
});
