import type { GameState, ObjectId, StackItem, Target } from '../core/types.js';
import { moveZone } from '../events/actions.js';
import { capitalized, logRule, stackItemName } from '../core/state.js';
import { readTarget, TARGET } from '../core/phrases.js';
import { defineEffect } from './registry.js';
import { hasRestriction } from '../view/restrictions.js';

/** "Counter target spell": it leaves the stack without resolving; a countered spell goes to the graveyard (CR 701.6a). */
export const counter = defineEffect<{
  readonly kind: 'counter';
  /** Absent: the spell or ability the trigger event was about ("counter that spell"). */
  readonly target?: number;
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
    // "Whenever a player casts a noncreature spell, counter that spell" / "counter it": the spell the trigger event
    // was about (603.2), not targeted.
    // "Counter that spell or ability": the one that targeted the source (603.2).
    {
      pattern: /^counter (?:that spell(?: or ability)?|it)$/i,
      build: () => ({ targets: [], effect: () => ({ kind: 'counter' }) }),
    },
  ],
  perform: (state, item, e, target) => {
    const countered = counteredItem(state, item, e, target);
    return countered ? counterOnStack(state, countered.id, e.exile) : state;
  },
});

/** The spell or ability a counter effect is about: its target, or its trigger event's spell or ability (603.2). */
export function counteredItem(
  state: GameState,
  item: StackItem,
  e: { readonly target?: number },
  target: (index: number | undefined) => Target | undefined,
): StackItem | undefined {
  const t = e.target === undefined ? undefined : target(e.target);
  const id = e.target === undefined ? item.subject : t?.kind === 'object' ? t.id : undefined;
  return id === undefined ? undefined : state.stack.find(i => i.id === id);
}

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
