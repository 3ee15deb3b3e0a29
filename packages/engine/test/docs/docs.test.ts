import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CORPUS, skipWithout } from '../../../../scripts/shared-data.mjs';

/**
 * The README and the pages of docs/ can't drift from the project: a code block after `<!-- snippet: <path> -->` must
 * appear in that file as it is (up to indentation), every source file they name in backticks exists, every relative
 * link leads to a file, the figures they give are the project's, and they tell no development history.
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const pages = [
  'README.md',
  'CHANGELOG.md',
  ...readdirSync(join(root, 'docs'))
    .filter(f => f.endsWith('.md'))
    .map(f => `docs/${f}`),
];
const text = (page: string) => readFileSync(join(root, page), 'utf8');
const readme = text('README.md');

const SNIPPET = /<!-- snippet: (\S+) -->\s*\n```ts\n([\s\S]*?)\n```/g;
const squeezed = (s: string) =>
  s
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

describe('README and docs/', () => {
  const snippets = pages.flatMap(page => [...text(page).matchAll(SNIPPET)].map(m => ({ path: m[1]!, code: m[2]! })));

  it('the README is a front door of 150 to 250 lines, linking every page of docs/', () => {
    const lines = readme.split('\n').length;
    expect(lines).toBeGreaterThanOrEqual(150);
    expect(lines).toBeLessThanOrEqual(250);
    for (const page of pages.filter(p => p.startsWith('docs/'))) expect(readme).toContain(`](${page})`);
  });

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
    const named = [...new Set(pages.flatMap(page => [...text(page).matchAll(/`([\w./-]+\.ts)`/g)].map(m => m[1]!)))];
    expect(named.length).toBeGreaterThan(10);
    const missing = named.filter(name => !files.some(f => f === name || f.endsWith(`/${name}`)));
    expect(missing).toEqual([]);
  });

  it('links relatively only to files that exist, and to headings that exist', () => {
    const slug = (heading: string) =>
      heading
        .toLowerCase()
        .replace(/[^\w\s-]/g, '')
        .replace(/\s/g, '-');
    const headings = (page: string) => new Set([...text(page).matchAll(/^#+ (.+)$/gm)].map(m => slug(m[1]!)));
    const broken = pages.flatMap(page =>
      [...text(page).matchAll(/\]\(((?!https?:|<)[^)\s]*)\)/g)].flatMap(m => {
        const [file, anchor] = m[1]!.split('#');
        const target = file
          ? relative(root, resolve(dirname(join(root, page)), file))
              .split(sep)
              .join('/')
          : page;
        if (!existsSync(join(root, target))) return [`${page}: ${m[1]}`];
        return anchor && target.endsWith('.md') && !headings(target).has(anchor) ? [`${page}: ${m[1]}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('tells no development history', () => {
    const history =
      /\b(sessions?|branch(es)?|rounds? of|this round|the (first|second|third|fourth|\w+th) round)\b|before → after/i;
    expect(pages.filter(page => history.test(text(page)))).toEqual([]);
  });

  it("gives the examples' counts as they are", () => {
    const files = readdirSync(join(root, 'examples')).filter(f => f.endsWith('.mtgs'));
    const scenarios = files
      .map(f => readFileSync(join(root, 'examples', f), 'utf8').match(/^\s*scenario\s+"/gm)?.length ?? 0)
      .reduce((a, b) => a + b, 0);
    const figure = (name: string) =>
      [...readme.matchAll(new RegExp(`<!-- examples:${name} -->(\\d+)<!--`, 'g'))].map(m => Number(m[1]));
    expect(figure('count')).toEqual([scenarios]);
    expect(figure('files')).toEqual([files.length]);
  });

  // The coverage figures come from the corpus, which is measurement data beside the repository (never copied in).
  it.skipIf(skipWithout(CORPUS))(
    'gives the card coverage figures the corpus gives (scripts/docs-figures.mjs --check)',
    () => {
      const run = spawnSync(process.execPath, [join(root, 'scripts/docs-figures.mjs'), '--check'], {
        encoding: 'utf8',
      });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
    },
    300_000,
  );
});
