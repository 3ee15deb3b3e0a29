// Wizards' documents the tests read at run time and the project never copies: the Comprehensive Rules and the card
// corpus the coverage figures are measured on. Each is found through one environment variable, else beside the
// repository (`../shared/`, where CI puts them). Without one, the tests that need it are skipped and one line says how
// to get it; with MTGS_REQUIRE_DATA=1 (set by .ci/run) a missing file fails the run instead.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The URL the extension's download command fetches the CR from (its setting's default in the manifest). */
export const RULES_URL = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).contributes.configuration
  .properties['mtgScenario.rulesUrl'].default;

/** @type {import('./shared-data.d.mts').SharedData} */
export const RULES = {
  what: 'the Comprehensive Rules',
  variable: 'MTGS_RULES_FILE',
  fallback: '../shared/rules/MagicCompRules.txt',
  howToGet: `download it from ${RULES_URL}`,
};

/** @type {import('./shared-data.d.mts').SharedData} */
export const CORPUS = {
  what: 'the card corpus',
  variable: 'MTGS_CORPUS_FILE',
  fallback: '../shared/corpus/oracle-cards-2019.json',
  howToGet: "use Scryfall's Oracle Cards file of late 2019 (https://scryfall.com/docs/api/bulk-data)",
};

/** Where `data` is: the file its variable names (relative to the working folder), else its place beside the repository. */
export function sharedPath(data, env = process.env) {
  const named = env[data.variable];
  return named ? path.resolve(named) : path.resolve(repoRoot, data.fallback);
}

/** Why `data` can't be read, and how to get it. */
export function missing(data, env = process.env) {
  return `there is no ${sharedPath(data, env)}; ${data.howToGet} and put it there, or set ${data.variable} to its path`;
}

/** The line that says what is skipped without `data`. */
export function skipLine(data, env = process.env) {
  return `Skipped: the tests that read ${data.what}: ${missing(data, env)}.`;
}

/**
 * Whether the tests that need `data` are skipped: the file is missing and the run doesn't require it. A required one
 * that is missing fails the test file that asks, so CI never passes with them skipped.
 */
export function skipWithout(data, env = process.env) {
  if (existsSync(sharedPath(data, env))) return false;
  if (env.MTGS_REQUIRE_DATA === '1')
    throw new Error(`MTGS_REQUIRE_DATA=1 requires ${data.what}: ${missing(data, env)}.`);
  return true;
}
