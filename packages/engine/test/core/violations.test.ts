import { describe, expect, it } from 'vitest';
import { allPass, ViolationCodes, type GameState } from '../../src/index.js';
import { C, assign, attack, block, illegal, pass, play, twoPlayers } from '../kit.js';
import { blocked } from '../rules/combat/fixtures.js';

/**
 * `Violation.offending` names what the user got wrong, so the language can put the error on that name: the blocker
 * that can't block, the illegal target, the card cast without priority. An action wrong as a whole has none.
 */

/** Alice attacks Bob with Serra Angel and Hill Giant (Gray Ogre, `idle`, stays home); the game waits for Bob's blockers. */
function attackedWith(bob: Parameters<typeof twoPlayers>[1]['battlefield']): GameState {
  const s = twoPlayers(
    {
      battlefield: [
        { def: C.angel, id: 'angel' },
        { def: C.hillGiant, id: 'giant' },
        { def: C.ogre, id: 'idle' },
      ],
    },
    { battlefield: bob ?? [] },
    { step: 'declareAttackers' },
  );
  return play(s, attack('Alice', ['angel', 'Bob'], ['giant', 'Bob']), pass('Alice'), pass('Bob'));
}

describe('the offending object or player of a violation', () => {
  it('509.1a: a tapped blocker is the offending object, not the attacker it tried to block', () => {
    const s = attackedWith([{ def: C.bears, id: 'bears', tapped: true }]);
    const v = illegal(s, block('Bob', ['bears', 'giant']), '509.1a');
    expect(v.code).toBe(ViolationCodes.combatBlockerTapped);
    expect(v.offending).toEqual({ object: 'bears' });
  });

  it('702.9b: evasion is about the blocker; in a declaration of several blocks, the one that is illegal', () => {
    const s = attackedWith([
      { def: C.spider, id: 'spider' },
      { def: C.bears, id: 'bears' },
    ]);
    const v = illegal(s, block('Bob', ['spider', 'angel'], ['bears', 'angel']), '702.9b');
    expect(v.code).toBe(ViolationCodes.combatEvasionFlying);
    expect(v.offending).toEqual({ object: 'bears' });
  });

  it("509.1a: blocking a creature that isn't attacking is about that creature", () => {
    const s = attackedWith([{ def: C.bears, id: 'bears' }]);
    const v = illegal(s, block('Bob', ['bears', 'idle']), '509.1a');
    expect(v.code).toBe(ViolationCodes.combatNotAttacking);
    expect(v.offending).toEqual({ object: 'idle' });
  });

  it('508.1a: a tapped attacker; 506.2: attacking yourself is about the player attacked', () => {
    const s = twoPlayers(
      {
        battlefield: [
          { def: C.bears, id: 'bears', tapped: true },
          { def: C.ogre, id: 'ogre' },
        ],
      },
      {},
      { step: 'declareAttackers' },
    );
    expect(illegal(s, attack('Alice', ['ogre', 'Bob'], ['bears', 'Bob']), '508.1a').offending).toEqual({
      object: 'bears',
    });
    const v = illegal(s, attack('Alice', ['ogre', 'Alice']), '506.2');
    expect(v.code).toBe(ViolationCodes.combatAttackTargetNotOpponent);
    expect(v.offending).toEqual({ player: 'Alice' });
  });

  it('510.1c: damage assigned to a player by a blocked creature without trample is about that player', () => {
    const s = blocked(
      [{ def: C.hillGiant, id: 'giant' }],
      [{ def: C.bears, id: 'bears' }],
      [['giant', 'Bob']],
      [['bears', 'giant']],
    );
    const v = illegal(s, assign('Alice', ['giant', { object: 'bears' }, 2], ['giant', 'Bob', 1]), '510.1c');
    expect(v.code).toBe(ViolationCodes.combatAssignWrongRecipient);
    expect(v.offending).toEqual({ player: 'Bob' });
  });

  it('601.2c, 115.4: an illegal target is the offending object or player, not the spell', () => {
    const s = twoPlayers(
      {
        battlefield: [{ def: C.mountain, id: 'm' }, { def: C.forest }],
        hand: [
          { def: C.bolt, id: 'bolt' },
          { def: C.giantGrowth, id: 'gg' },
        ],
      },
      {},
    );
    const v = illegal(s, { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ object: 'm' }] }, '115.4');
    expect(v.code).toBe(ViolationCodes.castIllegalTarget);
    expect(v.offending).toEqual({ object: 'm' });
    expect(
      illegal(s, { type: 'cast', player: 'Alice', card: 'gg', targets: [{ player: 'Bob' }] }, '601.2c').offending,
    ).toEqual({ player: 'Bob' });
    // The wrong number of targets is about the spell.
    const count = illegal(s, { type: 'cast', player: 'Alice', card: 'bolt' }, '601.2c');
    expect(count.code).toBe(ViolationCodes.castTargetCount);
    expect(count.offending).toEqual({ object: 'bolt' });
  });

  it('117.1a: a spell cast without priority is about the card; 117.3d: a pass without priority about the player', () => {
    const s = twoPlayers(
      { battlefield: [{ def: C.mountain }], hand: [{ def: C.bolt, id: 'bolt' }] },
      { battlefield: [{ def: C.island }, { def: C.island }], hand: [{ def: C.counterspell, id: 'counter' }] },
    );
    const cast = play(s, { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }] });
    const v = illegal(cast, { type: 'cast', player: 'Bob', card: 'counter', targets: [{ object: 'bolt' }] }, '117.1a');
    expect(v.code).toBe(ViolationCodes.priorityNotYourPriority);
    expect(v.offending).toEqual({ object: 'counter' });
    expect(illegal(cast, pass('Bob'), '117.3d').offending).toEqual({ player: 'Bob' });
  });

  it('106.3: a land tapped for the wrong color; 107.5: a tapped land named to pay — the land', () => {
    const s = twoPlayers(
      {
        battlefield: [
          { def: C.island, id: 'island' },
          { def: C.mountain, id: 'tapped', tapped: true },
        ],
        hand: [{ def: C.bolt, id: 'bolt' }],
      },
      {},
    );
    const wrong = illegal(s, { type: 'activateMana', player: 'Alice', source: 'island', mana: 'R' }, '106.3');
    expect(wrong.code).toBe(ViolationCodes.manaWrongColor);
    expect(wrong.offending).toEqual({ object: 'island' });
    const paying = illegal(
      s,
      { type: 'cast', player: 'Alice', card: 'bolt', targets: [{ player: 'Bob' }], payWith: ['tapped'] },
      '107.5',
    );
    expect(paying.code).toBe(ViolationCodes.manaSourceTapped);
    expect(paying.offending).toEqual({ object: 'tapped' });
  });

  it('an action wrong as a whole (its timing, an empty stack to resolve) has no offending object', () => {
    const s = twoPlayers({ battlefield: [{ def: C.bears, id: 'bears' }] }, {});
    const v = illegal(s, attack('Alice', ['bears', 'Bob']), '508.1');
    expect(v.code).toBe(ViolationCodes.turnNotNow);
    expect(v.offending).toBeUndefined();
    const resolve = allPass(s);
    expect(resolve.ok).toBe(false);
    expect(!resolve.ok && resolve.violation.code).toBe(ViolationCodes.scenarioNothingToResolve);
    expect(!resolve.ok && resolve.violation.offending).toBeUndefined();
  });
});

describe('ViolationCodes', () => {
  it('is one table of distinct codes, each "group/check"', () => {
    const codes = Object.values(ViolationCodes);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z]+\/[a-z]+(-[a-z]+)*$/);
  });
});
