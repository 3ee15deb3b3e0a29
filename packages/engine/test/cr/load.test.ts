import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadComprehensiveRulesFile, parseComprehensiveRules } from '../../src/cr/index.js';
import { CR_PATH, crText, noCR } from './fixture.js';
import { syntheticRules } from './synthetic.js';

const dir = mkdtempSync(path.join(tmpdir(), 'cr-load-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, content: string | Buffer): string {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
}

function loadError(file: string): string {
  const result = loadComprehensiveRulesFile(file);
  if (result.ok) throw new Error(`expected ${file} to fail`);
  return result.error;
}

describe('loadComprehensiveRulesFile', () => {
  it.skipIf(noCR)('loads the real file', () => {
    const result = loadComprehensiveRulesFile(CR_PATH);
    expect(result.ok && result.doc.rules.size).toBe(3138);
  });

  it('reports a missing file', () => {
    expect(loadError(path.join(dir, 'absent.txt'))).toMatch(/not found/);
  });

  it('reports a directory', () => {
    const sub = path.join(dir, 'folder');
    mkdirSync(sub);
    expect(loadError(sub)).toMatch(/is a directory/);
  });

  it('refuses a file over 8 MB without reading it', () => {
    const big = write('big.txt', '');
    truncateSync(big, 9 * 1024 * 1024);
    expect(loadError(big)).toBe(
      `${big} is over the 8 MB limit for a Comprehensive Rules file (the real one is about 1 MB)`,
    );
  });

  it('refuses a file that is not the Comprehensive Rules, saying why', () => {
    expect(loadError(write('notes.txt', 'just some notes\n1.5 apples\n'))).toMatch(
      /notes\.txt is not the Comprehensive Rules: it doesn't begin with the title/,
    );
    expect(loadError(write('empty.txt', ''))).toMatch(/empty\.txt is not the Comprehensive Rules/);
    // A planted file: a few rule-shaped lines a hover would otherwise show.
    const planted = write('planted.txt', 'Magic: The Gathering Comprehensive Rules\n\n702.9b. SECRET=1\n');
    expect(loadError(planted)).toBe(
      `${planted} is not the Comprehensive Rules: it has no effective date ("These rules are effective as of …")`,
    );
  });

  it('loads a synthetic file with the structure of the rules', () => {
    const result = loadComprehensiveRulesFile(write('synthetic.txt', syntheticRules()));
    expect(result.ok && result.doc.rules.size).toBe(1620);
  });

  it.skipIf(noCR)('decodes UTF-8 with BOM and CRLF, and UTF-16 with BOM, to the same document', () => {
    const expected = parseComprehensiveRules(crText);
    const crlf = write('crlf.txt', Buffer.from('\uFEFF' + crText.replace(/\n/g, '\r\n'), 'utf8'));
    const utf16 = write('utf16.txt', Buffer.from('\uFEFF' + crText, 'utf16le'));
    for (const file of [crlf, utf16]) {
      const result = loadComprehensiveRulesFile(file);
      expect(result.ok && result.doc).toEqual(expected);
    }
  });
});
