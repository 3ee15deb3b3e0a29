import { describe, expect, it } from 'vitest';
import { allPass, apply } from '../src/index.js';
import { C, illegal, life, pass, play, twoPlayers, zone } from './kit.js';

describe('the stack (seed: stack.de.txt)', () => {
  it('Lightning Bolt, answered by Counterspell, answered by Dispel: Bolt deals 3 (CR 405.5, 608.2n, 701.6a)', () => {
    let s = twoPlayers(
      { battlefield: [{ def: C.mountain }, { def: C.island }], hand: [{ def: C.bolt, id: 'bolt' }, { def: C.dispel, id: 'dispel' }] },
      { battlefield: [{ def: C.island }, { def: C.island }], hand: [{ def: C.counterspell, id: 'counter' }] },
    );
    s = play(s,
      { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      { type: 'cast', player: 'Bob', card: 'counter', targets: [{ object: 'bolt' }] },
      pass('Bob'),
      { type: 'cast', player: 'Alice', card: 'dispel', targets: [{ object: 'counter' }] },
    );
    expect(s.stack.map(i => i.id)).toEqual(['bolt', 'counter', 'dispel']);
    // "117.4: all players pass in succession: the top object resolves" — Dispel counters Counterspell.
    const first = allPass(s);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    s = first.state;
    expect(zone(s, 'counter')).toBe('graveyard');
    expect(zone(s, 'dispel')).toBe('graveyard');
    expect(s.priority).toBe('Alice'); // CR 117.3b
    const second = allPass(s);
    if (!second.ok) throw new Error(second.violation.message);
    s = second.state;
    expect(life(s, 'Bob')).toBe(17);
    expect(zone(s, 'bolt')).toBe('graveyard');
    expect(s.stack).toEqual([]);
  });

  it("Bob can't act while Alice holds priority (CR 117.3c)", () => {
    const s = twoPlayers(
      { battlefield: [{ def: C.mountain }], hand: [{ def: C.bolt, id: 'bolt' }] },
      { battlefield: [{ def: C.island }, { def: C.island }], hand: [{ def: C.counterspell, id: 'counter' }] },
    );
    const cast = play(s, { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }] });
    const v = illegal(cast, { type: 'cast', player: 'Bob', card: 'counter', targets: [{ object: 'bolt' }] }, '117.3c');
    expect(v.message).toBe("Bob can't cast Counterspell: Alice has priority (CR 117.3c).");
    expect(v.code).toBe('priority/not-your-priority');
  });
});
