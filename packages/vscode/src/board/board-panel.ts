import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { BoardRequest, type BoardParams, type BoardResult } from '@mtg-scenario/language/protocol';
import { boardHtml } from './board-html.js';
import { boardPage } from './board-page.js';

const LANGUAGE = 'mtg-scenario';

/**
 * The board view: a webview beside the editor drawing the game at the line under the cursor of the last active
 * `.mtgs` editor (files, `builtin:` and `cards:` documents alike), following the cursor and the edits. The server
 * replays; this only asks (`mtgs/board`) and draws. The latest move wins: a new request cancels the one in flight and
 * a superseded answer is dropped, so holding an arrow key doesn't queue up stale boards; a move within the line shown
 * (the board depends on the line only) asks nothing. Posting to the page isn't awaited: its acknowledgement crosses
 * the editor's process boundary again (4–110 ms measured in code-server) and would hold back the next request.
 */
export class BoardPanel implements vscode.Disposable {
  private static current: BoardPanel | undefined;
  private readonly disposables: vscode.Disposable[] = [];
  private editor: vscode.TextEditor | undefined;
  /** The request in flight (cancelled by the next one) and what it asks for. */
  private pending: { readonly source: vscode.CancellationTokenSource; readonly key: string } | undefined;
  /** What the page shows: document, version and line (none after a failed request or a reloaded page). */
  private shown: string | undefined;

  static show(client: LanguageClient, editor: vscode.TextEditor | undefined): void {
    if (BoardPanel.current) {
      BoardPanel.current.panel.reveal(undefined, true);
      BoardPanel.current.follow(editor);
      return;
    }
    const panel = vscode.window.createWebviewPanel(
      'mtgScenario.board',
      vscode.l10n.t('MTG Board'),
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
      // No local resources: the page brings its own style and script.
      { enableScripts: true, localResourceRoots: [] },
    );
    BoardPanel.current = new BoardPanel(panel, client, editor);
  }

  private constructor(
    private readonly panel: vscode.WebviewPanel,
    private readonly client: LanguageClient,
    editor: vscode.TextEditor | undefined,
  ) {
    panel.webview.html = boardPage(
      randomBytes(16).toString('base64'),
      vscode.l10n.t('MTG Board'),
      vscode.l10n.t('Loading the board…'),
    );
    this.disposables.push(
      panel.onDidDispose(() => this.dispose()),
      panel.webview.onDidReceiveMessage((message: { type: string; line?: number }) => {
        if (message.type === 'ready') {
          // A new page (the panel was hidden and shown again): it shows nothing yet.
          this.shown = undefined;
          void this.update();
        } else if (message.type === 'line' && typeof message.line === 'number') this.moveTo(message.line);
      }),
      vscode.window.onDidChangeActiveTextEditor(e => this.follow(e)),
      vscode.window.onDidChangeTextEditorSelection(e => {
        if (e.textEditor === this.editor) void this.update();
      }),
      vscode.workspace.onDidChangeTextDocument(e => {
        if (e.document === this.editor?.document) void this.update();
      }),
    );
    this.follow(editor);
  }

  /** Follows an `.mtgs` editor; another editor (or none) leaves the board on the last one. */
  private follow(editor: vscode.TextEditor | undefined): void {
    if (editor?.document.languageId !== LANGUAGE) return;
    this.editor = editor;
    void this.update();
  }

  /** Previous/next: the cursor goes to the line, and the board follows the cursor. */
  private moveTo(line: number): void {
    const editor = this.editor;
    if (!editor) return;
    const position = new vscode.Position(
      line,
      editor.document.lineAt(Math.min(line, editor.document.lineCount - 1)).firstNonWhitespaceCharacterIndex,
    );
    editor.selection = new vscode.Selection(position, position);
    editor.revealRange(new vscode.Range(position, position), vscode.TextEditorRevealType.InCenterIfOutsideViewport);
  }

  private async update(): Promise<void> {
    const editor = this.editor;
    if (!editor) return;
    const { document, selection } = editor;
    const key = `${document.uri.toString()}@${document.version}:${selection.active.line}`;
    if (key === (this.pending ? this.pending.key : this.shown)) return;
    this.pending?.source.cancel();
    const pending = new vscode.CancellationTokenSource();
    this.pending = { source: pending, key };
    let html: string;
    let line = -1;
    try {
      const params: BoardParams = { uri: document.uri.toString(), position: selection.active };
      const view = await this.client.sendRequest<BoardResult>(BoardRequest, params, pending.token);
      if (pending.token.isCancellationRequested) return;
      html = boardHtml(view, vscode.l10n.t);
      line = view?.line ?? -1;
      this.shown = key;
    } catch (error) {
      if (pending.token.isCancellationRequested) return;
      html = boardHtml(null, vscode.l10n.t);
      this.shown = undefined;
      console.error(`MTG Scenario: board: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      if (this.pending?.source === pending) this.pending = undefined;
      pending.dispose();
    }
    this.panel.webview.postMessage({ type: 'board', line, html }).then(undefined, () => undefined);
  }

  dispose(): void {
    BoardPanel.current = undefined;
    this.pending?.source.cancel();
    this.disposables.splice(0).forEach(d => d.dispose());
    this.panel.dispose();
  }
}

/** The "MTG Scenario: Show Board" command: from the palette at the active editor's cursor, from a code lens at its scenario. */
export function registerBoard(context: vscode.ExtensionContext, client: LanguageClient): void {
  context.subscriptions.push(
    vscode.commands.registerCommand(
      'mtgScenario.showBoard',
      async (uri?: string, position?: { line: number; character: number }) => {
        let editor = vscode.window.activeTextEditor;
        if (typeof uri === 'string' && position) {
          const target = vscode.Uri.parse(uri);
          const at = new vscode.Position(position.line, position.character);
          editor =
            vscode.window.visibleTextEditors.find(e => e.document.uri.toString() === target.toString()) ??
            (await vscode.window.showTextDocument(target));
          editor.selection = new vscode.Selection(at, at);
        }
        BoardPanel.show(client, editor);
      },
    ),
  );
}
