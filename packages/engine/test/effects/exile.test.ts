import { describe, expect, it } from 'vitest';
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
