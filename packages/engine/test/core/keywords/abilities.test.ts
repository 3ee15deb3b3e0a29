import { describe, expect, it } from 'vitest';
import { defineCard, keywordInfo, type CardDef } from '../../../src/index.js';
import { C, attack, block, goTo, illegal, pass, perm, play, twoPlayers, zone } from '../../kit.js';
import { next } from '../../rules/combat/fixtures.js';
import { hasKeyword } from '../../../src/view/queries.js';

/** Keywords that stand for written abilities (CR 702), entries of `core/keywords/abilities.ts`. Invented cards. */

const card = (spec: Parameters<typeof defineCard>[0]): CardDef => {
  const made = defineCard(spec);
  expect(made.problems).toEqual([]);
  expect(made.notUnderstood).toEqual([]);
  return made.def;
};

describe('unleash (CR 702.98)', () => {
  const brute = card({
    name: 'Test Unleashed Brute',
    cost: '{1}{R}',
    type: 'Creature — Ogre',
    power: 2,
    toughness: 2,
    text: 'Unleash',
  });
  const cast = (decline: boolean) => {
    let s = twoPlayers(
      { battlefield: [{ def: C.mountain }, { def: C.mountain }], hand: [{ def: brute, id: 'brute' }] },
      {},
    );
    if (decline) s = play(s, { type: 'decline', player: 'Alice', source: 'brute' });
    return play(s, { type: 'cast', player: 'Alice', card: 'brute' }, pass('Alice'), pass('Bob'));
  };

  it('702.98a: "You may have this permanent enter with a +1/+1 counter on it" — by default it does, and then it can\'t block', () => {
    const s = cast(false);
    expect(perm(s, 'brute').counters['+1/+1']).toBe(1);
    // To Bob's turn: Bob attacks, and the brute can't block.
    const attacker = card({ name: 'Test Raider', cost: '{1}', type: 'Creature — Human', power: 1, toughness: 1 });
    let bobs = twoPlayers(
      { battlefield: [{ def: brute, id: 'brute', counters: { '+1/+1': 1 } }] },
      { battlefield: [{ def: attacker, id: 'raider' }] },
      { step: 'declareAttackers', activePlayer: 'Bob' },
    );
    bobs = play(
      bobs,
      { type: 'declareAttackers', player: 'Bob', attackers: [{ attacker: 'raider', target: { player: 'Alice' } }] },
      pass('Bob'),
      pass('Alice'),
    );
    illegal(bobs, block('Alice', ['brute', 'raider']), '509.1b');
  });

  it('702.98a: declined (614.12a), it enters without the counter and can block', () => {
    const s = cast(true);
    expect(perm(s, 'brute').counters['+1/+1'] ?? 0).toBe(0);
  });
});

describe('tribute (CR 702.104)', () => {
  // Thunder Brute: "Tribute 3"; "When Thunder Brute enters the battlefield, if tribute wasn't paid, it gains haste until
  // end of turn."
  const brute = card({
    name: 'Test Tribute Brute',
    cost: '{1}',
    type: 'Creature — Cyclops',
    power: 5,
    toughness: 5,
    keywords: ['tribute 3'],
    text: "When Test Tribute Brute enters the battlefield, if tribute wasn't paid, it gains haste until end of turn.",
  });
  const cast = (decline: 'Alice' | 'Bob' | undefined) => {
    let s = twoPlayers({ battlefield: [{ def: C.mountain }], hand: [{ def: brute, id: 'brute' }] }, {});
    if (decline) s = play(s, { type: 'decline', player: decline, source: 'brute' });
    return play(s, { type: 'cast', player: 'Alice', card: 'brute' }, pass('Alice'), pass('Bob'));
  };

  it("702.104a: by default the opponent pays: it enters with 3 more +1/+1 counters; 702.104b: its trigger doesn't", () => {
    const s = cast(undefined);
    expect([perm(s, 'brute').counters['+1/+1'], s.stack.length]).toEqual([3, 0]);
    expect(perm(s, 'brute').tributeUnpaid).toBe(false);
  });

  it('702.104b: the opponent declines in advance (614.12a): no counters, and "if tribute wasn\'t paid" holds', () => {
    const s = cast('Bob');
    expect([perm(s, 'brute').counters['+1/+1'] ?? 0, s.stack.length]).toEqual([0, 1]);
    const resolved = play(s, pass('Alice'), pass('Bob'));
    expect(hasKeyword(resolved, 'brute', 'haste')).toBe(true);
  });

  it("702.104a: the choice is an opponent's — its controller has nothing to decline", () => {
    const s = twoPlayers({ battlefield: [{ def: C.mountain }], hand: [{ def: brute, id: 'brute' }] }, {});
    illegal(s, { type: 'decline', player: 'Alice', source: 'brute' }, '608.2d');
  });
});

