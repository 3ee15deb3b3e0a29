import { describe, expect, it } from 'vitest';
import { C, pass, perm, play, twoPlayers } from '../kit.js';
import { cast, sorcery } from './spell.js';

describe('"move a +1/+1 counter from … onto …" (CR 122.5)', () => {
  const shift = sorcery('Test Shift', 'Move a +1/+1 counter from target creature onto another target creature.');
  const setup = (counters: Record<string, number>) =>
    twoPlayers(
      {
        hand: [{ def: shift, id: 'shift' }],
        battlefield: [
          { def: C.bears, id: 'from', counters },
          { def: C.bears, id: 'to' },
        ],
      },
      {},
    );

  it('122.5: the counter is removed from the first and put onto the second', () => {
    const s = play(
      setup({ '+1/+1': 2 }),
      cast('Alice', 'shift', { object: 'from' }, { object: 'to' }),
      pass('Alice'),
      pass('Bob'),
    );
    expect([perm(s, 'from').counters['+1/+1'], perm(s, 'to').counters['+1/+1']]).toEqual([1, 1]);
  });

  it('122.5: "if either of these actions isn\'t possible … no counter is removed from or put onto anything"', () => {
    const s = play(setup({}), cast('Alice', 'shift', { object: 'from' }, { object: 'to' }), pass('Alice'), pass('Bob'));
    expect([perm(s, 'from').counters['+1/+1'] ?? 0, perm(s, 'to').counters['+1/+1'] ?? 0]).toEqual([0, 0]);
  });
});
