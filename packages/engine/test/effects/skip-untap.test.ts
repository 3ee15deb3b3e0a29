import { describe, expect, it } from 'vitest';
import { defineCard } from '../../src/index.js';
import { C, attack, goTo, pass, perm, play, twoPlayers } from '../kit.js';
import { card, cast } from './spell.js';

const library = Array.from({ length: 4 }, () => ({ def: C.island }));

describe('"… doesn\'t untap during its controller\'s next untap step" (CR 502.3)', () => {
  const freeze = card({
    name: 'Test Freeze',
    cost: '{0}',
    type: 'Instant',
    text: "Tap target creature. That permanent doesn't untap during its controller's next untap step.",
  });

  it("502.3: the tapped target stays tapped in its controller's next untap step, and untaps in the one after", () => {
    let s = twoPlayers(
      { hand: [{ def: freeze, id: 'freeze' }], library },
      { battlefield: [{ def: C.bears, id: 'bears' }], library },
    );
    s = play(s, cast('Alice', 'freeze', { object: 'bears' }), pass('Alice'), pass('Bob'));
    expect(perm(s, 'bears').tapped).toBe(true);
    s = goTo(goTo(s, 'end'), 'upkeep'); // Bob's turn
    expect([s.activePlayer, perm(s, 'bears').tapped]).toEqual(['Bob', true]);
    s = goTo(goTo(goTo(s, 'end'), 'upkeep'), 'end'); // Alice's turn, then Bob's again
    s = goTo(s, 'upkeep');
    expect([s.activePlayer, perm(s, 'bears').tapped]).toEqual(['Bob', false]);
  });

  it('502.3: "each attacking creature" — the attackers stay tapped through their controller\'s next untap step', () => {
    const tangle = card({
      name: 'Test Snare',
      cost: '{0}',
      type: 'Instant',
      text: "Each attacking creature doesn't untap during its controller's next untap step.",
    });
    let s = twoPlayers(
      {
        battlefield: [
          { def: C.bears, id: 'bears' },
          { def: C.ogre, id: 'home' },
        ],
        hand: [{ def: tangle, id: 'snare' }],
        library,
      },
      { library },
      { step: 'declareAttackers' },
    );
    s = play(s, attack('Alice', ['bears', 'Bob']), cast('Alice', 'snare'), pass('Alice'), pass('Bob'));
    expect([perm(s, 'bears').skipsUntap, perm(s, 'home').skipsUntap]).toEqual([true, false]);
    s = goTo(goTo(goTo(s, 'end'), 'upkeep'), 'end'); // Bob's turn
    s = goTo(s, 'upkeep'); // Alice's turn
    expect([s.activePlayer, perm(s, 'bears').tapped, perm(s, 'bears').skipsUntap]).toEqual(['Alice', true, false]);
  });

  it('"That permanent" needs an earlier target: alone, the sentence isn\'t understood', () => {
    expect(
      defineCard({
        name: 'Odd',
        type: 'Instant',
        text: "That permanent doesn't untap during its controller's next untap step.",
      }).notUnderstood,
    ).toHaveLength(1);
  });
});
