import * as vscode from 'vscode';
import {
  LanguageClient,
  TransportKind,
  type LanguageClientOptions,
  type ServerOptions,
} from 'vscode-languageclient/node';
import { BuiltinFileSystem } from './builtin-fs.js';
import { registerCardsFileSystem } from './cards-fs.js';
import {
  CardsIndexNotification,
  RulesFileNotification,
  type CardsIndexParams,
  type RulesFileParams,
} from '@mtg-scenario/language/protocol';
import {
  DEFAULT_CARDS_URL,
  DEFAULT_RULES_URL,
  downloadCardFile,
  downloadRulesFile,
  importInWorker,
  pruneCardIndexes,
} from '@mtg-scenario/language/download';
import { registerBoard } from './board/board-panel.js';
import { registerScenarioProblems } from './problems/scenario-problems.js';
import { registerScenarioStatus } from './status/scenario-status.js';
import { registerScenarioTests } from './testing.js';

let client: LanguageClient | undefined;

const DOWNLOADED = 'MagicCompRules.txt';
/** The downloaded card file and its indexes, apart from the server's cache for the cardsFile setting (CARD_CACHE). */
const DOWNLOADED_CARDS = ['card-data', 'card-file'];
const DOWNLOADED_CARD_INDEXES = ['card-data', 'index'];
const CARD_CACHE = 'card-cache';
/** The global state's key for the downloaded cards' index, which the server loads at its start. */
const CARDS_INDEX_KEY = 'mtgScenario.cardsIndex';
/** The global state's key recording that the walkthrough was offered (once, at the first activation). */
const WALKTHROUGH_OFFERED_KEY = 'mtgScenario.walkthroughOffered';
const FORMAT_NAMES = { 'mtgjson-atomic': 'MTGJSON AtomicCards', 'scryfall-oracle': 'Scryfall Oracle Cards' } as const;

/**
 * A setting that names a file to read or a URL to fetch (package.json `restrictedConfigurations`): an untrusted
 * workspace's own value is ignored, so a cloned folder can't point hover at a local file or the download anywhere.
 * VS Code filters these itself in Restricted Mode; reading the user's value explicitly doesn't depend on it.
 */
function restrictedSetting(name: 'rulesFile' | 'rulesUrl' | 'cardsFile' | 'cardsUrl'): string | undefined {
  const configuration = vscode.workspace.getConfiguration('mtgScenario');
  const value = vscode.workspace.isTrusted
    ? configuration.get<string>(name)
    : configuration.inspect<string>(name)?.globalValue;
  return value?.trim() || undefined;
}

/**
 * The CR file to load: the setting (a relative path is resolved by the server, against the workspace folder), else
 * the one the download command stored, else none (built-in summaries).
 */
async function rulesFile(context: vscode.ExtensionContext): Promise<string | undefined> {
  const configured = restrictedSetting('rulesFile');
  if (configured) return configured;
  const stored = vscode.Uri.joinPath(context.globalStorageUri, DOWNLOADED);
  try {
    await vscode.workspace.fs.stat(stored);
    return stored.fsPath;
  } catch {
    return undefined;
  }
}

/** The index of the cards the download command stored, if it is still there. */
async function downloadedCardsIndex(context: vscode.ExtensionContext): Promise<string | undefined> {
  const index = context.globalState.get<string>(CARDS_INDEX_KEY);
  if (!index) return undefined;
  try {
    await vscode.workspace.fs.stat(vscode.Uri.file(index));
    return index;
  } catch {
    return undefined;
  }
}

