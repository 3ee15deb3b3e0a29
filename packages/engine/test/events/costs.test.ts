import { describe, expect, it } from 'vitest';
import { defineCard, power, type Action, type CardDef } from '../../src/index.js';
import { C, goTo, illegal, pass, perm, play, texts, twoPlayers, zone } from '../kit.js';

const card = (spec: Parameters<typeof defineCard>[0]): CardDef => {
  const made = defineCard(spec);
  expect(made.notUnderstood).toEqual([]);
  return made.def;
};

/** Cost parts of activated abilities (CR 602.2b, 118.3), set up like XMage's card tests. */
const activate = (player: string, source: string, ability: number, rest: Partial<Action> = {}): Action =>
  ({ type: 'activate', player, source, ability, ...rest }) as Action;
const cards = (n: number) => Array.from({ length: n }, () => ({ def: C.filler }));

describe('loyalty abilities with X (CR 606.4, 107.3a)', () => {
  const walker = card({
    name: 'Test Flame Walker',
    cost: '{3}{R}',
    type: 'Legendary Planeswalker — Test',
    loyalty: 4,
    text: '\u2212X: Test Flame Walker deals X damage to target creature.',
  });

  it('606.4: "\u2212X" removes the X announced, and the effect uses that X', () => {
    let s = twoPlayers(
      { battlefield: [{ def: walker, id: 'walker' }] },
      { battlefield: [{ def: C.spider, id: 'spider' }] },
    );
    s = play(s, activate('Alice', 'walker', 0, { x: 3, targets: [{ object: 'spider' }] }));
    expect(perm(s, 'walker').counters.loyalty).toBe(1);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(perm(s, 'spider').damage).toBe(3);
  });

  it('606.6: X can be no more than the loyalty it has', () => {
    const s = twoPlayers(
      { battlefield: [{ def: walker, id: 'walker' }] },
      { battlefield: [{ def: C.spider, id: 'spider' }] },
    );
    illegal(s, activate('Alice', 'walker', 0, { x: 5, targets: [{ object: 'spider' }] }), '606.6');
  });
});

describe('costs that move permanents (CR 400.3, 701.13a)', () => {
  it('701.13a: "Exile ~" exiles the source as the cost; the ability still resolves (602.2b)', () => {
    const effigy = card({
      name: 'Test Effigy',
      cost: '{1}',
      type: 'Artifact',
      text: '{2}, {T}, Exile Test Effigy: You gain 3 life.',
    });
    let s = twoPlayers({ battlefield: [{ def: effigy, id: 'effigy' }, { def: C.mountain }, { def: C.mountain }] }, {});
    s = play(s, activate('Alice', 'effigy', 0));
    expect(zone(s, 'effigy')).toBe('exile');
    s = play(s, pass('Alice'), pass('Bob'));
    expect(s.players[0]!.life).toBe(23);
  });

  it('400.3: "Return a land you control to its owner\'s hand" — the first land by default; none, no ability (118.3)', () => {
    const drake = card({
      name: 'Test Tide Drake',
      cost: '{1}{U}',
      type: 'Creature — Drake',
      power: 2,
      toughness: 1,
      text: "Return a land you control to its owner's hand: Draw a card.",
    });
    let s = twoPlayers(
      {
        battlefield: [
          { def: drake, id: 'drake' },
          { def: C.island, id: 'island' },
        ],
        library: cards(2),
      },
      {},
    );
    s = play(s, activate('Alice', 'drake', 0));
    expect(zone(s, 'island')).toBe('hand');
    const v = illegal(s, activate('Alice', 'drake', 0), '118.3');
    expect(v.code).toBe('cost/cant-pay');
  });

  it('400.3: "Return ~ to its owner\'s hand" returns the source', () => {
    const skin = card({
      name: 'Test Molting Skin',
      cost: '{2}{G}',
      type: 'Enchantment',
      text: "Return Test Molting Skin to its owner's hand: You gain 1 life.",
    });
    const s = play(twoPlayers({ battlefield: [{ def: skin, id: 'skin' }] }, {}), activate('Alice', 'skin', 0));
    expect(zone(s, 'skin')).toBe('hand');
  });
});

