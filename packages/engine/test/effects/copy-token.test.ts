import { describe, expect, it } from 'vitest';
import { C, pass, perm, play, twoPlayers } from '../kit.js';
import { characteristics } from '../../src/view/layers.js';
import { cast, sorcery } from './spell.js';

describe('token copies (CR 707.2, 701.36)', () => {
  it('707.2: "create a token that\'s a copy of target creature" — its copiable values, not its counters', () => {
    const mirror = sorcery('Test Mirror', "Create a token that's a copy of target creature.");
    let s = twoPlayers(
      { hand: [{ def: mirror, id: 'mirror' }] },
      { battlefield: [{ def: C.bears, id: 'bears', counters: { '+1/+1': 2 } }] },
    );
    s = play(s, cast('Alice', 'mirror', { object: 'bears' }), pass('Alice'), pass('Bob'));
    const copy = s.battlefield.find(id => id !== 'bears')!;
    expect([s.objects[copy]!.def.name, s.objects[copy]!.token, perm(s, copy).controller]).toEqual([
      'Grizzly Bears',
      true,
      'Alice',
    ]);
    expect([characteristics(s, copy).power, characteristics(s, 'bears').power]).toEqual([2, 4]);
  });

  it('707.9: "…, except it has haste", "…, except it\'s an artifact in addition to its other types" — part of the token\'s copiable values', () => {
    const shimmer = sorcery('Test Shimmer', "Create a token that's a copy of target creature, except it has haste.");
    const artistry = sorcery(
      'Test Artistry',
      "Create a token that's a copy of target creature, except it's an artifact in addition to its other types.",
    );
    let s = twoPlayers(
      {
        hand: [
          { def: shimmer, id: 'shimmer' },
          { def: artistry, id: 'artistry' },
        ],
      },
      { battlefield: [{ def: C.bears, id: 'bears' }] },
    );
    s = play(s, cast('Alice', 'shimmer', { object: 'bears' }), pass('Alice'), pass('Bob'));
    s = play(s, cast('Alice', 'artistry', { object: 'bears' }), pass('Alice'), pass('Bob'));
    const [hasty, artifact] = s.battlefield.filter(id => id !== 'bears');
    expect([s.objects[hasty!]!.def.keywords, s.objects[artifact!]!.def.types]).toEqual([
      ['haste'],
      ['Creature', 'Artifact'],
    ]);
    expect(s.objects.bears!.def.keywords).toEqual([]);
  });

  it('701.36a-b: populate copies a creature token you control; with none, nothing happens', () => {
    const grow = sorcery('Test Grow', 'Create a 1/1 green Saproling creature token. Populate.');
    const alone = sorcery('Test Alone', 'Populate.');
    let s = twoPlayers(
      {
        hand: [
          { def: grow, id: 'grow' },
          { def: alone, id: 'alone' },
        ],
      },
      {},
    );
    s = play(s, cast('Alice', 'alone'), pass('Alice'), pass('Bob'));
    expect(s.battlefield).toEqual([]);
    s = play(s, cast('Alice', 'grow'), pass('Alice'), pass('Bob'));
    expect(s.battlefield.map(id => s.objects[id]!.def.name)).toEqual(['Saproling Token', 'Saproling Token']);
  });
});
