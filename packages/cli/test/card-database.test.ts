import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAIN, root } from './fixtures.js';

// Invented cards in MTGJSON's AtomicCards layout (the language's test fixture).
const CARDS = path.join(root, 'packages/language/test/resources/carddb/AtomicCards.json');

const dirs: string[] = [];
afterAll(() => dirs.forEach(dir => rmSync(dir, { recursive: true, force: true })));

function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mtgs-cards-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

function mtgs(args: string[], cwd: string, env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [MAIN, ...args], {
    cwd,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, MTGS_CARDS: '', MTGS_CACHE_DIR: path.join(cwd, 'cache'), ...env },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const BOAR = `scenario "Boar" {
  players Alice, Bob
  start Alice turn 3 main1
  Alice { battlefield Forest x2 hand "Thornback Boar" }
  Alice casts "Thornback Boar"
  resolve
  expect "Thornback Boar" on battlefield
}
`;

const SPLIT = `scenario "Split" {
  players Alice, Bob
  start Alice turn 3 main1
  Alice { battlefield Mountain x2 hand "Blaze // Chill" }
  Alice casts "Blaze // Chill" face Blaze targeting Bob
  resolve
  expect Bob life 18
}
`;

const FLIP = `scenario "Flip" {
  players Alice, Bob
  start Bob turn 2 upkeep
  Bob { battlefield "Ember Acolyte // Ember Ascendant" as acolyte }
  expect acolyte 1/2
}
`;

describe('mtgs with a card database', () => {
  it('--cards FILE: real cards by name, imported once into the cache directory', () => {
    const dir = workspace({ 'boar.mtgs': BOAR });
    const r = mtgs(['test', '.', '--cards', CARDS], dir);
    expect(r.err).toBe('');
    expect(r.out).toContain('✓ Boar');
    expect(r.code).toBe(0);
    expect(readdirSync(path.join(dir, 'cache')).length).toBe(1);
  });

  it('MTGS_CARDS: the same, from the environment', () => {
    const dir = workspace({ 'boar.mtgs': BOAR });
    const r = mtgs(['check', '.'], dir, { MTGS_CARDS: CARDS });
    expect(r.out).toContain('0 errors');
    expect(r.code).toBe(0);
  });

  it('--cards FILE with malformed cards: how many were skipped and why, on stderr, also when the index is reused', () => {
    const card = (name: string, extra = {}) => [
      {
        name,
        layout: 'normal',
        manaCost: '{G}',
        type: 'Creature — Boar',
        types: ['Creature'],
        power: '1',
        toughness: '1',
        ...extra,
      },
    ];
    const data = {
      'Thornback Boar': card('Thornback Boar'),
      Huge: card('Huge', { power: '99999999999' }),
      ...Object.fromEntries(
        Array.from({ length: 11 }, (_, i) => [`Bad ${i}`, card(`Bad ${i}`, { types: 'Creature' })]),
      ),
    };
    const dir = workspace({ 'boar.mtgs': BOAR, 'cards.json': JSON.stringify({ meta: {}, data }) });
    for (const run of [1, 2]) {
      const r = mtgs(['check', '.', '--cards', 'cards.json'], dir);
      expect(r.err.split('\n'), `run ${run}`).toEqual([
        'mtgs: cards.json: 12 cards skipped as malformed',
        'mtgs: skipped "Huge": power 99999999999 is out of range',
        ...Array.from({ length: 9 }, (_, i) => `mtgs: skipped "Bad ${i}": types is not a short list of words`),
        'mtgs: … and 2 more skipped',
        '',
      ]);
      expect(r.code).toBe(0);
    }
  });

  it('without a database the name is unknown', () => {
    const dir = workspace({ 'boar.mtgs': BOAR });
    const r = mtgs(['check', '.'], dir);
    expect(r.out).toContain('error [reference/unknown-card] Unknown card "Thornback Boar"');
    expect(r.code).toBe(1);
    expect(existsSync(path.join(dir, 'cache'))).toBe(false);
  });

  it('a split card cast as its half (CR 709.3): the scenario passes', () => {
    const dir = workspace({ 'split.mtgs': SPLIT });
    const r = mtgs(['test', '.', '--cards', CARDS], dir);
    expect(r.out).toContain('✓ Split');
    expect(r.code).toBe(0);
  });

  it("a multi-face card of a layout the engine doesn't model: the scenario is skipped as inconclusive, naming the face", () => {
    const dir = workspace({ 'flip.mtgs': FLIP });
    const r = mtgs(['test', '.', '--cards', CARDS], dir);
    expect(r.out).toContain('○ Flip (skipped)');
    expect(r.out).toContain('flip face "Ember Ascendant"');
    expect(r.code).toBe(0);
  });

  it('a card file that is not one: exit 2 with the reason', () => {
    const dir = workspace({ 'boar.mtgs': BOAR, 'bad.json': '{"data": ' });
    const r = mtgs(['check', '.', '--cards', 'bad.json'], dir);
    expect(r.err).toMatch(/^mtgs: bad\.json: .*not valid JSON/);
    expect(r.code).toBe(2);
  });
});
