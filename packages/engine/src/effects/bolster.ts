import { addCounters } from '../events/actions.js';
import { controller, isCreature, toughness } from '../view/queries.js';
import { logRule, name } from '../core/state.js';
import { QUANTITY, amountOf, quantity, type Amount } from '../core/phrases.js';
import { defineEffect } from './registry.js';

/**
 * "Bolster 2" (CR 701.39a): N +1/+1 counters on a creature its controller controls with the least toughness. Among
 * creatures tied for least, which one is the player's choice; until it can be written, the documented default is the
 * one that arrived first, which the log says.
 */
export const bolster = defineEffect<{ readonly kind: 'bolster'; readonly amount: Amount }>({
  kind: 'bolster',
  rule: '701.39a',
  reads: [
    {
      pattern: new RegExp(String.raw`^bolster ${QUANTITY}$`, 'i'),
      build: m => {
        const n = quantity(m[1]!);
        return n === undefined || n === 0 ? undefined : { targets: [], effect: () => ({ kind: 'bolster', amount: n }) };
      },
    },
  ],
  perform: (state, item, e) => {
    const who = item.controller;
    const n = amountOf(item, e.amount);
    // Bolster 0 puts no counter and chooses no creature.
    if (n === 0) return state;
    const mine = state.battlefield.filter(id => isCreature(state, id) && controller(state, id) === who);
    if (mine.length === 0) return state;
    const least = Math.min(...mine.map(id => toughness(state, id)));
    const tied = mine.filter(id => toughness(state, id) === least);
    const chosen = tied[0]!;
    const s = logRule(
      state,
      'bolster',
      '701.39a',
      `${who} bolsters ${n}: ${name(state, chosen)} has the least toughness${tied.length > 1 ? ' (the default choice: the first of those tied)' : ''}.`,
      { objects: [chosen], players: [who], ...(tied.length > 1 ? { defaulted: true } : {}) },
    );
    return addCounters(s, chosen, '+1/+1', n, '701.39a');
  },
});
