import {
  AstUtils, Cancellation, DefaultDocumentValidator, DocumentValidator, GrammarUtils, interruptAndCheck, isAstNode, type AstNode, type AstReflection,
  type CstNode, type DiagnosticInfo,
  type LangiumCoreServices, type LangiumDocument, type ScopeProvider, type ValidationAcceptor, type ValidationOptions,
} from 'langium';
import type { Diagnostic, Position } from 'vscode-languageserver-types';
import { isScenario, type Scenario } from '../generated/ast.js';
import type { ScenarioRunner } from '../scenario/scenario-runner.js';
import { didYouMean } from '../scoping/suggestions.js';
import { MAX_NAME_LENGTH, nameTooLongMessage } from '../limits.js';
import { Codes } from './codes.js';

type ValidationCheck = (node: AstNode, accept: ValidationAcceptor, cancelToken: Cancellation.CancellationToken) => unknown;

/** The diagnostics of one scenario, positioned relative to the scenario's start, for an identical text after an edit. */
interface ScenarioDiagnostics {
  readonly fingerprint: string;
  readonly line: number;
  readonly diagnostics: readonly Diagnostic[];
  /** Some message names a line number: reusable only while the scenario stays on the same line. */
  readonly lineSensitive: boolean;
}

/** Scenarios whose diagnostics are kept for reuse. */
const CACHE_SIZE = 1024;
/** How many nodes are validated between two checks for cancellation. */
const NODES_PER_INTERRUPT = 256;

/**
 * Unknown names read like the rest of the diagnostics: "Unknown card "Lightnig Bolt". Did you mean "Lightning Bolt"?",
 * with a stable code per kind of name (`reference/unknown-card`, `reference/unknown-player`, `reference/unknown-name`).
 *
 * After an edit only what changed is validated again: a scenario whose text is the same as in the last validation of
 * the document and whose names mean the same things (`ScenarioRunner.fingerprint`) gets its previous diagnostics,
 * moved to where the scenario is now. Checks of nodes inside a scenario must therefore depend only on the
 * scenario's text and on what its names resolve to — checks that compare scenarios belong on the `Model`.
 */
export class MtgDocumentValidator extends DefaultDocumentValidator {
  private readonly scopeProvider: ScopeProvider;
  private readonly reflection: AstReflection;
  private readonly services: LangiumCoreServices;
  private readonly scenarios = new Map<string, ScenarioDiagnostics>();

  constructor(services: LangiumCoreServices) {
    super(services);
    this.services = services;
    this.scopeProvider = services.references.ScopeProvider;
    this.reflection = services.shared.AstReflection;
  }

  /** The runner, when these are the MTG services (it is looked up late: the services are created lazily). */
  private get runner(): ScenarioRunner | undefined {
    return (this.services as unknown as { scenario?: { Runner?: ScenarioRunner } }).scenario?.Runner;
  }

  protected override async validateAst(rootNode: AstNode, options: ValidationOptions, cancelToken = Cancellation.CancellationToken.None): Promise<Diagnostic[]> {
    const items: Diagnostic[] = [];
    const acceptor: ValidationAcceptor = (severity, message, info) => {
      items.push(this.toDiagnostic(severity, message, info));
    };
    await this.validateAstBefore(rootNode, options, acceptor, cancelToken);
    await this.validateTree(rootNode, options, acceptor, items, cancelToken);
    await this.validateAstAfter(rootNode, options, acceptor, cancelToken);
    return items;
  }

