import type { TurnEffect } from '../core/types.js';
import { logRule, name } from '../core/state.js';
import { aimReading, aimedAt, defineEffect, type Aim } from './registry.js';

/**
 * "Detain target creature an opponent controls", "detain up to two target creatures …", "detain each nonland
 * permanent your opponents control" (CR 701.35a): until the next turn of this spell's or ability's controller, each
 * permanent can't attack or block and its activated abilities can't be activated. A group is the permanents that fit
 * as it resolves: detain is done to each of them, not to what fits later.
 */
export const detain = defineEffect<{ readonly kind: 'detain'; readonly aim: Aim }>({
  kind: 'detain',
  rule: '701.35a',
  reads: [
    aimReading(/^detain (.+)$/i, 1, aim =>
      'group' in aim && aim.group.kind !== 'permanents' ? undefined : { kind: 'detain', aim },
    ),
  ],
  perform: (state, item, e, target) => {
    const detained = aimedAt(state, item, e.aim, target).flatMap(t =>
      t.kind === 'object' && state.permanents[t.id] ? [{ id: t.id, stamp: t.stamp }] : [],
    );
    if (detained.length === 0) return state;
    const added: TurnEffect[] = detained.flatMap(object =>
      (['cantAttack', 'cantBlock', 'cantActivate'] as const).map(restriction => ({
        kind: 'restriction' as const,
        restriction,
        controller: item.controller,
        object,
        untilTurnOf: item.controller,
      })),
    );
    return logRule(
      { ...state, turnEffects: [...state.turnEffects, ...added] },
      'pump',
      '701.35a',
      `${detained.map(d => name(state, d.id)).join(', ')} ${detained.length === 1 ? 'is' : 'are'} detained: until ${item.controller}'s next turn, ${detained.length === 1 ? 'it' : 'they'} can't attack or block, and ${detained.length === 1 ? 'its' : 'their'} activated abilities can't be activated.`,
      { objects: detained.map(d => d.id) },
    );
  },
});
