import { logRule, name, updatePermanent } from '../core/state.js';
import { aimReading, aimedAt, defineEffect, type Aim } from './registry.js';

/**
 * "Regenerate ~", "regenerate target creature" (CR 701.19a): a shield that replaces the permanent's next destruction
 * this turn (the `regeneration` entry of `replacement.ts`).
 */
export const regenerate = defineEffect<{ readonly kind: 'regenerate'; readonly aim: Aim }>({
  kind: 'regenerate',
  rule: '701.19a',
  reads: [aimReading(/^regenerate (.+)$/i, 1, aim => ({ kind: 'regenerate', aim }))],
  perform: (state, item, e, target) =>
    aimedAt(state, item, e.aim, target).reduce(
      (s, t) =>
        t.kind === 'object' && s.permanents[t.id]
          ? logRule(
              updatePermanent(s, t.id, p => ({ ...p, shields: p.shields + 1 })),
              'regenerate',
              '701.19a',
              `${name(s, t.id)} gets a regeneration shield: the next time it would be destroyed this turn, it regenerates instead.`,
              { objects: [t.id] },
            )
          : s,
      state,
    ),
});
