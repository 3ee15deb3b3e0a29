import * as vscode from 'vscode';
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';
import { BuiltinFileSystem } from './builtin-fs.js';
import { RulesFileNotification, type RulesFileParams } from '@mtg-scenario/language/protocol';
import { DEFAULT_RULES_URL, downloadRules } from './rules-download.js';
import { registerScenarioTests } from './testing.js';

let client: LanguageClient | undefined;

const DOWNLOADED = 'MagicCompRules.txt';

/** The CR file to load: the setting, else the one the download command stored, else none (built-in summaries). */
async function rulesFile(context: vscode.ExtensionContext): Promise<string | undefined> {
  const configured = vscode.workspace.getConfiguration('mtgScenario').get<string>('rulesFile')?.trim();
  if (configured) return configured;
  const stored = vscode.Uri.joinPath(context.globalStorageUri, DOWNLOADED);
  try {
    await vscode.workspace.fs.stat(stored);
    return stored.fsPath;
  } catch {
    return undefined;
  }
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  context.subscriptions.push(vscode.workspace.registerFileSystemProvider('builtin',
    new BuiltinFileSystem(vscode.Uri.joinPath(context.extensionUri, 'dist', 'builtin')), { isCaseSensitive: true, isReadonly: true }));

  const module = context.asAbsolutePath('dist/server.cjs');
  const serverOptions: ServerOptions = {
    run: { module, transport: TransportKind.ipc },
    debug: { module, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', '--inspect=6009'] } },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [{ language: 'mtg-scenario' }],
    initializationOptions: { rulesFile: await rulesFile(context), language: vscode.env.language },
    synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher('**/*.mtgs') },
  };
  client = new LanguageClient('mtgScenario', 'MTG Scenario', serverOptions, clientOptions);
  await client.start();

  const sendRulesFile = async () => client?.sendNotification(RulesFileNotification, { path: await rulesFile(context) } satisfies RulesFileParams);
  context.subscriptions.push(vscode.workspace.onDidChangeConfiguration(e => {
    if (e.affectsConfiguration('mtgScenario.rulesFile')) void sendRulesFile();
  }));

  context.subscriptions.push(vscode.commands.registerCommand('mtgScenario.downloadRules', async () => {
    const url = vscode.workspace.getConfiguration('mtgScenario').get<string>('rulesUrl')?.trim() || DEFAULT_RULES_URL;
    const result = await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: 'Downloading the Comprehensive Rules…' },
      () => downloadRules(url));
    if (!result.ok) {
      void vscode.window.showErrorMessage(`MTG Scenario: ${result.error}`);
      return;
    }
    await vscode.workspace.fs.createDirectory(context.globalStorageUri);
    await vscode.workspace.fs.writeFile(vscode.Uri.joinPath(context.globalStorageUri, DOWNLOADED), new TextEncoder().encode(result.text));
    await sendRulesFile();
    void vscode.window.showInformationMessage(`MTG Scenario: loaded the Comprehensive Rules${result.effectiveDate ? ` effective ${result.effectiveDate}` : ''} (${result.rules} rules).`);
  }));

  registerScenarioTests(context, client);
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
