import { describe, expect, it } from 'vitest';
import { logEntries } from '../../src/index.js';
import { C, pass, play, twoPlayers, zone } from '../kit.js';
import { card, cast } from './spell.js';

describe('"each player may …" (CR 101.4)', () => {
  const sage = card({
    name: 'Test Weary Sage',
    cost: '{0}',
    type: 'Creature — Human',
    power: 1,
    toughness: 1,
    text: 'When Test Weary Sage dies, each player may discard their hand and draw seven cards.',
  });
  const library = (who: string) => Array.from({ length: 9 }, (_x, i) => ({ def: C.island, id: `${who}-lib${i}` }));
  const start = () =>
    play(
      twoPlayers(
        {
          battlefield: [{ def: sage, id: 'sage' }, { def: C.swamp }, { def: C.swamp }, { def: C.swamp }],
          hand: [
            { def: C.murder, id: 'murder' },
            { def: C.bears, id: 'mine' },
          ],
          library: library('a'),
        },
        {
          hand: [
            { def: C.bears, id: 'b1' },
            { def: C.bears, id: 'b2' },
          ],
          library: library('b'),
        },
      ),
      cast('Alice', 'murder', { object: 'sage' }),
      pass('Alice'),
      pass('Bob'),
    );
  const hands = (s: ReturnType<typeof start>) => s.players.map(p => p.hand.length);

  it('101.4: by default every player does it — the controller, and the others by the documented default', () => {
    const s = play(start(), pass('Alice'), pass('Bob'));
    expect([zone(s, 'mine'), zone(s, 'b1'), zone(s, 'b2'), hands(s)]).toEqual([
      'graveyard',
      'graveyard',
      'graveyard',
      [7, 7],
    ]);
    expect(
      logEntries(s)
        .filter(e => e.rule === '101.4')
        .map(e => [e.players, e.defaulted]),
    ).toEqual([[['Bob'], true]]);
  });

  it('101.4: the controller who declines keeps their hand; the other player still chooses for themselves', () => {
    const s = play(start(), { type: 'decline', player: 'Alice' }, pass('Alice'), pass('Bob'));
    expect([zone(s, 'mine'), zone(s, 'b1'), hands(s)]).toEqual(['hand', 'graveyard', [1, 7]]);
  });
});
