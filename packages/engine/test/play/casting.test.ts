import { describe, expect, it } from 'vitest';
import { allPass, defineCard } from '../../src/index.js';
import { C, goTo, illegal, life, pass, play, twoPlayers, zone } from '../kit.js';
import { sourceOf, stillLegal } from '../../src/view/targets.js';
import { moveObject } from '../../src/events/move.js';

describe('casting spells (CR 601.2) and timing', () => {
  it("307.1: a sorcery can't be cast while the stack isn't empty", () => {
    const s = play(
      twoPlayers(
        {
          battlefield: [{ def: C.island }, { def: C.island }, { def: C.island }, { def: C.mountain }],
          hand: [
            { def: C.divination, id: 'div' },
            { def: C.bolt, id: 'bolt' },
          ],
        },
        {},
      ),
      { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }] },
    );
    const v = illegal(s, { type: 'cast', player: 'Alice', card: 'div' }, '307.1');
    expect(v.code).toBe('timing/sorcery-speed-stack-not-empty');
  });

  it('307.1: a sorcery needs your own main phase', () => {
    const s = twoPlayers(
      {
        battlefield: [{ def: C.island }, { def: C.island }, { def: C.island }],
        hand: [{ def: C.divination, id: 'div' }],
      },
      {},
      { step: 'upkeep' },
    );
    expect(illegal(s, { type: 'cast', player: 'Alice', card: 'div' }, '307.1').code).toBe(
      'timing/sorcery-speed-not-main-phase',
    );
    const bobs = twoPlayers(
      {},
      {
        battlefield: [{ def: C.island }, { def: C.island }, { def: C.island }],
        hand: [{ def: C.divination, id: 'div' }],
      },
    );
    const passed = play(bobs, pass('Alice'));
    expect(illegal(passed, { type: 'cast', player: 'Bob', card: 'div' }, '307.1').code).toBe(
      'timing/sorcery-speed-not-your-turn',
    );
  });

  it('302.1: a creature spell has sorcery timing; 304.1: an instant can be cast in any step with priority', () => {
    const s = twoPlayers(
      {
        battlefield: [{ def: C.forest }, { def: C.forest }, { def: C.mountain }],
        hand: [
          { def: C.bears, id: 'bears' },
          { def: C.bolt, id: 'bolt' },
        ],
      },
      {},
      { step: 'upkeep' },
    );
    illegal(s, { type: 'cast', player: 'Alice', card: 'bears' }, '302.1');
    const cast = play(s, { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }] });
    expect(cast.stack.map(i => i.id)).toEqual(['bolt']);
    expect(cast.priority).toBe('Alice'); // CR 117.3c
  });

  it('601.2h: insufficient mana is a violation, naming what was available', () => {
    const s = twoPlayers({ battlefield: [{ def: C.island }], hand: [{ def: C.bolt, id: 'bolt' }] }, {});
    const v = illegal(s, { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }] }, '601.2h');
    expect(v.code).toBe('cost/insufficient-mana');
    expect(v.message).toContain('{R}');
    expect(v.message).toContain('Island');
  });

  it('601.2h: "unpayable costs can\'t be paid" — the message says which mana is missing', () => {
    const s = twoPlayers(
      {
        battlefield: [{ def: C.island }, { def: C.mountain }, { def: C.bears, id: 'target' }],
        hand: [
          { def: C.divination, id: 'div' },
          { def: C.murder, id: 'murder' },
        ],
      },
      {},
    );
    expect(illegal(s, { type: 'cast', player: 'Alice', card: 'div' }, '601.2h').message).toBe(
      "Alice can't cast Divination: it costs {2}{U} and Alice has only 2 untapped mana sources (Island, Mountain): {1} is missing (CR 601.2h).",
    );
    expect(
      illegal(s, { type: 'cast', player: 'Alice', card: 'murder', targets: [{ object: 'target' }] }, '601.2h').message,
    ).toContain('{1}{B}{B} and Alice has only 2 untapped mana sources (Island, Mountain): {B}{B} is missing');
    // Mana in the pool counts: one {U} of Counterspell's {U}{U} is there, the other is missing.
    const pool = play(
      twoPlayers(
        {
          battlefield: [{ def: C.mountain }],
          manaPool: { U: 1 },
          hand: [
            { def: C.counterspell, id: 'cs' },
            { def: C.bolt, id: 'bolt' },
          ],
        },
        {},
      ),
      { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }] },
    );
    expect(
      illegal(pool, { type: 'cast', player: 'Alice', card: 'cs', targets: [{ object: 'bolt' }] }, '601.2h').message,
    ).toContain('Alice has only {U} in their mana pool: {U} is missing');
  });

  it('301.1: "an artifact spell" — messages use the right article', () => {
    const millstone = defineCard({ name: 'Millstone', cost: '{2}', type: 'Artifact' }).def;
    const s = twoPlayers(
      { battlefield: [{ def: C.island }, { def: C.island }], hand: [{ def: millstone, id: 'mill' }] },
      {},
      { step: 'upkeep' },
    );
    expect(illegal(s, { type: 'cast', player: 'Alice', card: 'mill' }, '301.1').message).toBe(
      "Alice can't cast Millstone: an artifact spell can be cast only in a main phase, and it is the upkeep step (CR 301.1).",
    );
  });

  it('601.2g–h: the engine pays from untapped lands, preferring lands that make only the needed color', () => {
    let s = twoPlayers(
      {
        battlefield: [
          { def: C.island, id: 'i1' },
          { def: C.island, id: 'i2' },
          { def: C.mountain, id: 'm' },
        ],
        hand: [
          { def: C.counterspell, id: 'cs' },
          { def: C.bolt, id: 'bolt' },
        ],
      },
      {},
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }] });
    expect(s.permanents.m!.tapped).toBe(true);
    expect(s.permanents.i1!.tapped).toBe(false);
    s = play(s, { type: 'cast', player: 'Alice', card: 'cs', targets: [{ object: 'bolt' }] });
    expect(s.permanents.i1!.tapped && s.permanents.i2!.tapped).toBe(true);
  });

  it('601.2c: targets must be legal when the spell is cast', () => {
    const s = twoPlayers(
      {
        battlefield: [{ def: C.mountain, id: 'm' }, { def: C.forest }],
        hand: [
          { def: C.bolt, id: 'bolt' },
          { def: C.giantGrowth, id: 'gg' },
        ],
      },
      {},
    );
    expect(illegal(s, { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ object: 'm' }] }, '115.4').code).toBe(
      'cast/illegal-target',
    );
    illegal(s, { type: 'cast', player: 'Alice', card: 'gg', targets: [{ player: 'Bob' }] }, '601.2c');
    illegal(s, { type: 'cast', player: 'Alice', card: 'bolt' }, '601.2c');
  });

  it('115.5 and 601.2c: Counterspell needs a spell to target', () => {
    const s = twoPlayers(
      { battlefield: [{ def: C.island }, { def: C.island }], hand: [{ def: C.counterspell, id: 'cs' }] },
      {},
    );
    illegal(s, { type: 'cast', player: 'Alice', card: 'cs', targets: [{ object: 'cs' }] }, '601.2c');
  });

  it('601.3: only cards in your hand can be cast; 305.1: a land is played, never a spell; 305.9: so is a land creature', () => {
    const arbor = defineCard({
      name: 'Dryad Arbor',
      type: 'Land Creature — Forest Dryad',
      power: 1,
      toughness: 1,
      colors: ['G'],
    }).def;
    const s = twoPlayers(
      {
        battlefield: [{ def: C.mountain }],
        hand: [
          { def: C.island, id: 'isl' },
          { def: arbor, id: 'arbor' },
        ],
        graveyard: [{ def: C.bolt, id: 'bolt' }],
      },
      {},
    );
    illegal(s, { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }] }, '601.3');
    illegal(s, { type: 'cast', player: 'Alice', card: 'isl' }, '305.1');
    illegal(s, { type: 'cast', player: 'Alice', card: 'arbor' }, '305.9');
  });
});

