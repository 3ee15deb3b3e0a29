import { describe, expect, it } from 'vitest';
import { defineCard, type CardDef } from '../../../src/index.js';
import { C, pass, play, texts, twoPlayers, zone } from '../../kit.js';
import { power } from '../../../src/view/queries.js';
import type { GameState } from '../../../src/core/types.js';

/** Keywords the rules ask for by name, entries of `core/keywords/plain.ts`. Invented cards. */

const card = (spec: Parameters<typeof defineCard>[0]): CardDef => {
  const made = defineCard(spec);
  expect(made.problems).toEqual([]);
  expect(made.notUnderstood).toEqual([]);
  return made.def;
};

const blessed = (s: GameState, player: string) => s.players.find(p => p.id === player)!.citysBlessing;

describe("ascend and the city's blessing (CR 702.131)", () => {
  const climber = card({
    name: 'Test Ascendant Climber',
    cost: '{1}{W}',
    type: 'Creature — Human',
    power: 1,
    toughness: 1,
    text: "Ascend\nTest Ascendant Climber gets +2/+2 as long as you have the city's blessing.",
  });
  const murder = card({ name: 'Test Murder', cost: '{0}', type: 'Instant', text: 'Destroy target creature.' });
  const forests = (n: number) => Array.from({ length: n }, (_, i) => ({ def: C.forest, id: `forest${i}` }));

  const tenth = (lands: number, withClimber: boolean) => {
    const s = twoPlayers(
      {
        battlefield: [...forests(lands), ...(withClimber ? [{ def: climber, id: 'climber' }] : [])],
        hand: [{ def: C.bears, id: 'bears' }],
      },
      { hand: [{ def: murder, id: 'murder' }] },
    );
    return play(s, { type: 'cast', player: 'Alice', card: 'bears' }, pass('Alice'), pass('Bob'));
  };

  it("702.131b: the tenth permanent entering gives its controller the city's blessing, and the climber gets +2/+2", () => {
    const s = tenth(8, true);
    expect(zone(s, 'bears')).toBe('battlefield');
    expect(blessed(s, 'Alice')).toBe(true);
    expect(blessed(s, 'Bob')).toBe(false);
    expect(power(s, 'climber')).toBe(3);
    expect(texts(s)).toContain("Alice controls 10 permanents and gets the city's blessing for the rest of the game.");
  });

  it('702.131c: the blessing stays for the rest of the game when the permanents go', () => {
    let s = tenth(8, true);
    s = play(s, pass('Alice'), { type: 'cast', player: 'Bob', card: 'murder', targets: [{ object: 'bears' }] });
    s = play(s, pass('Bob'), pass('Alice'));
    expect(zone(s, 'bears')).toBe('graveyard');
    expect(blessed(s, 'Alice')).toBe(true);
    expect(power(s, 'climber')).toBe(3);
  });

  it('702.131b: nine permanents are not enough, nor ten without ascend among them', () => {
    expect(blessed(tenth(7, true), 'Alice')).toBe(false);
    expect(power(tenth(7, true), 'climber')).toBe(1);
    expect(blessed(tenth(9, false), 'Alice')).toBe(false);
  });

  it('702.131a: ascend on a sorcery gives the blessing as it resolves, to a player with ten permanents', () => {
    const rite = card({ name: 'Test Ascending Rite', cost: '{0}', type: 'Sorcery', text: 'Ascend\nDraw a card.' });
    const cast = (lands: number) =>
      play(
        twoPlayers(
          { battlefield: forests(lands), hand: [{ def: rite, id: 'rite' }], library: [{ def: C.forest }] },
          {},
        ),
        { type: 'cast', player: 'Alice', card: 'rite' },
        pass('Alice'),
        pass('Bob'),
      );
    expect(blessed(cast(10), 'Alice')).toBe(true);
    expect(texts(cast(10))).toContain(
      "Alice controls 10 permanents and gets the city's blessing for the rest of the game.",
    );
    expect(blessed(cast(9), 'Alice')).toBe(false);
  });
});
