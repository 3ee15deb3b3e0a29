import type {
  Ability,
  CardType,
  Change,
  Color,
  ContinuousEffect,
  Count,
  GameState,
  LayerReads,
  LayersVersion,
  ObjectFilter,
  ObjectId,
  PlayerId,
  Supertype,
} from '../core/types.js';
import type { RuleId } from '../core/cited-rules.js';
import { COLOR_NAMES, LAND_TYPES, colorsOf } from '../core/cards.js';
import { shortText } from '../core/quote.js';
import { staticConditionHolds } from './conditions.js';
import { matchesFilter } from './targets.js';
import { appended, tick } from '../core/state.js';
import { countOf, readsPlayers } from './counts.js';
import { checkpoint } from '../core/checkpoint.js';
import type { Keyword } from '../core/keywords/index.js';

/**
 * The layer system (CR 613): an object's characteristics are its printed values with every continuous effect applied
 * layer by layer — control (613.1b), type (613.1d), color (613.1e), abilities (613.1f), then power and toughness in
 * sublayers 7a–7d (613.4a–d) — each layer's effects in timestamp order (613.7) unless one depends on another (613.8).
 * Effects come from static abilities of permanents (611.3a: they apply to whatever their text says at each moment) and
 * from resolved spells and abilities (`state.effects`, 611.2: their set of objects fixed as they began, 611.2c).
 */

export type Layer = '2' | '4' | '5' | '6' | '7a' | '7b' | '7c' | '7d';
export const LAYERS: readonly Layer[] = ['2', '4', '5', '6', '7a', '7b', '7c', '7d'];
const LAYER_RULE: Readonly<Record<Layer, RuleId>> = {
  2: '613.1b',
  4: '613.1d',
  5: '613.1e',
  6: '613.1f',
  '7a': '613.4a',
  '7b': '613.4b',
  '7c': '613.4c',
  '7d': '613.4d',
};

type StaticAbility = Extract<Ability, { kind: 'static' }>;

/** One effect that changed a characteristic, for hover: "the question a judge asks first". */
export interface Applied {
  readonly layer: Layer;
  readonly rule: RuleId;
  readonly source: ObjectId;
  readonly timestamp: number;
  readonly change: Change;
  /** Who the effect's controller was: the controller it gave in layer 2. */
  readonly controller: PlayerId;
  /** From a static ability (611.3a) or a resolved spell or ability (611.2). */
  readonly from: 'static' | 'resolved';
}

/** An object's characteristics as the game sees them now (CR 613.1). */
export interface Characteristics {
  readonly controller: PlayerId;
  readonly supertypes: readonly Supertype[];
  readonly types: readonly CardType[];
  readonly subtypes: readonly string[];
  readonly colors: readonly Color[];
  readonly keywords: readonly Keyword[];
  /** Its abilities, printed or kept: none after "loses all abilities". */
  readonly abilities: readonly Ability[];
  readonly power: number | undefined;
  readonly toughness: number | undefined;
  /** The continuous effects that applied to it, in the order they applied. */
  readonly applied: readonly Applied[];
}

type Draft = { -readonly [K in keyof Characteristics]: Characteristics[K] };

/** A continuous effect as the layer pass sees it. */
interface Active {
  readonly source: ObjectId;
  readonly timestamp: number;
  readonly change: Change;
  /** Static: the ability (it exists only while its source has it, 613.8a) and what it affects; resolved: its object. */
  readonly ability?: StaticAbility;
  readonly target?: ObjectId;
  readonly controller?: PlayerId;
  /** An emblem's: its abilities work in the command zone, where nothing changes them (114.4). */
  readonly emblem?: true;
  /** The objects it applies to, fixed once it starts to apply (613.6; 611.2c for resolved effects). */
  affected?: readonly ObjectId[];
}

interface View {
  readonly chars: Drafts;
}

/**
 * Characteristics by object: slots, and the index from ids to slots that views derived from one another share, so that
 * `extend` copies a view as an array of pointers (copying a Map of 40 costs more than applying the new effect).
 */
class Drafts {
  constructor(
    private readonly index = new Map<ObjectId, number>(),
    private readonly slots: Draft[] = [],
  ) {}

  get(id: ObjectId): Draft | undefined {
    const at = this.index.get(id);
    return at === undefined ? undefined : this.slots[at];
  }

  set(id: ObjectId, draft: Draft): void {
    let at = this.index.get(id);
    if (at === undefined) this.index.set(id, (at = this.index.size));
    this.slots[at] = draft;
  }

  /** The same objects and characteristics, in slots of its own. */
  copy(): Drafts {
    return new Drafts(this.index, this.slots.slice());
  }

