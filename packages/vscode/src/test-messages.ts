import type { ScenarioFailure } from '@mtg-scenario/language/protocol';

/** How a failed expectation or unexpected illegal action reads in the Test Explorer (pure: unit-tested). */
export function failureText(failure: ScenarioFailure): string {
  const parts = [failure.message];
  if (failure.rule && failure.ruleText) parts.push('', `${failure.rule} ${failure.ruleText}`);
  return parts.join('\n');
}
