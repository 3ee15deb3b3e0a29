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

/**
 * The longest name (card, player, alias, scenario) in characters. The longest real card name has 141; a longer one
 * is a paste gone wrong, and would make every message and suggestion that quotes it unreadable and slow.
 */
export const MAX_NAME_LENGTH = 200;

/** Why a name of `length` characters (more than `MAX_NAME_LENGTH`) is refused. */
export function nameTooLongMessage(length: number): string {
  return `This name has ${length.toLocaleString('en')} characters: names have at most ${MAX_NAME_LENGTH}.`;
}

/**
 * The most actions and expectations one scenario replays: a rules question needs tens of lines; past this the
 * replay stops with an error on the first line it didn't replay, so no scenario keeps the checker busy for long.
 */
export const MAX_SCENARIO_LINES = 2_000;
