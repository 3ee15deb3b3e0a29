import { describe, expect, it } from 'vitest';
import { logEntries } from '../../src/index.js';
import { C, pass, perm, play, twoPlayers } from '../kit.js';
import { cast, sorcery } from './spell.js';

describe('"Tap or untap target permanent" (CR 701.26a-b)', () => {
  const twiddle = sorcery('Test Twiddle', 'Tap or untap target permanent.');

  it('701.26a-b: by default an untapped permanent is tapped and a tapped one untapped, the choice logged as made', () => {
    const s0 = twoPlayers(
      {
        hand: [
          { def: twiddle, id: 'one' },
          { def: twiddle, id: 'two' },
        ],
        battlefield: [{ def: C.forest, id: 'land', tapped: true }],
      },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );
    let s = play(s0, cast('Alice', 'one', { object: 'bears' }), pass('Alice'), pass('Bob'));
    s = play(s, cast('Alice', 'two', { object: 'land' }), pass('Alice'), pass('Bob'));
    expect([perm(s, 'bears').tapped, perm(s, 'land').tapped]).toEqual([true, false]);
    expect(logEntries(s).filter(e => e.defaulted && e.kind === 'tap')).toHaveLength(2);
  });
});
