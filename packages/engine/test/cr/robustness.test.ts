import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseComprehensiveRules, ruleAncestors, type RulesDocument } from '../../src/cr/index.js';
import { crText, noCR } from './fixture.js';
import { HUGE_INPUTS, distinctLines, repeatTo } from '../../bench/cr-inputs.mjs';

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
  const ruleContainers = [...doc.rules.values(), ...[...doc.sections.values()].filter(s => s.id.length === 3)];
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
    const doc = parseComprehensiveRules(
      ['100.1a Orphan.', '', 'stray text', '100.1a Again.', 'Example: lost'].join('\n'),
    );
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
      fc.property(fc.string({ unit: 'binary', maxLength: 500 }), text => {
        expectConsistent(parseComprehensiveRules(text));
      }),
      { numRuns: 300 },
    );
  });

  it.skipIf(noCR)('never throws and stays consistent on shuffled pieces of the real file', () => {
    const lines = crText.split('\n');
    const piece = fc.oneof(fc.constantFrom(...lines), fc.constant(''), fc.string({ maxLength: 20 }));
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 300 }), fc.constantFrom('\n', '\r\n', '\r'), (pieces, eol) => {
        expectConsistent(parseComprehensiveRules(pieces.join(eol)));
      }),
      { numRuns: 300 },
    );
  });

  it('stops at a sanity limit far above the real document', () => {
    const rules = parseComprehensiveRules('100. A\n' + distinctLines(i => `100.${i + 1}. Text.`));
    expect(rules.rules.size).toBe(50_000);
    expect(rules.problems).toContain('line 50002: over 50000 numbered rules, stopped reading');
    const terms = parseComprehensiveRules('100.1. A\nGlossary\n' + distinctLines(i => `Term ${i}\nText.\n`));
    expect(terms.glossary.size).toBe(20_000);
    expect(terms.problems).toContainEqual(expect.stringMatching(/over 20000 glossary entries, stopped reading$/));
    const long = parseComprehensiveRules('100. A\n100.1. B\n' + repeatTo('     more\n', 50_000));
    expect(long.rules.get('100.1')?.text.split('\n')).toHaveLength(1_001);
    expect(long.problems).toContain('line 1003: over 1000 lines in one rule or term, rest ignored');
  });

  // How fast is measured by `npm run bench -w packages/engine` (cr.bench.mjs); here, that it finishes and stays consistent.
  it.each(HUGE_INPUTS)(
    'parses 10 MB of %s',
    (_name, make) => {
      expectConsistent(parseComprehensiveRules(make()));
    },
    60_000,
  );
});
