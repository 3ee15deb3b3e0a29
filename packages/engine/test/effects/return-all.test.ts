import { describe, expect, it } from 'vitest';
import { defineCard, type CardDef } from '../../src/index.js';
import { C, pass, perm, play, twoPlayers, zone } from '../kit.js';

const card = (spec: Parameters<typeof defineCard>[0]): CardDef => {
  const made = defineCard(spec);
  expect(made.notUnderstood).toEqual([]);
  return made.def;
};
const cast = (id: string) => ({ type: 'cast' as const, player: 'Alice', card: id });

describe('returning every card of a kind from graveyards (CR 110.2a, 115.10)', () => {
  it('"Return all land cards from your graveyard to the battlefield tapped": hers, lands only, tapped', () => {
    const reclaim = card({
      name: 'Test Reclamation',
      cost: '{0}',
      type: 'Sorcery',
      text: 'Return all land cards from your graveyard to the battlefield tapped.',
    });
    let s = twoPlayers(
      {
        hand: [{ def: reclaim, id: 'reclaim' }],
        graveyard: [
          { def: C.forest, id: 'f1' },
          { def: C.island, id: 'i1' },
          { def: C.bears, id: 'bears' },
        ],
      },
      { graveyard: [{ def: C.mountain, id: 'theirs' }] },
    );
    s = play(s, cast('reclaim'), pass('Alice'), pass('Bob'));
    expect([zone(s, 'f1'), zone(s, 'i1'), zone(s, 'bears'), zone(s, 'theirs')]).toEqual([
      'battlefield',
      'battlefield',
      'graveyard',
      'graveyard',
    ]);
    expect([perm(s, 'f1').tapped, perm(s, 'f1').controller]).toEqual([true, 'Alice']);
  });

  it('"Put all creature cards from all graveyards onto the battlefield under your control": every graveyard, hers to control', () => {
    const rise = card({
      name: 'Test Rise',
      cost: '{0}',
      type: 'Sorcery',
      text: 'Put all creature cards from all graveyards onto the battlefield under your control.',
    });
    let s = twoPlayers(
      { hand: [{ def: rise, id: 'rise' }], graveyard: [{ def: C.bears, id: 'mine' }] },
      {
        graveyard: [
          { def: C.ogre, id: 'theirs' },
          { def: C.forest, id: 'land' },
        ],
      },
    );
    s = play(s, cast('rise'), pass('Alice'), pass('Bob'));
    expect([perm(s, 'mine').controller, perm(s, 'theirs').controller, zone(s, 'land')]).toEqual([
      'Alice',
      'Alice',
      'graveyard',
    ]);
    expect(s.objects.theirs!.owner).toBe('Bob');
  });
});

describe('every card of a kind from a graveyard to its hand (CR 400.3), each player their own (101.4)', () => {
  it('400.3: "each player returns all creature cards from their graveyard to their hand" — each their own creatures', () => {
    const catacombs = card({
      name: 'Test Catacombs',
      cost: '{0}',
      type: 'Sorcery',
      text: 'Each player returns all creature cards from their graveyard to their hand.',
    });
    let s = twoPlayers(
      {
        hand: [{ def: catacombs, id: 'spell' }],
        graveyard: [
          { def: C.bears, id: 'mine' },
          { def: C.forest, id: 'land' },
        ],
      },
      { graveyard: [{ def: C.ogre, id: 'theirs' }] },
    );
    s = play(s, cast('spell'), pass('Alice'), pass('Bob'));
    expect([zone(s, 'mine'), zone(s, 'land'), zone(s, 'theirs')]).toEqual(['hand', 'graveyard', 'hand']);
    expect(s.players.map(p => p.hand)).toEqual([['mine'], ['theirs']]);
  });
});
