import type {
  Ability,
  CardDef,
  CardType,
  Color,
  GameState,
  ObjectId,
  PlayerId,
  StackItem,
  Stat,
  Zone,
} from '../core/types.js';
import { colorsOf, hasType, manaValue } from '../core/cards.js';
import { findPlayer, name, object } from '../core/state.js';
import { characteristics, counterBonus, layeredCharacteristics } from './layers.js';
import { keywordEntry, type Keyword, type KeywordEntry, type KeywordView } from '../core/keywords/index.js';

/**
 * Characteristics as the game sees them now: printed values, then the continuous effects layer by layer (CR 613,
 * `layers.ts`). Without any effect on the battlefield, the printed values and counters answer directly.
 */

export function isType(state: GameState, id: ObjectId, type: CardType): boolean {
  const obj = state.objects[id];
  if (!obj) return false;
  const layered = layeredCharacteristics(state, id);
  return layered ? layered.types.includes(type) : hasType(obj.def, type);
}

export function isCreature(state: GameState, id: ObjectId): boolean {
  return isType(state, id, 'Creature');
}

/** A snow object (205.4g): its mana is what {S} costs are paid with (107.4h). */
export function isSnow(state: GameState, id: ObjectId): boolean {
  return (layeredCharacteristics(state, id)?.supertypes ?? state.objects[id]?.def.supertypes ?? []).includes('Snow');
}

export function subtypes(state: GameState, id: ObjectId): readonly string[] {
  return layeredCharacteristics(state, id)?.subtypes ?? state.objects[id]?.def.subtypes ?? [];
}

/** Printed keywords and those granted or removed by continuous effects (611.2a, 613.1f). */
export function hasKeyword(state: GameState, id: ObjectId, keyword: Keyword): boolean {
  return keywords(state, id).includes(keyword);
}

export function keywords(state: GameState, id: ObjectId): readonly Keyword[] {
  return layeredCharacteristics(state, id)?.keywords ?? state.objects[id]?.def.keywords ?? [];
}

/** Its abilities now: none after "loses all abilities" (613.1f). */
export function abilities(state: GameState, id: ObjectId): ReturnType<typeof characteristics>['abilities'] {
  return layeredCharacteristics(state, id)?.abilities ?? state.objects[id]?.def.abilities ?? [];
}

export function colors(state: GameState, id: ObjectId): readonly Color[] {
  const layered = layeredCharacteristics(state, id);
  if (layered) return layered.colors;
  const obj = state.objects[id];
  return obj ? colorsOf(obj.def) : [];
}

export function counters(state: GameState, id: ObjectId, kind: string): number {
  return state.permanents[id]?.counters[kind] ?? 0;
}

export function power(state: GameState, id: ObjectId): number {
  return characteristicsValue(state, id, 'power');
}

export function toughness(state: GameState, id: ObjectId): number {
  return characteristicsValue(state, id, 'toughness');
}

/**
 * An object's controller, power and toughness: as they are while it is on the battlefield, else as it last was there
 * (its last known information, recorded by the event that moved it, CR 608.2h), else its owner and printed values.
 */
export function lastKnown(state: GameState, id: ObjectId): LastKnown {
  const perm = state.permanents[id];
  if (perm)
    return {
      controller: controller(state, id),
      power: power(state, id),
      toughness: toughness(state, id),
      colors: colors(state, id),
      counters: perm.counters,
    };
  const def = object(state, id).def;
  for (let node = state.log; node; node = node.prev) {
    const e = node.entry;
    if (e.kind === 'zoneChange' && e.objects?.[0] === id) {
      if (e.from === 'battlefield' && e.controller !== undefined) {
        return {
          controller: e.controller,
          power: e.power ?? def.power ?? 0,
          toughness: e.toughness ?? def.toughness ?? 0,
          colors: e.colors ?? colorsOf(def),
          counters: e.counters ?? {},
        };
      }
      break;
    }
  }
  return {
    controller: object(state, id).owner,
    power: def.power ?? 0,
    toughness: def.toughness ?? 0,
    colors: colorsOf(def),
    counters: {},
  };
}

