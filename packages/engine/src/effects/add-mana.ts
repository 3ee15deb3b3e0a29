import type { ManaType } from '../core/types.js';
import { addToPool } from '../events/mana.js';
import { logRule } from '../core/state.js';
import { amountOf, type Amount } from '../core/phrases.js';
import { defineEffect } from './registry.js';

/**
 * "Add {R}{G}" as an instruction of a spell or of a triggered ability (which isn't a mana ability, 605.5a): the mana
 * goes into its controller's pool (CR 106.3). "X times" is how a counted amount ("Add {R} for each tapped land your
 * opponents control") reaches it.
 */
export const addMana = defineEffect<{
  readonly kind: 'addMana';
  readonly mana: readonly ManaType[];
  readonly times: Amount;
}>({
  kind: 'addMana',
  rule: '106.3',
  reads: [
    {
      pattern: /^add ((?:\{[WUBRGC]\})+)( X times)?$/i,
      build: m => {
        const mana = [...m[1]!.matchAll(/\{([WUBRGC])\}/gi)].map(s => s[1]!.toUpperCase() as ManaType);
        return { targets: [], effect: () => ({ kind: 'addMana', mana, times: m[2] ? 'X' : 1 }) };
      },
    },
  ],
  perform: (state, item, e) => {
    const added = Array.from({ length: amountOf(item, e.times) }, () => e.mana).flat();
    if (added.length === 0) return state;
    return logRule(
      addToPool(state, item.controller, added, item.source),
      'manaAdded',
      '106.3',
      `${item.controller} adds ${added.map(m => `{${m}}`).join('')}.`,
      { players: [item.controller] },
    );
  },
});
