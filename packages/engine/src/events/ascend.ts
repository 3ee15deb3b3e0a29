import type { GameState, PlayerId } from '../core/types.js';
import { logRule, updatePlayer } from '../core/state.js';
import { controller, hasKeyword } from '../view/queries.js';

/** Ascend's threshold (702.131a–b): ten permanents. */
const PERMANENTS_FOR_BLESSING = 10;

/**
 * Ascend (702.131): a player who controls ten or more permanents and doesn't have the city's blessing gets it for the
 * rest of the game (702.131c). On a permanent it is a static ability (702.131b) — one of their permanents has
 * ascend — asked after each event that can add to the permanents a player controls: a permanent entering, an
 * instruction resolving, the checks before a player receives priority (where a static control change is seen). On
 * an instant or sorcery it is a spell ability (702.131a): `spell` is that spell's controller, as it resolves.
 */
export function ascend(state: GameState, spell?: PlayerId): GameState {
  if (state.battlefield.length < PERMANENTS_FOR_BLESSING) return state;
  let s = state;
  for (const player of state.players) {
    if (player.citysBlessing) continue;
    const mine = state.battlefield.filter(id => controller(state, id) === player.id);
    if (mine.length < PERMANENTS_FOR_BLESSING) continue;
    if (player.id !== spell && !mine.some(id => hasKeyword(state, id, 'ascend'))) continue;
    s = logRule(
      updatePlayer(s, player.id, p => ({ ...p, citysBlessing: true })),
      'blessing',
      player.id === spell ? '702.131a' : '702.131b',
      `${player.id} controls ${mine.length} permanents and gets the city's blessing for the rest of the game.`,
      { players: [player.id] },
    );
  }
  return s;
}
