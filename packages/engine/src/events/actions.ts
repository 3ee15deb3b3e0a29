import type { CardDef, GameState, ObjectId, PlayerId, Target, WhileSource, Zone } from '../core/types.js';
import { ascend } from './ascend.js';
import type { RuleId } from '../core/cited-rules.js';
import { controller, counters, isType, keywords, subtypes, zoneOf } from '../view/queries.js';
import { canAttachTo } from '../view/targets.js';
import { cantBePrevented, replace, type PendingEvent } from './replacement.js';
import {
  appended,
  copyState,
  freshId,
  joined,
  logRule,
  name,
  object,
  opponents,
  player,
  updatePermanent,
  updatePlayer,
} from '../core/state.js';
import { continuousEffect } from '../view/layers.js';
import { targetLabel } from '../view/targets.js';
import { moveObject } from './move.js';
import { enchantsPlayer, isCreatureType, keywordEntry } from '../core/keywords/index.js';

/**
 * The game actions that effects, combat and turn-based actions perform (CR 701, 120, 121, 119): the choke points where
 * replacement and prevention effects apply (`replace`), so every way a card is drawn or damage is dealt meets them.
 */

export function drawCard(state: GameState, playerId: PlayerId, rule: RuleId): GameState {
  const { state: s, event } = replace(state, { kind: 'draw', player: playerId, rule });
  if (!event) return s;
  const top = player(s, playerId).library[0];
  if (top === undefined) {
    // CR 704.5b: the player loses at the next state-based action check.
    return logRule(
      updatePlayer(s, playerId, q => ({ ...q, drewFromEmpty: true })),
      'draw',
      rule,
      `${playerId} can't draw: their library is empty.`,
      { players: [playerId] },
    );
  }
  const moved = moveObject(s, top, 'hand', { rule });
  return logRule(moved, 'draw', rule, `${playerId} draws a card.`, { players: [playerId], objects: [top] });
}

export function gainLife(state: GameState, playerId: PlayerId, amount: number, rule: RuleId): GameState {
  // "If you would gain life, you gain twice that much life instead" (614.1a).
  const { state: s, event } = replace(state, { kind: 'gainLife', player: playerId, amount, rule });
  if (!event || event.amount <= 0) return s;
  return logRule(
    updatePlayer(s, playerId, p => ({ ...p, life: p.life + event.amount })),
    'life',
    rule,
    joined(playerId, joined(' gains ', joined(String(event.amount), ' life.'))),
    { players: [playerId], amount: event.amount },
  );
}

export function loseLife(state: GameState, playerId: PlayerId, amount: number, rule: RuleId): GameState {
  return logRule(
    updatePlayer(state, playerId, p => ({ ...p, life: p.life - amount })),
    'life',
    rule,
    joined(playerId, joined(' loses ', joined(String(amount), ' life.'))),
    { players: [playerId], amount: -amount },
  );
}

export function addCounters(state: GameState, id: ObjectId, kind: string, count: number, rule: RuleId): GameState {
  // No more counters are removed than it has: none removed is no event to trigger on ("the last … counter", 310.11b).
  const n = Math.max(count, -(state.permanents[id]?.counters[kind] ?? 0));
  if (count < 0 && n === 0) return state;
  const s = updatePermanent(state, id, p => ({
    ...p,
    counters: { ...p.counters, [kind]: (p.counters[kind] ?? 0) + n },
  }));
  const verb =
    n >= 0 ? `gets ${n} ${kind} counter${n === 1 ? '' : 's'}` : `loses ${-n} ${kind} counter${n === -1 ? '' : 's'}`;
  // The kind goes with the event, negative for counters removed ("when the last time counter is removed", 702.63a).
  return logRule(s, 'counters', rule, `${object(s, id).def.name} ${verb}.`, {
    objects: [id],
    amount: n,
    ...(n !== 0 ? { counters: { [kind]: n } } : {}),
  });
}

/** A player gets (positive) or pays (negative) energy counters (107.14), no more than they have. */
export function gainEnergy(state: GameState, who: PlayerId, n: number, rule: RuleId): GameState {
  const had = state.players.find(p => p.id === who)!.energy;
  const change = Math.max(n, -had);
  if (change === 0) return state;
  return logRule(
    updatePlayer(state, who, q => ({ ...q, energy: had + change })),
    'energy',
    rule,
    change > 0 ? `${who} gets ${'{E}'.repeat(change)}.` : `${who} pays ${'{E}'.repeat(-change)}.`,
    { players: [who], amount: change },
  );
}