describe('lands (CR 305, 505.6b)', () => {
  it("305.2: only one land per turn; playing it doesn't use the stack (305.1)", () => {
    let s = twoPlayers(
      {
        hand: [
          { def: C.mountain, id: 'm1' },
          { def: C.mountain, id: 'm2' },
        ],
      },
      {},
    );
    s = play(s, { type: 'playLand', player: 'Alice', card: 'm1' });
    expect(zone(s, 'm1')).toBe('battlefield');
    expect(s.stack).toHaveLength(0);
    const v = illegal(s, { type: 'playLand', player: 'Alice', card: 'm2' }, '305.2');
    expect(v.code).toBe('land/one-per-turn');
  });

  it('305.2: "You may play an additional land this turn" lets her play a second land, not a third, and only this turn', () => {
    const growth = defineCard({
      name: 'Test Growth',
      cost: '{0}',
      type: 'Sorcery',
      text: 'You may play an additional land this turn.',
    });
    expect(growth.notUnderstood).toEqual([]);
    const lands = [
      { def: C.forest, id: 'f1' },
      { def: C.forest, id: 'f2' },
      { def: C.forest, id: 'f3' },
    ];
    const library = [{ def: C.island }, { def: C.island }];
    let s = twoPlayers({ hand: [{ def: growth.def, id: 'growth' }, ...lands], library }, { library });
    s = play(
      s,
      { type: 'playLand', player: 'Alice', card: 'f1' },
      { type: 'cast', player: 'Alice', card: 'growth' },
      pass('Alice'),
      pass('Bob'),
    );
    s = play(s, { type: 'playLand', player: 'Alice', card: 'f2' });
    expect(zone(s, 'f2')).toBe('battlefield');
    expect(illegal(s, { type: 'playLand', player: 'Alice', card: 'f3' }, '305.2').message).toContain(
      'has already played 2 lands this turn',
    );
    s = goTo(goTo(s, 'end'), 'main1');
    s = goTo(goTo(s, 'end'), 'main1');
    expect(s.players[0]!.landDrops).toBe(1);
    s = play(s, { type: 'playLand', player: 'Alice', card: 'f3' });
    expect(zone(s, 'f3')).toBe('battlefield');
  });

  it('505.6b: lands only in your main phase with an empty stack', () => {
    const s = twoPlayers(
      { hand: [{ def: C.mountain, id: 'm1' }], battlefield: [{ def: C.mountain }], library: [] },
      { hand: [{ def: C.island, id: 'i' }] },
      { step: 'upkeep' },
    );
    illegal(s, { type: 'playLand', player: 'Alice', card: 'm1' }, '505.6b');
    const main = twoPlayers(
      {
        hand: [
          { def: C.mountain, id: 'm1' },
          { def: C.bolt, id: 'bolt' },
        ],
        battlefield: [{ def: C.mountain }],
      },
      { hand: [{ def: C.island, id: 'i' }] },
    );
    const withStack = play(main, { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }] });
    expect(illegal(withStack, { type: 'playLand', player: 'Alice', card: 'm1' }, '505.6b').code).toBe(
      'land/stack-not-empty',
    );
    expect(illegal(play(main, pass('Alice')), { type: 'playLand', player: 'Bob', card: 'i' }, '505.6b').code).toBe(
      'land/not-your-turn',
    );
  });
});

