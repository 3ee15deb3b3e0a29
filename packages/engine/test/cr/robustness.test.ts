import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseComprehensiveRules, ruleAncestors, type RulesDocument } from '../../src/cr/index.js';
import { crText } from './fixture.js';

const TEN_MB = 10 * 1024 * 1024;

/** Structural promises that must hold for any input. */
function expectConsistent(doc: RulesDocument): void {
  for (const [id, rule] of doc.rules) {
    expect(rule.id).toBe(id);
    expect(ruleAncestors(id)[0]).toBe(id);
    if (rule.parent !== undefined) {
      const parent = doc.rules.get(rule.parent) ?? doc.sections.get(rule.parent);
      expect(parent?.children).toContain(id);
    }
    for (const child of rule.children) expect(doc.rules.get(child)?.parent).toBe(id);
  }
  expect(doc.problems.length).toBeLessThanOrEqual(54);
}

/** Deterministic pseudo-random text drawn from `alphabet`. */
function garbage(length: number, alphabet: string, seed = 1): string {
  const codes = new Uint16Array(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    codes[i] = alphabet.charCodeAt((state >>> 16) % alphabet.length);
  }
  return new TextDecoder('utf-16le').decode(codes);
}

function repeatTo(unit: string, length: number): string {
  return unit.repeat(Math.ceil(length / unit.length));
}

describe('parseComprehensiveRules on bad input', () => {
  it('returns an empty document with problems for empty input', () => {
    for (const text of ['', '\uFEFF', '\n\n\r\n', ' ', '\u00a0']) {
      const doc = parseComprehensiveRules(text);
      expect(doc.rules.size).toBe(0);
      expect(doc.glossary.size).toBe(0);
      expect(doc.effectiveDate).toBeUndefined();
      expect(doc.problems).toContain('no numbered rules found');
    }
  });

  it('does not throw when given a non-string from untyped callers', () => {
    expect(parseComprehensiveRules(undefined as unknown as string).rules.size).toBe(0);
  });

  it('reports orphan lines, duplicates and missing parents but keeps what it can', () => {
    const doc = parseComprehensiveRules(['100.1a Orphan.', '', 'stray text', '100.1a Again.', 'Example: lost'].join('\n'));
    expect(doc.rules.get('100.1a')?.text).toBe('Orphan.');
    expect(doc.rules.get('100.1a')?.parent).toBeUndefined();
    expect(doc.problems).toEqual(
      expect.arrayContaining([
        'line 3: unrecognised line ignored',
        'line 4: duplicate rule 100.1a ignored',
        'line 5: example outside any rule ignored',
        'rule 100.1a: parent 100.1 not found',
      ]),
    );
  });

  it('never throws and stays consistent on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 500 }), (text) => {
        expectConsistent(parseComprehensiveRules(text));
      }),
      { numRuns: 300 },
    );
  });

  it('never throws and stays consistent on shuffled pieces of the real file', () => {
    const lines = crText.split('\n');
    const piece = fc.oneof(fc.constantFrom(...lines), fc.constant(''), fc.string({ maxLength: 20 }));
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 300 }), fc.constantFrom('\n', '\r\n', '\r'), (pieces, eol) => {
        expectConsistent(parseComprehensiveRules(pieces.join(eol)));
      }),
      { numRuns: 300 },
    );
  });

  const shapes: [string, () => string][] = [
    ['random characters', () => garbage(TEN_MB, 'abc XYZ.0123456789\n\r\t\u00a0\u2028:')],
    ['one 10 MB line of digits and periods', () => garbage(TEN_MB, '1234567890.')],
    ['rule-like lines with unique ids', () => garbage(TEN_MB, '1234567890.\n ab')],
    ['the same rule line repeated', () => repeatTo('100.1a Text.\n', TEN_MB)],
    ['examples only', () => repeatTo('Example: x\n', TEN_MB)],
    ['a huge glossary', () => '100. A\n100.1. B\nGlossary\n' + repeatTo('Term\nDefinition.\n\n', TEN_MB)],
    ['whitespace only', () => repeatTo(' \u00a0\r\n', TEN_MB)],
  ];
  it.each(shapes)('parses 10 MB of %s well under a second', (_name, make) => {
    const text = make();
    const started = performance.now();
    const doc = parseComprehensiveRules(text);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeLessThan(1000);
    expectConsistent(doc);
  });
});
