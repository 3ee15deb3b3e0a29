import type { GameState, PlayerId, StackItem, Target } from '../core/types.js';
import { playersInGame } from '../core/state.js';
import { matchesFilter } from '../view/targets.js';
import { controller } from '../view/queries.js';
import { defendingPlayer } from '../rules/combat.js';
import type { Group } from '../core/phrases.js';

/**
 * The one player a group phrase is about, as the effect is performed: the player the creature the ability is about
 * attacks (508.5), none when it isn't attacking; the player a trigger event was about (603.2); or the target player,
 * none when that target is illegal (608.2b).
 * Undefined when the group isn't one player's; null when that player is none.
 */
export function groupPlayer(
  state: GameState,
  item: StackItem,
  group: Exclude<Group, { kind: 'both' }>,
  target?: (index: number) => Target | undefined,
): PlayerId | null | undefined {
  const defending = group.kind === 'players' ? group.who === 'defending' : group.defending;
  if (defending) return (item.subject !== undefined ? defendingPlayer(state, item.subject) : undefined) ?? null;
  if (group.kind === 'permanents' && group.ofEventPlayer) return item.eventPlayer ?? null;
  if (group.kind !== 'permanents' || group.ofTarget === undefined) return undefined;
  const targeted = target?.(group.ofTarget);
  return targeted?.kind === 'player' ? targeted.player : null;
}

/**
 * The players or permanents a group phrase means as the effect is performed: they are determined on resolution,
 * not chosen as targets (CR 115.10, 608.2c). Permanents in the order they arrived on the battlefield.
 */
export function groupMembers(
  state: GameState,
  item: StackItem,
  group: Group,
  target?: (index: number) => Target | undefined,
): Target[] {
  if (group.kind === 'both') return group.groups.flatMap(g => groupMembers(state, item, g, target));
  const defender = groupPlayer(state, item, group, target);
  if (defender === null) return [];
  if (group.kind === 'players') {
    const players = playersInGame(state).map(p => p.id);
    const chosen =
      group.who === 'you'
        ? [item.controller]
        : group.who === 'opponents'
          ? players.filter(p => p !== item.controller)
          : group.who === 'defending'
            ? [defender!]
            : players;
    return chosen.map(player => ({ kind: 'player', player }));
  }
  return state.battlefield
    .filter(
      id =>
        (defender === undefined || controller(state, id) === defender) &&
        matchesFilter(state, id, group.filter, item.controller, item.source),
    )
    .map(id => ({ kind: 'object', id, stamp: state.permanents[id]!.timestamp }));
}
