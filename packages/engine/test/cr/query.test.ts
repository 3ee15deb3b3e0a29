import { describe, expect, it } from 'vitest';
import { formatRule, getRule, parseComprehensiveRules, ruleExists } from '../../src/cr/index.js';
import { crText, noCR } from './fixture.js';

const doc = parseComprehensiveRules(crText);

/** Asserts that each fragment occurs in `text`, each after the previous one. */
function expectInOrder(text: string, fragments: string[]): void {
  let from = 0;
  for (const fragment of fragments) {
    const at = text.indexOf(fragment, from);
    expect(at, `${fragment} after offset ${from}`).toBeGreaterThanOrEqual(0);
    from = at + fragment.length;
  }
}

describe.skipIf(noCR)('getRule and ruleExists', () => {
  it.each(['702.9b', '702.9b.', 'CR 702.9b', ' 702.9B '])('resolves %j', id => {
    expect(getRule(doc, id)).toBe(doc.rules.get('702.9b'));
    expect(ruleExists(doc, id)).toBe(true);
  });

  it.each(['702.9z', '', 'CR', '509', 'hello', '1.5'])('returns undefined for %j', id => {
    expect(getRule(doc, id)).toBeUndefined();
    expect(ruleExists(doc, id)).toBe(false);
  });
});

describe.skipIf(noCR)('formatRule', () => {
  it('gives 510.1 with its subrules in order and their examples', () => {
    const text = formatRule(doc, '510.1');
    expect(text).toBeDefined();
    expect(text!.startsWith('510.1. First, the active player')).toBe(true);
    expectInOrder(text!, ['510.1a', '510.1b', '510.1c', 'Example: ', '510.1d', '510.1e']);
    expect(text!.split('\n').find(line => line.includes('510.1a'))).toMatch(/^ {2}510\.1a /);
  });

  it('can leave out examples or subrules', () => {
    expect(formatRule(doc, '510.1', { examples: false })).not.toContain('Example:');
    const alone = formatRule(doc, '510.1', { subrules: false });
    expect(alone).not.toContain('510.1a');
    expect(alone!.split('\n')).toHaveLength(1);
    expect(formatRule(doc, '509.1b', { subrules: false })).toContain('Example: An attacking creature');
  });

  it('formats a section as its title followed by its rules', () => {
    const text = formatRule(doc, '509')!;
    expect(text.split('\n')[0]).toBe('509. Declare Blockers Step');
    expectInOrder(text, ['\n  509.1. ', '\n    509.1a ', '\n  509.2. ']);
    expect(formatRule(doc, 'CR 509', { subrules: false })).toBe('509. Declare Blockers Step');
  });

  it('renders Markdown with bold ids, nested list items and escaped text', () => {
    const text = formatRule(doc, '509.1', { markdown: true })!;
    expect(text.startsWith('**509.1.** ')).toBe(true);
    expectInOrder(text, ['\n- **509.1a** ', '\n- **509.1b** ', '\n  A restriction', '\n  *Example:* ']);
    expect(formatRule(doc, '208.2', { markdown: true })).toContain('\\*');
  });

  it('returns undefined for an unknown id', () => {
    expect(formatRule(doc, '999.9')).toBeUndefined();
    expect(formatRule(doc, 'nonsense')).toBeUndefined();
  });
});
