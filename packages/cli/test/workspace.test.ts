import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DefaultDocumentValidator,
  DefaultLangiumDocumentFactory,
  EmptyFileSystem,
  type LangiumDocument,
} from 'langium';
import fc from 'fast-check';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createMtgCoreServices, MAX_DIAGNOSTICS } from '@mtg-scenario/language';
import { BATCH_FILES, checkFiles, mayDefineCards } from '../src/workspace.js';
import { MAIN, PASSING } from './fixtures.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach(dir => rmSync(dir, { recursive: true, force: true })));
afterEach(() => vi.restoreAllMocks());

function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mtgs-workspace-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

function mtgs(args: string[], cwd: string) {
  const r = spawnSync(process.execPath, [MAIN, ...args], { cwd, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const input = (name: string, text: string) => ({ path: `/mtgs-workspace/${name}`, text });

/** Uses the card "Odd Bear", which `CARDS` defines. */
const USES_CARD = `scenario "Odd" {
  players Alice, Bob
  start Alice turn 3 main1
  Alice { battlefield "Odd Bear" as bear }
  expect bear untapped
}
`;
const CARDS = 'card "Odd Bear" { type Creature — Bear  2/2 }\n';

describe('checkFiles', () => {
  it("reports each file once, in order, and releases a file without cards once it is reported; a file's cards are known in the files before it", async () => {
    const scenarios = Array.from({ length: 2 * BATCH_FILES }, (_, i) =>
      input(`b${String(i).padStart(3, '0')}.mtgs`, PASSING.replace('"Bolt"', `"Bolt ${i}"`)),
    );
    const inputs = [input('a.mtgs', USES_CARD), ...scenarios, input('z-cards.mtgs', CARDS)];
    const reported: string[] = [];
    await checkFiles(inputs, undefined, ({ services, document }) => {
      expect(document.diagnostics).toEqual([]);
      const open = services.shared.workspace.LangiumDocuments.all
        .map(d => path.basename(d.uri.path))
        .filter(name => name.endsWith('.mtgs') && name !== 'cards.mtgs')
        .toArray();
      // Nothing reported before is left, but the cards; at most a batch of the others is in memory.
      expect(open.filter(name => reported.includes(name))).toEqual([]);
      expect(open).toContain('z-cards.mtgs');
      expect(open.length).toBeLessThanOrEqual(BATCH_FILES + 1);
      reported.push(path.basename(document.uri.path));
    });
    expect(reported).toEqual(inputs.map(i => path.basename(i.path)));
  });

  it('parses and validates a file with an unresolved name once, and still suggests a built-in card no file names', async () => {
    const parsed: string[] = [];
    const validated: string[] = [];
    const fromString = DefaultLangiumDocumentFactory.prototype.fromString;
    vi.spyOn(DefaultLangiumDocumentFactory.prototype, 'fromString').mockImplementation(function (
      this: DefaultLangiumDocumentFactory,
      ...args: Parameters<typeof fromString>
    ) {
      parsed.push(args[1].path);
      return fromString.apply(this, args);
    } as typeof fromString);
    const validate = DefaultDocumentValidator.prototype.validateDocument;
    vi.spyOn(DefaultDocumentValidator.prototype, 'validateDocument').mockImplementation(function (
      this: DefaultDocumentValidator,
      document: LangiumDocument,
      ...rest
    ) {
      validated.push(document.uri.path);
      return validate.call(this, document, ...rest);
    } as typeof validate);
    const messages: string[] = [];
    await checkFiles([input('typo.mtgs', PASSING.replace('"Lightning Bolt"', '"Lightnig Bolt"'))], undefined, c =>
      messages.push(...c.document.diagnostics!.map(d => d.message)),
    );
    expect(parsed.filter(p => p.startsWith('/mtgs-workspace/'))).toEqual(['/mtgs-workspace/typo.mtgs']);
    expect(validated.filter(p => p.startsWith('/mtgs-workspace/'))).toEqual(['/mtgs-workspace/typo.mtgs']);
    expect(messages).toContainEqual(expect.stringContaining('Did you mean "Lightning Bolt"?'));
  });
});

describe('mayDefineCards', () => {
  const lexer = createMtgCoreServices(EmptyFileSystem).mtg.parser.Lexer;
  const keyword = (text: string) => lexer.tokenize(text).tokens.some(t => t.tokenType.name === 'card');

  it("holds for every text in which the language's lexer finds the keyword card", () => {
    const pieces = ['card', 'c', 'ard', 'a', 'x', 'X', '2', '1', '.', '_', '{G}', '"', '//', '/*', '*/', ' ', '\n'];
    pieces.push('é', 'main1', '+1/+1', '702.9b', '-', '\\');
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 12 }), parts => {
        const text = parts.join('');
        return !keyword(text) || mayDefineCards(text);
      }),
      { numRuns: 3_000 },
    );
  });

  it('is false for a name or a word that only contains card', () => {
    for (const text of ['discard', 'cards', 'card_x', 'acard', 'card2', 'Card', 'scenario "s" { Alice discards x }'])
      expect([text, keyword(text), mayDefineCards(text)]).toEqual([text, false, false]);
  });
});

describe('mtgs and a file with too many problems', () => {
  it(`lists the first ${MAX_DIAGNOSTICS} and says how many more there are`, () => {
    const dir = workspace({ 'noise.mtgs': '@@@@@\n'.repeat(MAX_DIAGNOSTICS + 500) });
    const r = mtgs(['check', '.'], dir);
    const lines = r.out.trim().split('\n');
    expect(lines).toHaveLength(MAX_DIAGNOSTICS + 2);
    expect(lines.at(-2)).toBe(
      `noise.mtgs:${MAX_DIAGNOSTICS + 1}:1: error [file/problems-not-listed] 500 more problems from here on are not listed: MTG Scenario lists the first 1,000 of a file. Fix those first.`,
    );
    expect(r.code).toBe(1);
  });
});

describe('a run that finds no scenario', () => {
  it('fails mtgs test (with --strict too), and mtgs check is content with cards alone', () => {
    const dir = workspace({ 'cards.mtgs': CARDS });
    for (const args of [
      ['test', '.'],
      ['test', '.', '--strict'],
    ]) {
      const r = mtgs(args, dir);
      expect(r.err).toBe('mtgs: no scenario found in the 1 file read\n');
      expect(r.out).toMatch(/^0 passed, 0 failed, 0 skipped$/m);
      expect(r.code).toBe(1);
    }
    expect(mtgs(['check', '.'], dir)).toMatchObject({ code: 0, out: '1 file checked: 0 errors, 0 warnings\n' });
  });
});