describe('umbra armor, formerly totem armor (CR 702.89)', () => {
  const umbra = card({
    name: 'Test Umbra',
    cost: '{1}{G}',
    type: 'Enchantment — Aura',
    text: 'Enchant creature\nEnchanted creature gets +1/+1.\nTotem armor',
  });
  const murder = C.murder;

  it('is the keyword under either name', () => {
    expect(keywordInfo('Totem armor')?.rule).toBe('702.89a');
    expect(keywordInfo('Umbra armor')?.rule).toBe('702.89a');
  });

  it('702.89a: "If enchanted permanent would be destroyed, instead remove all damage marked on it and destroy this Aura"', () => {
    let s = twoPlayers(
      {
        battlefield: [{ def: C.forest }, { def: C.forest }, { def: C.bears, id: 'bears', damage: 1 }],
        hand: [{ def: umbra, id: 'umbra' }],
      },
      { battlefield: [{ def: C.swamp }, { def: C.swamp }, { def: C.swamp }], hand: [{ def: murder, id: 'murder' }] },
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'umbra', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(perm(s, 'umbra').attachedTo).toBe('bears');
    s = play(
      s,
      pass('Alice'),
      { type: 'cast', player: 'Bob', card: 'murder', targets: [{ object: 'bears' }] },
      pass('Bob'),
      pass('Alice'),
    );
    expect([zone(s, 'bears'), zone(s, 'umbra'), perm(s, 'bears').damage]).toEqual(['battlefield', 'graveyard', 0]);
  });

  it('702.89a: lethal combat damage destroys the creature (704.5g): the Aura goes instead', () => {
    const ogre = card({ name: 'Test Big Ogre', cost: '{3}', type: 'Creature — Ogre', power: 5, toughness: 5 });
    let s = twoPlayers(
      {
        battlefield: [{ def: C.forest }, { def: C.forest }, { def: C.bears, id: 'bears' }],
        hand: [{ def: umbra, id: 'umbra' }],
      },
      { battlefield: [{ def: ogre, id: 'ogre' }] },
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'umbra', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    s = goTo(s, 'declareAttackers');
    s = play(s, attack('Alice', ['bears', 'Bob']), pass('Alice'), pass('Bob'));
    s = next(play(s, block('Bob', ['ogre', 'bears'])));
    expect([zone(s, 'bears'), zone(s, 'umbra'), perm(s, 'bears').damage]).toEqual(['battlefield', 'graveyard', 0]);
  });
});

describe('enchant [quality] (CR 702.5)', () => {
  it('is a keyword with the quality it allows: a permanent phrase, or a player (702.5d); not a card', () => {
    expect(keywordInfo('Enchant land')).toEqual({ name: 'enchant land', rule: '702.5a' });
    expect(keywordInfo('Enchant creature you control')?.rule).toBe('702.5a');
    expect(keywordInfo('Enchant player')?.rule).toBe('702.5a');
    expect(keywordInfo('Enchant creature card in a graveyard')).toBeUndefined();
  });

  it('303.4a, 702.5a: an Aura spell targets what its enchant ability allows — a land, not a creature', () => {
    const plain = card({ name: 'Test Land Aura', cost: '{G}', type: 'Enchantment — Aura', text: 'Enchant land' });
    const s = twoPlayers(
      {
        battlefield: [
          { def: C.forest, id: 'forest' },
          { def: C.bears, id: 'bears' },
        ],
        hand: [{ def: plain, id: 'aura' }],
      },
      {},
    );
    illegal(s, { type: 'cast', player: 'Alice', card: 'aura', targets: [{ object: 'bears' }] }, '601.2c');
    const on = play(
      s,
      { type: 'cast', player: 'Alice', card: 'aura', targets: [{ object: 'forest' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(perm(on, 'aura').attachedTo).toBe('forest');
  });

  it('205.3i, 702.5a: "enchant Mountain you control" names a land type — a Mountain is enchanted, a Forest is not', () => {
    const chain = card({
      name: 'Test Mountain Chain',
      cost: '{W}',
      type: 'Enchantment — Aura',
      text: 'Enchant Mountain you control',
    });
    expect(keywordInfo('Enchant Forest or Plains')?.rule).toBe('702.5a');
    expect(keywordInfo('Enchant non-Wall creature')?.rule).toBe('702.5a');
    const s = twoPlayers(
      {
        battlefield: [{ def: C.plains }, { def: C.forest, id: 'forest' }, { def: C.mountain, id: 'mountain' }],
        hand: [{ def: chain, id: 'chain' }],
      },
      {},
    );
    illegal(s, { type: 'cast', player: 'Alice', card: 'chain', targets: [{ object: 'forest' }] }, '601.2c');
    const on = play(
      s,
      { type: 'cast', player: 'Alice', card: 'chain', targets: [{ object: 'mountain' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(perm(on, 'chain').attachedTo).toBe('mountain');
  });

  it('704.5m: an Aura attached to what it can\'t enchant goes to the graveyard — "enchant creature you control" after a change of control', () => {
    const bond = card({
      name: 'Test Bond',
      cost: '{W}',
      type: 'Enchantment — Aura',
      text: 'Enchant creature you control',
    });
    const steal = card({ name: 'Test Steal', cost: '{0}', type: 'Instant', text: 'Gain control of target creature.' });
    let s = twoPlayers(
      { battlefield: [{ def: C.plains }, { def: C.bears, id: 'bears' }], hand: [{ def: bond, id: 'bond' }] },
      { hand: [{ def: steal, id: 'steal' }] },
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'bond', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(perm(s, 'bond').attachedTo).toBe('bears');
    s = play(s, pass('Alice'), { type: 'cast', player: 'Bob', card: 'steal', targets: [{ object: 'bears' }] });
    s = play(s, pass('Bob'), pass('Alice'));
    expect(zone(s, 'bond')).toBe('graveyard');
  });
});

describe('outlast (CR 702.107)', () => {
  const outlaster = card({
    name: 'Test Outlaster',
    cost: '{W}',
    type: 'Creature — Human Warrior',
    power: 1,
    toughness: 1,
    text: 'Outlast {1}{W}',
  });

  it('702.107a: "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery."', () => {
    const s = twoPlayers({ battlefield: [{ def: outlaster, id: 'o' }, { def: C.plains }, { def: C.plains }] }, {});
    const after = play(s, { type: 'activate', player: 'Alice', source: 'o', ability: 0 }, pass('Alice'), pass('Bob'));
    expect([perm(after, 'o').counters['+1/+1'], perm(after, 'o').tapped]).toEqual([1, true]);
    expect(outlaster.abilities[0]).toMatchObject({ kind: 'activated', costText: 'Outlast {1}{W}', sorcery: true });
    const combat = twoPlayers(
      { battlefield: [{ def: outlaster, id: 'o' }, { def: C.plains }, { def: C.plains }] },
      {},
      { step: 'beginningOfCombat' },
    );
    illegal(combat, { type: 'activate', player: 'Alice', source: 'o', ability: 0 }, '602.5d');
  });
});

describe('partner (CR 702.124)', () => {
  it('702.124h: a rule of deck construction only — a card with partner plays as it would without', () => {
    const commander = card({
      name: 'Test Partner',
      cost: '{1}{G}',
      type: 'Legendary Creature — Elf',
      power: 2,
      toughness: 2,
      text: 'Partner',
    });
    expect([commander.keywords, commander.abilities, commander.unmodelled]).toEqual([['partner'], [], undefined]);
    expect(keywordInfo('Partner with Test Friend')).toBeUndefined();
  });
});

describe('sunburst (CR 702.44)', () => {
  const golem = card({
    name: 'Test Sunburst Golem',
    cost: '{3}',
    type: 'Artifact Creature — Golem',
    power: 0,
    toughness: 0,
    text: 'Sunburst',
  });
  const orb = card({ name: 'Test Sunburst Orb', cost: '{2}', type: 'Artifact', text: 'Sunburst' });
  const cast = (def: CardDef, lands: CardDef[]) =>
    play(
      twoPlayers({ battlefield: lands.map(l => ({ def: l })), hand: [{ def, id: 'it' }] }, {}),
      { type: 'cast', player: 'Alice', card: 'it' },
      pass('Alice'),
      pass('Bob'),
    );

  it('702.44a: "it enters with a +1/+1 counter on it for each color of mana spent to cast it"', () => {
    expect(perm(cast(golem, [C.mountain, C.forest, C.plains]), 'it').counters['+1/+1']).toBe(3);
    expect(perm(cast(golem, [C.mountain, C.mountain, C.forest]), 'it').counters['+1/+1']).toBe(2);
  });

  it('702.44a: "Otherwise, it enters with a charge counter on it for each color"', () => {
    expect(perm(cast(orb, [C.island, C.swamp]), 'it').counters).toEqual({ charge: 2 });
  });

  it('702.44b: put onto the battlefield other than by resolving as a spell, it gets none', () => {
    const raise = card({
      name: 'Test Raise',
      cost: '{0}',
      type: 'Sorcery',
      text: 'Return target artifact card from your graveyard to the battlefield.',
    });
    const s = play(
      twoPlayers({ graveyard: [{ def: orb, id: 'orb' }], hand: [{ def: raise, id: 'raise' }] }, {}),
      { type: 'cast', player: 'Alice', card: 'raise', targets: [{ object: 'orb' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'orb'), perm(s, 'orb').counters]).toEqual(['battlefield', {}]);
  });
});

describe('unearth (CR 702.84)', () => {
  const zombie = card({
    name: 'Test Unearther',
    cost: '{1}{B}',
    type: 'Creature — Zombie',
    power: 3,
    toughness: 1,
    text: 'Unearth {B}',
  });
  const library = Array.from({ length: 4 }, () => ({ def: C.island }));
  const kill = card({ name: 'Test Kill', cost: '{0}', type: 'Instant', text: 'Destroy target creature.' });
  const unearth = () =>
    play(
      twoPlayers(
        {
          battlefield: [{ def: C.swamp }],
          graveyard: [{ def: zombie, id: 'z' }],
          hand: [{ def: kill, id: 'kill' }],
          library,
        },
        { library },
      ),
      { type: 'activate', player: 'Alice', source: 'z', ability: 0 },
      pass('Alice'),
      pass('Bob'),
    );

  it('702.84a: "Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step"', () => {
    let s = unearth();
    expect([zone(s, 'z'), hasKeyword(s, 'z', 'haste')]).toEqual(['battlefield', true]);
    s = goTo(s, 'declareAttackers');
    s = play(s, attack('Alice', ['z', 'Bob']));
    s = goTo(s, 'end');
    s = play(s, pass('Alice'), pass('Bob'));
    expect(zone(s, 'z')).toBe('exile');
  });

  it('702.84a: "If it would leave the battlefield, exile it instead of putting it anywhere else"', () => {
    let s = play(unearth(), { type: 'cast', player: 'Alice', card: 'kill', targets: [{ object: 'z' }] });
    s = play(s, pass('Alice'), pass('Bob'));
    expect(zone(s, 'z')).toBe('exile');
  });

  it('702.84a: "Activate only as a sorcery", and only from the graveyard', () => {
    const s = twoPlayers(
      { battlefield: [{ def: C.swamp }], graveyard: [{ def: zombie, id: 'z' }] },
      {},
      { step: 'upkeep' },
    );
    illegal(s, { type: 'activate', player: 'Alice', source: 'z', ability: 0 }, '602.5d');
    const onField = twoPlayers({ battlefield: [{ def: C.swamp }, { def: zombie, id: 'z' }] }, {});
    illegal(onField, { type: 'activate', player: 'Alice', source: 'z', ability: 0 }, '113.6m');
  });
});

describe('scavenge (CR 702.97)', () => {
  const ooze = card({
    name: 'Test Scavenger',
    cost: '{2}{G}',
    type: 'Creature — Ooze',
    power: 3,
    toughness: 2,
    text: 'Scavenge {1}{G}',
  });

  it('702.97a: "[Cost], Exile this card from your graveyard: Put a number of +1/+1 counters equal to the power of the card you exiled on target creature"', () => {
    const s = play(
      twoPlayers(
        {
          battlefield: [{ def: C.forest }, { def: C.forest }, { def: C.bears, id: 'bears' }],
          graveyard: [{ def: ooze, id: 'ooze' }],
        },
        {},
      ),
      { type: 'activate', player: 'Alice', source: 'ooze', ability: 0, targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'ooze'), perm(s, 'bears').counters['+1/+1']]).toEqual(['exile', 3]);
  });

  it('702.97a: "Activate only as a sorcery", and only from the graveyard (113.6m)', () => {
    const upkeep = twoPlayers(
      {
        battlefield: [{ def: C.forest }, { def: C.forest }, { def: C.bears, id: 'bears' }],
        graveyard: [{ def: ooze, id: 'ooze' }],
      },
      {},
      { step: 'upkeep' },
    );
    illegal(
      upkeep,
      { type: 'activate', player: 'Alice', source: 'ooze', ability: 0, targets: [{ object: 'bears' }] },
      '602.5d',
    );
    const onField = twoPlayers({ battlefield: [{ def: C.forest }, { def: C.forest }, { def: ooze, id: 'ooze' }] }, {});
    illegal(
      onField,
      { type: 'activate', player: 'Alice', source: 'ooze', ability: 0, targets: [{ object: 'ooze' }] },
      '113.6m',
    );
  });
});

describe('embalm (CR 702.128)', () => {
  const priest = card({
    name: 'Test Embalmed Priest',
    cost: '{1}{G}',
    type: 'Creature — Human Cleric',
    power: 2,
    toughness: 2,
    text: 'Embalm {3}{W}',
  });

  it('702.128a: "Exile this card from your graveyard: Create a token that\'s a copy of it, except it\'s a white Zombie … with no mana cost"', () => {
    const s = play(
      twoPlayers(
        {
          battlefield: Array.from({ length: 4 }, () => ({ def: C.plains })),
          graveyard: [{ def: priest, id: 'priest' }],
        },
        {},
      ),
      { type: 'activate', player: 'Alice', source: 'priest', ability: 0 },
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'priest')).toBe('exile');
    const token = s.battlefield.find(id => s.objects[id]!.token)!;
    expect(s.objects[token]!.def).toMatchObject({
      name: 'Test Embalmed Priest',
      colors: ['W'],
      subtypes: ['Human', 'Cleric', 'Zombie'],
      power: 2,
    });
    expect(s.objects[token]!.def.cost).toBeUndefined();
  });
});

describe('devour (CR 702.82)', () => {
  const dragon = card({
    name: 'Test Devourer',
    cost: '{2}{R}',
    type: 'Creature — Dragon',
    power: 2,
    toughness: 2,
    text: 'Devour 2',
  });
  const setup = () =>
    twoPlayers(
      {
        battlefield: [
          { def: C.mountain },
          { def: C.mountain },
          { def: C.mountain },
          { def: C.bears, id: 'b1' },
          { def: C.elves, id: 'b2' },
        ],
        hand: [{ def: dragon, id: 'dragon' }],
      },
      { battlefield: [{ def: C.ogre, id: 'theirs' }] },
    );

  it('702.82a: "you may sacrifice any number of creatures … N +1/+1 counters on it for each creature sacrificed this way"', () => {
    const s = play(
      setup(),
      { type: 'cast', player: 'Alice', card: 'dragon', devour: ['b1', 'b2', 'theirs'] },
      pass('Alice'),
      pass('Bob'),
    );
    // Only creatures its controller controls can be sacrificed (701.21a): the Ogre stays.
    expect([zone(s, 'b1'), zone(s, 'b2'), zone(s, 'theirs'), perm(s, 'dragon').counters['+1/+1']]).toEqual([
      'graveyard',
      'graveyard',
      'battlefield',
      4,
    ]);
  });

  it('702.82a: by default it devours nothing; a spell without devour devours nothing named', () => {
    const s = play(setup(), { type: 'cast', player: 'Alice', card: 'dragon' }, pass('Alice'), pass('Bob'));
    expect([zone(s, 'b1'), perm(s, 'dragon').counters['+1/+1'] ?? 0]).toEqual(['battlefield', 0]);
    const plain = twoPlayers(
      {
        battlefield: [{ def: C.forest }, { def: C.forest }, { def: C.elves, id: 'elves' }],
        hand: [{ def: C.bears, id: 'bears' }],
      },
      {},
    );
    illegal(plain, { type: 'cast', player: 'Alice', card: 'bears', devour: ['elves'] }, '702.82a');
  });
});

describe('amplify (CR 702.38)', () => {
  const soldier = card({
    name: 'Test Amplified Soldier',
    cost: '{1}{W}',
    type: 'Creature — Human Soldier',
    power: 1,
    toughness: 1,
    text: 'Amplify 1',
  });
  const other = card({ name: 'Test Other Soldier', cost: '{W}', type: 'Creature — Soldier', power: 1, toughness: 1 });

  it('702.38a: "reveal any number of cards from your hand that share a creature type with it … N +1/+1 counters on it for each card revealed"', () => {
    const s0 = twoPlayers(
      {
        battlefield: [{ def: C.plains }, { def: C.plains }],
        hand: [
          { def: soldier, id: 'amp' },
          { def: other, id: 'o1' },
          { def: C.bears, id: 'bear' },
        ],
      },
      {},
    );
    const s = play(
      s0,
      { type: 'cast', player: 'Alice', card: 'amp', reveal: ['o1', 'bear'] },
      pass('Alice'),
      pass('Bob'),
    );
    // The Bear shares no creature type: only the Soldier counts; revealed cards stay in hand.
    expect([perm(s, 'amp').counters['+1/+1'], zone(s, 'o1')]).toEqual([1, 'hand']);
    const none = play(s0, { type: 'cast', player: 'Alice', card: 'amp' }, pass('Alice'), pass('Bob'));
    expect(perm(none, 'amp').counters['+1/+1'] ?? 0).toBe(0);
  });
});

describe('equip and cycling with a cost that is not mana (CR 702.6a, 702.29a, 602.1a)', () => {
  const lash = card({
    name: 'Test Lash',
    cost: '{3}',
    type: 'Artifact — Equipment',
    text: 'Equipped creature gets +2/+2.\nEquip—Pay 3 life.',
  });
  const wraith = card({
    name: 'Test Wraith',
    cost: '{3}{B}{B}',
    type: 'Creature — Wraith',
    power: 3,
    toughness: 4,
    text: 'Cycling—Pay 2 life.',
  });

  it('702.6a: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you control" — here 3 life', () => {
    const s = play(
      twoPlayers(
        {
          battlefield: [
            { def: lash, id: 'lash' },
            { def: C.bears, id: 'bears' },
          ],
        },
        {},
      ),
      {
        type: 'activate',
        player: 'Alice',
        source: 'lash',
        ability: lash.abilities.findIndex(a => a.kind === 'activated'),
        targets: [{ object: 'bears' }],
      },
      pass('Alice'),
      pass('Bob'),
    );
    expect([perm(s, 'lash').attachedTo, s.players.find(p => p.id === 'Alice')!.life]).toEqual(['bears', 17]);
  });

  it('702.29a: "[Cost], Discard this card: Draw a card." — 2 life, from the hand', () => {
    const s = play(
      twoPlayers({ hand: [{ def: wraith, id: 'wraith' }], library: [{ def: C.bears, id: 'top' }] }, {}),
      { type: 'activate', player: 'Alice', source: 'wraith', ability: 0 },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'wraith'), zone(s, 'top'), s.players.find(p => p.id === 'Alice')!.life]).toEqual([
      'graveyard',
      'hand',
      18,
    ]);
  });

  it('a cost the reader does not read leaves the keyword unmodelled, never read and not performed', () => {
    const sigil = defineCard({
      name: 'Test Sigil',
      cost: '{2}',
      type: 'Artifact — Equipment',
      text: 'Equip—Flip a coin.',
    });
    expect(sigil.def.keywords).toEqual([]);
    expect(sigil.def.unmodelled).toEqual([{ kind: 'keyword', text: 'Equip—Flip a coin.' }]);
    expect(sigil.def.abilities).toEqual([]);
  });
});

describe('typecycling for any type (CR 702.29e)', () => {
  const sage = card({
    name: 'Test Sage',
    cost: '{2}{U}',
    type: 'Creature — Human Wizard',
    power: 1,
    toughness: 1,
    text: 'Wizardcycling {3}',
  });
  const wizard = card({ name: 'Test Wizard', cost: '{U}', type: 'Creature — Human Wizard', power: 1, toughness: 1 });

  it('702.29e: "Search your library for a [type] card, reveal it, and put it into your hand" — a subtype', () => {
    const s = play(
      twoPlayers(
        {
          hand: [{ def: sage, id: 'sage' }],
          battlefield: [{ def: C.island }, { def: C.island }, { def: C.island }],
          library: [
            { def: C.bears, id: 'bears' },
            { def: wizard, id: 'wizard' },
          ],
        },
        {},
      ),
      { type: 'activate', player: 'Alice', source: 'sage', ability: 0 },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'sage'), zone(s, 'wizard'), zone(s, 'bears')]).toEqual(['graveyard', 'hand', 'library']);
  });
});

describe('eternalize (CR 702.129)', () => {
  const champion = card({
    name: 'Test Eternal Champion',
    cost: '{1}{W}',
    type: 'Creature — Human Warrior',
    power: 2,
    toughness: 1,
    text: 'Eternalize {2}{W}',
  });

  it("702.129a: \"Create a token that's a copy of this card, except it's black, it's 4/4, it has no mana cost, and it's a Zombie\"", () => {
    const s = play(
      twoPlayers(
        {
          battlefield: Array.from({ length: 3 }, () => ({ def: C.plains })),
          graveyard: [{ def: champion, id: 'champion' }],
        },
        {},
      ),
      { type: 'activate', player: 'Alice', source: 'champion', ability: 0 },
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'champion')).toBe('exile');
    const token = s.battlefield.find(id => s.objects[id]!.token)!;
    expect(s.objects[token]!.def).toMatchObject({
      name: 'Test Eternal Champion',
      colors: ['B'],
      subtypes: ['Human', 'Warrior', 'Zombie'],
      power: 4,
      toughness: 4,
    });
    expect(s.objects[token]!.def.cost).toBeUndefined();
  });

  it('702.129a: "Activate only as a sorcery"', () => {
    const s = twoPlayers(
      {
        battlefield: Array.from({ length: 3 }, () => ({ def: C.plains })),
        graveyard: [{ def: champion, id: 'champion' }],
      },
      {},
      { step: 'upkeep' },
    );
    illegal(s, { type: 'activate', player: 'Alice', source: 'champion', ability: 0 }, '602.5d');
  });
});

describe('eternalize with a cost beyond mana (CR 702.129a, 602.1a)', () => {
  it('702.129a: "[Cost], Exile this card from your graveyard" — here {1} and a discarded card', () => {
    const sentinel = card({
      name: 'Test Eternal Sentinel',
      cost: '{1}{W}',
      type: 'Creature — Human Soldier',
      power: 1,
      toughness: 1,
      text: 'Eternalize\u2014{1}, Discard a card.',
    });
    const s = play(
      twoPlayers(
        {
          battlefield: [{ def: C.plains }],
          graveyard: [{ def: sentinel, id: 'sentinel' }],
          hand: [{ def: C.bears, id: 'fodder' }],
        },
        {},
      ),
      { type: 'activate', player: 'Alice', source: 'sentinel', ability: 0 },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'sentinel'), zone(s, 'fodder')]).toEqual(['exile', 'graveyard']);
    expect(s.battlefield.filter(id => s.objects[id]!.token).map(id => s.objects[id]!.def.power)).toEqual([4]);
  });
});

describe('reinforce (CR 702.77)', () => {
  const sergeant = card({
    name: 'Test Reinforcing Sergeant',
    cost: '{2}{W}',
    type: 'Creature — Kithkin Soldier',
    power: 2,
    toughness: 2,
    text: 'Reinforce 2—{1}{W}',
  });

  it('702.77a: "[Cost], Discard this card: Put N +1/+1 counters on target creature." — at instant speed, from the hand', () => {
    const s = play(
      twoPlayers(
        { hand: [{ def: sergeant, id: 'sergeant' }], battlefield: [{ def: C.plains }, { def: C.plains }] },
        { battlefield: [{ def: C.bears, id: 'bears' }] },
        { step: 'upkeep' },
      ),
      { type: 'activate', player: 'Alice', source: 'sergeant', ability: 0, targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'sergeant'), perm(s, 'bears').counters['+1/+1']]).toEqual(['graveyard', 2]);
  });

  it('702.77a: "Reinforce X—[cost]": X counters, as announced for the cost\'s {X} (107.3)', () => {
    const swell = card({
      name: 'Test Swell',
      cost: '{2}{W}',
      type: 'Instant',
      text: 'Reinforce X\u2014{X}{W}\nDraw a card.',
    });
    const s = play(
      twoPlayers(
        { hand: [{ def: swell, id: 'swell' }], battlefield: [{ def: C.plains }, { def: C.plains }, { def: C.plains }] },
        { battlefield: [{ def: C.bears, id: 'bears' }] },
      ),
      {
        type: 'activate',
        player: 'Alice',
        source: 'swell',
        ability: swell.abilities.findIndex(a => a.kind === 'activated'),
        targets: [{ object: 'bears' }],
        x: 2,
      },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'swell'), perm(s, 'bears').counters['+1/+1']]).toEqual(['graveyard', 2]);
  });
});

