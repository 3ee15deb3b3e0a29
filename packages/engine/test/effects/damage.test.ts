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
});
