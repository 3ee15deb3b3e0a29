import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mutate, random, seedTexts } from '../../language/test/fuzz/mutate.js';
import { MAIN } from './fixtures.js';
import { MAX_DOCUMENT_BYTES } from '../../language/src/base/limits.js';

/**
 * The CLI on a folder of mutated examples (the language's fuzz mutations, seeded): whatever the files hold, `mtgs`
 * exits 0, 1 or 2, prints no stack trace and reports no internal error.
 */
const SEED = Number(process.env.MTGS_FUZZ_SEED ?? 20261130);
const FILES = 120;

const dir = mkdtempSync(path.join(tmpdir(), 'mtgs-fuzz-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe(`mtgs on ${FILES} mutated files (seed ${SEED})`, () => {
  const rng = random(SEED);
  const seeds = seedTexts();
  // A mutation may repeat a part until the file is past the size limit: mtgs reports that file and checks the rest.
  let readable = 0;
  for (let i = 0; i < FILES; i++) {
    const text = mutate(seeds[i % seeds.length]!.text, rng);
    if (Buffer.byteLength(text) <= MAX_DOCUMENT_BYTES) readable++;
    writeFileSync(path.join(dir, `m${i}.mtgs`), text);
  }

  it.each([['check'], ['test', '--reporter', 'junit']])(
    'mtgs %s',
    (...args: string[]) => {
      const r = spawnSync(process.execPath, [MAIN, ...args, dir], {
        encoding: 'utf8',
        timeout: 120_000,
        maxBuffer: 256 * 1024 * 1024,
      });
      expect(r.error).toBeUndefined();
      expect([0, 1, 2]).toContain(r.status);
      expect(r.stderr).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/); // a stack trace
      expect(`${r.stdout}${r.stderr}`).not.toMatch(/internal error|An error occurred/i);
      expect(r.stdout).toMatch(
        // Without --output, stdout has the JUnit report alone.
        args[0] === 'check' ? new RegExp(`${readable} files? checked`) : /^<\?xml[^]*<\/testsuites>\n+$/,
      );
    },
    180_000,
  );
});
