/**
 * The largest `.mtgs` file that is parsed and checked, in UTF-8 bytes — by the language server and by `mtgs`. Parsing
 * takes about a second per megabyte, and a language server busy parsing answers nothing else.
 */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

const MB = 1024 * 1024;

/** Why a file of `bytes` bytes (more than `MAX_DOCUMENT_BYTES`) is not checked. */
export function documentTooLargeMessage(bytes: number): string {
  return `This file is ${Number((bytes / MB).toFixed(1))} MB; MTG Scenario checks files up to ${MAX_DOCUMENT_BYTES / MB} MB. `
    + 'Split it into smaller files (cards defined in one file are known in all of them).';
}
