import type { GameState, PlayerId } from '../core/types.js';
import { logRule, updatePlayer } from '../core/state.js';
import { controller, hasKeyword } from '../view/queries.js';
import { layersVersion } from '../view/layers.js';

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
  if (state.players.every(p => p.citysBlessing)) return state;
  const tally = tallied(state);
  let s = state;
  for (const player of state.players) {
    if (player.citysBlessing) continue;
    const mine = tally.get(player.id);
    if (!mine || mine.count < PERMANENTS_FOR_BLESSING) continue;
    if (player.id !== spell && !mine.ascend) continue;
    s = logRule(
      updatePlayer(s, player.id, p => ({ ...p, citysBlessing: true })),
      'blessing',
      player.id === spell ? '702.131a' : '702.131b',
      `${player.id} controls ${mine.count} permanents and gets the city's blessing for the rest of the game.`,
      { players: [player.id] },
    );
  }
  return s;
}

type Tally = ReadonlyMap<PlayerId, { readonly count: number; readonly ascend: boolean }>;

/**
 * How many permanents each player controls and whether one has ascend. It is asked after every event, and most
 * change neither the battlefield nor the characteristics: kept by the view of the layers (or, without one, the
 * permanents) and the battlefield it was counted on.
 */
function tallied(state: GameState): Tally {
  const key: object = layersVersion(state) ?? state.permanents;
  const kept = TALLIES.get(key);
  if (kept && kept.battlefield === state.battlefield) return kept.tally;
  const tally = new Map<PlayerId, { count: number; ascend: boolean }>();
  for (const id of state.battlefield) {
    const who = controller(state, id);
    const entry = tally.get(who) ?? { count: 0, ascend: false };
    entry.count++;
    if (!entry.ascend && hasKeyword(state, id, 'ascend')) entry.ascend = true;
    tally.set(who, entry);
  }
  TALLIES.set(key, { battlefield: state.battlefield, tally });
  return tally;
}
const TALLIES = new WeakMap<object, { readonly battlefield: GameState['battlefield']; readonly tally: Tally }>();
