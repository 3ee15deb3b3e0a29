import type { StackItem } from '../core/types.js';
import { lastKnown } from '../view/queries.js';
import { defineEffect } from './registry.js';

/**
 * "Destroy target creature. Its controller creates a 3/3 green Beast creature token": an instruction whose player is
 * the controller of an earlier target (as last known, 608.2h) — or the target player itself ("target player draws a
 * card and loses 1 life"). It is read as the same instruction given to "you", performed for that player.
 */
export const byController = defineEffect<{
  readonly kind: 'byController';
  readonly target: number;
  readonly effects: readonly { readonly kind: string }[];
}>({
  kind: 'byController',
  rule: '608.2h',
  reads: [],
  perform: (state, item, e, target, nested) => {
    const t = item.targets[e.target];
    // A target player who is no longer a legal target does nothing (608.2b).
    const who =
      t?.kind === 'player' ? (target(e.target) ? t.player : undefined) : t && lastKnown(state, t.id).controller;
    if (who === undefined) return state;
    const as: StackItem = { ...item, controller: who };
    return nested(state, as, e.effects, target);
  },
});

/** "Its controller creates …" → "create …", "puts the top two cards of their library …" → "put the top two cards of your library …". */
export function asYou(rest: string): string {
  const [verb, ...words] = rest.split(' ');
  const base = verb!.replace(/(?<=[sc]h)es$|s$/, '');
  return [base, ...words]
    .join(' ')
    .replace(/\btheir\b/g, 'your')
    .replace(/\bthey\b/g, 'you');
}
