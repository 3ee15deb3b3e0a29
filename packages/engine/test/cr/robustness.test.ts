import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseComprehensiveRules, ruleAncestors, type RulesDocument } from '../../src/cr/index.js';
import { crText } from './fixture.js';

const TEN_MB = 10 * 1024 * 1024;

/** Structural promises that must hold for any input: ids are well-formed, parent and children agree. */
function expectConsistent(doc: RulesDocument): void {
  const errors: string[] = [];
  let withParent = 0;
  for (const [id, rule] of doc.rules) {
    if (rule.id !== id || ruleAncestors(id)[0] !== id) errors.push(`bad id ${id}`);
    if (rule.parent !== undefined) withParent++;
  }
  // Every listed child points back, none twice, and every rule with a parent is listed somewhere.
  let listed = 0;
  const ruleContainers = [...doc.rules.values(), ...[...doc.sections.values()].filter((s) => s.id.length === 3)];
  for (const container of ruleContainers) {
    if (new Set(container.children).size !== container.children.length) errors.push(`${container.id} repeats`);
    for (const child of container.children) {
      if (doc.rules.get(child)?.parent !== container.id) errors.push(`${child} not under ${container.id}`);
    }
    listed += container.children.length;
  }
  if (listed !== withParent) errors.push(`${listed} children listed, ${withParent} rules with a parent`);
  expect(errors).toEqual([]);
  // 50 details, 3 summary lines and "…and N more".
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

/** About 10 MB of lines `make(0)`, `make(1)`, … joined by LF. */
function distinctLines(make: (i: number) => string): string {
  const lines: string[] = [];
  for (let size = 0, i = 0; size < TEN_MB; i++) {
    const line = make(i);
    lines.push(line);
    size += line.length + 1;
  }
  return lines.join('\n');
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
    ['empty lines', () => repeatTo('\n', TEN_MB)],
    ['one long continuation', () => '100. A\n100.1. B\n' + repeatTo('     more\n', TEN_MB)],
    ['distinct rules', () => '100. A\n' + distinctLines((i) => `100.${i + 1}. Text.`)],
    ['distinct glossary terms', () => '100.1. A\nGlossary\n' + distinctLines((i) => `Term ${i}\nText.\n`)],
  ];
  it('stops at a sanity limit far above the real document', () => {
    const rules = parseComprehensiveRules('100. A\n' + distinctLines((i) => `100.${i + 1}. Text.`));
    expect(rules.rules.size).toBe(50_000);
    expect(rules.problems).toContain('line 50002: over 50000 numbered rules, stopped reading');
    const terms = parseComprehensiveRules('100.1. A\nGlossary\n' + distinctLines((i) => `Term ${i}\nText.\n`));
    expect(terms.glossary.size).toBe(20_000);
    expect(terms.problems).toContainEqual(expect.stringMatching(/over 20000 glossary entries, stopped reading$/));
    const long = parseComprehensiveRules('100. A\n100.1. B\n' + repeatTo('     more\n', 50_000));
    expect(long.rules.get('100.1')?.text.split('\n')).toHaveLength(1_001);
    expect(long.problems).toContain('line 1003: over 1000 lines in one rule or term, rest ignored');
  });

  it.each(shapes)('parses 10 MB of %s in under a second', (_name, make) => {
    const text = make();
    // Typically 0.1–0.5 s; a retry keeps a busy CI machine from failing the run on one slow attempt.
    let fastest = Infinity;
    let doc = parseComprehensiveRules('');
    for (let attempt = 0; attempt < 3 && fastest >= 1000; attempt++) {
      const started = performance.now();
      doc = parseComprehensiveRules(text);
      fastest = Math.min(fastest, performance.now() - started);
    }
    expect(fastest).toBeLessThan(1000);
    expectConsistent(doc);
  }, 30_000);
});
