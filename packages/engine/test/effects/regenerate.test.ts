import { describe, expect, it } from 'vitest';
import { C, goTo, pass, perm, play, texts, twoPlayers, zone } from '../kit.js';
import { card, cast, sorcery } from './spell.js';

describe('regeneration (CR 701.19)', () => {
  const troll = card({
    name: 'Test Troll',
    cost: '{1}{G}',
    type: 'Creature — Troll',
    power: 2,
    toughness: 2,
    text: '{G}: Regenerate Test Troll.',
  });
  const shock = card({
    name: 'Test Blast',
    cost: '{0}',
    type: 'Instant',
    text: 'Test Blast deals 3 damage to target creature.',
  });
  const shielded = (hand: { def: typeof shock; id: string }[]) => {
    const s = twoPlayers(
      { battlefield: [{ def: troll, id: 'troll' }, { def: C.forest }] },
      { hand, battlefield: [{ def: C.bears, id: 'attacker' }] },
    );
    return play(s, { type: 'activate', player: 'Alice', source: 'troll', ability: 0 }, pass('Alice'), pass('Bob'));
  };

  it('701.19c: "target creature can\'t be regenerated this turn": its shield is there, but lethal damage destroys it', () => {
    const hex = card({
      name: 'Test Grave Hex',
      cost: '{0}',
      type: 'Instant',
      text: "Target creature can't be regenerated this turn.",
    });
    let s = shielded([
      { def: hex, id: 'hex' },
      { def: shock, id: 'blast' },
    ]);
    s = play(s, pass('Alice'), cast('Bob', 'hex', { object: 'troll' }), pass('Bob'), pass('Alice'));
    expect(perm(s, 'troll').shields).toBe(1);
    s = play(s, pass('Alice'), cast('Bob', 'blast', { object: 'troll' }), pass('Bob'), pass('Alice'));
    expect(zone(s, 'troll')).toBe('graveyard');
  });

  it('701.19a: lethal damage would destroy it (704.5g): instead its damage is removed and it is tapped', () => {
    let s = shielded([{ def: shock, id: 'blast' }]);
    expect(perm(s, 'troll').shields).toBe(1);
    s = play(s, pass('Alice'), cast('Bob', 'blast', { object: 'troll' }), pass('Bob'), pass('Alice'));
    expect(zone(s, 'troll')).toBe('battlefield');
    expect([perm(s, 'troll').damage, perm(s, 'troll').tapped, perm(s, 'troll').shields]).toEqual([0, true, 0]);
    expect(texts(s).some(t => t.startsWith('Test Troll regenerates'))).toBe(true);
  });

  it('701.19a, 701.19c: "destroy target creature" is replaced; "it can\'t be regenerated" isn\'t', () => {
    const murder = sorcery('Test Doom', 'Destroy target creature.');
    const final = sorcery('Test End', "Destroy target creature. It can't be regenerated.");
    const base = twoPlayers(
      {
        battlefield: [{ def: troll, id: 'troll' }, { def: C.forest }],
        hand: [
          { def: murder, id: 'doom' },
          { def: final, id: 'end' },
        ],
      },
      {},
    );
    const shield = (s: typeof base) =>
      play(s, { type: 'activate', player: 'Alice', source: 'troll', ability: 0 }, pass('Alice'), pass('Bob'));
    const saved = play(shield(base), cast('Alice', 'doom', { object: 'troll' }), pass('Alice'), pass('Bob'));
    expect(zone(saved, 'troll')).toBe('battlefield');
    const lost = play(shield(base), cast('Alice', 'end', { object: 'troll' }), pass('Alice'), pass('Bob'));
    expect(zone(lost, 'troll')).toBe('graveyard');
  });

  it('701.19c: "That creature can\'t be regenerated." after a triggered destruction is the same rider', () => {
    const slayer = card({
      name: 'Test Slayer',
      cost: '{0}',
      type: 'Creature — Human',
      power: 2,
      toughness: 1,
      text: "When Test Slayer enters, destroy target creature. That creature can't be regenerated.",
    });
    const base = twoPlayers(
      { battlefield: [{ def: troll, id: 'troll' }, { def: C.forest }], hand: [{ def: slayer, id: 'slayer' }] },
      {},
    );
    let s = play(base, { type: 'activate', player: 'Alice', source: 'troll', ability: 0 }, pass('Alice'), pass('Bob'));
    s = play(s, { type: 'cast', player: 'Alice', card: 'slayer' }, pass('Alice'), pass('Bob'));
    expect(perm(s, 'troll').shields).toBe(1);
    s = play(s, { type: 'chooseTargets', player: 'Alice', targets: [{ object: 'troll' }] }, pass('Alice'), pass('Bob'));
    expect(zone(s, 'troll')).toBe('graveyard');
  });

  it('701.19a, 514.2: an unused shield lasts only this turn', () => {
    const s = goTo(shielded([]), 'upkeep');
    expect(perm(s, 'troll').shields).toBe(0);
  });
});

describe('"enchanted creature" as what an ability acts on (CR 303.4a)', () => {
  it('701.19a: "{G}: Regenerate enchanted creature" shields the creature the Aura is attached to, not the Aura', () => {
    const embrace = card({
      name: 'Test Embrace',
      cost: '{0}',
      type: 'Enchantment — Aura',
      keywords: ['enchant creature'],
      text: '{G}: Regenerate enchanted creature.',
    });
    let s = twoPlayers(
      {
        hand: [{ def: embrace, id: 'aura' }],
        battlefield: [{ def: C.bears, id: 'bears' }, { def: C.ogre, id: 'ogre' }, { def: C.forest }],
      },
      {},
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'aura', targets: [{ object: 'bears' }] },
      pass('Alice'),
      pass('Bob'),
    );
    s = play(s, { type: 'activate', player: 'Alice', source: 'aura', ability: 0 }, pass('Alice'), pass('Bob'));
    expect([perm(s, 'bears').shields, perm(s, 'ogre').shields, perm(s, 'aura').shields]).toEqual([1, 0, 0]);
  });
});
