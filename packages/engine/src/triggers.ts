import type { CardDef, GameEvent, GameState, ObjectFilter, ObjectId, PlayerId, TriggerCondition } from './types.js';
import type { RuleId } from './rules.js';
import type { StepName } from './steps.js';
import { readPermanents, readSpells } from './effects/phrases.js';
import { controller } from './queries.js';
import { matchesFilter } from './targets.js';

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
  /** What "that …" means in the ability: the event's object, unless the entry says otherwise (a spell or ability). */
  readonly subject?: (event: GameEvent) => ObjectId | undefined;
  /** Whether an ability of `source` with this condition triggers on `event`; absent when every one found does. */
  readonly applies?: (state: GameState, event: GameEvent, source: ObjectId, condition: TriggerCondition, together: readonly GameEvent[]) => boolean;
}

const first = (event: GameEvent): ObjectId[] => (event.objects?.length ? [event.objects[0]!] : []);

/** The event of `id` leaving the battlefield among `events`, which says who controlled it there (603.10a). */
const leaving = (events: readonly GameEvent[], id: ObjectId): GameEvent | undefined =>
  events.find(e => e.kind === 'zoneChange' && e.from === 'battlefield' && e.objects?.[0] === id);

/** The controller of a trigger's source: as it is now, or as it last was on the battlefield (603.10a). */
export function sourceController(state: GameState, source: ObjectId, together: readonly GameEvent[]): PlayerId {
  return state.permanents[source] ? controller(state, source) : leaving(together, source)?.controller ?? controller(state, source);
}

/**
 * The objects that left the battlefield together with this event's (603.10a): a leaves-the-battlefield ability of
 * each looks back in time, so creatures dying at the same time see each other die.
 */
const leftTogether = (together: readonly GameEvent[]): ObjectId[] =>
  together.flatMap(e => (e.kind === 'zoneChange' && e.from === 'battlefield' && e.objects?.length ? [e.objects[0]!] : []));

/**
 * Whether an object that just left the battlefield fit the filter there, seen by `you` (603.10a): its controller
 * then comes from the event, the rest from the object.
 */
function leftMatching(state: GameState, event: GameEvent, filter: ObjectFilter, you: PlayerId, source: ObjectId): boolean {
  const gone = event.objects![0]!;
  if (filter.controller && (event.controller === you) !== (filter.controller === 'you')) return false;
  return matchesFilter(state, gone, { ...filter, controller: undefined }, you, source);
}

/** A card's printed abilities never change: which trigger conditions it has is worked out once per card. */
const KINDS = new WeakMap<CardDef, ReadonlySet<string>>();
/** The same battlefield (the same array) holds the same permanents: who has which condition is worked out once. */
const BY_BATTLEFIELD = new WeakMap<readonly ObjectId[], Map<string, readonly ObjectId[]>>();

function kindsOf(def: CardDef): ReadonlySet<string> {
  let kinds = KINDS.get(def);
  if (!kinds) {
    kinds = new Set(def.abilities.flatMap(a => (a.kind === 'triggered' ? [a.trigger.kind] : [])));
    KINDS.set(def, kinds);
  }
  return kinds;
}

/**
 * The permanents with an ability of this trigger condition (of those `player` controls, when given), in the order they
 * arrived: events that may trigger any permanent look only at those that could trigger.
 */
function having(state: GameState, kind: string, player?: PlayerId): readonly ObjectId[] {
  let byKind = BY_BATTLEFIELD.get(state.battlefield);
  if (!byKind) {
    byKind = new Map();
    BY_BATTLEFIELD.set(state.battlefield, byKind);
  }
  let ids = byKind.get(kind);
  if (!ids) {
    ids = state.battlefield.filter(id => kindsOf(state.objects[id]!.def).has(kind));
    byKind.set(kind, ids);
  }
  return player === undefined ? ids : ids.filter(id => controller(state, id) === player);
}

/** "At the beginning of your upkeep / each end step / combat on your turn": the step's start (603.2b). */
function beginning(kind: string, step: StepName, opening: RegExp) {
  return {
    kind, rule: '603.2b', opening,
    // "Each" and "the" (end step) mean every player's; "your", only its controller's.
    read: (m: RegExpExecArray) => (m.slice(1).some(g => /^(each|the)\b/i.test(g ?? '')) ? { each: true } : {}),
    sources: (state: GameState, event: GameEvent) => (event.kind === 'stepBegan' && event.step === step ? having(state, kind) : []),
    applies: (state: GameState, _event: GameEvent, source: ObjectId, condition: TriggerCondition) => !!condition.each || controller(state, source) === state.activePlayer,
  } as const;
}

