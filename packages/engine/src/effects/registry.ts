import type { Ability, CardDef, GameState, ObjectId, StackItem, Target, TargetSpec } from '../core/types.js';
import type { RuleId } from '../core/cited-rules.js';
import type { Keyword } from '../core/keywords/index.js';
import { groupMembers } from './group.js';
import { lastKnown, zoneOf } from '../view/queries.js';
import { readGroup, readTarget, readTargets, type Group } from '../core/phrases.js';

/**
 * An effect of a spell or ability, as one registry entry (the shape of XMage's `Effect` classes, as data): what it reads
 * from rules text, what it needs (the targets it introduces, its amounts), how it is performed, and the rule it
 * follows. The effect itself is plain data (`{ kind: 'damage', amount: 3, target: 0 }`) kept on the stack item;
 * `target` fields index the item's targets.
 */
export interface EffectEntry<E extends { readonly kind: string }> {
  readonly kind: E['kind'];
  /** The rule the effect follows when it is performed (hover shows it for the effect). */
  readonly rule: RuleId;
  /** Sentences it understands, with the card's own name as `~` and no final period. */
  readonly reads: readonly Reading<E>[];
  /**
   * Why performing it changes nothing, when that is on purpose: it restates what another sentence does ("It's still a
   * land"). Every other reading must change the game (the vocabulary test performs each).
   */
  readonly inert?: string;
  /**
   * Whether performing it offers its controller a "you may" choice (608.2d) that `declines` answers, besides the
   * effects nested in it (which are asked themselves).
   */
  readonly offersChoice?: (effect: E) => boolean;
  /**
   * Performs the effect as its spell or ability resolves; `target(i)` is undefined for a target that became illegal.
   * `nested` performs instructions written inside this one ("if …, <instructions>").
   */
  readonly perform: (
    state: GameState,
    item: StackItem,
    effect: E,
    target: (index: number | undefined) => Target | undefined,
    nested: PerformNested,
  ) => GameState;
}

/**
 * Performs instructions nested in an effect, in order: handed to `perform` so that an effect holding others doesn't
 * import the list of every entry, which imports it.
 */
export type PerformNested = (
  state: GameState,
  item: StackItem,
  effects: readonly { readonly kind: string }[],
  target: (index: number | undefined) => Target | undefined,
) => GameState;

export interface Reading<E> {
  readonly pattern: RegExp;
  /** The effect from a match, given the index its first target will have; undefined when the match is out of range. */
  readonly build: (match: RegExpExecArray, context: ReadContext) => Read<E> | undefined;
}

/**
 * What a reading may ask of the card reader (`reader/`), handed in as the sentence is read so that effects don't
 * import it: the abilities of a token's quoted text ("with \"{T}: Add {C}.\"", 111.3) and of its keywords.
 */
export interface ReadContext {
  /** The text's abilities, or undefined when any of it isn't understood. */
  readonly abilities: (text: string, name: string) => readonly Ability[] | undefined;
  /** The abilities keywords stand for: a token "with prowess" has prowess's trigger (702.108a). */
  readonly keywordAbilities: (keywords: readonly Keyword[]) => readonly Ability[];
}

/** A sentence read as an effect, with the kinds of the targets it introduces (in order). */
export interface Read<E> {
  readonly targets: readonly TargetSpec[];
  readonly effect: (firstTarget: number) => E;
  /** It names an object an earlier instruction targeted ("that permanent"): understood only after one. */
  readonly earlier?: true;
}

/** Declares an entry with its effect type inferred from `perform`. */
export function defineEffect<E extends { readonly kind: string }>(entry: EffectEntry<E>): EffectEntry<E> {
  return entry;
}

/**
 * Where an effect acts: one of its targets (an index into the item's targets), a group determined as it resolves
 * ("each creature you control", CR 115.10), or the object the ability comes from (`~`).
 */
export type Aim =
  | { readonly target: number }
  | { readonly targets: readonly number[] }
  | { readonly group: Group }
  | { readonly self: true }
  | { readonly event: 'object' | 'card' | 'player' | 'controller' }
  | { readonly earlier: true }
  | { readonly earlierController: true }
  | { readonly earlierAll: true }
  | { readonly earlierPlayer: true }
  /** "That player or that planeswalker's controller": the last target, a player, or the controller of a permanent. */
  | { readonly earlierPlayerOrController: true }
  | { readonly attached: true }
  | { readonly exiledWith: true }
  /** "Target player and each creature that player controls", "that creature and ~": each of these, at once. */
  | { readonly both: readonly Aim[] }
  /** "Manifest the top card of your library, then put a +1/+1 counter on it": what it just put onto the battlefield. */
  | { readonly created: true };

