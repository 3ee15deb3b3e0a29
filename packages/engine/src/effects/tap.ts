import type { GameState } from '../core/types.js';
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
    aimedAt(state, item, e.aim, target).reduce((s, t) => {
      const perm = t.kind === 'object' ? s.permanents[t.id] : undefined;
      if (!perm || perm.tapped !== e.untap) return s;
      const done = (from: GameState) =>
        logRule(
          updatePermanent(from, perm.id, p => ({ ...p, tapped: !e.untap })),
          'tap',
          e.untap ? '701.26b' : '701.26a',
          `${name(from, perm.id)} becomes ${e.untap ? 'untapped' : 'tapped'}.`,
          { objects: [perm.id] },
        );
      return e.untap ? endWhileTapped(untapUnlessStunned(s, perm.id, done), [perm.id]) : done(s);
    }, state),
});
