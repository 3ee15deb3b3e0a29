import { describe, expect, it } from 'vitest';
import { defineCard } from '../../../src/index.js';
import { illegal, pass, perm, play, twoPlayers, zone } from '../../kit.js';
import { blocked, next } from '../../rules/combat/fixtures.js';
import { cast, sorcery } from '../../effects/spell.js';

/** Changeling (CR 702.73a) is every creature type (205.3m) and no other subtype. Invented cards. */

const mimic = defineCard({
  name: 'Test Mimic',
  cost: '{1}',
  type: 'Creature — Shapeshifter',
  power: 2,
  toughness: 2,
  keywords: ['changeling'],
}).def;

describe('changeling (CR 702.73a, 205.3m)', () => {
  it('702.73a: a changeling is an Elf, so "destroy target Elf" may target it', () => {
    const spell = sorcery('Test Elf Bane', 'Destroy target Elf.');
    let s = twoPlayers({ hand: [{ def: spell, id: 'spell' }] }, { battlefield: [{ def: mimic, id: 'mimic' }] });
    s = play(s, cast('Alice', 'spell', { object: 'mimic' }), pass('Alice'), pass('Bob'));
    expect(zone(s, 'mimic')).toBe('graveyard');
  });

  it('205.3m: Forest is a land type, not a creature type — "destroy target Forest" can\'t target a changeling', () => {
    const spell = sorcery('Test Forest Bane', 'Destroy target Forest.');
    const s = twoPlayers({ hand: [{ def: spell, id: 'spell' }] }, { battlefield: [{ def: mimic, id: 'mimic' }] });
    illegal(s, cast('Alice', 'spell', { object: 'mimic' }), '601.2c');
  });

  it('702.73a: "protection from Goblins" prevents the damage a changeling deals', () => {
    const guard = defineCard({
      name: 'Test Goblin Warden',
      cost: '{1}',
      type: 'Creature — Human',
      power: 1,
      toughness: 3,
      keywords: ['protection from goblins'],
    }).def;
    let s = blocked(
      [{ def: mimic, id: 'mimic' }],
      [{ def: guard, id: 'guard' }],
      [['mimic', 'Bob']],
      [['guard', 'mimic']],
    );
    s = next(next(s));
    expect(perm(s, 'guard').damage).toBe(0);
  });
});
