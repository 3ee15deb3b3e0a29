import { describe, expect, it } from 'vitest';
import { logEntries } from '../../src/index.js';
import { pass, perm, play, twoPlayers } from '../kit.js';
import { card, sorcery } from './spell.js';

describe('amass (CR 701.47)', () => {
  const call = sorcery('Test Call the Army', 'Amass 2.');
  const armyOf = (s: ReturnType<typeof twoPlayers>) =>
    s.battlefield.filter(id => s.objects[id]!.def.subtypes.includes('Army'));
  const cast = (s: ReturnType<typeof twoPlayers>) =>
    play(s, { type: 'cast', player: 'Alice', card: 'call', targets: [] }, pass('Alice'), pass('Bob'));

  it('701.47a: "If you don\'t control an Army creature, create a 0/0 black [Zombie] Army creature token … Put N +1/+1 counters on that creature"', () => {
    const s = cast(twoPlayers({ hand: [{ def: call, id: 'call' }] }, {}));
    const [army] = armyOf(s);
    expect(armyOf(s)).toHaveLength(1);
    expect(s.objects[army!]!.def).toMatchObject({ subtypes: ['Zombie', 'Army'], colors: ['B'], power: 0 });
    // The counters come before state-based actions look: a 2/2, not a dead 0/0 (704.5f).
    expect(perm(s, army!).counters['+1/+1']).toBe(2);
  });

  it('701.47a: with an Army already, no token: the counters go on it', () => {
    const first = cast(twoPlayers({ hand: [{ def: call, id: 'call' }] }, {}));
    const [army] = armyOf(first);
    const again = twoPlayers(
      {
        hand: [{ def: call, id: 'call' }],
        battlefield: [{ def: first.objects[army!]!.def, id: 'army', counters: { '+1/+1': 1 } }],
      },
      {},
    );
    const s = cast(again);
    expect(armyOf(s)).toEqual(['army']);
    expect(perm(s, 'army').counters['+1/+1']).toBe(3);
  });

  it("701.47a: an Army that isn't a Zombie would become one, which the engine says it doesn't model", () => {
    const legion = card({ name: 'Test Orc Army', cost: '{1}', type: 'Creature — Orc Army', power: 1, toughness: 1 });
    const s = cast(twoPlayers({ hand: [{ def: call, id: 'call' }], battlefield: [{ def: legion, id: 'orcs' }] }, {}));
    expect(perm(s, 'orcs').counters['+1/+1']).toBe(2);
    expect(logEntries(s).some(e => e.kind === 'unmodelled' && e.rule === '701.47a')).toBe(true);
  });
});
