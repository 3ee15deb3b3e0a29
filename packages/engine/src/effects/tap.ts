import type { GameState, ObjectId } from '../core/types.js';
import { logRule, name, updatePermanent } from '../core/state.js';
import { endWhileTapped, untapUnlessStunned } from '../events/actions.js';
import { aimReading, aimedAt, defineEffect, type Aim } from './registry.js';

/**
 * "Tap target creature", "untap ~" (CR 701.26a–b): only an untapped permanent can be tapped and only a tapped one
 * untapped; one that already is stays as it is. A stun counter stops the untapping (122.1d).
 */
export const tap = defineEffect<{ readonly kind: 'tap'; readonly aim: Aim; readonly untap: boolean }>({
  kind: 'tap',
  rule: '701.26a',
  reads: [
    aimReading(/^(tap|untap) (.+)$/i, 2, (aim, m) => ({ kind: 'tap', aim, untap: m[1]!.toLowerCase() === 'untap' })),
  ],
  perform: (state, item, e, target) =>
    aimedAt(state, item, e.aim, target).reduce((s, t) => (t.kind === 'object' ? turn(s, t.id, e.untap) : s), state),
});

/** Taps or untaps a permanent; one that already is stays as it is, and a stun counter stops the untapping (122.1d). */
export function turn(state: GameState, id: ObjectId, untap: boolean): GameState {
  const perm = state.permanents[id];
  if (!perm || perm.tapped !== untap) return state;
  const done = (from: GameState) =>
    logRule(
      updatePermanent(from, id, p => ({ ...p, tapped: !untap })),
      'tap',
      untap ? '701.26b' : '701.26a',
      `${name(from, id)} becomes ${untap ? 'untapped' : 'tapped'}.`,
      { objects: [id] },
    );
  return untap ? endWhileTapped(untapUnlessStunned(state, id, done), [id]) : done(state);
}
