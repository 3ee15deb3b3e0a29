import { describe, expect, it } from 'vitest';
import { C, pass, play, twoPlayers, zone } from '../kit.js';
import { cast, sorcery } from './spell.js';

describe('"shuffle your graveyard into your library" (CR 701.24a)', () => {
  it("701.24a: target player's graveyard goes into their library; the other player's stays", () => {
    const recycle = sorcery('Test Recycle', 'Target player shuffles their graveyard into their library.');
    let s = twoPlayers(
      { hand: [{ def: recycle, id: 'spell' }], graveyard: [{ def: C.ogre, id: 'mine' }] },
      { graveyard: [{ def: C.bears, id: 'theirs' }], library: [{ def: C.forest, id: 'forest' }] },
    );
    s = play(s, cast('Alice', 'spell', { player: 'Bob' }), pass('Alice'), pass('Bob'));
    expect([zone(s, 'theirs'), zone(s, 'mine')]).toEqual(['library', 'graveyard']);
    expect(s.players[1]!.library).toHaveLength(2);
  });

  it('701.24a, 608.2n: "each player shuffles their hand and graveyard …, then draws seven cards": the spell itself is on the stack, not shuffled in', () => {
    const reset = sorcery(
      'Test Reset',
      'Each player shuffles their hand and graveyard into their library, then draws seven cards.',
    );
    const library = Array.from({ length: 8 }, () => ({ def: C.island }));
    let s = twoPlayers(
      {
        hand: [
          { def: reset, id: 'spell' },
          { def: C.bolt, id: 'bolt' },
        ],
        graveyard: [{ def: C.ogre, id: 'mine' }],
        library,
      },
      { hand: [{ def: C.bears, id: 'theirs' }], library },
    );
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    expect(zone(s, 'spell')).toBe('graveyard');
    expect([zone(s, 'mine'), zone(s, 'bolt')]).toEqual(['library', 'library']);
    expect(s.players.map(p => [p.hand.length, p.library.length])).toEqual([
      [7, 3],
      [7, 2],
    ]);
  });
});
