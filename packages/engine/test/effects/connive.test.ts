import { describe, expect, it } from 'vitest';
import { logEntries } from '../../src/index.js';
import { C, attack, pass, perm, play, twoPlayers, zone } from '../kit.js';
import { card } from './spell.js';

describe('connive (CR 701.50a)', () => {
  const schemer = card({
    name: 'Test Schemer',
    cost: '{0}',
    type: 'Creature — Rogue',
    power: 1,
    toughness: 1,
    text: 'Whenever this creature enters or attacks, it connives.',
  });
  const attacking = (hand: { def: typeof C.bolt; id: string }[], library: { def: typeof C.bolt; id: string }[]) => {
    const s = twoPlayers(
      { battlefield: [{ def: schemer, id: 'sch' }], hand, library },
      {},
      { step: 'declareAttackers' },
    );
    return play(s, attack('Alice', ['sch', 'Bob']), pass('Alice'), pass('Bob'));
  };

  it('701.50a: draw a card, then discard one (by default the first in hand); a nonland discarded puts a +1/+1 counter on it', () => {
    const s = attacking([{ def: C.bolt, id: 'held' }], [{ def: C.island, id: 'drawn' }]);
    expect([zone(s, 'drawn'), zone(s, 'held'), perm(s, 'sch').counters['+1/+1']]).toEqual(['hand', 'graveyard', 1]);
    expect(logEntries(s).find(e => e.kind === 'discard')).toMatchObject({ rule: '701.9b', defaulted: true });
  });

  it('701.50a: a land discarded gives no counter', () => {
    const s = attacking([{ def: C.forest, id: 'held' }], [{ def: C.bolt, id: 'drawn' }]);
    expect([zone(s, 'held'), perm(s, 'sch').counters['+1/+1'] ?? 0]).toEqual(['graveyard', 0]);
  });

  it('701.50a: "whenever another Rogue you control enters, ~ connives" — the source connives, not the creature entering', () => {
    const boss = card({
      name: 'Test Ringleader, Night Boss',
      cost: '{0}',
      type: 'Legendary Creature — Rogue',
      power: 2,
      toughness: 2,
      text: 'Whenever another Rogue you control enters, Test Ringleader connives.',
    });
    const rogue = card({ name: 'Test Cutpurse', cost: '{0}', type: 'Creature — Rogue', power: 1, toughness: 1 });
    let s = twoPlayers(
      {
        battlefield: [{ def: boss, id: 'boss' }],
        hand: [
          { def: rogue, id: 'r' },
          { def: C.bolt, id: 'held' },
        ],
        library: [{ def: C.island }],
      },
      {},
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'r', targets: [] },
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
      pass('Bob'),
    );
    expect([perm(s, 'boss').counters['+1/+1'], perm(s, 'r').counters['+1/+1'] ?? 0]).toEqual([1, 0]);
  });
});
