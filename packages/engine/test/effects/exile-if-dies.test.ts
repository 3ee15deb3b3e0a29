import { describe, expect, it } from 'vitest';
import { C, goTo, pass, play, twoPlayers, zone } from '../kit.js';
import { card, cast } from './spell.js';

const library = Array.from({ length: 4 }, () => ({ def: C.island }));

describe('"If that creature would die this turn, exile it instead" (CR 614.1a)', () => {
  const coil = card({
    name: 'Test Coil',
    cost: '{0}',
    type: 'Sorcery',
    text: 'Test Coil deals 2 damage to target creature. If that creature would die this turn, exile it instead.',
  });
  const kill = card({ name: 'Test Kill', cost: '{0}', type: 'Instant', text: 'Destroy target creature.' });
  const sweep = card({
    name: 'Test Sweep',
    cost: '{0}',
    type: 'Sorcery',
    text: 'Test Sweep deals 2 damage to each creature. If a creature dealt damage this way would die this turn, exile it instead.',
  });

  it('614.1a: the target dealt lethal damage is exiled instead of being put into the graveyard', () => {
    let s = twoPlayers(
      { hand: [{ def: coil, id: 'coil' }], library },
      { battlefield: [{ def: C.bears, id: 'bears' }], library },
    );
    s = play(s, cast('Alice', 'coil', { object: 'bears' }), pass('Alice'), pass('Bob'));
    expect(zone(s, 'bears')).toBe('exile');
  });

  it('614.1a: it lasts the turn — a creature that survives the damage and dies later this turn is exiled', () => {
    let s = twoPlayers(
      {
        hand: [
          { def: coil, id: 'coil' },
          { def: kill, id: 'murder' },
        ],
        library,
      },
      { battlefield: [{ def: C.hillGiant, id: 'ogre' }], library },
    );
    s = play(s, cast('Alice', 'coil', { object: 'ogre' }), pass('Alice'), pass('Bob'));
    expect(zone(s, 'ogre')).toBe('battlefield');
    s = play(s, cast('Alice', 'murder', { object: 'ogre' }), pass('Alice'), pass('Bob'));
    expect(zone(s, 'ogre')).toBe('exile');
  });

  it('514.2: the effect ends at cleanup — the same creature dies normally next turn', () => {
    let s = twoPlayers(
      { hand: [{ def: coil, id: 'coil' }], library },
      { battlefield: [{ def: C.hillGiant, id: 'ogre' }], hand: [{ def: kill, id: 'murder' }], library },
    );
    s = play(s, cast('Alice', 'coil', { object: 'ogre' }), pass('Alice'), pass('Bob'));
    s = goTo(goTo(s, 'end'), 'main1'); // Bob's turn
    s = play(s, cast('Bob', 'murder', { object: 'ogre' }), pass('Bob'), pass('Alice'));
    expect(zone(s, 'ogre')).toBe('graveyard');
  });

  it('614.1a: "a creature dealt damage this way" — each creature the spell damaged, and only those', () => {
    let s = twoPlayers(
      { hand: [{ def: sweep, id: 'sweep' }], battlefield: [{ def: C.bears, id: 'mine' }], library },
      { battlefield: [{ def: C.bears, id: 'bears' }], library },
    );
    s = play(s, cast('Alice', 'sweep'), pass('Alice'), pass('Bob'));
    expect([zone(s, 'mine'), zone(s, 'bears')]).toEqual(['exile', 'exile']);
  });
});