  /** The same objects, each as `f` makes it. */
  map(f: (draft: Draft) => Draft): Drafts {
    return new Drafts(this.index, this.slots.map(f));
  }

  forEach(f: (draft: Draft, id: ObjectId) => void): void {
    this.index.forEach((at, id) => {
      const draft = this.slots[at];
      if (draft) f(draft, id);
    });
  }
}

interface Entry {
  readonly effects: GameState['effects'];
  readonly emblems: GameState['emblems'];
  readonly players: GameState['players'];
  readonly activePlayer: PlayerId;
  readonly combat: GameState['combat'];
  view: View | undefined;
  /** What else the effects read, so that a state changing only other things reuses the view. */
  readonly reads: LayerReads;
  /** What a newer resolved effect needs to know to be applied on top of this view (`extend`). */
  readonly onTop: OnTop;
  /** This view, for `changedSince`; and the view it was extended from, with the objects whose characteristics changed. */
  readonly version: LayersVersion;
  readonly from?: { readonly version: LayersVersion; readonly touched: readonly ObjectId[] };
  /** The view worked out in full that this one was extended from, kept for the states before the newer effects. */
  readonly root?: Entry;
}

/**
 * Whether a resolved effect newer than every effect here (613.7b: the latest timestamp, so the last of its layer) could
 * be applied on top of the finished view, for just its object (611.2c), and give what the full layer pass gives:
 * `pt` for one that modifies power and toughness (613.4c; nothing after it in 7c reads them, so no effect of 7d may be
 * there); `keywords` for one that adds keywords (613.1f; no effect may remove abilities in layer 6, where 613.8 could
 * order it, nor read keywords as it applies in layer 6 or later). `latest` is the newest timestamp so far.
 */
interface OnTop {
  readonly latest: number;
  readonly pt: boolean;
  readonly keywords: boolean;
}

/**
 * The characteristics of a battlefield, worked out once per state's inputs. While they are being worked out, queries
 * (a filter asking "is it a creature?") see the characteristics as computed so far: what 613 means by applying the
 * layers in order.
 */
const CACHE = new WeakMap<GameState['permanents'], Entry>();

/** Whether the battlefield has anything that changes characteristics; cached per battlefield. */
const HAS_STATICS = new WeakMap<GameState['battlefield'], boolean>();

function hasStatics(state: GameState): boolean {
  let has = HAS_STATICS.get(state.battlefield);
  if (has === undefined) {
    has = state.battlefield.some(id => state.objects[id]!.def.abilities.some(a => a.kind === 'static'));
    HAS_STATICS.set(state.battlefield, has);
  }
  return has || state.emblems.some(e => state.objects[e.id]!.def.abilities.some(a => a.kind === 'static'));
}

/** Whether static abilities were on the battlefield of a permanents record, as `layered` last found; undefined if never asked. */
const STATICS_ON = new WeakMap<GameState['permanents'], boolean>();

/** Whether any continuous effect may change characteristics in this state (else printed values and counters are all). */
export function layered(state: GameState): boolean {
  return state.effects.length > 0 || hasStatics(state);
}

/** Whether the battlefield of a permanents record had static abilities (its objects are in `objects`, which only grows). */
export function hadStatics(objects: GameState['objects'], permanents: GameState['permanents']): boolean {
  let had = STATICS_ON.get(permanents);
  if (had === undefined) {
    had = Object.keys(permanents).some(id => objects[id]!.def.abilities.some(a => a.kind === 'static'));
    STATICS_ON.set(permanents, had);
  }
  return had;
}

/** The layered characteristics of a permanent, or undefined when it isn't on the battlefield or nothing applies. */
export function layeredCharacteristics(state: GameState, id: ObjectId): Characteristics | undefined {
  if (!state.permanents[id]) return undefined;
  // The last battlefield asked about, without a WeakMap lookup: queries come in runs on one state.
  if (last && last.permanents === state.permanents && last.entry.view && valid(last.entry, state))
    return last.entry.view.chars.get(id);
  if (!layered(state)) return undefined;
  return view(state).chars.get(id);
}

let last: { readonly permanents: GameState['permanents']; readonly entry: Entry } | undefined;

function valid(entry: Entry, state: GameState): boolean {
  return entry.effects === state.effects && entry.emblems === state.emblems && sameReads(entry, state);
}

/** Whether what the effects read besides the battlefield and the effects is as it was. */
function sameReads(entry: Entry, state: GameState): boolean {
  return !readsChanged(entry.reads, state, entry.players, entry.activePlayer, entry.combat);
}

/**
 * Whether something `reads` says a view reads changed from the players, active player and combat it was worked out
 * with (the SBA check's shortcut asks too, on every priority: no object is made for the question).
 */