describe('undaunted (CR 702.125)', () => {
  it('702.125a: "This spell costs {1} less to cast for each opponent you have"', () => {
    const rally = card({
      name: 'Test Undaunted Rally',
      cost: '{2}{W}',
      type: 'Sorcery',
      text: 'Undaunted\nDraw a card.',
    });
    const s = play(
      twoPlayers(
        {
          battlefield: [{ def: C.plains }, { def: C.plains }],
          hand: [{ def: rally, id: 'rally' }],
          library: [{ def: C.bears, id: 'top' }],
        },
        {},
      ),
      { type: 'cast', player: 'Alice', card: 'rally' },
      pass('Alice'),
      pass('Bob'),
    );
    // One opponent: {1}{W} paid with two Plains.
    expect([zone(s, 'rally'), zone(s, 'top')]).toEqual(['graveyard', 'hand']);
    const short = twoPlayers({ battlefield: [{ def: C.plains }], hand: [{ def: rally, id: 'rally' }] }, {});
    illegal(short, { type: 'cast', player: 'Alice', card: 'rally' }, '601.2h');
  });
});

describe('transmute (CR 702.53)', () => {
  const tutor = card({
    name: 'Test Transmuter',
    cost: '{1}{U}{U}',
    type: 'Instant',
    text: 'Transmute {1}{U}{U}\nDraw a card.',
  });
  const three = card({ name: 'Test Three', cost: '{2}{U}', type: 'Creature — Human', power: 1, toughness: 1 });
  const setup = (step?: 'upkeep') =>
    twoPlayers(
      {
        hand: [{ def: tutor, id: 'tutor' }],
        battlefield: [{ def: C.island }, { def: C.island }, { def: C.island }],
        library: [
          { def: C.bears, id: 'two' },
          { def: three, id: 'three' },
        ],
      },
      {},
      step ? { step } : {},
    );

  it('702.53a: "Search your library for a card with the same mana value as the discarded card … put it into your hand"', () => {
    const s = play(
      setup(),
      { type: 'activate', player: 'Alice', source: 'tutor', ability: 1 },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'tutor'), zone(s, 'three'), zone(s, 'two')]).toEqual(['graveyard', 'hand', 'library']);
  });

  it('702.53a: "Activate only as a sorcery"', () => {
    illegal(setup('upkeep'), { type: 'activate', player: 'Alice', source: 'tutor', ability: 1 }, '602.5d');
  });
});

