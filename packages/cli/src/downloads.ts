import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importCardFile } from '@mtg-scenario/engine/cards';
import { defaultCardsCacheDir } from '@mtg-scenario/language';
import {
  DEFAULT_CARDS_URL,
  DEFAULT_RULES_URL,
  downloadCardFile,
  downloadRulesFile,
  pruneCardIndexes,
  type DownloadHints,
} from '@mtg-scenario/language/download';
import { ExitCode } from './exit-codes.js';
import { InputError } from './files.js';
import type { Io } from './cli.js';

/**
 * Where `mtgs cards download` and `mtgs rules download` store what they download: `downloaded/` in mtgs's cache
 * folder (the one card files are imported into: $MTGS_CACHE_DIR, else $XDG_CACHE_HOME/mtgs, else ~/.cache/mtgs). The
 * commands that read cards or rules use these files when neither a flag nor the environment names one.
 */
export function downloadFolder(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(defaultCardsCacheDir(env), 'downloaded');
}

/** The downloaded card file; its indexes are kept apart (`card-indexes/`), as the download prunes them. */
export const downloadedCardsFile = () => path.join(downloadFolder(), 'card-file');
export const downloadedCardIndexes = () => path.join(downloadFolder(), 'card-indexes');
export const downloadedRulesFile = () => path.join(downloadFolder(), 'MagicCompRules.txt');

/** A downloaded file, if there is one. */
export function downloaded(file: string): string | undefined {
  return existsSync(file) ? file : undefined;
}

const FORMAT_NAMES = { 'mtgjson-atomic': 'MTGJSON AtomicCards', 'scryfall-oracle': 'Scryfall Oracle Cards' } as const;

export const CARDS_DOWNLOAD_HELP = `Usage: mtgs cards download [--url URL]

Downloads a card file (by default MTGJSON's AtomicCards, ${DEFAULT_CARDS_URL})
with the editor's checks (http(s) only, a size limit, a card file and nothing else)
and imports it. Stored in ${'$'}MTGS_CACHE_DIR/downloaded/card-file (else
${'$'}XDG_CACHE_HOME/mtgs/..., else ~/.cache/mtgs/...), which mtgs check, test and
snapshot then use when neither --cards nor MTGS_CARDS names a file. A failed
download leaves the previous file as it was.

Options:
  --url <url>   where to download from (MTGJSON AtomicCards .json or .json.gz,
                or Scryfall Oracle Cards .json)
  -h, --help    this help`;

export const RULES_DOWNLOAD_HELP = `Usage: mtgs rules download [--url URL]

Downloads the official Comprehensive Rules text (by default
${DEFAULT_RULES_URL})
and checks that it is the rules. Stored in ${'$'}MTGS_CACHE_DIR/downloaded/MagicCompRules.txt
(else ${'$'}XDG_CACHE_HOME/mtgs/..., else ~/.cache/mtgs/...), which mtgs rule then
uses when neither --rules nor MTGS_RULES names a file. A failed download leaves
the previous file as it was.

Options:
  --url <url>   where to download from
  -h, --help    this help`;

const hints = (flag: string, variable: string): DownloadHints => ({
  checkUrl: 'Check the URL (--url).',
  alternative: `You can also download the file yourself and pass it with ${flag} FILE (or ${variable}).`,
});

function urlOption(args: readonly string[], what: string): string | undefined {
  const { positionals, values } = parseArgs({ args: [...args], options: { url: { type: 'string' } } });
  if (positionals.length) throw new InputError(`${what} download takes no file, only --url URL`);
  return values.url;
}

export async function cardsDownload(args: readonly string[], io: Io): Promise<ExitCode> {
  const url = urlOption(args, 'cards') ?? DEFAULT_CARDS_URL;
  const file = downloadedCardsFile();
  const indexes = downloadedCardIndexes();
  io.err(`mtgs: downloading ${url}`);
  // importCardFile runs in this thread: a command-line run has nothing else to keep responsive.
  const result = await downloadCardFile(url, file, indexes, importCardFile, {}, fetch, hints('--cards', 'MTGS_CARDS'));
  if (!result.ok) {
    io.err(`mtgs: ${result.error}`);
    return ExitCode.UsageOrIo;
  }
  // The earlier downloads' indexes would pile up (tens of MB each).
  await pruneCardIndexes(indexes, [result.indexPath]);
  io.out(
    `Imported ${result.source.cards.toLocaleString('en')} cards (${FORMAT_NAMES[result.source.format]}) into ${file}`,
  );
  return ExitCode.Ok;
}

export async function rulesDownload(args: readonly string[], io: Io): Promise<ExitCode> {
  const url = urlOption(args, 'rules') ?? DEFAULT_RULES_URL;
  const file = downloadedRulesFile();
  io.err(`mtgs: downloading ${url}`);
  const result = await downloadRulesFile(url, file, {}, fetch, hints('--rules', 'MTGS_RULES'));
  if (!result.ok) {
    io.err(`mtgs: ${result.error}`);
    return ExitCode.UsageOrIo;
  }
  io.out(
    `Stored the Comprehensive Rules${result.effectiveDate ? ` effective ${result.effectiveDate}` : ''} (${result.rules} rules) in ${file}`,
  );
  return ExitCode.Ok;
}
