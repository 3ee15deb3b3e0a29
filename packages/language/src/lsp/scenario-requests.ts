import { ruleAncestors } from '@mtg-scenario/engine/cr';
import {
  DocumentState, URI, type DocumentBuilder, type DocumentValidator, type FileSystemProvider,
  type LangiumDocument, type LangiumDocuments, type WorkspaceLock, type WorkspaceManager,
} from 'langium';
import { CancellationToken, DiagnosticSeverity, type Diagnostic, type Position, type Range } from 'vscode-languageserver';
import { isModel, type Scenario } from '../generated/ast.js';
import type { MtgServices } from '../mtg-scenario-module.js';
import type { RulesProvider } from '../rules/rules-provider.js';
import {
  RunScenariosRequest, ScenariosRequest, type RunScenariosParams, type RunScenariosResult, type ScenarioFailure,
  type ScenarioOutcome, type ScenariosParams, type ScenariosResult,
} from './protocol.js';

function before(a: Position, b: Position): boolean {
  return a.line < b.line || (a.line === b.line && a.character <= b.character);
}

function inside(inner: Range, outer: Range): boolean {
  return before(outer.start, inner.start) && before(inner.end, outer.end);
}

/**
 * `mtgs/scenarios` and `mtgs/runScenarios` for the Test Explorer. A scenario's outcome is what the editor shows: the
 * document's errors within the scenario, from validation, which replays it through the runner (cached). Rule codes
 * come with the rule's text from the configured CR (or the summary), failed expectations with expected and actual.
 */
export class ScenarioRequests {
  private readonly documents: LangiumDocuments;
  private readonly builder: DocumentBuilder;
  private readonly lock: WorkspaceLock;
  private readonly workspace: WorkspaceManager;
  private readonly fileSystem: FileSystemProvider;
  private readonly validator: DocumentValidator;
  private readonly rules: RulesProvider;

  constructor(services: MtgServices) {
    this.documents = services.shared.workspace.LangiumDocuments;
    this.builder = services.shared.workspace.DocumentBuilder;
    this.lock = services.shared.workspace.WorkspaceLock;
    this.workspace = services.shared.workspace.WorkspaceManager;
    this.fileSystem = services.shared.workspace.FileSystemProvider;
    this.validator = services.validation.DocumentValidator;
    this.rules = services.rules.Provider;
    const connection = services.shared.lsp.Connection;
    connection?.onRequest(ScenariosRequest, (params: ScenariosParams, token) => this.scenarios(params, token));
    connection?.onRequest(RunScenariosRequest, (params: RunScenariosParams, token) => this.runScenarios(params, token));
  }

  async scenarios(params: ScenariosParams, token = CancellationToken.None): Promise<ScenariosResult> {
    const document = await this.document(params.uri, token);
    return { scenarios: this.scenariosOf(document).map(s => ({ name: s.name, range: s.$cstNode!.range })) };
  }

  async runScenarios(params: RunScenariosParams, token = CancellationToken.None): Promise<RunScenariosResult> {
    const document = await this.document(params.uri, token);
    const wanted = params.names && new Set(params.names);
    return this.lock.read(async () => {
      const diagnostics = document.state >= DocumentState.Validated
        ? document.diagnostics ?? []
        : await this.validator.validateDocument(document, {}, token);
      const errors = diagnostics.filter(d => d.severity === DiagnosticSeverity.Error);
      const outcomes = this.scenariosOf(document).filter(s => !wanted || wanted.has(s.name)).map((scenario): ScenarioOutcome => {
        const range = scenario.$cstNode!.range;
        const failures = errors.filter(d => inside(d.range, range)).map(d => this.failure(d));
        return { name: scenario.name, range, passed: failures.length === 0, failures };
      });
      return { outcomes };
    });
  }

  private scenariosOf(document: LangiumDocument): Scenario[] {
    const model = document.parseResult.value;
    return isModel(model) ? model.scenarios.filter(s => s.$cstNode) : [];
  }

  private failure(diagnostic: Diagnostic): ScenarioFailure {
    const code = typeof diagnostic.code === 'string' && ruleAncestors(diagnostic.code).length > 0 ? diagnostic.code : undefined;
    const ruleText = code && this.rules.ruleLine(code);
    const data = diagnostic.data as { expected?: unknown; actual?: unknown } | undefined;
    return {
      message: typeof diagnostic.message === 'string' ? diagnostic.message : diagnostic.message.value, range: diagnostic.range,
      ...(code ? { rule: code } : {}), ...(ruleText ? { ruleText } : {}),
      ...(typeof data?.expected === 'string' ? { expected: data.expected } : {}),
      ...(typeof data?.actual === 'string' ? { actual: data.actual } : {}),
    };
  }

  /** The document, linked; one that is neither open nor in the workspace is read from disk first. */
  private async document(uri: string, token: CancellationToken): Promise<LangiumDocument> {
    const parsed = URI.parse(uri);
    await this.workspace.ready;
    if (!this.documents.hasDocument(parsed)) {
      // Fails here, before the builder knows the URI, when there is no such file.
      await this.fileSystem.readFile(parsed);
      await this.lock.write(cancel => this.builder.update([parsed], [], cancel));
    }
    await this.builder.waitUntil(DocumentState.Linked, parsed, token);
    return this.documents.getDocument(parsed)!;
  }
}
