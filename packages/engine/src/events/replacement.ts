import type {
  Ability,
  CardDef,
  Color,
  EntryChoice,
  Count,
  EventKind,
  GameState,
  ObjectFilter,
  ObjectId,
  PlayerId,
  ReplacementAbility,
  ReplacementId,
  StateCondition,
  Target,
  TurnEffect,
  Zone,
} from '../core/types.js';
import type { RuleId } from '../core/cited-rules.js';
import { BASIC_LAND_TYPES, MAX_AMOUNT } from '../core/cards.js';
import {
  fromKeywords,
  keywordView,
  abilities,
  controller,
  counters,
  hasKeyword,
  isCreature,
  isType,
  printedOnBattlefield,
  zoneOf,
  type PrintedTest,
} from '../view/queries.js';
import { done, type Handled } from '../core/outcome.js';
import { quoted } from '../core/quote.js';
import { reject } from '../core/violations.js';
import { conditionHolds, readStateCondition } from '../view/conditions.js';
import { amount, colorWords, readCards, readGroup, readPermanents, readSources } from '../core/phrases.js';
import {
  copiableValues,
  readCopyExceptions,
  withExceptions,
  type CopyExceptions,
  type ReadQuoted,
} from '../core/copiable.js';
import { countOf, readCount } from '../view/counts.js';
import { findPlayer, logRule, name, opponents, updatePermanent } from '../core/state.js';
import { addCounters, destroy, gainLife, loseLife, moveZone } from './actions.js';
import { matchesFilter, targetLabel } from '../view/targets.js';
import { withoutCombatant } from './move.js';
import { hasRestriction } from '../view/restrictions.js';
import { dredgeOf, isKeywordCounter, keywordCost } from '../core/keywords/index.js';

/**
 * Replacement and prevention effects (CR 614, 615) hook into the events the engine is about to perform. Each choke
 * point (damage being dealt, a permanent being destroyed, a card being drawn) describes its event, `replace` lets
 * every applicable entry of `REPLACEMENTS` modify it or make it not happen, and the choke point performs what is left.
 * A new "prevent …", "… instead" or "can't be destroyed" ability is one entry here, not an edit of the choke points.
 */
export type PendingEvent =
  /**
   * `combat`: combat damage (510.2), which "prevent all combat damage" is about; `unpreventable`: "the damage can't be
   * prevented" (615.12).
   */
  | {
      readonly kind: 'damage';
      readonly source: ObjectId;
      readonly target: Target;
      readonly amount: number;
      readonly combat?: boolean;
      readonly unpreventable?: true;
      /** The shield counter of the permanent dealt it was removed by damage dealt at the same time (122.1c). */
      readonly shieldUsed?: true;
    }
  /** `noRegeneration`: "it can't be regenerated" (701.19c). */
  | { readonly kind: 'destroy'; readonly object: ObjectId; readonly rule: RuleId; readonly noRegeneration?: boolean }
  | { readonly kind: 'draw'; readonly player: PlayerId; readonly rule: RuleId }
  /** A player gaining life ("if you would gain life, you gain twice that much life instead", 614.1a). */
  | { readonly kind: 'gainLife'; readonly player: PlayerId; readonly amount: number; readonly rule: RuleId }
  /** An object moving from one zone to another ("if ~ would die, exile it instead"). */
  | { readonly kind: 'move'; readonly object: ObjectId; readonly to: Zone; readonly rule: RuleId }
  /** A permanent entering the battlefield ("~ enters tapped", "~ enters with two +1/+1 counters on it", 122.6). */
  | {
      readonly kind: 'enter';
      readonly object: ObjectId;
      readonly controller: PlayerId;
      readonly tapped: boolean;
      readonly rule: RuleId;
      readonly counters?: Readonly<Record<string, number>>;
      /** It gains haste as it enters, for as long as it stays (riot declined, 702.136a). */
      readonly haste?: true;
      /** What was chosen for it as it enters (614.12a). */
      readonly chosen?: EntryChoice;
      /** Tribute wasn't paid as it entered (702.104b). */
      readonly tributeUnpaid?: true;
    };

export type PendingEventKind = PendingEvent['kind'];
type EventOf<K extends PendingEventKind> = Extract<PendingEvent, { kind: K }>;

/**
 * An entry of the registry, named `Id`. `P`, for an entry a card's ability names, is what that ability carries beyond
 * the name (`{ kind: 'replacement', replacement: Id, ...P }`, typed in core through `Registries`); `never` for one of
 * the rules alone (protection, a shield, flashback), which no ability names.
 */
export interface ReplacementEntry<
  K extends PendingEventKind = PendingEventKind,
  Id extends string = string,
  P = never,
> {
  readonly id: Id;
  /** How a scenario names it when choosing which effect applies first (616.1: `Alice applies regeneration first`). */
  readonly name: string;
  /** A rule that makes it be chosen before the others that apply (616.1b–d: e.g. a copy effect as it enters, 616.1c). */
  readonly chosenFirst?: RuleId;
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
  /**
   * What the card's ability keeps from the sentence `reads` matched (a number, a condition), or undefined when that
   * part isn't understood; without it the ability is the entry alone.
   */
  readonly read?: (m: RegExpExecArray, readQuoted: ReadQuoted) => P | undefined;
  /** Whether it applies to this event in this state (CR 614.12: as the event would happen). */
  readonly applies: (state: GameState, event: EventOf<K>) => boolean;
  /** The event as modified, or undefined when it doesn't happen at all; and what a judge would say happened. */
  readonly apply: (
    state: GameState,
    event: EventOf<K>,
  ) => { readonly event?: EventOf<K>; readonly text: string; readonly defaulted?: boolean };
  /** What happens instead, beyond the changed event ("instead tap it and remove all damage from it"); always told. */
  readonly perform?: (state: GameState, event: EventOf<K>) => GameState;
  /**
   * A prevention effect's additional effect, which still takes place when the damage can't be prevented (615.12): the
   * damage is then dealt, and the rest of the effect (`perform`, a shield's countdown) doesn't happen.
   */
  readonly additional?: (state: GameState, event: EventOf<K>) => { readonly state: GameState; readonly text: string };
}

/** Protection from a color: damage from sources of that color is prevented (CR 702.16e). */
const protection: ReplacementEntry<'damage', 'protection'> = {
  id: 'protection',
  name: 'protection',
  rule: '702.16e',
  type: 'prevention',
  event: 'damage',
  applies: (state, e) => {
    if (e.target.kind !== 'object' || !state.permanents[e.target.id]) return false;
    const view = keywordView(state);
    return (
      fromKeywords(
        state,
        e.target.id,
        (entry, keyword) => entry.preventsDamageFrom?.(view, e.source, keyword) || undefined,
      ) ?? false
    );
  },
  apply: (state, e) => ({
    text: `Protection prevents ${e.amount} damage from ${name(state, e.source)} to ${name(state, (e.target as { id: ObjectId }).id)}.`,
  }),
};

/** An indestructible permanent can't be destroyed (CR 702.12b): the destruction doesn't happen. */
const indestructible: ReplacementEntry<'destroy', 'indestructible'> = {
  id: 'indestructible',
  name: 'indestructible',
  rule: '702.12b',
  type: 'replacement',
  event: 'destroy',
  applies: (state, e) => hasKeyword(state, e.object, 'indestructible'),
  apply: (state, e) => ({ text: `${name(state, e.object)} is indestructible and isn't destroyed.` }),
};

/** The parameters of an ability that is its entry alone ("~ enters tapped", riot). */
type NoParams = Record<never, never>;

type AbilityOf<Id extends ReplacementId> = Extract<ReplacementAbility, { readonly replacement: Id }>;

/** The object's printed replacement ability `id` (read from its text by that entry's `reads`), if it has one. */
function replacementOf<Id extends ReplacementId>(
  state: GameState,
  object: ObjectId,
  id: Id,
): AbilityOf<Id> | undefined {
  return state.objects[object]?.def.abilities.find(
    (a): a is AbilityOf<Id> => a.kind === 'replacement' && a.replacement === id,
  );
}

function hasReplacement(state: GameState, object: ObjectId, id: ReplacementId): boolean {
  return replacementOf(state, object, id) !== undefined;
}

/** "~ enters tapped": a replacement effect on how the permanent enters (CR 614.1d). */
const entersTapped: ReplacementEntry<'enter', 'entersTapped', NoParams> = {
  id: 'entersTapped',
  name: 'enters tapped',
  rule: '614.1d',
  type: 'replacement',
  event: 'enter',
  reads: /^~ enters(?: the battlefield)? tapped$/i,
  applies: (state, e) => !e.tapped && hasReplacement(state, e.object, 'entersTapped'),
  apply: (state, e) => ({ event: { ...e, tapped: true }, text: `${name(state, e.object)} enters tapped.` }),
};

/**
 * "You may have ~ enter as a copy of any creature on the battlefield", "… any artifact", "… any creature you control",
 * "… any creature card in a graveyard", "… enter tapped as a copy of any land" (614.1c, 707.5): it enters with the
 * copiable values of the object chosen (`Alice casts clone copying bears`, or `Alice chooses bears for clone` when it
 * isn't cast; made before it enters, 614.12a) with the exceptions it makes ("except it's an artifact in addition to
 * its other types", 707.9), or by the documented default the first that fits an opponent controls (owns, in a
 * graveyard), else the first of its controller's, in the order they arrived. Applied before the other effects on
 * entering (616.1c), which then see the copy (614.12). Declined (`declines with`), or with nothing to copy, it enters
 * as itself.
 */
const entersAsCopy: ReplacementEntry<
  'enter',
  'entersAsCopy',
  {
    readonly filter: ObjectFilter;
    /** "A creature card in a graveyard": a card there, not a permanent. */
    readonly graveyard?: true;
    /** "Enter tapped as a copy" (Vesuva): tapped only if it copies. */
    readonly tapped?: true;
    readonly except?: CopyExceptions;
  }
