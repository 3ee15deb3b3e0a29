import {
  activePlayersTurn,
  counters,
  isType,
  power,
  stepLabel,
  toughness,
  type GameState,
  type ObjectId,
} from '@mtg-scenario/engine';
import type { LangiumDocument } from 'langium';
import { isLine, isModel, type Scenario } from '../generated/ast.js';
import type { NameText } from './name-text.js';
import { stackReferences, zoneCheckText } from './objects.js';
import type { ReplayContext } from './replay-context.js';
import type { ScenarioRunner } from './scenario-runner.js';

/** The expectations that hold at a line of a scenario, and where they go. */
export interface Snapshot {
  readonly scenario: Scenario;
  /** `expect` lines, without indentation. */
  readonly expectations: readonly string[];
  /** The (0-based) document line they go after, or before (the first line, when the state is the start's). */
  readonly line: number;
  readonly where: 'after' | 'before';
}

/**
 * "Capture state": the game at a line of a scenario written as `expect` lines that hold there — life totals, every
 * aliased object (zone; on the battlefield tapped, damage, counters, P/T, combat), the stack, the step, the turn, who
 * has priority and the result. The code action and `mtgs snapshot` both use it.
 */
export class StateSnapshot {
  constructor(
    private readonly runner: ScenarioRunner,
    private readonly names: NameText,
  ) {}

  /** The snapshot after the last line that starts at or above `line` (0-based), in the scenario around it. */
  at(document: LangiumDocument, line: number): Snapshot | undefined {
    const model = document.parseResult.value;
    const scenario = isModel(model)
      ? model.scenarios.find(
          s => s.$cstNode && s.$cstNode.range.start.line <= line && line <= s.$cstNode.range.end.line,
        )
      : undefined;
    if (!scenario?.$cstNode) return undefined;
    const result = this.runner.run(scenario);
    if (!result.contexts) return undefined;
    const lines = scenario.members.filter(isLine);
    let index = -1;
    lines.forEach((l, i) => {
      if ((l.$cstNode?.range.start.line ?? Infinity) <= line) index = i;
    });
    // Consecutive declaration lines form one declaration: an expectation between them would split it.
    const at = result.lines[index];
    if (at?.kind === 'action' && at.groupEnd !== undefined) index = at.groupEnd;
    if (index >= result.contexts.after.length) return undefined; // the replay stopped before this line
    const context = index >= 0 ? result.contexts.after[index]! : result.contexts.initial;
    const expectations = this.expectations(context);
    if (index >= 0) return { scenario, expectations, line: lines[index]!.$cstNode!.range.end.line, where: 'after' };
    const first = lines[0]?.$cstNode;
    if (first) return { scenario, expectations, line: first.range.start.line, where: 'before' };
    const last = scenario.members[scenario.members.length - 1]?.$cstNode;
    return last && { scenario, expectations, line: last.range.end.line, where: 'after' };
  }

  expectations(context: ReplayContext): string[] {
    const s = context.state;
    const out: string[] = [];
    for (const p of s.players) {
      out.push(`expect ${p.id} life ${p.life}`);
      if (p.poison > 0) out.push(`expect ${p.id} poison ${p.poison}`);
      if (p.energy > 0) out.push(`expect ${p.id} energy ${p.energy}`);
      const emblems = s.emblems.filter(e => e.owner === p.id).length;
      if (emblems > 0) out.push(`expect ${p.id} emblems ${emblems}`);
    }
    for (const [alias, id] of context.aliases) out.push(...this.objectExpectations(s, alias, id));
    out.push(`expect stack ${this.names.writeStack(stackReferences(s, context.aliases))}`);
    out.push(`expect step ${stepLabel(s.step)}`, `expect turn ${activePlayersTurn(s)}`);
    out.push(`expect priority ${s.priority ?? 'nobody'}`);
    for (const winner of s.result?.winners ?? []) out.push(`expect winner ${winner}`);
    for (const p of s.players) if (p.lost || s.result?.losers.includes(p.id)) out.push(`expect loser ${p.id}`);
    return out;
  }

  private objectExpectations(s: GameState, alias: string, id: ObjectId): string[] {
    const zone = zoneCheckText(s, id);
    if (!zone) return [];
    const permanent = s.permanents[id];
    if (!permanent) return [`expect ${alias} ${zone}`];
    const out = [`expect ${alias} ${zone}`, `expect ${alias} ${permanent.tapped ? 'tapped' : 'untapped'}`];
    if (isType(s, id, 'Creature')) {
      const [p, t] = [power(s, id), toughness(s, id)];
      // `-1/-1` would read as a counter kind: negative values get a line each.
      out.push(
        ...(p < 0 || t < 0
          ? [`expect ${alias} power ${p}`, `expect ${alias} toughness ${t}`]
          : [`expect ${alias} ${p}/${t}`]),
      );
      out.push(`expect ${alias} damage ${permanent.damage}`);
    }
    for (const kind of Object.keys(permanent.counters).sort()) {
      const count = counters(s, id, kind);
      if (count > 0 && this.writableCounter(kind)) out.push(`expect ${alias} counters ${kind} ${count}`);
    }
    if (s.combat?.attackers.some(a => a.id === id)) out.push(`expect ${alias} attacking`);
    if (s.combat?.blockers[id]) out.push(`expect ${alias} blocking`);
    return out;
  }

  /** The counter kinds the grammar can write: `+1/+1`, `loyalty`, `defense`, a word that isn't reserved. */
  private writableCounter(kind: string): boolean {
    return /^[+-]\d+\/[+-]\d+$/.test(kind) || kind === 'loyalty' || kind === 'defense' || !this.names.needsQuotes(kind);
  }
}
