import type { GameState, ObjectId, PlayerId } from '../core/types.js';
import { controller } from '../view/queries.js';
import { startsWithEffects } from '../view/layers.js';
import { changedPermanents, copyState, keepClean } from '../core/state.js';

/**
 * CR 302.6 for control changed by continuous effects: a permanent controlled by another player than before — by a
 * resolved "gain control" or a static ability ("you control enchanted creature"), beginning or ending — hasn't been
 * under its controller's control continuously since their most recent turn began. A static ability changes the
 * layered controller without any event, so each check (as a player would receive priority, and as a turn begins)
 * compares it with the last: `state.controlChanged` holds the permanents controlled by another player than the one
 * they entered under, as of the last check.
 */
export function noteControlChanges(state: GameState): GameState {
  const before = state.controlChanged;
  const possible = mayChangeControl(state);
  if (!possible && before === NONE) return state;
  const now: Record<ObjectId, PlayerId> = {};
  let any = false;
  if (possible) {
    for (const id of state.battlefield) {
      const c = controller(state, id);
      if (c !== state.permanents[id]!.controller) {
        now[id] = c;
        any = true;
      }
    }
  }
  const changed = [...new Set([...Object.keys(before), ...Object.keys(now)])].filter(id => {
    const perm = state.permanents[id];
    return perm !== undefined && (before[id] ?? perm.controller) !== (now[id] ?? perm.controller);
  });
  if (changed.length === 0 && Object.keys(before).length === Object.keys(now).length) return state;
  const next = copyState(state);
  next.controlChanged = any ? now : NONE;
  if (changed.length) {
    next.permanents = changedPermanents(state.permanents, changed, p => {
      p.sinceTurnStart = false;
    });
    keepClean(state, next);
    // "Until you lose control of it" (suspend's haste, 702.62a): such an effect ends as another player controls it.
    // "For as long as you control ~" (611.2b): such an effect ends as another player controls its source.
    const lost = state.effects.filter(
      e =>
        (e.whileControlled && changed.includes(e.target) && controller(state, e.target) !== e.controller) ||
        (e.whileSource?.control &&
          changed.includes(e.whileSource.id) &&
          controller(state, e.whileSource.id) !== e.controller),
    );
    if (lost.length) next.effects = state.effects.filter(e => !lost.includes(e));
    const ended = (e: GameState['turnEffects'][number]) =>
      e.kind === 'restriction' &&
      !!e.whileSource?.control &&
      changed.includes(e.whileSource.id) &&
      controller(state, e.whileSource.id) !== e.controller;
    if (state.turnEffects.some(ended)) next.turnEffects = state.turnEffects.filter(e => !ended(e));
  }
  return next;
}

/** No permanent under a changed control: one shared record, so the common case allocates nothing. */
export const NONE: Readonly<Record<ObjectId, PlayerId>> = Object.freeze({});

/** Control-changing effects per battlefield: its static abilities never change while the battlefield is the same array. */
const STATIC_CONTROL = new WeakMap<GameState['battlefield'], boolean>();
/** The last battlefield asked about, without a WeakMap lookup: checks come in runs on one battlefield. */
let last: { battlefield: GameState['battlefield']; found: boolean } | undefined;

/** The effects list last asked about and its answer: a new effect makes a new list with the old one as its start. */
let lastEffects: GameState['effects'] | undefined;
let lastFound = false;

/** Whether a resolved effect changes control; a list that starts with the last one asked about is read from there on. */
function resolvedControl(effects: GameState['effects']): boolean {
  if (effects === lastEffects) return lastFound;
  const known = lastEffects !== undefined && startsWithEffects(effects, lastEffects);
  let found = known && lastFound;
  for (let i = known ? lastEffects!.length : 0; i < effects.length && !found; i++) found = !!effects[i]!.change.control;
  lastEffects = effects;
  lastFound = found;
  return found;
}

/** Whether any continuous effect could change control (613.1b): a resolved one, or a static ability on the battlefield. */
function mayChangeControl(state: GameState): boolean {
  if (resolvedControl(state.effects)) return true;
  if (last?.battlefield === state.battlefield) return last.found;
  let found = STATIC_CONTROL.get(state.battlefield);
  if (found === undefined) {
    found = state.battlefield.some(id =>
      state.objects[id]!.def.abilities.some(a => a.kind === 'static' && !!a.change.control),
    );
    STATIC_CONTROL.set(state.battlefield, found);
  }
  last = { battlefield: state.battlefield, found };
  return found;
}
