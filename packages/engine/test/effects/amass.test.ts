import { describe, expect, it } from 'vitest';
import { defineCard, type CardDef } from '../../src/index.js';
import { pass, perm, play, twoPlayers } from '../kit.js';
import { power, subtypes } from '../../src/view/queries.js';

const card = (spec: Parameters<typeof defineCard>[0]): CardDef => {
  const made = defineCard(spec);
  expect(made.notUnderstood).toEqual([]);
  return made.def;
};
const cast = (id: string) => ({ type: 'cast' as const, player: 'Alice', card: id });
const armies = (s: ReturnType<typeof twoPlayers>) => s.battlefield.filter(id => subtypes(s, id).includes('Army'));

describe('amass (CR 701.47)', () => {
  const edge = card({ name: 'Test Edge', cost: '{0}', type: 'Sorcery', text: 'Amass 2.' });
  const orcs = card({ name: 'Test Horde', cost: '{0}', type: 'Sorcery', text: 'Amass Orcs 1.' });

  it('701.47a, 701.47d: "Amass 2" with no Army creates a 0/0 black Zombie Army with two +1/+1 counters', () => {
    const s = play(twoPlayers({ hand: [{ def: edge, id: 'edge' }] }, {}), cast('edge'), pass('Alice'), pass('Bob'));
    const [army] = armies(s);
    expect(s.objects[army!]!.def.name).toBe('Zombie Army Token');
    expect([perm(s, army!).counters['+1/+1'], power(s, army!), perm(s, army!).controller]).toEqual([2, 2, 'Alice']);
  });

  it('701.47a: with an Army, the counters go on it — no new token — and it becomes an Orc too', () => {
    let s = twoPlayers(
      {
        hand: [
          { def: edge, id: 'edge' },
          { def: orcs, id: 'orcs' },
        ],
      },
      {},
    );
    s = play(s, cast('edge'), pass('Alice'), pass('Bob'), cast('orcs'), pass('Alice'), pass('Bob'));
    const found = armies(s);
    expect(found).toHaveLength(1);
    expect(perm(s, found[0]!).counters['+1/+1']).toBe(3);
    expect(subtypes(s, found[0]!)).toEqual(expect.arrayContaining(['Zombie', 'Orc', 'Army']));
  });

  it("701.47a: another player's Army isn't one Alice controls: she gets her own", () => {
    const theirs = card({ name: 'Test Army', type: 'Creature — Zombie Army', power: 0, toughness: 0 });
    let s = twoPlayers(
      { hand: [{ def: edge, id: 'edge' }] },
      { battlefield: [{ def: theirs, id: 'theirs', counters: { '+1/+1': 1 } }] },
    );
    s = play(s, cast('edge'), pass('Alice'), pass('Bob'));
    expect(perm(s, 'theirs').counters['+1/+1']).toBe(1);
    expect(armies(s).map(id => perm(s, id).controller)).toEqual(['Bob', 'Alice']);
  });
});
