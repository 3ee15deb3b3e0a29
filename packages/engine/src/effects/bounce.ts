import { addCounters, enterBattlefield, moveZone } from '../actions.js';
import { zoneOf } from '../queries.js';
import { aimReading, aimedAt, defineEffect, readAim, type Aim } from './registry.js';

/**
 * "Return target creature to its owner's hand", "return target creature card from your graveyard to your hand" (a
 * card goes to its owner's hand, CR 400.3), and "return target creature card from your graveyard to the
 * battlefield [tapped]": it enters under the control of the player who put it there (110.2a).
 */
export const bounce = defineEffect<{
  readonly kind: 'return'; readonly aim: Aim; readonly to: 'hand' | 'battlefield'; readonly tapped?: boolean;
  /** "Return it to the battlefield under its owner's control with a -1/-1 counter on it" (persist, 702.79a). */
  readonly counter?: string;
}>({
  kind: 'return',
  rule: '400.3',
  reads: [
    // "Their owner's hand" is how some older oracle text says "their owners' hands".
    aimReading(/^return (.+) to (?:its owner's hand|their owners' hands|their owner's hand|your hand)$/i, 1, aim => ({ kind: 'return', aim, to: 'hand' })),
    {
      pattern: /^return (.+) to the battlefield( tapped)?(?: under your control)?$/i,
      build: m => {
        // Only a card somewhere else can be put onto the battlefield: the phrase must name a graveyard card.
        const read = readAim(m[1]!);
        if (read?.targets.length !== 1 || read.targets[0]!.object?.zone !== 'graveyard') return undefined;
        const tapped = m[2] !== undefined;
        return { targets: read.targets, effect: first => ({ kind: 'return', aim: read.aim(first), to: 'battlefield', ...(tapped ? { tapped } : {}) }) };
      },
    },
    {
      // A triggered ability's own source from the graveyard it went to ("when ~ dies, return it …"), under its owner's
      // control (110.2a), with a counter (122.6).
      pattern: /^return (?:it|~) to the battlefield( tapped)? under its owner's control(?: with an? ([+-]\d+\/[+-]\d+) counter on (?:it|~))?$/i,
      build: m => ({ targets: [], effect: () => ({ kind: 'return', aim: { self: true }, to: 'battlefield', ...(m[1] ? { tapped: true } : {}), ...(m[2] ? { counter: m[2] } : {}) }) }),
    },
  ],
  perform: (state, item, e, target) => {
    // The source, if it is still in the graveyard it went to.
    if ('self' in e.aim && e.to === 'battlefield') {
      if (zoneOf(state, item.source) !== 'graveyard') return state;
      const entered = enterBattlefield(state, item.source, state.objects[item.source]!.owner, '110.2a', !!e.tapped);
      return e.counter && entered.permanents[item.source] ? addCounters(entered, item.source, e.counter, 1, '122.6') : entered;
    }
    return aimedAt(state, item, e.aim, target).reduce((s, t) => {
      if (t.kind !== 'object') return s;
      const zone = zoneOf(s, t.id);
      if (e.to === 'hand') return zone === 'battlefield' || zone === 'graveyard' ? moveZone(s, t.id, 'hand', '400.3') : s;
      return zone === 'graveyard' ? enterBattlefield(s, t.id, item.controller, '110.2a', !!e.tapped) : s;
    }, state);
  },
});