/** What an object was as it last existed on the battlefield, or is now (608.2h). */
export interface LastKnown {
  readonly controller: PlayerId;
  readonly power: number;
  readonly toughness: number;
  readonly colors: readonly Color[];
  readonly counters: Readonly<Record<string, number>>;
}

function characteristicsValue(state: GameState, id: ObjectId, which: 'power' | 'toughness'): number {
  const layered = layeredCharacteristics(state, id);
  if (layered) return layered[which] ?? 0;
  const def = object(state, id).def;
  const c = state.permanents[id]?.counters;
  // A characteristic-defining ability (604.3) works in every zone; otherwise printed value and counters (613.4c).
  if (def.abilities.some(a => a.kind === 'static' && a.change.define)) return characteristics(state, id)[which] ?? 0;
  return (def[which] ?? 0) + (c ? counterBonus(c, which) : 0);
}

/** Who controls it: a permanent's controller after control-changing effects (613.1b); a spell's caster; else its owner. */
export function controller(state: GameState, id: ObjectId): PlayerId {
  const perm = state.permanents[id];
  if (perm) return layeredCharacteristics(state, id)?.controller ?? perm.controller;
  const item = state.stack.find(s => s.id === id);
  return item ? item.controller : object(state, id).owner;
}

/** How many turns the active player has begun, counting this one ("Alice's third turn"). */
export function activePlayersTurn(state: GameState): number {
  return state.players.find(p => p.id === state.activePlayer)?.turns ?? 0;
}

/**
 * A turn as scenarios count it (`start Alice turn 5`, `expect turn 5`: the active player's turns), with the game's
 * count: "Alice's turn 5 (the game's 9th)". Another turn than the current one by the players' order.
 */
export function turnName(state: GameState, gameTurn: number = state.turn): string {
  const players = state.players.map(p => p.id);
  const start = players.indexOf(state.startingPlayer);
  const player = gameTurn === state.turn ? state.activePlayer : players[(start + gameTurn - 1) % players.length]!;
  const nth = gameTurn === state.turn ? activePlayersTurn(state) : Math.floor((gameTurn - 1) / players.length) + 1;
  return `${player}'s turn ${nth} (the game's ${ordinal(gameTurn)})`;
}

/** 1st, 2nd, 3rd, 4th, …, 11th, 12th, 13th, 21st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** The game's turn number of `player`'s `nth` turn, turns going around in order from the starting player. */
export function gameTurnOf(
  players: readonly PlayerId[],
  startingPlayer: PlayerId,
  player: PlayerId,
  nth: number,
): number {
  const offset = (players.indexOf(player) - players.indexOf(startingPlayer) + players.length) % players.length;
  return (nth - 1) * players.length + offset + 1;
}

/** Where an object is, from the zones themselves. */
export function zoneOf(state: GameState, id: ObjectId): Zone | undefined {
  const obj = state.objects[id];
  if (!obj) return undefined;
  if (state.permanents[id]) return 'battlefield';
  if (state.stack.some(item => item.id === id)) return 'stack';
  const owner = findPlayer(state, obj.owner);
  if (!owner) return undefined;
  for (const zone of PLAYER_ZONES) if (owner[zone].includes(id)) return zone;
  return undefined;
}

/** A player's zones, the hand first: the zone most asked about (a card cast or played). */
const PLAYER_ZONES = ['hand', 'library', 'graveyard', 'exile', 'command'] as const;

export function controlsLandOfType(state: GameState, playerId: PlayerId, subtype: string): boolean {
  return state.battlefield.some(
    id => controller(state, id) === playerId && isType(state, id, 'Land') && subtypes(state, id).includes(subtype),
  );
}

/** An object's power, toughness (as the layers make them) or mana value now. */
export function statValue(state: GameState, id: ObjectId, stat: Stat): number {
  return stat === 'power' ? power(state, id) : stat === 'toughness' ? toughness(state, id) : manaValueOf(state, id);
}

