import { readFileSync } from 'node:fs';
import { RULES, sharedPath, skipWithout } from '../../../../scripts/shared-data.mjs';

// The CR text is Wizards' document: it is read at run time from where MTGS_RULES_FILE or ../shared/rules says (CI
// puts it there), never copied into the project.
export const CR_PATH = sharedPath(RULES);

/** Without the file the tests that read it are skipped (`describe.skipIf(noCR)`); a required one fails instead. */
export const noCR = skipWithout(RULES);

export const crText: string = noCR ? '' : readFileSync(CR_PATH, 'utf8');
