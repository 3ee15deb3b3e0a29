import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  CORPUS,
  RULES,
  RULES_URL,
  repoRoot,
  sharedPath,
  skipLine,
  skipWithout,
} from '../../../scripts/shared-data.mjs';
import setup from '../../../scripts/shared-data-setup.mjs';

/** The one place the tests find Wizards' documents (the CR, the card corpus), and what happens without them. */
describe('shared data: the CR and the card corpus', () => {
  const absent = { MTGS_RULES_FILE: '/no/such/MagicCompRules.txt', MTGS_CORPUS_FILE: '/no/such/cards.json' };

  it('the environment variable names the file (relative to the working folder), else it is beside the repository', () => {
    expect(sharedPath(RULES, {})).toBe(path.resolve(repoRoot, '../shared/rules/MagicCompRules.txt'));
    expect(sharedPath(CORPUS, {})).toBe(path.resolve(repoRoot, '../shared/corpus/oracle-cards-2019.json'));
    expect(sharedPath(RULES, { MTGS_RULES_FILE: 'cr.txt' })).toBe(path.resolve('cr.txt'));
  });

  it('without the file its tests are skipped, and one line says what and how to get it', () => {
    expect(skipWithout(RULES, absent)).toBe(true);
    expect(skipWithout(CORPUS, absent)).toBe(true);
    expect(skipLine(RULES, absent)).toBe(
      `Skipped: the tests that read the Comprehensive Rules: there is no /no/such/MagicCompRules.txt; download it from ` +
        `${RULES_URL} and put it there, or set MTGS_RULES_FILE to its path.`,
    );
  });

  it('the download URL is the one the extension downloads from', () => {
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
    expect(RULES_URL).toBe(manifest.contributes.configuration.properties['mtgScenario.rulesUrl'].default);
    expect(RULES_URL).toMatch(/^https:\/\/media\.wizards\.com\//);
  });

  it('a file that is there is read', () => {
    expect(skipWithout(RULES, { MTGS_RULES_FILE: path.join(repoRoot, 'package.json'), MTGS_REQUIRE_DATA: '1' })).toBe(
      false,
    );
  });

  it('with MTGS_REQUIRE_DATA=1 a missing file fails instead of skipping, so CI never passes with them skipped', () => {
    expect(() => skipWithout(RULES, { ...absent, MTGS_REQUIRE_DATA: '1' })).toThrow(
      /^MTGS_REQUIRE_DATA=1 requires the Comprehensive Rules: there is no \/no\/such\//,
    );
    expect(() => skipWithout(CORPUS, { ...absent, MTGS_REQUIRE_DATA: '1' })).toThrow(/the card corpus/);
  });

  it('CI requires them', () => {
    expect(readFileSync(path.join(repoRoot, '.ci/run'), 'utf8')).toMatch(/^export MTGS_REQUIRE_DATA=1$/m);
  });

  it("the run's global setup prints the line for each file that is missing", () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    for (const [name, value] of Object.entries(absent)) vi.stubEnv(name, value);
    try {
      setup();
      expect(log.mock.calls.map(c => c[0])).toEqual([skipLine(RULES, absent), skipLine(CORPUS, absent)]);
    } finally {
      vi.unstubAllEnvs();
      log.mockRestore();
    }
  });
});
