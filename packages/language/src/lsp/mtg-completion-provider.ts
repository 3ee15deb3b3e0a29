import { RULES, TURN, keywordInfo, ruleSummary, type RuleId } from '@mtg-scenario/engine';
import {
  AstUtils,
  GrammarAST,
  stream,
  type AstNode,
  type AstNodeDescription,
  type MaybePromise,
  type ReferenceInfo,
  type Stream,
} from 'langium';
import {
  DefaultCompletionProvider,
  type CompletionAcceptor,
  type CompletionContext,
  type CompletionValueItem,
  type NextFeature,
} from 'langium/lsp';
import { CompletionItemKind, type InsertReplaceEdit, type TextEdit } from 'vscode-languageserver';
import type { CardDatabaseService } from '../cards/card-database.js';
import { KEYWORD_NAMES, type CardDefinitions } from '../cards/card-definitions.js';
import {
  isActivateAction,
  isBoardCard,
  isCard,
  isCastAction,
  isPlayer,
  isSpellAlias,
  type ActivateAction,
} from '../generated/ast.js';
import type { MtgServerCoreServices } from './services.js';
import type { RulesProvider } from '../rules/rules-provider.js';
import { typeLine } from './card-text.js';
import type { NameText } from '../scenario/name-text.js';

let ruleIds: readonly RuleId[] | undefined;
/**
 * The cited rules in numeric order, sorted at the first completion that offers them: the collator loads ICU's
 * collation data (≈ 5 ms), which `mtgs` and the server's start need not pay. One collator for the whole sort:
 * `localeCompare` with options builds one per comparison.
 */
function sortedRuleIds(): readonly RuleId[] {
  ruleIds ??= (Object.keys(RULES) as RuleId[]).sort(new Intl.Collator('en', { numeric: true }).compare);
  return ruleIds;
}

/** How many database names one completion offers; the list is incomplete, so typing more asks again. */
const DATABASE_COMPLETIONS = 100;

/**
 * Langium's completion (keywords such as the action verbs after a player, and names from the scopes: cards, aliases,
 * players) with names quoted where the grammar needs it, and whole phrases where the grammar only knows words:
 * step names, keyword abilities in card bodies, and the rule numbers the engine cites after `expect illegal`.
 */
export class MtgCompletionProvider extends DefaultCompletionProvider {
  private readonly rules: RulesProvider;
  private readonly cards: CardDefinitions;
  private readonly database: CardDatabaseService;
  private readonly names: NameText;

  constructor(services: MtgServerCoreServices) {
    super(services);
    this.rules = services.rules.Provider;
    this.cards = services.cards.Definitions;
    this.database = services.cards.Database;
    this.names = services.scenario.NameText;
  }

  protected override completionFor(
    context: CompletionContext,
    next: NextFeature,
    acceptor: CompletionAcceptor,
  ): MaybePromise<void> {
    const rule = AstUtils.getContainerOfType(next.feature, GrammarAST.isParserRule)?.name;
    if (rule === 'RuleNumber') {
      sortedRuleIds().forEach((id, index) =>
        acceptor(context, {
          label: id,
          kind: CompletionItemKind.Reference,
          detail: ruleSummary(id, this.rules.language),
          sortText: String(index).padStart(4, '0'),
        }),
      );
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
          label: row.label,
          kind: CompletionItemKind.EnumMember,
          detail: this.rules.language === 'de' ? `${row.labelDe} (CR ${row.section})` : `CR ${row.section}`,
        });
      }
      return;
    }
    if (next.property === 'cost' && isActivateAction(context.node)) {
      this.abilityCosts(context.node, context, acceptor);
      return;
    }
    return super.completionFor(context, next, acceptor);
  }

  /** After `Alice activates angel`, the costs of its activated abilities as written, to pick one (`"{2}, {T}"`). */
  private abilityCosts(line: ActivateAction, context: CompletionContext, acceptor: CompletionAcceptor): void {
    const target = line.source?.ref;
    const card = isCard(target) ? target : isBoardCard(target) ? target.card?.ref : undefined;
    const abilities = card ? this.cards.get(card).def.abilities : [];
    for (const ability of abilities) {
      if (ability.kind !== 'activated') continue;
      acceptor(context, {
        label: JSON.stringify(ability.costText),
        kind: CompletionItemKind.Value,
        detail: ability.cost.loyalty !== undefined ? 'loyalty ability (CR 606)' : 'activated ability (CR 602)',
      });
    }
  }

  /** The documents' cards, and the database's names that start with what was typed (a binary search, not a scan). */
  protected override getReferenceCandidates(
    refInfo: ReferenceInfo,
    context: CompletionContext,
  ): Stream<AstNodeDescription> {
    const documents = super.getReferenceCandidates(refInfo, context);
    if (!this.database.current || !this.astReflection.isSubtype('Card', this.astReflection.getReferenceType(refInfo)))
      return documents;
    const known = documents.toArray();
    const names = new Set(known.map(d => d.name));
    const typed = context.textDocument.getText().slice(context.tokenOffset, context.offset).replace(/^"/, '');
    const found = this.database.withPrefix(typed, DATABASE_COMPLETIONS).filter(name => !names.has(name));
    return stream(
      known,
      found.flatMap(name => this.database.description(name) ?? []),
    );
  }

  protected override createReferenceCompletionItem(
    description: AstNodeDescription,
    refInfo: ReferenceInfo,
    context: CompletionContext,
  ): CompletionValueItem {
    const item = super.createReferenceCompletionItem(description, refInfo, context);
    const name = description.name;
    const quoted = this.names.needsQuotes(name) ? JSON.stringify(name) : undefined;
    return { ...item, detail: this.detail(description), ...(quoted ? { insertText: quoted, filterText: quoted } : {}) };
  }

  /** After an opening quote the user typed, the quoted name replaces it (and is what the typed text must match). */
  protected override buildCompletionTextEdit(
    context: CompletionContext,
    label: string,
    newText: string,
  ): TextEdit | InsertReplaceEdit | undefined {
    const text = context.textDocument.getText();
    const quoteBefore =
      newText.startsWith('"') &&
      text.charAt(context.tokenOffset) !== '"' &&
      text.charAt(context.tokenOffset - 1) === '"';
    const start = quoteBefore ? context.tokenOffset - 1 : context.tokenOffset;
    const matchAgainst = text.charAt(start) === '"' ? newText : label;
    return super.buildCompletionTextEdit({ ...context, tokenOffset: start }, matchAgainst, newText);
  }

  private detail(description: AstNodeDescription): string {
    const node = description.node;
    if (isCard(node)) return typeLine(this.cards.get(node).def);
    if (isBoardCard(node)) return `alias: ${node.card?.$refText ?? ''}`;
    if (isSpellAlias(node))
      return `alias: ${isCastAction(node.$container) ? (node.$container.card?.$refText ?? '') : ''} (spell)`;
    if (isPlayer(node)) return 'player';
    // A database card is described without a node (its document is made only when something links to it).
    return this.database.current?.get(description.name)?.faces[0]?.typeLine ?? description.type;
  }
}

/** The first word of a step name (`declare` in `declare attackers`), not a later one. */
function startsPhrase(keyword: GrammarAST.Keyword): boolean {
  const container: AstNode = keyword.$container;
  return !GrammarAST.isGroup(container) || container.elements[0] === keyword;
}
