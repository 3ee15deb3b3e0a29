import { describe, expect, it } from 'vitest';
import { defineCard, type CardDef, type GameState } from '../../src/index.js';
import { abilities, colors, hasKeyword, isType, power, subtypes, toughness } from '../../src/view/queries.js';
import { C, attack, goTo, illegal, life, pass, play, twoPlayers } from '../kit.js';
import { card, cast, sorcery } from '../effects/spell.js';

/** Static abilities read from rules text (CR 604.1, 613): invented cards with the sentence shapes real cards print. */

const oath = card({
  name: 'Test Oath of Peace',
  cost: '{0}',
  type: 'Enchantment — Aura',
  keywords: ['enchant creature'],
  text: "Enchanted creature gets +2/+2, has vigilance, and can't attack you or a planeswalker you control.",
});
const anvil = card({
  name: 'Test Anvil',
  cost: '{0}',
  type: 'Artifact — Equipment',
  keywords: ['equip {0}'],
  text: 'Equipped creature gets +5/+5 and loses flying.',
});
const mantle = card({
  name: 'Test Ember Mantle',
  cost: '{0}',
  type: 'Enchantment — Aura',
  keywords: ['enchant creature'],
  text: 'Enchanted creature has "{R}: This creature gets +1/+0 until end of turn."',
});
const shrineCrown = card({
  name: 'Test Shrine Crown',
  cost: '{0}',
  type: 'Artifact — Equipment',
  keywords: ['equip {0}'],
  text: 'As long as equipped creature is legendary, it has trample and haste.',
});
const squire = card({
  name: 'Test Squire',
  cost: '{1}{W}',
  type: 'Creature — Human',
  power: 2,
  toughness: 2,
  text: 'As long as Test Squire is equipped, it gets +1/+1.',
});
const hero = card({ name: 'Test Hero', cost: '{1}{W}', type: 'Legendary Creature — Human', power: 2, toughness: 2 });
const hoarder = card({
  name: 'Test Bone Hoarder',
  cost: '{1}{B}',
  type: 'Creature — Zombie',
  power: 1,
  toughness: 1,
  text: 'Threshold — As long as seven or more cards are in your graveyard, Test Bone Hoarder gets +2/+2 and has vigilance.',
});
const emptyHand = card({
  name: 'Test Hollow Rager',
  cost: '{1}{R}',
  type: 'Creature — Ogre',
  power: 2,
  toughness: 2,
  text: 'Hellbent — As long as you have no cards in hand, Test Hollow Rager has haste.',
});
const rot = card({
  name: 'Test Rot Preacher',
  cost: '{1}{B}',
  type: 'Creature — Phyrexian',
  power: 2,
  toughness: 2,
  text: 'Corrupted — As long as an opponent has three or more poison counters, Test Rot Preacher has double strike.',
});
const reader = card({
  name: 'Test Page Minotaur',
  cost: '{2}{R}',
  type: 'Creature — Minotaur',
  power: 2,
  toughness: 2,
  text: "As long as you've drawn two or more cards this turn, Test Page Minotaur has double strike.",
});
const scavenger = card({
  name: 'Test Marrow Scavenger',
  cost: '{R}',
  type: 'Creature — Lizard',
  power: 1,
  toughness: 1,
  text: 'Delirium — As long as there are four or more card types among cards in your graveyard, Test Marrow Scavenger gets +2/+2 and has flying.',
});
const fattened = card({
  name: 'Test Swollen Crawler',
  cost: '{1}{G}',
  type: 'Creature — Insect',
  power: 1,
  toughness: 1,
  text: 'Each creature you control with a +1/+1 counter on it has trample.',
});
const watcher = card({
  name: 'Test Grave Watcher',
  cost: '{1}{B}',
  type: 'Creature — Zombie',
  power: 1,
  toughness: 1,
  text: 'As long as a creature died this turn, Test Grave Watcher gets +2/+2.',
});
const draw2 = sorcery('Test Double Draw', 'Draw two cards.');

const filler = (n: number, def: CardDef = C.filler) => Array.from({ length: n }, () => ({ def }));

/** Alice's aura or equipment put on her creature: an Aura cast on it, an Equipment equipped for {0}. */
function attach(s: GameState, attachment: string, def: CardDef, to: string): GameState {
  if (def.types.includes('Enchantment'))
    return play(s, cast('Alice', attachment, { object: to }), pass('Alice'), pass('Bob'));
  const equip = def.abilities.findIndex(a => a.kind === 'activated');
  return play(
    s,
    { type: 'activate', player: 'Alice', source: attachment, ability: equip, targets: [{ object: to }] },
    pass('Alice'),
    pass('Bob'),
  );
}

