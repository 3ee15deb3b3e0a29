import { describe, expect, it } from 'vitest';
import { defineCard, keywordInfo, type CardDef } from '../../../src/index.js';
import { C, illegal, pass, play, twoPlayers, zone } from '../../kit.js';

/** Keywords about casting spells (CR 702), each one entry of `core/keywords/casting.ts`. Invented cards. */

const card = (spec: Parameters<typeof defineCard>[0]): CardDef => {
  const made = defineCard(spec);
  expect(made.problems).toEqual([]);
  expect(made.notUnderstood).toEqual([]);
  return made.def;
};

describe('split second (CR 702.61)', () => {
  const sudden = card({
    name: 'Test Sudden Shock',
    cost: '{1}{R}',
    type: 'Instant',
    text: 'Split second\nTest Sudden Shock deals 2 damage to any target.',
  });
  const pinger = card({ name: 'Test Pinger', cost: '{1}', type: 'Artifact', text: '{T}: Target player loses 1 life.' });
  const setup = () =>
    play(
      twoPlayers(
        { battlefield: [{ def: C.mountain }, { def: C.mountain }], hand: [{ def: sudden, id: 'sudden' }] },
        {
          battlefield: [
            { def: C.bears, id: 'bears' },
            { def: C.forest, id: 'forest' },
            { def: pinger, id: 'pinger' },
          ],
          hand: [{ def: C.giantGrowth, id: 'growth' }],
        },
      ),
      { type: 'cast', player: 'Alice', card: 'sudden', targets: [{ object: 'bears' }] },
      pass('Alice'),
    );

  it('is the keyword split second, read from its line', () => {
    expect(keywordInfo('Split second')).toEqual({ name: 'split second', rule: '702.61a' });
    expect(sudden.keywords).toEqual(['split second']);
  });

  it("702.61b: while it is on the stack, players can't cast spells …", () => {
    const v = illegal(
      setup(),
      { type: 'cast', player: 'Bob', card: 'growth', targets: [{ object: 'bears' }] },
      '702.61b',
    );
    expect(v.message).toBe(
      "Bob can't cast Giant Growth: Test Sudden Shock has split second, and it is on the stack (CR 702.61b).",
    );
  });

  it("702.61b: … or activate abilities that aren't mana abilities; mana abilities they may", () => {
    const s = setup();
    illegal(
      s,
      { type: 'activate', player: 'Bob', source: 'pinger', ability: 0, targets: [{ player: 'Alice' }] },
      '702.61b',
    );
    play(s, { type: 'activateMana', player: 'Bob', source: 'forest' });
  });

  it('702.61a: once it has left the stack, abilities may be activated again', () => {
    const s = play(setup(), pass('Bob'), pass('Alice'));
    expect(zone(s, 'bears')).toBe('graveyard');
    expect(s.priority).toBe('Bob');
    play(s, { type: 'activate', player: 'Bob', source: 'pinger', ability: 0, targets: [{ player: 'Alice' }] });
  });
});
