import { describe, expect, it } from 'vitest';
import { defineCard } from '../../src/index.js';
import { C, illegal, life, pass, play, texts, twoPlayers, zone } from '../kit.js';
import { card } from '../effects/spell.js';

/** Alternative costs written on a card (CR 118.9): "… rather than pay this spell's mana cost". Invented cards. */
describe('alternative costs (CR 118.9)', () => {
  const pitch = card({
    name: 'Verdant Denial',
    cost: '{3}{G}{G}',
    type: 'Instant',
    text: "You may sacrifice a nontoken green creature rather than pay this spell's mana cost.\nVerdant Denial deals 3 damage to any target.",
  });
  const grove = card({
    name: 'Grove Offering',
    cost: '{4}{G}',
    type: 'Sorcery',
    text: "If you control a Forest, you may pay 2 life rather than pay this spell's mana cost.\nYou gain 7 life.",
  });
  const cast = (alternative: boolean, sacrifice?: string[]) => ({
    type: 'cast' as const,
    player: 'Alice',
    card: 'pitch',
    targets: [{ player: 'Bob' }],
    ...(alternative ? { alternative } : {}),
    ...(sacrifice ? { sacrifice } : {}),
  });

  it('reads "you may <cost> rather than pay this spell\'s mana cost", with a condition or not', () => {
    expect(
      defineCard({
        name: 'Verdant Denial',
        type: 'Instant',
        text: "You may sacrifice a nontoken green creature rather than pay this spell's mana cost.",
      }).def.abilities[0],
    ).toMatchObject({ kind: 'alternativeCost' });
    expect(grove.abilities[0]).toMatchObject({ kind: 'alternativeCost', cost: { life: 2 } });
  });

  it('118.9: cast for its alternative cost, it costs no mana: the creature named is sacrificed instead', () => {
    const s0 = twoPlayers(
      {
        hand: [{ def: pitch, id: 'pitch' }],
        battlefield: [
          { def: C.bears, id: 'bears' },
          { def: C.elves, id: 'elves' },
        ],
      },
      {},
    );
    const s = play(s0, cast(true, ['elves']), pass('Alice'), pass('Bob'));
    expect([zone(s, 'elves'), zone(s, 'bears'), life(s, 'Bob')]).toEqual(['graveyard', 'battlefield', 17]);
    expect(texts(s)).toContain('Alice casts Verdant Denial for its alternative cost targeting Bob.');
  });

  it("118.9: without it, the mana cost is due; with nothing that fits, the alternative cost can't be paid", () => {
    const noMana = twoPlayers(
      { hand: [{ def: pitch, id: 'pitch' }], battlefield: [{ def: C.bears, id: 'bears' }] },
      {},
    );
    expect(illegal(noMana, cast(false), '601.2h').code).toMatch(/^cost\//);
    const red = twoPlayers(
      { hand: [{ def: pitch, id: 'pitch' }], battlefield: [{ def: C.ragingGoblin, id: 'goblin' }] },
      {},
    );
    const v = illegal(red, cast(true), '701.21a');
    expect(v.message).toContain('sacrifice');
  });

  it("118.9: a card without one can't be cast for it; a condition must hold as it is cast", () => {
    const bolt = twoPlayers({ hand: [{ def: C.bolt, id: 'bolt' }] }, {});
    const v = illegal(
      bolt,
      { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }], alternative: true },
      '118.9',
    );
    expect(v.code).toBe('cast/no-alternative-cost');
    const noForest = twoPlayers({ hand: [{ def: grove, id: 'grove' }] }, {});
    expect(
      illegal(noForest, { type: 'cast', player: 'Alice', card: 'grove', alternative: true }, '118.9').message,
    ).toContain("its condition doesn't hold");
    const withForest = play(
      twoPlayers({ hand: [{ def: grove, id: 'grove' }], battlefield: [{ def: C.forest }] }, {}),
      { type: 'cast', player: 'Alice', card: 'grove', alternative: true },
      pass('Alice'),
      pass('Bob'),
    );
    expect(life(withForest, 'Alice')).toBe(25);
  });
});
