import { describe, expect, it } from 'vitest';
import { defineCard, power } from '../../src/index.js';
import { C, life, pass, play, texts, twoPlayers, zone } from '../kit.js';
import { card } from './spell.js';

/** Self-replacement effects: "… instead if …" replaces the spell's own instruction (CR 614.15, 616.1a). */
describe('self-replacement effects (CR 614.15)', () => {
  const scorch = card({
    name: 'Test Scorch',
    cost: '{0}',
    type: 'Instant',
    text: 'Test Scorch deals 2 damage to any target.\nDelirium — Test Scorch deals 5 damage instead if there are four or more card types among cards in your graveyard.',
  });
  const slip = card({
    name: 'Test Slip',
    cost: '{0}',
    type: 'Instant',
    text: 'Target creature gets -1/-1 until end of turn.\nMorbid — That creature gets -9/-9 until end of turn instead if a creature died this turn.',
  });

  it('614.15: without the condition the instruction as written; with it, the replacement on the same target', () => {
    const plain = play(
      twoPlayers({ hand: [{ def: scorch, id: 's' }] }, {}),
      { type: 'cast', player: 'Alice', card: 's', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(life(plain, 'Bob')).toBe(18);
    // Four card types in the graveyard: land, creature, instant, artifact.
    const graveyard = [C.forest, C.bears, C.bolt, C.ornithopter].map(def => ({ def }));
    const full = play(
      twoPlayers({ hand: [{ def: scorch, id: 's' }], graveyard }, {}),
      { type: 'cast', player: 'Alice', card: 's', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(life(full, 'Bob')).toBe(15);
    expect(texts(full).some(t => t.includes('self-replacement effect, 614.15'))).toBe(true);
  });

  it('614.15: "that creature gets -9/-9 … instead if a creature died this turn" — the condition as it resolves', () => {
    const s0 = twoPlayers({ hand: [{ def: slip, id: 'slip' }] }, { battlefield: [{ def: C.angel, id: 'angel' }] });
    const s = play(
      s0,
      { type: 'cast', player: 'Alice', card: 'slip', targets: [{ object: 'angel' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'angel'), power(s, 'angel')]).toEqual(['battlefield', 3]);
    const bolt = card({
      name: 'Test Zap',
      cost: '{0}',
      type: 'Instant',
      text: 'Test Zap deals 2 damage to any target.',
    });
    const t0 = twoPlayers(
      {
        hand: [
          { def: slip, id: 'slip' },
          { def: bolt, id: 'zap' },
        ],
      },
      {
        battlefield: [
          { def: C.angel, id: 'angel' },
          { def: C.bears, id: 'bears' },
        ],
      },
    );
    const t = play(
      t0,
      { type: 'cast', player: 'Alice', card: 'zap', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
      { type: 'cast', player: 'Alice', card: 'slip', targets: [{ object: 'angel' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(t, 'bears'), zone(t, 'angel')]).toEqual(['graveyard', 'graveyard']);
  });

  it('614.15: "create four … tokens instead if seven or more cards are in your graveyard" (threshold)', () => {
    const fate = card({
      name: 'Test Fate',
      cost: '{0}',
      type: 'Sorcery',
      text: 'Create two 2/2 green Bear creature tokens.\nThreshold — Create four 2/2 green Bear creature tokens instead if seven or more cards are in your graveyard.',
    });
    const bears = (graveyard: number) => {
      const s = play(
        twoPlayers(
          { hand: [{ def: fate, id: 'f' }], graveyard: Array.from({ length: graveyard }, () => ({ def: C.forest })) },
          {},
        ),
        { type: 'cast', player: 'Alice', card: 'f' },
        pass('Alice'),
        pass('Bob'),
      );
      return s.battlefield.length;
    };
    expect([bears(6), bears(7)]).toEqual([2, 4]);
  });

  it("a replacement of another kind after several instructions, or with no condition read, isn't understood", () => {
    expect(
      defineCard({
        name: 'Odd',
        type: 'Instant',
        text: 'Odd deals 2 damage to any target.\nDraw a card instead if you control a wibble.',
      }).notUnderstood,
    ).toHaveLength(1);
    expect(
      defineCard({
        name: 'Odd',
        type: 'Instant',
        // Which of the two instructions before it would be replaced, the words don't say.
        text: 'Target creature gets -1/-1 until end of turn. You gain 1 life.\nDraw a card instead if a creature died this turn.',
      }).notUnderstood,
    ).toHaveLength(1);
  });
});