describe('one sentence, several predicates (CR 604.1, 613.1f, 613.4c, 508.1c)', () => {
  it('"Enchanted creature gets +2/+2, has vigilance, and can\'t attack you or a planeswalker you control"', () => {
    let s = twoPlayers(
      { hand: [{ def: oath, id: 'oath' }] },
      { battlefield: [{ def: C.bears, id: 'bears' }], library: filler(3) },
    );
    s = play(s, cast('Alice', 'oath', { object: 'bears' }), pass('Alice'), pass('Bob'));
    expect([power(s, 'bears'), toughness(s, 'bears'), hasKeyword(s, 'bears', 'vigilance')]).toEqual([4, 4, true]);
    // Bob's turn: the Aura's controller is Alice, so the bears can't attack her.
    s = goTo(goTo(s, 'cleanup'), 'declareAttackers');
    expect(s.activePlayer).toBe('Bob');
    expect(illegal(s, attack('Bob', ['bears', 'Alice']), '508.1c').code).toBe('combat/attacker-restricted');
  });

  it('"Equipped creature gets +5/+5 and loses flying": both parts apply, each in its layer (613.1f, 613.4c)', () => {
    let s = twoPlayers(
      {
        battlefield: [
          { def: anvil, id: 'anvil' },
          { def: C.angel, id: 'angel' },
        ],
      },
      {},
    );
    s = attach(s, 'anvil', anvil, 'angel');
    expect([
      power(s, 'angel'),
      toughness(s, 'angel'),
      hasKeyword(s, 'angel', 'flying'),
      hasKeyword(s, 'angel', 'vigilance'),
    ]).toEqual([9, 9, false, true]);
  });
});

describe('base power and toughness set by an Aura (CR 613.4b, 613.1f, 205.1b)', () => {
  it('"Enchanted creature loses all abilities and has base power and toughness 0/2": counters and pumps still apply on top (613.4c)', () => {
    const hush = card({
      name: 'Test Hush',
      cost: '{0}',
      type: 'Enchantment — Aura',
      keywords: ['enchant creature'],
      text: 'Enchanted creature loses all abilities and has base power and toughness 0/2.',
    });
    let s = twoPlayers(
      {
        hand: [
          { def: hush, id: 'hush' },
          { def: C.giantGrowth, id: 'growth' },
        ],
        battlefield: [{ def: C.forest }],
      },
      { battlefield: [{ def: C.angel, id: 'angel' }] },
    );
    s = play(s, cast('Alice', 'hush', { object: 'angel' }), pass('Alice'), pass('Bob'));
    expect([power(s, 'angel'), toughness(s, 'angel'), hasKeyword(s, 'angel', 'flying')]).toEqual([0, 2, false]);
    s = play(s, cast('Alice', 'growth', { object: 'angel' }), pass('Alice'), pass('Bob'));
    expect([power(s, 'angel'), toughness(s, 'angel')]).toEqual([3, 5]);
  });

  it('"… and is a blue Toad creature with base power and toughness 1/1": its color and creature types replaced too', () => {
    const croak = card({
      name: 'Test Croak',
      cost: '{0}',
      type: 'Enchantment — Aura',
      keywords: ['enchant creature'],
      text: 'Enchanted creature loses all abilities and is a blue Toad creature with base power and toughness 1/1.',
    });
    const s = play(
      twoPlayers({ hand: [{ def: croak, id: 'croak' }] }, { battlefield: [{ def: C.angel, id: 'angel' }] }),
      cast('Alice', 'croak', { object: 'angel' }),
      pass('Alice'),
      pass('Bob'),
    );
    expect([
      power(s, 'angel'),
      toughness(s, 'angel'),
      colors(s, 'angel'),
      subtypes(s, 'angel'),
      hasKeyword(s, 'angel', 'vigilance'),
    ]).toEqual([1, 1, ['U'], ['Toad'], false]);
  });
});

