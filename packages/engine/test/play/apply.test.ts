import { describe, expect, it } from 'vitest';
import { allPass } from '../../src/index.js';
import { C, illegal, life, pass, play, twoPlayers, zone } from '../kit.js';

describe('the stack (seed: stack.de.txt)', () => {
  it('Lightning Bolt, answered by Counterspell, answered by Dispel: Bolt deals 3 (CR 405.5, 608.2n, 701.6a)', () => {
    let s = twoPlayers(
      {
        battlefield: [{ def: C.mountain }, { def: C.island }],
        hand: [
          { def: C.bolt, id: 'bolt' },
          { def: C.dispel, id: 'dispel' },
        ],
      },
      { battlefield: [{ def: C.island }, { def: C.island }], hand: [{ def: C.counterspell, id: 'counter' }] },
    );
    s = play(
      s,
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

  it("117.1a: Bob can't cast a spell while Alice holds priority (117.3c only gives it back to her after she acts)", () => {
    const s = twoPlayers(
      { battlefield: [{ def: C.mountain }], hand: [{ def: C.bolt, id: 'bolt' }] },
      { battlefield: [{ def: C.island }, { def: C.island }], hand: [{ def: C.counterspell, id: 'counter' }] },
    );
    const cast = play(s, { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }] });
    const v = illegal(cast, { type: 'cast', player: 'Bob', card: 'counter', targets: [{ object: 'bolt' }] }, '117.1a');
    expect(v.message).toBe("Bob can't cast Counterspell: Alice has priority (CR 117.1a).");
    expect(v.code).toBe('priority/not-your-priority');
    expect(v.objects).toEqual(['counter']);
  });

  it('each action without priority cites the rule that allows it with priority: 117.3d pass, 305.1 land, 117.1d mana ability', () => {
    const s = twoPlayers(
      { hand: [{ def: C.forest, id: 'forest' }] },
      { battlefield: [{ def: C.island, id: 'island' }], hand: [{ def: C.mountain, id: 'mountain' }] },
    );
    illegal(s, pass('Bob'), '117.3d');
    // It is Bob's turn below, so only priority stands between him and the land.
    const bobs = twoPlayers(
      { battlefield: [{ def: C.island, id: 'island' }] },
      { hand: [{ def: C.mountain, id: 'mountain' }] },
      { activePlayer: 'Bob', turn: 4 },
    );
    const aliceHolds = play(bobs, pass('Bob'));
    expect(illegal(aliceHolds, { type: 'playLand', player: 'Bob', card: 'mountain' }, '305.1').code).toBe(
      'priority/not-your-priority',
    );
    illegal(s, { type: 'activateMana', player: 'Bob', source: 'island' }, '117.1d');
  });
});