export function readsChanged(
  reads: LayerReads,
  state: GameState,
  players: GameState['players'],
  activePlayer: PlayerId,
  combat: GameState['combat'],
): boolean {
  return (
    (reads.players && players !== state.players) ||
    (reads.turn && activePlayer !== state.activePlayer) ||
    (reads.combat && combat !== state.combat)
  );
}

/** The view of the layers a state has (worked out if it wasn't yet), or undefined when nothing changes characteristics. */
export function layersVersion(state: GameState): LayersVersion | undefined {
  if (!layered(state)) return undefined;
  view(state);
  return CACHE.get(state.permanents)!.version;
}

/**
 * The objects whose characteristics may differ from those of a view a state had (`layersVersion`) with the same
 * battlefield, when this state's view was made from that one by applying newer effects on top; else undefined.
 */
export function changedSince(state: GameState, version: LayersVersion | undefined): readonly ObjectId[] | undefined {
  if (!version || !layered(state)) return undefined;
  view(state);
  const from = CACHE.get(state.permanents)!.from;
  return from?.version === version ? from.touched : undefined;
}

/** What the view of a state's layers reads besides its battlefield and effects; undefined when nothing is layered. */
export function layerReads(state: GameState): LayerReads | undefined {
  if (!layered(state)) return undefined;
  view(state);
  return CACHE.get(state.permanents)!.reads;
}

/** The characteristics of an object in any zone: layered on the battlefield, printed (with its own 604.3 abilities) elsewhere. */
export function characteristics(state: GameState, id: ObjectId): Characteristics {
  const found = layeredCharacteristics(state, id);
  if (found) return found;
  const obj = state.objects[id]!;
  const perm = state.permanents[id];
  const c = printed(state, id, perm?.controller ?? state.stack.find(i => i.id === id)?.controller ?? obj.owner);
  for (const ability of obj.def.abilities)
    if (ability.kind === 'static' && ability.change.define) defineFrom(state, c, ability.change.define, c.controller);
  if (perm) counterModify(c, perm.counters);
  return c;
}

/** A copy of an object's characteristics, field by field (a spread of them is several times slower in V8). */
function copyOf(c: Draft): Draft {
  return {
    controller: c.controller,
    supertypes: c.supertypes,
    types: c.types,
    subtypes: c.subtypes,
    colors: c.colors,
    keywords: c.keywords,
    abilities: c.abilities,
    power: c.power,
    toughness: c.toughness,
    applied: c.applied,
  };
}

function printed(state: GameState, id: ObjectId, controller: PlayerId): Draft {
  const def = state.objects[id]!.def;
  return {
    controller,
    supertypes: def.supertypes,
    types: def.types,
    subtypes: def.subtypes,
    colors: colorsOf(def),
    keywords: def.keywords,
    abilities: def.abilities,
    power: def.power,
    toughness: def.toughness,
    applied: [],
  };
}

function view(state: GameState): View {
  const entry = CACHE.get(state.permanents);
  if (entry?.view && valid(entry, state)) {
    last = { permanents: state.permanents, entry };
    return entry.view;
  }
  // A state from before the newer effects (a game replayed from its start again) has the view they were added to.
  const root = entry?.root;
  if (root?.view && valid(root, state)) {
    CACHE.set(state.permanents, root);
    last = { permanents: state.permanents, entry: root };
    return root.view;
  }
  const extended = entry?.view && extend(state, entry);
  if (extended) {
    CACHE.set(state.permanents, extended);
    last = { permanents: state.permanents, entry: extended };
    return extended.view!;
  }
  const effects = collect(state);
  const fresh: Entry = {
    effects: state.effects,
    emblems: state.emblems,
    players: state.players,
    activePlayer: state.activePlayer,
    combat: state.combat,
    view: undefined,
    reads: readsOf(effects),
    onTop: onTopOf(effects),
    version: {},
  };
  CACHE.set(state.permanents, fresh);
  last = { permanents: state.permanents, entry: fresh };
  fresh.view = { chars: new Drafts() };
  for (const id of state.battlefield) fresh.view.chars.set(id, printed(state, id, state.permanents[id]!.controller));
  try {
    applyLayers(state, fresh, effects);
  } catch (error) {
    // Abandoned at a checkpoint: the half-done view must not answer a later question about this battlefield.
    CACHE.delete(state.permanents);
    last = undefined;
    throw error;
  }
  return fresh.view;
}

/**
 * Whether any effect reads the players (cards in a zone, life), whose turn it is, or combat ("attacking creatures").
 * Counts of permanents and "you control" conditions read the battlefield, which keys the cache anyway.
 */
