import { describe, expect, it } from 'vitest';
import { defineCard, keywordInfo, type CardDef } from '../../../src/index.js';
import { C, attack, goTo, illegal, life, pass, play, texts, twoPlayers, zone } from '../../kit.js';
import { hasKeyword, power, toughness } from '../../../src/view/queries.js';

/** Keywords about casting spells (CR 702), each one entry of `core/keywords/casting.ts`. Invented cards. */

const card = (spec: Parameters<typeof defineCard>[0]): CardDef => {
  const made = defineCard(spec);
  expect(made.problems).toEqual([]);
  expect(made.notUnderstood).toEqual([]);
  return made.def;
};

describe('split second (CR 702.61)', () => {
  const sudden = card({
    name: 'Test Sudden Shock',
    cost: '{1}{R}',
    type: 'Instant',
    text: 'Split second\nTest Sudden Shock deals 2 damage to any target.',
  });
  const pinger = card({ name: 'Test Pinger', cost: '{1}', type: 'Artifact', text: '{T}: Target player loses 1 life.' });
  const setup = () =>
    play(
      twoPlayers(
        { battlefield: [{ def: C.mountain }, { def: C.mountain }], hand: [{ def: sudden, id: 'sudden' }] },
        {
          battlefield: [
            { def: C.bears, id: 'bears' },
            { def: C.forest, id: 'forest' },
            { def: pinger, id: 'pinger' },
          ],
          hand: [{ def: C.giantGrowth, id: 'growth' }],
        },
      ),
      { type: 'cast', player: 'Alice', card: 'sudden', targets: [{ object: 'bears' }] },
      pass('Alice'),
    );

  it('702.61a, 702.33d: "if this spell was kicked, it has split second" — only kicked', () => {
    // Molten Disaster: "If this spell was kicked, it has split second."
    const disaster = card({
      name: 'Test Kicked Disaster',
      cost: '{R}',
      type: 'Sorcery',
      keywords: ['kicker {r}'],
      text: 'If this spell was kicked, it has split second.\nTest Kicked Disaster deals 1 damage to each player.',
    });
    const cast = (kicked: boolean) =>
      play(
        twoPlayers(
          { battlefield: [{ def: C.mountain }, { def: C.mountain }], hand: [{ def: disaster, id: 'd' }] },
          {
            battlefield: [{ def: C.bears, id: 'bears' }, { def: C.forest }],
            hand: [{ def: C.giantGrowth, id: 'growth' }],
          },
        ),
        { type: 'cast', player: 'Alice', card: 'd', kicked },
        pass('Alice'),
      );
    const growth = { type: 'cast', player: 'Bob', card: 'growth', targets: [{ object: 'bears' }] } as const;
    illegal(cast(true), growth, '702.61b');
    expect(zone(play(cast(false), growth), 'growth')).toBe('stack');
  });

  it('is the keyword split second, read from its line', () => {
    expect(keywordInfo('Split second')).toEqual({ name: 'split second', rule: '702.61a' });
    expect(sudden.keywords).toEqual(['split second']);
  });

  it("702.61b: while it is on the stack, players can't cast spells …", () => {
    const v = illegal(
      setup(),
      { type: 'cast', player: 'Bob', card: 'growth', targets: [{ object: 'bears' }] },
      '702.61b',
    );
    expect(v.message).toBe(
      "Bob can't cast Giant Growth: Test Sudden Shock has split second, and it is on the stack (CR 702.61b).",
    );
  });

  it("702.61b: … or activate abilities that aren't mana abilities; mana abilities they may", () => {
    const s = setup();
    illegal(
      s,
      { type: 'activate', player: 'Bob', source: 'pinger', ability: 0, targets: [{ player: 'Alice' }] },
      '702.61b',
    );
    play(s, { type: 'activateMana', player: 'Bob', source: 'forest' });
  });

  it('702.61a: once it has left the stack, abilities may be activated again', () => {
    const s = play(setup(), pass('Bob'), pass('Alice'));
    expect(zone(s, 'bears')).toBe('graveyard');
    expect(s.priority).toBe('Bob');
    play(s, { type: 'activate', player: 'Bob', source: 'pinger', ability: 0, targets: [{ player: 'Alice' }] });
  });
});

