import type { ObjectFilter } from '../core/types.js';
import { moveZone } from '../events/actions.js';
import { logRule, name, player } from '../core/state.js';
import { NUMBER, amount, readCards } from '../core/phrases.js';
import { matchesFilter } from '../view/targets.js';
import { aimReading, aimedAt, defineEffect, type Aim } from './registry.js';
import { discardCards } from './discard.js';

/** What happens to the cards chosen from the hand. */
type Fate = 'discard' | 'exile';

const FATES: readonly (readonly [RegExp, Fate])[] = [
  [/^that player discards (?:that card|those cards|them|it)$/i, 'discard'],
  [/^exile (?:that card|those cards|them|it)$/i, 'exile'],
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
      const seen = logRule(
        s0,
        'look',
        e.reveal ? '701.20a' : '701.20e',
        `${t.player} ${e.reveal ? 'reveals their hand' : `shows their hand to ${who}`}: ${hand.map(id => name(s0, id)).join(', ') || 'no cards'}.`,
        { players: [t.player, who], objects: [...hand] },
      );
      const chosen = hand.filter(id => matchesFilter(seen, id, e.filter, who, item.source)).slice(0, e.amount);
      const noted = logRule(
        seen,
        'look',
        '701.9b',
        `${who} chooses ${chosen.map(id => name(seen, id)).join(', ') || 'nothing'} (the default choice: the first that fit, in hand order).`,
        { players: [who], objects: [...chosen], defaulted: true },
      );
      return e.fate === 'discard'
        ? discardCards(noted, t.player, chosen, false, item.controller)
        : chosen.reduce((s, id) => moveZone(s, id, 'exile', '701.13a'), noted);
    }, state),
});

function build(aim: Aim, m: RegExpExecArray, reveal: boolean) {
  const n = amount(m[2]!);
  const filter = readCards(m[4] ? `${m[3]} ${m[4]}` : m[3]!);
  const fate = FATES.find(([pattern]) => pattern.test(m[5]!))?.[1];
  if (n === undefined || n === 0 || !filter || !fate) return undefined;
  return { kind: 'handPick' as const, aim, reveal, amount: n, filter, fate };
}