describe('dredge (CR 702.52)', () => {
  const grub = card({
    name: 'Test Dredging Grub',
    cost: '{1}{B}',
    type: 'Creature — Insect',
    power: 1,
    toughness: 1,
    text: 'Dredge 2',
  });
  const library = (n: number) => Array.from({ length: n }, (_x, i) => ({ def: C.bears, id: `l${i}` }));
  const drawStep = (cards: number, decline = false) => {
    let s = twoPlayers({ graveyard: [{ def: grub, id: 'grub' }], library: library(cards) }, {}, { step: 'upkeep' });
    if (decline) s = play(s, { type: 'decline', player: 'Alice', source: 'grub' });
    return goTo(s, 'draw');
  };

  it('702.52a: "if you would draw a card, you may instead mill N cards and return this card from your graveyard to your hand"', () => {
    const s = drawStep(3);
    expect([zone(s, 'grub'), zone(s, 'l0'), zone(s, 'l1'), zone(s, 'l2')]).toEqual([
      'hand',
      'graveyard',
      'graveyard',
      'library',
    ]);
  });

  it("702.52b: with fewer cards in the library than N, it can't dredge, and the card is drawn", () => {
    const s = drawStep(1);
    expect([zone(s, 'grub'), zone(s, 'l0')]).toEqual(['graveyard', 'hand']);
  });

  it('702.52a: "you may" — declined in advance, the card is drawn', () => {
    const s = drawStep(3, true);
    expect([zone(s, 'grub'), zone(s, 'l0'), zone(s, 'l1')]).toEqual(['graveyard', 'hand', 'library']);
  });
});

