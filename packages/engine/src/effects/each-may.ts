import type { GameState, PlayerId } from '../core/types.js';
import { onStack } from '../view/conditions.js';
import { logRule, nextPlayer, playersInGame } from '../core/state.js';
import { defineEffect } from './registry.js';

/**
 * "Each player may discard their hand and draw seven cards": each player chooses, the active player first and then
 * the others in turn order (CR 101.4), and does it as "you". A scenario can write only the controller's choice
 * (`Alice declines` while it waits on the stack); every other player's is the documented default, to do it, and the
 * log says so.
 */
export const eachMay = defineEffect<{
  readonly kind: 'eachMay';
  readonly effects: readonly { readonly kind: string }[];
}>({
  kind: 'eachMay',
  rule: '101.4',
  reads: [],
  offersChoice: () => true,
  perform: (state, item, e, target, nested): GameState => {
    const inGame = new Set(playersInGame(state).map(p => p.id));
    const order: PlayerId[] = [];
    for (let p = state.activePlayer; !order.includes(p); p = nextPlayer(state, p)) order.push(p);
    const declined = onStack(state, item)?.declined === true;
    return order
      .filter(p => inGame.has(p))
      .reduce((s, p) => {
        if (p === item.controller && declined)
          return logRule(s, 'resolve', '101.4', `${p} chooses not to.`, { players: [p] });
        const chosen =
          p === item.controller
            ? s
            : logRule(s, 'resolve', '101.4', `${p} chooses to (the default choice).`, {
                players: [p],
                defaulted: true,
              });
        return nested(chosen, { ...item, controller: p }, e.effects, target);
      }, state);
  },
});
