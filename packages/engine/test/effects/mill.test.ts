import { describe, expect, it } from 'vitest';
import { C, pass, play, twoPlayers, zone } from '../kit.js';
import { cast, sorcery } from './spell.js';

describe('mill (CR 701.17)', () => {
  it('701.17a: "target player mills two cards" — the top two go to their graveyard', () => {
    const glimpse = sorcery('Test Glimpse', 'Target player mills two cards.');
    let s = twoPlayers(
      { hand: [{ def: glimpse, id: 'spell' }] },
      {
        library: [
          { def: C.bears, id: 'top' },
          { def: C.ogre, id: 'second' },
          { def: C.island, id: 'third' },
        ],
      },
    );
    s = play(s, cast('Alice', 'spell', { player: 'Bob' }), pass('Alice'), pass('Bob'));
    expect([zone(s, 'top'), zone(s, 'second'), zone(s, 'third')]).toEqual(['graveyard', 'graveyard', 'library']);
  });

  it("701.17b: with fewer cards, as many as there are; the player doesn't lose for it (only drawing does, 704.5b)", () => {
    const flood = sorcery('Test Flood', 'Each opponent mills three cards.');
    let s = twoPlayers({ hand: [{ def: flood, id: 'spell' }] }, { library: [{ def: C.bears, id: 'only' }] });
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    expect(zone(s, 'only')).toBe('graveyard');
    expect(s.result).toBeUndefined();
  });
});