describe('escalate (CR 702.120)', () => {
  const rally = card({
    name: 'Test Escalating Rally',
    cost: '{W}',
    type: 'Instant',
    text: 'Escalate {1}\nChoose one or more \u2014\n\u2022 You gain 3 life.\n\u2022 Each opponent loses 2 life.\n\u2022 Draw a card.',
  });
  const board = (plains: number) =>
    twoPlayers(
      {
        battlefield: Array.from({ length: plains }, (_, i) => ({ def: C.plains, id: `plains${i}` })),
        hand: [{ def: rally, id: 'rally' }],
        library: [{ def: C.plains, id: 'drawn' }],
      },
      {},
    );
  const cast = (modes: number[]) => ({ type: 'cast' as const, player: 'Alice', card: 'rally', modes });

  it('702.120a: each mode beyond the first costs {1} more — two modes for {1}{W}', () => {
    const s = play(board(2), cast([0, 1]), pass('Alice'), pass('Bob'));
    expect(s.players.map(p => p.life)).toEqual([23, 18]);
    expect(s.battlefield.every(id => perm(s, id).tapped)).toBe(true);
  });

  it("702.120a: three modes cost {2}{W}, which two Plains can't pay; one mode costs only {W}", () => {
    illegal(board(2), cast([0, 1, 2]), '601.2h');
    const s = play(board(1), cast([2]), pass('Alice'), pass('Bob'));
    expect(zone(s, 'drawn')).toBe('hand');
  });
});

