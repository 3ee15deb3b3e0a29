import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root, MAIN } from './fixtures.js';

// The engine's invented card fixtures (both formats), through the built CLI.
const FIXTURES = path.join(root, 'packages/engine/test/carddb/fixtures');

function mtgs(args: string[]) {
  const r = spawnSync(process.execPath, [MAIN, ...args], { cwd: FIXTURES, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const dirs: string[] = [];
afterAll(() => dirs.forEach(dir => rmSync(dir, { recursive: true, force: true })));

describe('mtgs cards coverage', () => {
  it('prints the total, the fully understood share, the types and the shapes with their unlock counts', () => {
    const r = mtgs(['cards', 'coverage', 'atomic.json']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('atomic.json (mtgjson-atomic): 10 cards');
    expect(r.out).toContain('Fully understood: 9 of 10 (90.0%)');
    expect(r.out).toMatch(/creature +6 +fully understood +5 \(83\.3%\)/);
    // The split card and the double-faced card are read face by face (709.4, 712.8): banding is all that is left.
    expect(r.out).toMatch(/shapes \(cards with it; cards it alone would unlock\):\n +1 +1 +keyword: banding\n\n?$/);
    expect(r.out).toMatch(/Keywords on the cards' keyword lines: \d+ of \d+ read on every card that has them/);
    expect(r.out).toMatch(/\n +1 +1 +banding\n/);
  });

  it('prints the cards by format and rarity where the file says', () => {
    const r = mtgs(['cards', 'coverage', 'oracle-cards-fixture.json']);
    expect(r.out).toMatch(/By format \(the cards legal in it\):\n +commander +2 +fully understood/);
    expect(r.out).toMatch(/By rarity:\n +common +1 +fully understood +1 \(100\.0%\)/);
  });

  it('--json prints the report as JSON', () => {
    const r = mtgs(['cards', 'coverage', 'oracle-cards-fixture.json', '--json']);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out);
    // The planeswalker's "[+1]" and "[−2]" are read as loyalty abilities, the adventurer card with its Adventure (715).
    expect(report).toMatchObject({ format: 'scryfall-oracle', total: 5, fullyUnderstood: 3, skipped: 0 });
    expect(report.shapes[0]).toEqual({ shape: 'layout: flip face', cards: 1, unlocks: 1 });
  });

  it('--workers N reads the cards on N threads and prints the same report as the main thread alone', () => {
    const alone = mtgs(['cards', 'coverage', 'atomic.json', '--json', '--workers', '1']);
    expect(alone.code).toBe(0);
    for (const workers of ['2', '3']) {
      const shared = mtgs(['cards', 'coverage', 'atomic.json', '--json', '--workers', workers]);
      expect(shared).toMatchObject({ code: 0, err: '' });
      expect(shared.out).toBe(alone.out);
    }
    expect(mtgs(['cards', 'coverage', 'atomic.json', '--workers', '0'])).toMatchObject({
      code: 2,
      err: expect.stringMatching(/--workers takes a whole number/),
    });
  });

  it('--json lists every card by name with its status and what of it is not understood, the same on every run', () => {
    const first = mtgs(['cards', 'coverage', 'atomic.json', '--json']);
    const report = JSON.parse(first.out);
    const names: string[] = report.cards.map((c: { name: string }) => c.name);
    expect(names).toHaveLength(report.total);
    expect(names).toEqual([...names].sort());
    expect(report.cards.filter((c: { understood: boolean }) => c.understood)).toHaveLength(report.fullyUnderstood);
    expect(report.cards.find((c: { name: string }) => c.name === 'Brambleback Ox')).toEqual({
      name: 'Brambleback Ox',
      understood: true,
      notUnderstood: [],
    });
    // A transforming card: both faces read, under the card's full name.
    expect(report.cards.find((c: { name: string }) => c.name.startsWith('Lanternkeeper Vex'))).toEqual({
      name: 'Lanternkeeper Vex // Vex, Unbound',
      understood: true,
      notUnderstood: [],
    });
    expect(report.cards.find((c: { name: string }) => c.name === 'Vellum Warden').notUnderstood).toEqual([
      { kind: 'keyword', text: 'Banding', shape: 'keyword: banding' },
    ]);
    // Stable: two runs print the same bytes, so runs compare with a plain diff.
    expect(mtgs(['cards', 'coverage', 'atomic.json', '--json']).out).toBe(first.out);
  });

  it('exits 2 with a clear message for an unreadable or malformed file, and for bad usage', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mtgs-cards-'));
    dirs.push(dir);
    writeFileSync(path.join(dir, 'cut.json'), '{"meta": {}, "data": {"Brambleback Ox": [{"name"');
    expect(mtgs(['cards', 'coverage', path.join(dir, 'missing.json')])).toMatchObject({
      code: 2,
      err: expect.stringMatching(/card file not found/),
    });
    expect(mtgs(['cards', 'coverage', path.join(dir, 'cut.json')])).toMatchObject({
      code: 2,
      err: expect.stringMatching(/not valid JSON \(is it truncated\?\)/),
    });
    expect(mtgs(['cards', 'coverage'])).toMatchObject({ code: 2, err: expect.stringMatching(/exactly one card file/) });
    expect(mtgs(['cards', 'list'])).toMatchObject({
      code: 2,
      err: expect.stringMatching(/unknown cards command 'list'\. See 'mtgs --help'/),
    });
  });
});
