import { describe, expect, it } from 'vitest';
import { C, goTo, pass, perm, play, twoPlayers, zone } from '../kit.js';
import { card, cast, sorcery } from '../effects/spell.js';

/** Conditions on the game read from rules text, checked as abilities trigger and resolve (CR 603.4). */
describe('"if you cast it from your hand" (CR 603.4, 601.2a)', () => {
  const herald = card({
    name: 'Test Tide Herald',
    cost: '{0}',
    type: 'Creature — Serpent',
    power: 4,
    toughness: 4,
    text: 'When this creature enters, if you cast it from your hand, tap all other creatures you control.',
  });
  const raise = sorcery('Test Raise', 'Return target Serpent card from your graveyard to the battlefield.');

  it('603.4: cast from the hand, it triggers — and "all other creatures you control" leaves the source and the opponent\'s alone', () => {
    const s = play(
      twoPlayers(
        { hand: [{ def: herald, id: 'h' }], battlefield: [{ def: C.bears, id: 'mine' }] },
        { battlefield: [{ def: C.ogre, id: 'theirs' }] },
      ),
      cast('Alice', 'h'),
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
      pass('Bob'),
    );
    expect([perm(s, 'mine').tapped, perm(s, 'h').tapped, perm(s, 'theirs').tapped]).toEqual([true, false, false]);
  });

  it("603.4: put onto the battlefield from a graveyard, it wasn't cast: no trigger", () => {
    const s = play(
      twoPlayers(
        {
          hand: [{ def: raise, id: 'r' }],
          graveyard: [{ def: herald, id: 'h' }],
          battlefield: [{ def: C.bears, id: 'mine' }],
        },
        {},
      ),
      cast('Alice', 'r', { object: 'h' }),
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'h'), s.stack.length, perm(s, 'mine').tapped]).toEqual(['battlefield', 0, false]);
  });
});

describe('"if you control no other colorless creatures" (CR 603.4, 105.2c)', () => {
  const drifter = card({
    name: 'Test Void Drifter',
    cost: '{0}',
    type: 'Creature — Eldrazi',
    power: 3,
    toughness: 3,
    keywords: ['devoid'],
    text: "At the beginning of each end step, if you control no other colorless creatures, return this creature to its owner's hand.",
  });

  it("603.4: alone it returns at the end step; beside an artifact creature (colorless) it doesn't trigger", () => {
    const alone = play(
      goTo(twoPlayers({ battlefield: [{ def: drifter, id: 'd' }, { def: C.bears }] }, {}), 'end'),
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(alone, 'd')).toBe('hand');
    const paired = goTo(twoPlayers({ battlefield: [{ def: drifter, id: 'd' }, { def: C.ornithopter }] }, {}), 'end');
    expect([zone(paired, 'd'), paired.stack.length]).toEqual(['battlefield', 0]);
  });
});

describe('"if an opponent controls more lands than you" (CR 603.4)', () => {
  const squire = card({
    name: 'Test Orchard Squire',
    cost: '{0}',
    type: 'Creature — Human Knight',
    power: 2,
    toughness: 2,
    text: 'When this creature enters, if an opponent controls more lands than you, you may search your library for a Plains card, put it onto the battlefield, then shuffle.',
  });
  const enter = (mine: number, theirs: number) =>
    play(
      twoPlayers(
        {
          hand: [{ def: squire, id: 'sq' }],
          battlefield: Array.from({ length: mine }, () => ({ def: C.island })),
          library: [{ def: C.plains, id: 'plains' }],
        },
        { battlefield: Array.from({ length: theirs }, () => ({ def: C.island })) },
      ),
      cast('Alice', 'sq'),
      pass('Alice'),
      pass('Bob'),
    );

  it("603.4: behind on lands, it triggers and finds the Plains; level, it doesn't trigger", () => {
    expect(zone(play(enter(1, 2), pass('Alice'), pass('Bob')), 'plains')).toBe('battlefield');
    const level = enter(2, 2);
    expect([level.stack.length, zone(level, 'plains')]).toEqual([0, 'library']);
  });
});
