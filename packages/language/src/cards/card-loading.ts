import { homedir } from 'node:os';
import { join } from 'node:path';
import { importCardFile, loadCardIndex, type CardDatabase, type CardFileResult } from '@mtg-scenario/engine/cards';

/**
 * Where imported card indexes are kept when nobody says: `$MTGS_CACHE_DIR`, else `$XDG_CACHE_HOME/mtgs`, else
 * `~/.cache/mtgs` (the language server and `mtgs` share them: a file is imported once for both).
 */
export function defaultCardsCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env['MTGS_CACHE_DIR']) return env['MTGS_CACHE_DIR'];
  return join(env['XDG_CACHE_HOME'] || join(homedir(), '.cache'), 'mtgs');
}

/** A card file (MTGJSON AtomicCards or Scryfall Oracle Cards) as a database: imported once into `cacheDir`, then loaded. */
export async function loadCardFile(file: string, cacheDir: string): Promise<CardFileResult<CardDatabase>> {
  const imported = await importCardFile(file, cacheDir);
  return imported.ok ? loadCardIndex(imported.value.indexPath) : imported;
}
