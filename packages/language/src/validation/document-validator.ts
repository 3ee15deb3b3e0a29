import {
  Cancellation,
  DefaultDocumentValidator,
  DocumentValidator,
  GrammarUtils,
  interruptAndCheck,
  type AstNode,
  type AstReflection,
  type CstNode,
  type DiagnosticInfo,
  type LangiumCoreServices,
  type LangiumDocument,
  type ScopeProvider,
  type ValidationAcceptor,
  type ValidationOptions,
} from 'langium';
import { quoted, shortText } from '@mtg-scenario/engine';
import type { Diagnostic } from 'vscode-languageserver-types';
import type { CardDatabaseService, WithCardDatabase } from '../cards/card-database.js';
import { isModel, isScenario, type Scenario } from '../generated/ast.js';
import { DIAGNOSTIC_SOURCE, scenarioSource } from '../base/protocol.js';
import { didYouMeanText, suggestNames } from '../base/suggestions.js';
import { diagnosticsNotListedMessage, MAX_DIAGNOSTICS, MAX_NAME_LENGTH, nameTooLongMessage } from '../base/limits.js';
import { Codes } from '../base/codes.js';
import { scenarioTextOwner } from '../scenario/locations.js';
import { NODES_PER_INTERRUPT, pushChildren } from '../workspace/ast-walk.js';
import type { ScenarioRunner } from '../scenario/scenario-runner.js';
import type { BuiltinLibrary } from '../workspace/builtin-library.js';
import { omittedErrors } from '../workspace/document-factory.js';

type ValidationCheck = (
  node: AstNode,
  accept: ValidationAcceptor,
  cancelToken: Cancellation.CancellationToken,
) => unknown;

export type MtgDocumentValidatorServices = LangiumCoreServices &
  WithCardDatabase & {
    readonly scenario: { readonly Runner: ScenarioRunner };
    readonly builtins: { readonly Library: BuiltinLibrary };
  };

/** A scenario's diagnostics from its checks, kept for the next build (`validateScenario`). */
interface KeptDiagnostics {
  readonly key: string;
  readonly diagnostics: readonly Diagnostic[];
}

/** Problems that a later build may not have: a replay stopped by the clock, a check that crashed. */
const TRANSIENT_CODES: ReadonlySet<unknown> = new Set([Codes.timeLimit, Codes.internalError]);

/**
 * Unknown names read like the rest of the diagnostics: "Unknown card "Lightnig Bolt". Did you mean "Lightning Bolt"?",
 * with a stable code per kind of name (`reference/unknown-card`, `reference/unknown-player`, `reference/unknown-name`).
 *
 * Scenario checks are cheap after an edit: a scenario the edit left alone keeps its diagnostics (`validateScenario`),
 * and the runner reuses the replays of unchanged lines in the edited one.
 */
export class MtgDocumentValidator extends DefaultDocumentValidator {
  private readonly scopeProvider: ScopeProvider;
  private readonly reflection: AstReflection;
  private readonly database: CardDatabaseService;
  private readonly runner: () => ScenarioRunner;
  private readonly kept = new WeakMap<Scenario, KeptDiagnostics>();
  private readonly library: BuiltinLibrary;

  constructor(services: MtgDocumentValidatorServices) {
    super(services);
    this.scopeProvider = services.references.ScopeProvider;
    this.reflection = services.shared.AstReflection;
    this.database = services.shared.cards.Database;
    this.runner = () => services.scenario.Runner;
    this.library = services.builtins.Library;
  }

  protected override async validateAst(
    rootNode: AstNode,
    options: ValidationOptions,
    cancelToken = Cancellation.CancellationToken.None,
  ): Promise<Diagnostic[]> {
    const items: Diagnostic[] = [];
    const acceptor = this.acceptorInto(items);
    await this.validateAstBefore(rootNode, options, acceptor, cancelToken);
    await this.validateTree(rootNode, options, items, cancelToken);
    await this.validateAstAfter(rootNode, options, acceptor, cancelToken);
    return items;
  }

  private acceptorInto(items: Diagnostic[]): ValidationAcceptor {
    return (severity, message, info) => {
      items.push(this.toDiagnostic(severity, message, info));
    };
  }

