import { describe, expect, it } from 'vitest';
import { advanceTo, allPass, defineCard } from '../src/index.js';
import { C, illegal, life, pass, play, texts, twoPlayers } from './kit.js';

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