describe('convoke (CR 702.51)', () => {
  const call = card({
    name: 'Test Call to Arms',
    cost: '{3}{W}',
    type: 'Sorcery',
    text: 'Convoke\nCreate two 1/1 white Soldier creature tokens.',
  });
  const knight = card({
    name: 'Test White Knight',
    cost: '{W}{W}',
    type: 'Creature — Human Knight',
    power: 2,
    toughness: 2,
  });
  const setup = () =>
    twoPlayers(
      {
        battlefield: [
          { def: C.plains, id: 'plains' },
          { def: knight, id: 'knight' },
          { def: C.bears, id: 'bears' },
          { def: C.elves, id: 'elves' },
        ],
        hand: [{ def: call, id: 'call' }],
      },
      {},
    );

  it('702.51a: each creature tapped pays for {1} or one mana of its color: the Plains, a white and two green creatures pay {3}{W}', () => {
    const s = play(setup(), { type: 'cast', player: 'Alice', card: 'call', convoke: ['knight', 'bears', 'elves'] });
    expect(['plains', 'knight', 'bears', 'elves'].map(id => s.permanents[id]!.tapped)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(s.stack.map(i => i.source)).toEqual(['call']);
  });

  it('702.51a: the whole cost by creatures, no mana at all — but the {W} needs a white one', () => {
    const more = (extra: CardDef) =>
      twoPlayers(
        {
          battlefield: [
            { def: extra, id: 'fourth' },
            { def: C.bears, id: 'bears' },
            { def: C.elves, id: 'elves' },
            { def: C.bears, id: 'bears2' },
          ],
          hand: [{ def: call, id: 'call' }],
        },
        {},
      );
    play(more(knight), {
      type: 'cast',
      player: 'Alice',
      card: 'call',
      convoke: ['fourth', 'bears', 'elves', 'bears2'],
    });
    illegal(
      more(C.bears),
      { type: 'cast', player: 'Alice', card: 'call', convoke: ['fourth', 'bears', 'elves', 'bears2'] },
      '702.51a',
    );
  });

  it("702.51a: without naming creatures, none convoke (the default): one Plains can't pay {3}{W}", () => {
    illegal(setup(), { type: 'cast', player: 'Alice', card: 'call' }, '601.2h');
  });

  it("702.51a: a tapped creature, or more creatures than the cost has mana, can't convoke; a spell without convoke can't", () => {
    const tapped = twoPlayers(
      { battlefield: [{ def: C.bears, id: 'bears', tapped: true }], hand: [{ def: call, id: 'call' }] },
      {},
    );
    const v = illegal(tapped, { type: 'cast', player: 'Alice', card: 'call', convoke: ['bears'] }, '702.51a');
    expect(v.message).toBe(
      "Alice can't cast Test Call to Arms with convoke using Grizzly Bears: it is tapped (CR 702.51a).",
    );
    const growth = twoPlayers(
      { battlefield: [{ def: C.bears, id: 'bears' }], hand: [{ def: C.giantGrowth, id: 'growth' }] },
      {},
    );
    illegal(
      growth,
      { type: 'cast', player: 'Alice', card: 'growth', targets: [{ object: 'bears' }], convoke: ['bears'] },
      '702.51a',
    );
    const tiny = card({ name: 'Test Tiny Call', cost: '{W}', type: 'Sorcery', text: 'Convoke\nYou gain 1 life.' });
    const many = twoPlayers(
      {
        battlefield: [
          { def: knight, id: 'a' },
          { def: knight, id: 'b' },
        ],
        hand: [{ def: tiny, id: 'tiny' }],
      },
      {},
    );
    illegal(many, { type: 'cast', player: 'Alice', card: 'tiny', convoke: ['a', 'b'] }, '702.51a');
  });
});

describe('improvise (CR 702.126)', () => {
  const fab = card({ name: 'Test Improviser', cost: '{3}{U}', type: 'Sorcery', text: 'Improvise\nDraw two cards.' });
  const servo = card({ name: 'Test Servo', cost: '{1}', type: 'Artifact Creature — Servo', power: 1, toughness: 1 });

  it('702.126a: each artifact tapped pays for {1}, never colored mana', () => {
    const setup = () =>
      twoPlayers(
        {
          battlefield: [
            { def: C.island },
            { def: servo, id: 's1' },
            { def: servo, id: 's2' },
            { def: servo, id: 's3' },
          ],
          hand: [{ def: fab, id: 'fab' }],
          library: [{ def: C.island }, { def: C.island }],
        },
        {},
      );
    const s = play(setup(), { type: 'cast', player: 'Alice', card: 'fab', improvise: ['s1', 's2', 's3'] });
    expect(s.stack).toHaveLength(1);
    const noBlue = twoPlayers(
      {
        battlefield: [
          { def: servo, id: 's1' },
          { def: servo, id: 's2' },
          { def: servo, id: 's3' },
          { def: servo, id: 's4' },
        ],
        hand: [{ def: fab, id: 'fab' }],
      },
      {},
    );
    illegal(noBlue, { type: 'cast', player: 'Alice', card: 'fab', improvise: ['s1', 's2', 's3', 's4'] }, '702.126a');
  });
});

describe('delve (CR 702.66)', () => {
  const treasure = card({ name: 'Test Delver', cost: '{5}{U}', type: 'Sorcery', text: 'Delve\nDraw three cards.' });

  it('702.66a: each card exiled from the graveyard pays for {1}', () => {
    const s = play(
      twoPlayers(
        {
          battlefield: [{ def: C.island }, { def: C.island }],
          graveyard: [
            { def: C.bears, id: 'g1' },
            { def: C.bolt, id: 'g2' },
            { def: C.forest, id: 'g3' },
            { def: C.bears, id: 'g4' },
          ],
          hand: [{ def: treasure, id: 'delver' }],
        },
        {},
      ),
      { type: 'cast', player: 'Alice', card: 'delver', delve: ['g1', 'g2', 'g3', 'g4'] },
    );
    expect(['g1', 'g2', 'g3', 'g4'].map(id => zone(s, id))).toEqual(['exile', 'exile', 'exile', 'exile']);
    expect(s.stack).toHaveLength(1);
  });

  it("702.66a: a card that isn't in its caster's graveyard can't be exiled for it", () => {
    const s = twoPlayers({ hand: [{ def: treasure, id: 'delver' }] }, { graveyard: [{ def: C.bears, id: 'theirs' }] });
    illegal(s, { type: 'cast', player: 'Alice', card: 'delver', delve: ['theirs'] }, '702.66a');
  });
});

describe('buyback (CR 702.27)', () => {
  const ping = card({
    name: 'Test Buyback Ping',
    cost: '{R}',
    type: 'Instant',
    text: 'Buyback {2}\nTest Buyback Ping deals 1 damage to any target.',
  });
  const setup = () =>
    twoPlayers(
      {
        battlefield: [{ def: C.mountain }, { def: C.mountain }, { def: C.mountain }],
        hand: [{ def: ping, id: 'ping' }],
      },
      {},
    );

  it('702.27a: paid "as you cast this spell", it is put into its owner\'s hand as it resolves', () => {
    const s = play(
      setup(),
      { type: 'cast', player: 'Alice', card: 'ping', targets: [{ player: 'Bob' }], buyback: true },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'ping'), s.battlefield.filter(id => s.permanents[id]!.tapped).length]).toEqual(['hand', 3]);
  });

  it("702.27a: without buyback (the default), it goes to the graveyard; a spell without buyback can't be cast with it", () => {
    const s = play(
      setup(),
      { type: 'cast', player: 'Alice', card: 'ping', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'ping')).toBe('graveyard');
    const bolt = twoPlayers({ battlefield: [{ def: C.mountain }], hand: [{ def: C.bolt, id: 'bolt' }] }, {});
    illegal(
      bolt,
      { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }], buyback: true },
      '702.27a',
    );
  });

  it("702.27a: countered, it doesn't resolve and goes to the graveyard", () => {
    let s = twoPlayers(
      {
        battlefield: [{ def: C.mountain }, { def: C.mountain }, { def: C.mountain }],
        hand: [{ def: ping, id: 'ping' }],
      },
      { battlefield: [{ def: C.island }, { def: C.island }], hand: [{ def: C.counterspell, id: 'cs' }] },
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'ping', targets: [{ player: 'Bob' }], buyback: true },
      pass('Alice'),
    );
    s = play(s, { type: 'cast', player: 'Bob', card: 'cs', targets: [{ object: 'ping' }] }, pass('Bob'), pass('Alice'));
    expect(zone(s, 'ping')).toBe('graveyard');
  });
});

describe('entwine (CR 702.42)', () => {
  const choice = card({
    name: 'Test Entwined Choice',
    cost: '{1}{G}',
    type: 'Sorcery',
    text: 'Choose one —\n• You gain 3 life.\n• Create a 1/1 green Saproling creature token.\nEntwine {2}',
  });
  const setup = (lands: number) =>
    twoPlayers(
      { battlefield: Array.from({ length: lands }, () => ({ def: C.forest })), hand: [{ def: choice, id: 'choice' }] },
      {},
    );

  it('702.42a: "You may choose all modes of this spell … If you do, you pay an additional [cost]"', () => {
    const s = play(
      setup(4),
      { type: 'cast', player: 'Alice', card: 'choice', entwined: true },
      pass('Alice'),
      pass('Bob'),
    );
    expect([s.players[0]!.life, s.battlefield.length]).toEqual([23, 5]);
    illegal(setup(3), { type: 'cast', player: 'Alice', card: 'choice', entwined: true }, '601.2h');
  });

  it('702.42a: not entwined, one mode (the first by default)', () => {
    const s = play(setup(2), { type: 'cast', player: 'Alice', card: 'choice' }, pass('Alice'), pass('Bob'));
    expect([s.players[0]!.life, s.battlefield.length]).toEqual([23, 2]);
  });
});

describe('overload (CR 702.96)', () => {
  const sweep = card({
    name: 'Test Overloaded Sweep',
    cost: '{1}{R}',
    type: 'Instant',
    text: "Test Overloaded Sweep deals 2 damage to target creature you don't control.\nOverload {3}{R}",
  });
  const board = (lands: number) =>
    twoPlayers(
      {
        battlefield: [...Array.from({ length: lands }, () => ({ def: C.mountain })), { def: C.bears, id: 'mine' }],
        hand: [{ def: sweep, id: 'sweep' }],
      },
      {
        battlefield: [
          { def: C.bears, id: 'b1' },
          { def: C.elves, id: 'b2' },
        ],
      },
    );

  it('702.96a: overloaded, "target" reads "each" — every creature it names, no target (702.96b)', () => {
    const s = play(
      board(4),
      { type: 'cast', player: 'Alice', card: 'sweep', overloaded: true },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'b1'), zone(s, 'b2'), zone(s, 'mine')]).toEqual(['graveyard', 'graveyard', 'battlefield']);
  });

  it('702.96a: cast as usual, it has one target', () => {
    const s = play(
      board(2),
      { type: 'cast', player: 'Alice', card: 'sweep', targets: [{ object: 'b1' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'b1'), zone(s, 'b2')]).toEqual(['graveyard', 'battlefield']);
  });
});

