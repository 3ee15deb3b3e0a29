import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import {
  RunScenariosRequest,
  ScenariosRequest,
  type RunScenariosParams,
  type RunScenariosResult,
  type ScenarioInfo,
  type ScenariosParams,
  type ScenariosResult,
} from '@mtg-scenario/language/protocol';
import { failureText, skippedText } from './test-messages.js';

/** Scenarios in VS Code's Test Explorer: one test per `scenario`, run by the language server's replay. */
export function registerScenarioTests(context: vscode.ExtensionContext, client: LanguageClient): void {
  const controller = vscode.tests.createTestController('mtgScenarios', 'MTG Scenarios');
  context.subscriptions.push(controller);
  const toRange = (r: ScenarioInfo['range']) =>
    new vscode.Range(r.start.line, r.start.character, r.end.line, r.end.character);

  async function discover(uri: vscode.Uri): Promise<vscode.TestItem | undefined> {
    if (uri.scheme !== 'file') return undefined;
    const { scenarios } = await client.sendRequest<ScenariosResult>(ScenariosRequest, {
      uri: uri.toString(),
    } satisfies ScenariosParams);
    if (scenarios.length === 0) {
      controller.items.delete(uri.toString());
      return undefined;
    }
    const file = controller.createTestItem(uri.toString(), vscode.workspace.asRelativePath(uri), uri);
    for (const s of scenarios) {
      const item = controller.createTestItem(`${uri.toString()}#${s.name}`, s.name, uri);
      item.range = toRange(s.range);
      file.children.add(item);
    }
    controller.items.add(file);
    return file;
  }

  async function discoverAll(): Promise<void> {
    for (const uri of await vscode.workspace.findFiles('**/*.mtgs', '**/node_modules/**')) await discover(uri);
  }

  controller.resolveHandler = async item => {
    if (!item) await discoverAll();
  };

  const watcher = vscode.workspace.createFileSystemWatcher('**/*.mtgs');
  context.subscriptions.push(
    watcher,
    watcher.onDidCreate(uri => void discover(uri)),
    watcher.onDidChange(uri => void discover(uri)),
    watcher.onDidDelete(uri => controller.items.delete(uri.toString())),
    vscode.workspace.onDidSaveTextDocument(doc => void (doc.languageId === 'mtg-scenario' && discover(doc.uri))),
  );

  const run = async (request: vscode.TestRunRequest, token: vscode.CancellationToken) => {
    const testRun = controller.createTestRun(request);
    const queue: vscode.TestItem[] = [];
    if (request.include) queue.push(...request.include);
    else {
      await discoverAll();
      controller.items.forEach(item => queue.push(item));
    }
    // Group the requested scenarios by file: the server replays a file's scenarios in one request.
    const byFile = new Map<string, { file: vscode.TestItem | undefined; items: vscode.TestItem[] }>();
    for (const item of queue) {
      const fileUri = item.uri!.toString();
      const entry = byFile.get(fileUri) ?? { file: undefined, items: [] };
      if (item.id === fileUri) item.children.forEach(child => entry.items.push(child));
      else entry.items.push(item);
      byFile.set(fileUri, entry);
    }
    for (const [uri, { items }] of byFile) {
      if (token.isCancellationRequested) break;
      const wanted = items.filter(i => !request.exclude?.includes(i));
      wanted.forEach(i => testRun.started(i));
      const started = Date.now();
      try {
        const result = await client.sendRequest<RunScenariosResult>(RunScenariosRequest, {
          uri,
          names: wanted.map(i => i.label),
        } satisfies RunScenariosParams);
        for (const item of wanted) {
          const outcome = result.outcomes.find(o => o.name === item.label);
          if (!outcome)
            testRun.errored(item, new vscode.TestMessage(`Scenario "${item.label}" was not found in the file.`));
          else if (outcome.verdict === 'passed') testRun.passed(item, Date.now() - started);
          else if (outcome.verdict === 'skipped') {
            // A skipped test carries no message: the reason goes to the run's output, attached to the scenario.
            testRun.skipped(item);
            testRun.appendOutput(
              `${skippedText(item.label, outcome)}\r\n`,
              new vscode.Location(vscode.Uri.parse(uri), toRange(outcome.range)),
              item,
            );
          } else {
            const messages = outcome.failures.map(f => {
              const message = new vscode.TestMessage(failureText(f));
              if (f.expected !== undefined) message.expectedOutput = f.expected;
              if (f.actual !== undefined) message.actualOutput = f.actual;
              message.location = new vscode.Location(vscode.Uri.parse(uri), toRange(f.range));
              return message;
            });
            testRun.failed(
              item,
              messages.length ? messages : [new vscode.TestMessage(outcome.reason ?? 'The scenario did not pass.')],
              Date.now() - started,
            );
          }
        }
      } catch (e) {
        wanted.forEach(i =>
          testRun.errored(
            i,
            new vscode.TestMessage(
              `The language server could not run the scenario: ${e instanceof Error ? e.message : String(e)}`,
            ),
          ),
        );
      }
    }
    testRun.end();
  };
  controller.createRunProfile('Run', vscode.TestRunProfileKind.Run, run, true);
  void discoverAll();
}
