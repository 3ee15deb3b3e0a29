import { AstUtils, CstUtils, GrammarUtils, type AstNode, type LangiumDocument, type MaybePromise } from 'langium';
import type { CodeActionProvider } from 'langium/lsp';
import {
  CodeActionKind,
  type CodeAction,
  type CodeActionParams,
  type Diagnostic,
  type Position,
  type TextEdit,
} from 'vscode-languageserver';
import type { ObjectId } from '@mtg-scenario/engine';
import {
  isAction,
  isExpectation,
  isExpectStack,
  isExpectSubject,
  isGoToAction,
  isScenario,
  type Action,
} from '../generated/ast.js';
import type { MtgServerCoreServices } from './services.js';
import { defaultDivisionsOf } from '../scenario/default-division.js';
import { aliasesByObject, type StackReference } from '../scenario/objects.js';
import type { ScenarioRunner } from '../scenario/scenario-runner.js';
import type { StateSnapshot } from '../scenario/snapshot.js';
import { stepNamed } from '../scenario/scenario-structure.js';
import { Codes } from '../base/codes.js';
import type { NameText } from '../scenario/name-text.js';

/** What the diagnostics carry for their fixes (see the document validator and the scenario replay). */
interface FixData {
  /** Unknown names: the "did you mean" candidates, and the name as written. */
  readonly suggestions?: readonly string[];
  readonly refText?: string;
  /** An unknown card while no card database is loaded. */
  readonly loadCards?: true;
  /** Illegal actions: the rule cited and the (0-based) line the action ends on. */
  readonly engineCode?: string;
  readonly rule?: string;
  readonly actionEndLine?: number;
  /** Failed expectations: the check's value as it is, the check that holds instead, or the stack as it is. */
  readonly actualValue?: string;
  readonly actualCheck?: string;
  readonly actualStack?: readonly StackReference[];
}

/**
 * Quick fixes for the diagnostics whose fix is clear from the diagnostic itself, and a default choice the replay made
 * written out as a line.
 */
export class MtgCodeActionProvider implements CodeActionProvider {
  private readonly names: NameText;
  private readonly runner: ScenarioRunner;
  private readonly snapshot: StateSnapshot;

  constructor(services: MtgServerCoreServices) {
    this.names = services.scenario.NameText;
    this.runner = services.scenario.Runner;
    this.snapshot = services.scenario.Snapshot;
  }

  getCodeActions(document: LangiumDocument, params: CodeActionParams): MaybePromise<CodeAction[]> {
    // A client may ask for some kinds only (e.g. source actions on save): no replay lookup for those.
    const only = params.context.only;
    const wanted = (kind: string) => !only || only.some(o => kind === o || kind.startsWith(`${o}.`));
    const fixes = wanted(CodeActionKind.QuickFix)
      ? params.context.diagnostics.flatMap(diagnostic => this.fixes(document, diagnostic))
      : [];
    const refactorings = wanted(CodeActionKind.RefactorRewrite)
      ? [
          this.explicitDiscard(document, params.range.start),
          this.explicitDivision(document, params.range.start),
          this.captureState(document, params.range.start.line),
        ].filter(a => a !== undefined)
      : [];
    return [...fixes, ...refactorings];
  }

  /** "Capture state": the expectations that hold after the line (see `StateSnapshot`), inserted after it. */
  private captureState(document: LangiumDocument, line: number): CodeAction | undefined {
    const snapshot = this.snapshot.at(document, line);
    if (!snapshot) return undefined;
    const indent = /^\s*/.exec(lineAt(document, snapshot.line))![0];
    const text = snapshot.expectations.map(e => `${indent}${e}`).join('\n');
    const at =
      snapshot.where === 'after'
        ? { line: snapshot.line, character: lineAt(document, snapshot.line).length }
        : { line: snapshot.line, character: 0 };
    const newText = snapshot.where === 'after' ? `\n${text}` : `${text}\n`;
    return {
      title: 'Insert expectations for the current state',
      kind: CodeActionKind.RefactorRewrite,
      edit: { changes: { [document.uri.toString()]: [{ range: { start: at, end: at }, newText }] } },
    };
  }

  private fixes(document: LangiumDocument, diagnostic: Diagnostic): CodeAction[] {
    const data = (diagnostic.data ?? {}) as FixData;
    const fixes: CodeAction[] = [];
    const candidates = data.suggestions ?? [];
    for (const name of candidates) {
      const written = this.names.write(name);
      fixes.push(
        this.fix(
          document,
          diagnostic,
          `Change to ${written}`,
          { range: diagnostic.range, newText: written },
          candidates.length === 1,
        ),
      );
    }
    if (diagnostic.code === Codes.unknownCard && data.refText !== undefined)
      fixes.push(this.defineCard(document, diagnostic, data.refText, candidates.length === 0));
    if (diagnostic.code === Codes.unknownCard && data.loadCards) fixes.push(downloadCards(diagnostic));
    if (data.engineCode !== undefined && data.rule !== undefined && data.actionEndLine !== undefined) {
      fixes.push(this.expectIllegal(document, diagnostic, data.rule, data.actionEndLine));
    }
    if (diagnostic.code === Codes.expectationFailed) {
      const edit = this.updateExpectation(document, diagnostic, data);
      if (edit)
        fixes.push(
          this.fix(document, diagnostic, `Update expectation to the actual value (${edit.newText})`, edit, true),
        );
    }
    return fixes;
  }

