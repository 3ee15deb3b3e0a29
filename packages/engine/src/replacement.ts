import type { EventKind, GameState, ObjectId, PlayerId, Target, Zone } from './types.js';
import type { RuleId } from './rules.js';
import { colorsOf, keywordCost, protectionColor } from './cards.js';
import { hasKeyword, keywords, zoneOf } from './queries.js';
import { logRule, name, updatePermanent, withoutCombatant } from './state.js';

/**
 * Replacement and prevention effects (CR 614, 615) hook into the events the engine is about to perform. Each choke
 * point (damage being dealt, a permanent being destroyed, a card being drawn) describes its event, `replace` lets
 * every applicable entry of `REPLACEMENTS` modify it or make it not happen, and the choke point performs what is left.
 * A new "prevent …", "… instead" or "can't be destroyed" ability is one entry here, not an edit of the choke points.
 */
export type PendingEvent =
  | { readonly kind: 'damage'; readonly source: ObjectId; readonly target: Target; readonly amount: number }
  /** `noRegeneration`: "it can't be regenerated" (701.19c). */
  | { readonly kind: 'destroy'; readonly object: ObjectId; readonly rule: RuleId; readonly noRegeneration?: boolean }
  | { readonly kind: 'draw'; readonly player: PlayerId; readonly rule: RuleId }
  /** An object moving from one zone to another ("if ~ would die, exile it instead"). */
  | { readonly kind: 'move'; readonly object: ObjectId; readonly to: Zone; readonly rule: RuleId }
  /** A permanent entering the battlefield ("~ enters tapped"). */
  | { readonly kind: 'enter'; readonly object: ObjectId; readonly controller: PlayerId; readonly tapped: boolean; readonly rule: RuleId };

export type PendingEventKind = PendingEvent['kind'];
type EventOf<K extends PendingEventKind> = Extract<PendingEvent, { kind: K }>;

export interface ReplacementEntry<K extends PendingEventKind = PendingEventKind> {
  readonly id: string;
  /** The rule that makes the event change. */
  readonly rule: RuleId;
  /** Prevention effects (615) stop damage; replacement effects (614) change any event. */
  readonly type: 'prevention' | 'replacement';
  readonly event: K;
  /**
   * For an ability printed on a card: the sentence that gives a card this ability (with the card's own name as `~`).
   * The card then has a `{ kind: 'replacement', replacement: id }` ability, which `applies` looks for.
   */
  readonly reads?: RegExp;
  /** Whether it applies to this event in this state (CR 614.12: as the event would happen). */
  readonly applies: (state: GameState, event: EventOf<K>) => boolean;
  /** The event as modified, or undefined when it doesn't happen at all; and what a judge would say happened. */
  readonly apply: (state: GameState, event: EventOf<K>) => { readonly event?: EventOf<K>; readonly text: string };
  /** What happens instead, beyond the changed event ("instead tap it and remove all damage from it"); always told. */
  readonly perform?: (state: GameState, event: EventOf<K>) => GameState;
}

/** Protection from a color: damage from sources of that color is prevented (CR 702.16e). */
const protection: ReplacementEntry<'damage'> = {
  id: 'protection', rule: '702.16e', type: 'prevention', event: 'damage',
  applies: (state, e) => {
    if (e.target.kind !== 'object' || !state.permanents[e.target.id]) return false;
    const colors = colorsOf(state.objects[e.source]!.def);
    return keywords(state, e.target.id).some(kw => {
      const color = protectionColor(kw);
      return color !== undefined && colors.includes(color);
    });
  },
  apply: (state, e) => ({ text: `Protection prevents ${e.amount} damage from ${name(state, e.source)} to ${name(state, (e.target as { id: ObjectId }).id)}.` }),
};

/** An indestructible permanent can't be destroyed (CR 702.12b): the destruction doesn't happen. */
const indestructible: ReplacementEntry<'destroy'> = {
  id: 'indestructible', rule: '702.12b', type: 'replacement', event: 'destroy',
  applies: (state, e) => hasKeyword(state, e.object, 'indestructible'),
  apply: (state, e) => ({ text: `${name(state, e.object)} is indestructible and isn't destroyed.` }),
};

/** Whether the object has the printed replacement ability `id` (read from its text by that entry's `reads`). */
function hasReplacement(state: GameState, object: ObjectId, id: string): boolean {
  return state.objects[object]?.def.abilities.some(a => a.kind === 'replacement' && a.replacement === id) ?? false;
}

