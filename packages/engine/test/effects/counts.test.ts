import { describe, expect, it } from 'vitest';
import { defineCard, keywords, logEntries, power } from '../../src/index.js';
import { C, goTo, illegal, life, pass, perm, play, twoPlayers, zone } from '../kit.js';
import { blocked } from '../rules/combat/fixtures.js';
import { card, cast, sorcery } from './spell.js';

/** Amounts the game counts: "for each …", "where X is …", "equal to the number of …" (CR 107.3c, 608.2h). */
describe('counted amounts (CR 107.3c, 608.2h)', () => {
  const elf = defineCard({ name: 'Test Elf', cost: '{G}', type: 'Creature — Elf', power: 1, toughness: 1 }).def;
  const gathering = defineCard({
    name: 'Test Gathering',
    cost: '{0}',
    type: 'Sorcery',
    text: 'Create a 1/1 green Elf Druid creature token for each Elf you control.',
  });
  const drain = defineCard({
    name: 'Test Drain',
    cost: '{0}',
    type: 'Sorcery',
    text: 'Test Drain deals X damage to target player and you gain X life, where X is the number of Swamps you control.',
  });
  const swarm = defineCard({
    name: 'Test Swarm',
    cost: '{0}',
    type: 'Instant',
    text: 'Test Swarm deals damage equal to the number of creatures you control to any target.',
  });
  const wither = defineCard({
    name: 'Test Wither',
    cost: '{0}',
    type: 'Instant',
    text: 'All creatures get -1/-1 until end of turn for each Swamp you control.',
  });
  const study = defineCard({
    name: 'Test Study',
    cost: '{0}',
    type: 'Sorcery',
    text: 'Draw a card for each card in your hand.',
  });
  const castResolve = (s: ReturnType<typeof twoPlayers>, card: string, targets = {}) =>
    play(s, { type: 'cast', player: 'Alice', card, ...targets }, pass('Alice'), pass('Bob'));

  it('608.2h: "for each Elf you control" counts as the spell resolves, and only the controller\'s Elves', () => {
    expect(gathering.notUnderstood).toEqual([]);
    const s0 = twoPlayers(
      { hand: [{ def: gathering.def, id: 'g' }], battlefield: [{ def: elf }, { def: elf }, { def: C.bears }] },
      { battlefield: [{ def: elf }] },
    );
    const s = castResolve(s0, 'g');
    expect(s.battlefield.filter(id => s.objects[id]!.def.name === 'Elf Druid Token')).toHaveLength(2);
  });

  it('107.3c: X defined by the text is that count, for every X of the sentence', () => {
    expect(drain.notUnderstood).toEqual([]);
    const s0 = twoPlayers(
      {
        hand: [{ def: drain.def, id: 'd' }],
        battlefield: [{ def: C.swamp }, { def: C.swamp }, { def: C.swamp }, { def: C.forest }],
      },
      {},
    );
    const s = castResolve(s0, 'd', { targets: [{ player: 'Bob' }] });
    expect(life(s, 'Bob')).toBe(17);
    expect(life(s, 'Alice')).toBe(23);
  });

  it('"damage equal to the number of creatures you control" is that many damage', () => {
    expect(swarm.notUnderstood).toEqual([]);
    const s0 = twoPlayers(
      { hand: [{ def: swarm.def, id: 'w' }], battlefield: [{ def: C.bears }, { def: elf }, { def: elf }] },
      {},
    );
    expect(life(castResolve(s0, 'w', { targets: [{ player: 'Bob' }] }), 'Bob')).toBe(17);
  });

  it('"-1/-1 for each Swamp" scales both parts by the count', () => {
    expect(wither.notUnderstood).toEqual([]);
    const s0 = twoPlayers(
      {
        hand: [{ def: wither.def, id: 'w' }],
        battlefield: [{ def: C.swamp }, { def: C.swamp }, { def: C.spider, id: 'spider' }],
      },
      {},
    );
    const s = castResolve(s0, 'w');
    expect(s.effects[0]).toMatchObject({ target: 'spider', change: { modify: { power: -2, toughness: -2 } } });
    expect(perm(s, 'spider')).toBeDefined();
  });

  it("608.2h: a count of cards in hand is taken once, as the effect is applied (the drawn cards don't add to it)", () => {
    expect(study.notUnderstood).toEqual([]);
    const s0 = twoPlayers(
      {
        hand: [{ def: study.def, id: 's' }, { def: C.bears }, { def: C.bears }],
        library: Array.from({ length: 5 }, () => ({ def: C.island })),
      },
      {},
    );
    const s = castResolve(s0, 's');
    expect(s.players[0]!.hand).toHaveLength(4);
  });

  it("an instruction that already has its own X, or a count not understood, isn't read as counted", () => {
    expect(
      defineCard({ name: 'Odd', type: 'Sorcery', text: 'Draw X cards for each Elf you control.' }).notUnderstood,
    ).toHaveLength(1);
    expect(
      defineCard({ name: 'Odd', type: 'Sorcery', text: 'Draw a card for each wibble you control.' }).notUnderstood,
    ).toHaveLength(1);
    expect(
      defineCard({
        name: 'Odd',
        type: 'Instant',
        text: 'Target creature gets +2/+1 until end of turn for each Elf you control.',
      }).notUnderstood,
    ).toHaveLength(1);
  });
});

