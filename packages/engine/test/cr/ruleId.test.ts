import { describe, expect, it } from 'vitest';
import { findRuleReferences, isSameOrSubrule, normalizeRuleId, ruleAncestors } from '../../src/cr/index.js';

describe('normalizeRuleId', () => {
  it.each(['702.9b', '702.9b.', 'CR 702.9b', ' 702.9B ', 'cr702.9b'])('%j → 702.9b', id => {
    expect(normalizeRuleId(id)).toBe('702.9b');
  });
});

describe('ruleAncestors', () => {
  it.each([
    ['702.9b', ['702.9b', '702.9', '702']],
    ['704.5aa', ['704.5aa', '704.5', '704']],
    ['702.9', ['702.9', '702']],
    ['702', ['702']],
    ['CR 702.9B', ['702.9b', '702.9', '702']],
    ['', []],
    ['abc', []],
    ['99.1', []],
    ['1000.1', []],
    ['702.9abc', []],
    ['1.5', []],
  ])('%j', (id, expected) => {
    expect(ruleAncestors(id)).toEqual(expected);
  });
});

describe('isSameOrSubrule', () => {
  it.each([
    ['702.9b', '702.9', true],
    ['702.9b', '702', true],
    ['702.9b', '702.9b', true],
    ['704.5aa', '704.5', true],
    ['CR 702.9B', '702.9.', true],
    ['702.19', '702.1', false],
    ['704.5aa', '704.5a', false],
    ['702.9', '702.9b', false],
    ['702.9b', '70', false],
    ['702.9b', '', false],
    ['garbage', '702', false],
  ])('%j within %j → %s', (candidate, rule, expected) => {
    expect(isSameOrSubrule(candidate, rule)).toBe(expected);
  });
});

describe('findRuleReferences', () => {
  it('finds exactly the two rule numbers in a comment', () => {
    const comment = '// see 509.1h and CR 702.9b, not 1.5';
    const refs = findRuleReferences(comment);
    expect(refs.map(r => r.id)).toEqual(['509.1h', '702.9b']);
    for (const ref of refs) expect(comment.slice(ref.start, ref.end)).toBe(ref.id);
  });

  it.each([
    ['(see 117.3c)', ['117.3c']],
    ['rule 100.1.', ['100.1']],
    ['704.5aa applies', ['704.5aa']],
    ['601.2a-601.2h', ['601.2a', '601.2h']],
    ['CR 509.1, CR 509.2', ['509.1', '509.2']],
  ])('finds rules in %j', (text, ids) => {
    expect(findRuleReferences(text).map(r => r.id)).toEqual(ids);
  });

  it.each([
    '1.5',
    'pi is 3.14159',
    'April 17, 2026',
    '2026-04-17',
    '17.04.2026',
    '2026.04.17',
    '192.168.1.1',
    'version 1.100.2',
    'x = 1234.5',
    'grew by 100.5%',
    '509.1abc',
    '050.1',
  ])('finds nothing in %j', text => {
    expect(findRuleReferences(text)).toEqual([]);
  });
});