  /**
   * Langium's `validateAstNodes`, leaner: checks are looked up once per node type and not awaited one by one (they
   * run synchronously up to their end; the promises are awaited together), and cancellation is checked every few
   * hundred nodes. A scenario's checks add to a list of its own, ended before the walk goes on (`validateScenario`).
   */
  private async validateTree(
    root: AstNode,
    options: ValidationOptions,
    items: Diagnostic[],
    cancelToken: Cancellation.CancellationToken,
  ): Promise<void> {
    const checksByType = new Map<string, readonly ValidationCheck[]>();
    const checksFor = (type: string): readonly ValidationCheck[] => {
      let checks = checksByType.get(type);
      if (!checks)
        checksByType.set(
          type,
          (checks = this.validationRegistry.getChecks(type, options.categories).toArray() as ValidationCheck[]),
        );
      return checks;
    };
    let count = 0;
    /** Checks `from` and the nodes below it, in `streamAst`'s order, into `into`; resolves when their checks have ended. */
    const walk = async (from: AstNode, into: Diagnostic[]): Promise<void> => {
      const acceptor = this.acceptorInto(into);
      const pending: Promise<unknown>[] = [];
      const stack: AstNode[] = [from];
      while (stack.length > 0) {
        const current = stack.pop()!;
        if (current !== from && isScenario(current)) {
          await this.validateScenario(current, options, into, walk);
          continue;
        }
        if (++count % NODES_PER_INTERRUPT === 0) await interruptAndCheck(cancelToken);
        const nodeOptions = this.validateSingleNodeOptions(current, options);
        if (nodeOptions.validateNode) {
          for (const check of checksFor(current.$type)) {
            const result = check(current, acceptor, cancelToken);
            if (result instanceof Promise) {
              // Awaited below; handled at once so that a rejection (a cancellation) is never reported as unhandled.
              result.catch(() => undefined);
              pending.push(result);
            }
          }
        }
        if (nodeOptions.validateChildren) pushChildren(current, stack);
      }
      await Promise.all(pending);
    };
    await walk(root, items);
  }

  /**
   * A scenario's checks, or the diagnostics they gave in the last build when nothing they read has changed since: the
   * same scenario node (an edit elsewhere keeps it, `reparseEditedElement`), at the same place (messages and ranges
   * name lines), with names that mean the same (the runner's fingerprint, its replay limits included). Typing in one
   * scenario of a long file no longer checks all the others again. Not kept: diagnostics a later build may not give
   * (a replay stopped by the clock, a check that crashed).
   */
  private async validateScenario(
    scenario: Scenario,
    options: ValidationOptions,
    items: Diagnostic[],
    walk: (from: AstNode, into: Diagnostic[]) => Promise<void>,
  ): Promise<void> {
    const start = scenario.$cstNode?.range.start;
    const key =
      start &&
      `${start.line}:${start.character} ${options.categories?.join() ?? ''}\n${this.runner().fingerprint(scenario)}`;
    const kept = this.kept.get(scenario);
    if (key !== undefined && kept?.key === key) {
      items.push(...kept.diagnostics);
      return;
    }
    const own: Diagnostic[] = [];
    await walk(scenario, own);
    items.push(...own);
    if (key === undefined || own.some(d => TRANSIENT_CODES.has(d.code))) this.kept.delete(scenario);
    else this.kept.set(scenario, { key, diagnostics: own });
  }

  /** Per CST node and property: the nodes of the property's values, for diagnostics on one value of a list. */
  private readonly propertyNodes = new WeakMap<CstNode, Map<string, readonly CstNode[]>>();

  protected override getSource(): string {
    return DIAGNOSTIC_SOURCE;
  }

  /**
   * Diagnostics in text order (Langium lists syntax, then linking, then validation problems), for `mtgs check`,
   * `mtgs test` and the Test Results, the first `MAX_DIAGNOSTICS` of them (`listFirst`); one that starts in a
   * scenario's text (a syntax error too) names the scenario in its source.
   */
  override async validateDocument(
    document: LangiumDocument,
    options?: ValidationOptions,
    cancelToken?: Cancellation.CancellationToken,
  ): Promise<Diagnostic[]> {
    const found = (await super.validateDocument(document, options, cancelToken)).sort(
      (a, b) => a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character,
    );
    const diagnostics = this.listFirst(found, omittedErrors(document.parseResult));
    const root = document.parseResult.value;
    if (!isModel(root) || root.scenarios.length === 0) return diagnostics;
    const ownerOf = scenarioTextOwner(root);
    return diagnostics.map(diagnostic => {
      const name = ownerOf(diagnostic.range.start)?.name;
      return name ? { ...diagnostic, source: scenarioSource(name) } : diagnostic;
    });
  }

