import type { GameEvent, GameState, ObjectId, Permanent, PlayerId, Zone } from '../core/types.js';
import type { RuleId } from '../core/cited-rules.js';
import {
  appended,
  copyPlayer,
  copyState,
  joined,
  logRuleTo,
  logTo,
  object,
  single,
  type DraftState,
} from '../core/state.js';
import { abilities, colors, controller, grantedTriggerKinds, power, toughness, zoneOf } from '../view/queries.js';
import { unbestowed } from '../core/keywords/index.js';

const PLAYER_ZONES = ['library', 'hand', 'graveyard', 'exile', 'command'] as const;
type PlayerZone = (typeof PLAYER_ZONES)[number];

function isPlayerZone(zone: Zone): zone is PlayerZone {
  return (PLAYER_ZONES as readonly Zone[]).includes(zone);
}

/** A player's zone changed, on a state being derived: one copy of the player. */
function changeZone(
  draft: DraftState,
  id: PlayerId,
  zone: PlayerZone,
  change: (cards: readonly ObjectId[]) => ObjectId[],
): void {
  draft.players = draft.players.map(p => {
    if (p.id !== id) return p;
    const q = copyPlayer(p);
    q[zone] = change(p[zone]);
    return q;
  });
}

export interface MoveOptions {
  /** Controller of the new permanent; defaults to the owner. */
  readonly controller?: PlayerId;
  /** Put on top of the library instead of the bottom. */
  readonly top?: boolean;
  readonly rule?: RuleId;
  /** A permanent entering tapped (614.1d, 110.5b), which its entry says ("enters untapped" triggers ask). */
  readonly tapped?: boolean;
}

/** A zone without one of its objects (each is in it once): copied natively, where a filter calls back for every card. */
function without(zone: readonly ObjectId[], id: ObjectId): ObjectId[] {
  const at = zone.indexOf(id);
  // The first or last card: one copy of the rest, without moving every card after it down by one.
  if (at === 0) return zone.slice(1);
  if (at >= 0 && at === zone.length - 1) return zone.slice(0, at);
  const out = zone.slice();
  if (at >= 0) out.splice(at, 1);
  return out;
}

/**
 * Moves an object between zones. It becomes a new object (CR 400.7): its zone change count goes up,
 * battlefield status and combat membership are dropped, a new permanent starts fresh.
 */