/** Reads "another creature you control" / "a nontoken creature" / "creature an opponent controls" as a trigger's filter. */
function readSubject(article: string, phrase: string, self: boolean): Omit<TriggerCondition, 'kind'> | undefined {
  // The text's own capitals mark subtypes ("another Elf you control"); type words are lower case.
  const filter = readPermanents(phrase);
  if (!filter) return undefined;
  const other = article.toLowerCase() === 'another';
  return { filter: other ? { ...filter, other } : filter, ...(self ? { self } : {}) };
}

const entering = (_state: GameState, event: GameEvent): readonly ObjectId[] => (event.kind === 'zoneChange' && event.to === 'battlefield' ? first(event) : []);
const attacking = (_state: GameState, event: GameEvent): readonly ObjectId[] => (event.kind === 'attack' ? event.objects ?? [] : []);
/** 509.3a: once per combat, however many creatures it blocks: on the declaration of its first block. */
const blocking = (state: GameState, event: GameEvent): readonly ObjectId[] =>
  (event.kind === 'block' && event.objects?.length === 2 && state.combat?.blockers[event.objects[0]!]?.[0] === event.objects[1] ? first(event) : []);

/**
 * A spell or ability put on the stack with targets, from its event: cast (the spell, then its targets), activated or
 * triggered (the source, the ability, then its targets).
 */
function targeting(event: GameEvent): { item: ObjectId; targets: readonly ObjectId[] } | undefined {
  const objects = event.objects ?? [];
  if (event.kind === 'cast' && objects.length > 1) return { item: objects[0]!, targets: objects.slice(1) };
  if ((event.kind === 'activate' || (event.kind === 'trigger' && event.rule === '603.3d')) && objects.length > 2) return { item: objects[1]!, targets: objects.slice(2) };
  return undefined;
}

