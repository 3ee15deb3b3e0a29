import { URI } from 'langium';
import { MessageType, ShowMessageNotification, type Connection, type InitializeParams } from 'vscode-languageserver';
import type { MtgServices } from '../mtg-scenario-module.js';
import { summaryLanguage, type RulesProvider } from '../rules/rules-provider.js';
import { CONFIGURATION_SECTION } from './mtg-configuration-provider.js';
import { RulesFileNotification, type RulesFileParams } from './protocol.js';

function pathOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** The (first) workspace folder on disk, against which a relative `rulesFile` is resolved. */
function workspaceFolder(params: InitializeParams): string | undefined {
  const uri = params.workspaceFolders?.[0]?.uri ?? params.rootUri;
  if (!uri) return undefined;
  const parsed = URI.parse(uri);
  return parsed.scheme === 'file' ? parsed.fsPath : undefined;
}

/**
 * Keeps the rules provider in line with the client: the display language and the CR file come with
 * `initializationOptions` ({ rulesFile, language }); the file then changes with the `mtgs/rulesFile` notification
 * (the client's choice: the setting, else the downloaded file) and with the `mtgScenario.rulesFile` setting, which
 * wins when set. A relative path is relative to the workspace folder. A file that can't be loaded or isn't
 * recognisably the Comprehensive Rules is reported once, and hovers fall back to the built-in summaries.
 */
export class RulesSettings {
  private readonly provider: RulesProvider;
  private readonly connection: Connection | undefined;
  private clientFile: string | undefined;
  private settingFile: string | undefined;
  private folder: string | undefined;

  constructor(services: MtgServices) {
    this.provider = services.rules.Provider;
    this.connection = services.shared.lsp.Connection;
    const server = services.shared.lsp.LanguageServer;
    const configuration = services.shared.workspace.ConfigurationProvider;
    server.onInitialize(params => {
      const options = params.initializationOptions as { rulesFile?: unknown; language?: unknown } | undefined;
      this.clientFile = pathOf(options?.rulesFile);
      this.folder = workspaceFolder(params);
      this.provider.configure({ language: summaryLanguage(options?.language) });
    });
    server.onInitialized(() => {
      this.apply();
      configuration.getConfiguration(services.LanguageMetaData.languageId, 'rulesFile').then(
        file => this.setSetting(file),
        (error: unknown) => this.connection?.console.error(`Reading the settings failed: ${String(error)}`));
    });
    configuration.onConfigurationSectionUpdate(update => {
      if (update.section !== CONFIGURATION_SECTION) return;
      this.setSetting((update.configuration as { rulesFile?: unknown } | undefined)?.rulesFile);
    });
    this.connection?.onNotification(RulesFileNotification, (params: RulesFileParams | undefined) => {
      this.clientFile = pathOf(params?.path);
      this.apply();
    });
  }

  private setSetting(value: unknown): void {
    this.settingFile = pathOf(value);
    this.apply();
  }

  private apply(): void {
    const rulesFile = this.settingFile ?? this.clientFile;
    if (!this.provider.configure({ rulesFile, folder: this.folder })) return;
    // Loaded now rather than on the first hover, so that a bad path is reported at once.
    const rules = this.provider.rules;
    if (rules) {
      const effective = rules.effectiveDate ? ` effective ${rules.effectiveDate}` : '';
      this.connection?.console.info(`Loaded the Comprehensive Rules${effective} (${rules.rules.size} rules) from ${rulesFile}.`);
    } else if (this.provider.problem) {
      const message = `MTG Scenario: ${this.provider.problem}. Hovers show the built-in rule summaries instead.`;
      this.connection?.console.warn(message);
      // The notification, not `window.showWarningMessage`: that one is a request whose rejection (a client without
      // window/showMessageRequest) would go unhandled and end the process.
      void this.connection?.sendNotification(ShowMessageNotification.type, { type: MessageType.Warning, message });
    } else {
      this.connection?.console.info('No Comprehensive Rules file is configured: hovers show the built-in rule summaries.');
    }
  }
}
