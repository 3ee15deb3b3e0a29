import { describe, expect, it } from 'vitest';
import { C, attack, block, goTo, illegal, pass, play, twoPlayers } from '../kit.js';
import { card, cast } from './spell.js';

/**
 * Detain (CR 701.35a): until the next turn of the detaining spell's or ability's controller, the permanent can't
 * attack or block, and its activated abilities can't be activated.
 */

const warrant = card({
  name: 'Test Warrant',
  cost: '{W}',
  type: 'Instant',
  text: 'Detain target creature an opponent controls.',
});
const sweep = card({
  name: 'Test Sweep',
  cost: '{W}',
  type: 'Sorcery',
  text: 'Detain each nonland permanent your opponents control.',
});
const rock = card({ name: 'Test Rock', cost: '{1}', type: 'Artifact', text: '{T}: Add {C}.' });

describe('detain (CR 701.35a)', () => {
  it("the creature can't block in its controller's turn nor attack until the detainer's next turn; then it can", () => {
    let s = twoPlayers(
      {
        battlefield: [{ def: C.plains }, { def: C.hillGiant, id: 'giant' }],
        hand: [{ def: warrant, id: 'warrant' }],
        library: [{ def: C.filler }, { def: C.filler }],
      },
      { battlefield: [{ def: C.elves, id: 'elf' }], library: [{ def: C.filler }, { def: C.filler }] },
    );
    s = play(s, cast('Alice', 'warrant', { object: 'elf' }), pass('Alice'), pass('Bob'));
    expect(s.turnEffects.filter(e => e.kind === 'restriction' && e.untilTurnOf === 'Alice')).toHaveLength(3);
    // Alice's turn: the detained elf can't block her attacker, nor tap for mana.
    const v = illegal(play(s, pass('Alice')), { type: 'activateMana', player: 'Bob', source: 'elf' }, '602.5');
    expect(v.code).toBe('activate/prohibited');
    s = play(goTo(s, 'declareAttackers'), attack('Alice', ['giant', 'Bob']), pass('Alice'), pass('Bob'));
    expect(illegal(s, block('Bob', ['elf', 'giant']), '509.1b').code).toBe('combat/blocker-restricted');
    // Bob's turn: the cleanup step didn't end it (it lasts until Alice's next turn), so the elf can't attack.
    s = goTo(goTo(play(s, block('Bob')), 'cleanup'), 'declareAttackers');
    expect(s.activePlayer).toBe('Bob');
    expect(illegal(s, attack('Bob', ['elf', 'Alice']), '508.1c').code).toBe('combat/attacker-restricted');
    // Alice's next turn begins: the elf may tap for mana again.
    s = goTo(goTo(play(s, attack('Bob')), 'cleanup'), 'main1');
    expect(s.activePlayer).toBe('Alice');
    expect(s.turnEffects).toEqual([]);
    expect(play(s, pass('Alice'), { type: 'activateMana', player: 'Bob', source: 'elf' }).players[1]!.manaPool.G).toBe(
      1,
    );
  });

  it('a group is the permanents that fit as it resolves; a land is not detained', () => {
    let s = twoPlayers(
      { battlefield: [{ def: C.plains }], hand: [{ def: sweep, id: 'sweep' }] },
      {
        battlefield: [
          { def: rock, id: 'rock' },
          { def: C.forest, id: 'forest' },
        ],
      },
    );
    s = play(s, cast('Alice', 'sweep'), pass('Alice'), pass('Bob'), pass('Alice'));
    illegal(s, { type: 'activateMana', player: 'Bob', source: 'rock' }, '602.5');
    expect(play(s, { type: 'activateMana', player: 'Bob', source: 'forest' }).players[1]!.manaPool.G).toBe(1);
  });
});
