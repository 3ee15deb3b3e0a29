import type { LangiumServices, LangiumSharedServices } from 'langium/lsp';
import type { MtgAddedCoreServices, MtgAddedSharedServices } from '../mtg-core-module.js';

/** The shared services in a language server: Langium's, with the built-in library and the card database. */
export type MtgSharedServices = LangiumSharedServices & MtgAddedSharedServices;

/**
 * What the language server's parts are made from: Langium's services with a server, and the language's core services.
 * `MtgServices` (mtg-scenario-module.ts) adds the parts themselves; a part takes this type instead, so that it does not
 * import the module that imports it.
 */
export type MtgServerCoreServices = LangiumServices & MtgAddedCoreServices & { readonly shared: MtgSharedServices };
