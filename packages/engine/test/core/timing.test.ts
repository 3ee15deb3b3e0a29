import { describe, expect, it } from 'vitest';
import { narrowed, readWindow } from '../../src/core/timing.js';

describe('windows of the turn in "cast ~ only …" and "activate only …" (CR 601.3, 602.5)', () => {
  it('reads whose turn and which steps; an unknown phrase is not understood', () => {
    expect(readWindow('during your upkeep')).toEqual({ turn: 'yours', steps: ['upkeep'], text: 'during your upkeep' });
    expect(readWindow('during combat before blockers are declared')?.steps).toEqual([
      'beginningOfCombat',
      'declareAttackers',
    ]);
    expect(readWindow('during your turn, before attackers are declared')?.turn).toBe('yours');
    expect(readWindow('during the draft')).toBeUndefined();
  });

  it('"and only" narrows: both at once, or nothing when they never meet', () => {
    const both = narrowed(readWindow('during your turn'), readWindow('during combat')!);
    expect([both?.turn, both?.steps?.includes('combatDamage')]).toEqual(['yours', true]);
    expect(narrowed(readWindow('during your turn'), readWindow("during an opponent's turn")!)).toBeUndefined();
    expect(narrowed(readWindow('after combat'), readWindow('during combat')!)).toBeUndefined();
  });
});
