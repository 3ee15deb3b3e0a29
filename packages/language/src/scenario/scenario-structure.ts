import type { StepName } from '@mtg-scenario/engine';
import { stepByLabel } from '@mtg-scenario/engine';
import {
  isBoard,
  isPlayersDecl,
  isStartDecl,
  isLine,
  isVariantDecl,
  type Board,
  type Player,
  type PlayersDecl,
  type Scenario,
  type StartDecl,
  type Line,
  type VariantDecl,
} from '../generated/ast.js';

/** A scenario's members sorted by role. The first declaration of each kind counts; the validator flags the rest. */
export interface ScenarioStructure {
  readonly playersDecl?: PlayersDecl;
  readonly players: readonly Player[];
  readonly start?: StartDecl;
  /** `variant commander` (CR 903). */
  readonly variant?: VariantDecl;
  /** The first board of each player, by player name. */
  readonly boards: ReadonlyMap<string, Board>;
  readonly lines: readonly Line[];
}

export function scenarioStructure(scenario: Scenario): ScenarioStructure {
  let playersDecl: PlayersDecl | undefined;
  let start: StartDecl | undefined;
  let variant: VariantDecl | undefined;
  const boards = new Map<string, Board>();
  const lines: Line[] = [];
  for (const member of scenario.members ?? []) {
    if (isPlayersDecl(member)) playersDecl ??= member;
    else if (isStartDecl(member)) start ??= member;
    else if (isVariantDecl(member)) variant ??= member;
    else if (isBoard(member)) {
      const name = member.player?.ref?.name;
      if (name !== undefined && !boards.has(name)) boards.set(name, member);
    } else if (isLine(member)) lines.push(member);
  }
  const seen = new Set<string>();
  const players = (playersDecl?.players ?? []).filter(p => {
    if (!p.name || seen.has(p.name)) return false;
    seen.add(p.name);
    return true;
  });
  return {
    ...(playersDecl ? { playersDecl } : {}),
    players,
    ...(start ? { start } : {}),
    ...(variant ? { variant } : {}),
    boards,
    lines,
  };
}

/** A step as written (`end of combat`, `end step`, `main1`) → the engine's step name. */
export function stepNamed(label: string | undefined): StepName | undefined {
  if (label === undefined) return undefined;
  const normal = label.trim().toLowerCase().replace(/\s+/g, ' ');
  if (normal === 'end step') return 'end';
  return stepByLabel(normal);
}
