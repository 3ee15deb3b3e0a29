import { describe, expect, it } from 'vitest';
import { logEntries } from '../../src/index.js';
import { C, pass, perm, play, twoPlayers } from '../kit.js';
import { sorcery } from './spell.js';

describe('bolster (CR 701.39a)', () => {
  const rally = sorcery('Test Rally', 'Bolster 2.');

  it("701.39a: the counters go on the creature its controller controls with the least toughness, not an opponent's", () => {
    const s = play(
      twoPlayers(
        {
          hand: [{ def: rally, id: 'r' }],
          battlefield: [
            { def: C.spider, id: 'spider' },
            { def: C.bears, id: 'bears' },
          ],
        },
        { battlefield: [{ def: C.ornithopter, id: 'thopter' }] },
      ),
      { type: 'cast', player: 'Alice', card: 'r', targets: [] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([
      perm(s, 'bears').counters['+1/+1'],
      perm(s, 'spider').counters['+1/+1'] ?? 0,
      perm(s, 'thopter').counters['+1/+1'] ?? 0,
    ]).toEqual([2, 0, 0]);
  });

  it('701.39a: tied for least, by default the first to arrive, said in the log', () => {
    const s = play(
      twoPlayers(
        {
          hand: [{ def: rally, id: 'r' }],
          battlefield: [
            { def: C.bears, id: 'b1' },
            { def: C.ogre, id: 'o' },
          ],
        },
        {},
      ),
      { type: 'cast', player: 'Alice', card: 'r', targets: [] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([perm(s, 'b1').counters['+1/+1'], perm(s, 'o').counters['+1/+1'] ?? 0]).toEqual([2, 0]);
    expect(logEntries(s).find(e => e.kind === 'bolster')?.defaulted).toBe(true);
  });
});