function readsOf(effects: readonly Active[]): Entry['reads'] {
  const reads = { players: false, turn: false, combat: false };
  for (const e of effects) {
    const c = e.change;
    const condition = e.ability?.condition;
    const conditions =
      condition?.kind === 'all' || condition?.kind === 'any' ? condition.conditions : condition ? [condition] : [];
    if (
      (c.define && readsPlayers(c.define.count)) ||
      (c.modify?.per && readsPlayers(c.modify.per)) ||
      conditions.some(
        k =>
          (k.kind === 'players' && readsPlayers(k.count)) ||
          k.kind === 'poison' ||
          k.kind === 'count' ||
          k.kind === 'opponentDamaged' ||
          k.kind === 'opponentLostLife' ||
          k.kind === 'citysBlessing',
      )
    )
      reads.players = true;
    // What happened this turn ends with it (the log's counts start again at the next turn's beginning).
    const thisTurn = [
      c.define?.count,
      c.modify?.per,
      ...conditions.map(k => (k.kind === 'count' ? k.count : undefined)),
    ].some(k => k?.kind === 'thisTurn');
    if (thisTurn || conditions.some(k => k.kind === 'yourTurn' || k.kind === 'turn' || k.kind === 'creatureDied'))
      reads.turn = true;
    const affects = e.ability?.affects;
    if (
      (typeof affects === 'object' && affects.combat) ||
      c.define?.count.kind === 'blockers' ||
      c.modify?.per?.kind === 'blockers' ||
      c.define?.count.kind === 'attackedOpponents' ||
      c.modify?.per?.kind === 'attackedOpponents' ||
      // "As long as ~ is attacking", "… two or more creatures are blocking it": whether it is, is combat's.
      conditions.some(
        k =>
          (k.kind === 'self' && k.filter.combat !== undefined) ||
          (k.kind === 'count' && k.count.kind === 'blockers') ||
          k.kind === 'attackedThisStep',
      )
    )
      reads.combat = true;
  }
  return reads;
}

/**
 * The view of a state whose battlefield and other reads are the entry's and whose effects are the entry's with newer
 * resolved effects added, each of which can be applied on top (`OnTop`): the entry's view with only their objects'
 * characteristics copied and changed. Undefined when the layers must be applied again from the printed values.
 */
function extend(state: GameState, entry: Entry): Entry | undefined {
  const before = entry.effects;
  const now = state.effects;
  if (
    now.length <= before.length ||
    entry.emblems !== state.emblems ||
    !sameReads(entry, state) ||
    !startsWithEffects(now, before)
  )
    return undefined;
  const chars = entry.view!.chars.copy();
  const v: View = { chars };
  let latest = entry.onTop.latest;
  const touched: ObjectId[] = [];
  for (let i = before.length; i < now.length; i++) {
    const e = now[i]!;
    if (!(e.timestamp > latest) || !canApplyOnTop(e.change, entry.onTop)) return undefined;
    latest = e.timestamp;
    // Made on an object of this battlefield, so on it (400.7: else the full pass, which leaves such an effect out).
    const c = state.permanents[e.target]?.timestamp === e.stamp ? chars.get(e.target) : undefined;
    if (!c) return undefined;
    const added: Applied[] = [];
    const draft = copyOf(c);
    draft.applied = added;
    chars.set(e.target, draft);
    touched.push(e.target);
    const active: Active = {
      source: e.source,
      timestamp: e.timestamp,
      change: e.change,
      target: e.target,
      controller: e.controller,
    };
    for (const layer of ['6', '7c'] as const) if (inLayer(e.change, layer)) apply(state, v, active, layer);
    // Listed where the full pass lists them: layer 6 last before the power and toughness sublayers, 7c last of all.
    const at = added[0]?.layer === '6' ? c.applied.findIndex(a => a.layer.startsWith('7')) : -1;
    draft.applied =
      at < 0
        ? c.applied.concat(added)
        : c.applied.slice(0, at).concat([added[0]!], c.applied.slice(at), added.slice(1));
  }
  const onTop: OnTop = { latest, pt: entry.onTop.pt, keywords: entry.onTop.keywords };
  return {
    effects: now,
    emblems: entry.emblems,
    players: state.players,
    activePlayer: state.activePlayer,
    combat: state.combat,
    view: v,
    reads: entry.reads,
    onTop,
    version: {},
    from: { version: entry.version, touched },
    root: entry.root ?? entry,
  };
}

