import { describe, expect, it } from 'vitest';
import { logEntries, type CardDef } from '../../src/index.js';
import { C, attack, goTo, illegal, life, pass, perm, play, twoPlayers, zone } from '../kit.js';
import { card, cast } from './spell.js';
import { blocked, next } from '../rules/combat/fixtures.js';

/** Prevention shields of resolved spells and abilities, read from what the damage is, to what and by what (CR 615). */

const instant = (name: string, text: string) => card({ name, cost: '{0}', type: 'Instant', text });

describe('prevention shields that compose (CR 615.1a)', () => {
  it('615.1a: "... dealt to you this turn by attacking creatures without flying": the flier still deals its damage', () => {
    const fog = instant(
      'Test Low Fog',
      'Prevent all damage that would be dealt to you this turn by attacking creatures without flying.',
    );
    let s = blocked(
      [
        { def: C.bears, id: 'bears' },
        { def: C.angel, id: 'angel' },
      ],
      [],
      [
        ['bears', 'Bob'],
        ['angel', 'Bob'],
      ],
      [],
      { bobHand: [{ def: fog, id: 'fog' }] },
    );
    s = play(s, pass('Alice'), cast('Bob', 'fog'), pass('Bob'), pass('Alice'));
    s = next(s);
    expect(life(s, 'Bob')).toBe(16);
  });

  it('615.1a: "... to and dealt by target creature this turn": it deals and is dealt nothing; the others are not shielded', () => {
    const maze = instant(
      'Test Maze',
      'Prevent all combat damage that would be dealt to and dealt by target creature this turn.',
    );
    let s = blocked(
      [
        { def: C.ogre, id: 'ogre' },
        { def: C.bears, id: 'bears' },
      ],
      [{ def: C.spider, id: 'spider' }],
      [
        ['ogre', 'Bob'],
        ['bears', 'Bob'],
      ],
      [['spider', 'ogre']],
      { bobHand: [{ def: maze, id: 'maze' }] },
    );
    s = play(s, pass('Alice'), cast('Bob', 'maze', { object: 'ogre' }), pass('Bob'), pass('Alice'));
    s = next(s);
    expect([perm(s, 'spider').damage, perm(s, 'ogre').damage, life(s, 'Bob')]).toEqual([0, 0, 18]);
  });

  it('615.1a: "... that black sources and red sources would deal this turn": a red spell deals none', () => {
    const ward = instant(
      'Test Dim Ward',
      'Prevent all damage that black sources and red sources would deal this turn.',
    );
    let s = twoPlayers(
      {
        battlefield: [{ def: C.mountain }],
        hand: [
          { def: ward, id: 'ward' },
          { def: C.bolt, id: 'bolt' },
        ],
      },
      {},
    );
    s = play(s, cast('Alice', 'ward'), pass('Alice'), pass('Bob'), cast('Alice', 'bolt', { player: 'Bob' }));
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(20);
  });

  it('611.2a: "until your next turn, prevent all damage target permanent would deal" outlasts the turn, to its next one', () => {
    const truce = instant('Test Truce', 'Until your next turn, prevent all damage target permanent would deal.');
    let s = twoPlayers(
      { hand: [{ def: truce, id: 'truce' }], library: [{ def: C.filler }, { def: C.filler }] },
      { battlefield: [{ def: C.bears, id: 'bears' }], library: [{ def: C.filler }, { def: C.filler }] },
    );
    s = play(s, cast('Alice', 'truce', { object: 'bears' }), pass('Alice'), pass('Bob'));
    // Bob's turn: the cleanup step didn't end the shield; his attack deals nothing.
    s = goTo(goTo(s, 'cleanup'), 'declareAttackers');
    expect([s.activePlayer, s.turnEffects.length]).toEqual(['Bob', 1]);
    s = goTo(play(s, attack('Bob', ['bears', 'Alice'])), 'end');
    expect(life(s, 'Alice')).toBe(20);
    // Alice's next turn begins: the shield ends.
    s = goTo(goTo(s, 'cleanup'), 'main1');
    expect([s.activePlayer, s.turnEffects]).toEqual(['Alice', []]);
  });

  it('615.11: "the next 1 damage that would be dealt to each creature and each player": a shield for each one there now', () => {
    const pall = instant(
      'Test Pall',
      'Prevent the next 1 damage that would be dealt to each creature and each player this turn.',
    );
    const s = play(
      twoPlayers({ hand: [{ def: pall, id: 'pall' }] }, { battlefield: [{ def: C.bears, id: 'bears' }] }),
      cast('Alice', 'pall'),
      pass('Alice'),
      pass('Bob'),
    );
    const shields = s.turnEffects.filter(t => t.kind === 'prevention');
    expect(shields.map(t => t.kind === 'prevention' && t.remaining)).toEqual([1, 1, 1]);
  });

  it('611.2d: "prevent the next X damage that would be dealt to you this turn": X as it resolves, a shield of that much', () => {
    const balm = card({
      name: 'Test Balm',
      cost: '{X}',
      type: 'Instant',
      text: 'Prevent the next X damage that would be dealt to you this turn.',
    });
    let s = twoPlayers(
      { battlefield: [{ def: C.plains }, { def: C.plains }], hand: [{ def: balm, id: 'balm' }] },
      { battlefield: [{ def: C.mountain }], hand: [{ def: C.bolt, id: 'bolt' }] },
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'balm', x: 2 }, pass('Alice'), pass('Bob'));
    s = play(s, pass('Alice'), cast('Bob', 'bolt', { player: 'Alice' }), pass('Bob'), pass('Alice'));
    expect(life(s, 'Alice')).toBe(19);
  });
});

