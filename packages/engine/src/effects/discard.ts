import type { GameState, ObjectFilter, ObjectId, PlayerId } from '../core/types.js';
import { moveZone } from '../events/actions.js';
import { logRule, name, player } from '../core/state.js';
import { QUANTITY, amountOf, quantity, readCards, type Amount } from '../core/phrases.js';
import { matchesFilter } from '../view/targets.js';
import { aimReading, aimedAt, defineEffect, type Aim } from './registry.js';

/**
 * "Discard a card", "target player discards two cards", "each player discards their hand" (CR 701.9a). The affected
 * player chooses (701.9b); until the choice can be written, the documented default is the first cards of the hand
 * in the order they are there. `amount` undefined is the whole hand.
 */
export const discard = defineEffect<{
  readonly kind: 'discard';
  readonly aim: Aim;
  /** "That many": the trigger event's amount (603.2). */
  readonly amount?: Amount;
  /** "Discard a creature card": only cards that fit; with none in hand, nothing is discarded. */
  readonly filter?: ObjectFilter;
  /** "Discards a card at random" (701.9b): no one chooses. */
  readonly random?: true;
  /** "Reveals their hand and discards all nonland cards": the hand is revealed first (701.20a). */
  readonly reveal?: true;
}>({
  kind: 'discard',
  rule: '701.9a',
  reads: [
    aimReading(new RegExp(String.raw`^(?:(.+) discards|discard) ${QUANTITY} cards?$`, 'i'), 1, (aim, m) => {
      const n = quantity(m[2]!);
      return n === undefined ? undefined : { kind: 'discard', aim, amount: n };
    }),
    aimReading(new RegExp(String.raw`^(?:(.+) discards|discard) ${QUANTITY} (.+ cards?)$`, 'i'), 1, (aim, m) => {
      const n = quantity(m[2]!);
      const filter = readCards(m[3]!);
      return n === undefined || !filter ? undefined : { kind: 'discard', aim, amount: n, filter };
    }),
    aimReading(/^(?:(.+) discards|discard) (?:their|your) hand$/i, 1, aim => ({ kind: 'discard', aim })),
    // "Discard all land cards", "target player reveals their hand and discards all nonland cards": every card that
    // fits, no choice.
    aimReading(
      /^(?:(.+?) (?:reveals (?:their|your) hand and )?discards|(?:reveal your hand and )?discard) all (.+ cards)$/i,
      1,
      (aim, m) => {
        const filter = readCards(m[2]!);
        const reveal = /\breveals? (?:their|your) hand\b/i.test(m[0]);
        return filter && { kind: 'discard', aim, filter, ...(reveal ? { reveal: true as const } : {}) };
      },
    ),
    aimReading(new RegExp(String.raw`^(?:(.+) discards|discard) ${QUANTITY} cards? at random$`, 'i'), 1, (aim, m) => {
      const n = quantity(m[2]!);
      return n === undefined ? undefined : { kind: 'discard', aim, amount: n, random: true };
    }),
  ],
  perform: (state, item, e, target) =>
    aimedAt(state, item, e.aim, target).reduce((s0, t) => {
      if (t.kind !== 'player') return s0;
      const all = player(s0, t.player).hand;
      const seen = e.reveal
        ? logRule(
            s0,
            'look',
            '701.20a',
            `${t.player} reveals their hand: ${all.map(id => name(s0, id)).join(', ') || 'no cards'}.`,
            {
              players: [t.player],
              objects: [...all],
            },
          )
        : s0;
      const hand = e.filter ? all.filter(id => matchesFilter(seen, id, e.filter!, t.player, item.source)) : all;
      return e.amount === undefined
        ? discardCards(seen, t.player, hand, false, item.controller)
        : discardCards(
            seen,
            t.player,
            hand.slice(0, amountOf(item, e.amount)),
            e.random ? 'random' : true,
            item.controller,
          );
    }, state),
});

/**
 * `who` discards `cards` (701.9a); `chosen`: the engine chose them by the documented default (the first in hand,
 * 701.9b); 'random': at random, where the engine, which doesn't randomise, takes the first in hand — one of the
 * outcomes chance can give (as a shuffle keeps the order). `by`: the controller of the spell or ability whose effect
 * makes them discard, which the event says ("a spell or ability an opponent controls causes you to discard ~").
 */
export function discardCards(
  state: GameState,
  who: PlayerId,
  cards: readonly ObjectId[],
  chosen: boolean | 'random',
  by: PlayerId,
): GameState {
  return cards.reduce(
    (s, card) =>
      logRule(
        moveZone(s, card, 'graveyard', '701.9a'),
        'discard',
        '701.9b',
        `${who} discards ${name(s, card)}${chosen === 'random' ? ' at random (the engine takes the first card in hand)' : chosen ? ' (the default choice: the first such card in hand)' : ''}.`,
        { objects: [card], players: [who], controller: by, ...(chosen === true ? { defaulted: true } : {}) },
      ),
    state,
  );
}
