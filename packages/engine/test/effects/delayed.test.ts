import { describe, expect, it } from 'vitest';
import { defineCard, type CardDef } from '../../src/index.js';
import { C, attack, block, goTo, life, pass, play, twoPlayers, zone } from '../kit.js';

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

describe('delayed triggered abilities at other steps (CR 603.7b)', () => {
  const library = Array.from({ length: 5 }, () => ({ def: C.island }));
  // From wherever the game is to the given step; a trigger there goes on the stack and resolves.
  const reach = (state: ReturnType<typeof twoPlayers>, step: 'upkeep' | 'main1') => {
    let s = goTo(state, step);
    while (s.stack.length > 0) s = play(s, pass(s.priority!));
    return s;
  };

  it('603.7b: "draw a card at the beginning of the next turn\'s upkeep" — the opponent\'s upkeep comes first, and it draws then', () => {
    const glimpse = card({
      name: 'Test Slow Glimpse',
      cost: '{0}',
      type: 'Instant',
      text: "Draw a card at the beginning of the next turn's upkeep.",
    });
    let s = twoPlayers({ hand: [{ def: glimpse, id: 'g' }], library }, { library });
    s = play(s, { type: 'cast', player: 'Alice', card: 'g' }, pass('Alice'), pass('Bob'));
    expect(s.players[0]!.hand).toEqual([]);
    s = reach(goTo(s, 'end'), 'upkeep');
    expect([s.activePlayer, s.players[0]!.hand.length, s.delayed]).toEqual(['Bob', 1, []]);
  });

  it('603.7b: "… at the beginning of your next upkeep" waits through the opponent\'s turn', () => {
    const seed = card({
      name: 'Test Slow Seed',
      cost: '{0}',
      type: 'Instant',
      text: 'At the beginning of your next upkeep, you gain 3 life.',
    });
    let s = twoPlayers({ hand: [{ def: seed, id: 'g' }], library }, { library });
    s = play(s, { type: 'cast', player: 'Alice', card: 'g' }, pass('Alice'), pass('Bob'));
    s = reach(goTo(s, 'end'), 'main1'); // Bob's turn
    expect([s.activePlayer, s.players[0]!.life]).toEqual(['Bob', 20]);
    s = reach(goTo(s, 'end'), 'main1'); // Alice's turn
    expect([s.activePlayer, s.players[0]!.life]).toEqual(['Alice', 23]);
  });
});

describe('"it" in a delayed triggered ability of a triggered ability (CR 603.7a, 603.2)', () => {
  it('603.2: "whenever ~ blocks a creature, destroy that creature at end of combat" — the blocked creature, not ~', () => {
    const wall = card({
      name: 'Test Basilisk Wall',
      type: 'Creature — Wall',
      power: 0,
      toughness: 4,
      text: 'Whenever Test Basilisk Wall blocks a creature, destroy that creature at end of combat.',
    });
    let s = twoPlayers({ battlefield: [{ def: C.ogre, id: 'ogre' }] }, { battlefield: [{ def: wall, id: 'wall' }] });
    s = play(goTo(s, 'declareAttackers'), attack('Alice', ['ogre', 'Bob']), pass('Alice'), pass('Bob'));
    s = play(s, block('Bob', ['wall', 'ogre']));
    for (let i = 0; i < 20 && s.step !== 'end' && s.priority; i++) s = play(s, pass(s.priority));
    expect([zone(s, 'ogre'), zone(s, 'wall')]).toEqual(['graveyard', 'battlefield']);
  });

  it('608.2f: "destroy that creature and ~" — both at once', () => {
    const zealot = card({
      name: 'Test Zealot',
      type: 'Creature — Human',
      power: 1,
      toughness: 1,
      text: 'When Test Zealot blocks a creature, destroy that creature and Test Zealot.',
    });
    let s = twoPlayers(
      { battlefield: [{ def: C.ogre, id: 'ogre' }] },
      { battlefield: [{ def: zealot, id: 'zealot' }] },
    );
    s = play(goTo(s, 'declareAttackers'), attack('Alice', ['ogre', 'Bob']), pass('Alice'), pass('Bob'));
    s = play(s, block('Bob', ['zealot', 'ogre']), pass('Alice'), pass('Bob'));
    expect([zone(s, 'ogre'), zone(s, 'zealot')]).toEqual(['graveyard', 'graveyard']);
  });
});

describe('"when that creature dies this turn" (CR 603.7a, 603.7b, 700.4)', () => {
  const outburst = card({
    name: 'Test Outburst',
    cost: '{0}',
    type: 'Instant',
    text: 'Target creature gets +1/+0 until end of turn. When that creature dies this turn, create a 3/2 colorless Eldrazi Horror creature token.',
  });
  const board = () =>
    twoPlayers(
      {
        hand: [
          { def: outburst, id: 'outburst' },
          { def: C.bolt, id: 'bolt' },
        ],
        battlefield: [{ def: C.mountain }],
      },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );
  const cast = () =>
    play(
      board(),
      { type: 'cast', player: 'Alice', card: 'outburst', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );

  it('603.7b: it triggers once, as the creature dies this turn', () => {
    let s = cast();
    expect(s.delayed).toHaveLength(1);
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'bears')).toBe('graveyard');
    expect(s.stack.map(i => i.trigger)).toEqual(['delayed']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(s.battlefield.filter(id => s.objects[id]!.token)).toHaveLength(1);
    expect(s.delayed).toEqual([]);
  });

  it('603.7b: after this turn it no longer waits', () => {
    const s = goTo(goTo(cast(), 'end'), 'upkeep');
    expect(s.delayed).toEqual([]);
  });

  it('603.6c: "when that creature leaves the battlefield this turn" — into any zone', () => {
    const mark = card({
      name: 'Test Mark',
      cost: '{0}',
      type: 'Instant',
      text: 'Target creature gets +1/+0 until end of turn. When that creature leaves the battlefield this turn, you gain 3 life.',
    });
    const unsummon = card({
      name: 'Test Unsummon',
      cost: '{0}',
      type: 'Instant',
      text: "Return target creature to its owner's hand.",
    });
    let s = twoPlayers(
      {
        hand: [
          { def: mark, id: 'mark' },
          { def: unsummon, id: 'unsummon' },
        ],
      },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'mark', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'unsummon', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'bears'), s.stack.map(i => i.trigger)]).toEqual(['hand', ['delayed']]);
    expect(life(play(s, pass('Alice'), pass('Bob')), 'Alice')).toBe(23);
  });
});