  /**
   * The first `MAX_DIAGNOSTICS` of `found` and, if there are more (or the parse dropped `omitted` errors), one that
   * says how many more from where the list stops, as severe as the most severe of them. `ScenarioOutcomes` fails the
   * scenarios from there on when it is an error: theirs may be among the ones not listed.
   */
  private listFirst(found: Diagnostic[], omitted: number): Diagnostic[] {
    const rest = found.slice(MAX_DIAGNOSTICS);
    const count = rest.length + omitted;
    if (count === 0) return found;
    const listed = found.slice(0, MAX_DIAGNOSTICS);
    const at = rest[0]?.range.start ?? listed.at(-1)?.range.end ?? { line: 0, character: 0 };
    // The parse's errors dropped are errors.
    const severity = rest.reduce((most, d) => Math.min(most, d.severity ?? 1), omitted > 0 ? 1 : 4);
    listed.push({
      severity: severity as Diagnostic['severity'],
      range: { start: at, end: at },
      message: diagnosticsNotListedMessage(count),
      code: Codes.problemsNotListed,
      source: this.getSource(),
    });
    return listed;
  }

  /**
   * Langium finds the text of `property[index]` by collecting all of the property's nodes for every diagnostic: a
   * card with 4,000 unknown keywords took 11 s. The nodes are collected once per node and property here.
   */
  override toDiagnostic<N extends AstNode>(
    severity: 'error' | 'warning' | 'info' | 'hint',
    message: string,
    info: DiagnosticInfo<N, string>,
  ): Diagnostic {
    const cst = info.node.$cstNode;
    if (info.range || typeof info.property !== 'string' || info.index === undefined || !cst)
      return super.toDiagnostic(severity, message, info);
    let byProperty = this.propertyNodes.get(cst);
    if (!byProperty) this.propertyNodes.set(cst, (byProperty = new Map()));
    let nodes = byProperty.get(info.property);
    if (!nodes) byProperty.set(info.property, (nodes = GrammarUtils.findNodesForProperty(cst, info.property)));
    // As Langium does: an index past the end marks the last value.
    const at = nodes[Math.max(0, Math.min(info.index, nodes.length - 1))];
    return super.toDiagnostic(severity, message, at ? { ...info, range: at.range } : info);
  }

  protected override processLinkingErrors(
    document: LangiumDocument,
    diagnostics: Diagnostic[],
    options: ValidationOptions,
  ): void {
    for (const reference of document.references) {
      const error = reference.error;
      if (!error) continue;
      const info = error.info;
      const text = reference.$refText;
      let message = error.message;
      let code: string = Codes.unknownName;
      let suggestions: string[] = [];
      if (text.length > MAX_NAME_LENGTH) {
        // Nothing is that long: no lookup, no suggestions, no echo of the name.
        diagnostics.push(
          this.toDiagnostic('error', nameTooLongMessage(text.length), {
            node: info.container,
            property: info.property,
            index: info.index,
            code: Codes.nameTooLong,
            ...(reference.$refNode ? { range: reference.$refNode.range } : {}),
          }),
        );
        continue;
      }
      try {
        const type = this.reflection.getReferenceType(info);
        const names = this.scopeProvider
          .getScope(info)
          .getAllElements()
          .map(d => d.name)
          .toArray();
        // The card database's likely names join the documents' (its scope lists only the documents' cards), and so
        // do the built-in cards that `mtgs` left out of the library as no file names them.
        if (this.reflection.isSubtype('Card', type))
          names.push(...this.database.suggest(text), ...this.library.omittedNames);
        suggestions = suggestNames(text, names);
        const hint = didYouMeanText(suggestions);
        if (type === 'Card') {
          code = Codes.unknownCard;
          const load = this.database.current ? '' : `, or ${this.database.loadHint}`;
          message = `Unknown card ${quoted(text)}: define it with card ${quoted(text)} { ... } in any .mtgs file, or check the spelling${load}.${hint}`;
        } else if (type === 'Player') {
          code = Codes.unknownPlayer;
          message = `${shortText(text)} is not one of this scenario's players.${hint}`;
        } else {
          message = `${quoted(text)} is not a player, an alias (as ...) or a card known here.${hint}`;
        }
      } catch {
        // keep Langium's own message
      }
      diagnostics.push(
        this.toDiagnostic('error', message, {
          node: info.container,
          property: info.property,
          index: info.index,
          code,
          ...(reference.$refNode ? { range: reference.$refNode.range } : {}),
          data: {
            code: DocumentValidator.LinkingError,
            containerType: info.container.$type,
            property: info.property,
            refText: text,
            suggestions,
            // Without a card database, the fix that loads one (the editor's download command).
            ...(code === Codes.unknownCard && !this.database.current ? { loadCards: true } : {}),
          },
        }),
      );
    }
    void options;
  }
}
