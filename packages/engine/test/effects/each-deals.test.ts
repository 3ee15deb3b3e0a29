import { describe, expect, it } from 'vitest';
import { C, life, pass, play, twoPlayers } from '../kit.js';
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
