import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { checkFloorPlan } from '../../../scripts/floor-plan.mjs';

/**
 * The engine's floor plan: wings that import only the wings below them (and their own). In a circle of ES modules the
 * order of evaluation depends on which file is imported first, and a file's place should say what it is.
 */
const FLOORS: Readonly<Record<string, number>> = {
  // The Comprehensive Rules document: parsing and querying it needs nothing of the game.
  cr: 0,
  // What a game and a card are: data types, the cited rules, steps, state and its log, violations, the words of rules text.
  core: 1,
  // The game as it is now: queries, layers (613), filters and targets, counts, conditions.
  view: 2,
  // What happens: game actions and their replacement (614–616), zone changes, mana, paying costs.
  events: 3,
  // The rules of play: turn, combat, state-based actions, triggers, activation, restrictions, cost changes, control.
  rules: 4,
  // One entry per effect.
  effects: 5,
  // Card text into abilities, and the driver (apply, resolve, setup): side by side, neither imports the other.
  reader: 6,
  play: 6,
  // The card database reads card records with the reader.
  carddb: 7,
  'index.ts': 8,
};

/**
 * Circles that may remain, each a recursion of the rules inside one wing: characteristics come from effects whose
 * filters read characteristics (613), a replacement's instructions are game actions, effects contain effects, a
 * static ability grants quoted abilities the reader reads. Through types only (erased from the JavaScript), core's
 * types also sit beside the tables they come from (a keyword's hooks take the game's state, whose cards have keywords).
 */
const MAX_CIRCLE = 6;

const plan = checkFloorPlan(fileURLToPath(new URL('../src', import.meta.url)), FLOORS);

describe('the engine floor plan', () => {
  it('every file stands in a wing', () => {
    expect(plan.unplaced).toEqual([]);
  });

  it('no import runs from a lower wing to a higher one', () => {
    expect(plan.upward.map(({ from, to }) => `${from} imports ${to}`)).toEqual([]);
  });

  it('import circles stay inside one wing, and small', () => {
    for (const circle of plan.circles) {
      expect(circle.wings, circle.members.join(', ')).toHaveLength(1);
      expect(circle.members.length, circle.members.join(', ')).toBeLessThanOrEqual(MAX_CIRCLE);
    }
    for (const circle of plan.typeCircles) expect(circle.wings, circle.members.join(', ')).toHaveLength(1);
  });

  it('sees the imports it checks', () => {
    // A reader that found nothing would pass the checks above.
    expect(plan.files.length).toBeGreaterThan(90);
    expect(plan.imports).toContainEqual({ from: 'play/apply.ts', to: 'rules/combat.ts', typeOnly: false });
  });
});
