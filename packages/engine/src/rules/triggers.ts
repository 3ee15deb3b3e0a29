import type {
  CardDef,
  GameEvent,
  GameState,
  ObjectFilter,
  ObjectId,
  PendingTrigger,
  PlayerId,
  StateCondition,
  TriggerCondition,
} from '../core/types.js';
import type { RuleId } from '../core/cited-rules.js';
import type { StepName } from '../core/steps.js';
import { amount, readCards, readPermanents, readStackSpells } from '../core/phrases.js';
import { findPlayer, playersInGame } from '../core/state.js';
import {
  abilities,
  controller,
  grantedTriggerKinds,
  isType,
  lastKnown,
  printedOnBattlefield,
  type PrintedTest,
  zoneOf,
} from '../view/queries.js';
import { attacksYou, matchesFilter } from '../view/targets.js';
import { didThis, leftMatching, thisTurn } from '../view/counts.js';
import { defendingPlayer } from './combat.js';
import { conditionHolds, readStateCondition } from '../view/conditions.js';

/**
 * Trigger conditions (CR 603.1), one registry entry each: the opening of the ability's text it reads ("When ~
 * enters, "), the rule, and which objects' abilities of this kind an event triggers (603.2). Adding a trigger
 * condition is one entry here; `turn.ts` collects and stacks whatever the entries find (603.3).
 */
export interface TriggerEntry {
  readonly kind: string;
  readonly rule: RuleId;
  /** The opening, up to and including the comma; the rest of the sentence is the effect. */
  readonly opening: RegExp;
  /**
   * What the opening says beyond its kind ("another creature you control"), or undefined when a phrase of it isn't
   * understood. Absent when the opening says nothing more.
   */
  readonly read?: (match: RegExpExecArray) => Omit<TriggerCondition, 'kind'> | undefined;
  /**
   * Objects whose abilities with this trigger condition trigger on `event`. `together` are the events that happened
   * at the same time as it (one resolution, or one check of state-based actions), for abilities that look back in
   * time (603.10a).
   */
  readonly sources: (state: GameState, event: GameEvent, together: readonly GameEvent[]) => readonly ObjectId[];
  /** Whether abilities that work from the graveyard (113.6b) trigger with this condition there. */
  readonly fromGraveyard?: true;
  /** Whether an emblem's abilities with this condition trigger in the command zone (114.4). */
  readonly fromEmblems?: true;
  /** Its event has an amount — damage dealt, life gained or lost —, what "that much" / "that many" counts (603.2). */
  readonly amount?: true;
  /** Its event's amount is also the X its abilities refer to ("when ~ becomes monstrous, create X …", 701.37c). */
  readonly x?: true;
  /** What "that …" means in the ability: the event's object, unless the entry says otherwise (a spell or ability). */
  readonly subject?: (
    event: GameEvent,
    source: ObjectId,
    state: GameState,
    condition: TriggerCondition,
    together: readonly GameEvent[],
  ) => ObjectId | undefined;
  /** What "that player" means in the ability, when it isn't the event's player (the one dealt damage, who drew). */
  readonly player?: (state: GameState, event: GameEvent, condition: TriggerCondition) => PlayerId | undefined;
  /**
   * The objects one event is about, each an occurrence of its own with its own "that …" (603.2c): the creatures a spell
   * targets, the permanents the untap step untaps. Undefined (or absent) for one occurrence, whose "that …" `subject`
   * says.
   */
  readonly subjects?: (
    state: GameState,
    event: GameEvent,
    source: ObjectId,
    condition: TriggerCondition,
    together: readonly GameEvent[],
  ) => readonly ObjectId[] | undefined;
  /** How many times one event triggers the ability (603.2c: an event of several occurrences); absent for once. */
  readonly times?: (state: GameState, event: GameEvent, source: ObjectId, condition: TriggerCondition) => number;
  /** Whether an ability of `source` with this condition triggers on `event`; absent when every one found does. */
  readonly applies?: (
    state: GameState,
    event: GameEvent,
    source: ObjectId,
    condition: TriggerCondition,
    together: readonly GameEvent[],
  ) => boolean;
}

/**
 * What an ability's "that …" refers to (603.2): the event's object, or what the trigger entry says; as the pending
 * trigger's `subject`, absent when there is none.
 */
export function subjectOf(
  trigger: TriggerEntry,
  at: {
    event: GameEvent;
    source: ObjectId;
    state: GameState;
    condition: TriggerCondition;
    together: readonly GameEvent[];
  },
): { subject?: ObjectId } {
  const subject = trigger.subject
    ? trigger.subject(at.event, at.source, at.state, at.condition, at.together)
    : at.event.objects?.[0];
  return subject === undefined ? {} : { subject };
}

const first = (event: GameEvent): ObjectId[] => (event.objects?.length ? [event.objects[0]!] : []);

/** The event of `id` leaving the battlefield among `events`, which says who controlled it there (603.10a). */
const leaving = (events: readonly GameEvent[], id: ObjectId): GameEvent | undefined =>
  events.find(e => e.kind === 'zoneChange' && e.from === 'battlefield' && e.objects?.[0] === id);

/** The controller of a trigger's source: as it is now, or as it last was on the battlefield (603.10a). */
export function sourceController(state: GameState, source: ObjectId, together: readonly GameEvent[]): PlayerId {
  return state.permanents[source]
    ? controller(state, source)
    : (leaving(together, source)?.controller ?? controller(state, source));
}

/**
 * The objects that left the battlefield together with this event's (603.10a): a leaves-the-battlefield ability of
 * each looks back in time, so creatures dying at the same time see each other die.
 */
const leftTogether = (together: readonly GameEvent[]): ObjectId[] =>
  together.flatMap(e =>
    e.kind === 'zoneChange' && e.from === 'battlefield' && e.objects?.length ? [e.objects[0]!] : [],
  );

/** A card's printed abilities never change: which trigger conditions it has is worked out once per card. */
const KINDS = new WeakMap<CardDef, ReadonlySet<string>>();

function kindsOf(def: CardDef): ReadonlySet<string> {
  let kinds = KINDS.get(def);
  if (!kinds) {
    // The halves of "~ enters or dies" too: their entries find the abilities that have them.
    kinds = new Set(
      def.abilities.flatMap(a =>
        a.kind === 'triggered' ? [a.trigger.kind, ...(a.trigger.either ?? []).map(h => h.kind)] : [],
      ),
    );
    KINDS.set(def, kinds);
  }
  return kinds;
}

const hasTriggerKind: PrintedTest = (def, kind) => kindsOf(def).has(kind);

/**
 * Whether an object has an ability of this trigger condition: printed on its card or, where the game's cards grant
 * one, among its abilities as the layers make them (613.1f).
 */
function hasKind(state: GameState, id: ObjectId, kind: string): boolean {
  if (kindsOf(state.objects[id]!.def).has(kind)) return true;
  return (
    state.permanents[id] !== undefined &&
    grantedTriggerKinds(state.objects).has(kind) &&
    abilities(state, id).some(
      a => a.kind === 'triggered' && (a.trigger.kind === kind || !!a.trigger.either?.some(h => h.kind === kind)),
    )
  );
}

/**
 * The permanents with an ability of this trigger condition (of those `player` controls, when given), in the order they
 * arrived: events that may trigger any permanent look only at those that could trigger.
 */
function having(state: GameState, kind: string, player?: PlayerId): readonly ObjectId[] {
  const ids = grantedTriggerKinds(state.objects).has(kind)
    ? state.battlefield.filter(id => hasKind(state, id, kind))
    : printedOnBattlefield(state, hasTriggerKind, kind);
  return player === undefined ? ids : ids.filter(id => controller(state, id) === player);
}

/** The cards in graveyards with an ability of this trigger condition, for abilities that work there (113.6b, 113.6m). */
function inGraveyards(state: GameState, kind: string): ObjectId[] {
  return state.players.flatMap(p => p.graveyard.filter(id => kindsOf(state.objects[id]!.def).has(kind)));
}

/** The emblems with an ability of this trigger condition (114.4). */
function inCommandZone(state: GameState, kind: string): ObjectId[] {
  return state.emblems.flatMap(e => (kindsOf(state.objects[e.id]!.def).has(kind) ? [e.id] : []));
}

/**
 * An ability that works from the graveyard triggers there and only there; any other, only on the battlefield (113.6);
 * an emblem's, in the command zone (114.4).
 */
const inItsZone = (state: GameState, source: ObjectId, condition: TriggerCondition) =>
  state.emblems.some(e => e.id === source) || (condition.zone === 'graveyard') === !state.permanents[source];

/**
 * "At the beginning of your upkeep / each end step / combat on your turn": the step's start (603.2b). An ability that
 * says it works from the graveyard ("if ~ is in your graveyard") triggers there and only there (113.6b).
 */
