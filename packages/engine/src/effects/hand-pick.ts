import type { GameState, ObjectFilter, PlayerId } from '../core/types.js';
import { moveZone } from '../events/actions.js';
import { logRule, name, player } from '../core/state.js';
import { NUMBER, amount, readCards } from '../core/phrases.js';
import { matchesFilter } from '../view/targets.js';
import { aimReading, aimedAt, defineEffect, type Aim } from './registry.js';
import { discardCards } from './discard.js';

/** What happens to the cards chosen from the hand. */
type Fate = 'discard' | 'exile' | 'shuffle';

const FATES: readonly (readonly [RegExp, Fate])[] = [
  [/^that player discards (?:that card|those cards|them|it)$/i, 'discard'],
  [/^exile (?:that card|those cards|them|it)$/i, 'exile'],
  [/^that player shuffles (?:that card|those cards|them|it) into their library$/i, 'shuffle'],
];

/** The choice after the hand is seen: how many cards, of what, and what happens to them. */
const CHOICE = String.raw`(?:,? and|, then) (?:you )?choose ${NUMBER} (.+?) from it(?: (with .+?))?(?:,? and|, then) (.+)$`;

/**
 * "Target opponent reveals their hand. You choose a nonland card from it. That player discards that card."; "look at
 * target player's hand and choose a card from it. That player discards that card."; "… and exile that card": the
 * player's hand is revealed to all (701.20a) or looked at by you (701.20e), and you — not its owner — choose the
 * cards it discards (701.9b) or that are exiled. Read as one instruction, its sentences joined ("…, then …"). Until
 * the choice can be written, the documented default is the first cards of the hand that fit, in hand order.
 */
export const handPick = defineEffect<{
  readonly kind: 'handPick';
  readonly aim: Aim;
  readonly reveal: boolean;
  readonly amount: number;
  readonly filter: ObjectFilter;
  readonly fate: Fate;
}>({
  kind: 'handPick',
  rule: '701.9b',
  reads: [
    aimReading(new RegExp(String.raw`^(.+?) reveals (?:their|his or her) hand${CHOICE}`, 'i'), 1, (aim, m) =>
      build(aim, m, true),
    ),
    aimReading(new RegExp(String.raw`^look at (.+?)'s hand${CHOICE}`, 'i'), 1, (aim, m) => build(aim, m, false)),
  ],
  perform: (state, item, e, target) =>
    aimedAt(state, item, e.aim, target).reduce((s0, t) => {
      if (t.kind !== 'player') return s0;
      const hand = player(s0, t.player).hand;
      const who = item.controller;
      const seen = showHand(s0, t.player, who, e.reveal);
      const chosen = hand.filter(id => matchesFilter(seen, id, e.filter, who, item.source)).slice(0, e.amount);
      const noted = logRule(
        seen,
        'look',
        '701.9b',
        `${who} chooses ${chosen.map(id => name(seen, id)).join(', ') || 'nothing'} (the default choice: the first that fit, in hand order).`,
        { players: [who], objects: [...chosen], defaulted: true },
      );
      if (e.fate === 'discard') return discardCards(noted, t.player, chosen, false, item.controller);
      if (e.fate === 'exile') return chosen.reduce((s, id) => moveZone(s, id, 'exile', '701.13a'), noted);
      // 701.24a: the engine keeps the library's order, so a card shuffled in is at the bottom.
      return chosen.reduce(
        (s, id) =>
          moveZone(
            logRule(
              s,
              'look',
              '701.24a',
              `${t.player} shuffles ${name(s, id)} into their library (the engine keeps the library's order: it is at the bottom).`,
              { players: [t.player], objects: [id] },
            ),
            id,
            'library',
            '701.24a',
          ),
        noted,
      );
    }, state),
});

/**
 * "Target opponent reveals their hand", "look at target player's hand" with nothing chosen from it: the cards are
 * shown to all players (701.20a) or to the controller (701.20e), which the log lists. A later sentence may count
 * them ("… for each white card in their hand"); the game itself doesn't change.
 */
export const seeHand = defineEffect<{ readonly kind: 'seeHand'; readonly aim: Aim; readonly reveal: boolean }>({
  kind: 'seeHand',
  rule: '701.20a',
  inert: 'seeing a hand shows its cards and changes nothing in the game (701.20a, 701.20e); the log lists them',
  reads: [
    aimReading(/^(.+?) reveals (?:their|his or her) hand$/i, 1, aim => ({ kind: 'seeHand', aim, reveal: true })),
    aimReading(/^look at (.+?)'s hand$/i, 1, aim => ({ kind: 'seeHand', aim, reveal: false })),
  ],
  perform: (state, item, e, target) =>
    aimedAt(state, item, e.aim, target).reduce(
      (s, t) => (t.kind === 'player' ? showHand(s, t.player, item.controller, e.reveal) : s),
      state,
    ),
});

/** A player's hand revealed to all (701.20a) or shown to `who` (701.20e): the log lists its cards. */
function showHand(state: GameState, owner: PlayerId, who: PlayerId, reveal: boolean): GameState {
  const hand = player(state, owner).hand;
  return logRule(
    state,
    'look',
    reveal ? '701.20a' : '701.20e',
    `${owner} ${reveal ? 'reveals their hand' : `shows their hand to ${who}`}: ${hand.map(id => name(state, id)).join(', ') || 'no cards'}.`,
    { players: [owner, who], objects: [...hand] },
  );
}

function build(aim: Aim, m: RegExpExecArray, reveal: boolean) {
  const n = amount(m[2]!);
  const filter = readCards(m[4] ? `${m[3]} ${m[4]}` : m[3]!);
  const fate = FATES.find(([pattern]) => pattern.test(m[5]!))?.[1];
  if (n === undefined || n === 0 || !filter || !fate) return undefined;
  return { kind: 'handPick' as const, aim, reveal, amount: n, filter, fate };
}