/** Whether a change does nothing but what `OnTop` allows: other parts (and future ones) take the full pass. */
function canApplyOnTop(change: Change, onTop: OnTop): boolean {
  for (const key of Object.keys(change)) {
    if (key === 'modify' ? !onTop.pt || change.modify!.per : key === 'addKeywords' ? !onTop.keywords : true)
      return false;
  }
  return true;
}

function onTopOf(effects: readonly Active[]): OnTop {
  return {
    latest: effects.length ? effects[effects.length - 1]!.timestamp : -Infinity,
    pt: !effects.some(e => inLayer(e.change, '7d')),
    keywords: !effects.some(
      e =>
        e.change.loseAll ||
        e.change.loseKeywords?.length ||
        e.change.denyKeywords?.length ||
        readsKeywordsFromLayer6(e),
    ),
  };
}

/**
 * Whether an effect reads keywords in layer 6 or later: a static ability deciding there whether it applies and to what
 * (its first layer, 613.6), or a count applied there. Only filters known not to read keywords answer no.
 */
function readsKeywordsFromLayer6(e: Active): boolean {
  if (e.change.define && countReadsKeywords(e.change.define.count)) return true;
  if (e.change.modify?.per && countReadsKeywords(e.change.modify.per)) return true;
  if (!e.ability || LAYERS.findIndex(layer => inLayer(e.change, layer)) < LAYERS.indexOf('6')) return false;
  const { affects, condition } = e.ability;
  if (typeof affects === 'object' && filterReadsKeywords(affects)) return true;
  return (
    !!condition &&
    condition.kind !== 'yourTurn' &&
    (condition.kind !== 'players' || countReadsKeywords(condition.count))
  );
}

function countReadsKeywords(count: Count): boolean {
  return count.kind === 'permanents' || count.kind === 'cards'
    ? filterReadsKeywords(count.filter)
    : !['stat', 'life', 'counters'].includes(count.kind);
}

/** Filter parts that don't look at keywords ("Elf" does: changeling, 702.73a). */
const KEYWORDLESS_FILTER = new Set([
  'types',
  'notTypes',
  'colors',
  'notColors',
  'controller',
  'other',
  'tapped',
  'supertypes',
  'notSupertypes',
  'controlledBy',
  'token',
  'combat',
  'stat',
]);
function filterReadsKeywords(filter: ObjectFilter): boolean {
  return Object.keys(filter).some(key => !KEYWORDLESS_FILTER.has(key));
}

function collect(state: GameState): Active[] {
  const out: Active[] = [];
  for (const source of state.battlefield) {
    for (const ability of state.objects[source]!.def.abilities) {
      // 613.7a: a static ability's effect has its object's timestamp; an Aura's or Equipment's, from when it last became attached (613.7e).
      const perm = state.permanents[source]!;
      if (ability.kind === 'static')
        out.push({ source, timestamp: perm.attachedAt ?? perm.timestamp, change: ability.change, ability });
    }
  }
  for (const emblem of state.emblems)
    for (const ability of state.objects[emblem.id]!.def.abilities)
      if (ability.kind === 'static')
        out.push({
          source: emblem.id,
          timestamp: emblem.timestamp,
          change: ability.change,
          ability,
          controller: emblem.owner,
          emblem: true,
        });
  for (const e of state.effects) {
    // The effect follows the object it began on; the same card back on the battlefield is a new object (400.7).
    if (state.permanents[e.target]?.timestamp === e.stamp)
      out.push({
        source: e.source,
        timestamp: e.timestamp,
        change: e.change,
        target: e.target,
        controller: e.controller,
      });
  }
  // 613.7: earlier timestamps first; sorting once keeps each layer's order.
  return out.sort((a, b) => a.timestamp - b.timestamp);
}

/** Whether an effect has a part in a layer. */
function inLayer(change: Change, layer: Layer): boolean {
  switch (layer) {
    case '2':
      return !!change.control;
    case '4':
      return !!change.types;
    case '5':
      return !!change.colors;
    case '6':
      return !!(
        change.addKeywords?.length ||
        change.loseKeywords?.length ||
        change.denyKeywords?.length ||
        change.loseAll ||
        change.addAbilities?.length
      );
    case '7a':
      return !!change.define;
    case '7b':
      return !!change.setPT;
    case '7c':
      return !!change.modify;
    case '7d':
      return !!change.switchPT;
  }
}

