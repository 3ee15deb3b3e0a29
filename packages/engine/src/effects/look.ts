import { moveZone } from '../events/actions.js';
import { logRule, name, player } from '../core/state.js';
import { NUMBER, amount } from '../core/phrases.js';
import { defineEffect } from './registry.js';

/**
 * "Look at the top two cards of your library, then put one of them into your hand and the other on the bottom of your
 * library" (written as one sentence or two): the player looks at the cards (701.20e), keeps one and sends the rest to
 * the bottom in any order (401.4) or into the graveyard. Which card is kept is the player's choice; until it can be
 * written, the documented default keeps the top one and sends the rest in the order they were, which the log says.
 */
export const look = defineEffect<{
  readonly kind: 'look';
  readonly amount: number;
  readonly rest: 'bottom' | 'graveyard';
}>({
  kind: 'look',
  rule: '701.20e',
  reads: [
    {
      pattern: new RegExp(
        String.raw`^look at the top ${NUMBER} cards of your library,? then put one of (?:them|those cards) into your hand and the (?:rest|other) (on the bottom of your library(?: in any order)?|into your graveyard)$`,
        'i',
      ),
      build: m => {
        const n = amount(m[1]!);
        // One card looked at leaves no "rest"; the sentence wouldn't be written so.
        return n === undefined || n < 2
          ? undefined
          : {
              targets: [],
              effect: () => ({ kind: 'look', amount: n, rest: /graveyard/i.test(m[2]!) ? 'graveyard' : 'bottom' }),
            };
      },
    },
  ],
  perform: (state, item, e) => {
    const who = item.controller;
    const seen = player(state, who).library.slice(0, e.amount);
    if (seen.length === 0) return state;
    const [kept, ...rest] = seen as [string, ...string[]];
    const where = e.rest === 'graveyard' ? 'into their graveyard' : 'on the bottom of their library, in that order';
    let s = logRule(
      state,
      'look',
      '701.20e',
      `${who} looks at the top ${seen.length === 1 ? 'card' : `${seen.length} cards`} of their library and puts ${name(state, kept)} into their hand${rest.length ? `, ${rest.map(id => name(state, id)).join(', ')} ${where}` : ''} (the default choice: the top card).`,
      { players: [who], objects: seen, defaulted: true },
    );
    s = moveZone(s, kept, 'hand', '701.20e');
    return rest.reduce(
      (after, id) =>
        moveZone(
          after,
          id,
          e.rest === 'graveyard' ? 'graveyard' : 'library',
          e.rest === 'graveyard' ? '701.20e' : '401.4',
        ),
      s,
    );
  },
});
