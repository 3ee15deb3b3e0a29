import { findRuleReferences } from '@mtg-scenario/engine/cr';
import {
  COLOR_NAMES,
  characteristics,
  describeApplied,
  keywordInfo,
  stepRow,
  type GameState,
  type ObjectId,
  type Violation,
} from '@mtg-scenario/engine';
import {
  AstUtils,
  CstUtils,
  GrammarUtils,
  getDiagnosticRange,
  type AstNode,
  type CstNode,
  type DiagnosticInfo,
  type LangiumDocument,
  type References,
} from 'langium';
import type { HoverProvider } from 'langium/lsp';
import type { Hover, HoverParams } from 'vscode-languageserver';
import type { CardDatabaseService } from '../cards/card-database.js';
import type { CardDefinitions } from '../cards/card-definitions.js';
import {
  isBoard,
  isBoardCard,
  isCard,
  isCastAction,
  isExpectIllegal,
  isExpectStep,
  isGoToAction,
  isKeywordsProperty,
  isScenario,
  isSpellAlias,
  isStartDecl,
  isZoneSetting,
  type BoardCard,
  type Card,
} from '../generated/ast.js';
import type { MtgServerCoreServices } from './services.js';
import type { RulesProvider } from '../rules/rules-provider.js';
import type { ActionResult, LineResult } from '../scenario/result.js';
import type { ScenarioRunner } from '../scenario/scenario-runner.js';
import { stepNamed } from '../scenario/scenario-structure.js';
import { cardMarkdown, databaseCardMarkdown } from './card-text.js';
import { describeState, type ImpliedText, type WithImpliedText } from './game-text.js';
import { markdownText as md } from './markdown.js';
import { lineContaining } from '../workspace/ast-walk.js';

const SEPARATOR = '\n\n---\n\n';

function contains(outer: CstNode | undefined, inner: CstNode): boolean {
  return !!outer && outer.offset <= inner.offset && inner.end <= outer.end;
}

function lineOf(node: AstNode): number {
  return (node.$cstNode?.range.start.line ?? -1) + 1;
}

/**
 * Hover for rule numbers (in `expect illegal` and in comments), keywords, step names, cards and aliases, and for
 * action and expectation lines: what the replay found there, with the game state and the rules involved. Every text
 * that holds a file's words (names, card text, messages) goes through `md`: shown as written, never run as markdown.
 */
export class MtgHoverProvider implements HoverProvider {
  private readonly rules: RulesProvider;
  private readonly runner: ScenarioRunner;
  private readonly cards: CardDefinitions;
  private readonly database: CardDatabaseService;
  private readonly implied: ImpliedText;
  private readonly references: References;
  private readonly nameRegexp: RegExp;

  constructor(services: MtgServerCoreServices & WithImpliedText) {
    this.rules = services.rules.Provider;
    this.runner = services.scenario.Runner;
    this.cards = services.cards.Definitions;
    this.database = services.cards.Database;
    this.implied = services.lsp.ImpliedText;
    this.references = services.references.References;
    this.nameRegexp = services.parser.GrammarConfig.nameRegexp;
  }

  getHoverContent(document: LangiumDocument, params: HoverParams): Hover | undefined {
    const root = document.parseResult.value.$cstNode;
    if (!root) return undefined;
    const offset = document.textDocument.offsetAt(params.position);
    const leaf = CstUtils.findDeclarationNodeAtOffset(root, offset, this.nameRegexp);
    if (!leaf) return undefined;
    const value = leaf.hidden ? this.commentHover(leaf, offset) : this.nodeHover(document, leaf);
    // A comment is too wide a range: the client then takes the word under the cursor.
    return value ? { contents: { kind: 'markdown', value }, ...(leaf.hidden ? {} : { range: leaf.range }) } : undefined;
  }

  /** `// see 509.1h`: the rule number under the cursor (or right before it). */
  private commentHover(comment: CstNode, offset: number): string | undefined {
    const at = offset - comment.offset;
    const reference = findRuleReferences(comment.text).find(r => r.start <= at && at <= r.end);
    return reference && this.rules.ruleText(reference.id)?.markdown;
  }