describe('mana abilities (CR 605)', () => {
  it("605.3b: a mana ability resolves at once without the stack; 107.5: a tapped land can't tap again", () => {
    let s = twoPlayers({ battlefield: [{ def: C.forest, id: 'f' }] }, {});
    s = play(s, { type: 'activateMana', player: 'Alice', source: 'f' });
    expect(s.players[0]!.manaPool.G).toBe(1);
    expect(s.stack).toHaveLength(0);
    illegal(s, { type: 'activateMana', player: 'Alice', source: 'f' }, '107.5');
  });

  it("602.2: only a permanent's controller activates its abilities; 113.6: a card in hand has none working; 106.3: the mana is what the ability adds", () => {
    const s = twoPlayers(
      { battlefield: [{ def: C.forest, id: 'mine' }], hand: [{ def: C.island, id: 'inHand' }] },
      { battlefield: [{ def: C.forest, id: 'theirs' }] },
    );
    const v = illegal(s, { type: 'activateMana', player: 'Alice', source: 'theirs' }, '602.2');
    expect(v.code).toBe('mana/not-controller');
    illegal(s, { type: 'activateMana', player: 'Alice', source: 'inHand' }, '113.6');
    illegal(s, { type: 'activateMana', player: 'Alice', source: 'mine', mana: 'R' }, '106.3');
  });

  it("602.5a: a summoning-sick creature can't use its {T} mana ability", () => {
    const s = twoPlayers({ battlefield: [{ def: C.elves, id: 'elf', sick: true }] }, {});
    illegal(s, { type: 'activateMana', player: 'Alice', source: 'elf' }, '602.5a');
  });
});