describe('dash (CR 702.109)', () => {
  const raider = card({
    name: 'Test Dasher',
    cost: '{3}{R}',
    type: 'Creature — Human Berserker',
    power: 3,
    toughness: 2,
    text: 'Dash {1}{R}',
  });
  const library = Array.from({ length: 4 }, () => ({ def: C.island }));

  it("702.109a: cast for its dash cost, it has haste, and it returns to its owner's hand at the beginning of the next end step", () => {
    let s = twoPlayers(
      { battlefield: [{ def: C.mountain }, { def: C.mountain }], hand: [{ def: raider, id: 'raider' }], library },
      { library },
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'raider', dashed: true }, pass('Alice'), pass('Bob'));
    expect(s.stack).toHaveLength(0); // no trigger as it enters: the return is a delayed triggered ability
    expect(hasKeyword(s, 'raider', 'haste')).toBe(true);
    s = goTo(s, 'declareAttackers');
    s = play(s, attack('Alice', ['raider', 'Bob']));
    s = goTo(s, 'end');
    expect(s.stack.map(i => i.source)).toEqual(['raider']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(zone(s, 'raider')).toBe('hand');
  });

  it('702.109a: cast for its mana cost, it has no haste and stays', () => {
    let s = twoPlayers(
      {
        battlefield: Array.from({ length: 4 }, () => ({ def: C.mountain })),
        hand: [{ def: raider, id: 'raider' }],
        library,
      },
      { library },
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'raider' }, pass('Alice'), pass('Bob'));
    expect(hasKeyword(s, 'raider', 'haste')).toBe(false);
    s = goTo(s, 'end');
    expect(s.stack).toHaveLength(0);
  });
});

describe('retrace (CR 702.81)', () => {
  const flare = card({
    name: 'Test Retrace Flare',
    cost: '{R}',
    type: 'Sorcery',
    text: 'Test Retrace Flare deals 1 damage to any target.\nRetrace',
  });

  it('702.81a: cast from the graveyard by discarding a land card (the one named, else the first)', () => {
    const s0 = twoPlayers(
      {
        battlefield: [{ def: C.mountain }],
        graveyard: [{ def: flare, id: 'flare' }],
        hand: [
          { def: C.bears, id: 'bears' },
          { def: C.forest, id: 'forest' },
          { def: C.island, id: 'island' },
        ],
      },
      {},
    );
    const s = play(
      s0,
      { type: 'cast', player: 'Alice', card: 'flare', targets: [{ player: 'Bob' }], discard: ['island'] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'island'), zone(s, 'forest'), zone(s, 'flare'), s.players[1]!.life]).toEqual([
      'graveyard',
      'hand',
      'graveyard',
      19,
    ]);
    const byDefault = play(s0, { type: 'cast', player: 'Alice', card: 'flare', targets: [{ player: 'Bob' }] });
    expect(zone(byDefault, 'forest')).toBe('graveyard');
    illegal(
      s0,
      { type: 'cast', player: 'Alice', card: 'flare', targets: [{ player: 'Bob' }], discard: ['bears'] },
      '701.9a',
    );
  });

  it("702.81a: without a land card in hand it can't be cast from the graveyard", () => {
    const s = twoPlayers(
      { battlefield: [{ def: C.mountain }], graveyard: [{ def: flare, id: 'flare' }], hand: [{ def: C.bears }] },
      {},
    );
    illegal(s, { type: 'cast', player: 'Alice', card: 'flare', targets: [{ player: 'Bob' }] }, '701.9a');
  });
});

