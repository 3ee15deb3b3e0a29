import { withoutCombatant } from '../events/move.js';
import { copyState, logRuleTo, name } from '../core/state.js';
import { aimReading, aimedAt, defineEffect, type Aim } from './registry.js';

/**
 * "Remove target attacking creature from combat", "untap ~ and remove it from combat" (CR 506.4): it stops being an
 * attacking or blocking creature; a creature it blocked stays blocked (509.1h).
 */
export const removeFromCombat = defineEffect<{ readonly kind: 'removeFromCombat'; readonly aim: Aim }>({
  kind: 'removeFromCombat',
  rule: '506.4',
  reads: [aimReading(/^remove (.+) from combat$/i, 1, aim => ({ kind: 'removeFromCombat', aim }))],
  perform: (state, item, e, target) =>
    aimedAt(state, item, e.aim, target).reduce((s, t) => {
      const combat = s.combat;
      if (t.kind !== 'object' || !combat) return s;
      if (!combat.attackers.some(a => a.id === t.id) && !(t.id in combat.blockers)) return s;
      const next = copyState(s);
      next.combat = withoutCombatant(s, t.id);
      logRuleTo(next, 'removedFromCombat', '506.4', `${name(s, t.id)} is removed from combat.`, { objects: [t.id] });
      return next;
    }, state),
});