function applyLayers(state: GameState, entry: Entry, effects: Active[]): void {
  for (const layer of LAYERS) {
    const here = effects.filter(e => inLayer(e.change, layer));
    // 613.3: characteristic-defining abilities first, then the rest.
    const sorted = order(state, entry, [...here.filter(isDefining), ...here.filter(e => !isDefining(e))], layer);
    // 113.11: "can't have" wins over every effect adding the ability, whatever its timestamp: applied last.
    const ordered = layer === '6' ? [...sorted.filter(e => !denies(e)), ...sorted.filter(denies)] : sorted;
    for (const e of ordered) {
      checkpoint();
      apply(state, entry.view!, e, layer);
    }
    // 613.4c: counters modify power and toughness in layer 7c (their order among 7c's additions doesn't change the sum).
    if (layer === '7c') entry.view!.chars.forEach((c, id) => counterModify(c, state.permanents[id]!.counters));
  }
}

function denies(e: Active): boolean {
  return !!e.change.denyKeywords?.length;
}

function isDefining(e: Active): boolean {
  return !!e.ability && e.ability.affects === 'self' && !!e.change.define;
}

/**
 * 613.8: within a layer, an effect that depends on another waits until that one has applied; otherwise timestamp
 * order. Checked only where an effect could change another's existence or what it applies to: an effect that removes
 * abilities or changes control, types, colors or keywords, with another effect not yet fixed to its objects.
 */
function order(state: GameState, entry: Entry, effects: Active[], layer: Layer): Active[] {
  if (effects.length < 2 || layer === '7a' || layer === '7b' || layer === '7c' || layer === '7d') return effects;
  if (!effects.some(e => e.ability && !e.affected)) return effects;
  const remaining = [...effects];
  const out: Active[] = [];
  while (remaining.length > 0) {
    // 613.8c: reevaluated after each one applies. 613.8b: in a loop, timestamp order.
    const free =
      remaining.find(
        b =>
          !remaining.some(
            a => a !== b && dependsOn(state, entry, b, a, layer) && !dependsOn(state, entry, a, b, layer),
          ),
      ) ?? remaining[0]!;
    remaining.splice(remaining.indexOf(free), 1);
    out.push(free);
    // Applied in `applyLayers` in this order; applying here too would apply it twice, so only the order is decided
    // against a trial view (`dependsOn`).
  }
  return out;
}

/** 613.8a: applying `a` would change whether `b` exists or what it applies to. */
function dependsOn(state: GameState, entry: Entry, b: Active, a: Active, layer: Layer): boolean {
  if (!b.ability || b.affected || isDefining(a) !== isDefining(b) || !mayChange(a, b, layer)) return false;
  const original = entry.view!;
  const before = reach(state, b);
  const trial: View = { chars: original.chars.map(c => ({ ...c, applied: [...c.applied] })) };
  entry.view = trial;
  const was = a.affected;
  apply(state, trial, a, layer);
  const after = reach(state, b);
  (a as { affected?: readonly ObjectId[] }).affected = was;
  entry.view = original;
  return before.exists !== after.exists || before.affected.join() !== after.affected.join();
}

/**
 * Whether `a` could change `b`'s existence or objects at all: additive keywords matter only to an effect that looks
 * for a keyword ("creatures with flying"); control, types and colors may matter to any filter or condition.
 */
function mayChange(a: Active, b: Active, layer: Layer): boolean {
  if (layer !== '6') return true;
  const affects = b.ability!.affects;
  return !!(
    a.change.loseAll ||
    a.change.loseKeywords?.length ||
    a.change.denyKeywords?.length ||
    (typeof affects === 'object' && affects.keyword)
  );
}

/** Whether a static ability's effect exists now and what it would apply to. */
function reach(state: GameState, e: Active): { exists: boolean; affected: readonly ObjectId[] } {
  const exists = sourceHas(state, e);
  return { exists, affected: exists ? affectedBy(state, e) : [] };
}

function sourceHas(state: GameState, e: Active): boolean {
  if (!e.ability || e.emblem) return true;
  const c = characteristicsOf(state, e.source);
  if (!c?.abilities.includes(e.ability)) return false;
  const condition = e.ability.condition;
  return !condition || staticConditionHolds(state, e.source, c.controller, condition);
}

function characteristicsOf(state: GameState, id: ObjectId): Characteristics | undefined {
  return CACHE.get(state.permanents)?.view?.chars.get(id);
}

/** The controller of the effect: a static ability's, as its source is controlled now (layer 2 already applied to it). */
function effectController(state: GameState, e: Active): PlayerId {
  return e.controller ?? characteristicsOf(state, e.source)?.controller ?? state.permanents[e.source]!.controller;
}

function affectedBy(state: GameState, e: Active): readonly ObjectId[] {
  if (e.target !== undefined) return state.permanents[e.target] ? [e.target] : [];
  const affects = e.ability!.affects;
  if (affects === 'self') return [e.source];
  if (affects === 'attached') {
    const host = state.permanents[e.source]?.attachedTo;
    return host !== undefined && state.permanents[host] ? [host] : [];
  }
  const you = effectController(state, e);
  return state.battlefield.filter(id => matchesFilter(state, id, affects, you, e.source));
}

