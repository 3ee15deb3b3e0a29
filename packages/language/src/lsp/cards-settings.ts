import { loadCardIndex, type CardDatabase, type CardFileResult } from '@mtg-scenario/engine/cards';
import { URI } from 'langium';
import { isAbsolute, resolve } from 'node:path';
import type { Connection } from 'vscode-languageserver';
import type { CardDatabaseService } from '../cards/card-database.js';
import { defaultCardsCacheDir, loadCardFile } from '../cards/card-loading.js';
import type { MtgServerCoreServices } from './services.js';
import { followSetting, pathOf, warnUser, workspaceFolder } from './client-settings.js';
import {
  CardsIndexNotification,
  CardTextRequest,
  type CardsIndexParams,
  type CardTextParams,
  type CardTextResult,
} from '../base/protocol.js';

/** What to load: a card file the setting names (imported into the cache first), or an index the client imported. */
type CardsChoice = { readonly kind: 'file'; readonly path: string } | { readonly kind: 'index'; readonly path: string };

/**
 * Keeps the card database in line with the client: the `mtgScenario.cardsFile` setting (a card file, imported into
 * the cache directory `initializationOptions.cardsCacheDir`, else the shared default), which wins when set, else the
 * index the client imported after a download (`initializationOptions.cardsIndex`, then the `mtgs/cardsIndex`
 * notification). A relative path is relative to the workspace folder. A file that can't be loaded is one warning,
 * and the previous database stays. Also answers `mtgs/cardText` for the client's `cards:` documents.
 */
export class CardsSettings {
  private readonly database: CardDatabaseService;
  private readonly connection: Connection | undefined;
  private clientIndex: string | undefined;
  private settingFile: string | undefined;
  private folder: string | undefined;
  private cacheDir = defaultCardsCacheDir();
  /** The choice loaded (or being loaded) last, so a repeated setting doesn't load it again. */
  private loaded: string | undefined;
  /** Loads one after the other, in the order asked. */
  private queue: Promise<void> = Promise.resolve();

  constructor(services: MtgServerCoreServices) {
    this.database = services.cards.Database;
    this.connection = services.shared.lsp.Connection;
    services.shared.lsp.LanguageServer.onInitialize(params => {
      const options = params.initializationOptions as { cardsIndex?: unknown; cardsCacheDir?: unknown } | undefined;
      this.clientIndex = pathOf(options?.cardsIndex);
      this.cacheDir = pathOf(options?.cardsCacheDir) ?? this.cacheDir;
      this.folder = workspaceFolder(params);
    });
    followSetting(services, 'cardsFile', file => this.setSetting(file));
    this.connection?.onNotification(CardsIndexNotification, (params: CardsIndexParams | undefined) => {
      this.clientIndex = pathOf(params?.path);
      this.apply();
    });
    this.connection?.onRequest(
      CardTextRequest,
      (params: CardTextParams): CardTextResult => this.database.text(URI.parse(params.uri)) ?? null,
    );
  }

  private setSetting(value: unknown): void {
    this.settingFile = pathOf(value);
    this.apply();
  }

  private choice(): CardsChoice | undefined {
    if (this.settingFile)
      return {
        kind: 'file',
        path: this.folder && !isAbsolute(this.settingFile) ? resolve(this.folder, this.settingFile) : this.settingFile,
      };
    return this.clientIndex ? { kind: 'index', path: this.clientIndex } : undefined;
  }

  private apply(): void {
    const choice = this.choice();
    const key = choice && `${choice.kind}:${choice.path}`;
    if (key === this.loaded) return;
    this.loaded = key;
    this.queue = this.queue
      .then(() => this.load(choice))
      .catch((error: unknown) => this.warn(`loading the cards failed: ${String(error)}`));
  }

  private async load(choice: CardsChoice | undefined): Promise<void> {
    if (!choice) {
      if (this.database.current) await this.database.replace(undefined);
      return;
    }
    if (choice.kind === 'file' && !isAbsolute(choice.path)) {
      this.warn(
        `the card file ${choice.path} is a relative path, and there is no workspace folder to resolve it against`,
      );
      return;
    }
    const result: CardFileResult<CardDatabase> =
      choice.kind === 'file' ? await loadCardFile(choice.path, this.cacheDir) : loadCardIndex(choice.path);
    if (!result.ok) {
      this.warn(`${choice.path}: ${result.error}`);
      return;
    }
    await this.database.replace(result.value);
    this.connection?.console.info(`Loaded ${result.value.names.length} cards from ${result.value.source.path}.`);
  }

  private warn(problem: string): void {
    warnUser(this.connection, `MTG Scenario: ${problem}. The previous cards stay in use.`);
  }
}
