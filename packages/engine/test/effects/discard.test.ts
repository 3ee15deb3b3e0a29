import { describe, expect, it } from 'vitest';
import { logEntries } from '../../src/index.js';
import { C, pass, play, twoPlayers, zone } from '../kit.js';
import { card, cast, sorcery } from './spell.js';

describe('discard as an effect (CR 701.9)', () => {
  it('701.9a, 701.9b: "target player discards a card" — the player\'s choice, by default the first card in hand', () => {
    const rip = sorcery('Test Rip', 'Target player discards a card.');
    let s = twoPlayers(
      { hand: [{ def: rip, id: 'spell' }] },
      {
        hand: [
          { def: C.bears, id: 'first' },
          { def: C.ogre, id: 'second' },
        ],
      },
    );
    s = play(s, cast('Alice', 'spell', { player: 'Bob' }), pass('Alice'), pass('Bob'));
    expect([zone(s, 'first'), zone(s, 'second')]).toEqual(['graveyard', 'hand']);
    expect(
      logEntries(s)
        .filter(e => e.kind === 'discard')
        .map(e => e.rule),
    ).toEqual(['701.9b']);
  });

  it('701.9b: "target player discards a nonland card" — only a card that fits; with none, nothing is discarded', () => {
    const rip = sorcery('Test Pry', 'Target player discards a nonland card.');
    let s = twoPlayers(
      {
        hand: [
          { def: rip, id: 'spell' },
          { def: rip, id: 'again' },
        ],
      },
      {
        hand: [
          { def: C.forest, id: 'land' },
          { def: C.ogre, id: 'ogre' },
        ],
      },
    );
    s = play(s, cast('Alice', 'spell', { player: 'Bob' }), pass('Alice'), pass('Bob'));
    expect([zone(s, 'land'), zone(s, 'ogre')]).toEqual(['hand', 'graveyard']);
    s = play(s, cast('Alice', 'again', { player: 'Bob' }), pass('Alice'), pass('Bob'));
    expect(zone(s, 'land')).toBe('hand');
  });

  it('701.9a: "each player discards their hand"; "draw a card, then discard a card" in order (608.2c)', () => {
    const purge = sorcery('Test Mindpurge', 'Each player discards their hand.');
    const loot = sorcery('Test Loot', 'Draw a card, then discard a card.');
    let s = twoPlayers(
      {
        hand: [
          { def: purge, id: 'purge' },
          { def: C.bears, id: 'a1' },
        ],
      },
      {
        hand: [
          { def: C.ogre, id: 'b1' },
          { def: C.ogre, id: 'b2' },
        ],
      },
    );
    s = play(s, cast('Alice', 'purge'), pass('Alice'), pass('Bob'));
    expect([zone(s, 'a1'), zone(s, 'b1'), zone(s, 'b2')]).toEqual(['graveyard', 'graveyard', 'graveyard']);
    let l = twoPlayers({ hand: [{ def: loot, id: 'loot' }], library: [{ def: C.island, id: 'drawn' }] }, {});
    l = play(l, cast('Alice', 'loot'), pass('Alice'), pass('Bob'));
    expect(zone(l, 'drawn')).toBe('graveyard'); // the only card in hand when the discard happens
  });

  it('608.2d: "you may have target opponent discard a card": the controller chooses whether, the opponent which card', () => {
    const knight = card({
      name: 'Test Nightstalker',
      cost: '{0}',
      type: 'Creature - Zombie',
      power: 2,
      toughness: 2,
      text: 'When Test Nightstalker enters the battlefield, you may have target opponent discard a card.',
    });
    const entered = () =>
      play(
        twoPlayers({ hand: [{ def: knight, id: 'knight' }] }, { hand: [{ def: C.bears, id: 'bears' }] }),
        { type: 'cast', player: 'Alice', card: 'knight' },
        pass('Alice'),
        pass('Bob'),
      );
    expect(zone(play(entered(), pass('Alice'), pass('Bob')), 'bears')).toBe('graveyard');
    expect(zone(play(entered(), { type: 'decline', player: 'Alice' }, pass('Alice'), pass('Bob')), 'bears')).toBe(
      'hand',
    );
  });
});

