import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { createTestServices, describeDiagnostics } from './helpers.js';
import { repoRoot } from './lsp/fixtures.js';

interface Snippet {
  readonly prefix: string;
  readonly body: readonly string[];
}

const snippets = JSON.parse(readFileSync(path.join(repoRoot, 'snippets/mtg-scenario.json'), 'utf8')) as Record<
  string,
  Snippet
>;

/** The text a snippet inserts when every placeholder keeps its default (the first choice) and tab stops stay empty. */
function expand(body: readonly string[]): string {
  return body
    .join('\n')
    .replace(/\$\{\d+\|([^,|]*)[^|]*\|\}/g, '$1')
    .replace(/\$\{\d+:((?:\\.|[^}\\])*)\}/g, '$1')
    .replace(/\$\d+/g, '')
    .replace(/\\([}$\\])/g, '$1')
    .replace(/\t/g, '  ');
}

test('the scenario and card snippets, as inserted, validate clean together', async () => {
  const { validate } = await createTestServices();
  expect(Object.values(snippets).map(s => s.prefix)).toEqual(['scenario', 'card']);
  const text = Object.values(snippets)
    .map(s => expand(s.body))
    .join('\n');
  expect(text).toContain('start Alice turn 3 main1');
  expect(text).toContain('cost {1}{G}');
  const document = await validate(text);
  expect(describeDiagnostics(document)).toBe('');
});

test('the extension contributes the snippets and packages them', () => {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    contributes: { snippets: { language: string; path: string }[] };
  };
  expect(manifest.contributes.snippets).toEqual([{ language: 'mtg-scenario', path: './snippets/mtg-scenario.json' }]);
  expect(readFileSync(path.join(repoRoot, '.vscodeignore'), 'utf8')).toContain('!snippets/mtg-scenario.json');
});
