import { describe, expect, it } from 'vitest';
import { C, pass, perm, play, twoPlayers, zone } from '../kit.js';
import { card, cast, sorcery } from './spell.js';

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

  it('608.2d: "you may have it fight target creature you don\'t control" is its controller\'s choice', () => {
    const indrik = card({
      name: 'Test Indrik',
      cost: '{0}',
      type: 'Creature - Beast',
      power: 3,
      toughness: 4,
      text: "When Test Indrik enters the battlefield, you may have it fight target creature you don't control.",
    });
    const entered = () =>
      play(
        twoPlayers({ hand: [{ def: indrik, id: 'indrik' }] }, { battlefield: [{ def: C.bears, id: 'bears' }] }),
        { type: 'cast', player: 'Alice', card: 'indrik' },
        pass('Alice'),
        pass('Bob'),
      );
    const fought = play(entered(), pass('Alice'), pass('Bob'));
    expect([zone(fought, 'bears'), perm(fought, 'indrik').damage]).toEqual(['graveyard', 2]);
    const declined = play(entered(), { type: 'decline', player: 'Alice' }, pass('Alice'), pass('Bob'));
    expect([zone(declined, 'bears'), perm(declined, 'indrik').damage]).toEqual(['battlefield', 0]);
  });
});
