import type { DelayedWhen, GameState, ObjectId, StackItem, Target } from '../core/types.js';
import { stepLabel } from '../core/steps.js';
import { logRule } from '../core/state.js';
import { defineEffect, lastCreated } from './registry.js';

/**
 * "Sacrifice it at the beginning of the next end step", "at the beginning of the next end step, exile it": a delayed
 * triggered ability (603.7a) made as the spell or ability resolves; it triggers once, the next time its step begins
 * (603.7b): the next end step, the next (or its controller's next) upkeep, the end of combat.
 * "It" is what the spell or ability was about: its last object target, else the last token it created, else its
 * trigger event's permanent, else the permanent it comes from.
 */
export const delayed = defineEffect<{
  readonly kind: 'delayed';
  readonly when: DelayedWhen;
  readonly effects: readonly { readonly kind: string }[];
}>({
  kind: 'delayed',
  rule: '603.7a',
  reads: [],
  perform: (state, item, e, target): GameState => {
    // "Whenever a creature attacks this turn, it gains lifelink …": "it" is each attacker as it triggers.
    const subject = 'attacks' in e.when ? undefined : itOf(state, item, target);
    // "When that creature dies / leaves the battlefield this turn": only a creature on the battlefield now can (603.7b:
    // no event before it).
    if ('dies' in e.when && (subject === undefined || !state.permanents[subject])) return state;
    // "Take an extra turn after this one. At the beginning of that turn's end step, …": the one just created.
    const extraTurn = 'thatTurn' in e.when ? state.extraTurns.at(-1)?.made : undefined;
    if ('thatTurn' in e.when && extraTurn === undefined) return state;
    const made = {
      source: item.source,
      controller: item.controller,
      when: e.when,
      effects: e.effects as GameState['delayed'][number]['effects'],
      ...(subject !== undefined ? { subject } : {}),
      created: state.timestamp,
      ...('step' in e.when && !e.when.thisTurn ? {} : { turn: state.turn }),
      ...(extraTurn !== undefined ? { extraTurn } : {}),
    };
    return logRule(
      { ...state, delayed: [...state.delayed, made] },
      'trigger',
      '603.7a',
      `A delayed triggered ability of ${state.objects[item.source]?.def.name ?? item.source} waits for ${whenText(e.when, item.controller)}.`,
      { objects: [item.source], players: [item.controller] },
    );
  },
});

/** "the next end step", "Alice's next upkeep", "that creature to die this turn", "creatures to attack this turn". */
function whenText(when: DelayedWhen, controller: string): string {
  if ('attacks' in when) return 'creatures to attack this turn';
  if ('dies' in when) return `that creature to ${when.leaves ? 'leave the battlefield' : 'die'} this turn`;
  if (when.thisTurn) return `the ${stepLabel(when.step)} step this turn`;
  if (when.thatTurn) return `the ${stepLabel(when.step)} step of that extra turn`;
  return `${when.yours ? `${controller}'s` : 'the'} next ${stepLabel(when.step)} step`;
}

/** The object "it" means in a delayed instruction (see `delayed`). */
function itOf(
  state: GameState,
  item: StackItem,
  target: (index: number | undefined) => Target | undefined,
): ObjectId | undefined {
  const targeted = item.targets
    .map((_t, i) => target(i))
    .filter(t => t?.kind === 'object')
    .pop();
  if (targeted?.kind === 'object') return targeted.id;
  // A triggered ability's event object ("when enchanted creature attacks, destroy it at end of combat", 603.2); an
  // ability of a permanent: the permanent itself.
  const subject = item.subject !== undefined && state.permanents[item.subject] ? item.subject : undefined;
  return lastCreated(state, item) ?? subject ?? (state.permanents[item.source] ? item.source : undefined);
}
