import { describe, expect, it } from 'vitest';
import { C, attack, goTo, life, pass, play, twoPlayers } from '../kit.js';
import { card, cast } from './spell.js';

describe('removing a creature from combat (CR 506.4)', () => {
  const fog = card({
    name: 'Test Maze',
    cost: '{0}',
    type: 'Instant',
    text: 'Untap target attacking creature and remove it from combat.',
  });

  it('506.4: a creature removed from combat stops attacking and deals no combat damage', () => {
    let s = goTo(
      twoPlayers({ battlefield: [{ def: C.bears, id: 'bears' }] }, { hand: [{ def: fog, id: 'maze' }] }),
      'declareAttackers',
    );
    s = play(s, attack('Alice', ['bears', 'Bob']), pass('Alice'), cast('Bob', 'maze', { object: 'bears' }));
    s = play(s, pass('Bob'), pass('Alice'));
    expect(s.combat?.attackers.map(a => a.id)).toEqual([]);
    expect(s.permanents.bears!.tapped).toBe(false);
    s = goTo(s, 'endOfCombat');
    expect(life(s, 'Bob')).toBe(20);
  });
});
