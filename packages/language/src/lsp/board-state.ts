import {
  activePlayersTurn,
  ordinal,
  hasKeyword,
  hasType,
  isCreature,
  keywords,
  power,
  stackItemName,
  toughness,
  TURN,
  type GameEvent,
  type GameState,
  type ObjectId,
  type PlayerState,
  type Target,
} from '@mtg-scenario/engine';
import type { ScenarioResult, LineResult } from '../scenario/result.js';
import { typeLine } from './card-text.js';
import { describeState } from './game-text.js';
import type {
  BoardLine,
  BoardPermanent,
  BoardPlayer,
  BoardRule,
  BoardStackItem,
  BoardState,
  BoardView,
} from '../base/protocol.js';

/** Most events listed for one action line: a `go to` across turns can log hundreds. */
export const MAX_BOARD_EVENTS = 60;

/** A rule's text for the view (the configured CR's, else the summary), as `RulesProvider.ruleLine` gives it. */
export type RuleLine = (rule: string) => string | undefined;

function objectName(state: GameState, id: ObjectId): string {
  const card = state.objects[id];
  if (card) return card.def.name;
  const item = state.stack.find(i => i.id === id);
  return item ? stackItemName(state, item) : id;
}

function targetName(state: GameState, target: Target): string {
  return target.kind === 'player' ? target.player : objectName(state, target.id);
}

function permanentView(state: GameState, id: ObjectId): BoardPermanent {
  const perm = state.permanents[id]!;
  const { def, owner, token } = state.objects[id]!;
  const creature = isCreature(state, id);
  const attacker = state.combat?.attackers.find(a => a.id === id);
  const blocks = state.combat?.blockers[id];
  return {
    id,
    name: def.name,
    typeLine: typeLine(def),
    owner,
    token: token === true,
    tapped: perm.tapped,
    // CR 302.6: the same test the engine makes before an attack or a {T} cost.
    summoningSick: creature && !perm.sinceTurnStart && !hasKeyword(state, id, 'haste'),
    damage: perm.damage,
    counters: Object.entries(perm.counters)
      .filter(([, count]) => count > 0)
      .map(([kind, count]) => ({ kind, count })),
    ...(creature
      ? {
          power: { value: power(state, id), printed: def.power ?? 0 },
          toughness: { value: toughness(state, id), printed: def.toughness ?? 0 },
        }
      : {}),
    keywords: keywords(state, id),
    ...(attacker
      ? {
          attacking: {
            target: 'player' in attacker.target ? attacker.target.player : objectName(state, attacker.target.object),
            blocked: attacker.blocked,
          },
        }
      : {}),
    ...(blocks && blocks.length > 0 ? { blocking: blocks.map(a => objectName(state, a)) } : {}),
    ...(perm.attachedTo !== undefined ? { attachedTo: objectName(state, perm.attachedTo) } : {}),
  };
}

function playerView(state: GameState, player: PlayerState): BoardPlayer {
  const lands: BoardPermanent[] = [];
  const creatures: BoardPermanent[] = [];
  const other: BoardPermanent[] = [];
  for (const id of state.battlefield) {
    if (state.permanents[id]?.controller !== player.id) continue;
    const view = permanentView(state, id);
    if (hasType(state.objects[id]!.def, 'Land')) lands.push(view);
    else if (isCreature(state, id)) creatures.push(view);
    else other.push(view);
  }
  const names = (ids: readonly ObjectId[]) => ids.map(id => objectName(state, id));
  return {
    name: player.id,
    life: player.life,
    poison: player.poison,
    lost: player.lost,
    active: state.activePlayer === player.id,
    priority: state.priority === player.id,
    // Mana that may be spent only on some spells (106.6) is in the pool too.
    mana: Object.fromEntries(
      Object.entries(player.manaPool)
        .map(([t, n]) => [t, n + (player.restrictedMana ?? []).filter(r => r.mana === t).length] as const)
        .filter(([, n]) => n > 0),
    ),
    zones: {
      hand: names(player.hand),
      library: names(player.library),
      graveyard: names(player.graveyard),
      exile: names(player.exile),
      command: names(player.command),
    },
    battlefield: { lands, creatures, other },
  };
}

