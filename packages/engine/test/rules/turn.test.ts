import { describe, expect, it } from 'vitest';
import {
  advanceTo,
  applyAdvancing,
  apply,
  createGame,
  ordinal,
  TURN,
  turnName,
  withCheckpoint,
} from '../../src/index.js';
import { C, illegal, pass, play, twoPlayers } from '../kit.js';

const library = (n: number) => Array.from({ length: n }, () => ({ def: C.filler }));

function goTo(state: Parameters<typeof advanceTo>[0], step: Parameters<typeof advanceTo>[1]) {
  const result = advanceTo(state, step);
  if (!result.ok) throw new Error(result.violation.message);
  return result.state;
}

describe('turn structure (CR 500–514)', () => {
  it('is one ordered table of thirteen steps in five phases (CR 500.1)', () => {
    expect(TURN.map(r => r.step)).toEqual([
      'untap',
      'upkeep',
      'draw',
      'main1',
      'beginningOfCombat',
      'declareAttackers',
      'declareBlockers',
      'firstStrikeDamage',
      'combatDamage',
      'endOfCombat',
      'main2',
      'end',
      'cleanup',
    ]);
    expect(TURN.filter(r => !r.priority).map(r => r.step)).toEqual(['untap', 'cleanup']);
  });

  it("a turn is named as scenarios count it, the active player's, with the game's count", () => {
    const s = twoPlayers({ library: library(5) }, { library: library(5) }, { turn: 3 });
    expect(turnName(s)).toBe("Alice's turn 2 (the game's 3rd)");
    expect(turnName(s, s.turn + 1)).toBe("Bob's turn 2 (the game's 4th)");
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '111th',
    ]);
    // 508.8: without attackers there is no declare blockers step to stop at.
    const skipped = advanceTo(s, 'declareBlockers');
    expect(!skipped.ok && skipped.violation.message).toBe(
      "The game didn't stop at declare blockers: that step was skipped in Alice's turn 2 (the game's 3rd) (CR 508.8).",
    );
  });

  it('103.8a: the starting player skips the draw step of their first turn', () => {
    let s = twoPlayers({ library: library(5) }, { library: library(5) }, { turn: 1, step: 'upkeep' });
    s = goTo(s, 'main1');
    expect(s.players[0]!.hand).toHaveLength(0);
    expect(s.players[0]!.library).toHaveLength(5);
    // Bob's first turn (turn 2) has a draw step.
    s = goTo(s, 'main1');
    expect(s.activePlayer).toBe('Bob');
    expect(s.players[1]!.hand).toHaveLength(1);
  });

  it("103.8a: a game can't start in the draw step of the starting player's first turn — that step doesn't exist", () => {
    const players = [
      { id: 'Alice', library: library(3) },
      { id: 'Bob', library: library(3) },
    ];
    const first = createGame({ players, activePlayer: 'Alice', turn: 1, step: 'draw' });
    expect(first.ok).toBe(false);
    if (!first.ok) expect(first.problems[0]!.message).toContain('(CR 103.8a)');
    // Bob's first turn (game turn 2) and Alice's second (turn 3) have draw steps; so does a three-player game (103.8c).
    expect(createGame({ players, activePlayer: 'Bob', turn: 2, step: 'draw' }).ok).toBe(true);
    expect(createGame({ players, activePlayer: 'Alice', turn: 3, step: 'draw' }).ok).toBe(true);
    expect(
      createGame({
        players: [...players, { id: 'Carol', library: library(3) }],
        activePlayer: 'Alice',
        turn: 1,
        step: 'draw',
      }).ok,
    ).toBe(true);
  });

  it("508.8, 510.4: a game can't start in a combat step that is skipped: no attackers, or no first strike", () => {
    const problem = (step: 'declareBlockers' | 'firstStrikeDamage' | 'combatDamage', attacking: boolean) => {
      const r = createGame({
        players: [
          {
            id: 'Alice',
            battlefield: [
              { def: C.bears, id: 'bears', tapped: true, ...(attacking ? { attacking: { player: 'Bob' } } : {}) },
            ],
          },
          { id: 'Bob' },
        ],
        activePlayer: 'Alice',
        turn: 3,
        step,
      });
      return r.ok ? undefined : r.problems[0]!.message;
    };
    expect(problem('declareBlockers', false)).toContain('(CR 508.8)');
    expect(problem('combatDamage', false)).toContain('(CR 508.8)');
    expect(problem('firstStrikeDamage', true)).toContain('(CR 510.4)');
    expect(problem('declareBlockers', true)).toBeUndefined();
    expect(problem('combatDamage', true)).toBeUndefined();
  });

  it('504.1: the active player draws as the draw step begins, then 117.3a gives them priority', () => {
    let s = twoPlayers({ library: library(3) }, { library: library(3) }, { turn: 3, step: 'upkeep' });
    s = play(s, pass('Alice'), pass('Bob'));
    expect(s.step).toBe('draw');
    expect(s.players[0]!.hand).toHaveLength(1);
    expect(s.priority).toBe('Alice');
  });

  it("502.3: the untap step untaps the active player's permanents only, and no one gets priority (502.4)", () => {
    let s = twoPlayers(
      { battlefield: [{ def: C.mountain, id: 'm', tapped: true }], library: library(3) },
      { battlefield: [{ def: C.island, id: 'i', tapped: true }], library: library(3) },
      { step: 'end' },
    );
    s = goTo(s, 'upkeep');
    expect(s.activePlayer).toBe('Bob');
    expect(s.permanents.i!.tapped).toBe(false);
    expect(s.permanents.m!.tapped).toBe(true);
  });

  it('500.2: a step ends only when all players pass in succession with an empty stack', () => {
    let s = twoPlayers({}, {});
    s = play(s, pass('Alice'));
    expect(s.step).toBe('main1');
    expect(s.priority).toBe('Bob'); // CR 117.3d
    s = play(s, pass('Bob'));
    expect(s.step).toBe('beginningOfCombat');
  });

  it('500.5: mana empties from the pool as a step ends', () => {
    let s = twoPlayers({ battlefield: [{ def: C.mountain, id: 'm' }] }, {});
    s = play(s, { type: 'activateMana', player: 'Alice', source: 'm' });
    expect(s.players[0]!.manaPool.R).toBe(1);
    s = play(s, pass('Alice'), pass('Bob'));
    expect(s.players[0]!.manaPool.R).toBe(0);
  });

  it('514.1: in cleanup the active player discards down to seven, a choice no one can respond to', () => {
    const hand = Array.from({ length: 9 }, (_, i) => ({ def: C.filler, id: `h${i}` }));
    let s = twoPlayers({ hand, library: library(2) }, { library: library(2) }, { step: 'end' });
    s = play(s, pass('Alice'), pass('Bob'));
    expect(s.step).toBe('cleanup');
    expect(s.pending).toEqual({ kind: 'discard', player: 'Alice', count: 2 });
    illegal(s, pass('Alice'), '514.1');
    illegal(s, { type: 'discard', player: 'Alice', cards: ['h0'] }, '514.1');
    s = play(s, { type: 'discard', player: 'Alice', cards: ['h0', 'h1'] });
    expect(s.players[0]!.hand).toHaveLength(7);
    expect(s.players[0]!.graveyard).toEqual(['h0', 'h1']);
    expect(s.activePlayer).toBe('Bob');
  });

  it('514.2: damage wears off in cleanup together with "until end of turn" effects', () => {
    let s = twoPlayers(
      {
        battlefield: [{ def: C.spider, id: 'spider' }, { def: C.forest }, { def: C.mountain }],
        hand: [
          { def: C.giantGrowth, id: 'gg' },
          { def: C.bolt, id: 'bolt' },
        ],
        library: library(2),
      },
      { library: library(2) },
    );
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ object: 'spider' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.permanents.spider!.damage).toBe(3);
    s = play(
      s,
      { type: 'cast', player: 'Alice', card: 'gg', targets: [{ object: 'spider' }] },
      pass('Alice'),
      pass('Bob'),
    );
    expect(s.effects).toHaveLength(1);
    s = goTo(s, 'upkeep');
    expect(s.permanents.spider!.damage).toBe(0);
    expect(s.effects).toHaveLength(0);
  });

  it('502.4 and 514.3: a game started in cleanup gives no one priority', () => {
    const hand = Array.from({ length: 8 }, () => ({ def: C.filler }));
    const s = twoPlayers({ hand, library: library(1) }, { library: library(1) }, { step: 'cleanup' });
    expect(s.pending?.kind).toBe('discard');
    const v = apply(s, pass('Bob'));
    expect(v.ok).toBe(false);
  });

  it('302.6: permanents become "since the turn began" when their controller\'s turn starts', () => {
    let s = twoPlayers(
      { library: library(2) },
      { battlefield: [{ def: C.bears, id: 'b', sick: true }], library: library(2) },
      { step: 'end' },
    );
    expect(s.permanents.b!.sinceTurnStart).toBe(false);
    s = goTo(s, 'upkeep');
    expect(s.permanents.b!.sinceTurnStart).toBe(true);
  });

  it('704.5b: drawing from an empty library loses the game at the next state-based action check', () => {
    let s = twoPlayers({ library: [] }, { library: library(1) }, { step: 'end', activePlayer: 'Bob', turn: 4 });
    s = goTo(s, 'main1');
    expect(s.result).toEqual({ winners: ['Bob'], losers: ['Alice'] });
  });
});

