import type { ScenarioOutcome } from '@mtg-scenario/language/protocol';

type Verdicts = readonly Pick<ScenarioOutcome, 'verdict'>[];

export function statusCounts(outcomes: Verdicts): { passed: number; failed: number; skipped: number } {
  const count = (verdict: ScenarioOutcome['verdict']) => outcomes.filter(o => o.verdict === verdict).length;
  return { passed: count('passed'), failed: count('failed'), skipped: count('skipped') };
}

/** "✓ 12 ✗ 1 ○ 2": passed, failed and skipped (inconclusive) scenarios of a file. */
export function statusText(outcomes: Verdicts): string {
  const { passed, failed, skipped } = statusCounts(outcomes);
  return `✓ ${passed} ✗ ${failed} ○ ${skipped}`;
}
