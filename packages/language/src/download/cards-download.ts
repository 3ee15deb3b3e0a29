import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { MAX_CARD_FILE_BYTES, type CardSource, type importCardFile } from '@mtg-scenario/engine/cards';
import {
  DOWNLOAD_LIMITS,
  download,
  fail,
  reason,
  replaceFile,
  type DownloadHints,
  type DownloadLimits,
  type Failure,
  type Sink,
} from './download.js';

/** Fetching a card file (MTGJSON's AtomicCards, Scryfall's Oracle Cards) and importing it; no VS Code API (the extension and `mtgs` share it). */

export const DEFAULT_CARDS_URL = 'https://mtgjson.com/api/v5/AtomicCards.json.gz';

/** The compressed AtomicCards file is tens of MB: ten minutes allow a slow line. */
export const CARD_DOWNLOAD_LIMITS: DownloadLimits = { ...DOWNLOAD_LIMITS, deadlineMs: 600_000 };

export type CardDownload = { readonly ok: true; readonly indexPath: string; readonly source: CardSource } | Failure;
export type CardImporter = typeof importCardFile;

/** The extension's hints: its settings. */
export const EDITOR_CARDS_HINTS: DownloadHints = {
  checkUrl: 'Check "mtgScenario.cardsUrl".',
  alternative: 'You can also download the file yourself and set "mtgScenario.cardsFile".',
};

/**
 * Writes the body to `handle` as it arrives, refusing at once what can't be a card file: the first byte (after a
 * byte-order mark and white space) must begin gzip data or JSON's object (MTGJSON) or array (Scryfall). The full
 * check is the import's.
 */
function cardFileSink(
  handle: { write(chunk: Uint8Array): Promise<unknown> },
  url: string,
  file: string,
  checkUrl: string,
): Sink {
  let begun = false;
  return async chunk => {
    if (!begun) {
      const first = chunk.find(byte => ![0xef, 0xbb, 0xbf, 0x20, 0x09, 0x0a, 0x0d].includes(byte));
      if (first === 0x3c) return fail(`${url} is a web page, not a card file. ${checkUrl}`);
      if (first !== undefined && ![0x1f, 0x7b, 0x5b].includes(first)) {
        return fail(
          `${url} is not a card file (MTGJSON's AtomicCards.json or .json.gz, or Scryfall's Oracle Cards .json). ${checkUrl}`,
        );
      }
      begun = first !== undefined;
    }
    try {
      await handle.write(chunk);
      return undefined;
    } catch (error) {
      return fail(`Could not store the card data in ${file} (${reason(error)}).`);
    }
  };
}

/**
 * `importCardFile` in a worker thread running `script` (dist/card-import.cjs): reading a whole AtomicCards file is
 * seconds of work in one piece (2.4 s for 84 MB on the project's machine), which would freeze the extension host.
 */
export function importInWorker(script: string): CardImporter {
  return (file, cacheDir) =>
    new Promise(resolve => {
      const worker = new Worker(script, { workerData: { file, cacheDir } });
      // The first of these settles the promise; the others come after and change nothing.
      worker.once('message', resolve);
      worker.once('error', error => resolve(fail(`The import of the card data failed (${reason(error)})`)));
      worker.once('exit', code => resolve(fail(`The import of the card data stopped (exit code ${code})`)));
    });
}

/** The file name the URL gives (`AtomicCards.json.gz`), which the import records and hover shows; else `cards.json`. */
function downloadName(url: string): string {
  const name = path.posix
    .basename(URL.canParse(url) ? new URL(url).pathname : '')
    .replace(/[^\w.-]/g, '_')
    .slice(-100);
  return /^[\w-]/.test(name) ? name : 'cards.json';
}

/**
 * The download command's work: downloads `url` to a file beside `file` (streamed to disk: at most
 * MAX_CARD_FILE_BYTES, the importer's own limit), imports it into an index in `cacheDir`, and only then replaces
 * `file`. Any failure leaves the previous file and its index as they were. Every failure is a message; nothing throws.
 */
export async function downloadCardFile(
  url: string,
  file: string,
  cacheDir: string,
  importer: CardImporter,
  limits: Partial<DownloadLimits> = {},
  fetchImpl: typeof fetch = fetch,
  hints: DownloadHints = EDITOR_CARDS_HINTS,
): Promise<CardDownload> {
  const wanted = {
    maxBytes: MAX_CARD_FILE_BYTES,
    tooLarge: `${url} is over the ${MAX_CARD_FILE_BYTES / 1e6} MB limit for a card file (the whole AtomicCards.json is about 120 MB).`,
    alternative: hints.alternative,
  };
  return replaceFile(file, 'the card data', async temporary => {
    // Downloaded and imported under its own name (in a folder of its own), since the index records the file's name.
    const folder = `${temporary}.d`;
    const downloadPath = path.join(folder, downloadName(url));
    try {
      await mkdir(folder);
      const handle = await open(downloadPath, 'wx');
      let downloaded;
      try {
        downloaded = await download(
          url,
          wanted,
          cardFileSink(handle, url, file, hints.checkUrl),
          { ...CARD_DOWNLOAD_LIMITS, ...limits },
          fetchImpl,
        );
      } finally {
        await handle.close();
      }
      if (!downloaded.ok) return downloaded;
      const imported = await importer(downloadPath, cacheDir);
      // The importer's messages name the file it read: the user knows it by its URL.
      if (!imported.ok) return fail(`${imported.error.replaceAll(downloadPath, url)}. ${hints.checkUrl}`);
      await rename(downloadPath, temporary);
      return { ok: true, indexPath: imported.value.indexPath, source: { ...imported.value.source, path: file } };
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
}

/**
 * Removes the card indexes in `cacheDir` but those in `keep`: earlier downloads' would pile up (tens of MB each). The
 * one before the newest is kept too, because another window's language server may still read it (a card at a time).
 * The importer's temporary files are left alone; a failure is left for next time.
 */
export async function pruneCardIndexes(cacheDir: string, keep: readonly (string | undefined)[]): Promise<void> {
  const names = await readdir(cacheDir).catch(() => []);
  await Promise.all(
    names
      .filter(name => name.endsWith('.idx'))
      .map(name => path.join(cacheDir, name))
      .filter(index => !keep.includes(index))
      .map(index => rm(index, { force: true }).catch(() => undefined)),
  );
}
