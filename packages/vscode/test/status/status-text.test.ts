import { expect, test } from 'vitest';
import { statusCounts, statusText } from '../../src/status/status-text.js';

test('the status bar text counts passed, failed and skipped scenarios', () => {
  const outcomes = [
    ...Array(12).fill({ verdict: 'passed' }),
    { verdict: 'failed' },
    { verdict: 'skipped' },
    { verdict: 'skipped' },
  ];
  expect(statusText(outcomes)).toBe('✓ 12 ✗ 1 ○ 2');
  expect(statusCounts(outcomes)).toEqual({ passed: 12, failed: 1, skipped: 2 });
  expect(statusText([])).toBe('✓ 0 ✗ 0 ○ 0');
});
