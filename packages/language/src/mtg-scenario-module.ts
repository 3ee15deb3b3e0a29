import './polyfill.js';
import { inject, type LangiumCoreServices, type Module } from 'langium';
import {
  createDefaultModule, createDefaultSharedModule, type DefaultSharedModuleContext, type LangiumServices,
  type LangiumSharedServices, type PartialLangiumServices, type PartialLangiumSharedServices,
} from 'langium/lsp';
import { CardDatabaseService, type WithCardDatabase } from './cards/card-database.js';
import { CardDefinitions } from './cards/card-definitions.js';
import { MtgScenarioGeneratedModule, MtgScenarioGeneratedSharedModule } from './generated/module.js';
import { BoardCodeLensProvider, BoardRequests } from './lsp/board-requests.js';
import { MtgDocumentUpdateHandler } from './lsp/document-update-handler.js';
import { ImpliedText } from './lsp/game-text.js';
import { MtgCodeActionProvider } from './lsp/mtg-code-actions.js';
import { MtgCompletionProvider } from './lsp/mtg-completion-provider.js';
import { MtgFormatter } from './lsp/mtg-formatter.js';
import { MtgConfigurationProvider } from './lsp/mtg-configuration-provider.js';
import { MtgHoverProvider } from './lsp/mtg-hover-provider.js';
import { MtgInlayHintProvider } from './lsp/mtg-inlay-hints.js';
import { MtgRenameProvider } from './lsp/mtg-rename-provider.js';
import { MtgNodeKindProvider } from './lsp/mtg-node-kind-provider.js';
import { MtgSemanticTokenProvider } from './lsp/mtg-semantic-tokens.js';
import { NameText } from './lsp/name-text.js';
import { CardsSettings } from './lsp/cards-settings.js';
import { RulesSettings } from './lsp/rules-settings.js';
import { ScenarioRequests } from './lsp/scenario-requests.js';
import { RulesProvider } from './rules/rules-provider.js';
import { ScenarioOutcomes } from './scenario/scenario-outcomes.js';
import { ScenarioRunner } from './scenario/scenario-runner.js';
import { StateSnapshot } from './scenario/snapshot.js';
import { MtgLinker } from './scoping/linker.js';
import { MtgScopeComputation } from './scoping/scope-computation.js';
import { MtgScopeProvider } from './scoping/scope-provider.js';
import { MtgDocumentValidator } from './validation/document-validator.js';
import { MtgReferenceDescriptionProvider } from './workspace/reference-descriptions.js';
import { MtgValidator, mtgChecks } from './validation/mtg-validator.js';
import { createMtgParser } from './parser/mtg-parser.js';
import { MtgTokenBuilder } from './parser/token-builder.js';
import { MtgValueConverter } from './value-converter.js';
import { BuiltinLibrary } from './workspace/builtin-library.js';
import { MtgDocumentFactory } from './workspace/document-factory.js';
import { MtgLangiumDocuments } from './workspace/langium-documents.js';
import { MtgWorkspaceManager } from './workspace/workspace-manager.js';

/** Services shared by all languages of the server: the built-in card library and the card database. */
export interface MtgAddedSharedServices {
  readonly builtins: {
    readonly Library: BuiltinLibrary;
  };
  readonly cards: {
    readonly Database: CardDatabaseService;
  };
}

export type MtgSharedServices = LangiumSharedServices & MtgAddedSharedServices;

/** The language's own services, grouped by concern. */
export interface MtgAddedServices {
  readonly builtins: {
    /** The built-in card library (`builtin:///cards.mtgs`). */
    readonly Library: BuiltinLibrary;
  };
  readonly cards: {
    /** Card definitions → engine `CardDef`s, with located problems. */
    readonly Definitions: CardDefinitions;
    /** The configured card database (cards by name, after the workspace's and the built-in ones). */
    readonly Database: CardDatabaseService;
  };
  readonly scenario: {
    /** Replays scenarios through the engine; results per scenario and per line (state before/after, violations). */
    readonly Runner: ScenarioRunner;
    /** Passed, failed or skipped (inconclusive) per scenario: for the validator, `mtgs test` and the Test Explorer. */
    readonly Outcomes: ScenarioOutcomes;
    /** The state at a line as `expect` lines: the code action "Insert expectations …" and `mtgs snapshot`. */
    readonly Snapshot: StateSnapshot;
  };
  readonly rules: {
    /** Rule text: the official CR file when configured, else the project's own summaries. */
    readonly Provider: RulesProvider;
  };
  readonly validation: {
    readonly MtgValidator: MtgValidator;
  };
  /** Language server parts beyond Langium's providers (which are overridden in `MtgModule`). */
  readonly lsp: {
    /** Follows the client's CR file and display language (initialization options, notification, settings). */
    readonly RulesSettings: RulesSettings;
    /** Follows the client's card file or index (setting, initialization options, notification); `mtgs/cardText`. */
    readonly CardsSettings: CardsSettings;
    /** The Test Explorer's requests `mtgs/scenarios` and `mtgs/runScenarios`. */
    readonly ScenarioRequests: ScenarioRequests;
    /** What a line's implied actions were, for hover and inlay hints (cached per line result). */
    readonly ImpliedText: ImpliedText;
    /** Names written as the grammar reads them (quoted where needed), for completion and quick fixes. */
    readonly NameText: NameText;
    /** The board view's request `mtgs/board`. */
    readonly BoardRequests: BoardRequests;
  };
}

