import {
  DocumentState,
  URI,
  type DocumentBuilder,
  type LangiumDocument,
  type LangiumDocuments,
  type WorkspaceLock,
  type WorkspaceManager,
} from 'langium';
import type { CodeLensProvider } from 'langium/lsp';
import { CancellationToken, type CodeLens, type Position } from 'vscode-languageserver';
import { isModel, type Scenario } from '../generated/ast.js';
import type { MtgServerCoreServices } from './services.js';
import type { RulesProvider } from '../rules/rules-provider.js';
import type { ScenarioRunner } from '../scenario/scenario-runner.js';
import { boardView } from './board-state.js';
import { BoardRequest, type BoardParams, type BoardResult } from '../base/protocol.js';

/** The client's command that opens the board view (package.json), with a document URI and a position. */
export const SHOW_BOARD_COMMAND = 'mtgScenario.showBoard';

function scenarios(document: LangiumDocument): Scenario[] {
  const model = document.parseResult.value;
  return isModel(model) ? model.scenarios.filter(s => s.$cstNode) : [];
}

/**
 * `mtgs/board`: the board view's game at a position, from the runner's cached replay (the one validation, hover and
 * the Test Explorer use): following the cursor costs no replay unless the scenario changed.
 */
export class BoardRequests {
  private readonly documents: LangiumDocuments;
  private readonly builder: DocumentBuilder;
  private readonly lock: WorkspaceLock;
  private readonly workspace: WorkspaceManager;
  private readonly runner: ScenarioRunner;
  private readonly rules: RulesProvider;

  constructor(services: MtgServerCoreServices) {
    this.documents = services.shared.workspace.LangiumDocuments;
    this.builder = services.shared.workspace.DocumentBuilder;
    this.lock = services.shared.workspace.WorkspaceLock;
    this.workspace = services.shared.workspace.WorkspaceManager;
    this.runner = services.scenario.Runner;
    this.rules = services.rules.Provider;
    services.shared.lsp.Connection?.onRequest(BoardRequest, (params: BoardParams, token) => this.board(params, token));
  }

  /** Null for a document the server doesn't have (the board follows open documents only) and outside scenarios. */
  async board(params: BoardParams, token = CancellationToken.None): Promise<BoardResult> {
    const uri = URI.parse(params.uri);
    await this.workspace.ready;
    if (!this.documents.hasDocument(uri)) return null;
    await this.builder.waitUntil(DocumentState.Linked, uri, token);
    return this.lock.read(() => {
      const document = this.documents.getDocument(uri);
      const scenario = document && scenarioAt(document, params.position);
      if (!document || !scenario) return null;
      const text = document.textDocument;
      const textOf = (line: number) =>
        text.getText({ start: { line, character: 0 }, end: { line: line + 1, character: 0 } });
      return boardView(this.runner.run(scenario), params.position.line, textOf, id => this.rules.ruleLine(id));
    });
  }
}

function scenarioAt(document: LangiumDocument, position: Position): Scenario | undefined {
  return scenarios(document).find(
    s => s.$cstNode!.range.start.line <= position.line && position.line <= s.$cstNode!.range.end.line,
  );
}

/** "Show board" above each scenario: opens the board view at the scenario's first line. */
export class BoardCodeLensProvider implements CodeLensProvider {
  private readonly rules: RulesProvider;

  constructor(services: MtgServerCoreServices) {
    this.rules = services.rules.Provider;
  }

  provideCodeLens(document: LangiumDocument): CodeLens[] {
    const title = this.rules.language === 'de' ? 'Spielfeld anzeigen' : 'Show board';
    return scenarios(document).map(s => {
      const range = s.$cstNode!.range;
      return {
        range: { start: range.start, end: range.start },
        command: { title, command: SHOW_BOARD_COMMAND, arguments: [document.uri.toString(), range.start] },
      };
    });
  }
}
