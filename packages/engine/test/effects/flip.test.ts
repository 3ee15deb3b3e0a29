import { describe, expect, it } from 'vitest';
import { logEntries } from '../../src/index.js';
import { illegal, life, pass, play, twoPlayers } from '../kit.js';
import { card, cast, sorcery } from './spell.js';

describe('flipping a coin (CR 705)', () => {
  // Winter Sky's shape: "Flip a coin. If you win the flip, …. If you lose the flip, …".
  const gamble = sorcery(
    'Test Gamble',
    'Flip a coin. If you win the flip, you gain 3 life. If you lose the flip, you lose 1 life.',
  );

  it("705.2: a flip whose result isn't stated is won, the documented default, and the log says so", () => {
    let s = twoPlayers({ hand: [{ def: gamble, id: 'g' }] }, {});
    s = play(s, cast('Alice', 'g'), pass('Alice'), pass('Bob'));
    expect(life(s, 'Alice')).toBe(23);
    const flip = logEntries(s).find(e => e.kind === 'flip')!;
    expect(flip.defaulted).toBe(true);
    expect(flip.text).toContain('Alice loses the flip');
  });

  it('705.2: a result stated while the spell waits on the stack decides its flip, one statement per flip', () => {
    const twice = sorcery(
      'Test Twice',
      'Flip a coin. If you lose the flip, you lose 1 life. Flip a coin. If you win the flip, you gain 5 life.',
    );
    let s = twoPlayers(
      {
        hand: [
          { def: gamble, id: 'g' },
          { def: twice, id: 't' },
        ],
      },
      {},
    );
    s = play(s, cast('Alice', 'g'), { type: 'flip', player: 'Alice', win: false }, pass('Alice'), pass('Bob'));
    expect(life(s, 'Alice')).toBe(19);
    s = play(
      s,
      cast('Alice', 't'),
      { type: 'flip', player: 'Alice', win: false },
      { type: 'flip', player: 'Alice', win: true },
      pass('Alice'),
      pass('Bob'),
    );
    expect(life(s, 'Alice')).toBe(23);
  });

  it('705.2: only a player whose spell or ability flips a coin can state a result', () => {
    let s = twoPlayers({ hand: [{ def: gamble, id: 'g' }] }, {});
    s = play(s, cast('Alice', 'g'));
    illegal(s, { type: 'flip', player: 'Bob', win: true }, '705.2');
  });

  it('"whenever you lose a coin flip" triggers on a lost flip only', () => {
    const minotaur = card({
      name: 'Test Minotaur',
      cost: '{0}',
      type: 'Enchantment',
      text: 'Whenever you lose a coin flip, you gain 2 life.',
    });
    let s = twoPlayers(
      {
        hand: [
          { def: gamble, id: 'g' },
          { def: gamble, id: 'g2' },
        ],
        battlefield: [{ def: minotaur, id: 'm' }],
      },
      {},
    );
    s = play(s, cast('Alice', 'g'), pass('Alice'), pass('Bob'));
    expect(s.stack).toEqual([]);
    s = play(s, cast('Alice', 'g2'), { type: 'flip', player: 'Alice', win: false }, pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => i.source)).toEqual(['m']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Alice')).toBe(24);
  });
});
