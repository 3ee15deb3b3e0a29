import { describe, expect, it } from 'vitest';
import { defineCard, hasKeyword } from '../../src/index.js';
import { C, goTo, illegal, life, pass, perm, play, twoPlayers, zone } from '../kit.js';
import { card, sorcery } from './spell.js';

const lands = (n: number, def = C.mountain) => Array.from({ length: n }, () => ({ def }));

describe('kicker (CR 702.33) and additional costs (601.2f)', () => {
  const kicked = defineCard({
    name: 'Test Kick',
    cost: '{R}',
    type: 'Instant',
    keywords: ['kicker {2}'],
    text: 'Test Kick deals 2 damage to any target. If this spell was kicked, you gain 3 life.',
  });
  const offering = defineCard({
    name: 'Test Offering',
    cost: '{B}',
    type: 'Sorcery',
    text: 'As an additional cost to cast this spell, sacrifice a creature.\nDraw two cards.',
  });

  it('702.33a: kicking adds the kicker cost to the total cost (601.2f); 702.33d: the kicked part happens', () => {
    expect(kicked.notUnderstood).toEqual([]);
    const s0 = twoPlayers({ hand: [{ def: kicked.def, id: 'kick' }], battlefield: lands(3) }, {});
    const s = play(
      s0,
      { type: 'cast', player: 'Alice', card: 'kick', kicked: true, targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(life(s, 'Bob')).toBe(18);
    expect(life(s, 'Alice')).toBe(23);
    const unkicked = play(
      s0,
      { type: 'cast', player: 'Alice', card: 'kick', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(life(unkicked, 'Alice')).toBe(20);
  });

  it('702.33d: "if it was kicked" asks whether the permanent entered as a kicked spell (603.4: checked as it triggers)', () => {
    const chronicler = defineCard({
      name: 'Test Chronicler',
      cost: '{G}',
      type: 'Creature — Elf',
      power: 1,
      toughness: 1,
      keywords: ['kicker {1}'],
      text: 'When Test Chronicler enters the battlefield, if it was kicked, you gain 4 life.',
    });
    expect(chronicler.notUnderstood).toEqual([]);
    const s0 = twoPlayers({ hand: [{ def: chronicler.def, id: 'elf' }], battlefield: lands(2, C.forest) }, {});
    const resolve = (kick: boolean) =>
      play(
        s0,
        { type: 'cast', player: 'Alice', card: 'elf', ...(kick ? { kicked: true } : {}) },
        pass('Alice'),
        pass('Bob'),
        pass('Alice'),
        pass('Bob'),
      );
    expect([zone(resolve(true), 'elf'), life(resolve(true), 'Alice')]).toEqual(['battlefield', 24]);
    expect([zone(resolve(false), 'elf'), life(resolve(false), 'Alice')]).toEqual(['battlefield', 20]);
  });

  it('614.15: "if this spell was kicked, instead …" replaces everything the spell does with what follows', () => {
    const rally = defineCard({
      name: 'Test Rally',
      cost: '{W}',
      type: 'Instant',
      keywords: ['kicker {1}'],
      text: 'You gain 2 life. If this spell was kicked, instead you gain 5 life and draw a card.',
    });
    expect(rally.notUnderstood).toEqual([]);
    const s0 = twoPlayers(
      { hand: [{ def: rally.def, id: 'rally' }], battlefield: lands(2, C.plains), library: [{ def: C.island }] },
      {},
    );
    const resolve = (kick: boolean) =>
      play(
        s0,
        {
          type: 'cast',
          player: 'Alice',
          card: 'rally',
          ...(kick ? { kicked: true } : {}),
        },
        pass('Alice'),
        pass('Bob'),
      );
    const hand = (s: ReturnType<typeof resolve>) => s.players.find(p => p.id === 'Alice')!.hand.length;
    expect([life(resolve(true), 'Alice'), hand(resolve(true))]).toEqual([25, 1]);
    expect([life(resolve(false), 'Alice'), hand(resolve(false))]).toEqual([22, 0]);
  });

  it('614.15: "if this spell was kicked, create six of those tokens instead" — the same tokens, that many', () => {
    const spores = defineCard({
      name: 'Test Spores',
      cost: '{G}',
      type: 'Sorcery',
      keywords: ['kicker {1}'],
      text: 'Create two 1/1 green Saproling creature tokens. If this spell was kicked, create five of those tokens instead.',
    });
    expect(spores.notUnderstood).toEqual([]);
    const s0 = twoPlayers({ hand: [{ def: spores.def, id: 'spores' }], battlefield: lands(2, C.forest) }, {});
    const tokens = (kick: boolean) =>
      play(
        s0,
        { type: 'cast', player: 'Alice', card: 'spores', ...(kick ? { kicked: true } : {}) },
        pass('Alice'),
        pass('Bob'),
      ).battlefield.length - 2;
    expect([tokens(true), tokens(false)]).toEqual([5, 2]);
  });

  it("601.2h: without mana for the kicker cost the spell can't be cast kicked; 702.33a: nor can a spell without kicker", () => {
    const s0 = twoPlayers(
      {
        hand: [
          { def: kicked.def, id: 'kick' },
          { def: C.bolt, id: 'bolt' },
        ],
        battlefield: lands(2),
      },
      {},
    );
    illegal(s0, { type: 'cast', player: 'Alice', card: 'kick', kicked: true, targets: [{ player: 'Bob' }] }, '601.2h');
    illegal(s0, { type: 'cast', player: 'Alice', card: 'bolt', kicked: true, targets: [{ player: 'Bob' }] }, '702.33a');
  });

  it("601.2f: an additional cost is paid as the spell is cast: a creature is sacrificed, or it can't be cast", () => {
    expect(offering.notUnderstood).toEqual([]);
    const library = [
      { def: C.island, id: 'l1' },
      { def: C.island, id: 'l2' },
    ];
    const s0 = twoPlayers(
      {
        hand: [{ def: offering.def, id: 'offer' }],
        battlefield: [...lands(1, C.swamp), { def: C.bears, id: 'bears' }],
        library,
      },
      {},
    );
    const s = play(s0, { type: 'cast', player: 'Alice', card: 'offer' });
    expect(zone(s, 'bears')).toBe('graveyard');
    expect(zone(play(s, pass('Alice'), pass('Bob')), 'l2')).toBe('hand');
    const none = twoPlayers(
      { hand: [{ def: offering.def, id: 'offer' }], battlefield: lands(1, C.swamp), library },
      {},
    );
    illegal(none, { type: 'cast', player: 'Alice', card: 'offer' }, '701.21a');
  });
});

describe('"you may" and "if you do" (CR 608.2d)', () => {
  const looter = defineCard({
    name: 'Test Looter',
    cost: '{U}',
    type: 'Sorcery',
    text: "You may tap each creature you don't control. If you do, draw two cards.",
  });
  const library = [
    { def: C.island, id: 'l1' },
    { def: C.island, id: 'l2' },
  ];

  it('608.2d: the default is to do it; "if you do" then happens', () => {
    expect(looter.notUnderstood).toEqual([]);
    const s0 = twoPlayers(
      { hand: [{ def: looter.def, id: 'loot' }], battlefield: [{ def: C.island }], library },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );
    const s = play(s0, { type: 'cast', player: 'Alice', card: 'loot' }, pass('Alice'), pass('Bob'));
    expect(s.permanents.bears!.tapped).toBe(true);
    expect(zone(s, 'l2')).toBe('hand');
  });

  it('608.2d: declined, neither happens', () => {
    const s0 = twoPlayers(
      { hand: [{ def: looter.def, id: 'loot' }], battlefield: [{ def: C.island }], library },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );
    const s = play(
      s0,
      { type: 'cast', player: 'Alice', card: 'loot' },
      { type: 'decline', player: 'Alice' },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.permanents.bears!.tapped).toBe(false);
    expect(zone(s, 'l1')).toBe('library');
    illegal(s, { type: 'decline', player: 'Alice' }, '608.2d');
  });

  it('"if you do" doesn\'t happen when what was offered changed nothing (no creature to tap)', () => {
    const s0 = twoPlayers({ hand: [{ def: looter.def, id: 'loot' }], battlefield: [{ def: C.island }], library }, {});
    const s = play(s0, { type: 'cast', player: 'Alice', card: 'loot' }, pass('Alice'), pass('Bob'));
    expect(zone(s, 'l1')).toBe('library');
  });
});

describe('"if you don\'t" (CR 608.2d)', () => {
  const bargain = defineCard({
    name: 'Test Bargain',
    cost: '{U}',
    type: 'Sorcery',
    text: "You may tap each creature you don't control. If you don't, you gain 4 life.",
  });

  it('608.2d: it follows the choice made for the "you may" before it: done by default, declined, or impossible', () => {
    expect(bargain.notUnderstood).toEqual([]);
    const s0 = (bob: Parameters<typeof twoPlayers>[1]) =>
      twoPlayers({ hand: [{ def: bargain.def, id: 'b' }], battlefield: [{ def: C.island }] }, bob);
    const done = play(
      s0({ battlefield: [{ def: C.bears, id: 'bears' }] }),
      { type: 'cast', player: 'Alice', card: 'b' },
      pass('Alice'),
      pass('Bob'),
    );
    expect([done.permanents.bears!.tapped, life(done, 'Alice')]).toEqual([true, 20]);
    const declined = play(
      s0({ battlefield: [{ def: C.bears, id: 'bears' }] }),
      { type: 'cast', player: 'Alice', card: 'b' },
      { type: 'decline', player: 'Alice' },
      pass('Alice'),
      pass('Bob'),
    );
    expect([declined.permanents.bears!.tapped, life(declined, 'Alice')]).toEqual([false, 24]);
    const impossible = play(s0({}), { type: 'cast', player: 'Alice', card: 'b' }, pass('Alice'), pass('Bob'));
    expect(life(impossible, 'Alice')).toBe(24);
  });

  it('without a "you may" just before it, the sentence isn\'t understood', () => {
    expect(
      defineCard({
        name: 'Test Lone',
        cost: '{U}',
        type: 'Sorcery',
        text: "Draw a card. If you don't, you gain 4 life.",
      }).notUnderstood.map(t => t.text),
    ).toEqual(["If you don't, you gain 4 life"]);
  });
});

describe('flashback (CR 702.34)', () => {
  const rethink = defineCard({
    name: 'Test Rethink',
    cost: '{U}',
    type: 'Sorcery',
    keywords: ['flashback {2}{U}'],
    text: 'Draw a card.',
  });

  it('702.34a: cast from the graveyard for the flashback cost, then exiled instead of going back', () => {
    const s0 = twoPlayers(
      {
        graveyard: [{ def: rethink.def, id: 'rethink' }],
        battlefield: lands(3, C.island),
        library: [{ def: C.island, id: 'top' }],
      },
      {},
    );
    const s = play(s0, { type: 'cast', player: 'Alice', card: 'rethink' }, pass('Alice'), pass('Bob'));
    expect(zone(s, 'top')).toBe('hand');
    expect(zone(s, 'rethink')).toBe('exile');
    const poor = twoPlayers({ graveyard: [{ def: rethink.def, id: 'rethink' }], battlefield: lands(1, C.island) }, {});
    illegal(poor, { type: 'cast', player: 'Alice', card: 'rethink' }, '601.2h');
  });

  it('702.34a: "Flashback—{1}{U}, Pay 3 life": the mana and the life are paid; from the hand it costs its mana cost only', () => {
    const analysis = defineCard({
      name: 'Test Analysis',
      cost: '{3}{U}',
      type: 'Sorcery',
      text: 'Target player draws two cards.\nFlashback—{1}{U}, Pay 3 life.',
    });
    expect(analysis.notUnderstood).toEqual([]);
    const library = [{ def: C.island }, { def: C.island }];
    const s = play(
      twoPlayers({ graveyard: [{ def: analysis.def, id: 'spell' }], battlefield: lands(2, C.island), library }, {}),
      { type: 'cast', player: 'Alice', card: 'spell', targets: [{ player: 'Alice' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([life(s, 'Alice'), s.players[0]!.hand.length, zone(s, 'spell')]).toEqual([17, 2, 'exile']);
    const frail = twoPlayers(
      { life: 2, graveyard: [{ def: analysis.def, id: 'spell' }], battlefield: lands(2, C.island), library },
      {},
    );
    illegal(frail, { type: 'cast', player: 'Alice', card: 'spell', targets: [{ player: 'Alice' }] }, '119.4');
    const hand = play(
      twoPlayers({ hand: [{ def: analysis.def, id: 'spell' }], battlefield: lands(4, C.island), library }, {}),
      { type: 'cast', player: 'Alice', card: 'spell', targets: [{ player: 'Alice' }] },
    );
    expect(life(hand, 'Alice')).toBe(20);
  });

  it('702.34a, 701.21a: "Flashback—Sacrifice three creatures": three are sacrificed (the first that fit, or those named); two aren\'t enough', () => {
    const revive = defineCard({
      name: 'Test Revive',
      cost: '{2}{B}{B}',
      type: 'Sorcery',
      text: 'Return target creature card from your graveyard to the battlefield.\nFlashback—Sacrifice three creatures.',
    });
    expect(revive.notUnderstood).toEqual([]);
    const crew = [
      { def: C.bears, id: 'b1' },
      { def: C.bears, id: 'b2' },
      { def: C.bears, id: 'b3' },
      { def: C.bears, id: 'b4' },
    ];
    const s = play(
      twoPlayers(
        {
          graveyard: [
            { def: revive.def, id: 'spell' },
            { def: C.angel, id: 'angel' },
          ],
          battlefield: crew,
        },
        {},
      ),
      { type: 'cast', player: 'Alice', card: 'spell', targets: [{ object: 'angel' }], sacrifice: ['b4'] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'angel'), zone(s, 'b1'), zone(s, 'b2'), zone(s, 'b3'), zone(s, 'b4'), zone(s, 'spell')]).toEqual([
      'battlefield',
      'graveyard',
      'graveyard',
      'battlefield',
      'graveyard',
      'exile',
    ]);
    const two = twoPlayers(
      {
        graveyard: [
          { def: revive.def, id: 'spell' },
          { def: C.angel, id: 'angel' },
        ],
        battlefield: crew.slice(0, 2),
      },
      {},
    );
    illegal(two, { type: 'cast', player: 'Alice', card: 'spell', targets: [{ object: 'angel' }] }, '701.21a');
  });

  it("601.3: a card without flashback can't be cast from the graveyard", () => {
    const s0 = twoPlayers({ graveyard: [{ def: C.bolt, id: 'bolt' }], battlefield: lands(1) }, {});
    illegal(s0, { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }] }, '601.3');
  });
});

describe('X in an additional cost: "pay X life", "exile X cards from your graveyard" (CR 601.2b, 601.2f, 107.3)', () => {
  it('601.2f: "As an additional cost to cast this spell, pay X life" — X is announced and the effect uses it', () => {
    const deluge = defineCard({
      name: 'Test Deluge',
      cost: '{B}',
      type: 'Sorcery',
      text: 'As an additional cost to cast this spell, pay X life.\nAll creatures get -X/-X until end of turn.',
    });
    expect(deluge.notUnderstood).toEqual([]);
    const board = () =>
      twoPlayers(
        {
          hand: [{ def: deluge.def, id: 'spell' }],
          battlefield: [...lands(1, C.swamp), { def: C.angel, id: 'angel' }],
        },
        { battlefield: [{ def: C.bears, id: 'bears' }] },
      );
    const s = play(board(), { type: 'cast', player: 'Alice', card: 'spell', x: 2 }, pass('Alice'), pass('Bob'));
    expect([life(s, 'Alice'), zone(s, 'bears'), zone(s, 'angel')]).toEqual([18, 'graveyard', 'battlefield']);
    illegal(board(), { type: 'cast', player: 'Alice', card: 'spell', x: 21 }, '119.4');
  });

  it('701.13a: "exile X cards from your graveyard" exiles X (the first there by default); fewer aren\'t enough', () => {
    const scry = defineCard({
      name: 'Test Scrying',
      cost: '{B}',
      type: 'Instant',
      text: 'As an additional cost to cast this spell, exile X cards from your graveyard.\nYou draw X cards and you lose X life.',
    });
    expect(scry.notUnderstood).toEqual([]);
    const yard = [
      { def: C.island, id: 'g1' },
      { def: C.island, id: 'g2' },
    ];
    const setup = () =>
      twoPlayers(
        {
          hand: [{ def: scry.def, id: 'spell' }],
          battlefield: lands(1, C.swamp),
          graveyard: yard,
          library: [{ def: C.island }, { def: C.island }],
        },
        {},
      );
    const s = play(setup(), { type: 'cast', player: 'Alice', card: 'spell', x: 2 }, pass('Alice'), pass('Bob'));
    expect([zone(s, 'g1'), zone(s, 'g2'), s.players[0]!.hand.length, life(s, 'Alice')]).toEqual([
      'exile',
      'exile',
      2,
      18,
    ]);
    illegal(setup(), { type: 'cast', player: 'Alice', card: 'spell', x: 3 }, '118.3');
  });
});

describe('"<instruction> unless you <instruction>" (CR 608.2d)', () => {
  const keeper = (text: string) =>
    defineCard({
      name: 'Test Keeper',
      cost: '{0}',
      type: 'Artifact',
      text: `At the beginning of your upkeep, ${text}`,
    });
  // From Bob's end step to Alice's upkeep, where the trigger goes on the stack; then it resolves.
  const toUpkeep = (s: ReturnType<typeof twoPlayers>, decline = false) => {
    let next = s;
    while (!(next.step === 'upkeep' && next.stack.length > 0)) next = play(next, pass(next.priority!));
    return play(next, ...(decline ? [{ type: 'decline' as const, player: 'Alice' }] : []), pass('Alice'), pass('Bob'));
  };

  it('608.2d: "sacrifice ~ unless you pay {2}": paid by default when it can be; declined or unpayable, it is sacrificed', () => {
    const card = keeper('sacrifice this artifact unless you pay {2}.');
    expect(card.notUnderstood).toEqual([]);
    const start = (n: number) =>
      twoPlayers(
        { battlefield: [{ def: card.def, id: 'keeper' }, ...lands(n)] },
        {},
        { activePlayer: 'Bob', step: 'end' },
      );
    expect(zone(toUpkeep(start(2)), 'keeper')).toBe('battlefield');
    expect(zone(toUpkeep(start(2), true), 'keeper')).toBe('graveyard');
    expect(zone(toUpkeep(start(1)), 'keeper')).toBe('graveyard');
  });

  it('608.2d: "sacrifice ~ unless you discard a card": with an empty hand nothing is discarded, so it is sacrificed', () => {
    const card = keeper('sacrifice this artifact unless you discard a card.');
    expect(card.notUnderstood).toEqual([]);
    const s = twoPlayers({ battlefield: [{ def: card.def, id: 'keeper' }] }, {}, { activePlayer: 'Bob', step: 'end' });
    expect(zone(toUpkeep(s), 'keeper')).toBe('graveyard');
  });

  it('119.4: "sacrifice ~ unless you pay 3 life": paid by default; with less life than that it can\'t be paid', () => {
    const card = keeper('sacrifice this artifact unless you pay 3 life.');
    expect(card.notUnderstood).toEqual([]);
    const start = (life: number) =>
      twoPlayers({ life, battlefield: [{ def: card.def, id: 'keeper' }] }, {}, { activePlayer: 'Bob', step: 'end' });
    const paid = toUpkeep(start(20));
    expect([zone(paid, 'keeper'), life(paid, 'Alice')]).toEqual(['battlefield', 17]);
    const poor = toUpkeep(start(2));
    expect([zone(poor, 'keeper'), life(poor, 'Alice')]).toEqual(['graveyard', 2]);
  });
});

describe('"<instruction> unless that player <instruction>" (CR 118.12a)', () => {
  const dragon = defineCard({
    name: 'Test Dragon',
    cost: '{0}',
    type: 'Creature — Dragon',
    power: 4,
    toughness: 4,
    text: 'When Test Dragon enters, it deals 5 damage to target opponent unless that player sacrifices a creature.',
  });
  const entered = (bob: Parameters<typeof twoPlayers>[1]) =>
    play(
      twoPlayers({ hand: [{ def: dragon.def, id: 'dragon' }] }, bob),
      { type: 'cast', player: 'Alice', card: 'dragon' },
      pass('Alice'),
      pass('Bob'),
    );

  it('118.12a: the player the damage is aimed at chooses; by default they sacrifice, and are dealt none', () => {
    expect(dragon.notUnderstood).toEqual([]);
    const s = play(entered({ battlefield: [{ def: C.bears, id: 'bears' }] }), pass('Alice'), pass('Bob'));
    expect([zone(s, 'bears'), life(s, 'Bob')]).toEqual(['graveyard', 20]);
  });

  it('118.12a: when they refuse, or have no creature to sacrifice, the damage is dealt', () => {
    const refused = play(
      entered({ battlefield: [{ def: C.bears, id: 'bears' }] }),
      { type: 'decline', player: 'Bob' },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(refused, 'bears'), life(refused, 'Bob')]).toEqual(['battlefield', 15]);
    expect(life(play(entered({}), pass('Alice'), pass('Bob')), 'Bob')).toBe(15);
  });
});

describe('a condition written after the instruction (CR 608.2c)', () => {
  it('608.2c: "draw a card if you control a Forest"; "discard a card if you don\'t control an Ogre"', () => {
    const grow = defineCard({
      name: 'Test Grow',
      cost: '{0}',
      type: 'Sorcery',
      text: 'Draw a card if you control a Forest.',
    });
    const fret = defineCard({
      name: 'Test Fret',
      cost: '{0}',
      type: 'Sorcery',
      text: "Discard a card if you don't control an Ogre.",
    });
    expect([grow.notUnderstood, fret.notUnderstood]).toEqual([[], []]);
    const start = (land: boolean) =>
      twoPlayers({
        hand: [
          { def: grow.def, id: 'grow' },
          { def: fret.def, id: 'fret' },
          { def: C.island, id: 'card' },
        ],
        battlefield: land ? [{ def: C.forest }, { def: C.ogre }] : [],
        library: [{ def: C.island, id: 'top' }],
      });
    const cast = (id: string) => ({ type: 'cast' as const, player: 'Alice', card: id, targets: [] });
    const withBoth = play(
      start(true),
      cast('grow'),
      pass('Alice'),
      pass('Bob'),
      cast('fret'),
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(withBoth, 'top'), zone(withBoth, 'card')]).toEqual(['hand', 'hand']);
    const without = play(
      start(false),
      cast('grow'),
      pass('Alice'),
      pass('Bob'),
      cast('fret'),
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(without, 'top'), zone(without, 'card')]).toEqual(['library', 'graveyard']);
  });

  it('"destroy target creature if it\'s black": "it" is the target, which a condition on the game isn\'t — not read', () => {
    expect(
      defineCard({ name: 'Odd', cost: '{0}', type: 'Sorcery', text: "Destroy target creature if it's black." })
        .notUnderstood,
    ).toHaveLength(1);
  });
});

describe('"if that creature is …", "if that land was …" (CR 608.2h)', () => {
  const human = card({ name: 'Test Villager', cost: '{W}', type: 'Creature — Human', power: 1, toughness: 3 });
  const cast = (id: string, object: string) => ({
    type: 'cast' as const,
    player: 'Alice',
    card: id,
    targets: [{ object }],
  });

  it('608.2h: "destroy target creature. If that creature was a Human, …" — as it last was on the battlefield', () => {
    const caress = sorcery(
      'Test Caress',
      'Destroy target creature. If that creature was a Human, you gain life equal to its toughness.',
    );
    const s0 = twoPlayers(
      { hand: [{ def: caress, id: 'c' }] },
      {
        battlefield: [
          { def: human, id: 'human' },
          { def: C.bears, id: 'bears' },
        ],
      },
    );
    const human0 = play(s0, cast('c', 'human'), pass('Alice'), pass('Bob'));
    expect([zone(human0, 'human'), life(human0, 'Alice')]).toEqual(['graveyard', 23]);
    const bear = play(s0, cast('c', 'bears'), pass('Alice'), pass('Bob'));
    expect([zone(bear, 'bears'), life(bear, 'Alice')]).toEqual(['graveyard', 20]);
  });

  it('608.2h: "if that land was nonbasic, … the land\'s controller": the target land and its controller', () => {
    const rain = sorcery(
      'Test Rain',
      "Destroy target land. If that land was nonbasic, Test Rain deals 2 damage to the land's controller.",
    );
    const tower = card({ name: 'Test Tower', type: 'Land', text: '{T}: Add {C}.' });
    const s0 = twoPlayers(
      { hand: [{ def: rain, id: 'r' }] },
      {
        battlefield: [
          { def: tower, id: 'tower' },
          { def: C.forest, id: 'forest' },
        ],
      },
    );
    const nonbasic = play(s0, cast('r', 'tower'), pass('Alice'), pass('Bob'));
    expect([zone(nonbasic, 'tower'), life(nonbasic, 'Bob')]).toEqual(['graveyard', 18]);
    const basic = play(s0, cast('r', 'forest'), pass('Alice'), pass('Bob'));
    expect([zone(basic, 'forest'), life(basic, 'Bob')]).toEqual(['graveyard', 20]);
  });

  it('608.2h: "if that creature was green or white": the colors it had as it left, not its card\'s', () => {
    const paint = sorcery('Test Paint', 'Target creature becomes white until end of turn.');
    const lance = sorcery(
      'Test Lance',
      'Destroy target creature. If that creature was green or white, its controller discards a card.',
    );
    const s0 = twoPlayers(
      {
        hand: [
          { def: paint, id: 'paint' },
          { def: lance, id: 'lance' },
        ],
      },
      { battlefield: [{ def: C.ogre, id: 'ogre' }], hand: [{ def: C.filler, id: 'card' }] },
    );
    const plain = play(s0, cast('lance', 'ogre'), pass('Alice'), pass('Bob'));
    expect(zone(plain, 'card')).toBe('hand');
    const painted = play(
      s0,
      cast('paint', 'ogre'),
      pass('Alice'),
      pass('Bob'),
      cast('lance', 'ogre'),
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(painted, 'card')).toBe('graveyard');
  });

  it('614.15: "if that creature is a Human, put two +1/+1 counters on it instead" — the target, as it resolves', () => {
    const cathar = sorcery(
      'Test Cathar',
      'Put a +1/+1 counter on target creature. If that creature is a Human, put two +1/+1 counters on it instead.',
    );
    const s0 = twoPlayers(
      {
        hand: [{ def: cathar, id: 'c' }],
        battlefield: [
          { def: human, id: 'human' },
          { def: C.bears, id: 'bears' },
        ],
      },
      {},
    );
    expect(perm(play(s0, cast('c', 'human'), pass('Alice'), pass('Bob')), 'human').counters['+1/+1']).toBe(2);
    expect(perm(play(s0, cast('c', 'bears'), pass('Alice'), pass('Bob')), 'bears').counters['+1/+1']).toBe(1);
  });

  it('603.2: after an opening about a land, "that land" is the land that entered', () => {
    const hydra = card({
      name: 'Test Hydra',
      cost: '{2}{G}',
      type: 'Creature — Hydra',
      power: 1,
      toughness: 1,
      text: 'Whenever a land enters the battlefield under your control, put a +1/+1 counter on Test Hydra. If that land is a Forest, put two +1/+1 counters on Test Hydra instead.',
    });
    const s0 = twoPlayers(
      {
        battlefield: [{ def: hydra, id: 'hydra' }],
        hand: [
          { def: C.forest, id: 'forest' },
          { def: C.mountain, id: 'mountain' },
        ],
      },
      {},
    );
    const land = (id: string) => ({ type: 'playLand' as const, player: 'Alice', card: id });
    expect(perm(play(s0, land('forest'), pass('Alice'), pass('Bob')), 'hydra').counters['+1/+1']).toBe(2);
    expect(perm(play(s0, land('mountain'), pass('Alice'), pass('Bob')), 'hydra').counters['+1/+1']).toBe(1);
  });

  it('608.2d: "you may put it on the bottom … instead" — declined, the instruction it replaces happens', () => {
    const well = sorcery(
      'Test Well',
      "Put target creature on top of its owner's library. If that creature is red, you may put it on the bottom of its owner's library instead.",
    );
    const s0 = twoPlayers(
      { hand: [{ def: well, id: 'w' }] },
      { battlefield: [{ def: C.ogre, id: 'ogre' }], library: [{ def: C.filler, id: 'lib' }] },
    );
    const bottom = play(s0, cast('w', 'ogre'), pass('Alice'), pass('Bob'));
    expect(bottom.players[1]!.library.at(-1)).toBe('ogre');
    const top = play(s0, cast('w', 'ogre'), { type: 'decline', player: 'Alice' }, pass('Alice'), pass('Bob'));
    expect(top.players[1]!.library[0]).toBe('ogre');
  });

  it('608.2c: "target creature gets +2/+1 … If it\'s legendary, it also gains lifelink" — "it" is the target, not the spell', () => {
    const blessing = sorcery(
      'Test Blessing',
      "Target creature gets +2/+1 until end of turn. If it's legendary, it also gains lifelink until end of turn.",
    );
    const legend = card({
      name: 'Test Legend',
      cost: '{1}',
      type: 'Legendary Creature — Human',
      power: 1,
      toughness: 1,
    });
    const s0 = twoPlayers(
      {
        hand: [{ def: blessing, id: 'b' }],
        battlefield: [
          { def: legend, id: 'legend' },
          { def: C.bears, id: 'bears' },
        ],
      },
      {},
    );
    const lifelink = (s: ReturnType<typeof twoPlayers>, id: string) => hasKeyword(s, id, 'lifelink');
    expect(lifelink(play(s0, cast('b', 'legend'), pass('Alice'), pass('Bob')), 'legend')).toBe(true);
    expect(lifelink(play(s0, cast('b', 'bears'), pass('Alice'), pass('Bob')), 'bears')).toBe(false);
  });

  it('"if that creature is a Human" with no creature the words could mean — not read', () => {
    expect(
      defineCard({
        name: 'Odd',
        cost: '{0}',
        type: 'Sorcery',
        text: 'Draw a card. If that creature is a Human, draw a card.',
      }).notUnderstood,
    ).toHaveLength(1);
  });
});

describe('two kicker costs (CR 702.33b, 702.33f)', () => {
  // The Invasion "volvers" and "battlemages": "Kicker {1}{U} and/or {B}"; "if it was kicked with its {1}{U} kicker".
  const volver = defineCard({
    name: 'Test Volver',
    cost: '{2}',
    type: 'Creature — Beast',
    power: 2,
    toughness: 2,
    keywords: ['kicker {1}{u} and/or {b}'],
    text: 'If Test Volver was kicked with its {1}{U} kicker, it enters the battlefield with two +1/+1 counters on it and with flying.\nWhen Test Volver enters the battlefield, if it was kicked with its {B} kicker, you gain 3 life.',
  });
  const lands = [
    ...Array.from({ length: 3 }, () => ({ def: C.island })),
    ...Array.from({ length: 3 }, () => ({ def: C.swamp })),
  ];
  const resolve = (kick: Partial<{ kicked: boolean; kickedWith: string[] }>) =>
    play(
      twoPlayers({ hand: [{ def: volver.def, id: 'v' }], battlefield: lands }, {}),
      { type: 'cast', player: 'Alice', card: 'v', ...kick },
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
      pass('Bob'),
    );
  const outcome = (s: ReturnType<typeof resolve>) => [
    perm(s, 'v').counters['+1/+1'] ?? 0,
    hasKeyword(s, 'v', 'flying'),
    life(s, 'Alice'),
  ];

  it('702.33b: "kicker A and/or B" is two kicker costs, each paid or not; 702.33f: each linked ability asks its own', () => {
    expect(volver.notUnderstood).toEqual([]);
    expect(outcome(resolve({ kickedWith: ['{1}{U}'] }))).toEqual([2, true, 20]);
    expect(outcome(resolve({ kickedWith: ['{B}'] }))).toEqual([0, false, 23]);
    expect(outcome(resolve({ kickedWith: ['{1}{U}', '{B}'] }))).toEqual([2, true, 23]);
    expect(outcome(resolve({}))).toEqual([0, false, 20]);
  });

  it('601.2f: both kicker costs are added to the total cost; 702.33b: a cast that kicks names which of them', () => {
    const s0 = twoPlayers({ hand: [{ def: volver.def, id: 'v' }], battlefield: lands.slice(0, 4) }, {});
    // {2} + {1}{U} + {B}: five mana, four lands.
    illegal(s0, { type: 'cast', player: 'Alice', card: 'v', kickedWith: ['{1}{U}', '{B}'] }, '601.2h');
    illegal(s0, { type: 'cast', player: 'Alice', card: 'v', kicked: true }, '702.33b');
    illegal(s0, { type: 'cast', player: 'Alice', card: 'v', kickedWith: ['{G}'] }, '702.33b');
    illegal(s0, { type: 'cast', player: 'Alice', card: 'v', kickedWith: ['{B}', '{B}'] }, '702.33b');
  });
});

describe('targets of a kicked part (CR 702.33g)', () => {
  // Jilt: "Return target creature to its owner's hand. If this spell was kicked, it deals 2 damage to another target
  // creature."
  const jilt = defineCard({
    name: 'Test Jilt',
    cost: '{U}',
    type: 'Instant',
    keywords: ['kicker {1}{r}'],
    text: "Return target creature to its owner's hand. If this spell was kicked, it deals 2 damage to another target creature.",
  });
  // Orim's Thunder: "… If this spell was kicked, it deals damage equal to that permanent's converted mana cost to
  // target creature."
  const thunder = defineCard({
    name: 'Test Thunder',
    cost: '{W}',
    type: 'Instant',
    keywords: ['kicker {r}'],
    text: "Destroy target artifact or enchantment. If this spell was kicked, it deals damage equal to that permanent's converted mana cost to target creature.",
  });
  const relic = defineCard({ name: 'Test Relic', cost: '{3}', type: 'Artifact' }).def;
  const lands = [{ def: C.island }, { def: C.plains }, { def: C.mountain }, { def: C.mountain }];
  const board = (def: typeof jilt.def) =>
    twoPlayers(
      { hand: [{ def, id: 's' }], battlefield: lands },
      {
        battlefield: [
          { def: C.bears, id: 'b1' },
          { def: C.bears, id: 'b2' },
          { def: relic, id: 'r' },
        ],
      },
    );

  it('702.33g: unkicked, the spell is cast without the target of its kicked part; kicked, with it', () => {
    expect([jilt.notUnderstood, thunder.notUnderstood]).toEqual([[], []]);
    const plain = play(board(jilt.def), { type: 'cast', player: 'Alice', card: 's', targets: [{ object: 'b1' }] });
    const resolved = play(plain, pass('Alice'), pass('Bob'));
    expect([zone(resolved, 'b1'), zone(resolved, 'b2')]).toEqual(['hand', 'battlefield']);
    illegal(
      board(jilt.def),
      { type: 'cast', player: 'Alice', card: 's', targets: [{ object: 'b1' }, { object: 'b2' }] },
      '601.2c',
    );
    const kicked = play(
      board(jilt.def),
      { type: 'cast', player: 'Alice', card: 's', kicked: true, targets: [{ object: 'b1' }, { object: 'b2' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(kicked, 'b1'), zone(kicked, 'b2')]).toEqual(['hand', 'graveyard']);
    illegal(
      board(jilt.def),
      { type: 'cast', player: 'Alice', card: 's', kicked: true, targets: [{ object: 'b1' }] },
      '601.2c',
    );
  });

  it('702.33g: "it deals damage equal to that permanent\'s converted mana cost to target creature" only if kicked', () => {
    const kicked = play(
      board(thunder.def),
      { type: 'cast', player: 'Alice', card: 's', kicked: true, targets: [{ object: 'r' }, { object: 'b1' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(kicked, 'r'), zone(kicked, 'b1')]).toEqual(['graveyard', 'graveyard']);
    const plain = play(
      board(thunder.def),
      { type: 'cast', player: 'Alice', card: 's', targets: [{ object: 'r' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(plain, 'r'), zone(plain, 'b1')]).toEqual(['graveyard', 'battlefield']);
  });
});

describe('"if ~ wasn\'t kicked" (CR 702.33d, 603.4)', () => {
  // Skizzik: "At the beginning of the end step, if Skizzik wasn't kicked, sacrifice it."
  const skizzik = defineCard({
    name: 'Test Skizzik',
    cost: '{R}',
    type: 'Creature — Elemental',
    power: 5,
    toughness: 3,
    keywords: ['kicker {r}', 'haste'],
    text: "At the beginning of the end step, if Test Skizzik wasn't kicked, sacrifice it.",
  });

  it('603.4: the intervening "if" asks whether the permanent entered as a kicked spell; "it" is ~', () => {
    expect(skizzik.notUnderstood).toEqual([]);
    const atEnd = (kicked: boolean) =>
      goTo(
        play(
          twoPlayers(
            { hand: [{ def: skizzik.def, id: 'k' }], battlefield: [{ def: C.mountain }, { def: C.mountain }] },
            {},
          ),
          { type: 'cast', player: 'Alice', card: 'k', kicked },
          pass('Alice'),
          pass('Bob'),
        ),
        'end',
      );
    const resolved = (kicked: boolean) => play(atEnd(kicked), pass('Alice'), pass('Bob'));
    expect([zone(resolved(false), 'k'), zone(resolved(true), 'k')]).toEqual(['graveyard', 'battlefield']);
  });
});
