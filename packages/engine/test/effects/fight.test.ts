import { describe, expect, it } from 'vitest';
import { C, pass, perm, play, twoPlayers, zone } from '../kit.js';
import { cast, sorcery } from './spell.js';

describe('fight (CR 701.14)', () => {
  const brawl = sorcery('Test Brawl', "Target creature you control fights target creature you don't control.");

  it('701.14a: each deals damage equal to its power to the other', () => {
    let s = twoPlayers(
      { hand: [{ def: brawl, id: 'spell' }], battlefield: [{ def: C.spider, id: 'spider' }] },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );
    s = play(s, cast('Alice', 'spell', { object: 'spider' }, { object: 'bears' }), pass('Alice'), pass('Bob'));
    expect(zone(s, 'bears')).toBe('graveyard');
    expect(perm(s, 'spider').damage).toBe(2);
  });

  it('701.14b: if one of them is gone, neither deals damage', () => {
    const murder = C.murder;
    let s = twoPlayers(
      { hand: [{ def: brawl, id: 'spell' }], battlefield: [{ def: C.spider, id: 'spider' }] },
      {
        battlefield: [{ def: C.bears, id: 'bears' }, { def: C.swamp }, { def: C.swamp }, { def: C.swamp }],
        hand: [{ def: murder, id: 'murder' }],
      },
    );
    s = play(
      s,
      cast('Alice', 'spell', { object: 'spider' }, { object: 'bears' }),
      pass('Alice'),
      cast('Bob', 'murder', { object: 'bears' }),
      pass('Bob'),
      pass('Alice'),
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'bears')).toBe('graveyard');
    expect(perm(s, 'spider').damage).toBe(0);
  });
});
