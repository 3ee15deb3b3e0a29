import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { importCardFile, loadCardIndex } from '@mtg-scenario/engine/cards';
import { downloadCardFile, importInWorker, pruneCardIndexes } from '../../src/download/cards-download.js';
import { errorOf, serveDuringTests, unreachableUrl, type Routes } from './local-server.js';

// Invented cards only: card text is Wizards of the Coast's, and tests never copy it.
const ATOMIC = Buffer.from(
  JSON.stringify({
    meta: { date: '2030-01-02', version: '5.9.9+20300102' },
    data: {
      'Fixture Golem': [
        {
          name: 'Fixture Golem',
          manaCost: '{4}',
          type: 'Artifact Creature — Golem',
          supertypes: [],
          types: ['Artifact', 'Creature'],
          subtypes: ['Golem'],
          power: '3',
          toughness: '3',
          text: 'Vigilance',
          keywords: ['Vigilance'],
          layout: 'normal',
        },
      ],
      'Stub // Mock': [
        {
          name: 'Stub // Mock',
          faceName: 'Stub',
          side: 'a',
          manaCost: '{R}',
          type: 'Instant',
          types: ['Instant'],
          text: 'Stub deals 1 damage to any target.',
          layout: 'split',
        },
        {
          name: 'Stub // Mock',
          faceName: 'Mock',
          side: 'b',
          manaCost: '{U}',
          type: 'Instant',
          types: ['Instant'],
          text: 'Draw a card.',
          layout: 'split',
        },
      ],
    },
  }),
);
const ORACLE = Buffer.from(
  JSON.stringify([
    {
      object: 'card',
      name: 'Testwood Sprite',
      layout: 'normal',
      mana_cost: '{G}',
      type_line: 'Creature — Faerie',
      oracle_text: 'Flying',
      power: '1',
      toughness: '1',
      keywords: ['Flying'],
    },
    {
      object: 'card',
      name: 'Sprite Token',
      layout: 'token',
      type_line: 'Token Creature — Faerie',
      power: '1',
      toughness: '1',
    },
  ]),
);
const MB = 1024 * 1024;
/** The worker the extension imports in, as `npm run build` bundles it (npm test builds first). */
const WORKER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../dist/card-import.cjs');

