import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository, and the CLI as shipped: the bundle that the root `npm test` builds first. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const MAIN = path.join(root, 'packages/cli/dist/mtgs.js');

/** A scenario that passes: Lightning Bolt to the face. */
export const PASSING = `scenario "Bolt" {
  players Alice, Bob
  start Alice turn 3 main1
  Alice { battlefield Mountain  hand "Lightning Bolt" }
  Alice casts "Lightning Bolt" targeting Bob
  resolve
  expect Bob life 17
}
`;
