import { describe, expect, it } from 'vitest';
import { createGame, defineCard, type CardDef } from '../../src/index.js';
import { power, toughness, hasKeyword, isType } from '../../src/view/queries.js';
import { C, goTo, illegal, pass, perm, play, texts, twoPlayers, zone } from '../kit.js';

const card = (spec: Parameters<typeof defineCard>[0]): CardDef => {
  const made = defineCard(spec);
  expect(made.problems).toEqual([]);
  expect(made.notUnderstood).toEqual([]);
  return made.def;
};

/** Equipment, Auras and static abilities that change characteristics (CR 301.5, 303.4, 604, 613). */
const sword = card({
  name: 'Test Blade',
  cost: '{1}',
  type: 'Artifact — Equipment',
  keywords: ['equip {2}'],
  text: 'Equipped creature gets +2/+0 and has first strike.',
});
const wings = card({
  name: 'Test Wings',
  cost: '{U}',
  type: 'Enchantment — Aura',
  keywords: ['enchant creature'],
  text: 'Enchanted creature gets +1/+1 and has flying.',
});
const banner = card({ name: 'Test Banner', cost: '{3}', type: 'Artifact', text: 'Creatures you control get +1/+1.' });
const lands = (n: number, def = C.plains) => Array.from({ length: n }, () => ({ def }));

