// Vitest's global setup: one line for each shared document the run doesn't have, saying what is skipped without it.
import { existsSync } from 'node:fs';
import { CORPUS, RULES, sharedPath, skipLine } from './shared-data.mjs';

export default function setup() {
  for (const data of [RULES, CORPUS]) if (!existsSync(sharedPath(data))) console.log(skipLine(data));
}
