import { ruleAncestors } from '@mtg-scenario/engine/cr';
import {
  DocumentState,
  URI,
  type DocumentBuilder,
  type DocumentValidator,
  type FileSystemProvider,
  type LangiumDocument,
  type LangiumDocuments,
  type WorkspaceLock,
  type WorkspaceManager,
} from 'langium';
import { CancellationToken, type Diagnostic } from 'vscode-languageserver';
import { isModel, type Scenario } from '../generated/ast.js';
import type { MtgServerCoreServices } from './services.js';
import type { RulesProvider } from '../rules/rules-provider.js';
import type { ScenarioOutcomes } from '../scenario/scenario-outcomes.js';
import {
  RunScenariosRequest,
  ScenariosRequest,
  type RunScenariosParams,
  type RunScenariosResult,
  type ScenarioFailure,
  type ScenarioOutcome,
  type ScenariosParams,
  type ScenariosResult,
} from '../base/protocol.js';

/**
 * `mtgs/scenarios` and `mtgs/runScenarios` for the Test Explorer. A scenario's outcome is decided by
 * `ScenarioOutcomes` from the document's diagnostics (validation replays it through the runner, cached), as for
 * `mtgs test`. Rule codes come with the rule's text from the configured CR (or the summary), failed expectations with
 * expected and actual.
 */
export class ScenarioRequests {
  private readonly documents: LangiumDocuments;
  private readonly builder: DocumentBuilder;
  private readonly lock: WorkspaceLock;
  private readonly workspace: WorkspaceManager;
  private readonly fileSystem: FileSystemProvider;
  private readonly validator: DocumentValidator;
  private readonly rules: RulesProvider;
  private readonly outcomes: ScenarioOutcomes;

  constructor(services: MtgServerCoreServices) {
    this.documents = services.shared.workspace.LangiumDocuments;
    this.builder = services.shared.workspace.DocumentBuilder;
    this.lock = services.shared.workspace.WorkspaceLock;
    this.workspace = services.shared.workspace.WorkspaceManager;
    this.fileSystem = services.shared.workspace.FileSystemProvider;
    this.validator = services.validation.DocumentValidator;
    this.rules = services.rules.Provider;
    this.outcomes = services.scenario.Outcomes;
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
      const diagnostics =
        document.state >= DocumentState.Validated
          ? (document.diagnostics ?? [])
          : await this.validator.validateDocument(document, {}, token);
      const outcomes = this.outcomes
        .outcomes(document, diagnostics)
        .scenarios.filter(o => !wanted || wanted.has(o.scenario.name))
        .map((o): ScenarioOutcome => ({
          name: o.scenario.name,
          range: o.scenario.$cstNode!.range,
          verdict: o.verdict,
          failures: o.failures.map(d => this.failure(d)),
          ...(o.reason !== undefined ? { reason: o.reason } : {}),
        }));
      return { outcomes };
    });
  }

  private scenariosOf(document: LangiumDocument): Scenario[] {
    const model = document.parseResult.value;
    return isModel(model) ? model.scenarios.filter(s => s.$cstNode) : [];
  }

  private failure(diagnostic: Diagnostic): ScenarioFailure {
    const code =
      typeof diagnostic.code === 'string' && ruleAncestors(diagnostic.code).length > 0 ? diagnostic.code : undefined;
    const ruleText = code && this.rules.ruleLine(code);
    const data = diagnostic.data as { expected?: unknown; actual?: unknown } | undefined;
    return {
      message: typeof diagnostic.message === 'string' ? diagnostic.message : diagnostic.message.value,
      range: diagnostic.range,
      ...(code ? { rule: code } : {}),
      ...(ruleText ? { ruleText } : {}),
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
