import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

/** The UI strings: package.json's %key% placeholders, package.nls(.de).json, and vscode.l10n's German bundle. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const json = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

test('every %key% in package.json has an English and a German string, and there are no others', () => {
  const placeholders = [...readFileSync(path.join(root, 'package.json'), 'utf8').matchAll(/"%([\w.]+)%"/g)]
    .map(m => m[1])
    .sort();
  expect(placeholders).toContain('command.showBoard');
  expect(Object.keys(json('package.nls.json')).sort()).toEqual(placeholders);
  expect(Object.keys(json('package.nls.de.json')).sort()).toEqual(placeholders);
  expect(json('package.nls.de.json')['command.showBoard']).toBe('Spielfeld anzeigen');
});

test('every runtime string of the client has a German translation with the same placeholders', () => {
  const src = path.join(root, 'packages/vscode/src');
  const strings = new Set<string>();
  for (const file of readdirSync(src, { recursive: true }) as string[]) {
    if (!file.endsWith('.ts')) continue;
    const text = readFileSync(path.join(src, file), 'utf8');
    // t('…') and vscode.l10n.t('…'): the first argument, a quoted literal, on the same line or the next (as Prettier
    // lays out a long call), in single quotes or, when it holds a ' itself, double quotes.
    for (const m of text.matchAll(/\bt\(\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g)) {
      strings.add((m[1] ?? m[2]!).replace(/\\(['"])/g, '$1'));
    }
  }
  const german = json('l10n/bundle.l10n.de.json') as Record<string, string>;
  expect([...strings].filter(s => german[s] === undefined)).toEqual([]);
  expect(Object.keys(german).filter(s => !strings.has(s))).toEqual([]);
  const holes = (s: string) => [...s.matchAll(/\{\d+\}/g)].map(m => m[0]).sort();
  for (const [english, translated] of Object.entries(german))
    expect(holes(translated), english).toEqual(holes(english));
});
