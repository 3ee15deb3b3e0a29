import { describe, expect, it } from 'vitest';
import { defineCard, hasKeyword, type CardDef, type GameState, type PlayerSetup } from '../../src/index.js';
import { C, attack, goTo, illegal, play, twoPlayers, zone } from '../kit.js';

/** Phasing (CR 702.26), in the untap step (502.1). Invented cards. */

const card = (spec: Parameters<typeof defineCard>[0]): CardDef => {
  const made = defineCard(spec);
  expect([made.problems, made.notUnderstood]).toEqual([[], []]);
  return made.def;
};

// Teferi's Drake and Sandbar Crocodile: "Phasing".
const drake = card({
  name: 'Test Phasing Drake',
  cost: '{2}{U}',
  type: 'Creature — Drake',
  power: 3,
  toughness: 2,
  keywords: ['phasing'],
});
const aura = card({
  name: 'Test Strength',
  cost: '{G}',
  type: 'Enchantment — Aura',
  keywords: ['enchant creature'],
  text: 'Enchanted creature gets +2/+2.',
});
// Teferi's Curse: "Enchanted permanent has phasing."
const curse = card({
  name: 'Test Phasing Curse',
  cost: '{1}{U}',
  type: 'Enchantment — Aura',
  keywords: ['enchant artifact or creature'],
  text: 'Enchanted permanent has phasing.',
});

const library = () => Array.from({ length: 6 }, () => ({ def: C.island }));
/** At Bob's end step, before Alice's turn. */
const start = (alice: Omit<PlayerSetup, 'id'>, bob: Omit<PlayerSetup, 'id'> = {}) =>
  twoPlayers({ library: library(), ...alice }, { library: library(), ...bob }, { activePlayer: 'Bob', step: 'end' });
/** Alice's next turn, then the one after, each at its upkeep (the untap step done). */
const aliceUpkeeps = (s: GameState): [GameState, GameState] => {
  const alice = goTo(s, 'upkeep');
  const again = goTo(goTo(goTo(goTo(alice, 'end'), 'upkeep'), 'end'), 'upkeep');
  return [alice, again];
};

describe('phasing (CR 702.26)', () => {
  it("702.26a: in its controller's untap step it phases out; in their next, it phases in, untapped and able to attack", () => {
    const s0 = start({ battlefield: [{ def: drake, id: 'drake', tapped: true }] });
    const [out, back] = aliceUpkeeps(s0);
    // 702.26b: treated as though it doesn't exist — not on the battlefield, no permanent, no zone change (702.26d).
    expect([zone(out, 'drake'), out.permanents.drake, out.battlefield.includes('drake')]).toEqual([
      undefined,
      undefined,
      false,
    ]);
    expect(out.phasedOut.drake?.permanent.tapped).toBe(true);
    expect(back.permanents.drake?.tapped).toBe(false);
    // 702.26d: it was under Alice's control all along: no summoning sickness.
    const attacking = play(goTo(back, 'declareAttackers'), attack('Alice', ['drake', 'Bob']));
    expect(attacking.permanents.drake?.tapped).toBe(true);
    // And phases out again in the untap step after.
    expect(aliceUpkeeps(goTo(goTo(back, 'end'), 'upkeep'))[0].permanents.drake).toBeUndefined();
  });

  it("702.26b: a phased-out permanent can't be targeted: it doesn't exist", () => {
    const withBolt = start({
      battlefield: [{ def: drake, id: 'drake' }, { def: C.mountain }],
      hand: [{ def: C.bolt, id: 'bolt' }],
    });
    const [gone] = aliceUpkeeps(withBolt);
    illegal(
      goTo(gone, 'main1'),
      { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ object: 'drake' }] },
      '115.4',
    );
  });

  it('702.26g: an Aura attached to it phases out with it, indirectly, and phases in with it — still attached', () => {
    const s0 = start({
      battlefield: [
        { def: drake, id: 'drake' },
        { def: aura, id: 'aura', attachedTo: 'drake' },
      ],
    });
    const [out, back] = aliceUpkeeps(s0);
    expect([out.phasedOut.aura?.host, zone(out, 'aura')]).toEqual(['drake', undefined]);
    expect([zone(back, 'aura'), back.permanents.aura?.attachedTo]).toEqual(['battlefield', 'drake']);
  });

  it('702.26a: "enchanted permanent has phasing" — another player\'s Aura gives it; both phase out at its controller\'s untap step', () => {
    const s0 = start(
      { battlefield: [{ def: C.bears, id: 'bears' }] },
      { battlefield: [{ def: curse, id: 'curse', attachedTo: 'bears' }] },
    );
    expect(hasKeyword(s0, 'bears', 'phasing')).toBe(true);
    const [out, back] = aliceUpkeeps(s0);
    expect([zone(out, 'bears'), zone(out, 'curse')]).toEqual([undefined, undefined]);
    expect([zone(back, 'bears'), zone(back, 'curse')]).toEqual(['battlefield', 'battlefield']);
  });
});
