import { describe, expect, it } from 'vitest';
import { advanceTo, allPass, defineCard } from '../src/index.js';
import { C, attack, goTo, illegal, life, pass, play, texts, twoPlayers } from './kit.js';
import { blocked, next } from './combat/fixtures.js';

const card = (spec: Parameters<typeof defineCard>[0]) => {
  const made = defineCard(spec);
  expect(made.notUnderstood).toEqual([]);
  return made.def;
};
const cleric = card({ name: 'Inspiring Cleric', cost: '{2}{W}', type: 'Creature — Vampire Cleric', power: 3, toughness: 2, text: 'When this creature enters, you gain 4 life.' });
const keeper = card({ name: 'Upkeep Keeper', cost: '{1}', type: 'Artifact Creature — Golem', power: 1, toughness: 1, text: 'At the beginning of your upkeep, you lose 1 life.' });
const martyr = card({ name: 'Dying Martyr', cost: '{W}', type: 'Creature — Human', power: 1, toughness: 1, text: 'When this creature dies, you gain 2 life.' });
const library = (n: number) => Array.from({ length: n }, () => ({ def: C.filler }));

describe('triggered abilities (CR 603)', () => {
  it('603.3: "when ~ enters" goes on the stack the next time a player would receive priority', () => {
    let s = twoPlayers({ battlefield: [{ def: C.plains }, { def: C.plains }, { def: C.plains }], hand: [{ def: cleric, id: 'cleric' }] }, {});
    s = play(s, { type: 'cast', player: 'Alice', card: 'cleric' }, pass('Alice'), pass('Bob'));
    // The creature resolved; its trigger is now on the stack, above nothing, controlled by Alice.
    expect(s.stack).toHaveLength(1);
    expect(s.stack[0]!.kind).toBe('ability');
    expect(s.stack[0]!.controller).toBe('Alice');
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Alice')).toBe(24);
  });

  it('503.1: "at the beginning of your upkeep" triggers for the active player only', () => {
    let s = twoPlayers({ battlefield: [{ def: keeper, id: 'mine' }], library: library(3) }, { battlefield: [{ def: keeper, id: 'yours' }], library: library(3) }, { step: 'end', activePlayer: 'Bob', turn: 2 });
    const r = advanceTo(s, 'upkeep');
    if (!r.ok) throw new Error(r.violation.message);
    s = r.state;
    // Only the active player's "your upkeep" triggers.
    expect(s.activePlayer).toBe('Alice');
    expect(s.stack.map(i => i.source)).toEqual(['mine']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Alice')).toBe(19);
  });

  it("603.3b: simultaneous triggers go on the stack in APNAP order, so the active player's resolves last", () => {
    let s = twoPlayers({ battlefield: [{ def: martyr, id: 'mine' }] }, { battlefield: [{ def: martyr, id: 'yours' }] }, { step: 'declareAttackers' });
    s = play(s, { type: 'declareAttackers', player: 'Alice', attackers: [{ attacker: 'mine', target: { player: 'Bob' } }] }, pass('Alice'), pass('Bob'),
      { type: 'declareBlockers', player: 'Bob', blocks: [{ blocker: 'yours', attacker: 'mine' }] }, pass('Alice'), pass('Bob'));
    // Both 1/1s died at once: Alice's trigger went on the stack first, Bob's on top of it.
    expect(s.stack.map(i => i.source)).toEqual(['mine', 'yours']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(22);
    expect(life(s, 'Alice')).toBe(20);
  });

  it('603.6c: "when ~ dies" triggers when the creature goes from the battlefield to the graveyard', () => {
    let s = twoPlayers({ battlefield: [{ def: C.mountain }], hand: [{ def: C.bolt, id: 'bolt' }] }, { battlefield: [{ def: martyr, id: 'martyr' }] });
    s = play(s, { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ object: 'martyr' }] }, pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => i.source)).toEqual(['martyr']);
    expect(s.stack[0]!.controller).toBe('Bob');
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(22);
  });

  it('117.3b, 603.3: "resolve" stops once the creature resolved; its enters trigger is on the stack and the active player has priority', () => {
    // 603.3: the trigger goes on the stack "the next time a player would receive priority"; 117.3b: after a spell
    // resolves, "the active player receives priority". No further pass may hand priority to Bob.
    let s = twoPlayers({ battlefield: [{ def: C.plains }, { def: C.plains }, { def: C.plains }, { def: C.mountain }], hand: [{ def: cleric, id: 'cleric' }, { def: C.bolt, id: 'bolt' }] }, {});
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
      { battlefield: [{ def: C.mountain }, { def: C.island }, { def: C.island }, { def: C.island }], hand: [{ def: C.bolt, id: 'bolt' }, { def: C.divination, id: 'div' }] },
      { battlefield: [{ def: martyr, id: 'martyr' }] },
    );
    s = play(s, { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ object: 'martyr' }] }, pass('Alice'), pass('Bob'));
    expect(texts(s)).toContain('The dies trigger of Dying Martyr goes on the stack.');
    const v = illegal(s, { type: 'cast', player: 'Alice', card: 'div' }, '307.1');
    expect(v.message).toBe("Alice can't cast Divination: a sorcery spell can be cast only when the stack is empty, and the dies trigger of Dying Martyr is on the stack (CR 307.1).");
    s = play(s, pass('Alice'), pass('Bob'));
    expect(texts(s)).toContain('The dies trigger of Dying Martyr resolves.');
  });
});

