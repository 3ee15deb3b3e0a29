import { addCounters, drawCard } from '../events/actions.js';
import { lastKnown } from '../view/queries.js';
import { logRule, name, player } from '../core/state.js';
import { discardCards } from './discard.js';
import { actingObjects, aimReading, defineEffect, type Aim } from './registry.js';

/**
 * "~ connives", "that creature connives" (CR 701.50a): its controller draws a card, then discards a card; if the
 * discarded card isn't a land, the conniving permanent gets a +1/+1 counter. Which card is discarded is the player's
 * choice (701.9b); until it can be written, the documented default is the first card in hand. One that has left the
 * battlefield still connives for its last controller, without the counter (701.50c).
 */
export const connive = defineEffect<{ readonly kind: 'connive'; readonly aim: Aim }>({
  kind: 'connive',
  rule: '701.50a',
  reads: [aimReading(/^(~|that creature) connives$/i, 1, aim => ({ kind: 'connive', aim }))],
  perform: (state, item, e, target) =>
    actingObjects(state, item, e.aim, target).reduce((s0, id) => {
      const who = lastKnown(s0, id).controller;
      let s = logRule(s0, 'connive', '701.50a', `${name(s0, id)} connives.`, { objects: [id], players: [who] });
      s = drawCard(s, who, '701.50a');
      const [card] = player(s, who).hand;
      if (card === undefined) return s;
      s = discardCards(s, who, [card], true, item.controller);
      const land = s.objects[card]!.def.types.includes('Land');
      return land || !s.permanents[id] ? s : addCounters(s, id, '+1/+1', 1, '701.50a');
    }, state),
});
