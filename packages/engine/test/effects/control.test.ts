import { describe, expect, it } from 'vitest';
import { controller } from '../../src/index.js';
import { hasKeyword, power } from '../../src/view/queries.js';
import { C, goTo, pass, play, texts, twoPlayers } from '../kit.js';
import { card, cast, sorcery } from './spell.js';

describe('gaining control for as long as (CR 611.2b, 613.1b)', () => {
  const thief = card({
    name: 'Test Thief',
    cost: '{0}',
    type: 'Artifact',
    text: '{T}: Gain control of target creature for as long as you control Test Thief.',
  });
  const keeper = card({
    name: 'Test Keeper',
    cost: '{0}',
    type: 'Artifact',
    text: '{T}: Gain control of target creature for as long as Test Keeper remains on the battlefield.',
  });
  const shatter = sorcery('Test Shatter', 'Destroy target artifact.');
  const borrow = sorcery('Test Borrow', 'Gain control of target artifact.');
  const steal = (def: typeof thief, id: string) =>
    play(
      twoPlayers(
        { battlefield: [{ def, id }] },
        {
          battlefield: [{ def: C.bears, id: 'bears' }],
          library: [{ def: C.bears }],
          hand: [
            { def: shatter, id: 'shatter' },
            { def: borrow, id: 'borrow' },
          ],
        },
      ),
      { type: 'activate', player: 'Alice', source: id, ability: 0, targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
  /** To Bob's precombat main phase, the next turn's. */
  const bobsTurn = (s: ReturnType<typeof steal>) => goTo(s, 'main1');

  it('611.2b: the creature is theirs while the source stays; it comes back as the source leaves', () => {
    let s = steal(keeper, 'keeper');
    expect(controller(s, 'bears')).toBe('Alice');
    s = bobsTurn(s);
    s = play(s, cast('Bob', 'shatter', { object: 'keeper' }), pass('Bob'), pass('Alice'));
    expect(controller(s, 'bears')).toBe('Bob');
  });

  it('611.2b: "for as long as you control ~" ends as another player gains control of it', () => {
    let s = steal(thief, 'thief');
    expect(controller(s, 'bears')).toBe('Alice');
    s = bobsTurn(s);
    s = play(s, cast('Bob', 'borrow', { object: 'thief' }), pass('Bob'), pass('Alice'));
    expect([controller(s, 'thief'), controller(s, 'bears')]).toEqual(['Bob', 'Bob']);
  });

  it('611.2b: a duration that ended before the ability resolves means it does nothing', () => {
    const smash = card({ name: 'Test Smash', cost: '{0}', type: 'Instant', text: 'Destroy target artifact.' });
    const s = play(
      twoPlayers(
        { battlefield: [{ def: keeper, id: 'keeper' }] },
        { battlefield: [{ def: C.bears, id: 'bears' }], hand: [{ def: smash, id: 'smash' }] },
      ),
      { type: 'activate', player: 'Alice', source: 'keeper', ability: 0, targets: [{ object: 'bears' }] },
      pass('Alice'),
      cast('Bob', 'smash', { object: 'keeper' }),
      pass('Bob'),
      pass('Alice'),
      pass('Alice'),
      pass('Bob'),
    );
    expect(controller(s, 'bears')).toBe('Bob');
    expect(s.effects).toEqual([]);
    expect(texts(s).some(t => t.includes('the "for as long as" duration has already ended'))).toBe(true);
  });
});

describe('any change "for as long as" its source stays or stays yours (CR 611.2b)', () => {
  const warden = card({
    name: 'Test Warden',
    cost: '{0}',
    type: 'Artifact',
    text: '{T}: Target creature gains flying for as long as you control Test Warden.',
  });
  const shaper = card({
    name: 'Test Shaper',
    cost: '{0}',
    type: 'Artifact',
    text: '{T}: Target creature gets +2/+2 for as long as Test Shaper remains on the battlefield.',
  });
  const shatter = sorcery('Test Shatter', 'Destroy target artifact.');
  const borrow = sorcery('Test Borrow', 'Gain control of target artifact.');
  const used = (def: typeof warden, id: string) =>
    play(
      twoPlayers(
        {
          battlefield: [
            { def, id },
            { def: C.bears, id: 'bears' },
          ],
        },
        {
          library: [{ def: C.bears }],
          hand: [
            { def: shatter, id: 'shatter' },
            { def: borrow, id: 'borrow' },
          ],
        },
      ),
      { type: 'activate', player: 'Alice', source: id, ability: 0, targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );

  it('"gains flying for as long as you control ~": past the end of the turn, over as Bob takes the Warden', () => {
    let s = goTo(used(warden, 'warden'), 'main1');
    expect([s.activePlayer, hasKeyword(s, 'bears', 'flying')]).toEqual(['Bob', true]);
    s = play(s, cast('Bob', 'borrow', { object: 'warden' }), pass('Bob'), pass('Alice'));
    expect(hasKeyword(s, 'bears', 'flying')).toBe(false);
  });

  it('"gets +2/+2 for as long as ~ remains on the battlefield": over as the Shaper is destroyed', () => {
    let s = goTo(used(shaper, 'shaper'), 'main1');
    expect(power(s, 'bears')).toBe(4);
    s = play(s, cast('Bob', 'shatter', { object: 'shaper' }), pass('Bob'), pass('Alice'));
    expect(power(s, 'bears')).toBe(2);
  });
});
