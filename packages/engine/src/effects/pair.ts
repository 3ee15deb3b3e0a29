import type { GameState, ObjectId, StackItem } from '../core/types.js';
import { logRule, name, updatePermanent } from '../core/state.js';
import { controller, isCreature, pairedWith } from '../view/queries.js';
import { defineEffect } from './registry.js';

/**
 * Soulbond's pairing (702.95a): "pair ~ with another unpaired creature you control" (by default the first that fits,
 * in the order they arrived, said in the log) and "pair that creature with ~" (the creature whose entering triggered
 * it). Both must still be unpaired creatures on the battlefield under the ability's controller, ~ the same object
 * the ability came from; otherwise nothing happens (702.95a: a creature can't be paired twice, 702.95d).
 */
export const pair = defineEffect<{ readonly kind: 'pair'; readonly partner: 'another' | 'event' }>({
  kind: 'pair',
  rule: '702.95a',
  reads: [
    {
      pattern: /^pair ~ with another unpaired creature you control$/i,
      build: () => ({ targets: [], effect: () => ({ kind: 'pair', partner: 'another' }) }),
    },
    {
      pattern: /^pair that creature with ~$/i,
      build: () => ({ targets: [], effect: () => ({ kind: 'pair', partner: 'event' }) }),
    },
  ],
  perform: (state, item, e) => {
    const source = state.permanents[item.source];
    if (!source || (item.sourceStamp !== undefined && source.timestamp !== item.sourceStamp)) return state;
    const fits = (id: ObjectId) => unpairedCreatureOf(state, item, id) && id !== item.source;
    if (!unpairedCreatureOf(state, item, item.source)) return state;
    const partner = e.partner === 'event' ? item.subject : state.battlefield.find(fits);
    if (partner === undefined || !fits(partner)) return state;
    const paired = updatePermanent(
      updatePermanent(state, item.source, p => ({ ...p, pairedWith: partner })),
      partner,
      p => ({ ...p, pairedWith: item.source }),
    );
    return logRule(
      paired,
      'pump',
      '702.95a',
      `${name(state, item.source)} is paired with ${name(state, partner)}${e.partner === 'another' ? ' (the default choice: the first unpaired creature that fits)' : ''}.`,
      { objects: [item.source, partner], ...(e.partner === 'another' ? { defaulted: true } : {}) },
    );
  },
});

function unpairedCreatureOf(state: GameState, item: StackItem, id: ObjectId): boolean {
  return (
    !!state.permanents[id] &&
    isCreature(state, id) &&
    controller(state, id) === item.controller &&
    pairedWith(state, id) === undefined
  );
}
