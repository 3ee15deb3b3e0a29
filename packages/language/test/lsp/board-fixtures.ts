import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './fixtures.js';

/**
 * The board view's scenario, shared with the end-to-end test: a blocked attacker with a +1/+1 counter, a blocker
 * tapped for mana, a damaged creature and a Lightning Bolt on the stack (line 10, "Bob activates elves").
 */
export const boardScenario = readFileSync(path.join(repoRoot, 'packages/vscode/e2e/workspace/board.mtgs'), 'utf8');
