import { describe, expect, it } from 'vitest';
import { defineCard, logEntries } from '../../src/index.js';
import { C, pass, play, twoPlayers, zone } from '../kit.js';
import { card, cast, sorcery } from './spell.js';

describe('looking at the top cards and keeping one (CR 701.20e, 401.4)', () => {
  const library = [
    { def: C.bears, id: 'a' },
    { def: C.ogre, id: 'b' },
    { def: C.island, id: 'c' },
    { def: C.forest, id: 'd' },
  ];

  it('701.20e: "Look at the top three cards … Put one of them into your hand and the rest on the bottom … in any order" — by default the top one is kept', () => {
    const glimpse = sorcery(
      'Test Glimpse',
      'Look at the top 3 cards of your library. Put one of them into your hand and the rest on the bottom of your library in any order.',
    );
    let s = twoPlayers({ hand: [{ def: glimpse, id: 'spell' }], library }, {});
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    // 401.4: the rest go to the bottom together, by default in the order they were.
    expect([s.players[0]!.hand, s.players[0]!.library]).toEqual([['a'], ['d', 'b', 'c']]);
    const event = logEntries(s).find(e => e.kind === 'look')!;
    expect([event.rule, event.objects, event.defaulted]).toEqual(['701.20e', ['a', 'b', 'c'], true]);
  });

  it('701.20e: written as one sentence in a triggered ability, "… then put one of them into your hand and the other into your graveyard"', () => {
    const seer = card({
      name: 'Test Tide Seer',
      cost: '{1}{U}',
      type: 'Creature — Merfolk',
      power: 1,
      toughness: 1,
      text: 'When this creature enters, look at the top two cards of your library, then put one of them into your hand and the other into your graveyard.',
    });
    let s = twoPlayers(
      { hand: [{ def: seer, id: 'seer' }], battlefield: [{ def: C.island }, { def: C.island }], library },
      {},
    );
    s = play(s, cast('Alice', 'seer'), pass('Alice'), pass('Bob'), pass('Alice'), pass('Bob'));
    expect([zone(s, 'a'), zone(s, 'b'), s.players[0]!.library]).toEqual(['hand', 'graveyard', ['c', 'd']]);
  });

  it('701.20e: with fewer cards in the library, the player looks at those there; the second sentence alone is not understood', () => {
    const glimpse = sorcery(
      'Test Glimpse',
      'Look at the top seven cards of your library. Put one of those cards into your hand and the rest on the bottom of your library.',
    );
    const s = play(
      twoPlayers({ hand: [{ def: glimpse, id: 'spell' }], library: [{ def: C.bears, id: 'only' }] }, {}),
      cast('Alice', 'spell'),
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.players[0]!.hand).toEqual(['only']);
    const alone = defineCard({
      name: 'Test Half',
      cost: '{0}',
      type: 'Sorcery',
      text: 'Put one of them into your hand and the rest into your graveyard.',
    });
    expect(alone.notUnderstood.length).toBe(1);
    const lookOnly = defineCard({
      name: 'Test Peek',
      cost: '{0}',
      type: 'Sorcery',
      text: 'Look at the top nine cards of your library.',
    });
    expect(lookOnly.notUnderstood.length).toBe(1);
  });
});
