import type { ObjectFilter } from '../core/types.js';
import { enterBattlefield, moveZone } from '../events/actions.js';
import { player, playersInGame } from '../core/state.js';
import { matchesFilter } from '../view/targets.js';
import { readCards } from '../core/phrases.js';
import { defineEffect } from './registry.js';

type ReturnAll = {
  readonly kind: 'returnAll';
  readonly filter: ObjectFilter;
  /** Whose graveyards: the ability's controller's, or every player's. */
  readonly from: 'yours' | 'all';
  /** Under whose control they enter: the player who puts them there (110.2a), or each card's owner. */
  readonly control: 'you' | 'owners';
  readonly tapped?: true;
  /** "… to your hand": into their owner's hand rather than onto the battlefield (400.3). */
  readonly toHand?: true;
};

const reading = (pattern: RegExp, from: ReturnAll['from'], control: ReturnAll['control'], toHand = false) => ({
  pattern,
  build: (m: RegExpExecArray) => {
    const filter = readCards(m[1]!);
    const tapped = Boolean(m[2]);
    return (
      filter && {
        targets: [],
        effect: () => ({
          kind: 'returnAll' as const,
          filter,
          from,
          control,
          ...(tapped ? { tapped } : {}),
          ...(toHand ? { toHand } : {}),
        }),
      }
    );
  },
});

/**
 * "Return all enchantment cards from your graveyard to the battlefield" (or "… to your hand", 400.3), "put all creature cards from all graveyards
 * onto the battlefield under your control", "return all land cards from all graveyards to the battlefield tapped under
 * their owners' control": every card that fits, in those graveyards as it resolves, enters the battlefield (110.2a),
 * not chosen as targets (115.10) — under the control of the player who puts it there unless the effect says otherwise.
 */
export const returnAll = defineEffect<ReturnAll>({
  kind: 'returnAll',
  rule: '110.2a',
  reads: [
    reading(/^return all (.+ cards) from your graveyard to the battlefield( tapped)?$/i, 'yours', 'you'),
    reading(/^return all (.+ cards) from your graveyard to your hand$/i, 'yours', 'you', true),
    reading(
      /^put all (.+ cards) from all graveyards onto the battlefield( tapped)? under your control$/i,
      'all',
      'you',
    ),
    reading(
      /^return all (.+ cards) from all graveyards to the battlefield( tapped)? under their owners' control$/i,
      'all',
      'owners',
    ),
  ],
  perform: (state, item, e) => {
    const who = item.controller;
    const graveyards = e.from === 'yours' ? [player(state, who)] : playersInGame(state);
    const cards = graveyards.flatMap(p =>
      p.graveyard.filter(id => matchesFilter(state, id, e.filter, who, item.source)),
    );
    if (e.toHand) return cards.reduce((next, id) => moveZone(next, id, 'hand', '400.3'), state);
    return cards.reduce(
      (next, id) =>
        enterBattlefield(next, id, e.control === 'owners' ? next.objects[id]!.owner : who, '110.2a', e.tapped === true),
      state,
    );
  },
});
