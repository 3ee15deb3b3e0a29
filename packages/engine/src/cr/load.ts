import { readFileSync, statSync } from 'node:fs';
import { MAX_RULES_FILE_BYTES, readComprehensiveRules, rulesFileTooLarge, type LoadRulesResult } from './read.js';

/** Reads a Comprehensive Rules text file and checks that it is one (`readComprehensiveRules`). Never throws. */
export function loadComprehensiveRulesFile(path: string): LoadRulesResult {
  try {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) return { ok: false, error: `Comprehensive Rules file not found: ${path}` };
    if (stat.isDirectory()) return { ok: false, error: `${path} is a directory, not a Comprehensive Rules text file` };
    // A FIFO or device would block or never end.
    if (!stat.isFile()) return { ok: false, error: `${path} is not a regular file` };
    // Checked before reading so that a huge file is never read; readComprehensiveRules checks again.
    if (stat.size > MAX_RULES_FILE_BYTES) return { ok: false, error: rulesFileTooLarge(path) };
    return readComprehensiveRules(readFileSync(path), path);
  } catch (error) {
    return { ok: false, error: `cannot read ${path}: ${error instanceof Error ? error.message : String(error)}` };
  }
}
