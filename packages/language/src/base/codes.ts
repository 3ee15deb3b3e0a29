import { CardProblemCodes } from '@mtg-scenario/engine';

/**
 * Stable diagnostic codes of the language's own checks. Diagnostics from the rules engine use the cited rule
 * number as their code instead (e.g. `702.9b`), so tools can look the rule up.
 */
export const Codes = {
  // references
  unknownCard: 'reference/unknown-card',
  unknownPlayer: 'reference/unknown-player',
  unknownName: 'reference/unknown-name',
  nameTooLong: 'name/too-long',
  // files
  problemsNotListed: 'file/problems-not-listed',
  // cards
  cardPropertyRepeated: 'card/repeated-property',
  // The engine's card problems (`buildCard`), with the engine's codes.
  cardTypeUnknown: CardProblemCodes.typeUnknown,
  cardTypeMissing: CardProblemCodes.typeMissing,
  cardManaCostInvalid: CardProblemCodes.manaCostInvalid,
  cardManaCostUnsupported: CardProblemCodes.manaCostUnsupported,
  cardKeywordUnknown: CardProblemCodes.keywordUnknown,
  cardTextNotUnderstood: CardProblemCodes.textNotUnderstood,
  cardSubtypeLooksLikeKeyword: 'card/subtype-looks-like-keyword',
  cardPowerToughnessMissing: 'card/missing-power-toughness',
  cardPowerToughnessNegative: 'card/negative-power-toughness',
  cardPowerToughnessOnNoncreature: 'card/power-toughness-on-noncreature',
  cardToughnessZero: 'card/zero-toughness',
  cardNameDuplicate: 'card/duplicate-name',
  numberOutOfRange: 'number/out-of-range',
  // scenario structure and setup
  scenarioNameDuplicate: 'scenario/duplicate-name',
  playersMissing: 'scenario/missing-players',
  playersRepeated: 'scenario/repeated-players',
  playerDuplicate: 'scenario/duplicate-player',
  startMissing: 'scenario/missing-start',
  startRepeated: 'scenario/repeated-start',
  variantRepeated: 'scenario/repeated-variant',
  commanderNeedsVariant: 'setup/commander-needs-variant',
  stepUnknown: 'scenario/unknown-step',
  boardAfterActions: 'setup/board-after-actions',
  boardRepeated: 'setup/repeated-board',
  settingRepeated: 'setup/repeated-setting',
  aliasDuplicate: 'alias/duplicate',
  aliasNamesOneObject: 'setup/alias-names-one-object',
  modifierNeedsBattlefield: 'setup/modifier-needs-battlefield',
  unnamedCardsOutsideLibrary: 'setup/unnamed-cards-outside-library',
  setupReference: 'setup/bad-reference',
  manaPoolInvalid: 'setup/bad-mana-pool',
  setupRejected: 'setup/rejected',
  // replay
  objectNotFound: 'scenario/no-such-object',
  objectAmbiguous: 'scenario/ambiguous-name',
  aliasNotYetDefined: 'scenario/alias-not-yet-defined',
  dependsOnIllegalAction: 'scenario/depends-on-illegal-action',
  declarationRejected: 'scenario/declaration-rejected',
  notReplayedBoard: 'scenario/not-replayed-invalid-board',
  wrongKindOfName: 'scenario/wrong-kind-of-name',
  attackTargetMissing: 'scenario/missing-attack-target',
  manaSymbolInvalid: 'scenario/bad-mana-symbol',
  costUnsupported: 'scenario/unsupported-cost',
  inconclusive: 'scenario/inconclusive',
  targetsUnchecked: 'scenario/targets-unchecked',
  goToStopped: 'scenario/go-to-stopped',
  drewFromUnwrittenLibrary: 'scenario/unwritten-library-draw',
  castClauseRepeated: 'scenario/repeated-cast-clause',
  abilityNotFound: 'scenario/ability-not-found',
  expectationFailed: 'scenario/expectation-failed',
  expectIllegalWithoutAction: 'scenario/expect-illegal-without-action',
  aliasInExpectCan: 'scenario/alias-in-expect-can',
  stepLimit: 'scenario/step-limit',
  lineLimit: 'scenario/line-limit',
  timeLimit: 'scenario/time-limit',
  fileTimeLimit: 'scenario/file-time-limit',
  internalError: 'scenario/internal-error',
} as const;

export type Code = (typeof Codes)[keyof typeof Codes];
