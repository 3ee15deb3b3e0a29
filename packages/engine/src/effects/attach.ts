import { logRule, name, tick, updatePermanent } from '../core/state.js';
import { defineEffect, lastCreated } from './registry.js';
import { readTarget } from '../core/phrases.js';
import { canAttachTo } from '../view/targets.js';

/**
 * Attaches the ability's source to its target (CR 701.3a): equip (702.6a); or, "create a 0/0 … Germ creature token,
 * then attach this Equipment to it" (living weapon, 702.92a), to the token the ability just created. Nothing happens if
 * either has left the battlefield; 704.5n unattaches it later if the host stops being a creature.
 */
export const attach = defineEffect<
  { readonly kind: 'attach'; readonly target: number } | { readonly kind: 'attach'; readonly created: true }
>({
  kind: 'attach',
  rule: '701.3a',
  reads: [
    { pattern: /^attach ~ to it$/i, build: () => ({ targets: [], effect: () => ({ kind: 'attach', created: true }) }) },
    {
      // "{B}{B}: Attach ~ to target creature you control": as equip does, at any time it may be activated.
      pattern: /^attach ~ to (target .+)$/i,
      build: m => {
        const spec = readTarget(m[1]!);
        return spec?.object?.zone === 'battlefield' && !spec.player
          ? { targets: [spec], effect: first => ({ kind: 'attach', target: first }) }
          : undefined;
      },
    },
  ],
  perform: (state, item, e, target) => {
    const aimed = 'created' in e ? undefined : target(e.target);
    const t = 'created' in e ? lastCreated(state, item) : aimed?.kind === 'object' ? aimed.id : undefined;
    // 701.3b: what it can't be attached to (an Aura's enchant, protection), it doesn't become attached to.
    if (t === undefined || !state.permanents[item.source] || !canAttachTo(state, item.source, t)) return state;
    // 613.7e: it gets a new timestamp for its static abilities as it becomes attached (not a new object: its targets stay).
    const [attachedAt, stamped] = tick(state);
    const s = updatePermanent(stamped, item.source, p => ({ ...p, attachedTo: t, attachedAt }));
    const attached = logRule(s, 'attach', '701.3a', `${name(s, item.source)} becomes attached to ${name(s, t)}.`, {
      objects: [item.source, t],
    });
    return logRule(
      attached,
      'attach',
      '613.7e',
      `${name(s, item.source)} gets a new timestamp (${attachedAt}) for its effects.`,
      { objects: [item.source] },
    );
  },
});
