import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CardDatabase } from '@mtg-scenario/engine/cards';
import { loadCardFile } from '../../src/cards/card-loading.js';

/** Invented cards in MTGJSON's AtomicCards layout (never real card text). */
export const FIXTURE_CARDS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../resources/carddb/AtomicCards.json',
);

/** The fixture imported into a fresh cache directory and loaded, as the language server and `mtgs` do it. */
export async function fixtureDatabase(): Promise<CardDatabase> {
  const loaded = await loadCardFile(FIXTURE_CARDS, mkdtempSync(path.join(tmpdir(), 'mtgs-cards-')));
  if (!loaded.ok) throw new Error(loaded.error);
  return loaded.value;
}
