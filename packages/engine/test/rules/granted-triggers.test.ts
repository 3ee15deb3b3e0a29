import { describe, expect, it } from 'vitest';
import { C, attack, goTo, life, pass, play, twoPlayers } from '../kit.js';
import { card } from '../effects/spell.js';

/** Cast an Aura from Alice's hand onto `host` and let it resolve. */
const enchant = (aura: string, host: string) => [
  { type: 'cast' as const, player: 'Alice', card: aura, targets: [{ object: host }] },
  pass('Alice'),
  pass('Bob'),
];

describe('triggered abilities an Aura grants (CR 613.1f, 603.2)', () => {
  it('613.1f: "enchanted creature has \\"Whenever this creature deals combat damage to a player, …\\"" triggers for the creature', () => {
    const obsession = card({
      name: 'Test Obsession',
      cost: '{0}',
      type: 'Enchantment - Aura',
      keywords: ['enchant creature'],
      text: 'Enchanted creature has "Whenever this creature deals combat damage to a player, you gain 3 life."',
    });
    let s = twoPlayers({ battlefield: [{ def: C.bears, id: 'bears' }], hand: [{ def: obsession, id: 'aura' }] }, {});
    s = play(s, ...enchant('aura', 'bears'));
    s = goTo(s, 'declareAttackers');
    s = play(s, attack('Alice', ['bears', 'Bob']));
    s = goTo(s, 'combatDamage');
    expect(s.stack.map(i => i.source)).toEqual(['bears']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect([life(s, 'Alice'), life(s, 'Bob')]).toEqual([23, 18]);
  });

  it('603.2b: "enchanted creature has \\"At the beginning of your upkeep, …\\"": the creature\'s controller\'s upkeep', () => {
    const curse = card({
      name: 'Test Pillory',
      cost: '{0}',
      type: 'Enchantment - Aura',
      keywords: ['enchant creature'],
      text: 'Enchanted creature has "At the beginning of your upkeep, you lose 1 life."',
    });
    let s = twoPlayers(
      { hand: [{ def: curse, id: 'aura' }], library: [{ def: C.bears }] },
      { battlefield: [{ def: C.bears, id: 'bears' }], library: [{ def: C.bears }, { def: C.bears }] },
    );
    s = play(s, ...enchant('aura', 'bears'));
    s = goTo(s, 'upkeep');
    expect(s.activePlayer).toBe('Bob');
    expect(s.stack.map(i => [i.source, i.controller])).toEqual([['bears', 'Bob']]);
    s = play(s, pass('Bob'), pass('Alice'));
    expect([life(s, 'Alice'), life(s, 'Bob')]).toEqual([20, 19]);
  });

  it('613.1f: the ability is gone once the Aura is', () => {
    const curse = card({
      name: 'Test Pillory',
      cost: '{0}',
      type: 'Enchantment - Aura',
      keywords: ['enchant creature'],
      text: 'Enchanted creature has "At the beginning of your upkeep, you lose 1 life."',
    });
    const smash = card({ name: 'Test Smash', cost: '{0}', type: 'Instant', text: 'Destroy target enchantment.' });
    let s = twoPlayers(
      {
        hand: [
          { def: curse, id: 'aura' },
          { def: smash, id: 'smash' },
        ],
        library: [{ def: C.bears }],
      },
      { battlefield: [{ def: C.bears, id: 'bears' }], library: [{ def: C.bears }, { def: C.bears }] },
    );
    s = play(s, ...enchant('aura', 'bears'));
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'smash', targets: [{ object: 'aura' }] },
      pass('Alice'),
      pass('Bob'),
    );
    s = goTo(s, 'upkeep');
    expect(s.stack).toEqual([]);
  });

  it('603.10a: a granted "when this creature dies" looks back: the creature had it as it died', () => {
    const words = card({
      name: 'Test Last Words',
      cost: '{0}',
      type: 'Enchantment - Aura',
      keywords: ['enchant creature'],
      text: 'Enchanted creature has "When this creature dies, you gain 2 life."',
    });
    const murder = card({ name: 'Test Murder', cost: '{0}', type: 'Instant', text: 'Destroy target creature.' });
    let s = twoPlayers(
      {
        battlefield: [{ def: C.bears, id: 'bears' }],
        hand: [
          { def: words, id: 'aura' },
          { def: murder, id: 'murder' },
        ],
      },
      {},
    );
    s = play(s, ...enchant('aura', 'bears'));
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'murder', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.stack.map(i => i.source)).toEqual(['bears']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Alice')).toBe(22);
  });

  it('613.1f: a spell whose target creature gains a quoted "when this creature dies" ability until end of turn', () => {
    const endurance = card({
      name: 'Test Endurance',
      cost: '{0}',
      type: 'Instant',
      text: 'Until end of turn, target creature gets +2/+0 and gains "When this creature dies, you gain 2 life."',
    });
    const murder = card({ name: 'Test Murder', cost: '{0}', type: 'Instant', text: 'Destroy target creature.' });
    let s = twoPlayers(
      {
        battlefield: [{ def: C.bears, id: 'bears' }],
        hand: [
          { def: endurance, id: 'endurance' },
          { def: murder, id: 'murder' },
        ],
      },
      {},
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'endurance', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'murder', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Alice')).toBe(22);
  });
});
