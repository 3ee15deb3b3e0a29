import { describe, expect, it } from 'vitest';
import { logEntries, type GameState } from '../../src/index.js';
import { characteristics } from '../../src/view/layers.js';
import { C, illegal, pass, perm, play, twoPlayers } from '../kit.js';
import { card, cast } from './spell.js';

/** "The color of your choice", chosen as the spell or ability resolves (CR 608.2d). */

const breath = card({
  name: 'Test Breath',
  cost: '{0}',
  type: 'Instant',
  text: 'Target creature you control gains protection from the color of your choice until end of turn.',
});

/** Bob bolts Alice's bears; she answers with the breath, choosing as written (or not at all). */
function answered(choice?: 'red' | 'blue'): GameState {
  let s = twoPlayers(
    { battlefield: [{ def: C.bears, id: 'bears' }], hand: [{ def: breath, id: 'breath' }] },
    { battlefield: [{ def: C.mountain }], hand: [{ def: C.bolt, id: 'bolt' }] },
  );
  s = play(
    s,
    pass('Alice'),
    cast('Bob', 'bolt', { object: 'bears' }),
    pass('Bob'),
    cast('Alice', 'breath', { object: 'bears' }),
  );
  if (choice)
    s = play(s, {
      type: 'choose',
      player: 'Alice',
      choice: { kind: 'color', color: choice === 'red' ? 'R' : 'U' },
      source: 'breath',
    });
  return play(s, pass('Alice'), pass('Bob'));
}

describe('the color of your choice (CR 608.2d)', () => {
  it('608.2d: the color written for the spell (`Alice chooses red for breath`) is the one it grants protection from', () => {
    let s = answered('red');
    expect(characteristics(s, 'bears').keywords).toContain('protection from red');
    s = play(s, pass('Alice'), pass('Bob'));
    // 702.16b: protection from red makes the bolt's target illegal; it doesn't resolve (608.2b).
    expect(perm(s, 'bears').damage).toBe(0);
  });

  it('608.2d: without a written choice, the documented default: white, said in the log', () => {
    let s = answered();
    expect(characteristics(s, 'bears').keywords).toContain('protection from white');
    expect(logEntries(s).some(e => e.defaulted && /chooses white as Test Breath resolves/.test(e.text))).toBe(true);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(s.permanents['bears']).toBeUndefined();
  });

  it('608.2d: another color written is granted instead; the choice is used up', () => {
    const s = answered('blue');
    expect(characteristics(s, 'bears').keywords).toContain('protection from blue');
    expect(s.entryChoices).toEqual([]);
  });

  it('614.12a: a color choice for a card that asks for none is refused', () => {
    const s = twoPlayers({ hand: [{ def: C.bolt, id: 'mine' }] }, {});
    illegal(s, { type: 'choose', player: 'Alice', choice: { kind: 'color', color: 'R' }, source: 'mine' }, '614.12a');
  });

  it('608.2d: "~ becomes the color of your choice until end of turn", an activated ability', () => {
    const crow = card({
      name: 'Test Crow',
      cost: '{0}',
      type: 'Creature — Bird',
      power: 2,
      toughness: 2,
      text: '{0}: Test Crow becomes the color of your choice until end of turn.',
    });
    const s = play(
      twoPlayers({ battlefield: [{ def: crow, id: 'crow' }] }, {}),
      { type: 'choose', player: 'Alice', choice: { kind: 'color', color: 'G' }, source: 'crow' },
      { type: 'activate', player: 'Alice', source: 'crow', ability: 0 },
      pass('Alice'),
      pass('Bob'),
    );
    expect(characteristics(s, 'crow').colors).toEqual(['G']);
  });
});

/** "The basic land type of your choice", chosen as the ability resolves (608.2d, 205.3i, 305.7). */
describe('the basic land type of your choice (CR 608.2d, 305.7)', () => {
  const shaman = card({
    name: 'Test Shaman',
    cost: '{0}',
    type: 'Creature — Merfolk Shaman',
    power: 1,
    toughness: 1,
    text: '{0}: Target land becomes the basic land type of your choice until end of turn.',
  });

  /** Alice turns her Forest into the land type she wrote (or none). */
  function changed(landType?: string): GameState {
    let s = twoPlayers(
      {
        battlefield: [
          { def: shaman, id: 'shaman' },
          { def: C.forest, id: 'forest' },
        ],
      },
      {},
    );
    if (landType)
      s = play(s, { type: 'choose', player: 'Alice', choice: { kind: 'basicLandType', landType }, source: 'shaman' });
    return play(
      s,
      { type: 'activate', player: 'Alice', source: 'shaman', ability: 0, targets: [{ object: 'forest' }] },
      pass('Alice'),
      pass('Bob'),
    );
  }

  it('305.7: the land type written (`Alice chooses Island for shaman`) replaces its land types until end of turn', () => {
    const s = changed('Island');
    expect(characteristics(s, 'forest').subtypes).toEqual(['Island']);
    expect(s.entryChoices).toEqual([]);
  });

  it("608.2d: without a written choice, the documented default: Plains (205.3i's first), said in the log", () => {
    const s = changed();
    expect(characteristics(s, 'forest').subtypes).toEqual(['Plains']);
    expect(logEntries(s).some(e => e.defaulted && /chooses Plains as Test Shaman resolves/.test(e.text))).toBe(true);
  });

  it('305.7: "… the basic land type of your choice in addition to its other types" keeps its own', () => {
    const compass = card({
      name: 'Test Compass',
      cost: '{0}',
      type: 'Artifact',
      text: '{0}: Until end of turn, target land you control becomes the basic land type of your choice in addition to its other types.',
    });
    const s = play(
      twoPlayers(
        {
          battlefield: [
            { def: compass, id: 'compass' },
            { def: C.forest, id: 'forest' },
          ],
        },
        {},
      ),
      { type: 'choose', player: 'Alice', choice: { kind: 'basicLandType', landType: 'Swamp' }, source: 'compass' },
      { type: 'activate', player: 'Alice', source: 'compass', ability: 0, targets: [{ object: 'forest' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([...characteristics(s, 'forest').subtypes].sort()).toEqual(['Forest', 'Swamp']);
  });

  it('614.12a: a land type for a card that asks for none is refused; a color for the shaman too', () => {
    const s = twoPlayers({ battlefield: [{ def: shaman, id: 'shaman' }], hand: [{ def: C.bolt, id: 'bolt' }] }, {});
    const choose = (
      choice: { kind: 'basicLandType'; landType: string } | { kind: 'color'; color: 'R' },
      source: string,
    ) => ({ type: 'choose', player: 'Alice', choice, source }) as const;
    illegal(s, choose({ kind: 'basicLandType', landType: 'Island' }, 'bolt'), '614.12a');
    illegal(s, choose({ kind: 'color', color: 'R' }, 'shaman'), '614.12a');
  });
});