describe('resolution (CR 608)', () => {
  it("608.2b: a spell whose only target left the battlefield doesn't resolve and goes to the graveyard", () => {
    let s = twoPlayers(
      { battlefield: [{ def: C.forest }, { def: C.bears, id: 'bears' }], hand: [{ def: C.giantGrowth, id: 'gg' }] },
      { battlefield: [{ def: C.mountain }], hand: [{ def: C.bolt, id: 'bolt' }] },
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'gg', targets: [{ object: 'bears' }] }, pass('Alice'), {
      type: 'cast',
      player: 'Bob',
      card: 'bolt',
      targets: [{ object: 'bears' }],
    });
    const r1 = allPass(s);
    if (!r1.ok) throw new Error(r1.violation.message);
    expect(zone(r1.state, 'bears')).toBe('graveyard'); // 704.5g
    const r2 = allPass(r1.state);
    if (!r2.ok) throw new Error(r2.violation.message);
    expect(zone(r2.state, 'gg')).toBe('graveyard');
    expect(r2.events.some(e => e.kind === 'fizzle' && e.rule === '608.2b')).toBe(true);
    expect(r2.state.effects).toHaveLength(0);
  });

  it('400.7: a creature that left and came back is a new object, so the old target is illegal', () => {
    const s = twoPlayers(
      { battlefield: [{ def: C.mountain }, { def: C.bears, id: 'bears' }], hand: [{ def: C.bolt, id: 'bolt' }] },
      {},
    );
    const cast = play(s, { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ object: 'bears' }] });
    const target = cast.stack[0]!.targets[0]!;
    const source = sourceOf(cast, cast.stack[0]!);
    expect(stillLegal(cast, cast.stack[0]!.targetSpecs[0]!, target, source)).toBe(true);
    // The same card goes to the graveyard and returns: a new permanent the spell never targeted.
    const returned = moveObject(moveObject(cast, 'bears', 'graveyard'), 'bears', 'battlefield');
    expect(zone(returned, 'bears')).toBe('battlefield');
    expect(stillLegal(returned, cast.stack[0]!.targetSpecs[0]!, target, source)).toBe(false);
  });

  it("701.8a: destroy puts a creature into its owner's graveyard; 121.2: draw two draws one at a time; 119.3 life", () => {
    let s = twoPlayers(
      {
        battlefield: [
          { def: C.swamp },
          { def: C.swamp },
          { def: C.swamp },
          { def: C.island },
          { def: C.island },
          { def: C.island },
        ],
        hand: [
          { def: C.murder, id: 'murder' },
          { def: C.divination, id: 'div' },
        ],
        library: [{ def: C.filler }, { def: C.filler }],
      },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'murder', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'bears')).toBe('graveyard');
    s = play(s, { type: 'cast', player: 'Alice', card: 'div' }, pass('Alice'), pass('Bob'));
    expect(s.players[0]!.hand).toHaveLength(2);
    expect(life(s, 'Alice')).toBe(20);
  });
});