describe('costs naming other permanents (CR 701.21a, 701.26a)', () => {
  it('701.21a: "Sacrifice two other creatures" can\'t sacrifice the source', () => {
    const priest = card({
      name: 'Test Grim Priest',
      cost: '{B}',
      type: 'Creature — Human Cleric',
      power: 1,
      toughness: 2,
      text: 'Sacrifice two other creatures: You gain 4 life.',
    });
    const alone = twoPlayers(
      {
        battlefield: [
          { def: priest, id: 'priest' },
          { def: C.bears, id: 'bears' },
        ],
      },
      {},
    );
    illegal(alone, activate('Alice', 'priest', 0), '701.21a');
    let s = twoPlayers(
      {
        battlefield: [
          { def: priest, id: 'priest' },
          { def: C.bears, id: 'bears' },
          { def: C.ogre, id: 'ogre' },
        ],
      },
      {},
    );
    s = play(s, activate('Alice', 'priest', 0));
    expect([zone(s, 'priest'), zone(s, 'bears'), zone(s, 'ogre')]).toEqual(['battlefield', 'graveyard', 'graveyard']);
  });

  it('701.26a: "Tap another untapped creature you control" taps one other than the source', () => {
    const oak = card({
      name: 'Test Black Oak',
      cost: '{1}{B}',
      type: 'Creature — Zombie Treefolk',
      power: 0,
      toughness: 5,
      text: '{B}, Tap another untapped creature you control: Test Black Oak gets +1/+1 until end of turn.',
    });
    const alone = twoPlayers({ battlefield: [{ def: oak, id: 'oak' }, { def: C.swamp }] }, {});
    illegal(alone, activate('Alice', 'oak', 0), '118.3');
    const s = play(
      twoPlayers({ battlefield: [{ def: oak, id: 'oak' }, { def: C.bears, id: 'bears' }, { def: C.swamp }] }, {}),
      activate('Alice', 'oak', 0),
    );
    expect([perm(s, 'oak').tapped, perm(s, 'bears').tapped]).toEqual([false, true]);
  });
});

describe('costs on counters (CR 118.3, 122.6)', () => {
  it('107.3a: "Remove X ki counters from ~" removes the X announced; not more than it has (118.3)', () => {
    const baku = card({
      name: 'Test Baku',
      cost: '{2}{R}',
      type: 'Creature — Spirit',
      power: 2,
      toughness: 2,
      text: '{1}, Remove X ki counters from Test Baku: Test Baku deals X damage to target creature.',
    });
    let s = twoPlayers(
      { battlefield: [{ def: baku, id: 'baku', counters: { ki: 3 } }, { def: C.mountain }] },
      { battlefield: [{ def: C.spider, id: 'spider' }] },
    );
    illegal(s, activate('Alice', 'baku', 0, { x: 4, targets: [{ object: 'spider' }] }), '118.3');
    s = play(s, activate('Alice', 'baku', 0, { x: 2, targets: [{ object: 'spider' }] }), pass('Alice'), pass('Bob'));
    expect([perm(s, 'baku').counters.ki, perm(s, 'spider').damage]).toEqual([1, 2]);
  });

  it('"Remove three quest counters from ~ and sacrifice it": both costs, and not without the counters', () => {
    const expedition = card({
      name: 'Test Expedition',
      cost: '{G}',
      type: 'Enchantment',
      text: 'Remove three quest counters from Test Expedition and sacrifice it: You gain 8 life.',
    });
    const few = twoPlayers({ battlefield: [{ def: expedition, id: 'exp', counters: { quest: 2 } }] }, {});
    illegal(few, activate('Alice', 'exp', 0), '118.3');
    let s = twoPlayers({ battlefield: [{ def: expedition, id: 'exp', counters: { quest: 3 } }] }, {});
    s = play(s, activate('Alice', 'exp', 0));
    expect(zone(s, 'exp')).toBe('graveyard');
    s = play(s, pass('Alice'), pass('Bob'));
    expect(s.players[0]!.life).toBe(28);
  });

  it('118.3: "Remove a +1/+1 counter from a creature you control" takes it from one that has one', () => {
    const sage = card({
      name: 'Test Counter Sage',
      cost: '{1}{G}',
      type: 'Creature — Elf',
      power: 1,
      toughness: 1,
      text: 'Remove a +1/+1 counter from a creature you control: You gain 1 life.',
    });
    let s = twoPlayers(
      {
        battlefield: [
          { def: sage, id: 'sage' },
          { def: C.bears, id: 'bears', counters: { '+1/+1': 1 } },
        ],
      },
      { battlefield: [{ def: C.ogre, id: 'ogre', counters: { '+1/+1': 2 } }] },
    );
    s = play(s, activate('Alice', 'sage', 0));
    expect([perm(s, 'bears').counters['+1/+1'], perm(s, 'ogre').counters['+1/+1']]).toEqual([0, 2]);
    illegal(s, activate('Alice', 'sage', 0), '118.3'); // the opponent's counters don't pay
  });
});