/**
 * An object's mana value (202.3): a transformed permanent's is its front face's (712.8e); a spell's X is the number
 * chosen for it while it is on the stack (202.3e).
 */
export function manaValueOf(state: GameState, id: ObjectId): number {
  const obj = state.objects[id]!;
  const def = obj.transformed ? obj.printed! : obj.def;
  const x = state.stack.find(i => i.id === id && i.kind === 'spell')?.x ?? 0;
  return manaValue(def) + x * (def.cost?.x ?? 0);
}

/**
 * A spell's mana value: X as the number chosen for it while on the stack (202.3e); `lastKnown`, once it has left the
 * stack, as it last existed there (608.2h).
 */
export function spellManaValue(state: GameState, id: ObjectId, lastKnown: boolean): number {
  const spell =
    state.stack.find(i => i.id === id && i.kind === 'spell') ?? (lastKnown ? lastKnownSpell(state, id) : undefined);
  // On the stack, `manaValueOf` counts its X already; a spell that has left it, as it last was there.
  if (!spell || state.stack.includes(spell)) return manaValueOf(state, id);
  return manaValueOf(state, id) + (spell.x ?? 0) * (state.objects[id]!.def.cost?.x ?? 0);
}

/** The spell `id` as it last was on the stack this turn (the zone change that took it off keeps it), if it was. */
export function lastKnownSpell(state: GameState, id: string): StackItem | undefined {
  for (let node = state.log; node && node.entry.turn === state.turn; node = node.prev) {
    if (node.entry.spell?.id === id) return node.entry.spell;
  }
  return undefined;
}

/** Whether a printed card has an ability of some kind (`key`: a trigger condition, a replacement effect). */
export type PrintedTest = (def: CardDef, key: string) => boolean;
const PRINTED = new WeakMap<readonly ObjectId[], Map<PrintedTest, Map<string, readonly ObjectId[]>>>();

/**
 * The permanents whose printed card passes `test` for `key`, in the order they arrived. The same battlefield (the same
 * array) holds the same permanents, so it is worked out once per battlefield: events that may concern any permanent
 * look only at those that could answer.
 */
export function printedOnBattlefield(state: GameState, test: PrintedTest, key: string): readonly ObjectId[] {
  let byTest = PRINTED.get(state.battlefield);
  if (!byTest) PRINTED.set(state.battlefield, (byTest = new Map()));
  let byKey = byTest.get(test);
  if (!byKey) byTest.set(test, (byKey = new Map()));
  let ids = byKey.get(key);
  if (!ids) byKey.set(key, (ids = state.battlefield.filter(id => test(state.objects[id]!.def, key))));
  return ids;
}

/** The game as keyword entries' hooks see it (`KeywordView`): these queries, for one state. */
export function keywordView(state: GameState): KeywordView {
  let view = VIEWS.get(state);
  if (!view) VIEWS.set(state, (view = viewOf(state)));
  return view;
}
/** One view per state: a declaration asks it for every blocker and attacker. */
const VIEWS = new WeakMap<GameState, KeywordView>();

function viewOf(state: GameState): KeywordView {
  return {
    state,
    has: (id, keyword) => hasKeyword(state, id, keyword),
    colors: id => colors(state, id),
    power: id => power(state, id),
    isType: (id, type) => isType(state, id, type),
    subtypes: id => subtypes(state, id),
    controller: id => controller(state, id),
    name: id => name(state, id),
  };
}

/**
 * The first answer of a hook of an object's keywords' entries, in registry order: what `flying`'s evasion, `shroud`'s
 * targeting or `protection`'s prevention says of it. Each entry's hook is asked with the keyword it read.
 */
export function fromKeywords<T>(
  state: GameState,
  id: ObjectId,
  ask: (entry: KeywordEntry, keyword: Keyword) => T | undefined,
): T | undefined {
  for (const keyword of keywords(state, id)) {
    const entry = keywordEntry(keyword);
    const answer = entry && ask(entry, keyword);
    if (answer !== undefined) return answer;
  }
  return undefined;
}

