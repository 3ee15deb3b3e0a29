import { describe, expect, it } from 'vitest';
import { C, goTo, pass, play, twoPlayers } from '../kit.js';
import { colors } from '../../src/view/queries.js';
import { card, cast, sorcery } from './spell.js';

/** "Becomes <color> until end of turn": a color-changing effect of a resolving spell or ability (105.3, 613.1e). */
describe('"becomes <color> until end of turn" (CR 105.3)', () => {
  it("105.3: the new color replaces the creature's colors, until end of turn (514.2)", () => {
    const wash = sorcery('Test Wash', 'Target creature becomes white and blue until end of turn.');
    let s = twoPlayers({ hand: [{ def: wash, id: 'wash' }] }, { battlefield: [{ def: C.bears, id: 'bears' }] });
    expect(colors(s, 'bears')).toEqual(['G']);
    s = play(s, cast('Alice', 'wash', { object: 'bears' }), pass('Alice'), pass('Bob'));
    expect(colors(s, 'bears')).toEqual(['W', 'U']);
    s = goTo(s, 'upkeep');
    expect(s.activePlayer).toBe('Bob');
    expect(colors(s, 'bears')).toEqual(['G']);
  });

  it('105.2c, 105.3: "~ becomes colorless" leaves it with no color', () => {
    const kavu = card({
      name: 'Test Kavu',
      cost: '{3}{R}',
      type: 'Creature \u2014 Kavu',
      power: 2,
      toughness: 2,
      text: '{2}: Test Kavu becomes colorless until end of turn.',
    });
    let s = twoPlayers({ battlefield: [{ def: kavu, id: 'kavu' }], manaPool: { C: 2 } }, {});
    expect(colors(s, 'kavu')).toEqual(['R']);
    s = play(s, { type: 'activate', player: 'Alice', source: 'kavu', ability: 0 }, pass('Alice'), pass('Bob'));
    expect(colors(s, 'kavu')).toEqual([]);
  });
});