export function moveObject(state: GameState, id: ObjectId, to: Zone, options: MoveOptions = {}): GameState {
  const obj = object(state, id);
  const from = zoneOf(state, id);
  // A token being created is in no zone yet (CR 111.1); any other object is somewhere.
  if (!from && !(obj.token && to === 'battlefield')) throw new Error(`engine bug: ${id} is in no zone`);
  const leaving = from === 'battlefield' ? state.permanents[id] : undefined;
  // One fresh copy of the state, changed in place below (a zone move is the engine's most frequent change).
  const next = copyState(state);
  // Its time counters stay behind: a card leaving exile is a new object (400.7, 702.62b).
  if (from === 'exile' && state.suspended[id] !== undefined) {
    const { [id]: _left, ...rest } = state.suspended;
    next.suspended = rest;
  }
  // A permission for the card doesn't follow it: in another zone it is a new object (400.7).
  if (state.permissions.length && state.permissions.some(p => p.cards?.includes(id)))
    next.permissions = state.permissions.flatMap(p => {
      const cards = p.cards?.filter(c => c !== id);
      return !cards || cards.length === p.cards!.length ? [p] : cards.length ? [{ ...p, cards }] : [];
    });
  if (from && isPlayerZone(from)) {
    changeZone(next, obj.owner, from, cards => without(cards, id));
  } else if (from === 'battlefield') {
    const { [id]: _gone, ...rest } = state.permanents;
    next.battlefield = without(state.battlefield, id);
    next.permanents = rest;
    next.combat = withoutCombatant(state, id);
    // A copy becomes its own card again as a new object (CR 400.7, 707.2).
    if (obj.printed)
      next.objects = {
        ...state.objects,
        [id]: { id, def: obj.printed, owner: obj.owner, ...(obj.token ? { token: true } : {}) },
      };
  } else if (from === 'stack') {
    next.stack = state.stack.filter(item => item.id !== id);
    // A face-down spell going anywhere but the battlefield is revealed: it is its card again (708.9); a spell cast as
    // a half or an Adventure is its whole card again (709.4, 715.4).
    if ((obj.faceDown || obj.castAs) && obj.printed && to !== 'battlefield')
      next.objects = { ...state.objects, [id]: { id, def: obj.printed, owner: obj.owner } };
  }
  if (isPlayerZone(to)) {
    changeZone(next, obj.owner, to, cards => (to === 'library' && options.top ? [id, ...cards] : appended(cards, id)));
  } else if (to === 'battlefield') {
    const timestamp = ++next.timestamp;
    const counters: Record<string, number> = {};
    if (obj.def.loyalty !== undefined) counters.loyalty = obj.def.loyalty; // CR 306.5b
    if (obj.def.defense !== undefined) counters.defense = obj.def.defense; // CR 310.4b
    const perm: Permanent = {
      id,
      controller: options.controller ?? obj.owner,
      tapped: options.tapped === true,
      damage: 0,
      deathtouched: false,
      counters,
      sinceTurnStart: false,
      timestamp,
      activated: undefined,
      shields: 0,
      attachedTo: undefined,
      attachedAt: undefined,
      evoked: false,
      kicked: false,
      kicks: 0,
      kickedWith: [],
      tributeUnpaid: false,
      prowled: false,
      dashed: false,
      manaSpent: undefined,
      unearthed: false,
      renowned: false,
      monstrous: false,
      skipsUntap: false,
      newToController: false,
      transformedAt: undefined,
      pairedWith: undefined,
      attachedToPlayer: undefined,
      chosen: undefined,
    };
    next.battlefield = appended(next.battlefield, id);
    next.permanents = { ...next.permanents, [id]: perm };
  }
  // A commander put into a graveyard or exile may go to the command zone as state-based actions are checked (704.6d).
  if (state.commander && (to === 'graveyard' || to === 'exile') && state.commander.casts[id] !== undefined)
    next.commander = { ...state.commander, arrived: appended(state.commander.arrived, id) };
  const text = joined(obj.def.name, from ? moveWords(from, to) : ' enters the battlefield.');
  if (from && !leaving && options.rule) {
    // The usual move (a card cast, a spell resolved, a card drawn): its entry as one literal, with the fields in the
    // order the general case below gives them.
    const made: { -readonly [K in keyof GameEvent]: GameEvent[K] } = {
      kind: 'zoneChange',
      text,
      turn: next.turn,
      step: next.step,
      objects: single(id),
      players: single(obj.owner),
      from,
      to,
      rule: options.rule,
    };
    if (to === 'battlefield') made.controller = next.permanents[id]!.controller;
    if (options.tapped && to === 'battlefield') made.tapped = true;
    if (from === 'stack') made.spell = state.stack.find(item => item.id === id);
    next.log = { entry: made, prev: next.log };
    return next;
  }
  // The entry's parts in the order the event always listed them, set one by one (spreads of small literals are slow).
  const extra: { -readonly [K in keyof GameEvent]?: GameEvent[K] } = { objects: [id], players: [obj.owner] };
  if (from) extra.from = from;
  extra.to = to;
  if (leaving) {
    extra.controller = controller(state, id);
    extra.power = power(state, id);
    extra.toughness = toughness(state, id);
    extra.colors = colors(state, id);
    extra.counters = leaving.counters;
    // Triggered abilities other objects gave it (613.1f) are among those its leaving looks back at (603.10a).
    const granted = grantedTriggerKinds(state.objects).size
      ? abilities(state, id).filter(a => a.kind === 'triggered' && !obj.def.abilities.includes(a))
      : [];
    if (obj.printed || granted.length)
      extra.copied = granted.length ? { ...obj.def, abilities: [...obj.def.abilities, ...granted] } : obj.def;
  } else if (to === 'battlefield') extra.controller = next.permanents[id]!.controller;
  if (options.tapped && to === 'battlefield') extra.tapped = true;
  if (from === 'stack') extra.spell = state.stack.find(item => item.id === id);
  if (options.rule) extra.rule = options.rule;
  logTo(next, 'zoneChange', text, extra);
  if (leaving) unbestowAttachedTo(next, id);
  return next;
}

/**
 * The bestowed Auras attached to a permanent that left the battlefield become unattached, and with that cease to be
 * bestowed (702.103f): at once, not as a state-based action, each an enchantment creature again.
 */
function unbestowAttachedTo(next: DraftState, host: ObjectId): void {
  for (const id of next.battlefield) {
    const obj = next.objects[id]!;
    if (obj.castAs !== 'bestowed' || next.permanents[id]!.attachedTo !== host) continue;
    next.objects = { ...next.objects, [id]: unbestowed(obj) };
    next.permanents = {
      ...next.permanents,
      [id]: { ...next.permanents[id]!, attachedTo: undefined, attachedAt: undefined },
    };
    logRuleTo(next, 'attach', '702.103f', `${obj.def.name} becomes unattached and ceases to be bestowed.`, {
      objects: [id],
    });
  }
}

/** " moves from hand to stack.": the words after a card's name for a move (`joined`), made once per pair of zones. */
function moveWords(from: Zone, to: Zone): string {
  let byTo = MOVE_WORDS.get(from);
  if (!byTo) MOVE_WORDS.set(from, (byTo = new Map()));
  let words = byTo.get(to);
  if (words === undefined) byTo.set(to, (words = ` moves from ${zoneWords(from)} to ${zoneWords(to)}.`));
  return words;
}
const MOVE_WORDS = new Map<Zone, Map<Zone, string>>();
const zoneWords = (zone: Zone) => (zone === 'command' ? 'the command zone' : zone);

/** A permanent that leaves the battlefield is removed from combat (CR 506.4); its attacker stays blocked (509.1h). */
export function withoutCombatant(state: GameState, id: ObjectId): GameState['combat'] {
  const combat = state.combat;
  if (!combat) return combat;
  const { [id]: _gone, ...blockers } = combat.blockers;
  return {
    ...combat,
    attackers: combat.attackers
      .filter(a => a.id !== id)
      .map(a => ({ ...a, blockers: a.blockers.filter(b => b !== id) })),
    blockers,
  };
}