const NONE: readonly ObjectId[] = [];
/** The permanents attached to each host, in the order they arrived: worked out once per battlefield. */
const ATTACHED = new WeakMap<
  GameState['permanents'],
  { readonly battlefield: readonly ObjectId[]; readonly by: ReadonlyMap<ObjectId, readonly ObjectId[]> }
>();

/**
 * The Auras and Equipment attached to a permanent (301.5a, 303.4a), in the order they arrived. Indexed per
 * battlefield, so asking it of every permanent costs one pass over the battlefield, not one per permanent.
 */
export function attachedTo(state: GameState, id: ObjectId): readonly ObjectId[] {
  let index = ATTACHED.get(state.permanents);
  if (!index || index.battlefield !== state.battlefield) {
    const by = new Map<ObjectId, ObjectId[]>();
    for (const other of state.battlefield) {
      const host = state.permanents[other]!.attachedTo;
      if (host === undefined) continue;
      const list = by.get(host);
      if (list) list.push(other);
      else by.set(host, [other]);
    }
    index = { battlefield: state.battlefield, by };
    ATTACHED.set(state.permanents, index);
  }
  return index.by.get(id) ?? NONE;
}

/** Whether an Equipment is attached to the permanent ("equipped creature", 301.5a). */
export function isEquipped(state: GameState, id: ObjectId): boolean {
  return attachedTo(state, id).some(a => subtypes(state, a).includes('Equipment'));
}

/** The trigger conditions of the triggered abilities a card's text gives other objects, worked out once per card. */
const GRANTED_BY = new WeakMap<CardDef, ReadonlySet<string>>();

function grantedBy(def: CardDef): ReadonlySet<string> {
  let kinds = GRANTED_BY.get(def);
  if (!kinds) {
    const found = new Set<string>();
    // A triggered ability anywhere inside one of the card's abilities is one it grants ("enchanted creature has
    // \"Whenever this creature attacks, …\"", "target creature gains \"…\"", 613.1f); its own are at the top.
    const walk = (value: unknown, nested: boolean): void => {
      if (Array.isArray(value)) for (const v of value) walk(v, nested);
      else if (value !== null && typeof value === 'object') {
        const a = value as Ability;
        if (nested && a.kind === 'triggered' && a.trigger)
          for (const k of [a.trigger.kind, ...(a.trigger.either ?? []).map(h => h.kind)]) found.add(k);
        for (const v of Object.values(value)) walk(v, true);
      }
    };
    for (const ability of def.abilities) walk(ability, false);
    GRANTED_BY.set(def, (kinds = found));
  }
  return kinds;
}

/** Per game (its objects record): the trigger conditions of abilities its cards grant, and of which cards. */
const GRANTED = new WeakMap<GameState['objects'], ReadonlySet<string>>();

/** The trigger conditions of the triggered abilities some card of the game can give another object (613.1f). */
export function grantedTriggerKinds(objects: GameState['objects']): ReadonlySet<string> {
  let kinds = GRANTED.get(objects);
  if (!kinds) {
    const found = new Set<string>();
    for (const id in objects) for (const k of grantedBy(objects[id]!.def)) found.add(k);
    GRANTED.set(objects, (kinds = found));
  }
  return kinds;
}

/**
 * The creature `id` is paired with by soulbond (702.95a), while the pair holds: both creatures on the battlefield
 * under one controller (702.95e). A pair once broken stays broken: the check of state-based actions clears it.
 */
export function pairedWith(state: GameState, id: ObjectId): ObjectId | undefined {
  const other = state.permanents[id]?.pairedWith;
  if (other === undefined || state.permanents[other]?.pairedWith !== id) return undefined;
  return isCreature(state, id) && isCreature(state, other) && controller(state, id) === controller(state, other)
    ? other
    : undefined;
}
