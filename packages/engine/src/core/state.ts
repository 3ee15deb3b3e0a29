import type {
  CardObject,
  EventKind,
  GameEvent,
  GameState,
  LogNode,
  ObjectId,
  Permanent,
  PlayerId,
  PlayerState,
  StackItem,
} from './types.js';
import type { RuleId } from './cited-rules.js';

/** Small pure helpers every module uses to derive a new state. */

export const EMPTY_POOL = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 } as const;

export function player(state: GameState, id: PlayerId): PlayerState {
  const found = findPlayer(state, id);
  if (!found) throw new Error(`engine bug: unknown player ${id}`);
  return found;
}

/** A loop, not `find`: asked many times per action, and a callback that closes over `id` is allocated each time. */
export function findPlayer(state: GameState, id: PlayerId): PlayerState | undefined {
  for (const p of state.players) if (p.id === id) return p;
  return undefined;
}

export function updatePlayer(state: GameState, id: PlayerId, change: (p: PlayerState) => PlayerState): GameState {
  const next = copyState(state);
  next.players = state.players.map(p => (p.id === id ? copyPlayer(change(p)) : p));
  return next;
}

/** A state being derived: a fresh copy, changed in place before anyone else sees it. */
export type DraftState = { -readonly [K in keyof GameState]: GameState[K] };

/**
 * A shallow copy of the state, field by field: what `{ ...state }` means, at a fraction of its cost — Node 20 spreads a
 * 21-field object in about 0.5 µs, and the engine derives states many times per action. The type requires every
 * field of GameState, optional ones included, so a field added there and not here doesn't compile.
 */
export function copyState(s: GameState): DraftState {
  const copy: { -readonly [K in keyof GameState]-?: GameState[K] } = {
    players: s.players,
    objects: s.objects,
    battlefield: s.battlefield,
    permanents: s.permanents,
    stack: s.stack,
    turn: s.turn,
    activePlayer: s.activePlayer,
    startingPlayer: s.startingPlayer,
    step: s.step,
    priority: s.priority,
    passes: s.passes,
    pending: s.pending,
    combat: s.combat,
    effects: s.effects,
    turnEffects: s.turnEffects,
    extraTurns: s.extraTurns,
    extraTurn: s.extraTurn,
    declinedEntries: s.declinedEntries,
    phasedOut: s.phasedOut,
    entryChoices: s.entryChoices,
    replacementOrder: s.replacementOrder,
    legendKept: s.legendKept,
    keptTapped: s.keptTapped,
    controlChanged: s.controlChanged,
    pendingTriggers: s.pendingTriggers,
    delayed: s.delayed,
    exiledUntil: s.exiledUntil,
    exiledWith: s.exiledWith,
    suspended: s.suspended,
    permissions: s.permissions,
    emblems: s.emblems,
    commander: s.commander,
    nextId: s.nextId,
    timestamp: s.timestamp,
    log: s.log,
    sbaClean: s.sbaClean,
    scanned: s.scanned,
    result: s.result,
  };
  return copy;
}

/**
 * A copy of a player, field by field. `updatePlayer` and `updatePermanent` copy what `change` returns: V8 spreads an
 * object built by a literal quickly but one built by a spread slowly, and callers write `{ ...p, life }`, so without
 * this every update of the same player would spread a spread.
 */
export function copyPlayer(p: PlayerState): { -readonly [K in keyof PlayerState]: PlayerState[K] } {
  const copy: { -readonly [K in keyof PlayerState]-?: PlayerState[K] } = {
    id: p.id,
    life: p.life,
    poison: p.poison,
    energy: p.energy,
    library: p.library,
    hand: p.hand,
    graveyard: p.graveyard,
    exile: p.exile,
    command: p.command,
    manaPool: p.manaPool,
    restrictedMana: p.restrictedMana,
    snowMana: p.snowMana,
    landsPlayed: p.landsPlayed,
    landDrops: p.landDrops,
    maxHandSize: p.maxHandSize,
    skipTurns: p.skipTurns,
    turns: p.turns,
    drewFromEmpty: p.drewFromEmpty,
    lost: p.lost,
    citysBlessing: p.citysBlessing,
  };
  return copy;
}

