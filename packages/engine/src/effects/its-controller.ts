import type { GameState, ObjectId, PlayerId, StackItem } from '../types.js';
import { object } from '../state.js';
import { performNested } from './index.js';
import { defineEffect } from './registry.js';

/**
 * The player who controlled an object: its controller while it is on the battlefield, else as it last was there
 * (the event that moved it records that, CR 608.2h), else its owner.
 */
export function lastKnownController(state: GameState, id: ObjectId): PlayerId {
  const perm = state.permanents[id];
  if (perm) return perm.controller;
  for (let node = state.log; node; node = node.prev) {
    const e = node.entry;
    if (e.kind === 'zoneChange' && e.objects?.[0] === id) return e.from === 'battlefield' && e.controller ? e.controller : object(state, id).owner;
  }
  return object(state, id).owner;
}

/**
 * "Destroy target creature. Its controller creates a 3/3 green Beast creature token": an instruction whose player is
 * the controller of an earlier target (as last known, 608.2h). It is read as the same instruction given to "you",
 * performed for that player.
 */
export const byController = defineEffect<{ readonly kind: 'byController'; readonly target: number; readonly effects: readonly { readonly kind: string }[] }>({
  kind: 'byController',
  rule: '608.2h',
  reads: [],
  perform: (state, item, e, target) => {
    const t = item.targets[e.target];
    if (!t || t.kind !== 'object') return state;
    const as: StackItem = { ...item, controller: lastKnownController(state, t.id) };
    return e.effects.reduce((s, effect) => performNested(s, as, effect, target), state);
  },
});


/** "Its controller creates …" → "create …", "puts the top two cards of their library …" → "put the top two cards of your library …". */
export function asYou(rest: string): string {
  const [verb, ...words] = rest.split(' ');
  const base = verb!.replace(/(?<=[sc]h)es$|s$/, '');
  return [base, ...words].join(' ').replace(/\btheir\b/g, 'your').replace(/\bthey\b/g, 'you');
}