/** "~ enters tapped": a replacement effect on how the permanent enters (CR 614.1d). */
const entersTapped: ReplacementEntry<'enter'> = {
  id: 'entersTapped', rule: '614.1d', type: 'replacement', event: 'enter', reads: /^~ enters(?: the battlefield)? tapped$/i,
  applies: (state, e) => !e.tapped && hasReplacement(state, e.object, 'entersTapped'),
  apply: (state, e) => ({ event: { ...e, tapped: true }, text: `${name(state, e.object)} enters tapped.` }),
};

/** A spell cast with flashback that would leave the stack for anywhere else is exiled instead (702.34a). */
const flashbackExile: ReplacementEntry<'move'> = {
  id: 'flashbackExile', rule: '702.34a', type: 'replacement', event: 'move',
  applies: (state, e) => e.to !== 'exile' && state.stack.some(i => i.id === e.object && i.kind === 'spell' && i.flashback),
  apply: (state, e) => ({ event: { ...e, to: 'exile', rule: '702.34a' }, text: `${name(state, e.object)} was cast with flashback and is exiled instead.` }),
};

/** Madness (702.35a): a card with madness discarded from a hand is exiled instead; its trigger then offers the cast. */
const madnessExile: ReplacementEntry<'move'> = {
  id: 'madnessExile', rule: '702.35a', type: 'replacement', event: 'move',
  applies: (state, e) => e.to === 'graveyard' && e.rule === '701.9a' && zoneOf(state, e.object) === 'hand' && keywordCost(state.objects[e.object]!.def, 'madness') !== undefined,
  apply: (state, e) => ({ event: { ...e, to: 'exile', rule: '702.35a' }, text: `${name(state, e.object)} has madness and is exiled instead.` }),
};

/**
 * A regeneration shield (CR 701.19a): the next destruction this turn doesn't happen; instead all damage is removed
 * from the permanent, its controller taps it and it leaves combat. Not when it "can't be regenerated" (701.19c).
 */
const regeneration: ReplacementEntry<'destroy'> = {
  id: 'regeneration', rule: '701.19a', type: 'replacement', event: 'destroy',
  applies: (state, e) => !e.noRegeneration && (state.permanents[e.object]?.shields ?? 0) > 0,
  apply: (state, e) => ({ text: `${name(state, e.object)} regenerates: it is tapped, its damage is removed and it leaves combat.` }),
  perform: (state, e) => {
    const s = updatePermanent(state, e.object, p => ({ ...p, shields: p.shields - 1, damage: 0, deathtouched: false, tapped: true }));
    return { ...s, combat: withoutCombatant(s, e.object) };
  },
};

export const REPLACEMENTS: readonly ReplacementEntry[] = [protection, indestructible, regeneration, entersTapped, flashbackExile, madnessExile] as readonly ReplacementEntry[];

export interface Replaced<K extends PendingEventKind> {
  readonly state: GameState;
  /** What is left to perform; undefined when the event was replaced by nothing or prevented. */
  readonly event?: EventOf<K>;
}

/**
 * Applies the replacement and prevention effects to an event about to happen, each at most once (CR 614.5), in the
 * order of the registry (the affected object's controller would choose, 616.1: a documented default). `quiet`
 * leaves the log alone, for checks that would otherwise narrate the same non-event again and again (704.5g).
 */
export function replace<K extends PendingEventKind>(state: GameState, event: EventOf<K>, quiet = false): Replaced<K> {
  let s = state;
  let current: EventOf<K> | undefined = event;
  for (const entry of REPLACEMENTS) {
    if (!current) break;
    if (entry.event !== current.kind) continue;
    const typed = entry as unknown as ReplacementEntry<K>;
    if (!typed.applies(s, current)) continue;
    const outcome = typed.apply(s, current);
    if (!quiet || typed.perform) s = logRule(s, LOG_KIND[current.kind], entry.rule, outcome.text, objectsOf(current));
    if (typed.perform) s = typed.perform(s, current);
    current = outcome.event;
  }
  return current ? { state: s, event: current } : { state: s };
}

const LOG_KIND: Readonly<Record<PendingEventKind, EventKind>> = { damage: 'damage', destroy: 'destroy', draw: 'draw', move: 'replaced', enter: 'replaced' };

function objectsOf(event: PendingEvent): { objects?: ObjectId[]; players?: PlayerId[]; amount?: number } {
  switch (event.kind) {
    case 'damage': return { objects: event.target.kind === 'object' ? [event.source, event.target.id] : [event.source], amount: 0 };
    case 'destroy': return { objects: [event.object] };
    case 'draw': return { players: [event.player] };
    case 'move': case 'enter': return { objects: [event.object] };
  }
}
