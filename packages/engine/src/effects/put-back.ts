import { logRule, name, player } from '../core/state.js';
import { NUMBER, amount } from '../core/phrases.js';
import { defineEffect } from './registry.js';
import { moveObject } from '../events/move.js';

/**
 * "Put two cards from your hand on top of your library in any order": the player chooses the cards and their order
 * (401.4). Until the choice can be written, the documented default is the first cards of the hand in the order they
 * are there (as for discarding, 701.9b), the first of them on top; the log says so.
 */
export const putBack = defineEffect<{ readonly kind: 'putBack'; readonly amount: number }>({
  kind: 'putBack',
  rule: '401.4',
  reads: [
    {
      pattern: new RegExp(
        String.raw`^put ${NUMBER} cards? from your hand on top of your library(?: in any order)?$`,
        'i',
      ),
      build: m => {
        const n = amount(m[1]!);
        return n === undefined || n === 0 ? undefined : { targets: [], effect: () => ({ kind: 'putBack', amount: n }) };
      },
    },
  ],
  perform: (state, item, e) => {
    const cards = player(state, item.controller).hand.slice(0, e.amount);
    if (cards.length === 0) return state;
    const names = cards.map(id => name(state, id)).join(', ');
    // The last one moved ends on top: move them from the bottom of the pile up.
    const s = [...cards]
      .reverse()
      .reduce((after, id) => moveObject(after, id, 'library', { top: true, rule: '401.4' }), state);
    return logRule(
      s,
      'putBack',
      '401.4',
      `${item.controller} puts ${names} on top of their library, in that order from the top (the default choice: the first cards in hand).`,
      { objects: cards, players: [item.controller], defaulted: true },
    );
  },
});