describe('kicker, buyback and entwine written with more than mana (CR 702.33a, 702.27a, 702.42a)', () => {
  const tremor = card({
    name: 'Test Kicked Tremor',
    cost: '{R}',
    type: 'Sorcery',
    text: 'Kicker\u2014Sacrifice a land.\nTarget player loses 2 life. If this spell was kicked, you draw a card.',
  });
  const study = card({
    name: 'Test Returning Study',
    cost: '{U}',
    type: 'Sorcery',
    text: 'Buyback\u2014Pay 3 life.\nDraw a card.',
  });

  const lands = () =>
    twoPlayers(
      {
        battlefield: [
          { def: C.mountain, id: 'mountain' },
          { def: C.forest, id: 'forest' },
        ],
        hand: [{ def: tremor, id: 'tremor' }],
        library: [{ def: C.plains, id: 'drawn' }],
      },
      {},
    );

  it('702.33a: kicked, its kicker cost is paid too — a land sacrificed — and "if this spell was kicked" holds', () => {
    const s = play(
      lands(),
      {
        type: 'cast',
        player: 'Alice',
        card: 'tremor',
        kicked: true,
        sacrifice: ['forest'],
        targets: [{ player: 'Bob' }],
      },
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'forest')).toBe('graveyard');
    expect(zone(s, 'drawn')).toBe('hand');
    expect(s.players[1]!.life).toBe(18);
  });

  it('702.33a: not kicked, no land is sacrificed and nothing is drawn', () => {
    const s = play(
      lands(),
      { type: 'cast', player: 'Alice', card: 'tremor', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'forest'), zone(s, 'drawn')]).toEqual(['battlefield', 'library']);
  });

  it("702.27a: with buyback, 3 life is paid too and the spell returns to its owner's hand as it resolves", () => {
    let s = twoPlayers(
      {
        battlefield: [{ def: C.island, id: 'island' }],
        hand: [{ def: study, id: 'study' }],
        library: [{ def: C.plains, id: 'drawn' }],
      },
      {},
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'study', buyback: true }, pass('Alice'), pass('Bob'));
    expect(s.players[0]!.life).toBe(17);
    expect([zone(s, 'study'), zone(s, 'drawn')]).toEqual(['hand', 'hand']);
  });

  it('702.42a: entwined, both modes happen and the entwine cost is paid too — a land sacrificed', () => {
    const choice = card({
      name: 'Test Entwined Choice',
      cost: '{B}',
      type: 'Sorcery',
      text: 'Choose one \u2014\n\u2022 Each opponent loses 2 life.\n\u2022 You gain 2 life.\nEntwine\u2014Sacrifice a land.',
    });
    const s = play(
      twoPlayers(
        {
          battlefield: [
            { def: C.swamp, id: 'swamp' },
            { def: C.forest, id: 'forest' },
          ],
          hand: [{ def: choice, id: 'choice' }],
        },
        {},
      ),
      { type: 'cast', player: 'Alice', card: 'choice', entwined: true, sacrifice: ['forest'] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.players.map(p => p.life)).toEqual([22, 18]);
    expect(zone(s, 'forest')).toBe('graveyard');
  });

  it("a kicker cost that moves the spell itself can't be paid while casting it: not understood", () => {
    const made = defineCard({
      name: 'Test Odd Kicker',
      cost: '{R}',
      type: 'Sorcery',
      text: 'Kicker\u2014Sacrifice ~.\nDraw a card.',
    });
    expect(made.problems.some(p => p.includes('Kicker'))).toBe(true);
  });
});

