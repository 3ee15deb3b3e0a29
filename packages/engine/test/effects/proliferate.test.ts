import { describe, expect, it } from 'vitest';
import { defineCard } from '../../src/index.js';
import { C, pass, perm, play, poison, texts, twoPlayers } from '../kit.js';

describe('proliferate (CR 701.34a)', () => {
  const spread = defineCard({ name: 'Test Spread', cost: '{0}', type: 'Sorcery', text: 'Proliferate. Draw a card.' });

  it('701.34a: every permanent and player with a counter gets another of each kind (the default choice)', () => {
    expect(spread.notUnderstood).toEqual([]);
    const s = play(
      twoPlayers(
        {
          hand: [{ def: spread.def, id: 'spread' }],
          battlefield: [
            { def: C.bears, id: 'bears', counters: { '+1/+1': 1 } },
            { def: C.ogre, id: 'ogre' },
          ],
          library: [{ def: C.filler }],
        },
        { poison: 2, battlefield: [{ def: C.jace, id: 'jace' }] },
      ),
      { type: 'cast', player: 'Alice', card: 'spread' },
      pass('Alice'),
      pass('Bob'),
    );
    expect([
      perm(s, 'bears').counters['+1/+1'],
      perm(s, 'ogre').counters['+1/+1'],
      perm(s, 'jace').counters.loyalty,
      poison(s, 'Bob'),
    ]).toEqual([2, undefined, 4, 3]);
    expect(texts(s).some(t => /proliferates \(the default choice/.test(t))).toBe(true);
  });
});
