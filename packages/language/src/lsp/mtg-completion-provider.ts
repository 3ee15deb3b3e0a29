import { RULES, TURN, keywordInfo, ruleSummary, type RuleId } from '@mtg-scenario/engine';
import { AstUtils, GrammarAST, type AstNode, type AstNodeDescription, type MaybePromise, type ReferenceInfo } from 'langium';
import {
  DefaultCompletionProvider, type CompletionAcceptor, type CompletionContext, type CompletionValueItem, type NextFeature,
} from 'langium/lsp';
import { CompletionItemKind, type InsertReplaceEdit, type TextEdit } from 'vscode-languageserver';
import { KEYWORD_NAMES, type CardDefinitions } from '../cards/card-definitions.js';
import { isBoardCard, isCard, isCastAction, isPlayer, isSpellAlias } from '../generated/ast.js';
import type { MtgServices } from '../mtg-scenario-module.js';
import type { RulesProvider } from '../rules/rules-provider.js';
import { typeLine } from './card-text.js';

// One collator for the sort: `localeCompare` with options builds a collator per comparison (≈ 13 ms at start-up).
const RULE_IDS = (Object.keys(RULES) as RuleId[]).sort(new Intl.Collator('en', { numeric: true }).compare);

/**
 * Langium's completion (keywords such as the action verbs after a player, and names from the scopes: cards, aliases,
 * players) with names quoted where the grammar needs it, and whole phrases where the grammar only knows words:
 * step names, keyword abilities in card bodies, and the rule numbers the engine cites after `expect illegal`.
 */
export class MtgCompletionProvider extends DefaultCompletionProvider {
  private readonly rules: RulesProvider;
  private readonly cards: CardDefinitions;
  /** The grammar's keywords: a name spelled like one must be quoted. */
  private readonly reserved: ReadonlySet<string>;

  constructor(services: MtgServices) {
    super(services);
    this.rules = services.rules.Provider;
    this.cards = services.cards.Definitions;
    this.reserved = new Set(AstUtils.streamAllContents(this.grammar).filter(GrammarAST.isKeyword).map(k => k.value));
  }

  protected override completionFor(context: CompletionContext, next: NextFeature, acceptor: CompletionAcceptor): MaybePromise<void> {
    const rule = AstUtils.getContainerOfType(next.feature, GrammarAST.isParserRule)?.name;
    if (rule === 'RuleNumber') {
      RULE_IDS.forEach((id, index) => acceptor(context, {
        label: id, kind: CompletionItemKind.Reference, detail: ruleSummary(id, this.rules.language),
        sortText: String(index).padStart(4, '0'),
      }));
      return;
    }
    if (rule === 'KeywordWord') {
      for (const name of KEYWORD_NAMES) {
        acceptor(context, { label: name, kind: CompletionItemKind.Property, detail: `CR ${keywordInfo(name)!.rule}` });
      }
      return;
    }
    if (rule === 'StepName' && GrammarAST.isKeyword(next.feature) && startsPhrase(next.feature)) {
      const word = next.feature.value;
      for (const row of TURN.filter(r => r.label.split(' ')[0] === word)) {
        acceptor(context, {
          label: row.label, kind: CompletionItemKind.EnumMember,
          detail: this.rules.language === 'de' ? `${row.labelDe} (CR ${row.section})` : `CR ${row.section}`,
        });
      }
      return;
    }
    return super.completionFor(context, next, acceptor);
  }

  protected override createReferenceCompletionItem(
    description: AstNodeDescription, refInfo: ReferenceInfo, context: CompletionContext,
  ): CompletionValueItem {
    const item = super.createReferenceCompletionItem(description, refInfo, context);
    const name = description.name;
    const quoted = this.needsQuotes(name) ? JSON.stringify(name) : undefined;
    return { ...item, detail: this.detail(description), ...(quoted ? { insertText: quoted, filterText: quoted } : {}) };
  }

  /** After an opening quote the user typed, the quoted name replaces it (and is what the typed text must match). */
  protected override buildCompletionTextEdit(
    context: CompletionContext, label: string, newText: string,
  ): TextEdit | InsertReplaceEdit | undefined {
    const text = context.textDocument.getText();
    const quoteBefore = newText.startsWith('"') && text.charAt(context.tokenOffset) !== '"'
      && text.charAt(context.tokenOffset - 1) === '"';
    const start = quoteBefore ? context.tokenOffset - 1 : context.tokenOffset;
    const matchAgainst = text.charAt(start) === '"' ? newText : label;
    return super.buildCompletionTextEdit({ ...context, tokenOffset: start }, matchAgainst, newText);
  }

  private needsQuotes(name: string): boolean {
    return !/^[_a-zA-Z]\w*$/.test(name) || /^x\d+$/.test(name) || this.reserved.has(name);
  }

  private detail(description: AstNodeDescription): string {
    const node = description.node;
    if (isCard(node)) return typeLine(this.cards.get(node).def);
    if (isBoardCard(node)) return `alias: ${node.card?.$refText ?? ''}`;
    if (isSpellAlias(node)) return `alias: ${isCastAction(node.$container) ? (node.$container.card?.$refText ?? '') : ''} (spell)`;
    if (isPlayer(node)) return 'player';
    return description.type;
  }
}

/** The first word of a step name (`declare` in `declare attackers`), not a later one. */
function startsPhrase(keyword: GrammarAST.Keyword): boolean {
  const container: AstNode = keyword.$container;
  return !GrammarAST.isGroup(container) || container.elements[0] === keyword;
}
