import { describe, expect, it } from 'vitest';
import { attack, block, C, goTo, illegal, pass, play, twoPlayers, zone } from '../kit.js';
import { card, cast, sorcery } from '../effects/spell.js';

/** Target restrictions on what happened to a permanent this turn (CR 115.1, 601.2c), as the object it is now (400.7). */

const arrow = card({
  name: 'Test Avenging Arrow',
  cost: '{0}',
  type: 'Instant',
  text: 'Destroy target creature that dealt damage this turn.',
});
const cradle = sorcery('Test Cradle', 'Destroy target creature that entered the battlefield this turn.');
const crush = card({
  name: 'Test Crushing Pain',
  cost: '{0}',
  type: 'Instant',
  text: 'Test Crushing Pain deals 6 damage to target creature that was dealt damage this turn.',
});

describe('"that dealt damage / was dealt damage / entered the battlefield this turn"', () => {
  it('a creature that dealt combat damage this turn is a legal target; one that only blocked it is not', () => {
    let s = twoPlayers(
      { battlefield: [{ def: C.bears, id: 'bears' }] },
      {
        battlefield: [{ def: C.wallOfWood, id: 'wall' }],
        hand: [
          { def: arrow, id: 'arrow' },
          { def: crush, id: 'crush' },
        ],
      },
      { step: 'declareAttackers' },
    );
    s = play(s, attack('Alice', ['bears', 'Bob']));
    s = goTo(s, 'declareBlockers');
    s = play(s, block('Bob', ['wall', 'bears']));
    s = play(goTo(s, 'endOfCombat'), pass('Alice'));
    // The wall has 0 power: it was dealt damage, it dealt none.
    illegal(s, cast('Bob', 'arrow', { object: 'wall' }), '601.2c');
    s = play(s, cast('Bob', 'crush', { object: 'wall' }), pass('Bob'), pass('Alice'));
    expect(zone(s, 'wall')).toBe('graveyard');
    s = play(s, pass('Alice'), cast('Bob', 'arrow', { object: 'bears' }), pass('Bob'), pass('Alice'));
    expect(zone(s, 'bears')).toBe('graveyard');
  });

  it('a creature that entered this turn; not one that was there as the turn began', () => {
    const s = twoPlayers(
      {
        hand: [
          { def: C.bears, id: 'new' },
          { def: cradle, id: 'cradle' },
        ],
        manaPool: { G: 2 },
      },
      { battlefield: [{ def: C.bears, id: 'old' }] },
    );
    illegal(s, cast('Alice', 'cradle', { object: 'old' }), '601.2c');
    const t = play(s, cast('Alice', 'new'), pass('Alice'), pass('Bob'), cast('Alice', 'cradle', { object: 'new' }));
    expect(zone(play(t, pass('Alice'), pass('Bob')), 'new')).toBe('graveyard');
  });
});

describe('"target spell with converted mana cost 4 or greater" (CR 202.3, 115.1)', () => {
  const stroke = card({
    name: 'Test Disdainful Stroke',
    cost: '{0}',
    type: 'Instant',
    text: 'Counter target spell with converted mana cost 4 or greater.',
  });

  it("a spell of mana value 4 is a legal target; one of 3 isn't", () => {
    const s = twoPlayers(
      {
        hand: [
          { def: C.spider, id: 'spider' },
          { def: C.divination, id: 'div' },
        ],
        manaPool: { G: 1, U: 1, C: 5 },
      },
      {
        hand: [
          { def: stroke, id: 'stroke' },
          { def: stroke, id: 'stroke2' },
        ],
      },
    );
    const div = play(s, cast('Alice', 'div'), pass('Alice'));
    illegal(div, cast('Bob', 'stroke', { object: 'div' }), '601.2c');
    const spider = play(s, cast('Alice', 'spider'), pass('Alice'), cast('Bob', 'stroke', { object: 'spider' }));
    expect(zone(play(spider, pass('Bob'), pass('Alice')), 'spider')).toBe('graveyard');
  });
});
