import type { AttackTarget, GameState } from '../core/types.js';
import { enterBattlefield } from '../events/actions.js';
import { logRule, name, player } from '../core/state.js';
import { isCreature, isType } from '../view/queries.js';
import { defineEffect } from './registry.js';

/**
 * Ninjutsu's effect (702.49a): "Put this card onto the battlefield from your hand tapped and attacking" — attacking
 * what the creature its cost returned attacked (702.49c), unblocked, since blockers were declared (508.4d). It never
 * "attacked": no attack trigger (508.3a). Still in the hand, or nothing happens.
 */
export const ninjutsu = defineEffect<{ readonly kind: 'ninjutsu' }>({
  kind: 'ninjutsu',
  rule: '702.49a',
  reads: [],
  perform: (state, item) => {
    const who = item.controller;
    const card = item.source;
    if (!player(state, who).hand.includes(card)) return state;
    const entered = enterBattlefield(state, card, who, '702.49a', true);
    const attacking = item.paidWith?.returned?.[0]?.attacking;
    if (!entered.permanents[card] || !entered.combat || !attacking) return entered;
    // 506.3a: a noncreature permanent is never attacking; 508.4a: nor one attacking a player or permanent now gone.
    if (!isCreature(entered, card) || !stillAttackable(entered, attacking)) return entered;
    const s: GameState = {
      ...entered,
      combat: {
        ...entered.combat,
        attackers: [...entered.combat.attackers, { id: card, target: attacking, blocked: false, blockers: [] }],
      },
    };
    const what = 'player' in attacking ? attacking.player : name(s, attacking.object);
    return logRule(s, 'put', '702.49c', `${name(s, card)} enters tapped and attacking ${what}, unblocked (508.4d).`, {
      objects: [card],
      players: [who],
    });
  },
});

/** 508.4a: the player attacked is still in the game, or the planeswalker or battle is still one on the battlefield. */
function stillAttackable(state: GameState, target: AttackTarget): boolean {
  if ('player' in target) return state.players.some(p => p.id === target.player && !p.lost);
  return (
    !!state.permanents[target.object] &&
    (isType(state, target.object, 'Planeswalker') || isType(state, target.object, 'Battle'))
  );
}