describe('multikicker (CR 702.33c-d)', () => {
  const pack = card({
    name: 'Test Gnarled Pack',
    cost: '{1}{G}',
    type: 'Creature — Wolf',
    power: 2,
    toughness: 2,
    text: 'Multikicker {1}{G}\nThis creature enters with a +1/+1 counter on it for each time it was kicked.',
  });
  const keeper = card({
    name: 'Test Lightkeeper',
    cost: '{3}{W}',
    type: 'Creature — Angel',
    power: 4,
    toughness: 3,
    text: 'Multikicker {W}\nWhen this creature enters, you gain 2 life for each time it was kicked.',
  });
  const forests = Array.from({ length: 6 }, () => ({ def: C.forest }));
  const cast = (def: CardDef, kicks?: number, lands = forests) =>
    play(twoPlayers({ battlefield: lands, hand: [{ def, id: 'kicked' }] }, {}), {
      type: 'cast',
      player: 'Alice',
      card: 'kicked',
      ...(kicks !== undefined ? { kicks } : {}),
    });

  it('702.33c: the multikicker cost is paid as many times as the cast says; "for each time it was kicked" counts them', () => {
    const s = play(cast(pack, 2), pass('Alice'), pass('Bob'));
    expect(perm(s, 'kicked').counters['+1/+1']).toBe(2);
    expect(s.battlefield.filter(id => perm(s, id).tapped).length).toBe(6);
  });

  it('702.33d: not kicked, it counts none; an enters trigger counts the permanent the spell became', () => {
    expect(perm(play(cast(pack), pass('Alice'), pass('Bob')), 'kicked').counters['+1/+1'] ?? 0).toBe(0);
    const plains = Array.from({ length: 6 }, () => ({ def: C.plains }));
    const s = play(cast(keeper, 2, plains), pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    expect(s.players.find(p => p.id === 'Alice')!.life).toBe(24);
  });

  it('702.33c: a spell without multikicker cannot be kicked a number of times', () => {
    illegal(
      twoPlayers({ battlefield: forests, hand: [{ def: C.bears, id: 'b' }] }, {}),
      { type: 'cast', player: 'Alice', card: 'b', kicks: 2 },
      '702.33c',
    );
  });
});
