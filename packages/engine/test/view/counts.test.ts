import { describe, expect, it } from 'vitest';
import { defineCard } from '../../src/index.js';
import { power } from '../../src/view/queries.js';
import { C, life, pass, play, twoPlayers, zone } from '../kit.js';
import { card, cast, sorcery } from '../effects/spell.js';

/** Amounts read as counts that compose with every verb taking one (CR 107.3c, 608.2h). */
describe('counts read once, for any verb (CR 608.2h)', () => {
  const resolve = (s: ReturnType<typeof twoPlayers>, id: string, ...targets: Parameters<typeof cast>[2][]) =>
    play(s, cast('Alice', id, ...targets), pass('Alice'), pass('Bob'));

  it('700.5: devotion counts the mana symbols of that color among the mana costs of your permanents', () => {
    const hybrid = card({ name: 'Test Hybrid', cost: '{R/G}{G/P}', type: 'Creature — Elf', power: 1, toughness: 1 });
    const tithe = sorcery('Test Tithe', 'You gain life equal to your devotion to green.');
    const s0 = twoPlayers(
      // {1}{G}, {R/G}{G/P}: three green symbols; the opponent's permanents and the lands' (no mana cost) count nothing.
      { hand: [{ def: tithe, id: 't' }], battlefield: [{ def: C.bears }, { def: hybrid }, { def: C.forest }] },
      { battlefield: [{ def: C.bears }] },
    );
    expect(life(resolve(s0, 't'), 'Alice')).toBe(23);
  });

  it('700.5: devotion to two colors counts a symbol of both colors once', () => {
    const hybrid = card({ name: 'Test Hybrid', cost: '{R/G}', type: 'Creature — Elf', power: 1, toughness: 1 });
    const tithe = sorcery('Test Tithe', 'You gain life equal to your devotion to red and green.');
    const s0 = twoPlayers(
      { hand: [{ def: tithe, id: 't' }], battlefield: [{ def: hybrid }, { def: C.bears }, { def: C.ogre }] },
      {},
    );
    // {R/G} once, {G} of the Bears, {R} of the Ogre.
    expect(life(resolve(s0, 't'), 'Alice')).toBe(23);
  });

  it('"cards named ~ in each graveyard" counts copies of the source\'s own name in every graveyard (201.4)', () => {
    const burst = sorcery(
      'Test Burst',
      'Test Burst deals X damage to any target, where X is 2 plus the number of cards named Test Burst in each graveyard.',
    );
    const s0 = twoPlayers(
      { hand: [{ def: burst, id: 'b' }], graveyard: [{ def: burst }, { def: C.bolt }] },
      { graveyard: [{ def: burst }] },
    );
    expect(life(resolve(s0, 'b', { player: 'Bob' }), 'Bob')).toBe(16);
  });

  it('"the number of +1/+1 counters on it": the counters on the source, as it resolves', () => {
    const stinger = card({
      name: 'Test Stinger',
      cost: '{0}',
      type: 'Creature — Soldier',
      power: 1,
      toughness: 1,
      text: '{T}: Test Stinger deals damage equal to the number of +1/+1 counters on it to target creature.',
    });
    const s0 = twoPlayers(
      { battlefield: [{ def: stinger, id: 'st', counters: { '+1/+1': 2 } }] },
      { battlefield: [{ def: C.bears, id: 'b' }] },
    );
    const s = play(
      s0,
      { type: 'activate', player: 'Alice', source: 'st', ability: 0, targets: [{ object: 'b' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'b')).toBe('graveyard');
  });

  it('608.2h: "where X is its power" after "target creature" is that creature\'s power, not the source\'s', () => {
    const rush = sorcery('Test Rush', 'Target creature gets +X/+0 until end of turn, where X is its power.');
    const s0 = twoPlayers({ hand: [{ def: rush, id: 'r' }], battlefield: [{ def: C.bears, id: 'b' }] }, {});
    expect(power(resolve(s0, 'r', { object: 'b' }), 'b')).toBe(4);
  });

  it('a count naming a target player of its own counts what that player controls', () => {
    const arrows = sorcery('Test Arrows', 'Draw a card for each creature target opponent controls.');
    const s0 = twoPlayers(
      {
        hand: [{ def: arrows, id: 'a' }],
        battlefield: [{ def: C.bears }],
        library: [{ def: C.ogre }, { def: C.ogre }, { def: C.ogre }],
      },
      { battlefield: [{ def: C.bears }, { def: C.angel }] },
    );
    const s = resolve(s0, 'a', { player: 'Bob' });
    expect(s.players[0]!.hand).toHaveLength(2);
  });

  it('"target player" after the count is what the instruction is aimed at, not a player the count names', () => {
    const flailer = defineCard({
      name: 'Test Flailer',
      cost: '{0}',
      type: 'Creature — Ogre',
      power: 3,
      toughness: 2,
      text: '{2}, Sacrifice Test Flailer: Test Flailer deals damage equal to its power to target player or planeswalker.',
    });
    expect(flailer.notUnderstood).toEqual([]);
  });

  it('"the total power of creatures you control" adds up their powers', () => {
    const feast = sorcery('Test Feast', 'You gain life equal to the total power of creatures you control.');
    const s0 = twoPlayers(
      { hand: [{ def: feast, id: 'f' }], battlefield: [{ def: C.bears }, { def: C.angel }] },
      { battlefield: [{ def: C.ogre }] },
    );
    expect(life(resolve(s0, 'f'), 'Alice')).toBe(26);
  });

  it('"the power of the sacrificed creature" is its power as it last existed on the battlefield (608.2h)', () => {
    const altar = card({
      name: 'Test Altar',
      cost: '{0}',
      type: 'Artifact',
      text: 'Sacrifice a creature: You gain life equal to the power of the sacrificed creature.',
    });
    const s0 = twoPlayers(
      {
        battlefield: [
          { def: altar, id: 'al' },
          { def: C.angel, id: 'an' },
        ],
      },
      {},
    );
    const s = play(
      s0,
      { type: 'activate', player: 'Alice', source: 'al', ability: 0, sacrifice: ['an'] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(life(s, 'Alice')).toBe(24);
  });

  it('202.3e: "that spell\'s mana value" counts X as the number chosen while the spell is on the stack', () => {
    const kirin = card({
      name: 'Test Kirin',
      cost: '{0}',
      type: 'Creature — Spirit',
      power: 1,
      toughness: 1,
      text: "Whenever you cast a spell, you gain life equal to that spell's mana value.",
    });
    const blaze = card({
      name: 'Test Blaze',
      cost: '{X}{R}',
      type: 'Sorcery',
      text: 'Test Blaze deals X damage to any target.',
    });
    const s0 = twoPlayers(
      {
        hand: [{ def: blaze, id: 'bl' }],
        battlefield: [{ def: kirin }, ...Array.from({ length: 4 }, () => ({ def: C.mountain }))],
      },
      {},
    );
    const s = play(
      s0,
      { type: 'cast', player: 'Alice', card: 'bl', x: 3, targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(life(s, 'Alice')).toBe(24);
  });

  it('701.17a: "puts the top X cards of their library into their graveyard, where X is …" mills that many', () => {
    const muse = sorcery(
      'Test Muse',
      'Target player puts the top X cards of their library into their graveyard, where X is the number of Forests you control.',
    );
    const s0 = twoPlayers(
      { hand: [{ def: muse, id: 'm' }], battlefield: [{ def: C.forest }, { def: C.forest }] },
      { library: Array.from({ length: 5 }, () => ({ def: C.ogre })) },
    );
    const s = resolve(s0, 'm', { player: 'Bob' });
    expect(s.players[1]!.graveyard).toHaveLength(2);
  });

  it('"the amount of life you gained this turn" counts it from the turn\'s log', () => {
    const thirst = sorcery(
      'Test Thirst',
      'You gain 2 life. Target creature gets -X/-X until end of turn, where X is the amount of life you gained this turn.',
    );
    const s0 = twoPlayers({ hand: [{ def: thirst, id: 't' }] }, { battlefield: [{ def: C.bears, id: 'b' }] });
    expect(zone(resolve(s0, 't', { object: 'b' }), 'b')).toBe('graveyard');
  });

  it('"where X is the number of counters on it" in a spell with two candidates for "it": not read', () => {
    const made = defineCard({
      name: 'Test Graft',
      cost: '{0}',
      type: 'Sorcery',
      text: 'Put X +1/+1 counters on target creature, where X is the number of +1/+1 counters on it.',
    });
    expect(made.notUnderstood).toHaveLength(1);
  });
});