/** A copy of a permanent, field by field (see `copyPlayer`). */
export function copyPermanent(p: Permanent): { -readonly [K in keyof Permanent]: Permanent[K] } {
  const copy: { -readonly [K in keyof Permanent]-?: Permanent[K] } = {
    id: p.id,
    controller: p.controller,
    tapped: p.tapped,
    damage: p.damage,
    deathtouched: p.deathtouched,
    counters: p.counters,
    sinceTurnStart: p.sinceTurnStart,
    timestamp: p.timestamp,
    activated: p.activated,
    shields: p.shields,
    attachedTo: p.attachedTo,
    attachedToPlayer: p.attachedToPlayer,
    attachedAt: p.attachedAt,
    evoked: p.evoked,
    kicked: p.kicked,
    kicks: p.kicks,
    kickedWith: p.kickedWith,
    tributeUnpaid: p.tributeUnpaid,
    prowled: p.prowled,
    dashed: p.dashed,
    manaSpent: p.manaSpent,
    unearthed: p.unearthed,
    renowned: p.renowned,
    monstrous: p.monstrous,
    skipsUntap: p.skipsUntap,
    newToController: p.newToController,
    chosen: p.chosen,
    transformedAt: p.transformedAt,
    pairedWith: p.pairedWith,
  };
  return copy;
}

/** A permanent being changed in place, on a copy no one else has seen yet (`changedPermanents`). */
export type DraftPermanent = ReturnType<typeof copyPermanent>;

/** The permanents record with each of `ids` copied and changed by `change`: one copy of the record for all of them. */
export function changedPermanents(
  permanents: GameState['permanents'],
  ids: readonly ObjectId[],
  change: (p: DraftPermanent) => void,
): GameState['permanents'] {
  const next = { ...permanents };
  for (const id of ids) {
    const p = copyPermanent(next[id]!);
    change(p);
    next[id] = p;
  }
  return next;
}

export function object(state: GameState, id: ObjectId): CardObject {
  const found = state.objects[id];
  if (!found) throw new Error(`engine bug: unknown object ${id}`);
  return found;
}

export function permanent(state: GameState, id: ObjectId): Permanent | undefined {
  return state.permanents[id];
}

export function updatePermanent(state: GameState, id: ObjectId, change: (p: Permanent) => Permanent): GameState {
  const current = state.permanents[id];
  if (!current) throw new Error(`engine bug: ${id} is not on the battlefield`);
  const changed = copyPermanent(change(current));
  const next = copyState(state);
  next.permanents = { ...state.permanents, [id]: changed };
  if (SBA_FIELDS.every(k => changed[k] === current[k])) keepClean(state, next);
  return next;
}

/**
 * Whether state-based actions (CR 704.5, `sba.ts`) read each field of a permanent. Every field is listed, so a new
 * one must be classified here. Tapping or untapping doesn't change what they find. Regeneration shields (701.19) count
 * as read: they decide whether a lethal-damage destroy happens, so a change to them stays on the safe side.
 */
const SBA_READS: { readonly [K in keyof Permanent]-?: boolean } = {
  id: true,
  controller: true,
  tapped: false,
  damage: true,
  deathtouched: true,
  counters: true,
  sinceTurnStart: false,
  timestamp: true,
  activated: false,
  shields: true,
  attachedTo: true,
  attachedToPlayer: true,
  attachedAt: false,
  evoked: false,
  kicked: false,
  kicks: false,
  kickedWith: false,
  tributeUnpaid: false,
  prowled: false,
  dashed: false,
  manaSpent: false,
  unearthed: false,
  renowned: false,
  monstrous: false,
  skipsUntap: false,
  newToController: false,
  chosen: true,
  transformedAt: false,
  pairedWith: true,
};
const SBA_FIELDS = (Object.keys(SBA_READS) as (keyof Permanent)[]).filter(k => SBA_READS[k]);

/**
 * `next` differs from `state` only in permanents' fields no state-based action reads (`SBA_READS`): a battlefield the
 * last check found clean is still clean, so the next check needn't scan it again.
 */
