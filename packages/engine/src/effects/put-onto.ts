import { logRule, name, player } from '../core/state.js';
import { matchesFilter } from '../view/targets.js';
import type { ObjectFilter } from '../core/types.js';
import { amountOf, readFound, withX, type XStat } from '../core/phrases.js';
import { defineEffect } from './registry.js';
import { entering } from './bounce.js';

/**
 * "Put a green creature card from your hand onto the battlefield [tapped]": a card of its controller's that fits
 * enters under their control (110.2a) without being cast. Which card is the player's choice; until it can be written,
 * the documented default is the first in hand that fits, which the log says. With none that fits, nothing happens.
 */
export const putOnto = defineEffect<{
  readonly kind: 'putOnto';
  readonly filter: ObjectFilter;
  readonly xStat?: XStat;
  readonly tapped?: true;
  readonly attacking?: true;
}>({
  kind: 'putOnto',
  rule: '110.2a',
  reads: [
    {
      pattern:
        /^put (?:a|an) (.+? card(?: with .+?)?) from your hand onto the battlefield( tapped( and attacking)?)?$/i,
      build: m => {
        const found = readFound(m[1]!);
        return (
          found && {
            targets: [],
            effect: () => ({
              kind: 'putOnto',
              ...found,
              ...(m[2] ? { tapped: true as const } : {}),
              ...(m[3] ? { attacking: true as const } : {}),
            }),
          }
        );
      },
    },
  ],
  perform: (state, item, e) => {
    const who = item.controller;
    // "With converted mana cost X": X as the ability resolves (107.3a).
    const filter = withX(e.filter, e.xStat, amountOf(item, 'X'));
    const card = player(state, who).hand.find(id => matchesFilter(state, id, filter, who, item.source));
    if (card === undefined) return state;
    const s = logRule(
      state,
      'put',
      '110.2a',
      `${who} puts ${name(state, card)} from their hand onto the battlefield (the default choice: the first in hand that fits).`,
      { objects: [card], players: [who], defaulted: true },
    );
    return entering(s, card, who, e, item.source);
  },
});
