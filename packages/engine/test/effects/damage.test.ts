import { describe, expect, it } from 'vitest';
import { C, life, pass, play, twoPlayers } from '../kit.js';
import { card } from './spell.js';

describe('"~ deals N damage to <one> and M damage to <another>" (CR 120.3)', () => {
  it('120.3: "deals 1 damage to any target and 1 damage to you" — the same source deals both', () => {
    const brothers = card({
      name: 'Test Fire Brothers',
      cost: '{1}',
      type: 'Creature — Human Shaman',
      power: 2,
      toughness: 2,
      text: '{T}: Test Fire Brothers deals 1 damage to any target and 1 damage to you.',
    });
    const s = play(
      twoPlayers({ battlefield: [{ def: brothers, id: 'b' }] }, { battlefield: [{ def: C.bears, id: 'bears' }] }),
      { type: 'activate', player: 'Alice', source: 'b', ability: 0, targets: [{ player: 'Bob' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([life(s, 'Bob'), life(s, 'Alice')]).toEqual([19, 19]);
  });

  it('608.2h: "… 2 damage to target creature and 2 damage to its controller" — the creature\'s controller', () => {
    const outrage = card({
      name: 'Test Outrage',
      cost: '{0}',
      type: 'Instant',
      text: 'Test Outrage deals 2 damage to target creature and 2 damage to its controller.',
    });
    const s = play(
      twoPlayers({ hand: [{ def: outrage, id: 'o' }] }, { battlefield: [{ def: C.spider, id: 'spider' }] }),
      { type: 'cast', player: 'Alice', card: 'o', targets: [{ object: 'spider' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect([life(s, 'Bob'), life(s, 'Alice'), s.permanents.spider?.damage]).toEqual([18, 20, 2]);
  });
});