function beginning<K extends string>(kind: K, step: StepName, opening: RegExp, everyTurn?: true) {
  return {
    kind,
    rule: '603.2b',
    opening,
    fromGraveyard: true,
    fromEmblems: true,
    // "Each" and "the" (end step) mean every player's; "each opponent's", the opponents'; "your", only its controller's;
    // "enchanted creature's controller", whoever controls what the source enchants as the step begins.
    read: (m: RegExpExecArray): Omit<TriggerCondition, 'kind'> => {
      const said = m.slice(1).filter(g => g !== undefined);
      if (said.some(g => /^the chosen player's$/i.test(g))) return { who: 'chosen' };
      if (everyTurn || said.some(g => /^(each|the)\b/i.test(g) && !/^each opponent's$/i.test(g))) return { each: true };
      if (said.some(g => /^each opponent's$/i.test(g))) return { each: true, who: 'opponent' };
      if (said.some(g => /^enchanted player's$/i.test(g))) return { who: 'enchantedPlayer' };
      return said.some(g => /^enchanted \w+'s controller$/i.test(g)) ? { who: 'attached' } : {};
    },
    sources: (state: GameState, event: GameEvent) =>
      event.kind === 'stepBegan' && event.step === step
        ? [...having(state, kind), ...inGraveyards(state, kind), ...inCommandZone(state, kind)]
        : [],
    applies: (state: GameState, _event: GameEvent, source: ObjectId, condition: TriggerCondition) => {
      if (!inItsZone(state, source, condition)) return false;
      if (condition.who === 'attached') {
        const enchanted = state.permanents[source]?.attachedTo;
        return enchanted !== undefined && controller(state, enchanted) === state.activePlayer;
      }
      // "Enchanted player's upkeep": the turn of the player the Aura is attached to (702.5d); "that player" is them.
      if (condition.who === 'enchantedPlayer') return state.permanents[source]?.attachedToPlayer === state.activePlayer;
      // "The chosen player's upkeep": the player chosen as the source entered (614.12a, 607.2d).
      if (condition.who === 'chosen') {
        const chosen = state.permanents[source]?.chosen;
        return chosen?.kind === 'player' && chosen.player === state.activePlayer;
      }
      return condition.who === 'opponent'
        ? controller(state, source) !== state.activePlayer
        : !!condition.each || controller(state, source) === state.activePlayer;
    },
    // "That creature" after "enchanted creature's controller": the enchanted creature; "that player", its controller.
    subject: (_event: GameEvent, source: ObjectId, state: GameState, condition: TriggerCondition) =>
      condition.who === 'attached' ? state.permanents[source]?.attachedTo : undefined,
  } as const;
}

/**
 * "Whenever another creature you control dies", "whenever ~ or another creature you control leaves the battlefield":
 * the permanents on the battlefield, and those that left it at the same time (this one among them), whose abilities
 * look back (603.10a). `to`: only into this zone ("dies", 700.4).
 */
function lookingBack<K extends string>(kind: K, opening: RegExp, to?: 'graveyard') {
  return {
    kind,
    rule: '603.10a',
    opening,
    // Into a graveyard: an ability that works from the graveyard (recover, 702.59a) triggers there (113.6b) — a card
    // that was there before the event, not one that left the battlefield with it (the ability didn't work then).
    ...(to === 'graveyard' ? { fromGraveyard: true as const } : {}),
    // "A creature dealt damage by ~ this turn" (120.3); "put into your graveyard": a card of yours (404.1).
    read: (m: RegExpExecArray) => {
      const damaged = / dealt damage by ~ this turn$/i.exec(m[3]!);
      const read = readSubject(m[2]!, damaged ? m[3]!.slice(0, damaged.index) : m[3]!, m[1] !== undefined);
      if (read?.filter && !lookedBack(read.filter)) return undefined;
      const owner = m[4] && (/^your$/i.test(m[4]) ? ('you' as const) : ('opponent' as const));
      return (
        read && {
          ...read,
          ...(owner ? { filter: { ...read.filter, owner } } : {}),
          ...(damaged ? { damagedBySource: true as const } : {}),
        }
      );
    },
    sources: (state: GameState, event: GameEvent, together: readonly GameEvent[]) =>
      event.kind === 'zoneChange' && event.from === 'battlefield' && (to === undefined || event.to === to)
        ? [
            ...new Set([
              ...having(state, kind),
              ...leftTogether(together).filter(id => hasKind(state, id, kind)),
              ...(to ? inGraveyards(state, kind).filter(id => !leftTogether(together).includes(id)) : []),
            ]),
          ]
        : [],
    applies: (
      state: GameState,
      event: GameEvent,
      source: ObjectId,
      condition: TriggerCondition,
      together: readonly GameEvent[],
    ) => {
      // A graveyard's ability there only; a battlefield's from there, or looking back as it left with the event.
      const inGraveyard = !state.permanents[source] && !leftTogether(together).includes(source);
      if ((condition.zone === 'graveyard') !== inGraveyard) return false;
      const you = sourceController(state, source, together);
      if (condition.damagedBySource && !damagedThisTurn(state, source, event.objects![0]!)) return false;
      if (source === event.objects![0])
        return (
          !!condition.self || (!condition.filter!.other && leftMatching(state, event, condition.filter!, you, source))
        );
      return leftMatching(state, event, condition.filter!, you, source);
    },
  } as const;
}

/**
 * Whether what a filter asks can be seen of an object that left the battlefield: its combat status, tapped state and
 * attachments are gone with it (506.4, 400.7), and aren't kept to look back at; its counters are (`leftMatching`).
 */
const lookedBack = (filter: ObjectFilter): boolean =>
  filter.combat === undefined &&
  filter.tapped === undefined &&
  !filter.equipped &&
  !filter.enchanted &&
  (filter.anyOf ?? []).every(f => f.counter === undefined && lookedBack(f));

/** Whether `source` dealt damage to `id` this turn (120.3), from the turn's log. */
const damagedThisTurn = (state: GameState, source: ObjectId, id: ObjectId) =>
  thisTurn(state).some(
    e => e.kind === 'damage' && (e.amount ?? 0) > 0 && e.objects?.[0] === source && e.objects[1] === id,
  );

/** Reads "another creature you control" / "a nontoken creature" / "creature an opponent controls" as a trigger's filter. */
function readSubject(article: string, phrase: string, self: boolean): Omit<TriggerCondition, 'kind'> | undefined {
  // "A permanent owned by another player": whose card it is, not who controls it (108.3).
  const owned = / owned by (?:another player|an opponent)$/i.exec(phrase);
  // The text's own capitals mark subtypes ("another Elf you control"); type words are lower case.
  const read = readPermanents(owned ? phrase.slice(0, owned.index) : phrase);
  if (!read) return undefined;
  const filter = owned ? { ...read, owner: 'opponent' as const } : read;
  const other = article.toLowerCase() === 'another';
  return { filter: other ? { ...filter, other } : filter, ...(self ? { self } : {}) };
}

/** "One or more artifact creatures you control", "one or more Orcs": the phrase in the plural. */
const readPlural = (phrase: string) =>
  readPermanents(phrase.replace(/s\b(?=( you control| an opponent controls)?$)/i, ''));

const entering = (_state: GameState, event: GameEvent): readonly ObjectId[] =>
  event.kind === 'zoneChange' && event.to === 'battlefield' ? first(event) : [];
const attacking = (_state: GameState, event: GameEvent): readonly ObjectId[] =>
  event.kind === 'attack' ? (event.objects ?? []) : [];
/** 509.3a: once per combat, however many creatures it blocks: on the declaration of its first block. */
const blocking = (state: GameState, event: GameEvent): readonly ObjectId[] =>
  event.kind === 'block' &&
  event.objects?.length === 2 &&
  state.combat?.blockers[event.objects[0]!]?.[0] === event.objects[1]
    ? first(event)
    : [];

/** 509.3c: once per combat, however many creatures block it: on the declaration of its first blocker. */
function firstBlocked(state: GameState, event: GameEvent): readonly ObjectId[] {
  if (event.kind !== 'block' || event.objects?.length !== 2) return [];
  const [blocker, attacker] = event.objects as [ObjectId, ObjectId];
  return state.combat?.attackers.find(a => a.id === attacker)?.blockers[0] === blocker ? [attacker] : [];
}

/**
 * A spell or ability put on the stack with targets, from its event: cast or copied (the spell, then its targets), activated or
 * triggered (the source, the ability, then its targets).
 */
function targeting(event: GameEvent): { item: ObjectId; targets: readonly ObjectId[] } | undefined {
  const objects = event.objects ?? [];
  if ((event.kind === 'cast' || event.kind === 'copy') && objects.length > 1)
    return { item: objects[0]!, targets: objects.slice(1) };
  if ((event.kind === 'activate' || (event.kind === 'trigger' && event.rule === '603.3d')) && objects.length > 2)
    return { item: objects[1]!, targets: objects.slice(2) };
  return undefined;
}

/** Whether `event` is the first this turn to target `id`: none earlier in the turn's log (newest first). */
function firstTargeted(state: GameState, event: GameEvent, id: ObjectId): boolean {
  const turn = thisTurn(state);
  const at = turn.indexOf(event);
  return at >= 0 && !turn.slice(at + 1).some(e => targeting(e)?.targets.includes(id));
}

/**
 * An opening's subject, when the event is about an object: `~` (the source itself), "enchanted creature" / "equipped
 * creature" (what the source is attached to), "a creature you control", "another nontoken Elf", "~ or another Ally"
 * (each object that fits; with "~ or", the source too).
 */
const SUBJECT = String.raw`(~|(?:~ or )?(?:enchanted|equipped) (?:creature|land|artifact|permanent)|(?:~ or )?(?:a|an|another) [a-z0-9 ,'+/-]+?)`;

/** Reads an opening's subject (`SUBJECT`) as its trigger condition's part: nothing more for `~`. */
function readObjectSubject(subject: string): Omit<TriggerCondition, 'kind'> | undefined {
  if (subject === '~') return {};
  // "~ or enchanted creature" (a bestowed Aura's, 702.103): the source as a creature, or what it is attached to.
  const attached = /^(~ or )?(?:enchanted|equipped) /i.exec(subject);
  if (attached) return { attached: true, ...(attached[1] ? { self: true } : {}) };
  const m = /^(~ or )?(a|an|another) (.+)$/i.exec(subject)!;
  return readSubject(m[2]!, m[3]!, m[1] !== undefined);
}

/** Whether `id`, an object the event is about, is what the subject of `source`'s ability names, seen by `you`. */
function isSubject(state: GameState, id: ObjectId, source: ObjectId, condition: TriggerCondition, you: PlayerId) {
  if (condition.attached) return state.permanents[source]!.attachedTo === id || (!!condition.self && id === source);
  if (!condition.filter) return id === source;
  return (!!condition.self && id === source) || matchesFilter(state, id, condition.filter, you, source);
}

type Objects = (state: GameState, event: GameEvent, together: readonly GameEvent[]) => readonly ObjectId[];

/**
 * A trigger condition about an event of an object, one entry for each kind of event, read with any subject
 * (`SUBJECT`): "whenever ~ attacks", "whenever enchanted creature attacks", "whenever a Dragon you control attacks".
 * `event`: the words of the event after the subject, its groups read by `read`; `objects`: which objects an event is
 * about; `applies`: what else the event must be, beyond its subject. A permanent's abilities work on the battlefield
 * (113.6), and the source's controller sees the subject's filter.
 */
function aboutObject<K extends string>(
  kind: K,
  rule: RuleId,
  event: string,
  objects: Objects,
  more: {
    read?: (
      groups: readonly (string | undefined)[],
      subject: Omit<TriggerCondition, 'kind'>,
    ) => Omit<TriggerCondition, 'kind'> | undefined;
    applies?: (state: GameState, event: GameEvent, condition: TriggerCondition, source: ObjectId) => boolean;
    /**
     * One event may be about several objects (a spell's targets, the permanents the untap step untaps): each that a
     * subject several could fit ("a creature you control") names is an occurrence with its own "that …" (603.2c).
     */
    several?: true;
    /** "That creature" when it isn't the object the subject names (`named`). */
    subject?: (event: GameEvent, named: ObjectId | undefined, condition: TriggerCondition) => ObjectId | undefined;
    amount?: true;
  } = {},
) {
  return {
    kind,
    rule,
    ...(more.amount ? { amount: true as const } : {}),
    opening: new RegExp(`^(?:when|whenever) ${SUBJECT} ${event}, `, 'i'),
    read: (m: RegExpExecArray) => {
      const subject = readObjectSubject(m[1]!);
      const rest = subject && (more.read ? more.read(m.slice(2), subject) : {});
      return subject && rest && { ...subject, ...rest };
    },
    ...(more.several
      ? {
          subjects: (
            state: GameState,
            e: GameEvent,
            source: ObjectId,
            condition: TriggerCondition,
            together: readonly GameEvent[],
          ) =>
            condition.filter
              ? objects(state, e, together).filter(id =>
                  isSubject(state, id, source, condition, controller(state, source)),
                )
              : undefined,
        }
      : {}),
    sources: (state: GameState, e: GameEvent, together: readonly GameEvent[]) => {
      const about = objects(state, e, together);
      return about.length ? [...new Set([...about, ...having(state, kind)])] : [];
    },
    applies: (
      state: GameState,
      e: GameEvent,
      source: ObjectId,
      condition: TriggerCondition,
      together: readonly GameEvent[],
    ) =>
      state.permanents[source] !== undefined &&
      (more.applies?.(state, e, condition, source) ?? true) &&
      objects(state, e, together).some(id => isSubject(state, id, source, condition, controller(state, source))),
    // "That creature": the object the subject names, unless the event says another ("blocks a creature").
    subject: (
      e: GameEvent,
      source: ObjectId,
      state: GameState,
      condition: TriggerCondition,
      together: readonly GameEvent[],
    ) => {
      const named = objects(state, e, together).find(id =>
        isSubject(state, id, source, condition, controller(state, source)),
      );
      return more.subject ? more.subject(e, named, condition) : named;
    },
  } as const;
}

/** Damage dealt (120.3), not the combat damage step's record that it is dealt (510.2). */
const dealt = (event: GameEvent) => event.kind === 'damage' && (event.amount ?? 0) > 0;

/** The damage event's recipient, as the condition's "to a player / an opponent / a creature / you" says (120.3). */
function dealtTo(state: GameState, event: GameEvent, condition: TriggerCondition, source: ObjectId): boolean {
  if (condition.combat && !event.combat) return false;
  const player = event.players?.[0];
  switch (condition.to) {
    case undefined:
      return true;
    case 'player':
      return player !== undefined;
    case 'opponent':
      return player !== undefined && player !== controller(state, source);
    case 'you':
      return player === controller(state, source);
    // "To enchanted player": the player the source Aura is attached to (702.5d).
    case 'enchantedPlayer':
      return player !== undefined && player === state.permanents[source]?.attachedToPlayer;
    case 'creature':
      return event.objects?.length === 2 && isType(state, event.objects[1]!, 'Creature');
    // "To a player or planeswalker": a player, or a planeswalker (120.3c).
    case 'playerOrPlaneswalker':
      return player !== undefined || (event.objects?.length === 2 && isType(state, event.objects[1]!, 'Planeswalker'));
    // "To a Dinosaur": a permanent the phrase describes.
    case 'permanent':
      return (
        event.objects?.length === 2 &&
        !!state.permanents[event.objects[1]!] &&
        matchesFilter(state, event.objects[1]!, condition.against!, controller(state, source), source)
      );
    case 'self':
      return event.objects?.[1] === source;
  }
}

const TO: Readonly<Record<string, TriggerCondition['to']>> = {
  'a player or planeswalker': 'playerOrPlaneswalker',
  'enchanted player': 'enchantedPlayer',
  'a player': 'player',
  'an opponent': 'opponent',
  'a creature': 'creature',
  you: 'you',
};

/**
 * 509.1h: an attacking creature with no blockers declared for it becomes unblocked as its defending player's
 * declaration ends: on the last record of that declaration (its last block, or "declares no blockers").
 */
function unblocked(state: GameState, event: GameEvent, together: readonly GameEvent[]): readonly ObjectId[] {
  if (event.kind !== 'block') return [];
  const who = event.players![0]!;
  const declared = together.filter(e => e.kind === 'block' && e.players?.[0] === who);
  if (declared[declared.length - 1] !== event) return [];
  return (state.combat?.attackers ?? []).filter(a => !a.blocked && defendingPlayer(state, a.id) === who).map(a => a.id);
}

/**
 * The permanents an event taps (701.26a): for a cost, by an effect, to crew or convoke, attacking (508.1f), for mana
 * (605.3b). Entering tapped is no event (603.2e).
 */
function tapped(_state: GameState, event: GameEvent): readonly ObjectId[] {
  if (event.kind === 'tap') return event.rule === '107.6' || event.rule === '701.26b' ? [] : (event.objects ?? []);
  return (event.kind === 'attack' && event.rule === '508.1f') || (event.kind === 'manaAdded' && event.tapped)
    ? (event.objects ?? [])
    : [];
}

/** The permanents an event untaps: by a cost or an effect, or in the untap step (502.3), those it did untap. */
function untapped(state: GameState, event: GameEvent): readonly ObjectId[] {
  if (event.kind === 'tap') return event.rule === '107.6' || event.rule === '701.26b' ? (event.objects ?? []) : [];
  return event.kind === 'untap' && event.rule === '502.3'
    ? (event.objects ?? []).filter(id => state.permanents[id] && !state.permanents[id].tapped)
    : [];
}

/**
 * The permanent an event taps for mana (106.12): a land the engine taps to pay a cost (601.2g), or a mana ability with
 * {T} in its cost activated and making mana (605.3b) — {T} its only cost, or paid with others just before it.
 */
function tappedForMana(event: GameEvent, together: readonly GameEvent[]): readonly ObjectId[] {
  if (event.kind === 'tap' && event.rule === '601.2g') return event.objects ?? [];
  const id = event.kind === 'manaAdded' && event.rule === '605.3b' ? event.objects?.[0] : undefined;
  if (id === undefined || !event.amount) return [];
  const paid = (e: GameEvent) => e.kind === 'tap' && e.rule === '107.5' && e.objects?.[0] === id;
  return event.tapped || together.some(paid) ? [id] : [];
}

/**
 * Whether a permanent's ability triggers on a permanent becoming tapped (alone or as half of "either") or being tapped
 * for mana (106.12a).
 */
export const watchesTaps = (state: GameState): boolean =>
  having(state, 'becomesTapped').length > 0 || having(state, 'tapForMana').length > 0;

/** Trigger conditions about an object's event, each read with any subject (`aboutObject`). */
const ABOUT_OBJECTS = [
  aboutObject('attacks', '508.3a', 'attacks', attacking),
  // "You may exert ~ as it attacks. When you do, …" (701.43d, 607.2h), read as "when ~ is exerted, …": linked to that
  // exert only, not to one paying a cost.
  aboutObject('exerted', '701.43d', 'is exerted', (_state, event) =>
    event.kind === 'exert' && event.rule === '701.43d' ? (event.objects ?? []) : [],
  ),
  // "Attacks alone": the only creature declared as an attacker (506.5).
  aboutObject('attacksAlone', '506.5', 'attacks alone', (state, event) =>
    event.kind === 'attack' && event.objects?.length === 1 && state.combat?.attackers.length === 1 ? event.objects : [],
  ),
  // 509.3g: it triggers in the declare blockers step, for each attacker no creature was declared blocking.
  aboutObject('attacksUnblocked', '509.3g', "attacks and isn't blocked", (state, event, together) =>
    unblocked(state, event, together),
  ),
  aboutObject('blocks', '509.3a', 'blocks', blocking),
  // 509.3b: once for each creature it blocks, as each block is declared; "that creature" is the one blocked.
  aboutObject(
    'blocksCreature',
    '509.3b',
    "blocks (a|an) ([a-z0-9 ,'+/-]+?)",
    (_state, event) => (event.kind === 'block' && event.objects?.length === 2 ? first(event) : []),
    {
      read: ([article, phrase]) => {
        const against = readSubject(article!, phrase!, false);
        return against && { against: against.filter };
      },
      applies: (state, event, condition, source) =>
        matchesFilter(state, event.objects![1]!, condition.against!, controller(state, source), source),
      subject: event => event.objects![1],
    },
  ),
  aboutObject('becomesBlocked', '509.3c', 'becomes blocked', firstBlocked),
  // 603.2e: "becomes tapped / untapped" triggers as it happens, not for a permanent entering tapped.
  aboutObject('becomesTapped', '603.2e', 'becomes tapped', tapped),
  aboutObject('becomesUntapped', '603.2e', 'becomes untapped', untapped, { several: true }),
  // "Whenever a creature you control explores": once it has explored (701.44b).
  aboutObject('explores', '701.44b', 'explores', (_state, event) => (event.kind === 'explore' ? first(event) : [])),
  // "When ~ is turned face up" (702.37e, 708.8): as it is, by the special action.
  aboutObject('turnedFaceUp', '708.8', 'is turned face up', (_state, event) =>
    event.kind === 'faceUp' ? first(event) : [],
  ),
  // "When ~ becomes the target of a spell or ability": anyone's (603.2); "of a spell", a spell's as it is cast or
  // copied; "of an instant or sorcery spell", such a spell's; "… you control", one its controller controls. "That
  // spell or ability" is the one targeting it; after "enchanted creature", "that creature" is the creature; after "a
  // creature you control", each creature it targets that fits is an occurrence of its own (603.2c).
  aboutObject(
    'becomesTargetOfAny',
    '603.2',
    'becomes the target of (a spell|an instant or sorcery spell)( or ability)?( you control)?( for the first time each turn)?',
    (_state, event) => [...new Set(targeting(event)?.targets ?? [])],
    {
      // "For the first time each turn": no spell or ability targeted it earlier this turn.
      read: ([spell, orAbility, yours, first], subject) => {
        const kinds = /^an instant/i.test(spell!);
        if ((first && (subject.attached || subject.filter)) || (kinds && orAbility)) return undefined;
        return {
          ...(orAbility ? {} : { spellOnly: true as const }),
          ...(kinds ? { against: { types: ['Instant' as const, 'Sorcery' as const] } } : {}),
          ...(yours ? { by: 'you' as const } : {}),
          ...(first ? { nth: 1 } : {}),
        };
      },
      several: true,
      applies: (state, event, condition, source) =>
        (!condition.spellOnly || event.kind === 'cast' || event.kind === 'copy') &&
        (!condition.against ||
          matchesFilter(state, targeting(event)!.item, condition.against, controller(state, source), source)) &&
        (!condition.by || event.players?.[0] === controller(state, source)) &&
        (condition.nth === undefined || firstTargeted(state, event, source)),
      subject: (event, named, condition) => (condition.attached ? named : targeting(event)?.item),
    },
  ),
  // "Deals damage", "deals combat damage to a player", "deals damage to a creature" (120.3, 510.2): "that creature" is
  // the creature dealt damage, or the one dealing it; "that player", the player dealt it.
  aboutObject(
    'dealsDamage',
    '120.3',
    "deals (combat )?damage(?: to (a player or planeswalker|a player|an opponent|a creature|you|defending player|enchanted player|(a|an) ([a-z0-9 ,'+/-]+?)))?",
    (_state, event) => (dealt(event) ? first(event) : []),
    {
      read: ([combat, to, article, phrase]) => {
        // "Combat damage to defending player": an attacking creature deals combat damage only to the player it
        // attacks (510.1a, 506.2), so it is combat damage to a player.
        const defending = combat && /^defending player$/i.test(to ?? '');
        const known = to && (defending ? 'player' : TO[to.toLowerCase()]);
        const against = !known && article ? readSubject(article, phrase!, false)?.filter : undefined;
        if (to && !known && !against) return undefined;
        return {
          ...(combat ? { combat: true as const } : {}),
          ...(known ? { to: known } : against ? { to: 'permanent' as const, against } : {}),
        };
      },
      applies: dealtTo,
      subject: event => event.objects![1] ?? event.objects![0],
      amount: true,
    },
  ),
  // "Is dealt damage": damage actually dealt to it (120.3), by any source; "that much" is the damage.
  aboutObject(
    'dealtDamage',
    '120.3',
    'is dealt (combat )?damage',
    (_state, event) => (dealt(event) && event.objects?.length === 2 ? [event.objects[1]!] : []),
    {
      read: ([combat]) => (combat ? { combat: true as const } : {}),
      applies: (_state, event, condition) => !condition.combat || event.combat === true,
      amount: true,
    },
  ),
] as const;

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];

/** Whether the player of an event (who casts, draws, discards, gains life) is whom the condition says. */
function byWhom(state: GameState, event: GameEvent, source: ObjectId, condition: TriggerCondition): boolean {
  const player = event.players![0]!;
  if (condition.who === 'enchantedPlayer') return player === state.permanents[source]?.attachedToPlayer;
  const you = controller(state, source);
  return condition.who === undefined ? player === you : condition.who === 'any' || player !== you;
}

/**
 * "You" (nothing more to say), "an opponent", "a player", "enchanted player" (the player an Aura with enchant player
 * is attached to, 702.5d): whose events an opening is about.
 */
const whose = (who: string): Pick<TriggerCondition, 'who'> =>
  /^an opponent$/i.test(who)
    ? { who: 'opponent' }
    : /^a player$/i.test(who)
      ? { who: 'any' }
      : /^enchanted player$/i.test(who)
        ? { who: 'enchantedPlayer' }
        : {};

/** Whether a life event is its player's first gain (or loss) of life this turn (the turn's log, newest first). */
function firstLifeChange(state: GameState, event: GameEvent): boolean {
  const turn = thisTurn(state);
  const gained = (event.amount ?? 0) > 0;
  return !turn
    .slice(turn.indexOf(event) + 1)
    .some(
      e =>
        e.kind === 'life' && e.players?.[0] === event.players![0] && (e.amount ?? 0) !== 0 && e.amount! > 0 === gained,
    );
}

/**
 * Which of this turn's spells cast / cards drawn by its player `event` is (1 for the first), from this turn's log up
 * to it (later events of the same batch don't count); 0 if it isn't this turn's.
 */
function nthThisTurn(state: GameState, event: GameEvent, what: 'cast' | 'drawn'): number {
  const turn = thisTurn(state);
  const at = turn.indexOf(event);
  const count = { kind: 'thisTurn', what } as const;
  return at < 0 ? 0 : turn.slice(at).filter(e => didThis(state, e, count, event.players![0]!, undefined)).length;
}

export const TRIGGERS = [
  beginning(
    'upkeep',
    'upkeep',
    /^at the beginning of (?:(your|each|each player's|each opponent's|enchanted player's|the chosen player's) upkeep|the upkeep of (enchanted (?:creature|permanent|land|artifact)'s controller)), /i,
  ),
  beginning('drawStep', 'draw', /^at the beginning of (your|each|each player's|each opponent's) draw step, /i),
  beginning('mainPhase', 'main1', /^at the beginning of (your|each|each player's) (?:precombat|first) main phase, /i),
  beginning(
    'beginningOfCombat',
    'beginningOfCombat',
    /^at the beginning of (?:combat on (your|each opponent's) turn|(each) combat), /i,
  ),
  beginning(
    'endStep',
    'end',
    /^at the beginning of (?:(your|each|the|each player's|each opponent's) end step|the end step of (enchanted (?:creature|permanent|land|artifact)'s controller)), /i,
  ),
  // 511.2: "at end of combat" triggers as the end of combat step begins, on every player's turn.
  { ...beginning('endOfCombat', 'endOfCombat', /^at end of combat, /i, true), rule: '511.2' },
  {
    kind: 'enters',
    rule: '603.6a',
    opening: /^(?:when|whenever) ~ enters(?: the battlefield)?, /i,
    sources: entering,
  },
  {
    // "When ~ enters the battlefield untapped" (603.6a): as it entered, as its entry says (110.5b, 614.1d).
    kind: 'entersUntapped',
    rule: '603.6a',
    opening: /^(?:when|whenever) ~ enters(?: the battlefield)? untapped, /i,
    sources: (state, event) => (event.tapped ? [] : entering(state, event)),
  },
  {
    // "Whenever another creature enters [under your control]": the entering permanent's own ability too, unless "another".
    kind: 'permanentEnters',
    rule: '603.6a',
    opening:
      /^(?:when|whenever) (a|an|another|~ or another) ([a-z0-9 ,'+/-]+?) enters(?: the battlefield)?(?: under (your|an opponent's|enchanted player's) control)?, /i,
    read: m => {
      // "Whenever ~ or another Ally enters": the source itself too (`self`), and other permanents that fit.
      const self = /^~ or /i.test(m[1]!);
      const subject = readSubject(self ? 'another' : m[1]!, m[2]!, self);
      // "Under enchanted player's control": the player the source Aura is attached to (702.5d).
      if (subject && m[3] && /^enchanted/i.test(m[3]))
        return subject.filter!.controller
          ? undefined
          : { ...subject, filter: { ...subject.filter, enchantedPlayer: true } };
      return subject && m[3]
        ? { ...subject, filter: { ...subject.filter, controller: /^your$/i.test(m[3]) ? 'you' : 'opponent' } }
        : subject;
    },
    // "…, return ~ from your graveyard to the battlefield" works from the graveyard (113.6m): those cards look too.
    fromGraveyard: true,
    fromEmblems: true,
    sources: (state, event) =>
      event.kind === 'zoneChange' && event.to === 'battlefield' && state.permanents[event.objects![0]!]
        ? [
            ...having(state, 'permanentEnters'),
            ...inGraveyards(state, 'permanentEnters'),
            ...inCommandZone(state, 'permanentEnters'),
          ]
        : [],
    applies: (state, event, source, condition) =>
      inItsZone(state, source, condition) &&
      ((!!condition.self && event.objects![0] === source) ||
        matchesFilter(state, event.objects![0]!, condition.filter!, controller(state, source), source)),
  },
  {
    // Dethrone's (702.105a): it attacks a player whose life total is at least every player's, as it is declared.
    kind: 'attacksMostLife',
    rule: '702.105a',
    opening: /^whenever ~ attacks the player with the most life or tied for most life, /i,
    sources: (state, event) =>
      attacking(state, event).filter(id => {
        const target = state.combat?.attackers.find(a => a.id === id)?.target;
        const attacked = target && 'player' in target ? findPlayer(state, target.player) : undefined;
        return attacked !== undefined && playersInGame(state).every(p => p.life <= attacked.life);
      }),
  },
  {
    // "Whenever a source you control deals noncombat damage to an opponent", "whenever a source an opponent controls
    // deals damage to you", "whenever a source deals damage to ~" (120.3): any source — a spell as it resolves, an
    // ability's source, a permanent (its controller as it last was there, 608.2h). "That player" is the player dealt
    // damage; after "to ~", "that source" dealt it. Before the entries of an object's events, whose subject would
    // take "a source" for a permanent.
    kind: 'sourceDamage',
    amount: true,
    rule: '120.3',
    opening:
      /^(?:when|whenever) a source(?: (you control|an opponent controls))? deals (combat |noncombat )?damage to (you|an opponent|~), /i,
    read: m => {
      const to = m[3]!.toLowerCase();
      const kind = m[2]?.trim().toLowerCase();
      return {
        ...(m[1] ? { by: /^you/i.test(m[1]) ? ('you' as const) : ('opponent' as const) } : {}),
        ...(kind === 'combat' ? { combat: true as const } : kind === 'noncombat' ? { noncombat: true as const } : {}),
        to: to === '~' ? ('self' as const) : to === 'you' ? ('you' as const) : ('opponent' as const),
      };
    },
    sources: (state, event) => (dealt(event) ? having(state, 'sourceDamage') : []),
    applies: (state, event, source, condition) => {
      const you = controller(state, source);
      const by = lastKnown(state, event.objects![0]!).controller;
      if (condition.by && (by === you) !== (condition.by === 'you')) return false;
      if (condition.noncombat && event.combat) return false;
      if (condition.to === 'self') return event.objects![1] === source;
      return dealtTo(state, event, condition, source);
    },
    subject: (event, _source, _state, condition) => (condition.to === 'self' ? event.objects![0] : undefined),
    // "Deals damage to you, that player sacrifices a permanent": the source's controller, not you.
    player: (state, event, condition) =>
      condition.to === 'opponent'
        ? event.players?.[0]
        : condition.to === 'you'
          ? lastKnown(state, event.objects![0]!).controller
          : undefined,
  },
  ...ABOUT_OBJECTS,
  {
    // 509.3d: once for each creature blocking it, as each is declared; "that creature" is the blocker. "By a creature
    // without flanking" (702.25a): only blockers that fit, as they are declared.
    kind: 'becomesBlockedBy',
    rule: '509.3d',
    opening: /^whenever ~ becomes blocked by (a|an) ([a-z0-9 ,'+/-]+?), /i,
    read: m => (/^creature$/i.test(m[2]!) ? {} : readSubject(m[1]!, m[2]!, false)),
    sources: (_state, event) => (event.kind === 'block' && event.objects?.length === 2 ? [event.objects[1]!] : []),
    applies: (state, event, source, condition) =>
      !condition.filter ||
      matchesFilter(state, event.objects![0]!, condition.filter, controller(state, source), source),
  },
  {
    // "Whenever ~ blocks or becomes blocked by one or more Orcs", "whenever ~ blocks one or more black creatures": once
    // a combat, if it blocks (or is blocked by) at least one that fits as the declaration of blockers ends (509.3e).
    kind: 'blocksOneOrMore',
    rule: '509.3e',
    opening: /^whenever ~ (blocks or becomes blocked by|blocks|becomes blocked by) one or more ([a-z0-9 ,'+/-]+?), /i,
    read: m => {
      const against = readPlural(m[2]!);
      const how = m[1]!.toLowerCase();
      return (
        against && {
          against,
          ...(how === 'blocks'
            ? { blocking: true as const }
            : how === 'becomes blocked by'
              ? { blocked: true as const }
              : {}),
        }
      );
    },
    sources: (state, event, together) => {
      if (event.kind !== 'block') return [];
      const declared = together.filter(e => e.kind === 'block' && e.players?.[0] === event.players![0]);
      return declared[declared.length - 1] === event ? having(state, 'blocksOneOrMore') : [];
    },
    applies: (state, _event, source, condition) => {
      const you = controller(state, source);
      const fits = (id: ObjectId) => matchesFilter(state, id, condition.against!, you, source);
      const blocks = state.combat?.blockers[source] ?? [];
      const blockers = state.combat?.attackers.find(a => a.id === source)?.blockers ?? [];
      return (!condition.blocked && blocks.some(fits)) || (!condition.blocking && blockers.some(fits));
    },
    subject: () => undefined,
  },
  {
    // "Whenever ~ blocks or becomes blocked by a nonblack creature": once for each creature it blocks or is blocked
    // by, as each block is declared (509.3b, 509.3d), the phrase describing either; "that creature" is the other one.
    kind: 'blocksOrBlockedBy',
    rule: '509.3d',
    opening: /^whenever ~ blocks or becomes blocked by (a|an) ([a-z0-9 ,'+/-]+?), /i,
    read: m => {
      const against = readSubject(m[1]!, m[2]!, false);
      return against && { against: against.filter };
    },
    sources: (_state, event) => (event.kind === 'block' && event.objects?.length === 2 ? [...event.objects] : []),
    applies: (state, event, source, condition) =>
      matchesFilter(
        state,
        event.objects!.find(id => id !== source)!,
        condition.against!,
        controller(state, source),
        source,
      ),
    subject: (event, source) => event.objects!.find(id => id !== source),
  },
  {
    // "Whenever one or more creatures attack you" (508.3b): once, as attackers are declared, if any attacks you: on the
    // declaration of the first that does.
    kind: 'attacked',
    rule: '508.3b',
    opening: /^whenever one or more creatures attack you, /i,
    sources: (state, event) => (event.kind === 'attack' && event.objects?.length ? having(state, 'attacked') : []),
    applies: (state, event, source) => {
      const you = controller(state, source);
      const first = state.combat?.attackers.find(a => 'player' in a.target && a.target.player === you);
      return first !== undefined && first.id === event.objects![0];
    },
    subject: () => undefined,
  },
  {
    // "Whenever a creature attacks you or a planeswalker you control": each attacker declared attacking them (508.3a),
    // as the phrase describes it ("a creature without flying"); "attacks you": the player only.
    kind: 'attacksYou',
    rule: '508.3a',
    opening: /^whenever (a|an) ([a-z0-9 ,'+/-]+?) attacks (you|enchanted player)( or a planeswalker you control)?, /i,
    read: m => {
      const read = readSubject(m[1]!, m[2]!, false);
      // "Attacks enchanted player": the player the source Aura is attached to (702.5d), not their planeswalkers.
      if (/^enchanted/i.test(m[3]!))
        return read && !read.filter!.controller && !m[4] ? { ...read, to: 'enchantedPlayer' as const } : undefined;
      return read && !read.filter!.controller ? { ...read, ...(m[4] ? {} : { to: 'you' as const }) } : undefined;
    },
    sources: (state, event) => (event.kind === 'attack' && event.objects?.length ? having(state, 'attacksYou') : []),
    applies: (state, event, source, condition) => {
      const you = controller(state, source);
      const attacker = event.objects![0]!;
      const target = state.combat?.attackers.find(a => a.id === attacker)?.target;
      const attacked =
        condition.to === 'enchantedPlayer'
          ? target !== undefined && 'player' in target && target.player === state.permanents[source]?.attachedToPlayer
          : condition.to === 'you'
            ? target !== undefined && 'player' in target && target.player === you
            : attacksYou(state, attacker, you);
      return attacked && matchesFilter(state, attacker, condition.filter!, you, source);
    },
  },
  {
    // "When this creature transforms into <its name>" (701.27e): it transformed, and has that face up now (its ability
    // is that face's, so only a transformation into it finds it).
    kind: 'transformsInto',
    rule: '701.27e',
    opening: /^(?:when|whenever) ~ transforms into ~, /i,
    sources: (_state, event) => (event.kind === 'transform' ? first(event) : []),
  },
  {
    // "When ~ becomes renowned" (702.112b): as its renown ability makes it so.
    kind: 'becomesRenowned',
    rule: '702.112b',
    opening: /^when ~ becomes renowned, /i,
    sources: (_state, event) => (event.kind === 'counters' && event.rule === '702.112a' ? first(event) : []),
  },
  {
    // "When ~ becomes monstrous" (701.37b): as its monstrosity instruction makes it so.
    kind: 'becomesMonstrous',
    rule: '701.37b',
    opening: /^when ~ becomes monstrous, /i,
    sources: (_state, event) => (event.kind === 'counters' && event.rule === '701.37b' ? first(event) : []),
    x: true,
  },
  {
    // Madness (702.35a): "when this card is exiled this way" — discarded and exiled by its madness replacement.
    kind: 'madnessExiled',
    rule: '702.35a',
    opening: /^when ~ is exiled this way, /i,
    sources: (_state, event) =>
      event.kind === 'zoneChange' && event.from === 'hand' && event.to === 'exile' && event.rule === '702.35a'
        ? first(event)
        : [],
  },
  {
    // "Whenever ~ becomes the target of a spell or ability an opponent controls" (ward, 702.21a): "that spell or
    // ability" is the one that targets it.
    kind: 'becomesTarget',
    rule: '702.21a',
    opening: /^(?:when|whenever) ~ becomes the target of a spell or ability an opponent controls, /i,
    sources: (_state, event) => [...new Set(targeting(event)?.targets ?? [])],
    subject: event => targeting(event)?.item,
    applies: (state, event, source) =>
      state.permanents[source] !== undefined &&
      event.players?.[0] !== undefined &&
      event.players[0] !== state.permanents[source]!.controller,
  },
  {
    // "Whenever a Dragon you control becomes the target of a spell or ability an opponent controls": once for each
    // such permanent it targets (603.2c); "that player" is the opponent, "that spell or ability" the one targeting.
    kind: 'permanentBecomesTarget',
    rule: '603.2c',
    opening:
      /^whenever (a|an|another) ([a-z0-9 ,'+/-]+?) becomes the target of a spell or ability an opponent controls, /i,
    read: m => readSubject(m[1]!, m[2]!, false),
    sources: (state, event) => (targeting(event) ? having(state, 'permanentBecomesTarget') : []),
    subject: event => targeting(event)?.item,
    applies: (state, event, source) =>
      event.players?.[0] !== undefined && event.players[0] !== controller(state, source),
    times: (state, event, source, condition) => {
      const you = controller(state, source);
      return [...new Set(targeting(event)!.targets)].filter(
        id => state.permanents[id] && matchesFilter(state, id, condition.filter!, you, source),
      ).length;
    },
  },
  {
    // "Whenever you cast a spell that targets ~" (heroic): as the spell becomes cast with it among its targets (601.2i).
    kind: 'castTargetingSelf',
    rule: '601.2i',
    opening: /^whenever you cast a spell that targets ~, /i,
    sources: (_state, event) => (event.kind === 'cast' ? [...new Set(targeting(event)?.targets ?? [])] : []),
    applies: (state, event, source) =>
      state.permanents[source] !== undefined && event.players?.[0] === controller(state, source),
    subject: event => targeting(event)?.item,
  },
  {
    // 601.2i: as the spell becomes cast; "during your turn / an opponent's turn": whose turn it is then. "From your
    // graveyard", "from a graveyard": the zone the card was cast from (601.2a), yours being a card you own (404.1).
    kind: 'cast',
    rule: '601.2i',
    // "A creature spell with converted mana cost 3 or less": the spell's, as it is cast (202.3e).
    opening:
      /^(?:when|whenever) (you|an opponent|a player|enchanted player) casts? (?:a|an) ([a-z ,'-]*?spell(?: with (?:power|toughness|mana value|converted mana cost) \w+(?: or (?:greater|less))?| of the chosen (?:color|type|creature type)| that's both \w+ and \w+| that has an adventure)?)(?: from (your|a) graveyard)?(?: during (your|an opponent's) turn)?, /i,
    read: m => {
      // As written: the capitals mark subtypes ("a Spirit or Arcane spell").
      const filter = readStackSpells(m[2]!);
      const during = m[4] && (/^your$/i.test(m[4]) ? ('you' as const) : ('opponent' as const));
      const owner = m[3] && /^your$/i.test(m[3]) ? { owner: 'you' as const } : {};
      return (
        filter && {
          filter: { ...filter, ...owner },
          ...whose(m[1]!),
          ...(during ? { during } : {}),
          ...(m[3] ? { from: 'graveyard' as const } : {}),
        }
      );
    },
    fromEmblems: true,
    // "…, you may return ~ from your graveyard to your hand" works from the graveyard (113.6m).
    fromGraveyard: true,
    sources: (state, event) =>
      event.kind === 'cast'
        ? [...having(state, 'cast'), ...inGraveyards(state, 'cast'), ...inCommandZone(state, 'cast')]
        : [],
    applies: (state, event, source, condition) => {
      if (!inItsZone(state, source, condition)) return false;
      const you = controller(state, source);
      if (condition.during && (state.activePlayer === you) !== (condition.during === 'you')) return false;
      if (condition.from && event.from !== condition.from) return false;
      return (
        byWhom(state, event, source, condition) &&
        matchesFilter(state, event.objects![0]!, condition.filter!, you, source)
      );
    },
  },
  {
    // A spell's own "when you cast", which works from the stack as it becomes cast (601.2i).
    kind: 'castSelf',
    rule: '601.2i',
    opening: /^when you cast (?:~|this spell), /i,
    sources: (_state, event) => (event.kind === 'cast' ? first(event) : []),
  },
  {
    // 119.9: "whenever you / an opponent / a player gains life": 0 life gained is no event. "For the first time each
    // turn": no life gained by that player earlier this turn. "When you gain life …, return ~ from your graveyard"
    // works from the graveyard (113.6m).
    kind: 'gainLife',
    amount: true,
    rule: '119.9',
    opening:
      /^(?:when|whenever) (you|an opponent|a player|enchanted player) gains? life( for the first time each turn)?, /i,
    read: m => ({ ...whose(m[1]!), ...(m[2] ? { nth: 1 } : {}) }),
    fromGraveyard: true,
    sources: (state, event) =>
      event.kind === 'life' && (event.amount ?? 0) > 0
        ? [...having(state, 'gainLife'), ...inGraveyards(state, 'gainLife')]
        : [],
    applies: (state, event, source, condition) =>
      inItsZone(state, source, condition) &&
      byWhom(state, event, source, condition) &&
      (condition.nth === undefined || firstLifeChange(state, event)),
  },
  {
    // "Whenever you / an opponent loses life": life actually lost (119.3); "that much" is how much.
    kind: 'loseLife',
    amount: true,
    rule: '119.3',
    opening:
      /^(?:when|whenever) (you|an opponent|a player|enchanted player) loses? life( for the first time each turn)?, /i,
    read: m => ({ ...whose(m[1]!), ...(m[2] ? { nth: 1 } : {}) }),
    sources: (state, event) => (event.kind === 'life' && (event.amount ?? 0) < 0 ? having(state, 'loseLife') : []),
    applies: (state, event, source, condition) =>
      byWhom(state, event, source, condition) && (condition.nth === undefined || firstLifeChange(state, event)),
  },
  {
    // "Whenever you scry", "whenever you surveil": after the scry or surveil is done, even if there were no cards to
    // look at; scry 0 or surveil 0 is none (701.22b, 701.22d, 701.25c, 701.25d).
    kind: 'scries',
    rule: '701.22d',
    opening: /^whenever (you|an opponent|a player|enchanted player) (scry|scries|surveils?), /i,
    read: m => ({ ...whose(m[1]!), ...(/^surveil/i.test(m[2]!) ? { surveil: true as const } : {}) }),
    fromGraveyard: true,
    sources: (state, event) =>
      event.kind === 'scry' ? [...having(state, 'scries'), ...inGraveyards(state, 'scries')] : [],
    applies: (state, event, source, condition) =>
      inItsZone(state, source, condition) &&
      byWhom(state, event, source, condition) &&
      (event.rule === '701.25a') === (condition.surveil === true),
  },
  {
    // "Whenever you clash (and win)": each clashing player clashes, whoever chose the opponent (701.30b, 701.30d).
    kind: 'clashes',
    rule: '701.30d',
    opening: /^whenever (you|an opponent|a player) clash(?:es)?( and wins?)?, /i,
    read: m => ({ ...whose(m[1]!), ...(m[2] ? { won: true } : {}) }),
    sources: (state, event) => (event.kind === 'clash' && event.rule === '701.30d' ? having(state, 'clashes') : []),
    applies: (state, event, source, condition) =>
      byWhom(state, event, source, condition) && (!condition.won || event.amount === 1),
  },
  {
    // "Whenever you win a coin flip", "whenever a player loses a coin flip" (705.2: only the flipping player does).
    kind: 'flips',
    rule: '705.2',
    opening: /^whenever (you|an opponent|a player) (wins?|loses?) a coin flip, /i,
    read: m => ({ ...whose(m[1]!), won: /^win/i.test(m[2]!) }),
    sources: (state, event) => (event.kind === 'flip' ? having(state, 'flips') : []),
    applies: (state, event, source, condition) =>
      byWhom(state, event, source, condition) && (event.amount === 1) === condition.won,
  },
  {
    // "Whenever an opponent searches their library" (701.23a): a search that includes their library, by any spell or
    // ability; "that player" searched it.
    kind: 'searchesLibrary',
    rule: '701.23a',
    opening: /^whenever (?:(you) search your|(an opponent|a player) searches their) library, /i,
    read: m => whose(m[2] ?? 'you'),
    sources: (state, event) =>
      event.kind === 'search' && event.from === 'library' ? having(state, 'searchesLibrary') : [],
    applies: byWhom,
    subject: () => undefined,
  },
  {
    // A card actually drawn: trying to draw from an empty library draws none.
    kind: 'drawCard',
    rule: '603.2',
    opening: /^whenever (you|an opponent|a player|enchanted player) draws? a card, /i,
    read: m => whose(m[1]!),
    fromEmblems: true,
    sources: (state, event) =>
      event.kind === 'draw' && event.objects?.length
        ? [...having(state, 'drawCard'), ...inCommandZone(state, 'drawCard')]
        : [],
    applies: byWhom,
  },
  {
    // "Whenever an opponent plays a land" (305.1): played, not put onto the battlefield by an effect.
    kind: 'playLand',
    rule: '305.1',
    // "Whenever you play an Island", "when you play another land": the land played, as the phrase describes it.
    opening: /^(?:when|whenever) (you|an opponent|a player|enchanted player) plays? (a|an|another) ([a-z ,'-]+?), /i,
    read: m => {
      const read = readSubject(m[2]!, m[3]!, false);
      return read && !read.filter!.controller ? { ...read, ...whose(m[1]!) } : undefined;
    },
    sources: (state, event) => (event.kind === 'landPlayed' ? having(state, 'playLand') : []),
    applies: (state, event, source, condition) =>
      byWhom(state, event, source, condition) &&
      isType(state, event.objects![0]!, 'Land') &&
      matchesFilter(state, event.objects![0]!, condition.filter!, controller(state, source), source),
  },
  {
    // "Whenever a player taps a land for mana", "whenever you tap ~ for mana" (106.12a): as the mana ability with {T}
    // resolves and makes mana — activated by its controller, or to pay a cost (601.2g). "That player" tapped it; "that
    // land" is the permanent tapped.
    kind: 'tapForMana',
    rule: '106.12a',
    opening: /^whenever (you|an opponent|a player) taps? (~|(?:a|an) [a-z ,'-]+?) for mana, /i,
    read: m => {
      const subject = readObjectSubject(m[2]!);
      return subject && !subject.filter?.controller && !subject.attached ? { ...subject, ...whose(m[1]!) } : undefined;
    },
    sources: (state, event, together) => (tappedForMana(event, together).length ? having(state, 'tapForMana') : []),
    applies: (state, event, source, condition, together) =>
      byWhom(state, event, source, condition) &&
      tappedForMana(event, together).some(id => isSubject(state, id, source, condition, controller(state, source))),
    subject: (event, _source, _state, _condition, together) => tappedForMana(event, together)[0],
  },
  {
    // "Whenever a card is put into an opponent's graveyard from anywhere", "whenever another creature card is put into
    // your graveyard from anywhere": each card (a token is none, 111.1), into its owner's graveyard (404.1). A
    // permanent leaving with it looks back (603.10a), itself too unless "another"; "that card" is the one put there,
    // "that player" its owner.
    kind: 'cardToGraveyard',
    rule: '603.10a',
    opening:
      /^(?:when|whenever) (a|an|another) ([a-z ,]*?card) is put into (your|an opponent's|a) graveyard from anywhere, /i,
    read: m => {
      const filter = readCards(m[2]!);
      const whose = m[3]!.toLowerCase();
      return (
        filter && {
          filter: {
            ...filter,
            ...(/^another$/i.test(m[1]!) ? { other: true } : {}),
            ...(whose === 'your' ? { owner: 'you' as const } : whose === 'a' ? {} : { owner: 'opponent' as const }),
          },
        }
      );
    },
    sources: (state, event, together) => {
      const card = event.kind === 'zoneChange' && event.to === 'graveyard' ? event.objects?.[0] : undefined;
      if (card === undefined || state.objects[card]!.token) return [];
      return [
        ...new Set([
          ...having(state, 'cardToGraveyard'),
          ...leftTogether(together).filter(id => hasKind(state, id, 'cardToGraveyard')),
        ]),
      ];
    },
    applies: (state, event, source, condition, together) =>
      (state.permanents[source] !== undefined || leftTogether(together).includes(source)) &&
      matchesFilter(state, event.objects![0]!, condition.filter!, sourceController(state, source, together), source),
    player: (_state, event) => event.players?.[0],
  },
  {
    // "Whenever an opponent activates an ability of an artifact, creature, or land that isn't a mana ability",
    // "whenever a player activates an ability that isn't a mana ability": as it becomes activated (602.2), by whom the
    // condition says, of an object the phrase describes in whatever zone it is. Mana abilities never trigger it: they
    // aren't activated onto the stack (605.3a), so the words saying so are required. "That player" activated it.
    kind: 'activates',
    rule: '602.2',
    opening:
      /^whenever (you|an opponent|a player) activates? an ability(?: of (?:a|an) ([a-z ,]+?))? that isn't a mana ability, /i,
    read: m => {
      const filter = m[2] === undefined ? {} : readPermanents(m[2]);
      return filter && !filter.controller ? { ...(m[2] ? { filter } : {}), ...whose(m[1]!) } : undefined;
    },
    sources: (state, event) => (event.kind === 'activate' ? having(state, 'activates') : []),
    applies: (state, event, source, condition) =>
      byWhom(state, event, source, condition) &&
      (!condition.filter ||
        matchesFilter(state, event.objects![0]!, condition.filter, controller(state, source), source)),
    subject: () => undefined,
  },
  {
    // "When a spell or ability an opponent controls causes you to discard ~" (701.9a): discarded by the effect of an
    // opponent's spell or ability — not as a cost, nor at cleanup (514.1). It triggers from where the card went;
    // "that player" is the opponent.
    kind: 'discardedByOpponent',
    rule: '701.9a',
    opening: /^when a spell or ability an opponent controls causes you to discard ~, /i,
    fromGraveyard: true,
    sources: (_state, event) =>
      event.kind === 'discard' &&
      event.rule === '701.9b' &&
      event.controller !== undefined &&
      event.controller !== event.players?.[0]
        ? first(event)
        : [],
    player: (_state, event) => event.controller,
  },
  {
    // "Whenever a spell or ability an opponent controls causes you to discard a card" (701.9a): each card discarded by
    // the effect of an opponent's spell or ability — not as a cost, nor at cleanup (514.1).
    kind: 'discardsByOpponent',
    rule: '701.9a',
    opening: /^whenever a spell or ability an opponent controls causes you to discard a card, /i,
    sources: (state, event) =>
      event.kind === 'discard' &&
      event.rule === '701.9b' &&
      event.controller !== undefined &&
      event.controller !== event.players?.[0]
        ? having(state, 'discardsByOpponent', event.players![0]!)
        : [],
    player: (_state, event) => event.controller,
  },
  {
    // "Whenever you discard a card", "whenever an opponent discards a creature card" (701.9a). A cycled card is
    // discarded once, so "cycles or discards" triggers once for it (702.29d).
    kind: 'discard',
    rule: '701.9a',
    // "Another card": not the source itself; "a noncreature, nonland card": neither.
    opening:
      /^whenever (you|an opponent|a player|enchanted player) (?:cycles? or discards?|discards?) (a|an|another) ([a-z ,]*?card), /i,
    read: m => {
      const filter = readCards(m[3]!);
      return filter && { filter: /^another$/i.test(m[2]!) ? { ...filter, other: true } : filter, ...whose(m[1]!) };
    },
    sources: (state, event) => (event.kind === 'discard' && event.objects?.length ? having(state, 'discard') : []),
    applies: (state, event, source, condition) =>
      byWhom(state, event, source, condition) &&
      matchesFilter(state, event.objects![0]!, condition.filter!, controller(state, source), source),
  },
  {
    // "Whenever you're dealt damage", "whenever an opponent is dealt noncombat damage" (120.3): "that much" is the
    // damage, "that source" dealt it, "that player" was dealt it.
    kind: 'playerDealtDamage',
    amount: true,
    rule: '120.3',
    opening: /^(?:when|whenever) (?:you're|you are|(an opponent|a player) is) dealt (combat |noncombat )?damage, /i,
    read: m => {
      const kind = m[2]?.trim().toLowerCase();
      return {
        ...(m[1] ? whose(m[1]) : {}),
        ...(kind === 'combat' ? { combat: true as const } : kind === 'noncombat' ? { noncombat: true as const } : {}),
      };
    },
    sources: (state, event) => (dealt(event) && event.players?.length ? having(state, 'playerDealtDamage') : []),
    applies: (state, event, source, condition) =>
      byWhom(state, event, source, condition) &&
      (!condition.combat || event.combat === true) &&
      (!condition.noncombat || !event.combat),
  },
  {
    // Miracle (702.94a): "you may reveal this card from your hand as you draw it if it's the first card you've drawn this
    // turn. When you reveal this card this way, …" — revealed by default (608.2d), so it triggers for the card drawn
    // first this turn, while it is in its owner's hand.
    kind: 'miracle',
    rule: '702.94a',
    opening: /^when you reveal ~ this way, /i,
    sources: (state, event) => {
      const card = event.kind === 'draw' ? event.objects?.[0] : undefined;
      if (card === undefined || zoneOf(state, card) !== 'hand' || !kindsOf(state.objects[card]!.def).has('miracle'))
        return [];
      const who = event.players?.[0];
      const draws = thisTurn(state).filter(e => e.kind === 'draw' && e.objects?.length && e.players?.[0] === who);
      return draws.at(-1)?.objects?.[0] === card ? [card] : [];
    },
  },
  {
    // "When ~ exploits a creature" (702.110b): as its exploit ability resolves and it sacrifices one — itself too, seen
    // looking back (603.10a). "That creature" is the one sacrificed.
    kind: 'exploits',
    rule: '702.110b',
    opening: /^when ~ exploits a creature, /i,
    sources: (_state, event) => (event.kind === 'exploited' && event.objects?.length === 2 ? [event.objects[1]!] : []),
  },
  {
    // "Dies": put into a graveyard from the battlefield (700.4), as a creature.
    kind: 'dies',
    rule: '700.4',
    opening: /^when ~ dies, /i,
    sources: (state, event) =>
      event.kind === 'zoneChange' &&
      event.from === 'battlefield' &&
      event.to === 'graveyard' &&
      state.objects[event.objects![0]!]!.def.types.includes('Creature')
        ? first(event)
        : [],
  },
  // "A creature dealt damage by ~ this turn": the phrase may name the source.
  lookingBack('creatureDies', /^(?:when|whenever) (~ or )?(a|an|another) ([a-z0-9 ,'+/~-]+?) dies, /i, 'graveyard'),
  lookingBack(
    'permanentToGraveyard',
    /^whenever (~ or )?(a|an|another) ([a-z0-9 ,'+/-]+?) is put into (?:a|the|(your|an opponent's)) graveyard from the battlefield, /i,
    'graveyard',
  ),
  lookingBack('creatureLeaves', /^whenever (~ or )?(a|an|another) ([a-z0-9 ,'+/-]+?) leaves the battlefield, /i),
  {
    // "When ~ is put into your hand from your graveyard": a zone-change trigger (603.6) that can't trigger from the
    // battlefield, so it functions in the hand it went to (113.6k); a card goes only to its owner's (400.3).
    kind: 'toHandFromGraveyard',
    rule: '113.6k',
    opening: /^when ~ is put into your hand from your graveyard, /i,
    sources: (_state, event) =>
      event.kind === 'zoneChange' && event.from === 'graveyard' && event.to === 'hand' ? first(event) : [],
  },
  {
    // "When ~ is put into a graveyard from the battlefield": as any permanent, not only a creature (603.6c). "From
    // anywhere", "from your library": it triggers from the graveyard it is put into (113.6k); a card goes to its
    // owner's graveyard (404.1), so "your graveyard" is the same.
    kind: 'toGraveyard',
    rule: '603.6c',
    // "Is put into exile from the battlefield": the same, into exile (406.3).
    opening:
      /^(?:when|whenever) ~ is put into (?:(?:a|your) graveyard|(exile)) from (the battlefield|anywhere|your library|your hand), /i,
    read: m => {
      const from = m[2]!.toLowerCase().replace(/^(?:the|your) /, '');
      return {
        ...(from === 'battlefield' ? {} : { from: from as 'anywhere' | 'library' | 'hand' }),
        ...(m[1] ? { into: 'exile' as const } : {}),
      };
    },
    sources: (_state, event) =>
      event.kind === 'zoneChange' && (event.to === 'graveyard' || event.to === 'exile') ? first(event) : [],
    applies: (_state, event, _source, condition) =>
      event.to === (condition.into ?? 'graveyard') &&
      (condition.from === 'anywhere' || event.from === (condition.from ?? 'battlefield')),
  },
  {
    kind: 'leaves',
    rule: '603.6c',
    opening: /^when ~ leaves the battlefield, /i,
    sources: (_state, event) => (event.kind === 'zoneChange' && event.from === 'battlefield' ? first(event) : []),
  },
  {
    // "When enchanted creature dies", "whenever equipped creature dies": the Aura's or Equipment's own ability, still
    // attached as the creature dies (the Aura goes to the graveyard only at the next check, 704.5m; 603.6e).
    kind: 'attachedDies',
    rule: '603.6e',
    // "When enchanted land dies" (a Zendikon's): put into a graveyard from the battlefield as a land (700.4).
    opening: /^(?:when|whenever) (?:enchanted|equipped) (creature|land) dies, /i,
    read: m => ({ filter: { types: [/^land$/i.test(m[1]!) ? ('Land' as const) : ('Creature' as const)] } }),
    sources: (state, event) =>
      event.kind === 'zoneChange' && event.from === 'battlefield' && event.to === 'graveyard'
        ? having(state, 'attachedDies').filter(id => state.permanents[id]!.attachedTo === event.objects![0])
        : [],
    applies: (state, event, _source, condition) =>
      state.objects[event.objects![0]!]!.def.types.includes(condition.filter!.types![0]!),
  },
  {
    // "When enchanted creature leaves the battlefield": the Aura's own ability, still attached as it leaves (603.6c,
    // 603.6e).
    kind: 'attachedLeaves',
    rule: '603.6e',
    opening: /^(?:when|whenever) enchanted (?:creature|permanent) leaves the battlefield, /i,
    sources: (state, event) =>
      event.kind === 'zoneChange' && event.from === 'battlefield'
        ? having(state, 'attachedLeaves').filter(id => state.permanents[id]!.attachedTo === event.objects![0])
        : [],
  },
  {
    // "Whenever one or more artifact creatures you control deal combat damage to a player": one event however many
    // deal it, so once per combat damage step (603.2c): on the first damage event that fits.
    kind: 'batchCombatDamageToPlayer',
    rule: '603.2c',
    opening: /^whenever one or more ([a-z0-9 ,'+/-]+?) deals? combat damage to a player, /i,
    read: m => {
      const filter = readPlural(m[1]!);
      return filter && { filter };
    },
    sources: (state, event) =>
      event.kind === 'damage' && event.combat && event.players?.length
        ? having(state, 'batchCombatDamageToPlayer')
        : [],
    applies: (state, event, source, condition, together) => {
      const you = controller(state, source);
      const fits = (e: GameEvent) =>
        e.kind === 'damage' &&
        !!e.combat &&
        !!e.players?.length &&
        matchesFilter(state, e.objects![0]!, condition.filter!, you, source);
      return together.find(fits) === event;
    },
    // The batch has no one object "that creature" could mean; "that player" is the player dealt damage.
    subject: () => undefined,
  },
  {
    // "Whenever you sacrifice a permanent / a Clue": looks back at the sacrificed permanent (603.10a), so one that
    // sacrifices itself triggers too.
    kind: 'sacrifice',
    rule: '603.10a',
    // "Whenever a player sacrifices a creature": anyone's; "that player" sacrificed it.
    opening:
      /^(?:when|whenever) (?:you sacrifice (?:(a|an|another) ([a-z0-9 ,'+/-]+?)|~)|(a player|an opponent) sacrifices (a|an|another) ([a-z0-9 ,'+/-]+?)), /i,
    read: m => {
      if (m[3]) {
        const read = readSubject(m[4]!, m[5]!, false);
        return read && { ...read, ...whose(m[3]) };
      }
      return m[1] ? readSubject(m[1], m[2]!, false) : {};
    },
    sources: (state, event) => {
      if (event.kind !== 'sacrifice' || !event.objects?.length) return [];
      const gone = event.objects[0]!;
      return [...new Set([...having(state, 'sacrifice'), ...(hasKind(state, gone, 'sacrifice') ? [gone] : [])])];
    },
    applies: (state, event, source, condition, together) => {
      const you = sourceController(state, source, together);
      const by = event.players?.[0];
      if (condition.who === undefined ? by !== you : condition.who === 'opponent' && by === you) return false;
      const gone = event.objects![0]!;
      // "When you sacrifice ~": itself.
      if (!condition.filter) return gone === source;
      return matchesFilter(state, gone, { ...condition.filter, controller: undefined }, you, source);
    },
  },
  {
    // "Whenever a +1/+1 counter is put on ~" triggers once for each counter; "whenever one or more +1/+1 counters are
    // put on ~", once for each time counters are put (603.2c). Counters it enters with are put on it too (122.6).
    kind: 'countersPut',
    rule: '603.2c',
    opening: /^whenever (a|one or more) ([+-]\d+\/[+-]\d+|[a-z]+) counters? (?:is|are) put on ~, /i,
    read: m => ({ counter: m[2]!.toLowerCase(), ...(/^a$/i.test(m[1]!) ? { perCounter: true } : {}) }),
    sources: (_state, event) => (event.kind === 'counters' && event.counters ? first(event) : []),
    applies: (_state, event, _source, condition) => (event.counters?.[condition.counter!] ?? 0) > 0,
    times: (_state, event, _source, condition) => (condition.perCounter ? event.counters![condition.counter!]! : 1),
  },
  {
    // "When the last time counter is removed from ~" (vanishing, 702.63a), a Siege's "when the last defense counter is
    // removed" (310.11b): counters of that kind removed, none left.
    kind: 'lastCounterRemoved',
    rule: '702.63a',
    opening: /^when the last ([a-z]+) counter is removed from ~, /i,
    read: m => ({ counter: m[1]!.toLowerCase() }),
    sources: (_state, event) => (event.kind === 'counters' && (event.amount ?? 0) < 0 ? first(event) : []),
    applies: (state, event, source, condition) =>
      (event.counters?.[condition.counter!] ?? 0) < 0 &&
      !!state.permanents[source] &&
      (state.permanents[source]!.counters[condition.counter!] ?? 0) === 0,
  },
  {
    // Battalion (an ability word, 207.2c): "whenever ~ and at least two other creatures attack" — declared together.
    kind: 'attacksWithOthers',
    rule: '508.3a',
    opening: /^whenever ~ and at least (\w+) other creatures attack, /i,
    read: m => {
      const n = amount(m[1]!);
      return n === undefined ? undefined : { atLeast: n };
    },
    sources: attacking,
    applies: (state, _event, source, condition) =>
      (state.combat?.attackers.filter(a => a.id !== source).length ?? 0) >= condition.atLeast!,
  },
  {
    // "Whenever you attack with two or more creatures with flying": once, as attackers are declared (508.3c–d): on
    // the first attacker's declaration, counting all of them.
    kind: 'attackWithSeveral',
    rule: '508.3d',
    // "Whenever one or more creatures you control attack": the same, with at least one (508.3d); "whenever one or
    // more creatures attack", any player's.
    opening:
      /^whenever (?:you attack with (\w+) or more ([a-z0-9 ,'+/-]+?)|(one) or more ([a-z0-9 ,'+/-]+?)( you control)? attack), /i,
    read: m => {
      const n = amount(m[1] ?? m[3]!);
      const filter = readPermanents((m[2] ?? m[4]!).replace(/^creatures\b/i, 'creature'));
      if (n === undefined || !filter || filter.controller) return undefined;
      return { filter, atLeast: n, ...(m[3] && !m[5] ? { who: 'any' as const } : {}) };
    },
    sources: (state, event) =>
      event.kind === 'attack' && event.objects?.length && state.combat?.attackers[0]?.id === event.objects[0]
        ? having(state, 'attackWithSeveral')
        : [],
    applies: (state, event, source, condition) => {
      const you = controller(state, source);
      if (condition.who !== 'any' && event.players![0] !== you) return false;
      return (
        (state.combat?.attackers.filter(a => matchesFilter(state, a.id, condition.filter!, you, source)).length ?? 0) >=
        condition.atLeast!
      );
    },
    subject: () => undefined,
  },
  {
    // "Whenever an opponent casts their second spell each turn", "whenever you cast your third spell each turn",
    // "… a spell other than your first spell each turn": the spells that player cast this turn, counted from the
    // turn's log up to this one (601.2i).
    kind: 'castNth',
    rule: '601.2i',
    opening:
      /^whenever (you|an opponent|a player) casts? (?:(?:your|their) (\w+)|a spell other than (?:your|their) (first)) spell each turn, /i,
    read: m => {
      const nth = ORDINALS.indexOf((m[2] ?? m[3]!).toLowerCase()) + 1;
      const who = m[1]!.toLowerCase();
      return nth === 0
        ? undefined
        : {
            ...(m[3] ? { atLeast: nth + 1 } : { nth }),
            ...(who === 'an opponent' ? { who: 'opponent' } : who === 'a player' ? { who: 'any' } : {}),
          };
    },
    sources: (state, event) => (event.kind === 'cast' ? having(state, 'castNth') : []),
    applies: (state, event, source, condition) => {
      const n = nthThisTurn(state, event, 'cast');
      return (
        byWhom(state, event, source, condition) &&
        (condition.nth !== undefined ? n === condition.nth : n >= condition.atLeast!)
      );
    },
  },
  {
    // "Whenever you draw your second card each turn": the cards that player drew this turn, up to this one.
    kind: 'drawNth',
    rule: '603.2',
    opening: /^(?:when|whenever) you draw your (\w+) card each turn, /i,
    read: m => {
      const nth = ORDINALS.indexOf(m[1]!.toLowerCase()) + 1;
      return nth === 0 ? undefined : { nth };
    },
    sources: (state, event) =>
      event.kind === 'draw' && event.objects?.length ? having(state, 'drawNth', event.players![0]!) : [],
    applies: (state, event, _source, condition) => nthThisTurn(state, event, 'drawn') === condition.nth,
  },
  {
    // "When you cycle ~" (702.29c): when it is discarded to pay the cost of its cycling or typecycling ability
    // (702.29f), triggering from the graveyard it went to (113.6k).
    kind: 'cycled',
    rule: '702.29c',
    opening: /^when you cycle ~, /i,
    sources: (_state, event) => (event.kind === 'activate' && event.cycled ? first(event) : []),
  },
  {
    // "Whenever a player cycles a card", "whenever you cycle another card": a cycling or typecycling ability activated
    // (702.29f); "that player" cycled it.
    kind: 'cycles',
    rule: '702.29f',
    opening: /^whenever (you|an opponent|a player|enchanted player) cycles? (?:a|another) card, /i,
    read: m => whose(m[1]!),
    sources: (state, event) => (event.kind === 'activate' && event.cycled ? having(state, 'cycles') : []),
    applies: byWhom,
  },
  {
    // "Whenever ~ enters or attacks", "when enchanted creature attacks or blocks": either event triggers it (603.2),
    // each read as that trigger condition alone; an event that is both triggers it once (603.2c).
    kind: 'either',
    rule: '603.2',
    // "When you cycle ~ or it dies": the card cycled (702.29c), or it dies.
    opening:
      /^(?:when|whenever) (?:(~|(?:enchanted|equipped) (?:creature|land|artifact|permanent)) ([^,]+?) or ([^,]+?)|you cycle ~ or it ([^,]+?)), /i,
    read: (m): Omit<TriggerCondition, 'kind'> | undefined => {
      const halves = m[4]
        ? [{ kind: 'cycled' as const }, readHalf('~', m[4], true)]
        : [readHalf(m[1]!, m[2]!, false), readHalf(m[1]!, m[3]!, true)];
      const either = halves.filter(h => h !== undefined);
      return either.length === 2 ? { either } : undefined;
    },
    sources: (state, event, together) => [
      ...new Set(halvesAmong(state.objects).flatMap(t => t.sources(state, event, together))),
    ],
    applies: (state, event, source, condition, together) =>
      condition.either!.some(half => halfApplies(half, state, event, source, together)),
    // "That creature" is what the half that triggered says.
    subject: (event, source, state, condition, together): ObjectId | undefined => {
      const half = condition.either!.find(h => halfApplies(h, state, event, source, together));
      return half && subjectOf(entryOf(half.kind), { event, source, state, condition: half, together }).subject;
    },
  },
  {
    // A state trigger (603.8): "when you control no Islands", "when there are no creatures on the battlefield". No
    // event triggers it: `stateTriggers` looks at the game each time abilities are collected. Last, so an opening
    // another entry reads ("when you cycle ~") is that entry's.
    kind: 'state',
    rule: '603.8',
    opening: /^when ((?:you|an opponent) controls? [^,]+|there (?:is|are) [^,]+), /i,
    read: m => {
      const state = readStateCondition(m[1]!);
      return state && STATE_KINDS.has(state.kind) ? { state } : undefined;
    },
    sources: () => [],
  },
] as const satisfies readonly TriggerEntry[];

/** The conditions a state trigger may have: what is on the battlefield, in the graveyards, the players' life totals. */
const STATE_KINDS: ReadonlySet<StateCondition['kind']> = new Set(['players', 'count', 'poison']);

/**
 * The state-triggered abilities of the permanents whose condition is true now (603.8), each unless it already
 * triggered and hasn't left the stack: waiting to be put on it, or on it.
 */
export function stateTriggers(state: GameState): readonly PendingTrigger[] {
  const found: PendingTrigger[] = [];
  for (const id of having(state, 'state')) {
    const you = controller(state, id);
    for (const ability of abilities(state, id)) {
      if (ability.kind !== 'triggered' || ability.trigger.kind !== 'state') continue;
      const waiting =
        state.pendingTriggers.some(t => t.source === id && t.ability.effects === ability.effects) ||
        state.stack.some(i => i.source === id && i.trigger === 'state' && i.effects === ability.effects);
      if (!waiting && conditionHolds(state, { controller: you, source: id, id, timestamp: 0 }, ability.trigger.state!))
        found.push({ source: id, controller: you, ability });
    }
  }
  return found;
}

const entryOf = (kind: string): TriggerEntry => (TRIGGERS as readonly TriggerEntry[]).find(t => t.kind === kind)!;

/** Whether one event of an "either" condition triggers `source`'s ability. */
function halfApplies(
  half: TriggerCondition,
  state: GameState,
  event: GameEvent,
  source: ObjectId,
  together: readonly GameEvent[],
): boolean {
  const entry = entryOf(half.kind);
  return (
    entry.sources(state, event, together).includes(source) &&
    (entry.applies?.(state, event, source, half, together) ?? true)
  );
}

/**
 * One event of "~ X or Y" as a trigger condition of its own ("when ~ enters"), or undefined when none reads it or it
 * triggers several times for one event. The second may not name another object ("blocks or becomes blocked by a
 * white creature"): that phrase would belong to both.
 */
function readHalf(subject: string, event: string, last: boolean): TriggerCondition | undefined {
  for (const word of ['when', 'whenever']) {
    const sentence = `${word} ${subject} ${event}, `;
    const entry = (TRIGGERS as readonly TriggerEntry[]).find(t => t.kind !== 'either' && t.opening.test(sentence));
    if (!entry) continue;
    const read = entry.read ? entry.read(entry.opening.exec(sentence)!) : {};
    if (!read || entry.times || (last && (read.filter || read.against || read.to))) return undefined;
    return { kind: entry.kind as TriggerCondition['kind'], ...read };
  }
  return undefined;
}

/** The entries of the halves of the "either" conditions among a game's objects, worked out once per game. */
const HALVES = new WeakMap<GameState['objects'], readonly TriggerEntry[]>();

function halvesAmong(objects: GameState['objects']): readonly TriggerEntry[] {
  let found = HALVES.get(objects);
  if (!found) {
    const kinds = new Set<string>();
    for (const id in objects)
      for (const a of objects[id]!.def.abilities)
        if (a.kind === 'triggered') for (const half of a.trigger.either ?? []) kinds.add(half.kind);
    found = [...kinds].map(entryOf);
    HALVES.set(objects, found);
  }
  return found;
}

declare module '../core/types.js' {
  interface Registries {
    readonly triggerKind: (typeof TRIGGERS)[number]['kind'];
  }
}
