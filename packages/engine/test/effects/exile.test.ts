import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/index.js';
import { C, pass, perm, play, texts, twoPlayers, zone } from '../kit.js';
import { card, cast, sorcery } from './spell.js';

describe('exile (CR 701.13a)', () => {
  it('701.13a: "exile target creature" moves it from the battlefield to exile', () => {
    const banish = sorcery('Test Banishing', 'Exile target creature.');
    let s = twoPlayers({ hand: [{ def: banish, id: 'spell' }] }, { battlefield: [{ def: C.bears, id: 'bears' }] });
    s = play(s, cast('Alice', 'spell', { object: 'bears' }), pass('Alice'), pass('Bob'));
    expect(zone(s, 'bears')).toBe('exile');
  });

  it('701.13a: from wherever it is — a card in a graveyard', () => {
    const purge = sorcery('Test Purge', 'Exile target card from a graveyard.');
    let s = twoPlayers({ hand: [{ def: purge, id: 'spell' }] }, { graveyard: [{ def: C.bears, id: 'dead' }] });
    s = play(s, cast('Alice', 'spell', { object: 'dead' }), pass('Alice'), pass('Bob'));
    expect(zone(s, 'dead')).toBe('exile');
  });

  it('701.13a with a group: "exile all creatures" exiles each, whoever controls it', () => {
    const wipe = sorcery('Test Void', 'Exile all creatures.');
    let s = twoPlayers(
      {
        hand: [{ def: wipe, id: 'spell' }],
        battlefield: [
          { def: C.ogre, id: 'ogre' },
          { def: C.forest, id: 'forest' },
        ],
      },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    expect([zone(s, 'ogre'), zone(s, 'bears'), zone(s, 'forest')]).toEqual(['exile', 'exile', 'battlefield']);
  });

  it('701.13a: "exile all cards from target opponent\'s graveyard" — an ability aimed at a player, the chosen player\'s whole graveyard', () => {
    const urn = card({
      name: 'Test Ash Urn',
      cost: '{1}',
      type: 'Artifact',
      text: "{T}, Sacrifice this artifact: Exile all cards from target opponent's graveyard.",
    });
    const board = { battlefield: [{ def: urn, id: 'urn' }], graveyard: [{ def: C.ogre, id: 'mine' }] };
    let s = twoPlayers(board, {
      graveyard: [
        { def: C.bears, id: 'b1' },
        { def: C.bolt, id: 'b2' },
      ],
    });
    s = play(
      s,
      { type: 'activate', player: 'Alice', source: 'urn', ability: 0, targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'b1'), zone(s, 'b2'), zone(s, 'mine'), zone(s, 'urn')]).toEqual([
      'exile',
      'exile',
      'graveyard',
      'graveyard',
    ]);
  });
});

describe('"exile all cards from all graveyards" (CR 701.13a)', () => {
  it("701.13a, 608.2n: every player's graveyard is exiled; the spell itself goes to the graveyard only after", () => {
    const purge = sorcery('Test Purge', 'Exile all cards from all graveyards.');
    let s = twoPlayers(
      { hand: [{ def: purge, id: 'spell' }], graveyard: [{ def: C.ogre, id: 'mine' }] },
      { graveyard: [{ def: C.bears, id: 'theirs' }] },
    );
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    expect([zone(s, 'mine'), zone(s, 'theirs'), zone(s, 'spell')]).toEqual(['exile', 'exile', 'graveyard']);
  });
});

