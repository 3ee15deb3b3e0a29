import { describe, expect, it } from 'vitest';
import { parseComprehensiveRules, type RulesDocument } from '../../src/cr/index.js';
import { crText, noCR } from './fixture.js';

const doc = parseComprehensiveRules(crText);

function rule(id: string) {
  const found = doc.rules.get(id);
  if (!found) throw new Error(`rule ${id} missing`);
  return found;
}

/** Replaces the line at `lineIndex` (0-based) of the real text. */
function withLine(text: string, lineIndex: number, replacement: string): string {
  const lines = text.split('\n');
  lines[lineIndex] = replacement;
  return lines.join('\n');
}

describe.skipIf(noCR)('parseComprehensiveRules on the April 17, 2026 edition', () => {
  it('finds every numbered rule and subrule, the glossary and the effective date', () => {
    expect(doc.rules.size).toBe(3138);
    expect(doc.glossary.size).toBe(730);
    expect(doc.effectiveDate).toBe('April 17, 2026');
    expect(doc.problems).toEqual([]);
  });

  it('keeps the credits, everything after the closing "Credits" heading', () => {
    const closing = crText.lastIndexOf('\nCredits\n');
    expect(doc.credits).toBe(crText.slice(closing + '\nCredits\n'.length).trim());
    expect(parseComprehensiveRules(crText.replace(/\n/g, '\r\n')).credits).toBe(doc.credits);
  });

  it('counts the same rules as a line-by-line scan of the file', () => {
    const numberedLines = crText.split('\n').filter(line => /^[1-9]\d{2}\.\d+[a-z]*\.? /.test(line));
    expect(doc.rules.size).toBe(numberedLines.length);
  });

  it('reads 9 chapters and 147 sections, in body order, with the body titles', () => {
    const ids = [...doc.sections.keys()];
    expect(ids.filter(id => id.length === 1)).toHaveLength(9);
    expect(ids.filter(id => id.length === 3)).toHaveLength(147);
    expect(ids.slice(0, 3)).toEqual(['1', '100', '101']);
    expect(doc.sections.get('510')?.title).toBe('Combat Damage Step');
    expect(doc.sections.get('5')?.title).toBe('Turn Structure');
    expect(doc.sections.get('5')?.children[0]).toBe('500');
    expect(doc.sections.get('509')?.children.slice(0, 2)).toEqual(['509.1', '509.2']);
  });

  it('lets the body heading win over the table of contents', () => {
    const lines = crText.split('\n');
    const tocLine = lines.findIndex(line => line.startsWith('510. '));
    const bodyLine = lines.findIndex((line, i) => i > tocLine && line.startsWith('510. '));
    expect(tocLine).toBeGreaterThan(0);
    expect(bodyLine).toBeGreaterThan(tocLine);
    const altered = parseComprehensiveRules(withLine(crText, tocLine, '510. Not The Body Title'));
    expect(altered.sections.get('510')?.title).toBe('Combat Damage Step');
  });

  it('links 702.9b to its parent 702.9, and 702.9 to its section', () => {
    expect(rule('702.9b').parent).toBe('702.9');
    expect(rule('702.9b').text).toContain('flying');
    expect(rule('702.9').children).toContain('702.9b');
    expect(rule('702.9').parent).toBe('702');
    expect(doc.sections.get('702')?.children).toContain('702.9');
    expect(rule('100.1').parent).toBe('100');
  });

  it('keeps the indented continuation lines of 205.4c and 509.1b in the rule text', () => {
    const [firstLine, continuation] = rule('509.1b').text.split('\n');
    expect(firstLine).toMatch(/^The defending player checks/);
    expect(continuation).toMatch(/^A restriction may be created/);
    expect(rule('509.1b').examples).toHaveLength(1);
    expect(rule('205.4c').text.split('\n')).toHaveLength(2);
    expect(rule('205.4c').text.split('\n')[1]).toMatch(/^Cards printed in sets prior to/);
  });

  it('parses 119.1d (stray period) and 606.5 (missing period)', () => {
    expect(rule('119.1d').parent).toBe('119.1');
    expect(rule('119.1d').text).toMatch(/^In a two-player Brawl game/);
    expect(rule('606.5').parent).toBe('606');
    expect(rule('606.5').text).toMatch(/^If the total cost/);
    expect(doc.rules.has('119.1d.')).toBe(false);
  });

  it('lists the children of 704.5 in document order', () => {
    const expected = crText
      .split('\n')
      .filter(line => /^704\.5[a-z]+ /.test(line))
      .map(line => line.slice(0, line.indexOf(' ')));
    const children = rule('704.5').children;
    expect(children).toEqual(expected);
    expect(children.slice(0, 3)).toEqual(['704.5a', '704.5b', '704.5c']);
    expect(children).not.toContain('704.5l');
    expect(children.at(-1)).toBe('704.5z');
  });

  it('attaches examples to the rule they follow', () => {
    const total = [...doc.rules.values()].reduce((sum, r) => sum + r.examples.length, 0);
    expect(total).toBe(277);
    expect(rule('509.1b').examples[0]).toMatch(/^An attacking creature with flying/);
    expect(rule('510.1c').examples).toHaveLength(1);
    expect(rule('510.1d').examples).toHaveLength(0);
    for (const r of doc.rules.values()) for (const example of r.examples) expect(example).not.toMatch(/^Example/);
  });

  it('reads glossary terms with multi-line definitions and stops before the credits', () => {
    const ability = doc.glossary.get('ability');
    expect(ability?.term).toBe('Ability');
    expect(ability?.definition.split('\n')).toHaveLength(3);
    expect(ability?.definition).toMatch(/^1\. Text on an object/);
    expect(doc.glossary.get('flying')?.definition).toContain('702.9');
    expect([...doc.glossary.keys()].at(-1)).toBe('zone-change triggers');
    for (const [key, entry] of doc.glossary) expect(key).toBe(entry.term.toLowerCase());
    expect(doc.glossary.has('credits')).toBe(false);
  });

  it('accepts a two-letter subrule as later editions use (704.5aa)', () => {
    const lines = crText.split('\n');
    const z = lines.findIndex(line => line.startsWith('704.5z '));
    lines.splice(z + 1, 0, '', '704.5aa A test subrule.');
    const later = parseComprehensiveRules(lines.join('\n'));
    expect(later.rules.get('704.5aa')?.parent).toBe('704.5');
    expect(later.rules.get('704.5')?.children.slice(-2)).toEqual(['704.5z', '704.5aa']);
    expect(later.rules.get('704.5a')?.children).toEqual([]);
    expect(later.problems).toEqual([]);
  });
});

describe.skipIf(noCR)('line endings and whitespace variants give identical documents', () => {
  const variants: [string, string][] = [
    ['BOM + CRLF', '\uFEFF' + crText.replace(/\n/g, '\r\n')],
    ['CR only', crText.replace(/\n/g, '\r')],
    ['NBSP on blank lines', crText.replace(/\n\n/g, '\n\u00a0\n')],
    ['a trailing space on every line, so blank lines hold one space', crText.replace(/\n/g, ' \n')],
  ];
  it.each(variants)('%s', (_name, text) => {
    const variant: RulesDocument = parseComprehensiveRules(text);
    expect(variant).toEqual(doc);
  });
});
