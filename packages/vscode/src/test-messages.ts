import type { ScenarioFailure, ScenarioOutcome } from '@mtg-scenario/language/protocol';

/** How a failed expectation or unexpected illegal action reads in the Test Explorer (pure: unit-tested). */
export function failureText(failure: ScenarioFailure): string {
  const parts = [failure.message];
  if (failure.rule && failure.ruleText) parts.push('', `${failure.rule} ${failure.ruleText}`);
  return parts.join('\n');
}

/** How a skipped scenario reads in the test run's output: its name and why it is inconclusive. */
export function skippedText(name: string, outcome: ScenarioOutcome): string {
  return `Skipped "${name}": ${outcome.reason ?? 'inconclusive'}`;
}
