import './base/polyfill.js';
import {
  createDefaultCoreModule,
  createDefaultSharedCoreModule,
  inject,
  type DefaultSharedCoreModuleContext,
  type LangiumCoreServices,
  type LangiumSharedCoreServices,
  type Module,
  type PartialLangiumCoreServices,
  type PartialLangiumSharedCoreServices,
} from 'langium';
import { CardDatabaseService, type WithCardDatabase } from './cards/card-database.js';
import { CardDefinitions } from './cards/card-definitions.js';
import { MtgScenarioGeneratedModule, MtgScenarioGeneratedSharedModule } from './generated/module.js';
import { createMtgCompletionParser, createMtgParser } from './parser/mtg-parser.js';
import { MtgLexerErrorMessageProvider, MtgParserErrorMessageProvider } from './parser/error-messages.js';
import { MtgTokenBuilder } from './parser/token-builder.js';
import { MtgValueConverter } from './parser/value-converter.js';
import { RulesProvider } from './rules/rules-provider.js';
import { NameText } from './scenario/name-text.js';
import { ScenarioOutcomes } from './scenario/scenario-outcomes.js';
import { ScenarioRunner } from './scenario/scenario-runner.js';
import { StateSnapshot } from './scenario/snapshot.js';
import { MtgLinker } from './scoping/linker.js';
import { MtgScopeComputation } from './scoping/scope-computation.js';
import { MtgScopeProvider } from './scoping/scope-provider.js';
import { MtgDocumentValidator, type MtgDocumentValidatorServices } from './validation/document-validator.js';
import { MtgValidator, mtgChecks } from './validation/mtg-validator.js';
import { BuiltinLibrary } from './workspace/builtin-library.js';
import { MtgDocumentFactory } from './workspace/document-factory.js';
import { MtgLangiumDocuments } from './workspace/langium-documents.js';
import { MtgIndexManager, MtgReferenceDescriptionProvider } from './workspace/reference-descriptions.js';
import { MtgWorkspaceManager } from './workspace/workspace-manager.js';

/**
 * The language without a language server: parsing, linking, validation through the engine, scenario outcomes. This is
 * what `mtgs` runs; `mtg-scenario-module.ts` adds the language server's parts to it. Keeping them apart keeps Langium's
 * and the language's LSP code (and vscode-languageserver) out of the CLI's bundle, which it loads at every start.
 */

/** Services shared by all languages of the workspace: the built-in card library and the card database. */
export interface MtgAddedSharedServices {
  readonly builtins: {
    readonly Library: BuiltinLibrary;
  };
  readonly cards: {
    readonly Database: CardDatabaseService;
  };
}

export type MtgSharedCoreServices = LangiumSharedCoreServices & MtgAddedSharedServices;

/** The language's own services, grouped by concern. */
export interface MtgAddedCoreServices {
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
    /** Names written as the grammar reads them (quoted where needed): snapshots, completion and quick fixes. */
    readonly NameText: NameText;
  };
  readonly rules: {
    /** Rule text: the official CR file when configured, else the project's own summaries. */
    readonly Provider: RulesProvider;
  };
  readonly validation: {
    readonly MtgValidator: MtgValidator;
  };
}

export type MtgCoreServices = LangiumCoreServices & MtgAddedCoreServices & { readonly shared: MtgSharedCoreServices };

export interface MtgModuleOptions {
  /** The built-in library's text, instead of reading `builtin/cards.mtgs` next to the code (e.g. for a bundle). */
  readonly builtinLibrary?: string;
  /**
   * How to load a card database, for an unknown card's message while none is loaded: the host's own ways (the
   * editor's command and setting, `mtgs`'s flag, variable and command). The default is `mtgs`'s.
   */
  readonly loadCardsHint?: string;
}

/** `mtgs`'s ways to load a card database. */
export const CLI_LOAD_CARDS_HINT = 'load a card database: `--cards FILE`, `MTGS_CARDS`, or `mtgs cards download`';

export function createMtgSharedCoreModule(
  options: MtgModuleOptions = {},
): Module<MtgSharedCoreServices, PartialLangiumSharedCoreServices & MtgAddedSharedServices> {
  return {
    builtins: {
      Library: () => new BuiltinLibrary(options.builtinLibrary),
    },
    cards: {
      Database: services => new CardDatabaseService(services, options.loadCardsHint ?? CLI_LOAD_CARDS_HINT),
    },
    workspace: {
      LangiumDocuments: services => new MtgLangiumDocuments(services),
      WorkspaceManager: services => new MtgWorkspaceManager(services),
      LangiumDocumentFactory: services => new MtgDocumentFactory(services),
      IndexManager: services => new MtgIndexManager(services),
    },
  };
}

export const MtgCoreModule: Module<MtgCoreServices, PartialLangiumCoreServices & MtgAddedCoreServices> = {
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
    Snapshot: services => new StateSnapshot(services.scenario.Runner, services.scenario.NameText),
    NameText: services => new NameText(services.Grammar),
  },
  rules: {
    Provider: () => new RulesProvider(),
  },
  parser: {
    LangiumParser: services => createMtgParser(services),
    CompletionParser: services => createMtgCompletionParser(services),
    // The grammar is LL(2): Chevrotain's LL(k) lookahead, instead of Langium's default ALL(*) (chevrotain-allstar),
    // spares building the grammar's ATN and its DFAs at every start (6 % of a `mtgs check`'s instructions) and parses
    // the same trees. A decision that needs more than 3 tokens fails the parser's construction in development mode,
    // which every language test uses, as an ambiguity.
    ParserConfig: () => ({ maxLookahead: 3 }),
    ParserErrorMessageProvider: () => new MtgParserErrorMessageProvider(),
    LexerErrorMessageProvider: () => new MtgLexerErrorMessageProvider(),
    TokenBuilder: () => new MtgTokenBuilder(),
    ValueConverter: () => new MtgValueConverter(),
  },
  references: {
    ScopeComputation: services => new MtgScopeComputation(services),
    Linker: services => new MtgLinker(services),
    ScopeProvider: services => new MtgScopeProvider(services as LangiumCoreServices & WithCardDatabase),
  },
  workspace: {
    ReferenceDescriptionProvider: services => new MtgReferenceDescriptionProvider(services),
  },
  validation: {
    DocumentValidator: services => new MtgDocumentValidator(services as MtgDocumentValidatorServices),
    MtgValidator: services => new MtgValidator(services),
  },
};

/** Registers the language's checks with Langium's validation registry (for the core and the server alike). */
export function registerMtgChecks(mtg: MtgCoreServices): void {
  const validator = mtg.validation.MtgValidator;
  mtg.validation.ValidationRegistry.register(mtgChecks(validator), validator);
}

/**
 * The composition root without a language server (`mtgs`): Langium's core services, the shared ones with the built-in
 * library and its workspace manager, and the `mtg-scenario` language services, with the validation checks registered.
 */
export function createMtgCoreServices(
  context: DefaultSharedCoreModuleContext,
  options: MtgModuleOptions = {},
): {
  shared: MtgSharedCoreServices;
  mtg: MtgCoreServices;
} {
  const shared = inject(
    createDefaultSharedCoreModule(context),
    MtgScenarioGeneratedSharedModule,
    createMtgSharedCoreModule(options),
  );
  const mtg = inject(createDefaultCoreModule({ shared }), MtgScenarioGeneratedModule, MtgCoreModule);
  shared.ServiceRegistry.register(mtg);
  registerMtgChecks(mtg);
  // Without a language client there is no configuration to wait for.
  shared.workspace.ConfigurationProvider.initialized({});
  return { shared, mtg };
}
