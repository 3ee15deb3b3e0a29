import type { ObjectFilter } from '../core/types.js';
import { findPlayer, logRule, name } from '../core/state.js';
import { readCards } from '../core/phrases.js';
import { matchesFilter } from '../view/targets.js';
import { defineEffect } from './registry.js';

/**
 * "Reveal any number of green cards in your hand" (701.20a): by the documented default its controller reveals every
 * such card (revealing only shows them, and the sentence after it counts the more the better: "where X is the number
 * of cards revealed this way", read as the number of those cards in their hand, `revealedThisWay`).
 */
export const revealHand = defineEffect<{ readonly kind: 'revealHand'; readonly filter: ObjectFilter }>({
  kind: 'revealHand',
  rule: '701.20a',
  inert: 'revealing only shows the cards: the sentence after it counts them',
  reads: [
    {
      pattern: /^reveal any number of (.+) cards in your hand$/i,
      build: m => {
        const filter = readCards(`${m[1]!} card`);
        return filter && { targets: [], effect: () => ({ kind: 'revealHand', filter }) };
      },
    },
  ],
  perform: (state, item, e) => {
    const who = item.controller;
    const shown = findPlayer(state, who)!.hand.filter(id => matchesFilter(state, id, e.filter, who, item.source));
    return logRule(
      state,
      'look',
      '701.20a',
      `${who} reveals ${shown.length ? shown.map(id => name(state, id)).join(', ') : 'no cards'} from their hand (the default choice: every card of the kind asked for).`,
      { objects: shown, players: [who], defaulted: true },
    );
  },
});
