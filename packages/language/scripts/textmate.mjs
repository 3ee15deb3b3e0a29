// Completes the TextMate grammar that `langium generate` writes (keywords, strings, comments) with the
// language's other tokens: mana symbols, rule numbers, counter kinds, P/T, multiplicities and numbers.
// Run after `langium generate`, so the keyword list always follows the Langium grammar.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const file = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'syntaxes',
  'mtg-scenario.tmLanguage.json',
);
const grammar = JSON.parse(readFileSync(file, 'utf8'));

export const TOKENS = [
  { name: 'constant.other.symbol.mana.mtg-scenario', match: '\\{[0-9A-Za-z/]+\\}' },
  { name: 'constant.numeric.rule.mtg-scenario', match: '\\b[1-9][0-9]{2}\\.[0-9]+[a-z]*\\b' },
  { name: 'constant.numeric.counter.mtg-scenario', match: '[+-][0-9]+/[+-][0-9]+' },
  { name: 'constant.numeric.power-toughness.mtg-scenario', match: '\\b[0-9]+/[0-9]+\\b' },
  { name: 'keyword.operator.multiplier.mtg-scenario', match: '\\bx[0-9]+\\b' },
  { name: 'keyword.operator.arrow.mtg-scenario', match: '->|—|–' },
  { name: 'constant.numeric.integer.mtg-scenario', match: '\\b[0-9]+\\b' },
];

const names = new Set(TOKENS.map(t => t.name));
const rest = grammar.patterns.filter(p => !names.has(p.name));
// Comments and strings first, then these tokens (a rule number before a plain number), then keywords.
const isKeyword = p => p.name?.startsWith('keyword.control');
grammar.patterns = [...rest.filter(p => !isKeyword(p)), ...TOKENS, ...rest.filter(isKeyword)];
writeFileSync(file, `${JSON.stringify(grammar, null, 2)}\n`);