function apply(state: GameState, v: View, e: Active, layer: Layer): void {
  // 613.6: an effect that began to apply goes on applying to the same objects, even if its ability is removed.
  if (!e.affected) {
    if (!sourceHas(state, e)) return;
    e.affected = affectedBy(state, e);
  }
  const change = e.change;
  const you = effectController(state, e);
  for (const id of e.affected) {
    const c = v.chars.get(id);
    if (!c) continue;
    switch (layer) {
      case '2':
        c.controller = you;
        break;
      case '4': {
        const t = change.types!;
        c.types = [...new Set([...c.types, ...t.add])];
        const creatureTypes = t.replaceCreatureTypes ? c.subtypes.filter(s => !isCreatureType(s)) : c.subtypes;
        // 305.7: setting a land's land types takes away the others and the abilities its rules text gives it.
        const setsLand = t.replaceLandTypes === true && c.types.includes('Land');
        if (setsLand) {
          c.abilities = [];
          c.keywords = [];
        }
        const kept = setsLand ? creatureTypes.filter(s => !LAND_TYPES.has(s)) : creatureTypes;
        c.subtypes = [...new Set([...kept, ...(t.replaceLandTypes && !setsLand ? [] : t.subtypes)])];
        if (t.remove?.length) {
          c.types = c.types.filter(k => !t.remove!.includes(k));
          // 205.1a: a removed type's subtypes go with it, unless another type it still has shares them (kindred's).
          if (t.remove.includes('Creature') && !c.types.includes('Kindred'))
            c.subtypes = c.subtypes.filter(s => !isCreatureType(s));
        }
        break;
      }
      case '5':
        c.colors = change.colors!;
        break;
      case '6':
        if (change.loseAll) {
          c.keywords = [];
          c.abilities = [];
        }
        if (change.loseKeywords) c.keywords = c.keywords.filter(k => !change.loseKeywords!.includes(k));
        // Copied only when something is added: most grants repeat a keyword it already has.
        for (const k of change.addKeywords ?? []) if (!c.keywords.includes(k)) c.keywords = [...c.keywords, k];
        if (change.addAbilities) c.abilities = [...c.abilities, ...change.addAbilities];
        if (change.denyKeywords) c.keywords = c.keywords.filter(k => !change.denyKeywords!.includes(k));
        break;
      case '7a':
        defineFrom(state, c, change.define!, you, e.source);
        break;
      case '7b':
        c.power = change.setPT!.power;
        c.toughness = change.setPT!.toughness;
        break;
      case '7c': {
        const m = change.modify!;
        const times = m.per ? countOf(state, you, e.source, m.per) : 1;
        c.power = (c.power ?? 0) + m.power * times;
        c.toughness = (c.toughness ?? 0) + m.toughness * times;
        break;
      }
      case '7d':
        [c.power, c.toughness] = [c.toughness, c.power];
        break;
    }
    (c.applied as Applied[]).push({
      layer,
      rule: LAYER_RULE[layer],
      source: e.source,
      timestamp: e.timestamp,
      change,
      controller: you,
      from: e.ability ? 'static' : 'resolved',
    });
  }
}

function defineFrom(
  state: GameState,
  c: Draft,
  define: NonNullable<Change['define']>,
  you: PlayerId,
  source?: ObjectId,
): void {
  const n = countOf(state, you, source, define.count);
  if (define.power) c.power = n;
  if (define.toughness) c.toughness = n;
}

function counterModify(c: Draft, counters: Readonly<Record<string, number>>): void {
  const power = counterBonus(counters, 'power');
  const toughness = counterBonus(counters, 'toughness');
  if (power === 0 && toughness === 0) return;
  c.power = (c.power ?? 0) + power;
  c.toughness = (c.toughness ?? 0) + toughness;
}

/** What +X/+Y and -X/-Y counters add to power or toughness, each kind as many times as it is there (122.1a, 613.4c). */
export function counterBonus(counters: Readonly<Record<string, number>>, which: 'power' | 'toughness'): number {
  let sum = 0;
  for (const kind in counters) {
    const m = PT_COUNTER.exec(kind);
    if (m) sum += Number(m[which === 'power' ? 1 : 2]) * counters[kind]!;
  }
  return sum;
}
const PT_COUNTER = /^([+-]\d+)\/([+-]\d+)$/;