describe('exile until ~ leaves the battlefield (CR 610.3)', () => {
  const warden = card({
    name: 'Test Jailer',
    cost: '{0}',
    type: 'Creature — Human',
    power: 1,
    toughness: 1,
    text: 'When Test Jailer enters the battlefield, exile target creature an opponent controls until Test Jailer leaves the battlefield.',
  });
  const sweep = card({
    name: 'Test Sentence',
    cost: '{0}',
    type: 'Artifact',
    text: 'When Test Sentence enters, exile all creatures with power 3 or greater until Test Sentence leaves the battlefield.',
  });
  const smash = card({ name: 'Test Smash', cost: '{0}', type: 'Instant', text: 'Destroy target permanent.' });
  const jailed = () => {
    const s = play(
      twoPlayers(
        {
          hand: [
            { def: warden, id: 'jailer' },
            { def: smash, id: 'smash' },
          ],
        },
        { battlefield: [{ def: C.bears, id: 'bears', counters: { '+1/+1': 1 } }] },
      ),
      { type: 'cast', player: 'Alice', card: 'jailer' },
      pass('Alice'),
      pass('Bob'),
    );
    return play(s, pass('Alice'), pass('Bob'));
  };

  it("610.3: the card comes back right after the permanent leaves, under its owner's control (610.3c), as a new object", () => {
    let s = jailed();
    expect(zone(s, 'bears')).toBe('exile');
    expect(s.exiledUntil).toEqual([expect.objectContaining({ card: 'bears', source: 'jailer' })]);
    s = play(s, cast('Alice', 'smash', { object: 'jailer' }), pass('Alice'), pass('Bob'));
    expect([zone(s, 'jailer'), zone(s, 'bears')]).toEqual(['graveyard', 'battlefield']);
    expect(perm(s, 'bears').controller).toBe('Bob');
    expect(perm(s, 'bears').counters['+1/+1'] ?? 0).toBe(0);
    expect(s.exiledUntil).toEqual([]);
    expect(
      texts(s).some(t => t.includes('Grizzly Bears returns from exile as Test Jailer has left the battlefield')),
    ).toBe(true);
  });

  it('610.3b: when the permanent has left before its ability resolves, nothing is exiled', () => {
    let s = play(
      twoPlayers(
        {
          hand: [
            { def: warden, id: 'jailer' },
            { def: smash, id: 'smash' },
          ],
        },
        { battlefield: [{ def: C.bears, id: 'bears' }] },
      ),
      { type: 'cast', player: 'Alice', card: 'jailer' },
      pass('Alice'),
      pass('Bob'),
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'smash', targets: [{ object: 'jailer' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'jailer')).toBe('graveyard');
    s = play(s, pass('Alice'), pass('Bob'));
    expect(zone(s, 'bears')).toBe('battlefield');
    expect(s.exiledUntil).toEqual([]);
  });

  it('610.3: a group is exiled and comes back together; the rest of the battlefield stays', () => {
    let s = play(
      twoPlayers(
        {
          hand: [
            { def: sweep, id: 'sentence' },
            { def: smash, id: 'smash' },
          ],
          battlefield: [{ def: C.hillGiant, id: 'ogre' }],
        },
        { battlefield: [{ def: C.bears, id: 'bears' }] },
      ),
      { type: 'cast', player: 'Alice', card: 'sentence' },
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'ogre'), zone(s, 'bears')]).toEqual(['exile', 'battlefield']);
    s = play(s, cast('Alice', 'smash', { object: 'sentence' }), pass('Alice'), pass('Bob'));
    expect(zone(s, 'ogre')).toBe('battlefield');
    expect(perm(s, 'ogre').controller).toBe('Alice');
  });
});

describe('"Return the exiled card": abilities linked to the one that exiled it (CR 607.2a)', () => {
  const hunter = card({
    name: 'Test Hunter',
    cost: '{0}',
    type: 'Creature — Human Cleric',
    power: 1,
    toughness: 3,
    text: "When Test Hunter enters the battlefield, exile another target creature.\nWhen Test Hunter leaves the battlefield, return the exiled card to the battlefield under its owner's control.",
  });
  const kill = card({ name: 'Test Kill', cost: '{0}', type: 'Instant', text: 'Destroy target creature.' });
  const start = () =>
    twoPlayers(
      {
        hand: [
          { def: hunter, id: 'hunter' },
          { def: kill, id: 'kill' },
        ],
      },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );
  const resolveAll = (s: GameState) => {
    let next = s;
    for (let i = 0; i < 10 && next.stack.length > 0; i++) next = play(next, pass(next.priority!));
    return next;
  };

  it("607.2a: when the exiling permanent leaves, the card it exiled returns under its owner's control", () => {
    let s = resolveAll(play(start(), cast('Alice', 'hunter')));
    expect(zone(s, 'bears')).toBe('exile');
    s = resolveAll(play(s, cast('Alice', 'kill', { object: 'hunter' })));
    expect([zone(s, 'hunter'), zone(s, 'bears'), s.permanents['bears']?.controller]).toEqual([
      'graveyard',
      'battlefield',
      'Bob',
    ]);
  });

  it('607.2a, 400.7: if it leaves before its exile resolves, the card exiled afterwards stays in exile', () => {
    let s = play(start(), cast('Alice', 'hunter'), pass('Alice'), pass('Bob'));
    expect(s.stack).toHaveLength(1); // its enters trigger
    s = resolveAll(play(s, cast('Alice', 'kill', { object: 'hunter' })));
    expect([zone(s, 'hunter'), zone(s, 'bears')]).toEqual(['graveyard', 'exile']);
  });
});

