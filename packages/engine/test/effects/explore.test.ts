import { describe, expect, it } from 'vitest';
import { logEntries } from '../../src/index.js';
import { C, pass, perm, play, twoPlayers, zone } from '../kit.js';
import { card } from './spell.js';

describe('explore (CR 701.44a)', () => {
  const trail = card({
    name: 'Test Trailblazing',
    cost: '{0}',
    type: 'Enchantment',
    text: 'Whenever a nontoken creature you control enters, it explores.',
  });
  const enter = (top: typeof C.bolt) => {
    const s = twoPlayers(
      {
        battlefield: [{ def: trail }, { def: C.mountain }, { def: C.mountain }, { def: C.mountain }],
        hand: [{ def: C.ogre, id: 'ogre' }],
        library: [{ def: top, id: 'top' }],
      },
      {},
    );
    return play(
      s,
      { type: 'cast', player: 'Alice', card: 'ogre', targets: [] },
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
      pass('Bob'),
    );
  };

  it('701.44a: a land revealed goes into the hand, and the creature gets no counter', () => {
    const s = enter(C.forest);
    expect([zone(s, 'top'), perm(s, 'ogre').counters['+1/+1'] ?? 0]).toEqual(['hand', 0]);
  });

  it('701.44a: a nonland revealed: a +1/+1 counter on the explorer; the card stays on top by default', () => {
    const s = enter(C.bolt);
    expect([s.players[0]!.library, perm(s, 'ogre').counters['+1/+1']]).toEqual([['top'], 1]);
    expect(logEntries(s).find(e => e.kind === 'explore')).toMatchObject({ rule: '701.44a', defaulted: true });
  });
});
