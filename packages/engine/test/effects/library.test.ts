import { describe, expect, it } from 'vitest';
import { defineCard, logEntries } from '../../src/index.js';
import { C, pass, perm, play, twoPlayers, zone } from '../kit.js';
import { card, cast, sorcery } from './spell.js';

describe('search and shuffle (CR 701.23, 701.24)', () => {
  const library = [
    { def: C.bears, id: 'bears' },
    { def: C.forest, id: 'forest1' },
    { def: C.island, id: 'island' },
    { def: C.forest, id: 'forest2' },
  ];

  it('701.23a: "search your library for a basic land card, put it onto the battlefield tapped, then shuffle" — by default the first that fits', () => {
    const ramp = sorcery(
      'Test Ramp',
      'Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.',
    );
    let s = twoPlayers({ hand: [{ def: ramp, id: 'spell' }], library }, {});
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    expect(perm(s, 'forest1').tapped).toBe(true);
    expect(
      logEntries(s)
        .filter(e => e.kind === 'search')
        .map(e => e.rule),
    ).toEqual(['701.23a', '701.24a']);
    expect(s.players[0]!.library).toEqual(['bears', 'island', 'forest2']); // 701.24a: the engine keeps the order
  });

  it('701.23a: "… for a Plains, Island, Swamp, or Mountain card, reveal it, and put it into your hand. Then shuffle your library."', () => {
    const tutor = sorcery(
      'Test Tutor',
      'Search your library for a Plains, Island, Swamp, or Mountain card, reveal it, and put it into your hand. Then shuffle your library.',
    );
    let s = twoPlayers({ hand: [{ def: tutor, id: 'spell' }], library }, {});
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    expect(zone(s, 'island')).toBe('hand');
  });

  it('701.23a: "… up to two basic land cards, reveal those cards, put one onto the battlefield tapped and the other into your hand, then shuffle"', () => {
    const spread = sorcery(
      'Test Spread',
      'Search your library for up to two basic land cards, reveal those cards, put one onto the battlefield tapped and the other into your hand, then shuffle.',
    );
    let s = twoPlayers({ hand: [{ def: spread, id: 'spell' }], library }, {});
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    // By default the first found (from the top) goes to the first place named.
    expect([zone(s, 'forest1'), perm(s, 'forest1').tapped, zone(s, 'island'), zone(s, 'forest2')]).toEqual([
      'battlefield',
      true,
      'hand',
      'library',
    ]);
    const one = play(
      twoPlayers(
        { hand: [{ def: spread, id: 'spell' }], library: [{ def: C.bears }, { def: C.swamp, id: 'swamp' }] },
        {},
      ),
      cast('Alice', 'spell'),
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(one, 'swamp')).toBe('battlefield');
  });

  it('701.23b: finding fewer than asked is allowed — "up to two" with one there finds one', () => {
    const call = sorcery(
      'Test Call',
      'Search your library for up to two creature cards and put them into your graveyard.',
    );
    let s = twoPlayers({ hand: [{ def: call, id: 'spell' }], library }, {});
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    expect(zone(s, 'bears')).toBe('graveyard');
    expect(logEntries(s).find(e => e.kind === 'search')?.rule).toBe('701.23b');
  });
});

describe('"Shuffle ~ into its owner\'s library" (CR 701.24a, 608.2m)', () => {
  it("608.2m: the resolving spell goes into its owner's library, not the graveyard", () => {
    const zenith = sorcery(
      'Test Zenith',
      "Put a -1/-1 counter on each creature. Shuffle Test Zenith into its owner's library.",
    );
    const s = play(
      twoPlayers(
        { hand: [{ def: zenith, id: 'spell' }], library: [{ def: C.island, id: 'top' }] },
        { battlefield: [{ def: C.bears, id: 'bears' }] },
      ),
      cast('Alice', 'spell'),
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'spell'), s.players[0]!.library, perm(s, 'bears').counters['-1/-1']]).toEqual([
      'library',
      ['top', 'spell'],
      1,
    ]);
  });
});

