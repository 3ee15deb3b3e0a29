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