describe('discarding a hand as a cost (CR 701.9a)', () => {
  it('"Discard your hand" discards every card in it, even none', () => {
    const brooch = card({
      name: 'Test Brooch',
      cost: '{4}',
      type: 'Artifact',
      text: '{T}, Discard your hand: You gain 2 life.',
    });
    let s = twoPlayers({ battlefield: [{ def: brooch, id: 'brooch' }], hand: cards(2) }, {});
    s = play(s, activate('Alice', 'brooch', 0));
    expect([s.players[0]!.hand.length, s.players[0]!.graveyard.length]).toEqual([0, 2]);
  });
});

describe('discarding at random as a cost (CR 701.9b)', () => {
  const drake = card({
    name: 'Test Canyon Drake',
    cost: '{2}{R}{R}',
    type: 'Creature — Drake',
    power: 1,
    toughness: 1,
    text: '{1}, Discard a card at random: Test Canyon Drake gets +2/+0 until end of turn.',
  });

  it('nobody chooses: the engine takes the first card in hand, and says so', () => {
    let s = twoPlayers(
      {
        battlefield: [{ def: drake, id: 'drake' }],
        hand: [{ def: C.bolt, id: 'first' }, { def: C.bears }],
        manaPool: { C: 1 },
      },
      {},
    );
    s = play(s, activate('Alice', 'drake', 0), pass('Alice'), pass('Bob'));
    expect(zone(s, 'first')).toBe('graveyard');
    expect(texts(s)).toContain(
      'Alice discards Lightning Bolt to pay the cost at random (the engine takes the first card in hand).',
    );
    expect(power(s, 'drake')).toBe(3);
  });

  it('701.9b: naming the card to discard is refused', () => {
    const s = twoPlayers(
      {
        battlefield: [{ def: drake, id: 'drake' }],
        hand: [{ def: C.bolt }, { def: C.bears, id: 'bears' }],
        manaPool: { C: 1 },
      },
      {},
    );
    illegal(s, activate('Alice', 'drake', 0, { discard: ['bears'] }), '701.9b');
  });
});