describe('rebound (CR 702.88)', () => {
  const surge = card({
    name: 'Test Rebound Surge',
    cost: '{1}{R}',
    type: 'Sorcery',
    text: 'Test Rebound Surge deals 2 damage to target player.\nRebound',
  });
  const library = Array.from({ length: 4 }, () => ({ def: C.island }));
  const cast = () =>
    play(
      twoPlayers(
        { battlefield: [{ def: C.mountain }, { def: C.mountain }], hand: [{ def: surge, id: 'surge' }], library },
        { library },
      ),
      { type: 'cast', player: 'Alice', card: 'surge', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );

  it("702.88a: cast from the hand, it is exiled as it resolves, and cast again from exile at its controller's next upkeep for free", () => {
    let s = cast();
    expect([zone(s, 'surge'), s.players[1]!.life]).toEqual(['exile', 18]);
    s = goTo(s, 'upkeep'); // Bob's: nothing
    expect(s.stack).toHaveLength(0);
    s = goTo(s, 'upkeep'); // Alice's: the delayed trigger
    expect([s.activePlayer, s.stack.map(i => i.source)]).toEqual(['Alice', ['surge']]);
    s = play(s, pass('Alice'), pass('Bob')); // it casts the spell (the default), with its default target
    expect(s.stack.map(i => i.kind)).toEqual(['spell']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect([zone(s, 'surge'), s.players[1]!.life]).toEqual(['graveyard', 16]);
  });

  it('702.88a: declined, it stays in exile', () => {
    let s = goTo(goTo(cast(), 'upkeep'), 'upkeep');
    s = play(s, { type: 'decline', player: 'Alice' }, pass('Alice'), pass('Bob'));
    expect([zone(s, 'surge'), s.stack]).toEqual(['exile', []]);
  });
});

describe('suspend (CR 702.62)', () => {
  const vision = card({
    name: 'Test Suspended Vision',
    cost: '{3}{U}',
    type: 'Sorcery',
    text: 'Suspend 2—{U}\nDraw two cards.',
  });
  const beast = card({
    name: 'Test Suspended Beast',
    cost: '{5}{G}',
    type: 'Creature — Beast',
    power: 4,
    toughness: 4,
    text: 'Suspend 1—{G}',
  });
  const library = Array.from({ length: 8 }, () => ({ def: C.island }));

  it('is the keyword "suspend N—[cost]", read from its line', () => {
    expect(vision.keywords).toEqual(['suspend 2\u2014{u}']);
    expect(keywordInfo('Suspend X\u2014{X}{U}')).toBeUndefined();
  });

  it('702.62a, 116.2f: as a special action, its owner pays [cost] and exiles it with N time counters; one comes off each of their upkeeps, and with the last it is cast without paying its mana cost', () => {
    let s = twoPlayers(
      { battlefield: [{ def: C.island }], hand: [{ def: vision, id: 'vision' }], library },
      { library },
    );
    s = play(s, { type: 'suspend', player: 'Alice', card: 'vision' });
    expect([zone(s, 'vision'), s.suspended.vision, s.priority, s.stack]).toEqual(['exile', 2, 'Alice', []]);
    s = goTo(goTo(s, 'upkeep'), 'upkeep'); // Alice's next upkeep
    expect(s.stack.map(i => i.trigger)).toEqual(['upkeep']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(s.suspended.vision).toBe(1);
    s = goTo(goTo(s, 'upkeep'), 'upkeep');
    s = play(s, pass('Alice'), pass('Bob')); // the last counter comes off: its cast trigger
    expect(s.stack.map(i => i.trigger)).toEqual(['lastCounterRemoved']);
    s = play(s, pass('Alice'), pass('Bob')); // cast (the default), then it resolves
    expect(s.stack.map(i => i.kind)).toEqual(['spell']);
    const hand = s.players[0]!.hand.length;
    s = play(s, pass('Alice'), pass('Bob'));
    expect([zone(s, 'vision'), s.players[0]!.hand.length]).toEqual(['graveyard', hand + 2]);
  });

  it('702.62a: a creature cast this way has haste', () => {
    let s = twoPlayers({ battlefield: [{ def: C.forest }], hand: [{ def: beast, id: 'beast' }], library }, { library });
    s = play(s, { type: 'suspend', player: 'Alice', card: 'beast' });
    s = goTo(goTo(s, 'upkeep'), 'upkeep');
    s = play(s, pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    expect([zone(s, 'beast'), hasKeyword(s, 'beast', 'haste')]).toEqual(['battlefield', true]);
  });

  it("116.2f: only when it could be cast — a sorcery in the main phase of its owner's turn with an empty stack; from the hand; paying its cost", () => {
    const upkeep = twoPlayers(
      { battlefield: [{ def: C.island }], hand: [{ def: vision, id: 'vision' }] },
      {},
      { step: 'upkeep' },
    );
    illegal(upkeep, { type: 'suspend', player: 'Alice', card: 'vision' }, '307.1');
    const broke = twoPlayers({ hand: [{ def: vision, id: 'vision' }] }, {});
    illegal(broke, { type: 'suspend', player: 'Alice', card: 'vision' }, '601.2h');
    const plain = twoPlayers({ battlefield: [{ def: C.island }], hand: [{ def: C.divination, id: 'div' }] }, {});
    illegal(plain, { type: 'suspend', player: 'Alice', card: 'div' }, '702.62a');
  });
});

describe('morph and megamorph (CR 702.37, 708)', () => {
  const sage = card({
    name: 'Test Morph Sage',
    cost: '{4}{U}{U}',
    type: 'Creature — Human Wizard',
    power: 4,
    toughness: 5,
    text: 'Flying\nMorph {1}{U}\nWhen this creature is turned face up, draw a card.',
  });
  const brute = card({
    name: 'Test Megamorph Brute',
    cost: '{5}{G}',
    type: 'Creature — Beast',
    power: 5,
    toughness: 5,
    text: 'Megamorph {2}{G}',
  });
  const library = [{ def: C.island, id: 'top' }, { def: C.island }];
  const faceDown = (def: CardDef, lands: CardDef[]) =>
    play(twoPlayers({ battlefield: lands.map(l => ({ def: l })), hand: [{ def, id: 'm' }], library }, {}), {
      type: 'cast',
      player: 'Alice',
      card: 'm',
      faceDown: true,
    });

  it('702.37a, 708.4: cast face down for {3}, it is a 2/2 creature spell with no name, text, subtypes or mana cost', () => {
    const s = faceDown(sage, [C.island, C.island, C.island, C.island, C.island]);
    expect(s.objects.m!.def).toMatchObject({
      name: 'a face-down creature',
      types: ['Creature'],
      subtypes: [],
      power: 2,
      toughness: 2,
    });
    expect(s.battlefield.filter(id => s.permanents[id]!.tapped)).toHaveLength(3);
    const on = play(s, pass('Alice'), pass('Bob'));
    expect([power(on, 'm'), toughness(on, 'm'), hasKeyword(on, 'm', 'flying'), on.stack]).toEqual([2, 2, false, []]);
  });

  it('702.37e, 708.8: turned face up for its morph cost as a special action, it is itself — no new object, no entering; its "turned face up" trigger', () => {
    let s = play(faceDown(sage, [C.island, C.island, C.island, C.island, C.island]), pass('Alice'), pass('Bob'));
    s = play(s, { type: 'turnFaceUp', player: 'Alice', permanent: 'm' });
    expect([s.objects.m!.def.name, power(s, 'm'), hasKeyword(s, 'm', 'flying'), s.priority]).toEqual([
      'Test Morph Sage',
      4,
      true,
      'Alice',
    ]);
    expect(s.stack.map(i => i.trigger)).toEqual(['turnedFaceUp']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(zone(s, 'top')).toBe('hand');
  });

  it('708.2a: face down on the battlefield as the game starts, it is the 2/2 with no name until turned face up', () => {
    let s = twoPlayers(
      { battlefield: [{ def: sage, id: 'm', faceDown: true }, { def: C.island }, { def: C.island }], library },
      {},
    );
    expect([s.objects.m!.def.name, power(s, 'm'), hasKeyword(s, 'm', 'flying')]).toEqual([
      'a face-down creature',
      2,
      false,
    ]);
    s = play(s, { type: 'turnFaceUp', player: 'Alice', permanent: 'm' });
    expect([s.objects.m!.def.name, power(s, 'm'), hasKeyword(s, 'm', 'flying')]).toEqual(['Test Morph Sage', 4, true]);
  });

  it('702.37b: megamorph puts a +1/+1 counter on it as it is turned face up', () => {
    let s = play(
      faceDown(brute, [C.forest, C.forest, C.forest, C.forest, C.forest, C.forest]),
      pass('Alice'),
      pass('Bob'),
    );
    s = play(s, { type: 'turnFaceUp', player: 'Alice', permanent: 'm' });
    expect([power(s, 'm'), toughness(s, 'm')]).toEqual([6, 6]);
  });

  it('702.37a: a morph cost of more than mana ("Morph\u2014Pay 4 life") is paid as it is turned face up', () => {
    const ogre = card({
      name: 'Test Bloodprice Ogre',
      cost: '{4}{B}',
      type: 'Creature — Ogre',
      power: 4,
      toughness: 4,
      text: 'Morph\u2014Pay 4 life.',
    });
    let s = play(faceDown(ogre, [C.swamp, C.swamp, C.swamp]), pass('Alice'), pass('Bob'));
    s = play(s, { type: 'turnFaceUp', player: 'Alice', permanent: 'm' });
    expect([s.objects.m!.def.name, power(s, 'm'), s.players[0]!.life]).toEqual(['Test Bloodprice Ogre', 4, 16]);
  });

  it('702.37a: a morph cost that names a subtype ("Return two Islands you control to their owner\'s hand")', () => {
    const seer = defineCard({
      name: 'Test Tide Seer',
      cost: '{2}{U}',
      type: 'Creature — Merfolk',
      power: 2,
      toughness: 2,
      text: "Morph\u2014Return two Islands you control to their owner's hand.",
    });
    expect([seer.notUnderstood, seer.problems]).toEqual([[], []]);
    let s = play(faceDown(seer.def, [C.island, C.island, C.island]), pass('Alice'), pass('Bob'));
    s = play(s, { type: 'turnFaceUp', player: 'Alice', permanent: 'm' });
    expect([s.objects.m!.def.name, s.players[0]!.hand.length]).toEqual(['Test Tide Seer', 2]);
  });

  it('708.9: a face-down spell countered, or a face-down permanent dying, is its card again', () => {
    let s = twoPlayers(
      { battlefield: [{ def: C.island }, { def: C.island }, { def: C.island }], hand: [{ def: sage, id: 'm' }] },
      { battlefield: [{ def: C.island }, { def: C.island }], hand: [{ def: C.counterspell, id: 'cs' }] },
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'm', faceDown: true }, pass('Alice'));
    s = play(s, { type: 'cast', player: 'Bob', card: 'cs', targets: [{ object: 'm' }] }, pass('Bob'), pass('Alice'));
    expect([zone(s, 'm'), s.objects.m!.def.name, s.objects.m!.faceDown]).toEqual([
      'graveyard',
      'Test Morph Sage',
      undefined,
    ]);
  });

  it("702.37a: a card without morph can't be cast face down; face down, no other cost; 702.37e: only a face-down permanent is turned up", () => {
    const plain = twoPlayers(
      { battlefield: [{ def: C.forest }, { def: C.forest }, { def: C.forest }], hand: [{ def: C.bears, id: 'bears' }] },
      {},
    );
    illegal(plain, { type: 'cast', player: 'Alice', card: 'bears', faceDown: true }, '702.37a');
    const up = twoPlayers({ battlefield: [{ def: C.forest }, { def: C.forest }, { def: sage, id: 'sage' }] }, {});
    illegal(up, { type: 'turnFaceUp', player: 'Alice', permanent: 'sage' }, '702.37e');
    const poor = play(faceDown(sage, [C.island, C.island, C.island]), pass('Alice'), pass('Bob'));
    illegal(poor, { type: 'turnFaceUp', player: 'Alice', permanent: 'm' }, '601.2h');
  });
});

describe('emerge (CR 702.119)', () => {
  const maw = card({
    name: 'Test Rising Maw',
    cost: '{6}{G}',
    type: 'Creature — Eldrazi',
    power: 5,
    toughness: 5,
    text: 'Emerge {5}{G}',
  });
  const board = (forests: number) =>
    twoPlayers(
      {
        battlefield: [{ def: C.bears, id: 'bears' }, ...Array.from({ length: forests }, () => ({ def: C.forest }))],
        hand: [{ def: maw, id: 'maw' }],
      },
      {},
    );

  it("702.119a: cast by paying [cost] and sacrificing a creature, its total cost reduced by that creature's mana value", () => {
    const s = play(
      board(4),
      { type: 'cast', player: 'Alice', card: 'maw', alternative: true },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'maw'), zone(s, 'bears')]).toEqual(['battlefield', 'graveyard']);
  });

  it('702.119a: {5}{G} less 2 is {3}{G}: three Forests pay no more than {2}{G}', () => {
    illegal(board(3), { type: 'cast', player: 'Alice', card: 'maw', alternative: true }, '601.2h');
  });
});

describe('miracle (CR 702.94)', () => {
  const stroke = card({
    name: 'Test Sudden Dawn',
    cost: '{4}{W}',
    type: 'Sorcery',
    text: 'You gain 5 life.\nMiracle {W}',
  });
  const draw = card({ name: 'Test Quick Study', cost: '{0}', type: 'Instant', text: 'Draw a card.' });
  const settle = (s: ReturnType<typeof twoPlayers>) => {
    for (let i = 0; i < 10 && s.stack.length; i++)
      s = play(s, pass(s.priority!), pass(s.priority === 'Alice' ? 'Bob' : 'Alice'));
    return s;
  };
  const drawn = (decline = false) => {
    let s = twoPlayers(
      { battlefield: [{ def: C.plains }], library: [{ def: stroke, id: 'stroke' }, { def: C.forest }] },
      { library: [{ def: C.forest }] },
      { step: 'end', activePlayer: 'Bob' },
    );
    s = goTo(s, 'draw');
    expect(s.stack.map(i => i.source)).toEqual(['stroke']);
    if (decline) s = play(s, { type: 'decline', player: 'Alice' });
    return settle(s);
  };

  it('702.94a: the first card drawn this turn, revealed, may be cast by paying [cost] rather than its mana cost', () => {
    const s = drawn();
    expect([zone(s, 'stroke'), s.players[0]!.life]).toEqual(['graveyard', 25]);
  });

  it("702.94a: declined, the card stays in its owner's hand", () => {
    const s = drawn(true);
    expect([zone(s, 'stroke'), s.players[0]!.life]).toEqual(['hand', 20]);
  });

  it('702.94a: a card drawn after the first this turn is no miracle', () => {
    let s = twoPlayers(
      {
        battlefield: [{ def: C.plains }],
        hand: [{ def: draw, id: 'draw' }],
        library: [{ def: C.forest }, { def: stroke, id: 'stroke' }],
      },
      { library: [{ def: C.forest }] },
      { step: 'end', activePlayer: 'Bob' },
    );
    s = goTo(goTo(s, 'draw'), 'main1');
    s = settle(play(s, { type: 'cast', player: 'Alice', card: 'draw' }));
    expect([zone(s, 'stroke'), s.stack, s.players[0]!.life]).toEqual(['hand', [], 20]);
  });
});

describe('surge (CR 702.117)', () => {
  const surger = card({
    name: 'Test Surging Bolt',
    cost: '{3}{R}',
    type: 'Instant',
    text: 'Surge {R}\nTest Surging Bolt deals 3 damage to any target.',
  });
  const setup = () =>
    twoPlayers(
      {
        battlefield: [{ def: C.mountain }, { def: C.mountain }],
        hand: [
          { def: surger, id: 'surger' },
          { def: C.bolt, id: 'bolt' },
        ],
      },
      {},
    );
  const surge = {
    type: 'cast',
    player: 'Alice',
    card: 'surger',
    targets: [{ player: 'Bob' }],
    alternative: true,
  } as const;

  it('702.117a: "You may pay [cost] rather than pay this spell\'s mana cost … if you … cast another spell this turn"', () => {
    let s = play(setup(), { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }] });
    s = play(s, surge, pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    // {R} for the bolt, {R} for the surge cost: Bob takes 3 and 3.
    expect(s.players.find(p => p.id === 'Bob')!.life).toBe(14);
  });

  it("702.117a: without another spell cast this turn, the surge cost can't be paid", () => {
    illegal(setup(), surge, '118.9');
  });
});

describe('spectacle (CR 702.137)', () => {
  const spectacle = card({
    name: 'Test Spectacle Blast',
    cost: '{4}{R}',
    type: 'Sorcery',
    text: 'Spectacle {R}\nTest Spectacle Blast deals 4 damage to target creature.',
  });
  /** Alice's bolt hits Bob or his Bears first. */
  const afterBolt = (at: { player: string } | { object: string }) =>
    play(
      twoPlayers(
        {
          battlefield: [{ def: C.mountain }, { def: C.mountain }],
          hand: [
            { def: spectacle, id: 'spectacle' },
            { def: C.bolt, id: 'bolt' },
          ],
        },
        {
          battlefield: [
            { def: C.bears, id: 'bears' },
            { def: C.ogre, id: 'ogre' },
          ],
        },
      ),
      { type: 'cast', player: 'Alice', card: 'bolt', targets: [at] },
      pass('Alice'),
      pass('Bob'),
    );
  const cast = {
    type: 'cast',
    player: 'Alice',
    card: 'spectacle',
    targets: [{ object: 'ogre' }],
    alternative: true,
  } as const;

  it('702.137a: "You may pay [cost] rather than pay this spell\'s mana cost … if an opponent lost life this turn"', () => {
    const s = play(afterBolt({ player: 'Bob' }), cast, pass('Alice'), pass('Bob'));
    expect(zone(s, 'ogre')).toBe('graveyard');
  });

  it("702.137a: no opponent lost life this turn (the bolt hit a creature): the spectacle cost can't be paid", () => {
    const s = afterBolt({ object: 'bears' });
    expect(zone(s, 'bears')).toBe('graveyard');
    illegal(s, cast, '118.9');
  });
});

describe('prowl (CR 702.76)', () => {
  // Stinkdrinker Bandit's and Thieves' Fortune's "Prowl [cost]": an alternative cost after a Rogue of yours hit a player.
  const fortune = card({
    name: 'Test Prowling Fortune',
    cost: '{5}{U}',
    type: 'Tribal Instant — Rogue',
    text: 'Prowl {U}\nDraw two cards.',
  });
  const rogue = card({ name: 'Test Rogue', cost: '{1}', type: 'Creature — Human Rogue', power: 1, toughness: 1 });
  const changeling = card({
    name: 'Test Shapeshifter',
    cost: '{1}',
    type: 'Creature — Shapeshifter',
    power: 1,
    toughness: 1,
    keywords: ['changeling'],
  });
  const afterCombat = (attacker: CardDef, blocked: boolean, prowler: CardDef = fortune) => {
    const s = goTo(
      twoPlayers(
        {
          battlefield: [{ def: attacker, id: 'a' }, { def: C.island }],
          hand: [{ def: prowler, id: 'f' }],
          library: [{ def: C.island }, { def: C.island }],
        },
        { battlefield: [{ def: C.bears, id: 'bears' }] },
      ),
      'declareAttackers',
    );
    const attacked = play(s, attack('Alice', ['a', 'Bob']), pass('Alice'), pass('Bob'));
    const blocks = play(
      attacked,
      blocked
        ? { type: 'declareBlockers', player: 'Bob', blocks: [{ blocker: 'bears', attacker: 'a' }] }
        : { type: 'declareBlockers', player: 'Bob', blocks: [] },
    );
    return goTo(blocks, 'main2');
  };
  const cast = { type: 'cast', player: 'Alice', card: 'f', alternative: true } as const;

  it('702.76a: a Rogue she controlled dealt combat damage to a player this turn: the prowl cost can be paid instead', () => {
    const s = play(afterCombat(rogue, false), cast, pass('Alice'), pass('Bob'));
    expect(zone(s, 'f')).toBe('graveyard');
    expect(s.players[0]!.hand).toHaveLength(2);
  });

  it('702.76a: a changeling has every creature type (702.73a)', () => {
    expect(zone(play(afterCombat(changeling, false), cast), 'f')).toBe('stack');
  });

  it('702.76a: "if its prowl cost was paid" asks whether the permanent entered as a spell cast for it', () => {
    // Latchkey Faerie: "When Latchkey Faerie enters the battlefield, if its prowl cost was paid, draw a card."
    const faerie = card({
      name: 'Test Latchkey',
      cost: '{3}{U}',
      type: 'Creature — Faerie Rogue',
      power: 2,
      toughness: 1,
      text: 'Prowl {U}\nWhen Test Latchkey enters the battlefield, if its prowl cost was paid, draw a card.',
    });
    const resolved = play(
      afterCombat(rogue, false, faerie),
      cast,
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(resolved, 'f'), resolved.players[0]!.hand.length]).toEqual(['battlefield', 1]);
  });

  it("702.76a: no combat damage to a player by a source of a creature type it has: the prowl cost can't be paid", () => {
    illegal(afterCombat(rogue, true), cast, '118.9');
    illegal(afterCombat(C.bears, false), cast, '118.9');
  });
});

