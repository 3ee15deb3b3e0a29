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

describe('alternative costs of mana, life and cards from the hand (CR 118.9, 701.13a)', () => {
  const dawn = card({
    name: 'Test Dawn Bringer',
    cost: '{6}{W}{W}',
    type: 'Creature — Angel',
    power: 5,
    toughness: 5,
    text: "You may pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost.",
  });
  const denial = card({
    name: 'Test Sudden Denial',
    cost: '{3}{U}{U}',
    type: 'Instant',
    text: "If it's not your turn, you may pay 1 life and exile a blue card from your hand rather than pay this spell's mana cost.\nDraw a card.",
  });
  const blue = card({ name: 'Test Blue Card', cost: '{U}', type: 'Sorcery', text: 'Draw a card.' });

  it('118.9: "pay {W}{U}{B}{R}{G}" — that mana instead of its mana cost', () => {
    const lands = [C.plains, C.island, C.swamp, C.mountain, C.forest].map(def => ({ def }));
    const s = play(
      twoPlayers({ hand: [{ def: dawn, id: 'dawn' }], battlefield: lands }, {}),
      { type: 'cast', player: 'Alice', card: 'dawn', alternative: true },
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'dawn')).toBe('battlefield');
    expect(texts(s)).toContain('Alice pays {W}{U}{B}{R}{G}.');
  });

  it("118.9, 701.13a: 1 life and a blue card from the hand exiled, only when it isn't its caster's turn", () => {
    const library = [{ def: C.filler }, { def: C.filler }];
    const cast = { type: 'cast' as const, player: 'Bob', card: 'denial', alternative: true };
    // Alice passes in her main phase: Bob may cast an instant.
    const s0 = play(
      twoPlayers(
        {},
        {
          hand: [
            { def: C.bolt, id: 'bolt' },
            { def: denial, id: 'denial' },
            { def: blue, id: 'blue' },
          ],
          library,
        },
      ),
      pass('Alice'),
    );
    const s = play(s0, cast, pass('Bob'), pass('Alice'));
    // The red Bolt doesn't fit: the first blue card does (the default choice).
    expect([zone(s, 'blue'), zone(s, 'bolt'), life(s, 'Bob')]).toEqual(['exile', 'hand', 19]);
    expect(texts(s)).toContain(
      'Bob exiles Test Blue Card from their hand to pay the cost (the default choice: the first that fits).',
    );
    const noBlue = play(twoPlayers({}, { hand: [{ def: denial, id: 'denial' }], library }), pass('Alice'));
    expect(illegal(noBlue, cast, '118.3').message).toContain('fewer than 1 card in their hand the cost can exile');
    const ownTurn = twoPlayers(
      {},
      { hand: [{ def: denial, id: 'denial' }, { def: blue }], library },
      { activePlayer: 'Bob' },
    );
    expect(illegal(ownTurn, cast, '118.9').message).toContain("its condition doesn't hold");
  });
});

describe('an additional cost of two parts (CR 601.2f)', () => {
  it('601.2f: "discard a card and sacrifice a creature" — both paid as it is cast', () => {
    const disposal = card({
      name: 'Test Grim Disposal',
      cost: '{0}',
      type: 'Sorcery',
      text: 'As an additional cost to cast this spell, discard a card and sacrifice a creature.\nYou gain 4 life.',
    });
    const s = play(
      twoPlayers(
        {
          hand: [
            { def: disposal, id: 'disposal' },
            { def: C.filler, id: 'filler' },
          ],
          battlefield: [{ def: C.bears, id: 'bears' }],
        },
        {},
      ),
      { type: 'cast', player: 'Alice', card: 'disposal', sacrifice: ['bears'], discard: ['filler'] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'bears'), zone(s, 'filler'), life(s, 'Alice')]).toEqual(['graveyard', 'graveyard', 24]);
    const noCreature = twoPlayers({ hand: [{ def: disposal, id: 'disposal' }, { def: C.filler }] }, {});
    illegal(noCreature, { type: 'cast', player: 'Alice', card: 'disposal' }, '701.21a');
  });
});
