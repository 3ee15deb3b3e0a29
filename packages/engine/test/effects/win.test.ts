import { describe, expect, it } from 'vitest';
import { apply, logEntries } from '../../src/index.js';
import { C, goTo, pass, play, twoPlayers } from '../kit.js';
import { card, cast, sorcery } from './spell.js';

describe('"you win the game" (CR 104.2b, 104.1)', () => {
  const crown = card({
    name: 'Test Crown of Plenty',
    cost: '{0}',
    type: 'Enchantment',
    text: 'At the beginning of your upkeep, if you have 30 or more life, you win the game.',
  });
  const library = [{ def: C.island }, { def: C.island }];
  const atUpkeep = (life: number) =>
    goTo(
      twoPlayers(
        { battlefield: [{ def: crown }], library, life },
        { library },
        { step: 'end', activePlayer: 'Bob', turn: 2 },
      ),
      'upkeep',
    );

  it('104.2b: the effect makes its controller the winner; the game ends at once (104.1) and the opponent has lost', () => {
    const s = play(atUpkeep(31), pass('Alice'), pass('Bob'));
    expect(s.result).toEqual({ winners: ['Alice'], losers: ['Bob'] });
    expect(s.players.map(p => p.lost)).toEqual([false, true]);
    expect(logEntries(s).find(e => e.kind === 'gameOver')?.rule).toBe('104.2b');
    // 104.1: nothing more happens.
    const after = apply(s, pass('Alice'));
    expect(after.ok ? undefined : after.violation.rule).toBe('104.1');
  });

  it('603.4: below the threshold the intervening "if" keeps it from triggering, and nobody wins', () => {
    const s = atUpkeep(29);
    expect([s.stack.length, s.result]).toEqual([0, undefined]);
  });

  it('104.2b: as an instruction of a spell', () => {
    const claim = sorcery('Test Final Claim', 'You win the game.');
    const s = play(
      twoPlayers({ hand: [{ def: claim, id: 'claim' }] }, {}),
      cast('Alice', 'claim'),
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.result?.winners).toEqual(['Alice']);
  });
});