describe('assist (CR 702.132)', () => {
  // Bring Down's "Assist" on a spell with a generic part: another player may pay some of it.
  const charge = card({
    name: 'Test Assisted Charge',
    cost: '{3}{R}',
    type: 'Sorcery',
    text: 'Assist\nTest Assisted Charge deals 3 damage to any target.',
  });
  const board = (alice: number) =>
    twoPlayers(
      {
        battlefield: Array.from({ length: alice }, () => ({ def: C.mountain })),
        hand: [{ def: charge, id: 'c' }],
      },
      {
        battlefield: [
          { def: C.forest, id: 'f1' },
          { def: C.forest, id: 'f2' },
          { def: C.bears, id: 'bears' },
        ],
      },
    );
  const cast = (generic: number) =>
    ({
      type: 'cast',
      player: 'Alice',
      card: 'c',
      targets: [{ object: 'bears' }],
      assist: { player: 'Bob', generic },
    }) as const;

  it('702.132a: the player chosen pays part of the generic mana with their own; the caster pays the rest', () => {
    const s = play(board(2), cast(2), pass('Alice'), pass('Bob'));
    expect(zone(s, 'bears')).toBe('graveyard');
    expect([s.permanents.f1!.tapped, s.permanents.f2!.tapped]).toEqual([true, true]);
  });

  it("702.132a: not more than the generic mana, not the caster, not a spell without assist; 601.2h: nor mana they don't have", () => {
    illegal(board(0), cast(4), '702.132a');
    illegal(board(4), { ...cast(1), assist: { player: 'Alice', generic: 1 } }, '702.132a');
    illegal(board(1), cast(3), '601.2h');
    const bolt = twoPlayers(
      { battlefield: [{ def: C.mountain }], hand: [{ def: C.bolt, id: 'bolt' }] },
      { battlefield: [{ def: C.forest }] },
    );
    illegal(
      bolt,
      {
        type: 'cast',
        player: 'Alice',
        card: 'bolt',
        targets: [{ player: 'Bob' }],
        assist: { player: 'Bob', generic: 1 },
      },
      '702.132a',
    );
  });
});

