import { describe, expect, it } from 'vitest';
import { C, attack, goTo, life, pass, perm, play, twoPlayers, zone } from '../kit.js';
import { hasKeyword, power, toughness } from '../../src/view/queries.js';
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

describe('turn facts: raid, revolt, "you had another creature enter …" (CR 603.4, 508.1a, 603.6c, 603.6a)', () => {
  const raider = card({
    name: 'Test Dock Raider',
    cost: '{0}',
    type: 'Creature — Human Pirate',
    power: 1,
    toughness: 1,
    text: 'When this creature enters, if you attacked with a creature this turn, you gain 3 life.',
  });
  const rebel = card({
    name: 'Test Scrap Rebel',
    cost: '{0}',
    type: 'Creature — Dwarf',
    power: 1,
    toughness: 1,
    text: 'When this creature enters, if a permanent you controlled left the battlefield this turn, you gain 2 life.',
  });
  const elk = card({
    name: 'Test Herd Elk',
    cost: '{0}',
    type: 'Creature — Elk',
    power: 2,
    toughness: 2,
    text: 'Test Herd Elk gets +2/+2 as long as you had another creature enter the battlefield under your control this turn.',
  });
  const kill = sorcery('Test Kill', 'Destroy target creature.');

  it('603.4, 508.1a: after Alice attacked this turn it triggers; before any attack it does not', () => {
    const start = twoPlayers(
      { battlefield: [{ def: C.bears, id: 'bear' }], hand: [{ def: raider, id: 'r' }] },
      {},
      { step: 'declareAttackers' },
    );
    const attacked = play(goTo(play(start, attack('Alice', ['bear', 'Bob'])), 'main2'), cast('Alice', 'r'));
    const after = play(attacked, pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    expect(life(after, 'Alice')).toBe(23);
    const quiet = play(
      twoPlayers({ hand: [{ def: raider, id: 'r' }] }, {}),
      cast('Alice', 'r'),
      pass('Alice'),
      pass('Bob'),
    );
    expect([quiet.stack.length, life(quiet, 'Alice')]).toEqual([0, 20]);
  });

  it('614.1c, 508.1a: "~ enters with a +1/+1 counter on it if you attacked with a creature this turn", written last', () => {
    const corsair = card({
      name: 'Test Deck Corsair',
      cost: '{0}',
      type: 'Creature — Human Pirate',
      power: 2,
      toughness: 2,
      text: 'Test Deck Corsair enters the battlefield with a +1/+1 counter on it if you attacked with a creature this turn.',
    });
    const start = twoPlayers(
      { battlefield: [{ def: C.bears, id: 'bear' }], hand: [{ def: corsair, id: 'c' }] },
      {},
      { step: 'declareAttackers' },
    );
    const attacked = play(goTo(play(start, attack('Alice', ['bear', 'Bob'])), 'main2'), cast('Alice', 'c'));
    expect(perm(play(attacked, pass('Alice'), pass('Bob')), 'c').counters['+1/+1']).toBe(1);
    const quiet = play(
      twoPlayers({ hand: [{ def: corsair, id: 'c' }] }, {}),
      cast('Alice', 'c'),
      pass('Alice'),
      pass('Bob'),
    );
    expect(perm(quiet, 'c').counters['+1/+1']).toBeUndefined();
  });

  it("603.4, 603.6c: a permanent Alice controlled left this turn — an opponent's doesn't count", () => {
    const start = twoPlayers(
      {
        battlefield: [{ def: C.bears, id: 'mine' }],
        hand: [
          { def: kill, id: 'k' },
          { def: rebel, id: 'r' },
        ],
      },
      { battlefield: [{ def: C.bears, id: 'theirs' }] },
    );
    const enter = (victim: string) =>
      play(
        start,
        cast('Alice', 'k', { object: victim }),
        pass('Alice'),
        pass('Bob'),
        cast('Alice', 'r'),
        pass('Alice'),
        pass('Bob'),
        pass('Alice'),
        pass('Bob'),
      );
    expect(life(enter('mine'), 'Alice')).toBe(22);
    expect(life(enter('theirs'), 'Alice')).toBe(20);
  });

  it('611.3a, 603.6a: another creature entering under Alice\'s control this turn; the Elk itself is not "another"', () => {
    const start = twoPlayers(
      {
        hand: [
          { def: elk, id: 'elk' },
          { def: raider, id: 'other' },
        ],
      },
      {},
    );
    const alone = play(start, cast('Alice', 'elk'), pass('Alice'), pass('Bob'));
    expect(power(alone, 'elk')).toBe(2);
    const joined = play(alone, cast('Alice', 'other'), pass('Alice'), pass('Bob'));
    expect([power(joined, 'elk'), toughness(joined, 'elk')]).toEqual([4, 4]);
    // The next turn the log starts again: no creature entered in it.
    expect(power(goTo(joined, 'upkeep'), 'elk')).toBe(2);
  });
});

describe('a number of a player\'s compared: "more cards in hand than each opponent", "exactly one" (CR 611.3a)', () => {
  const sage = card({
    name: 'Test Hoard Sage',
    cost: '{0}',
    type: 'Creature — Human Wizard',
    power: 1,
    toughness: 1,
    text: 'As long as you have more cards in hand than each opponent, Test Hoard Sage gets +2/+2.',
  });
  const lone = card({
    name: 'Test Lone Duelist',
    cost: '{0}',
    type: 'Creature — Human',
    power: 1,
    toughness: 1,
    text: 'Test Lone Duelist gets +1/+0 as long as you control exactly one creature.\nTest Lone Duelist has flying as long as no opponent controls a creature.',
  });
  const cards = (n: number) => Array.from({ length: n }, () => ({ def: C.island }));

  it('611.3a: more cards than the opponent: +2/+2; as many: none', () => {
    const more = twoPlayers({ battlefield: [{ def: sage, id: 's' }], hand: cards(3) }, { hand: cards(2) });
    const level = twoPlayers({ battlefield: [{ def: sage, id: 's' }], hand: cards(2) }, { hand: cards(2) });
    expect([power(more, 's'), power(level, 's')]).toEqual([3, 1]);
  });

  it('611.3a: "exactly one creature" counts the source; "no opponent controls a creature" asks each opponent', () => {
    const alone = twoPlayers({ battlefield: [{ def: lone, id: 'd' }] }, {});
    const both = twoPlayers(
      { battlefield: [{ def: lone, id: 'd' }, { def: C.bears }] },
      { battlefield: [{ def: C.bears }] },
    );
    expect([power(alone, 'd'), hasKeyword(alone, 'd', 'flying')]).toEqual([2, true]);
    expect([power(both, 'd'), hasKeyword(both, 'd', 'flying')]).toEqual([1, false]);
  });
});

describe('mana spent to cast: "{R} was spent", adamant (CR 601.2h, 608.2c, 603.4, 614.1c)', () => {
  const flare = card({
    name: 'Test Ember Gift',
    cost: '{2}',
    type: 'Sorcery',
    text: 'Draw a card. If {R} was spent to cast this spell, you gain 3 life.',
  });
  const knight = card({
    name: 'Test Sun Knight',
    cost: '{3}',
    type: 'Creature — Human Knight',
    power: 2,
    toughness: 2,
    text: 'If at least three white mana was spent to cast this spell, Test Sun Knight enters the battlefield with a +1/+1 counter on it.\nWhen Test Sun Knight enters the battlefield, if {G} was spent to cast it, you gain 1 life.',
  });
  const castWith = (def: typeof flare, lands: (typeof flare)[]) =>
    play(
      twoPlayers({ battlefield: lands.map(l => ({ def: l })), hand: [{ def, id: 'it' }], library: cards(2) }, {}),
      cast('Alice', 'it'),
      pass('Alice'),
      pass('Bob'),
      ...(def === knight ? [pass('Alice'), pass('Bob')] : []),
    );
  const cards = (n: number) => Array.from({ length: n }, () => ({ def: C.island }));

  it('608.2c: the spell asks what was spent on it as it resolves', () => {
    expect(life(castWith(flare, [C.mountain, C.island]), 'Alice')).toBe(23);
    expect(life(castWith(flare, [C.island, C.island]), 'Alice')).toBe(20);
  });

  it('614.1c, 603.4: three white mana: the counter as it enters; the permanent remembers the mana for its trigger', () => {
    const white = castWith(knight, [C.plains, C.plains, C.plains]);
    expect([perm(white, 'it').counters['+1/+1'], life(white, 'Alice')]).toEqual([1, 20]);
    const mixed = castWith(knight, [C.plains, C.plains, C.forest]);
    expect([perm(mixed, 'it').counters['+1/+1'], life(mixed, 'Alice')]).toEqual([undefined, 21]);
  });
});
