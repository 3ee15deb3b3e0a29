import type { GameState, Target, TurnEffect } from '../core/types.js';
import { eventsSince, logRule, name } from '../core/state.js';
import { isCreature } from '../view/queries.js';
import { aimReading, aimedAt, defineEffect, type Aim } from './registry.js';

/**
 * "If that creature would die this turn, exile it instead" (614.1a): a replacement effect for the rest of the turn
 * (514.2) on each object it names, which ends if that object leaves the battlefield (400.7); with `dealtDamageBy`,
 * "if a creature dealt damage this way would die this turn, …", on each creature those instructions dealt damage to.
 */
export const exileIfDies = defineEffect<{
  readonly kind: 'exileIfDies';
  readonly aim?: Aim;
  /** The instructions whose damage "this way" means, performed first. */
  readonly dealtDamageBy?: readonly { readonly kind: string }[];
}>({
  kind: 'exileIfDies',
  rule: '614.1a',
  reads: [
    aimReading(/^if (.+) would die this turn, exile (?:it|them) instead$/i, 1, aim =>
      'group' in aim ? undefined : { kind: 'exileIfDies', aim },
    ),
  ],
  perform: (state, item, e, target, nested): GameState => {
    if (e.dealtDamageBy) {
      const after = nested(state, item, e.dealtDamageBy, target);
      const damaged = eventsSince(state.log, after.log).flatMap(ev => {
        const to = ev.kind === 'damage' ? ev.objects?.[1] : undefined;
        const perm = to === undefined ? undefined : after.permanents[to];
        return perm && isCreature(after, perm.id)
          ? [{ kind: 'object' as const, id: perm.id, stamp: perm.timestamp }]
          : [];
      });
      return shield(after, damaged);
    }
    return shield(state, e.aim ? aimedAt(state, item, e.aim, target) : []);
  },
});

function shield(state: GameState, aimed: readonly Target[]): GameState {
  const objects = aimed.flatMap(t =>
    t.kind === 'object' && state.permanents[t.id]?.timestamp === t.stamp ? [{ id: t.id, stamp: t.stamp }] : [],
  );
  if (objects.length === 0) return state;
  const added: TurnEffect[] = objects.map(object => ({ kind: 'exileIfDies', object }));
  return logRule(
    { ...state, turnEffects: [...state.turnEffects, ...added] },
    'resolve',
    '614.1a',
    `If ${objects.map(o => name(state, o.id)).join(' or ')} would die this turn, it is exiled instead.`,
    { objects: objects.map(o => o.id) },
  );
}
