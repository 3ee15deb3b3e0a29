import { describe, expect, it } from 'vitest';
import { defineCard, logEntries } from '../../src/index.js';
import { C, attack, block, life, pass, perm, play, twoPlayers, zone } from '../kit.js';
import { card } from './spell.js';

describe('putting a card from the hand onto the battlefield (CR 110.2a)', () => {
  const keeper = card({
    name: 'Test Grove Keeper',
    cost: '{0}',
    type: 'Creature — Druid',
    power: 1,
    toughness: 1,
    text: '{T}: You may put a Bear creature card from your hand onto the battlefield.',
  });

  it("110.2a: the first Bear creature card in hand (the default choice) enters under its controller's control, not cast", () => {
    const s0 = twoPlayers(
      {
        battlefield: [{ def: keeper, id: 'k' }],
        hand: [
          { def: C.ogre, id: 'ogre' },
          { def: C.bears, id: 'bears' },
          { def: C.spider, id: 'spider' },
        ],
      },
      {},
    );
    const s = play(s0, { type: 'activate', player: 'Alice', source: 'k', ability: 0 }, pass('Alice'), pass('Bob'));
    expect([zone(s, 'ogre'), zone(s, 'bears'), zone(s, 'spider'), perm(s, 'bears').controller]).toEqual([
      'hand',
      'battlefield',
      'hand',
      'Alice',
    ]);
    expect(logEntries(s).some(e => e.kind === 'cast')).toBe(false);
    expect(logEntries(s).find(e => e.kind === 'put')?.defaulted).toBe(true);
  });

  it('110.2a: with no card that fits, nothing happens', () => {
    const s0 = twoPlayers({ battlefield: [{ def: keeper, id: 'k' }], hand: [{ def: C.ogre, id: 'ogre' }] }, {});
    const s = play(s0, { type: 'activate', player: 'Alice', source: 'k', ability: 0 }, pass('Alice'), pass('Bob'));
    expect(zone(s, 'ogre')).toBe('hand');
  });
});

describe('"… with converted mana cost X from your hand onto the battlefield" (CR 107.3a, 110.2a)', () => {
  it('107.3a: X is what was announced as the ability was activated; only a card of that mana value fits', () => {
    const aerostat = card({
      name: 'Test Aerostat',
      cost: '{0}',
      type: 'Creature — Construct',
      power: 1,
      toughness: 1,
      text: '{X}: You may put a creature card with converted mana cost X from your hand onto the battlefield.',
    });
    const start = () =>
      twoPlayers(
        {
          battlefield: [{ def: aerostat, id: 'a' }, { def: C.mountain }, { def: C.mountain }, { def: C.mountain }],
          hand: [
            { def: C.bears, id: 'bears' },
            { def: C.ogre, id: 'ogre' },
          ],
        },
        {},
      );
    const three = play(
      start(),
      { type: 'activate', player: 'Alice', source: 'a', ability: 0, x: 3 },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(three, 'bears'), zone(three, 'ogre')]).toEqual(['hand', 'battlefield']);
    const one = play(
      start(),
      { type: 'activate', player: 'Alice', source: 'a', ability: 0, x: 1 },
      pass('Alice'),
      pass('Bob'),
    );
    expect([zone(one, 'bears'), zone(one, 'ogre')]).toEqual(['hand', 'hand']);
  });
});

describe('put onto the battlefield tapped and attacking (CR 508.4)', () => {
  it('508.4: "put a Soldier creature card from your hand onto the battlefield tapped and attacking": it attacks what the captain attacks', () => {
    const captain = defineCard({
      name: 'Test Captain',
      cost: '{0}',
      type: 'Creature — Kithkin Soldier',
      power: 2,
      toughness: 2,
      text: 'Whenever Test Captain attacks, put a Soldier creature card from your hand onto the battlefield tapped and attacking.',
    }).def;
    const soldier = defineCard({
      name: 'Test Soldier',
      cost: '{5}',
      type: 'Creature — Soldier',
      power: 4,
      toughness: 4,
    }).def;
    let s = twoPlayers(
      { battlefield: [{ def: captain, id: 'captain' }], hand: [{ def: soldier, id: 'soldier' }] },
      {},
      { step: 'declareAttackers' },
    );
    s = play(s, attack('Alice', ['captain', 'Bob']), pass('Alice'), pass('Bob'));
    expect(s.combat?.attackers.map(a => a.id)).toEqual(['captain', 'soldier']);
    expect(perm(s, 'soldier').tapped).toBe(true);
    s = play(s, pass('Alice'), pass('Bob'), block('Bob'), pass('Alice'), pass('Bob'));
    expect(life(s, 'Bob')).toBe(14);
  });
});