/** Offers the walkthrough (package.json `walkthroughs`) once: at the first activation, never again. */
async function offerWalkthrough(context: vscode.ExtensionContext): Promise<void> {
  if (context.globalState.get<boolean>(WALKTHROUGH_OFFERED_KEY)) return;
  await context.globalState.update(WALKTHROUGH_OFFERED_KEY, true);
  const open = vscode.l10n.t('Open the walkthrough');
  const choice = await vscode.window.showInformationMessage(
    vscode.l10n.t('MTG Scenario: new here? A short walkthrough writes a first scenario and gets the rules and cards.'),
    open,
  );
  if (choice === open)
    await vscode.commands.executeCommand('workbench.action.openWalkthrough', `${context.extension.id}#firstRun`, false);
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  void offerWalkthrough(context);
  context.subscriptions.push(
    vscode.workspace.registerFileSystemProvider(
      'builtin',
      new BuiltinFileSystem(vscode.Uri.joinPath(context.extensionUri, 'dist', 'builtin')),
      { isCaseSensitive: true, isReadonly: true },
    ),
  );

  const module = context.asAbsolutePath('dist/server.cjs');
  const serverOptions: ServerOptions = {
    run: { module, transport: TransportKind.ipc },
    debug: { module, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', '--inspect=6009'] } },
  };
  const storage = (...parts: string[]) => vscode.Uri.joinPath(context.globalStorageUri, ...parts).fsPath;
  const clientOptions: LanguageClientOptions = {
    documentSelector: [{ language: 'mtg-scenario' }],
    // The cardsFile setting the server reads itself (it wins when set), importing the file into cardsCacheDir.
    initializationOptions: {
      rulesFile: await rulesFile(context),
      language: vscode.env.language,
      cardsIndex: await downloadedCardsIndex(context),
      cardsCacheDir: storage(CARD_CACHE),
    },
    synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher('**/*.mtgs') },
  };
  client = new LanguageClient('mtgScenario', 'MTG Scenario', serverOptions, clientOptions);
  await client.start();
  // Database cards (`cards:///Name.mtgs`, from go to definition) are the server's text.
  registerCardsFileSystem(context, client);

  const sendRulesFile = async () =>
    client?.sendNotification(RulesFileNotification, { path: await rulesFile(context) } satisfies RulesFileParams);
  context.subscriptions.push(
    vscode.workspace.onDidChangeConfiguration(e => {
      if (e.affectsConfiguration('mtgScenario.rulesFile')) void sendRulesFile();
    }),
  );
  // Trusting the workspace lets its own rulesFile setting apply.
  context.subscriptions.push(vscode.workspace.onDidGrantWorkspaceTrust(() => void sendRulesFile()));

  context.subscriptions.push(
    vscode.commands.registerCommand('mtgScenario.downloadRules', async () => {
      const url = restrictedSetting('rulesUrl') ?? DEFAULT_RULES_URL;
      const result = await vscode.window.withProgress(
        { location: vscode.ProgressLocation.Notification, title: 'Downloading the Comprehensive Rules…' },
        () => downloadRulesFile(url, vscode.Uri.joinPath(context.globalStorageUri, DOWNLOADED).fsPath),
      );
      if (!result.ok) {
        void vscode.window.showErrorMessage(`MTG Scenario: ${result.error}`);
        return;
      }
      await sendRulesFile();
      void vscode.window.showInformationMessage(
        `MTG Scenario: loaded the Comprehensive Rules${result.effectiveDate ? ` effective ${result.effectiveDate}` : ''} (${result.rules} rules).`,
      );
    }),
  );

  // One card download at a time: a second one's pruning could remove the index the first has just written.
  let downloadingCards = false;
  context.subscriptions.push(
    vscode.commands.registerCommand('mtgScenario.downloadCards', async () => {
      if (downloadingCards) {
        void vscode.window.showInformationMessage('MTG Scenario: the card data is already being downloaded.');
        return;
      }
      const url = restrictedSetting('cardsUrl') ?? DEFAULT_CARDS_URL;
      const indexes = storage(...DOWNLOADED_CARD_INDEXES);
      downloadingCards = true;
      const result = await vscode.window.withProgress(
        { location: vscode.ProgressLocation.Notification, title: 'Downloading and importing card data…' },
        () =>
          downloadCardFile(
            url,
            storage(...DOWNLOADED_CARDS),
            indexes,
            importInWorker(context.asAbsolutePath('dist/card-import.cjs')),
          ),
      );
      // downloadCardFile never throws.
      downloadingCards = false;
      if (!result.ok) {
        void vscode.window.showErrorMessage(`MTG Scenario: ${result.error}`);
        return;
      }
      const previous = context.globalState.get<string>(CARDS_INDEX_KEY);
      await context.globalState.update(CARDS_INDEX_KEY, result.indexPath);
      await client?.sendNotification(CardsIndexNotification, { path: result.indexPath } satisfies CardsIndexParams);
      void pruneCardIndexes(indexes, [result.indexPath, previous]);
      const overridden = restrictedSetting('cardsFile')
        ? ' The setting "mtgScenario.cardsFile" names another file, and it is used instead.'
        : '';
      void vscode.window.showInformationMessage(
        `MTG Scenario: imported ${result.source.cards.toLocaleString('en')} cards (${FORMAT_NAMES[result.source.format]}).${overridden}`,
      );
    }),
  );

  registerScenarioTests(context, client);
  registerBoard(context, client);
  registerScenarioStatus(context, client);
  registerScenarioProblems(context);
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
