import { enterBattlefield } from '../events/actions.js';
import { name, player } from '../core/state.js';
import { putAttacking } from '../rules/combat.js';
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
    if (!attacking) return entered;
    // 702.49c: what the creature its cost returned attacked; unblocked, since blockers were declared (508.4d).
    return putAttacking(
      entered,
      card,
      attacking,
      '702.49c',
      what => `${name(entered, card)} enters tapped and attacking ${what}, unblocked (508.4d).`,
    );
  },
});
