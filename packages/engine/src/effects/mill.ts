import { moveZone } from '../events/actions.js';
import { player } from '../core/state.js';
import { QUANTITY, amountOf, quantity, type Amount } from '../core/phrases.js';
import { aimReading, aimedAt, defineEffect, type Aim } from './registry.js';

/**
 * "Mill two cards", "each opponent mills three cards" (CR 701.17a): the top cards of the library go to the graveyard,
 * one at a time from the top; with fewer cards, as many as there are (701.17b).
 */
export const mill = defineEffect<{ readonly kind: 'mill'; readonly amount: Amount; readonly aim: Aim }>({
  kind: 'mill',
  rule: '701.17a',
  reads: [
    aimReading(new RegExp(String.raw`^(?:(.+) mills|mill) ${QUANTITY} cards?$`, 'i'), 1, (aim, m) => {
      const n = quantity(m[2]!);
      return n === undefined ? undefined : { kind: 'mill', amount: n, aim };
    }),
    // The older wording of the same instruction.
    aimReading(
      new RegExp(
        String.raw`^(?:(.+) puts|put) the top (?:card|${QUANTITY} cards) of (?:their|your|his or her) library into (?:their|your|his or her) graveyard$`,
        'i',
      ),
      1,
      (aim, m) => {
        const n = m[2] === undefined ? 1 : quantity(m[2]);
        return n === undefined ? undefined : { kind: 'mill', amount: n, aim };
      },
    ),
  ],
  perform: (state, item, e, target) =>
    aimedAt(state, item, e.aim, target).reduce((s0, t) => {
      if (t.kind !== 'player') return s0;
      const n = amountOf(item, e.amount);
      const cards = player(s0, t.player).library.slice(0, n);
      return cards.reduce((s, card) => moveZone(s, card, 'graveyard', cards.length < n ? '701.17b' : '701.17a'), s0);
    }, state),
});
