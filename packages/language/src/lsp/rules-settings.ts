import type { Connection } from 'vscode-languageserver';
import type { MtgServerCoreServices } from './services.js';
import { summaryLanguage, type RulesProvider } from '../rules/rules-provider.js';
import { followSetting, pathOf, warnUser, workspaceFolder } from './client-settings.js';
import { RulesFileNotification, type RulesFileParams } from '../base/protocol.js';

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

  constructor(services: MtgServerCoreServices) {
    this.provider = services.rules.Provider;
    this.connection = services.shared.lsp.Connection;
    const server = services.shared.lsp.LanguageServer;
    server.onInitialize(params => {
      const options = params.initializationOptions as { rulesFile?: unknown; language?: unknown } | undefined;
      this.clientFile = pathOf(options?.rulesFile);
      this.folder = workspaceFolder(params);
      this.provider.configure({ language: summaryLanguage(options?.language) });
    });
    server.onInitialized(() => this.apply());
    followSetting(services, 'rulesFile', file => this.setSetting(file));
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
      this.connection?.console.info(
        `Loaded the Comprehensive Rules${effective} (${rules.rules.size} rules) from ${rulesFile}.`,
      );
    } else if (this.provider.problem) {
      warnUser(
        this.connection,
        `MTG Scenario: ${this.provider.problem}. Hovers show the built-in rule summaries instead.`,
      );
    } else {
      this.connection?.console.info(
        'No Comprehensive Rules file is configured: hovers show the built-in rule summaries.',
      );
    }
  }
}
