import type { GameState, ObjectId, PlayerId } from './types.js';
import type { RuleId } from './rules.js';
import { hasKeyword, isCreature, isType, toughness } from './queries.js';
import { log, logRule, moveObject, object, playersInGame, updatePlayer } from './state.js';

/**
 * State-based actions (CR 704): checked whenever a player would receive priority; all applicable ones are
 * performed at once, and the check repeats (704.3) — the caller loops.
 */
export function checkStateBasedActions(state: GameState): { state: GameState; performed: boolean } {
  const losers: { player: PlayerId; rule: RuleId; why: string }[] = [];
  for (const p of playersInGame(state)) {
    if (p.life <= 0) losers.push({ player: p.id, rule: '704.5a', why: `has ${p.life} life` });
    else if (p.drewFromEmpty) losers.push({ player: p.id, rule: '704.5b', why: 'drew from an empty library' });
    else if (p.poison >= 10) losers.push({ player: p.id, rule: '704.5c', why: `has ${p.poison} poison counters` });
  }

  const toGraveyard: { id: ObjectId; rule: RuleId; why: string; destroy: boolean }[] = [];
  for (const id of state.battlefield) {
    const perm = state.permanents[id]!;
    const label = object(state, id).def.name;
    if (isCreature(state, id)) {
      const t = toughness(state, id);
      const indestructible = hasKeyword(state, id, 'indestructible');
      if (t <= 0) toGraveyard.push({ id, rule: '704.5f', why: `${label} has toughness ${t}`, destroy: false });
      else if (perm.damage >= t && !indestructible) toGraveyard.push({ id, rule: '704.5g', why: `${label} has lethal damage (${perm.damage}) marked on it`, destroy: true });
      else if (perm.deathtouched && perm.damage > 0 && !indestructible) toGraveyard.push({ id, rule: '704.5h', why: `${label} was dealt damage by a source with deathtouch`, destroy: true });
    }
    if (isType(state, id, 'Planeswalker') && (perm.counters.loyalty ?? 0) <= 0) {
      toGraveyard.push({ id, rule: '704.5i', why: `${label} has no loyalty counters`, destroy: false });
    }
  }
  // CR 704.5j: the legend rule; the engine keeps the newest of the duplicates.
  const legends = new Map<string, ObjectId[]>();
  for (const id of state.battlefield) {
    const def = object(state, id).def;
    if (!def.supertypes.includes('Legendary')) continue;
    const key = `${state.permanents[id]!.controller}\u0000${def.name}`;
    legends.set(key, [...(legends.get(key) ?? []), id]);
  }
  for (const group of legends.values()) {
    const newest = group.reduce((a, b) => (state.permanents[a]!.timestamp > state.permanents[b]!.timestamp ? a : b));
    for (const id of group) {
      if (id !== newest && !toGraveyard.some(g => g.id === id)) {
        toGraveyard.push({ id, rule: '704.5j', why: `the legend rule: ${object(state, id).def.name} is a duplicate legendary permanent`, destroy: false });
      }
    }
  }
  const annihilate = state.battlefield.filter(id => (state.permanents[id]!.counters['+1/+1'] ?? 0) > 0 && (state.permanents[id]!.counters['-1/-1'] ?? 0) > 0);

  const hadFlags = state.players.some(p => p.drewFromEmpty) || state.battlefield.some(id => state.permanents[id]!.deathtouched);
  if (!losers.length && !toGraveyard.length && !annihilate.length) {
    return { state: hadFlags ? clearFlags(state) : state, performed: false };
  }

  let s = clearFlags(state);
  for (const loser of losers) {
    s = logRule(updatePlayer(s, loser.player, p => ({ ...p, lost: true })), 'gameOver', loser.rule, `${loser.player} loses the game: they ${loser.why}.`, { players: [loser.player] });
  }
  for (const g of toGraveyard) {
    s = logRule(s, 'sba', g.rule, `${g.why}, so it is put into its owner's graveyard.`, { objects: [g.id] });
    s = moveObject(s, g.id, 'graveyard', { rule: g.rule });
  }
  for (const id of annihilate) {
    const perm = s.permanents[id]!;
    const n = Math.min(perm.counters['+1/+1']!, perm.counters['-1/-1']!);
    s = logRule({ ...s, permanents: { ...s.permanents, [id]: { ...perm, counters: { ...perm.counters, '+1/+1': perm.counters['+1/+1']! - n, '-1/-1': perm.counters['-1/-1']! - n } } } },
      'counters', '704.5q', `${n} +1/+1 and ${n} -1/-1 counters are removed from ${object(s, id).def.name}.`, { objects: [id], amount: n });
  }
  return { state: decideGame(s), performed: true };
}

function clearFlags(state: GameState): GameState {
  const permanents = { ...state.permanents };
  for (const id of state.battlefield) if (permanents[id]!.deathtouched) permanents[id] = { ...permanents[id]!, deathtouched: false };
  return { ...state, permanents, players: state.players.map(p => (p.drewFromEmpty ? { ...p, drewFromEmpty: false } : p)) };
}

/** CR 104.2a: a player still in the game wins when all opponents have left it; if none is left, it's a draw. */
export function decideGame(state: GameState): GameState {
  const remaining = playersInGame(state);
  if (state.result || remaining.length > 1) return state;
  const winners = remaining.map(p => p.id);
  const losers = state.players.filter(p => p.lost).map(p => p.id);
  const text = winners.length ? `${winners[0]} wins the game.` : 'The game is a draw.';
  return log({ ...state, result: { winners, losers }, priority: undefined, pending: undefined }, 'gameOver', text, { rule: '104.2a', players: winners });
}