/** Creature types are capitalised words that aren't land, artifact or enchantment types the engine names. */
const NON_CREATURE_SUBTYPES = new Set([
  'Plains',
  'Island',
  'Swamp',
  'Mountain',
  'Forest',
  'Aura',
  'Equipment',
  'Saga',
  'Vehicle',
  'Food',
  'Treasure',
  'Clue',
  'Siege',
]);
function isCreatureType(subtype: string): boolean {
  return !NON_CREATURE_SUBTYPES.has(subtype);
}

const sign = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

/** What an effect did in its layer, in words: "gets +1/+1", "loses all abilities". */
export function describeApplied(a: Applied): string {
  return describeLayer(a.change, a.layer, a.controller);
}

/** What an effect does, every layer of it: "loses all abilities and is Frog and is blue and base power and toughness 1/1". */
export function describeChange(change: Change, controller: PlayerId): string {
  // Only control names a player: any other change reads the same every time, and a pump logs it as it resolves.
  if (change.control) return describedChange(change, controller);
  let text = DESCRIBED.get(change);
  if (text === undefined) DESCRIBED.set(change, (text = describedChange(change, controller)));
  return text;
}

/** What each change says, by the change (a card's ability holds one, never changed). */
const DESCRIBED = new WeakMap<Change, string>();

function describedChange(change: Change, controller: PlayerId): string {
  return LAYERS.filter(layer => inLayer(change, layer))
    .map(layer => describeLayer(change, layer, controller))
    .join(', ');
}

function describeLayer(change: Change, layer: Layer, controller: PlayerId): string {
  switch (layer) {
    case '2':
      return `is controlled by ${controller}`;
    case '4':
      return change.types!.remove?.length
        ? `isn't ${change.types!.remove.map(t => `${/^[AEIOU]/.test(t) ? 'an' : 'a'} ${t.toLowerCase()}`).join(' or ')}`
        : `is ${[...change.types!.subtypes, ...change.types!.add].join(' ') || 'unchanged'}${change.types!.replaceCreatureTypes ? '' : ' in addition'}`;
    case '5':
      return `is ${change.colors!.map(c => COLOR_NAMES[c]).join(' and ') || 'colorless'}`;
    case '6':
      return [
        ...(change.loseAll ? ['loses all abilities'] : []),
        ...(change.loseKeywords?.length ? [`loses ${change.loseKeywords.join(' and ')}`] : []),
        ...(change.denyKeywords?.length ? [`can't have ${change.denyKeywords.join(' or ')}`] : []),
        ...(change.addKeywords?.length ? [`has ${change.addKeywords.join(' and ')}`] : []),
        ...(change.addAbilities ?? []).map(a => `has "${a.kind === 'activated' ? shortText(a.costText) : '…'}: …"`),
      ].join(' and ');
    case '7a':
      return `${change.define!.power && change.define!.toughness ? 'power and toughness are' : change.define!.power ? 'power is' : 'toughness is'} a count (604.3)`;
    case '7b':
      return `has base power and toughness ${change.setPT!.power}/${change.setPT!.toughness}`;
    case '7c':
      return `gets ${sign(change.modify!.power)}/${sign(change.modify!.toughness)}${change.modify!.per ? ' for each' : ''}`;
    case '7d':
      return 'power and toughness switched';
  }
}

/** The last list `withEffect` made and the list it grew from (a WeakMap's entry costs more than reading them again). */
let grownFrom: GameState['effects'] | undefined;
let grownTo: GameState['effects'] | undefined;

/** The effects list with a new resolved effect at its end (611.2a), remembering the list it grew from. */
export function withEffect(effects: GameState['effects'], effect: ContinuousEffect): GameState['effects'] {
  const next = appended(effects, effect);
  grownFrom = effects;
  grownTo = next;
  return next;
}

/**
 * Whether `list` begins with every effect of `start`, in order: known when `list` is the last one `withEffect` made
 * from `start` (each resolved effect asks, so a long list isn't read again), else effect by effect.
 */
export function startsWithEffects(list: GameState['effects'], start: GameState['effects']): boolean {
  if (start.length > list.length) return false;
  if (list === grownTo && start === grownFrom) return true;
  for (let i = 0; i < start.length; i++) if (list[i] !== start[i]) return false;
  return true;
}

/** A continuous effect of a resolving spell or ability on one permanent (611.2a), with its new timestamp (613.7b). */
export function continuousEffect(
  state: GameState,
  source: ObjectId,
  controller: PlayerId,
  target: ObjectId,
  change: Change,
  untilEndOfTurn: boolean,
): [ContinuousEffect, GameState] {
  const [timestamp, next] = tick(state);
  return [
    {
      id: timestamp,
      source,
      controller,
      target,
      stamp: state.permanents[target]!.timestamp,
      change,
      timestamp,
      untilEndOfTurn,
    },
    next,
  ];
}