describe('trigger conditions (CR 603.2, 603.6, 603.10)', () => {
  const mourner = card({ name: 'Test Mourner', cost: '{1}', type: 'Creature — Spirit', power: 1, toughness: 3, text: 'Whenever another creature you control dies, you gain 1 life.' });
  const keeperOfAll = card({ name: 'Test Keeper', cost: '{1}', type: 'Creature — Spirit', power: 1, toughness: 1, text: 'Whenever a creature you control dies, you gain 2 life.' });
  const shock = card({ name: 'Test Shock', cost: '{0}', type: 'Instant', text: 'Test Shock deals 3 damage to any target.' });
  const zap = (player: string, id: string, target: string) => ({ type: 'cast' as const, player, card: id, targets: [{ object: target }] });

  it('603.10a: "whenever another creature you control dies" — yours, not an opponent\'s, not itself', () => {
    let s = twoPlayers({ battlefield: [{ def: mourner, id: 'mourner' }, { def: C.bears, id: 'bears' }], hand: [{ def: shock, id: 's1' }, { def: shock, id: 's2' }, { def: shock, id: 's3' }] }, { battlefield: [{ def: C.ogre, id: 'ogre' }] });
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

  it('603.10a: creatures that die at the same time see each other die; one that left earlier doesn\'t', () => {
    const wrath = card({ name: 'Test Wrath', cost: '{0}', type: 'Sorcery', text: 'Destroy all creatures.' });
    let s = twoPlayers({ battlefield: [{ def: mourner, id: 'm1' }, { def: mourner, id: 'm2' }, { def: C.bears, id: 'bears' }], hand: [{ def: wrath, id: 'wrath' }] }, {});
    s = play(s, { type: 'cast', player: 'Alice', card: 'wrath' }, pass('Alice'), pass('Bob'));
    // Each mourner sees the other mourner and the bears die: two triggers each.
    expect(s.stack.map(i => i.source).sort()).toEqual(['m1', 'm1', 'm2', 'm2']);
    s = play(s, ...Array.from({ length: 4 }, () => [pass('Alice'), pass('Bob')]).flat());
    expect(life(s, 'Alice')).toBe(24);
    // A mourner destroyed before the other dies (a separate resolution) doesn't see it.
    s = twoPlayers({ battlefield: [{ def: mourner, id: 'm1' }, { def: mourner, id: 'm2' }], hand: [{ def: shock, id: 's1' }, { def: shock, id: 's2' }] }, {});
    s = play(s, zap('Alice', 's1', 'm1'), pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => i.source)).toEqual(['m2']);
    s = play(s, pass('Alice'), pass('Bob'), zap('Alice', 's2', 'm2'), pass('Alice'), pass('Bob'));
    expect(s.stack).toHaveLength(0);
  });

  it('603.6c, 603.10a: "when ~ leaves the battlefield" triggers from the hand it was returned to', () => {
    const parting = card({ name: 'Test Parting', cost: '{1}', type: 'Creature — Spirit', power: 1, toughness: 1, text: 'When Test Parting leaves the battlefield, each opponent loses 2 life.' });
    const unsummon = card({ name: 'Test Recall', cost: '{0}', type: 'Instant', text: "Return target creature to its owner's hand." });
    let s = twoPlayers({ battlefield: [{ def: parting, id: 'parting' }], hand: [{ def: unsummon, id: 'recall' }] }, {});
    s = play(s, zap('Alice', 'recall', 'parting'), pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => i.trigger)).toEqual(['leaves']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(18);
  });

  it('601.2i: "whenever you cast a creature spell" — as the spell becomes cast; not for other spells or an opponent\'s', () => {
    const sage = card({ name: 'Test Sage', cost: '{1}', type: 'Creature — Elf', power: 1, toughness: 1, text: 'Whenever you cast a creature spell, draw a card.' });
    const spark = card({ name: 'Test Spark', cost: '{0}', type: 'Creature — Elemental', power: 1, toughness: 1 });
    const instant = play(twoPlayers({ battlefield: [{ def: sage, id: 'sage' }], hand: [{ def: shock, id: 's1' }] }, {}), zap('Alice', 's1', 'sage'));
    expect(instant.stack.map(i => i.id)).toEqual(['s1']);
    const theirs = play(twoPlayers({ battlefield: [{ def: sage, id: 'sage' }] }, { hand: [{ def: spark, id: 'theirs' }] }, { activePlayer: 'Bob' }), { type: 'cast', player: 'Bob', card: 'theirs' });
    expect(theirs.stack.map(i => i.id)).toEqual(['theirs']);
    const fresh = twoPlayers({ battlefield: [{ def: sage, id: 'sage' }], hand: [{ def: spark, id: 'spark' }], library: library(3) }, {});
    const cast = play(fresh, { type: 'cast', player: 'Alice', card: 'spark' });
    expect(cast.stack.map(i => i.trigger ?? i.id)).toEqual(['spark', 'cast']);
  });

  it('601.2i: "whenever you cast an instant or sorcery spell"', () => {
    const adept = card({ name: 'Test Adept', cost: '{1}', type: 'Creature — Human Wizard', power: 1, toughness: 1, text: 'Whenever you cast an instant or sorcery spell, Test Adept deals 1 damage to each opponent.' });
    let s = twoPlayers({ battlefield: [{ def: adept, id: 'adept' }, { def: C.bears, id: 'bears' }], hand: [{ def: shock, id: 's1' }] }, {});
    s = play(s, zap('Alice', 's1', 'bears'), pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(19);
  });

  it('510.2: "whenever ~ deals combat damage to a player" — unblocked, not blocked', () => {
    const thief = card({ name: 'Test Thief', cost: '{1}', type: 'Creature — Rogue', power: 2, toughness: 2, text: 'Whenever Test Thief deals combat damage to a player, draw a card.' });
    const unblocked = next(blocked([{ def: thief, id: 'thief' }], [], [['thief', 'Bob']], []));
    expect(unblocked.stack.map(i => i.trigger)).toEqual(['combatDamageToPlayer']);
    const s = next(blocked([{ def: thief, id: 'thief' }], [{ def: C.spider, id: 'spider' }], [['thief', 'Bob']], [['spider', 'thief']]));
    expect(s.step).toBe('combatDamage');
    expect(s.stack).toHaveLength(0);
  });

  it('509.3a, 509.3c: "whenever ~ blocks" and "whenever ~ becomes blocked" trigger once each', () => {
    const guard = card({ name: 'Test Guard', cost: '{1}', type: 'Creature — Soldier', power: 1, toughness: 4, text: 'Whenever Test Guard blocks, you gain 1 life.' });
    const raider = card({ name: 'Test Raider', cost: '{1}', type: 'Creature — Warrior', power: 3, toughness: 3, text: 'Whenever Test Raider becomes blocked, you gain 1 life.' });
    const s = blocked([{ def: raider, id: 'raider' }], [{ def: guard, id: 'guard' }, { def: C.bears, id: 'bears' }], [['raider', 'Bob']], [['guard', 'raider'], ['bears', 'raider']]);
    expect(s.stack.map(i => i.trigger).sort()).toEqual(['becomesBlocked', 'blocks']);
  });

  it('603.2b: "at the beginning of combat on your turn", "your end step", "each upkeep"', () => {
    const drummer = card({ name: 'Test Drummer', cost: '{1}', type: 'Creature — Goblin', power: 1, toughness: 1, text: 'At the beginning of combat on your turn, you gain 1 life.' });
    const bell = card({ name: 'Test Bell', cost: '{1}', type: 'Artifact', text: 'At the beginning of your end step, you gain 1 life.' });
    const clock = card({ name: 'Test Clock', cost: '{1}', type: 'Artifact', text: 'At the beginning of each upkeep, you lose 1 life.' });
    let s = twoPlayers({ battlefield: [{ def: drummer, id: 'drummer' }, { def: bell, id: 'bell' }, { def: clock, id: 'clock' }], library: library(3) }, { library: library(3) });
    s = goTo(s, 'beginningOfCombat');
    expect(s.stack.map(i => i.trigger)).toEqual(['beginningOfCombat']);
    s = goTo(play(s, pass('Alice'), pass('Bob')), 'end');
    expect(s.stack.map(i => i.trigger)).toEqual(['endStep']);
    s = goTo(play(s, pass('Alice'), pass('Bob')), 'upkeep');
    expect([s.activePlayer, s.stack.map(i => i.trigger)]).toEqual(['Bob', ['upkeep']]);
  });

  it('603.6a: "whenever another creature enters under your control" — not the opponent\'s', () => {
    const herald = card({ name: 'Test Herald', cost: '{1}', type: 'Creature — Cleric', power: 1, toughness: 1, text: 'Whenever another creature enters the battlefield under your control, you gain 1 life.' });
    const spark = card({ name: 'Test Spark', cost: '{0}', type: 'Creature — Elemental', power: 1, toughness: 1 });
    let s = twoPlayers({ battlefield: [{ def: herald, id: 'herald' }], hand: [{ def: spark, id: 'spark' }] }, {});
    s = play(s, { type: 'cast', player: 'Alice', card: 'spark' }, pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => i.trigger)).toEqual(['permanentEnters']);
  });

  it('119.9, 603.2: "whenever you gain life" and "whenever you draw a card" — the controller\'s own events', () => {
    const chalice = card({ name: 'Test Chalice', cost: '{1}', type: 'Artifact', text: 'Whenever you gain life, each opponent loses 1 life.' });
    const tome = card({ name: 'Test Tome', cost: '{1}', type: 'Artifact', text: 'Whenever you draw a card, you gain 1 life.' });
    const tonic = card({ name: 'Test Tonic', cost: '{0}', type: 'Instant', text: 'You gain 2 life. Target opponent gains 2 life. Draw a card.' });
    let s = twoPlayers({ battlefield: [{ def: chalice, id: 'chalice' }, { def: tome, id: 'tome' }], hand: [{ def: tonic, id: 'tonic' }], library: library(2) }, {});
    s = play(s, { type: 'cast', player: 'Alice', card: 'tonic', targets: [{ player: 'Bob' }] }, pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => i.trigger)).toEqual(['gainLife', 'drawCard']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => i.trigger)).toEqual(['gainLife', 'gainLife']);
    s = play(s, pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    expect([life(s, 'Alice'), life(s, 'Bob')]).toEqual([23, 20]);
  });

  it('601.2i: "when you cast ~" triggers from the stack, before the spell resolves; 603.2b: "your precombat main phase"', () => {
    const titan = card({ name: 'Test Titan', cost: '{0}', type: 'Creature — Eldrazi', power: 5, toughness: 5, text: 'When you cast this spell, draw a card.' });
    let s = play(twoPlayers({ hand: [{ def: titan, id: 'titan' }], library: library(2) }, {}), { type: 'cast', player: 'Alice', card: 'titan' });
    expect(s.stack.map(i => i.trigger ?? i.id)).toEqual(['titan', 'castSelf']);
    const banner = card({ name: 'Test Banner', cost: '{1}', type: 'Artifact', text: 'At the beginning of your precombat main phase, you gain 1 life.' });
    s = goTo(twoPlayers({ battlefield: [{ def: banner, id: 'banner' }], library: library(2) }, { library: library(2) }, { step: 'end', activePlayer: 'Bob', turn: 2 }), 'main1');
    expect(s.stack.map(i => i.trigger)).toEqual(['mainPhase']);
  });

  it('603.6a, 508.3a: "whenever ~ enters or attacks" triggers on both; after an opening about ~, "it deals" is ~ dealing damage', () => {
    const drake = card({ name: 'Test Drake', cost: '{0}', type: 'Creature — Drake', power: 2, toughness: 2, text: 'Whenever Test Drake enters or attacks, it deals 1 damage to each opponent.' });
    let s = play(twoPlayers({ hand: [{ def: drake, id: 'drake' }] }, {}), { type: 'cast', player: 'Alice', card: 'drake' }, pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => i.trigger)).toEqual(['entersOrAttacks']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(19);
    const guard = card({ name: 'Test Sentry', cost: '{1}', type: 'Creature — Soldier', power: 1, toughness: 4, text: 'Whenever Test Sentry attacks or blocks, you gain 1 life.' });
    const blocking = blocked([{ def: C.bears, id: 'bears' }], [{ def: guard, id: 'sentry' }], [['bears', 'Bob']], [['sentry', 'bears']]);
    expect(blocking.stack.map(i => i.trigger)).toEqual(['attacksOrBlocks']);
  });

  it('603.2b: "at the beginning of the end step" is every player\'s end step', () => {
    const bell = card({ name: 'Test Curfew', cost: '{1}', type: 'Artifact', text: 'At the beginning of the end step, you gain 1 life.' });
    const s = goTo(twoPlayers({ library: library(2) }, { battlefield: [{ def: bell, id: 'bell' }], library: library(2) }), 'end');
    expect([s.activePlayer, s.stack.map(i => i.source)]).toEqual(['Alice', ['bell']]);
  });

  it('508.3a: "whenever a Dragon you control attacks" — a subtype, read from the text\'s capitals; once per attacking Dragon', () => {
    const roost = card({ name: 'Test Roost', cost: '{1}', type: 'Enchantment', text: 'Whenever a Dragon you control attacks, you gain 1 life.' });
    const dragon = card({ name: 'Test Whelp', cost: '{1}', type: 'Creature — Dragon', power: 1, toughness: 1 });
    let s = twoPlayers({ battlefield: [{ def: roost, id: 'roost' }, { def: dragon, id: 'whelp' }, { def: C.bears, id: 'bears' }] }, {}, { step: 'declareAttackers' });
    s = play(s, attack('Alice', ['whelp', 'Bob'], ['bears', 'Bob']));
    expect(s.stack.map(i => i.source)).toEqual(['roost']);
  });

  it('603.10a: "whenever another Elf you control dies" — only Elves', () => {
    const chief = card({ name: 'Test Chieftain', cost: '{1}', type: 'Creature — Elf', power: 1, toughness: 1, text: 'Whenever another Elf you control dies, you gain 1 life.' });
    const shock = card({ name: 'Test Jolt', cost: '{0}', type: 'Instant', text: 'Test Jolt deals 3 damage to any target.' });
    let s = twoPlayers({ battlefield: [{ def: chief, id: 'chief' }, { def: C.elves, id: 'elf' }, { def: C.bears, id: 'bears' }], hand: [{ def: shock, id: 'j1' }, { def: shock, id: 'j2' }] }, {});
    s = play(s, { type: 'cast', player: 'Alice', card: 'j1', targets: [{ object: 'bears' }] }, pass('Alice'), pass('Bob'));
    expect(s.stack).toHaveLength(0);
    s = play(s, { type: 'cast', player: 'Alice', card: 'j2', targets: [{ object: 'elf' }] }, pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => i.trigger)).toEqual(['creatureDies']);
  });
});