describe('replicate (CR 702.56a)', () => {
  const spree = card({
    name: 'Test Spree',
    cost: '{R}',
    type: 'Sorcery',
    text: 'Replicate {R}\nTest Spree deals 1 damage to any target.',
  });
  const mountains = (n: number) => Array.from({ length: n }, () => ({ def: C.mountain }));
  const setup = (lands: number) =>
    twoPlayers(
      { battlefield: mountains(lands), hand: [{ def: spree, id: 'spree' }] },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );

  it('is the keyword replicate {cost}, read from its line', () => {
    expect(keywordInfo('Replicate {R}')).toEqual({ name: 'replicate {r}', rule: '702.56a' });
  });

  it('702.56a: its cost paid twice, the cast trigger copies it twice; the copies keep its target by default', () => {
    let s = play(setup(3), {
      type: 'cast',
      player: 'Alice',
      card: 'spree',
      targets: [{ player: 'Bob' }],
      replicates: 2,
    });
    expect(texts(s)).toContain('Alice casts Test Spree replicated 2 times targeting Bob.');
    s = play(s, pass('Alice'), pass('Bob'));
    expect(s.stack.filter(i => s.objects[i.id]!.spellCopy)).toHaveLength(2);
    for (let k = 0; k < 6; k++) s = play(s, pass(k % 2 ? 'Bob' : 'Alice'));
    expect(life(s, 'Bob')).toBe(17);
  });

  it("702.56a: not replicated, the trigger's condition doesn't hold: it doesn't trigger", () => {
    const s = play(setup(1), { type: 'cast', player: 'Alice', card: 'spree', targets: [{ player: 'Bob' }] });
    expect(s.stack).toHaveLength(1);
  });

  it('702.56a: each payment is paid: three times needs {R}{R}{R} more', () => {
    illegal(
      setup(2),
      { type: 'cast', player: 'Alice', card: 'spree', targets: [{ player: 'Bob' }], replicates: 3 },
      '601.2h',
    );
  });

  it('a spell without replicate is not replicated', () => {
    const s = twoPlayers({ battlefield: mountains(2), hand: [{ def: C.bolt, id: 'bolt' }] }, {});
    illegal(s, { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }], replicates: 1 }, '702.56a');
  });
});