describe('Equipment (CR 301.5, 702.6)', () => {
  it('702.6a: equip attaches it to a creature you control, as a sorcery; "equipped creature gets" applies (613.4c)', () => {
    let s = twoPlayers(
      { battlefield: [{ def: sword, id: 'sword' }, { def: C.bears, id: 'bears' }, ...lands(2)] },
      { battlefield: [{ def: C.ogre, id: 'ogre' }] },
    );
    const equip = sword.abilities.findIndex(a => a.kind === 'activated');
    illegal(
      s,
      { type: 'activate', player: 'Alice', source: 'sword', ability: equip, targets: [{ object: 'ogre' }] },
      '601.2c',
    );
    s = play(
      s,
      { type: 'activate', player: 'Alice', source: 'sword', ability: equip, targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(perm(s, 'sword').attachedTo).toBe('bears');
    expect([power(s, 'bears'), toughness(s, 'bears')]).toEqual([4, 2]);
    expect(hasKeyword(s, 'bears', 'first strike')).toBe(true);
  });

  it('701.3a: "{0}: attach ~ to target creature you control" attaches it at instant speed, without equip', () => {
    const plate = card({
      name: 'Test Plate',
      cost: '{1}',
      type: 'Artifact — Equipment',
      text: 'Equipped creature gets +1/+1.\n{0}: Attach Test Plate to target creature you control.',
    });
    let s = twoPlayers(
      {
        battlefield: [
          { def: plate, id: 'plate' },
          { def: C.bears, id: 'bears' },
        ],
      },
      { battlefield: [{ def: C.ogre, id: 'ogre' }] },
      { step: 'upkeep' },
    );
    const attachIt = plate.abilities.findIndex(a => a.kind === 'activated');
    s = play(
      s,
      { type: 'activate', player: 'Alice', source: 'plate', ability: attachIt, targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([perm(s, 'plate').attachedTo, power(s, 'bears')]).toEqual(['bears', 3]);
  });

  it('704.5n: when the creature leaves, the Equipment stays, unattached', () => {
    let s = twoPlayers(
      {
        battlefield: [{ def: sword, id: 'sword' }, { def: C.bears, id: 'bears' }, ...lands(2)],
        hand: [{ def: C.murder, id: 'murder' }],
      },
      {},
    );
    const equip = sword.abilities.findIndex(a => a.kind === 'activated');
    s = play(
      s,
      { type: 'activate', player: 'Alice', source: 'sword', ability: equip, targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    s = {
      ...s,
      battlefield: s.battlefield.filter(id => id !== 'bears'),
      permanents: Object.fromEntries(Object.entries(s.permanents).filter(([id]) => id !== 'bears')),
    };
    s = play(s, pass('Alice'), pass('Bob')); // the step ends; the next player to get priority sees the SBA done
    expect(zone(s, 'sword')).toBe('battlefield');
    expect(perm(s, 'sword').attachedTo).toBeUndefined();
  });
});

describe('Equipment that brings its own creature: living weapon, For Mirrodin! (CR 702.92a, 702.163a)', () => {
  const enter = (def: CardDef) => {
    let s = twoPlayers({ hand: [{ def, id: 'gear' }], battlefield: lands(3) }, {});
    s = play(s, { type: 'cast', player: 'Alice', card: 'gear' }, pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => i.trigger)).toEqual(['enters']);
    return play(s, pass('Alice'), pass('Bob'));
  };

  it('702.92a: a 0/0 black Phyrexian Germ is created and the Equipment attached to it, so the Germ survives as a 1/1', () => {
    const claw = card({
      name: 'Test Germ Claw',
      cost: '{2}',
      type: 'Artifact — Equipment',
      keywords: ['living weapon', 'equip {2}'],
      text: 'Equipped creature gets +1/+1.',
    });
    const s = enter(claw);
    const germ = perm(s, 'gear').attachedTo!;
    expect([s.objects[germ]!.def.name, s.objects[germ]!.def.colors, power(s, germ), toughness(s, germ)]).toEqual([
      'Phyrexian Germ Token',
      ['B'],
      1,
      1,
    ]);
  });

  it('702.163a: For Mirrodin! makes a 2/2 red Rebel to carry it', () => {
    const helm = card({
      name: 'Test Rebel Helm',
      cost: '{2}',
      type: 'Artifact — Equipment',
      keywords: ['For Mirrodin!', 'equip {1}'],
      text: 'Equipped creature gets +0/+2.',
    });
    const s = enter(helm);
    const rebel = perm(s, 'gear').attachedTo!;
    expect([s.objects[rebel]!.def.name, s.objects[rebel]!.def.colors, power(s, rebel), toughness(s, rebel)]).toEqual([
      'Rebel Token',
      ['R'],
      2,
      4,
    ]);
  });
});

describe('Auras (CR 303.4, 702.5)', () => {
  it('303.4a, 608.3c: cast targeting a creature, it enters attached; "enchanted creature" gets +1/+1 and flying', () => {
    const s = play(
      twoPlayers(
        { hand: [{ def: wings, id: 'wings' }], battlefield: [{ def: C.island }, { def: C.bears, id: 'bears' }] },
        {},
      ),
      { type: 'cast', player: 'Alice', card: 'wings', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(perm(s, 'wings').attachedTo).toBe('bears');
    expect([power(s, 'bears'), toughness(s, 'bears')]).toEqual([3, 3]);
    expect(hasKeyword(s, 'bears', 'flying')).toBe(true);
  });

  it('303.4a: an Aura spell needs a target its enchant ability allows', () => {
    const s = twoPlayers({ hand: [{ def: wings, id: 'wings' }], battlefield: [{ def: C.island, id: 'island' }] }, {});
    illegal(s, { type: 'cast', player: 'Alice', card: 'wings', targets: [{ object: 'island' }] }, '601.2c');
    illegal(s, { type: 'cast', player: 'Alice', card: 'wings' }, '601.2c');
  });

  it('704.5m: when the enchanted creature leaves, the Aura goes to the graveyard', () => {
    let s = play(
      twoPlayers(
        {
          hand: [
            { def: wings, id: 'wings' },
            { def: C.murder, id: 'murder' },
          ],
          battlefield: [{ def: C.island }, ...lands(3, C.swamp), { def: C.bears, id: 'bears' }],
        },
        {},
      ),
      { type: 'cast', player: 'Alice', card: 'wings', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'murder', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'bears')).toBe('graveyard');
    expect(zone(s, 'wings')).toBe('graveyard');
  });
});

describe('an Aura put onto the battlefield without being cast (CR 303.4f, 303.4g)', () => {
  const summons = card({
    name: 'Test Summons',
    cost: '{G}',
    type: 'Sorcery',
    text: 'Put an enchantment card from your hand onto the battlefield.',
  });
  const cast = (battlefield: Parameters<typeof twoPlayers>[0]['battlefield']) =>
    play(
      twoPlayers(
        {
          hand: [
            { def: summons, id: 'summons' },
            { def: wings, id: 'wings' },
          ],
          battlefield: [{ def: C.forest }, ...(battlefield ?? [])],
        },
        {},
      ),
      { type: 'cast', player: 'Alice', card: 'summons' },
      pass('Alice'),
      pass('Bob'),
    );

  it("303.4g: with nothing it could enchant, it stays in its owner's hand instead of going to the graveyard", () => {
    // "If an Aura is entering the battlefield and there is no legal object or player for it to enchant, the Aura
    // remains in its current zone, unless that zone is the stack."
    const s = cast([]);
    expect(zone(s, 'wings')).toBe('hand');
    expect(texts(s)).toContain(
      "Test Wings can't enter the battlefield: there is nothing it could enchant, so it stays in its owner's hand.",
    );
  });

  it('303.4f: with a creature there, it enters attached to one (the default choice: the first creature)', () => {
    // "… that player chooses what it will enchant as the Aura enters the battlefield."
    const s = cast([{ def: C.bears, id: 'bears' }]);
    expect(perm(s, 'wings').attachedTo).toBe('bears');
    expect([power(s, 'bears'), toughness(s, 'bears')]).toEqual([3, 3]);
  });
});

describe('attached as the game starts (CR 303.4, 301.5)', () => {
  it('an Aura and an Equipment start attached; their statics apply at once', () => {
    const s = twoPlayers(
      {
        battlefield: [
          { def: C.bears, id: 'bears' },
          { def: wings, id: 'wings', attachedTo: 'bears' },
          { def: sword, id: 'sword', attachedTo: 'bears' },
        ],
      },
      {},
    );
    expect(perm(s, 'wings').attachedTo).toBe('bears');
    expect([power(s, 'bears'), toughness(s, 'bears')]).toEqual([5, 3]);
    expect(hasKeyword(s, 'bears', 'flying')).toBe(true);
  });

  it('only an Aura, Equipment or Fortification, and only to another permanent on the battlefield', () => {
    const start = (
      battlefield: Parameters<typeof twoPlayers>[0]['battlefield'],
      hand = [] as { def: CardDef; id: string }[],
    ) =>
      createGame({
        players: [{ id: 'Alice', battlefield, hand }, { id: 'Bob' }],
        activePlayer: 'Alice',
        turn: 3,
        step: 'main1',
      });
    const notAnAura = start([
      { def: C.bears, id: 'bears' },
      { def: C.ogre, id: 'ogre', attachedTo: 'bears' },
    ]);
    expect(notAnAura.ok ? [] : notAnAura.problems.map(p => p.message)).toEqual([
      expect.stringContaining('neither an Aura, an Equipment nor a Fortification (CR 303.4, 301.5, 301.6)'),
    ]);
    const inHand = start([{ def: wings, id: 'wings', attachedTo: 'bears' }], [{ def: C.bears, id: 'bears' }]);
    expect(inHand.ok ? [] : inHand.problems.map(p => p.message)).toEqual([
      expect.stringContaining('which is not on the battlefield'),
    ]);
  });

  it("704.5m: an Aura attached to what its enchant doesn't allow goes to the graveyard at the first check", () => {
    let s = twoPlayers(
      {
        battlefield: [
          { def: C.plains, id: 'land' },
          { def: wings, id: 'wings', attachedTo: 'land' },
        ],
      },
      {},
    );
    s = play(s, pass('Alice'));
    expect(zone(s, 'wings')).toBe('graveyard');
  });
});

describe('static abilities that change characteristics (CR 604.1, 613.4c)', () => {
  it('"creatures you control get +1/+1": only the controller\'s creatures, while the source is there', () => {
    const s = twoPlayers(
      {
        battlefield: [
          { def: banner, id: 'banner' },
          { def: C.bears, id: 'bears' },
        ],
      },
      { battlefield: [{ def: C.ogre, id: 'ogre' }] },
    );
    expect(toughness(s, 'bears')).toBe(3);
    expect(toughness(s, 'ogre')).toBe(2);
  });

  it('704.5g: a creature that survived damage only because of an anthem dies when the anthem leaves', () => {
    let s = twoPlayers(
      {
        battlefield: [
          { def: banner, id: 'banner' },
          { def: C.bears, id: 'bears', damage: 2 },
        ],
        hand: [{ def: C.bolt, id: 'bolt' }],
      },
      {},
    );
    s = play(s, pass('Alice'));
    expect(zone(s, 'bears')).toBe('battlefield');
    s = {
      ...s,
      battlefield: s.battlefield.filter(id => id !== 'banner'),
      permanents: Object.fromEntries(Object.entries(s.permanents).filter(([id]) => id !== 'banner')),
    };
    s = play(s, pass('Bob'));
    expect(zone(s, 'bears')).toBe('graveyard');
  });
});

describe('"Whenever equipped creature attacks" (CR 508.3a)', () => {
  const banner = card({
    name: 'Test War Banner',
    cost: '{2}',
    type: 'Artifact — Equipment',
    keywords: ['equip {1}'],
    text: 'Whenever equipped creature attacks, each opponent loses 1 life.',
  });
  it("508.3a: the Equipment's ability triggers when the creature it is attached to attacks", () => {
    let s = twoPlayers(
      { battlefield: [{ def: banner, id: 'banner' }, { def: C.bears, id: 'bears' }, { def: C.plains }] },
      {},
    );
    s = play(
      s,
      {
        type: 'activate',
        player: 'Alice',
        source: 'banner',
        ability: banner.abilities.findIndex(a => a.kind === 'activated'),
        targets: [{ object: 'bears' }],
      },
      pass('Alice'),
      pass('Bob'),
    );
    s = play(s, pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'), {
      type: 'declareAttackers',
      player: 'Alice',
      attackers: [{ attacker: 'bears', target: { player: 'Bob' } }],
    });
    expect(s.stack.map(i => i.source)).toEqual(['banner']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(s.players[1]!.life).toBe(19);
  });
});

describe('Vehicles: crew N (CR 702.122a)', () => {
  const buggy = card({
    name: 'Test Buggy',
    cost: '{2}',
    type: 'Artifact — Vehicle',
    power: 3,
    toughness: 3,
    keywords: ['crew 2'],
  });
  const crewIt = { type: 'activate' as const, player: 'Alice', source: 'buggy', ability: 0 };

  it('702.122a: other untapped creatures with total power 2 are tapped (summoning sick ones too); it becomes an artifact creature until end of turn', () => {
    let s = twoPlayers(
      {
        battlefield: [
          { def: buggy, id: 'buggy' },
          { def: C.elves, id: 'elves', sick: true },
          { def: C.bears, id: 'bears', sick: true },
          { def: C.ogre, id: 'ogre' },
        ],
      },
      {},
    );
    expect(isType(s, 'buggy', 'Creature')).toBe(false);
    s = play(s, crewIt, pass('Alice'), pass('Bob'));
    expect([perm(s, 'elves').tapped, perm(s, 'bears').tapped, perm(s, 'ogre').tapped]).toEqual([true, true, false]);
    expect([
      isType(s, 'buggy', 'Creature'),
      isType(s, 'buggy', 'Artifact'),
      power(s, 'buggy'),
      toughness(s, 'buggy'),
    ]).toEqual([true, true, 3, 3]);
    s = goTo(s, 'end');
    s = goTo(s, 'upkeep');
    expect(isType(s, 'buggy', 'Creature')).toBe(false);
  });

  it("702.122a: not enough total power among the other untapped creatures: it can't be crewed", () => {
    const s = twoPlayers(
      {
        battlefield: [
          { def: buggy, id: 'buggy' },
          { def: C.elves, id: 'elves' },
          { def: C.bears, id: 'bears', tapped: true },
        ],
      },
      {},
    );
    illegal(s, crewIt, '702.122a');
  });
});
