import type { ApplyResult, ObjectId, PlayerId, Violation } from './types.js';
import type { RuleId } from './rules.js';

/**
 * Builds a violation. `reason` reads like a judge's answer ("Bob can't cast Counterspell: Alice has priority");
 * the rule is appended as "(CR 117.1a)."
 */
export function violation(
  rule: RuleId, code: string, reason: string, objects: readonly ObjectId[] = [], players: readonly PlayerId[] = [],
): Violation {
  return { rule, code, message: `${reason.replace(/\.$/, '')} (CR ${rule}).`, objects, players };
}

export function reject(
  rule: RuleId, code: string, reason: string, objects: readonly ObjectId[] = [], players: readonly PlayerId[] = [],
): ApplyResult {
  return { ok: false, violation: violation(rule, code, reason, objects, players) };
}
