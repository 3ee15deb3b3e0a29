import { describe, expect, it } from 'vitest';
import { MAX_RULES_FILE_BYTES, readComprehensiveRules } from '../../src/cr/index.js';
import { crText, noCR } from './fixture.js';
import { syntheticRules } from './synthetic.js';

const synthetic = syntheticRules();

function read(content: string | Uint8Array) {
  return readComprehensiveRules(typeof content === 'string' ? Buffer.from(content, 'utf8') : content, 'the file');
}

function error(content: string | Uint8Array): string {
  const result = read(content);
  if (result.ok) throw new Error('expected the content to be refused');
  return result.error;
}

/** `count` lines shaped like subrules of 702.9, as a planted file or a web page would hold them. */
function ruleShapedLines(count: number, text: (i: number) => string): string[] {
  return Array.from(
    { length: count },
    (_, i) => `702.9${String.fromCharCode(97 + (i % 26))}${i >= 26 ? 'a' : ''} ${text(i)}`,
  );
}

describe('readComprehensiveRules accepts the Comprehensive Rules', () => {
  it.skipIf(noCR)('the official file, also as CRLF with a byte-order mark and as UTF-16', () => {
    const plain = read(crText);
    expect(plain.ok && plain.doc.rules.size).toBe(3138);
    expect(read('\uFEFF' + crText.replace(/\n/g, '\r\n')).ok).toBe(true);
    expect(read(Buffer.from('\uFEFF' + crText, 'utf16le')).ok).toBe(true);
  });

  it('a synthetic document with the same structure', () => {
    const result = read(synthetic);
    expect(result.ok && result.doc.rules.get('702.9b')?.text).toBe('Second invented subrule of 702.9.');
    expect(result.ok && result.doc.credits).toBe('Written for the tests of this project.');
  });

  it.skipIf(noCR)('a stray invalid byte or two', () => {
    const at = crText.indexOf('\n', crText.length / 2);
    const bytes = Buffer.concat([
      Buffer.from(crText.slice(0, at)),
      Buffer.from([0xff, 0xc3]),
      Buffer.from(crText.slice(at)),
    ]);
    expect(read(bytes).ok).toBe(true);
  });

  it('an older edition in Windows-1252', () => {
    // 0x92 is a right single quotation mark in Windows-1252, and invalid on its own in UTF-8.
    const text = synthetic.replace('Second invented subrule of 702.9.', 'It\x92s invented.');
    const result = read(Buffer.from(text, 'latin1'));
    expect(result.ok && result.doc.rules.get('702.9b')?.text).toBe('It\u2019s invented.');
  });
});

describe('readComprehensiveRules refuses what is not the Comprehensive Rules', () => {
  it('an HTML page with over a hundred rule-shaped lines', () => {
    const page = [
      '<!DOCTYPE html>',
      '<html><body><pre>',
      ...ruleShapedLines(119, i => `Rule-shaped line ${i}.`),
      '</pre></body></html>',
    ];
    expect(error(page.join('\n'))).toBe(
      'the file is not the Comprehensive Rules: it doesn\'t begin with the title "Magic: The Gathering Comprehensive Rules"',
    );
  });

  it('a planted file with a few rule-shaped lines, even under the right title', () => {
    const planted = ['Magic: The Gathering Comprehensive Rules', '', ...ruleShapedLines(3, i => `SECRET=${i}`)].join(
      '\n',
    );
    expect(error(planted)).toMatch(/^the file is not the Comprehensive Rules: it has no effective date/);
    const dated = planted.replace('\n\n', '\n\nThese rules are effective as of May 1, 2030.\n\n');
    expect(error(dated)).toMatch(/its contents lack chapters 1, 2, 3, 4, 5, 6, 7, 8, 9$/);
  });

  it('a document whose rules are too few, out of order, or stop early', () => {
    const [head, rest] = [
      synthetic.slice(0, synthetic.indexOf('1. Made-up Chapter 1\n\n100.')),
      synthetic.slice(synthetic.indexOf('1. Made-up Chapter 1\n\n100.')),
    ];
    const firstChapterOnly =
      head +
      rest.slice(0, rest.indexOf('2. Made-up Chapter 2\n\n200.')) +
      rest.slice(rest.indexOf('Glossary\n\nInvented'));
    expect(error(firstChapterOnly)).toMatch(/it has 180 numbered rules, not thousands$/);
    const withoutChapter9 =
      synthetic.slice(0, synthetic.indexOf('9. Made-up Chapter 9\n\n900.')) +
      synthetic.slice(synthetic.indexOf('Glossary\n\nInvented'));
    expect(error(withoutChapter9)).toMatch(/its rules end in chapter 8, not 9$/);
    const shuffled = synthetic.replace(/^(\d)(\d\d)\.(\d+)/gm, (_, a: string, b: string, n: string) =>
      Number(n) % 2 ? `${a}${b}.${n}` : `${a}${b}.${100 - Number(n)}`,
    );
    expect(error(shuffled)).toMatch(/its rules are out of order \(\d+ times\)$/);
  });

  it('a document without its glossary or credits', () => {
    expect(error(synthetic.slice(0, synthetic.indexOf('Glossary\n\nInvented')))).toMatch(/it has no glossary$/);
    expect(error(synthetic.slice(0, synthetic.lastIndexOf('Credits')))).toMatch(
      /it has no credits after the glossary$/,
    );
  });

  it.skipIf(noCR)('the rules followed by megabytes of text', () => {
    expect(error(crText + 'appended text\n'.repeat(200_000))).toMatch(
      /^the file is not the Comprehensive Rules: \d{4} KB of text follow its credits$/,
    );
  });

  it.skipIf(noCR)('the rules followed by invalid bytes or binary data', () => {
    const random = Buffer.alloc(2 * 1024 * 1024);
    for (let i = 0, state = 1; i < random.length; i++)
      random[i] = (state = (Math.imul(state, 1103515245) + 12345) >>> 0) >>> 24;
    expect(error(Buffer.concat([Buffer.from(crText), random]))).toBe(
      'the file is not a text file: it has over 16 invalid UTF-8 sequences or control characters',
    );
    expect(error(Buffer.concat([Buffer.from(crText), Buffer.alloc(1000)]))).toMatch(/is not a text file/);
  });

  it('more than the size limit, before decoding', () => {
    expect(error(Buffer.alloc(MAX_RULES_FILE_BYTES + 1, 0x20))).toBe(
      'the file is over the 8 MB limit for a Comprehensive Rules file (the real one is about 1 MB)',
    );
  });
});
