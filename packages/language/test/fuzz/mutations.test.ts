import { mkdirSync, writeFileSync } from 'node:fs';
import { clearDocuments } from 'langium/test';
import type { LangiumDocument } from 'langium';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { Codes } from '../../src/base/codes.js';
import { createTestServices, type TestServices } from '../helpers.js';
import { mutate, random, scenariosOf, seedTexts } from './mutate.js';

/**
 * Seeded, time-bounded fuzzing of the whole pipeline (parse, link, validate, replay) with mutations of the examples.
 * Whatever the text, no exception escapes, validation never aborts (Langium would drop the document's
 * diagnostics), no check reports an internal error, and every diagnostic has a message and lies inside the document.
 * `MTGS_FUZZ_SEED` and `MTGS_FUZZ_MS` run it longer or with another seed; a failing input is written to
 * `test-output/fuzz/`.
 */
const SEED = Number(process.env.MTGS_FUZZ_SEED ?? 20261130);
const BUDGET_MS = Number(process.env.MTGS_FUZZ_MS ?? 12_000);

let services: TestServices;
const consoleErrors: unknown[][] = [];
beforeAll(async () => {
  services = await createTestServices();
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterAll(() => {
  vi.restoreAllMocks();
});

/** What is wrong with the outcome of checking `text`, or undefined. */
async function problemWith(text: string): Promise<string | undefined> {
  consoleErrors.length = 0;
  let document: LangiumDocument | undefined;
  try {
    document = await services.validate(text, 'file:///fuzz/input.mtgs');
  } catch (error) {
    return `threw: ${error instanceof Error ? error.stack : String(error)}`;
  }
  try {
    if (consoleErrors.length) return `logged: ${consoleErrors.map(a => a.map(String).join(' ')).join('\n')}`;
    const lines = document.textDocument.getText().split(/\r\n|\r|\n/);
    for (const d of document.diagnostics ?? []) {
      const where = `${d.range.start.line}:${d.range.start.character}-${d.range.end.line}:${d.range.end.character}`;
      if (typeof d.message !== 'string' || d.message.trim() === '') return `a diagnostic without a message at ${where}`;
      if (d.code === Codes.internalError || /internal error/i.test(d.message)) return `internal error: ${d.message}`;
      const inside = (p: { line: number; character: number }) =>
        p.line >= 0 && p.line < lines.length && p.character >= 0 && p.character <= lines[p.line]!.length;
      const ordered =
        d.range.start.line < d.range.end.line ||
        (d.range.start.line === d.range.end.line && d.range.start.character <= d.range.end.character);
      if (!inside(d.range.start) || !inside(d.range.end) || !ordered)
        return `a diagnostic outside the document at ${where}: ${d.message}`;
    }
    return undefined;
  } finally {
    await clearDocuments(services.mtg, [document]);
  }
}

function keep(label: string, text: string): string {
  const folder = new URL('../../../../test-output/fuzz/', import.meta.url);
  mkdirSync(folder, { recursive: true });
  const file = new URL(`${label.replace(/[^\w.-]+/g, '_')}.mtgs`, folder);
  writeFileSync(file, text);
  return file.pathname;
}

describe('fuzzing', () => {
  const seeds = seedTexts();

  test(
    `mutations of the examples (seed ${SEED}, ${BUDGET_MS} ms)`,
    async () => {
      const rng = random(SEED);
      const started = Date.now();
      let runs = 0;
      while (Date.now() - started < BUDGET_MS) {
        const source = seeds[Math.floor(rng() * seeds.length)]!;
        const text = mutate(source.text, rng);
        const problem = await problemWith(text);
        if (problem)
          expect.fail(
            `input ${runs} (seed ${SEED}, from ${source.name}; kept as ${keep(`seed-${SEED}-${runs}`, text)}): ${problem}`,
          );
        runs++;
      }
      expect(runs).toBeGreaterThan(20);
    },
    BUDGET_MS + 20_000,
  );

  test('truncation at every position of a few scenarios', async () => {
    // The shortest scenarios with a card, an action and an expectation each: every prefix is something a user types.
    const candidates = seeds.flatMap(s => scenariosOf(s.text)).filter(s => /casts|attacks/.test(s) && /expect/.test(s));
    const chosen = [...candidates].sort((a, b) => a.length - b.length).slice(0, 2);
    const cardDefinition =
      'card "Half Typed" {\n  cost {1}{G}\n  type Creature — Bear\n  2/2\n  trample\n  text "When Half Typed enters, you gain 2 life."\n}\n';
    for (const text of [...chosen, cardDefinition]) {
      for (let end = 0; end <= text.length; end++) {
        const prefix = text.slice(0, end);
        const problem = await problemWith(prefix);
        if (problem) expect.fail(`prefix of ${end} characters (kept as ${keep(`prefix-${end}`, prefix)}): ${problem}`);
      }
    }
  }, 60_000);
});