/**
 * "That creature", "that player": what a triggered ability's event was about (603.2); "that land's controller": who
 * controls that object (as it last was on the battlefield, 608.2h); "that card": the card the event put into a
 * graveyard ("when enchanted creature dies, return that card …", 400.7e).
 */
const EVENT_AIMS: Readonly<Record<string, 'object' | 'card' | 'player' | 'controller'>> = {
  'that creature': 'object',
  'that card': 'card',
  'that player': 'player',
  "that creature's controller": 'controller',
  "that land's controller": 'controller',
  "that permanent's controller": 'controller',
};

/**
 * Reads a phrase as the aim of an effect: a target phrase, a group phrase, `~`, what the trigger event was about, or
 * "that permanent" / "it": the object the last earlier target of the spell or ability is ("tap target creature. That
 * permanent doesn't untap …").
 */
export function readAim(
  phrase: string,
):
  | { readonly targets: readonly TargetSpec[]; readonly aim: (first: number) => Aim; readonly earlier?: true }
  | undefined {
  if (phrase === '~') return { targets: [], aim: () => ({ self: true }) };
  // "Up to two target creatures each get +2/+2": the same objects, each one affected.
  const each = / each$/i.exec(phrase);
  if (each) {
    const read = readAim(phrase.slice(0, each.index));
    return read && ('targets' in read.aim(0) || 'group' in read.aim(0)) ? read : undefined;
  }
  // "Tap target creature. It loses all abilities …": "it" after a target is that target (like "that permanent").
  if (/^(?:that permanent|it)$/i.test(phrase)) return { targets: [], aim: () => ({ earlier: true }), earlier: true };
  // "Tap up to two target creatures. Those creatures don't untap …": every earlier object target.
  if (/^(?:those creatures|those permanents)$/i.test(phrase))
    return { targets: [], aim: () => ({ earlierAll: true }), earlier: true };
  // "~ deals 2 damage to target creature and 2 damage to its controller": who controls that target (608.2h).
  if (/^its controller$/i.test(phrase)) return { targets: [], aim: () => ({ earlierController: true }), earlier: true };
  // "~ deals 3 damage to target player or planeswalker. That player or that planeswalker's controller discards …".
  if (/^that player or that planeswalker's controller$/i.test(phrase))
    return { targets: [], aim: () => ({ earlierPlayerOrController: true }), earlier: true };
  // "When ~ leaves the battlefield, return the exiled card …": what its linked ability exiled (607.2a).
  if (/^(?:the exiled cards?|all cards exiled with ~)$/i.test(phrase))
    return { targets: [], aim: () => ({ exiledWith: true }) };
  // "Regenerate enchanted creature": what the Aura or Equipment is attached to as the ability resolves (301.5a, 303.4a).
  if (/^(?:enchanted|equipped) creature$/i.test(phrase)) return { targets: [], aim: () => ({ attached: true }) };
  const event = EVENT_AIMS[phrase.toLowerCase()];
  if (event) return { targets: [], aim: () => ({ event }) };
  const spec = readTarget(phrase);
  if (spec) return { targets: [spec], aim: target => ({ target }) };
  const group = readGroup(phrase);
  if (group) return { targets: [], aim: () => ({ group }) };
  // "All lands target player controls": a target player, and the permanents of theirs the group names.
  const theirs = /^(.+) (target (?:player|opponent)) controls$/i.exec(phrase);
  const of = theirs && readGroup(theirs[1]!);
  const player = theirs && readTarget(theirs[2]!);
  if (of?.kind === 'permanents' && !of.filter.controller && !of.defending && player)
    return { targets: [player], aim: target => ({ group: { ...of, ofTarget: target } }) };
  // "Each of up to two target creatures": the same targets, each one affected.
  const specs = readTargets(phrase.replace(/^each of (?=.*\btargets?\b)/i, ''));
  if (specs) return { targets: specs, aim: first => ({ targets: specs.map((_s, i) => first + i) }) };
  return readBoth(phrase);
}

const QUALIFIED = / (?:you control|you don't control|an opponent controls|your opponents control|with .+|without .+)$/i;

/**
 * "Target player and each creature that player controls", "destroy that creature and ~": two phrases, each read as
 * an aim, the effect acting on what both find at once (608.2f); "that player" after the target player is
 * that target's (115.1).
 */
function readBoth(
  phrase: string,
):
  | { readonly targets: readonly TargetSpec[]; readonly aim: (first: number) => Aim; readonly earlier?: true }
  | undefined {
  for (let at = phrase.indexOf(' and '); at > 0; at = phrase.indexOf(' and ', at + 1)) {
    const left = readAim(phrase.slice(0, at));
    const right = left && readAim(phrase.slice(at + 5));
    if (!left || !right) continue;
    // "Red creatures and white creatures you control": the last words may be about both groups; not read.
    const group = left.aim(0);
    if ('group' in group && group.group.kind !== 'players' && QUALIFIED.test(phrase.slice(at + 5)))
      if (!QUALIFIED.test(phrase.slice(0, at))) continue;
    const player = left.targets.length === 1 && left.targets[0]!.player && !left.targets[0]!.object;
    const theirs = (aim: Aim, first: number): Aim | undefined =>
      'group' in aim && aim.group.kind === 'permanents' && aim.group.ofEventPlayer
        ? player
          ? { group: { kind: 'permanents', filter: aim.group.filter, ofTarget: first } }
          : undefined
        : aim;
    if (theirs(right.aim(left.targets.length), 0) === undefined) return undefined;
    return {
      targets: [...left.targets, ...right.targets],
      aim: first => ({ both: [left.aim(first), theirs(right.aim(first + left.targets.length), first)!] }),
      ...(left.earlier || right.earlier ? { earlier: true as const } : {}),
    };
  }
  return undefined;
}

/**
 * A reading whose match names an aim: capture group `aimGroup`, or `you` when that group didn't take part ("draw a
 * card" is "you draw a card"); the effect is built from the aim and the match.
 */
export function aimReading<E>(
  pattern: RegExp,
  aimGroup: number,
  make: (aim: Aim, m: RegExpExecArray, context: ReadContext) => E | undefined,
): Reading<E> {
  return aimsReading(pattern, [aimGroup], (aims, m, context) => make(aims[0]!, m, context));
}

/**
 * A reading whose match names several aims ("target creature you control fights target creature you don't
 * control"), each a capture group read as in `aimReading`; their targets are numbered in the order of the groups.
 */
export function aimsReading<E>(
  pattern: RegExp,
  aimGroups: readonly number[],
  make: (aims: readonly Aim[], m: RegExpExecArray, context: ReadContext) => E | undefined,
): Reading<E> {
  return {
    pattern,
    build: (m, context) => {
      const reads = aimGroups.map(g => readAim(m[g] ?? 'you'));
      if (reads.some(r => r === undefined)) return undefined;
      const aims = (first: number) => {
        let next = first;
        return reads.map(r => {
          const aim = r!.aim(next);
          next += r!.targets.length;
          return aim;
        });
      };
      if (make(aims(0), m, context) === undefined) return undefined;
      return {
        targets: reads.flatMap(r => r!.targets),
        effect: first => make(aims(first), m, context)!,
        ...(reads.some(r => r!.earlier) ? { earlier: true as const } : {}),
      };
    },
  };
}

/**
 * What an aim means as the effect is performed: the target if still legal (CR 608.2b), the group's members now, or
 * the source if it is still the same object on the battlefield (CR 400.7).
 */
export function aimedAt(
  state: GameState,
  item: StackItem,
  aim: Aim,
  target: (index: number | undefined) => Target | undefined,
): Target[] {
  if ('target' in aim) {
    const t = target(aim.target);
    return t ? [t] : [];
  }
  if ('group' in aim) return groupMembers(state, item, aim.group, target);
  if ('targets' in aim) return aim.targets.flatMap(i => target(i) ?? []);
  if ('both' in aim) return aim.both.flatMap(a => aimedAt(state, item, a, target));
  if ('created' in aim) {
    const made = lastCreated(state, item);
    const perm = made === undefined ? undefined : state.permanents[made];
    return perm ? [{ kind: 'object', id: perm.id, stamp: perm.timestamp }] : [];
  }
  if ('earlier' in aim) {
    // The last object target, if it is still legal (608.2b): not an earlier one in its place.
    const earlier = target(item.targets.map(t => t?.kind).lastIndexOf('object'));
    return earlier ? [earlier] : [];
  }
  if ('exiledWith' in aim) {
    const perm = state.permanents[item.source];
    return state.exiledWith.flatMap(l =>
      l.source === item.source &&
      (perm ? l.sourceStamp === perm.timestamp && !l.left : l.left) &&
      zoneOf(state, l.card) === 'exile'
        ? [{ kind: 'object' as const, id: l.card, stamp: -1 }]
        : [],
    );
  }
  if ('earlierPlayer' in aim) {
    const earlier = target(item.targets.map(t => t?.kind).lastIndexOf('player'));
    return earlier ? [earlier] : [];
  }
  if ('earlierPlayerOrController' in aim) {
    const at = item.targets.length - 1;
    const last = target(at);
    // The player if still legal (608.2b); a permanent's controller as it last was (608.2h).
    if (last?.kind === 'player') return [last];
    return last?.kind === 'object' && state.objects[last.id]
      ? [{ kind: 'player', player: lastKnown(state, last.id).controller }]
      : [];
  }
  if ('earlierAll' in aim) return item.targets.flatMap((t, i) => (t?.kind === 'object' ? (target(i) ?? []) : []));
  if ('earlierController' in aim) {
    // Its controller as it last was (608.2h), even when the target has become illegal or left.
    const last = [...item.targets].reverse().find(t => t?.kind === 'object');
    return last?.kind === 'object' && state.objects[last.id]
      ? [{ kind: 'player', player: lastKnown(state, last.id).controller }]
      : [];
  }
  if ('attached' in aim) {
    const source = state.permanents[item.source];
    const host =
      source &&
      (item.sourceStamp === undefined || source.timestamp === item.sourceStamp) &&
      source.attachedTo !== undefined
        ? state.permanents[source.attachedTo]
        : undefined;
    return host ? [{ kind: 'object', id: host.id, stamp: host.timestamp }] : [];
  }
  if ('event' in aim) {
    if (aim.event === 'player')
      return item.eventPlayer !== undefined ? [{ kind: 'player', player: item.eventPlayer }] : [];
    if (aim.event === 'controller')
      return item.subject !== undefined && state.objects[item.subject]
        ? [{ kind: 'player', player: lastKnown(state, item.subject).controller }]
        : [];
    // The new object the card became in the graveyard it went to, while it is still there (400.7e).
    if (aim.event === 'card')
      return item.subject !== undefined && zoneOf(state, item.subject) === 'graveyard'
        ? [{ kind: 'object', id: item.subject, stamp: -1 }]
        : [];
    const perm = item.subject !== undefined ? state.permanents[item.subject] : undefined;
    return perm ? [{ kind: 'object', id: perm.id, stamp: perm.timestamp }] : [];
  }
  const perm = state.permanents[item.source];
  return perm && (item.sourceStamp === undefined || perm.timestamp === item.sourceStamp)
    ? [{ kind: 'object', id: item.source, stamp: perm.timestamp }]
    : [];
}

/**
 * The permanents a keyword action of an object acts on ("~ connives", "that creature explores"): those the aim finds,
 * or one that has left the battlefield since, by its last known information (701.44c, 701.50c): its controller still
 * does what the action says.
 */
export function actingObjects(
  state: GameState,
  item: StackItem,
  aim: Aim,
  target: (index: number | undefined) => Target | undefined,
): readonly ObjectId[] {
  const now = aimedAt(state, item, aim, target).flatMap(t => (t.kind === 'object' ? [t.id] : []));
  if (now.length > 0) return now;
  const gone = 'self' in aim ? item.source : 'event' in aim ? item.subject : undefined;
  return gone !== undefined && state.objects[gone] ? [gone] : [];
}

/** Whether one of the card's abilities has an effect, however nested, that passes `test`. */
export function hasEffect(def: CardDef, test: (effect: { readonly kind?: unknown }) => boolean): boolean {
  const has = (v: unknown): boolean =>
    Array.isArray(v) ? v.some(has) : typeof v === 'object' && v !== null && (test(v) || Object.values(v).some(has));
  return has(def.abilities);
}

/**
 * The last token the resolving spell or ability created, or card it manifested, if it did so far (its `create` log
 * entries).
 */
export function lastCreated(state: GameState, item: StackItem): ObjectId | undefined {
  for (
    let node = state.log;
    node && !(node.entry.kind === 'resolve' && node.entry.objects?.includes(item.id));
    node = node.prev
  ) {
    if (node.entry.kind === 'create' && node.entry.objects?.length)
      return node.entry.objects[node.entry.objects.length - 1];
  }
  return undefined;
}