const routes: Routes = {
  '/AtomicCards.json': (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(ATOMIC),
  // MTGJSON's .json.gz is a gzip file (fetch doesn't decode it), not a gzip Content-Encoding.
  '/AtomicCards.json.gz': (_req, res) =>
    res.writeHead(200, { 'content-type': 'application/gzip' }).end(gzipSync(ATOMIC)),
  '/AtomicCards.encoded': (_req, res) => res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(ATOMIC)),
  '/oracle-cards.json': (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(ORACLE),
  '/moved': (_req, res) => res.writeHead(302, { location: '/AtomicCards.json.gz' }).end(),
  '/loop': (_req, res) => res.writeHead(302, { location: '/loop' }).end(),
  '/page.html': (_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('\n<!DOCTYPE html><html><body>Not found</body></html>'),
  '/plain.txt': (_req, res) => res.writeHead(200).end('Fixture Golem {4}\nArtifact Creature — Golem\n'),
  '/huge-declared': (_req, res) => res.writeHead(200, { 'content-length': String(600 * MB) }).end(),
  '/truncated': (_req, res) => {
    res.writeHead(200, { 'content-length': String(ATOMIC.length) });
    res.write(ATOMIC.subarray(0, 100), () => res.socket?.destroy());
  },
  '/truncated-json': (_req, res) => res.writeHead(200).end(ATOMIC.subarray(0, ATOMIC.length - 10)),
  '/truncated.gz': (_req, res) => res.writeHead(200).end(gzipSync(ATOMIC).subarray(0, 60)),
  '/not-cards.json': (_req, res) => res.writeHead(200).end('{"meta": {}, "cards": []}'),
  '/stall': (_req, res) => res.writeHead(200).write(ATOMIC.subarray(0, 50)),
};

const local = serveDuringTests(routes, 'cards-download');
const file = path.join(local.storage, 'cards', 'card-file');
const cacheDir = path.join(local.storage, 'cards', 'index');

async function downloadError(route: string, limits = {}): Promise<string> {
  return errorOf(await downloadCardFile(`${local.base}${route}`, file, cacheDir, importCardFile, limits));
}

describe('downloading card data', () => {
  it('imports MTGJSON AtomicCards (plain, a .json.gz file, gzip-encoded) and Scryfall Oracle Cards', async () => {
    // The index records the file by the URL's name, which hover shows; the same bytes again reuse their index.
    const cases = [
      ['/AtomicCards.json', 'mtgjson-atomic', ['Fixture Golem', 'Stub // Mock'], 'AtomicCards.json'],
      ['/AtomicCards.json.gz', 'mtgjson-atomic', ['Fixture Golem', 'Stub // Mock'], 'AtomicCards.json.gz'],
      ['/AtomicCards.encoded', 'mtgjson-atomic', ['Fixture Golem', 'Stub // Mock'], 'AtomicCards.json'],
      ['/oracle-cards.json', 'scryfall-oracle', ['Testwood Sprite'], 'oracle-cards.json'],
    ] as const;
    for (const [route, format, names, recorded] of cases) {
      const result = await downloadCardFile(`${local.base}${route}`, file, cacheDir, importCardFile);
      if (!result.ok) throw new Error(result.error);
      expect([result.source.format, result.source.cards, result.source.path]).toEqual([format, names.length, file]);
      const database = loadCardIndex(result.indexPath);
      expect(database.ok && database.value.names).toEqual(names);
      expect(database.ok && path.basename(database.value.source.path)).toBe(recorded);
    }
    // The .json.gz is stored as it came; the importer reads it either way.
    expect((await downloadCardFile(`${local.base}/moved`, file, cacheDir, importCardFile)).ok).toBe(true);
    expect(readFileSync(file).equals(gzipSync(ATOMIC))).toBe(true);
  });

  it('explains every failure', async () => {
    const host = new URL(local.base).host;
    expect(await downloadError('/loop')).toBe(`${local.base}/loop redirects more than 5 times (a redirect loop?).`);
    expect(await downloadError('/missing.json')).toBe(`${host} answered 404 Not Found for ${local.base}/missing.json.`);
    expect(await downloadError('/page.html')).toBe(
      `${local.base}/page.html is a web page, not a card file. Check "mtgScenario.cardsUrl".`,
    );
    expect(await downloadError('/plain.txt')).toBe(
      `${local.base}/plain.txt is not a card file (MTGJSON's AtomicCards.json or .json.gz, or Scryfall's Oracle Cards .json). Check "mtgScenario.cardsUrl".`,
    );
    expect(await downloadError('/huge-declared')).toBe(
      `${local.base}/huge-declared is over the 500 MB limit for a card file (the whole AtomicCards.json is about 120 MB).`,
    );
    expect(await downloadError('/truncated')).toMatch(
      new RegExp(
        `^The connection to ${host} broke after 100 bytes, before the whole file arrived \\(.+\\)\\. Try again\\.$`,
      ),
    );
    // The importer's messages name the URL, not the temporary file it read.
    expect(await downloadError('/truncated-json')).toMatch(
      new RegExp(
        `^${local.base}/truncated-json is not valid JSON \\(is it truncated\\?\\): .+\\. Check "mtgScenario.cardsUrl"\\.$`,
      ),
    );
    expect(await downloadError('/truncated.gz')).toMatch(
      new RegExp(`^${local.base}/truncated.gz is not a valid gzip file: .+\\. Check "mtgScenario.cardsUrl"\\.$`),
    );
    expect(await downloadError('/not-cards.json')).toMatch(
      new RegExp(
        `^${local.base}/not-cards.json: not a card file: expected MTGJSON AtomicCards .+\\. Check "mtgScenario.cardsUrl"\\.$`,
      ),
    );
    expect(await downloadError('/stall', { idleMs: 300 })).toBe(
      `${host} sent nothing for 0.3 s, so the download was stopped. Try again later. You can also download the file yourself and set "mtgScenario.cardsFile".`,
    );
    const offline = await downloadCardFile(await unreachableUrl('AtomicCards.json.gz'), file, cacheDir, importCardFile);
    expect(offline).toEqual({ ok: false, error: expect.stringContaining('Are you offline?') });
  });

  it('keeps the previous file and its index when a download fails', async () => {
    const first = await downloadCardFile(`${local.base}/oracle-cards.json`, file, cacheDir, importCardFile);
    if (!first.ok) throw new Error(first.error);
    for (const route of ['/truncated', '/truncated-json', '/page.html', '/loop', '/not-cards.json', '/huge-declared']) {
      expect((await downloadCardFile(`${local.base}${route}`, file, cacheDir, importCardFile)).ok).toBe(false);
      expect(readFileSync(file).equals(ORACLE)).toBe(true);
      const database = loadCardIndex(first.indexPath);
      expect(database.ok && database.value.names).toEqual(['Testwood Sprite']);
    }
    // No temporary file is left behind.
    expect(readdirSync(path.dirname(file)).sort()).toEqual(['card-file', 'index']);
  });

  it("reports a file it can't store as a message", async () => {
    const blocked = path.join(local.storage, 'a-file');
    writeFileSync(blocked, '');
    const result = await downloadCardFile(
      `${local.base}/AtomicCards.json`,
      path.join(blocked, 'card-file'),
      cacheDir,
      importCardFile,
    );
    expect(result).toEqual({
      ok: false,
      error: expect.stringMatching(/^Could not store the card data in .+a-file.card-file \(.+\)\.$/),
    });
  });
});

describe('importing in a worker thread', () => {
  it.runIf(existsSync(WORKER))('imports with the bundled worker, and passes its failures on as messages', async () => {
    const result = await downloadCardFile(`${local.base}/AtomicCards.json.gz`, file, cacheDir, importInWorker(WORKER));
    expect(result.ok && [result.source.format, result.source.cards]).toEqual(['mtgjson-atomic', 2]);
    expect(
      errorOf(await downloadCardFile(`${local.base}/truncated-json`, file, cacheDir, importInWorker(WORKER))),
    ).toMatch(new RegExp(`^${local.base}/truncated-json is not valid JSON \\(is it truncated\\?\\)`));
  });

  it("reports a worker that can't run as a message, and keeps the previous file", async () => {
    const before = readFileSync(file);
    expect(
      errorOf(
        await downloadCardFile(
          `${local.base}/oracle-cards.json`,
          file,
          cacheDir,
          importInWorker('/no/such/card-import.cjs'),
        ),
      ),
    ).toMatch(
      /^The import of the card data failed \(Cannot find module '\/no\/such\/card-import.cjs'.*\)\. Check "mtgScenario.cardsUrl"\.$/s,
    );
    expect(readFileSync(file).equals(before)).toBe(true);
  });
});

describe('pruning earlier indexes', () => {
  it('removes the indexes not kept, and nothing else', async () => {
    const dir = path.join(local.storage, 'prune');
    mkdirSync(dir);
    for (const name of ['cards-a-1.idx', 'cards-b-2.idx', 'cards-c-3.idx', 'cards-d-4.idx.123.tmp'])
      writeFileSync(path.join(dir, name), '');
    await pruneCardIndexes(dir, [path.join(dir, 'cards-a-1.idx'), path.join(dir, 'cards-c-3.idx'), undefined]);
    expect(readdirSync(dir).sort()).toEqual(['cards-a-1.idx', 'cards-c-3.idx', 'cards-d-4.idx.123.tmp']);
    await pruneCardIndexes(path.join(local.storage, 'no-such-folder'), []);
  });
});