export const TRIGGERS = [
  beginning('upkeep', 'upkeep', /^at the beginning of (your|each|each player's) upkeep, /i),
  beginning('mainPhase', 'main1', /^at the beginning of (your|each) (?:precombat|first) main phase, /i),
  beginning('beginningOfCombat', 'beginningOfCombat', /^at the beginning of (?:combat on (your) turn|(each) combat), /i),
  beginning('endStep', 'end', /^at the beginning of (your|each|the) end step, /i),
  {
    kind: 'enters', rule: '603.6a', opening: /^when ~ enters(?: the battlefield)?, /i,
    sources: entering,
  },
  {
    // "Whenever another creature enters [under your control]": the entering permanent's own ability too, unless "another".
    kind: 'permanentEnters', rule: '603.6a', opening: /^whenever (a|an|another) ([a-z ,'-]+?) enters(?: the battlefield)?( under your control)?, /i,
    read: m => {
      const subject = readSubject(m[1]!, m[2]!, false);
      return subject && m[3] ? { ...subject, filter: { ...subject.filter, controller: 'you' } } : subject;
    },
    sources: (state, event) => (event.kind === 'zoneChange' && event.to === 'battlefield' && state.permanents[event.objects![0]!] ? having(state, 'permanentEnters') : []),
    applies: (state, event, source, condition) => matchesFilter(state, event.objects![0]!, condition.filter!, controller(state, source), source),
  },
  {
    kind: 'attacks', rule: '508.3a', opening: /^whenever ~ attacks, /i,
    sources: attacking,
  },
  {
    // "Whenever equipped / enchanted creature attacks": the Aura's or Equipment's own ability (508.3a, 301.5a).
    kind: 'attachedAttacks', rule: '508.3a', opening: /^whenever (?:equipped|enchanted) creature attacks, /i,
    sources: (state, event) => {
      const attackers = attacking(state, event);
      return attackers.length ? state.battlefield.filter(id => attackers.includes(state.permanents[id]!.attachedTo ?? '')) : [];
    },
  },
  { kind: 'attacksOrBlocks', rule: '509.3a', opening: /^whenever ~ attacks or blocks, /i, sources: (state, event) => [...attacking(state, event), ...blocking(state, event)] },
  { kind: 'entersOrAttacks', rule: '603.6a', opening: /^whenever ~ enters(?: the battlefield)? or attacks, /i, sources: (state, event) => [...entering(state, event), ...attacking(state, event)] },
  {
    // "Whenever a creature you control attacks", "whenever a Dragon you control attacks": each attacker that fits (508.3a).
    kind: 'creatureAttacks', rule: '508.3a', opening: /^whenever (a|an|another) ([a-z ,'-]+?) attacks, /i,
    read: m => readSubject(m[1]!, m[2]!, false),
    sources: (state, event) => (event.kind === 'attack' && event.objects?.length ? having(state, 'creatureAttacks') : []),
    applies: (state, event, source, condition) => matchesFilter(state, event.objects![0]!, condition.filter!, controller(state, source), source),
  },
  {
    // "Whenever a creature you control attacks alone": the only creature declared as an attacker (702.83b, 506.5).
    kind: 'attacksAlone', rule: '506.5', opening: /^whenever (a|an) ([a-z ,'-]+?) attacks alone, /i,
    read: m => readSubject(m[1]!, m[2]!, false),
    sources: (state, event) => (event.kind === 'attack' && event.objects?.length === 1 && state.combat?.attackers.length === 1 ? having(state, 'attacksAlone') : []),
    applies: (state, event, source, condition) => matchesFilter(state, event.objects![0]!, condition.filter!, state.permanents[source]!.controller, source),
  },
  {
    kind: 'blocks', rule: '509.3a', opening: /^whenever ~ blocks, /i,
    sources: blocking,
  },
  {
    // 509.3c: once per combat, however many creatures block it: on the declaration of its first blocker.
    kind: 'becomesBlocked', rule: '509.3c', opening: /^whenever ~ becomes blocked, /i,
    sources: (state, event) => {
      if (event.kind !== 'block' || event.objects?.length !== 2) return [];
      const [blocker, attacker] = event.objects as [ObjectId, ObjectId];
      return state.combat?.attackers.find(a => a.id === attacker)?.blockers[0] === blocker ? [attacker] : [];
    },
  },
  {
    kind: 'combatDamageToPlayer', rule: '510.2', opening: /^whenever ~ deals combat damage to a player, /i,
    sources: (_state, event) => (event.kind === 'damage' && event.combat && event.players?.length ? first(event) : []),
  },
  {
    // "Whenever a creature you control deals combat damage to a player": each creature that fits (510.2).
    kind: 'creatureCombatDamageToPlayer', rule: '510.2', opening: /^whenever (a|an|another) ([a-z ,'-]+?) deals combat damage to a player, /i,
    read: m => readSubject(m[1]!, m[2]!, false),
    sources: (state, event) => (event.kind === 'damage' && event.combat && event.players?.length ? having(state, 'creatureCombatDamageToPlayer') : []),
    applies: (state, event, source, condition) => matchesFilter(state, event.objects![0]!, condition.filter!, state.permanents[source]!.controller, source),
  },
  {
    // "Whenever enchanted creature deals damage": the Aura's or Equipment's own ability, on damage the creature deals (120.3).
    kind: 'attachedDealsDamage', rule: '120.3', opening: /^whenever (?:equipped|enchanted) creature deals damage, /i,
    sources: (state, event) => (event.kind === 'damage' && (event.amount ?? 0) > 0 && event.objects?.length
      ? having(state, 'attachedDealsDamage').filter(id => state.permanents[id]!.attachedTo === event.objects![0]) : []),
  },
  {
    // Madness (702.35a): "when this card is exiled this way" — discarded and exiled by its madness replacement.
    kind: 'madnessExiled', rule: '702.35a', opening: /^when ~ is exiled this way, /i,
    sources: (_state, event) => (event.kind === 'zoneChange' && event.from === 'hand' && event.to === 'exile' && event.rule === '702.35a' ? first(event) : []),
  },
  {
    // "Whenever ~ is dealt damage": damage actually dealt to it (120.3), by any source.
    kind: 'dealtDamage', rule: '120.3', opening: /^whenever ~ is dealt damage, /i,
    sources: (_state, event) => (event.kind === 'damage' && event.objects?.length === 2 && (event.amount ?? 0) > 0 ? [event.objects[1]!] : []),
  },
  {
    // "Whenever ~ becomes the target of a spell or ability an opponent controls" (ward, 702.21a): "that spell or
    // ability" is the one that targets it.
    kind: 'becomesTarget', rule: '702.21a', opening: /^whenever ~ becomes the target of a spell or ability an opponent controls, /i,
    sources: (_state, event) => [...new Set(targeting(event)?.targets ?? [])],
    subject: event => targeting(event)?.item,
    applies: (state, event, source) => state.permanents[source] !== undefined && event.players?.[0] !== undefined && event.players[0] !== state.permanents[source]!.controller,
  },
  {
    // 601.2i: as the spell becomes cast.
    kind: 'cast', rule: '601.2i', opening: /^whenever (you|an opponent|a player) casts? (?:a|an) ([a-z ,'-]*?spell), /i,
    read: m => {
      const filter = readSpells(m[2]!.toLowerCase());
      const who = m[1]!.toLowerCase();
      return filter && { filter, ...(who === 'an opponent' ? { who: 'opponent' } : who === 'a player' ? { who: 'any' } : {}) };
    },
    sources: (state, event) => (event.kind === 'cast' ? having(state, 'cast') : []),
    applies: (state, event, source, condition) => {
      const caster = event.players![0]!;
      const you = controller(state, source);
      if (condition.who === undefined ? caster !== you : condition.who === 'opponent' && caster === you) return false;
      return matchesFilter(state, event.objects![0]!, condition.filter!, you, source);
    },
  },
  {
    // A spell's own "when you cast", which works from the stack as it becomes cast (601.2i).
    kind: 'castSelf', rule: '601.2i', opening: /^when you cast (?:~|this spell), /i,
    sources: (_state, event) => (event.kind === 'cast' ? first(event) : []),
  },
  {
    kind: 'gainLife', rule: '119.9', opening: /^whenever you gain life, /i,
    sources: (state, event) => (event.kind === 'life' && (event.amount ?? 0) > 0 ? having(state, 'gainLife', event.players![0]!) : []),
  },
  {
    // A card actually drawn: trying to draw from an empty library draws none.
    kind: 'drawCard', rule: '603.2', opening: /^whenever you draw a card, /i,
    sources: (state, event) => (event.kind === 'draw' && event.objects?.length ? having(state, 'drawCard', event.players![0]!) : []),
  },
  {
    // "Dies": put into a graveyard from the battlefield (700.4), as a creature.
    kind: 'dies', rule: '700.4', opening: /^when ~ dies, /i,
    sources: (state, event) => (event.kind === 'zoneChange' && event.from === 'battlefield' && event.to === 'graveyard'
      && state.objects[event.objects![0]!]!.def.types.includes('Creature') ? first(event) : []),
  },
  {
    // "Whenever another creature you control dies", "whenever ~ or another creature dies": the permanents on the
    // battlefield, and those that left it at the same time (this one among them), whose abilities look back (603.10a).
    kind: 'creatureDies', rule: '603.10a', opening: /^whenever (~ or )?(a|an|another) ([a-z ,'-]+?) dies, /i,
    read: m => readSubject(m[2]!, m[3]!, m[1] !== undefined),
    sources: (state, event, together) => (event.kind === 'zoneChange' && event.from === 'battlefield' && event.to === 'graveyard'
      ? [...new Set([...having(state, 'creatureDies'), ...leftTogether(together).filter(id => kindsOf(state.objects[id]!.def).has('creatureDies'))])] : []),
    applies: (state, event, source, condition, together) => {
      const you = sourceController(state, source, together);
      if (source === event.objects![0]) return !!condition.self || (!condition.filter!.other && leftMatching(state, event, condition.filter!, you, source));
      return leftMatching(state, event, condition.filter!, you, source);
    },
  },
  {
    kind: 'leaves', rule: '603.6c', opening: /^when ~ leaves the battlefield, /i,
    sources: (_state, event) => (event.kind === 'zoneChange' && event.from === 'battlefield' ? first(event) : []),
  },
] as const satisfies readonly TriggerEntry[];

export type TriggerKind = (typeof TRIGGERS)[number]['kind'];
