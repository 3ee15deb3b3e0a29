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