  private nodeHover(document: LangiumDocument, leaf: CstNode): string | undefined {
    const node = leaf.astNode;
    const special = this.ruleNumberHover(node, leaf) ?? this.keywordHover(node, leaf) ?? this.stepNameHover(node, leaf);
    if (special) return special;
    const line = lineContaining(node);
    const result = line && this.carrier(this.runner.resultFor(line));
    const named = this.declarationHover(leaf);
    if (named) {
      // The name an illegal action is underlined on: the diagnostic's rule comes first.
      const violation = result?.kind === 'action' && this.violationAt(document, result, leaf);
      const permanent = result ? this.permanentHover(result, leaf) : undefined;
      return [...(violation ? [violation] : []), named, ...(permanent ? [permanent] : [])].join(SEPARATOR);
    }
    return (
      result &&
      (result.kind === 'action'
        ? this.actionHover(result, line!, this.underlined(document, result, leaf))
        : this.expectationHover(result))
    );
  }

  private ruleNumberHover(node: AstNode, leaf: CstNode): string | undefined {
    if (
      !isExpectIllegal(node) ||
      !node.rule ||
      !contains(GrammarUtils.findNodeForProperty(node.$cstNode, 'rule'), leaf)
    )
      return undefined;
    return this.rules.ruleText(String(node.rule))?.markdown;
  }

  private keywordHover(node: AstNode, leaf: CstNode): string | undefined {
    if (!isKeywordsProperty(node)) return undefined;
    const index = GrammarUtils.findNodesForProperty(node.$cstNode, 'keywords').findIndex(n => contains(n, leaf));
    const info = index >= 0 ? keywordInfo(node.keywords[index] ?? '') : undefined;
    return info && this.rules.ruleText(info.rule)?.markdown;
  }

  private stepNameHover(node: AstNode, leaf: CstNode): string | undefined {
    if (!(isStartDecl(node) || isGoToAction(node) || isExpectStep(node))) return undefined;
    if (!contains(GrammarUtils.findNodeForProperty(node.$cstNode, 'step'), leaf)) return undefined;
    const step = stepNamed(node.step);
    if (!step) return undefined;
    const row = stepRow(step);
    const title = this.rules.sectionTitle(row.section);
    const label = this.rules.language === 'de' ? `${row.label} (${row.labelDe})` : row.label;
    const header = `**${label}** — CR ${row.section}${title ? ` ${md(title)}` : ''}`;
    const text = this.rules.ruleText(row.rule)?.markdown;
    return text ? `${header}\n\n${text}` : header;
  }

  /** A card, or an alias (with its card); players are left to the line's hover. */
  private declarationHover(leaf: CstNode): string | undefined {
    const target = this.references.findDeclarations(leaf)[0];
    if (isCard(target)) return this.cardHover(target);
    if (isBoardCard(target) && target.name) return this.aliasHover(target.name, boardPlace(target), target.card?.ref);
    if (isSpellAlias(target)) {
      const cast = target.$container;
      const card = isCastAction(cast) ? cast.card?.ref : undefined;
      return this.aliasHover(
        target.name,
        `the spell cast by ${cast.player?.$refText ?? '?'} on line ${lineOf(cast)}`,
        card,
      );
    }
    return undefined;
  }

  /**
   * An alias on the battlefield after this line: its characteristics as the layers make them, each with the effects
   * that produced it (layer, source, timestamp) — the question a judge asks first (CR 613).
   */
  private permanentHover(result: LineResult, leaf: CstNode): string | undefined {
    const target = this.references.findDeclarations(leaf)[0];
    const name = isBoardCard(target) || isSpellAlias(target) ? target.name : undefined;
    const scenario = AstUtils.getContainerOfType(result.node, isScenario);
    const context = name && scenario ? this.runner.run(scenario).contexts?.after[result.index] : undefined;
    const id = name ? context?.aliases.get(name) : undefined;
    return context && id && context.state.permanents[id] ? characteristicsMarkdown(context.state, id) : undefined;
  }

  private aliasHover(name: string, what: string, card: AstNode | undefined): string {
    const header = `\`${name}\`: ${what}`;
    return isCard(card) ? `${header}${SEPARATOR}${this.cardHover(card)}` : header;
  }

  /** A database card as the engine read each sentence; a card written in `.mtgs` as written. */
  private cardHover(card: Card): string {
    const generated = this.database.cardOf(card);
    const source = this.database.current?.source.path.split(/[\\/]/).pop() ?? '';
    return generated ? databaseCardMarkdown(generated, source) : cardMarkdown(card, this.cards.get(card).def);
  }

  /** A line of a merged declaration shows the declaration's result (on the group's last line). */
  private carrier(result: LineResult | undefined): LineResult | undefined {
    if (result?.kind !== 'action' || result.status !== 'merged' || result.groupEnd === undefined) return result;
    const scenario = AstUtils.getContainerOfType(result.node, isScenario);
    return (scenario && this.runner.run(scenario).lines.find(s => s.index === result.groupEnd)) ?? result;
  }

