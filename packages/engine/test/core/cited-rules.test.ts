import { readFileSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KEYWORDS, RULES, TURN } from '../../src/index.js';
import { CR_PATH, noCR } from '../cr/fixture.js';

/**
 * Every rule the engine cites must exist in the official Comprehensive Rules text. Citations are typed `RuleId`,
 * so the compiler already keeps them inside the registry; this checks the registry against the CR.
 */
describe.skipIf(noCR)('cited rules', () => {
  const text = noCR ? '' : readFileSync(CR_PATH, 'utf8');
  const ids = new Set(
    text
      .split(/\r?\n/)
      .map(line => /^(\d{3}\.\d+[a-z]*)[. ]/.exec(line)?.[1])
      .filter((x): x is string => !!x),
  );

  it('the CR file is there', () => {
    expect(existsSync(CR_PATH)).toBe(true);
    expect(ids.size).toBeGreaterThan(3000);
  });

  it.each(Object.keys(RULES))('%s exists in the CR', id => {
    expect(ids.has(id)).toBe(true);
  });

  it('every step and keyword cites a registered rule', () => {
    for (const row of TURN) expect(RULES).toHaveProperty([row.rule]);
    for (const k of KEYWORDS) expect(RULES).toHaveProperty([k.rule]);
  });

  it('summaries are our own words, not CR text', () => {
    for (const { en } of Object.values(RULES)) expect(text.includes(en)).toBe(false);
  });
});
