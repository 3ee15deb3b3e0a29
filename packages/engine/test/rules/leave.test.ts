import { describe, expect, it } from 'vitest';
import { activePlayersTurn, createGame, type GameState, type PlayerSetup } from '../../src/index.js';
import { C, goTo, pass, play, zone } from '../kit.js';

/** A player leaving a multiplayer game (CR 800.4). */
function threePlayers(alice: Omit<PlayerSetup, 'id'>, bob: Omit<PlayerSetup, 'id'>, carol: Omit<PlayerSetup, 'id'>) {
  const made = createGame({
    players: [
      { id: 'Alice', ...alice },
      { id: 'Bob', ...bob },
      { id: 'Carol', ...carol },
    ],
    activePlayer: 'Alice',
    turn: 3,
    step: 'main1',
  });
  if (!made.ok) throw new Error(made.problems.map(p => p.message).join('\n'));
  return made.state;
}

const boltBob = (s: GameState) =>
  play(
    s,
    { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }] },
    pass('Alice'),
    pass('Bob'),
    pass('Carol'),
  );

describe('leaving a multiplayer game (CR 800.4a)', () => {
  it("the game goes on; everything the player owns leaves with them, the others' stays", () => {
    const s = boltBob(
      threePlayers(
        { hand: [{ def: C.bolt, id: 'bolt' }], battlefield: [{ def: C.mountain }] },
        { life: 3, battlefield: [{ def: C.bears, id: 'bobs' }], hand: [{ def: C.island, id: 'card' }] },
        { battlefield: [{ def: C.bears, id: 'carols' }] },
      ),
    );
    expect(s.result).toBeUndefined();
    expect(s.players.find(p => p.id === 'Bob')!.lost).toBe(true);
    expect([zone(s, 'bobs'), zone(s, 'card'), zone(s, 'carols')]).toEqual([undefined, undefined, 'battlefield']);
    expect(s.priority).toBe('Alice');
  });

  it("800.4k: their turns don't begin; 104.2a: the last player left wins", () => {
    let s = boltBob(
      threePlayers(
        { hand: [{ def: C.bolt, id: 'bolt' }], battlefield: [{ def: C.mountain }] },
        { life: 3 },
        { library: [{ def: C.island }, { def: C.island }] },
      ),
    );
    s = goTo(s, 'upkeep');
    expect(s.activePlayer).toBe('Carol');
    // Bob took the game's first turn: Carol's second begins as the game's 4th, Bob's never beginning (800.4k).
    expect([activePlayersTurn(s), s.turn]).toEqual([2, 4]);
    s = play(s, { type: 'concede', player: 'Carol' });
    expect(s.result).toEqual({ winners: ['Alice'], losers: ['Bob', 'Carol'] });
  });
});