  private violationAt(document: LangiumDocument, result: ActionResult, leaf: CstNode): string | undefined {
    if (!result.violation || !this.underlined(document, result, leaf)) return undefined;
    return this.violationMarkdown(result.violation, false);
  }

  /** Whether `leaf` is under the diagnostic of the line's violation. */
  private underlined(document: LangiumDocument, result: ActionResult, leaf: CstNode): boolean {
    if (result.status !== 'illegal' || !result.violation) return false;
    const range = getDiagnosticRange((result.offending ?? { node: result.node }) as DiagnosticInfo<AstNode>);
    const text = document.textDocument;
    return text.offsetAt(range.start) <= leaf.offset && leaf.end <= text.offsetAt(range.end);
  }

  /** Under the diagnostic the editor shows its message already, right above the hover: then only the rule. */
  private violationMarkdown(violation: Violation, withMessage: boolean): string {
    const text = this.rules.ruleText(violation.rule)?.markdown;
    return `**Illegal** (CR ${violation.rule})${withMessage ? `: ${md(violation.message)}` : ''}${text ? `\n\n${text}` : ''}`;
  }

  private actionHover(result: ActionResult, line: AstNode, underlined: boolean): string {
    const parts: string[] = [];
    if (result.node !== line) parts.push(`_One declaration with line ${lineOf(result.node)}._`);
    if (result.status === 'illegal' && result.violation)
      parts.push(this.violationMarkdown(result.violation, !underlined));
    if (result.status === 'skipped')
      parts.push(`**Not replayed**: ${md(result.reason ?? 'see the problems on this line')}.`);
    if (result.implied.length) parts.push(`**Implied:** ${md(this.implied.describe(result.before, result.implied))}`);
    parts.push(`**Before:** ${md(describeState(result.before))}`);
    if (result.status === 'ok') {
      parts.push(`**After:** ${md(describeState(result.after))}`);
      const rules = [...new Set(result.events.flatMap(e => (e.rule ? [e.rule] : [])))];
      if (rules.length)
        parts.push(`**Rules:**\n${rules.map(r => `- **${r}** ${md(this.rules.ruleLine(r) ?? '')}`).join('\n')}`);
    }
    return parts.join('\n\n');
  }

  private expectationHover(result: Extract<LineResult, { kind: 'expectation' }>): string {
    const verdict =
      result.status === 'passed'
        ? `**Holds**: ${md(result.actual ?? result.expected ?? '')}`
        : result.status === 'failed'
          ? `**Fails**: ${md(result.message ?? '')}`
          : `**Not checked**: ${md(result.message ?? '')}`;
    return `${verdict}\n\n**State:** ${md(describeState(result.state))}`;
  }
}

/** "on Alice's battlefield", "in Bob's hand". */
function boardPlace(card: BoardCard): string {
  const zone = isZoneSetting(card.$container) ? card.$container : undefined;
  const board = zone?.$container;
  const owner = isBoard(board) ? `${board.player?.$refText ?? '?'}'s` : 'the';
  return `${zone?.zone === 'battlefield' ? 'on' : 'in'} ${owner} ${zone?.zone ?? 'board'}`;
}

/** "**Grizzly Bears** after this line: Alice's green Creature — Bear Zombie, 3/3, flying", then each effect that applied. */
export function characteristicsMarkdown(state: GameState, id: ObjectId): string {
  const c = characteristics(state, id);
  const colors = c.colors.length ? c.colors.map(k => COLOR_NAMES[k]).join(' and ') : 'colorless';
  const types = [...c.supertypes, ...c.types].join(' ') + (c.subtypes.length ? ` — ${c.subtypes.join(' ')}` : '');
  const pt = c.power !== undefined || c.toughness !== undefined ? `, ${c.power ?? 0}/${c.toughness ?? 0}` : '';
  const head = `**${md(state.objects[id]!.def.name)}** after this line: ${md(`${c.controller}'s ${colors} ${types}${pt}${c.keywords.length ? `, ${c.keywords.join(', ')}` : ''}`)}`;
  const lines = c.applied.map(
    a =>
      `- layer ${a.layer} (CR ${a.rule}): ${md(`${describeApplied(a)} — ${state.objects[a.source]?.def.name ?? a.source}`)}, ${a.from === 'static' ? 'static ability' : 'resolved'}, timestamp ${a.timestamp}`,
  );
  return [head, ...lines].join('\n');
}