describe('a random discard (CR 701.9b)', () => {
  it('701.9b: "target player discards two cards at random" — no one chooses; the engine, which doesn\'t randomise, takes the first', () => {
    const hymn = sorcery('Test Hymn', 'Target player discards two cards at random.');
    let s = twoPlayers(
      { hand: [{ def: hymn, id: 'spell' }] },
      {
        hand: [
          { def: C.bears, id: 'first' },
          { def: C.ogre, id: 'second' },
          { def: C.island, id: 'third' },
        ],
      },
    );
    s = play(s, cast('Alice', 'spell', { player: 'Bob' }), pass('Alice'), pass('Bob'));
    expect([zone(s, 'first'), zone(s, 'second'), zone(s, 'third')]).toEqual(['graveyard', 'graveyard', 'hand']);
    const discards = logEntries(s).filter(e => e.kind === 'discard');
    expect(discards.map(e => [e.rule, e.defaulted ?? false])).toEqual([
      ['701.9b', false],
      ['701.9b', false],
    ]);
  });

  it('608.2h: "target player discards a card for each Forest you control" — as many as the caster\'s Forests', () => {
    const sludge = sorcery('Test Sludge', 'Target player discards a card for each Forest you control.');
    let s = twoPlayers(
      { hand: [{ def: sludge, id: 'spell' }], battlefield: [{ def: C.forest }, { def: C.forest }] },
      {
        hand: [
          { def: C.bears, id: 'first' },
          { def: C.ogre, id: 'second' },
          { def: C.island, id: 'third' },
        ],
      },
    );
    s = play(s, cast('Alice', 'spell', { player: 'Bob' }), pass('Alice'), pass('Bob'));
    expect([zone(s, 'first'), zone(s, 'second'), zone(s, 'third')]).toEqual(['graveyard', 'graveyard', 'hand']);
  });
});

describe('"that player or that planeswalker\'s controller" (CR 608.2h)', () => {
  const blight = sorcery(
    'Test Blight',
    "Test Blight deals 3 damage to target player or planeswalker. That player or that planeswalker's controller discards two cards.",
  );
  const hand = [
    { def: C.bears, id: 'first' },
    { def: C.ogre, id: 'second' },
  ];

  it('a player target: that player discards', () => {
    let s = twoPlayers({ hand: [{ def: blight, id: 'spell' }] }, { hand });
    s = play(s, cast('Alice', 'spell', { player: 'Bob' }), pass('Alice'), pass('Bob'));
    expect([zone(s, 'first'), zone(s, 'second')]).toEqual(['graveyard', 'graveyard']);
  });

  it('608.2h: a planeswalker target: its controller discards, even after the damage put it into the graveyard', () => {
    let s = twoPlayers({ hand: [{ def: blight, id: 'spell' }] }, { hand, battlefield: [{ def: C.jace, id: 'jace' }] });
    s = play(s, cast('Alice', 'spell', { object: 'jace' }), pass('Alice'), pass('Bob'));
    expect([zone(s, 'jace'), zone(s, 'first'), zone(s, 'second')]).toEqual(['graveyard', 'graveyard', 'graveyard']);
  });
});

describe('"discards all … cards" (CR 701.9a, 701.20a)', () => {
  it('701.20a, 701.9a: "target player reveals their hand and discards all nonland cards" — every one that fits, lands stay', () => {
    const amnesia = sorcery('Test Amnesia', 'Target player reveals their hand and discards all nonland cards.');
    let s = twoPlayers(
      { hand: [{ def: amnesia, id: 'spell' }] },
      {
        hand: [
          { def: C.bears, id: 'bears' },
          { def: C.forest, id: 'land' },
          { def: C.ogre, id: 'ogre' },
        ],
      },
    );
    s = play(s, cast('Alice', 'spell', { player: 'Bob' }), pass('Alice'), pass('Bob'));
    expect([zone(s, 'bears'), zone(s, 'land'), zone(s, 'ogre')]).toEqual(['graveyard', 'hand', 'graveyard']);
    expect(logEntries(s).some(e => e.kind === 'look' && e.rule === '701.20a')).toBe(true);
  });
});