describe('"whenever a Minotaur attacks this turn" (CR 603.7c)', () => {
  const minotaur = card({ name: 'Test Minotaur', cost: '{2}', type: 'Creature — Minotaur', power: 2, toughness: 2 });
  const rage = card({
    name: 'Test Rage',
    cost: '{0}',
    type: 'Sorcery',
    text: 'Whenever a Minotaur attacks this turn, it gets +2/+0 until end of turn. Destroy that creature at end of combat.',
  });

  it('603.7c: each attacker that fits triggers it, "it" and "that creature" being that attacker', () => {
    let s = twoPlayers(
      {
        hand: [{ def: rage, id: 'rage' }],
        battlefield: [
          { def: minotaur, id: 'm' },
          { def: C.bears, id: 'bears' },
        ],
      },
      {},
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'rage' }, pass('Alice'), pass('Bob'));
    s = play(goTo(s, 'declareAttackers'), attack('Alice', ['m', 'Bob'], ['bears', 'Bob']));
    expect(s.stack.map(i => [i.trigger, i.subject])).toEqual([['delayed', 'm']]);
    s = play(s, pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'), block('Bob'));
    for (let i = 0; i < 20 && s.step !== 'end' && s.priority; i++) s = play(s, pass(s.priority));
    // 4 from the Minotaur, 2 from the bears; then the Minotaur is destroyed at end of combat.
    expect([life(s, 'Bob'), zone(s, 'm'), zone(s, 'bears')]).toEqual([14, 'graveyard', 'battlefield']);
  });

  it('603.7c: only this turn — an attack on a later turn triggers nothing', () => {
    const library = [{ def: C.filler }, { def: C.filler }];
    let s = twoPlayers(
      { hand: [{ def: rage, id: 'rage' }], battlefield: [{ def: minotaur, id: 'm' }], library },
      { library },
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'rage' }, pass('Alice'), pass('Bob'));
    s = goTo(goTo(goTo(goTo(s, 'end'), 'upkeep'), 'end'), 'declareAttackers');
    expect([s.activePlayer, s.delayed]).toEqual(['Alice', []]);
    s = play(s, attack('Alice', ['m', 'Bob']));
    expect(s.stack).toEqual([]);
  });
});

describe('"at the beginning of combat this turn" (CR 603.7b)', () => {
  const intervention = card({
    name: 'Test Intervention',
    cost: '{0}',
    type: 'Sorcery',
    text: 'At the beginning of combat this turn, Test Intervention deals 3 damage to each creature.',
  });
  const library = [{ def: C.filler }, { def: C.filler }];

  it("603.7b: it triggers as this turn's combat begins", () => {
    let s = twoPlayers(
      { hand: [{ def: intervention, id: 'i' }], library },
      { battlefield: [{ def: C.bears, id: 'bears' }], library },
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'i' }, pass('Alice'), pass('Bob'));
    s = goTo(s, 'beginningOfCombat');
    expect(s.stack.map(i => i.trigger)).toEqual(['delayed']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(zone(s, 'bears')).toBe('graveyard');
  });

  it("made after this turn's combat, it never triggers, and is gone as the turn ends", () => {
    let s = twoPlayers(
      { hand: [{ def: intervention, id: 'i' }], library },
      { battlefield: [{ def: C.bears, id: 'bears' }], library },
      { step: 'main2' },
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'i' }, pass('Alice'), pass('Bob'));
    s = goTo(goTo(s, 'upkeep'), 'beginningOfCombat');
    expect([s.activePlayer, s.stack, s.delayed, zone(s, 'bears')]).toEqual(['Bob', [], [], 'battlefield']);
  });
});

describe('"when that creature dies this turn, … the creature\'s controller" (CR 603.7c, 608.2h)', () => {
  it('the controller of the creature that died, as it last was', () => {
    const blood = card({
      name: 'Test Blood',
      cost: '{0}',
      type: 'Instant',
      text: "Test Blood deals 2 damage to target creature. When that creature dies this turn, Test Blood deals 3 damage to the creature's controller.",
    });
    const s = play(
      twoPlayers({ hand: [{ def: blood, id: 'b' }] }, { battlefield: [{ def: C.bears, id: 'bears' }] }),
      { type: 'cast', player: 'Alice', card: 'b', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'bears'), life(s, 'Bob'), life(s, 'Alice')]).toEqual(['graveyard', 17, 20]);
  });
});
