import { describe, expect, it } from 'vitest';
import { advanceTo, allPass, defineCard, power } from '../../src/index.js';
import { C, attack, goTo, illegal, life, pass, perm, play, texts, twoPlayers, zone } from '../kit.js';
import { blocked, next } from './combat/fixtures.js';

const card = (spec: Parameters<typeof defineCard>[0]) => {
  const made = defineCard(spec);
  expect(made.notUnderstood).toEqual([]);
  return made.def;
};
const cleric = card({
  name: 'Inspiring Cleric',
  cost: '{2}{W}',
  type: 'Creature — Vampire Cleric',
  power: 3,
  toughness: 2,
  text: 'When this creature enters, you gain 4 life.',
});
const keeper = card({
  name: 'Upkeep Keeper',
  cost: '{1}',
  type: 'Artifact Creature — Golem',
  power: 1,
  toughness: 1,
  text: 'At the beginning of your upkeep, you lose 1 life.',
});
const martyr = card({
  name: 'Dying Martyr',
  cost: '{W}',
  type: 'Creature — Human',
  power: 1,
  toughness: 1,
  text: 'When this creature dies, you gain 2 life.',
});
const library = (n: number) => Array.from({ length: n }, () => ({ def: C.filler }));

describe('triggered abilities (CR 603)', () => {
  it('603.3: "when ~ enters" goes on the stack the next time a player would receive priority', () => {
    let s = twoPlayers(
      { battlefield: [{ def: C.plains }, { def: C.plains }, { def: C.plains }], hand: [{ def: cleric, id: 'cleric' }] },
      {},
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'cleric' }, pass('Alice'), pass('Bob'));
    // The creature resolved; its trigger is now on the stack, above nothing, controlled by Alice.
    expect(s.stack).toHaveLength(1);
    expect(s.stack[0]!.kind).toBe('ability');
    expect(s.stack[0]!.controller).toBe('Alice');
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Alice')).toBe(24);
  });

  it('503.1: "at the beginning of your upkeep" triggers for the active player only', () => {
    let s = twoPlayers(
      { battlefield: [{ def: keeper, id: 'mine' }], library: library(3) },
      { battlefield: [{ def: keeper, id: 'yours' }], library: library(3) },
      { step: 'end', activePlayer: 'Bob', turn: 2 },
    );
    const r = advanceTo(s, 'upkeep');
    if (!r.ok) throw new Error(r.violation.message);
    s = r.state;
    // Only the active player's "your upkeep" triggers.
    expect(s.activePlayer).toBe('Alice');
    expect(s.stack.map(i => i.source)).toEqual(['mine']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Alice')).toBe(19);
  });

  it('603.2b: "at the beginning of the chosen player\'s upkeep" — the opponent chosen as it entered (614.12a)', () => {
    const vise = card({
      name: 'Test Vise',
      cost: '{0}',
      type: 'Artifact',
      text: "As Test Vise enters the battlefield, choose an opponent.\nAt the beginning of the chosen player's upkeep, Test Vise deals X damage to that player, where X is the number of cards in their hand minus 4.",
    });
    let s = twoPlayers(
      { hand: [{ def: vise, id: 'vise' }], library: library(3) },
      { hand: library(6), library: library(3) },
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'vise' }, pass('Alice'), pass('Bob'));
    expect(s.permanents.vise!.chosen).toEqual({ kind: 'player', player: 'Bob' });
    // Bob's upkeep: six cards in his hand, 2 damage.
    const theirs = goTo(goTo(s, 'end'), 'upkeep');
    expect([theirs.activePlayer, theirs.stack.map(i => [i.source, i.eventPlayer])]).toEqual(['Bob', [['vise', 'Bob']]]);
    s = play(theirs, pass('Bob'), pass('Alice'));
    expect(life(s, 'Bob')).toBe(18);
    // Alice's own upkeep isn't the chosen player's.
    const mine = goTo(goTo(s, 'end'), 'upkeep');
    expect([mine.activePlayer, mine.stack]).toEqual(['Alice', []]);
  });

  it('701.23a: "whenever an opponent searches their library" — their search, not yours; "that player" searched', () => {
    const nix = card({
      name: 'Test Unshackled',
      cost: '{2}',
      type: 'Enchantment',
      text: 'Whenever an opponent searches their library, that player loses 3 life.',
    });
    const tutor = card({
      name: 'Test Tutor',
      cost: '{0}',
      type: 'Sorcery',
      text: 'Search your library for a land card, reveal it, put it into your hand, then shuffle.',
    });
    const theirs = play(
      twoPlayers(
        { battlefield: [{ def: nix }] },
        { hand: [{ def: tutor, id: 't' }], library: [{ def: C.forest }] },
        { activePlayer: 'Bob' },
      ),
      { type: 'cast', player: 'Bob', card: 't' },
      pass('Bob'),
      pass('Alice'),
    );
    expect(theirs.stack.map(i => [i.trigger, i.eventPlayer])).toEqual([['searchesLibrary', 'Bob']]);
    expect(life(play(theirs, pass('Bob'), pass('Alice')), 'Bob')).toBe(17);
    const mine = play(
      twoPlayers({ battlefield: [{ def: nix }], hand: [{ def: tutor, id: 't' }], library: [{ def: C.forest }] }, {}),
      { type: 'cast', player: 'Alice', card: 't' },
      pass('Alice'),
      pass('Bob'),
    );
    expect(mine.stack).toEqual([]);
  });

  it('603.3: a trigger that goes on the stack on the way stops "go to" there, and says so', () => {
    const s = twoPlayers(
      { battlefield: [{ def: keeper, id: 'mine' }], library: library(3) },
      { library: library(3) },
      { step: 'end', activePlayer: 'Bob', turn: 2 },
    );
    const r = advanceTo(s, 'main1');
    if (!r.ok) throw new Error(r.violation.message);
    expect(r.state.step).toBe('upkeep');
    expect(r.state.stack.map(i => i.source)).toEqual(['mine']);
    expect(r.stopped).toEqual({
      rule: '603.3',
      message:
        "Stopped in Alice's upkeep: Upkeep Keeper's triggered ability went on the stack (CR 603.3); resolve or respond to it, then go on to main1.",
    });
    // Going to the step where it triggers isn't stopped short.
    const there = advanceTo(s, 'upkeep');
    expect(there.ok).toBe(true);
    if (there.ok) expect(there.stopped).toBeUndefined();
  });

  it("603.3b: simultaneous triggers go on the stack in APNAP order, so the active player's resolves last", () => {
    let s = twoPlayers(
      { battlefield: [{ def: martyr, id: 'mine' }] },
      { battlefield: [{ def: martyr, id: 'yours' }] },
      { step: 'declareAttackers' },
    );
    s = play(
      s,
      { type: 'declareAttackers', player: 'Alice', attackers: [{ attacker: 'mine', target: { player: 'Bob' } }] },
      pass('Alice'),
      pass('Bob'),
      { type: 'declareBlockers', player: 'Bob', blocks: [{ blocker: 'yours', attacker: 'mine' }] },
      pass('Alice'),
      pass('Bob'),
    );
    // Both 1/1s died at once: Alice's trigger went on the stack first, Bob's on top of it.
    expect(s.stack.map(i => i.source)).toEqual(['mine', 'yours']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(22);
    expect(life(s, 'Alice')).toBe(20);
  });

  it('603.6c: "when ~ dies" triggers when the creature goes from the battlefield to the graveyard', () => {
    let s = twoPlayers(
      { battlefield: [{ def: C.mountain }], hand: [{ def: C.bolt, id: 'bolt' }] },
      { battlefield: [{ def: martyr, id: 'martyr' }] },
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ object: 'martyr' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.stack.map(i => i.source)).toEqual(['martyr']);
    expect(s.stack[0]!.controller).toBe('Bob');
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(22);
  });

  it('117.3b, 603.3: "resolve" stops once the creature resolved; its enters trigger is on the stack and the active player has priority', () => {
    // 603.3: the trigger goes on the stack "the next time a player would receive priority"; 117.3b: after a spell
    // resolves, "the active player receives priority". No further pass may hand priority to Bob.
    let s = twoPlayers(
      {
        battlefield: [{ def: C.plains }, { def: C.plains }, { def: C.plains }, { def: C.mountain }],
        hand: [
          { def: cleric, id: 'cleric' },
          { def: C.bolt, id: 'bolt' },
        ],
      },
      {},
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'cleric' });
    const r = allPass(s);
    if (!r.ok) throw new Error(r.violation.message);
    expect(r.implied).toEqual([pass('Alice'), pass('Bob')]);
    expect(r.state.stack.map(i => i.kind)).toEqual(['ability']);
    expect(r.state.priority).toBe('Alice');
    // Alice may respond to her own trigger.
    s = play(r.state, { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }] });
    expect(s.stack).toHaveLength(2);
  });

  it('603.3: a triggered ability on the stack is named by what it triggered on and its source, not by an id', () => {
    let s = twoPlayers(
      {
        battlefield: [{ def: C.mountain }, { def: C.island }, { def: C.island }, { def: C.island }],
        hand: [
          { def: C.bolt, id: 'bolt' },
          { def: C.divination, id: 'div' },
        ],
      },
      { battlefield: [{ def: martyr, id: 'martyr' }] },
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ object: 'martyr' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(texts(s)).toContain('The dies trigger of Dying Martyr goes on the stack.');
    const v = illegal(s, { type: 'cast', player: 'Alice', card: 'div' }, '307.1');
    expect(v.message).toBe(
      "Alice can't cast Divination: a sorcery spell can be cast only when the stack is empty, and the dies trigger of Dying Martyr is on the stack (CR 307.1).",
    );
    s = play(s, pass('Alice'), pass('Bob'));
    expect(texts(s)).toContain('The dies trigger of Dying Martyr resolves.');
  });
});

describe('trigger conditions (CR 603.2, 603.6, 603.10)', () => {
  const mourner = card({
    name: 'Test Mourner',
    cost: '{1}',
    type: 'Creature — Spirit',
    power: 1,
    toughness: 3,
    text: 'Whenever another creature you control dies, you gain 1 life.',
  });
  const keeperOfAll = card({
    name: 'Test Keeper',
    cost: '{1}',
    type: 'Creature — Spirit',
    power: 1,
    toughness: 1,
    text: 'Whenever a creature you control dies, you gain 2 life.',
  });
  const shock = card({
    name: 'Test Shock',
    cost: '{0}',
    type: 'Instant',
    text: 'Test Shock deals 3 damage to any target.',
  });
  const zap = (player: string, id: string, target: string) => ({
    type: 'cast' as const,
    player,
    card: id,
    targets: [{ object: target }],
  });

  it('603.10a: "whenever another creature you control dies" — yours, not an opponent\'s, not itself', () => {
    let s = twoPlayers(
      {
        battlefield: [
          { def: mourner, id: 'mourner' },
          { def: C.bears, id: 'bears' },
        ],
        hand: [
          { def: shock, id: 's1' },
          { def: shock, id: 's2' },
          { def: shock, id: 's3' },
        ],
      },
      { battlefield: [{ def: C.ogre, id: 'ogre' }] },
    );
    s = play(s, zap('Alice', 's1', 'ogre'), pass('Alice'), pass('Bob'));
    expect(s.stack).toHaveLength(0);
    s = play(s, zap('Alice', 's2', 'bears'), pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => i.trigger)).toEqual(['creatureDies']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Alice')).toBe(21);
    s = play(s, zap('Alice', 's3', 'mourner'), pass('Alice'), pass('Bob'));
    expect(s.stack).toHaveLength(0);
  });

  it('603.10a: "whenever a creature you control dies" looks back — the creature that died triggers its own ability', () => {
    let s = twoPlayers({ battlefield: [{ def: keeperOfAll, id: 'keeper' }], hand: [{ def: shock, id: 's1' }] }, {});
    s = play(s, zap('Alice', 's1', 'keeper'), pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => i.source)).toEqual(['keeper']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Alice')).toBe(22);
  });

  it("603.10a: creatures that die at the same time see each other die; one that left earlier doesn't", () => {
    const wrath = card({ name: 'Test Wrath', cost: '{0}', type: 'Sorcery', text: 'Destroy all creatures.' });
    let s = twoPlayers(
      {
        battlefield: [
          { def: mourner, id: 'm1' },
          { def: mourner, id: 'm2' },
          { def: C.bears, id: 'bears' },
        ],
        hand: [{ def: wrath, id: 'wrath' }],
      },
      {},
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'wrath' }, pass('Alice'), pass('Bob'));
    // Each mourner sees the other mourner and the bears die: two triggers each.
    expect(s.stack.map(i => i.source).sort()).toEqual(['m1', 'm1', 'm2', 'm2']);
    s = play(s, ...Array.from({ length: 4 }, () => [pass('Alice'), pass('Bob')]).flat());
    expect(life(s, 'Alice')).toBe(24);
    // A mourner destroyed before the other dies (a separate resolution) doesn't see it.
    s = twoPlayers(
      {
        battlefield: [
          { def: mourner, id: 'm1' },
          { def: mourner, id: 'm2' },
        ],
        hand: [
          { def: shock, id: 's1' },
          { def: shock, id: 's2' },
        ],
      },
      {},
    );
    s = play(s, zap('Alice', 's1', 'm1'), pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => i.source)).toEqual(['m2']);
    s = play(s, pass('Alice'), pass('Bob'), zap('Alice', 's2', 'm2'), pass('Alice'), pass('Bob'));
    expect(s.stack).toHaveLength(0);
  });

  it('603.6c, 603.10a: "when ~ leaves the battlefield" triggers from the hand it was returned to', () => {
    const parting = card({
      name: 'Test Parting',
      cost: '{1}',
      type: 'Creature — Spirit',
      power: 1,
      toughness: 1,
      text: 'When Test Parting leaves the battlefield, each opponent loses 2 life.',
    });
    const unsummon = card({
      name: 'Test Recall',
      cost: '{0}',
      type: 'Instant',
      text: "Return target creature to its owner's hand.",
    });
    let s = twoPlayers({ battlefield: [{ def: parting, id: 'parting' }], hand: [{ def: unsummon, id: 'recall' }] }, {});
    s = play(s, zap('Alice', 'recall', 'parting'), pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => i.trigger)).toEqual(['leaves']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(18);
  });

  it('601.2i: "whenever you cast a creature spell" — as the spell becomes cast; not for other spells or an opponent\'s', () => {
    const sage = card({
      name: 'Test Sage',
      cost: '{1}',
      type: 'Creature — Elf',
      power: 1,
      toughness: 1,
      text: 'Whenever you cast a creature spell, you draw a card.',
    });
    const spark = card({ name: 'Test Spark', cost: '{0}', type: 'Creature — Elemental', power: 1, toughness: 1 });
    const instant = play(
      twoPlayers({ battlefield: [{ def: sage, id: 'sage' }], hand: [{ def: shock, id: 's1' }] }, {}),
      zap('Alice', 's1', 'sage'),
    );
    expect(instant.stack.map(i => i.id)).toEqual(['s1']);
    const theirs = play(
      twoPlayers(
        { battlefield: [{ def: sage, id: 'sage' }] },
        { hand: [{ def: spark, id: 'theirs' }] },
        { activePlayer: 'Bob' },
      ),
      { type: 'cast', player: 'Bob', card: 'theirs' },
    );
    expect(theirs.stack.map(i => i.id)).toEqual(['theirs']);
    const fresh = twoPlayers(
      { battlefield: [{ def: sage, id: 'sage' }], hand: [{ def: spark, id: 'spark' }], library: library(3) },
      {},
    );
    const cast = play(fresh, { type: 'cast', player: 'Alice', card: 'spark' });
    expect(cast.stack.map(i => i.trigger ?? i.id)).toEqual(['spark', 'cast']);
  });

  it('601.2i: "whenever you cast an instant or sorcery spell"', () => {
    const adept = card({
      name: 'Test Adept',
      cost: '{1}',
      type: 'Creature — Human Wizard',
      power: 1,
      toughness: 1,
      text: 'Whenever you cast an instant or sorcery spell, Test Adept deals 1 damage to each opponent.',
    });
    let s = twoPlayers(
      {
        battlefield: [
          { def: adept, id: 'adept' },
          { def: C.bears, id: 'bears' },
        ],
        hand: [{ def: shock, id: 's1' }],
      },
      {},
    );
    s = play(s, zap('Alice', 's1', 'bears'), pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(19);
  });

  it('601.2i: "whenever you cast a Spirit or Arcane spell" reads the subtypes as written; "a multicolored spell" two or more colors (105.2b)', () => {
    const monk = card({
      name: 'Test Monk',
      cost: '{1}',
      type: 'Creature — Human Monk',
      power: 1,
      toughness: 1,
      text: 'Whenever you cast a Spirit or Arcane spell, you gain 1 life.\nWhenever you cast a multicolored spell, you gain 2 life.',
    });
    const arcane = card({
      name: 'Test Arcane Zap',
      cost: '{R}',
      type: 'Instant — Arcane',
      text: 'Test Arcane Zap deals 1 damage to any target.',
    });
    const gold = card({
      name: 'Test Gold Zap',
      cost: '{R}{W}',
      type: 'Instant',
      text: 'Test Gold Zap deals 1 damage to any target.',
    });
    let s = twoPlayers(
      {
        battlefield: [{ def: monk, id: 'monk' }, { def: C.mountain }, { def: C.mountain }, { def: C.plains }],
        hand: [
          { def: arcane, id: 'arcane' },
          { def: gold, id: 'gold' },
          { def: shock, id: 'plain' },
        ],
      },
      {},
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'arcane', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
      pass('Bob'),
    );
    expect(life(s, 'Alice')).toBe(21);
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'gold', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
      pass('Bob'),
    );
    expect(life(s, 'Alice')).toBe(23);
  });

  it('603.2b: "at the beginning of each opponent\'s upkeep" — on the opponents\' turns only; "each player\'s draw step"', () => {
    const tax = card({
      name: 'Test Tax',
      cost: '{1}',
      type: 'Enchantment',
      text: "At the beginning of each opponent's upkeep, that player loses 1 life.\nAt the beginning of each player's draw step, that player gains 2 life.",
    });
    const library = Array.from({ length: 4 }, () => ({ def: C.island }));
    let s = twoPlayers({ battlefield: [{ def: tax, id: 'tax' }], library }, { library });
    // "Go to" stops where a trigger goes on the stack (603.3): it resolves when both players pass.
    const resolving = (state: typeof s) => {
      let n = state;
      while (n.stack.length > 0) n = play(n, pass(n.priority!));
      return n;
    };
    const toMain = (state: typeof s) => {
      let n = resolving(goTo(state, 'end'));
      while (n.step !== 'main1') n = resolving(goTo(n, 'main1'));
      return n;
    };
    s = toMain(s); // Bob's turn: his upkeep and his draw step
    expect([s.activePlayer, life(s, 'Bob'), life(s, 'Alice')]).toEqual(['Bob', 21, 20]);
    s = toMain(s); // Alice's: only her draw step
    expect([s.activePlayer, life(s, 'Bob'), life(s, 'Alice')]).toEqual(['Alice', 21, 22]);
  });

  it('510.2: "whenever ~ deals combat damage to a player" — unblocked, not blocked', () => {
    const thief = card({
      name: 'Test Thief',
      cost: '{1}',
      type: 'Creature — Rogue',
      power: 2,
      toughness: 2,
      text: 'Whenever Test Thief deals combat damage to a player, draw a card.',
    });
    const unblocked = next(blocked([{ def: thief, id: 'thief' }], [], [['thief', 'Bob']], []));
    expect(unblocked.stack.map(i => i.trigger)).toEqual(['dealsDamage']);
    const s = next(
      blocked(
        [{ def: thief, id: 'thief' }],
        [{ def: C.spider, id: 'spider' }],
        [['thief', 'Bob']],
        [['spider', 'thief']],
      ),
    );
    expect(s.step).toBe('combatDamage');
    expect(s.stack).toHaveLength(0);
  });

  it('509.3a, 509.3c: "whenever ~ blocks" and "whenever ~ becomes blocked" trigger once each', () => {
    const guard = card({
      name: 'Test Guard',
      cost: '{1}',
      type: 'Creature — Soldier',
      power: 1,
      toughness: 4,
      text: 'Whenever Test Guard blocks, you gain 1 life.',
    });
    const raider = card({
      name: 'Test Raider',
      cost: '{1}',
      type: 'Creature — Warrior',
      power: 3,
      toughness: 3,
      text: 'Whenever Test Raider becomes blocked, you gain 1 life.',
    });
    const s = blocked(
      [{ def: raider, id: 'raider' }],
      [
        { def: guard, id: 'guard' },
        { def: C.bears, id: 'bears' },
      ],
      [['raider', 'Bob']],
      [
        ['guard', 'raider'],
        ['bears', 'raider'],
      ],
    );
    expect(s.stack.map(i => i.trigger).sort()).toEqual(['becomesBlocked', 'blocks']);
  });

  it('603.2b: "at the beginning of combat on your turn", "your end step", "each upkeep"', () => {
    const drummer = card({
      name: 'Test Drummer',
      cost: '{1}',
      type: 'Creature — Goblin',
      power: 1,
      toughness: 1,
      text: 'At the beginning of combat on your turn, you gain 1 life.',
    });
    const bell = card({
      name: 'Test Bell',
      cost: '{1}',
      type: 'Artifact',
      text: 'At the beginning of your end step, you gain 1 life.',
    });
    const clock = card({
      name: 'Test Clock',
      cost: '{1}',
      type: 'Artifact',
      text: 'At the beginning of each upkeep, you lose 1 life.',
    });
    let s = twoPlayers(
      {
        battlefield: [
          { def: drummer, id: 'drummer' },
          { def: bell, id: 'bell' },
          { def: clock, id: 'clock' },
        ],
        library: library(3),
      },
      { library: library(3) },
    );
    s = goTo(s, 'beginningOfCombat');
    expect(s.stack.map(i => i.trigger)).toEqual(['beginningOfCombat']);
    s = goTo(play(s, pass('Alice'), pass('Bob')), 'end');
    expect(s.stack.map(i => i.trigger)).toEqual(['endStep']);
    s = goTo(play(s, pass('Alice'), pass('Bob')), 'upkeep');
    expect([s.activePlayer, s.stack.map(i => i.trigger)]).toEqual(['Bob', ['upkeep']]);
  });

  it('603.6a: "whenever another creature enters under your control" — not the opponent\'s', () => {
    const herald = card({
      name: 'Test Herald',
      cost: '{1}',
      type: 'Creature — Cleric',
      power: 1,
      toughness: 1,
      text: 'Whenever another creature enters the battlefield under your control, you gain 1 life.',
    });
    const spark = card({ name: 'Test Spark', cost: '{0}', type: 'Creature — Elemental', power: 1, toughness: 1 });
    let s = twoPlayers({ battlefield: [{ def: herald, id: 'herald' }], hand: [{ def: spark, id: 'spark' }] }, {});
    s = play(s, { type: 'cast', player: 'Alice', card: 'spark' }, pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => i.trigger)).toEqual(['permanentEnters']);
  });

  it('119.9, 603.2: "whenever you gain life" and "whenever you draw a card" — the controller\'s own events', () => {
    const chalice = card({
      name: 'Test Chalice',
      cost: '{1}',
      type: 'Artifact',
      text: 'Whenever you gain life, each opponent loses 1 life.',
    });
    const tome = card({
      name: 'Test Tome',
      cost: '{1}',
      type: 'Artifact',
      text: 'Whenever you draw a card, you gain 1 life.',
    });
    const tonic = card({
      name: 'Test Tonic',
      cost: '{0}',
      type: 'Instant',
      text: 'You gain 2 life. Target opponent gains 2 life. Draw a card.',
    });
    let s = twoPlayers(
      {
        battlefield: [
          { def: chalice, id: 'chalice' },
          { def: tome, id: 'tome' },
        ],
        hand: [{ def: tonic, id: 'tonic' }],
        library: library(2),
      },
      {},
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'tonic', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.stack.map(i => i.trigger)).toEqual(['gainLife', 'drawCard']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => i.trigger)).toEqual(['gainLife', 'gainLife']);
    s = play(s, pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    expect([life(s, 'Alice'), life(s, 'Bob')]).toEqual([23, 20]);
  });

  it('601.2i: "when you cast ~" triggers from the stack, before the spell resolves; 603.2b: "your precombat main phase"', () => {
    const titan = card({
      name: 'Test Titan',
      cost: '{0}',
      type: 'Creature — Eldrazi',
      power: 5,
      toughness: 5,
      text: 'When you cast this spell, draw a card.',
    });
    let s = play(twoPlayers({ hand: [{ def: titan, id: 'titan' }], library: library(2) }, {}), {
      type: 'cast',
      player: 'Alice',
      card: 'titan',
    });
    expect(s.stack.map(i => i.trigger ?? i.id)).toEqual(['titan', 'castSelf']);
    const banner = card({
      name: 'Test Banner',
      cost: '{1}',
      type: 'Artifact',
      text: 'At the beginning of your precombat main phase, you gain 1 life.',
    });
    s = goTo(
      twoPlayers(
        { battlefield: [{ def: banner, id: 'banner' }], library: library(2) },
        { library: library(2) },
        { step: 'end', activePlayer: 'Bob', turn: 2 },
      ),
      'main1',
    );
    expect(s.stack.map(i => i.trigger)).toEqual(['mainPhase']);
  });

  it('603.6a, 508.3a: "whenever ~ enters or attacks" triggers on both; after an opening about ~, "it deals" is ~ dealing damage', () => {
    const drake = card({
      name: 'Test Drake',
      cost: '{0}',
      type: 'Creature — Drake',
      power: 2,
      toughness: 2,
      text: 'Whenever Test Drake enters or attacks, it deals 1 damage to each opponent.',
    });
    let s = play(
      twoPlayers({ hand: [{ def: drake, id: 'drake' }] }, {}),
      { type: 'cast', player: 'Alice', card: 'drake' },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.stack.map(i => i.trigger)).toEqual(['either']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(19);
    const guard = card({
      name: 'Test Sentry',
      cost: '{1}',
      type: 'Creature — Soldier',
      power: 1,
      toughness: 4,
      text: 'Whenever Test Sentry attacks or blocks, you gain 1 life.',
    });
    const blocking = blocked(
      [{ def: C.bears, id: 'bears' }],
      [{ def: guard, id: 'sentry' }],
      [['bears', 'Bob']],
      [['sentry', 'bears']],
    );
    expect(blocking.stack.map(i => i.trigger)).toEqual(['either']);
  });

  it('603.2b: "at the beginning of the end step" is every player\'s end step', () => {
    const bell = card({
      name: 'Test Curfew',
      cost: '{1}',
      type: 'Artifact',
      text: 'At the beginning of the end step, you gain 1 life.',
    });
    const s = goTo(
      twoPlayers({ library: library(2) }, { battlefield: [{ def: bell, id: 'bell' }], library: library(2) }),
      'end',
    );
    expect([s.activePlayer, s.stack.map(i => i.source)]).toEqual(['Alice', ['bell']]);
  });

  it('508.3a: "whenever a Dragon you control attacks" — a subtype, read from the text\'s capitals; once per attacking Dragon', () => {
    const roost = card({
      name: 'Test Roost',
      cost: '{1}',
      type: 'Enchantment',
      text: 'Whenever a Dragon you control attacks, you gain 1 life.',
    });
    const dragon = card({ name: 'Test Whelp', cost: '{1}', type: 'Creature — Dragon', power: 1, toughness: 1 });
    let s = twoPlayers(
      {
        battlefield: [
          { def: roost, id: 'roost' },
          { def: dragon, id: 'whelp' },
          { def: C.bears, id: 'bears' },
        ],
      },
      {},
      { step: 'declareAttackers' },
    );
    s = play(s, attack('Alice', ['whelp', 'Bob'], ['bears', 'Bob']));
    expect(s.stack.map(i => i.source)).toEqual(['roost']);
  });

  it('603.10a: "whenever another Elf you control dies" — only Elves', () => {
    const chief = card({
      name: 'Test Chieftain',
      cost: '{1}',
      type: 'Creature — Elf',
      power: 1,
      toughness: 1,
      text: 'Whenever another Elf you control dies, you gain 1 life.',
    });
    const shock = card({
      name: 'Test Jolt',
      cost: '{0}',
      type: 'Instant',
      text: 'Test Jolt deals 3 damage to any target.',
    });
    let s = twoPlayers(
      {
        battlefield: [
          { def: chief, id: 'chief' },
          { def: C.elves, id: 'elf' },
          { def: C.bears, id: 'bears' },
        ],
        hand: [
          { def: shock, id: 'j1' },
          { def: shock, id: 'j2' },
        ],
      },
      {},
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'j1', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.stack).toHaveLength(0);
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'j2', targets: [{ object: 'elf' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.stack.map(i => i.trigger)).toEqual(['creatureDies']);
  });
});

