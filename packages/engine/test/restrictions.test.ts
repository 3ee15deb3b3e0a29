import { describe, expect, it } from 'vitest';
import type { CardDef, CardSetup, GameState } from '../src/index.js';
import { C, attack, block, goTo, illegal, pass, play, twoPlayers } from './kit.js';
import { card, cast } from './effects/spell.js';

/** Restrictions and requirements on attacking and blocking (CR 508.1c–d, 509.1b–c), like XMage's card tests. */

const prisonBand = card({ name: 'Prison Band', cost: '{W}', type: 'Enchantment — Aura', keywords: ['enchant creature'], text: "Enchanted creature can't attack or block." });
const wardingBand = card({ name: 'Warding Band', cost: '{W}', type: 'Enchantment — Aura', keywords: ['enchant creature'], text: "Enchanted creature can't attack you or planeswalkers you control." });
const skyOnly = card({ name: 'Cloud Stalker', cost: '{1}{U}', type: 'Creature — Spirit', power: 2, toughness: 2, text: "Cloud Stalker can't be blocked except by creatures with flying." });
const groundOnly = card({ name: 'Burrow Rat', cost: '{B}', type: 'Creature — Rat', power: 1, toughness: 1, text: "Burrow Rat can't be blocked by creatures with flying." });
const ghost = card({ name: 'Veil Ghost', cost: '{2}{U}', type: 'Creature — Spirit', power: 2, toughness: 1, text: "This creature can't be blocked." });
const netCaster = card({ name: 'Net Caster', cost: '{1}{G}', type: 'Creature — Human', power: 1, toughness: 3, keywords: ['reach'], text: 'Net Caster can block only creatures with flying.' });
const berserker = card({ name: 'Frenzied Brute', cost: '{1}{R}', type: 'Creature — Ogre', power: 3, toughness: 1, text: 'Frenzied Brute attacks each combat if able.' });
const lure = card({ name: 'Honey Bait', cost: '{2}{G}', type: 'Creature — Beast', power: 2, toughness: 2, text: 'All creatures able to block Honey Bait do so.' });
const trip = card({ name: 'Trip Wire', cost: '{0}', type: 'Instant', text: "Target creature can't block this turn." });
const gust = card({ name: 'Grounding Gust', cost: '{0}', type: 'Sorcery', text: "Creatures without flying can't block this turn." });
const cloak = card({ name: 'Shadow Cloak', cost: '{0}', type: 'Instant', text: "Target creature can't be blocked this turn." });

/** Alice attacks Bob with the attacker; the game waits for Bob's blockers. */
function attackedBy(attacker: CardDef, bob: CardSetup[]): GameState {
  const s = twoPlayers({ battlefield: [{ def: attacker, id: 'attacker' }] }, { battlefield: bob }, { step: 'declareAttackers' });
  return play(s, attack('Alice', ['attacker', 'Bob']), pass('Alice'), pass('Bob'));
}

describe('restrictions from an Aura (CR 508.1c, 509.1b)', () => {
  it('"Enchanted creature can\'t attack or block": the creature it enchants can neither attack nor block', () => {
    let s = twoPlayers({ battlefield: [{ def: C.bears, id: 'bears' }], library: [{ def: C.filler }] }, { battlefield: [{ def: C.plains }, { def: C.hillGiant, id: 'giant' }], hand: [{ def: prisonBand, id: 'band' }] }, { activePlayer: 'Bob' });
    s = play(s, cast('Bob', 'band', { object: 'bears' }));
    expect(s.stack).toHaveLength(1);
    s = play(s, pass('Bob'), pass('Alice'));
    // Bob's combat: Alice's bears can't block; then Alice's turn: they can't attack.
    s = play(goTo(s, 'declareAttackers'), attack('Bob', ['giant', 'Alice']), pass('Bob'), pass('Alice'));
    const v = illegal(s, block('Alice', ['bears', 'giant']), '509.1b');
    expect(v.code).toBe('combat/blocker-restricted');
    s = goTo(goTo(play(s, block('Alice')), 'cleanup'), 'declareAttackers');
    expect(s.activePlayer).toBe('Alice');
    expect(illegal(s, attack('Alice', ['bears', 'Bob']), '508.1c').message).toBe("Grizzly Bears can't attack Bob: Grizzly Bears is restricted: it can't attack (CR 508.1c).");
  });

  it('"Enchanted creature can\'t attack you": Alice\'s creature enchanted by Bob\'s Aura can\'t attack Bob (508.1c)', () => {
    let s = twoPlayers({ battlefield: [{ def: C.bears, id: 'bears' }], library: [{ def: C.filler }] }, { battlefield: [{ def: C.plains }, { def: C.jace, id: 'jace' }], hand: [{ def: wardingBand, id: 'band' }] }, { activePlayer: 'Bob' });
    s = play(s, cast('Bob', 'band', { object: 'bears' }), pass('Bob'), pass('Alice'));
    s = goTo(goTo(s, 'cleanup'), 'declareAttackers');
    expect(s.activePlayer).toBe('Alice');
    const v = illegal(s, attack('Alice', ['bears', 'Bob']), '508.1c');
    expect(v.message).toBe("Grizzly Bears can't attack Bob: Grizzly Bears can't attack Bob or planeswalkers Bob controls (CR 508.1c).");
    expect(illegal(s, attack('Alice', ['bears', { object: 'jace' }]), '508.1c').code).toBe('combat/attacker-restricted');
  });
});