export type MtgServices = LangiumServices & MtgAddedServices & { readonly shared: MtgSharedServices };

export interface MtgModuleOptions {
  /** The built-in library's text, instead of reading `builtin/cards.mtgs` next to the code (e.g. for a bundle). */
  readonly builtinLibrary?: string;
}

export function createMtgSharedModule(options: MtgModuleOptions = {}): Module<MtgSharedServices, PartialLangiumSharedServices & MtgAddedSharedServices> {
  return {
    builtins: {
      Library: () => new BuiltinLibrary(options.builtinLibrary),
    },
    cards: {
      Database: services => new CardDatabaseService(services),
    },
    workspace: {
      LangiumDocuments: services => new MtgLangiumDocuments(services),
      WorkspaceManager: services => new MtgWorkspaceManager(services),
      ConfigurationProvider: services => new MtgConfigurationProvider(services),
      LangiumDocumentFactory: services => new MtgDocumentFactory(services),
    },
    lsp: {
      NodeKindProvider: () => new MtgNodeKindProvider(),
      DocumentUpdateHandler: services => new MtgDocumentUpdateHandler(services),
    },
  };
}

export const MtgModule: Module<MtgServices, PartialLangiumServices & MtgAddedServices> = {
  builtins: {
    Library: services => services.shared.builtins.Library,
  },
  cards: {
    Definitions: services => new CardDefinitions(services.cards.Database),
    Database: services => services.shared.cards.Database,
  },
  scenario: {
    Runner: services => new ScenarioRunner(services.cards.Definitions, services.shared.workspace.DocumentBuilder),
    Outcomes: services => new ScenarioOutcomes(services),
    Snapshot: services => new StateSnapshot(services.scenario.Runner, services.lsp.NameText),
  },
  rules: {
    Provider: () => new RulesProvider(),
  },
  parser: {
    LangiumParser: services => createMtgParser(services as unknown as LangiumCoreServices),
    TokenBuilder: () => new MtgTokenBuilder(),
    ValueConverter: () => new MtgValueConverter(),
  },
  references: {
    ScopeComputation: services => new MtgScopeComputation(services as unknown as LangiumCoreServices),
    Linker: services => new MtgLinker(services as unknown as LangiumCoreServices),
    ScopeProvider: services => new MtgScopeProvider(services as unknown as LangiumCoreServices & WithCardDatabase),
  },
  workspace: {
    ReferenceDescriptionProvider: services => new MtgReferenceDescriptionProvider(services as unknown as LangiumCoreServices),
  },
  validation: {
    DocumentValidator: services => new MtgDocumentValidator(services as unknown as LangiumCoreServices & WithCardDatabase),
    MtgValidator: services => new MtgValidator(services),
  },
  lsp: {
    HoverProvider: services => new MtgHoverProvider(services),
    CompletionProvider: services => new MtgCompletionProvider(services),
    SemanticTokenProvider: services => new MtgSemanticTokenProvider(services),
    InlayHintProvider: services => new MtgInlayHintProvider(services),
    RulesSettings: services => new RulesSettings(services),
    CardsSettings: services => new CardsSettings(services),
    ScenarioRequests: services => new ScenarioRequests(services),
    ImpliedText: () => new ImpliedText(),
    NameText: services => new NameText(services.Grammar),
    CodeActionProvider: services => new MtgCodeActionProvider(services),
    RenameProvider: services => new MtgRenameProvider(services),
    Formatter: services => new MtgFormatter(services),
    BoardRequests: services => new BoardRequests(services),
    CodeLensProvider: services => new BoardCodeLensProvider(services),
  },
};

/**
 * The composition root: the shared services (with the built-in library and its workspace manager) and the
 * `mtg-scenario` language services, with the validation checks registered.
 */
export function createMtgServices(context: DefaultSharedModuleContext, options: MtgModuleOptions = {}): {
  shared: MtgSharedServices;
  mtg: MtgServices;
} {
  const shared = inject(createDefaultSharedModule(context), MtgScenarioGeneratedSharedModule, createMtgSharedModule(options));
  const mtg = inject(createDefaultModule({ shared }), MtgScenarioGeneratedModule, MtgModule);
  shared.ServiceRegistry.register(mtg);
  const validator = mtg.validation.MtgValidator;
  mtg.validation.ValidationRegistry.register(mtgChecks(validator), validator);
  if (!context.connection) {
    // Without a language client there is no configuration to wait for.
    shared.workspace.ConfigurationProvider.initialized({});
  }
  return { shared, mtg };
}
