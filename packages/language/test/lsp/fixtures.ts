import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRule, parseComprehensiveRules } from '@mtg-scenario/engine/cr';
import { RULES, sharedPath, skipWithout } from '../../../../scripts/shared-data.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../../../..');

/** Wizards' document, read at run time from where MTGS_RULES_FILE or ../shared/rules says (never copied into it). */
export const CR_PATH = sharedPath(RULES);

/** Without the file the tests that read it are skipped (`it.skipIf(noCR)`); a required one fails instead. */
export const noCR = skipWithout(RULES);

let rules: ReturnType<typeof parseComprehensiveRules> | undefined;

/** A rule's own text as the CR file has it. */
export function crRuleText(id: string): string {
  rules ??= parseComprehensiveRules(readFileSync(CR_PATH, 'utf8'));
  const rule = getRule(rules, id);
  if (!rule) throw new Error(`${id} is not in ${CR_PATH}`);
  return rule.text;
}

/** The issue's example: the Dispel/Counterspell stack and the flying block (with `expect illegal 702.9b`). */
export const issueExample = readFileSync(path.join(here, '../resources/valid/issue-4-example.mtgs'), 'utf8');

/** The flying example's common mistake: the illegal block without `expect illegal`, so it is an error on `bears`. */
export const illegalBlock = `scenario "Bears can't block the angel" {
  players Alice, Bob
  start Alice turn 5 main1
  Alice { battlefield "Serra Angel" as angel }
  Bob   { battlefield "Grizzly Bears" as bears }
  Alice attacks Bob with angel
  Bob blocks angel with bears
}
`;

/** Escapes text for a RegExp (Langium's `expectHover` matches a RegExp). */
export function literally(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}