describe('restrictions on blocking an attacker (CR 509.1b)', () => {
  it('"can\'t be blocked except by creatures with flying": only a flyer may block it', () => {
    const s = attackedBy(skyOnly, [{ def: C.spider, id: 'spider' }, { def: C.angel, id: 'angel' }]);
    const v = illegal(s, block('Bob', ['spider', 'attacker']), '509.1b');
    expect(v.code).toBe('combat/attacker-unblockable');
    expect(v.message).toBe("Giant Spider can't block Cloud Stalker: Cloud Stalker can't be blocked except by creatures with flying, and Giant Spider isn't one (CR 509.1b).");
    expect(play(s, block('Bob', ['angel', 'attacker'])).combat?.attackers[0]?.blocked).toBe(true);
  });

  it('"can\'t be blocked by creatures with flying": a flyer can\'t block it, others can', () => {
    const s = attackedBy(groundOnly, [{ def: C.bears, id: 'bears' }, { def: C.angel, id: 'angel' }]);
    expect(illegal(s, block('Bob', ['angel', 'attacker']), '509.1b').code).toBe('combat/attacker-unblockable');
    expect(play(s, block('Bob', ['bears', 'attacker'])).combat?.attackers[0]?.blocked).toBe(true);
  });

  it('"This creature can\'t be blocked"', () => {
    const s = attackedBy(ghost, [{ def: C.bears, id: 'bears' }]);
    expect(illegal(s, block('Bob', ['bears', 'attacker']), '509.1b').message).toContain("Veil Ghost can't be blocked (CR 509.1b)");
  });

  it('"can block only creatures with flying": a restriction on the blocker', () => {
    expect(illegal(attackedBy(C.bears, [{ def: netCaster, id: 'net' }]), block('Bob', ['net', 'attacker']), '509.1b').code).toBe('combat/blocker-restricted');
    expect(play(attackedBy(C.angel, [{ def: netCaster, id: 'net' }]), block('Bob', ['net', 'attacker'])).combat?.blockers).toEqual({ net: ['attacker'] });
  });
});

