import type { GameState } from '../core/types.js';
import { logRule, name } from '../core/state.js';
import { aimReading, aimedAt, defineEffect, type Aim } from './registry.js';
import { tap } from './tap.js';

/**
 * "Tap or untap target creature" (701.26a–b): which of the two is the controller's choice as it resolves; until it
 * can be written, the documented default turns the permanent over: a tapped one is untapped, an untapped one tapped.
 */
export const tapOrUntap = defineEffect<{ readonly kind: 'tapOrUntap'; readonly aim: Aim }>({
  kind: 'tapOrUntap',
  rule: '701.26a',
  reads: [aimReading(/^tap or untap (.+)$/i, 1, aim => ({ kind: 'tapOrUntap', aim }))],
  perform: (state, item, e, target, nested): GameState =>
    aimedAt(state, item, e.aim, target).reduce((s, t) => {
      const perm = t.kind === 'object' ? s.permanents[t.id] : undefined;
      if (!perm) return s;
      const untap = perm.tapped;
      const chosen = logRule(
        s,
        'tap',
        untap ? '701.26b' : '701.26a',
        `${item.controller} chooses to ${untap ? 'untap' : 'tap'} ${name(s, perm.id)} (the default choice: the other way from how it is).`,
        { objects: [perm.id], players: [item.controller], defaulted: true },
      );
      return tap.perform(chosen, item, { kind: 'tap', aim: { target: 0 }, untap }, () => t, nested);
    }, state),
});
