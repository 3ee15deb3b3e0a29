import { describe, expect, it } from 'vitest';
import { defineCard } from '../../src/index.js';
import { C, goTo, pass, play, twoPlayers, zone } from '../kit.js';
import { card, cast, sorcery } from './spell.js';

describe('sacrifice as an effect (CR 701.21a)', () => {
  it('701.21a: "each opponent sacrifices a creature" — their own; the default is the first that arrived', () => {
    const edict = sorcery('Test Edict', 'Each opponent sacrifices a creature.');
    let s = twoPlayers(
      { hand: [{ def: edict, id: 'spell' }], battlefield: [{ def: C.ogre, id: 'mine' }] },
      {
        battlefield: [
          { def: C.island, id: 'land' },
          { def: C.bears, id: 'first' },
          { def: C.spider, id: 'second' },
        ],
      },
    );
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    expect([zone(s, 'first'), zone(s, 'second'), zone(s, 'land'), zone(s, 'mine')]).toEqual([
      'graveyard',
      'battlefield',
      'battlefield',
      'battlefield',
    ]);
  });

  it('701.21a: "nontoken", "another": the filter decides what may be sacrificed; nothing fits, nothing happens', () => {
    const culling = sorcery('Test Culling', 'Each player sacrifices a nontoken land.');
    let s = twoPlayers({ hand: [{ def: culling, id: 'spell' }] }, { battlefield: [{ def: C.bears, id: 'bears' }] });
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    expect(zone(s, 'bears')).toBe('battlefield');
  });

  it('701.21a: "sacrifice ~" in a triggered ability — only while its controller still controls the same object', () => {
    const fragile = card({
      name: 'Fragile Golem',
      cost: '{2}',
      type: 'Artifact Creature — Golem',
      power: 3,
      toughness: 3,
      text: 'At the beginning of your upkeep, sacrifice Fragile Golem.',
    });
    let s = twoPlayers(
      { battlefield: [{ def: fragile, id: 'golem' }], library: [{ def: C.island }] },
      { library: [{ def: C.island }] },
      { step: 'end', activePlayer: 'Bob', turn: 2 },
    );
    s = goTo(s, 'upkeep');
    expect(s.stack).toHaveLength(1);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(zone(s, 'golem')).toBe('graveyard');
  });

  it('701.21a: "a creature with the greatest power among creatures they control" — one of those that share it (the default: the first), not a smaller one', () => {
    const doom = sorcery(
      'Test Doom',
      'Each opponent sacrifices a creature with the greatest power among creatures they control.',
    );
    const s0 = twoPlayers(
      { hand: [{ def: doom, id: 'doom' }], battlefield: [{ def: C.crawWurm, id: 'mine' }] },
      {
        battlefield: [
          { def: C.bears, id: 'bears' },
          { def: C.angel, id: 'angel' },
          { def: C.ogre, id: 'ogre', counters: { '+1/+1': 2 } },
        ],
      },
    );
    const s = play(s0, cast('Alice', 'doom'), pass('Alice'), pass('Bob'));
    expect([zone(s, 'bears'), zone(s, 'angel'), zone(s, 'ogre'), zone(s, 'mine')]).toEqual([
      'battlefield',
      'graveyard',
      'battlefield',
      'battlefield',
    ]);
    expect(
      defineCard({
        name: 'Odd',
        type: 'Sorcery',
        text: 'Each opponent sacrifices a creature with the greatest power among artifacts they control.',
      }).notUnderstood,
    ).toHaveLength(1);
  });
});

