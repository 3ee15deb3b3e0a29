import { MAX_AMOUNT } from '@mtg-scenario/engine';

/**
 * The largest `.mtgs` file that is parsed and checked, in UTF-8 bytes — by the language server and by `mtgs`. A file
 * this size of syntax errors is checked in about 4 s (`bench/diagnostics.bench.mjs`); a language server busy checking
 * answers nothing else, and a rules test file is a few kilobytes.
 */
export const MAX_DOCUMENT_BYTES = 512 * 1024;

/** A size for messages: "512 KB", "1.5 MB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.ceil(bytes / 1024)} KB`;
  return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
}

/** Why a file of `bytes` bytes (more than `MAX_DOCUMENT_BYTES`) is not checked. */
export function documentTooLargeMessage(bytes: number): string {
  return (
    `This file is ${formatSize(bytes)}; MTG Scenario checks files up to ${formatSize(MAX_DOCUMENT_BYTES)}. ` +
    'Split it into smaller files (cards defined in one file are known in all of them).'
  );
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

/**
 * The most diagnostics one file lists, the first ones in the text. A file with more is not a scenario with mistakes
 * but text that isn't one (a paste, a binary): each diagnostic kept costs memory in the server, the editor and `mtgs`;
 * a file with 66,669 lexing errors kept 34 MB (its diagnostics and the parser's errors), and 130 such files ran `mtgs`
 * out of memory.
 */
export const MAX_DIAGNOSTICS = 1_000;

/** The diagnostic after the first `MAX_DIAGNOSTICS`: how many more were found from there on. */
export function diagnosticsNotListedMessage(count: number): string {
  const more = `${count.toLocaleString('en')} more problem${count === 1 ? '' : 's'}`;
  return (
    `${more} from here on ${count === 1 ? 'is' : 'are'} not listed: MTG Scenario lists the first ` +
    `${MAX_DIAGNOSTICS.toLocaleString('en')} of a file. Fix those first.`
  );
}

/** Whether a number written in a scenario is one it may hold: whole, and at most the engine's million either way. */
export function numberInRange(value: number): boolean {
  return Number.isSafeInteger(value) && Math.abs(value) <= MAX_AMOUNT;
}
