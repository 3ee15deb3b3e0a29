import { describe, expect, it } from 'vitest';
import { logEntries } from '../../src/index.js';
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
