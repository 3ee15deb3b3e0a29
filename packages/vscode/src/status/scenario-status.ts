import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { RunScenariosRequest, type RunScenariosParams, type RunScenariosResult } from '@mtg-scenario/language/protocol';
import { statusCounts, statusText } from './status-text.js';

/**
 * A status bar item with the active `.mtgs` file's scenario results, opening the Test Explorer. It asks the server
 * when the file's diagnostics change (the server has replayed it then; the request reuses that replay).
 */
export function registerScenarioStatus(context: vscode.ExtensionContext, client: LanguageClient): void {
  const item = vscode.window.createStatusBarItem('mtgScenario.results', vscode.StatusBarAlignment.Left, 10);
  item.name = vscode.l10n.t('MTG Scenario results');
  item.command = 'workbench.view.testing.focus';
  context.subscriptions.push(item);
  let asked = 0;

  const refresh = async () => {
    const document = vscode.window.activeTextEditor?.document;
    const request = ++asked;
    if (document?.languageId !== 'mtg-scenario') {
      item.hide();
      return;
    }
    try {
      const { outcomes } = await client.sendRequest<RunScenariosResult>(RunScenariosRequest, {
        uri: document.uri.toString(),
      } satisfies RunScenariosParams);
      if (request !== asked) return;
      if (outcomes.length === 0) {
        item.hide();
        return;
      }
      const { passed, failed, skipped } = statusCounts(outcomes);
      item.text = statusText(outcomes);
      item.tooltip = vscode.l10n.t(
        '{0} passed, {1} failed, {2} inconclusive: open the Test Explorer',
        passed,
        failed,
        skipped,
      );
      item.accessibilityInformation = {
        label: vscode.l10n.t('Scenarios: {0} passed, {1} failed, {2} inconclusive', passed, failed, skipped),
      };
      item.backgroundColor = failed > 0 ? new vscode.ThemeColor('statusBarItem.errorBackground') : undefined;
      item.show();
    } catch {
      if (request === asked) item.hide();
    }
  };
  context.subscriptions.push(
    vscode.window.onDidChangeActiveTextEditor(() => void refresh()),
    vscode.languages.onDidChangeDiagnostics(e => {
      const uri = vscode.window.activeTextEditor?.document.uri.toString();
      if (uri && e.uris.some(u => u.toString() === uri)) void refresh();
    }),
  );
  void refresh();
}