describe('event references: "that much", "that player", "that creature" (CR 603.2)', () => {
  const shock = card({ name: 'Test Shock', cost: '{0}', type: 'Instant', text: 'Test Shock deals 3 damage to any target.' });
  const handOf = (s: ReturnType<typeof twoPlayers>, p: string) => s.players.find(x => x.id === p)!.hand.length;

  it('119.9: "whenever you gain life, target opponent loses that much life" — the amount gained', () => {
    const leech = card({ name: 'Test Leech', cost: '{1}', type: 'Enchantment', text: 'Whenever you gain life, target opponent loses that much life.' });
    const tonic = card({ name: 'Test Tonic', cost: '{0}', type: 'Instant', text: 'You gain 3 life.' });
    let s = twoPlayers({ battlefield: [{ def: leech, id: 'leech' }], hand: [{ def: tonic, id: 'tonic' }] }, {});
    s = play(s, { type: 'cast', player: 'Alice', card: 'tonic' }, pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    expect([life(s, 'Alice'), life(s, 'Bob')]).toEqual([23, 17]);
  });

  it('120.3: "whenever ~ is dealt damage, it deals that much damage to any target" — the damage dealt to it', () => {
    const golem = card({ name: 'Test Spite Golem', cost: '{3}', type: 'Artifact Creature — Golem', power: 1, toughness: 5, text: 'Whenever Test Spite Golem is dealt damage, it deals that much damage to any target.' });
    let s = twoPlayers({ hand: [{ def: shock, id: 'shock' }] }, { battlefield: [{ def: golem, id: 'golem' }] });
    s = play(s, { type: 'cast', player: 'Alice', card: 'shock', targets: [{ object: 'golem' }] }, pass('Alice'), pass('Bob'));
    expect(s.stack.map(i => [i.trigger, i.controller])).toEqual([['dealtDamage', 'Bob']]);
    // Bob's trigger targets Alice by default (an opponent first, 603.3d).
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Alice')).toBe(17);
  });

  it('510.2: "whenever ~ deals combat damage to a player, that player discards a card" — the player dealt damage', () => {
    const raider = card({ name: 'Test Mind Raider', cost: '{1}', type: 'Creature — Rogue', power: 1, toughness: 1, text: 'Whenever Test Mind Raider deals combat damage to a player, that player discards a card.' });
    let s = next(blocked([{ def: raider, id: 'raider' }], [], [['raider', 'Bob']], [], { bobHand: [{ def: C.filler }, { def: C.filler }] }));
    expect(s.stack.map(i => i.eventPlayer)).toEqual(['Bob']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(handOf(s, 'Bob')).toBe(1);
  });

  it('510.2: "whenever a creature you control deals combat damage to a player" — each of yours that does; "that creature" is it', () => {
    const banner = card({ name: 'Test War Banner', cost: '{1}', type: 'Enchantment', text: 'Whenever a creature you control deals combat damage to a player, put a +1/+1 counter on that creature.' });
    let s = next(blocked([{ def: banner, id: 'banner' }, { def: C.bears, id: 'b1' }, { def: C.ogre, id: 'ogre' }], [{ def: C.spider, id: 'spider' }], [['b1', 'Bob'], ['ogre', 'Bob']], [['spider', 'ogre']]));
    expect(s.stack.map(i => i.subject)).toEqual(['b1']);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(s.permanents.b1!.counters['+1/+1']).toBe(1);
  });
});

describe('"it" after an opening about another creature (CR 603.2)', () => {
  it('508.3a: "whenever a Dragon you control attacks, it gets +2/+0 until end of turn" — the attacking Dragon', () => {
    const roost = card({ name: 'Test Roost', cost: '{1}', type: 'Enchantment', text: 'Whenever a Dragon you control attacks, it gets +2/+0 until end of turn.' });
    const whelp = card({ name: 'Test Whelp', cost: '{1}', type: 'Creature — Dragon', power: 1, toughness: 1 });
    let s = twoPlayers({ battlefield: [{ def: roost, id: 'roost' }, { def: whelp, id: 'whelp' }] }, {}, { step: 'declareAttackers' });
    s = play(s, attack('Alice', ['whelp', 'Bob']), pass('Alice'), pass('Bob'));
    expect(s.effects).toEqual([expect.objectContaining({ target: 'whelp', change: { modify: { power: 2, toughness: 0 } } })]);
  });
});

describe('"whenever enchanted creature deals damage" (CR 120.3, 603.2)', () => {
  it('the Aura\'s ability triggers on damage its creature deals, and "that much" is the damage dealt', () => {
    const link = card({ name: 'Test Spirit Tether', cost: '{W}', type: 'Enchantment — Aura', keywords: ['enchant creature'], text: 'Whenever enchanted creature deals damage, you gain that much life.' });
    let s = play(twoPlayers({ battlefield: [{ def: C.ogre, id: 'ogre' }, { def: C.plains }], hand: [{ def: link, id: 'link' }] }, {}),
      { type: 'cast', player: 'Alice', card: 'link', targets: [{ object: 'ogre' }] }, pass('Alice'), pass('Bob'));
    expect(s.permanents.link!.attachedTo).toBe('ogre');
    s = play(goTo(s, 'declareAttackers'), attack('Alice', ['ogre', 'Bob']), pass('Alice'), pass('Bob'), { type: 'declareBlockers', player: 'Bob', blocks: [] });
    s = next(s);
    expect(s.stack.map(i => [i.trigger, i.eventAmount])).toEqual([['attachedDealsDamage', 2]]);
    s = play(s, pass('Alice'), pass('Bob'));
    expect([life(s, 'Alice'), life(s, 'Bob')]).toEqual([22, 18]);
  });
});