/** The game as the board view draws it. */
export function boardState(state: GameState): BoardState {
  const stack: BoardStackItem[] = [...state.stack].reverse().map(item => ({
    id: item.id,
    name: stackItemName(state, item),
    kind: item.kind,
    controller: item.controller,
    targets: item.targets.map(t => targetName(state, t)),
  }));
  const result = state.result && (state.result.winners.length ? `${state.result.winners.join(', ')} won` : 'a draw');
  return {
    turn: state.turn,
    activePlayer: state.activePlayer,
    activePlayersTurn: activePlayersTurn(state),
    gameTurnOrdinal: ordinal(state.turn),
    step: state.step,
    steps: TURN.map(row => ({ step: row.step, label: row.label, current: row.step === state.step })),
    ...(state.priority !== undefined ? { priority: state.priority } : {}),
    players: state.players.map(p => playerView(state, p)),
    stack,
    ...(result ? { result } : {}),
    summary: describeState(state),
  };
}

function rule(id: string, ruleLine: RuleLine): BoardRule {
  const text = ruleLine(id);
  return { rule: id, ...(text !== undefined ? { ruleText: text } : {}) };
}

/** What the engine did, with the rules it followed: at most MAX_BOARD_EVENTS entries, the last counting the rest. */
export function eventList(events: readonly GameEvent[], ruleLine: RuleLine): (Partial<BoardRule> & { text: string })[] {
  const listed: (Partial<BoardRule> & { text: string })[] = events
    .slice(0, MAX_BOARD_EVENTS)
    .map(e => ({ text: e.text, ...(e.rule !== undefined ? rule(e.rule, ruleLine) : {}) }));
  if (events.length > MAX_BOARD_EVENTS)
    listed.splice(MAX_BOARD_EVENTS - 1, 1, { text: `… and ${events.length - MAX_BOARD_EVENTS + 1} more` });
  return listed;
}

function lineView(line: LineResult, text: string, ruleLine: RuleLine): BoardLine {
  if (line.kind === 'expectation') {
    return {
      kind: 'expectation',
      text,
      status: line.status,
      ...(line.expected !== undefined ? { expected: line.expected } : {}),
      ...(line.actual !== undefined ? { actual: line.actual } : {}),
      ...(line.message !== undefined ? { message: line.message } : {}),
    };
  }
  const events = eventList(line.events, ruleLine);
  return {
    kind: 'action',
    text,
    status: line.status,
    events,
    ...(line.violation
      ? { violation: { ...rule(line.violation.rule, ruleLine), message: line.violation.message } }
      : {}),
    ...(line.reason !== undefined ? { reason: line.reason } : {}),
  };
}

/**
 * The view at document line `cursor` of a scenario's replay: the line's own result when the cursor is on a scenario
 * line, else that of the last line above it, else (on the header and the setup) the start. `textOf` gives a document
 * line's text.
 */
export function boardView(
  result: ScenarioResult,
  cursor: number,
  textOf: (line: number) => string,
  ruleLine: RuleLine,
): BoardView {
  const start = result.scenario.$cstNode?.range.start.line ?? 0;
  const lineNumbers = result.lines.map(l => l.node.$cstNode?.range.start.line ?? start);
  let index = -1;
  lineNumbers.forEach((n, i) => {
    if (n <= cursor) index = i;
  });
  const common = { scenario: result.name, lines: [start, ...lineNumbers] };
  const line = result.lines[index];
  if (!line) {
    return {
      ...common,
      line: start,
      at: { kind: 'start', text: textOf(start).trim() },
      ...(result.initial
        ? { state: boardState(result.initial) }
        : { problem: result.stopped ?? 'The scenario could not start.' }),
    };
  }
  const at = lineView(line, textOf(lineNumbers[index]!).trim(), ruleLine);
  if (line.kind === 'expectation') return { ...common, line: lineNumbers[index]!, at, state: boardState(line.state) };
  return { ...common, line: lineNumbers[index]!, at, state: boardState(line.after), before: boardState(line.before) };
}
