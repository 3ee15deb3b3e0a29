import { moveZone } from '../actions.js';
import { zoneOf } from '../queries.js';
import { aimReading, aimedAt, defineEffect, type Aim } from './registry.js';

/** "Exile target creature", "exile target card from a graveyard", "exile ~" (CR 701.13a): from wherever it is. */
export const exile = defineEffect<{ readonly kind: 'exile'; readonly aim: Aim }>({
  kind: 'exile',
  rule: '701.13a',
  reads: [aimReading(/^exile (.+)$/i, 1, aim => ({ kind: 'exile', aim }))],
  perform: (state, item, e, target) => aimedAt(state, item, e.aim, target).reduce((s, t) => {
    const zone = t.kind === 'object' ? zoneOf(s, t.id) : undefined;
    return t.kind === 'object' && zone !== undefined && zone !== 'exile' ? moveZone(s, t.id, 'exile', '701.13a') : s;
  }, state),
});
