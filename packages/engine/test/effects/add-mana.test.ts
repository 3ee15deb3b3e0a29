import { describe, expect, it } from 'vitest';
import { defineCard } from '../../src/index.js';
import { C, illegal, pass, play, twoPlayers } from '../kit.js';

describe('"Add {R}{G}" as an instruction (CR 106.3)', () => {
  const emissary = defineCard({
    name: 'Test Emissary',
    cost: '{0}',
    type: 'Creature — Elemental',
    power: 2,
    toughness: 2,
    text: 'When Test Emissary enters the battlefield, add {R}{G}.',
  });
  const geyser = defineCard({
    name: 'Test Geyser',
    cost: '{0}',
    type: 'Sorcery',
    text: 'Add {R} for each tapped land your opponents control.',
  });

  it('106.3: an enters trigger (not a mana ability: it uses the stack) adds both mana as it resolves', () => {
    expect(emissary.notUnderstood).toEqual([]);
    const s0 = twoPlayers({ hand: [{ def: emissary.def, id: 'e' }] }, {});
    const s = play(s0, { type: 'cast', player: 'Alice', card: 'e' }, pass('Alice'), pass('Bob'));
    expect(s.stack).toHaveLength(1);
    const after = play(s, pass('Alice'), pass('Bob'));
    expect(after.players[0]!.manaPool).toMatchObject({ R: 1, G: 1 });
  });

  it('608.2h: "for each tapped land your opponents control" counts only the opponents\' tapped lands', () => {
    expect(geyser.notUnderstood).toEqual([]);
    const s0 = twoPlayers(
      { hand: [{ def: geyser.def, id: 'g' }], battlefield: [{ def: C.mountain, tapped: true }] },
      { battlefield: [{ def: C.forest, tapped: true }, { def: C.forest, tapped: true }, { def: C.forest }] },
    );
    const s = play(s0, { type: 'cast', player: 'Alice', card: 'g' }, pass('Alice'), pass('Bob'));
    expect(s.players[0]!.manaPool.R).toBe(2);
  });
});

describe('more of the words real cards use', () => {
  it('601.2f: "As an additional cost to cast this spell, sacrifice a creature" on a creature card', () => {
    const gorger = defineCard({
      name: 'Test Gorger',
      cost: '{0}',
      type: 'Creature — Demon',
      power: 5,
      toughness: 5,
      text: 'As an additional cost to cast this spell, sacrifice a creature.',
    });
    expect(gorger.notUnderstood).toEqual([]);
    const s0 = twoPlayers({ hand: [{ def: gorger.def, id: 'g' }], battlefield: [{ def: C.bears, id: 'bears' }] }, {});
    const s = play(s0, { type: 'cast', player: 'Alice', card: 'g' });
    expect(s.players[0]!.graveyard).toContain('bears');
    illegal(
      twoPlayers({ hand: [{ def: gorger.def, id: 'g' }] }, {}),
      { type: 'cast', player: 'Alice', card: 'g' },
      '701.21a',
    );
  });

  it('"{2}{R}, Sacrifice ~: It deals 3 damage to any target": "it" is the sacrificed source', () => {
    const spear = defineCard({
      name: 'Test Spear',
      cost: '{1}',
      type: 'Artifact',
      text: '{0}, Sacrifice Test Spear: It deals 3 damage to any target.',
    });
    expect(spear.notUnderstood).toEqual([]);
    const s0 = twoPlayers({ battlefield: [{ def: spear.def, id: 'spear' }] }, {});
    const s = play(
      s0,
      { type: 'activate', player: 'Alice', source: 'spear', ability: 0, targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.players[1]!.life).toBe(17);
  });

  it('"{T}: Add {G} for each +1/+1 counter on ~" counts the source\'s counters', () => {
    const sage = defineCard({
      name: 'Test Sage',
      cost: '{0}',
      type: 'Creature — Elf',
      power: 1,
      toughness: 1,
      text: '{T}: Add {G} for each +1/+1 counter on Test Sage.',
    });
    expect(sage.notUnderstood).toEqual([]);
    const s = play(twoPlayers({ battlefield: [{ def: sage.def, id: 'sage', counters: { '+1/+1': 2 } }] }, {}), {
      type: 'activateMana',
      player: 'Alice',
      source: 'sage',
    });
    expect(s.players[0]!.manaPool.G).toBe(2);
  });

  it('700.5: "{T}: Add an amount of {G} equal to your devotion to green" makes {G} that many times', () => {
    const acolyte = defineCard({
      name: 'Test Acolyte',
      cost: '{3}{G}',
      type: 'Creature — Human',
      power: 1,
      toughness: 4,
      text: '{T}: Add an amount of {G} equal to your devotion to green.',
    });
    expect(acolyte.notUnderstood).toEqual([]);
    const board = twoPlayers(
      { battlefield: [{ def: acolyte.def, id: 'ac' }, { def: C.bears }, { def: C.forest }] },
      {},
    );
    const s = play(board, { type: 'activateMana', player: 'Alice', source: 'ac' });
    // {G} of its own cost and {G} of the Bears; the Forest has no mana cost.
    expect(s.players[0]!.manaPool.G).toBe(2);
  });

  it('"add an amount of {C} equal to …" in a triggered ability is {C} that many times', () => {
    const echo = defineCard({
      name: 'Test Echoes',
      cost: '{0}',
      type: 'Creature — Elf',
      power: 1,
      toughness: 1,
      text: 'When Test Echoes enters the battlefield, add an amount of {C} equal to the number of Elves you control.',
    });
    expect(echo.notUnderstood).toEqual([]);
    const s0 = twoPlayers({ hand: [{ def: echo.def, id: 'e' }], battlefield: [{ def: C.elves }] }, {});
    const s = play(
      s0,
      { type: 'cast', player: 'Alice', card: 'e' },
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.players[0]!.manaPool.C).toBe(2);
  });

  it('"each other player sacrifices a creature", "return all attacking creatures to their owner\'s hand", a graveyard card "with mana value 3 or less"', () => {
    for (const text of [
      'Each other player sacrifices a creature.',
      "Return all attacking creatures to their owner's hand.",
      'Return target artifact card with mana value 3 or less from your graveyard to the battlefield.',
    ]) {
      expect(defineCard({ name: 'Test', cost: '{0}', type: 'Sorcery', text }).notUnderstood).toEqual([]);
    }
    const engineer = defineCard({
      name: 'Test',
      cost: '{0}',
      type: 'Sorcery',
      text: 'Return target artifact card with mana value 3 or less from your graveyard to the battlefield.',
    });
    expect(engineer.def.abilities[0]).toMatchObject({
      targets: [
        {
          object: {
            zone: 'graveyard',
            filter: { types: ['Artifact'], stat: { kind: 'manaValue', atMost: 3 }, controller: 'you' },
          },
        },
      ],
    });
  });
});
