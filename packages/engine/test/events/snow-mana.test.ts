import { describe, expect, it } from 'vitest';
import { defineCard, formatManaCost, manaValue, parseManaCost, power } from '../../src/index.js';
import { C, illegal, pass, play, twoPlayers } from '../kit.js';

// CR 107.4h: "the snow mana symbol {S} represents a cost that can be paid with one mana of any type produced by a snow
// source"; the source of mana an ability makes is that ability's source (106.3).
describe('snow mana {S} (CR 107.4h, 106.3)', () => {
  const snowForest = defineCard({ name: 'Snow-Covered Forest', type: 'Basic Snow Land — Forest' });
  const snowIsland = defineCard({ name: 'Snow-Covered Island', type: 'Basic Snow Land — Island' });
  // Like Frostwalla: "{S}: ~ gets +2/+2 until end of turn."
  const walla = defineCard({
    name: 'Test Frostwall',
    cost: '{2}{G}',
    type: 'Snow Creature — Plant Wall',
    power: 1,
    toughness: 2,
    text: '{S}: Test Frostwall gets +2/+2 until end of turn.',
  });
  const raptor = defineCard({
    name: 'Test Raptor',
    cost: '{G}',
    type: 'Creature — Bird',
    power: 1,
    toughness: 1,
    text: '{G}{S}: Test Raptor gets +1/+1 until end of turn.',
  });
  const golem = defineCard({
    name: 'Test Icehide',
    cost: '{S}',
    type: 'Snow Artifact Creature — Golem',
    power: 1,
    toughness: 1,
  });
  const pump = (s: ReturnType<typeof twoPlayers>, source: string, payWith?: string[]) =>
    play(
      s,
      { type: 'activate', player: 'Alice', source, ability: 0, ...(payWith ? { payWith } : {}) },
      pass('Alice'),
      pass('Bob'),
    );

  it('107.4h: {S} is read and written back, and counts 1 toward mana value (202.3)', () => {
    expect(walla.notUnderstood).toEqual([]);
    expect(golem.problems).toEqual([]);
    const cost = parseManaCost('{1}{S}{S}');
    expect(cost.ok && formatManaCost(cost.cost)).toBe('{1}{S}{S}');
    expect(manaValue(golem.def)).toBe(1);
  });

  it('107.4h: a snow land pays {S}; a land that is not snow does not', () => {
    const snowy = twoPlayers({ battlefield: [{ def: walla.def, id: 'walla' }, { def: snowForest.def }] }, {});
    expect(power(pump(snowy, 'walla'), 'walla')).toBe(3);
    const plain = twoPlayers({ battlefield: [{ def: walla.def, id: 'walla' }, { def: C.forest }] }, {});
    expect(
      illegal(plain, { type: 'activate', player: 'Alice', source: 'walla', ability: 0 }, '601.2h').message,
    ).toContain('{S} is missing');
  });

  it('107.4h: mana of any type from a snow source pays {S} ({U} from a snow Island), a Forest the {G}', () => {
    const s0 = twoPlayers(
      { battlefield: [{ def: raptor.def, id: 'raptor' }, { def: snowIsland.def }, { def: C.forest }] },
      {},
    );
    expect(power(pump(s0, 'raptor'), 'raptor')).toBe(2);
  });

  it('106.3: mana a snow land made stays snow in the pool and pays {S} later, not the mana of a Forest', () => {
    const s0 = twoPlayers(
      {
        battlefield: [
          { def: raptor.def, id: 'raptor' },
          { def: snowForest.def, id: 'snow' },
          { def: C.forest, id: 'forest' },
        ],
      },
      {},
    );
    // The pool has snow {G} and a Forest stays untapped: the snow {G} pays {S}, the Forest {G} (not the other way).
    const tapped = play(s0, { type: 'activateMana', player: 'Alice', source: 'snow' });
    expect(tapped.players[0]!.snowMana?.G).toBe(1);
    const done = pump(tapped, 'raptor');
    expect(power(done, 'raptor')).toBe(2);
    expect(done.players[0]!.snowMana).toBeUndefined();
    // Mana from a Forest in the pool isn't snow.
    const plain = play(
      twoPlayers(
        {
          battlefield: [
            { def: walla.def, id: 'walla' },
            { def: C.forest, id: 'forest' },
          ],
        },
        {},
      ),
      { type: 'activateMana', player: 'Alice', source: 'forest' },
    );
    expect(plain.players[0]!.snowMana).toBeUndefined();
    illegal(plain, { type: 'activate', player: 'Alice', source: 'walla', ability: 0 }, '601.2h');
  });

  it('106.3: spending the pool on other costs keeps its snow mana for last', () => {
    const s0 = twoPlayers(
      {
        battlefield: [
          { def: snowForest.def, id: 'snow' },
          { def: C.forest, id: 'forest' },
          { def: walla.def, id: 'walla' },
        ],
        hand: [{ def: raptor.def, id: 'raptor' }],
      },
      {},
    );
    let s = play(
      s0,
      { type: 'activateMana', player: 'Alice', source: 'snow' },
      { type: 'activateMana', player: 'Alice', source: 'forest' },
      { type: 'cast', player: 'Alice', card: 'raptor' },
    );
    expect(s.players[0]!.manaPool.G).toBe(1);
    expect(s.players[0]!.snowMana?.G).toBe(1);
    s = pump(s, 'walla');
    expect(power(s, 'walla')).toBe(3);
  });

  it('107.4h: a mana cost of {S} is paid with snow mana as the spell is cast', () => {
    const s0 = twoPlayers({ hand: [{ def: golem.def, id: 'golem' }], battlefield: [{ def: C.island }] }, {});
    illegal(s0, { type: 'cast', player: 'Alice', card: 'golem' }, '601.2h');
    const s1 = twoPlayers({ hand: [{ def: golem.def, id: 'golem' }], battlefield: [{ def: snowIsland.def }] }, {});
    expect(play(s1, { type: 'cast', player: 'Alice', card: 'golem' }).stack).toHaveLength(1);
  });
});