  /** A stub at the end of the file; a creature, the commonest kind in scenarios, to be edited. */
  private defineCard(document: LangiumDocument, diagnostic: Diagnostic, name: string, preferred: boolean): CodeAction {
    const text = document.textDocument.getText();
    const end = document.textDocument.positionAt(text.length);
    const separator = text.length === 0 ? '' : text.endsWith('\n') ? '\n' : '\n\n';
    const stub = `${separator}card ${JSON.stringify(name)} {\n  type Creature\n  1/1\n}\n`;
    return this.fix(
      document,
      diagnostic,
      `Define card ${JSON.stringify(name)}`,
      { range: { start: end, end }, newText: stub },
      preferred,
    );
  }

  /** `expect illegal <rule>` on a line of its own after the action's last line. */
  private expectIllegal(document: LangiumDocument, diagnostic: Diagnostic, rule: string, line: number): CodeAction {
    return this.fix(
      document,
      diagnostic,
      `Expect this to be illegal (${rule})`,
      insertLine(document, line, 'after', `expect illegal ${rule}`),
      true,
    );
  }

  /**
   * On a `go to` that made the cleanup discard by the documented default (CR 514.1): that discard as a line. Nobody
   * gets priority in cleanup after it (514.3), so the game goes on to the next turn: a `go to cleanup` is followed by
   * the discard (it then stops for the choice), a `go to` a step of the next turn is preceded by it; for the next
   * upkeep (or untap) the `go to` would be left with nothing to do, so nothing is offered.
   */
  private explicitDiscard(document: LangiumDocument, position: Position): CodeAction | undefined {
    // The cursor may be anywhere on the line, on a blank too.
    const start = { line: position.line, character: lineAt(document, position.line).search(/\S|$/) };
    const line = nodeAt(document, start, isGoToAction);
    const step = stepNamed(line?.step);
    if (!line?.$cstNode || !step || step === 'untap' || step === 'upkeep') return undefined;
    const result = this.runner.resultFor(line);
    if (result?.kind !== 'action') return undefined;
    const discard = result.implied.find(a => a.type === 'discard');
    if (discard?.type !== 'discard') return undefined;
    const cards = discard.cards.map(id => this.names.write(result.after.objects[id]!.def.name));
    const text = `${this.names.write(discard.player)} discards ${cards.join(', ')}`;
    const range = line.$cstNode.range;
    const edit =
      step === 'cleanup'
        ? insertLine(document, range.end.line, 'after', text)
        : insertLine(document, range.start.line, 'before', text);
    return {
      title: `Write the default discard explicitly: ${text}`,
      kind: CodeActionKind.RefactorRewrite,
      edit: { changes: { [document.uri.toString()]: [edit] } },
    };
  }

  /**
   * On the line that moved the game into a combat damage step where a blocked attacker's damage was divided by the
   * documented default (CR 510.1c, see `defaultDivisionsOf`): that division as `assigns damage` lines, before it.
   */
  private explicitDivision(document: LangiumDocument, position: Position): CodeAction | undefined {
    const start = { line: position.line, character: lineAt(document, position.line).search(/\S|$/) };
    const line = nodeAt(document, start, isAction);
    const result = line && this.runner.resultFor(line);
    if (result?.kind !== 'action' || !line?.$cstNode) return undefined;
    const found = defaultDivisionsOf(result);
    if (!found) return undefined;
    const { state, divisions } = found;
    const aliases = this.aliasesBefore(line);
    const written = (id: ObjectId): string | undefined => {
      const alias = aliases.get(id);
      if (alias !== undefined) return alias;
      // A card name must name this one permanent, or the line would mean another.
      const name = state.objects[id]?.def.name;
      return name !== undefined && state.battlefield.filter(b => state.objects[b]?.def.name === name).length === 1
        ? this.names.write(name)
        : undefined;
    };
    const lines: string[] = [];
    for (const division of divisions) {
      const source = written(division.attacker);
      const parts = division.assignments.map(a => ('player' in a.to ? a.to.player : written(a.to.object)));
      const controller = state.permanents[division.attacker]?.controller;
      if (source === undefined || controller === undefined || parts.some(p => p === undefined)) return undefined;
      lines.push(
        `${controller} assigns damage from ${source}: ${division.assignments.map((a, i) => `${a.amount} to ${parts[i]}`).join(', ')}`,
      );
    }
    if (lines.length === 0) return undefined;
    const at = line.$cstNode.range.start.line;
    const indent = /^\s*/.exec(lineAt(document, at))![0];
    const edit: TextEdit = {
      range: { start: { line: at, character: 0 }, end: { line: at, character: 0 } },
      newText: lines.map(l => `${indent}${l}\n`).join(''),
    };
    return {
      title: `Write the default damage division explicitly: ${lines.join('; ')}`,
      kind: CodeActionKind.RefactorRewrite,
      edit: { changes: { [document.uri.toString()]: [edit] } },
    };
  }