describe('"Exert ~" as a cost (CR 701.43a)', () => {
  // Steward of Solidarity: "{T}, Exert Steward of Solidarity: Create a 1/1 white Warrior creature token with vigilance."
  const steward = card({
    name: 'Test Steward',
    cost: '{1}{W}',
    type: 'Creature — Human Warrior',
    power: 1,
    toughness: 1,
    text: '{T}, Exert Test Steward: You gain 2 life.',
  });
  const library = () => Array.from({ length: 4 }, () => ({ def: C.island }));

  it("701.43a: paid, it doesn't untap during its controller's next untap step; in the one after it does", () => {
    const s = play(
      twoPlayers({ battlefield: [{ def: steward, id: 'steward' }], library: library() }, { library: library() }),
      activate('Alice', 'steward', 0),
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.players[0]!.life).toBe(22);
    const next = goTo(goTo(goTo(s, 'end'), 'upkeep'), 'end');
    const alices = goTo(next, 'upkeep');
    expect(alices.permanents.steward!.tapped).toBe(true);
    const after = goTo(goTo(goTo(alices, 'end'), 'upkeep'), 'end');
    expect(goTo(after, 'upkeep').permanents.steward!.tapped).toBe(false);
  });

  it('701.43a: a mana ability with "Exert ~" in its cost exerts it as it is activated (605.3b)', () => {
    // Oasis Ritualist: "{T}, Exert Oasis Ritualist: Add two mana of any one color."
    const ritualist = card({
      name: 'Test Ritualist',
      cost: '{3}{G}',
      type: 'Creature — Naga Druid',
      power: 2,
      toughness: 4,
      text: '{T}, Exert Test Ritualist: Add two mana of any one color.',
    });
    const s = play(twoPlayers({ battlefield: [{ def: ritualist, id: 'r' }] }, {}), {
      type: 'activateMana',
      player: 'Alice',
      source: 'r',
      yields: ['G', 'G'],
    });
    expect([perm(s, 'r').tapped, perm(s, 'r').skipsUntap]).toEqual([true, true]);
  });
});

// 601.2b: the player announces X when a cost other than the mana cost says it ("discard X cards"); 107.3.
describe('discarding X cards as a cost (CR 601.2b, 107.3, 701.9a)', () => {
  // Like Sickening Dreams: "As an additional cost to cast this spell, discard X cards."
  const dreams = card({
    name: 'Test Sick Dreams',
    cost: '{1}{B}',
    type: 'Sorcery',
    text: 'As an additional cost to cast this spell, discard X cards. Test Sick Dreams deals X damage to each creature and each player.',
  });
  // Like Conflagrate: "Flashback—{R}{R}, Discard X cards."
  const flare = card({
    name: 'Test Flare',
    cost: '{X}{R}',
    type: 'Instant',
    text: 'Test Flare deals X damage to any target. Flashback—{R}{R}, Discard X cards.',
  });
  const lands = (def: CardDef, n: number) => Array.from({ length: n }, () => ({ def }));

  it('the X announced is how many cards are discarded, and what the spell uses', () => {
    let s = twoPlayers({ hand: [{ def: dreams, id: 'dreams' }, ...cards(3)], battlefield: lands(C.swamp, 2) }, {});
    s = play(s, { type: 'cast', player: 'Alice', card: 'dreams', x: 2 }, pass('Alice'), pass('Bob'));
    expect([s.players[0]!.hand.length, s.players[0]!.life, s.players[1]!.life]).toEqual([1, 18, 18]);
  });

  it('701.9a: not with fewer cards in hand than X; the cards named must be X', () => {
    const s = twoPlayers({ hand: [{ def: dreams, id: 'dreams' }, ...cards(1)], battlefield: lands(C.swamp, 2) }, {});
    expect(illegal(s, { type: 'cast', player: 'Alice', card: 'dreams', x: 2 }, '701.9a').message).toContain(
      'fewer than the 2 to discard',
    );
  });

  it('702.34a: flashback with "discard X cards" announces X though its mana has no {X}', () => {
    let s = twoPlayers(
      { graveyard: [{ def: flare, id: 'flare' }], hand: cards(2), battlefield: lands(C.mountain, 2) },
      {},
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'flare', x: 2, targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([s.players[0]!.hand.length, s.players[1]!.life]).toEqual([0, 18]);
  });
});
