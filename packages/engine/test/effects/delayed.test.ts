import { describe, expect, it } from 'vitest';
import { defineCard, type CardDef } from '../../src/index.js';
import { C, goTo, pass, play, twoPlayers, zone } from '../kit.js';

const card = (spec: Parameters<typeof defineCard>[0]): CardDef => {
  const made = defineCard(spec);
  expect(made.notUnderstood).toEqual([]);
  return made.def;
};

describe('delayed triggered abilities (CR 603.7)', () => {
  const rally = card({
    name: 'Test Reckless Rally',
    cost: '{0}',
    type: 'Sorcery',
    text: 'Target creature you control gets +3/+0 until end of turn. Sacrifice it at the beginning of the next end step.',
  });
  const spark = card({
    name: 'Test Spark Call',
    cost: '{0}',
    type: 'Sorcery',
    text: 'Create a 3/1 red Elemental creature token with haste. At the beginning of the next end step, exile that token.',
  });

  it("603.7a, 603.7b: made as the spell resolves, it triggers once at the next end step, on the spell's target", () => {
    let s = play(
      twoPlayers(
        {
          hand: [{ def: rally, id: 'rally' }],
          battlefield: [
            { def: C.bears, id: 'bears' },
            { def: C.ogre, id: 'ogre' },
          ],
        },
        {},
      ),
      { type: 'cast', player: 'Alice', card: 'rally', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([s.delayed.length, zone(s, 'bears')]).toEqual([1, 'battlefield']);
    s = goTo(s, 'end');
    expect(s.stack.map(i => [i.trigger, i.subject])).toEqual([['delayed', 'bears']]);
    expect(s.delayed).toEqual([]);
    s = play(s, pass('Alice'), pass('Bob'));
    expect([zone(s, 'bears'), zone(s, 'ogre')]).toEqual(['graveyard', 'battlefield']);
  });

  it('603.7a: "it" is the token the spell created', () => {
    let s = play(
      twoPlayers({ hand: [{ def: spark, id: 'spark' }] }, {}),
      { type: 'cast', player: 'Alice', card: 'spark' },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.battlefield).toHaveLength(1);
    s = play(goTo(s, 'end'), pass('Alice'), pass('Bob'));
    expect(s.battlefield).toHaveLength(0);
  });
});