  /**
   * Langium's `validateAstNodes`, leaner: checks are looked up once per node type and not awaited one by one (they
   * run synchronously up to their end; the promises are awaited together), cancellation is checked every few hundred
   * nodes, and unchanged scenarios are not walked at all.
   */
  private async validateTree(
    root: AstNode, options: ValidationOptions, acceptor: ValidationAcceptor, items: Diagnostic[], cancelToken: Cancellation.CancellationToken,
  ): Promise<void> {
    const checksByType = new Map<string, readonly ValidationCheck[]>();
    const checksFor = (type: string): readonly ValidationCheck[] => {
      let checks = checksByType.get(type);
      if (!checks) checksByType.set(type, (checks = this.validationRegistry.getChecks(type, options.categories).toArray() as ValidationCheck[]));
      return checks;
    };
    const pending: Promise<unknown>[] = [];
    const uri = AstUtils.getDocument(root).uri.toString();
    const categories = options.categories ? options.categories.join(',') : '*';
    let count = 0;

    const walk = async (node: AstNode): Promise<void> => {
      const stack: AstNode[] = [node];
      while (stack.length > 0) {
        const current = stack.pop()!;
        if (++count % NODES_PER_INTERRUPT === 0) await interruptAndCheck(cancelToken);
        if (current !== node && isScenario(current)) {
          await scenario(current);
          continue;
        }
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
    };

    const scenario = async (node: Scenario): Promise<void> => {
      const runner = this.runner;
      const text = node.$cstNode?.text;
      if (!runner || text === undefined || !node.$cstNode) {
        await walk(node);
        return;
      }
      const key = `${uri}\n${categories}\n${text}`;
      const fingerprint = runner.fingerprint(node);
      const start = node.$cstNode.range.start;
      const known = this.scenarios.get(key);
      if (known && known.fingerprint === fingerprint && (!known.lineSensitive || known.line === start.line)) {
        this.scenarios.delete(key);
        this.scenarios.set(key, known);
        for (const d of known.diagnostics) items.push(moved(d, start, +1));
        return;
      }
      const before = items.length;
      await walk(node);
      // The checks of the scenario's nodes must have finished before their diagnostics are kept.
      await Promise.all(pending.splice(0));
      const produced = items.slice(before);
      this.scenarios.delete(key);
      this.scenarios.set(key, {
        fingerprint, line: start.line, diagnostics: produced.map(d => moved(d, start, -1)),
        lineSensitive: produced.some(d => /\bline \d/.test(typeof d.message === 'string' ? d.message : d.message.value)),
      });
      if (this.scenarios.size > CACHE_SIZE) this.scenarios.delete(this.scenarios.keys().next().value!);
    };

    await walk(root);
    await Promise.all(pending);
  }

  /** Per CST node and property: the nodes of the property's values, for diagnostics on one value of a list. */
  private readonly propertyNodes = new WeakMap<CstNode, Map<string, readonly CstNode[]>>();

  /**
   * Langium finds the text of `property[index]` by collecting all of the property's nodes for every diagnostic: a
   * card with 4,000 unknown keywords took 11 s. The nodes are collected once per node and property here.
   */
  override toDiagnostic<N extends AstNode>(severity: 'error' | 'warning' | 'info' | 'hint', message: string, info: DiagnosticInfo<N, string>): Diagnostic {
    const cst = info.node.$cstNode;
    if (info.range || typeof info.property !== 'string' || info.index === undefined || !cst) return super.toDiagnostic(severity, message, info);
    let byProperty = this.propertyNodes.get(cst);
    if (!byProperty) this.propertyNodes.set(cst, (byProperty = new Map()));
    let nodes = byProperty.get(info.property);
    if (!nodes) byProperty.set(info.property, (nodes = GrammarUtils.findNodesForProperty(cst, info.property)));
    // As Langium does: an index past the end marks the last value.
    const at = nodes[Math.max(0, Math.min(info.index, nodes.length - 1))];
    return super.toDiagnostic(severity, message, at ? { ...info, range: at.range } : info);
  }

  protected override processLinkingErrors(document: LangiumDocument, diagnostics: Diagnostic[], options: ValidationOptions): void {
    for (const reference of document.references) {
      const error = reference.error;
      if (!error) continue;
      const info = error.info;
      const text = reference.$refText;
      let message = error.message;
      let code: string = Codes.unknownName;
      if (text.length > MAX_NAME_LENGTH) {
        // Nothing is that long: no lookup, no suggestions, no echo of the name.
        diagnostics.push(this.toDiagnostic('error', nameTooLongMessage(text.length), {
          node: info.container, property: info.property, index: info.index, code: Codes.nameTooLong,
          ...(reference.$refNode ? { range: reference.$refNode.range } : {}),
        }));
        continue;
      }
      try {
        const type = this.reflection.getReferenceType(info);
        const names = this.scopeProvider.getScope(info).getAllElements().map(d => d.name).toArray();
        const hint = didYouMean(text, names);
        if (type === 'Card') {
          code = Codes.unknownCard;
          message = `Unknown card "${text}": define it with card "${text}" { ... } in any .mtgs file, or check the spelling.${hint}`;
        } else if (type === 'Player') {
          code = Codes.unknownPlayer;
          message = `${text} is not one of this scenario's players.${hint}`;
        } else {
          message = `"${text}" is not a player, an alias (as ...) or a card known here.${hint}`;
        }
      } catch {
        // keep Langium's own message
      }
      diagnostics.push(this.toDiagnostic('error', message, {
        node: info.container, property: info.property, index: info.index, code,
        ...(reference.$refNode ? { range: reference.$refNode.range } : {}),
        data: { code: DocumentValidator.LinkingError, containerType: info.container.$type, property: info.property, refText: text },
      }));
    }
    void options;
  }
}

/** Pushes a node's children so that they are popped in document order (as Langium's `streamAst` visits them). */
function pushChildren(node: AstNode, stack: AstNode[]): void {
  const children: AstNode[] = [];
  for (const key in node) {
    if (key.charCodeAt(0) === 36 /* $ */) continue;
    const value = (node as unknown as Record<string, unknown>)[key];
    if (typeof value !== 'object' || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (isAstNode(item)) children.push(item);
    } else if (isAstNode(value)) children.push(value);
  }
  for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
}

/**
 * A diagnostic moved relative to a scenario's start (`direction` -1) or back to an absolute position (+1). Positions
 * on the scenario's first line are relative in both line and character, the others only in line.
 */
function moved(diagnostic: Diagnostic, start: Position, direction: 1 | -1): Diagnostic {
  const move = (p: Position): Position => {
    if (direction < 0) return p.line === start.line ? { line: 0, character: p.character - start.character } : { line: p.line - start.line, character: p.character };
    return p.line === 0 ? { line: start.line, character: p.character + start.character } : { line: p.line + start.line, character: p.character };
  };
  return { ...diagnostic, range: { start: move(diagnostic.range.start), end: move(diagnostic.range.end) } };
}
