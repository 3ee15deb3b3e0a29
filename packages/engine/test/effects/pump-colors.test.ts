import { describe, expect, it } from 'vitest';
import { defineCard } from '../../src/index.js';
import { C, goTo, pass, play, twoPlayers } from '../kit.js';
import { colors, hasKeyword, power, toughness } from '../../src/view/queries.js';
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

describe('changes joined in one sentence with one duration (CR 611.2a, 613.1)', () => {
  it('"becomes black and gains fear until end of turn": both, as one effect, over at the cleanup step', () => {
    const veil = sorcery('Test Night Veil', 'Target creature becomes black and gains fear until end of turn.');
    let s = twoPlayers({ hand: [{ def: veil, id: 'veil' }] }, { battlefield: [{ def: C.bears, id: 'bears' }] });
    s = play(s, cast('Alice', 'veil', { object: 'bears' }), pass('Alice'), pass('Bob'));
    expect([colors(s, 'bears'), hasKeyword(s, 'bears', 'fear'), s.effects.length]).toEqual([['B'], true, 1]);
    s = goTo(s, 'upkeep');
    expect([colors(s, 'bears'), hasKeyword(s, 'bears', 'fear')]).toEqual([['G'], false]);
  });

  it('"until end of turn, target creature loses all abilities and has base power and toughness 0/1" (613.1f, 613.4b)', () => {
    const hush = sorcery(
      'Test Hush',
      'Until end of turn, target creature loses all abilities and has base power and toughness 0/1.',
    );
    let s = twoPlayers({ hand: [{ def: hush, id: 'hush' }] }, { battlefield: [{ def: C.angel, id: 'angel' }] });
    s = play(s, cast('Alice', 'hush', { object: 'angel' }), pass('Alice'), pass('Bob'));
    expect([power(s, 'angel'), toughness(s, 'angel'), hasKeyword(s, 'angel', 'flying')]).toEqual([0, 1, false]);
  });

  it('"gains flying and loses all abilities" is not read: layer 6 would apply the loss first', () => {
    const odd = defineCard({
      name: 'Test Odd Order',
      cost: '{0}',
      type: 'Sorcery',
      text: 'Target creature gains flying and loses all abilities until end of turn.',
    });
    expect(odd.notUnderstood.map(n => n.text)).toEqual([
      'Target creature gains flying and loses all abilities until end of turn',
    ]);
  });
});

describe('"until your next turn, target creature gets -2/-0 and loses flying" (CR 611.2a)', () => {
  it("it outlasts the cleanup step through Bob's turn, and ends as Alice's next turn begins", () => {
    const gust = sorcery('Test Grounding Gust', 'Until your next turn, target creature gets -2/-0 and loses flying.');
    const library = [{ def: C.filler }, { def: C.filler }, { def: C.filler }];
    let s = twoPlayers(
      { hand: [{ def: gust, id: 'gust' }], library },
      { battlefield: [{ def: C.angel, id: 'angel' }], library },
    );
    s = play(s, cast('Alice', 'gust', { object: 'angel' }), pass('Alice'), pass('Bob'));
    s = goTo(goTo(s, 'cleanup'), 'main1');
    expect([s.activePlayer, power(s, 'angel'), hasKeyword(s, 'angel', 'flying')]).toEqual(['Bob', 2, false]);
    s = goTo(goTo(s, 'cleanup'), 'main1');
    expect([s.activePlayer, power(s, 'angel'), hasKeyword(s, 'angel', 'flying'), s.effects]).toEqual([
      'Alice',
      4,
      true,
      [],
    ]);
  });
});
