import { describe, expect, it } from 'vitest';
import { defineCard, type CardDef } from '../../src/index.js';
import { C, life, pass, play, twoPlayers, zone } from '../kit.js';

const card = (spec: Parameters<typeof defineCard>[0]): CardDef => {
  const made = defineCard(spec);
  expect(made.notUnderstood).toEqual([]);
  return made.def;
};

describe('reflexive triggered abilities (CR 603.12)', () => {
  // Sparktongue Dragon's pattern: a payment offered, and what paying it triggers.
  const dragon = card({
    name: 'Test Spark Drake',
    cost: '{0}',
    type: 'Creature — Dragon',
    power: 3,
    toughness: 3,
    text: 'When Test Spark Drake enters the battlefield, you may pay {1}{R}. When you do, it deals 3 damage to any target.',
  });
  const s0 = () =>
    twoPlayers(
      { hand: [{ def: dragon, id: 'drake' }], battlefield: [{ def: C.mountain }, { def: C.mountain }] },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );
  const enter = (...more: Parameters<typeof play>[1][]) =>
    play(s0(), { type: 'cast', player: 'Alice', card: 'drake' }, pass('Alice'), pass('Bob'), ...more);

  it('603.12: paid, the reflexive ability triggers and goes on the stack with a target of its own (603.3d)', () => {
    let s = enter(pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => [i.trigger, i.source])).toEqual([['reflexive', 'drake']]);
    expect(s.stack[0]!.targets).toHaveLength(1);
    s = play(s, { type: 'chooseTargets', player: 'Alice', targets: [{ object: 'bears' }] }, pass('Alice'), pass('Bob'));
    expect(zone(s, 'bears')).toBe('graveyard');
    expect(life(s, 'Bob')).toBe(20);
  });

  it('603.12: declined, nothing triggers', () => {
    const s = enter({ type: 'decline', player: 'Alice' }, pass('Alice'), pass('Bob'));
    expect(s.stack).toEqual([]);
    expect(zone(s, 'bears')).toBe('battlefield');
  });

  it('without a "you may" just before it, the sentence isn\'t understood', () => {
    expect(
      defineCard({
        name: 'Test Lone',
        cost: '{U}',
        type: 'Sorcery',
        text: 'Draw a card. When you do, you gain 4 life.',
      }).notUnderstood.map(t => t.text),
    ).toEqual(['When you do, you gain 4 life']);
  });
});
