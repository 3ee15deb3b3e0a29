import { addCounters, moveZone } from '../events/actions.js';
import { lastKnown } from '../view/queries.js';
import { logRule, name, player } from '../core/state.js';
import { actingObjects, aimReading, defineEffect, type Aim } from './registry.js';

/**
 * "~ explores", "that creature explores" (CR 701.44a): its controller reveals the top card of their library; a land
 * goes into their hand, anything else leaves the permanent a +1/+1 counter and may go into the graveyard. That last
 * choice can't be written yet: the documented default keeps the card on top, which the log says. One that has left
 * the battlefield still explores for its last controller, without the counter (701.44c).
 */
export const explore = defineEffect<{ readonly kind: 'explore'; readonly aim: Aim }>({
  kind: 'explore',
  rule: '701.44a',
  reads: [aimReading(/^(~|that creature) explores$/i, 1, aim => ({ kind: 'explore', aim }))],
  perform: (state, item, e, target) =>
    actingObjects(state, item, e.aim, target).reduce((s0, id) => {
      const who = lastKnown(s0, id).controller;
      const [top] = player(s0, who).library;
      if (top === undefined)
        return logRule(s0, 'explore', '701.44b', `${name(s0, id)} explores: ${who}'s library is empty.`, {
          objects: [id],
          players: [who],
        });
      if (s0.objects[top]!.def.types.includes('Land')) {
        const s = logRule(
          s0,
          'explore',
          '701.44a',
          `${name(s0, id)} explores: ${who} reveals ${name(s0, top)}, a land, and puts it into their hand.`,
          { objects: [id, top], players: [who] },
        );
        return moveZone(s, top, 'hand', '701.44a');
      }
      const s = logRule(
        s0,
        'explore',
        '701.44a',
        `${name(s0, id)} explores: ${who} reveals ${name(s0, top)} and keeps it on top (the default choice).`,
        { objects: [id, top], players: [who], defaulted: true },
      );
      return s.permanents[id] ? addCounters(s, id, '+1/+1', 1, '701.44a') : s;
    }, state),
});
