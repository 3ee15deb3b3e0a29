import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The README's worked examples can't drift from the code: a code block after `<!-- snippet: <path> -->` must appear in
 * that file as it is (up to indentation), and every source file the README names in backticks must exist.
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const readme = readFileSync(join(root, 'README.md'), 'utf8');

const SNIPPET = /<!-- snippet: (\S+) -->\s*\n```ts\n([\s\S]*?)\n```/g;
const squeezed = (text: string) =>
  text
    .split('\n')
    .map(line => line.trim())
    .filter(line => line !== '')
    .join('\n');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    if (entry.name === 'node_modules' || entry.name === 'out' || entry.name === 'dist' || entry.name.startsWith('.'))
      return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [relative(root, path).split(sep).join('/')] : [];
  });
}

describe('README', () => {
  const snippets = [...readme.matchAll(SNIPPET)].map(m => ({ path: m[1]!, code: m[2]! }));

  it('has worked examples taken from the code', () => {
    expect(snippets.length).toBeGreaterThanOrEqual(3);
  });

  it.each(snippets.map(s => [s.path, s.code] as const))(
    'the example from %s is in that file as written',
    (path, code) => {
      expect(squeezed(readFileSync(join(root, path), 'utf8'))).toContain(squeezed(code));
    },
  );

  it('names only source files that exist', () => {
    const files = [...sourceFiles(join(root, 'packages')), ...sourceFiles(join(root, 'scripts'))];
    const named = [...new Set([...readme.matchAll(/`([\w./-]+\.ts)`/g)].map(m => m[1]!))];
    expect(named.length).toBeGreaterThan(10);
    const missing = named.filter(name => !files.some(f => f === name || f.endsWith(`/${name}`)));
    expect(missing).toEqual([]);
  });
});