describe('abilities granted in quotes (CR 613.1f)', () => {
  it('"Enchanted creature has "{R}: This creature gets +1/+0 until end of turn."": the creature can activate it', () => {
    let s = twoPlayers(
      { hand: [{ def: mantle, id: 'mantle' }], battlefield: [{ def: C.bears, id: 'bears' }, { def: C.mountain }] },
      {},
    );
    s = play(s, cast('Alice', 'mantle', { object: 'bears' }), pass('Alice'), pass('Bob'));
    const granted = abilities(s, 'bears').findIndex(a => a.kind === 'activated');
    expect(granted).toBeGreaterThanOrEqual(0);
    s = play(s, { type: 'activate', player: 'Alice', source: 'bears', ability: granted }, pass('Alice'), pass('Bob'));
    // "This creature" is the creature that has the ability, not the Aura.
    expect(power(s, 'bears')).toBe(3);
    // The Aura itself has no such ability to activate.
    expect(illegal(s, { type: 'activate', player: 'Alice', source: 'mantle', ability: 0 }, '602.1').code).toBe(
      'activate/no-such-ability',
    );
  });

  it('"Enchanted land has "{T}: Add one mana of any color."": the land taps for any color (106.1, 605.1a)', () => {
    const growth = card({
      name: 'Test Growth',
      cost: '{G}',
      type: 'Enchantment — Aura',
      keywords: ['enchant land'],
      text: 'Enchanted land has "{T}: Add one mana of any color."',
    });
    let s = twoPlayers(
      {
        hand: [{ def: growth, id: 'growth' }],
        battlefield: [
          { def: C.forest, id: 'forest' },
          { def: C.forest, id: 'other' },
        ],
      },
      {},
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'growth', targets: [{ object: 'forest' }], payWith: ['other'] },
      pass('Alice'),
      pass('Bob'),
    );
    s = play(s, { type: 'activateMana', player: 'Alice', source: 'forest', mana: 'U' });
    expect(s.players.find(p => p.id === 'Alice')!.manaPool.U).toBe(1);
    const bare = twoPlayers({ battlefield: [{ def: C.forest, id: 'forest' }] }, {});
    illegal(bare, { type: 'activateMana', player: 'Alice', source: 'forest', mana: 'U' }, '106.3');
  });
});

describe('"equipped" in a group (CR 301.5a, 613.4c)', () => {
  const banner = card({
    name: 'Test Armory Banner',
    cost: '{0}',
    type: 'Artifact',
    text: 'Creatures you control that are equipped get +2/+0.',
  });
  const pennant = card({
    name: 'Test Armory Pennant',
    cost: '{0}',
    type: 'Artifact',
    text: 'Equipped creatures you control have vigilance.',
  });
  const plain = card({
    name: 'Test Blank Sword',
    cost: '{0}',
    type: 'Artifact — Equipment',
    keywords: ['equip {0}'],
    text: 'Equipped creature gets +0/+1.',
  });

  it('301.5a: only a creature an Equipment is attached to gets it, and no longer once the Equipment moves on', () => {
    let s = twoPlayers(
      {
        battlefield: [
          { def: banner },
          { def: pennant },
          { def: plain, id: 'sword' },
          { def: C.bears, id: 'a' },
          { def: C.bears, id: 'b' },
        ],
      },
      {},
    );
    expect([power(s, 'a'), hasKeyword(s, 'a', 'vigilance')]).toEqual([2, false]);
    s = attach(s, 'sword', plain, 'a');
    expect([power(s, 'a'), toughness(s, 'a'), hasKeyword(s, 'a', 'vigilance'), power(s, 'b')]).toEqual([4, 3, true, 2]);
    s = attach(s, 'sword', plain, 'b');
    expect([power(s, 'a'), hasKeyword(s, 'a', 'vigilance'), power(s, 'b'), hasKeyword(s, 'b', 'vigilance')]).toEqual([
      2,
      false,
      4,
      true,
    ]);
  });
});