describe('the greatest or highest value among objects (CR 107.3c, 608.2h)', () => {
  const castResolve = (s: ReturnType<typeof twoPlayers>, card: string) =>
    play(s, { type: 'cast', player: 'Alice', card }, pass('Alice'), pass('Bob'));
  const made = (spec: Parameters<typeof defineCard>[0]) => {
    const card = defineCard(spec);
    expect(card.notUnderstood).toEqual([]);
    return card.def;
  };

  it('"draw cards equal to the highest converted mana cost among creatures you control": the controller\'s creatures only', () => {
    const insight = made({
      name: 'Test Insight',
      cost: '{0}',
      type: 'Sorcery',
      text: 'Draw cards equal to the highest converted mana cost among creatures you control.',
    });
    const s0 = twoPlayers(
      {
        hand: [{ def: insight, id: 'i' }],
        battlefield: [{ def: C.bears }, { def: C.ogre }, { def: C.forest }],
        library: [C.forest, C.forest, C.forest, C.forest, C.forest, C.forest, C.forest].map(def => ({ def })),
      },
      { battlefield: [{ def: C.crawWurm }] },
    );
    expect(castResolve(s0, 'i').players[0]!.hand).toHaveLength(3);
  });

  it('a static "+X/+0, where X is the greatest power among creature cards in your graveyard" follows the graveyard (613.4c)', () => {
    const grub = made({
      name: 'Test Grub',
      cost: '{0}',
      type: 'Creature — Worm',
      power: 1,
      toughness: 1,
      text: 'Test Grub gets +X/+0, where X is the greatest power among creature cards in your graveyard.',
    });
    const bury = made({ name: 'Test Bury', cost: '{0}', type: 'Sorcery', text: 'Destroy target creature.' });
    const s0 = twoPlayers(
      {
        hand: [{ def: bury, id: 'bury' }],
        battlefield: [
          { def: grub, id: 'grub' },
          { def: C.angel, id: 'angel' },
        ],
        graveyard: [{ def: C.bears }],
      },
      { graveyard: [{ def: C.crawWurm }] },
    );
    expect(power(s0, 'grub')).toBe(3);
    const s = play(
      s0,
      { type: 'cast', player: 'Alice', card: 'bury', targets: [{ object: 'angel' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(power(s, 'grub')).toBe(5);
  });

  it('"until end of turn, creatures you control gain vigilance and get +X/+X, where X is the greatest power among creatures you control": X counted once (608.2h)', () => {
    const stampede = made({
      name: 'Test Stampede',
      cost: '{0}',
      type: 'Sorcery',
      text: 'Until end of turn, creatures you control gain vigilance and get +X/+X, where X is the greatest power among creatures you control.',
    });
    const s = castResolve(
      twoPlayers(
        {
          hand: [{ def: stampede, id: 'st' }],
          battlefield: [
            { def: C.bears, id: 'bears' },
            { def: C.angel, id: 'angel' },
          ],
        },
        { battlefield: [{ def: C.crawWurm, id: 'wurm' }] },
      ),
      'st',
    );
    expect([power(s, 'bears'), power(s, 'angel'), power(s, 'wurm')]).toEqual([6, 8, 6]);
    expect(keywords(s, 'bears')).toContain('vigilance');
  });
});

describe('"where X is that creature\'s power": a value of the target named before (CR 107.3c, 608.2h)', () => {
  it("608.2h: the destroyed creature's power as it last was on the battlefield, for every X of the sentence", () => {
    const reckoning = defineCard({
      name: 'Test Reckoning',
      cost: '{0}',
      type: 'Sorcery',
      text: "Destroy target creature. You draw X cards and gain X life, where X is that creature's power.",
    });
    expect(reckoning.notUnderstood).toEqual([]);
    const s0 = twoPlayers(
      {
        hand: [{ def: reckoning.def, id: 'r' }],
        library: [C.forest, C.forest, C.forest, C.forest, C.forest].map(def => ({ def })),
      },
      { battlefield: [{ def: C.angel, id: 'angel', counters: { '+1/+1': 1 } }] },
    );
    const s = play(
      s0,
      { type: 'cast', player: 'Alice', card: 'r', targets: [{ object: 'angel' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([life(s, 'Alice'), s.players[0]!.hand.length]).toEqual([25, 5]);
  });

  it('"that artifact\'s converted mana cost" (202.3: mana value) in an activated ability', () => {
    const smelter = defineCard({
      name: 'Test Smelter',
      cost: '{0}',
      type: 'Creature — Dragon',
      power: 2,
      toughness: 2,
      text: "{0}: Destroy target artifact. Test Smelter gets +X/+0 until end of turn, where X is that artifact's converted mana cost.",
    });
    expect(smelter.notUnderstood).toEqual([]);
    const s0 = twoPlayers(
      { battlefield: [{ def: smelter.def, id: 'smelter' }] },
      {
        battlefield: [
          { def: C.darksteelGargoyle, id: 'gargoyle' },
          { def: C.ornithopter, id: 'thopter' },
        ],
      },
    );
    const s = play(
      s0,
      { type: 'activate', player: 'Alice', source: 'smelter', ability: 0, targets: [{ object: 'thopter' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'thopter'), power(s, 'smelter')]).toEqual(['graveyard', 2]);
    const t = play(
      s0,
      { type: 'activate', player: 'Alice', source: 'smelter', ability: 0, targets: [{ object: 'gargoyle' }] },
      pass('Alice'),
      pass('Bob'),
    );
    // Darksteel Gargoyle is indestructible: it stays, and X is still its mana value.
    expect([zone(t, 'gargoyle'), power(t, 'smelter')]).toEqual(['battlefield', 9]);
  });
});

describe('"the sacrificed creature\'s power", "the discarded card\'s mana value": what a cost paid with (CR 608.2h)', () => {
  it("608.2h: an additional cost's sacrificed creature, as it last was on the battlefield (counters included)", () => {
    const fling = defineCard({
      name: 'Test Fling',
      cost: '{0}',
      type: 'Instant',
      text: "As an additional cost to cast this spell, sacrifice a creature. Test Fling deals damage equal to the sacrificed creature's power to any target.",
    });
    expect(fling.notUnderstood).toEqual([]);
    const s0 = twoPlayers(
      {
        hand: [{ def: fling.def, id: 'fling' }],
        battlefield: [{ def: C.bears, id: 'bears', counters: { '+1/+1': 2 } }],
      },
      {},
    );
    const s = play(
      s0,
      { type: 'cast', player: 'Alice', card: 'fling', targets: [{ player: 'Bob' }], sacrifice: ['bears'] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'bears'), life(s, 'Bob')]).toEqual(['graveyard', 16]);
  });

  it('an activated ability: "Sacrifice another colorless creature: … damage equal to the sacrificed creature\'s power"; a colored one can\'t pay', () => {
    const tyrant = defineCard({
      name: 'Test Tyrant',
      cost: '{0}',
      type: 'Creature — Dragon',
      power: 6,
      toughness: 6,
      text: "Sacrifice another colorless creature: Test Tyrant deals damage equal to the sacrificed creature's power to any target.",
    });
    expect(tyrant.notUnderstood).toEqual([]);
    const s0 = twoPlayers(
      {
        battlefield: [
          { def: tyrant.def, id: 'tyrant' },
          { def: C.bears, id: 'bears' },
          { def: C.fiveFive, id: 'golem' },
        ],
      },
      {},
    );
    const s = play(
      s0,
      { type: 'activate', player: 'Alice', source: 'tyrant', ability: 0, targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'golem'), zone(s, 'bears'), life(s, 'Bob')]).toEqual(['graveyard', 'battlefield', 15]);
    expect(() =>
      play(s0, {
        type: 'activate',
        player: 'Alice',
        source: 'tyrant',
        ability: 0,
        targets: [{ player: 'Bob' }],
        sacrifice: ['bears'],
      }),
    ).toThrow(/701\.21a/);
  });

  it('"Discard a card: … damage to target creature equal to the discarded card\'s converted mana cost"', () => {
    const chemist = defineCard({
      name: 'Test Chemist',
      cost: '{0}',
      type: 'Creature — Human',
      power: 1,
      toughness: 1,
      text: "Discard a card: Test Chemist deals damage to target creature equal to the discarded card's converted mana cost.",
    });
    expect(chemist.notUnderstood).toEqual([]);
    const s0 = twoPlayers(
      { hand: [{ def: C.divination, id: 'div' }], battlefield: [{ def: chemist.def, id: 'chemist' }] },
      { battlefield: [{ def: C.angel, id: 'angel' }] },
    );
    const s = play(
      s0,
      { type: 'activate', player: 'Alice', source: 'chemist', ability: 0, targets: [{ object: 'angel' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'div'), perm(s, 'angel').damage]).toEqual(['graveyard', 3]);
  });
});

describe('"for each of its colors" (CR 105.1, 608.2h)', () => {
  it("the destroyed creature's colors as it last was on the battlefield", () => {
    const last = defineCard({
      name: 'Test Last Breath',
      cost: '{0}',
      type: 'Instant',
      text: 'Destroy target creature. You gain 1 life for each of its colors.',
    });
    expect(last.notUnderstood).toEqual([]);
    const knight = defineCard({
      name: 'Test Gold Knight',
      cost: '{W}{B}',
      type: 'Creature — Knight',
      power: 2,
      toughness: 2,
    }).def;
    const s0 = twoPlayers(
      { hand: [{ def: last.def, id: 'l' }] },
      {
        battlefield: [
          { def: knight, id: 'knight' },
          { def: C.ornithopter, id: 'thopter' },
        ],
      },
    );
    const s = play(
      s0,
      { type: 'cast', player: 'Alice', card: 'l', targets: [{ object: 'knight' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'knight'), life(s, 'Alice')]).toEqual(['graveyard', 22]);
    const t = play(
      s0,
      { type: 'cast', player: 'Alice', card: 'l', targets: [{ object: 'thopter' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(life(t, 'Alice')).toBe(20);
  });
});

describe('a count that names its own target: "equal to the power of target creature you control" (CR 608.2h, 115.1)', () => {
  it("608.2h: draw as many cards as the targeted creature's power as the spell resolves; an opponent's creature isn't a legal target (601.2c)", () => {
    const majesty = sorcery('Test Majesty', 'Draw cards equal to the power of target creature you control.');
    const library = Array.from({ length: 6 }, () => ({ def: C.island }));
    const s0 = twoPlayers(
      { hand: [{ def: majesty, id: 'spell' }], battlefield: [{ def: C.angel, id: 'angel' }], library },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );
    expect(majesty.abilities[0]).toMatchObject({ targets: [{ text: 'target creature you control' }] });
    illegal(s0, cast('Alice', 'spell', { object: 'bears' }), '601.2c');
    const s = play(s0, cast('Alice', 'spell', { object: 'angel' }), pass('Alice'), pass('Bob'));
    expect(s.players[0]!.hand).toHaveLength(4);
  });
});

describe('"basic land types among lands you control" (domain; CR 205.3i)', () => {
  const scout = defineCard({
    name: 'Test Domain Scout',
    cost: '{1}{G}',
    type: 'Creature — Kavu',
    power: 1,
    toughness: 1,
    text: 'Domain — Test Domain Scout gets +1/+0 for each basic land type among lands you control.',
  });
  const dual = defineCard({ name: 'Test Bayou', type: 'Land — Swamp Forest' }).def;

  it("each of the five types counts once, however many lands have it; an opponent's lands don't count", () => {
    expect(scout.notUnderstood).toEqual([]);
    const s = twoPlayers(
      {
        battlefield: [
          { def: scout.def, id: 'scout' },
          { def: C.forest },
          { def: C.forest },
          { def: dual },
          { def: C.mountain },
        ],
      },
      { battlefield: [{ def: C.island }, { def: C.plains }] },
    );
    // Forest, Swamp (the dual's), Mountain: three.
    expect(power(s, 'scout')).toBe(4);
  });
});

describe('a count of the trigger event\'s object: "that creature\'s toughness", "its power" (CR 603.2, 608.2h)', () => {
  const keeper = card({
    name: 'Test Grave Keeper',
    cost: '{0}',
    type: 'Creature — Spirit',
    power: 1,
    toughness: 1,
    text: 'Whenever a creature you control dies, you gain life equal to its toughness.',
  });
  const doom = sorcery('Test Doom', 'Destroy target creature.');

  it("608.2h: the creature that died, as it last was on the battlefield (a +1/+1 counter counts), not the ability's source", () => {
    const s = play(
      twoPlayers({
        hand: [{ def: doom, id: 'doom' }],
        battlefield: [{ def: keeper }, { def: C.scatheZombies, id: 'zombies', counters: { '+1/+1': 1 } }],
      }),
      cast('Alice', 'doom', { object: 'zombies' }),
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'zombies'), life(s, 'Alice')]).toEqual(['graveyard', 24]);
  });

  it('603.2: "that creature" is the one the event is about — "whenever ~ blocks a creature, that creature deals damage equal to its power to ~"', () => {
    const wall = card({
      name: 'Test Thorn Wall',
      cost: '{0}',
      type: 'Creature — Wall',
      power: 0,
      toughness: 4,
      text: 'Whenever Test Thorn Wall blocks a creature, that creature deals damage equal to its power to Test Thorn Wall.',
    });
    const s = play(
      blocked(
        [{ def: C.hillGiant, id: 'giant' }],
        [{ def: wall, id: 'wall' }],
        [['giant', 'Bob']],
        [['wall', 'giant']],
      ),
      pass('Alice'),
      pass('Bob'),
    );
    // The Giant's 3 damage, dealt by the Giant, before combat damage.
    expect([perm(s, 'wall').damage, s.step]).toEqual([3, 'declareBlockers']);
  });

  // After "target player sacrifices a creature", "that creature" is the one sacrificed (below).
  it('"that creature" after a target player is no creature: not understood', () => {
    const made = defineCard({
      name: 'Test Vapors',
      cost: '{0}',
      type: 'Sorcery',
      text: "Target player discards a card. You gain life equal to that creature's toughness.",
    });
    expect(made.notUnderstood.map(n => n.text)).toEqual(["You gain life equal to that creature's toughness"]);
  });
});

describe('a count as another player sees it: "the number of lands they control", "cards in that player\'s hand" (CR 608.2h)', () => {
  it('608.2h: "that player" of the trigger — each upkeep, the player whose upkeep it is is dealt one for each Swamp they control', () => {
    const curse = card({
      name: 'Test Swamp Curse',
      cost: '{0}',
      type: 'Enchantment',
      text: "At the beginning of each player's upkeep, Test Swamp Curse deals damage to that player equal to the number of Swamps they control.",
    });
    const library = Array.from({ length: 4 }, () => ({ def: C.island }));
    let s = twoPlayers(
      { battlefield: [{ def: curse }, { def: C.swamp }], library },
      { battlefield: [{ def: C.swamp }, { def: C.swamp }, { def: C.swamp }], library },
    );
    s = goTo(s, 'upkeep');
    while (s.stack.length > 0) s = play(s, pass(s.priority!));
    // Bob's upkeep: his three Swamps, not Alice's one.
    expect([s.activePlayer, life(s, 'Bob'), life(s, 'Alice')]).toEqual(['Bob', 17, 20]);
  });

  it('608.2h: a target player\'s hand — "deals damage to target player equal to the number of cards in that player\'s hand"', () => {
    const gaze = sorcery(
      'Test Gaze',
      "Test Gaze deals damage to target player equal to the number of cards in that player's hand.",
    );
    const s = play(
      twoPlayers(
        { hand: [{ def: gaze, id: 'spell' }, { def: C.bears }] },
        { hand: [{ def: C.bears }, { def: C.bears }, { def: C.bears }] },
      ),
      cast('Alice', 'spell', { player: 'Bob' }),
      pass('Alice'),
      pass('Bob'),
    );
    expect([life(s, 'Bob'), life(s, 'Alice')]).toEqual([17, 20]);
  });

  it('107.1b: "3 minus the number of cards in their hand" is never below 0; "2 plus the number of …" adds', () => {
    const vise = sorcery(
      'Test Vise',
      'Target player loses X life, where X is 3 minus the number of cards in their hand.',
    );
    const sparks = sorcery(
      'Test Sparks',
      'Test Sparks deals X damage to any target, where X is 2 plus the number of Mountains you control.',
    );
    const hand = (n: number) => Array.from({ length: n }, () => ({ def: C.bears }));
    const viseOn = (cards: number) =>
      life(
        play(
          twoPlayers({ hand: [{ def: vise, id: 'spell' }] }, { hand: hand(cards) }),
          cast('Alice', 'spell', { player: 'Bob' }),
          pass('Alice'),
          pass('Bob'),
        ),
        'Bob',
      );
    expect([viseOn(1), viseOn(5)]).toEqual([18, 20]);
    const s = play(
      twoPlayers({ hand: [{ def: sparks, id: 'spell' }], battlefield: [{ def: C.mountain }] }, {}),
      cast('Alice', 'spell', { player: 'Bob' }),
      pass('Alice'),
      pass('Bob'),
    );
    expect(life(s, 'Bob')).toBe(17);
  });

  it('608.2b: after a player target, "that player" is that target — in a spell as in "equal to the number of cards in their hand"', () => {
    const wrack = sorcery(
      'Test Wrack',
      'Target player discards a card. Test Wrack deals damage to that player equal to the number of cards in their hand.',
    );
    const s = play(
      twoPlayers(
        { hand: [{ def: wrack, id: 'spell' }, { def: C.bears }] },
        { hand: [{ def: C.bears }, { def: C.bears }, { def: C.bears }] },
      ),
      cast('Alice', 'spell', { player: 'Bob' }),
      pass('Alice'),
      pass('Bob'),
    );
    // Bob discards one of three, then is dealt one for each of the two left.
    expect([life(s, 'Bob'), life(s, 'Alice')]).toEqual([18, 20]);
  });

  // "Deals damage to each player equal to the number of lands they control" is each player's own count (below).
  it('"they" with no player the instruction is aimed at is not understood', () => {
    const text = 'Test Rune deals damage to target creature equal to the number of cards in their hand.';
    expect(defineCard({ name: 'Test Rune', cost: '{0}', type: 'Sorcery', text }).notUnderstood, text).toHaveLength(1);
  });
});

describe('domain: "for each basic land type among lands you control" (CR 305.6)', () => {
  it("305.6: each of the five basic land types counts once, however many lands have it; other land types don't count", () => {
    const might = sorcery(
      'Test Might',
      'Target creature gets +1/+1 until end of turn for each basic land type among lands you control.',
    );
    const desert = card({ name: 'Test Desert', type: 'Land — Desert' });
    const s = play(
      twoPlayers(
        {
          hand: [{ def: might, id: 'spell' }],
          battlefield: [
            { def: C.bears, id: 'bears' },
            { def: C.forest },
            { def: C.forest },
            { def: C.mountain },
            { def: desert },
          ],
        },
        { battlefield: [{ def: C.island }, { def: C.swamp }] },
      ),
      cast('Alice', 'spell', { object: 'bears' }),
      pass('Alice'),
      pass('Bob'),
    );
    expect(power(s, 'bears')).toBe(4);
  });
});

describe('"twice the number of …" (CR 107.3c)', () => {
  it('107.3c: X is twice the count, for the player the instruction is aimed at', () => {
    const evil = sorcery(
      'Test Evil',
      'Test Evil deals X damage to target opponent, where X is twice the number of white creatures that player controls.',
    );
    const s = play(
      twoPlayers(
        { hand: [{ def: evil, id: 'spell' }], battlefield: [{ def: C.whiteKnight }] },
        { battlefield: [{ def: C.whiteKnight }, { def: C.whiteKnight }, { def: C.bears }] },
      ),
      cast('Alice', 'spell', { player: 'Bob' }),
      pass('Alice'),
      pass('Bob'),
    );
    expect([life(s, 'Bob'), life(s, 'Alice')]).toEqual([16, 20]);
  });
});

describe('"its controller" after an opening about another creature (CR 603.2, 608.2h)', () => {
  it('608.2h: "whenever another creature enters, its controller loses 1 life" — the entering creature\'s controller', () => {
    const ogre = card({
      name: 'Test Belly Ogre',
      cost: '{0}',
      type: 'Creature — Ogre',
      power: 3,
      toughness: 3,
      text: 'Whenever another creature enters the battlefield, its controller loses 1 life.',
    });
    const s = play(
      twoPlayers(
        { battlefield: [{ def: ogre }] },
        {
          hand: [
            { def: card({ name: 'Test Pup', cost: '{0}', type: 'Creature — Dog', power: 1, toughness: 1 }), id: 'pup' },
          ],
        },
        { activePlayer: 'Bob' },
      ),
      cast('Bob', 'pup'),
      pass('Bob'),
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
    );
    expect([zone(s, 'pup'), life(s, 'Bob'), life(s, 'Alice')]).toEqual(['battlefield', 19, 20]);
  });
});

describe('"… this way": what the instructions before it did as the spell resolved (CR 608.2c, 608.1)', () => {
  it('608.2c: "destroy all creatures; you gain 1 life for each creature destroyed this way" — every one destroyed, anyone\'s', () => {
    const verdict = sorcery(
      'Test Verdict',
      'Destroy all creatures. You gain 1 life for each creature destroyed this way.',
    );
    let s = twoPlayers(
      { hand: [{ def: verdict, id: 'spell' }], battlefield: [{ def: C.bears }, { def: C.forest }] },
      { battlefield: [{ def: C.ogre }, { def: C.spider }] },
    );
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    expect(life(s, 'Alice')).toBe(23);
  });

  it('608.2c: "target player discards two cards; you gain 3 life for each land card discarded this way" — only lands count', () => {
    const verdict = sorcery(
      'Test Judgment',
      'Target player discards two cards. You gain 3 life for each land card discarded this way.',
    );
    let s = twoPlayers(
      { hand: [{ def: verdict, id: 'spell' }] },
      { hand: [{ def: C.forest }, { def: C.bears }, { def: C.island }] },
    );
    s = play(s, cast('Alice', 'spell', { player: 'Bob' }), pass('Alice'), pass('Bob'));
    expect(life(s, 'Alice')).toBe(23);
  });

  it('601.2h: a cost\'s sacrifice is paid before the ability resolves — "for each creature sacrificed this way" after one isn\'t read', () => {
    const made = defineCard({
      name: 'Test Altar',
      cost: '{0}',
      type: 'Artifact',
      text: 'Sacrifice a creature: You gain 1 life for each creature sacrificed this way.',
    });
    expect(made.notUnderstood).toHaveLength(1);
  });
});

describe('"put into your graveyard from the battlefield this turn" (CR 700.4, 400.3)', () => {
  it("700.4: the creatures that died this turn whose owner is you — not the opponent's", () => {
    const wrath = sorcery('Test Wrath', 'Destroy all creatures.');
    const meat = sorcery(
      'Test Meat',
      'Create a 1/1 white Soldier creature token for each creature put into your graveyard from the battlefield this turn.',
    );
    let s = twoPlayers(
      {
        hand: [
          { def: wrath, id: 'wrath' },
          { def: meat, id: 'meat' },
        ],
        battlefield: [{ def: C.bears }],
      },
      { battlefield: [{ def: C.ogre }, { def: C.spider }] },
    );
    s = play(s, cast('Alice', 'wrath'), pass('Alice'), pass('Bob'), cast('Alice', 'meat'), pass('Alice'), pass('Bob'));
    expect(s.battlefield.map(id => s.objects[id]!.def.name)).toEqual(['Soldier Token']);
  });
});

describe('"for each …" written first (CR 608.2c, 603.10a)', () => {
  const spiritsOf = (s: ReturnType<typeof twoPlayers>, who: string) =>
    s.battlefield.filter(id => s.objects[id]!.def.name === 'Spirit Token' && s.permanents[id]!.controller === who)
      .length;

  it('"for each Forest you control, create a token" — one for each', () => {
    const bounty = sorcery('Test Bounty', 'For each Forest you control, create a 1/1 white Spirit creature token.');
    let s = twoPlayers(
      { hand: [{ def: bounty, id: 'spell' }], battlefield: [{ def: C.forest }, { def: C.forest }] },
      {},
    );
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    expect(spiritsOf(s, 'Alice')).toBe(2);
  });

  it('603.10a: "for each creature destroyed this way, its controller creates a token" — each player as many as they lost', () => {
    const march = sorcery(
      'Test March',
      'Destroy all creatures. For each creature destroyed this way, its controller creates a 1/1 white Spirit creature token.',
    );
    let s = twoPlayers(
      { hand: [{ def: march, id: 'spell' }], battlefield: [{ def: C.bears }] },
      { battlefield: [{ def: C.ogre }, { def: C.spider }] },
    );
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    expect([spiritsOf(s, 'Alice'), spiritsOf(s, 'Bob')]).toEqual([1, 2]);
  });

  it('"for each …, add {C} and you gain 1 life" (each instruction that many times) and "… unless you …" (a choice for each) are not read', () => {
    const text = (t: string) => defineCard({ name: 'Test Each', cost: '{0}', type: 'Sorcery', text: t }).notUnderstood;
    expect(text('For each Forest you control, add {C} and you gain 1 life.')).toHaveLength(1);
    expect(
      text('Draw two cards. For each card drawn this way, discard a card unless you sacrifice a permanent.'),
    ).not.toEqual([]);
  });
});

describe('"where X is that creature\'s power" about the instruction\'s own target (CR 107.3c, 608.2h)', () => {
  it('107.3c: "put X +1/+1 counters on target creature, where X is that creature\'s power" — the target\'s power', () => {
    const might = sorcery('Test Might', "Put X +1/+1 counters on target creature, where X is that creature's power.");
    let s = twoPlayers({ hand: [{ def: might, id: 'spell' }], battlefield: [{ def: C.ogre, id: 'ogre' }] }, {});
    s = play(s, cast('Alice', 'spell', { object: 'ogre' }), pass('Alice'), pass('Bob'));
    expect(perm(s, 'ogre').counters['+1/+1']).toBe(2);
  });
});

/** One amount phrase, every verb that takes a number (CR 107.3c, 608.2h). */
describe('a counted amount composes with each verb that takes a number (CR 107.3c)', () => {
  const made = (spec: Parameters<typeof defineCard>[0]) => {
    const card = defineCard({ cost: '{0}', type: 'Sorcery', ...spec });
    expect(card.notUnderstood).toEqual([]);
    return card.def;
  };
  const lands = [{ def: C.swamp }, { def: C.swamp }, { def: C.forest }];
  const resolve = (s: ReturnType<typeof twoPlayers>, card: string, more = {}) =>
    play(s, { type: 'cast', player: 'Alice', card, ...more }, pass('Alice'), pass('Bob'));
  const tokens = (s: ReturnType<typeof twoPlayers>, name: string) =>
    s.battlefield.filter(id => s.objects[id]!.def.name === name);

  it('111.1, 107.3c: "create an X/X … token, where X is …": the token is as big as the count as it resolves', () => {
    const genesis = made({
      name: 'Test Genesis',
      text: 'Create an X/X green Ooze creature token, where X is the number of lands you control.',
    });
    const s = resolve(twoPlayers({ hand: [{ def: genesis, id: 'g' }], battlefield: lands }, {}), 'g');
    const [ooze] = tokens(s, 'Ooze Token');
    expect([power(s, ooze!), s.objects[ooze!]!.def.toughness]).toEqual([3, 3]);
  });

  it('107.3a: "create an X/X … token" on a spell with {X} in its cost is the X paid', () => {
    const spawn = made({ name: 'Test Spawn', cost: '{X}{G}', text: 'Create an X/X green Ooze creature token.' });
    const s0 = twoPlayers({ hand: [{ def: spawn, id: 'sp' }], battlefield: [...lands, { def: C.forest }] }, {});
    const s = resolve(s0, 'sp', { x: 3 });
    const [ooze] = tokens(s, 'Ooze Token');
    expect(power(s, ooze!)).toBe(3);
  });

  it('"create a number of … tokens equal to …" is that many tokens', () => {
    const flock = made({
      name: 'Test Flock',
      text: 'Create a number of 1/1 black Harpy creature tokens with flying equal to the number of Swamps you control.',
    });
    const s = resolve(twoPlayers({ hand: [{ def: flock, id: 'f' }], battlefield: lands }, {}), 'f');
    expect(tokens(s, 'Harpy Token')).toHaveLength(2);
  });

  it('"put a number of +1/+1 counters on target creature equal to …", "bolster X, where X is …"', () => {
    const feed = made({
      name: 'Test Feed',
      text: 'Put a number of +1/+1 counters on target creature equal to the number of lands you control.',
    });
    const rally = made({ name: 'Test Rally', text: 'Bolster X, where X is the number of Swamps you control.' });
    const s0 = twoPlayers(
      {
        hand: [
          { def: feed, id: 'f' },
          { def: rally, id: 'r' },
        ],
        battlefield: [...lands, { def: C.bears, id: 'bears' }, { def: C.spider, id: 'spider' }],
      },
      {},
    );
    const s = resolve(resolve(s0, 'f', { targets: [{ object: 'spider' }] }), 'r');
    expect([perm(s, 'spider').counters['+1/+1'], perm(s, 'bears').counters['+1/+1']]).toEqual([3, 2]);
  });

  it('701.13b: "puts a number of cards equal to … from the top of their library into their graveyard" mills that many', () => {
    const grind = made({
      name: 'Test Grind',
      text: 'Target player puts a number of cards equal to the number of lands you control from the top of their library into their graveyard.',
    });
    const library = Array.from({ length: 5 }, () => ({ def: C.island }));
    const s = resolve(twoPlayers({ hand: [{ def: grind, id: 'g' }], battlefield: lands }, { library }), 'g', {
      targets: [{ player: 'Bob' }],
    });
    expect([s.players[1]!.graveyard.length, s.players[1]!.library.length]).toEqual([3, 2]);
  });

  it('614.1c: "~ enters with a number of +1/+1 counters on it equal to …" counts as it would enter', () => {
    const scavenger = made({
      name: 'Test Scavenger',
      type: 'Creature — Fungus',
      power: 0,
      toughness: 0,
      text: 'Test Scavenger enters the battlefield with a number of +1/+1 counters on it equal to the number of creature cards in all graveyards.',
    });
    const s0 = twoPlayers(
      { hand: [{ def: scavenger, id: 'sc' }], graveyard: [{ def: C.bears }] },
      { graveyard: [{ def: C.spider }, { def: C.island }] },
    );
    expect(perm(resolve(s0, 'sc'), 'sc').counters['+1/+1']).toBe(2);
  });

  it('"you gain life equal to target creature\'s power" is "… equal to the power of target creature"', () => {
    const reflection = made({ name: 'Test Reflection', text: "You gain life equal to target creature's power." });
    const s0 = twoPlayers({ hand: [{ def: reflection, id: 'r' }] }, { battlefield: [{ def: C.spider, id: 'spider' }] });
    expect(life(resolve(s0, 'r', { targets: [{ object: 'spider' }] }), 'Alice')).toBe(22);
  });

  it('120.2: "~ deals damage to each player equal to the number of lands they control": each their own count, at once', () => {
    const soil = made({
      name: 'Test Soil',
      text: 'Test Soil deals damage to each player equal to the number of lands they control.',
    });
    const s0 = twoPlayers(
      { hand: [{ def: soil, id: 'soil' }], battlefield: lands },
      { battlefield: [{ def: C.island }, { def: C.island }] },
    );
    const s = resolve(s0, 'soil');
    expect([life(s, 'Alice'), life(s, 'Bob')]).toEqual([17, 18]);
    expect(logEntries(s).filter(e => e.kind === 'damage')).toHaveLength(2);
  });

  it('608.2h: "target opponent sacrifices a creature. You gain life equal to that creature\'s toughness": the one sacrificed, as it last was', () => {
    const tribute = made({
      name: 'Test Tribute',
      text: "Target opponent sacrifices a creature. You gain life equal to that creature's toughness.",
    });
    const grow = made({ name: 'Test Grow', type: 'Instant', text: 'Target creature gets +0/+3 until end of turn.' });
    const s0 = twoPlayers(
      { hand: [{ def: tribute, id: 't' }] },
      { hand: [{ def: grow, id: 'grow' }], battlefield: [{ def: C.bears, id: 'bears' }] },
    );
    // Bob makes his Bears 2/5 in response: the toughness it had as it was sacrificed counts (5), not its card's (2).
    const s = play(
      s0,
      { type: 'cast', player: 'Alice', card: 't', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      { type: 'cast', player: 'Bob', card: 'grow', targets: [{ object: 'bears' }] },
      pass('Bob'),
      pass('Alice'),
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'bears'), life(s, 'Alice')]).toEqual(['graveyard', 25]);
  });

  it('"sacrifice another creature. You gain X life and draw X cards, where X is that creature\'s power": none sacrificed, X is 0', () => {
    const disciple = made({
      name: 'Test Disciple',
      text: "Sacrifice another creature. You gain X life, where X is that creature's power.",
    });
    const lone = resolve(twoPlayers({ hand: [{ def: disciple, id: 'd' }] }, {}), 'd');
    expect(life(lone, 'Alice')).toBe(20);
    const fed = resolve(twoPlayers({ hand: [{ def: disciple, id: 'd' }], battlefield: [{ def: C.spider }] }, {}), 'd');
    expect(life(fed, 'Alice')).toBe(22);
  });

  it('"each opponent sacrifices a creature. … that creature\'s power": several creatures, not one — not understood', () => {
    const text = "Each opponent sacrifices a creature. You draw cards equal to that creature's power.";
    expect(defineCard({ name: 'Odd', type: 'Sorcery', text }).notUnderstood).toHaveLength(1);
  });

  it('"target creature you control gets +1/+0 … It deals damage equal to its power to target creature": "it" is the first target', () => {
    const ambush = made({
      name: 'Test Ambush',
      type: 'Instant',
      text: 'Target creature you control gets +1/+0 until end of turn. It deals damage equal to its power to target creature an opponent controls.',
    });
    const s0 = twoPlayers(
      { hand: [{ def: ambush, id: 'a' }], battlefield: [{ def: C.bears, id: 'bears' }] },
      { battlefield: [{ def: C.spider, id: 'spider' }] },
    );
    const s = resolve(s0, 'a', { targets: [{ object: 'bears' }, { object: 'spider' }] });
    expect([perm(s, 'spider').damage, perm(s, 'bears').damage]).toEqual([3, 0]);
  });

  it('608.2h: "draw two cards, then amass X, where X is the number of cards in your hand": counted after the draws', () => {
    const endgame = made({
      name: 'Test Endgame',
      text: 'Draw two cards, then amass X, where X is the number of cards in your hand.',
    });
    const library = Array.from({ length: 4 }, () => ({ def: C.island }));
    const s = resolve(twoPlayers({ hand: [{ def: endgame, id: 'e' }, { def: C.bears }], library }, {}), 'e');
    const [army] = tokens(s, 'Zombie Army Token');
    expect(perm(s, army!).counters['+1/+1']).toBe(3);
  });

  it('608.2h: "reveal the top card of your library and put that card into your hand. You lose life equal to its mana value": that card\'s, not the source\'s', () => {
    const bob = made({
      name: 'Test Confidant',
      cost: '{1}{B}',
      text: 'Reveal the top card of your library and put that card into your hand. You lose life equal to its converted mana cost.',
    });
    const mists = made({
      name: 'Test Mists',
      text: "Put the top card of your library into your graveyard, then draw cards equal to that card's converted mana cost.",
    });
    const library = [C.divination, C.bears, C.island, C.island, C.island, C.island].map(def => ({ def }));
    const s0 = twoPlayers({ hand: [{ def: bob, id: 'b' }], battlefield: lands, library }, {});
    const revealed = resolve(s0, 'b');
    expect([life(revealed, 'Alice'), revealed.players[0]!.hand.length]).toEqual([17, 1]);
    const milled = resolve(twoPlayers({ hand: [{ def: mists, id: 'm' }], library }, {}), 'm');
    expect([milled.players[0]!.graveyard.length, milled.players[0]!.hand.length]).toEqual([2, 3]);
  });

  it('"Sacrifice an enchantment: you gain life equal to the sacrificed enchantment\'s mana value"', () => {
    const healer = made({
      name: 'Test Healer',
      type: 'Creature — Cleric',
      power: 1,
      toughness: 1,
      text: "Sacrifice an enchantment: You gain life equal to the sacrificed enchantment's converted mana cost.",
    });
    const charm = card({ name: 'Test Charm', cost: '{2}{W}', type: 'Enchantment' });
    const s0 = twoPlayers(
      {
        battlefield: [
          { def: healer, id: 'h' },
          { def: charm, id: 'c' },
        ],
      },
      {},
    );
    const s = play(s0, { type: 'activate', player: 'Alice', source: 'h', ability: 0 }, pass('Alice'), pass('Bob'));
    expect([zone(s, 'c'), life(s, 'Alice')]).toEqual(['graveyard', 23]);
  });

  it('106.1, 605.3b: "{T}: Add X mana of any one color, where X is …": one color, X of it', () => {
    const channeler = made({
      name: 'Test Channeler',
      type: 'Creature — Elf',
      power: 1,
      toughness: 1,
      text: '{T}: Add X mana of any one color, where X is the number of Elves on the battlefield.',
    });
    const elf = card({ name: 'Test Elf', type: 'Creature — Elf', power: 1, toughness: 1 });
    const s0 = twoPlayers(
      { battlefield: [{ def: channeler, id: 'ch' }, { def: elf }] },
      { battlefield: [{ def: elf }] },
    );
    const s = play(s0, { type: 'activateMana', player: 'Alice', source: 'ch', mana: 'U' });
    expect([s.players[0]!.manaPool.U, s.players[0]!.manaPool.G ?? 0]).toEqual([3, 0]);
  });
});

describe('"counter target spell. … where X is that spell\'s mana value" (CR 608.2h)', () => {
  it("608.2h: the countered spell's mana value as it last was on the stack, its X included", () => {
    const genesis = defineCard({
      name: 'Test Genesis',
      cost: '{0}',
      type: 'Instant',
      text: "Counter target spell. Create an X/X green Ooze creature token, where X is that spell's converted mana cost.",
    });
    const blaze = card({
      name: 'Test Blaze',
      cost: '{X}{R}',
      type: 'Sorcery',
      text: 'Test Blaze deals X damage to any target.',
    });
    expect(genesis.notUnderstood).toEqual([]);
    const s0 = twoPlayers(
      { battlefield: Array.from({ length: 3 }, () => ({ def: C.mountain })), hand: [{ def: blaze, id: 'blaze' }] },
      { hand: [{ def: genesis.def, id: 'g' }] },
    );
    const s = play(
      s0,
      { type: 'cast', player: 'Alice', card: 'blaze', x: 2, targets: [{ player: 'Bob' }] },
      pass('Alice'),
      { type: 'cast', player: 'Bob', card: 'g', targets: [{ object: 'blaze' }] },
      pass('Bob'),
      pass('Alice'),
    );
    const ooze = s.battlefield.find(id => s.objects[id]!.def.name === 'Ooze Token');
    expect([zone(s, 'blaze'), power(s, ooze!)]).toEqual(['graveyard', 3]);
  });
});
