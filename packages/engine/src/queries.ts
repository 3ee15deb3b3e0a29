import type { CardType, Color, GameState, ObjectId, PlayerId, Zone } from './types.js';
import { colorsOf, hasType, type Keyword } from './cards.js';
import { object } from './state.js';
import { staticBonuses } from './statics.js';

/** Characteristics as the game sees them now: printed values, then counters and effects (CR 613.4c). */

export function isType(state: GameState, id: ObjectId, type: CardType): boolean {
  const obj = state.objects[id];
  return !!obj && hasType(obj.def, type);
}

export function isCreature(state: GameState, id: ObjectId): boolean {
  return isType(state, id, 'Creature');
}


/** Printed keywords and those granted until end of turn ("gains flying until end of turn", 611.2a). */
export function hasKeyword(state: GameState, id: ObjectId, keyword: Keyword): boolean {
  return (state.objects[id]?.def.keywords.includes(keyword) ?? false)
    || (state.effects.length > 0 && state.effects.some(e => e.target === id && e.keywords?.includes(keyword)))
    || (staticBonuses(state).get(id)?.keywords.includes(keyword) ?? false);
}

export function keywords(state: GameState, id: ObjectId): readonly Keyword[] {
  const printed = state.objects[id]?.def.keywords ?? [];
  const statics = staticBonuses(state).get(id)?.keywords ?? [];
  if (state.effects.length === 0 && statics.length === 0) return printed;
  const granted = [...statics, ...state.effects.flatMap(e => (e.target === id && e.keywords ? e.keywords : []))];
  return granted.length ? [...new Set([...printed, ...granted])] : printed;
}

export function colors(state: GameState, id: ObjectId): readonly Color[] {
  const obj = state.objects[id];
  return obj ? colorsOf(obj.def) : [];
}

export function counters(state: GameState, id: ObjectId, kind: string): number {
  return state.permanents[id]?.counters[kind] ?? 0;
}

function modifiers(state: GameState, id: ObjectId): { power: number; toughness: number } {
  const c = state.permanents[id]?.counters;
  const net = c ? (c['+1/+1'] ?? 0) - (c['-1/-1'] ?? 0) : 0;
  const bonus = staticBonuses(state).get(id);
  let power = net + (bonus?.power ?? 0);
  let toughness = net + (bonus?.toughness ?? 0);
  for (const e of state.effects) {
    if (e.target === id) {
      power += e.power;
      toughness += e.toughness;
    }
  }
  return { power, toughness };
}

export function power(state: GameState, id: ObjectId): number {
  return (object(state, id).def.power ?? 0) + modifiers(state, id).power;
}

export function toughness(state: GameState, id: ObjectId): number {
  return (object(state, id).def.toughness ?? 0) + modifiers(state, id).toughness;
}

/**
 * An object's controller, power and toughness: as they are while it is on the battlefield, else as it last was there
 * (its last known information, recorded by the event that moved it, CR 608.2h), else its owner and printed values.
 */
export function lastKnown(state: GameState, id: ObjectId): { readonly controller: PlayerId; readonly power: number; readonly toughness: number } {
  if (state.permanents[id]) return { controller: state.permanents[id]!.controller, power: power(state, id), toughness: toughness(state, id) };
  const def = object(state, id).def;
  for (let node = state.log; node; node = node.prev) {
    const e = node.entry;
    if (e.kind === 'zoneChange' && e.objects?.[0] === id) {
      if (e.from === 'battlefield' && e.controller !== undefined) return { controller: e.controller, power: e.power ?? def.power ?? 0, toughness: e.toughness ?? def.toughness ?? 0 };
      break;
    }
  }
  return { controller: object(state, id).owner, power: def.power ?? 0, toughness: def.toughness ?? 0 };
}

export function controller(state: GameState, id: ObjectId): PlayerId {
  const perm = state.permanents[id];
  if (perm) return perm.controller;
  const item = state.stack.find(s => s.id === id);
  return item ? item.controller : object(state, id).owner;
}

/** How many turns the active player has begun, counting this one ("Alice's third turn"). */
export function activePlayersTurn(state: GameState): number {
  const n = state.players.length;
  const offset = (state.players.findIndex(p => p.id === state.activePlayer) - state.players.findIndex(p => p.id === state.startingPlayer) + n) % n;
  return Math.floor((state.turn - 1 - offset) / n) + 1;
}

/** The game's turn number of `player`'s `nth` turn, turns going around in order from the starting player. */
export function gameTurnOf(players: readonly PlayerId[], startingPlayer: PlayerId, player: PlayerId, nth: number): number {
  const offset = (players.indexOf(player) - players.indexOf(startingPlayer) + players.length) % players.length;
  return (nth - 1) * players.length + offset + 1;
}

/** Where an object is, from the zones themselves. */
export function zoneOf(state: GameState, id: ObjectId): Zone | undefined {
  const obj = state.objects[id];
  if (!obj) return undefined;
  if (state.permanents[id]) return 'battlefield';
  if (state.stack.some(item => item.id === id)) return 'stack';
  const owner = state.players.find(p => p.id === obj.owner);
  if (!owner) return undefined;
  return (['hand', 'library', 'graveyard', 'exile'] as const).find(zone => owner[zone].includes(id));
}


export function controlsLandOfType(state: GameState, playerId: PlayerId, subtype: string): boolean {
  return state.battlefield.some(id =>
    state.permanents[id]!.controller === playerId && isType(state, id, 'Land') && object(state, id).def.subtypes.includes(subtype));
}