/**
 * Untaps a permanent with `untap` — unless a stun counter is on it: then a stun counter is removed instead (122.1d).
 */
export function untapUnlessStunned(state: GameState, id: ObjectId, untap: (s: GameState) => GameState): GameState {
  return counters(state, id, 'stun') > 0 ? addCounters(state, id, 'stun', -1, '122.1d') : untap(state);
}

/**
 * Deals damage from `source` (CR 120.3), after prevention (protection, 702.16e): life loss or poison counters to
 * players, loyalty or defense counters removed from planeswalkers and battles, damage or -1/-1 counters on creatures;
 * deathtouch is remembered for 704.5h and lifelink gains life (702.15b).
 */
/**
 * What the source's keywords make of the damage it deals (their entries' `damage`), as it is dealt: -1/-1 counters or
 * poison instead (wither, infect), deathtouch, lifelink, and the poison of its toxic abilities added up (702.164b).
 */
function damageModifier(
  state: GameState,
  source: ObjectId,
): { asCounters: boolean; asPoison: boolean; deathtouch: boolean; lifelink: boolean; poison: number } {
  const made = { asCounters: false, asPoison: false, deathtouch: false, lifelink: false, poison: 0 };
  for (const keyword of keywords(state, source)) {
    const damage = keywordEntry(keyword)?.damage;
    if (!damage) continue;
    made.asCounters ||= !!damage.asCounters;
    made.asPoison ||= !!damage.asPoison;
    made.deathtouch ||= !!damage.deathtouch;
    made.lifelink ||= !!damage.lifelink;
    made.poison += damage.poisonAfterCombatDamage?.(keyword) ?? 0;
  }
  return made;
}

export function dealDamage(
  state: GameState,
  source: ObjectId,
  target: Target,
  amount: number,
  combat = false,
): GameState {
  return dealDamageAtOnce(state, [{ source, to: target, amount }], combat);
}

/**
 * Damage dealt at the same time (combat damage, 510.2; one spell's damage to several targets): a source with lifelink
 * causes one life-gain event for all the damage it dealt (702.15b), each such source its own (702.15e, 119.9), and a
 * shield counter prevents all of it to its permanent (122.1c).
 */
export function dealDamageAtOnce(
  state: GameState,
  parts: readonly {
    readonly source: ObjectId;
    readonly to: Target;
    readonly amount: number;
    /** "The damage can't be prevented" (615.12). */
    readonly unpreventable?: true;
  }[],
  combat = false,
): GameState {
  let s = state;
  const gains = new Map<ObjectId, number>();
  // Damage dealt at once is one event: a permanent's shield counter prevents all of it, and only one is removed (122.1c).
  const shields = new Map(
    parts.flatMap(p => (p.to.kind === 'object' ? [[p.to.id, counters(s, p.to.id, 'shield')]] : [])),
  );
  for (const part of parts) {
    const at = part.to.kind === 'object' ? part.to.id : undefined;
    const event: PendingEvent & { kind: 'damage' } = {
      kind: 'damage',
      source: part.source,
      target: part.to,
      amount: part.amount,
      ...(combat ? { combat } : {}),
      ...(part.unpreventable ? { unpreventable: true as const } : {}),
    };
    const shieldUsed = at !== undefined && counters(s, at, 'shield') < shields.get(at)!;
    if (shieldUsed && !cantBePrevented(s, event)) {
      s = logRule(
        s,
        'damage',
        '122.1c',
        `The shield counter removed from ${name(s, at)} prevents ${part.amount} damage from ${name(s, part.source)} too.`,
        { objects: [part.source, at] },
      );
      continue;
    }
    // Damage that can't be prevented is dealt; the one shield counter of this event is already removed (615.12).
    const dealt = dealOne(s, shieldUsed ? { ...event, shieldUsed } : event);
    s = dealt.state;
    if (dealt.lifelink > 0) gains.set(part.source, (gains.get(part.source) ?? 0) + dealt.lifelink);
  }
  // A "next time" shield that applied to this damage is used up once all of it is dealt (615.8).
  if (s.turnEffects.some(t => t.kind === 'prevention' && t.spent))
    s = { ...s, turnEffects: s.turnEffects.filter(t => t.kind !== 'prevention' || !t.spent) };
  for (const [source, amount] of gains) s = gainLife(s, controller(s, source), amount, '702.15b');
  return s;
}