describe('event references: "that much", "that player", "that creature" (CR 603.2)', () => {
  const shock = card({
    name: 'Test Shock',
    cost: '{0}',
    type: 'Instant',
    text: 'Test Shock deals 3 damage to any target.',
  });
  const handOf = (s: ReturnType<typeof twoPlayers>, p: string) => s.players.find(x => x.id === p)!.hand.length;

  it('119.9: "whenever you gain life, target opponent loses that much life and you draw a card" — the amount gained', () => {
    const leech = card({
      name: 'Test Leech',
      cost: '{1}',
      type: 'Enchantment',
      text: 'Whenever you gain life, target opponent loses that much life and you draw a card.',
    });
    const tonic = card({ name: 'Test Tonic', cost: '{0}', type: 'Instant', text: 'You gain 3 life.' });
    let s = twoPlayers(
      { battlefield: [{ def: leech, id: 'leech' }], hand: [{ def: tonic, id: 'tonic' }], library: [{ def: C.island }] },
      {},
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'tonic' },
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
      pass('Bob'),
    );
    expect([life(s, 'Alice'), life(s, 'Bob'), handOf(s, 'Alice')]).toEqual([23, 17, 1]);
  });

  it('120.3: "whenever ~ is dealt damage, it deals that much damage to any target" — the damage dealt to it', () => {
    const golem = card({
      name: 'Test Spite Golem',
      cost: '{3}',
      type: 'Artifact Creature — Golem',
      power: 1,
      toughness: 5,
      text: 'Whenever Test Spite Golem is dealt damage, it deals that much damage to any target.',
    });
    let s = twoPlayers({ hand: [{ def: shock, id: 'shock' }] }, { battlefield: [{ def: golem, id: 'golem' }] });
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'shock', targets: [{ object: 'golem' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.stack.map(i => [i.trigger, i.controller])).toEqual([['dealtDamage', 'Bob']]);
    // Bob's trigger targets Alice by default (an opponent first, 603.3d).
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Alice')).toBe(17);
  });

  it('510.2: "whenever ~ deals combat damage to a player, that player discards a card" — the player dealt damage', () => {
    const raider = card({
      name: 'Test Mind Raider',
      cost: '{1}',
      type: 'Creature — Rogue',
      power: 1,
      toughness: 1,
      text: 'Whenever Test Mind Raider deals combat damage to a player, that player discards a card.',
    });
    let s = next(
      blocked([{ def: raider, id: 'raider' }], [], [['raider', 'Bob']], [], {
        bobHand: [{ def: C.filler }, { def: C.filler }],
      }),
    );
    expect(s.stack.map(i => i.eventPlayer)).toEqual(['Bob']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(handOf(s, 'Bob')).toBe(1);
  });

  it('603.2: "that player discards that many cards" — as many as the combat damage dealt', () => {
    const specter = card({
      name: 'Test Specter',
      cost: '{1}',
      type: 'Creature — Specter',
      power: 2,
      toughness: 1,
      text: 'Whenever Test Specter deals combat damage to a player, that player discards that many cards.',
    });
    let s = next(
      blocked([{ def: specter, id: 'specter' }], [], [['specter', 'Bob']], [], {
        bobHand: [{ def: C.filler }, { def: C.filler }, { def: C.filler }],
      }),
    );
    s = play(s, pass('Alice'), pass('Bob'));
    expect(handOf(s, 'Bob')).toBe(1);
  });

  it('508.5: "tap target creature defending player controls" — the player the attacking creature attacks, whoever\'s ability it is', () => {
    const captain = card({
      name: 'Test Harrier Captain',
      cost: '{1}',
      type: 'Creature — Human',
      power: 1,
      toughness: 1,
      text: 'Whenever another creature you control attacks, tap target creature defending player controls.',
    });
    let s = twoPlayers(
      {
        battlefield: [
          { def: captain, id: 'captain' },
          { def: C.bears, id: 'mine' },
        ],
      },
      { battlefield: [{ def: C.bears, id: 'theirs' }] },
      { step: 'declareAttackers' },
    );
    s = play(s, attack('Alice', ['mine', 'Bob']));
    expect(s.stack.map(i => i.targets)).toEqual([[{ kind: 'object', id: 'theirs', stamp: expect.any(Number) }]]);
    s = play(s, pass('Alice'), pass('Bob'));
    expect([perm(s, 'theirs').tapped, perm(s, 'captain').tapped]).toEqual([true, false]);
    // Read only where there is an attack: a spell has no defending player of its own.
    expect(
      defineCard({
        name: 'Test Trip',
        cost: '{W}',
        type: 'Instant',
        text: 'Tap target creature defending player controls.',
      }).notUnderstood,
    ).toHaveLength(1);
  });

  it('603.3d: "destroy target artifact that player controls" — only the player dealt damage controls a legal target', () => {
    const wasp = card({
      name: 'Test Wasp',
      cost: '{1}',
      type: 'Creature — Insect',
      power: 1,
      toughness: 1,
      text: 'Whenever Test Wasp deals combat damage to a player, destroy target artifact that player controls.',
    });
    const relic = card({ name: 'Test Relic', cost: '{1}', type: 'Artifact' });
    const theirs = next(
      blocked(
        [
          { def: wasp, id: 'wasp' },
          { def: relic, id: 'mine' },
        ],
        [{ def: relic, id: 'theirs' }],
        [['wasp', 'Bob']],
        [],
      ),
    );
    expect(theirs.stack.map(i => i.targets)).toEqual([[{ kind: 'object', id: 'theirs', stamp: expect.any(Number) }]]);
    const after = play(theirs, pass('Alice'), pass('Bob'));
    expect([zone(after, 'theirs'), zone(after, 'mine')]).toEqual(['graveyard', 'battlefield']);
    // With no artifact of Bob's, there is no legal target: the ability is removed from the stack (603.3d).
    const none = next(
      blocked(
        [
          { def: wasp, id: 'wasp' },
          { def: relic, id: 'mine' },
        ],
        [],
        [['wasp', 'Bob']],
        [],
      ),
    );
    expect([none.stack.length, zone(none, 'mine')]).toEqual([0, 'battlefield']);
  });

  it('510.2: "whenever a creature you control deals combat damage to a player" — each of yours that does; "that creature" is it', () => {
    const banner = card({
      name: 'Test War Banner',
      cost: '{1}',
      type: 'Enchantment',
      text: 'Whenever a creature you control deals combat damage to a player, put a +1/+1 counter on that creature.',
    });
    let s = next(
      blocked(
        [
          { def: banner, id: 'banner' },
          { def: C.bears, id: 'b1' },
          { def: C.ogre, id: 'ogre' },
        ],
        [{ def: C.spider, id: 'spider' }],
        [
          ['b1', 'Bob'],
          ['ogre', 'Bob'],
        ],
        [['spider', 'ogre']],
      ),
    );
    expect(s.stack.map(i => i.subject)).toEqual(['b1']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(s.permanents.b1!.counters['+1/+1']).toBe(1);
  });
});

describe('"it" after an opening about another creature (CR 603.2)', () => {
  it('508.3a: "whenever a Dragon you control attacks, it gets +2/+0 until end of turn" — the attacking Dragon', () => {
    const roost = card({
      name: 'Test Roost',
      cost: '{1}',
      type: 'Enchantment',
      text: 'Whenever a Dragon you control attacks, it gets +2/+0 until end of turn.',
    });
    const whelp = card({ name: 'Test Whelp', cost: '{1}', type: 'Creature — Dragon', power: 1, toughness: 1 });
    let s = twoPlayers(
      {
        battlefield: [
          { def: roost, id: 'roost' },
          { def: whelp, id: 'whelp' },
        ],
      },
      {},
      { step: 'declareAttackers' },
    );
    s = play(s, attack('Alice', ['whelp', 'Bob']), pass('Alice'), pass('Bob'));
    expect(s.effects).toEqual([
      expect.objectContaining({ target: 'whelp', change: { modify: { power: 2, toughness: 0 } } }),
    ]);
  });
});

describe('"whenever enchanted creature deals damage" (CR 120.3, 603.2)', () => {
  it('the Aura\'s ability triggers on damage its creature deals, and "that much" is the damage dealt', () => {
    const link = card({
      name: 'Test Spirit Tether',
      cost: '{W}',
      type: 'Enchantment — Aura',
      keywords: ['enchant creature'],
      text: 'Whenever enchanted creature deals damage, you gain that much life.',
    });
    let s = play(
      twoPlayers(
        { battlefield: [{ def: C.ogre, id: 'ogre' }, { def: C.plains }], hand: [{ def: link, id: 'link' }] },
        {},
      ),
      { type: 'cast', player: 'Alice', card: 'link', targets: [{ object: 'ogre' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.permanents.link!.attachedTo).toBe('ogre');
    s = play(goTo(s, 'declareAttackers'), attack('Alice', ['ogre', 'Bob']), pass('Alice'), pass('Bob'), {
      type: 'declareBlockers',
      player: 'Bob',
      blocks: [],
    });
    s = next(s);
    expect(s.stack.map(i => [i.trigger, i.eventAmount])).toEqual([['dealsDamage', 2]]);
    s = play(s, pass('Alice'), pass('Bob'));
    expect([life(s, 'Alice'), life(s, 'Bob')]).toEqual([22, 18]);
  });
});

describe('more trigger conditions (CR 603.2, 603.2c, 603.10a)', () => {
  const shock = card({
    name: 'Test Shock',
    cost: '{0}',
    type: 'Instant',
    text: 'Test Shock deals 3 damage to any target.',
  });
  const recall = card({
    name: 'Test Recall',
    cost: '{0}',
    type: 'Instant',
    text: "Return target creature to its owner's hand.",
  });
  const handOf = (s: ReturnType<typeof twoPlayers>, p: string) => s.players.find(x => x.id === p)!.hand.length;
  const activateFirst = (
    player: string,
    source: string,
    def: ReturnType<typeof card>,
    targets?: { object?: string; player?: string }[],
  ) => ({
    type: 'activate' as const,
    player,
    source,
    ability: def.abilities.findIndex(a => a.kind === 'activated'),
    ...(targets ? { targets } : {}),
  });

  it('120.3: "whenever ~ deals damage to a player" — any damage to a player, not to a creature', () => {
    const scorcher = card({
      name: 'Test Scorcher',
      cost: '{1}',
      type: 'Creature — Goblin',
      power: 1,
      toughness: 1,
      text: 'Whenever Test Scorcher deals damage to a player, you gain 2 life.\n{0}: Test Scorcher deals 1 damage to any target.',
    });
    let s = twoPlayers(
      { battlefield: [{ def: scorcher, id: 'scorcher' }] },
      { battlefield: [{ def: C.spider, id: 'spider' }] },
    );
    s = play(s, activateFirst('Alice', 'scorcher', scorcher, [{ object: 'spider' }]), pass('Alice'), pass('Bob'));
    expect(s.stack).toHaveLength(0);
    s = play(s, activateFirst('Alice', 'scorcher', scorcher, [{ player: 'Bob' }]), pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => [i.trigger, i.eventPlayer])).toEqual([['dealsDamage', 'Bob']]);
    s = play(s, pass('Alice'), pass('Bob'));
    expect([life(s, 'Alice'), life(s, 'Bob')]).toEqual([22, 19]);
  });

  it('603.6a: "whenever a land enters the battlefield under an opponent\'s control" — theirs, not yours', () => {
    const angel = card({
      name: 'Test Watcher',
      cost: '{1}',
      type: 'Enchantment',
      text: "Whenever a land enters under an opponent's control, you may gain 3 life.",
    });
    const mine = play(twoPlayers({ battlefield: [{ def: angel }], hand: [{ def: C.plains, id: 'p' }] }, {}), {
      type: 'playLand',
      player: 'Alice',
      card: 'p',
    });
    expect(mine.stack).toHaveLength(0);
    let s = play(
      twoPlayers({ battlefield: [{ def: angel }] }, { hand: [{ def: C.plains, id: 'p' }] }, { activePlayer: 'Bob' }),
      { type: 'playLand', player: 'Bob', card: 'p' },
    );
    expect(s.stack.map(i => [i.trigger, i.controller])).toEqual([['permanentEnters', 'Alice']]);
    s = play(s, pass('Bob'), pass('Alice'));
    expect(life(s, 'Alice')).toBe(23);
  });

  it('603.10a: "whenever you sacrifice a permanent" looks back — a permanent sacrificing itself triggers its own ability', () => {
    const jester = card({
      name: 'Test Jester',
      cost: '{1}',
      type: 'Creature — Devil',
      power: 1,
      toughness: 1,
      text: 'Whenever you sacrifice a permanent, you gain 1 life.\nSacrifice Test Jester: Draw a card.',
    });
    const fodder = card({
      name: 'Test Fodder',
      cost: '{1}',
      type: 'Artifact',
      text: 'Sacrifice Test Fodder: You gain 2 life.',
    });
    let s = twoPlayers(
      {
        battlefield: [
          { def: jester, id: 'jester' },
          { def: fodder, id: 'fodder' },
        ],
        library: library(2),
      },
      { battlefield: [{ def: fodder, id: 'theirs' }] },
    );
    s = play(s, activateFirst('Alice', 'fodder', fodder));
    expect(s.stack.map(i => i.trigger ?? 'fodder')).toEqual(['fodder', 'sacrifice']);
    s = play(s, pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    expect(life(s, 'Alice')).toBe(23);
    s = play(s, activateFirst('Alice', 'jester', jester));
    expect(s.stack.map(i => [i.source, i.trigger])).toEqual([
      ['jester', undefined],
      ['jester', 'sacrifice'],
    ]);
    // An opponent's sacrifice isn't yours.
    s = play(
      s,
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
      activateFirst('Bob', 'theirs', fodder),
    );
    expect(s.stack.map(i => i.trigger)).toEqual([undefined]);
  });

  it('603.10a: "whenever you sacrifice a Clue" — only what fits', () => {
    const tracker = card({
      name: 'Test Tracker',
      cost: '{1}',
      type: 'Creature — Human Scout',
      power: 2,
      toughness: 2,
      text: 'Whenever you sacrifice a Clue, put a +1/+1 counter on Test Tracker.',
    });
    const clue = card({
      name: 'Test Clue',
      cost: '{0}',
      type: 'Artifact — Clue',
      text: 'Sacrifice Test Clue: You gain 1 life.',
    });
    const trinket = card({
      name: 'Test Trinket',
      cost: '{0}',
      type: 'Artifact',
      text: 'Sacrifice Test Trinket: You gain 1 life.',
    });
    let s = twoPlayers(
      {
        battlefield: [
          { def: tracker, id: 'tracker' },
          { def: clue, id: 'clue' },
          { def: trinket, id: 'trinket' },
        ],
      },
      {},
    );
    s = play(s, activateFirst('Alice', 'trinket', trinket), pass('Alice'), pass('Bob'));
    expect(s.stack).toHaveLength(0);
    s = play(s, activateFirst('Alice', 'clue', clue), pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    expect(s.permanents.tracker!.counters['+1/+1']).toBe(1);
  });

  it('603.2c: "whenever one or more artifact creatures you control deal combat damage to a player" triggers once for them all', () => {
    const network = card({
      name: 'Test Network',
      cost: '{1}',
      type: 'Enchantment',
      text: 'Whenever one or more artifact creatures you control deal combat damage to a player, draw a card.',
    });
    const s = next(
      blocked(
        [{ def: network }, { def: C.fiveFive, id: 'g1' }, { def: C.fiveFive, id: 'g2' }],
        [],
        [
          ['g1', 'Bob'],
          ['g2', 'Bob'],
        ],
        [],
      ),
    );
    expect(s.stack.map(i => [i.trigger, i.subject, i.eventPlayer])).toEqual([
      ['batchCombatDamageToPlayer', undefined, 'Bob'],
    ]);
    const bears = next(blocked([{ def: network }, { def: C.bears, id: 'bears' }], [], [['bears', 'Bob']], []));
    expect(bears.stack).toHaveLength(0);
  });

  it('603.2c, 122.6: "a +1/+1 counter is put on ~" triggers for each counter, "one or more … are put", once; entering with them counts', () => {
    const mage = card({
      name: 'Test Mage',
      cost: '{1}',
      type: 'Creature — Human',
      power: 1,
      toughness: 1,
      text: 'Whenever a +1/+1 counter is put on this creature, you gain 1 life.',
    });
    const hulk = card({
      name: 'Test Hulk',
      cost: '{1}',
      type: 'Creature — Zombie',
      power: 1,
      toughness: 1,
      text: 'Whenever one or more +1/+1 counters are put on Test Hulk, you gain 1 life.',
    });
    const feed = card({
      name: 'Test Feeding',
      cost: '{0}',
      type: 'Instant',
      text: 'Put two +1/+1 counters on target creature.',
    });
    const feed1 = { type: 'cast' as const, player: 'Alice', card: 'f1', targets: [{ object: 'mage' }] };
    let s = play(
      twoPlayers(
        {
          battlefield: [
            { def: mage, id: 'mage' },
            { def: hulk, id: 'hulk' },
          ],
          hand: [
            { def: feed, id: 'f1' },
            { def: feed, id: 'f2' },
          ],
        },
        {},
      ),
      feed1,
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.stack.map(i => i.trigger)).toEqual(['countersPut', 'countersPut']);
    s = play(
      s,
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
      pass('Bob'),
      { type: 'cast', player: 'Alice', card: 'f2', targets: [{ object: 'hulk' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.stack.map(i => i.source)).toEqual(['hulk']);
    const grower = card({
      name: 'Test Grower',
      cost: '{0}',
      type: 'Creature — Hydra',
      power: 0,
      toughness: 0,
      text: 'Test Grower enters with two +1/+1 counters on it.\nWhenever one or more +1/+1 counters are put on Test Grower, you gain 1 life.',
    });
    const entered = play(
      twoPlayers({ hand: [{ def: grower, id: 'grower' }] }, {}),
      { type: 'cast', player: 'Alice', card: 'grower' },
      pass('Alice'),
      pass('Bob'),
    );
    expect(entered.stack.map(i => i.source)).toEqual(['grower']);
  });

  it('603.10a: "whenever ~ or another creature you control leaves the battlefield" — itself too, not an opponent\'s', () => {
    const vigil = card({
      name: 'Test Vigil',
      cost: '{1}',
      type: 'Creature — Spirit',
      power: 1,
      toughness: 1,
      text: 'Whenever Test Vigil or another creature you control leaves the battlefield, each opponent loses 1 life.',
    });
    const zap = (id: string, target: string) => ({
      type: 'cast' as const,
      player: 'Alice',
      card: id,
      targets: [{ object: target }],
    });
    let s = twoPlayers(
      {
        battlefield: [
          { def: vigil, id: 'vigil' },
          { def: C.bears, id: 'bears' },
        ],
        hand: [
          { def: recall, id: 'r1' },
          { def: recall, id: 'r2' },
          { def: recall, id: 'r3' },
        ],
      },
      { battlefield: [{ def: C.ogre, id: 'ogre' }] },
    );
    s = play(s, zap('r1', 'ogre'), pass('Alice'), pass('Bob'));
    expect(s.stack).toHaveLength(0);
    s = play(s, zap('r2', 'bears'), pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    s = play(s, zap('r3', 'vigil'), pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => i.trigger)).toEqual(['creatureLeaves']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(18);
  });

  it('508.3a: battalion — "whenever ~ and at least two other creatures attack"', () => {
    const halberd = card({
      name: 'Test Halberdier',
      cost: '{1}',
      type: 'Creature — Human Soldier',
      power: 1,
      toughness: 1,
      text: 'Battalion — Whenever Test Halberdier and at least two other creatures attack, Test Halberdier gains first strike until end of turn.',
    });
    const two = blocked(
      [
        { def: halberd, id: 'h' },
        { def: C.bears, id: 'b1' },
      ],
      [],
      [
        ['h', 'Bob'],
        ['b1', 'Bob'],
      ],
      [],
    );
    expect(two.stack).toHaveLength(0);
    const withoutIt = blocked(
      [
        { def: halberd, id: 'h' },
        { def: C.bears, id: 'b1' },
        { def: C.bears, id: 'b2' },
        { def: C.ogre, id: 'o' },
      ],
      [],
      [
        ['b1', 'Bob'],
        ['b2', 'Bob'],
        ['o', 'Bob'],
      ],
      [],
    );
    expect(withoutIt.stack).toHaveLength(0);
    let s = twoPlayers(
      {
        battlefield: [
          { def: halberd, id: 'h' },
          { def: C.bears, id: 'b1' },
          { def: C.bears, id: 'b2' },
        ],
      },
      {},
      { step: 'declareAttackers' },
    );
    s = play(s, attack('Alice', ['h', 'Bob'], ['b1', 'Bob'], ['b2', 'Bob']));
    expect(s.stack.map(i => i.trigger)).toEqual(['attacksWithOthers']);
  });

  it('701.26b: "… ~ gets +1/+1 until end of turn. Untap it." — "it" in the later sentence is the attacker the opening names, or the target named before it', () => {
    const lancer = card({
      name: 'Test Lancer',
      cost: '{1}',
      type: 'Creature — Human Soldier',
      power: 2,
      toughness: 2,
      text: 'Whenever Test Lancer attacks, Test Lancer gets +1/+1 until end of turn. Untap it.',
    });
    let s = twoPlayers({ battlefield: [{ def: lancer, id: 'l' }] }, {}, { step: 'declareAttackers' });
    s = play(s, attack('Alice', ['l', 'Bob']));
    expect(perm(s, 'l').tapped).toBe(true);
    s = play(s, pass('Alice'), pass('Bob'));
    expect([perm(s, 'l').tapped, power(s, 'l')]).toEqual([false, 3]);
    // After a target, "it" is that target (the nearest object named), not the source.
    const odd = defineCard({
      name: 'Odd',
      cost: '{1}',
      type: 'Creature — Elf',
      power: 1,
      toughness: 1,
      text: 'When Odd enters, target creature gets +1/+1 until end of turn. Untap it.',
    });
    expect(odd.notUnderstood).toEqual([]);
    expect(JSON.stringify(odd.def.abilities)).toContain('{"kind":"tap","aim":{"earlier":true},"untap":true}');
  });

  it('120.3: "whenever a source you control deals noncombat damage to an opponent" — your spell at an opponent, not theirs at you, nor combat damage', () => {
    const ember = card({
      name: 'Test Ember Imp',
      cost: '{0}',
      type: 'Creature — Imp',
      power: 1,
      toughness: 3,
      text: 'Whenever a source you control deals noncombat damage to an opponent, Test Ember Imp gets +1/+0 until end of turn.',
    });
    const start = () =>
      twoPlayers(
        { battlefield: [{ def: ember, id: 'imp' }, { def: C.mountain }], hand: [{ def: C.bolt, id: 'mine' }] },
        { battlefield: [{ def: C.mountain }], hand: [{ def: C.bolt, id: 'theirs' }] },
      );
    const mine = play(
      start(),
      { type: 'cast', player: 'Alice', card: 'mine', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(mine.stack.map(i => i.trigger)).toEqual(['sourceDamage']);
    expect(power(play(mine, pass('Alice'), pass('Bob')), 'imp')).toBe(2);
    const theirs = play(
      start(),
      pass('Alice'),
      { type: 'cast', player: 'Bob', card: 'theirs', targets: [{ player: 'Alice' }] },
      pass('Bob'),
      pass('Alice'),
    );
    expect(theirs.stack).toHaveLength(0);
    let combat = play(
      twoPlayers({ battlefield: [{ def: ember, id: 'imp' }] }, {}, { step: 'declareAttackers' }),
      attack('Alice', ['imp', 'Bob']),
    );
    combat = goTo(combat, 'endOfCombat');
    expect([life(combat, 'Bob'), combat.stack.length, power(combat, 'imp')]).toEqual([19, 0, 1]);
  });

  it('113.6m, 603.4: "at the beginning of your end step, if you gained 3 or more life this turn, return ~ from your graveyard to the battlefield tapped" works from the graveyard', () => {
    const ghoul = card({
      name: 'Test Blood Ghoul',
      cost: '{2}',
      type: 'Creature — Zombie',
      power: 3,
      toughness: 1,
      text: 'At the beginning of your end step, if you gained 3 or more life this turn, return Test Blood Ghoul from your graveyard to the battlefield tapped.',
    });
    const feast = card({ name: 'Test Feast', cost: '{0}', type: 'Sorcery', text: 'You gain 3 life.' });
    const start = () => twoPlayers({ graveyard: [{ def: ghoul, id: 'g' }], hand: [{ def: feast, id: 'f' }] }, {});
    let s = play(start(), { type: 'cast', player: 'Alice', card: 'f', targets: [] }, pass('Alice'), pass('Bob'));
    s = play(goTo(s, 'end'), pass('Alice'), pass('Bob'));
    expect([zone(s, 'g'), perm(s, 'g').tapped]).toEqual(['battlefield', true]);
    expect(goTo(start(), 'end').stack).toHaveLength(0);
  });

  it('510.2, 107.1a: "whenever equipped creature deals combat damage to a player, that player loses half their life, rounded down"', () => {
    const spike = card({
      name: 'Test Grim Spike',
      cost: '{0}',
      type: 'Artifact — Equipment',
      keywords: ['equip {0}'],
      text: 'Whenever equipped creature deals combat damage to a player, that player loses half their life, rounded down.',
    });
    let s = twoPlayers(
      {
        battlefield: [
          { def: spike, id: 'spike' },
          { def: C.bears, id: 'bears' },
          { def: C.ogre, id: 'ogre' },
        ],
      },
      {},
      { step: 'main1' },
    );
    s = play(
      s,
      {
        type: 'activate',
        player: 'Alice',
        source: 'spike',
        ability: spike.abilities.findIndex(a => a.kind === 'activated'),
        targets: [{ object: 'bears' }],
      },
      pass('Alice'),
      pass('Bob'),
    );
    s = play(goTo(s, 'declareAttackers'), attack('Alice', ['bears', 'Bob'], ['ogre', 'Bob']));
    s = goTo(s, 'combatDamage');
    // 4 combat damage: 16 life; the Equipment's trigger only for the equipped Bears; half of 16 is 8.
    expect(s.stack.map(i => i.source)).toEqual(['spike']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(8);
    const odd = card({
      name: 'Test Odd Toll',
      cost: '{0}',
      type: 'Sorcery',
      text: 'Target player loses half their life, rounded up.',
    });
    const toll = play(
      twoPlayers({ hand: [{ def: odd, id: 'toll' }] }, { life: 7 }),
      { type: 'cast', player: 'Alice', card: 'toll', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(life(toll, 'Bob')).toBe(3);
  });

  it('120.3, 107.3c: "whenever a Drake enters … under your control, it deals X damage to any target, where X is the number of Drakes you control" — the Drake is the source', () => {
    const storm = card({
      name: 'Test Drake Storm',
      cost: '{0}',
      type: 'Enchantment',
      text: 'Whenever a Drake enters the battlefield under your control, it deals X damage to any target, where X is the number of Drakes you control.',
    });
    const drake = card({
      name: 'Test Leech Drake',
      cost: '{0}',
      type: 'Creature — Drake',
      power: 1,
      toughness: 1,
      keywords: ['lifelink'],
    });
    let s = twoPlayers({ battlefield: [{ def: storm }, { def: drake }], hand: [{ def: drake, id: 'd' }] }, {});
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'd', targets: [] },
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
      pass('Bob'),
    );
    // Two Drakes: 2 damage to Bob (the default target), and the Drake's lifelink gains Alice 2 (702.15b).
    expect([life(s, 'Bob'), life(s, 'Alice')]).toEqual([18, 22]);
  });

  it('508.3d: "whenever you attack with two or more creatures with flying" — once, counting the attackers that fit', () => {
    const skimmer = card({
      name: 'Test Skimmer',
      cost: '{1}',
      type: 'Creature — Fish',
      power: 1,
      toughness: 1,
      text: 'Whenever you attack with two or more creatures with flying, you draw a card.',
    });
    const start = () =>
      twoPlayers(
        {
          battlefield: [
            { def: skimmer },
            { def: C.angel, id: 'a1' },
            { def: C.angel, id: 'a2' },
            { def: C.bears, id: 'b' },
          ],
        },
        {},
        { step: 'declareAttackers' },
      );
    expect(play(start(), attack('Alice', ['a1', 'Bob'], ['b', 'Bob'])).stack).toHaveLength(0);
    expect(
      play(start(), attack('Alice', ['a1', 'Bob'], ['a2', 'Bob'], ['b', 'Bob'])).stack.map(i => i.trigger),
    ).toEqual(['attackWithSeveral']);
  });

  it('601.2i: "whenever an opponent casts their second spell each turn" — the second only', () => {
    const tax = card({
      name: 'Test Tax',
      cost: '{1}',
      type: 'Enchantment',
      text: 'Whenever an opponent casts their second spell each turn, you gain 2 life.',
    });
    const zap = (id: string) => ({ type: 'cast' as const, player: 'Bob', card: id, targets: [{ player: 'Alice' }] });
    let s = twoPlayers(
      { battlefield: [{ def: tax }] },
      {
        hand: [
          { def: shock, id: 's1' },
          { def: shock, id: 's2' },
          { def: shock, id: 's3' },
        ],
      },
      { activePlayer: 'Bob' },
    );
    s = play(s, zap('s1'));
    expect(s.stack.map(i => i.trigger ?? i.id)).toEqual(['s1']);
    s = play(s, zap('s2'));
    expect(s.stack.map(i => i.trigger ?? i.id)).toEqual(['s1', 's2', 'castNth']);
    s = play(s, pass('Bob'), pass('Alice'), zap('s3'));
    expect(s.stack.map(i => i.trigger ?? i.id)).toEqual(['s1', 's2', 's3']);
  });

  it('603.2: "whenever you draw your second card each turn" — counted through the turn', () => {
    const messenger = card({
      name: 'Test Messenger',
      cost: '{1}',
      type: 'Creature — Eldrazi',
      power: 1,
      toughness: 1,
      text: 'Whenever you draw your second card each turn, you gain 1 life.',
    });
    let s = twoPlayers(
      {
        battlefield: [{ def: messenger }, { def: C.island }, { def: C.island }, { def: C.island }],
        hand: [{ def: C.divination, id: 'div' }],
        library: library(3),
      },
      {},
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'div' }, pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => i.trigger)).toEqual(['drawNth']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Alice')).toBe(21);
  });

  it('702.29c: "when you cycle ~" triggers from the graveyard the card went to', () => {
    const cycler = card({
      name: 'Test Tusker',
      cost: '{5}',
      type: 'Creature — Beast',
      power: 6,
      toughness: 5,
      keywords: ['cycling {1}'],
      text: 'When you cycle Test Tusker, you gain 2 life.',
    });
    let s = twoPlayers(
      { hand: [{ def: cycler, id: 'tusker' }], battlefield: [{ def: C.island }], library: library(2) },
      {},
    );
    s = play(s, activateFirst('Alice', 'tusker', cycler));
    expect(s.stack.map(i => [i.source, i.trigger])).toEqual([
      ['tusker', undefined],
      ['tusker', 'cycled'],
    ]);
    s = play(s, pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    expect([life(s, 'Alice'), handOf(s, 'Alice')]).toEqual([22, 1]);
  });

  it('608.2h: "when enchanted creature dies, its controller loses life equal to its power and you gain X life, where X is its toughness" — as it last was', () => {
    const watch = card({
      name: 'Test Watch',
      cost: '{0}',
      type: 'Enchantment — Aura',
      keywords: ['enchant creature'],
      text: 'When enchanted creature dies, its controller loses life equal to its power and you draw X cards, where X is its toughness.',
    });
    const grow = card({
      name: 'Test Grow',
      cost: '{0}',
      type: 'Instant',
      text: 'Target creature gets +2/+2 until end of turn.',
    });
    const murder = card({ name: 'Test Murder', cost: '{0}', type: 'Instant', text: 'Destroy target creature.' });
    let s = twoPlayers(
      {
        hand: [
          { def: watch, id: 'watch' },
          { def: grow, id: 'grow' },
          { def: murder, id: 'murder' },
        ],
        library: library(6),
      },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );
    const cast = (id: string) => ({ type: 'cast' as const, player: 'Alice', card: id, targets: [{ object: 'bears' }] });
    s = play(s, cast('watch'), pass('Alice'), pass('Bob'), cast('grow'), pass('Alice'), pass('Bob'));
    s = play(s, cast('murder'), pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => [i.trigger, i.subject])).toEqual([['attachedDies', 'bears']]);
    s = play(s, pass('Alice'), pass('Bob'));
    // A 4/4 as it died: Bob loses 4, Alice draws 4.
    expect([life(s, 'Bob'), s.players[0]!.hand.length]).toEqual([16, 4]);
  });

  it('603.4: "whenever equipped creature dies, if it was a Human, …" — as it last was; otherwise it doesn\'t trigger', () => {
    const collar = card({
      name: 'Test Collar',
      cost: '{0}',
      type: 'Artifact — Equipment',
      keywords: ['equip {0}'],
      text: 'Whenever equipped creature dies, if it was a Human, you gain 3 life.',
    });
    const human = card({ name: 'Test Villager', cost: '{W}', type: 'Creature — Human', power: 1, toughness: 1 });
    const dies = (def: ReturnType<typeof card>) => {
      let s = twoPlayers(
        {
          battlefield: [
            { def, id: 'c' },
            { def: collar, id: 'collar' },
          ],
          hand: [{ def: shock, id: 's1' }],
        },
        {},
      );
      s = play(s, activateFirst('Alice', 'collar', collar, [{ object: 'c' }]), pass('Alice'), pass('Bob'));
      return play(
        s,
        { type: 'cast', player: 'Alice', card: 's1', targets: [{ object: 'c' }] },
        pass('Alice'),
        pass('Bob'),
      );
    };
    const villager = dies(human);
    expect(villager.stack.map(i => i.trigger)).toEqual(['attachedDies']);
    expect(life(play(villager, pass('Alice'), pass('Bob')), 'Alice')).toBe(23);
    expect(dies(C.bears).stack).toEqual([]);
  });

  it('603.6e: "when enchanted creature dies" and "whenever equipped creature dies" — the attachment\'s own ability', () => {
    const guide = card({
      name: 'Test Guide',
      cost: '{0}',
      type: 'Enchantment — Aura',
      keywords: ['enchant creature'],
      text: 'When enchanted creature dies, you gain 3 life.',
    });
    const scythe = card({
      name: 'Test Scythe',
      cost: '{0}',
      type: 'Artifact — Equipment',
      keywords: ['equip {0}'],
      text: 'Whenever equipped creature dies, put a soul counter on Test Scythe.',
    });
    let s = twoPlayers(
      {
        battlefield: [
          { def: C.bears, id: 'bears' },
          { def: C.ogre, id: 'ogre' },
          { def: scythe, id: 'scythe' },
        ],
        hand: [
          { def: guide, id: 'guide' },
          { def: shock, id: 's1' },
          { def: shock, id: 's2' },
        ],
      },
      {},
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'guide', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    s = play(s, activateFirst('Alice', 'scythe', scythe, [{ object: 'ogre' }]), pass('Alice'), pass('Bob'));
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 's1', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.stack.map(i => [i.source, i.trigger])).toEqual([['guide', 'attachedDies']]);
    s = play(
      s,
      pass('Alice'),
      pass('Bob'),
      { type: 'cast', player: 'Alice', card: 's2', targets: [{ object: 'ogre' }] },
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
      pass('Bob'),
    );
    expect([life(s, 'Alice'), s.permanents.scythe!.counters.soul]).toEqual([23, 1]);
  });

  it('608.2d: "you may have it deal 1 damage to any target" — done unless declined', () => {
    const arsonist = card({
      name: 'Test Arsonist',
      cost: '{1}',
      type: 'Creature — Goblin',
      power: 1,
      toughness: 1,
      text: 'When Test Arsonist dies, you may have it deal 1 damage to any target.',
    });
    const setup = () =>
      play(
        twoPlayers({ battlefield: [{ def: arsonist, id: 'arsonist' }], hand: [{ def: shock, id: 's1' }] }, {}),
        { type: 'cast', player: 'Alice', card: 's1', targets: [{ object: 'arsonist' }] },
        pass('Alice'),
        pass('Bob'),
      );
    expect(life(play(setup(), pass('Alice'), pass('Bob')), 'Bob')).toBe(19);
    expect(life(play(setup(), { type: 'decline', player: 'Alice' }, pass('Alice'), pass('Bob')), 'Bob')).toBe(20);
  });

  it('608.2d: "at the beginning of combat on your turn, you may have target creature get +2/+0 until end of turn"', () => {
    const shaman = card({
      name: 'Test Shaman',
      cost: '{1}',
      type: 'Creature — Human Shaman',
      power: 1,
      toughness: 1,
      text: 'At the beginning of combat on your turn, you may have target creature get +2/+0 until end of turn.',
    });
    let s = goTo(twoPlayers({ battlefield: [{ def: shaman, id: 'shaman' }] }, {}), 'beginningOfCombat');
    expect(s.stack.map(i => i.trigger)).toEqual(['beginningOfCombat']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(s.effects).toEqual([
      expect.objectContaining({ target: 'shaman', change: { modify: { power: 2, toughness: 0 } } }),
    ]);
  });
});

describe('modular and "other than your first spell" (CR 702.43a, 601.2i)', () => {
  it('601.2i: "whenever you cast a spell other than your first spell each turn" — the second and later', () => {
    const tracker = card({
      name: 'Test Tracker',
      cost: '{1}',
      type: 'Artifact Creature — Construct',
      power: 1,
      toughness: 1,
      text: 'Whenever you cast a spell other than your first spell each turn, you gain 1 life.',
    });
    const tonic = card({ name: 'Test Tonic', cost: '{0}', type: 'Instant', text: 'You gain 1 life.' });
    let s = twoPlayers(
      {
        battlefield: [{ def: tracker }],
        hand: [
          { def: tonic, id: 't1' },
          { def: tonic, id: 't2' },
          { def: tonic, id: 't3' },
        ],
      },
      {},
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 't1' });
    expect(s.stack.map(i => i.trigger ?? i.id)).toEqual(['t1']);
    s = play(s, { type: 'cast', player: 'Alice', card: 't2' }, { type: 'cast', player: 'Alice', card: 't3' });
    expect(s.stack.map(i => i.trigger ?? i.id)).toEqual(['t1', 't2', 'castNth', 't3', 'castNth']);
  });

  it('702.43a: modular 2 — enters with two +1/+1 counters; put into a graveyard, as many as it had go onto target artifact creature', () => {
    const whelp = card({
      name: 'Test Arcbound Pup',
      cost: '{2}',
      type: 'Artifact Creature — Dragon',
      power: 0,
      toughness: 0,
      keywords: ['modular 2'],
    });
    const shock = card({
      name: 'Test Shock',
      cost: '{0}',
      type: 'Instant',
      text: 'Test Shock deals 3 damage to any target.',
    });
    const grow = card({
      name: 'Test Growth',
      cost: '{0}',
      type: 'Instant',
      text: 'Put a +1/+1 counter on target creature.',
    });
    let s = twoPlayers(
      {
        battlefield: [
          { def: C.bears, id: 'bears' },
          { def: C.ornithopter, id: 'thopter' },
          { def: C.island },
          { def: C.island },
        ],
        hand: [
          { def: whelp, id: 'pup' },
          { def: shock, id: 's1' },
          { def: grow, id: 'g1' },
        ],
      },
      {},
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'pup' }, pass('Alice'), pass('Bob'));
    expect(s.permanents.pup!.counters['+1/+1']).toBe(2);
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'g1', targets: [{ object: 'pup' }] },
      pass('Alice'),
      pass('Bob'),
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 's1', targets: [{ object: 'pup' }] },
      pass('Alice'),
      pass('Bob'),
    );
    // The bears aren't an artifact creature: the default target is the Ornithopter (603.3d).
    expect(s.stack.map(i => [i.trigger, i.targets.map(t => (t.kind === 'object' ? t.id : t.player))])).toEqual([
      ['toGraveyard', ['thopter']],
    ]);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(s.permanents.thopter!.counters['+1/+1']).toBe(3);
  });
});

describe('triggers about blockers, attackers, targets and owners (CR 509.3d, 508.3a, 603.2c, 702.112b)', () => {
  const shock = card({
    name: 'Test Shock',
    cost: '{0}',
    type: 'Instant',
    text: 'Test Shock deals 3 damage to any target.',
  });

  it('509.3d: "whenever ~ becomes blocked by a creature" — once for each blocker; "that creature\'s controller" is the blocker\'s', () => {
    const sower = card({
      name: 'Test Sower',
      cost: '{1}',
      type: 'Creature — Horror',
      power: 4,
      toughness: 4,
      text: "Whenever Test Sower becomes blocked by a creature, that creature's controller loses 2 life and you gain 2 life.",
    });
    let s = blocked(
      [{ def: sower, id: 'sower' }],
      [
        { def: C.bears, id: 'b1' },
        { def: C.bears, id: 'b2' },
      ],
      [['sower', 'Bob']],
      [
        ['b1', 'sower'],
        ['b2', 'sower'],
      ],
    );
    expect(s.stack.map(i => [i.trigger, i.subject])).toEqual([
      ['becomesBlockedBy', 'b1'],
      ['becomesBlockedBy', 'b2'],
    ]);
    s = play(s, pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    expect([life(s, 'Alice'), life(s, 'Bob')]).toEqual([24, 16]);
  });

  it('603.6a, 608.2h: "whenever a land enters the battlefield, ~ deals 2 damage to that land\'s controller" — whoever played it', () => {
    const ankh = card({
      name: 'Test Ankh',
      cost: '{2}',
      type: 'Artifact',
      text: "Whenever a land enters the battlefield, Test Ankh deals 2 damage to that land's controller.",
    });
    let s = play(
      twoPlayers({ battlefield: [{ def: ankh }] }, { hand: [{ def: C.forest, id: 'f' }] }, { activePlayer: 'Bob' }),
      { type: 'playLand', player: 'Bob', card: 'f' },
    );
    s = play(s, pass('Bob'), pass('Alice'));
    expect([life(s, 'Alice'), life(s, 'Bob')]).toEqual([20, 18]);
  });

  it('508.3a: "whenever a creature attacks you or a planeswalker you control" — each attacker at you, not at another player\'s', () => {
    const keeper = card({
      name: 'Test Riddler',
      cost: '{1}',
      type: 'Creature — Homunculus',
      power: 0,
      toughness: 3,
      text: "Whenever a creature attacks you or a planeswalker you control, that creature's controller loses 1 life.",
    });
    let s = twoPlayers(
      {
        battlefield: [
          { def: C.bears, id: 'b1' },
          { def: C.bears, id: 'b2' },
        ],
      },
      { battlefield: [{ def: keeper }, { def: C.jace, id: 'jace' }] },
      { step: 'declareAttackers' },
    );
    s = play(s, attack('Alice', ['b1', 'Bob'], ['b2', { object: 'jace' }]));
    expect(s.stack.map(i => [i.trigger, i.subject])).toEqual([
      ['attacksYou', 'b1'],
      ['attacksYou', 'b2'],
    ]);
    const mine = play(
      twoPlayers({ battlefield: [{ def: keeper }, { def: C.bears, id: 'b1' }] }, {}, { step: 'declareAttackers' }),
      attack('Alice', ['b1', 'Bob']),
    );
    expect(mine.stack).toHaveLength(0);
  });

  it('702.112b: "when ~ becomes renowned" — as its renown makes it so', () => {
    const seeker = card({
      name: 'Test Seeker',
      cost: '{1}',
      type: 'Creature — Human',
      power: 2,
      toughness: 2,
      keywords: ['renown 1'],
      text: 'When Test Seeker becomes renowned, you gain 3 life.',
    });
    let s = next(blocked([{ def: seeker, id: 'seeker' }], [], [['seeker', 'Bob']], []));
    expect(s.stack.map(i => i.trigger)).toEqual(['dealsDamage']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => i.trigger)).toEqual(['becomesRenowned']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Alice')).toBe(23);
  });

  it('702.112b, 603.4: "whenever an opponent casts a noncreature spell, if ~ is renowned" — only once renowned', () => {
    const berserker = card({
      name: 'Test Berserker',
      cost: '{1}',
      type: 'Creature — Human',
      power: 2,
      toughness: 2,
      text: 'Whenever an opponent casts a noncreature spell, if Test Berserker is renowned, Test Berserker deals 2 damage to that player.',
    });
    const zap = { type: 'cast' as const, player: 'Bob', card: 's1', targets: [{ player: 'Alice' }] };
    const start = () =>
      twoPlayers(
        { battlefield: [{ def: berserker, id: 'berserker' }] },
        { hand: [{ def: shock, id: 's1' }] },
        { activePlayer: 'Bob' },
      );
    expect(play(start(), zap).stack).toHaveLength(1);
    const renowned = { ...start() };
    const s = play(
      {
        ...renowned,
        permanents: { ...renowned.permanents, berserker: { ...renowned.permanents.berserker!, renowned: true } },
      },
      zap,
    );
    expect(s.stack.map(i => [i.trigger, i.eventPlayer])).toEqual([
      [undefined, undefined],
      ['cast', 'Bob'],
    ]);
  });

  it('603.10a: "whenever a permanent owned by another player is put into a graveyard from the battlefield" — theirs, not yours', () => {
    const hoarder = card({
      name: 'Test Hoarder',
      cost: '{1}',
      type: 'Creature — Demon',
      power: 2,
      toughness: 2,
      text: 'Whenever a permanent owned by another player is put into the graveyard from the battlefield, you draw a card and you lose 1 life.',
    });
    let s = twoPlayers(
      {
        battlefield: [{ def: hoarder }, { def: C.bears, id: 'mine' }],
        hand: [
          { def: shock, id: 's1' },
          { def: shock, id: 's2' },
        ],
        library: library(2),
      },
      { battlefield: [{ def: C.bears, id: 'theirs' }] },
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 's1', targets: [{ object: 'mine' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.stack).toHaveLength(0);
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 's2', targets: [{ object: 'theirs' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.stack.map(i => i.trigger)).toEqual(['permanentToGraveyard']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Alice')).toBe(19);
  });

  it('603.2c: "whenever a Dragon you control becomes the target of a spell or ability an opponent controls" — once per Dragon it targets', () => {
    const regent = card({
      name: 'Test Regent',
      cost: '{1}',
      type: 'Creature — Dragon',
      power: 4,
      toughness: 4,
      text: 'Whenever a Dragon you control becomes the target of a spell or ability an opponent controls, Test Regent deals 3 damage to that player.',
    });
    const twin = card({ name: 'Test Twin Frost', cost: '{0}', type: 'Instant', text: 'Tap two target creatures.' });
    const s = play(
      twoPlayers(
        {
          battlefield: [
            { def: regent, id: 'regent' },
            { def: regent, id: 'r2' },
          ],
        },
        { hand: [{ def: twin, id: 'tw' }] },
        { activePlayer: 'Bob' },
      ),
      { type: 'cast', player: 'Bob', card: 'tw', targets: [{ object: 'regent' }, { object: 'r2' }] },
    );
    // Two Regents each see two Dragons targeted.
    expect(s.stack.filter(i => i.trigger === 'permanentBecomesTarget').map(i => [i.source, i.eventPlayer])).toEqual([
      ['regent', 'Bob'],
      ['regent', 'Bob'],
      ['r2', 'Bob'],
      ['r2', 'Bob'],
    ]);
    const own = play(
      twoPlayers({ battlefield: [{ def: regent, id: 'regent' }], hand: [{ def: shock, id: 's1' }] }, {}),
      { type: 'cast', player: 'Alice', card: 's1', targets: [{ object: 'regent' }] },
    );
    expect(own.stack).toHaveLength(1);
  });

  it('608.2h: "put a +1/+1 counter on ~, then it deals damage equal to its power" — its power with the counter', () => {
    const captain = card({
      name: 'Test Captain',
      cost: '{1}',
      type: 'Creature — Human Pirate',
      power: 2,
      toughness: 2,
      text: 'Whenever you cast your third spell each turn, put a +1/+1 counter on Test Captain, then it deals damage equal to its power to any target.',
    });
    const tonic = card({ name: 'Test Tonic', cost: '{0}', type: 'Instant', text: 'You gain 1 life.' });
    let s = twoPlayers(
      {
        battlefield: [{ def: captain, id: 'captain' }],
        hand: [
          { def: tonic, id: 't1' },
          { def: tonic, id: 't2' },
          { def: tonic, id: 't3' },
        ],
      },
      {},
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 't1' },
      { type: 'cast', player: 'Alice', card: 't2' },
      { type: 'cast', player: 'Alice', card: 't3' },
    );
    expect(s.stack.map(i => i.trigger ?? i.id)).toEqual(['t1', 't2', 't3', 'castNth']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(17);
  });
});

describe('abilities that work from the graveyard (CR 113.6b, 603.4)', () => {
  const pede = card({
    name: 'Test Pede',
    cost: '{3}',
    type: 'Creature — Insect',
    power: 3,
    toughness: 3,
    text: 'At the beginning of your upkeep, if Test Pede is in your graveyard, you may discard a card. If you do, return Test Pede to your hand.',
  });
  const upkeepOf = (s: ReturnType<typeof twoPlayers>) => goTo(s, 'upkeep');
  const handOf = (s: ReturnType<typeof twoPlayers>) => s.players.find(x => x.id === 'Alice')!.hand;

  it('113.6b: "at the beginning of your upkeep, if ~ is in your graveyard" triggers there, not on the battlefield', () => {
    const fromBattlefield = upkeepOf(
      twoPlayers(
        { battlefield: [{ def: pede, id: 'pede' }], hand: [{ def: C.filler }], library: library(3) },
        { library: library(3) },
        { step: 'end', activePlayer: 'Bob', turn: 2 },
      ),
    );
    expect(fromBattlefield.stack).toHaveLength(0);
    let s = upkeepOf(
      twoPlayers(
        { graveyard: [{ def: pede, id: 'pede' }], hand: [{ def: C.filler, id: 'junk' }], library: library(3) },
        { graveyard: [{ def: pede, id: 'theirs' }], library: library(3) },
        { step: 'end', activePlayer: 'Bob', turn: 2 },
      ),
    );
    expect(s.stack.map(i => [i.source, i.trigger])).toEqual([['pede', 'upkeep']]);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(handOf(s)).toEqual(['pede']);
    expect(zone(s, 'junk')).toBe('graveyard');
  });

  it('603.4: gone from the graveyard before it resolves, it does nothing', () => {
    const exile = card({ name: 'Test Purge', cost: '{0}', type: 'Instant', text: 'Exile target card in a graveyard.' });
    let s = upkeepOf(
      twoPlayers(
        {
          graveyard: [{ def: pede, id: 'pede' }],
          hand: [
            { def: C.filler, id: 'junk' },
            { def: exile, id: 'purge' },
          ],
          library: library(3),
        },
        { library: library(3) },
        { step: 'end', activePlayer: 'Bob', turn: 2 },
      ),
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'purge', targets: [{ object: 'pede' }] },
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'pede'), zone(s, 'junk')]).toEqual(['exile', 'hand']);
  });
});

describe('"whenever a land you control enters, …, return ~ from your graveyard to the battlefield" (CR 113.6m)', () => {
  const phoenix = card({
    name: 'Test Ember Roc',
    cost: '{2}{R}',
    type: 'Creature — Bird',
    power: 2,
    toughness: 2,
    text: 'Whenever a land you control enters, you may pay {1}{R}. If you do, return Test Ember Roc from your graveyard to the battlefield.',
  });
  const mountains = [{ def: C.mountain }, { def: C.mountain }];

  it('113.6m: it triggers from the graveyard, and paying returns the card', () => {
    let s = play(
      twoPlayers(
        { graveyard: [{ def: phoenix, id: 'roc' }], battlefield: mountains, hand: [{ def: C.mountain, id: 'm' }] },
        {},
      ),
      { type: 'playLand', player: 'Alice', card: 'm' },
    );
    expect(s.stack.map(i => [i.source, i.trigger])).toEqual([['roc', 'permanentEnters']]);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(zone(s, 'roc')).toBe('battlefield');
  });

  it("113.6m: on the battlefield it doesn't trigger; in the graveyard, only its owner's lands trigger it", () => {
    const there = play(
      twoPlayers(
        { battlefield: [{ def: phoenix, id: 'roc' }, ...mountains], hand: [{ def: C.mountain, id: 'm' }] },
        {},
      ),
      { type: 'playLand', player: 'Alice', card: 'm' },
    );
    expect(there.stack).toHaveLength(0);
    const theirs = play(
      twoPlayers(
        { graveyard: [{ def: phoenix, id: 'roc' }] },
        { hand: [{ def: C.mountain, id: 'm' }] },
        { activePlayer: 'Bob' },
      ),
      { type: 'playLand', player: 'Bob', card: 'm' },
    );
    expect(theirs.stack).toHaveLength(0);
  });
});

describe('counted in combat (CR 509.3c, 608.2h)', () => {
  it('"whenever ~ becomes blocked, it gets -1/-1 until end of turn for each creature blocking it beyond the first" — counted as it resolves', () => {
    const wurm = card({
      name: 'Test Jungle Wurm',
      cost: '{1}',
      type: 'Creature — Wurm',
      power: 5,
      toughness: 5,
      text: 'Whenever Test Jungle Wurm becomes blocked, it gets -1/-1 until end of turn for each creature blocking it beyond the first.',
    });
    const three = play(
      blocked(
        [{ def: wurm, id: 'wurm' }],
        [
          { def: C.bears, id: 'b1' },
          { def: C.bears, id: 'b2' },
          { def: C.bears, id: 'b3' },
        ],
        [['wurm', 'Bob']],
        [
          ['b1', 'wurm'],
          ['b2', 'wurm'],
          ['b3', 'wurm'],
        ],
      ),
      pass('Alice'),
      pass('Bob'),
    );
    expect(three.effects).toEqual([
      expect.objectContaining({ target: 'wurm', change: { modify: { power: -2, toughness: -2 } } }),
    ]);
    const one = play(
      blocked([{ def: wurm, id: 'wurm' }], [{ def: C.bears, id: 'b1' }], [['wurm', 'Bob']], [['b1', 'wurm']]),
      pass('Alice'),
      pass('Bob'),
    );
    expect(one.effects).toEqual([
      expect.objectContaining({ target: 'wurm', change: { modify: { power: 0, toughness: 0 } } }),
    ]);
  });
});

describe('"defending player" in an attacking creature\'s ability (CR 508.5)', () => {
  it('"whenever a Dragon you control attacks, creatures defending player controls get -1/-1" — the attacked player\'s, not yours', () => {
    const drift = card({
      name: 'Test Drifting Death',
      cost: '{1}',
      type: 'Creature — Dragon',
      power: 3,
      toughness: 3,
      text: 'Whenever a Dragon you control attacks, creatures defending player controls get -1/-1 until end of turn.',
    });
    let s = twoPlayers(
      {
        battlefield: [
          { def: drift, id: 'drift' },
          { def: C.bears, id: 'mine' },
        ],
      },
      {
        battlefield: [
          { def: C.bears, id: 'theirs' },
          { def: C.ogre, id: 'ogre' },
        ],
      },
      { step: 'declareAttackers' },
    );
    s = play(s, attack('Alice', ['drift', 'Bob']), pass('Alice'), pass('Bob'));
    expect(s.effects.map(e => e.target).sort()).toEqual(['ogre', 'theirs']);
  });
});

describe('"with a +1/+1 counter on it" (CR 122.1, 510.2)', () => {
  it('"whenever a creature you control with a +1/+1 counter on it deals combat damage to a player" — only those with one', () => {
    const hunt = card({
      name: 'Test Hunt',
      cost: '{1}',
      type: 'Enchantment',
      text: 'Whenever a creature you control with a +1/+1 counter on it deals combat damage to a player, you may draw one card.',
    });
    const s = next(
      blocked(
        [{ def: hunt }, { def: C.bears, id: 'plain' }, { def: C.bears, id: 'grown', counters: { '+1/+1': 1 } }],
        [],
        [
          ['plain', 'Bob'],
          ['grown', 'Bob'],
        ],
        [],
      ),
    );
    expect(s.stack.map(i => [i.trigger, i.subject])).toEqual([['dealsDamage', 'grown']]);
  });
});

describe('more trigger events (CR 509.3, 510.2, 601.2i, 603.2, 603.6a)', () => {
  it('509.3b, 509.3d: "whenever ~ blocks or becomes blocked by a creature" — once for each creature, "that creature" the other one', () => {
    const wall = card({
      name: 'Test Tar Wall',
      cost: '{1}',
      type: 'Creature — Wall',
      power: 0,
      toughness: 5,
      text: 'Whenever Test Tar Wall blocks or becomes blocked by a creature, tap that creature.',
    });
    const s = blocked(
      [{ def: C.bears, id: 'bears' }],
      [{ def: wall, id: 'wall' }],
      [['bears', 'Bob']],
      [['wall', 'bears']],
    );
    expect(s.stack.map(i => [i.trigger, i.subject])).toEqual([['blocksOrBlockedBy', 'bears']]);
  });

  it('510.2, 120.3: "whenever ~ deals combat damage to a creature" (that creature) and "… deals damage to an opponent"', () => {
    const brute = card({
      name: 'Test Brute',
      cost: '{1}',
      type: 'Creature — Ogre',
      power: 3,
      toughness: 5,
      text: "Whenever Test Brute deals combat damage to a creature, that creature's controller loses 2 life.\nWhenever Test Brute deals damage to an opponent, you gain 1 life.",
    });
    const blockedOne = next(
      blocked(
        [{ def: brute, id: 'brute' }],
        [{ def: C.spider, id: 'spider' }],
        [['brute', 'Bob']],
        [['spider', 'brute']],
      ),
    );
    expect(blockedOne.stack.map(i => [i.trigger, i.subject])).toEqual([['dealsDamage', 'spider']]);
    const through = next(blocked([{ def: brute, id: 'brute' }], [], [['brute', 'Bob']], []));
    expect(through.stack.map(i => i.trigger)).toEqual(['dealsDamage']);
  });

  it('601.2i: heroic — "whenever you cast a spell that targets ~", not an opponent\'s spell', () => {
    const hero = card({
      name: 'Test Hero',
      cost: '{1}',
      type: 'Creature — Human',
      power: 1,
      toughness: 1,
      text: 'Heroic — Whenever you cast a spell that targets Test Hero, put a +1/+1 counter on Test Hero.',
    });
    const boost = card({
      name: 'Test Boost',
      cost: '{0}',
      type: 'Instant',
      text: 'Target creature gets +1/+1 until end of turn.',
    });
    const mine = play(twoPlayers({ battlefield: [{ def: hero, id: 'hero' }], hand: [{ def: boost, id: 'b' }] }, {}), {
      type: 'cast',
      player: 'Alice',
      card: 'b',
      targets: [{ object: 'hero' }],
    });
    expect(mine.stack.map(i => i.trigger ?? i.id)).toEqual(['b', 'castTargetingSelf']);
    const theirs = play(
      twoPlayers(
        { battlefield: [{ def: hero, id: 'hero' }] },
        { hand: [{ def: boost, id: 'b' }] },
        { activePlayer: 'Bob' },
      ),
      { type: 'cast', player: 'Bob', card: 'b', targets: [{ object: 'hero' }] },
    );
    expect(theirs.stack.map(i => i.trigger ?? i.id)).toEqual(['b']);
  });

  it('603.6a: "whenever ~ or another Ally enters under your control" — itself, and another Ally, not another creature', () => {
    const ally = card({
      name: 'Test Ally Scout',
      cost: '{0}',
      type: 'Creature — Human Ally',
      power: 1,
      toughness: 1,
      text: 'Whenever Test Ally Scout or another Ally enters the battlefield under your control, you gain 1 life.',
    });
    const friend = card({ name: 'Test Ally Friend', cost: '{0}', type: 'Creature — Elf Ally', power: 1, toughness: 1 });
    let s = twoPlayers(
      {
        hand: [
          { def: ally, id: 'a' },
          { def: friend, id: 'f' },
          { def: C.bears, id: 'bears' },
        ],
      },
      {},
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'a' }, pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => i.trigger)).toEqual(['permanentEnters']);
    s = play(s, pass('Alice'), pass('Bob'), { type: 'cast', player: 'Alice', card: 'f' }, pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => i.trigger)).toEqual(['permanentEnters']);
  });

  it('603.2: "when ~ becomes the target of a spell or ability" — anyone\'s', () => {
    const shy = card({
      name: 'Test Shy Sprite',
      cost: '{0}',
      type: 'Creature — Faerie',
      power: 1,
      toughness: 1,
      text: 'When Test Shy Sprite becomes the target of a spell or ability, sacrifice it.',
    });
    const s = play(
      twoPlayers(
        { battlefield: [{ def: shy, id: 'shy' }, { def: C.mountain }], hand: [{ def: C.bolt, id: 'bolt' }] },
        {},
      ),
      { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ object: 'shy' }] },
    );
    expect(s.stack.map(i => i.trigger ?? i.id)).toEqual(['bolt', 'becomesTargetOfAny']);
  });
});

describe('trigger openings composed from a subject and an event (CR 603.2)', () => {
  /** Alice casts `aura` on `creature` with her one land. */
  const enchant = (s: ReturnType<typeof twoPlayers>, aura: string, creature: string) =>
    play(s, { type: 'cast', player: 'Alice', card: aura, targets: [{ object: creature }] }, pass('Alice'), pass('Bob'));

  it('509.3g: "whenever ~ attacks and isn\'t blocked" — in the declare blockers step, only if no creature blocks it', () => {
    const sneak = card({
      name: 'Test Sneak',
      cost: '{1}',
      type: 'Creature — Rogue',
      power: 1,
      toughness: 1,
      text: "Whenever Test Sneak attacks and isn't blocked, you gain 2 life.",
    });
    const declared = play(
      twoPlayers({ battlefield: [{ def: sneak, id: 'sneak' }] }, {}, { step: 'declareAttackers' }),
      attack('Alice', ['sneak', 'Bob']),
    );
    // Not as it attacks (508.3f).
    expect(declared.stack).toHaveLength(0);
    const unblocked = blocked([{ def: sneak, id: 'sneak' }], [{ def: C.bears }], [['sneak', 'Bob']], []);
    expect(unblocked.stack.map(i => i.trigger)).toEqual(['attacksUnblocked']);
    expect(life(next(unblocked), 'Alice')).toBe(22);
    const stopped = blocked(
      [{ def: sneak, id: 'sneak' }],
      [{ def: C.bears, id: 'bears' }],
      [['sneak', 'Bob']],
      [['bears', 'sneak']],
    );
    expect(stopped.stack).toHaveLength(0);
  });

  it('509.3b: "whenever ~ blocks a creature with flying" — only a flyer it blocks; "that creature" is the attacker', () => {
    const archer = card({
      name: 'Test Archer',
      cost: '{1}',
      type: 'Creature — Elf Archer',
      power: 1,
      toughness: 3,
      keywords: ['reach'],
      text: 'Whenever Test Archer blocks a creature with flying, destroy that creature.',
    });
    const flyer = blocked(
      [{ def: C.angel, id: 'angel' }],
      [{ def: archer, id: 'archer' }],
      [['angel', 'Bob']],
      [['archer', 'angel']],
    );
    expect(flyer.stack.map(i => [i.trigger, i.subject])).toEqual([['blocksCreature', 'angel']]);
    expect(zone(next(flyer), 'angel')).toBe('graveyard');
    const walker = blocked(
      [{ def: C.bears, id: 'bears' }],
      [{ def: archer, id: 'archer' }],
      [['bears', 'Bob']],
      [['archer', 'bears']],
    );
    expect(walker.stack).toHaveLength(0);
  });

  it('509.3c: "whenever a creature you control becomes blocked, it gets +1/+1" — the blocked creature, not its blocker', () => {
    const alpha = card({
      name: 'Test Alpha',
      cost: '{2}',
      type: 'Creature — Wolf',
      power: 2,
      toughness: 2,
      text: 'Whenever a creature you control becomes blocked, it gets +1/+1 until end of turn.',
    });
    const s = blocked(
      [{ def: alpha }, { def: C.bears, id: 'bears' }],
      [{ def: C.spider, id: 'spider' }],
      [['bears', 'Bob']],
      [['spider', 'bears']],
    );
    expect(s.stack.map(i => [i.trigger, i.subject])).toEqual([['becomesBlocked', 'bears']]);
    const resolved = next(s);
    expect([power(resolved, 'bears'), power(resolved, 'spider')]).toEqual([3, 2]);
  });

  it('603.2: "whenever enchanted creature attacks or blocks" — either event, of the creature the Aura enchants', () => {
    const wake = card({
      name: 'Test Wake',
      cost: '{W}',
      type: 'Enchantment — Aura',
      keywords: ['enchant creature'],
      text: 'Whenever enchanted creature attacks or blocks, you gain 4 life.',
    });
    const s = goTo(
      enchant(
        twoPlayers(
          {
            battlefield: [{ def: C.bears, id: 'bears' }, { def: C.ogre, id: 'ogre' }, { def: C.plains }],
            hand: [{ def: wake, id: 'wake' }],
          },
          {},
        ),
        'wake',
        'bears',
      ),
      'declareAttackers',
    );
    expect(perm(s, 'wake').attachedTo).toBe('bears');
    expect(play(s, attack('Alice', ['ogre', 'Bob'])).stack).toHaveLength(0);
    expect(play(s, attack('Alice', ['bears', 'Bob'])).stack.map(i => i.trigger)).toEqual(['either']);
  });

  it('603.6a, 700.4: "when ~ enters the battlefield or dies" triggers on each', () => {
    const marshal = card({
      name: 'Test Marshal',
      cost: '{0}',
      type: 'Creature — Goblin',
      power: 1,
      toughness: 1,
      text: 'When Test Marshal enters the battlefield or dies, you gain 1 life.',
    });
    let s = twoPlayers(
      { hand: [{ def: marshal, id: 'm' }] },
      { battlefield: [{ def: C.mountain }], hand: [{ def: C.bolt, id: 'bolt' }] },
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'm' }, pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => i.trigger)).toEqual(['either']);
    s = play(s, pass('Alice'), pass('Bob'), pass('Alice'), {
      type: 'cast',
      player: 'Bob',
      card: 'bolt',
      targets: [{ object: 'm' }],
    });
    s = play(s, pass('Bob'), pass('Alice'));
    expect(s.stack.map(i => i.trigger)).toEqual(['either']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Alice')).toBe(22);
  });

  it('509.3b, 509.3d: "blocks or becomes blocked by a nonblack creature" — the phrase describes the other creature either way', () => {
    const basilisk = card({
      name: 'Test Basilisk',
      cost: '{3}',
      type: 'Creature — Basilisk',
      power: 1,
      toughness: 5,
      text: 'Whenever Test Basilisk blocks or becomes blocked by a nonblack creature, destroy that creature.',
    });
    const black = card({ name: 'Test Shade', cost: '{B}', type: 'Creature — Shade', power: 2, toughness: 2 });
    const green = blocked(
      [{ def: C.bears, id: 'bears' }],
      [{ def: basilisk, id: 'basilisk' }],
      [['bears', 'Bob']],
      [['basilisk', 'bears']],
    );
    expect(green.stack.map(i => [i.trigger, i.subject])).toEqual([['blocksOrBlockedBy', 'bears']]);
    const shade = blocked(
      [{ def: black, id: 'shade' }],
      [{ def: basilisk, id: 'basilisk' }],
      [['shade', 'Bob']],
      [['basilisk', 'shade']],
    );
    expect(shade.stack).toHaveLength(0);
  });

  it('120.3: "whenever a creature is dealt damage, ~ deals that much damage to that creature\'s controller" — the creature dealt it', () => {
    const echo = card({
      name: 'Test Echo',
      cost: '{1}{R}',
      type: 'Enchantment',
      text: "Whenever a creature is dealt damage, Test Echo deals that much damage to that creature's controller.",
    });
    let s = twoPlayers(
      { battlefield: [{ def: echo }, { def: C.mountain }], hand: [{ def: C.bolt, id: 'bolt' }] },
      { battlefield: [{ def: C.spider, id: 'spider' }] },
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ object: 'spider' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.stack.map(i => [i.trigger, i.subject, i.eventAmount])).toEqual([['dealtDamage', 'spider', 3]]);
    s = play(s, pass('Alice'), pass('Bob'));
    expect([life(s, 'Alice'), life(s, 'Bob')]).toEqual([20, 17]);
  });

  it('701.9a, 702.29d: "whenever an opponent discards a card, that player loses 2 life"; "cycle or discard" once for a cycled card', () => {
    const caress = card({
      name: 'Test Caress',
      cost: '{B}',
      type: 'Enchantment',
      text: 'Whenever an opponent discards a card, that player loses 2 life.',
    });
    const vizier = card({
      name: 'Test Vizier',
      cost: '{1}',
      type: 'Creature — Human',
      power: 1,
      toughness: 1,
      text: 'Whenever you cycle or discard a card, you gain 1 life.',
    });
    const mind = card({
      name: 'Test Mind Rot',
      cost: '{B}',
      type: 'Sorcery',
      text: 'Target player discards two cards.',
    });
    const cycler = card({ name: 'Test Cycler', cost: '{3}', type: 'Sorcery', keywords: ['cycling {0}'] });
    let s = twoPlayers(
      {
        battlefield: [{ def: caress }, { def: vizier }, { def: C.swamp }],
        hand: [{ def: mind, id: 'mind' }, { def: cycler, id: 'cycler' }, { def: C.filler }],
        library: library(2),
      },
      { hand: [{ def: C.filler }, { def: C.filler }] },
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'mind', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.stack.map(i => [i.trigger, i.eventPlayer])).toEqual([
      ['discard', 'Bob'],
      ['discard', 'Bob'],
    ]);
    s = play(s, pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(16);
    s = play(s, pass('Alice'), pass('Bob'), {
      type: 'activate',
      player: 'Alice',
      source: 'cycler',
      ability: cycler.abilities.findIndex(a => a.kind === 'activated'),
    });
    expect(s.stack.filter(i => i.trigger === 'discard')).toHaveLength(1);
  });

  it('119.3, 603.2: "whenever an opponent loses life, you gain that much life"; "whenever an opponent draws a card"', () => {
    const blood = card({
      name: 'Test Blood',
      cost: '{B}',
      type: 'Enchantment',
      text: 'Whenever an opponent loses life, you gain that much life.',
    });
    const dreams = card({
      name: 'Test Dreams',
      cost: '{B}',
      type: 'Enchantment',
      text: 'Whenever an opponent draws a card, Test Dreams deals 1 damage to that player.',
    });
    let s = twoPlayers(
      { battlefield: [{ def: blood }, { def: dreams }, { def: C.mountain }], hand: [{ def: C.bolt, id: 'bolt' }] },
      { library: library(3) },
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.stack.map(i => [i.trigger, i.eventAmount])).toEqual([['loseLife', 3]]);
    s = play(s, pass('Alice'), pass('Bob'));
    expect([life(s, 'Alice'), life(s, 'Bob')]).toEqual([23, 17]);
    // Bob's draw step: he draws, is dealt 1 damage, loses 1 life, and Alice gains 1.
    s = goTo(s, 'end');
    let n = goTo(s, 'draw');
    while (n.stack.length > 0 || n.step !== 'main1') n = n.stack.length ? play(n, pass(n.priority!)) : goTo(n, 'main1');
    expect([n.activePlayer, life(n, 'Bob'), life(n, 'Alice')]).toEqual(['Bob', 16, 24]);
  });

  it('603.2b: "at the beginning of the upkeep of enchanted creature\'s controller, put a -1/-1 counter on that creature"', () => {
    const mutation = card({
      name: 'Test Mutation',
      cost: '{U}',
      type: 'Enchantment — Aura',
      keywords: ['enchant creature'],
      text: "At the beginning of the upkeep of enchanted creature's controller, put a -1/-1 counter on that creature.",
    });
    let s = enchant(
      twoPlayers(
        { battlefield: [{ def: C.island }], hand: [{ def: mutation, id: 'mutation' }], library: library(3) },
        { battlefield: [{ def: C.spider, id: 'spider' }], library: library(3) },
      ),
      'mutation',
      'spider',
    );
    s = goTo(goTo(s, 'end'), 'upkeep');
    expect([s.activePlayer, s.stack.map(i => [i.trigger, i.subject])]).toEqual(['Bob', [['upkeep', 'spider']]]);
    s = play(s, pass('Bob'), pass('Alice'));
    expect(perm(s, 'spider').counters['-1/-1']).toBe(1);
  });

  it('511.2: "at end of combat" triggers as the end of combat step begins, on any player\'s turn', () => {
    const bell = card({
      name: 'Test Curfew Bell',
      cost: '{1}',
      type: 'Artifact',
      text: 'At end of combat, you gain 1 life.',
    });
    const s = goTo(twoPlayers({}, { battlefield: [{ def: bell }] }), 'endOfCombat');
    expect(s.stack.map(i => [i.trigger, i.controller])).toEqual([['endOfCombat', 'Bob']]);
  });

  it('120.3, 603.10a: "whenever a creature dealt damage by ~ this turn dies" — one it damaged, not one a spell killed', () => {
    const vampire = card({
      name: 'Test Sengir',
      cost: '{3}',
      type: 'Creature — Vampire',
      power: 3,
      toughness: 3,
      text: 'Whenever a creature dealt damage by Test Sengir this turn dies, put a +1/+1 counter on Test Sengir.',
    });
    let s = blocked(
      [{ def: vampire, id: 'vampire' }, { def: C.mountain }],
      [
        { def: C.bears, id: 'bears' },
        { def: C.bears, id: 'other' },
      ],
      [['vampire', 'Bob']],
      [['bears', 'vampire']],
      { aliceHand: [{ def: C.bolt, id: 'bolt' }] },
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ object: 'other' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'other'), s.stack]).toEqual(['graveyard', []]);
    s = next(s);
    expect([zone(s, 'bears'), s.stack.map(i => i.trigger)]).toEqual(['graveyard', ['creatureDies']]);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(perm(s, 'vampire').counters['+1/+1']).toBe(1);
  });

  it('603.10a: "whenever a creature with a -1/-1 counter on it dies" sees the counters it had; "an attacking creature" can\'t be looked back at', () => {
    const god = card({
      name: 'Test Scorpion Idol',
      cost: '{3}',
      type: 'Artifact',
      text: 'Whenever a creature with a -1/-1 counter on it dies, you gain 2 life.',
    });
    let s = twoPlayers(
      { battlefield: [{ def: god }, { def: C.mountain }], hand: [{ def: C.bolt, id: 'bolt' }] },
      {
        battlefield: [
          { def: C.spider, id: 'spider', counters: { '-1/-1': 1 } },
          { def: C.bears, id: 'bears' },
        ],
      },
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ object: 'spider' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.stack.map(i => i.trigger)).toEqual(['creatureDies']);
    expect(
      defineCard({
        name: 'Test Mourner',
        cost: '{1}',
        type: 'Enchantment',
        text: 'Whenever an attacking creature dies, you gain 1 life.',
      }).notUnderstood,
    ).not.toEqual([]);
  });

  it('603.6c, 113.6k: "when ~ is put into a graveyard from anywhere" triggers from the graveyard, discarded too', () => {
    const titan = card({
      name: 'Test Titan',
      cost: '{8}',
      type: 'Creature — Eldrazi',
      power: 8,
      toughness: 8,
      text: 'When Test Titan is put into a graveyard from anywhere, you gain 3 life.',
    });
    const mind = card({ name: 'Test Mind Rot', cost: '{B}', type: 'Sorcery', text: 'Target player discards a card.' });
    let s = twoPlayers(
      { battlefield: [{ def: C.swamp }], hand: [{ def: mind, id: 'mind' }] },
      { hand: [{ def: titan, id: 'titan' }] },
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'mind', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'titan'), s.stack.map(i => [i.trigger, i.controller])]).toEqual([
      'graveyard',
      [['toGraveyard', 'Bob']],
    ]);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(23);
  });

  it('603.2: "when enchanted creature becomes the target of a spell or ability, destroy that creature" — the creature, not the spell', () => {
    const graft = card({
      name: 'Test Graft',
      cost: '{B}',
      type: 'Enchantment — Aura',
      keywords: ['enchant creature'],
      text: 'When enchanted creature becomes the target of a spell or ability, destroy that creature.',
    });
    let s = enchant(
      twoPlayers(
        {
          battlefield: [{ def: C.swamp }, { def: C.mountain }],
          hand: [
            { def: graft, id: 'graft' },
            { def: C.bolt, id: 'bolt' },
          ],
        },
        { battlefield: [{ def: C.spider, id: 'spider' }] },
      ),
      'graft',
      'spider',
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ object: 'spider' }] });
    expect(s.stack.map(i => [i.trigger, i.subject])).toEqual([
      [undefined, undefined],
      ['becomesTargetOfAny', 'spider'],
    ]);
  });

  it('603.2c: "whenever a creature becomes the target of a spell or ability, return that creature …" — once per creature, each its own', () => {
    const coward = card({
      name: 'Test Coward',
      cost: '{1}',
      type: 'Enchantment',
      text: "Whenever a creature becomes the target of a spell or ability, return that creature to its owner's hand.",
    });
    const twin = card({ name: 'Test Twin Frost', cost: '{0}', type: 'Instant', text: 'Tap two target creatures.' });
    let s = play(
      twoPlayers(
        { battlefield: [{ def: coward }], hand: [{ def: twin, id: 'tw' }] },
        {
          battlefield: [
            { def: C.bears, id: 'a' },
            { def: C.ogre, id: 'b' },
          ],
        },
      ),
      { type: 'cast', player: 'Alice', card: 'tw', targets: [{ object: 'a' }, { object: 'b' }] },
    );
    expect(s.stack.filter(i => i.trigger === 'becomesTargetOfAny').map(i => i.subject)).toEqual(['a', 'b']);
    s = play(s, pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    expect([zone(s, 'a'), zone(s, 'b')]).toEqual(['hand', 'hand']);
  });

  it('603.2: "… becomes the target of an instant or sorcery spell" — not of an ability, nor of a creature spell', () => {
    const defiance = card({
      name: 'Test Defiance',
      cost: '{2}{G}',
      type: 'Enchantment',
      text: 'Whenever a creature you control becomes the target of an instant or sorcery spell, that creature gets +3/+3 until end of turn.',
    });
    const pinger = card({
      name: 'Test Pinger',
      cost: '{1}',
      type: 'Creature — Human',
      power: 1,
      toughness: 1,
      text: '{T}: Test Pinger deals 1 damage to any target.',
    });
    const s0 = twoPlayers(
      {
        battlefield: [{ def: defiance }, { def: C.bears, id: 'bears' }, { def: C.mountain }],
        hand: [{ def: C.bolt, id: 'bolt' }],
      },
      { battlefield: [{ def: pinger, id: 'pinger' }] },
    );
    const bolted = play(s0, { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ object: 'bears' }] });
    expect(bolted.stack.map(i => [i.trigger, i.subject])).toEqual([
      [undefined, undefined],
      ['becomesTargetOfAny', 'bears'],
    ]);
    const pinged = play(s0, pass('Alice'), {
      type: 'activate',
      player: 'Bob',
      source: 'pinger',
      ability: 0,
      targets: [{ object: 'bears' }],
    });
    expect(pinged.stack.map(i => i.trigger)).toEqual([undefined]);
  });

  it('603.2c: "whenever a permanent you control becomes untapped" — once for each permanent the untap step untaps', () => {
    const thrasher = card({
      name: 'Test Thrasher',
      cost: '{2}',
      type: 'Enchantment',
      text: 'Whenever a permanent you control becomes untapped, you gain 1 life.',
    });
    const s0 = twoPlayers(
      {
        battlefield: [
          { def: thrasher },
          { def: C.forest, tapped: true },
          { def: C.bears, tapped: true },
          { def: C.island },
        ],
        library: library(2),
      },
      { battlefield: [{ def: C.ogre, tapped: true }], library: library(2) },
      { activePlayer: 'Bob' },
    );
    const s = goTo(goTo(s0, 'end'), 'upkeep');
    expect([s.activePlayer, s.stack.map(i => i.trigger)]).toEqual(['Alice', ['becomesUntapped', 'becomesUntapped']]);
  });

  it('508.3d: "whenever one or more creatures you control attack" — once, however many attack', () => {
    const dragon = card({
      name: 'Test Ancestor',
      cost: '{5}',
      type: 'Creature — Dragon',
      power: 5,
      toughness: 6,
      text: 'Whenever one or more creatures you control attack, you gain 1 life.',
    });
    const s = blocked(
      [{ def: dragon }, { def: C.bears, id: 'a' }, { def: C.bears, id: 'b' }],
      [],
      [
        ['a', 'Bob'],
        ['b', 'Bob'],
      ],
      [],
    );
    expect(life(s, 'Alice')).toBe(21);
  });

  it('508.3d: "whenever one or more creatures attack" — anyone\'s, once; "… you control attack" only its controller\'s', () => {
    const heritage = card({
      name: 'Test Heritage',
      cost: '{2}',
      type: 'Enchantment',
      text: 'Whenever one or more creatures attack, you gain 1 life.',
    });
    const ancestor = card({
      name: 'Test Ancestor',
      cost: '{2}',
      type: 'Enchantment',
      text: 'Whenever one or more creatures you control attack, you gain 2 life.',
    });
    const s = blocked(
      [
        { def: C.bears, id: 'a' },
        { def: C.bears, id: 'b' },
      ],
      [{ def: heritage }, { def: ancestor }],
      [
        ['a', 'Bob'],
        ['b', 'Bob'],
      ],
      [],
    );
    expect(life(s, 'Bob')).toBe(21);
  });

  it('601.2i, 305.1: "whenever you cast a spell during an opponent\'s turn"; "whenever an opponent plays a land"', () => {
    const witch = card({
      name: 'Test Night Witch',
      cost: '{1}',
      type: 'Creature — Human Warlock',
      power: 1,
      toughness: 1,
      text: "Whenever you cast a spell during an opponent's turn, you gain 1 life.\nWhenever an opponent plays a land, you gain 2 life.",
    });
    const own = play(
      twoPlayers({ battlefield: [{ def: witch }, { def: C.mountain }], hand: [{ def: C.bolt, id: 'bolt' }] }, {}),
      { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }] },
    );
    expect(own.stack.map(i => i.trigger)).toEqual([undefined]);
    let s = twoPlayers(
      { battlefield: [{ def: witch }, { def: C.mountain }], hand: [{ def: C.bolt, id: 'bolt' }] },
      { hand: [{ def: C.forest, id: 'forest' }] },
      { activePlayer: 'Bob' },
    );
    s = play(s, { type: 'playLand', player: 'Bob', card: 'forest' });
    expect(s.stack.map(i => [i.trigger, i.controller])).toEqual([['playLand', 'Alice']]);
    s = play(s, pass('Bob'), pass('Alice'), pass('Bob'));
    s = play(s, { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }] });
    expect(s.stack.map(i => i.trigger)).toEqual([undefined, 'cast']);
  });

  it('603.10a: "whenever a nontoken creature is put into your graveyard from the battlefield" — your cards only', () => {
    const field = card({
      name: 'Test Field of Souls',
      cost: '{2}',
      type: 'Enchantment',
      text: 'Whenever a nontoken creature is put into your graveyard from the battlefield, you gain 1 life.',
    });
    const mine = play(
      twoPlayers(
        {
          battlefield: [{ def: field }, { def: C.bears, id: 'bears' }, { def: C.mountain }],
          hand: [{ def: C.bolt, id: 'bolt' }],
        },
        {},
      ),
      { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(mine.stack.map(i => i.trigger)).toEqual(['permanentToGraveyard']);
    const theirs = play(
      twoPlayers(
        { battlefield: [{ def: field }, { def: C.mountain }], hand: [{ def: C.bolt, id: 'bolt' }] },
        { battlefield: [{ def: C.bears, id: 'bears' }] },
      ),
      { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(theirs.stack).toEqual([]);
  });

  it('603.2e, 605.3b: "whenever ~ becomes tapped" — tapped for mana, for a cost or attacking; not entering tapped', () => {
    const brass = card({
      name: 'Test Brass City',
      type: 'Land',
      text: 'Whenever Test Brass City becomes tapped, it deals 1 damage to you.\n{T}: Add {R}.',
    });
    const envoy = card({
      name: 'Test Envoy',
      cost: '{2}',
      type: 'Creature — Vampire',
      power: 1,
      toughness: 1,
      text: 'Whenever Test Envoy becomes tapped, you gain 1 life.',
    });
    let s = twoPlayers(
      {
        battlefield: [
          { def: brass, id: 'brass' },
          { def: envoy, id: 'envoy' },
        ],
      },
      {},
    );
    // The mana ability resolves at once (605.3b); its trigger goes on the stack as Alice receives priority again
    // (117.3c, 603.3).
    s = play(s, { type: 'activateMana', player: 'Alice', source: 'brass' });
    expect(s.stack.map(i => [i.trigger, i.source])).toEqual([['becomesTapped', 'brass']]);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Alice')).toBe(19);
    s = play(goTo(s, 'declareAttackers'), attack('Alice', ['envoy', 'Bob']));
    expect(s.stack.map(i => [i.trigger, i.source])).toEqual([['becomesTapped', 'envoy']]);
    const entered = play(twoPlayers({ hand: [{ def: brass, id: 'brass' }] }, {}), {
      type: 'playLand',
      player: 'Alice',
      card: 'brass',
    });
    expect(entered.stack).toEqual([]);
  });

  it('502.3, 603.2e: "whenever ~ becomes untapped" — in its controller\'s untap step, not when it was untapped', () => {
    const sage = card({
      name: 'Test Hollow Sage',
      cost: '{2}',
      type: 'Creature — Merfolk',
      power: 1,
      toughness: 1,
      text: 'Whenever Test Hollow Sage becomes untapped, you gain 1 life.',
    });
    const start = (tapped: boolean) =>
      twoPlayers(
        { battlefield: [{ def: sage, id: 'sage', tapped }], library: library(2) },
        { library: library(2) },
        { activePlayer: 'Bob' },
      );
    const woke = goTo(goTo(start(true), 'end'), 'upkeep');
    expect([woke.activePlayer, woke.stack.map(i => i.trigger)]).toEqual(['Alice', ['becomesUntapped']]);
    expect(goTo(goTo(start(false), 'end'), 'upkeep').stack).toEqual([]);
  });

  it('603.6c: "when ~ dies or is put into exile from the battlefield" — either way it leaves, not returned to hand', () => {
    const angel = card({
      name: 'Test Resting Angel',
      cost: '{2}',
      type: 'Creature — Angel',
      power: 2,
      toughness: 2,
      text: 'When Test Resting Angel dies or is put into exile from the battlefield, you gain 2 life.',
    });
    const banish = card({ name: 'Test Banish', cost: '{W}', type: 'Instant', text: 'Exile target creature.' });
    const bounce = card({
      name: 'Test Unsummon',
      cost: '{U}',
      type: 'Instant',
      text: "Return target creature to its owner's hand.",
    });
    const cast = (spell: ReturnType<typeof card>, land: ReturnType<typeof card>) =>
      play(
        twoPlayers(
          { battlefield: [{ def: angel, id: 'angel' }, { def: land }], hand: [{ def: spell, id: 'spell' }] },
          {},
        ),
        { type: 'cast', player: 'Alice', card: 'spell', targets: [{ object: 'angel' }] },
        pass('Alice'),
        pass('Bob'),
      );
    const exiled = cast(banish, C.plains);
    expect([zone(exiled, 'angel'), exiled.stack.map(i => i.trigger)]).toEqual(['exile', ['either']]);
    const returned = cast(bounce, C.island);
    expect([zone(returned, 'angel'), returned.stack]).toEqual(['hand', []]);
  });

  it('603.2: an event the engine has no record of, or a phrase shared by both events, leaves the opening not understood', () => {
    for (const text of [
      'Whenever this creature deals combat damage to a player or battle, you gain 1 life.',
      'Whenever a creature you control attacks or blocks, you gain 1 life.',
    ])
      expect(
        defineCard({ name: 'Test Odd', cost: '{1}', type: 'Creature — Ox', power: 1, toughness: 1, text })
          .notUnderstood,
      ).not.toEqual([]);
  });
});

describe('state triggers (CR 603.8)', () => {
  const hermit = card({
    name: 'Test Hermit',
    cost: '{U}',
    type: 'Creature — Merfolk',
    power: 2,
    toughness: 2,
    text: 'When you control no Islands, sacrifice this creature.',
  });
  const quake = card({ name: 'Test Quake', cost: '{R}', type: 'Sorcery', text: 'Destroy target land.' });

  it('603.8: "when you control no Islands" triggers once the last Island is gone, not again while on the stack', () => {
    let s = twoPlayers(
      {
        battlefield: [
          { def: hermit, id: 'hermit' },
          { def: C.island, id: 'isle' },
          { def: C.mountain },
          { def: C.forest },
        ],
        hand: [
          { def: quake, id: 'quake' },
          { def: C.giantGrowth, id: 'growth' },
        ],
      },
      {},
    );
    // An Island on the battlefield: nothing triggers.
    expect(s.stack).toEqual([]);
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'quake', targets: [{ object: 'isle' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.stack.map(i => [i.source, i.trigger])).toEqual([['hermit', 'state']]);
    // Alice gets priority again with the condition still true: the ability waiting on the stack doesn't trigger again.
    s = play(s, { type: 'cast', player: 'Alice', card: 'growth', targets: [{ object: 'hermit' }] });
    expect(s.stack.map(i => i.trigger ?? i.kind)).toEqual(['state', 'spell']);
    s = play(s, pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    expect(zone(s, 'hermit')).toBe('graveyard');
  });

  it('603.8: "when there are no creatures on the battlefield" looks at every player\'s', () => {
    const honey = card({
      name: 'Test Honey',
      cost: '{G}',
      type: 'Enchantment',
      text: 'When there are no creatures on the battlefield, sacrifice this enchantment.',
    });
    let s = twoPlayers(
      { battlefield: [{ def: honey, id: 'honey' }, { def: C.mountain }], hand: [{ def: C.bolt, id: 'bolt' }] },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );
    // Bob's creature is on the battlefield: nothing triggers.
    s = play(s, { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ object: 'bears' }] });
    expect(s.stack.map(i => i.kind)).toEqual(['spell']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => i.trigger)).toEqual(['state']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(zone(s, 'honey')).toBe('graveyard');
  });
});

describe('cycling triggers (CR 702.29)', () => {
  const cycler = card({ name: 'Test Cycler', cost: '{3}', type: 'Sorcery', keywords: ['cycling {0}'] });
  const plainscycler = card({
    name: 'Test Plainscycler',
    cost: '{3}',
    type: 'Sorcery',
    keywords: ['plainscycling {0}'],
  });
  const cycleAbility = (def: typeof cycler) => def.abilities.findIndex(a => a.kind === 'activated');
  const cycle = (player: string, source: string, def: typeof cycler) =>
    ({ type: 'activate', player, source, ability: cycleAbility(def) }) as const;

  it('702.29f: "whenever a player cycles a card" — any player\'s cycling or typecycling, "that player" who cycled', () => {
    const slide = card({
      name: 'Test Slide',
      cost: '{W}',
      type: 'Enchantment',
      text: 'Whenever a player cycles a card, that player loses 1 life.',
    });
    let s = twoPlayers(
      { battlefield: [{ def: slide }], library: library(3) },
      {
        hand: [
          { def: cycler, id: 'c1' },
          { def: plainscycler, id: 'c2' },
        ],
        library: [{ def: C.plains }, ...library(2)],
      },
    );
    s = play(s, pass('Alice'), cycle('Bob', 'c1', cycler));
    expect(s.stack.map(i => [i.trigger, i.eventPlayer])).toEqual([
      [undefined, undefined],
      ['cycles', 'Bob'],
    ]);
    s = play(
      s,
      pass('Bob'),
      pass('Alice'),
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
      cycle('Bob', 'c2', plainscycler),
    );
    expect(s.stack.map(i => i.trigger)).toEqual([undefined, 'cycles']);
    s = play(s, pass('Bob'), pass('Alice'));
    expect(life(s, 'Bob')).toBe(18);
  });

  it('702.29d: a card discarded by a spell isn\'t cycled; "whenever you cycle a card" is only yours', () => {
    const mine = card({
      name: 'Test Spybug',
      cost: '{1}',
      type: 'Creature — Insect',
      power: 1,
      toughness: 1,
      text: 'Whenever you cycle a card, you gain 2 life.',
    });
    const rot = card({ name: 'Test Rot', cost: '{0}', type: 'Sorcery', text: 'Target player discards a card.' });
    let s = twoPlayers(
      {
        battlefield: [{ def: mine }],
        hand: [
          { def: rot, id: 'rot' },
          { def: cycler, id: 'c1' },
        ],
        library: library(3),
      },
      { hand: [{ def: cycler, id: 'c2' }], library: library(3) },
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'rot', targets: [{ player: 'Alice' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(zone(s, 'c1')).toBe('graveyard');
    expect(s.stack).toEqual([]);
    s = play(s, pass('Alice'), cycle('Bob', 'c2', cycler));
    expect(s.stack.map(i => i.trigger)).toEqual([undefined]);
    expect(life(s, 'Alice')).toBe(20);
    // An ability that discards its card from the hand but isn't cycling (channel, 702.29f): not a card cycled.
    const channel = card({
      name: 'Test Channel',
      cost: '{3}',
      type: 'Creature — Spirit',
      power: 1,
      toughness: 1,
      text: '{1}, Discard Test Channel: Draw a card.',
    });
    let t = twoPlayers(
      { battlefield: [{ def: mine }, { def: C.island }], hand: [{ def: channel, id: 'ch' }], library: library(3) },
      { library: library(3) },
    );
    t = play(t, cycle('Alice', 'ch', channel));
    expect([zone(t, 'ch'), t.stack.map(i => i.trigger)]).toEqual(['graveyard', [undefined]]);
  });

  it('702.29c, 700.4: "when you cycle ~ or it dies" — either event triggers it', () => {
    const sojourner = card({
      name: 'Test Sojourner',
      cost: '{2}{W}',
      type: 'Creature — Human',
      power: 2,
      toughness: 2,
      keywords: ['cycling {0}'],
      text: 'When you cycle Test Sojourner or it dies, you gain 3 life.',
    });
    let s = twoPlayers(
      {
        hand: [
          { def: sojourner, id: 'cycled' },
          { def: C.bolt, id: 'bolt' },
        ],
        battlefield: [{ def: sojourner, id: 'dying' }, { def: C.mountain }],
        library: library(3),
      },
      {},
    );
    s = play(s, cycle('Alice', 'cycled', sojourner));
    expect(s.stack.map(i => [i.source, i.trigger])).toEqual([
      ['cycled', undefined],
      ['cycled', 'either'],
    ]);
    s = play(s, pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ object: 'dying' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.stack.map(i => [i.source, i.trigger])).toEqual([['dying', 'either']]);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Alice')).toBe(26);
  });
});

describe('damage triggers (CR 120.3)', () => {
  it('120.3: "whenever a source an opponent controls deals damage to you" — theirs, not yours; "that player" controls it', () => {
    const mask = card({
      name: 'Test Mask',
      cost: '{2}',
      type: 'Artifact',
      text: 'Whenever a source an opponent controls deals damage to you, you gain 3 life and that player loses 1 life.',
    });
    let s = twoPlayers(
      {
        battlefield: [{ def: mask }, { def: C.mountain }],
        hand: [{ def: C.bolt, id: 'mine' }],
      },
      { battlefield: [{ def: C.mountain }], hand: [{ def: C.bolt, id: 'theirs' }] },
    );
    // Alice's own Bolt at herself: not a source an opponent controls.
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'mine', targets: [{ player: 'Alice' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.stack).toEqual([]);
    expect(life(s, 'Alice')).toBe(17);
    s = play(s, pass('Alice'), { type: 'cast', player: 'Bob', card: 'theirs', targets: [{ player: 'Alice' }] });
    s = play(s, pass('Bob'), pass('Alice'));
    // "That player": the source's controller, not the player dealt damage.
    expect(s.stack.map(i => [i.trigger, i.eventPlayer])).toEqual([['sourceDamage', 'Bob']]);
    s = play(s, pass('Alice'), pass('Bob'));
    expect([life(s, 'Alice'), life(s, 'Bob')]).toEqual([17, 19]);
  });

  it('120.3: "whenever a source deals damage to ~" — any source, only damage dealt to it; "that source" dealt it', () => {
    const sphinx = card({
      name: 'Test Sphinx',
      cost: '{3}',
      type: 'Creature — Sphinx',
      power: 0,
      toughness: 9,
      text: 'Whenever a source deals damage to Test Sphinx, you gain 2 life.',
    });
    let s = twoPlayers(
      {
        battlefield: [
          { def: sphinx, id: 'sphinx' },
          { def: C.bears, id: 'bears' },
        ],
      },
      {
        battlefield: [{ def: C.mountain }, { def: C.mountain }],
        hand: [
          { def: C.bolt, id: 'b1' },
          { def: C.bolt, id: 'b2' },
        ],
      },
    );
    s = play(s, pass('Alice'), { type: 'cast', player: 'Bob', card: 'b1', targets: [{ object: 'bears' }] });
    s = play(s, pass('Bob'), pass('Alice'));
    expect(s.stack).toEqual([]);
    s = play(s, pass('Alice'), { type: 'cast', player: 'Bob', card: 'b2', targets: [{ object: 'sphinx' }] });
    s = play(s, pass('Bob'), pass('Alice'));
    expect(s.stack.map(i => [i.trigger, i.subject])).toEqual([['sourceDamage', 'b2']]);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Alice')).toBe(22);
  });

  it('120.3: "whenever an opponent is dealt noncombat damage" — an opponent, not combat damage', () => {
    const spitfire = card({
      name: 'Test Spitfire',
      cost: '{3}',
      type: 'Creature — Elemental',
      power: 1,
      toughness: 3,
      text: 'Whenever an opponent is dealt noncombat damage, you gain 2 life.',
    });
    let s = twoPlayers(
      {
        battlefield: [{ def: spitfire }, { def: C.mountain }, { def: C.mountain }],
        hand: [
          { def: C.bolt, id: 'b1' },
          { def: C.bolt, id: 'b2' },
        ],
      },
      {},
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'b1', targets: [{ player: 'Alice' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.stack).toEqual([]);
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'b2', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.stack.map(i => [i.trigger, i.eventPlayer])).toEqual([['playerDealtDamage', 'Bob']]);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Alice')).toBe(19);
    // Combat damage to Alice's opponent isn't noncombat damage.
    const combat = next(blocked([{ def: C.bears, id: 'bears' }, { def: spitfire }], [], [['bears', 'Bob']], []));
    expect([life(combat, 'Bob'), combat.stack]).toEqual([18, []]);
  });

  it('700.4: "when a non-Angel creature you control dies" — "when" as "whenever", the phrase read as written', () => {
    const avacyn = card({
      name: 'Test Guardian',
      cost: '{3}',
      type: 'Creature — Angel',
      power: 4,
      toughness: 4,
      text: 'When a non-Angel creature you control dies, you gain 3 life.',
    });
    let s = twoPlayers(
      {
        battlefield: [{ def: avacyn }, { def: C.bears, id: 'bears' }, { def: C.mountain }],
        hand: [{ def: C.bolt, id: 'bolt' }],
      },
      {},
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.stack.map(i => i.trigger)).toEqual(['creatureDies']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Alice')).toBe(23);
  });

  it('120.3c: "deals combat damage to a player or planeswalker" — damage to an attacked planeswalker too', () => {
    const informant = card({
      name: 'Test Informant',
      cost: '{1}',
      type: 'Creature — Faerie',
      power: 1,
      toughness: 1,
      text: 'Whenever Test Informant deals combat damage to a player or planeswalker, you gain 2 life.',
    });
    const s = next(
      blocked([{ def: informant, id: 'inf' }], [{ def: C.jace, id: 'jace' }], [['inf', { object: 'jace' }]], []),
    );
    expect(s.stack.map(i => i.trigger)).toEqual(['dealsDamage']);
    expect(life(play(s, pass('Alice'), pass('Bob')), 'Alice')).toBe(22);
  });

  it('120.3: "whenever ~ deals damage to a Dinosaur, destroy that creature" — only a creature of that type', () => {
    const hunter = card({
      name: 'Test Hunter',
      cost: '{1}',
      type: 'Creature — Human',
      power: 1,
      toughness: 1,
      text: 'Whenever Test Hunter deals damage to a Dinosaur, destroy that creature.',
    });
    const dino = card({ name: 'Test Dino', cost: '{5}', type: 'Creature — Dinosaur', power: 0, toughness: 6 });
    const s = next(
      blocked(
        [
          { def: hunter, id: 'hunter' },
          { def: hunter, id: 'other' },
        ],
        [
          { def: dino, id: 'dino' },
          { def: C.spider, id: 'spider' },
        ],
        [
          ['hunter', 'Bob'],
          ['other', 'Bob'],
        ],
        [
          ['dino', 'hunter'],
          ['spider', 'other'],
        ],
      ),
    );
    expect(s.stack.map(i => [i.source, i.subject])).toEqual([['hunter', 'dino']]);
    expect(zone(play(s, pass('Alice'), pass('Bob')), 'dino')).toBe('graveyard');
  });
});

describe('player event triggers (CR 603.2)', () => {
  it('701.22d, 701.25d: "whenever you surveil" — not a scry; "whenever you scry" — not a surveil', () => {
    const bug = card({
      name: 'Test Spybug',
      cost: '{1}',
      type: 'Creature — Insect',
      power: 1,
      toughness: 1,
      text: 'Whenever you surveil, put a +1/+1 counter on Test Spybug.',
    });
    const adept = card({
      name: 'Test Adept',
      cost: '{1}',
      type: 'Creature — Human',
      power: 1,
      toughness: 1,
      text: 'Whenever you scry, you gain 1 life.',
    });
    const look = card({ name: 'Test Look', cost: '{0}', type: 'Sorcery', text: 'Surveil 2.' });
    const peek = card({ name: 'Test Peek', cost: '{0}', type: 'Sorcery', text: 'Scry 1.' });
    let s = twoPlayers(
      {
        battlefield: [{ def: bug, id: 'bug' }, { def: adept }],
        hand: [
          { def: look, id: 'look' },
          { def: peek, id: 'peek' },
        ],
        library: library(3),
      },
      {},
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'look' }, pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => [i.source, i.trigger])).toEqual([['bug', 'scries']]);
    s = play(
      s,
      pass('Alice'),
      pass('Bob'),
      { type: 'cast', player: 'Alice', card: 'peek' },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.stack.map(i => i.trigger)).toEqual(['scries']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect([perm(s, 'bug').counters['+1/+1'], life(s, 'Alice')]).toEqual([1, 21]);
  });

  it('119.9: "when you gain life for the first time each turn" — once a turn, here from the graveyard (113.6m)', () => {
    const knight = card({
      name: 'Test Deathless',
      cost: '{4}',
      type: 'Creature — Elemental Knight',
      power: 4,
      toughness: 2,
      text: 'When you gain life for the first time each turn, return Test Deathless from your graveyard to your hand.',
    });
    const balm = card({ name: 'Test Balm', cost: '{0}', type: 'Instant', text: 'You gain 2 life.' });
    let s = twoPlayers(
      {
        graveyard: [{ def: knight, id: 'knight' }],
        hand: [
          { def: balm, id: 'b1' },
          { def: balm, id: 'b2' },
        ],
      },
      {},
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'b1' }, pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => i.trigger)).toEqual(['gainLife']);
    // A second gain of life the same turn triggers nothing.
    s = play(s, { type: 'cast', player: 'Alice', card: 'b2' }, pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => i.trigger)).toEqual(['gainLife']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect([zone(s, 'knight'), life(s, 'Alice')]).toEqual(['hand', 24]);
  });

  it('701.21a: "whenever a player sacrifices a creature" — anyone\'s, not another permanent', () => {
    const beetle = card({
      name: 'Test Beetle',
      cost: '{B}',
      type: 'Creature — Insect',
      power: 1,
      toughness: 1,
      text: 'Whenever a player sacrifices a creature, put a +1/+1 counter on Test Beetle.',
    });
    const edict = card({
      name: 'Test Edict',
      cost: '{0}',
      type: 'Sorcery',
      text: 'Each opponent sacrifices a creature. Each opponent sacrifices a land.',
    });
    let s = twoPlayers(
      { battlefield: [{ def: beetle, id: 'beetle' }], hand: [{ def: edict, id: 'edict' }] },
      { battlefield: [{ def: C.bears, id: 'bears' }, { def: C.forest }] },
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'edict' }, pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => [i.trigger, i.eventPlayer])).toEqual([['sacrifice', 'Bob']]);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(perm(s, 'beetle').counters['+1/+1']).toBe(1);
  });
});

describe('more trigger events (CR 305.1, 508.3b, 601.2i, 701.44b)', () => {
  it('305.1: "whenever you play an Island" — the land played as the phrase says; "another land": not itself', () => {
    const jokul = card({
      name: 'Test Jokul',
      cost: '{4}',
      type: 'Creature — Leviathan',
      power: 3,
      toughness: 3,
      text: 'Whenever you play an Island, you gain 2 life.',
    });
    const city = card({
      name: 'Test City',
      type: 'Land',
      text: 'When you play another land, sacrifice Test City.',
    });
    // Playing the city itself: not another land.
    const alone = play(twoPlayers({ hand: [{ def: city, id: 'city' }] }, {}), {
      type: 'playLand',
      player: 'Alice',
      card: 'city',
    });
    expect([alone.stack, zone(alone, 'city')]).toEqual([[], 'battlefield']);
    let s = twoPlayers(
      { battlefield: [{ def: jokul }, { def: city, id: 'city' }], hand: [{ def: C.island, id: 'isle' }] },
      {},
    );
    s = play(s, { type: 'playLand', player: 'Alice', card: 'isle' });
    expect(s.stack.map(i => i.trigger)).toEqual(['playLand', 'playLand']);
    s = play(s, pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    expect([life(s, 'Alice'), zone(s, 'city')]).toEqual([22, 'graveyard']);
  });

  it('508.3b: "whenever one or more creatures attack you" — once however many attack you', () => {
    const prayer = card({
      name: 'Test Prayer',
      cost: '{W}',
      type: 'Enchantment',
      text: 'Whenever one or more creatures attack you, you gain 1 life for each attacking creature.',
    });
    let s = twoPlayers(
      {
        battlefield: [
          { def: C.bears, id: 'b1' },
          { def: C.ogre, id: 'b2' },
        ],
      },
      { battlefield: [{ def: prayer }] },
      { step: 'declareAttackers' },
    );
    s = play(s, attack('Alice', ['b1', 'Bob'], ['b2', 'Bob']));
    expect(s.stack.map(i => i.trigger)).toEqual(['attacked']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(22);
  });

  it('508.3a: "whenever a creature without flying attacks you or a planeswalker you control" — only those that fit', () => {
    const circle = card({
      name: 'Test Circle',
      cost: '{1}{R}',
      type: 'Enchantment',
      text: 'Whenever a creature without flying attacks you or a planeswalker you control, Test Circle deals 1 damage to that creature.',
    });
    let s = twoPlayers(
      {
        battlefield: [
          { def: C.bears, id: 'bears' },
          { def: C.angel, id: 'angel' },
        ],
      },
      { battlefield: [{ def: circle }] },
      { step: 'declareAttackers' },
    );
    s = play(s, attack('Alice', ['bears', 'Bob'], ['angel', 'Bob']));
    expect(s.stack.map(i => [i.trigger, i.subject])).toEqual([['attacksYou', 'bears']]);
  });

  it('601.2i: "whenever you cast a spell from your graveyard" — flashback, not from the hand', () => {
    const vengeance = card({
      name: 'Test Vengeance',
      cost: '{R}',
      type: 'Enchantment',
      text: 'Whenever you cast a spell from your graveyard, you gain 2 life.',
    });
    const think = card({
      name: 'Test Think',
      cost: '{0}',
      type: 'Sorcery',
      keywords: ['flashback {0}'],
      text: 'You gain 1 life.',
    });
    let s = twoPlayers(
      { battlefield: [{ def: vengeance }], hand: [{ def: think, id: 'think' }], library: library(3) },
      {},
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'think' });
    expect(s.stack.map(i => i.kind)).toEqual(['spell']);
    s = play(s, pass('Alice'), pass('Bob'), { type: 'cast', player: 'Alice', card: 'think' });
    expect(s.stack.map(i => i.trigger ?? i.kind)).toEqual(['spell', 'cast']);
    s = play(s, pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    expect(life(s, 'Alice')).toBe(24);
  });

  it('701.44b: "whenever a creature you control explores" — after it explores', () => {
    const chupa = card({
      name: 'Test Chupa',
      cost: '{3}',
      type: 'Creature — Horror',
      power: 2,
      toughness: 3,
      text: 'Whenever a creature you control explores, you gain 3 life.',
    });
    const scout = card({
      name: 'Test Scout',
      cost: '{0}',
      type: 'Creature — Merfolk',
      power: 1,
      toughness: 1,
      text: 'When Test Scout enters, Test Scout explores.',
    });
    let s = twoPlayers({ battlefield: [{ def: chupa }], hand: [{ def: scout, id: 'scout' }], library: library(3) }, {});
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'scout' },
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.stack.map(i => [i.trigger, i.subject])).toEqual([['explores', 'scout']]);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Alice')).toBe(23);
  });
});

describe('blocking one or more creatures (CR 509.3e)', () => {
  const soldier = card({
    name: 'Test Soldier',
    cost: '{1}',
    type: 'Creature — Dwarf',
    power: 1,
    toughness: 1,
    text: 'Whenever Test Soldier blocks or becomes blocked by one or more Orcs, you gain 1 life.',
  });
  const orc = card({ name: 'Test Orc', cost: '{1}', type: 'Creature — Orc', power: 1, toughness: 1 });

  it("509.3e: once a combat however many fit, as blockers are declared; none for a blocker that doesn't fit", () => {
    const two = blocked(
      [{ def: soldier, id: 'soldier' }],
      [
        { def: orc, id: 'o1' },
        { def: orc, id: 'o2' },
      ],
      [['soldier', 'Bob']],
      [
        ['o1', 'soldier'],
        ['o2', 'soldier'],
      ],
    );
    expect(two.stack.map(i => [i.source, i.trigger])).toEqual([['soldier', 'blocksOneOrMore']]);
    expect(life(play(two, pass('Alice'), pass('Bob')), 'Alice')).toBe(21);
    const bears = blocked(
      [{ def: soldier, id: 'soldier' }],
      [{ def: C.bears, id: 'bears' }],
      [['soldier', 'Bob']],
      [['bears', 'soldier']],
    );
    expect(bears.stack).toEqual([]);
    // Blocking an Orc: the other way round.
    const blocking = blocked(
      [{ def: orc, id: 'orc' }],
      [{ def: soldier, id: 'soldier' }],
      [['orc', 'Bob']],
      [['soldier', 'orc']],
    );
    expect(blocking.stack.map(i => [i.source, i.controller])).toEqual([['soldier', 'Bob']]);
  });
});

describe('trigger events that compose (CR 603.2)', () => {
  const handOf = (s: ReturnType<typeof twoPlayers>, p: string) => s.players.find(x => x.id === p)!.hand;
  const mountains = (n: number) => Array.from({ length: n }, () => ({ def: C.mountain }));
  const blaze = card({
    name: 'Test Blaze',
    cost: '{X}{R}',
    type: 'Instant',
    text: 'Test Blaze deals X damage to any target.',
  });
  const shock = card({
    name: 'Test Shock',
    cost: '{R}',
    type: 'Instant',
    text: 'Test Shock deals 2 damage to any target.',
  });

  it('702.29c, 113.6k: "when you cycle ~" on an instant triggers from the graveyard the card went to', () => {
    const decree = card({
      name: 'Test Decree',
      cost: '{5}{W}',
      type: 'Instant',
      keywords: ['cycling {1}'],
      text: 'Creatures you control get +1/+1 until end of turn.\nWhen you cycle Test Decree, you gain 2 life.',
    });
    let s = twoPlayers(
      { hand: [{ def: decree, id: 'decree' }], battlefield: [{ def: C.island }], library: [{ def: C.filler }] },
      {},
    );
    s = play(s, {
      type: 'activate',
      player: 'Alice',
      source: 'decree',
      ability: decree.abilities.findIndex(a => a.kind === 'activated'),
    });
    expect(s.stack.map(i => [i.source, i.trigger])).toEqual([
      ['decree', undefined],
      ['decree', 'cycled'],
    ]);
    s = play(s, pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    expect([life(s, 'Alice'), handOf(s, 'Alice').length, zone(s, 'decree')]).toEqual([22, 1, 'graveyard']);
  });

  it('601.2i, 202.3e: "whenever a player casts a spell with converted mana cost 3 or less" — X as chosen on the stack', () => {
    const pillar = card({
      name: 'Test Pillar',
      cost: '{1}{R}',
      type: 'Enchantment',
      text: 'Whenever a player casts a spell with converted mana cost 3 or less, Test Pillar deals 2 damage to that player.',
    });
    let s = twoPlayers(
      {
        battlefield: [{ def: pillar }, ...mountains(7)],
        hand: [
          { def: blaze, id: 'small' },
          { def: blaze, id: 'big' },
        ],
      },
      {},
    );
    // X = 2: mana value 3, it triggers; X = 3: mana value 4, it doesn't.
    s = play(s, { type: 'cast', player: 'Alice', card: 'small', x: 2, targets: [{ player: 'Bob' }] });
    expect(s.stack.map(i => [i.trigger, i.eventPlayer])).toEqual([
      [undefined, undefined],
      ['cast', 'Alice'],
    ]);
    s = play(s, pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    s = play(s, { type: 'cast', player: 'Alice', card: 'big', x: 3, targets: [{ player: 'Bob' }] });
    expect(s.stack.map(i => i.trigger)).toEqual([undefined]);
    s = play(s, pass('Alice'), pass('Bob'));
    expect([life(s, 'Alice'), life(s, 'Bob')]).toEqual([18, 15]);
  });

  it('113.6m: "whenever you cast a multicolored spell, you may return ~ from your graveyard to your hand" works there', () => {
    const eidolon = card({
      name: 'Test Eidolon',
      cost: '{1}{G}',
      type: 'Creature — Spirit',
      power: 2,
      toughness: 2,
      text: 'Whenever you cast a multicolored spell, you may return Test Eidolon from your graveyard to your hand.',
    });
    const charm = card({ name: 'Test Charm', cost: '{R}{G}', type: 'Instant', text: 'You gain 1 life.' });
    let s = twoPlayers(
      {
        battlefield: [{ def: eidolon, id: 'onBattlefield' }, { def: C.forest }, ...mountains(2)],
        graveyard: [{ def: eidolon, id: 'eidolon' }],
        hand: [
          { def: shock, id: 'shock' },
          { def: charm, id: 'charm' },
        ],
      },
      {},
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'shock', targets: [{ player: 'Bob' }] });
    expect(s.stack).toHaveLength(1);
    s = play(s, pass('Alice'), pass('Bob'), { type: 'cast', player: 'Alice', card: 'charm' });
    // The one in the graveyard triggers; the one on the battlefield doesn't (113.6).
    expect(s.stack.map(i => [i.source, i.trigger])).toEqual([
      ['charm', undefined],
      ['eidolon', 'cast'],
    ]);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(zone(s, 'eidolon')).toBe('hand');
  });

  it('701.9a: "whenever an opponent discards a noncreature, nonland card" — neither a creature nor a land', () => {
    const waste = card({
      name: 'Test Waste',
      cost: '{1}{B}',
      type: 'Enchantment',
      text: 'Whenever an opponent discards a noncreature, nonland card, draw a card.',
    });
    const rot = card({ name: 'Test Rot', cost: '{B}', type: 'Sorcery', text: 'Target player discards three cards.' });
    let s = twoPlayers(
      {
        battlefield: [{ def: waste }, { def: C.swamp }],
        hand: [{ def: rot, id: 'rot' }],
        library: [{ def: C.filler }, { def: C.filler }],
      },
      { hand: [{ def: C.bears }, { def: C.forest }, { def: C.filler }] },
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'rot', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.stack.map(i => i.trigger)).toEqual(['discard']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(handOf(s, 'Alice')).toHaveLength(1);
  });

  it('400.7e: "when enchanted creature dies, return that card to the battlefield under its owner\'s / your control"', () => {
    const gift = (whose: string) =>
      card({
        name: 'Test Gift',
        cost: '{0}',
        type: 'Enchantment — Aura',
        keywords: ['enchant creature'],
        text: `When enchanted creature dies, return that card to the battlefield under ${whose} control.`,
      });
    const run = (aura: ReturnType<typeof card>) => {
      let s = twoPlayers(
        {
          battlefield: [{ def: C.mountain }],
          hand: [
            { def: aura, id: 'gift' },
            { def: shock, id: 'shock' },
          ],
        },
        { battlefield: [{ def: C.bears, id: 'bears' }] },
      );
      s = play(
        s,
        { type: 'cast', player: 'Alice', card: 'gift', targets: [{ object: 'bears' }] },
        pass('Alice'),
        pass('Bob'),
      );
      s = play(
        s,
        { type: 'cast', player: 'Alice', card: 'shock', targets: [{ object: 'bears' }] },
        pass('Alice'),
        pass('Bob'),
      );
      expect(s.stack.map(i => [i.source, i.trigger, i.subject])).toEqual([['gift', 'attachedDies', 'bears']]);
      return play(s, pass('Alice'), pass('Bob'));
    };
    expect(perm(run(gift("its owner's")), 'bears').controller).toBe('Bob');
    expect(perm(run(gift('your')), 'bears').controller).toBe('Alice');
  });

  it('400.7: "return that card" finds nothing once the card has left the graveyard it went to', () => {
    const embrace = card({
      name: 'Test Embrace',
      cost: '{0}',
      type: 'Enchantment — Aura',
      keywords: ['enchant creature'],
      text: "When enchanted creature dies, return that card to its owner's hand.",
    });
    const exhume = card({
      name: 'Test Exhume',
      cost: '{0}',
      type: 'Instant',
      text: 'Exile target card from a graveyard.',
    });
    let s = twoPlayers(
      {
        battlefield: [{ def: C.mountain }, { def: C.bears, id: 'bears' }],
        hand: [
          { def: embrace, id: 'embrace' },
          { def: shock, id: 'shock' },
          { def: exhume, id: 'exhume' },
        ],
      },
      {},
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'embrace', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'shock', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.stack.map(i => i.trigger)).toEqual(['attachedDies']);
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'exhume', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    s = play(s, pass('Alice'), pass('Bob'));
    expect(zone(s, 'bears')).toBe('exile');
  });
  it('508.3a: "whenever a creature attacks you, it gets -1/-0" — the player, not a planeswalker they control', () => {
    const patch = card({
      name: 'Test Patch',
      cost: '{2}',
      type: 'Enchantment',
      text: 'Whenever a creature attacks you, it gets -1/-0 until end of turn.',
    });
    let s = twoPlayers(
      {
        battlefield: [
          { def: C.bears, id: 'b1' },
          { def: C.bears, id: 'b2' },
        ],
      },
      { battlefield: [{ def: patch }, { def: C.jace, id: 'jace' }] },
      { step: 'declareAttackers' },
    );
    s = play(s, attack('Alice', ['b1', 'Bob'], ['b2', { object: 'jace' }]));
    expect(s.stack.map(i => [i.trigger, i.subject])).toEqual([['attacksYou', 'b1']]);
    s = play(s, pass('Alice'), pass('Bob'));
    expect([power(s, 'b1'), power(s, 'b2')]).toEqual([1, 2]);
  });

  it('120.3: "whenever an opponent is dealt damage, put that many +1/+1 counters on ~" — a player, not an object', () => {
    const elemental = card({
      name: 'Test Elemental',
      cost: '{2}{R}',
      type: 'Creature — Elemental',
      power: 1,
      toughness: 1,
      text: 'Whenever an opponent is dealt damage, put that many +1/+1 counters on Test Elemental.',
    });
    let s = twoPlayers(
      { battlefield: [{ def: elemental, id: 'elemental' }, { def: C.mountain }], hand: [{ def: shock, id: 'shock' }] },
      {},
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'shock', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.stack.map(i => [i.trigger, i.eventAmount])).toEqual([['playerDealtDamage', 2]]);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(perm(s, 'elemental').counters['+1/+1']).toBe(2);
  });
});

describe('more trigger openings: spells of two colors, untapped lands, mana, Auras, discards, graveyards (CR 603.2)', () => {
  it('105.2, 601.2i: "whenever you cast a spell that\'s both red and white" — only a spell of both colors', () => {
    const mimic = card({
      name: 'Test Mimic',
      cost: '{1}{R/W}',
      type: 'Creature — Shapeshifter',
      power: 2,
      toughness: 1,
      text: "Whenever you cast a spell that's both red and white, you gain 2 life.",
    });
    const both = card({ name: 'Test Both', cost: '{R}{W}', type: 'Sorcery', text: 'Draw a card.' });
    const board = (def: typeof both) =>
      twoPlayers(
        {
          battlefield: [{ def: mimic }, { def: C.mountain }, { def: C.plains }],
          hand: [{ def, id: 'spell' }],
          library: library(2),
        },
        {},
      );
    const cast = (def: typeof both) => play(board(def), { type: 'cast', player: 'Alice', card: 'spell' });
    expect(cast(both).stack.map(i => i.trigger ?? 'spell')).toEqual(['spell', 'cast']);
    const red = card({ name: 'Test Red', cost: '{R}', type: 'Sorcery', text: 'Draw a card.' });
    expect(cast(red).stack.map(i => i.trigger ?? 'spell')).toEqual(['spell']);
  });

  it('603.6a, 110.5b: "when ~ enters the battlefield untapped" — not when it enters tapped (614.1d)', () => {
    const mine = card({
      name: 'Test Mine',
      type: 'Land — Mountain',
      text: 'Test Mine enters the battlefield tapped unless you control two or more other Mountains.\nWhen Test Mine enters the battlefield untapped, you gain 3 life.',
    });
    const enter = (mountains: number) =>
      play(
        twoPlayers(
          {
            hand: [{ def: mine, id: 'mine' }],
            battlefield: Array.from({ length: mountains }, () => ({ def: C.mountain })),
          },
          {},
        ),
        { type: 'playLand', player: 'Alice', card: 'mine' },
      );
    expect([enter(1).permanents.mine!.tapped, enter(1).stack]).toEqual([true, []]);
    const untapped = enter(2);
    expect(untapped.stack.map(i => i.trigger)).toEqual(['entersUntapped']);
    expect(life(play(untapped, pass('Alice'), pass('Bob')), 'Alice')).toBe(23);
  });

  it('603.2: "whenever ~ becomes the target of a spell or ability for the first time each turn, counter that spell or ability" — only the first', () => {
    const kite = card({
      name: 'Test Glasskite',
      cost: '{4}{U}',
      type: 'Creature — Spirit',
      power: 4,
      toughness: 4,
      text: 'Whenever Test Glasskite becomes the target of a spell or ability for the first time each turn, counter that spell or ability.',
    });
    let s = twoPlayers(
      {
        battlefield: [{ def: C.mountain }, { def: C.mountain }],
        hand: [
          { def: C.bolt, id: 'b1' },
          { def: C.bolt, id: 'b2' },
        ],
      },
      { battlefield: [{ def: kite, id: 'kite' }] },
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'b1', targets: [{ object: 'kite' }] });
    expect(s.stack.map(i => i.trigger ?? i.id)).toEqual(['b1', 'becomesTargetOfAny']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect([zone(s, 'b1'), s.stack]).toEqual(['graveyard', []]);
    s = play(s, { type: 'cast', player: 'Alice', card: 'b2', targets: [{ object: 'kite' }] });
    expect(s.stack.map(i => i.id)).toEqual(['b2']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(perm(s, 'kite').damage).toBe(3);
  });

  it('702.103, 508.3a: "whenever ~ or enchanted creature attacks" — the creature it is, or the one it enchants', () => {
    const emissary = card({
      name: 'Test Emissary',
      cost: '{3}{W}',
      type: 'Enchantment Creature — Elk',
      power: 3,
      toughness: 3,
      text: 'Bestow {6}{W}\nWhenever Test Emissary or enchanted creature attacks, you gain 2 life.',
    });
    const attacks = (bestowed: boolean) => {
      let s = twoPlayers(
        {
          battlefield: [...Array.from({ length: 7 }, () => ({ def: C.plains })), { def: C.bears, id: 'bears' }],
          hand: [{ def: emissary, id: 'elk' }],
        },
        {},
      );
      s = play(
        s,
        {
          type: 'cast',
          player: 'Alice',
          card: 'elk',
          ...(bestowed ? { bestowed: true, targets: [{ object: 'bears' }] } : {}),
        },
        pass('Alice'),
        pass('Bob'),
      );
      s = goTo(
        { ...s, permanents: { ...s.permanents, elk: { ...s.permanents.elk!, sinceTurnStart: true } } },
        'declareAttackers',
      );
      return play(s, attack('Alice', [bestowed ? 'bears' : 'elk', 'Bob'])).stack.map(i => [i.trigger, i.subject]);
    };
    expect(attacks(true)).toEqual([['attacks', 'bears']]);
    expect(attacks(false)).toEqual([['attacks', 'elk']]);
  });

  it('106.12a: "whenever a player taps a land for mana" — tapped by its player, or by the engine to pay a cost (601.2g)', () => {
    const barbs = card({
      name: 'Test Barbs',
      cost: '{2}{R}',
      type: 'Enchantment',
      text: 'Whenever a player taps a Mountain for mana, Test Barbs deals 1 damage to that player.',
    });
    const s0 = twoPlayers(
      {
        battlefield: [
          { def: C.mountain, id: 'm' },
          { def: C.forest, id: 'f' },
        ],
        hand: [{ def: C.bolt, id: 'bolt' }],
      },
      { battlefield: [{ def: barbs }] },
    );
    const manual = play(s0, { type: 'activateMana', player: 'Alice', source: 'm' });
    expect(manual.stack.map(i => [i.trigger, i.subject, i.eventPlayer])).toEqual([['tapForMana', 'm', 'Alice']]);
    expect(life(play(manual, pass('Alice'), pass('Bob')), 'Alice')).toBe(19);
    // The Forest isn't a Mountain.
    expect(play(s0, { type: 'activateMana', player: 'Alice', source: 'f' }).stack).toEqual([]);
    const paid = play(s0, { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }] });
    expect(paid.stack.map(i => i.trigger ?? i.id)).toEqual(['bolt', 'tapForMana']);
  });

  it('605.1b: one that adds mana is a triggered mana ability, read only as one ("add an additional {G}")', () => {
    expect(
      defineCard({
        name: 'Test Bloom',
        cost: '{G}',
        type: 'Enchantment',
        text: 'Whenever you tap a Forest for mana, add {G}.',
      }).notUnderstood.map(n => n.text),
    ).toEqual(['Whenever you tap a Forest for mana, add {G}']);
  });

  it('603.6e: "when enchanted creature leaves the battlefield, its controller sacrifices a creature" — the creature\'s controller', () => {
    const march = card({
      name: 'Test March',
      cost: '{1}{B}',
      type: 'Enchantment — Aura',
      keywords: ['enchant creature'],
      text: 'When enchanted creature leaves the battlefield, its controller sacrifices a creature.',
    });
    let s = twoPlayers(
      {
        battlefield: [
          ...Array.from({ length: 3 }, () => ({ def: C.swamp })),
          { def: march, id: 'aura', attachedTo: 'bears' },
        ],
        hand: [{ def: C.murder, id: 'murder' }],
      },
      {
        battlefield: [
          { def: C.bears, id: 'bears' },
          { def: C.ogre, id: 'ogre' },
        ],
      },
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'murder', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.stack.map(i => [i.trigger, i.subject])).toEqual([['attachedLeaves', 'bears']]);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(zone(s, 'ogre')).toBe('graveyard');
  });

  it('700.4: "when enchanted land dies, return that card to its owner\'s hand"', () => {
    const zendikon = card({
      name: 'Test Zendikon',
      cost: '{B}',
      type: 'Enchantment — Aura',
      keywords: ['enchant land'],
      text: "When enchanted land dies, return that card to its owner's hand.",
    });
    const quake = card({ name: 'Test Quake', cost: '{0}', type: 'Sorcery', text: 'Destroy target land.' });
    let s = play(
      twoPlayers(
        {
          battlefield: [
            { def: C.forest, id: 'land' },
            { def: zendikon, id: 'aura', attachedTo: 'land' },
          ],
          hand: [{ def: quake, id: 'quake' }],
        },
        {},
      ),
      { type: 'cast', player: 'Alice', card: 'quake', targets: [{ object: 'land' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.stack.map(i => i.trigger)).toEqual(['attachedDies']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(zone(s, 'land')).toBe('hand');
  });

  it('510.1a: "whenever enchanted creature deals combat damage to defending player" — the player it attacks', () => {
    const orders = card({
      name: 'Test Orders',
      cost: '{1}{R}',
      type: 'Enchantment — Aura',
      keywords: ['enchant creature'],
      text: 'Whenever enchanted creature deals combat damage to defending player, you gain 3 life.',
    });
    const s = next(
      blocked(
        [
          { def: C.bears, id: 'bears' },
          { def: orders, attachedTo: 'bears' },
        ],
        [],
        [['bears', 'Bob']],
        [],
      ),
    );
    expect(s.stack.map(i => i.trigger)).toEqual(['dealsDamage']);
    expect(life(next(s), 'Alice')).toBe(23);
  });

  it('"when you draw your second card each turn", "when you\'re dealt combat damage": "when" as "whenever"', () => {
    card({
      name: 'Test Griffin',
      cost: '{4}{U}',
      type: 'Creature — Griffin',
      power: 2,
      toughness: 4,
      text: 'When you draw your second card each turn, Test Griffin gets +2/+0 until end of turn.',
    });
    card({
      name: 'Test Giant',
      cost: '{2}{G}',
      type: 'Creature — Giant',
      power: 6,
      toughness: 6,
      text: "When you're dealt combat damage, sacrifice Test Giant.",
    });
  });

  it('701.9a: "when a spell or ability an opponent controls causes you to discard ~" — not when its owner\'s own does', () => {
    const purge = card({
      name: 'Test Purge',
      cost: '{U}',
      type: 'Sorcery',
      text: 'Test Purge deals 1 damage to any target.\nWhen a spell or ability an opponent controls causes you to discard Test Purge, that player loses 5 life.',
    });
    const rip = card({ name: 'Test Rip', cost: '{0}', type: 'Sorcery', text: 'Target player discards a card.' });
    const discarded = (caster: 'Alice' | 'Bob') => {
      const s0 = twoPlayers(
        { hand: [{ def: purge, id: 'purge' }, ...(caster === 'Alice' ? [{ def: rip, id: 'rip' }] : [])] },
        { hand: caster === 'Bob' ? [{ def: rip, id: 'rip' }] : [] },
        { activePlayer: caster },
      );
      return play(
        s0,
        { type: 'cast', player: caster, card: 'rip', targets: [{ player: 'Alice' }] },
        pass(caster),
        pass(caster === 'Alice' ? 'Bob' : 'Alice'),
      );
    };
    const bobs = discarded('Bob');
    expect([zone(bobs, 'purge'), bobs.stack.map(i => [i.trigger, i.eventPlayer])]).toEqual([
      'graveyard',
      [['discardedByOpponent', 'Bob']],
    ]);
    expect(life(play(bobs, pass('Bob'), pass('Alice')), 'Bob')).toBe(15);
    expect(discarded('Alice').stack).toEqual([]);
  });

  it('701.9a: "whenever a spell or ability an opponent controls causes you to discard a card" — each card, not your own effect\'s', () => {
    const focus = card({
      name: 'Test Focus',
      cost: '{1}{W}',
      type: 'Enchantment',
      text: 'Whenever a spell or ability an opponent controls causes you to discard a card, you gain 2 life.',
    });
    const rip = card({ name: 'Test Rip', cost: '{0}', type: 'Sorcery', text: 'Target player discards two cards.' });
    const discarded = (caster: 'Alice' | 'Bob') =>
      play(
        twoPlayers(
          {
            battlefield: [{ def: focus }],
            hand: [{ def: C.bears }, { def: C.ogre }, ...(caster === 'Alice' ? [{ def: rip, id: 'rip' }] : [])],
          },
          { hand: caster === 'Bob' ? [{ def: rip, id: 'rip' }] : [] },
          { activePlayer: caster },
        ),
        { type: 'cast', player: caster, card: 'rip', targets: [{ player: 'Alice' }] },
        pass(caster),
        pass(caster === 'Alice' ? 'Bob' : 'Alice'),
      );
    const bobs = discarded('Bob');
    expect(bobs.stack.map(i => [i.trigger, i.eventPlayer])).toEqual([
      ['discardsByOpponent', 'Bob'],
      ['discardsByOpponent', 'Bob'],
    ]);
    expect(life(play(bobs, pass('Bob'), pass('Alice'), pass('Bob'), pass('Alice')), 'Alice')).toBe(24);
    expect(discarded('Alice').stack).toEqual([]);
  });

  it('603.10a: "whenever a card is put into an opponent\'s graveyard from anywhere" — each card of theirs, from any zone', () => {
    const zombie = card({
      name: 'Test Vulture',
      cost: '{3}{B}{G}',
      type: 'Creature — Plant Zombie',
      power: 3,
      toughness: 3,
      text: "Whenever a card is put into an opponent's graveyard from anywhere, put a +1/+1 counter on Test Vulture.",
    });
    const rip = card({ name: 'Test Rip', cost: '{0}', type: 'Sorcery', text: 'Target player discards a card.' });
    let s = twoPlayers(
      { battlefield: [{ def: zombie, id: 'z' }], hand: [{ def: rip, id: 'rip' }] },
      { hand: [{ def: C.bears, id: 'cub' }] },
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'rip', targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    // Bob's discarded card; Alice's sorcery went to her own graveyard.
    expect(s.stack.map(i => [i.trigger, i.subject, i.eventPlayer])).toEqual([['cardToGraveyard', 'cub', 'Bob']]);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(perm(s, 'z').counters['+1/+1']).toBe(1);
  });

  it('603.10a: "whenever another card is put into a graveyard from anywhere, exile that card"', () => {
    const voidCard = card({
      name: 'Test Void',
      cost: '{B}',
      type: 'Enchantment',
      text: 'Whenever another card is put into a graveyard from anywhere, exile that card.',
    });
    const s = play(
      twoPlayers(
        { battlefield: [{ def: voidCard }, { def: C.mountain }], hand: [{ def: C.bolt, id: 'bolt' }] },
        { battlefield: [{ def: C.bears, id: 'bears' }] },
      ),
      { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
      pass('Bob'),
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'bolt'), zone(s, 'bears')]).toEqual(['exile', 'exile']);
  });

  it('602.2: "whenever a player activates an ability that isn\'t a mana ability, ~ deals 1 damage to that player"', () => {
    const shaman = card({
      name: 'Test Shaman',
      cost: '{1}{R}{G}',
      type: 'Creature — Centaur Shaman',
      power: 3,
      toughness: 4,
      text: "Whenever a player activates an ability that isn't a mana ability, Test Shaman deals 1 damage to that player.",
    });
    const pinger = card({
      name: 'Test Pinger',
      cost: '{R}',
      type: 'Creature — Human',
      power: 1,
      toughness: 1,
      text: '{T}: Test Pinger deals 1 damage to any target.',
    });
    const s0 = twoPlayers(
      {
        battlefield: [
          { def: pinger, id: 'pinger' },
          { def: C.mountain, id: 'm' },
        ],
      },
      { battlefield: [{ def: shaman }] },
    );
    const s = play(s0, {
      type: 'activate',
      player: 'Alice',
      source: 'pinger',
      ability: 0,
      targets: [{ player: 'Bob' }],
    });
    expect(s.stack.map(i => [i.trigger ?? 'ability', i.eventPlayer])).toEqual([
      ['ability', undefined],
      ['activates', 'Alice'],
    ]);
    expect(play(s0, { type: 'activateMana', player: 'Alice', source: 'm' }).stack).toEqual([]);
  });

  it('113.6k: "when ~ is put into your hand from your graveyard" — it triggers from the hand', () => {
    const scale = card({
      name: 'Test Brownscale',
      cost: '{1}{G}{G}',
      type: 'Creature — Lizard',
      power: 2,
      toughness: 3,
      text: 'When Test Brownscale is put into your hand from your graveyard, you gain 2 life.',
    });
    const raise = card({
      name: 'Test Raise',
      cost: '{0}',
      type: 'Sorcery',
      text: 'Return target creature card from your graveyard to your hand.',
    });
    let s = play(
      twoPlayers({ graveyard: [{ def: scale, id: 'scale' }], hand: [{ def: raise, id: 'raise' }] }, {}),
      { type: 'cast', player: 'Alice', card: 'raise', targets: [{ object: 'scale' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(s, 'scale'), s.stack.map(i => [i.trigger, i.source])]).toEqual([
      'hand',
      [['toHandFromGraveyard', 'scale']],
    ]);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Alice')).toBe(22);
  });
});