describe('the next time a source would deal damage (CR 615.8, 609.7a)', () => {
  const palm = instant(
    'Test Palm',
    'The next time a red source of your choice would deal damage to you this turn, prevent that damage.',
  );
  const bolts = (choose: boolean) => {
    let s = twoPlayers(
      { hand: [{ def: palm, id: 'palm' }] },
      {
        battlefield: [{ def: C.mountain }, { def: C.mountain }],
        hand: [
          { def: C.bolt, id: 'bolt' },
          { def: C.bolt, id: 'bolt2' },
        ],
      },
    );
    s = play(s, pass('Alice'), cast('Bob', 'bolt', { player: 'Alice' }), pass('Bob'), cast('Alice', 'palm'));
    if (choose)
      s = play(s, { type: 'choose', player: 'Alice', choice: { kind: 'object', object: 'bolt' }, source: 'palm' });
    return play(s, pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
  };

  it('609.7a: the source chosen as it resolves (`Alice chooses bolt for palm`) deals none of its damage; the shield is used up', () => {
    let s = bolts(true);
    expect(life(s, 'Alice')).toBe(20);
    s = play(s, pass('Alice'), cast('Bob', 'bolt2', { player: 'Alice' }), pass('Bob'), pass('Alice'));
    expect(life(s, 'Alice')).toBe(17);
  });

  it('609.7a: with no source written there is no faithful default: the game says it is not the game written', () => {
    const s = bolts(false);
    expect(life(s, 'Alice')).toBe(17);
    expect(logEntries(s).some(e => e.kind === 'unmodelled' && e.rule === '609.7a')).toBe(true);
  });

  it('609.7a: a choice nothing asks for is refused', () => {
    const s = twoPlayers({ hand: [{ def: C.bolt, id: 'mine' }] }, { hand: [{ def: C.bolt, id: 'bolt' }] });
    illegal(
      s,
      { type: 'choose', player: 'Alice', choice: { kind: 'object', object: 'bolt' }, source: 'mine' },
      '609.7a',
    );
  });

  it('615.8: "the next time target creature would deal damage this turn": one instance, to all it is dealt to at once', () => {
    const awe = instant('Test Awe', 'The next time target creature would deal damage this turn, prevent that damage.');
    let s = blocked(
      [{ def: C.ogre, id: 'ogre' }],
      [{ def: C.spider, id: 'spider' }],
      [['ogre', 'Bob']],
      [['spider', 'ogre']],
      { bobHand: [{ def: awe, id: 'awe' }] },
    );
    s = play(s, pass('Alice'), cast('Bob', 'awe', { object: 'ogre' }), pass('Bob'), pass('Alice'));
    s = next(s);
    expect([perm(s, 'spider').damage, s.turnEffects.filter(t => t.kind === 'prevention')]).toEqual([0, []]);
  });
});

describe('prevention divided as you choose (CR 615.7, 601.2d)', () => {
  it('601.2d: "prevent the next 4 damage … to any number of targets, divided as you choose": each target its share', () => {
    const embolden = instant(
      'Test Embolden',
      'Prevent the next 4 damage that would be dealt this turn to any number of targets, divided as you choose.',
    );
    let s = twoPlayers(
      { hand: [{ def: embolden, id: 'embolden' }], battlefield: [{ def: C.bears, id: 'bears' }] },
      {
        battlefield: [{ def: C.mountain }, { def: C.mountain }],
        hand: [
          { def: C.bolt, id: 'bolt' },
          { def: C.bolt, id: 'bolt2' },
        ],
      },
    );
    s = play(
      s,
      {
        type: 'cast',
        player: 'Alice',
        card: 'embolden',
        targets: [{ object: 'bears' }, { player: 'Alice' }],
        divide: [3, 1],
      },
      pass('Alice'),
      pass('Bob'),
    );
    s = play(s, pass('Alice'), cast('Bob', 'bolt', { object: 'bears' }), pass('Bob'), pass('Alice'));
    s = play(s, pass('Alice'), cast('Bob', 'bolt2', { player: 'Alice' }), pass('Bob'), pass('Alice'));
    expect([perm(s, 'bears').damage, life(s, 'Alice')]).toEqual([0, 18]);
  });
});

describe("damage that can't be prevented (CR 615.12)", () => {
  const shelter = instant('Test Shelter', 'Prevent all damage that would be dealt to target creature this turn.');
  const sheltered = (spell: CardDef, counters?: Record<string, number>) => {
    let s = twoPlayers(
      { hand: [{ def: spell, id: 'spell' }] },
      {
        hand: [{ def: shelter, id: 'shelter' }],
        battlefield: [{ def: C.hillGiant, id: 'giant', ...(counters ? { counters } : {}) }],
      },
    );
    s = play(s, pass('Alice'), cast('Bob', 'shelter', { object: 'giant' }), pass('Bob'), pass('Alice'));
    return play(s, cast('Alice', 'spell', { object: 'giant' }), pass('Alice'), pass('Bob'));
  };

  it('615.12: "~ deals 2 damage to target creature. The damage can\'t be prevented." goes through a shield', () => {
    const combust = instant(
      'Test Combust',
      "Test Combust deals 2 damage to target creature. The damage can't be prevented.",
    );
    expect(perm(sheltered(combust), 'giant').damage).toBe(2);
  });

  it('615.12: a shield counter is still removed, and the damage is dealt', () => {
    const combust = instant(
      'Test Combust',
      "Test Combust deals 2 damage to target creature. The damage can't be prevented.",
    );
    const s = sheltered(combust, { shield: 1 });
    expect([perm(s, 'giant').damage, perm(s, 'giant').counters.shield]).toEqual([2, 0]);
  });

  it('615.12: "damage can\'t be prevented this turn": later damage too, and a countdown shield isn\'t used up', () => {
    const pain = instant('Test Pain', "Damage can't be prevented this turn.");
    const balm = instant('Test Balm', 'Prevent the next 3 damage that would be dealt to you this turn.');
    let s = twoPlayers(
      {
        hand: [
          { def: pain, id: 'pain' },
          { def: balm, id: 'balm' },
        ],
      },
      { battlefield: [{ def: C.mountain }], hand: [{ def: C.bolt, id: 'bolt' }] },
    );
    s = play(s, cast('Alice', 'balm'), pass('Alice'), pass('Bob'), cast('Alice', 'pain'), pass('Alice'), pass('Bob'));
    s = play(s, pass('Alice'), cast('Bob', 'bolt', { player: 'Alice' }), pass('Bob'), pass('Alice'));
    expect(life(s, 'Alice')).toBe(17);
    expect(s.turnEffects.find(t => t.kind === 'prevention')).toMatchObject({ remaining: 3 });
  });

  it('615.12: "damage that would be dealt by ~ can\'t be prevented": a permanent\'s rule for its own damage', () => {
    const brute = card({
      name: 'Test Brute',
      cost: '{0}',
      type: 'Creature — Avatar',
      power: 3,
      toughness: 3,
      text: "Damage that would be dealt by Test Brute can't be prevented.",
    });
    let s = blocked(
      [{ def: brute, id: 'brute' }],
      [{ def: C.spider, id: 'spider' }],
      [['brute', 'Bob']],
      [['spider', 'brute']],
      { bobHand: [{ def: shelter, id: 'shelter' }] },
    );
    s = play(s, pass('Alice'), cast('Bob', 'shelter', { object: 'spider' }), pass('Bob'), pass('Alice'));
    s = next(s);
    expect(logEntries(s).some(e => e.kind === 'damage' && e.text.startsWith('Test Brute deals 3 damage'))).toBe(true);
  });
});

describe('what a prevention effect does with the damage it prevented (CR 615.5)', () => {
  it('615.5: "… You gain life equal to the damage prevented this way": the damage of a spell, as it is prevented', () => {
    const hallow = instant(
      'Test Hallow',
      'Prevent all damage target spell would deal this turn. You gain life equal to the damage prevented this way.',
    );
    let s = twoPlayers(
      { hand: [{ def: hallow, id: 'hallow' }] },
      { battlefield: [{ def: C.mountain }], hand: [{ def: C.bolt, id: 'bolt' }] },
    );
    s = play(s, pass('Alice'), cast('Bob', 'bolt', { player: 'Alice' }), pass('Bob'));
    s = play(s, cast('Alice', 'hallow', { object: 'bolt' }), pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    expect(life(s, 'Alice')).toBe(23);
  });

  it('615.5, 615.7: a shield of 3 gains only what it prevented', () => {
    const glow = instant(
      'Test Glow',
      'Prevent the next 2 damage that would be dealt to any target this turn. You gain life equal to the damage prevented this way.',
    );
    let s = twoPlayers(
      { hand: [{ def: glow, id: 'glow' }] },
      { battlefield: [{ def: C.mountain }], hand: [{ def: C.bolt, id: 'bolt' }] },
    );
    s = play(s, cast('Alice', 'glow', { player: 'Alice' }), pass('Alice'), pass('Bob'));
    s = play(s, pass('Alice'), cast('Bob', 'bolt', { player: 'Alice' }), pass('Bob'), pass('Alice'));
    expect(life(s, 'Alice')).toBe(21);
  });
});

describe('redirection (CR 614.9)', () => {
  it('614.9: "the next time a source of your choice would deal damage to you this turn, that damage is dealt to ~ instead"', () => {
    const beacon = card({
      name: 'Test Beacon',
      cost: '{0}',
      type: 'Creature — Spirit',
      power: 1,
      toughness: 5,
      text: '{T}: The next time a source of your choice would deal damage to you this turn, that damage is dealt to Test Beacon instead.',
    });
    let s = twoPlayers(
      { battlefield: [{ def: beacon, id: 'beacon' }] },
      {
        battlefield: [{ def: C.mountain }, { def: C.mountain }],
        hand: [
          { def: C.bolt, id: 'bolt' },
          { def: C.bolt, id: 'bolt2' },
        ],
      },
    );
    s = play(s, pass('Alice'), cast('Bob', 'bolt', { player: 'Alice' }), pass('Bob'));
    s = play(
      s,
      { type: 'choose', player: 'Alice', choice: { kind: 'object', object: 'bolt' }, source: 'beacon' },
      { type: 'activate', player: 'Alice', source: 'beacon', ability: 0 },
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
      pass('Bob'),
    );
    expect([life(s, 'Alice'), perm(s, 'beacon').damage]).toEqual([20, 3]);
    s = play(s, pass('Alice'), cast('Bob', 'bolt2', { player: 'Alice' }), pass('Bob'), pass('Alice'));
    expect(life(s, 'Alice')).toBe(17);
  });

  it('614.9: "all damage … this turn to target creature you control by a source of your choice is dealt to another target creature instead"', () => {
    const chant = instant(
      'Test Chant',
      'All damage that would be dealt this turn to target creature you control by a source of your choice is dealt to another target creature instead.',
    );
    const setup = () =>
      play(
        twoPlayers(
          {
            hand: [{ def: chant, id: 'chant' }],
            battlefield: [{ def: C.bears, id: 'bears' }],
          },
          {
            battlefield: [{ def: C.mountain }, { def: C.hillGiant, id: 'giant' }],
            hand: [{ def: C.bolt, id: 'bolt' }],
          },
        ),
        pass('Alice'),
        cast('Bob', 'bolt', { object: 'bears' }),
        pass('Bob'),
        { type: 'choose', player: 'Alice', choice: { kind: 'object', object: 'bolt' } },
        cast('Alice', 'chant', { object: 'bears' }, { object: 'giant' }),
        pass('Alice'),
        pass('Bob'),
      );
    const s = play(setup(), pass('Alice'), pass('Bob'));
    expect([perm(s, 'bears').damage, zone(s, 'giant')]).toEqual([0, 'graveyard']);
  });
});
