import { describe, expect, test } from 'vitest';
import { QUOTED_LENGTH, QUOTED_SENTENCE_LENGTH, quoted, shortText, visible } from '../../src/core/quote.js';

describe('a file’s text in messages', () => {
  test('short text is kept whole; long text is cut at QUOTED_LENGTH characters with "…"', () => {
    expect(quoted('Lightning Bolt')).toBe('"Lightning Bolt"');
    expect(shortText('x'.repeat(QUOTED_LENGTH))).toBe('x'.repeat(QUOTED_LENGTH));
    expect(shortText('x'.repeat(500_000))).toBe(`${'x'.repeat(QUOTED_LENGTH)}…`);
    // A sentence of rules text, longer.
    expect(quoted('y'.repeat(500_000), QUOTED_SENTENCE_LENGTH)).toBe(`"${'y'.repeat(QUOTED_SENTENCE_LENGTH)}…"`);
  });

  test('a cut never splits a surrogate pair', () => {
    const text = `${'x'.repeat(QUOTED_LENGTH - 1)}😀tail`;
    expect(shortText(text)).toBe(`${'x'.repeat(QUOTED_LENGTH - 1)}…`);
  });

  test('control characters and bidirectional overrides are visible escapes; line breaks too, unless kept', () => {
    expect(quoted('a\0b\u001b[2J\u202e\n\t')).toBe('"a\\x00b\\x1B[2J\\u202E\\x0A\\x09"');
    expect(visible('a\u0007\nb\tc\r', true)).toBe('a\\x07\nb\tc\\x0D');
    expect(shortText('\0'.repeat(65_536))).toBe(`${'\\x00'.repeat(QUOTED_LENGTH)}…`);
  });
});
