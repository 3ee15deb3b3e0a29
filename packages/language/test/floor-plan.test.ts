import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { checkFloorPlan, wingOf } from '../../../scripts/floor-plan.mjs';

/**
 * The language's floor plan: a file may import its own wing's floor and the floors below, never above, so each layer
 * can be read (and tested) without the ones built on it. Wings are folders of src/, and the composition files at its
 * root.
 */
const FLOORS: Record<string, number> = {
  // What every layer uses and that imports nothing of the package: diagnostic codes, limits, the clock, the
  // Object.groupBy polyfill, name suggestions, and the protocol the VS Code client imports too.
  base: 0,
  // Downloading the Comprehensive Rules and card files, with their checks (the extension and `mtgs` both use it).
  download: 0,
  // The grammar's generated AST, then the parser around it.
  generated: 1,
  parser: 2,
  // The Comprehensive Rules' text.
  rules: 3,
  // Card definitions and the card database.
  cards: 4,
  // Langium's documents and workspace: the built-in library, document parsing, AST walks.
  workspace: 5,
  // Linking: names resolve before anything is replayed.
  scoping: 6,
  // The replay through the engine.
  scenario: 7,
  // Diagnostics from all of the above.
  validation: 8,
  // The language's services without a server (`mtgs`); the server's parts are made from them.
  'mtg-core-module.ts': 9,
  lsp: 10,
  // The composition root of the language server, then the entry points.
  'mtg-scenario-module.ts': 11,
  'main.ts': 12,
  'index.ts': 12,
};

const plan = checkFloorPlan(fileURLToPath(new URL('../src', import.meta.url)), FLOORS);

/** "scenario/result.ts (scenario, floor 7)" */
function placed(file: string): string {
  const wing = wingOf(file, FLOORS)!;
  return `${file} (${wing}, floor ${FLOORS[wing]})`;
}

describe('the language floor plan', () => {
  test('no file imports from a floor above its own', () => {
    const upward = plan.upward.map(({ from, to }) => `${placed(from)} imports ${placed(to)}`);
    expect(upward, `upward imports:\n${upward.join('\n')}`).toEqual([]);
  });

  test('every file stands in a wing, and every wing has files', () => {
    expect(plan.unplaced, `files in no wing of FLOORS: ${plan.unplaced.join(', ')}`).toEqual([]);
    // A folder renamed or emptied would leave the table describing nothing.
    const empty = Object.keys(FLOORS).filter(wing => !plan.files.some(file => wingOf(file, FLOORS) === wing));
    expect(empty, `wings without files: ${empty.join(', ')}`).toEqual([]);
  });

  test('no import circles', () => {
    const circles = plan.circles.map(c => `${c.members.join(', ')} (${c.wings.join(', ')})`);
    expect(circles, `import circles:\n${circles.join('\n')}`).toEqual([]);
  });
});