/** One source's damage to one recipient; what it deals with lifelink is gained by the caller, once per source. */
/** A source's creature types and controller as it deals combat damage to a player (702.76a asks them later). */
function creatureTypesOf(
  state: GameState,
  source: ObjectId,
): { controller?: PlayerId; creatureTypes: readonly string[]; changeling?: true } {
  const typed = isType(state, source, 'Creature') || isType(state, source, 'Kindred');
  const changeling = typed && keywords(state, source).includes('changeling');
  return {
    ...(state.permanents[source] ? { controller: controller(state, source) } : {}),
    creatureTypes: typed ? subtypes(state, source).filter(isCreatureType) : [],
    ...(changeling ? { changeling: true as const } : {}),
  };
}

function dealOne(state: GameState, pending: PendingEvent & { kind: 'damage' }): { state: GameState; lifelink: number } {
  const { source, amount } = pending;
  const combat = !!pending.combat;
  if (amount <= 0) return { state, lifelink: 0 };
  const replaced = replace(state, pending);
  let s = replaced.state;
  const event = replaced.event;
  if (!event || event.amount <= 0) return { state: s, lifelink: 0 };
  const dealt = event.amount;
  const to = event.target;
  const damage = damageModifier(s, source);
  s = logRule(s, 'damage', '120.3', `${object(s, source).def.name} deals ${dealt} damage to ${targetLabel(s, to)}.`, {
    objects: to.kind === 'object' ? [source, to.id] : [source],
    ...(to.kind === 'player' ? { players: [to.player] } : {}),
    amount: dealt,
    ...(combat ? { combat } : {}),
    ...(combat && to.kind === 'player' ? creatureTypesOf(s, source) : {}),
  });
  if (to.kind === 'player') {
    if (damage.asPoison) {
      s = logRule(
        updatePlayer(s, to.player, p => ({ ...p, poison: p.poison + dealt })),
        'poison',
        '120.3b',
        `${to.player} gets ${dealt} poison counter${dealt === 1 ? '' : 's'}.`,
        { players: [to.player], amount: dealt },
      );
    } else {
      s = loseLife(s, to.player, dealt, '120.3a');
    }
    if (combat && s.commander?.casts[source] !== undefined) s = countCommanderDamage(s, source, to.player, dealt);
    const toxic = combat ? damage.poison : 0;
    if (toxic > 0) {
      s = logRule(
        updatePlayer(s, to.player, p => ({ ...p, poison: p.poison + toxic })),
        'poison',
        '702.164c',
        `${to.player} gets ${toxic} poison counter${toxic === 1 ? '' : 's'} (toxic).`,
        { players: [to.player], amount: toxic },
      );
    }
  } else if (s.permanents[to.id]) {
    const id = to.id;
    if (isType(s, id, 'Planeswalker')) s = addCounters(s, id, 'loyalty', -dealt, '120.3c');
    if (isType(s, id, 'Battle')) s = addCounters(s, id, 'defense', -dealt, '310.6');
    if (isType(s, id, 'Creature')) {
      if (damage.asCounters) s = addCounters(s, id, '-1/-1', dealt, '120.3d');
      else s = updatePermanent(s, id, p => ({ ...p, damage: p.damage + dealt }));
      if (damage.deathtouch) s = updatePermanent(s, id, p => ({ ...p, deathtouched: true }));
    }
  }
  return { state: s, lifelink: damage.lifelink ? dealt : 0 };
}

/** Combat damage a commander dealt a player, added to what it has dealt them over the game (903.10a). */
function countCommanderDamage(state: GameState, commander: ObjectId, player: PlayerId, dealt: number): GameState {
  const game = state.commander!;
  const byCommander = game.damage[player] ?? {};
  const total = (byCommander[commander] ?? 0) + dealt;
  return logRule(
    { ...state, commander: { ...game, damage: { ...game.damage, [player]: { ...byCommander, [commander]: total } } } },
    'damage',
    '903.10a',
    `${player} has been dealt ${total} combat damage by the commander ${object(state, commander).def.name} this game.`,
    { objects: [commander], players: [player], amount: total },
  );
}

/**
 * Destroys a permanent (CR 701.8a): it moves to its owner's graveyard, unless something says it isn't destroyed
 * (indestructible, 702.12b; regeneration later). State-based actions destroy `quiet`ly: a permanent that survives
 * them is checked again at every priority, and there is nothing new to tell.
 */