describe('a checkpoint (driver)', () => {
  it('is called before each implied action of a "go to" and of an action that first advances', () => {
    const s = twoPlayers({ library: library(2) }, { library: library(2) }, { step: 'main1' });
    let calls = 0;
    const count = () => void calls++;
    const went = withCheckpoint(count, () => advanceTo(s, 'end'));
    expect(went.ok && calls).toBe(went.implied.length);
    calls = 0;
    const declared = withCheckpoint(count, () =>
      applyAdvancing(s, { type: 'declareAttackers', player: 'Alice', attackers: [] }),
    );
    expect(declared.ok && calls).toBe(declared.implied.length);
    expect(calls).toBeGreaterThan(0);
  });

  it('abandons the drive when it throws; the state it started from is unchanged, and no check runs after', () => {
    const s = twoPlayers({ library: library(2) }, { library: library(2) }, { step: 'main1' });
    let calls = 0;
    const stop = new Error('out of time');
    const check = () => {
      if (++calls === 3) throw stop;
    };
    expect(() => withCheckpoint(check, () => advanceTo(s, 'upkeep'))).toThrow(stop);
    expect(s.step).toBe('main1');
    expect(goTo(s, 'end').step).toBe('end');
    expect(calls).toBe(3);
  });
});

describe('going to a step without priority (driver)', () => {
  it('502.4: "go to untap" runs through the untap step into upkeep', () => {
    const s = twoPlayers(
      { library: library(2) },
      { battlefield: [{ def: C.island, id: 'i', tapped: true }], library: library(2) },
      { step: 'main2' },
    );
    const r = advanceTo(s, 'untap');
    if (!r.ok) throw new Error(r.violation.message);
    expect(r.state.activePlayer).toBe('Bob');
    expect(r.state.permanents.i!.tapped).toBe(false);
    expect(r.state.step).toBe('upkeep');
  });

  it('514.3: "go to cleanup" runs through cleanup, or stops there while a discard is pending', () => {
    const r = advanceTo(twoPlayers({ library: library(2) }, { library: library(2) }, { step: 'main2' }), 'cleanup');
    if (!r.ok) throw new Error(r.violation.message);
    expect(r.state.activePlayer).toBe('Bob');
    const hand = Array.from({ length: 8 }, () => ({ def: C.filler }));
    const held = advanceTo(
      twoPlayers({ hand, library: library(2) }, { library: library(2) }, { step: 'main2' }),
      'cleanup',
    );
    if (!held.ok) throw new Error(held.violation.message);
    expect(held.state.step).toBe('cleanup');
    expect(held.state.pending?.kind).toBe('discard');
  });

  it('514.1: with the default discard, "go to cleanup" discards the cards that came into the hand last and goes on', () => {
    const hand = Array.from({ length: 9 }, (_, i) => ({ def: C.filler, id: `h${i}` }));
    const r = advanceTo(
      twoPlayers({ hand, library: library(2) }, { library: library(2) }, { step: 'main2' }),
      'cleanup',
      { defaultDiscard: true },
    );
    if (!r.ok) throw new Error(r.violation.message);
    expect(r.state.players[0]!.hand).toHaveLength(7);
    expect(r.state.players[0]!.graveyard).toEqual(['h7', 'h8']);
    // The discard is an implied action, like the passes: the editor shows it.
    expect(r.implied.filter(a => a.type === 'discard')).toEqual([
      { type: 'discard', player: 'Alice', cards: ['h7', 'h8'] },
    ]);
    // 514.3: nothing else happened in cleanup, so Bob's turn began.
    expect(r.state.activePlayer).toBe('Bob');
    expect(r.state.step).toBe('upkeep');
  });

  it('514.1: the default discard also lets "go to" pass through cleanup into the next turn; without it that is a violation', () => {
    const hand = Array.from({ length: 8 }, (_, i) => ({ def: C.filler, id: `h${i}` }));
    const s = twoPlayers({ hand, library: library(2) }, { library: library(2) }, { step: 'end' });
    const stopped = advanceTo(s, 'main1');
    expect(stopped.ok).toBe(false);
    if (!stopped.ok) expect(stopped.violation.rule).toBe('514.1');
    const r = advanceTo(s, 'main1', { defaultDiscard: true });
    if (!r.ok) throw new Error(r.violation.message);
    expect(r.state.players[0]!.graveyard).toEqual(['h7']);
    expect(r.state.activePlayer).toBe('Bob');
    expect(r.state.step).toBe('main1');
  });

  it('514.1: discarding from main2 first moves the game to the cleanup step, where the choice is made', () => {
    const hand = Array.from({ length: 9 }, (_, i) => ({ def: C.filler, id: `h${i}` }));
    const r = applyAdvancing(twoPlayers({ hand, library: library(2) }, { library: library(2) }, { step: 'main2' }), {
      type: 'discard',
      player: 'Alice',
      cards: ['h0', 'h1'],
    });
    if (!r.ok) throw new Error(r.violation.message);
    expect(r.state.players[0]!.graveyard).toEqual(['h0', 'h1']);
    expect(r.implied.every(a => a.type === 'pass')).toBe(true);
    expect(r.state.activePlayer).toBe('Bob');
  });
});
