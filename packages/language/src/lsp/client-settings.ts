import { URI } from 'langium';
import { MessageType, ShowMessageNotification, type Connection, type InitializeParams } from 'vscode-languageserver';
import type { MtgServerCoreServices } from './services.js';
import { CONFIGURATION_SECTION } from './mtg-configuration-provider.js';

/** What the rules-file and card-file settings share: reading a path setting, where it is relative to, warning. */

/** A non-empty path, trimmed, or undefined. */
export function pathOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** The (first) workspace folder on disk, against which a relative path setting is resolved. */
export function workspaceFolder(params: InitializeParams): string | undefined {
  const uri = params.workspaceFolders?.[0]?.uri ?? params.rootUri;
  if (!uri) return undefined;
  const parsed = URI.parse(uri);
  return parsed.scheme === 'file' ? parsed.fsPath : undefined;
}

/** Calls `changed` with the setting `mtgScenario.<key>` once the client is initialized, and whenever it changes. */
export function followSetting(services: MtgServerCoreServices, key: string, changed: (value: unknown) => void): void {
  const connection = services.shared.lsp.Connection;
  const configuration = services.shared.workspace.ConfigurationProvider;
  services.shared.lsp.LanguageServer.onInitialized(() => {
    configuration
      .getConfiguration(services.LanguageMetaData.languageId, key)
      .then(changed, (error: unknown) => connection?.console.error(`Reading the settings failed: ${String(error)}`));
  });
  configuration.onConfigurationSectionUpdate(update => {
    if (update.section !== CONFIGURATION_SECTION) return;
    changed((update.configuration as Record<string, unknown> | undefined)?.[key]);
  });
}

/** A warning in the log and shown to the user. */
export function warnUser(connection: Connection | undefined, message: string): void {
  connection?.console.warn(message);
  // The notification, not `window.showWarningMessage`: that one is a request whose rejection (a client without
  // window/showMessageRequest) would go unhandled and end the process.
  void connection?.sendNotification(ShowMessageNotification.type, { type: MessageType.Warning, message });
}
