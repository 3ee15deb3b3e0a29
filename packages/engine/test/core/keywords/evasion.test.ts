import { describe, expect, it } from 'vitest';
import { defineCard, keywordInfo, type CardDef, type GameState } from '../../../src/index.js';
import { attack, block, illegal, pass, play, twoPlayers } from '../../kit.js';

/** Evasion keywords (CR 509.1b, 702), each one entry of `core/keywords/evasion.ts`. Invented cards. */

const creature = (name: string, keywords: string[] = [], text?: string): CardDef => {
  const made = defineCard({
    name,
    cost: '{1}{W}',
    type: 'Creature — Human Soldier',
    power: 2,
    toughness: 2,
    keywords,
    ...(text ? { text } : {}),
  });
  expect(made.problems).toEqual([]);
  expect(made.notUnderstood).toEqual([]);
  return made.def;
};

function attackedBy(attacker: CardDef, blockers: readonly { def: CardDef; id: string }[]): GameState {
  const s = twoPlayers(
    { battlefield: [{ def: attacker, id: 'attacker' }] },
    { battlefield: [...blockers] },
    { step: 'declareAttackers' },
  );
  return play(s, attack('Alice', ['attacker', 'Bob']), pass('Alice'), pass('Bob'));
}

describe('horsemanship (CR 702.31)', () => {
  const rider = creature('Plains Rider', ['Horsemanship']);
  const footman = creature('Town Footman');
  const lancer = creature('Steppe Lancer', [], 'Horsemanship');

  it('is a keyword the engine knows, written on the card or as a line of its text', () => {
    expect(keywordInfo('Horsemanship')).toEqual({ name: 'horsemanship', rule: '702.31' });
    expect(lancer.keywords).toEqual(['horsemanship']);
  });

  it('702.31b: "A creature with horsemanship can\'t be blocked by creatures without horsemanship"', () => {
    const s = attackedBy(rider, [
      { def: footman, id: 'footman' },
      { def: lancer, id: 'lancer' },
    ]);
    const v = illegal(s, block('Bob', ['footman', 'attacker']), '702.31b');
    expect(v.code).toBe('combat/evasion-horsemanship');
    expect(v.message).toBe(
      "Town Footman can't block Plains Rider: Plains Rider has horsemanship and Town Footman doesn't (CR 702.31b).",
    );
    play(s, block('Bob', ['lancer', 'attacker']));
  });

  it('702.31b: "A creature with horsemanship can block a creature with or without horsemanship"', () => {
    play(attackedBy(footman, [{ def: rider, id: 'rider' }]), block('Bob', ['rider', 'attacker']));
  });
});

describe('landwalk with a supertype or another land type (CR 702.14)', () => {
  const land = (name: string, type: string) => {
    const made = defineCard({ name, type });
    expect(made.problems).toEqual([]);
    return made.def;
  };
  const snowSwamp = land('Test Snow Swamp', 'Basic Snow Land — Swamp');
  const swamp = land('Test Swamp', 'Basic Land — Swamp');
  const shrine = land('Test Shrine', 'Legendary Land');
  const desert = land('Test Desert', 'Land — Desert');
  const stalker = creature('Test Snow Stalker', [], 'Snow swampwalk');

  it('is one keyword for each variant: "snow swampwalk", "legendary landwalk", "snow landwalk", "desertwalk"', () => {
    for (const k of ['Snow swampwalk', 'Legendary landwalk', 'Snow landwalk', 'Desertwalk'])
      expect(keywordInfo(k)?.rule, k).toBe('702.14');
    expect(keywordInfo('Landwalk')).toBeUndefined();
    expect(stalker.keywords).toEqual(['snow swampwalk']);
  });

  it('702.14c: "can\'t be blocked as long as the defending player controls … a land with both the specified type or supertype and the specified subtype"', () => {
    const blockedBy = (walker: CardDef, lands: CardDef[]) =>
      attackedBy(walker, [
        { def: creature('Test Guard'), id: 'guard' },
        ...lands.map((def, i) => ({ def, id: `l${i}` })),
      ]);
    const v = illegal(blockedBy(stalker, [snowSwamp]), block('Bob', ['guard', 'attacker']), '702.14c');
    expect(v.code).toBe('combat/evasion-landwalk');
    expect(v.message).toContain('Test Snow Stalker has snow swampwalk and Bob controls a Snow Swamp');
    // A Swamp that isn't snow is no snow Swamp.
    play(blockedBy(stalker, [swamp]), block('Bob', ['guard', 'attacker']));
    const legendary = creature('Test Legend Walker', ['Legendary landwalk']);
    illegal(blockedBy(legendary, [shrine]), block('Bob', ['guard', 'attacker']), '702.14c');
    play(blockedBy(legendary, [swamp]), block('Bob', ['guard', 'attacker']));
    const nomad = creature('Test Nomad', ['Desertwalk']);
    illegal(blockedBy(nomad, [desert]), block('Bob', ['guard', 'attacker']), '702.14c');
    play(blockedBy(nomad, [swamp]), block('Bob', ['guard', 'attacker']));
  });
});
