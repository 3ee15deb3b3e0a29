import type { GameState, ObjectId, PlayerId } from '../core/types.js';
import { moveZone } from '../events/actions.js';
import { logRule, name, player } from '../core/state.js';
import { NUMBER, amount } from '../core/phrases.js';
import { aimReading, aimedAt, defineEffect, type Aim } from './registry.js';

/**
 * "Discard a card", "target player discards two cards", "each player discards their hand" (CR 701.9a). The affected
 * player chooses (701.9b); until the choice can be written, the documented default is the first cards of the hand
 * in the order they are there. `amount` undefined is the whole hand.
 */
export const discard = defineEffect<{ readonly kind: 'discard'; readonly aim: Aim; readonly amount?: number }>({
  kind: 'discard',
  rule: '701.9a',
  reads: [
    aimReading(new RegExp(String.raw`^(?:(.+) discards|discard) ${NUMBER} cards?$`, 'i'), 1, (aim, m) => {
      const n = amount(m[2]!);
      return n === undefined ? undefined : { kind: 'discard', aim, amount: n };
    }),
    aimReading(/^(?:(.+) discards|discard) (?:their|your) hand$/i, 1, aim => ({ kind: 'discard', aim })),
  ],
  perform: (state, item, e, target) =>
    aimedAt(state, item, e.aim, target).reduce((s0, t) => {
      if (t.kind !== 'player') return s0;
      const hand = player(s0, t.player).hand;
      return e.amount === undefined
        ? discardCards(s0, t.player, hand, false)
        : discardCards(s0, t.player, hand.slice(0, e.amount), true);
    }, state),
});

/** `who` discards `cards` (701.9a); `chosen`: the engine chose them by the documented default (the first in hand, 701.9b). */
export function discardCards(state: GameState, who: PlayerId, cards: readonly ObjectId[], chosen: boolean): GameState {
  return cards.reduce(
    (s, card) =>
      logRule(
        moveZone(s, card, 'graveyard', '701.9a'),
        'discard',
        '701.9b',
        `${who} discards ${name(s, card)}${chosen ? ' (the default choice: the first card in hand)' : ''}.`,
        { objects: [card], players: [who], ...(chosen ? { defaulted: true } : {}) },
      ),
    state,
  );
}
