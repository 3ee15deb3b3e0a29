import type { RuleId } from './cited-rules.js';

export type StepName =
  | 'untap'
  | 'upkeep'
  | 'draw'
  | 'main1'
  | 'beginningOfCombat'
  | 'declareAttackers'
  | 'declareBlockers'
  | 'firstStrikeDamage'
  | 'combatDamage'
  | 'endOfCombat'
  | 'main2'
  | 'end'
  | 'cleanup';

export type PhaseName = 'beginning' | 'precombatMain' | 'combat' | 'postcombatMain' | 'ending';

/** What begins a step: the turn-based actions performed as it begins (CR 703), implemented in `turn.ts`. */
export type TurnBasedAction =
  | 'untap'
  | 'draw'
  | 'declareAttackers'
  | 'declareBlockers'
  | 'firstStrikeDamage'
  | 'combatDamage'
  | 'endCombat'
  | 'cleanup'
  | 'none';

/** Why a step may be skipped entirely. */
export type SkipCondition = 'firstDraw' | 'noAttackers' | 'noFirstStrike' | 'never';

export interface StepRow {
  readonly step: StepName;
  readonly phase: PhaseName;
  /** How scenarios and messages name the step. */
  readonly label: string;
  readonly labelDe: string;
  /** The CR section describing the step (for hover), and the rule its turn-based action follows. */
  readonly section: string;
  readonly rule: RuleId;
  readonly turnBasedAction: TurnBasedAction;
  /** Whether players receive priority in this step (no: untap 502.4, cleanup 514.3). */
  readonly priority: boolean;
  readonly skip: SkipCondition;
}

/** The turn, in order (CR 500.1). One table drives turn flow, step names and hover. */
export const TURN: readonly StepRow[] = [
  {
    step: 'untap',
    phase: 'beginning',
    label: 'untap',
    labelDe: 'Enttappsegment',
    section: '502',
    rule: '502.3',
    turnBasedAction: 'untap',
    priority: false,
    skip: 'never',
  },
  {
    step: 'upkeep',
    phase: 'beginning',
    label: 'upkeep',
    labelDe: 'Versorgungssegment',
    section: '503',
    rule: '503.1',
    turnBasedAction: 'none',
    priority: true,
    skip: 'never',
  },
  {
    step: 'draw',
    phase: 'beginning',
    label: 'draw',
    labelDe: 'Ziehsegment',
    section: '504',
    rule: '504.1',
    turnBasedAction: 'draw',
    priority: true,
    skip: 'firstDraw',
  },
  {
    step: 'main1',
    phase: 'precombatMain',
    label: 'main1',
    labelDe: 'erste Hauptphase',
    section: '505',
    rule: '505.1',
    turnBasedAction: 'none',
    priority: true,
    skip: 'never',
  },
  {
    step: 'beginningOfCombat',
    phase: 'combat',
    label: 'beginning of combat',
    labelDe: 'Beginn des Kampfes',
    section: '507',
    rule: '507.1',
    turnBasedAction: 'none',
    priority: true,
    skip: 'never',
  },
  {
    step: 'declareAttackers',
    phase: 'combat',
    label: 'declare attackers',
    labelDe: 'Angreifer deklarieren',
    section: '508',
    rule: '508.1',
    turnBasedAction: 'declareAttackers',
    priority: true,
    skip: 'never',
  },
  {
    step: 'declareBlockers',
    phase: 'combat',
    label: 'declare blockers',
    labelDe: 'Blocker deklarieren',
    section: '509',
    rule: '509.1',
    turnBasedAction: 'declareBlockers',
    priority: true,
    skip: 'noAttackers',
  },
  {
    step: 'firstStrikeDamage',
    phase: 'combat',
    label: 'first strike damage',
    labelDe: 'Erstschlag-Kampfschadenssegment',
    section: '510',
    rule: '510.4',
    turnBasedAction: 'firstStrikeDamage',
    priority: true,
    skip: 'noFirstStrike',
  },
  {
    step: 'combatDamage',
    phase: 'combat',
    label: 'combat damage',
    labelDe: 'Kampfschadenssegment',
    section: '510',
    rule: '510.1',
    turnBasedAction: 'combatDamage',
    priority: true,
    skip: 'noAttackers',
  },
  {
    step: 'endOfCombat',
    phase: 'combat',
    label: 'end of combat',
    labelDe: 'Ende des Kampfes',
    section: '511',
    rule: '511.1',
    turnBasedAction: 'endCombat',
    priority: true,
    skip: 'never',
  },
  {
    step: 'main2',
    phase: 'postcombatMain',
    label: 'main2',
    labelDe: 'zweite Hauptphase',
    section: '505',
    rule: '505.1',
    turnBasedAction: 'none',
    priority: true,
    skip: 'never',
  },
  {
    step: 'end',
    phase: 'ending',
    label: 'end',
    labelDe: 'Endsegment',
    section: '513',
    rule: '513.1',
    turnBasedAction: 'none',
    priority: true,
    skip: 'never',
  },
  {
    step: 'cleanup',
    phase: 'ending',
    label: 'cleanup',
    labelDe: 'Aufräumsegment',
    section: '514',
    rule: '514.1',
    turnBasedAction: 'cleanup',
    priority: false,
    skip: 'never',
  },
];

const INDEX: ReadonlyMap<StepName, number> = new Map(TURN.map((row, i) => [row.step, i]));

export function stepIndex(step: StepName): number {
  return INDEX.get(step)!;
}

export function stepRow(step: StepName): StepRow {
  return TURN[stepIndex(step)]!;
}

/** In the combat phase (CR 506.1), as the turn table's phase column says. */
export function isCombatPhase(step: StepName): boolean {
  return stepRow(step).phase === 'combat';
}

/** Creatures can be attacking or blocking: the combat phase from the declare attackers step on (CR 506.3, 508.1). */
export function isDuringCombat(step: StepName): boolean {
  return isCombatPhase(step) && stepIndex(step) >= stepIndex('declareAttackers');
}

export function isMainPhase(step: StepName): boolean {
  return step === 'main1' || step === 'main2';
}

export function stepLabel(step: StepName): string {
  return stepRow(step).label;
}

/** Finds a step by its scenario label ("declare attackers", "main1", ...) or its engine name. */
export function stepByLabel(label: string): StepName | undefined {
  const wanted = label.trim().toLowerCase().replace(/\s+/g, ' ');
  return TURN.find(row => row.label === wanted || row.step.toLowerCase() === wanted)?.step;
}
