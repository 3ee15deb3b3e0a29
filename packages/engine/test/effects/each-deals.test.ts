import { describe, expect, it } from 'vitest';
import { C, life, pass, play, twoPlayers, zone } from '../kit.js';
import { card, cast, sorcery } from './spell.js';

describe('"each creature deals N damage to its controller" (CR 120.3)', () => {
  const backlash = sorcery('Test Backlash', 'Each creature deals 2 damage to its controller.');
  const leech = card({
    name: 'Test Leech',
    cost: '{0}',
    type: 'Creature — Leech',
    power: 1,
    toughness: 1,
    keywords: ['lifelink'],
  });
  const blight = card({
    name: 'Test Blightling',
    cost: '{0}',
    type: 'Creature — Horror',
    power: 1,
    toughness: 1,
    keywords: ['infect'],
  });

  it('120.3: each creature is the source of its own damage, dealt to the player who controls it', () => {
    const s = play(
      twoPlayers(
        { hand: [{ def: backlash, id: 'spell' }], battlefield: [{ def: C.bears }, { def: C.bears }] },
        { battlefield: [{ def: C.bears }] },
      ),
      cast('Alice', 'spell'),
      pass('Alice'),
      pass('Bob'),
    );
    expect([life(s, 'Alice'), life(s, 'Bob')]).toEqual([16, 18]);
  });

  it("120.3b, 702.15b: damage from a creature with lifelink or infect is dealt as that creature's", () => {
    const s = play(
      twoPlayers(
        { hand: [{ def: backlash, id: 'spell' }], battlefield: [{ def: leech }] },
        { battlefield: [{ def: blight }] },
      ),
      cast('Alice', 'spell'),
      pass('Alice'),
      pass('Bob'),
    );
    expect([life(s, 'Alice'), life(s, 'Bob'), s.players[1]!.poison]).toEqual([20, 20, 2]);
  });

  it('only the members of the group it names deal damage', () => {
    const narrow = sorcery('Test Narrow Backlash', "Each creature you don't control deals 1 damage to its controller.");
    const s = play(
      twoPlayers(
        { hand: [{ def: narrow, id: 'spell' }], battlefield: [{ def: C.bears }] },
        { battlefield: [{ def: C.bears }, { def: C.bears }] },
      ),
      cast('Alice', 'spell'),
      pass('Alice'),
      pass('Bob'),
    );
    expect([life(s, 'Alice'), life(s, 'Bob')]).toEqual([20, 18]);
  });
});

describe('"each creature deals damage to itself equal to its power" (CR 120.3, 608.2h)', () => {
  it('120.3: each creature deals its own power to itself, all at once; a creature with 0 power deals none', () => {
    const blaze = sorcery('Test Blaze', 'Each creature deals damage to itself equal to its power.');
    const wall = card({ name: 'Test Wall', cost: '{0}', type: 'Creature — Wall', power: 0, toughness: 4 });
    const s = play(
      twoPlayers(
        {
          hand: [{ def: blaze, id: 'spell' }],
          battlefield: [
            { def: C.hillGiant, id: 'giant' },
            { def: wall, id: 'wall' },
          ],
        },
        { battlefield: [{ def: C.scatheZombies, id: 'zombies' }] },
      ),
      cast('Alice', 'spell'),
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'giant'), s.permanents.zombies?.damage, s.permanents.wall?.damage]).toEqual(['graveyard', 2, 0]);
  });

  it('"… equal to its toughness to its controller": each creature deals its toughness to the player who controls it', () => {
    const toll = sorcery(
      'Test Toll',
      'Each creature you control deals damage equal to its toughness to its controller.',
    );
    const s = play(
      twoPlayers(
        { hand: [{ def: toll, id: 'spell' }], battlefield: [{ def: C.scatheZombies }] },
        { battlefield: [{ def: C.hillGiant }] },
      ),
      cast('Alice', 'spell'),
      pass('Alice'),
      pass('Bob'),
    );
    expect([life(s, 'Alice'), life(s, 'Bob')]).toEqual([17, 20]);
  });
});
