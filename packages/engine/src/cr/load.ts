import { readFileSync, statSync } from 'node:fs';
import { parseComprehensiveRules } from './parse.js';
import type { RulesDocument } from './types.js';

/** The real file is about 1 MB; anything this large is not a rules file. */
export const MAX_RULES_FILE_BYTES = 20 * 1024 * 1024;

export type LoadRulesResult = { ok: true; doc: RulesDocument } | { ok: false; error: string };

/** Windows-1252 characters for bytes 0x80–0x9F; the five undefined bytes keep their C1 code point. */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/**
 * Current editions are UTF-8, but older ones were published as Windows-1252 (2017) and a UTF-16 export
 * is plausible. Node's TextDecoder treats 'windows-1252' as Latin-1, hence the table.
 */
function decode(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return bytes.toString('latin1').replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]!);
  }
}

/** Reads and parses a Comprehensive Rules text file. Never throws. */
export function loadComprehensiveRulesFile(path: string): LoadRulesResult {
  try {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) return { ok: false, error: `Comprehensive Rules file not found: ${path}` };
    if (stat.isDirectory()) return { ok: false, error: `${path} is a directory, not a Comprehensive Rules text file` };
    // A FIFO or device would block or never end.
    if (!stat.isFile()) return { ok: false, error: `${path} is not a regular file` };
    if (stat.size > MAX_RULES_FILE_BYTES) {
      const megabytes = (stat.size / (1024 * 1024)).toFixed(1);
      return { ok: false, error: `${path} is ${megabytes} MB, over the 20 MB limit for a Comprehensive Rules file` };
    }
    const doc = parseComprehensiveRules(decode(readFileSync(path)));
    if (doc.rules.size === 0) {
      return { ok: false, error: `${path} is not a Comprehensive Rules text file (no numbered rules found)` };
    }
    return { ok: true, doc };
  } catch (error) {
    return { ok: false, error: `cannot read ${path}: ${error instanceof Error ? error.message : String(error)}` };
  }
}
