import type { GameState, ObjectId, StackItem } from '../core/types.js';
import { logRule, tick } from '../core/state.js';
import { aimReading, aimedAt, defineEffect, type Aim } from './registry.js';

/**
 * "Transform ~" (701.27a): a double-faced permanent turns over to its other face. It stays the same object (712.18):
 * counters, damage, combat and effects on it stay. Anything else doesn't transform (701.27c).
 */
export const transform = defineEffect<{ readonly kind: 'transform'; readonly aim: Aim }>({
  kind: 'transform',
  rule: '701.27a',
  reads: [aimReading(/^transform (.+)$/i, 1, aim => ({ kind: 'transform', aim }))],
  perform: (state, item, e, target) =>
    aimedAt(state, item, e.aim, target).reduce(
      (s, t) => (t.kind === 'object' ? transformPermanent(s, t.id, item) : s),
      state,
    ),
});

/**
 * Turns the permanent `id` over, unless it isn't a double-faced card (701.27c), or `by`, an ability of its own, was put
 * on the stack — a delayed one: was made — before it last transformed (701.27f).
 */
export function transformPermanent(state: GameState, id: ObjectId, by?: StackItem): GameState {
  const perm = state.permanents[id];
  const obj = state.objects[id];
  if (!perm || !obj || obj.faceDown || (obj.printed && !obj.transformed)) return state;
  const front = obj.transformed ? obj.printed! : obj.def;
  if (front.faces?.layout !== 'transform') return state;
  const since = by?.source !== id ? undefined : by.trigger === 'delayed' ? by.delayedAt : by.timestamp;
  if (since !== undefined && (perm.transformedAt ?? -1) > since) return state;
  const { transformed: _up, printed: _card, ...card } = obj;
  const turned = obj.transformed
    ? { ...card, def: front }
    : { ...obj, def: front.faces.back, printed: front, transformed: true as const };
  const [timestamp, stamped] = tick(state);
  // A new battlefield array and permanent record: what is worked out once per battlefield sees the other face.
  const next: GameState = {
    ...stamped,
    objects: { ...stamped.objects, [id]: turned },
    permanents: { ...stamped.permanents, [id]: { ...perm, transformedAt: timestamp } },
    battlefield: [...stamped.battlefield],
  };
  return logRule(next, 'transform', '701.27a', `${obj.def.name} transforms into ${turned.def.name}.`, {
    objects: [id],
  });
}