export function keepClean(state: GameState, next: DraftState): void {
  const clean = state.sbaClean;
  if (clean && clean.permanents === state.permanents && next.permanents !== state.permanents)
    next.sbaClean = {
      players: clean.players,
      permanents: next.permanents,
      effects: clean.effects,
      emblems: clean.emblems,
      layers: clean.layers,
      layerReads: clean.layerReads,
      activePlayer: clean.activePlayer,
      combat: clean.combat,
    };
}

/** How messages name an object: a card by its name, an ability on the stack by what it is and its source. */
export function name(state: GameState, id: ObjectId): string {
  const obj = state.objects[id];
  if (obj) return obj.def.name;
  const item = state.stack.find(i => i.id === id);
  return item ? stackItemName(state, item) : id;
}

/** "an artifact", "a creature", "an Island": the indefinite article by the first letter's sound (a vowel). */
export function withArticle(words: string): string {
  return `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}`;
}

export function capitalized(text: string): string {
  // Most texts start with a name, already capitalised: toUpperCase goes through the Unicode library, and every
  // resolution asks. Only a first character that may have a capital form is looked at.
  const first = text.charCodeAt(0);
  if (first < 0x61 || (first > 0x7a && first < 0x80)) return text;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Lightning Bolt"; "a copy of Lightning Bolt" (707.10); "the dies trigger of Walking Corpse"; "an ability of Llanowar Elves". */
export function stackItemName(state: GameState, item: StackItem): string {
  const source = state.objects[item.source]?.def.name ?? item.source;
  if (item.kind === 'spell') return state.objects[item.source]?.spellCopy ? `a copy of ${source}` : source;
  return item.trigger ? `the ${item.trigger} trigger of ${source}` : `an ability of ${source}`;
}

export function opponents(state: GameState, id: PlayerId): PlayerId[] {
  return state.players.filter(p => p.id !== id && !p.lost).map(p => p.id);
}

/** Next player in turn order still in the game (CR 102.1, 117.3d). */
export function nextPlayer(state: GameState, id: PlayerId): PlayerId {
  const n = state.players.length;
  let start = -1;
  for (let i = 0; i < n && start < 0; i++) if (state.players[i]!.id === id) start = i;
  for (let i = 1; i <= n; i++) {
    const candidate = state.players[(start + i) % n]!;
    if (!candidate.lost) return candidate.id;
  }
  return id;
}

export function playersInGame(state: GameState): PlayerState[] {
  return state.players.filter(p => !p.lost);
}

export function log(
  state: GameState,
  kind: EventKind,
  text: string,
  extra?: Omit<GameEvent, 'kind' | 'text' | 'turn' | 'step'>,
): GameState {
  return append(state, kind, text, extra, undefined);
}

export function logRule(
  state: GameState,
  kind: EventKind,
  rule: RuleId,
  text: string,
  extra?: Omit<GameEvent, 'kind' | 'text' | 'turn' | 'step' | 'rule'>,
): GameState {
  return append(state, kind, text, extra, rule);
}

/** `log` on a state being derived (see `logRuleTo`). */
export function logTo(
  draft: DraftState,
  kind: EventKind,
  text: string,
  extra?: Omit<GameEvent, 'kind' | 'text' | 'turn' | 'step'>,
): void {
  draft.log = { entry: entry(draft, kind, text, extra, undefined), prev: draft.log };
}

/**
 * `logRule` on a state being derived (a fresh copy no one else has seen yet): appends in place, saving the copy.
 */
export function logRuleTo(
  draft: DraftState,
  kind: EventKind,
  rule: RuleId,
  text: string,
  extra?: Omit<GameEvent, 'kind' | 'text' | 'turn' | 'step' | 'rule'>,
): void {
  draft.log = { entry: entry(draft, kind, text, extra, rule), prev: draft.log };
}

/**
 * `logRuleTo` of an event about one player alone ("Alice passes.", "Bob receives priority."): the most frequent
 * entries, built as one literal with the same fields in the same order, without a list or an object to copy from.
 */
export function logPlayerRuleTo(draft: DraftState, kind: EventKind, rule: RuleId, text: string, who: PlayerId): void {
  const made: GameEvent = { kind, text, turn: draft.turn, step: draft.step, players: single(who), rule };
  draft.log = { entry: made, prev: draft.log };
}

/** `logRule` of an event about one object and one player ("Shock resolves.", "Alice pays {R}."), built the same way. */
export function logObjectRule(
  state: GameState,
  kind: EventKind,
  rule: RuleId,
  text: string,
  object: ObjectId,
  who: PlayerId,
): GameState {
  const next = copyState(state);
  const made: GameEvent = {
    kind,
    text,
    turn: state.turn,
    step: state.step,
    objects: single(object),
    players: single(who),
    rule,
  };
  next.log = { entry: made, prev: state.log };
  return next;
}

function append(
  state: GameState,
  kind: EventKind,
  text: string,
  extra: object | undefined,
  rule: RuleId | undefined,
): GameState {
  const next = copyState(state);
  next.log = { entry: entry(state, kind, text, extra, rule), prev: state.log };
  return next;
}

/**
 * The entry is `{ kind, text, turn, step, ...extra, rule }`, built by assignment: every call site passes `extra` of
 * its own shape, and spreading those in one place made the engine's most frequent allocation its slowest.
 */
function entry(
  state: GameState,
  kind: EventKind,
  text: string,
  extra: object | undefined,
  rule: RuleId | undefined,
): GameEvent {
  const made: { -readonly [K in keyof GameEvent]: GameEvent[K] } = { kind, text, turn: state.turn, step: state.step };
  if (extra) {
    Object.assign(made, extra);
    // The log keeps every entry for the rest of the game, and young-generation collections cost what survives them
    // (copied twice): most entries name one object and one player, and those one-item lists are shared.
    if (made.objects?.length === 1) made.objects = single(made.objects[0]!);
    if (made.players?.length === 1) made.players = single(made.players[0]!);
  }
  if (rule !== undefined) made.rule = rule;
  return made;
}

/**
 * `${a}${b}`, made once per pair and shared: for log texts that repeat all game ("Alice passes."). A template literal is
 * a chain of string pieces until something reads it, and the log would keep one chain per entry.
 */
export function joined(a: string, b: string): string {
  let byFirst = JOINED.get(b);
  if (!byFirst) JOINED.set(b, (byFirst = new Map()));
  let text = byFirst.get(a);
  if (text === undefined) {
    if (++joinedTexts > SHARED_LIMIT) {
      // Texts repeat within a game, but a language server replays games for days: past the bound it starts over.
      JOINED.clear();
      joinedTexts = 1;
      JOINED.set(b, (byFirst = new Map()));
    }
    byFirst.set(a, (text = a + b));
  }
  return text;
}
const JOINED = new Map<string, Map<string, string>>();
let joinedTexts = 0;
/** How many shared texts (and one-item lists) are kept before the cache starts over. */
const SHARED_LIMIT = 20_000;

/** One frozen one-item list per id (ids are few: the players, and objects numbered from 1 in each game). */
const SINGLES = new Map<string, readonly string[]>();
export function single(id: string): readonly string[] {
  let list = SINGLES.get(id);
  if (!list) {
    if (SINGLES.size >= SHARED_LIMIT) SINGLES.clear();
    SINGLES.set(id, (list = Object.freeze([id])));
  }
  return list;
}

/** Every event in order, oldest first. */
export function logEntries(state: GameState): GameEvent[] {
  return eventsSince(undefined, state.log);
}

/** Events appended between two log heads (the new head must extend the old one). */
export function eventsSince(old: LogNode | undefined, head: LogNode | undefined): GameEvent[] {
  const out: GameEvent[] = [];
  for (let node = head; node && node !== old; node = node.prev) out.push(node.entry);
  return out.reverse();
}

export function freshId(state: GameState): [ObjectId, GameState] {
  const next = copyState(state);
  next.nextId = state.nextId + 1;
  return [`#${state.nextId}`, next];
}

export function tick(state: GameState): [number, GameState] {
  const next = copyState(state);
  next.timestamp = state.timestamp + 1;
  return [next.timestamp, next];
}

/**
 * A list with one more item at its end. A spread grows the copy as it goes, concat allocates it once but costs more to
 * call: measured on Node 20, the spread is quicker up to some tens of items, concat beyond (a long graveyard, 500
 * effects: a third of the time). concat's argument is an array: anything else takes V8's slow path.
 */
export function appended<T>(list: readonly T[], item: T): T[] {
  return list.length < 64 ? [...list, item] : list.concat([item]);
}
