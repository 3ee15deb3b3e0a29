import { describe, expect, it } from 'vitest';
import { logEntries, type GameState } from '../../src/index.js';
import { C, goTo, pass, play, twoPlayers } from '../kit.js';
import { cast, sorcery } from './spell.js';

const library = Array.from({ length: 6 }, () => ({ def: C.island }));
const start = (...spells: [string, string][]) =>
  twoPlayers({ hand: spells.map(([id, text]) => ({ def: sorcery(`Test ${id}`, text), id })), library }, { library });
/** Who takes each of the next `n` turns. */
const nextTurns = (state: GameState, n: number): string[] => {
  const who: string[] = [];
  let s = state;
  for (let i = 0; i < n; i++) {
    s = goTo(goTo(s, 'end'), 'upkeep');
    who.push(s.activePlayer);
  }
  return who;
};

describe('extra turns and skipped turns (CR 500.7, 614.10)', () => {
  it('500.7: "take an extra turn after this one" — the caster takes the next turn too, then turn order resumes', () => {
    let s = start(['time', 'Take an extra turn after this one.']);
    s = play(s, cast('Alice', 'time'), pass('Alice'), pass('Bob'));
    expect(nextTurns(s, 3)).toEqual(['Alice', 'Bob', 'Alice']);
  });

  it('500.7: "target player takes two extra turns after this one" — two turns of theirs, then turn order resumes', () => {
    let s = start(['stretch', 'Target player takes two extra turns after this one.']);
    s = play(s, cast('Alice', 'stretch', { player: 'Alice' }), pass('Alice'), pass('Bob'));
    expect(nextTurns(s, 4)).toEqual(['Alice', 'Alice', 'Bob', 'Alice']);
  });

  it('500.7: of two extra turns created after the same turn, the one created last comes first', () => {
    let s = start(
      ['mine', 'Take an extra turn after this one.'],
      ['theirs', 'Target player takes an extra turn after this one.'],
    );
    s = play(s, cast('Alice', 'mine'), pass('Alice'), pass('Bob'));
    s = play(s, cast('Alice', 'theirs', { player: 'Bob' }), pass('Alice'), pass('Bob'));
    expect(nextTurns(s, 3)).toEqual(['Bob', 'Alice', 'Bob']);
  });

  it('614.10: "target player skips their next turn" — the turn is passed over as though it didn\'t exist', () => {
    let s = start(['skip', 'Target player skips their next turn.']);
    s = play(s, cast('Alice', 'skip', { player: 'Bob' }), pass('Alice'), pass('Bob'));
    expect(nextTurns(s, 2)).toEqual(['Alice', 'Bob']);
    const skipped = goTo(goTo(s, 'end'), 'upkeep');
    expect(
      logEntries(skipped)
        .filter(e => e.rule === '614.10')
        .map(e => e.text),
    ).toContain('Bob skips their turn.');
  });

  it('614.10: "you skip your next two turns" — two of your turns', () => {
    let s = start(['nap', 'You skip your next two turns.']);
    s = play(s, cast('Alice', 'nap'), pass('Alice'), pass('Bob'));
    expect(nextTurns(s, 3)).toEqual(['Bob', 'Bob', 'Bob']);
  });
});

describe('"at the beginning of that turn\'s end step, you lose the game" (CR 500.7, 603.7b, 104.3e)', () => {
  const fortune = "Take an extra turn after this one. At the beginning of that turn's end step, you lose the game.";

  it("603.7b: not this turn's end step, but the extra turn's — where its controller loses (104.3e)", () => {
    let s = start(['fortune', fortune]);
    s = play(s, cast('Alice', 'fortune'), pass('Alice'), pass('Bob'));
    s = goTo(s, 'end');
    expect([s.turn, s.stack]).toEqual([3, []]);
    s = goTo(goTo(s, 'upkeep'), 'end');
    expect([s.turn, s.activePlayer, s.stack.map(i => i.trigger)]).toEqual([4, 'Alice', ['delayed']]);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(s.result).toEqual({ winners: ['Bob'], losers: ['Alice'] });
  });

  it('500.7: another extra turn created later comes first; "that turn" is still the one this spell created', () => {
    let s = start(['fortune', fortune], ['time', 'Take an extra turn after this one.']);
    s = play(
      s,
      cast('Alice', 'fortune'),
      pass('Alice'),
      pass('Bob'),
      cast('Alice', 'time'),
      pass('Alice'),
      pass('Bob'),
    );
    // Turn 4 is the second spell's extra turn: nothing happens at its end step.
    s = goTo(goTo(goTo(s, 'end'), 'upkeep'), 'end');
    expect([s.turn, s.stack]).toEqual([4, []]);
    s = goTo(goTo(s, 'upkeep'), 'end');
    expect([s.turn, s.activePlayer, s.stack.map(i => i.trigger)]).toEqual([5, 'Alice', ['delayed']]);
  });

  it('614.10: that turn skipped, it never triggers', () => {
    let s = start(['fortune', fortune], ['skip', 'Target player skips their next turn.']);
    s = play(
      s,
      cast('Alice', 'fortune'),
      pass('Alice'),
      pass('Bob'),
      cast('Alice', 'skip', { player: 'Alice' }),
      pass('Alice'),
      pass('Bob'),
    );
    s = goTo(goTo(s, 'upkeep'), 'end');
    expect([s.turn, s.activePlayer, s.stack, s.delayed]).toEqual([4, 'Bob', [], []]);
  });
});

describe('"at the beginning of your next upkeep, pay {1}{U}. If you don\'t, you lose the game" (CR 603.7a, 118.3)', () => {
  const pact = "Draw a card. At the beginning of your next upkeep, pay {1}{U}. If you don't, you lose the game.";
  const begin = (lands: number) =>
    twoPlayers(
      {
        hand: [{ def: sorcery('Test Pact', pact), id: 'pact' }],
        battlefield: Array.from({ length: lands }, () => ({ def: C.island })),
        library,
      },
      { library },
    );
  const nextUpkeep = (s: GameState) => goTo(goTo(goTo(goTo(s, 'end'), 'upkeep'), 'end'), 'upkeep');

  it('paid by default: the game goes on', () => {
    let s = nextUpkeep(play(begin(2), cast('Alice', 'pact'), pass('Alice'), pass('Bob')));
    expect([s.activePlayer, s.stack.map(i => i.trigger)]).toEqual(['Alice', ['delayed']]);
    s = play(s, pass('Alice'), pass('Bob'));
    expect([s.result, s.battlefield.every(id => s.permanents[id]!.tapped)]).toEqual([undefined, true]);
  });

  it('declined, or with nothing to pay with, its controller loses', () => {
    const upkeep = nextUpkeep(play(begin(2), cast('Alice', 'pact'), pass('Alice'), pass('Bob')));
    const declined = play(upkeep, { type: 'decline', player: 'Alice' }, pass('Alice'), pass('Bob'));
    expect(declined.result).toEqual({ winners: ['Bob'], losers: ['Alice'] });
    const broke = nextUpkeep(play(begin(0), cast('Alice', 'pact'), pass('Alice'), pass('Bob')));
    expect(play(broke, pass('Alice'), pass('Bob')).result).toEqual({ winners: ['Bob'], losers: ['Alice'] });
  });
});