export function destroy(
  state: GameState,
  id: ObjectId,
  rule: RuleId,
  text: string,
  quiet = false,
  noRegeneration = false,
): { state: GameState; destroyed: boolean } {
  const { state: s, event } = replace(
    state,
    { kind: 'destroy', object: id, rule, ...(noRegeneration ? { noRegeneration } : {}) },
    quiet,
  );
  if (!event) return { state: s, destroyed: false };
  return {
    state: moveZone(logRule(s, 'destroy', rule, text, { objects: [id] }), id, 'graveyard', rule),
    destroyed: true,
  };
}

/** Moves an object to another zone (CR 400.7: it becomes a new object), where a replacement may send it elsewhere. */
export function moveZone(state: GameState, id: ObjectId, to: Zone, rule: RuleId, top = false): GameState {
  const { state: s, event } = replace(state, { kind: 'move', object: id, to, rule });
  if (!event) return s;
  const leaving = s.permanents[id];
  // `top`: into a library, on top rather than at the bottom (when no replacement sent it elsewhere).
  const moved = moveObject(s, id, event.to, { rule: event.rule, top: top && event.to === 'library' });
  const linked = s.exiledWith.length === 0 ? moved : relinkExiledWith(moved, id, leaving?.timestamp);
  const ended = leaving ? endWhileOnBattlefield(linked, leaving.id, leaving.timestamp) : linked;
  return s.exiledUntil.length === 0 ? ended : returnExiledUntil(ended, id, leaving?.timestamp);
}

/**
 * The effects that last "for as long as" one of these permanents remains tapped end as it untaps (611.2b): called
 * wherever a permanent untaps (the untap step, an effect, a cost).
 */
export function endWhileTapped(state: GameState, ids: readonly ObjectId[]): GameState {
  const ends = (e: { readonly whileSource?: WhileSource }) =>
    !!e.whileSource?.tapped &&
    ids.includes(e.whileSource.id) &&
    state.permanents[e.whileSource.id]?.timestamp === e.whileSource.stamp &&
    !state.permanents[e.whileSource.id]!.tapped;
  if (!state.effects.some(ends) && !state.turnEffects.some(e => e.kind === 'restriction' && ends(e))) return state;
  const s = copyState(state);
  s.effects = state.effects.filter(e => !ends(e));
  s.turnEffects = state.turnEffects.filter(e => e.kind !== 'restriction' || !ends(e));
  return s;
}

/** The effects that last "for as long as" a permanent remains on the battlefield end as it leaves (611.2b). */
function endWhileOnBattlefield(state: GameState, id: ObjectId, stamp: number): GameState {
  const lasts = (e: { readonly whileSource?: WhileSource }) =>
    e.whileSource?.id !== id || e.whileSource.stamp !== stamp;
  const kept = state.effects.filter(lasts);
  const turn = state.turnEffects.filter(e => e.kind !== 'restriction' || lasts(e));
  if (kept.length === state.effects.length && turn.length === state.turnEffects.length) return state;
  const s = copyState(state);
  s.effects = kept;
  s.turnEffects = turn;
  return s;
}

/**
 * The links of cards exiled by a permanent's abilities (607.2a) after `id` moved: a card that left exile is a new
 * object (400.7), and a permanent that left the battlefield keeps only what its last time there exiled, for its
 * leaving abilities.
 */
function relinkExiledWith(state: GameState, id: ObjectId, leftStamp: number | undefined): GameState {
  const kept = state.exiledWith.flatMap(l => {
    if (l.card === id) return [];
    if (l.source !== id || leftStamp === undefined) return [l];
    return l.sourceStamp === leftStamp ? [{ ...l, left: true as const }] : [];
  });
  const unchanged = kept.length === state.exiledWith.length && kept.every((l, i) => l === state.exiledWith[i]);
  if (unchanged) return state;
  const s = copyState(state);
  s.exiledWith = kept;
  return s;
}

/**
 * Right after a permanent leaves the battlefield, the cards exiled until it does come back to the battlefield under
 * their owners' control (CR 610.3, 610.3c), each that is still in exile; a linked card leaving exile on its own is
 * no longer linked (400.7: it is a new object).
 */
function returnExiledUntil(state: GameState, id: ObjectId, leftStamp: number | undefined): GameState {
  const back = state.exiledUntil.filter(l => l.source === id && l.sourceStamp === leftStamp);
  const kept = state.exiledUntil.filter(l => l.card !== id && !back.includes(l));
  if (kept.length === state.exiledUntil.length) return state;
  const unlinked = copyState(state);
  unlinked.exiledUntil = kept;
  let s: GameState = unlinked;
  for (const { card } of back) {
    if (zoneOf(s, card) !== 'exile') continue;
    s = logRule(
      s,
      'returned',
      '610.3',
      `${s.objects[card]!.def.name} returns from exile as ${s.objects[id]!.def.name} has left the battlefield.`,
      { objects: [card, id] },
    );
    s = enterBattlefield(s, card, s.objects[card]!.owner, '610.3c');
  }
  return s;
}