describe('how many are sacrificed: all, X, one for each (CR 701.21a, 107.3a, 608.2h)', () => {
  it('701.21a: "each player sacrifices all creatures they control" — every creature, each its controller\'s; lands stay', () => {
    const purge = sorcery('Test Purge', 'Each player sacrifices all creatures they control.');
    let s = twoPlayers(
      {
        hand: [{ def: purge, id: 'spell' }],
        battlefield: [
          { def: C.ogre, id: 'mine' },
          { def: C.forest, id: 'land' },
        ],
      },
      {
        battlefield: [
          { def: C.bears, id: 'first' },
          { def: C.spider, id: 'second' },
        ],
      },
    );
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    expect([zone(s, 'mine'), zone(s, 'first'), zone(s, 'second'), zone(s, 'land')]).toEqual([
      'graveyard',
      'graveyard',
      'graveyard',
      'battlefield',
    ]);
  });

  it('107.3a: "each player sacrifices X lands" — X as cast', () => {
    const quake = card({ name: 'Test Quake', cost: '{X}', type: 'Sorcery', text: 'Each player sacrifices X lands.' });
    let s = twoPlayers(
      { hand: [{ def: quake, id: 'spell' }], battlefield: [{ def: C.forest }, { def: C.forest }, { def: C.forest }] },
      {
        battlefield: [
          { def: C.island, id: 'a' },
          { def: C.island, id: 'b' },
          { def: C.island, id: 'c' },
        ],
      },
    );
    s = play(s, { ...cast('Alice', 'spell'), x: 2 }, pass('Alice'), pass('Bob'));
    expect([zone(s, 'a'), zone(s, 'b'), zone(s, 'c')]).toEqual(['graveyard', 'graveyard', 'battlefield']);
  });

  it('608.2h: "target player sacrifices a permanent for each Forest you control" — "you" is the caster, who counts', () => {
    const toll = sorcery('Test Toll', 'Target player sacrifices a permanent for each Forest you control.');
    let s = twoPlayers(
      { hand: [{ def: toll, id: 'spell' }], battlefield: [{ def: C.forest }, { def: C.forest }] },
      {
        battlefield: [
          { def: C.island, id: 'a' },
          { def: C.island, id: 'b' },
          { def: C.island, id: 'c' },
        ],
      },
    );
    s = play(s, cast('Alice', 'spell', { player: 'Bob' }), pass('Alice'), pass('Bob'));
    expect([zone(s, 'a'), zone(s, 'b'), zone(s, 'c')]).toEqual(['graveyard', 'graveyard', 'battlefield']);
  });

  it('"target opponent sacrifices a creature, then sacrifices a land for each … you control": "you" isn\'t the opponent, not read', () => {
    expect(
      defineCard({
        name: 'Test Din',
        cost: '{0}',
        type: 'Sorcery',
        text: 'Target opponent sacrifices a creature, then sacrifices a land for each Forest you control.',
      }).notUnderstood,
    ).toHaveLength(1);
  });
});

describe('"that player sacrifices …" after a trigger about a player (CR 603.2, 701.21a)', () => {
  it('701.21a: "whenever a player casts a spell, that player sacrifices a permanent" — the caster does, not the controller', () => {
    const tithe = card({
      name: 'Test Tithe',
      cost: '{0}',
      type: 'Enchantment',
      text: 'Whenever a player casts a spell, that player sacrifices a permanent.',
    });
    let s = twoPlayers(
      {
        battlefield: [
          { def: tithe, id: 'tithe' },
          { def: C.forest, id: 'mine' },
        ],
      },
      {
        hand: [{ def: C.bolt, id: 'bolt' }],
        battlefield: [
          { def: C.mountain, id: 'land' },
          { def: C.bears, id: 'bears' },
        ],
      },
      { activePlayer: 'Bob', priority: 'Bob' },
    );
    s = play(s, cast('Bob', 'bolt', { player: 'Alice' }), pass('Bob'), pass('Alice'));
    // Bob's first permanent (the default choice), none of Alice's.
    expect([zone(s, 'land'), zone(s, 'bears'), zone(s, 'mine'), zone(s, 'tithe')]).toEqual([
      'graveyard',
      'battlefield',
      'battlefield',
      'battlefield',
    ]);
  });
});

describe('"sacrifices an artifact and a land": one of each (CR 701.21a)', () => {
  it('701.21a: one of each kind, never the same permanent twice — an artifact land is the artifact or the land', () => {
    const collapse = sorcery('Test Collapse', 'Target player sacrifices an artifact and a land.');
    const vault = defineCard({ name: 'Test Vault', cost: '', type: 'Artifact Land' }).def;
    let s = twoPlayers(
      { hand: [{ def: collapse, id: 'spell' }] },
      {
        battlefield: [
          { def: vault, id: 'vault' },
          { def: C.forest, id: 'forest' },
          { def: C.bears, id: 'bears' },
        ],
      },
    );
    s = play(s, cast('Alice', 'spell', { player: 'Bob' }), pass('Alice'), pass('Bob'));
    expect([zone(s, 'vault'), zone(s, 'forest'), zone(s, 'bears')]).toEqual(['graveyard', 'graveyard', 'battlefield']);
  });
});
