import { moveZone } from '../events/actions.js';
import { player } from '../core/state.js';
import { NUMBER, amount } from '../core/phrases.js';
import { aimReading, aimedAt, defineEffect, type Aim } from './registry.js';

/**
 * "Exile the top card of your library", "that player exiles the top card of their library" (ingest, 702.115a; CR
 * 701.13a): the top cards, face up, one at a time; with fewer cards, as many as there are.
 */
export const exileTop = defineEffect<{ readonly kind: 'exileTop'; readonly amount: number; readonly aim: Aim }>({
  kind: 'exileTop',
  rule: '701.13a',
  reads: [
    aimReading(
      new RegExp(
        String.raw`^(?:(.+) exiles|exile) the top (?:card|${NUMBER} cards) of (?:their|your|his or her) library$`,
        'i',
      ),
      1,
      (aim, m) => {
        const n = m[2] === undefined ? 1 : amount(m[2]);
        return n === undefined || n === 0 ? undefined : { kind: 'exileTop', amount: n, aim };
      },
    ),
  ],
  perform: (state, item, e, target) =>
    aimedAt(state, item, e.aim, target).reduce((s0, t) => {
      if (t.kind !== 'player') return s0;
      const cards = player(s0, t.player).library.slice(0, e.amount);
      return cards.reduce((s, card) => moveZone(s, card, 'exile', '701.13a'), s0);
    }, state),
});
