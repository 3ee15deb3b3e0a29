import type { Ability, GameState, ObjectFilter, ObjectId, PlayerId, Restriction } from '../core/types.js';
import { matchesFilter } from './targets.js';
import { staticConditionHolds } from './conditions.js';
import { abilities, attachedTo, controller } from './queries.js';

/**
 * The restrictions in force on an object now (CR 508.1c–d, 509.1b–c, 101.2, 602.5): from its own abilities, from what
 * is attached to it, from permanents restricting a group it is in, and from resolved effects. Read here, below the
 * rules that judge attacks and blocks, because paying a cost with mana asks it too ("its activated abilities can't be
 * activated", 602.5).
 */

/**
 * One restriction in force on a creature: which, its filter, who "you" is in it (its source's controller) and what
 * "~" and "other" in its filter mean (`self`: the creature itself, or the permanent whose ability restricts a group).
 */
export interface InForce {
  readonly restriction: Restriction;
  readonly filter?: ObjectFilter;
  readonly controller: PlayerId;
  readonly self: ObjectId;
  readonly amount?: number;
  /** `mustBlock`'s attacker, while it is the permanent it was (400.7). */
  readonly attacker?: ObjectId;
  /** Why it is in force: the defending player controls what it names ("while Bob controls an artifact"). */
  readonly because?: { readonly defender: PlayerId; readonly controls: ObjectFilter };
}

/** Whether a restriction ability of `source` is in effect now: its "as long as" holds and its "unless" doesn't. */
function inEffect(
  state: GameState,
  a: Extract<Ability, { kind: 'restriction' }>,
  source: ObjectId,
  you: PlayerId,
): boolean {
  return (
    (!a.condition || staticConditionHolds(state, source, you, a.condition)) &&
    (!a.unless || !staticConditionHolds(state, source, you, a.unless))
  );
}

/**
 * The permanents with a printed restriction of a group, found once per battlefield; which of them still have it, and
 * who controls them, the layers say when it is asked (613.1b, 613.1f).
 */
const GROUP_SOURCES = new WeakMap<GameState['battlefield'], readonly ObjectId[]>();
function groupSources(state: GameState): readonly ObjectId[] {
  let found = GROUP_SOURCES.get(state.battlefield);
  if (!found)
    GROUP_SOURCES.set(
      state.battlefield,
      (found = state.battlefield.filter(id =>
        state.objects[id]!.def.abilities.some(a => a.kind === 'restriction' && (a.group || a.spells)),
      )),
    );
  return found;
}

/**
 * The restrictions on `id` now: its own, those of what is attached to it, those of permanents restricting a group it
 * is in, and those of resolved effects this turn. Those that depend on the defending player are in force only for an
 * attack whose `defender` is known, and only while that player controls what they name.
 */
export function inForce(state: GameState, id: ObjectId, defender?: PlayerId): InForce[] {
  const out: InForce[] = [];
  const perm = state.permanents[id];
  // A spell's controller is who cast it (its conditions are theirs); a card elsewhere, its owner's.
  const own = perm
    ? controller(state, id)
    : (state.stack.find(i => i.id === id)?.controller ?? state.objects[id]?.owner ?? '');
  const add = (a: Extract<Ability, { kind: 'restriction' }>, you: PlayerId, self: ObjectId) => {
    if (a.defender && (defender === undefined || !controls(state, defender, a.defender, you, self))) return;
    out.push({
      restriction: a.restriction,
      ...(a.filter ? { filter: a.filter } : {}),
      ...(a.amount ? { amount: a.amount } : {}),
      controller: you,
      self,
      ...(a.defender && defender !== undefined ? { because: { defender, controls: a.defender } } : {}),
    });
  };
  // On the battlefield, its abilities as the layers leave them ("loses all abilities", 613.1f).
  for (const a of perm ? abilities(state, id) : (state.objects[id]?.def.abilities ?? [])) {
    if (a.kind === 'restriction' && !a.attached && !a.group && !a.spells && inEffect(state, a, id, own))
      add(a, own, id);
  }
  // The restrictions of permanents on the groups (of permanents, or of spells) that `id` fits.
  const ofGroups = (key: 'group' | 'spells') => {
    for (const source of groupSources(state)) {
      const you = controller(state, source);
      for (const a of abilities(state, source))
        if (
          a.kind === 'restriction' &&
          a[key] &&
          matchesFilter(state, id, a[key], you, source) &&
          inEffect(state, a, source, you)
        )
          add(a, you, source);
    }
  };
  if (!perm) {
    // A spell on the stack, under a permanent's restriction of the spells that fit ("creature spells can't be countered").
    if (state.stack.some(i => i.id === id && i.kind === 'spell')) ofGroups('spells');
    return out;
  }
  for (const other of attachedTo(state, id)) {
    for (const a of abilities(state, other)) {
      if (a.kind === 'restriction' && a.attached && inEffect(state, a, other, controller(state, other)))
        add(a, controller(state, other), id);
    }
  }
  ofGroups('group');
  for (const e of state.turnEffects) {
    if (e.kind !== 'restriction') continue;
    const applies = e.object
      ? e.object.id === id && e.object.stamp === perm.timestamp
      : !!e.group &&
        (e.of === undefined || controller(state, id) === e.of) &&
        matchesFilter(state, id, e.group, e.controller, undefined);
    // "~" in its filter is the source as it was: once that object has left the battlefield, no permanent is it (400.7).
    if (!applies || (e.source && state.permanents[e.source.id]?.timestamp !== e.source.stamp)) continue;
    out.push({
      restriction: e.restriction,
      controller: e.controller,
      self: e.source?.id ?? id,
      ...(e.filter ? { filter: e.filter } : {}),
      ...(e.amount ? { amount: e.amount } : {}),
    });
  }
  return out;
}

/** Whether `player` controls a permanent that fits (as `you` reads the filter, `self` being what "other" excludes). */
function controls(state: GameState, player: PlayerId, filter: ObjectFilter, you: PlayerId, self: ObjectId): boolean {
  return state.battlefield.some(p => controller(state, p) === player && matchesFilter(state, p, filter, you, self));
}

/** Whether `id` is under the restriction now (101.2's "can't be countered" for a spell on the stack, too). */
export function hasRestriction(state: GameState, id: ObjectId, restriction: Restriction): boolean {
  return inForce(state, id).some(r => r.restriction === restriction);
}