describe('conditions of static abilities (CR 604.1, 611.3a; ability words have no rules meaning, 207.2c)', () => {
  it('Equipment: "as long as equipped creature is legendary, it has trample and haste"', () => {
    let s = twoPlayers(
      {
        battlefield: [
          { def: shrineCrown, id: 'crown' },
          { def: C.bears, id: 'bears' },
          { def: hero, id: 'hero' },
        ],
      },
      {},
    );
    s = attach(s, 'crown', shrineCrown, 'bears');
    expect(hasKeyword(s, 'bears', 'haste')).toBe(false);
    s = attach(s, 'crown', shrineCrown, 'hero');
    expect([hasKeyword(s, 'hero', 'trample'), hasKeyword(s, 'hero', 'haste')]).toEqual([true, true]);
  });

  it('"As long as ~ is equipped, it gets +1/+1"', () => {
    let s = twoPlayers(
      {
        battlefield: [
          { def: anvil, id: 'anvil' },
          { def: squire, id: 'squire' },
        ],
      },
      {},
    );
    expect(power(s, 'squire')).toBe(2);
    s = attach(s, 'anvil', anvil, 'squire');
    expect([power(s, 'squire'), toughness(s, 'squire')]).toEqual([8, 8]);
  });

  it('"~ has first strike as long as it\'s attacking", "… hexproof as long as it\'s untapped": the source\'s own state', () => {
    const raider = card({
      name: 'Test Raider',
      type: 'Creature — Human',
      power: 2,
      toughness: 2,
      text: "Test Raider has first strike as long as it's attacking.\nTest Raider has hexproof as long as it's untapped.",
    });
    let s = goTo(twoPlayers({ battlefield: [{ def: raider, id: 'r' }] }, {}), 'declareAttackers');
    expect([hasKeyword(s, 'r', 'first strike'), hasKeyword(s, 'r', 'hexproof')]).toEqual([false, true]);
    s = play(s, attack('Alice', ['r', 'Bob']));
    // Attacking taps it (508.1f): first strike now, hexproof no longer.
    expect([hasKeyword(s, 'r', 'first strike'), hasKeyword(s, 'r', 'hexproof')]).toEqual([true, false]);
  });

  it('threshold: "as long as seven or more cards are in your graveyard"', () => {
    const six = twoPlayers({ battlefield: [{ def: hoarder, id: 'h' }], graveyard: filler(6) }, {});
    expect([power(six, 'h'), hasKeyword(six, 'h', 'vigilance')]).toEqual([1, false]);
    const seven = twoPlayers({ battlefield: [{ def: hoarder, id: 'h' }], graveyard: filler(7) }, {});
    expect([power(seven, 'h'), toughness(seven, 'h'), hasKeyword(seven, 'h', 'vigilance')]).toEqual([3, 3, true]);
    // Bob's graveyard doesn't count: "your graveyard".
    expect(power(twoPlayers({ battlefield: [{ def: hoarder, id: 'h' }] }, { graveyard: filler(7) }), 'h')).toBe(1);
  });

  it('hellbent: "as long as you have no cards in hand" — checked again as the hand changes', () => {
    let s = twoPlayers(
      { battlefield: [{ def: emptyHand, id: 'r' }, { def: C.mountain }], hand: [{ def: C.bolt, id: 'bolt' }] },
      {},
    );
    expect(hasKeyword(s, 'r', 'haste')).toBe(false);
    s = play(s, cast('Alice', 'bolt', { player: 'Bob' }), pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(17);
    expect(hasKeyword(s, 'r', 'haste')).toBe(true);
  });

  it('corrupted: "as long as an opponent has three or more poison counters"', () => {
    expect(hasKeyword(twoPlayers({ battlefield: [{ def: rot, id: 'r' }] }, { poison: 2 }), 'r', 'double strike')).toBe(
      false,
    );
    expect(hasKeyword(twoPlayers({ battlefield: [{ def: rot, id: 'r' }] }, { poison: 3 }), 'r', 'double strike')).toBe(
      true,
    );
    expect(hasKeyword(twoPlayers({ battlefield: [{ def: rot, id: 'r' }], poison: 5 }, {}), 'r', 'double strike')).toBe(
      false,
    );
  });

  it('"as long as you\'ve drawn two or more cards this turn": counted from this turn\'s draws, over when it ends', () => {
    let s = twoPlayers(
      { battlefield: [{ def: reader, id: 'm' }], hand: [{ def: draw2, id: 'draw' }], library: filler(5) },
      { library: filler(5) },
    );
    expect(hasKeyword(s, 'm', 'double strike')).toBe(false);
    s = play(s, cast('Alice', 'draw'), pass('Alice'), pass('Bob'));
    expect(hasKeyword(s, 'm', 'double strike')).toBe(true);
    // Bob's turn: Alice has drawn nothing this turn.
    s = goTo(s, 'upkeep');
    expect(s.activePlayer).toBe('Bob');
    expect(hasKeyword(s, 'm', 'double strike')).toBe(false);
  });

  it('morbid, "as long as a creature died this turn": on when one dies, over when the turn ends (700.4)', () => {
    let s = twoPlayers(
      { battlefield: [{ def: watcher, id: 'w' }, { def: C.mountain }], hand: [{ def: C.bolt, id: 'bolt' }] },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );
    expect(power(s, 'w')).toBe(1);
    s = play(s, cast('Alice', 'bolt', { object: 'bears' }), pass('Alice'), pass('Bob'));
    expect(power(s, 'w')).toBe(3);
    // Bob's turn, with nothing of his to untap: the battlefield is as it was, but no creature has died this turn.
    s = goTo(s, 'upkeep');
    expect([s.activePlayer, power(s, 'w')]).toEqual(['Bob', 1]);
  });

  it('delirium: "four or more card types among cards in your graveyard" counts card types, not cards', () => {
    const artifactCreature = { def: C.ornithopter };
    const three = twoPlayers(
      {
        battlefield: [{ def: scavenger, id: 's' }],
        graveyard: [artifactCreature, { def: C.bolt }, { def: C.bears }, { def: C.bears }],
      },
      {},
    );
    expect([power(three, 's'), hasKeyword(three, 's', 'flying')]).toEqual([1, false]);
    const four = twoPlayers(
      { battlefield: [{ def: scavenger, id: 's' }], graveyard: [artifactCreature, { def: C.bolt }, { def: C.forest }] },
      {},
    );
    expect([power(four, 's'), toughness(four, 's'), hasKeyword(four, 's', 'flying')]).toEqual([3, 3, true]);
  });

  it('"Each creature you control with a +1/+1 counter on it has trample"', () => {
    const s = twoPlayers(
      {
        battlefield: [
          { def: fattened, id: 'f' },
          { def: C.bears, id: 'plain' },
          { def: C.ogre, id: 'grown', counters: { '+1/+1': 1 } },
        ],
      },
      { battlefield: [{ def: C.hillGiant, id: 'theirs', counters: { '+1/+1': 2 } }] },
    );
    expect([
      hasKeyword(s, 'plain', 'trample'),
      hasKeyword(s, 'grown', 'trample'),
      hasKeyword(s, 'theirs', 'trample'),
    ]).toEqual([false, true, false]);
  });
});

describe('two conditions and two protections (CR 604.1, 702.16g)', () => {
  const baron = defineCard({
    name: 'Test Blood Count',
    cost: '{3}{B}{B}',
    type: 'Creature — Vampire',
    power: 4,
    toughness: 4,
    keywords: ['lifelink', 'protection from white and from black'],
    text: 'As long as you have 30 or more life and an opponent has 10 or less life, Test Blood Count gets +6/+6 and has flying.',
  });

  it('"as long as you have 30 or more life and an opponent has 10 or less life": both must hold', () => {
    expect(baron.problems).toEqual([]);
    const at = (alice: number, bob: number) =>
      twoPlayers({ life: alice, battlefield: [{ def: baron.def, id: 'b' }] }, { life: bob });
    expect([power(at(30, 10), 'b'), hasKeyword(at(30, 10), 'b', 'flying')]).toEqual([10, true]);
    expect(power(at(29, 10), 'b')).toBe(4);
    expect(power(at(30, 11), 'b')).toBe(4);
  });

  it('702.16g: "protection from white and from black" is protection from white and protection from black', () => {
    expect(baron.def.keywords).toEqual(['lifelink', 'protection from white', 'protection from black']);
  });
});

describe('counts about what the source is attached to (CR 613.4c, 301.5a, 303.4)', () => {
  const halo = card({
    name: 'Test Prism Halo',
    cost: '{0}',
    type: 'Enchantment — Aura',
    keywords: ['enchant creature'],
    text: 'Enchanted creature gets +1/+1 for each of its colors.',
  });
  const ward = card({
    name: 'Test Plain Ward',
    cost: '{0}',
    type: 'Enchantment — Aura',
    keywords: ['enchant creature'],
    text: 'Enchanted creature has vigilance.',
  });
  const courtier = card({
    name: 'Test Aura Courtier',
    cost: '{2}',
    type: 'Creature — Human',
    power: 1,
    toughness: 1,
    text: 'Test Aura Courtier gets +2/+2 for each Aura attached to it.',
  });
  const guise = card({
    name: 'Test Gilded Guise',
    cost: '{0}',
    type: 'Enchantment — Aura',
    keywords: ['enchant creature'],
    text: 'Enchanted creature gets +1/+1 for each Aura attached to it.',
  });
  const ember = card({ name: 'Test Twin Ember', cost: '{R}{G}', type: 'Creature — Elemental', power: 1, toughness: 1 });

  it('"enchanted creature gets +1/+1 for each of its colors": the enchanted creature\'s colors, not the Aura\'s', () => {
    let s = twoPlayers({ battlefield: [{ def: ember, id: 'ember' }], hand: [{ def: halo, id: 'halo' }] }, {});
    s = attach(s, 'halo', halo, 'ember');
    expect([power(s, 'ember'), toughness(s, 'ember')]).toEqual([3, 3]);
  });

  it('"~ gets +2/+2 for each Aura attached to it": the Auras on it, not those on another creature', () => {
    let s = twoPlayers(
      {
        battlefield: [
          { def: courtier, id: 'courtier' },
          { def: C.bears, id: 'bears' },
        ],
        hand: [
          { def: ward, id: 'w1' },
          { def: ward, id: 'w2' },
          { def: ward, id: 'w3' },
        ],
      },
      {},
    );
    s = attach(attach(s, 'w1', ward, 'courtier'), 'w2', ward, 'courtier');
    s = attach(s, 'w3', ward, 'bears');
    expect([power(s, 'courtier'), toughness(s, 'courtier')]).toEqual([5, 5]);
  });

  it('"enchanted creature gets +1/+1 for each Aura attached to it": the Auras on the enchanted creature, itself too', () => {
    let s = twoPlayers(
      {
        battlefield: [{ def: C.bears, id: 'bears' }],
        hand: [
          { def: guise, id: 'guise' },
          { def: ward, id: 'ward' },
        ],
      },
      {},
    );
    s = attach(attach(s, 'guise', guise, 'bears'), 'ward', ward, 'bears');
    expect([power(s, 'bears'), toughness(s, 'bears')]).toEqual([4, 4]);
  });

  it('"creatures you control get +1/+1 for each of its colors" — "its" of a group is each member: not read', () => {
    const made = defineCard({
      name: 'Test Hue Banner',
      cost: '{0}',
      type: 'Enchantment',
      text: 'Creatures you control get +1/+1 for each of its colors.',
    });
    expect(made.notUnderstood).toHaveLength(1);
  });
});

describe('"an additional" bonus and counters on the source as a condition (CR 613.4c, 122.1, 611.3a)', () => {
  const mattock = card({
    name: 'Test Heavy Maul',
    cost: '{0}',
    type: 'Artifact — Equipment',
    keywords: ['equip {0}'],
    text: 'Equipped creature gets +1/+1. As long as equipped creature is a Human, it gets an additional +1/+1.',
  });
  const ascent = card({
    name: 'Test Hunt Ascent',
    cost: '{1}{G}',
    type: 'Enchantment',
    text: 'As long as Test Hunt Ascent has three or more quest counters on it, creatures you control get +2/+2.',
  });

  it('"it gets an additional +1/+1": a Human gets both bonuses, another creature only the first', () => {
    const human = card({ name: 'Test Villager', cost: '{W}', type: 'Creature — Human', power: 1, toughness: 1 });
    const start = (def: CardDef) =>
      attach(
        twoPlayers(
          {
            battlefield: [
              { def, id: 'c' },
              { def: mattock, id: 'maul' },
            ],
          },
          {},
        ),
        'maul',
        mattock,
        'c',
      );
    expect(power(start(human), 'c')).toBe(3);
    expect(power(start(C.bears), 'c')).toBe(3);
  });

  it('"as long as ~ has three or more quest counters on it": with two nothing, with three the bonus', () => {
    const at = (n: number) =>
      twoPlayers(
        {
          battlefield: [
            { def: ascent, id: 'ascent', counters: { quest: n } },
            { def: C.bears, id: 'bears' },
          ],
        },
        {},
      );
    expect(power(at(2), 'bears')).toBe(2);
    expect(power(at(3), 'bears')).toBe(4);
  });
});

describe('"creatures you control that are enchanted get +1/+1" (CR 303.4, 613.4c)', () => {
  const magemark = card({
    name: 'Test Warden Mark',
    cost: '{0}',
    type: 'Enchantment — Aura',
    keywords: ['enchant creature'],
    text: 'Creatures you control that are enchanted get +1/+1.',
  });

  it("the enchanted creature gets the bonus, another of its controller's creatures not", () => {
    let s = twoPlayers(
      {
        battlefield: [
          { def: C.bears, id: 'bears' },
          { def: C.ogre, id: 'ogre' },
        ],
        hand: [{ def: magemark, id: 'mark' }],
      },
      {},
    );
    s = attach(s, 'mark', magemark, 'bears');
    expect([power(s, 'bears'), power(s, 'ogre')]).toEqual([3, 2]);
  });
});

describe('"as long as your devotion to blue is less than five, ~ isn\'t a creature" (CR 700.5, 613.1d, 205.1a)', () => {
  const god = card({
    name: 'Test Tide God',
    cost: '{3}{U}',
    type: 'Legendary Enchantment Creature — God',
    power: 5,
    toughness: 5,
    text: "As long as your devotion to blue is less than five, Test Tide God isn't a creature.",
  });
  const adept = card({ name: 'Test Blue Adept', cost: '{U}{U}', type: 'Creature — Merfolk', power: 1, toughness: 1 });
  const at = (adepts: number) =>
    twoPlayers(
      {
        battlefield: [
          { def: god, id: 'god' },
          ...Array.from({ length: adepts }, (_, i) => ({ def: adept, id: `adept${i}` })),
        ],
      },
      {},
    );

  it('with devotion four it is an enchantment only, its creature type gone with the type; with five a creature', () => {
    // Its own {U} and one adept's {U}{U}: three; two adepts: five.
    const low = at(1);
    expect([isType(low, 'god', 'Creature'), isType(low, 'god', 'Enchantment'), subtypes(low, 'god')]).toEqual([
      false,
      true,
      [],
    ]);
    const high = at(2);
    expect([isType(high, 'god', 'Creature'), power(high, 'god'), subtypes(high, 'god')]).toEqual([true, 5, ['God']]);
  });
});

describe('conditions of a static ability joined by "or", and on poison, graveyards and blockers (CR 611.3a)', () => {
  const desert = card({ name: 'Test Desert', cost: '', type: 'Land — Desert' });
  const nomad = card({
    name: 'Test Sand Nomad',
    cost: '{1}{W}',
    type: 'Creature — Human',
    power: 2,
    toughness: 2,
    text: 'Test Sand Nomad has lifelink as long as you control a Desert or there is a Desert card in your graveyard.',
  });
  const lifelink = (alice: Parameters<typeof twoPlayers>[0]) =>
    hasKeyword(
      twoPlayers({ ...alice, battlefield: [{ def: nomad, id: 'n' }, ...(alice.battlefield ?? [])] }, {}),
      'n',
      'lifelink',
    );

  it('"… or …": either one is enough, neither is nothing', () => {
    expect(lifelink({})).toBe(false);
    expect(lifelink({ battlefield: [{ def: desert }] })).toBe(true);
    expect(lifelink({ graveyard: [{ def: desert }] })).toBe(true);
  });

  it('"as long as an opponent is poisoned": one poison counter is enough (122.1f)', () => {
    const blight = card({
      name: 'Test Blight Stalker',
      cost: '{G}',
      type: 'Creature — Elf',
      power: 1,
      toughness: 1,
      text: 'Test Blight Stalker has infect as long as an opponent is poisoned.',
    });
    const at = (poison: number) => twoPlayers({ battlefield: [{ def: blight, id: 'b' }] }, { poison });
    expect([hasKeyword(at(0), 'b', 'infect'), hasKeyword(at(1), 'b', 'infect')]).toEqual([false, true]);
  });

  it('"as long as an artifact card is in your graveyard"', () => {
    const glider = card({
      name: 'Test Scrap Glider',
      cost: '{U}',
      type: 'Creature — Human',
      power: 1,
      toughness: 1,
      text: 'Test Scrap Glider has flying as long as an artifact card is in your graveyard.',
    });
    const relic = card({ name: 'Test Relic', cost: '{1}', type: 'Artifact' });
    const at = (graveyard: CardDef[]) =>
      hasKeyword(
        twoPlayers({ battlefield: [{ def: glider, id: 'g' }], graveyard: graveyard.map(def => ({ def })) }, {}),
        'g',
        'flying',
      );
    expect([at([C.filler]), at([relic])]).toEqual([false, true]);
  });

  it('"gets -2/-0 as long as two or more creatures are blocking it": once blockers are declared (509.1g)', () => {
    const brute = card({
      name: 'Test Brute',
      cost: '{3}{R}',
      type: 'Creature — Cyclops',
      power: 6,
      toughness: 4,
      text: 'Test Brute gets -2/-0 as long as two or more creatures are blocking it.',
    });
    let s = twoPlayers(
      { battlefield: [{ def: brute, id: 'brute' }] },
      {
        battlefield: [
          { def: C.bears, id: 'b1' },
          { def: C.bears, id: 'b2' },
        ],
      },
    );
    s = goTo(play(goTo(s, 'declareAttackers'), attack('Alice', ['brute', 'Bob'])), 'declareBlockers');
    expect(power(s, 'brute')).toBe(6);
    s = play(s, {
      type: 'declareBlockers',
      player: 'Bob',
      blocks: [
        { blocker: 'b1', attacker: 'brute' },
        { blocker: 'b2', attacker: 'brute' },
      ],
    });
    expect(power(s, 'brute')).toBe(4);
  });
});

describe('"as long as enchanted land is a basic Mountain, …": the condition on what the Aura enchants (CR 611.3a)', () => {
  const caves = card({
    name: 'Test Goblin Warren',
    cost: '{0}',
    type: 'Enchantment — Aura',
    keywords: ['enchant land'],
    text: 'As long as enchanted land is a basic Mountain, Goblin creatures get +0/+2.',
  });
  const goblin = card({ name: 'Test Goblin', cost: '{R}', type: 'Creature — Goblin', power: 1, toughness: 1 });

  it('on a basic Mountain every Goblin gets +0/+2; on a Forest none does', () => {
    const on = (land: CardDef) =>
      toughness(
        attach(
          twoPlayers(
            { battlefield: [{ def: land, id: 'land' }], hand: [{ def: caves, id: 'caves' }] },
            { battlefield: [{ def: goblin, id: 'gob' }] },
          ),
          'caves',
          caves,
          'land',
        ),
        'gob',
      );
    expect([on(C.mountain), on(C.forest)]).toEqual([3, 1]);
  });
});

describe('"~ is a 5/5 Golem artifact creature as long as …" and "as long as it\'s attacking alone" (CR 613.1d, 506.5)', () => {
  it('"~ is a 5/5 Golem artifact creature as long as you control three or more artifacts": its types kept, 5/5', () => {
    const relic = card({
      name: 'Test Rust Idol',
      cost: '{5}',
      type: 'Artifact',
      text: 'Metalcraft — Test Rust Idol is a 5/5 Golem artifact creature as long as you control three or more artifacts.',
    });
    const trinket = card({ name: 'Test Trinket', cost: '{1}', type: 'Artifact' });
    const at = (n: number) => twoPlayers({ battlefield: [{ def: relic, id: 'idol' }, ...filler(n, trinket)] }, {});
    expect(isType(at(1), 'idol', 'Creature')).toBe(false);
    const three = at(2);
    expect([
      isType(three, 'idol', 'Creature'),
      isType(three, 'idol', 'Artifact'),
      power(three, 'idol'),
      subtypes(three, 'idol'),
    ]).toEqual([true, true, 5, ['Golem']]);
  });

  it('"~ can\'t be blocked as long as it\'s attacking alone": with another attacker it can be blocked', () => {
    const prowler = card({
      name: 'Test Lone Prowler',
      cost: '{2}{U}',
      type: 'Creature — Illusion',
      power: 1,
      toughness: 5,
      text: "Test Lone Prowler can't be blocked as long as it's attacking alone.",
    });
    const start = twoPlayers(
      {
        battlefield: [
          { def: prowler, id: 'p' },
          { def: C.bears, id: 'friend' },
        ],
      },
      { battlefield: [{ def: C.ogre, id: 'ogre' }] },
    );
    const alone = goTo(play(goTo(start, 'declareAttackers'), attack('Alice', ['p', 'Bob'])), 'declareBlockers');
    expect(
      illegal(alone, { type: 'declareBlockers', player: 'Bob', blocks: [{ blocker: 'ogre', attacker: 'p' }] }, '509.1b')
        .code,
    ).toBe('combat/attacker-unblockable');
    const two = goTo(
      play(goTo(start, 'declareAttackers'), attack('Alice', ['p', 'Bob'], ['friend', 'Bob'])),
      'declareBlockers',
    );
    const s = play(two, { type: 'declareBlockers', player: 'Bob', blocks: [{ blocker: 'ogre', attacker: 'p' }] });
    expect(s.combat?.attackers.find(a => a.id === 'p')?.blockers).toEqual(['ogre']);
  });
});

describe('"creatures your opponents control lose flying and can\'t have or gain flying" (CR 113.11, 613.1f)', () => {
  const archetype = card({
    name: 'Test Archetype of Calm Skies',
    cost: '{3}{U}',
    type: 'Enchantment Creature — Human',
    power: 2,
    toughness: 2,
    text: "Creatures your opponents control lose flying and can't have or gain flying.",
  });

  it("Bob's creatures lose it and can't gain it later, whatever the timestamp; Alice's keep it", () => {
    const wings = card({
      name: 'Test Wings',
      cost: '{0}',
      type: 'Instant',
      text: 'Target creature gains flying until end of turn.',
    });
    let s = twoPlayers(
      {
        battlefield: [
          { def: archetype, id: 'arch' },
          { def: C.angel, id: 'mine' },
        ],
      },
      {
        battlefield: [
          { def: C.angel, id: 'theirs' },
          { def: C.bears, id: 'bears' },
        ],
        hand: [{ def: wings, id: 'wings' }],
      },
    );
    expect([hasKeyword(s, 'mine', 'flying'), hasKeyword(s, 'theirs', 'flying')]).toEqual([true, false]);
    s = play(s, pass('Alice'), cast('Bob', 'wings', { object: 'bears' }), pass('Bob'), pass('Alice'));
    expect(s.effects.some(e => e.target === 'bears')).toBe(true);
    expect(hasKeyword(s, 'bears', 'flying')).toBe(false);
  });
});

describe('each predicate under its own "as long as" (CR 611.3a)', () => {
  it('"~ gets +0/+2 as long as you control a Plains, has flying as long as you control an Island, …"', () => {
    const tek = card({
      name: 'Test Land Golem',
      cost: '{5}',
      type: 'Artifact Creature — Golem',
      power: 2,
      toughness: 2,
      text: 'Test Land Golem gets +0/+2 as long as you control a Plains, has flying as long as you control an Island, and gets +2/+0 as long as you control a Swamp.',
    });
    const s = twoPlayers({ battlefield: [{ def: tek, id: 'tek' }, { def: C.plains }, { def: C.swamp }] }, {});
    expect([power(s, 'tek'), toughness(s, 'tek'), hasKeyword(s, 'tek', 'flying')]).toEqual([4, 4, false]);
  });
});
