import type { Effect, GameState, ObjectId, PlayerId, StackItem, Target } from './types.js';
import type { RuleId } from './rules.js';
import { colorsOf, protectionColor } from './cards.js';
import { controller, hasKeyword, isType } from './queries.js';
import { capitalized, logRule, moveObject, object, player, stackItemName, tick, updatePermanent, updatePlayer } from './state.js';
import { stillLegal, targetLabel, type TargetingSource } from './targets.js';

/** Resolving spells and abilities (CR 608) and the effects they perform. */

export function drawCard(state: GameState, playerId: PlayerId, rule: RuleId): GameState {
  const p = player(state, playerId);
  const top = p.library[0];
  if (top === undefined) {
    // CR 704.5b: the player loses at the next state-based action check.
    return logRule(updatePlayer(state, playerId, q => ({ ...q, drewFromEmpty: true })), 'draw', rule, `${playerId} can't draw: their library is empty.`, { players: [playerId] });
  }
  const moved = moveObject(state, top, 'hand', { rule });
  return logRule(moved, 'draw', rule, `${playerId} draws a card.`, { players: [playerId], objects: [top] });
}

export function gainLife(state: GameState, playerId: PlayerId, amount: number, rule: RuleId): GameState {
  return logRule(updatePlayer(state, playerId, p => ({ ...p, life: p.life + amount })), 'life', rule,
    `${playerId} gains ${amount} life.`, { players: [playerId], amount });
}

export function loseLife(state: GameState, playerId: PlayerId, amount: number, rule: RuleId): GameState {
  return logRule(updatePlayer(state, playerId, p => ({ ...p, life: p.life - amount })), 'life', rule,
    `${playerId} loses ${amount} life.`, { players: [playerId], amount: -amount });
}

function addCounters(state: GameState, id: ObjectId, kind: string, n: number, rule: RuleId): GameState {
  const s = updatePermanent(state, id, p => ({ ...p, counters: { ...p.counters, [kind]: Math.max(0, (p.counters[kind] ?? 0) + n) } }));
  const verb = n >= 0 ? `gets ${n} ${kind} counter${n === 1 ? '' : 's'}` : `loses ${-n} ${kind} counter${n === -1 ? '' : 's'}`;
  return logRule(s, 'counters', rule, `${object(s, id).def.name} ${verb}.`, { objects: [id], amount: n });
}

/**
 * Deals damage from `source` (CR 120.3): life loss or poison counters to players, loyalty or defense counters
 * removed from planeswalkers and battles, damage or -1/-1 counters on creatures; deathtouch is remembered for
 * 704.5h and lifelink gains life (702.15b). Protection prevents damage from sources of its color (702.16e).
 */
export function dealDamage(state: GameState, source: ObjectId, target: Target, amount: number): GameState {
  if (amount <= 0) return state;
  const src = object(state, source);
  const srcName = src.def.name;
  const infect = hasKeyword(state, source, 'infect');
  const wither = hasKeyword(state, source, 'wither');
  let s = state;
  if (target.kind === 'object' && state.permanents[target.id] && preventedByProtection(state, source, target.id)) {
    return logRule(s, 'damage', '702.16e', `Protection prevents ${amount} damage from ${srcName} to ${object(s, target.id).def.name}.`, { objects: [source, target.id], amount: 0 });
  }
  s = logRule(s, 'damage', '120.3', `${srcName} deals ${amount} damage to ${targetLabel(s, target)}.`, { objects: target.kind === 'object' ? [source, target.id] : [source], ...(target.kind === 'player' ? { players: [target.player] } : {}), amount });
  if (target.kind === 'player') {
    if (infect) {
      s = logRule(updatePlayer(s, target.player, p => ({ ...p, poison: p.poison + amount })), 'poison', '120.3b', `${target.player} gets ${amount} poison counter${amount === 1 ? '' : 's'}.`, { players: [target.player], amount });
    } else {
      s = loseLife(s, target.player, amount, '120.3a');
    }
  } else if (s.permanents[target.id]) {
    const id = target.id;
    if (isType(s, id, 'Planeswalker')) s = addCounters(s, id, 'loyalty', -amount, '120.3c');
    if (isType(s, id, 'Battle')) s = addCounters(s, id, 'defense', -amount, '310.6');
    if (isType(s, id, 'Creature')) {
      if (infect || wither) s = addCounters(s, id, '-1/-1', amount, '120.3d');
      else s = updatePermanent(s, id, p => ({ ...p, damage: p.damage + amount }));
      if (hasKeyword(s, source, 'deathtouch')) s = updatePermanent(s, id, p => ({ ...p, deathtouched: true }));
    }
  }
  if (hasKeyword(s, source, 'lifelink')) s = gainLife(s, controller(s, source), amount, '702.15b');
  return s;
}