describe('conspire (CR 702.78a)', () => {
  const trail = card({
    name: 'Test Trail',
    cost: '{R}',
    type: 'Sorcery',
    text: 'Test Trail deals 3 damage to any target.\nConspire',
  });
  const setup = () =>
    twoPlayers(
      {
        battlefield: [
          { def: C.mountain },
          { def: C.ogre, id: 'ogre' },
          { def: C.hillGiant, id: 'giant' },
          { def: C.bears, id: 'bears' },
        ],
        hand: [{ def: trail, id: 'trail' }],
      },
      {},
    );

  it('is the keyword conspire', () => {
    expect(keywordInfo('Conspire')).toEqual({ name: 'conspire', rule: '702.78a' });
  });

  it('702.78a: tapping two untapped creatures that share a color with it, the spell is copied once', () => {
    let s = play(setup(), {
      type: 'cast',
      player: 'Alice',
      card: 'trail',
      targets: [{ player: 'Bob' }],
      conspire: ['ogre', 'giant'],
    });
    expect(texts(s)).toContain('Alice taps Gray Ogre for the conspire cost.');
    expect(s.permanents['giant']!.tapped).toBe(true);
    expect(s.stack).toHaveLength(2);
    for (let k = 0; k < 6; k++) s = play(s, pass(k % 2 ? 'Bob' : 'Alice'));
    expect(life(s, 'Bob')).toBe(14);
  });

  it('702.78a: not conspired, nothing triggers', () => {
    const s = play(setup(), { type: 'cast', player: 'Alice', card: 'trail', targets: [{ player: 'Bob' }] });
    expect(s.stack).toHaveLength(1);
  });

  it('702.78a: a creature that shares no color with the spell, or a tapped one, or one creature, pays no conspire cost', () => {
    const v = illegal(
      setup(),
      { type: 'cast', player: 'Alice', card: 'trail', targets: [{ player: 'Bob' }], conspire: ['ogre', 'bears'] },
      '702.78a',
    );
    expect(v.message).toBe(
      "Alice can't cast Test Trail conspiring Grizzly Bears: it shares no color with Test Trail (CR 702.78a).",
    );
    illegal(
      setup(),
      { type: 'cast', player: 'Alice', card: 'trail', targets: [{ player: 'Bob' }], conspire: ['ogre'] },
      '702.78a',
    );
  });
});

describe('splice onto Arcane (CR 702.47)', () => {
  const ray = card({
    name: 'Test Ray',
    cost: '{1}{R}',
    type: 'Instant — Arcane',
    text: 'Test Ray deals 2 damage to any target.\nSplice onto Arcane {1}{R}',
  });
  const might = card({
    name: 'Test Might',
    cost: '{G}',
    type: 'Instant — Arcane',
    text: 'Target creature gets +2/+2 until end of turn.\nSplice onto Arcane\u2014Exile two cards from your graveyard.',
  });
  const mists = card({ name: 'Test Mists', cost: '{U}', type: 'Instant — Arcane', text: 'Draw a card.' });
  const setup = () =>
    twoPlayers(
      {
        battlefield: [{ def: C.island }, { def: C.mountain }, { def: C.mountain }, { def: C.forest }],
        hand: [
          { def: mists, id: 'mists' },
          { def: ray, id: 'ray' },
          { def: might, id: 'might' },
          { def: C.bolt, id: 'bolt' },
        ],
        graveyard: [
          { def: C.filler, id: 'f1' },
          { def: C.filler, id: 'f2' },
        ],
        library: [{ def: C.filler }],
      },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );

  it('is the keyword splice onto Arcane {cost}, its cost mana or more', () => {
    expect(keywordInfo('Splice onto Arcane {1}{R}')).toEqual({ name: 'splice onto arcane {1}{r}', rule: '702.47a' });
    expect(ray.keywords).toEqual(['splice onto arcane {1}{r}']);
    expect(might.abilities).toContainEqual({ kind: 'keywordCost', keyword: 'splice', cost: expect.anything() });
  });

  it("702.47a, 702.47c: the spell gains the card's instructions after its own and costs the splice cost more; the card stays in the hand", () => {
    let s = play(setup(), {
      type: 'cast',
      player: 'Alice',
      card: 'mists',
      splice: ['ray'],
      targets: [{ player: 'Bob' }],
    });
    expect(texts(s)).toContain('Alice casts Test Mists splicing Test Ray onto it targeting Bob.');
    expect(zone(s, 'ray')).toBe('hand');
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(18);
    expect(s.players[0]!.hand).toHaveLength(4);
    // Test Mists deals the damage (702.47c).
    expect(texts(s)).toContain('Test Mists deals 2 damage to Bob.');
  });

  it('702.47a: a splice cost of more than mana is paid as an additional cost', () => {
    const s = play(setup(), {
      type: 'cast',
      player: 'Alice',
      card: 'mists',
      splice: ['might'],
      targets: [{ object: 'bears' }],
    });
    expect(s.players[0]!.graveyard).toEqual([]);
  });

  it('702.47a-b: only onto an Arcane spell, only once, and not the card being cast', () => {
    const cast = (card: string, splice: string[], targets: { player: string }[] = []) =>
      ({ type: 'cast', player: 'Alice', card, splice, targets }) as const;
    expect(illegal(setup(), cast('bolt', ['ray'], [{ player: 'Bob' }, { player: 'Bob' }]), '702.47a').message).toBe(
      "Alice can't cast Lightning Bolt splicing Test Ray onto it: it splices onto Arcane spells only (CR 702.47a).",
    );
    illegal(setup(), cast('mists', ['ray', 'ray'], [{ player: 'Bob' }, { player: 'Bob' }]), '702.47b');
    illegal(setup(), cast('ray', ['ray'], [{ player: 'Bob' }, { player: 'Bob' }]), '702.47a');
  });
});