  /** The aliases known before a line, by object. */
  private aliasesBefore(line: Action): Map<ObjectId, string> {
    const scenario = AstUtils.getContainerOfType(line, isScenario);
    const result = scenario && this.runner.run(scenario);
    const index = result ? result.lines.findIndex(r => r.node === line) : -1;
    const context = index > 0 ? result?.contexts?.after[index - 1] : result?.contexts?.initial;
    return aliasesByObject(context?.aliases ?? new Map());
  }

  /**
   * Replaces the check's value (`life 17` → `life 20`), or the whole check when it has none (`tapped`, `3/3`) or the
   * object is elsewhere (`damage 2` → `in Bob's graveyard`), the stack's entries, or the one value of a game
   * expectation (`step`, `turn`, `priority` — a player or `nobody` —, `winner`, `loser`, the rule of `expect illegal`).
   */
  private updateExpectation(document: LangiumDocument, diagnostic: Diagnostic, data: FixData): TextEdit | undefined {
    const expectation = nodeAt(document, diagnostic.range.start, isExpectation);
    const node = expectation?.$cstNode;
    if (!node) return undefined;
    if (data.actualStack && isExpectStack(expectation)) {
      const first = GrammarUtils.findNodeForKeyword(node, 'empty') ?? GrammarUtils.findNodeForProperty(node, 'items');
      return (
        first && {
          range: { start: first.range.start, end: node.range.end },
          newText: this.names.writeStack(data.actualStack),
        }
      );
    }
    const check = isExpectSubject(expectation) ? expectation.check?.$cstNode : undefined;
    if (data.actualCheck !== undefined) return check && { range: check.range, newText: data.actualCheck };
    if (data.actualValue === undefined) return undefined;
    const target = check
      ? (GrammarUtils.findNodeForProperty(check, 'value') ?? check)
      : (GrammarUtils.findNodeForProperty(node, GAME_VALUES[expectation.$type]) ??
        GrammarUtils.findNodeForProperty(node, 'nobody'));
    return target && { range: target.range, newText: data.actualValue };
  }

  private fix(
    document: LangiumDocument,
    diagnostic: Diagnostic,
    title: string,
    edit: TextEdit,
    isPreferred: boolean,
  ): CodeAction {
    return {
      title,
      kind: CodeActionKind.QuickFix,
      diagnostics: [diagnostic],
      isPreferred,
      edit: { changes: { [document.uri.toString()]: [edit] } },
    };
  }
}

/** The property holding the value of the game expectations whose failures carry an actual value. */
const GAME_VALUES: Record<string, string> = {
  ExpectStep: 'step',
  ExpectTurn: 'turn',
  ExpectPriority: 'player',
  ExpectWinner: 'player',
  ExpectLoser: 'player',
  ExpectIllegal: 'rule',
};

/** The innermost node of that type at a position. */
function nodeAt<T extends AstNode>(
  document: LangiumDocument,
  position: Position,
  is: (node: AstNode) => node is T,
): T | undefined {
  const root = document.parseResult.value.$cstNode;
  const leaf = root && CstUtils.findLeafNodeAtOffset(root, document.textDocument.offsetAt(position));
  return leaf && AstUtils.getContainerOfType(leaf.astNode, is);
}

/** A new line before or after a (0-based) line, with that line's indentation. */
function insertLine(document: LangiumDocument, line: number, where: 'before' | 'after', text: string): TextEdit {
  const lineText = lineAt(document, line);
  const indent = /^\s*/.exec(lineText)![0];
  if (where === 'before')
    return { range: { start: { line, character: 0 }, end: { line, character: 0 } }, newText: `${indent}${text}\n` };
  const at = { line, character: lineText.length };
  return { range: { start: at, end: at }, newText: `\n${indent}${text}` };
}

/** A line's text without its line break. */
function lineAt(document: LangiumDocument, line: number): string {
  return document.textDocument
    .getText({ start: { line, character: 0 }, end: { line: line + 1, character: 0 } })
    .replace(/\r?\n$/, '');
}

/**
 * The editor's card download (the `mtgScenario.downloadCards` command of the extension), offered on an unknown card
 * while no database is loaded: the database may well know the card.
 */
const DOWNLOAD_CARDS_COMMAND = 'mtgScenario.downloadCards';
function downloadCards(diagnostic: Diagnostic): CodeAction {
  const title = 'Download card data (MTG Scenario)';
  return {
    title,
    kind: CodeActionKind.QuickFix,
    diagnostics: [diagnostic],
    command: { title, command: DOWNLOAD_CARDS_COMMAND },
  };
}
