import { describe, expect, it } from 'vitest';
import { defineCard } from '../../src/index.js';
import { C, pass, play, texts, twoPlayers, zone } from '../kit.js';

describe('"can\'t be countered" (CR 101.2, 701.6a)', () => {
  const stubborn = defineCard({ name: 'Stubborn Bolt', cost: '{R}', type: 'Instant', text: "This spell can't be countered.\nStubborn Bolt deals 3 damage to any target." });

  it('101.2: "can\'t" beats "can": Counterspell resolves, but the spell stays on the stack and resolves', () => {
    expect(stubborn.notUnderstood).toEqual([]);
    let s = twoPlayers({ hand: [{ def: stubborn.def, id: 'bolt' }], battlefield: [{ def: C.mountain }] }, { hand: [{ def: C.counterspell, id: 'cs' }], battlefield: [{ def: C.island }, { def: C.island }] });
    s = play(s, { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }] }, pass('Alice'),
      { type: 'cast', player: 'Bob', card: 'cs', targets: [{ object: 'bolt' }] }, pass('Bob'), pass('Alice'));
    expect(texts(s)).toContain("Stubborn Bolt can't be countered.");
    expect(zone(s, 'bolt')).toBe('stack');
    s = play(s, pass('Alice'), pass('Bob'));
    expect(s.players[1]!.life).toBe(17);
  });
});