describe('"you may cast ~ as though it had flash" (CR 702.8a)', () => {
  const climb = card({
    name: 'Test Climb',
    cost: '{G}',
    type: 'Enchantment — Aura',
    text: "Enchant creature\nYou may cast Test Climb as though it had flash. If you cast it any time a sorcery couldn't have been cast, the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step.\nEnchanted creature gets +0/+3.",
  });
  const rout = card({
    name: 'Test Rout',
    cost: '{3}{W}',
    type: 'Sorcery',
    text: 'You may cast Test Rout as though it had flash if you pay {2} more to cast it.\nDestroy all creatures.',
  });
  const yeti = card({
    name: 'Test Yeti',
    cost: '{4}{R}',
    type: 'Creature — Yeti',
    power: 4,
    toughness: 4,
    text: 'As long as you control a green or blue permanent, you may cast Test Yeti as though it had flash.',
  });

  it("a sorcery-speed card cast on an opponent's turn, its permanent is sacrificed at the next cleanup step", () => {
    let s = twoPlayers(
      { battlefield: [{ def: C.forest }, { def: C.bears, id: 'bears' }], hand: [{ def: climb, id: 'climb' }] },
      {},
      { activePlayer: 'Bob', priority: 'Bob' },
    );
    s = play(s, pass('Bob'), { type: 'cast', player: 'Alice', card: 'climb', targets: [{ object: 'bears' }] });
    expect(texts(s)).toContain('Alice may cast Test Climb as though it had flash (Test Climb allows it).');
    s = play(s, pass('Alice'), pass('Bob'));
    expect(zone(s, 'climb')).toBe('battlefield');
    // 514.3a: it triggers as the cleanup step begins, and players get priority.
    s = play(goTo(s, 'cleanup'), pass('Bob'), pass('Alice'));
    expect(zone(s, 'climb')).toBe('graveyard');
    expect(texts(s)).toContain('Alice sacrifices Test Climb.');
  });

  it('cast when a sorcery could have been, it stays', () => {
    let s = twoPlayers(
      { battlefield: [{ def: C.forest }, { def: C.bears, id: 'bears' }], hand: [{ def: climb, id: 'climb' }] },
      {},
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'climb', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    s = goTo(s, 'cleanup');
    expect(zone(s, 'climb')).toBe('battlefield');
  });

  it('"if you pay {2} more": the flash costs that much more; at sorcery speed it costs nothing more', () => {
    const plains = (n: number) => Array.from({ length: n }, () => ({ def: C.plains }));
    const theirs = (n: number) =>
      twoPlayers(
        { battlefield: plains(n), hand: [{ def: rout, id: 'rout' }] },
        {},
        { activePlayer: 'Bob', priority: 'Bob' },
      );
    illegal(play(theirs(5), pass('Bob')), { type: 'cast', player: 'Alice', card: 'rout' }, '601.2h');
    const s = play(theirs(6), pass('Bob'), { type: 'cast', player: 'Alice', card: 'rout' });
    expect(texts(s)).toContain('Alice may cast Test Rout as though it had flash (Test Rout allows it, for {2} more).');
    play(twoPlayers({ battlefield: plains(4), hand: [{ def: rout, id: 'rout' }] }, {}), {
      type: 'cast',
      player: 'Alice',
      card: 'rout',
    });
  });

  it('"as long as you control a green or blue permanent": the permission only while it holds', () => {
    const mountains = Array.from({ length: 5 }, () => ({ def: C.mountain }));
    const theirs = (extra: { def: CardDef }[]) =>
      play(
        twoPlayers(
          { battlefield: [...mountains, ...extra], hand: [{ def: yeti, id: 'yeti' }] },
          {},
          {
            activePlayer: 'Bob',
            priority: 'Bob',
          },
        ),
        pass('Bob'),
      );
    illegal(theirs([]), { type: 'cast', player: 'Alice', card: 'yeti' }, '302.1');
    play(theirs([{ def: C.bears }]), { type: 'cast', player: 'Alice', card: 'yeti' });
  });
});

describe('awaken (CR 702.113a)', () => {
  const quake = card({
    name: 'Test Quake',
    cost: '{1}{R}',
    type: 'Sorcery',
    text: 'Test Quake deals 2 damage to target creature.\nAwaken 2\u2014{3}{R}',
  });
  const setup = () =>
    twoPlayers(
      {
        battlefield: [{ def: C.mountain, id: 'm1' }, { def: C.mountain }, { def: C.mountain }, { def: C.mountain }],
        hand: [{ def: quake, id: 'quake' }],
      },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );

  it('is the keyword awaken N—{cost}', () => {
    expect(keywordInfo('Awaken 2\u2014{3}{R}')).toEqual({ name: 'awaken 2\u2014{3}{r}', rule: '702.113a' });
  });

  it('702.113a: cast for its awaken cost, it also targets a land you control: two +1/+1 counters, a 0/0 Elemental creature with haste for good', () => {
    let s = play(
      setup(),
      {
        type: 'cast',
        player: 'Alice',
        card: 'quake',
        awakened: true,
        targets: [{ object: 'bears' }, { object: 'm1' }],
      },
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'bears')).toBe('graveyard');
    expect([power(s, 'm1'), toughness(s, 'm1')]).toEqual([2, 2]);
    expect(hasKeyword(s, 'm1', 'haste')).toBe(true);
    s = goTo(goTo(s, 'cleanup'), 'upkeep');
    expect(s.permanents['m1']!.counters['+1/+1']).toBe(2);
    expect(power(s, 'm1')).toBe(2);
  });

  it('702.113a: cast for its mana cost, it has only its own target', () => {
    illegal(
      setup(),
      { type: 'cast', player: 'Alice', card: 'quake', targets: [{ object: 'bears' }, { object: 'm1' }] },
      '601.2c',
    );
    illegal(
      setup(),
      {
        type: 'cast',
        player: 'Alice',
        card: 'quake',
        awakened: true,
        targets: [{ object: 'bears' }, { object: 'bears' }],
      },
      '601.2c',
    );
  });
});

describe('ripple (CR 702.60a)', () => {
  const surge = card({
    name: 'Test Surge',
    cost: '{1}{R}',
    type: 'Instant',
    text: 'Ripple 4\nTest Surge deals 2 damage to any target.',
  });
  const setup = () =>
    twoPlayers(
      {
        battlefield: [{ def: C.mountain }, { def: C.mountain }],
        hand: [{ def: surge, id: 'surge' }],
        library: [
          { def: C.forest, id: 'l1' },
          { def: surge, id: 's2' },
          { def: C.ogre, id: 'l3' },
          { def: surge, id: 's3' },
          { def: surge, id: 's4' },
        ],
      },
      {},
    );

  it('is the keyword ripple N', () => {
    expect(keywordInfo('Ripple 4')).toEqual({ name: 'ripple 4', rule: '702.60a' });
  });

  it('702.60a: the revealed cards with its name are cast without paying their mana costs, the rest go to the bottom; those ripple too', () => {
    let s = play(setup(), { type: 'cast', player: 'Alice', card: 'surge', targets: [{ player: 'Bob' }] });
    s = play(s, pass('Alice'), pass('Bob'));
    expect(texts(s)).toContain(
      'Alice casts Test Surge from their library without paying its mana cost (the default choice: to cast it).',
    );
    expect(zone(s, 's2')).toBe('stack');
    expect(zone(s, 's3')).toBe('stack');
    expect(s.players[0]!.library).toEqual(['s4', 'l1', 'l3']);
  });

  it('702.60a: declined, nothing is revealed', () => {
    let s = play(setup(), { type: 'cast', player: 'Alice', card: 'surge', targets: [{ player: 'Bob' }] });
    s = play(s, { type: 'decline', player: 'Alice' }, pass('Alice'), pass('Bob'));
    expect(s.players[0]!.library).toEqual(['l1', 's2', 'l3', 's3', 's4']);
  });
});

describe('cascade (CR 702.85a)', () => {
  const agent = card({
    name: 'Test Agent',
    cost: '{1}{G}{U}',
    type: 'Creature — Human Rogue',
    power: 2,
    toughness: 2,
    text: 'Cascade',
  });
  const setup = () =>
    twoPlayers(
      {
        battlefield: [{ def: C.forest }, { def: C.island }, { def: C.island }],
        hand: [{ def: agent, id: 'agent' }],
        library: [
          { def: C.forest, id: 'l1' },
          { def: agent, id: 'a2' },
          { def: C.ogre, id: 'o3' },
          { def: C.bears, id: 'b4' },
          { def: C.forest, id: 'l5' },
        ],
      },
      {},
    );

  it('is the keyword cascade', () => {
    expect(keywordInfo('Cascade')).toEqual({ name: 'cascade', rule: '702.85a' });
  });

  it('702.85a: exiles until a nonland card with a lesser mana value, casts it free; the rest go to the bottom in the order exiled', () => {
    let s = play(setup(), { type: 'cast', player: 'Alice', card: 'agent' });
    s = play(s, pass('Alice'), pass('Bob'));
    expect(texts(s)).toContain(
      'Alice exiles Forest, Test Agent, Gray Ogre, Grizzly Bears from the top of their library (cascade).',
    );
    expect(zone(s, 'b4')).toBe('stack');
    expect(s.players[0]!.library).toEqual(['l5', 'l1', 'a2', 'o3']);
  });

  it('702.85a: declined, the card found is put on the bottom with the others', () => {
    let s = play(setup(), { type: 'cast', player: 'Alice', card: 'agent' });
    s = play(s, { type: 'decline', player: 'Alice' }, pass('Alice'), pass('Bob'));
    expect(zone(s, 'b4')).toBe('library');
    expect(s.players[0]!.library).toEqual(['l5', 'l1', 'a2', 'o3', 'b4']);
  });
});
