import { describe, expect, it } from 'vitest';
import { colorsOf, defineCard, formatManaCost, manaValue, parseManaCost } from '../../src/index.js';
import { C, illegal, pass, play, twoPlayers, zone } from '../kit.js';

// CR 107.4f: "A Phyrexian mana symbol represents a cost that can be paid either with one mana of its color or by
// paying 2 life." 601.2b: the player announces which, for each symbol, as the spell is cast.
describe('Phyrexian mana (CR 107.4f)', () => {
  const shock = defineCard({
    name: 'Test Phyrexian Jolt',
    cost: '{R/P}',
    type: 'Instant',
    text: 'Test Phyrexian Jolt deals 1 damage to any target.',
  });
  const drake = defineCard({
    name: 'Test Phyrexian Drake',
    cost: '{2}{U/P}{U/P}',
    type: 'Artifact Creature — Drake',
    power: 2,
    toughness: 2,
  });
  const life = (s: ReturnType<typeof twoPlayers>, who = 0) => s.players[who]!.life;

  it('107.4f: {R/P} is read, written back, red, and counts 1 toward mana value (202.2d, 202.3g)', () => {
    expect(shock.problems).toEqual([]);
    const cost = parseManaCost('{2}{U/P}{U/P}');
    expect(cost.ok && formatManaCost(cost.cost)).toBe('{2}{U/P}{U/P}');
    expect(colorsOf(shock.def)).toEqual(['R']);
    expect(manaValue(drake.def)).toBe(4);
  });

  it('107.4f: by default a symbol the mana can pay is paid with mana, the others with 2 life each', () => {
    const withMountain = twoPlayers(
      { hand: [{ def: shock.def, id: 'jolt' }], battlefield: [{ def: C.mountain, id: 'm' }] },
      {},
    );
    const a = play(withMountain, { type: 'cast', player: 'Alice', card: 'jolt', targets: [{ player: 'Bob' }] });
    expect(life(a)).toBe(20);
    expect(a.permanents['m']!.tapped).toBe(true);
    const noLands = twoPlayers({ hand: [{ def: shock.def, id: 'jolt' }] }, {});
    const b = play(
      noLands,
      { type: 'cast', player: 'Alice', card: 'jolt', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(life(b)).toBe(18);
    expect(life(b, 1)).toBe(19);
    // One Island for {U/P}{U/P} and two Plains for {2}: one symbol with mana, the other with life.
    const oneIsland = twoPlayers(
      {
        hand: [{ def: drake.def, id: 'drake' }],
        battlefield: [{ def: C.island }, { def: C.plains }, { def: C.plains }],
      },
      {},
    );
    const c = play(oneIsland, { type: 'cast', player: 'Alice', card: 'drake' }, pass('Alice'), pass('Bob'));
    expect(zone(c, 'drake')).toBe('battlefield');
    expect(life(c)).toBe(18);
  });

  it('107.4f: the caster may pay with life though the mana could pay (`phyrexianLife`)', () => {
    const s0 = twoPlayers({ hand: [{ def: shock.def, id: 'jolt' }], battlefield: [{ def: C.mountain, id: 'm' }] }, {});
    const s = play(s0, { type: 'cast', player: 'Alice', card: 'jolt', targets: [{ player: 'Bob' }], phyrexianLife: 2 });
    expect(life(s)).toBe(18);
    expect(s.permanents['m']!.tapped).toBe(false);
    expect(
      illegal(
        s0,
        { type: 'cast', player: 'Alice', card: 'jolt', targets: [{ player: 'Bob' }], phyrexianLife: 4 },
        '107.4f',
      ).message,
    ).toContain('has 1 Phyrexian symbol, each paid with 2 life');
  });

  it('119.4: 2 life can be paid only with at least 2 life; no mana and 1 life pay nothing', () => {
    const s0 = twoPlayers({ hand: [{ def: shock.def, id: 'jolt' }], life: 1 }, {});
    expect(
      illegal(s0, { type: 'cast', player: 'Alice', card: 'jolt', targets: [{ player: 'Bob' }] }, '601.2h'),
    ).toBeDefined();
    const two = twoPlayers({ hand: [{ def: shock.def, id: 'jolt' }], life: 2 }, {});
    expect(life(play(two, { type: 'cast', player: 'Alice', card: 'jolt', targets: [{ player: 'Bob' }] }))).toBe(0);
  });

  it('602.2b: an activation cost with {G/P} is paid the same way', () => {
    const beast = defineCard({
      name: 'Test Phyrexian Beast',
      cost: '{3}',
      type: 'Artifact Creature — Beast',
      power: 2,
      toughness: 2,
      text: '{G/P}: Test Phyrexian Beast gets +1/+1 until end of turn.',
    });
    expect(beast.problems).toEqual([]);
    const s0 = twoPlayers({ battlefield: [{ def: beast.def, id: 'beast' }] }, {});
    const s = play(s0, { type: 'activate', player: 'Alice', source: 'beast', ability: 0 }, pass('Alice'), pass('Bob'));
    expect(life(s)).toBe(18);
  });

  it('118.7c, 601.2b: a reduction by {U} takes a {U/P} symbol off (announced as {U}), not generic mana', () => {
    const cheaper = defineCard({
      name: 'Test Phyrexian Sprite',
      cost: '{2}{U/P}{U/P}',
      type: 'Artifact Creature — Faerie',
      power: 2,
      toughness: 2,
      text: 'This spell costs {U} less to cast if you control an Island.',
    });
    expect(cheaper.problems).toEqual([]);
    const s0 = twoPlayers(
      {
        hand: [{ def: cheaper.def, id: 'sprite' }],
        battlefield: [{ def: C.island }, { def: C.plains }, { def: C.plains }],
      },
      {},
    );
    // {2}{U/P}: the Island pays {U/P}, the Plains {2}, and no life is paid.
    const s = play(s0, { type: 'cast', player: 'Alice', card: 'sprite' }, pass('Alice'), pass('Bob'));
    expect(zone(s, 'sprite')).toBe('battlefield');
    expect(life(s)).toBe(20);
  });
});
