import type { ObjectId, Offending, PlayerId, Violation } from './types.js';
import type { RuleId } from './cited-rules.js';
import type { Keyword } from './keywords/index.js';
import type { Rejected } from './outcome.js';

/**
 * Every code a violation can carry, by group (`combat/blocker-tapped`: the check that failed). A code outside this
 * table doesn't compile; the language imports the table instead of spelling codes itself.
 */
export const ViolationCodes = {
  gameOver: 'game/over',
  gamePlayerLeft: 'game/player-left',
  gameUnknownPlayer: 'game/unknown-player',
  turnDecisionPending: 'turn/decision-pending',
  turnNotNow: 'turn/not-now',
  priorityNoneInStep: 'priority/none-in-step',
  priorityNotYourPriority: 'priority/not-your-priority',
  timingSorcerySpeedNotMainPhase: 'timing/sorcery-speed-not-main-phase',
  timingSorcerySpeedNotYourTurn: 'timing/sorcery-speed-not-your-turn',
  timingSorcerySpeedStackNotEmpty: 'timing/sorcery-speed-stack-not-empty',
  castBadX: 'cast/bad-x',
  castCopyChoice: 'cast/copy-choice',
  castIllegalTarget: 'cast/illegal-target',
  castLand: 'cast/land',
  castNoX: 'cast/no-x',
  castNotInHand: 'cast/not-in-hand',
  castModes: 'cast/modes',
  castDivision: 'cast/division',
  castNoKicker: 'cast/no-kicker',
  castNoEvoke: 'cast/no-evoke',
  castNoAlternativeCost: 'cast/no-alternative-cost',
  castTargetCount: 'cast/target-count',
  castUnknownCard: 'cast/unknown-card',
  costInsufficientMana: 'cost/insufficient-mana',
  costCantPay: 'cost/cant-pay',
  costSacrificeChoice: 'cost/sacrifice-choice',
  costDiscardChoice: 'cost/discard-choice',
  triggerNoOpenChoice: 'trigger/no-open-choice',
  triggerNoOpenOrder: 'trigger/no-open-order',
  choiceNothingToDecline: 'choice/nothing-to-decline',
  choiceUnknownReplacement: 'choice/unknown-replacement',
  choiceNotLegendary: 'choice/not-legendary',
  activateNotInHand: 'activate/not-in-hand',
  activateNotInGraveyard: 'activate/not-in-graveyard',
  activateUnknownSource: 'activate/unknown-source',
  activateNotOnBattlefield: 'activate/not-on-battlefield',
  activateNotController: 'activate/not-controller',
  activateNoSuchAbility: 'activate/no-such-ability',
  activateSummoningSick: 'activate/summoning-sick',
  activateOncePerTurn: 'activate/once-per-turn',
  activateRestricted: 'activate/restricted',
  activateLoyaltyOncePerTurn: 'activate/loyalty-once-per-turn',
  activateTimingSorcery: 'activate/sorcery-timing',
  landNotALand: 'land/not-a-land',
  landNotInHand: 'land/not-in-hand',
  landNotMainPhase: 'land/not-main-phase',
  landNotYourTurn: 'land/not-your-turn',
  landOnePerTurn: 'land/one-per-turn',
  landStackNotEmpty: 'land/stack-not-empty',
  landUnknownCard: 'land/unknown-card',
  manaNoManaAbility: 'mana/no-mana-ability',
  manaNotController: 'mana/not-controller',
  manaNotOnBattlefield: 'mana/not-on-battlefield',
  manaSourceTapped: 'mana/source-tapped',
  manaSummoningSick: 'mana/summoning-sick',
  manaUnknownSource: 'mana/unknown-source',
  manaWrongColor: 'mana/wrong-color',
  combatAssignBadAmount: 'combat/assign-bad-amount',
  combatAssignNotAttacker: 'combat/assign-not-attacker',
  combatAssignNotNow: 'combat/assign-not-now',
  combatAssignNotYours: 'combat/assign-not-yours',
  combatAssignTotal: 'combat/assign-total',
  combatAssignTrampleLethalFirst: 'combat/assign-trample-lethal-first',
  combatAssignUnblocked: 'combat/assign-unblocked',
  combatAssignWrongRecipient: 'combat/assign-wrong-recipient',
  combatAttackTargetNotAttackable: 'combat/attack-target-not-attackable',
  combatAttackTargetNotOpponent: 'combat/attack-target-not-opponent',
  combatAttackTargetOwn: 'combat/attack-target-own',
  combatAttackerHasDefender: 'combat/attacker-has-defender',
  combatAttackerNotCreature: 'combat/attacker-not-creature',
  combatAttackerNotOnBattlefield: 'combat/attacker-not-on-battlefield',
  combatAttackerNotYours: 'combat/attacker-not-yours',
  combatAttackerRestricted: 'combat/attacker-restricted',
  combatAttackCostUnpaid: 'combat/attack-cost-unpaid',
  combatAttackerSummoningSick: 'combat/attacker-summoning-sick',
  combatAttackerTapped: 'combat/attacker-tapped',
  combatAttackerTwice: 'combat/attacker-twice',
  combatAttackerUnblockable: 'combat/attacker-unblockable',
  combatAttackRequirement: 'combat/attack-requirement',
  combatBlockRequirement: 'combat/block-requirement',
  combatAttackerUnknown: 'combat/attacker-unknown',
  combatBlockerNotCreature: 'combat/blocker-not-creature',
  combatBlockerNotOnBattlefield: 'combat/blocker-not-on-battlefield',
  combatBlockerNotYours: 'combat/blocker-not-yours',
  combatBlockerRestricted: 'combat/blocker-restricted',
  combatBlockerTapped: 'combat/blocker-tapped',
  combatBlockerTwice: 'combat/blocker-twice',
  combatBlockerUnknown: 'combat/blocker-unknown',
  combatEvasionFear: 'combat/evasion-fear',
  combatEvasionFlying: 'combat/evasion-flying',
  combatEvasionIntimidate: 'combat/evasion-intimidate',
  combatEvasionLandwalk: 'combat/evasion-landwalk',
  combatEvasionMenace: 'combat/evasion-menace',
  combatEvasionProtection: 'combat/evasion-protection',
  combatEvasionShadow: 'combat/evasion-shadow',
  combatEvasionSkulk: 'combat/evasion-skulk',
  combatNotAttacking: 'combat/not-attacking',
  combatNotAttackingYou: 'combat/not-attacking-you',
  discardCount: 'discard/count',
  discardDuplicate: 'discard/duplicate',
  discardNotInHand: 'discard/not-in-hand',
  scenarioDiscardPending: 'scenario/discard-pending',
  scenarioNothingToResolve: 'scenario/nothing-to-resolve',
  scenarioStackNotEmpty: 'scenario/stack-not-empty',
  scenarioStepSkipped: 'scenario/step-skipped',
  scenarioTooManyPasses: 'scenario/too-many-passes',
} as const;
/** A code of the table, or an evasion keyword's own (`combat/evasion-horsemanship`), named by its entry in `core/keywords`. */
export type ViolationCode = (typeof ViolationCodes)[keyof typeof ViolationCodes] | `combat/evasion-${Keyword}`;

/**
 * Builds a violation. `reason` reads like a judge's answer ("Bob can't cast Counterspell: Alice has priority");
 * the rule is appended as "(CR 117.1a)." `offending` is the object or player the user got wrong (the tapped
 * blocker, the illegal target, the card cast without priority): the language puts the error on its name. It is
 * required so that no check forgets it; `undefined` means the action as a whole is wrong.
 */
export function violation(
  rule: RuleId,
  code: ViolationCode,
  reason: string,
  objects: readonly ObjectId[] = [],
  players: readonly PlayerId[] = [],
  offending: Offending | undefined,
): Violation {
  return {
    rule,
    code,
    message: `${reason.replace(/\.$/, '')} (CR ${rule}).`,
    objects,
    players,
    ...(offending ? { offending } : {}),
  };
}

export function reject(
  rule: RuleId,
  code: ViolationCode,
  reason: string,
  objects: readonly ObjectId[] = [],
  players: readonly PlayerId[] = [],
  offending: Offending | undefined,
): Rejected {
  return { ok: false, violation: violation(rule, code, reason, objects, players, offending) };
}
