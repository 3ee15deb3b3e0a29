import { describe, expect, it } from 'vitest';
import { hasKeyword, power } from '../../src/view/queries.js';
import { C, life, pass, perm, play, twoPlayers } from '../kit.js';
import { card } from './spell.js';

/** Monstrosity (CR 701.37): once only, with the triggers and statics that read it. */
const hydra = card({
  name: 'Test Monster',
  cost: '{2}{G}',
  type: 'Creature — Hydra',
  power: 2,
  toughness: 2,
  text: '{X}{G}: Monstrosity X.\nWhen Test Monster becomes monstrous, you gain 3 life.\nAs long as Test Monster is monstrous, it has flying.',
});
const forests = (n: number) => Array.from({ length: n }, () => ({ def: C.forest }));
const monstrosity = (x: number) => ({ type: 'activate' as const, player: 'Alice', source: 'm', ability: 0, x });

describe('monstrosity (CR 701.37)', () => {
  it('701.37a: N +1/+1 counters and it becomes monstrous; 701.37b: its "becomes monstrous" trigger, and what reads it', () => {
    let s = twoPlayers({ battlefield: [{ def: hydra, id: 'm' }, ...forests(6)] }, {});
    expect(hasKeyword(s, 'm', 'flying')).toBe(false);
    s = play(s, monstrosity(2), pass('Alice'), pass('Bob'));
    expect([perm(s, 'm').counters['+1/+1'], perm(s, 'm').monstrous, power(s, 'm')]).toEqual([2, true, 4]);
    expect(hasKeyword(s, 'm', 'flying')).toBe(true);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(life(s, 'Alice')).toBe(23);
  });

  it('701.37a: already monstrous, it does nothing (no counters, no trigger)', () => {
    let s = twoPlayers({ battlefield: [{ def: hydra, id: 'm' }, ...forests(6)] }, {});
    s = play(s, monstrosity(1), pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    s = play(s, monstrosity(2), pass('Alice'), pass('Bob'));
    expect([perm(s, 'm').counters['+1/+1'], s.stack.length, life(s, 'Alice')]).toEqual([1, 0, 23]);
  });

  it('701.37c: "when ~ becomes monstrous, create X X/X … tokens": X is the X it became monstrous with', () => {
    const brood = card({
      name: 'Test Brood',
      cost: '{0}',
      type: 'Creature — Hydra',
      power: 2,
      toughness: 2,
      text: '{X}{G}: Monstrosity X.\nWhen Test Brood becomes monstrous, create X X/X green Hydra creature tokens.',
    });
    let s = twoPlayers({ battlefield: [{ def: brood, id: 'm' }, ...forests(3)] }, {});
    s = play(s, monstrosity(2), pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    const hydras = s.battlefield.filter(id => s.objects[id]!.def.name === 'Hydra Token');
    expect(hydras.map(id => power(s, id))).toEqual([2, 2]);
  });
});
