import type { Color, GameState, ObjectId, PlayerId, Target, TargetChoice, TargetKind } from './types.js';
import type { RuleId } from './rules.js';
import { COLOR_NAMES, protectionColor } from './cards.js';
import { isType, keywords } from './queries.js';

/** Target legality (CR 115), shared by casting (601.2c) and resolution (608.2b). */

export const TARGET_DESCRIPTIONS: Readonly<Record<TargetKind, string>> = {
  any: 'a creature, player, planeswalker or battle',
  creature: 'a creature on the battlefield',
  player: 'a player',
  playerOrPlaneswalker: 'a player or planeswalker',
  spell: 'a spell on the stack',
  instantSpell: 'an instant spell on the stack',
  creatureSpell: 'a creature spell on the stack',
  noncreatureSpell: 'a noncreature spell on the stack',
};

export interface TargetingSource {
  readonly id: ObjectId;
  readonly controller: PlayerId;
  readonly colors: readonly Color[];
}

export interface TargetProblem {
  readonly rule: RuleId;
  readonly reason: string;
}

function kindProblem(state: GameState, kind: TargetKind, target: Target, source: TargetingSource): TargetProblem | undefined {
  const wrong = (what: string): TargetProblem => ({ rule: kind === 'any' ? '115.4' : '601.2c', reason: `${what} isn't ${TARGET_DESCRIPTIONS[kind]}` });
  if (target.kind === 'player') {
    const p = state.players.find(q => q.id === target.player);
    if (!p || p.lost) return { rule: '601.2c', reason: `${target.player} isn't a player in the game` };
    return kind === 'any' || kind === 'player' || kind === 'playerOrPlaneswalker' ? undefined : wrong(target.player);
  }
  const obj = state.objects[target.id];
  if (!obj) return { rule: '601.2c', reason: `${target.id} doesn't exist` };
  const label = obj.def.name;
  const onBattlefield = !!state.permanents[target.id];
  const onStackAsSpell = state.stack.some(item => item.id === target.id && item.kind === 'spell');
  switch (kind) {
    case 'any':
      return onBattlefield && (isType(state, target.id, 'Creature') || isType(state, target.id, 'Planeswalker') || isType(state, target.id, 'Battle')) ? undefined : wrong(label);
    case 'creature':
      return onBattlefield && isType(state, target.id, 'Creature') ? undefined : wrong(label);
    case 'playerOrPlaneswalker':
      return onBattlefield && isType(state, target.id, 'Planeswalker') ? undefined : wrong(label);
    case 'player':
      return wrong(label);
    case 'spell':
    case 'instantSpell':
    case 'creatureSpell':
    case 'noncreatureSpell': {
      if (!onStackAsSpell) return wrong(label);
      if (target.id === source.id) return { rule: '115.5', reason: `${label} can't target itself` };
      const creature = isType(state, target.id, 'Creature');
      if (kind === 'instantSpell' && !isType(state, target.id, 'Instant')) return wrong(label);
      if (kind === 'creatureSpell' && !creature) return wrong(label);
      if (kind === 'noncreatureSpell' && creature) return wrong(label);
      return undefined;
    }
  }
}

/** Keyword abilities that forbid being targeted: shroud, hexproof, protection (CR 702.18, 702.11, 702.16). */
function keywordProblem(state: GameState, target: Target, source: TargetingSource): TargetProblem | undefined {
  if (target.kind !== 'object' || !state.permanents[target.id]) return undefined;
  const label = state.objects[target.id]!.def.name;
  const kws = keywords(state, target.id);
  if (kws.includes('shroud')) return { rule: '702.18a', reason: `${label} has shroud` };
  if (kws.includes('hexproof') && state.permanents[target.id]!.controller !== source.controller) {
    return { rule: '702.11b', reason: `${label} has hexproof and is controlled by an opponent` };
  }
  for (const kw of kws) {
    const color = protectionColor(kw);
    if (color && source.colors.includes(color)) return { rule: '702.16b', reason: `${label} has protection from ${COLOR_NAMES[color]}` };
  }
  return undefined;
}

export function targetProblem(state: GameState, kind: TargetKind, target: Target, source: TargetingSource): TargetProblem | undefined {
  return kindProblem(state, kind, target, source) ?? keywordProblem(state, target, source);
}

/** The timestamp of the permanent or stack entry `id` is now, or -1: what makes it the same object (CR 400.7). */
function stampOf(state: GameState, id: ObjectId): number {
  return state.permanents[id]?.timestamp ?? state.stack.find(item => item.id === id)?.timestamp ?? -1;
}

/** An object as a target, remembering which incarnation of it was chosen. */
export function objectTarget(state: GameState, id: ObjectId): Target {
  return { kind: 'object', id, stamp: stampOf(state, id) };
}

export function chooseTarget(state: GameState, choice: TargetChoice): Target {
  return 'player' in choice ? { kind: 'player', player: choice.player } : objectTarget(state, choice.object);
}

/** Still legal on resolution: the same object (it hasn't changed zones, CR 400.7) that still fits (CR 608.2b). */
export function stillLegal(state: GameState, kind: TargetKind, target: Target, source: TargetingSource): boolean {
  if (target.kind === 'object' && stampOf(state, target.id) !== target.stamp) return false;
  return targetProblem(state, kind, target, source) === undefined;
}

export function targetLabel(state: GameState, target: Target | TargetChoice): string {
  if ('player' in target) return target.player;
  const id = 'object' in target ? target.object : target.id;
  return state.objects[id]?.def.name ?? id;
}