function preventedByProtection(state: GameState, source: ObjectId, id: ObjectId): boolean {
  const colors = colorsOf(object(state, source).def);
  return state.objects[id]!.def.keywords.some(kw => {
    const color = protectionColor(kw);
    return color !== undefined && colors.includes(color);
  });
}

export function sourceOf(state: GameState, item: StackItem): TargetingSource {
  return { id: item.id, controller: item.controller, colors: colorsOf(object(state, item.source).def) };
}

/**
 * Resolves the top of the stack (CR 608). Targets are checked again; if all are illegal the spell doesn't
 * resolve (608.2b). Instants and sorceries then go to the graveyard (608.2n), permanent spells enter (608.3).
 */
export function resolveTop(state: GameState): GameState {
  const item = state.stack[state.stack.length - 1]!;
  const label = capitalized(stackItemName(state, item));
  const source = sourceOf(state, item);
  const legal = item.targets.map((t, i) => stillLegal(state, item.targetKinds[i]!, t, source));
  if (item.targets.length > 0 && legal.every(ok => !ok)) {
    let s = logRule(state, 'fizzle', '608.2b', `${label} doesn't resolve: all its targets are illegal.`, { objects: [item.id] });
    s = item.kind === 'spell' ? moveObject(s, item.id, 'graveyard', { rule: '608.2b' }) : { ...s, stack: s.stack.slice(0, -1) };
    return s;
  }
  let s = logRule(state, 'resolve', '608.1', `${label} resolves.`, { objects: [item.id], players: [item.controller] });
  for (const effect of item.effects) s = perform(s, item, effect, legal);
  if (item.kind === 'ability') return { ...s, stack: s.stack.filter(i => i.id !== item.id) };
  if (!s.stack.some(i => i.id === item.id)) return s; // CR 608.2m: it already left the stack
  if (isType(s, item.id, 'Instant') || isType(s, item.id, 'Sorcery')) return moveObject(s, item.id, 'graveyard', { rule: '608.2n' });
  return moveObject(s, item.id, 'battlefield', { controller: item.controller, rule: '608.3' });
}

/** Performs one effect; parts aimed at an illegal target don't happen (CR 608.2b). */
function perform(state: GameState, item: StackItem, effect: Effect, legal: readonly boolean[]): GameState {
  const targetOf = (i: number | undefined): Target | undefined => (i === undefined || !legal[i] ? undefined : item.targets[i]);
  switch (effect.kind) {
    case 'damage': {
      const t = targetOf(effect.target);
      return t ? dealDamage(state, item.source, t, effect.amount) : state;
    }
    case 'counter': {
      const t = targetOf(effect.target);
      if (!t || t.kind !== 'object') return state;
      const countered = state.stack.find(i => i.id === t.id)!;
      const s = logRule(state, 'counter', '701.6a', `${capitalized(stackItemName(state, countered))} is countered.`, { objects: [t.id] });
      return countered.kind === 'spell' ? moveObject(s, t.id, 'graveyard', { rule: '701.6a' }) : { ...s, stack: s.stack.filter(i => i.id !== t.id) };
    }
    case 'destroy': {
      const t = targetOf(effect.target);
      if (!t || t.kind !== 'object') return state;
      if (hasKeyword(state, t.id, 'indestructible')) {
        return logRule(state, 'destroy', '702.12b', `${object(state, t.id).def.name} is indestructible and isn't destroyed.`, { objects: [t.id] });
      }
      return moveObject(logRule(state, 'destroy', '701.8a', `${object(state, t.id).def.name} is destroyed.`, { objects: [t.id] }), t.id, 'graveyard', { rule: '701.8a' });
    }
    case 'pump': {
      const t = targetOf(effect.target);
      if (!t || t.kind !== 'object') return state;
      const [timestamp, s] = tick(state);
      const pump = { id: timestamp, kind: 'pump' as const, target: t.id, power: effect.power, toughness: effect.toughness, timestamp };
      const sign = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
      return logRule({ ...s, effects: [...s.effects, pump] }, 'pump', '611.2a',
        `${object(s, t.id).def.name} gets ${sign(effect.power)}/${sign(effect.toughness)} until end of turn.`, { objects: [t.id] });
    }
    case 'draw': {
      let s = state;
      for (let i = 0; i < effect.amount && !player(s, item.controller).drewFromEmpty; i++) s = drawCard(s, item.controller, '121.2');
      return s;
    }
    case 'gainLife':
      return gainLife(state, item.controller, effect.amount, '119.3');
    case 'loseLife': {
      if (effect.target === undefined) return loseLife(state, item.controller, effect.amount, '119.3');
      const t = targetOf(effect.target);
      return t && t.kind === 'player' ? loseLife(state, t.player, effect.amount, '119.3') : state;
    }
  }
}

