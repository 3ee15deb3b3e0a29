import { describe, expect, it } from 'vitest';
import { defineCard } from '../../src/index.js';
import { C, life, pass, play, twoPlayers } from '../kit.js';

describe('X in effects (CR 107.3)', () => {
  const blaze = defineCard({ name: 'Test Blaze', cost: '{X}{R}', type: 'Sorcery', text: 'Test Blaze deals X damage to any target. You gain X life.' });

  it('107.3a: X in the effect is the value chosen for X as the spell was cast', () => {
    expect(blaze.notUnderstood).toEqual([]);
    const s0 = twoPlayers({ hand: [{ def: blaze.def, id: 'blaze' }], battlefield: Array.from({ length: 4 }, () => ({ def: C.mountain })) }, {});
    const s = play(s0, { type: 'cast', player: 'Alice', card: 'blaze', x: 3, targets: [{ player: 'Bob' }] }, pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(17);
    expect(life(s, 'Alice')).toBe(23);
  });

  it('107.3: X is 0 when none was chosen', () => {
    const s0 = twoPlayers({ hand: [{ def: blaze.def, id: 'blaze' }], battlefield: [{ def: C.mountain }] }, {});
    const s = play(s0, { type: 'cast', player: 'Alice', card: 'blaze', targets: [{ player: 'Bob' }] }, pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(20);
  });
});
