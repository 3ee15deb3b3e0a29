import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The CR text is Wizards' document: it lives beside the repository (CI puts shared/ next to the clone)
// and is read at run time, never copied into the project.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export const CR_PATH = path.resolve(repoRoot, '../shared/rules/MagicCompRules.txt');

export const crText: string = readFileSync(CR_PATH, 'utf8');
