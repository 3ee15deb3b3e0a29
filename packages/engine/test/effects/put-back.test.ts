import { describe, expect, it } from 'vitest';
import { logEntries } from '../../src/index.js';
import { C, pass, play, twoPlayers } from '../kit.js';
import { cast, sorcery } from './spell.js';

describe('putting cards from a hand on top of the library (CR 401.4)', () => {
  it('401.4: "Draw three cards, then put two cards from your hand on top of your library in any order" — by default the first two in hand, the first on top', () => {
    const storm = sorcery(
      'Test Mindstorm',
      'Draw three cards, then put two cards from your hand on top of your library in any order.',
    );
    const library = [
      { def: C.bears, id: 'd1' },
      { def: C.forest, id: 'd2' },
      { def: C.island, id: 'd3' },
      { def: C.mountain, id: 'rest' },
    ];
    let s = twoPlayers(
      {
        hand: [
          { def: storm, id: 'spell' },
          { def: C.bolt, id: 'bolt' },
          { def: C.swamp, id: 'swamp' },
        ],
        library,
      },
      {},
    );
    s = play(s, cast('Alice', 'spell'), pass('Alice'), pass('Bob'));
    const alice = s.players[0]!;
    expect(alice.library).toEqual(['bolt', 'swamp', 'rest']);
    expect(alice.hand).toEqual(['d1', 'd2', 'd3']);
    const entry = logEntries(s).find(e => e.kind === 'putBack')!;
    expect([entry.rule, entry.defaulted]).toEqual(['401.4', true]);
  });

  it('401.4: with fewer cards in hand, all of them go back', () => {
    const tuck = sorcery('Test Tuck', 'Put two cards from your hand on top of your library.');
    const s = play(
      twoPlayers(
        {
          hand: [
            { def: tuck, id: 'spell' },
            { def: C.bolt, id: 'bolt' },
          ],
          library: [{ def: C.island, id: 'top' }],
        },
        {},
      ),
      cast('Alice', 'spell'),
      pass('Alice'),
      pass('Bob'),
    );
    expect([s.players[0]!.library, s.players[0]!.hand]).toEqual([['bolt', 'top'], []]);
  });
});
