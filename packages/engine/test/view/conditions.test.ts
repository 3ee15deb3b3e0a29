import { describe, expect, it } from 'vitest';
import { C, attack, goTo, pass, perm, play, twoPlayers, zone } from '../kit.js';
import { power, toughness } from '../../src/view/queries.js';
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

describe('"as long as ~ is attacking", "… it\'s not your turn", "… you have N or more cards in hand" (CR 611.3a)', () => {
  it('611.3a: "~ is attacking" — the bonus while it attacks, gone once combat ends (a vigilant attacker: no tap to mark it)', () => {
    const charger = card({
      name: 'Test Vigil Charger',
      cost: '{0}',
      type: 'Creature — Knight',
      power: 1,
      toughness: 1,
      keywords: ['vigilance'],
      text: 'As long as Test Vigil Charger is attacking, it gets +2/+0.',
    });
    let s = twoPlayers({ battlefield: [{ def: charger, id: 'knight' }] }, {}, { step: 'declareAttackers' });
    expect(power(s, 'knight')).toBe(1);
    s = play(s, attack('Alice', ['knight', 'Bob']));
    expect([perm(s, 'knight').tapped, power(s, 'knight')]).toEqual([false, 3]);
    s = goTo(s, 'main2');
    expect(power(s, 'knight')).toBe(1);
  });

  it('611.3a: "it\'s not your turn" and "you have two or more cards in hand" are read and hold only then', () => {
    const stalker = card({
      name: 'Test Night Stalker',
      cost: '{0}',
      type: 'Creature — Vampire',
      power: 1,
      toughness: 1,
      text: "As long as it's not your turn, Test Night Stalker gets +0/+2.\nAs long as you have two or more cards in hand, Test Night Stalker gets +1/+0.",
    });
    const mine = twoPlayers(
      { battlefield: [{ def: stalker, id: 'v' }], hand: [{ def: C.island }, { def: C.island }] },
      {},
    );
    expect([power(mine, 'v'), toughness(mine, 'v')]).toEqual([2, 1]);
    const theirs = twoPlayers({ battlefield: [{ def: stalker, id: 'v' }] }, {}, { activePlayer: 'Bob' });
    expect([power(theirs, 'v'), toughness(theirs, 'v')]).toEqual([1, 3]);
  });
});

describe('"a creature died under your control this turn", "you control at least two other creatures" (CR 700.4, 611.3a)', () => {
  const mourner = card({
    name: 'Test Grim Mourner',
    cost: '{B}',
    type: 'Creature — Zombie',
    power: 1,
    toughness: 1,
    text: 'As long as a creature died under your control this turn, Test Grim Mourner gets +2/+2.',
  });
  const captain = card({
    name: 'Test Crowd Captain',
    cost: '{W}',
    type: 'Creature — Human',
    power: 1,
    toughness: 1,
    text: 'As long as you control at least two other creatures, Test Crowd Captain gets +1/+1.',
  });
  const kill = sorcery('Test Kill', 'Destroy target creature.');

  it("only a creature its controller controlled counts: an opponent's dying doesn't", () => {
    const start = twoPlayers(
      {
        battlefield: [
          { def: mourner, id: 'mourner' },
          { def: C.bears, id: 'mine' },
        ],
        hand: [
          { def: kill, id: 'k1' },
          { def: kill, id: 'k2' },
        ],
      },
      { battlefield: [{ def: C.bears, id: 'theirs' }] },
    );
    const theirs = play(start, cast('Alice', 'k1', { object: 'theirs' }), pass('Alice'), pass('Bob'));
    expect(power(theirs, 'mourner')).toBe(1);
    const mine = play(theirs, cast('Alice', 'k2', { object: 'mine' }), pass('Alice'), pass('Bob'));
    expect(power(mine, 'mourner')).toBe(3);
  });

  it('"at least two other creatures": the source itself isn\'t one', () => {
    const with_ = (n: number) =>
      twoPlayers(
        { battlefield: [{ def: captain, id: 'c' }, ...Array.from({ length: n }, () => ({ def: C.bears }))] },
        {},
      );
    expect([power(with_(1), 'c'), power(with_(2), 'c')]).toEqual([1, 2]);
  });
});

describe('"if exactly one creature is attacking", "if two or more creatures are attacking" (CR 508.1, 118.9)', () => {
  const trap = card({
    name: 'Test Pit Trap',
    cost: '{4}{W}',
    type: 'Instant',
    text: "If exactly one creature is attacking, you may pay {0} rather than pay this spell's mana cost.\nYou gain 2 life.",
  });
  const volley = card({
    name: 'Test Volley Trap',
    cost: '{4}{W}',
    type: 'Instant',
    text: "If two or more creatures are attacking, you may pay {0} rather than pay this spell's mana cost.\nYou gain 2 life.",
  });
  const trapCast = (id: string) => ({ type: 'cast' as const, player: 'Bob', card: id, alternative: true });
  const attacked = (...attackers: string[]) =>
    play(
      goTo(
        twoPlayers(
          { battlefield: attackers.map(id => ({ def: C.bears, id })) },
          {
            hand: [
              { def: trap, id: 'trap' },
              { def: volley, id: 'volley' },
            ],
          },
        ),
        'declareAttackers',
      ),
      attack('Alice', ...attackers.map(id => [id, 'Bob'] as [string, string])),
      pass('Alice'),
    );

  it('508.1: counted among the creatures attacking, exactly or at least so many', () => {
    const one = attacked('a');
    expect(zone(play(one, trapCast('trap')), 'trap')).toBe('stack');
    expect(() => play(one, trapCast('volley'))).toThrow("its condition doesn't hold");
    const two = attacked('a', 'b');
    expect(() => play(two, trapCast('trap'))).toThrow("its condition doesn't hold");
    expect(zone(play(two, trapCast('volley')), 'volley')).toBe('stack');
  });
});