describe('requirements (CR 508.1d, 509.1c)', () => {
  it('508.1d: "attacks each combat if able": declaring no attackers while it is able breaks the requirement', () => {
    const s = twoPlayers({ battlefield: [{ def: berserker, id: 'brute' }, { def: C.bears, id: 'bears' }] }, {}, { step: 'declareAttackers' });
    const v = illegal(s, attack('Alice'), '508.1d');
    expect(v.code).toBe('combat/attack-requirement');
    expect(v.offending).toEqual({ object: 'brute' });
    expect(illegal(s, attack('Alice', ['bears', 'Bob']), '508.1d').message).toBe('Frenzied Brute must attack: it attacks each combat if able, and it is able to attack (CR 508.1d).');
    expect(play(s, attack('Alice', ['brute', 'Bob'])).combat?.attackers).toHaveLength(1);
  });

  it('508.1d: a tapped or summoning-sick creature isn\'t able, so nothing is required of it', () => {
    const tapped = twoPlayers({ battlefield: [{ def: berserker, id: 'brute', tapped: true }] }, {}, { step: 'declareAttackers' });
    expect(play(tapped, attack('Alice')).combat?.attackers).toEqual([]);
    const sick = twoPlayers({ battlefield: [{ def: berserker, id: 'brute', sick: true }] }, {}, { step: 'declareAttackers' });
    expect(play(sick, attack('Alice')).combat?.attackers).toEqual([]);
  });

  it('509.1c: "All creatures able to block ~ do so": every able creature must block it', () => {
    const s = attackedBy(lure, [{ def: C.bears, id: 'bears' }, { def: C.spider, id: 'spider' }, { def: C.ogre, id: 'ogre', tapped: true }]);
    const v = illegal(s, block('Bob', ['bears', 'attacker']), '509.1c');
    expect(v.code).toBe('combat/block-requirement');
    expect(v.message).toBe('Giant Spider must block: all creatures able to block Honey Bait do so, and Giant Spider is able to (CR 509.1c).');
    expect(illegal(s, block('Bob'), '509.1c').offending).toEqual({ object: 'bears' });
    const blocked = play(s, block('Bob', ['bears', 'attacker'], ['spider', 'attacker']));
    expect(blocked.combat?.attackers[0]?.blockers).toEqual(['bears', 'spider']);
  });

  it('509.1c: a creature a restriction stops from blocking isn\'t able to, so the requirement asks nothing of it', () => {
    const s = attackedBy(lure, [{ def: C.cravenGiant, id: 'craven' }]);
    expect(play(s, block('Bob')).combat?.attackers[0]?.blocked).toBe(false);
  });
});

describe('restrictions from resolved spells, until end of turn (CR 509.1b, 514.2)', () => {
  it('"Target creature can\'t block this turn" — and next turn it can again', () => {
    let s = twoPlayers({ battlefield: [{ def: C.hillGiant, id: 'giant' }], hand: [{ def: trip, id: 'trip' }] }, { battlefield: [{ def: C.bears, id: 'bears' }] });
    s = play(s, cast('Alice', 'trip', { object: 'bears' }), pass('Alice'), pass('Bob'));
    s = play(goTo(s, 'declareAttackers'), attack('Alice', ['giant', 'Bob']), pass('Alice'), pass('Bob'));
    expect(illegal(s, block('Bob', ['bears', 'giant']), '509.1b').message).toBe("Grizzly Bears can't block Hill Giant: Grizzly Bears is restricted: it can't block (CR 509.1b).");
    s = goTo(play(s, block('Bob')), 'cleanup');
    expect(s.turnEffects).toEqual([]);
  });

  it('"Creatures without flying can\'t block this turn": a group, judged when blockers are declared', () => {
    let s = twoPlayers({ battlefield: [{ def: C.hillGiant, id: 'giant' }], hand: [{ def: gust, id: 'gust' }] }, { battlefield: [{ def: C.bears, id: 'bears' }, { def: C.angel, id: 'angel' }] });
    s = play(s, cast('Alice', 'gust'), pass('Alice'), pass('Bob'));
    s = play(goTo(s, 'declareAttackers'), attack('Alice', ['giant', 'Bob']), pass('Alice'), pass('Bob'));
    expect(illegal(s, block('Bob', ['bears', 'giant']), '509.1b').code).toBe('combat/blocker-restricted');
    expect(play(s, block('Bob', ['angel', 'giant'])).combat?.attackers[0]?.blocked).toBe(true);
  });

  it('"Target creature can\'t be blocked this turn"', () => {
    let s = twoPlayers({ battlefield: [{ def: C.hillGiant, id: 'giant' }], hand: [{ def: cloak, id: 'cloak' }] }, { battlefield: [{ def: C.bears, id: 'bears' }] });
    s = play(s, cast('Alice', 'cloak', { object: 'giant' }), pass('Alice'), pass('Bob'));
    s = play(goTo(s, 'declareAttackers'), attack('Alice', ['giant', 'Bob']), pass('Alice'), pass('Bob'));
    expect(illegal(s, block('Bob', ['bears', 'giant']), '509.1b').code).toBe('combat/attacker-unblockable');
  });
});
