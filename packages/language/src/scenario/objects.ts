import { zoneOf, type GameState, type ObjectId, type PlayerId, type StackItem, type Zone } from '@mtg-scenario/engine';

/** Read-only views of a game state that the runner needs to turn names into object ids and to explain results. */

export function objectName(state: GameState, id: ObjectId): string {
  return state.objects[id]?.def.name ?? id;
}

/** The name a stack item is known by: a spell's card name, or its source's name for an ability. */
export function stackItemName(state: GameState, item: StackItem): string {
  return item.kind === 'spell' ? objectName(state, item.id) : objectName(state, item.source);
}

/**
 * How a check on an object's zone says where it is (`expect bolt in Alice's graveyard`, `… on battlefield`), for the
 * snapshot and the quick fix; undefined when it is nowhere.
 */
export function zoneCheckText(state: GameState, id: ObjectId): string | undefined {
  const zone = zoneOf(state, id);
  const owner = state.objects[id]?.owner;
  if (!zone || !owner) return undefined;
  return zone === 'battlefield' || zone === 'stack' ? `on ${zone}` : `in ${owner}'s ${zone}`;
}

/** A stack entry as an expectation names it: the alias of the spell (or of an ability's source), else its card name. */
export interface StackReference {
  readonly alias?: string;
  readonly name: string;
}

/** The stack from the top down, as `expect stack` names it. */
export function stackReferences(state: GameState, aliases: ReadonlyMap<string, ObjectId>): StackReference[] {
  const aliasOf = aliasesByObject(aliases);
  return stackTopFirst(state).map(item => {
    const id = item.kind === 'spell' ? item.id : item.source;
    const alias = aliasOf.get(id);
    return { ...(alias !== undefined ? { alias } : {}), name: objectName(state, id) };
  });
}

/** Each aliased object's (first) alias. */
export function aliasesByObject(aliases: ReadonlyMap<string, ObjectId>): Map<ObjectId, string> {
  const byObject = new Map<ObjectId, string>();
  for (const [alias, id] of aliases) if (!byObject.has(id)) byObject.set(id, alias);
  return byObject;
}

/** The stack from the top down. */
export function stackTopFirst(state: GameState): readonly StackItem[] {
  return [...state.stack].reverse();
}

/**
 * The ids in a player's zone, or on the battlefield/stack (optionally only those the player controls). A player's zone
 * is the state's own array, not a copy: expectations read zones of hundreds of cards at every line.
 */
export function idsInZone(state: GameState, zone: Zone, player?: PlayerId): readonly ObjectId[] {
  switch (zone) {
    case 'battlefield':
      return player === undefined
        ? state.battlefield
        : state.battlefield.filter(id => state.permanents[id]?.controller === player);
    case 'stack':
      return stackTopFirst(state)
        .filter(i => i.kind === 'spell' && (player === undefined || i.controller === player))
        .map(i => i.id);
    default:
      if (player !== undefined) return state.players.find(p => p.id === player)?.[zone] ?? [];
      return ([] as ObjectId[]).concat(...state.players.map(p => p[zone]));
  }
}

/** "in Bob's graveyard", "on the battlefield under Alice's control", "on the stack". */
export function describeLocation(state: GameState, id: ObjectId): string {
  const obj = state.objects[id];
  const zone = zoneOf(state, id);
  // CR 800.4a: a player who left a multiplayer game took what they own with them.
  if (obj && !zone && state.players.find(p => p.id === obj.owner)?.lost)
    return `out of the game: its owner ${obj.owner} has left it (CR 800.4a)`;
  if (!obj || !zone) return 'nowhere (no such object)';
  switch (zone) {
    case 'battlefield':
      return `on the battlefield under ${state.permanents[id]?.controller ?? obj.owner}'s control`;
    case 'stack':
      return 'on the stack';
    case 'command':
      return `in ${obj.owner}'s command zone`;
    default:
      return `in ${obj.owner}'s ${zone}`;
  }
}

export function zoneLabel(zone: Zone, player?: PlayerId): string {
  if (zone === 'battlefield') return player ? `on the battlefield under ${player}'s control` : 'on the battlefield';
  if (zone === 'stack') return 'on the stack';
  const words = zone === 'command' ? 'command zone' : zone;
  if (player) return `in ${player}'s ${words}`;
  return zone === 'exile' ? 'in exile' : zone === 'command' ? 'in the command zone' : `in a ${words}`;
}

/** The zones in the order a name is looked up everywhere: battlefield, stack (spells, top first), each player's. */
function* zonesInOrder(state: GameState): Generator<readonly ObjectId[]> {
  yield state.battlefield;
  yield stackTopFirst(state)
    .filter(i => i.kind === 'spell')
    .map(i => i.id);
  for (const p of state.players) yield* [p.hand, p.command, p.graveyard, p.exile, p.library];
}

/** Whether an object has this card name. */
export function hasName(state: GameState, id: ObjectId, name: string): boolean {
  return state.objects[id]?.def.name === name;
}

/**
 * The first of `ids` with this card name that `fits`. It stops there: a line naming a card in a hand of hundreds
 * reads no further than the card it finds.
 */
export function firstNamed(
  state: GameState,
  ids: readonly ObjectId[],
  name: string,
  fits: (id: ObjectId) => boolean = () => true,
): ObjectId | undefined {
  for (const id of ids) if (hasName(state, id, name) && fits(id)) return id;
  return undefined;
}

/** The first object with this card name that `fits`, in the order of `idsNamed`. */
export function firstNamedAnywhere(
  state: GameState,
  name: string,
  fits?: (id: ObjectId) => boolean,
): ObjectId | undefined {
  for (const zone of zonesInOrder(state)) {
    const id = firstNamed(state, zone, name, fits);
    if (id !== undefined) return id;
  }
  return undefined;
}

/** All objects with this card name, in a stable order: battlefield, stack (top first), then each player's zones. */
export function idsNamed(state: GameState, name: string): ObjectId[] {
  const out: ObjectId[] = [];
  for (const zone of zonesInOrder(state)) for (const id of zone) if (hasName(state, id, name)) out.push(id);
  return out;
}

export function listNames(names: readonly string[]): string {
  if (names.length === 0) return 'nothing';
  if (names.length === 1) return names[0]!;
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
