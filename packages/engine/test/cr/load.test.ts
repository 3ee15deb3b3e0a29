import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadComprehensiveRulesFile, parseComprehensiveRules } from '../../src/cr/index.js';
import { CR_PATH, crText } from './fixture.js';

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
  it('loads the real file', () => {
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

  it('refuses a file over 20 MB without reading it', () => {
    const big = write('big.txt', '');
    truncateSync(big, 21 * 1024 * 1024);
    expect(loadError(big)).toMatch(/over the 20 MB limit/);
  });

  it('reports a file with no rules', () => {
    expect(loadError(write('notes.txt', 'just some notes\n1.5 apples\n'))).toMatch(
      /not a Comprehensive Rules text file/,
    );
    expect(loadError(write('empty.txt', ''))).toMatch(/not a Comprehensive Rules text file/);
  });

  it('decodes UTF-8 with BOM and CRLF, and UTF-16 with BOM, to the same document', () => {
    const expected = parseComprehensiveRules(crText);
    const crlf = write('crlf.txt', Buffer.from('\uFEFF' + crText.replace(/\n/g, '\r\n'), 'utf8'));
    const utf16 = write('utf16.txt', Buffer.from('\uFEFF' + crText, 'utf16le'));
    for (const file of [crlf, utf16]) {
      const result = loadComprehensiveRulesFile(file);
      expect(result.ok && result.doc).toEqual(expected);
    }
  });

  it('falls back to Windows-1252 for older editions that are not UTF-8', () => {
    // 0x92 is a right single quotation mark in Windows-1252 and invalid on its own in UTF-8.
    const bytes = Buffer.concat([Buffer.from('100. General\n\n100.1. It'), Buffer.from([0x92]), Buffer.from('s.\n')]);
    const result = loadComprehensiveRulesFile(write('cp1252.txt', bytes));
    expect(result.ok && result.doc.rules.get('100.1')?.text).toBe('It\u2019s.');
  });
});
