import { destroy as destroyPermanent } from '../events/actions.js';
import { object } from '../core/state.js';
import { aimReading, aimedAt, defineEffect, type Aim } from './registry.js';

/**
 * "Destroy target creature", "destroy all artifacts" (CR 701.8a); whether it is destroyed is up to the destroy hook
 * (indestructible, regeneration). `noRegeneration`: the next sentence said "it can't be regenerated" (701.19c).
 */
export const destroy = defineEffect<{ readonly kind: 'destroy'; readonly aim: Aim; readonly noRegeneration?: boolean }>(
  {
    kind: 'destroy',
    rule: '701.8a',
    reads: [aimReading(/^destroy (.+)$/i, 1, aim => ({ kind: 'destroy', aim }))],
    perform: (state, item, e, target) =>
      aimedAt(state, item, e.aim, target).reduce(
        (s, t) =>
          t.kind === 'object' && s.permanents[t.id]
            ? destroyPermanent(s, t.id, '701.8a', `${object(s, t.id).def.name} is destroyed.`, false, e.noRegeneration)
                .state
            : s,
        state,
      ),
  },
);