> = {
  id: 'entersAsCopy',
  name: 'enters as a copy',
  chosenFirst: '616.1c',
  rule: '707.5',
  type: 'replacement',
  event: 'enter',
  reads:
    /^you may have ~ enter(?: the battlefield)?( tapped)? as a copy of any (.+?)(?: (on the battlefield|in a graveyard))?(?:, except (.+))?$/i,
  read: (m, readQuoted) => {
    const graveyard = m[3]?.toLowerCase() === 'in a graveyard';
    const filter = graveyard ? readCards(m[2]!) : readPermanents(m[2]!);
    // "Any creature you control" is on the battlefield; a card "in a graveyard" has no controller.
    if (!filter || (!graveyard && !m[3] && !filter.controller) || (graveyard && filter.controller)) return undefined;
    const except = m[4] === undefined ? undefined : readCopyExceptions(m[4], readQuoted);
    if (m[4] !== undefined && (!except || except.thisAbility)) return undefined;
    return {
      filter,
      ...(graveyard ? { graveyard: true as const } : {}),
      ...(m[1] ? { tapped: true as const } : {}),
      ...(except ? { except } : {}),
    };
  },
  applies: (state, e) =>
    hasReplacement(state, e.object, 'entersAsCopy') &&
    !state.declinedEntries.includes(e.object) &&
    copied(state, e) !== undefined,
  apply: (state, e) => {
    const { original, chosen } = copied(state, e)!;
    const { tapped, graveyard, except } = replacementOf(state, e.object, 'entersAsCopy')!;
    const first = graveyard
      ? "the first that fits in an opponent's graveyard"
      : 'the first that fits an opponent controls';
    // "Except it enters with X additional +1/+1 counters on it" (707.9e): X is its spell's, 0 when it wasn't cast.
    const more = except?.counters;
    const n = more && (more.amount === 'X' ? (state.stack.find(i => i.id === e.object)?.x ?? 0) : more.amount);
    const counters = more && n ? { ...e.counters, [more.counter]: (e.counters?.[more.counter] ?? 0) + n } : undefined;
    return {
      event: { ...e, ...(tapped ? { tapped: true } : {}), ...(counters ? { counters } : {}) },
      text: `${name(state, e.object)} enters${tapped ? ' tapped' : ''} as a copy of ${name(state, original)}${chosen ? '' : ` (the default choice: ${first}, else one of its controller's)`}.`,
      ...(chosen ? {} : { defaulted: true }),
    };
  },
  perform: (state, e) => {
    const obj = state.objects[e.object]!;
    const { original, written } = copied(state, e)!;
    const except = replacementOf(state, e.object, 'entersAsCopy')!.except;
    const def = withExceptions(copiableValues(state, original), except, { name: (obj.printed ?? obj.def).name });
    const s = written ? { ...state, entryChoices: state.entryChoices.filter(c => c !== written) } : state;
    const copy = { ...s, objects: { ...s.objects, [e.object]: { ...obj, def, printed: obj.printed ?? obj.def } } };
    // An Aura entering this way is attached to what its controller chooses (303.4f), which a scenario can't say.
    return def.subtypes.includes('Aura')
      ? logRule(
          copy,
          'unmodelled',
          '303.4f',
          `${def.name} enters as a copy of an Aura, attached to something its controller chooses, and the scenario can't say what`,
          { objects: [e.object] },
        )
      : copy;
  },
};

/** Whether `original` is something the entering `object` may copy, for the player it enters under. */
export function mayCopy(state: GameState, object: ObjectId, original: ObjectId, you: PlayerId): boolean {
  const ability = replacementOf(state, object, 'entersAsCopy');
  if (!ability || original === object) return false;
  const there = ability.graveyard ? zoneOf(state, original) === 'graveyard' : !!state.permanents[original];
  return there && matchesFilter(state, original, ability.filter, you, object);
}

/**
 * What an entering copy copies: the object chosen (as its spell was cast, else written for it or for its controller's
 * next such choice) while it still fits, else the default.
 */
function copied(
  state: GameState,
  e: EventOf<'enter'>,
): { original: ObjectId; chosen: boolean; written?: GameState['entryChoices'][number] } | undefined {
  const fits = (id: ObjectId) => mayCopy(state, e.object, id, e.controller);
  const cast = state.stack.find(i => i.id === e.object && i.kind === 'spell')?.copyOf;
  if (cast !== undefined && fits(cast)) return { original: cast, chosen: true };
  const mine = state.entryChoices.filter(
    c => c.player === e.controller && c.choice.kind === 'object' && mayCopy(state, e.object, c.choice.object, c.player),
  );
  const written = mine.find(c => c.source === e.object) ?? mine.find(c => c.source === undefined);
  if (written?.choice.kind === 'object') return { original: written.choice.object, chosen: true, written };
  const ability = replacementOf(state, e.object, 'entersAsCopy')!;
  const candidates = ability.graveyard
    ? state.players.flatMap(p => p.graveyard).filter(fits)
    : state.battlefield.filter(fits);
  const whose = (id: ObjectId) => (ability.graveyard ? state.objects[id]!.owner : state.permanents[id]!.controller);
  const original = candidates.find(id => whose(id) !== e.controller) ?? candidates[0];
  return original === undefined ? undefined : { original, chosen: false };
}

/**
 * "~ enters tapped unless you control two or more basic lands" (614.1d): the condition is checked as it would
 * enter (614.12), for the player it enters under.
 */
const entersTappedUnless: ReplacementEntry<'enter', 'entersTappedUnless', { readonly condition: StateCondition }> = {
  id: 'entersTappedUnless',
  name: 'enters tapped unless',
  rule: '614.1d',
  type: 'replacement',
  event: 'enter',
  reads: /^~ enters(?: the battlefield)? tapped unless (.+)$/i,
  read: m => {
    const condition = readStateCondition(m[1]!);
    return condition && { condition };
  },
  applies: (state, e) => {
    const condition = !e.tapped ? replacementOf(state, e.object, 'entersTappedUnless')?.condition : undefined;
    return (
      condition !== undefined &&
      !conditionHolds(state, { controller: e.controller, source: e.object, id: e.object, timestamp: 0 }, condition)
    );
  },
  apply: (state, e) => ({
    event: { ...e, tapped: true },
    text: `${name(state, e.object)} enters tapped: its condition doesn't hold.`,
  }),
};

/**
 * "~ enters with two +1/+1 counters on it", "… with X +1/+1 counters" (614.1c, 122.6): X is the value paid for the
 * spell that becomes it (107.3), still on the stack as it enters; "…, where X is the number of cards in all players'
 * hands" counts as it would enter (614.12), for the player it enters under. "If an opponent was dealt damage this
 * turn, ~ enters with …" (bloodthirst, 702.54a): only if the condition holds as it would enter. Each such ability of
 * the permanent applies (702.54c, modular and a printed "enters with"), in one application.
 */
const entersWithCounters: ReplacementEntry<
  'enter',
  'entersWithCounters',
  {
    readonly amount: number | 'X';
    readonly counter: string;
    /**
     * "… with X +1/+1 counters on it, where X is <count>", "… with a number of +1/+1 counters on it equal to
     * <count>": X counted as it would enter (614.12).
     */
    readonly count?: Count;
    /** "… with a +1/+1 counter on it for each <count>": `amount` times the count. */
    readonly perEach?: true;
    /** "If ~ was kicked, it enters with …" (702.33d): only when the spell that becomes it was kicked. */
    readonly kicked?: true;
    /** "If ~ was kicked with its {1}{U} kicker, …" (702.33f): with that kicker cost, as written. */
    readonly kickedWith?: string;
    /** "If <condition>, ~ enters with …": checked as it would enter (614.12). */
    readonly condition?: StateCondition;
  }
> = {
  id: 'entersWithCounters',
  name: 'enters with counters',
  rule: '614.1c',
  type: 'replacement',
  event: 'enter',
  reads:
    /^(?:if ([^,]+), )?(?:~|(?<=, )it) enters(?: the battlefield)? with (\w+|a number of) (?:additional )?([+-]\d+\/[+-]\d+|[a-z]+) counters? on it(?:(?:, where X is| equal to) (.+?)| for each (.+?))?(?: if (.+))?$/i,
  read: m => {
    // "~ enters with a +1/+1 counter on it if you attacked with a creature this turn": the condition written last.
    if (m[6] !== undefined && m[1] !== undefined) return undefined;
    m[1] ??= m[6];
    // "With a number of +1/+1 counters on it equal to …" is "with X …, where X is …".
    const number = /^a number of$/i.test(m[2]!);
    if (number !== (m[4] !== undefined && m[0].includes(` equal to ${m[4]}`))) return undefined;
    const n = number || /^x$/i.test(m[2]!) ? ('X' as const) : amount(m[2]!);
    const where = m[4] === undefined ? undefined : readCount(m[4]);
    const each = m[5] === undefined ? undefined : readCount(m[5]);
    const read = m[1] === undefined ? undefined : readStateCondition(m[1]);
    const kicked = read?.kind === 'kicked' ? read : undefined;
    const condition = kicked ? undefined : read;
    // "If ~ wasn't kicked, it enters with …" asks the spell as it enters, which isn't modelled.
    if (kicked?.not) return undefined;
    // A keyword counter isn't modelled (122.1b).
    if ((m[4] !== undefined && (!where || n !== 'X')) || (m[5] !== undefined && (!each || typeof n !== 'number')))
      return undefined;
    if (isKeywordCounter(m[3]!) || (m[1] !== undefined && !kicked && !condition)) return undefined;
    return n === undefined || (typeof n === 'number' && n > MAX_AMOUNT)
      ? undefined
      : {
          amount: n,
          counter: m[3]!.toLowerCase(),
          ...(where ? { count: where } : {}),
          ...(each ? { count: each, perEach: true as const } : {}),
          ...(kicked ? { kicked: true as const } : {}),
          ...(kicked?.with ? { kickedWith: kicked.with } : {}),
          ...(condition ? { condition } : {}),
        };
  },
  applies: (state, e) => countersEntering(state, e).length > 0,
  apply: (state, e) => {
    const counters: Record<string, number> = { ...e.counters };
    const told = countersEntering(state, e).map(ability => {
      const n = ability.count
        ? countOf(state, e.controller, e.object, ability.count) * (ability.perEach ? (ability.amount as number) : 1)
        : ability.amount === 'X'
          ? (state.stack.find(i => i.id === e.object && i.kind === 'spell')?.x ?? 0)
          : ability.amount;
      counters[ability.counter] = (counters[ability.counter] ?? 0) + n;
      return `${n} ${ability.counter} counter${n === 1 ? '' : 's'}`;
    });
    return {
      event: { ...e, counters },
      text: `${name(state, e.object)} enters with ${told.join(' and ')} on it.`,
    };
  },
};

/** The permanent's "enters with counters" abilities that apply as it would enter: each whose condition holds. */
function countersEntering(state: GameState, e: EventOf<'enter'>): AbilityOf<'entersWithCounters'>[] {
  const abilities = state.objects[e.object]?.def.abilities ?? [];
  return abilities.filter(
    (a): a is AbilityOf<'entersWithCounters'> =>
      a.kind === 'replacement' &&
      a.replacement === 'entersWithCounters' &&
      // "If ~ was kicked": the spell that becomes it, still on the stack as it enters, was (702.33d).
      (!a.kicked ||
        state.stack.some(
          i =>
            i.id === e.object &&
            i.kind === 'spell' &&
            i.kicked === true &&
            (a.kickedWith === undefined || i.kickedWith?.includes(a.kickedWith) === true),
        )) &&
      (a.condition === undefined ||
        conditionHolds(state, { controller: e.controller, source: e.object, id: e.object, timestamp: 0 }, a.condition)),
  );
}

/**
 * Sunburst (702.44a): entering from the stack as a resolving spell (702.44b), it gets a +1/+1 counter — a charge
 * counter if it isn't a creature card (type-changing effects ignored) — for each color of mana spent to cast it. Each
 * instance works separately (702.44d).
 */
const sunburst: ReplacementEntry<'enter', 'sunburst', NoParams> = {
  id: 'sunburst',
  name: 'sunburst',
  rule: '702.44a',
  type: 'replacement',
  event: 'enter',
  applies: (state, e) => hasReplacement(state, e.object, 'sunburst'),
  apply: (state, e) => {
    const spell = state.stack.find(i => i.id === e.object && i.kind === 'spell');
    const colors = Object.entries(spell?.manaSpent ?? {}).filter(([t, n]) => t !== 'C' && (n ?? 0) > 0).length;
    const instances = state.objects[e.object]!.def.abilities.filter(
      a => a.kind === 'replacement' && a.replacement === 'sunburst',
    ).length;
    const n = colors * instances;
    const kind = state.objects[e.object]!.def.types.includes('Creature') ? '+1/+1' : 'charge';
    return {
      event: n > 0 ? { ...e, counters: { ...e.counters, [kind]: (e.counters?.[kind] ?? 0) + n } } : e,
      text: `${name(state, e.object)} enters with ${n} ${kind} counter${n === 1 ? '' : 's'} (sunburst: ${colors} color${colors === 1 ? '' : 's'} of mana spent to cast it).`,
    };
  },
};

/**
 * Devour N (702.82a): "As this object enters, you may sacrifice any number of creatures. This permanent enters with N
 * +1/+1 counters on it for each creature sacrificed this way." Which ones is written on the cast (`devouring bears`);
 * the documented default is none. Those no longer creatures its controller controls as it enters aren't sacrificed.
 */
const devour: ReplacementEntry<'enter', 'devour', { readonly amount: number }> = {
  id: 'devour',
  name: 'devour',
  rule: '702.82a',
  type: 'replacement',
  event: 'enter',
  applies: (state, e) => hasReplacement(state, e.object, 'devour'),
  apply: (state, e) => {
    const eaten = devoured(state, e);
    const n = replacementOf(state, e.object, 'devour')!.amount * eaten.length;
    return {
      event: n > 0 ? { ...e, counters: { ...e.counters, '+1/+1': (e.counters?.['+1/+1'] ?? 0) + n } } : e,
      text: eaten.length
        ? `${name(state, e.object)} devours ${eaten.map(id => name(state, id)).join(', ')} and enters with ${n} +1/+1 counter${n === 1 ? '' : 's'}.`
        : `${name(state, e.object)} devours nothing (the default choice).`,
      ...(eaten.length ? {} : { defaulted: true }),
    };
  },
  perform: (state, e) =>
    devoured(state, e).reduce(
      (s, id) =>
        moveZone(
          logRule(s, 'sacrifice', '701.21a', `${e.controller} sacrifices ${name(s, id)} (devour).`, {
            objects: [id],
            players: [e.controller],
          }),
          id,
          'graveyard',
          '701.21a',
        ),
      state,
    ),
};

/** The creatures the spell that becomes `e.object` was cast to devour, still creatures its controller controls. */
function devoured(state: GameState, e: EventOf<'enter'>): ObjectId[] {
  const named = state.stack.find(i => i.id === e.object && i.kind === 'spell')?.devour ?? [];
  return [...new Set(named)].filter(
    id => id !== e.object && !!state.permanents[id] && controller(state, id) === e.controller && isCreature(state, id),
  );
}

/**
 * Amplify N (702.38a): as it enters, its controller reveals cards from their hand that share a creature type with it
 * (written on the cast, `revealing …`; the documented default is none), and it enters with N +1/+1 counters for each.
 * Each instance works separately (702.38b).
 */
const amplify: ReplacementEntry<'enter', 'amplify', { readonly amount: number }> = {
  id: 'amplify',
  name: 'amplify',
  rule: '702.38a',
  type: 'replacement',
  event: 'enter',
  applies: (state, e) => hasReplacement(state, e.object, 'amplify'),
  apply: (state, e) => {
    const own = state.objects[e.object]!.def;
    const shares = (id: ObjectId) => {
      const other = state.objects[id]!.def;
      if (!other.types.includes('Creature') && !other.types.includes('Kindred')) return false;
      const changeling = (d: CardDef) => d.keywords.includes('changeling');
      return changeling(own) || changeling(other) || other.subtypes.some(t => own.subtypes.includes(t));
    };
    const hand = state.players.find(p => p.id === e.controller)?.hand ?? [];
    const named = state.stack.find(i => i.id === e.object && i.kind === 'spell')?.reveal ?? [];
    const shown = [...new Set(named)].filter(id => id !== e.object && hand.includes(id) && shares(id));
    const per = own.abilities
      .filter((a): a is AbilityOf<'amplify'> => a.kind === 'replacement' && a.replacement === 'amplify')
      .reduce((sum, a) => sum + a.amount, 0);
    const n = per * shown.length;
    return {
      event: n > 0 ? { ...e, counters: { ...e.counters, '+1/+1': (e.counters?.['+1/+1'] ?? 0) + n } } : e,
      text: shown.length
        ? `${e.controller} reveals ${shown.map(id => name(state, id)).join(', ')}: ${name(state, e.object)} enters with ${n} +1/+1 counter${n === 1 ? '' : 's'} (amplify).`
        : `${e.controller} reveals nothing for ${name(state, e.object)}'s amplify (the default choice).`,
      ...(shown.length ? {} : { defaulted: true }),
    };
  },
};

/**
 * Riot (702.136a): "you may have this permanent enter with an additional +1/+1 counter on it; if you don't, it gains
 * haste". The counter is the documented default, as for every "you may" (608.2d); declining in advance (`Alice
 * declines with <card>`, 614.12a) gives haste instead.
 */
const riot: ReplacementEntry<'enter', 'riot', NoParams> = {
  id: 'riot',
  name: 'riot',
  rule: '702.136a',
  type: 'replacement',
  event: 'enter',
  applies: (state, e) => hasReplacement(state, e.object, 'riot'),
  apply: (state, e) =>
    state.declinedEntries.includes(e.object)
      ? {
          event: { ...e, haste: true },
          text: `${name(state, e.object)} enters without the additional +1/+1 counter, so it gains haste.`,
        }
      : {
          event: { ...e, counters: { ...e.counters, '+1/+1': (e.counters?.['+1/+1'] ?? 0) + 1 } },
          text: `${name(state, e.object)} enters with an additional +1/+1 counter (the default choice: the counter).`,
          defaulted: true,
        },
  perform: (state, e) => ({ ...state, declinedEntries: state.declinedEntries.filter(id => id !== e.object) }),
};

/**
 * Tribute N (702.104a): as it enters, its controller chooses an opponent, who may have it enter with N more +1/+1
 * counters. Paying is the documented default, as for every "may" (608.2d); an opponent's `declines with <card>`
 * written in advance (614.12a) is the opponent chosen not paying — which opponent pays changes nothing else. Not
 * paid, it remembers so for "if tribute wasn't paid" (702.104b).
 */
const tribute: ReplacementEntry<'enter', 'tribute', { readonly amount: number }> = {
  id: 'tribute',
  name: 'tribute',
  rule: '702.104a',
  type: 'replacement',
  event: 'enter',
  applies: (state, e) => hasReplacement(state, e.object, 'tribute'),
  apply: (state, e) => {
    const n = replacementOf(state, e.object, 'tribute')!.amount;
    const opponent = opponents(state, e.controller)[0];
    if (state.declinedEntries.includes(e.object) || opponent === undefined)
      return {
        event: { ...e, tributeUnpaid: true },
        text: `Tribute isn't paid: ${name(state, e.object)} enters without ${n} more +1/+1 counter${n === 1 ? '' : 's'}.`,
      };
    return {
      event: { ...e, counters: { ...e.counters, '+1/+1': (e.counters?.['+1/+1'] ?? 0) + n } },
      text: `${opponent} pays tribute: ${name(state, e.object)} enters with ${n} more +1/+1 counter${n === 1 ? '' : 's'} (the default choice: pay).`,
      defaulted: true,
    };
  },
  perform: (state, e) => ({ ...state, declinedEntries: state.declinedEntries.filter(id => id !== e.object) }),
};

/**
 * Unleash (702.98a): "You may have this permanent enter with a +1/+1 counter on it." The counter is the documented
 * default, as for every "you may" (608.2d); declining in advance (`Alice declines with <card>`, 614.12a) leaves it off.
 */
const unleash: ReplacementEntry<'enter', 'unleash', NoParams> = {
  id: 'unleash',
  name: 'unleash',
  rule: '702.98a',
  type: 'replacement',
  event: 'enter',
  applies: (state, e) => hasReplacement(state, e.object, 'unleash'),
  apply: (state, e) =>
    state.declinedEntries.includes(e.object)
      ? { event: e, text: `${name(state, e.object)} enters without a +1/+1 counter (unleash declined).` }
      : {
          event: { ...e, counters: { ...e.counters, '+1/+1': (e.counters?.['+1/+1'] ?? 0) + 1 } },
          text: `${name(state, e.object)} enters with a +1/+1 counter, unleashed (the default choice: the counter).`,
          defaulted: true,
        },
  perform: (state, e) => ({ ...state, declinedEntries: state.declinedEntries.filter(id => id !== e.object) }),
};

/**
 * "As ~ enters, you may pay 2 life. If you don't, it enters tapped." (614.1c, 614.12a: the choice is made before it
 * enters). Its controller pays unless they declined in advance (`Alice declines with <card>`) or can't (119.4):
 * paying is the documented default, as for every "you may" (608.2d), and the log says so.
 */
const payLifeOrTapped: ReplacementEntry<'enter', 'payLifeOrTapped', { readonly amount: number }> = {
  id: 'payLifeOrTapped',
  name: 'pay life or enter tapped',
  rule: '614.1c',
  type: 'replacement',
  event: 'enter',
  reads:
    /^as ~ enters(?: the battlefield)?, you may pay (\w+) life\. if you don't, (?:it|~) enters(?: the battlefield)? tapped$/i,
  read: m => {
    const n = amount(m[1]!);
    return n === undefined || n > MAX_AMOUNT ? undefined : { amount: n };
  },
  applies: (state, e) => hasReplacement(state, e.object, 'payLifeOrTapped'),
  apply: (state, e) => {
    const n = lifeToPay(state, e);
    const declined = state.declinedEntries.includes(e.object);
    if (n !== undefined)
      return {
        event: e,
        text: `${e.controller} pays ${n} life as ${name(state, e.object)} enters (the default choice: pay).`,
        defaulted: true,
      };
    return {
      event: { ...e, tapped: true },
      text: `${e.controller} doesn't pay ${replacementOf(state, e.object, 'payLifeOrTapped')!.amount} life${declined ? '' : ": they can't (CR 119.4)"}, so ${name(state, e.object)} enters tapped.`,
    };
  },
  perform: (state, e) => {
    const n = lifeToPay(state, e);
    const s = { ...state, declinedEntries: state.declinedEntries.filter(id => id !== e.object) };
    return n === undefined ? s : loseLife(s, e.controller, n, '119.4');
  },
};

/** What "as ~ enters, choose …" asks for (614.12a): a color, a creature type, a player or an opponent. */
export type EntryChoiceKind = 'color' | 'creatureType' | 'player' | 'opponent';
const CHOICE_WORDS: Readonly<Record<string, EntryChoiceKind>> = {
  'a color': 'color',
  'a creature type': 'creatureType',
  'a player': 'player',
  'an opponent': 'opponent',
};
/** The colors in the order rules text lists them (105.1), the first the documented default. */
const COLORS_IN_ORDER: readonly Color[] = ['W', 'U', 'B', 'R', 'G'];

/**
 * "As ~ enters, choose a color" (614.1c, 614.12a: chosen before it enters; "the chosen color" is linked to it,
 * 607.2d). The choice its controller wrote in advance (`Alice chooses blue`) if it fits, else the documented default:
 * white (the first color, 105.1), the most common creature type among the creatures they control (the first in
 * alphabetical order on a tie; none: the permanent's own first creature type), the first opponent in turn order, or
 * for "a player", themself.
 */
const chooseAsEnters: ReplacementEntry<'enter', 'chooseAsEnters', { readonly what: EntryChoiceKind }> = {
  id: 'chooseAsEnters',
  name: 'choice as it enters',
  rule: '614.12a',
  type: 'replacement',
  event: 'enter',
  reads: /^as ~ enters(?: the battlefield)?, choose (a color|a creature type|a player|an opponent)$/i,
  read: m => ({ what: CHOICE_WORDS[m[1]!.toLowerCase()]! }),
  applies: (state, e) => e.chosen === undefined && hasReplacement(state, e.object, 'chooseAsEnters'),
  apply: (state, e) => {
    const what = replacementOf(state, e.object, 'chooseAsEnters')!.what;
    const written = writtenChoice(state, e, what);
    const choice = written?.choice ?? defaultChoice(state, e, what);
    if (!choice) return { event: e, text: `${e.controller} has no ${what} to choose for ${name(state, e.object)}.` };
    const said = choiceText(choice);
    return {
      event: { ...e, chosen: choice },
      text: `${e.controller} chooses ${said} as ${name(state, e.object)} enters${written ? '' : ` (the default choice: ${said})`}.`,
      ...(written ? {} : { defaulted: true }),
    };
  },
  perform: (state, e) => {
    const written = writtenChoice(state, e, replacementOf(state, e.object, 'chooseAsEnters')!.what);
    return written ? { ...state, entryChoices: state.entryChoices.filter(c => c !== written.written) } : state;
  },
};

/** The choice its controller wrote for this card, or for their next choice of this kind, that fits it. */
function writtenChoice(state: GameState, e: EventOf<'enter'>, what: EntryChoiceKind) {
  const mine = state.entryChoices.flatMap(c =>
    c.player === e.controller && c.choice.kind !== 'object' && choiceFits(what, c.choice, e.controller)
      ? [{ written: c, source: c.source, choice: c.choice }]
      : [],
  );
  return mine.find(c => c.source === e.object) ?? mine.find(c => c.source === undefined);
}

function defaultChoice(state: GameState, e: EventOf<'enter'>, what: EntryChoiceKind): EntryChoice | undefined {
  if (what === 'color') return { kind: 'color', color: COLORS_IN_ORDER[0]! };
  if (what === 'player') return { kind: 'player', player: e.controller };
  if (what === 'opponent') {
    const opponent = state.players.find(p => p.id !== e.controller && !p.lost);
    return opponent && { kind: 'player', player: opponent.id };
  }
  const tally = new Map<string, number>();
  for (const id of state.battlefield)
    if (controller(state, id) === e.controller && isCreature(state, id))
      for (const t of state.objects[id]!.def.subtypes) tally.set(t, (tally.get(t) ?? 0) + 1);
  const most = [...tally].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
  const own = state.objects[e.object]?.def.subtypes[0];
  const subtype = most ?? own;
  return subtype === undefined ? undefined : { kind: 'creatureType', subtype };
}

/** Whether `who`'s choice answers "choose <what>" (an opponent: a player other than them). */
function choiceFits(what: EntryChoiceKind, choice: EntryChoice, who: PlayerId): boolean {
  return what === 'color' || what === 'creatureType'
    ? choice.kind === what
    : choice.kind === 'player' && (what === 'player' || choice.player !== who);
}

/** Whether `card` asks, as it enters, for a choice that `choice` answers (`chooseAsEnters`). */
export function asksForChoice(state: GameState, card: ObjectId, choice: EntryChoice, who: PlayerId): boolean {
  const asks = replacementOf(state, card, 'chooseAsEnters');
  return asks !== undefined && choiceFits(asks.what, choice, who);
}

/**
 * The choice a judge writes ("blue", "Island", "Goblin", "Bob"): a color word, a basic land type as written (205.3i), one of
 * `players`, else a creature type as written (which `choose` checks, 205.3m).
 */
export function entryChoiceOf(word: string, players: readonly PlayerId[]): EntryChoice {
  const color = colorWords(word);
  if (color.length === 1 && /^(?:white|blue|black|red|green)$/i.test(word)) return { kind: 'color', color: color[0]! };
  // Capitalised as a type is written: "island" stays free to be an alias (`Alice chooses island for mirror`).
  if (BASIC_LAND_TYPES.includes(word)) return { kind: 'basicLandType', landType: word };
  if (players.includes(word)) return { kind: 'player', player: word };
  return { kind: 'creatureType', subtype: word };
}

/** "blue", "Island", "Goblin", "Bob": a choice as a judge would say it. */
export function choiceText(choice: EntryChoice): string {
  if (choice.kind === 'color') return { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' }[choice.color];
  if (choice.kind === 'basicLandType') return choice.landType;
  return choice.kind === 'creatureType' ? choice.subtype : choice.player;
}

/** The life its controller pays for `payLifeOrTapped`: undefined when they declined or can't pay (119.4). */
function lifeToPay(state: GameState, e: EventOf<'enter'>): number | undefined {
  const n = replacementOf(state, e.object, 'payLifeOrTapped')?.amount;
  const life = state.players.find(p => p.id === e.controller)?.life ?? 0;
  return typeof n === 'number' && !state.declinedEntries.includes(e.object) && life >= n ? n : undefined;
}

/** "If ~ would die, exile it instead" (614.1a): a move from the battlefield to a graveyard goes to exile. */
const exileInsteadOfDying: ReplacementEntry<'move', 'exileInsteadOfDying', NoParams> = {
  id: 'exileInsteadOfDying',
  name: 'exile instead of dying',
  rule: '614.1a',
  type: 'replacement',
  event: 'move',
  reads: /^if ~ would die, exile it instead$/i,
  applies: (state, e) =>
    e.to === 'graveyard' && !!state.permanents[e.object] && hasReplacement(state, e.object, 'exileInsteadOfDying'),
  apply: (state, e) => ({
    event: { ...e, to: 'exile', rule: '614.1a' },
    text: `${name(state, e.object)} would die and is exiled instead.`,
  }),
};

/** "If that creature would die this turn, exile it instead" (614.1a): a resolved spell's replacement until cleanup. */
const exileIfDiesThisTurn: ReplacementEntry<'move', 'exileIfDiesThisTurn'> = {
  id: 'exileIfDiesThisTurn',
  name: 'exile instead of dying this turn',
  rule: '614.1a',
  type: 'replacement',
  event: 'move',
  applies: (state, e) =>
    e.to === 'graveyard' &&
    state.turnEffects.some(
      t =>
        t.kind === 'exileIfDies' &&
        t.object.id === e.object &&
        state.permanents[e.object]?.timestamp === t.object.stamp,
    ),
  apply: (state, e) => ({
    event: { ...e, to: 'exile', rule: '614.1a' },
    text: `${name(state, e.object)} would die this turn and is exiled instead.`,
  }),
};

/**
 * "Prevent all [combat] damage that would be dealt to ~ [by creatures blocking it]" (615.1a): a static prevention
 * effect of the permanent; with "by creatures blocking it", only from a source blocking it as the damage is dealt.
 */
const preventDamageToSelf: ReplacementEntry<
  'damage',
  'preventDamageToSelf',
  {
    /** "Prevent all combat damage …": only combat damage (510.2). */
    readonly combat?: boolean;
    /** "… by creatures blocking it": prevention only of damage from a creature blocking the permanent. */
    readonly byBlockers?: true;
  }
> = {
  id: 'preventDamageToSelf',
  name: 'prevention',
  rule: '615.1a',
  type: 'prevention',
  event: 'damage',
  reads: /^prevent all (combat )?damage that would be dealt to ~( by creatures blocking it)?$/i,
  read: m => ({ ...(m[1] ? { combat: true } : {}), ...(m[2] ? { byBlockers: true as const } : {}) }),
  applies: (state, e) => {
    if (e.target.kind !== 'object' || !state.permanents[e.target.id]) return false;
    const ability = replacementOf(state, e.target.id, 'preventDamageToSelf');
    return (
      ability !== undefined &&
      (!ability.combat || !!e.combat) &&
      (!ability.byBlockers || !!state.combat?.blockers[e.source]?.includes(e.target.id))
    );
  },
  apply: (state, e) => ({
    text: `${e.amount} damage that ${name(state, e.source)} would deal to ${targetLabel(state, e.target)} is prevented.`,
  }),
};

/** The stamp of a source chosen while it wasn't a permanent: the spell and the permanent it becomes (609.7a). */
export const SPELL_STAMP = -1;

/**
 * The prevention shields of resolved spells (615.1a, 615.7) that would prevent some of this damage, in the order made;
 * with `redirects`, those that would redirect it instead (614.9).
 */
function shieldsFor(
  state: GameState,
  e: { readonly source: ObjectId; readonly target: Target; readonly combat?: boolean },
  redirects = false,
): (TurnEffect & { kind: 'prevention' })[] {
  return state.turnEffects.filter(
    (t): t is TurnEffect & { kind: 'prevention' } =>
      t.kind === 'prevention' &&
      (t.redirectTo !== undefined) === redirects &&
      (!t.combat || !!e.combat) &&
      (!t.noncombat || !e.combat) &&
      t.remaining !== 0 &&
      // From one object: the same object it was as the shield was made (400.7).
      (!t.from ||
        (t.from.kind === 'object' &&
          e.source === t.from.id &&
          (t.from.stamp === SPELL_STAMP ||
            state.permanents[t.from.id] === undefined ||
            state.permanents[t.from.id]!.timestamp === t.from.stamp))) &&
      (!t.fromFilter || matchesFilter(state, e.source, t.fromFilter, t.controller, t.source)) &&
      (!t.toFilter ||
        (e.target.kind === 'object' && matchesFilter(state, e.target.id, t.toFilter, t.controller, t.source))) &&
      (!t.to ||
        (t.to.kind === 'player'
          ? e.target.kind === 'player' && e.target.player === t.to.player
          : e.target.kind === 'object' &&
            e.target.id === t.to.id &&
            state.permanents[t.to.id]?.timestamp === t.to.stamp)),
  );
}

/** How much of the damage the shields prevent: all of it for an unlimited one, else up to what each has left (615.7). */
function prevented(state: GameState, e: EventOf<'damage'>): number {
  let left = e.amount;
  for (const shield of shieldsFor(state, e))
    left -= shield.remaining === undefined ? left : Math.min(left, shield.remaining);
  return e.amount - Math.max(0, left);
}

/**
 * "Prevent all combat damage that would be dealt this turn", "prevent all damage that would be dealt to target
 * creature this turn", "prevent the next 3 damage that would be dealt to any target this turn" (615.1a, 615.7):
 * shields from resolved spells; one that counts down uses up what it prevented.
 */
/**
 * "The next time a source of your choice would deal damage to you this turn, that damage is dealt to ~ instead", "all
 * damage that would be dealt this turn to target creature you control by a source of your choice is dealt to another
 * target creature instead" (614.9): the damage is dealt to the permanent or player named instead — unless that
 * permanent has left the battlefield or is no longer a creature, planeswalker or battle, or that player has left the
 * game, when the effect does nothing. A "next time" one is used up by that instance of damage (615.8).
 */
const redirectionShield: ReplacementEntry<'damage', 'redirectionShield'> = {
  id: 'redirectionShield',
  name: 'redirection',
  rule: '614.9',
  type: 'replacement',
  event: 'damage',
  applies: (state, e) => redirection(state, e) !== undefined,
  apply: (state, e) => {
    const to = redirection(state, e)!.redirectTo!;
    return {
      event: { ...e, target: to },
      text: `The ${e.amount} damage ${name(state, e.source)} would deal to ${targetLabel(state, e.target)} is dealt to ${targetLabel(state, to)} instead.`,
    };
  },
  perform: (state, e) => {
    const shield = redirection(state, e)!;
    return shield.once
      ? { ...state, turnEffects: state.turnEffects.map(t => (t === shield ? { ...t, spent: true as const } : t)) }
      : state;
  },
};

/** The first redirection shield for this damage whose new recipient can still be dealt it (614.9). */
function redirection(state: GameState, e: EventOf<'damage'>): (TurnEffect & { kind: 'prevention' }) | undefined {
  return shieldsFor(state, e, true).find(t => {
    const to = t.redirectTo!;
    if (to.kind === 'player') return state.players.some(p => p.id === to.player && !p.lost);
    const perm = state.permanents[to.id];
    if (!perm || perm.timestamp !== to.stamp) return false;
    return (['Creature', 'Planeswalker', 'Battle'] as const).some(type => isType(state, to.id, type));
  });
}

const preventionShield: ReplacementEntry<'damage', 'preventionShield'> = {
  id: 'preventionShield',
  name: 'prevention shield',
  rule: '615.1a',
  type: 'prevention',
  event: 'damage',
  applies: (state, e) => shieldsFor(state, e).length > 0,
  apply: (state, e) => {
    const n = prevented(state, e);
    const text = `${n} damage that ${name(state, e.source)} would deal to ${targetLabel(state, e.target)} is prevented.`;
    return n >= e.amount ? { text } : { event: { ...e, amount: e.amount - n }, text };
  },
  perform: (state, e) => {
    const used = new Map<TurnEffect, number>();
    let left = e.amount;
    const found = shieldsFor(state, e);
    // "The next time …" is used up by this instance of damage, which goes on to the rest dealt at the same time (615.8).
    const once = new Set<TurnEffect>(found.filter(t => t.once));
    // What each shield prevented, for "you gain life equal to the damage prevented this way" (615.5).
    const gains: { readonly player: PlayerId; readonly amount: number }[] = [];
    for (const shield of found) {
      if (left <= 0) break;
      const take = shield.remaining === undefined ? left : Math.min(left, shield.remaining);
      if (shield.gainPrevented) gains.push({ player: shield.controller, amount: take });
      if (shield.remaining === undefined) break;
      used.set(shield, shield.remaining - take);
      left -= take;
    }
    const s = gains.reduce((at, g) => gainLife(at, g.player, g.amount, '615.5'), state);
    return used.size || once.size
      ? {
          ...s,
          turnEffects: state.turnEffects.map(t =>
            used.has(t) ? { ...t, remaining: used.get(t)! } : once.has(t) ? { ...t, spent: true as const } : t,
          ),
        }
      : s;
  },
};

/**
 * A permanent's damage modifier: "if [another] [red] source [you control] would deal damage to a permanent or player,
 * it deals double that damage / triple that damage / that much damage plus N to that permanent or player instead"
 * (614.1a). The two kinds are two entries, so that the affected player can order them (616.1): (3 + 1) × 2 or 3 × 2 + 1.
 * Several permanents with the same kind apply together (their order doesn't change the result).
 */
function damageModifier<Id extends string, C>(
  id: Id,
  label: string,
  deals: string,
  read: (said: string) => C | undefined,
  combine: (amount: number, ability: C) => number,
): ReplacementEntry<'damage', Id, DamageModifier<C>> {
  // The entry's own abilities: the registry types each with what its `read` returns.
  const own = (a: Ability): a is Ability & DamageModifier<C> => a.kind === 'replacement' && a.replacement === id;
  const modifiers = (state: GameState, source: ObjectId) =>
    printedOnBattlefield(state, printsReplacement, id).flatMap(permanent =>
      abilities(state, permanent).flatMap(a =>
        own(a) && matchesFilter(state, source, a.sources, controller(state, permanent), permanent)
          ? [{ permanent, ability: a }]
          : [],
      ),
    );
  return {
    id,
    name: label,
    rule: '614.1a',
    type: 'replacement',
    event: 'damage',
    reads: new RegExp(
      String.raw`^if (a|another) (?:(white|blue|black|red|green) )?source( you control)? would deal damage to a permanent or player, it deals ${deals} to that permanent or player instead$`,
      'i',
    ),
    read: m => {
      const change = read(m[4]!);
      const sources: ObjectFilter = {
        ...(m[1]!.toLowerCase() === 'another' ? { other: true } : {}),
        ...(m[2] ? { colors: colorWords(m[2]) } : {}),
        ...(m[3] ? { controller: 'you' as const } : {}),
      };
      return change && { ...change, sources };
    },
    applies: (state, e) => e.amount > 0 && modifiers(state, e.source).length > 0,
    apply: (state, e) => {
      const mods = modifiers(state, e.source);
      const n = Math.min(
        MAX_AMOUNT,
        mods.reduce((total, m) => combine(total, m.ability), e.amount),
      );
      return {
        event: { ...e, amount: n },
        text: `${mods.map(m => name(state, m.permanent)).join(' and ')}: ${name(state, e.source)} deals ${n} damage to ${targetLabel(state, e.target)} instead of ${e.amount}.`,
      };
    },
  };
}

/**
 * A permanent's own prevention effect (615.1a, 611.3a): "prevent all damage that would be dealt to ~ by artifact
 * sources", "... to ~ by Walls", "... that ~ would deal to red creatures", "prevent all combat damage that would be
 * dealt by enchanted creature", "... to and dealt by equipped creature": while it is on the battlefield, damage to or
 * by it (or what it is attached to), from sources that fit, to recipients that fit.
 */
const staticPrevention: ReplacementEntry<
  'damage',
  'staticPrevention',
  {
    readonly to: boolean;
    readonly by: boolean;
    readonly attached?: true;
    readonly combat?: true;
    readonly noncombat?: true;
    /** "By artifact sources", "by creatures": only damage from sources that fit. */
    readonly sources?: ObjectFilter;
    /** "Prevent all damage that ~ would deal to red creatures": only damage to these. */
    readonly recipients?: readonly Recipient[];
  }
> = {
  id: 'staticPrevention',
  name: 'prevention',
  rule: '615.1a',
  type: 'prevention',
  event: 'damage',
  reads:
    /^prevent all (combat |noncombat )?damage (?:that would be dealt (to|by|to and dealt by) (~|enchanted creature|equipped creature)(?: by (.+))?|(?:that )?(~|enchanted creature|equipped creature) would deal(?: to (.+))?)$/i,
  read: m => {
    const sources = m[4] === undefined ? undefined : readSources(m[4]);
    if (m[4] !== undefined && (!sources || m[2]!.toLowerCase() !== 'to')) return undefined;
    const recipients = m[6] === undefined ? undefined : readRecipients(m[6]);
    if (m[6] !== undefined && !recipients) return undefined;
    const side = m[2]?.toLowerCase() ?? 'by';
    return {
      to: side !== 'by',
      by: side !== 'to',
      ...((m[3] ?? m[5]) !== '~' ? { attached: true as const } : {}),
      ...(/^combat/i.test(m[1] ?? '') ? { combat: true as const } : {}),
      ...(/^noncombat/i.test(m[1] ?? '') ? { noncombat: true as const } : {}),
      ...(sources ? { sources } : {}),
      ...(recipients ? { recipients } : {}),
    };
  },
  applies: (state, e) => e.amount > 0 && staticShields(state, e).length > 0,
  apply: (state, e) => ({ text: preventedBy(state, staticShields(state, e), e) }),
};

/** What a judge would say of damage the prevention effects of `shields` prevent. */
function preventedBy(state: GameState, shields: readonly ObjectId[], e: EventOf<'damage'>): string {
  const who = shields.map(p => name(state, p)).join(' and ');
  return `${who}: the ${e.amount} damage ${name(state, e.source)} would deal to ${targetLabel(state, e.target)} is prevented.`;
}

/** The permanents whose own prevention effect applies to this damage event. */
function staticShields(state: GameState, e: EventOf<'damage'>): ObjectId[] {
  return printedOnBattlefield(state, printsReplacement, 'staticPrevention').filter(permanent =>
    abilities(state, permanent).some(a => {
      if (a.kind !== 'replacement' || a.replacement !== 'staticPrevention') return false;
      const about = a.attached ? state.permanents[permanent]!.attachedTo : permanent;
      if (about === undefined) return false;
      const to = a.to && e.target.kind === 'object' && e.target.id === about;
      const by = a.by && e.source === about;
      if (!to && !by) return false;
      if ((a.combat && !e.combat) || (a.noncombat && e.combat)) return false;
      if (a.recipients && !dealtTo(state, e, a.recipients, permanent)) return false;
      return !a.sources || matchesFilter(state, e.source, a.sources, controller(state, permanent), permanent);
    }),
  );
}

/**
 * Who damage is dealt to, for a prevention effect about many: "you", "players", "an opponent", or permanents that fit
 * ("creatures you control", "a Cleric creature you control", "another creature you control"); "you or a creature you
 * control" is either.
 */
type Recipient =
  | { readonly players: 'you' | 'any' | 'opponents' }
  | { readonly objects: ObjectFilter }
  /** `~`, or what the Aura or Equipment with the ability is attached to. */
  | { readonly self: 'source' | 'attached' };

function readRecipients(text: string): readonly Recipient[] | undefined {
  if (text === '~') return [{ self: 'source' }];
  if (/^(?:enchanted|equipped) creature$/i.test(text)) return [{ self: 'attached' }];
  const either = /^(you) or (.+)$/i.exec(text);
  if (either) {
    const [you, rest] = [readRecipients(either[1]!), readRecipients(either[2]!)];
    return you && rest && [...you, ...rest];
  }
  if (/^you$/i.test(text)) return [{ players: 'you' }];
  if (/^(?:players|each player|a player)$/i.test(text)) return [{ players: 'any' }];
  if (/^(?:an opponent|opponents)$/i.test(text)) return [{ players: 'opponents' }];
  // "Another creature you control" is "other creatures you control": not the permanent with the ability.
  const group = readGroup(text.replace(/^(?:a|an) /i, '').replace(/^another /i, 'other '));
  return group?.kind === 'permanents' && !group.defending ? [{ objects: group.filter }] : undefined;
}

/** Whether the damage is dealt to one of the recipients, "you" being the controller of `permanent`. */
function dealtTo(state: GameState, e: EventOf<'damage'>, to: readonly Recipient[], permanent: ObjectId): boolean {
  const you = controller(state, permanent);
  return to.some(r => {
    if ('players' in r)
      return e.target.kind === 'player' && (r.players === 'any' || (e.target.player === you) === (r.players === 'you'));
    if (e.target.kind !== 'object') return false;
    if ('self' in r) return e.target.id === (r.self === 'source' ? permanent : state.permanents[permanent]!.attachedTo);
    return matchesFilter(state, e.target.id, r.objects, you, permanent);
  });
}

/** What a conditional prevention ability carries: the damage it watches for and how much of it it prevents. */
type PreventionIf = {
  readonly to: readonly Recipient[];
  /** "If a red source would deal damage ...": only from sources that fit. */
  readonly by?: ObjectFilter;
  readonly combat?: true;
  readonly noncombat?: true;
  /** "If a source would deal 3 or less damage ...": only an event of at most this much. */
  readonly atMost?: number;
  /** "Prevent 1 of that damage": at most this much of each event (615.10); absent: all of it. */
  readonly prevents?: number;
};

/**
 * "If a source would deal damage to you, prevent 1 of that damage", "if a red source would deal damage to you, prevent
 * 2 of that damage" (615.10), "if a source would deal 3 or less damage to ~, prevent that damage", "if noncombat
 * damage would be dealt to you, prevent that damage" (615.1a): a permanent's prevention effect on each damage event
 * that fits, while it is on the battlefield. Each permanent's applies to the event on its own; "N of that damage"
 * prevents up to N of each event, however many are dealt at once (615.10).
 */
function preventionIf<Id extends string>(
  id: Id,
  rule: RuleId,
  prevents: string,
): ReplacementEntry<'damage', Id, PreventionIf> {
  const own = (a: Ability): a is Ability & PreventionIf => a.kind === 'replacement' && a.replacement === id;
  const watching = (state: GameState, e: EventOf<'damage'>) =>
    printedOnBattlefield(state, printsReplacement, id).flatMap(permanent =>
      abilities(state, permanent).flatMap(a =>
        own(a) &&
        !(a.combat && !e.combat) &&
        !(a.noncombat && e.combat) &&
        (a.atMost === undefined || e.amount <= a.atMost) &&
        dealtTo(state, e, a.to, permanent) &&
        (!a.by || matchesFilter(state, e.source, a.by, controller(state, permanent), permanent))
          ? [{ permanent, ability: a }]
          : [],
      ),
    );
  return {
    id,
    name: 'prevention',
    rule,
    type: 'prevention',
    event: 'damage',
    reads: new RegExp(
      String.raw`^if (?:(.+?) would deal (combat |noncombat )?(?:(\w+) or less )?damage to (.+?)|(combat |noncombat )?damage would be dealt to (.+?)), prevent ${prevents}$`,
      'i',
    ),
    read: m => {
      const to = readRecipients(m[4] ?? m[6]!);
      const by = m[1] === undefined ? undefined : readSources(m[1]);
      const atMost = m[3] === undefined ? undefined : amount(m[3]);
      const n = m[7] === undefined ? undefined : amount(m[7]);
      if (!to || (m[1] !== undefined && !by) || (m[3] !== undefined && atMost === undefined)) return undefined;
      if (m[7] !== undefined && (n === undefined || n > MAX_AMOUNT)) return undefined;
      const kind = m[2] ?? m[5] ?? '';
      return {
        to,
        ...(by ? { by } : {}),
        ...(/^combat/i.test(kind) ? { combat: true as const } : {}),
        ...(/^noncombat/i.test(kind) ? { noncombat: true as const } : {}),
        ...(atMost !== undefined ? { atMost } : {}),
        ...(n !== undefined ? { prevents: n } : {}),
      };
    },
    applies: (state, e) => e.amount > 0 && watching(state, e).length > 0,
    apply: (state, e) => {
      const found = watching(state, e);
      const n = Math.min(
        e.amount,
        found.reduce((total, f) => total + (f.ability.prevents ?? e.amount), 0),
      );
      const who = [...new Set(found.map(f => name(state, f.permanent)))].join(' and ');
      const text = `${who}: ${n} of the ${e.amount} damage ${name(state, e.source)} would deal to ${targetLabel(state, e.target)} is prevented (${rule}).`;
      return n >= e.amount ? { text } : { event: { ...e, amount: e.amount - n }, text };
    },
  };
}

const preventThatDamage = preventionIf('preventThatDamage', '615.1a', 'that damage');
const preventSomeDamage = preventionIf('preventSomeDamage', '615.10', String.raw`(\w+) of that damage`);

/**
 * A permanent's prevention effect about many (615.1a, 611.3a): "prevent all damage that would be dealt to creatures",
 * "… combat damage that would be dealt to attacking creatures you control", "… damage that would be dealt to you",
 * "... to you by sources you don't control", "... to and dealt by creatures you control",
 * "prevent all damage that creatures would deal to players": damage to recipients that fit, or by sources that fit
 * (to recipients that fit), while it is on the battlefield. "You" is its controller.
 */
const groupPrevention: ReplacementEntry<
  'damage',
  'groupPrevention',
  {
    readonly to?: readonly Recipient[];
    readonly by?: ObjectFilter;
    /** "... to and dealt by creatures you control": damage to them, and damage they deal (`to` and `by` the same). */
    readonly either?: true;
    readonly combat?: true;
    readonly noncombat?: true;
  }
> = {
  id: 'groupPrevention',
  name: 'prevention',
  rule: '615.1a',
  type: 'prevention',
  event: 'damage',
  reads:
    /^prevent all (combat |noncombat )?damage that (?:would be dealt (?:to and dealt by (.+?)|to (.+?)(?: by (.+?))?|by (.+?))|(.+?) would deal(?: to (.+?))?)$/i,
  read: m => {
    const toText = m[2] ?? m[3] ?? m[7];
    const byText = m[2] ?? m[4] ?? m[5] ?? m[6];
    const to = toText === undefined ? undefined : readRecipients(toText);
    const by = byText === undefined ? undefined : readSources(byText);
    // What the sentence names must each be read; "~" and attached creatures are `staticPrevention`'s.
    if ((toText !== undefined && !to) || (byText !== undefined && !by)) return undefined;
    return {
      ...(to ? { to } : {}),
      ...(by ? { by } : {}),
      ...(m[2] !== undefined ? { either: true as const } : {}),
      ...(/^combat/i.test(m[1] ?? '') ? { combat: true as const } : {}),
      ...(/^noncombat/i.test(m[1] ?? '') ? { noncombat: true as const } : {}),
    };
  },
  applies: (state, e) => e.amount > 0 && groupShields(state, e).length > 0,
  apply: (state, e) => ({ text: preventedBy(state, groupShields(state, e), e) }),
};

/** The permanents whose prevention effect about many applies to this damage event. */
function groupShields(state: GameState, e: EventOf<'damage'>): ObjectId[] {
  return printedOnBattlefield(state, printsReplacement, 'groupPrevention').filter(permanent =>
    abilities(state, permanent).some(a => {
      if (a.kind !== 'replacement' || a.replacement !== 'groupPrevention') return false;
      if ((a.combat && !e.combat) || (a.noncombat && e.combat)) return false;
      const to = !a.to || dealtTo(state, e, a.to, permanent);
      const by = !a.by || matchesFilter(state, e.source, a.by, controller(state, permanent), permanent);
      return a.either ? to || by : to && by;
    }),
  );
}

/** What a damage modifier's ability carries: its change (`C`: a factor, a number added) and the sources it is about. */
type DamageModifier<C> = C & {
  /** "Another red source you control". */
  readonly sources: ObjectFilter;
};

/**
 * Whether a card prints the replacement ability, or a static ability that gives it to the card itself (a leveler's
 * level symbol, 711.2): those whose current abilities (`abilities`) are then asked for it.
 */
const printsReplacement: PrintedTest = (def, id) =>
  def.abilities.some(
    a =>
      (a.kind === 'replacement' && a.replacement === id) ||
      (a.kind === 'static' &&
        a.affects === 'self' &&
        !!a.change.addAbilities?.some(b => b.kind === 'replacement' && b.replacement === id)),
  );

const damageMultiplied = damageModifier(
  'damageMultiplied',
  'multiplied damage',
  '(double|triple) that damage',
  (said): { readonly factor: number } => ({ factor: said.toLowerCase() === 'double' ? 2 : 3 }),
  (amount, a) => amount * a.factor,
);

const damageIncreased = damageModifier(
  'damageIncreased',
  'increased damage',
  String.raw`that much damage plus (\w+)`,
  (said): { readonly plus: number } | undefined => {
    const n = amount(said);
    return n === undefined || n > MAX_AMOUNT ? undefined : { plus: n };
  },
  (total, a) => total + a.plus,
);

/** A spell cast with flashback that would leave the stack for anywhere else is exiled instead (702.34a). */
/**
 * A permanent's change to its controller's life gain: "if you would gain life, you gain twice that much life instead",
 * "… that much life plus 1 instead" (614.1a). The two kinds are two entries, which the player orders (616.1); several
 * permanents of one kind apply together.
 */
function lifeGainModifier<Id extends string, C>(
  id: Id,
  label: string,
  gains: string,
  read: (said: string) => C | undefined,
  combine: (amount: number, ability: C) => number,
): ReplacementEntry<'gainLife', Id, C> {
  const own = (a: Ability): a is Ability & C => a.kind === 'replacement' && a.replacement === id;
  const modifiers = (state: GameState, player: PlayerId) =>
    printedOnBattlefield(state, printsReplacement, id).flatMap(permanent =>
      controller(state, permanent) === player
        ? abilities(state, permanent).flatMap(a => (own(a) ? [{ permanent, ability: a }] : []))
        : [],
    );
  return {
    id,
    name: label,
    rule: '614.1a',
    type: 'replacement',
    event: 'gainLife',
    reads: new RegExp(String.raw`^if you would gain life, you gain ${gains} instead$`, 'i'),
    read: m => read(m[1] ?? ''),
    applies: (state, e) => e.amount > 0 && modifiers(state, e.player).length > 0,
    apply: (state, e) => {
      const mods = modifiers(state, e.player);
      const n = Math.min(
        MAX_AMOUNT,
        mods.reduce((total, m) => combine(total, m.ability), e.amount),
      );
      return {
        event: { ...e, amount: n },
        text: `${mods.map(m => name(state, m.permanent)).join(' and ')}: ${e.player} gains ${n} life instead of ${e.amount}.`,
      };
    },
  };
}

const lifeGainDoubled = lifeGainModifier(
  'lifeGainDoubled',
  'doubled life gain',
  'twice that much life',
  (): NoParams => ({}),
  amount => amount * 2,
);

const lifeGainIncreased = lifeGainModifier(
  'lifeGainIncreased',
  'increased life gain',
  String.raw`that much life plus (\w+)`,
  (said): { readonly plus: number } | undefined => {
    const n = amount(said);
    return n === undefined || n > MAX_AMOUNT ? undefined : { plus: n };
  },
  (total, a) => total + a.plus,
);

const flashbackExile: ReplacementEntry<'move', 'flashbackExile'> = {
  id: 'flashbackExile',
  name: 'flashback',
  rule: '702.34a',
  type: 'replacement',
  event: 'move',
  applies: (state, e) =>
    e.to !== 'exile' && state.stack.some(i => i.id === e.object && i.kind === 'spell' && i.flashback),
  apply: (state, e) => {
    // Jump-start's card is exiled the same way (702.133a).
    const jumpStart = state.objects[e.object]?.def.keywords.includes('jump-start') === true;
    return {
      event: { ...e, to: 'exile', rule: jumpStart ? '702.133a' : '702.34a' },
      text: `${name(state, e.object)} was cast with ${jumpStart ? 'jump-start' : 'flashback'} and is exiled instead.`,
    };
  },
};

/**
 * Aftermath (702.127a): its half, cast from a graveyard (the only zone it can be cast from), is exiled instead of
 * going anywhere else as it leaves the stack.
 */
const aftermathExile: ReplacementEntry<'move', 'aftermathExile'> = {
  id: 'aftermathExile',
  name: 'aftermath',
  rule: '702.127a',
  type: 'replacement',
  event: 'move',
  applies: (state, e) => {
    const obj = state.objects[e.object];
    return (
      e.to !== 'exile' &&
      obj?.castAs === 'half' &&
      obj.def.keywords.includes('aftermath') &&
      state.stack.some(i => i.id === e.object && i.kind === 'spell')
    );
  },
  apply: (state, e) => ({
    event: { ...e, to: 'exile', rule: '702.127a' },
    text: `${name(state, e.object)} was cast with aftermath and is exiled instead.`,
  }),
};

/** Unearth (702.84a): a permanent its unearth ability returned is exiled instead of going anywhere else. */
const unearthedExile: ReplacementEntry<'move', 'unearthedExile'> = {
  id: 'unearthedExile',
  name: 'unearth',
  rule: '702.84a',
  type: 'replacement',
  event: 'move',
  applies: (state, e) => e.to !== 'exile' && state.permanents[e.object]?.unearthed === true,
  apply: (state, e) => ({
    event: { ...e, to: 'exile', rule: '702.84a' },
    text: `${name(state, e.object)} was unearthed and is exiled instead.`,
  }),
};

/**
 * A commander that would be put into its owner's hand or library from anywhere goes to the command zone instead
 * (903.9b) — its owner's choice; the documented default is that it does, unless they declined in advance (`Alice
 * declines with <commander>`), which lets this one move happen.
 */
const commanderToCommandZone: ReplacementEntry<'move', 'commanderToCommandZone'> = {
  id: 'commanderToCommandZone',
  name: 'the command zone instead',
  rule: '903.9b',
  type: 'replacement',
  event: 'move',
  applies: (state, e) => (e.to === 'hand' || e.to === 'library') && state.commander?.casts[e.object] !== undefined,
  apply: (state, e) =>
    state.commander!.staying.includes(e.object)
      ? { event: e, text: `${name(state, e.object)} is a commander; its owner lets it go to their ${e.to}.` }
      : {
          event: { ...e, to: 'command', rule: '903.9b' },
          text: `${name(state, e.object)} is a commander and goes to the command zone instead of its owner's ${e.to} (the default choice, CR 903.9b).`,
          defaulted: true,
        },
  perform: (state, e) =>
    state.commander
      ? { ...state, commander: { ...state.commander, staying: state.commander.staying.filter(id => id !== e.object) } }
      : state,
};

/** Madness (702.35a): a card with madness discarded from a hand is exiled instead; its trigger then offers the cast. */
const madnessExile: ReplacementEntry<'move', 'madnessExile'> = {
  id: 'madnessExile',
  name: 'madness',
  rule: '702.35a',
  type: 'replacement',
  event: 'move',
  applies: (state, e) =>
    e.to === 'graveyard' &&
    e.rule === '701.9a' &&
    zoneOf(state, e.object) === 'hand' &&
    keywordCost(state.objects[e.object]!.def, 'madness') !== undefined,
  apply: (state, e) => ({
    event: { ...e, to: 'exile', rule: '702.35a' },
    text: `${name(state, e.object)} has madness and is exiled instead.`,
  }),
};

/**
 * Dredge N (702.52a): "As long as you have at least N cards in your library, if you would draw a card, you may instead
 * mill N cards and return this card from your graveyard to your hand." Its owner dredges with the first card in
 * their graveyard that can (702.52b: no fewer cards in the library than N) unless they declined in advance (`Alice
 * declines with <card>`): dredging is the documented default, as for every "you may" (608.2d). A decline is used up
 * by the draw it applied to.
 */
const dredge: ReplacementEntry<'draw', 'dredge'> = {
  id: 'dredge',
  name: 'dredge',
  rule: '702.52a',
  type: 'replacement',
  event: 'draw',
  applies: (state, e) => dredgers(state, e.player).length > 0,
  apply: (state, e) => {
    const card = dredging(state, e.player);
    return card
      ? {
          text: `${e.player} dredges ${card.n} with ${name(state, card.id)} instead of drawing (the default choice: dredging).`,
          defaulted: true,
        }
      : { event: e, text: `${e.player} declines to dredge and draws.` };
  },
  perform: (state, e) => {
    const all = dredgers(state, e.player);
    const card = dredging(state, e.player);
    let s: GameState = { ...state, declinedEntries: state.declinedEntries.filter(id => !all.some(d => d.id === id)) };
    if (!card) return s;
    for (const id of findPlayer(s, e.player)!.library.slice(0, card.n)) s = moveZone(s, id, 'graveyard', '701.17a');
    return moveZone(s, card.id, 'hand', '702.52a');
  },
};

/** The cards in a player's graveyard whose dredge N they could use now (702.52b), in graveyard order. */
function dredgers(state: GameState, who: PlayerId): { readonly id: ObjectId; readonly n: number }[] {
  const p = findPlayer(state, who);
  if (!p) return [];
  return p.graveyard.flatMap(id => {
    const n = dredgeOf(state.objects[id]!.def);
    return n !== undefined && n <= p.library.length ? [{ id, n }] : [];
  });
}
const dredging = (state: GameState, who: PlayerId) =>
  dredgers(state, who).find(d => !state.declinedEntries.includes(d.id));

/**
 * A regeneration shield (CR 701.19a): the next destruction this turn doesn't happen; instead all damage is removed
 * from the permanent, its controller taps it and it leaves combat. Not when it "can't be regenerated" (701.19c).
 */
const regeneration: ReplacementEntry<'destroy', 'regeneration'> = {
  id: 'regeneration',
  name: 'regeneration',
  rule: '701.19a',
  type: 'replacement',
  event: 'destroy',
  applies: (state, e) =>
    !e.noRegeneration &&
    (state.permanents[e.object]?.shields ?? 0) > 0 &&
    !hasRestriction(state, e.object, 'cantBeRegenerated'),
  apply: (state, e) => ({
    text: `${name(state, e.object)} regenerates: it is tapped, its damage is removed and it leaves combat.`,
  }),
  perform: (state, e) => {
    const s = updatePermanent(state, e.object, p => ({
      ...p,
      shields: p.shields - 1,
      damage: 0,
      deathtouched: false,
      tapped: true,
    }));
    return { ...s, combat: withoutCombatant(s, e.object) };
  },
};

/**
 * Totem armor, now umbra armor (702.89a): "If enchanted permanent would be destroyed, instead remove all damage marked
 * on it and destroy this Aura." With several, the first attached to it that has it (its controller's choice, 616.1:
 * the documented default).
 */
const totemArmor: ReplacementEntry<'destroy', 'totemArmor', NoParams> = {
  id: 'totemArmor',
  name: 'totem armor',
  rule: '702.89a',
  type: 'replacement',
  event: 'destroy',
  applies: (state, e) => armor(state, e.object).length > 0,
  apply: (state, e) => {
    const auras = armor(state, e.object);
    return {
      text: `${name(state, auras[0]!)} is destroyed instead, and the damage on ${name(state, e.object)} is removed (umbra armor)${auras.length > 1 ? ' (the default choice: the first Aura attached)' : ''}.`,
      ...(auras.length > 1 ? { defaulted: true } : {}),
    };
  },
  perform: (state, e) => {
    const aura = armor(state, e.object)[0]!;
    const s = updatePermanent(state, e.object, p => ({ ...p, damage: 0, deathtouched: false }));
    return destroy(s, aura, '702.89a', `${name(s, aura)} is destroyed.`).state;
  },
};

/** The Auras with totem armor attached to `id`, in the order they arrived. */
function armor(state: GameState, id: ObjectId): ObjectId[] {
  if (!state.permanents[id]) return [];
  return state.battlefield.filter(
    a => state.permanents[a]!.attachedTo === id && hasReplacement(state, a, 'totemArmor'),
  );
}

/**
 * Shield counters (122.1c), as a replacement effect: "if this permanent would be destroyed as the result of an
 * effect, instead remove a shield counter from it" — not a destruction by state-based actions (704.5g–h).
 */
const shieldCounterDestroy: ReplacementEntry<'destroy', 'shieldCounterDestroy'> = {
  id: 'shieldCounterDestroy',
  name: 'shield counter',
  rule: '122.1c',
  type: 'replacement',
  event: 'destroy',
  applies: (state, e) => counters(state, e.object, 'shield') > 0 && !e.rule.startsWith('704.'),
  apply: (state, e) => ({ text: `${name(state, e.object)} isn't destroyed: a shield counter is removed instead.` }),
  perform: (state, e) => removeShield(state, e.object),
};

/** …and as a prevention effect: "if damage would be dealt to this permanent, prevent that damage and remove a shield counter from it". */
const shieldCounterDamage: ReplacementEntry<'damage', 'shieldCounterDamage'> = {
  id: 'shieldCounterDamage',
  name: 'shield counter',
  rule: '122.1c',
  type: 'prevention',
  event: 'damage',
  applies: (state, e) => !e.shieldUsed && e.target.kind === 'object' && counters(state, e.target.id, 'shield') > 0,
  apply: (state, e) => ({
    text: `${e.amount} damage that ${name(state, e.source)} would deal to ${targetLabel(state, e.target)} is prevented: a shield counter is removed.`,
  }),
  perform: (state, e) => removeShield(state, (e.target as { id: ObjectId }).id),
  additional: (state, e) => ({
    state: removeShield(state, (e.target as { id: ObjectId }).id),
    text: `The damage ${name(state, e.source)} deals to ${targetLabel(state, e.target)} can't be prevented, but a shield counter is removed.`,
  }),
};

/**
 * "Damage that would be dealt by ~ can't be prevented", "combat damage that would be dealt by creatures you control
 * can't be prevented" (615.12): a permanent's rule for damage from sources that fit, asked by `cantBePrevented`; it
 * changes no event itself.
 */
const damageUnpreventable: ReplacementEntry<
  'damage',
  'damageUnpreventable',
  { readonly self?: true; readonly sources?: ObjectFilter; readonly combat?: true }
> = {
  id: 'damageUnpreventable',
  name: "damage can't be prevented",
  rule: '615.12',
  type: 'replacement',
  event: 'damage',
  reads: /^(combat )?damage that would be dealt by (.+) can't be prevented$/i,
  read: m => {
    const sources = m[2] === '~' ? undefined : readSources(m[2]!);
    if (m[2] !== '~' && !sources) return undefined;
    return { ...(m[2] === '~' ? { self: true as const } : { sources }), ...(m[1] ? { combat: true as const } : {}) };
  },
  applies: () => false,
  apply: (_state, e) => ({ event: e, text: '' }),
};

/** Whether this damage can't be prevented (615.12): said by the spell dealing it, for the turn, or by a permanent. */
export function cantBePrevented(state: GameState, e: EventOf<'damage'>): boolean {
  if (e.unpreventable || state.turnEffects.some(t => t.kind === 'unpreventable')) return true;
  return printedOnBattlefield(state, printsReplacement, 'damageUnpreventable').some(permanent =>
    abilities(state, permanent).some(
      a =>
        a.kind === 'replacement' &&
        a.replacement === 'damageUnpreventable' &&
        (!a.combat || !!e.combat) &&
        (a.self
          ? e.source === permanent
          : !!a.sources && matchesFilter(state, e.source, a.sources, controller(state, permanent), permanent)),
    ),
  );
}

const removeShield = (state: GameState, id: ObjectId): GameState => addCounters(state, id, 'shield', -1, '122.1c');

/** Finality counters (122.1h): "if this permanent would be put into a graveyard from the battlefield, exile it instead". */
const finalityCounter: ReplacementEntry<'move', 'finalityCounter'> = {
  id: 'finalityCounter',
  name: 'finality counter',
  rule: '122.1h',
  type: 'replacement',
  event: 'move',
  applies: (state, e) => e.to === 'graveyard' && counters(state, e.object, 'finality') > 0,
  apply: (state, e) => ({
    event: { ...e, to: 'exile', rule: '122.1h' },
    text: `${name(state, e.object)} has a finality counter: it is exiled instead of going to the graveyard.`,
  }),
};

const ENTRIES = [
  protection,
  preventDamageToSelf,
  preventionShield,
  redirectionShield,
  staticPrevention,
  groupPrevention,
  preventThatDamage,
  preventSomeDamage,
  exileIfDiesThisTurn,
  shieldCounterDamage,
  damageMultiplied,
  damageIncreased,
  indestructible,
  shieldCounterDestroy,
  regeneration,
  totemArmor,
  entersAsCopy,
  entersTapped,
  entersTappedUnless,
  payLifeOrTapped,
  chooseAsEnters,
  riot,
  unleash,
  tribute,
  sunburst,
  devour,
  amplify,
  entersWithCounters,
  exileInsteadOfDying,
  finalityCounter,
  damageUnpreventable,
  lifeGainDoubled,
  lifeGainIncreased,
  flashbackExile,
  aftermathExile,
  unearthedExile,
  madnessExile,
  commanderToCommandZone,
  dredge,
] as const;

/** The ability a card has for an entry it names: its id and that entry's parameters (none for an entry of the rules alone). */
type AbilityFor<E> =
  // The event kind is inferred only to match any entry (it appears both read and written, so no wider type fits).
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  E extends ReplacementEntry<infer _K, infer Id, infer P>
    ? { readonly kind: 'replacement'; readonly replacement: Id } & P
    : never;

declare module '../core/types.js' {
  interface Registries {
    readonly replacement: AbilityFor<(typeof ENTRIES)[number]>;
  }
}

export const REPLACEMENTS: readonly ReplacementEntry[] = ENTRIES as readonly ReplacementEntry[];

/** The entries for each kind of event, in the registry's order. */
const forEvent = (kind: PendingEventKind) => REPLACEMENTS.filter(e => e.event === kind);
const BY_EVENT: Readonly<Record<PendingEventKind, readonly ReplacementEntry[]>> = {
  damage: forEvent('damage'),
  destroy: forEvent('destroy'),
  draw: forEvent('draw'),
  gainLife: forEvent('gainLife'),
  move: forEvent('move'),
  enter: forEvent('enter'),
};

/** The replacement ability a sentence gives its card (an entry's `reads`, and what its `read` keeps), or undefined. */
export function readReplacement(sentence: string, readQuoted: ReadQuoted): ReplacementAbility | undefined {
  for (const entry of ENTRIES) {
    const m = entry.reads?.exec(sentence);
    if (!m) continue;
    const params = entry.read ? entry.read(m, readQuoted) : {};
    // Only an entry a card's ability names has `reads`, and its `read` returns that entry's parameters: the union of
    // entries here doesn't pair them with its id.
    return params && ({ kind: 'replacement', replacement: entry.id, ...params } as ReplacementAbility);
  }
  return undefined;
}

export interface Replaced<K extends PendingEventKind> {
  readonly state: GameState;
  /** What is left to perform; undefined when the event was replaced by nothing or prevented. */
  readonly event?: EventOf<K>;
}

/**
 * Applies the replacement and prevention effects to an event about to happen, each at most once (CR 614.5). When
 * several apply, the affected player (or the affected object's controller) chooses one, and the rest are considered
 * again for the event as modified (616.1, 616.1f): one a rule puts first (616.1b–d) must be chosen, then one they
 * named in advance (`orderReplacements`), else by the documented default, the registry's order, said in the log.
 * `quiet` leaves the log alone, for checks that would otherwise narrate the same non-event again and again (704.5g).
 */
export function replace<K extends PendingEventKind>(state: GameState, event: EventOf<K>, quiet = false): Replaced<K> {
  let s = state;
  let current: EventOf<K> | undefined = event;
  const entries = BY_EVENT[event.kind] as unknown as readonly ReplacementEntry<K>[];
  let applied: ReplacementEntry<K>[] | undefined;
  while (current) {
    const now: EventOf<K> = current;
    // Most events meet no effect at all: the lists are made only when one applies.
    let candidates: ReplacementEntry<K>[] | undefined;
    // Damage that can't be prevented: prevention effects still apply, only for what else they do (615.12, 615.12a).
    const unpreventable = now.kind === 'damage' && cantBePrevented(s, now as EventOf<'damage'>);
    for (const entry of entries)
      if (
        !applied?.includes(entry) &&
        (!unpreventable || entry.type !== 'prevention' || entry.additional) &&
        entry.applies(s, now)
      )
        (candidates ??= []).push(entry);
    if (!candidates) break;
    const chosen: { state: GameState; entry: ReplacementEntry<K> } =
      candidates.length === 1 ? { state: s, entry: candidates[0]! } : choose(s, now, candidates, quiet);
    const typed: ReplacementEntry<K> = chosen.entry;
    s = chosen.state;
    (applied ??= []).push(typed);
    if (unpreventable && typed.type === 'prevention' && typed.additional) {
      const extra = typed.additional(s, now);
      s = logRule(extra.state, LOG_KIND[now.kind], '615.12', extra.text, objectsOf(now));
      continue;
    }
    const outcome: ReturnType<ReplacementEntry<K>['apply']> = typed.apply(s, now);
    if (!quiet || typed.perform)
      s = logRule(s, LOG_KIND[now.kind], typed.rule, outcome.text, {
        ...objectsOf(now),
        ...(outcome.defaulted ? { defaulted: true } : {}),
      });
    if (typed.perform) s = typed.perform(s, now);
    current = outcome.event;
  }
  return current ? { state: s, event: current } : { state: s };
}

/** Who chooses the order for an event (616.1): the affected player, or the affected object's controller (else owner). */
function affected(state: GameState, event: PendingEvent): PlayerId {
  switch (event.kind) {
    case 'damage':
      return event.target.kind === 'player' ? event.target.player : controller(state, event.target.id);
    case 'draw':
    case 'gainLife':
      return event.player;
    case 'enter':
      return event.controller;
    case 'destroy':
    case 'move':
      return controller(state, event.object);
  }
}

/**
 * The effect applied first among several (616.1): one a rule puts first (616.1b–d), else the first of the affected
 * player's written order that applies (used up), else the first in the registry's order — the documented default.
 */
function choose<K extends PendingEventKind>(
  state: GameState,
  event: EventOf<K>,
  candidates: readonly ReplacementEntry<K>[],
  quiet: boolean,
): { state: GameState; entry: ReplacementEntry<K> } {
  const forced = candidates.find(c => c.chosenFirst !== undefined);
  if (forced) return { state, entry: forced };
  const who = affected(state, event);
  const order = state.replacementOrder[who] ?? [];
  const named = order.flatMap(n => candidates.filter(c => c.name === n))[0];
  const others = candidates
    .filter(c => c !== (named ?? candidates[0]))
    .map(c => c.name)
    .join(', ');
  if (named) {
    const { [who]: _used, ...rest } = state.replacementOrder;
    return {
      state: logRule(
        { ...state, replacementOrder: rest },
        LOG_KIND[event.kind],
        '616.1',
        `${who} applies ${named.name} first, before ${others}.`,
        { players: [who] },
      ),
      entry: named,
    };
  }
  const entry = candidates[0]!;
  if (quiet && !entry.perform) return { state, entry };
  return {
    state: logRule(
      state,
      LOG_KIND[event.kind],
      '616.1',
      `${who} applies ${entry.name} first, before ${others} (the default choice, CR 616.1).`,
      { players: [who], defaulted: true },
    ),
    entry,
  };
}

/**
 * `orderReplacements`: the player names, in advance, the replacement or prevention effects to apply first when
 * several apply to one event affecting them (616.1); the next event it decides uses it up. No priority is needed:
 * the choice itself is made as the event happens.
 */
export function orderReplacements(
  state: GameState,
  action: { readonly player: PlayerId; readonly first: readonly string[] },
): Handled {
  const who = action.player;
  const unknown = action.first.find(n => !REPLACEMENTS.some(e => e.name === n));
  if (unknown !== undefined) {
    return reject(
      '616.1',
      'choice/unknown-replacement',
      `${who} can't apply ${quoted(unknown)} first: it isn't a replacement or prevention effect the engine knows (${REPLACEMENTS.map(e => e.name).join(', ')})`,
      [],
      [who],
      { player: who },
    );
  }
  const s = { ...state, replacementOrder: { ...state.replacementOrder, [who]: action.first } };
  return done(
    logRule(
      s,
      'replaced',
      '616.1',
      `${who} will apply ${action.first.join(', then ')} first when several replacement or prevention effects apply to one event affecting them.`,
      { players: [who] },
    ),
  );
}

const LOG_KIND: Readonly<Record<PendingEventKind, EventKind>> = {
  damage: 'damage',
  destroy: 'destroy',
  draw: 'draw',
  gainLife: 'replaced',
  move: 'replaced',
  enter: 'replaced',
};

function objectsOf(event: PendingEvent): { objects?: ObjectId[]; players?: PlayerId[]; amount?: number } {
  switch (event.kind) {
    case 'damage':
      return { objects: event.target.kind === 'object' ? [event.source, event.target.id] : [event.source], amount: 0 };
    case 'destroy':
      return { objects: [event.object] };
    case 'draw':
      return { players: [event.player] };
    case 'gainLife':
      return { players: [event.player], amount: event.amount };
    case 'move':
    case 'enter':
      return { objects: [event.object] };
  }
}
