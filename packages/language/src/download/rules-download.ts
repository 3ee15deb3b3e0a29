import { open } from 'node:fs/promises';
import { MAX_RULES_FILE_BYTES, readComprehensiveRules, rulesFileTooLarge } from '@mtg-scenario/engine/cr';
import { download, fail, replaceFile, type DownloadHints, type DownloadLimits, type Failure } from './download.js';

/** Fetching and storing the official Comprehensive Rules text; no VS Code API (the extension and `mtgs` share it). */

/** The extension's hints: its settings. */
export const EDITOR_RULES_HINTS: DownloadHints = {
  checkUrl: 'Check "mtgScenario.rulesUrl".',
  alternative: 'You can also download the file yourself and set "mtgScenario.rulesFile".',
};

export const DEFAULT_RULES_URL = 'https://media.wizards.com/2026/downloads/MagicCompRules%2020260417.txt';

export type Download =
  | {
      readonly ok: true;
      readonly bytes: Uint8Array;
      readonly rules: number;
      readonly effectiveDate: string | undefined;
    }
  | Failure;

export type Stored = { readonly ok: true } | Failure;

/**
 * Downloads the Comprehensive Rules (at most MAX_RULES_FILE_BYTES: the real file is 1 MB, so it is held in memory)
 * and checks them with the language server's own check (`readComprehensiveRules`), so that what is stored is what
 * the server accepts. Every failure is a message; nothing throws.
 */
export async function downloadRules(
  url: string,
  limits: Partial<DownloadLimits> = {},
  fetchImpl: typeof fetch = fetch,
  hints: DownloadHints = EDITOR_RULES_HINTS,
): Promise<Download> {
  const chunks: Uint8Array[] = [];
  const wanted = {
    maxBytes: MAX_RULES_FILE_BYTES,
    tooLarge: `${rulesFileTooLarge(url)}.`,
    alternative: hints.alternative,
  };
  const downloaded = await download(url, wanted, chunk => void chunks.push(chunk), limits, fetchImpl);
  if (!downloaded.ok) return downloaded;
  const bytes = Buffer.concat(chunks);
  const read = readComprehensiveRules(bytes, url);
  if (!read.ok) return fail(`${read.error}. ${hints.checkUrl}`);
  return { ok: true, bytes, rules: read.doc.rules.size, effectiveDate: read.doc.effectiveDate };
}

/** Stores the rules as `file`; a failure leaves the previous file as it was. */
export function storeRulesFile(file: string, bytes: Uint8Array): Promise<Stored> {
  return replaceFile(file, 'the Comprehensive Rules', async temporary => {
    const handle = await open(temporary, 'wx');
    try {
      await handle.writeFile(bytes);
    } finally {
      await handle.close();
    }
    return { ok: true };
  });
}

/** The download command's work: download, check, and replace `file` only when both succeeded. */
export async function downloadRulesFile(
  url: string,
  file: string,
  limits: Partial<DownloadLimits> = {},
  fetchImpl: typeof fetch = fetch,
  hints: DownloadHints = EDITOR_RULES_HINTS,
): Promise<Download> {
  const download = await downloadRules(url, limits, fetchImpl, hints);
  if (!download.ok) return download;
  const stored = await storeRulesFile(file, download.bytes);
  return stored.ok ? download : stored;
}
