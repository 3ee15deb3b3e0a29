import type { GameState, ObjectId } from '../core/types.js';
import { moveZone } from '../events/actions.js';
import { capitalized, logRule, stackItemName } from '../core/state.js';
import { readTarget, TARGET } from '../core/phrases.js';
import { defineEffect } from './registry.js';
import { hasRestriction } from '../view/restrictions.js';

/** "Counter target spell": it leaves the stack without resolving; a countered spell goes to the graveyard (CR 701.6a). */
export const counter = defineEffect<{
  readonly kind: 'counter';
  readonly target: number;
  /** "If that spell is countered this way, exile it instead of putting it into its owner's graveyard" (614.1a). */
  readonly exile?: true;
}>({
  kind: 'counter',
  rule: '701.6a',
  reads: [
    {
      pattern: new RegExp(`^counter ${TARGET}$`, 'i'),
      build: m => {
        const spec = readTarget(m[1]!);
        return spec?.object?.zone === 'stack' || spec?.ability
          ? { targets: [spec], effect: t => ({ kind: 'counter', target: t }) }
          : undefined;
      },
    },
  ],
  perform: (state, _item, e, target) => {
    const t = target(e.target);
    return t && t.kind === 'object' ? counterOnStack(state, t.id, e.exile) : state;
  },
});

/**
 * Counters the spell or ability `id` on the stack (701.6a), unless it can't be countered (101.2); `exile`: the spell
 * is exiled instead of going to the graveyard (the countering effect's own replacement, 614.1a).
 */
export function counterOnStack(state: GameState, id: ObjectId, exile = false): GameState {
  const countered = state.stack.find(i => i.id === id)!;
  // "Can't" beats "can" (101.2): the counter effect does nothing to it.
  if (countered.kind === 'spell' && hasRestriction(state, id, 'cantBeCountered')) {
    return logRule(state, 'counter', '101.2', `${capitalized(stackItemName(state, countered))} can't be countered.`, {
      objects: [id],
    });
  }
  const s = logRule(state, 'counter', '701.6a', `${capitalized(stackItemName(state, countered))} is countered.`, {
    objects: [id],
  });
  return countered.kind === 'spell'
    ? exile
      ? moveZone(s, id, 'exile', '614.1a')
      : moveZone(s, id, 'graveyard', '701.6a')
    : { ...s, stack: s.stack.filter(i => i.id !== id) };
}