/**
 * A permanent enters the battlefield under `controller` (CR 608.3, 305.1), as replacements say (tapped, …); `tapped`
 * when the effect putting it there says so ("return it to the battlefield tapped").
 */
export function enterBattlefield(
  state: GameState,
  id: ObjectId,
  controller: PlayerId,
  rule: RuleId,
  tapped = false,
): GameState {
  // An Aura spell resolving enters attached to its target (608.3c); any other Aura needs something to enchant (303.4f).
  const from = zoneOf(state, id);
  const aura = from !== 'stack' && object(state, id).def.subtypes.includes('Aura');
  // "Enchant player": a player to enchant is always there (303.4f).
  const playerAura = aura && enchantsPlayer(object(state, id).def.keywords);
  const host = aura && !playerAura ? state.battlefield.find(p => canAttachTo(state, id, p)) : undefined;
  if (aura && !playerAura && host === undefined) {
    const label = object(state, id).def.name;
    // A token isn't created; a card stays where it was (303.4g).
    const stays = !from
      ? "it isn't created"
      : from === 'exile'
        ? 'it stays in exile'
        : `it stays in its owner's ${from}`;
    const text = `${label} can't enter the battlefield: there is nothing it could enchant, so ${stays}.`;
    return logRule(state, 'attach', '303.4g', text, { objects: [id] });
  }
  const { state: s, event } = replace(state, { kind: 'enter', object: id, controller, tapped, rule });
  if (!event) return s;
  let entered = moveObject(s, id, 'battlefield', {
    controller: event.controller,
    rule: event.rule,
    ...(event.tapped ? { tapped: true } : {}),
  });
  if (host !== undefined && entered.permanents[id] && entered.permanents[host]) {
    entered = logRule(
      updatePermanent(entered, id, p => ({ ...p, attachedTo: host })),
      'attach',
      '303.4f',
      `${object(entered, id).def.name} enters attached to ${object(entered, host).def.name} (the default choice: the first creature on the battlefield).`,
      { objects: [id, host], defaulted: true },
    );
  }
  if (playerAura && entered.permanents[id]) {
    const player = opponents(entered, event.controller)[0] ?? event.controller;
    entered = logRule(
      updatePermanent(entered, id, p => ({ ...p, attachedToPlayer: player })),
      'attach',
      '303.4f',
      `${object(entered, id).def.name} enters attached to ${player} (the default choice: the first opponent).`,
      { objects: [id], players: [player], defaulted: true },
    );
  }
  if (event.chosen) entered = updatePermanent(entered, id, p => ({ ...p, chosen: event.chosen }));
  if (event.tributeUnpaid) entered = updatePermanent(entered, id, p => ({ ...p, tributeUnpaid: true }));
  // CR 122.6: it enters with the counters a replacement effect gave it.
  for (const [kind, n] of Object.entries(event.counters ?? {}))
    if (n > 0) entered = addCounters(entered, id, kind, n, '122.6');
  if (event.haste && entered.permanents[id]) {
    // Riot declined (702.136a): haste with no end, as long as it stays on the battlefield (611.2a).
    const [effect, s1] = continuousEffect(entered, id, event.controller, id, { addKeywords: ['haste'] }, false);
    entered = logRule(
      { ...s1, effects: appended(s1.effects, effect) },
      'pump',
      '702.136a',
      `${object(s1, id).def.name} gains haste.`,
      { objects: [id] },
    );
  }
  return ascend(entered);
}

/**
 * Creates a token (CR 111.1): a new object owned by the player who creates it, entering under their control (111.2)
 * the way any permanent enters, so replacement effects and "enters" triggers apply. Its id comes from the game's
 * counter, so the same game always makes the same ids.
 */
export function createToken(
  state: GameState,
  def: CardDef,
  controller: PlayerId,
  rule: RuleId,
  tapped = false,
): { state: GameState; id: ObjectId } {
  const [id, numbered] = freshId(state);
  const s = copyState(numbered);
  s.objects = { ...numbered.objects, [id]: { id, def, owner: controller, token: true } };
  return { state: enterBattlefield(s, id, controller, rule, tapped), id };
}
