import type { GameState, PlayerId } from './types.js';
import { TURN, stepIndex, stepLabel, type StepName } from './steps.js';

/**
 * When a spell may be cast or an ability activated, as its text limits it ("cast ~ only during combat", "activate only
 * during your upkeep", "… only during your turn and only before attackers are declared", 601.3, 602.5): whose turn,
 * and which steps. Each phrase narrows the window; phrases joined by "and only" narrow it together.
 */
export interface Window {
  readonly turn?: 'yours' | 'opponents';
  /** The steps it is open in; absent for every step. */
  readonly steps?: readonly StepName[];
  /** How messages say it: "during combat, before blockers are declared". */
  readonly text: string;
}

const ALL = TURN.map(r => r.step);
const from = (first: StepName, last: StepName) =>
  ALL.filter(s => stepIndex(s) >= stepIndex(first) && stepIndex(s) <= stepIndex(last));
const COMBAT = from('beginningOfCombat', 'endOfCombat');

/** The phrases of a window, each its turn or steps. */
const PHRASES: readonly [RegExp, Omit<Window, 'text'>][] = [
  [/^during your (?:own )?turn$/i, { turn: 'yours' }],
  [/^during an opponent's turn$/i, { turn: 'opponents' }],
  [/^during your upkeep$/i, { turn: 'yours', steps: ['upkeep'] }],
  [/^during (?:each|any|an) upkeep(?: step)?$/i, { steps: ['upkeep'] }],
  [/^during your end step$/i, { turn: 'yours', steps: ['end'] }],
  [/^during combat$/i, { steps: COMBAT }],
  [/^during combat,? before blockers are declared$/i, { steps: from('beginningOfCombat', 'declareAttackers') }],
  [/^during combat,? after blockers are declared$/i, { steps: from('declareBlockers', 'endOfCombat') }],
  [/^before attackers are declared$/i, { steps: from('untap', 'beginningOfCombat') }],
  [/^before blockers are declared$/i, { steps: from('untap', 'declareAttackers') }],
  [/^before the combat damage step$/i, { steps: from('untap', 'firstStrikeDamage') }],
  [/^after combat$/i, { steps: from('main2', 'cleanup') }],
  [/^during the declare attackers step$/i, { steps: ['declareAttackers'] }],
  [/^during the declare blockers step$/i, { steps: ['declareBlockers'] }],
  [/^during the end of combat step$/i, { steps: ['endOfCombat'] }],
  [/^during (?:the|an) end step$/i, { steps: ['end'] }],
];

/** One phrase of a window ("during combat", "during your turn, before attackers are declared"), or undefined. */
export function readWindow(phrase: string): Window | undefined {
  const yourTurnBefore = /^during your turn,? (before .+)$/i.exec(phrase);
  const parts = yourTurnBefore ? ['during your turn', yourTurnBefore[1]!] : [phrase];
  let window: Window | undefined;
  for (const part of parts) {
    const found = PHRASES.find(([pattern]) => pattern.test(part));
    if (!found) return undefined;
    window = narrowed(window, { ...found[1], text: part });
  }
  return window;
}

/** Both windows at once ("during your turn and only during combat"). */
export function narrowed(a: Window | undefined, b: Window): Window | undefined {
  if (!a) return b;
  if (a.turn && b.turn && a.turn !== b.turn) return undefined;
  const turn = a.turn ?? b.turn;
  const steps = a.steps && b.steps ? a.steps.filter(s => b.steps!.includes(s)) : (a.steps ?? b.steps);
  if (steps?.length === 0) return undefined;
  return { ...(turn ? { turn } : {}), ...(steps ? { steps } : {}), text: `${a.text}, ${b.text}` };
}

/** Why `who` can't act in the window now ("it is Bob's turn", "it is the upkeep step"), or undefined when they can. */
export function outsideWindow(state: GameState, who: PlayerId, window: Window): string | undefined {
  if (window.turn === 'yours' && state.activePlayer !== who) return `it is ${state.activePlayer}'s turn`;
  if (window.turn === 'opponents' && state.activePlayer === who) return `it is ${who}'s own turn`;
  if (window.steps && !window.steps.includes(state.step)) return `it is the ${stepLabel(state.step)} step`;
  return undefined;
}
