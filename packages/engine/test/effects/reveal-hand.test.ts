import { describe, expect, it } from 'vitest';
import { defineCard, power } from '../../src/index.js';
import { C, pass, play, texts, twoPlayers } from '../kit.js';

// 701.20a: revealing shows a card; "any number" is its controller's choice, by default every card of the kind.
describe('"Reveal any number of green cards in your hand" (CR 701.20a)', () => {
  // Like Scent of Ivy.
  const scent = defineCard({
    name: 'Test Scent',
    cost: '{G}',
    type: 'Instant',
    text: 'Reveal any number of green cards in your hand. Target creature gets +X/+X until end of turn, where X is the number of cards revealed this way.',
  });

  it('every green card in hand is revealed by default, and X counts them', () => {
    expect(scent.notUnderstood).toEqual([]);
    const s0 = twoPlayers(
      {
        hand: [{ def: scent.def, id: 'scent' }, { def: C.giantGrowth }, { def: C.bears }, { def: C.bolt }],
        battlefield: [{ def: C.forest }, { def: C.bears, id: 'target' }],
      },
      {},
    );
    const s = play(
      s0,
      { type: 'cast', player: 'Alice', card: 'scent', targets: [{ object: 'target' }] },
      pass('Alice'),
      pass('Bob'),
    );
    // Giant Growth and Grizzly Bears are green; Lightning Bolt isn't.
    expect(power(s, 'target')).toBe(4);
    expect(texts(s)).toContain(
      'Alice reveals Giant Growth, Grizzly Bears from their hand (the default choice: every card of the kind asked for).',
    );
  });

  it('605.1a: "Add {C}{C} for each card revealed this way" would make it a mana ability: not read', () => {
    const worker = defineCard({
      name: 'Test Metalworker',
      cost: '{3}',
      type: 'Artifact Creature — Construct',
      power: 1,
      toughness: 2,
      text: '{T}: Reveal any number of artifact cards in your hand. Add {C}{C} for each card revealed this way.',
    });
    expect(worker.notUnderstood).not.toEqual([]);
  });
});
