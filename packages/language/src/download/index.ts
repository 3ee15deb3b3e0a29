// The downloads of the Comprehensive Rules and of card data, shared by the extension's commands and `mtgs`: a subpath
// of its own (`@mtg-scenario/language/download`), so that neither the language server nor a check loads it.
export * from './download.js';
export * from './rules-download.js';
export * from './cards-download.js';
