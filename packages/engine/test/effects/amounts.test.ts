import { describe, expect, it } from 'vitest';
import { defineCard, type GameState, logEntries } from '../../src/index.js';
import { hasKeyword, power } from '../../src/view/queries.js';
import { C, goTo, life, pass, perm, play, twoPlayers, zone } from '../kit.js';
import { card } from './spell.js';

const goToEnd = (s: GameState) => goTo(s, 'end');

describe('X in effects (CR 107.3)', () => {
  const blaze = defineCard({
    name: 'Test Blaze',
    cost: '{X}{R}',
    type: 'Sorcery',
    text: 'Test Blaze deals X damage to any target. You gain X life.',
  });

  it('107.3a: X in the effect is the value chosen for X as the spell was cast', () => {
    expect(blaze.notUnderstood).toEqual([]);
    const s0 = twoPlayers(
      { hand: [{ def: blaze.def, id: 'blaze' }], battlefield: Array.from({ length: 4 }, () => ({ def: C.mountain })) },
      {},
    );
    const s = play(
      s0,
      { type: 'cast', player: 'Alice', card: 'blaze', x: 3, targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(life(s, 'Bob')).toBe(17);
    expect(life(s, 'Alice')).toBe(23);
  });

  it('107.3: X is 0 when none was chosen', () => {
    const s0 = twoPlayers({ hand: [{ def: blaze.def, id: 'blaze' }], battlefield: [{ def: C.mountain }] }, {});
    const s = play(
      s0,
      { type: 'cast', player: 'Alice', card: 'blaze', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(life(s, 'Bob')).toBe(20);
  });
});

describe('"gains <keyword> until end of turn" (CR 611.2a, 514.2)', () => {
  const shield = defineCard({
    name: 'Test Shield',
    cost: '{W}',
    type: 'Instant',
    text: 'Target creature gets +1/+1 and gains indestructible until end of turn.',
  });
  const wings = defineCard({
    name: 'Test Wings',
    cost: '{U}',
    type: 'Instant',
    text: 'Target creature gains flying and first strike until end of turn.',
  });

  it('611.2a: a gained indestructible stops "destroy" (702.12b) until the turn ends', () => {
    expect(shield.notUnderstood).toEqual([]);
    const s0 = twoPlayers(
      {
        hand: [
          { def: shield.def, id: 'shield' },
          { def: C.murder, id: 'murder' },
        ],
        battlefield: [
          { def: C.plains },
          { def: C.swamp },
          { def: C.swamp },
          { def: C.swamp },
          { def: C.bears, id: 'bears' },
        ],
      },
      {},
    );
    let s = play(
      s0,
      { type: 'cast', player: 'Alice', card: 'shield', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.effects[0]).toMatchObject({
      target: 'bears',
      change: { modify: { power: 1, toughness: 1 }, addKeywords: ['indestructible'] },
    });
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'murder', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'bears')).toBe('battlefield');
  });

  it("reads a list of keywords, and refuses one the engine doesn't know", () => {
    expect(wings.notUnderstood).toEqual([]);
    expect(wings.def.abilities[0]).toMatchObject({
      effects: [{ kind: 'pump', change: { addKeywords: ['flying', 'first strike'] } }],
    });
    expect(
      defineCard({ name: 'Odd', type: 'Instant', text: 'Target creature gains wibble until end of turn.' })
        .notUnderstood,
    ).toHaveLength(1);
  });
});

describe('"until end of turn" first, with a count (CR 611.2a, 608.2h)', () => {
  it('"Until end of turn, target creature gains trample and gets +1/+0 for each Forest you control": both last the turn, the count scales the pump', () => {
    const surge = card({
      name: 'Test Surge',
      cost: '{0}',
      type: 'Instant',
      text: 'Until end of turn, target creature gains trample and gets +1/+0 for each Forest you control.',
    });
    let s = twoPlayers(
      {
        hand: [{ def: surge, id: 'surge' }],
        battlefield: [{ def: C.bears, id: 'bears' }, { def: C.forest }, { def: C.forest }],
      },
      {},
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'surge', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([power(s, 'bears'), hasKeyword(s, 'bears', 'trample')]).toEqual([4, true]);
    s = goTo(s, 'cleanup');
    expect([power(s, 'bears'), hasKeyword(s, 'bears', 'trample')]).toEqual([2, false]);
  });
});

describe('counts of what happened this turn (CR 608.2h, 700.4)', () => {
  const warlord = defineCard({
    name: 'Test Gravecount Warlord',
    cost: '{2}{B}',
    type: 'Creature — Orc',
    power: 3,
    toughness: 3,
    text: 'At the beginning of your end step, create a Treasure token for each nontoken creature that died this turn.',
  });
  const wrath = defineCard({
    name: 'Test Cull',
    cost: '{0}',
    type: 'Sorcery',
    text: "Destroy all creatures you don't control.",
  });

  it('"for each nontoken creature that died this turn": anyone\'s creatures put into a graveyard from the battlefield this turn', () => {
    expect(warlord.notUnderstood).toEqual([]);
    expect(wrath.notUnderstood).toEqual([]);
    let s = twoPlayers(
      { battlefield: [{ def: warlord.def, id: 'w' }], hand: [{ def: wrath.def, id: 'cull' }] },
      { battlefield: [{ def: C.bears }, { def: C.ogre }] },
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'cull', targets: [] }, pass('Alice'), pass('Bob'));
    expect(zone(s, 'w')).toBe('battlefield');
    const treasures = (st: typeof s) =>
      st.battlefield.filter(id => st.objects[id]!.def.subtypes.includes('Treasure')).length;
    s = play(goToEnd(s), pass('Alice'), pass('Bob'));
    expect(treasures(s)).toBe(2);
  });

  it('"where X is the number of creatures that died under your control this turn": only those its controller controlled as they died', () => {
    const mourner = defineCard({
      name: 'Test Mourner',
      cost: '{0}',
      type: 'Creature — Zombie',
      power: 1,
      toughness: 1,
      text: 'When this creature enters, draw X cards, where X is the number of creatures that died under your control this turn.',
    });
    const both = defineCard({ name: 'Test Cull All', cost: '{0}', type: 'Sorcery', text: 'Destroy all creatures.' });
    expect([mourner.notUnderstood, both.notUnderstood]).toEqual([[], []]);
    const library = [
      { def: C.island, id: 'd1' },
      { def: C.island, id: 'd2' },
      { def: C.island, id: 'd3' },
    ];
    let s = twoPlayers(
      {
        battlefield: [{ def: C.bears }],
        hand: [
          { def: both.def, id: 'cull' },
          { def: mourner.def, id: 'm' },
        ],
        library,
      },
      { battlefield: [{ def: C.ogre }, { def: C.ogre }] },
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'cull', targets: [] },
      pass('Alice'),
      pass('Bob'),
      { type: 'cast', player: 'Alice', card: 'm', targets: [] },
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
      pass('Bob'),
    );
    // Three creatures died; one was Alice's.
    expect([zone(s, 'd1'), zone(s, 'd2')]).toEqual(['hand', 'library']);
  });
});

describe('a group of two groups: "each creature without flying and each planeswalker" (CR 115.10, 120.2)', () => {
  it('120.2: X damage to each member of both groups at once; a flyer and the players are left alone', () => {
    const quake = card({
      name: 'Test Quake',
      cost: '{X}',
      type: 'Instant',
      text: 'Test Quake deals X damage to each creature without flying and each planeswalker.',
    });
    const board = {
      battlefield: [
        { def: C.bears, id: 'bears' },
        { def: C.angel, id: 'angel' },
        { def: C.jace, id: 'jace' },
        { def: C.mountain },
        { def: C.mountain },
      ],
    };
    const s = play(
      twoPlayers({ ...board, hand: [{ def: quake, id: 'quake' }] }, { battlefield: [{ def: C.spider, id: 'spider' }] }),
      { type: 'cast', player: 'Alice', card: 'quake', x: 2 },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'bears'), perm(s, 'angel').damage, zone(s, 'jace'), perm(s, 'spider').damage]).toEqual([
      'graveyard',
      0,
      'battlefield',
      2,
    ]);
    expect(perm(s, 'jace').counters.loyalty).toBe(1);
    expect([life(s, 'Alice'), life(s, 'Bob')]).toEqual([20, 20]);
  });
});

describe('"gains your choice of deathtouch or lifelink" (CR 608.2d)', () => {
  it('608.2d: by default the first keyword named, said in the log as the default choice', () => {
    const gift = card({
      name: 'Test Gift',
      cost: '{0}',
      type: 'Instant',
      text: 'Target creature gets +1/+1 and gains your choice of deathtouch or lifelink until end of turn.',
    });
    const s = play(
      twoPlayers({ hand: [{ def: gift, id: 'gift' }], battlefield: [{ def: C.bears, id: 'bears' }] }, {}),
      { type: 'cast', player: 'Alice', card: 'gift', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([power(s, 'bears'), hasKeyword(s, 'bears', 'deathtouch'), hasKeyword(s, 'bears', 'lifelink')]).toEqual([
      3,
      true,
      false,
    ]);
    expect(logEntries(s).find(e => e.kind === 'pump')).toMatchObject({
      defaulted: true,
      text: expect.stringContaining('the default choice: the first of deathtouch or lifelink'),
    });
  });
});