describe('strive: a cost for each target beyond the first (CR 601.2f)', () => {
  const formation = defineCard({
    name: 'Test Formation',
    cost: '{U}',
    type: 'Instant',
    text: 'Strive — This spell costs {1}{U} more to cast for each target beyond the first.\nAny number of target creatures each get +1/+1 until end of turn.',
  });
  it('601.2f: one target costs its mana cost; three cost {1}{U} twice more; too little mana, and it is illegal', () => {
    expect(formation.notUnderstood).toEqual([]);
    const board = (islands: number) =>
      twoPlayers(
        {
          hand: [{ def: formation.def, id: 'f' }],
          battlefield: [
            ...Array.from({ length: islands }, () => ({ def: C.island })),
            { def: C.bears, id: 'a' },
            { def: C.bears, id: 'b' },
            { def: C.bears, id: 'c' },
          ],
        },
        {},
      );
    const cast = (targets: string[]) => ({
      type: 'cast' as const,
      player: 'Alice',
      card: 'f',
      targets: targets.map(object => ({ object })),
    });
    expect(zone(play(board(1), cast(['a'])), 'f')).toBe('stack');
    illegal(board(4), cast(['a', 'b', 'c']), '601.2h');
    const s = play(board(5), cast(['a', 'b', 'c']), pass('Alice'), pass('Bob'));
    expect(zone(s, 'f')).toBe('graveyard');
  });
});

describe('jump-start (CR 702.133a)', () => {
  const surge = defineCard({
    name: 'Test Jump Surge',
    cost: '{R}',
    type: 'Instant',
    keywords: ['jump-start'],
    text: 'Test Jump Surge deals 2 damage to any target.',
  });
  it("702.133a: cast from its owner's graveyard, discarding a card as well; then exiled, not put back", () => {
    expect(surge.notUnderstood).toEqual([]);
    const board = (hand: boolean) =>
      twoPlayers(
        {
          graveyard: [{ def: surge.def, id: 'j' }],
          hand: hand ? [{ def: C.island, id: 'card' }] : [],
          battlefield: [{ def: C.mountain }],
        },
        {},
      );
    const cast = { type: 'cast' as const, player: 'Alice', card: 'j', targets: [{ player: 'Bob' }] };
    illegal(board(false), cast, '701.9a');
    const s = play(board(true), cast, pass('Alice'), pass('Bob'));
    expect([zone(s, 'card'), zone(s, 'j'), life(s, 'Bob')]).toEqual(['graveyard', 'exile', 18]);
  });
});

// 601.2f: the total cost includes additional costs; "reveal a Merfolk card from your hand or pay {3}" is one of two.
describe('"reveal a card from your hand or pay {3}" as an additional cost (CR 601.2f)', () => {
  const adept = defineCard({
    name: 'Test Gill Adept',
    cost: '{1}{U}',
    type: 'Creature — Merfolk Rogue',
    power: 2,
    toughness: 1,
    text: 'As an additional cost to cast this spell, reveal a Merfolk card from your hand or pay {3}.',
  });
  const merfolk = defineCard({ name: 'Test Merfolk', cost: '{U}', type: 'Creature — Merfolk', power: 1, toughness: 1 });
  const islands = (n: number) => Array.from({ length: n }, () => ({ def: C.island }));

  it('with a Merfolk card in hand it is revealed (the default choice), and only the mana cost is paid', () => {
    expect(adept.notUnderstood).toEqual([]);
    const s0 = twoPlayers(
      {
        hand: [
          { def: adept.def, id: 'adept' },
          { def: merfolk.def, id: 'other' },
        ],
        battlefield: islands(2),
      },
      {},
    );
    const s = play(s0, { type: 'cast', player: 'Alice', card: 'adept' });
    expect(s.stack).toHaveLength(1);
    expect(zone(s, 'other')).toBe('hand');
  });

  it('without one, {3} more is paid: not with two lands', () => {
    const two = twoPlayers({ hand: [{ def: adept.def, id: 'adept' }, { def: C.bears }], battlefield: islands(2) }, {});
    illegal(two, { type: 'cast', player: 'Alice', card: 'adept' }, '601.2h');
    const five = twoPlayers({ hand: [{ def: adept.def, id: 'adept' }], battlefield: islands(5) }, {});
    expect(play(five, { type: 'cast', player: 'Alice', card: 'adept' }).stack).toHaveLength(1);
  });

  it('the card itself, a Merfolk being cast, is not revealed for it', () => {
    const s0 = twoPlayers({ hand: [{ def: adept.def, id: 'adept' }], battlefield: islands(2) }, {});
    illegal(s0, { type: 'cast', player: 'Alice', card: 'adept' }, '601.2h');
  });
});
