import { logRule, name, nextPlayer, opponents, player } from '../core/state.js';
import type { GameState, ObjectId, PlayerId } from '../core/types.js';
import { manaValueOf } from '../view/queries.js';
import { rememberWon } from '../view/conditions.js';
import { defineEffect } from './registry.js';

/**
 * "Clash with an opponent" (701.30b): the controller chooses an opponent and both clash — each reveals the top card
 * of their library and may then put it on the bottom (701.30a, c). The controller wins if their card's mana value is
 * higher than the other's (701.30d), which a following "if you win" asks (`conditions.ts`). The revealed cards are
 * the ones the board put on top (an unnamed card of `library N` has mana value 0). The choices aren't written yet:
 * by the documented default the opponent is the next one in turn order and each player keeps their card on top, and
 * the log says so.
 */
export const clash = defineEffect<{ readonly kind: 'clash' }>({
  kind: 'clash',
  rule: '701.30b',
  reads: [{ pattern: /^clash with an opponent$/i, build: () => ({ targets: [], effect: () => ({ kind: 'clash' }) }) }],
  perform: (state, item): GameState => {
    const you = item.controller;
    const rival = opponentChosen(state, you);
    if (rival === undefined) return rememberWon(state, item, false);
    const revealed = [you, rival].map(p => ({ p, card: player(state, p).library[0] }));
    const value = (card: ObjectId | undefined) => (card === undefined ? -1 : manaValueOf(state, card));
    // Either may win: a card with a higher mana value than the other's (none revealed is lower than any).
    const [a, b] = revealed.map(r => value(r.card)) as [number, number];
    const winner = a > b ? you : b > a ? rival : undefined;
    let s = logRule(state, 'clash', '701.30b', `${you} clashes with ${rival} (the default choice of opponent).`, {
      players: [you, rival],
      defaulted: true,
    });
    for (const { p, card } of revealed) s = reveal(s, p, card);
    // The outcome, once for each clashing player ("whenever you clash", "whenever you clash and win").
    for (const p of [you, rival])
      s = logRule(s, 'clash', '701.30d', `${p} ${winner === p ? 'wins' : "doesn't win"} the clash.`, {
        players: [p],
        amount: winner === p ? 1 : 0,
      });
    const won = winner === you;
    return rememberWon(s, item, won);
  },
});

/** The opponent a clash is with: the next in turn order from its controller (the documented default). */
function opponentChosen(state: GameState, you: PlayerId): PlayerId | undefined {
  const others = opponents(state, you);
  if (others.length === 0) return undefined;
  const next = nextPlayer(state, you);
  return others.includes(next) ? next : others[0];
}

/** One player's clash: reveals the top card and keeps it there (the default choice). */
function reveal(state: GameState, who: PlayerId, card: ObjectId | undefined): GameState {
  if (card === undefined)
    return logRule(state, 'clash', '701.30a', `${who} has no card in their library to reveal.`, { players: [who] });
  return logRule(
    state,
    'clash',
    '701.30a',
    `${who} reveals ${name(state, card)} (mana value ${manaValueOf(state, card)}) and keeps it on top (the default choice).`,
    { players: [who], objects: [card], defaulted: true },
  );
}
