import { RULES, TURN, keywordInfo, ruleSummary, type RuleId } from '@mtg-scenario/engine';
import {
  AstUtils,
  CstUtils,
  GrammarAST,
  GrammarUtils,
  stream,
  TextDocument,
  URI,
  type AstNode,
  type AstNodeDescription,
  type LangiumDocument,
  type LangiumDocuments,
  type LangiumParser,
  type MaybePromise,
  type ParseResult,
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
import { CompletionItemKind, type InsertReplaceEdit, type Position, type TextEdit } from 'vscode-languageserver';
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
  type CastAction,
} from '../generated/ast.js';
import type { MtgServerCoreServices } from './services.js';
import { omittedErrors } from '../workspace/document-factory.js';
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
  private readonly documents: LangiumDocuments;
  private readonly parser: LangiumParser;

  constructor(services: MtgServerCoreServices) {
    super(services);
    this.parser = services.parser.LangiumParser;
    this.rules = services.rules.Provider;
    this.cards = services.cards.Definitions;
    this.database = services.cards.Database;
    this.names = services.scenario.NameText;
    this.documents = services.shared.workspace.LangiumDocuments;
  }

  /**
   * After an opening quote not closed on its line (`Alice casts "Lightning B`), what is typed is a name, completed
   * from the quote on: the lexer sees a stray quote and words there, and the grammar's features after the words are
   * not the name's.
   */
  protected override *buildContexts(
    document: LangiumDocument,
    position: Position,
  ): IterableIterator<CompletionContext> {
    const textDocument = document.textDocument;
    const offset = textDocument.offsetAt(position);
    const quote = openQuoteBefore(textDocument.getText(), offset);
    const root = document.parseResult.value.$cstNode;
    if (quote === undefined || !root) {
      yield* super.buildContexts(document, position);
      return;
    }
    yield {
      document,
      textDocument,
      offset,
      position,
      node: CstUtils.findLeafNodeBeforeOffset(root, quote)?.astNode,
      tokenOffset: quote,
      tokenEndOffset: offset,
      features: this.findFeaturesAt(textDocument, quote),
    };
  }

  /**
   * The grammar's features at `offset`, from the text before it, with the lines before the cursor's that have a
   * syntax error blanked: Langium's completion follows the tokens after the last one its parser consumed, and stops
   * at the first it can't match, so one broken line left nothing to complete after it.
   */
  protected override findFeaturesAt(document: TextDocument, offset: number): NextFeature[] {
    const kept = this.documents.getDocument(URI.parse(document.uri))?.parseResult;
    const text = document.getText();
    // A document keeps only its first errors (`MAX_DIAGNOSTICS`): with more, the text before the cursor is parsed again.
    const parsed =
      kept && kept.value.$cstNode?.root.fullText === text && omittedErrors(kept) === 0
        ? kept
        : kept && this.parser.parse(text);
    const blanked = parsed ? withoutBrokenLines(text, offset, parsed) : undefined;
    return super.findFeaturesAt(
      blanked === undefined
        ? document
        : TextDocument.create(document.uri, document.languageId, document.version, blanked),
      offset,
    );
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
    if (next.property === 'face') {
      this.castFaces(AstUtils.getContainerOfType(context.node, isCastAction), context, acceptor);
      return;
    }
    if (GrammarAST.isCrossReference(next.feature) && next.type === undefined && context.node) {
      // The parser's recovery skipped the line being typed, so the node before the cursor is another line's: the name
      // is completed as on a new node of the line's type, there.
      const type = featureType(next.feature);
      if (type && !this.astReflection.isSubtype(context.node.$type, type))
        return super.completionFor(context, { ...next, type }, acceptor);
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

  /** After `Alice casts "Fire // Ice" face`, the faces it may be cast as: a split card's halves, an Adventure. */
  private castFaces(line: CastAction | undefined, context: CompletionContext, acceptor: CompletionAcceptor): void {
    const target = line?.card?.ref;
    const card = isCard(target) ? target : isBoardCard(target) ? target.card?.ref : undefined;
    const faces = card ? this.cards.get(card).def.faces : undefined;
    const named =
      faces?.layout === 'split'
        ? faces.halves.map(h => [h.name, 'half of a split card (CR 709.3)'] as const)
        : faces?.layout === 'adventure'
          ? [[faces.adventure.name, 'its Adventure (CR 715.3)'] as const]
          : [];
    for (const [name, detail] of named)
      acceptor(context, {
        label: /^[_a-zA-Z]\w*$/.test(name) ? name : JSON.stringify(name),
        kind: CompletionItemKind.Value,
        detail,
      });
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
    // After an opening quote the name is quoted, whether it needs quotes or not.
    const quoted =
      this.names.needsQuotes(name) || openingQuote(context) !== undefined ? JSON.stringify(name) : undefined;
    return { ...item, detail: this.detail(description), ...(quoted ? { insertText: quoted, filterText: quoted } : {}) };
  }

  /** After an opening quote the user typed, the quoted name replaces it (and is what the typed text must match). */
  protected override buildCompletionTextEdit(
    context: CompletionContext,
    label: string,
    newText: string,
  ): TextEdit | InsertReplaceEdit | undefined {
    const text = context.textDocument.getText();
    const start = (newText.startsWith('"') ? openingQuote(context) : undefined) ?? context.tokenOffset;
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

/** The type of the node a grammar feature belongs to: its alternative's action's (`{infer TappedCheck}`), or its rule's. */
function featureType(feature: GrammarAST.AbstractElement): string | undefined {
  const group = AstUtils.getContainerOfType(feature, GrammarAST.isGroup);
  const action = group?.elements[0];
  if (GrammarAST.isAction(action)) return GrammarUtils.getTypeName(action);
  const rule = AstUtils.getContainerOfType(feature, GrammarAST.isParserRule);
  return rule && (GrammarUtils.getExplicitRuleType(rule) ?? rule.name);
}

/** The opening quote the user typed before the cursor: where the token completed starts, or just before it. */
function openingQuote(context: CompletionContext): number | undefined {
  const text = context.textDocument.getText();
  const at = text.charAt(context.tokenOffset) === '"' ? context.tokenOffset : context.tokenOffset - 1;
  return text.charAt(at) === '"' && at < context.offset ? at : undefined;
}

/**
 * Where a quoted name opens before `offset` on its line and doesn't close on it (`"Lightning B|`), if it does: the
 * lexer reads what follows such a quote as words. Not inside a `//` comment; `\"` inside a name doesn't close it.
 */
export function openQuoteBefore(text: string, offset: number): number | undefined {
  let open: number | undefined;
  for (let i = lineStart(text, offset); i < text.length && !isLineBreak(text.charCodeAt(i)); i++) {
    const c = text[i];
    if (open === undefined) {
      if (i >= offset) return undefined;
      if (c === '"') open = i;
      else if (c === '/' && text[i + 1] === '/') return undefined;
    } else if (c === '\\') i++;
    else if (c === '"') {
      if (i >= offset) return undefined;
      open = undefined;
    }
  }
  return open;
}

/**
 * The text before `offset` with the lines that have a syntax error blanked (spaces in place of their characters, so
 * offsets stay), except the cursor's own line; undefined when no line before it has one.
 */
function withoutBrokenLines(text: string, offset: number, parsed: ParseResult): string | undefined {
  const cursorLine = lineStart(text, offset);
  const spans: [number, number][] = [];
  for (const error of parsed.parserErrors)
    for (const token of [error.token, ...(error.resyncedTokens ?? [])]) {
      // Tokens a recovery inserted have no place in the text (NaN).
      if (!(token.startOffset >= 0 && token.startOffset < cursorLine)) continue;
      let end = token.startOffset;
      while (end < cursorLine && !isLineBreak(text.charCodeAt(end))) end++;
      spans.push([lineStart(text, token.startOffset), end]);
    }
  if (spans.length === 0) return undefined;
  spans.sort((a, b) => a[0] - b[0]);
  let out = '';
  let at = 0;
  for (const [from, to] of spans) {
    if (to <= at) continue;
    const start = Math.max(from, at);
    out += text.slice(at, start) + ' '.repeat(to - start);
    at = to;
  }
  return out + text.slice(at, offset);
}

function lineStart(text: string, offset: number): number {
  let i = offset;
  while (i > 0 && !isLineBreak(text.charCodeAt(i - 1))) i--;
  return i;
}

/** A line break as the lexer and the editor count lines: `\n` or `\r`. */
function isLineBreak(code: number): boolean {
  return code === 10 || code === 13;
}

/** The first word of a step name (`declare` in `declare attackers`), not a later one. */
function startsPhrase(keyword: GrammarAST.Keyword): boolean {
  const container: AstNode = keyword.$container;
  return !GrammarAST.isGroup(container) || container.elements[0] === keyword;
}
