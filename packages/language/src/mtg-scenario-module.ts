import './base/polyfill.js';
import { inject, type Module } from 'langium';
import {
  createDefaultModule,
  createDefaultSharedModule,
  type DefaultSharedModuleContext,
  type PartialLangiumServices,
  type PartialLangiumSharedServices,
} from 'langium/lsp';
import { MtgScenarioGeneratedModule, MtgScenarioGeneratedSharedModule } from './generated/module.js';
import { BoardCodeLensProvider, BoardRequests } from './lsp/board-requests.js';
import { CardsSettings } from './lsp/cards-settings.js';
import { MtgDocumentUpdateHandler } from './lsp/document-update-handler.js';
import { ImpliedText } from './lsp/game-text.js';
import { MtgCodeActionProvider } from './lsp/mtg-code-actions.js';
import { MtgCompletionProvider } from './lsp/mtg-completion-provider.js';
import { MtgConfigurationProvider } from './lsp/mtg-configuration-provider.js';
import { MtgFormatter } from './lsp/mtg-formatter.js';
import { MtgHoverProvider } from './lsp/mtg-hover-provider.js';
import { MtgInlayHintProvider } from './lsp/mtg-inlay-hints.js';
import { MtgNodeKindProvider } from './lsp/mtg-node-kind-provider.js';
import { MtgRenameProvider } from './lsp/mtg-rename-provider.js';
import { MtgSemanticTokenProvider } from './lsp/mtg-semantic-tokens.js';
import { RulesSettings } from './lsp/rules-settings.js';
import { ScenarioRequests } from './lsp/scenario-requests.js';
import type { MtgServerCoreServices, MtgSharedServices } from './lsp/services.js';
import {
  MtgCoreModule,
  createMtgSharedCoreModule,
  registerMtgChecks,
  type MtgAddedCoreServices,
  type MtgModuleOptions,
} from './mtg-core-module.js';

export * from './mtg-core-module.js';
export type { MtgSharedServices } from './lsp/services.js';

/** The language's own services with the language server's: the core ones (`mtg-core-module.ts`) and `lsp`. */
export interface MtgAddedServices extends MtgAddedCoreServices {
  /** Language server parts beyond Langium's providers (which are overridden in `MtgLspModule`). */
  readonly lsp: {
    /** Follows the client's CR file and display language (initialization options, notification, settings). */
    readonly RulesSettings: RulesSettings;
    /** Follows the client's card file or index (setting, initialization options, notification); `mtgs/cardText`. */
    readonly CardsSettings: CardsSettings;
    /** The Test Explorer's requests `mtgs/scenarios` and `mtgs/runScenarios`. */
    readonly ScenarioRequests: ScenarioRequests;
    /** What a line's implied actions were, for hover and inlay hints (cached per line result). */
    readonly ImpliedText: ImpliedText;
    /** The board view's request `mtgs/board`. */
    readonly BoardRequests: BoardRequests;
  };
}

export type MtgServices = MtgServerCoreServices & MtgAddedServices;

/** The shared services' language server parts. */
export const MtgSharedLspModule: Module<MtgSharedServices, PartialLangiumSharedServices> = {
  workspace: {
    ConfigurationProvider: services => new MtgConfigurationProvider(services),
  },
  lsp: {
    NodeKindProvider: () => new MtgNodeKindProvider(),
    DocumentUpdateHandler: services => new MtgDocumentUpdateHandler(services),
  },
};

/** The language server's providers and requests, over `MtgCoreModule`. */
export const MtgLspModule: Module<MtgServices, PartialLangiumServices & Pick<MtgAddedServices, 'lsp'>> = {
  lsp: {
    HoverProvider: services => new MtgHoverProvider(services),
    CompletionProvider: services => new MtgCompletionProvider(services),
    SemanticTokenProvider: services => new MtgSemanticTokenProvider(services),
    InlayHintProvider: services => new MtgInlayHintProvider(services),
    RulesSettings: services => new RulesSettings(services),
    CardsSettings: services => new CardsSettings(services),
    ScenarioRequests: services => new ScenarioRequests(services),
    ImpliedText: () => new ImpliedText(),
    CodeActionProvider: services => new MtgCodeActionProvider(services),
    RenameProvider: services => new MtgRenameProvider(services),
    Formatter: services => new MtgFormatter(services),
    BoardRequests: services => new BoardRequests(services),
    CodeLensProvider: services => new BoardCodeLensProvider(services),
  },
};

/**
 * The composition root of the language server: Langium's LSP services, the language's core services
 * (`createMtgCoreServices` has them without a server) and its language server parts, with the checks registered.
 */
export const EDITOR_LOAD_CARDS_HINT =
  'load a card database: run "MTG Scenario: Download card data" or set "mtgScenario.cardsFile"';

export function createMtgServices(
  context: DefaultSharedModuleContext,
  options: MtgModuleOptions = {},
): {
  shared: MtgSharedServices;
  mtg: MtgServices;
} {
  const shared = inject(
    createDefaultSharedModule(context),
    MtgScenarioGeneratedSharedModule,
    // The editor's ways to load a card database: its command (by its title in the palette) and setting.
    createMtgSharedCoreModule({ loadCardsHint: EDITOR_LOAD_CARDS_HINT, ...options }),
    MtgSharedLspModule,
  );
  const mtg = inject(createDefaultModule({ shared }), MtgScenarioGeneratedModule, MtgCoreModule, MtgLspModule);
  shared.ServiceRegistry.register(mtg);
  registerMtgChecks(mtg);
  if (!context.connection) {
    // Without a language client there is no configuration to wait for.
    shared.workspace.ConfigurationProvider.initialized({});
  }
  return { shared, mtg };
}