describe('"search … for up to X …, where X is ~\'s power, put them onto the battlefield" (CR 107.3c, 608.2h)', () => {
  it("608.2h: X is the creature's power as it last existed on the battlefield, counted as the trigger resolves", () => {
    const seeker = card({
      name: 'Test Seeker',
      cost: '{1}{G}',
      type: 'Creature — Elf',
      power: 2,
      toughness: 2,
      text: "When this creature dies, search your library for up to X basic land cards, where X is this creature's power, put them onto the battlefield, then shuffle.",
    });
    const zap = sorcery('Test Zap', 'Test Zap deals 2 damage to any target.');
    const lands = [
      { def: C.forest, id: 'f1' },
      { def: C.island, id: 'i1' },
      { def: C.forest, id: 'f2' },
    ];
    let s = twoPlayers(
      { battlefield: [{ def: seeker, id: 'seeker' }], hand: [{ def: zap, id: 'zap' }], library: lands },
      {},
    );
    s = play(s, cast('Alice', 'zap', { object: 'seeker' }), pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    expect([zone(s, 'f1'), zone(s, 'i1'), zone(s, 'f2')]).toEqual(['battlefield', 'battlefield', 'library']);
  });
});

describe('looking at the top cards and keeping one (CR 701.20e, 401.4)', () => {
  const library = [
    { def: C.bears, id: 'a' },
    { def: C.ogre, id: 'b' },
    { def: C.island, id: 'c' },
    { def: C.forest, id: 'd' },
  ];

  it('701.20e: "Look at the top three cards … Put one of them into your hand and the rest on the bottom … in any order" — by default the top one is kept', () => {
    const glimpse = sorcery(
      'Test Glimpse',
      'Look at the top 3 cards of your library. Put one of them into your hand and the rest on the bottom of your library in any order.',
    );
    let s = twoPlayers({ hand: [{ def: glimpse, id: 'spell' }], library }, {});
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    // 401.4: the rest go to the bottom together, by default in the order they were.
    expect([s.players[0]!.hand, s.players[0]!.library]).toEqual([['a'], ['d', 'b', 'c']]);
    const event = logEntries(s).find(e => e.kind === 'look')!;
    expect([event.rule, event.objects, event.defaulted]).toEqual(['701.20e', ['a', 'b', 'c'], true]);
  });

  it('701.20e: written as one sentence in a triggered ability, "… then put one of them into your hand and the other into your graveyard"', () => {
    const seer = card({
      name: 'Test Tide Seer',
      cost: '{1}{U}',
      type: 'Creature — Merfolk',
      power: 1,
      toughness: 1,
      text: 'When this creature enters, look at the top two cards of your library, then put one of them into your hand and the other into your graveyard.',
    });
    let s = twoPlayers(
      { hand: [{ def: seer, id: 'seer' }], battlefield: [{ def: C.island }, { def: C.island }], library },
      {},
    );
    s = play(s, cast('Alice', 'seer'), pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    expect([zone(s, 'a'), zone(s, 'b'), s.players[0]!.library]).toEqual(['hand', 'graveyard', ['c', 'd']]);
  });

  it('701.20e: with fewer cards in the library, the player looks at those there; the second sentence alone is not understood', () => {
    const glimpse = sorcery(
      'Test Glimpse',
      'Look at the top seven cards of your library. Put one of those cards into your hand and the rest on the bottom of your library.',
    );
    const s = play(
      twoPlayers({ hand: [{ def: glimpse, id: 'spell' }], library: [{ def: C.bears, id: 'only' }] }, {}),
      cast('Alice', 'spell'),
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.players[0]!.hand).toEqual(['only']);
    const alone = defineCard({
      name: 'Test Half',
      cost: '{0}',
      type: 'Sorcery',
      text: 'Put one of them into your hand and the rest into your graveyard.',
    });
    expect(alone.notUnderstood.length).toBe(1);
    const lookOnly = defineCard({
      name: 'Test Peek',
      cost: '{0}',
      type: 'Sorcery',
      text: 'Look at the top nine cards of your library.',
    });
    expect(lookOnly.notUnderstood.length).toBe(1);
  });
});

describe('instructions about the library, clause by clause (CR 701.23, 701.20)', () => {
  const library = [
    { def: C.forest, id: 'forest' },
    { def: C.bears, id: 'bears' },
    { def: C.island, id: 'island' },
    { def: C.ogre, id: 'ogre' },
  ];

  it('701.23a: "search … for up to three cards named ~" finds the copies of this card (201.4), by default the first from the top', () => {
    const hawk = card({
      name: 'Test Hawk',
      cost: '{1}{W}',
      type: 'Creature — Bird',
      power: 1,
      toughness: 1,
      text: 'When Test Hawk enters the battlefield, you may search your library for up to three cards named Test Hawk, reveal them, put them into your hand, then shuffle your library.',
    });
    let s = twoPlayers(
      {
        hand: [{ def: hawk, id: 'hawk' }],
        battlefield: [{ def: C.plains }, { def: C.plains }],
        library: [{ def: hawk, id: 'h2' }, { def: C.bears }, { def: hawk, id: 'h3' }],
      },
      {},
    );
    s = play(s, cast('Alice', 'hawk'), pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    expect([zone(s, 'h2'), zone(s, 'h3'), s.players[0]!.library.length]).toEqual(['hand', 'hand', 1]);
    expect(logEntries(s).some(e => e.kind === 'look' && e.rule === '701.20a')).toBe(true);
  });

  it('701.23a: "a creature card with converted mana cost 3 or greater, reveal it, then shuffle and put that card on top of it" — found by its mana value, on top after the shuffle', () => {
    const tutor = sorcery(
      'Test Top Tutor',
      'Search your library for a creature card with converted mana cost 3 or greater, reveal it, then shuffle your library and put that card on top of it.',
    );
    let s = twoPlayers({ hand: [{ def: tutor, id: 'spell' }], library }, {});
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    // Grizzly Bears costs 2: the ogre (3) is the one that fits.
    expect(s.players[0]!.library).toEqual(['ogre', 'forest', 'bears', 'island']);
  });

  it('701.23a: "a basic land card or a Gate card" is either', () => {
    const either = sorcery(
      'Test Either',
      'Search your library for a basic land card or a Gate card, reveal it, put it into your hand, then shuffle your library.',
    );
    let s = twoPlayers({ hand: [{ def: either, id: 'spell' }], library: [{ def: C.bears }, ...library.slice(2)] }, {});
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    expect(zone(s, 'island')).toBe('hand');
  });

  it('701.20e: three sentences, "look at the top four … you may reveal a creature card from among them and put it into your hand. Put the rest on the bottom … in a random order"', () => {
    const text =
      'Look at the top four cards of your library. You may reveal a creature card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.';
    const dig = sorcery('Test Dig', text);
    let s = twoPlayers(
      { hand: [{ def: dig, id: 'spell' }], library: [...library, { def: C.forest, id: 'fifth' }] },
      {},
    );
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    // The first creature among the four is chosen by default; the rest go under the fifth card, in the order they were.
    expect([s.players[0]!.hand, s.players[0]!.library]).toEqual([['bears'], ['fifth', 'forest', 'island', 'ogre']]);
    // 608.2d: declined, nothing is put into the hand, and the four still go to the bottom.
    let declined = twoPlayers(
      { hand: [{ def: dig, id: 'spell' }], library: [...library, { def: C.forest, id: 'fifth' }] },
      {},
    );
    declined = play(declined, cast('Alice', 'spell'), { type: 'decline', player: 'Alice' }, pass('Alice'), pass('Bob'));
    expect([declined.players[0]!.hand, declined.players[0]!.library]).toEqual([
      [],
      ['fifth', 'forest', 'bears', 'island', 'ogre'],
    ]);
  });

  it('701.20a: "reveal cards from the top of your library until you reveal a land card. Put that card into your hand and the rest into your graveyard"', () => {
    const until = sorcery(
      'Test Until',
      'Reveal cards from the top of your library until you reveal a land card. Put that card into your hand and the rest into your graveyard.',
    );
    let s = twoPlayers({ hand: [{ def: until, id: 'spell' }], library: [...library.slice(1)] }, {});
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    expect([zone(s, 'bears'), zone(s, 'island'), zone(s, 'ogre')]).toEqual(['graveyard', 'hand', 'library']);
  });

  it('a clause about found cards alone, or a search with nothing done with what it finds, is not understood', () => {
    for (const text of ['Put the rest into your graveyard.', 'Search your library for a land card.'])
      expect(defineCard({ name: 'Test Half', cost: '{0}', type: 'Sorcery', text }).notUnderstood.length).toBe(1);
  });
});

describe('a player subject, any number, and X in what is searched for (CR 701.23, 701.20a, 107.3)', () => {
  const library = [
    { def: C.bears, id: 'bears' },
    { def: C.ogre, id: 'ogre' },
    { def: C.forest, id: 'forest' },
    { def: C.island, id: 'island' },
  ];

  it('701.20a: "target player reveals cards from the top of their library until they reveal a land card, then puts those cards into their graveyard" — those cards are all that were revealed', () => {
    const spy = sorcery(
      'Test Spy',
      'Target player reveals cards from the top of their library until they reveal a land card, then puts those cards into their graveyard.',
    );
    let s = twoPlayers({ hand: [{ def: spy, id: 'spell' }] }, { library });
    s = play(s, cast('Alice', 'spell', { player: 'Bob' }), pass('Alice'), pass('Bob'));
    expect(['bears', 'ogre', 'forest', 'island'].map(id => zone(s, id))).toEqual([
      'graveyard',
      'graveyard',
      'graveyard',
      'library',
    ]);
    expect(s.players[1]!.graveyard).toContain('forest');
  });

  it('701.20a: "reveal cards … until you reveal a nonland card, then put all cards revealed this way into your hand"', () => {
    const hunt = sorcery(
      'Test Hunt',
      'Reveal cards from the top of your library until you reveal a nonland card, then put all cards revealed this way into your hand.',
    );
    const lands = [{ def: C.forest, id: 'f1' }, { def: C.island, id: 'i1' }, ...library];
    let s = twoPlayers({ hand: [{ def: hunt, id: 'spell' }], library: lands }, {});
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    expect(s.players[0]!.hand).toEqual(['f1', 'i1', 'bears']);
  });

  it('701.20a: "each player reveals the top two cards of their library, puts all land cards revealed this way onto the battlefield tapped, and exiles the rest"', () => {
    const clear = sorcery(
      'Test Clearing',
      'Each player reveals the top two cards of their library, puts all land cards revealed this way onto the battlefield tapped, and exiles the rest.',
    );
    let s = twoPlayers(
      {
        hand: [{ def: clear, id: 'spell' }],
        library: [
          { def: C.forest, id: 'mine' },
          { def: C.bears, id: 'b1' },
        ],
      },
      {
        library: [
          { def: C.ogre, id: 'o2' },
          { def: C.island, id: 'theirs' },
          { def: C.forest, id: 'third' },
        ],
      },
    );
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    expect([perm(s, 'mine').tapped, perm(s, 'theirs').tapped, s.permanents['theirs']!.controller]).toEqual([
      true,
      true,
      'Bob',
    ]);
    expect([zone(s, 'b1'), zone(s, 'o2'), zone(s, 'third')]).toEqual(['exile', 'exile', 'library']);
  });

  it('701.23b: "search your library for any number of land cards and exile them" — by default all that fit', () => {
    const sever = sorcery('Test Severance', 'Search your library for any number of land cards and exile them.');
    let s = twoPlayers({ hand: [{ def: sever, id: 'spell' }], library }, {});
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    expect([zone(s, 'forest'), zone(s, 'island'), zone(s, 'bears')]).toEqual(['exile', 'exile', 'library']);
    expect(logEntries(s).find(e => e.kind === 'search')?.defaulted).toBe(true);
  });

  it('107.3a: "search … for a creature card with converted mana cost X or less, put it onto the battlefield" — X as cast', () => {
    const chord = card({
      name: 'Test Chord',
      cost: '{X}',
      type: 'Sorcery',
      text: 'Search your library for a creature card with converted mana cost X or less, put it onto the battlefield, then shuffle.',
    });
    const start = () =>
      twoPlayers(
        { hand: [{ def: chord, id: 'spell' }], battlefield: [{ def: C.forest }, { def: C.forest }], library },
        {},
      );
    // Grizzly Bears costs 2 and is first; with X = 1 nothing fits.
    const two = play(start(), { type: 'cast', player: 'Alice', card: 'spell', x: 2 }, pass('Alice'), pass('Bob'));
    expect([zone(two, 'bears'), zone(two, 'ogre')]).toEqual(['battlefield', 'library']);
    const one = play(start(), { type: 'cast', player: 'Alice', card: 'spell', x: 1 }, pass('Alice'), pass('Bob'));
    expect([zone(one, 'bears'), zone(one, 'ogre')]).toEqual(['library', 'library']);
  });

  it('701.20e: "put up to two creature cards with power 2 or less from among them onto the battlefield. Put the rest of the revealed cards into your graveyard."', () => {
    const company = sorcery(
      'Test Company',
      'Reveal the top three cards of your library. Put up to two creature cards with power 2 or less from among them onto the battlefield. Put the rest of the revealed cards into your graveyard.',
    );
    const deck = [
      { def: C.hillGiant, id: 'big' },
      { def: C.bears, id: 'b1' },
      { def: C.bears, id: 'b2' },
      { def: C.forest },
    ];
    let s = twoPlayers({ hand: [{ def: company, id: 'spell' }], library: deck }, {});
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    expect([zone(s, 'b1'), zone(s, 'b2'), zone(s, 'big'), s.players[0]!.library.length]).toEqual([
      'battlefield',
      'battlefield',
      'graveyard',
      1,
    ]);
  });

  it('608.2d: "you may put any number of land cards from among them into your hand. Then put all cards revealed this way that weren\'t put into your hand into your graveyard" — all by default; none when declined', () => {
    const text =
      "Reveal the top three cards of your library. You may put any number of land cards from among them into your hand. Then put all cards revealed this way that weren't put into your hand into your graveyard.";
    const wave = sorcery('Test Wave', text);
    const start = () =>
      twoPlayers(
        {
          hand: [{ def: wave, id: 'spell' }],
          library: [
            { def: C.forest, id: 'f' },
            { def: C.bears, id: 'b' },
            { def: C.island, id: 'i' },
          ],
        },
        {},
      );
    const kept = play(start(), cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    expect([zone(kept, 'f'), zone(kept, 'i'), zone(kept, 'b')]).toEqual(['hand', 'hand', 'graveyard']);
    const declined = play(
      start(),
      cast('Alice', 'spell'),
      { type: 'decline', player: 'Alice' },
      pass('Alice'),
      pass('Bob'),
    );
    expect(declined.players[0]!.graveyard.filter(id => ['f', 'i', 'b'].includes(id)).length).toBe(3);
  });

  it('401.4: "put any number of them into your graveyard and the rest back on top of your library in any order" — all by default', () => {
    const text =
      'Look at the top two cards of your library. Put any number of them into your graveyard and the rest back on top of your library in any order.';
    expect(defineCard({ name: 'Test Plan', cost: '{0}', type: 'Sorcery', text }).notUnderstood).toEqual([]);
    const plan = sorcery('Test Plan', text);
    const state = twoPlayers(
      {
        hand: [{ def: plan, id: 'spell' }],
        library: [
          { def: C.forest, id: 'f' },
          { def: C.bears, id: 'b' },
          { def: C.island, id: 'i' },
        ],
      },
      {},
    );
    const after = play(state, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    expect([zone(after, 'f'), zone(after, 'b'), zone(after, 'i')]).toEqual(['graveyard', 'graveyard', 'library']);
  });

  it('"you may reveal a creature card and/or a land card from among them" (a card of each) is not understood', () => {
    const text =
      'Look at the top four cards of your library. You may reveal a creature card and/or a land card from among them and put the revealed cards into your hand. Put the rest on the bottom of your library in any order.';
    expect(defineCard({ name: 'Test Pair', cost: '{0}', type: 'Sorcery', text }).notUnderstood.length).toBeGreaterThan(
      0,
    );
  });

  it('701.23a: "search … for a Forest card and a Plains card, put them onto the battlefield tapped" — a card of each', () => {
    const verge = sorcery(
      'Test Verge',
      'Search your library for a Forest card and a Plains card, put them onto the battlefield tapped, then shuffle.',
    );
    const deck = [
      { def: C.forest, id: 'f1' },
      { def: C.forest, id: 'f2' },
      { def: C.bears },
      { def: C.plains, id: 'p' },
    ];
    let s = twoPlayers({ hand: [{ def: verge, id: 'spell' }], library: deck }, {});
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    expect([zone(s, 'f1'), zone(s, 'f2'), zone(s, 'p'), perm(s, 'p').tapped]).toEqual([
      'battlefield',
      'library',
      'battlefield',
      true,
    ]);
  });

  it('"you may pay {X}" as it resolves is not understood: the player would choose X then (107.3f)', () => {
    const text = 'When Test Payer enters the battlefield, you may pay {X}. If you do, draw a card.';
    const made = defineCard({ name: 'Test Payer', cost: '{1}', type: 'Creature — Bear', power: 1, toughness: 1, text });
    expect(made.notUnderstood.length).toBe(1);
  });
});

describe('a search of several zones (CR 701.23a)', () => {
  const call = sorcery(
    'Test Call',
    'Search your library and/or graveyard for a card named Grizzly Bears, reveal it, and put it into your hand. If you search your library this way, shuffle it.',
  );
  it('701.23a: by the documented default every zone named is searched, in order, the library first; then it is shuffled', () => {
    let s = twoPlayers(
      { hand: [{ def: call, id: 'spell' }], library: [{ def: C.island }], graveyard: [{ def: C.bears, id: 'bears' }] },
      {},
    );
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    expect(zone(s, 'bears')).toBe('hand');
    const said = logEntries(s).map(e => e.text);
    expect(said).toContain(
      'Alice searches their library and graveyard and finds Grizzly Bears (the default choice: every zone named, and the first that fit, from the top).',
    );
    expect(said.some(t => /shuffles their library/.test(t))).toBe(true);
  });
});