describe('"when ~ dies, you may exile it. If you do, …" (CR 400.7e, 608.2d)', () => {
  const rector = card({
    name: 'Test Rector',
    type: 'Creature — Human',
    power: 1,
    toughness: 1,
    text: 'When Test Rector dies, you may exile it. If you do, draw a card.',
  });
  const board = () =>
    twoPlayers(
      {
        battlefield: [{ def: rector, id: 'r' }, { def: C.mountain }],
        hand: [{ def: C.bolt, id: 'b' }],
        library: [{ def: C.ogre, id: 'top' }],
      },
      {},
    );
  const killed = (s: GameState) => play(s, cast('Alice', 'b', { object: 'r' }), pass('Alice'), pass('Bob'));

  it('400.7e: the ability finds the card in the graveyard it went to and exiles it; "if you do" follows', () => {
    const s = play(killed(board()), pass('Alice'), pass('Bob'));
    expect([zone(s, 'r'), zone(s, 'top')]).toEqual(['exile', 'hand']);
  });

  it('608.2d: declined, the card stays in the graveyard and nothing follows', () => {
    const s = play(killed(board()), { type: 'decline', player: 'Alice' }, pass('Alice'), pass('Bob'));
    expect([zone(s, 'r'), zone(s, 'top')]).toEqual(['graveyard', 'library']);
  });

  it('400.7: gone from the graveyard before the ability resolves, it is a new object — nothing is exiled', () => {
    const recall = card({
      name: 'Test Recall',
      cost: '{0}',
      type: 'Instant',
      text: 'Return target creature card from your graveyard to your hand.',
    });
    const withRecall = twoPlayers(
      {
        battlefield: [{ def: rector, id: 'r' }, { def: C.mountain }],
        hand: [
          { def: C.bolt, id: 'b' },
          { def: recall, id: 'recall' },
        ],
        library: [{ def: C.ogre, id: 'top' }],
      },
      {},
    );
    let s = play(killed(withRecall), cast('Alice', 'recall', { object: 'r' }), pass('Alice'), pass('Bob'));
    s = play(s, pass('Alice'), pass('Bob'));
    expect([zone(s, 'r'), zone(s, 'top')]).toEqual(['hand', 'library']);
  });
});

describe('exile every card of a kind from a graveyard (CR 701.13a)', () => {
  it('701.13a: "target player exiles all land cards from their graveyard" — that player\'s lands only', () => {
    const mud = sorcery('Test Mud', 'Target player exiles all land cards from their graveyard.');
    let s = twoPlayers(
      { hand: [{ def: mud, id: 'spell' }], graveyard: [{ def: C.forest, id: 'mine' }] },
      {
        graveyard: [
          { def: C.island, id: 'land' },
          { def: C.bears, id: 'bears' },
        ],
      },
    );
    s = play(s, cast('Alice', 'spell', { player: 'Bob' }), pass('Alice'), pass('Bob'));
    expect([zone(s, 'land'), zone(s, 'bears'), zone(s, 'mine')]).toEqual(['exile', 'graveyard', 'graveyard']);
  });
});

describe('exile cards from a hand (CR 701.13a)', () => {
  it('701.13a: "each player exiles two cards from their hand" — each their own, by default the first in hand', () => {
    const swords = sorcery('Test Swords', 'Each player exiles two cards from their hand.');
    let s = twoPlayers(
      {
        hand: [
          { def: swords, id: 'spell' },
          { def: C.bears, id: 'a1' },
        ],
      },
      {
        hand: [
          { def: C.forest, id: 'b1' },
          { def: C.ogre, id: 'b2' },
          { def: C.island, id: 'b3' },
        ],
      },
    );
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    expect([zone(s, 'a1'), zone(s, 'b1'), zone(s, 'b2'), zone(s, 'b3')]).toEqual(['exile', 'exile', 'exile', 'hand']);
  });
});
