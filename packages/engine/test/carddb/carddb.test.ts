import { spawnSync } from 'node:child_process';
import {
  closeSync,
  copyFileSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
  ftruncateSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, test } from 'vitest';
import {
  MAX_CARD_FILE_BYTES,
  cardCoverage,
  cardFromRecord,
  importCardFile,
  loadCardIndex,
  readCardFile,
  sentenceShape,
  type CardRecord,
} from '../../src/carddb/index.js';

// Invented cards, in both formats (fixtures/): nothing here comes from a real card file.
const FIXTURES = join(import.meta.dirname, 'fixtures');
const ATOMIC = join(FIXTURES, 'atomic.json');
const SCRYFALL = join(FIXTURES, 'oracle-cards-fixture.json');

const dirs: string[] = [];
afterAll(() => dirs.forEach(d => rmSync(d, { recursive: true, force: true })));
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mtgs-cards-'));
  dirs.push(dir);
  return dir;
}
function tempFile(name: string, content: string | Buffer): string {
  const path = join(tempDir(), name);
  writeFileSync(path, content);
  return path;
}
const atomicWith = (data: Record<string, unknown[]>) => JSON.stringify({ meta: {}, data });
const ox = {
  name: 'Brambleback Ox',
  layout: 'normal',
  manaCost: '{2}{G}',
  type: 'Creature — Ox',
  types: ['Creature'],
  power: '3',
  toughness: '3',
};

async function cards(path: string): Promise<CardRecord[]> {
  const read = await readCardFile(path);
  if (!read.ok) throw new Error(read.error);
  return read.value.cards;
}

describe('readCardFile: both formats, by shape', () => {
  test('MTGJSON AtomicCards: one record per name, sorted; faces by side', async () => {
    const read = await readCardFile(ATOMIC);
    expect(read.ok && read.value.source).toMatchObject({ format: 'mtgjson-atomic', cards: 10, path: ATOMIC });
    const all = await cards(ATOMIC);
    expect(all.map(c => c.name)).toEqual([...all.map(c => c.name)].sort());
    expect(all.find(c => c.name === 'Mossback Sprite')).toEqual({
      name: 'Mossback Sprite',
      layout: 'normal',
      faces: [
        {
          name: 'Mossback Sprite',
          manaCost: '{G}',
          typeLine: 'Creature — Faerie',
          supertypes: [],
          types: ['Creature'],
          subtypes: ['Faerie'],
          power: '1',
          toughness: '1',
          keywords: ['Flying'],
          text: 'Flying\n{T}: Add {G}.',
        },
      ],
    });
    const vex = all.find(c => c.name === 'Lanternkeeper Vex // Vex, Unbound')!;
    expect(vex.layout).toBe('transform');
    expect(vex.faces.map(f => f.name)).toEqual(['Lanternkeeper Vex', 'Vex, Unbound']);
    expect(all.find(c => c.name === 'Ember // Frost')!.faces.map(f => [f.name, f.manaCost])).toEqual([
      ['Ember', '{1}{R}'],
      ['Frost', '{1}{U}'],
    ]);
  });

  test('Scryfall Oracle Cards: card_faces as faces, types from the type line, tokens left out', async () => {
    const read = await readCardFile(SCRYFALL);
    expect(read.ok && read.value.source.format).toBe('scryfall-oracle');
    const all = await cards(SCRYFALL);
    expect(all.map(c => [c.name, c.layout, c.faces.length])).toEqual([
      ['Brambleback Ox', 'normal', 1],
      ['Chorus Planeswalker', 'normal', 1],
      ['Ember Sage', 'flip', 2],
      ['Harbor Oracle // Tidal Spire', 'modal_dfc', 2],
      ['Thornwake Drake // Seed the Vale', 'adventure', 2],
    ]);
    const walker = all.find(c => c.name === 'Chorus Planeswalker')!.faces[0]!;
    expect(walker).toMatchObject({
      supertypes: ['Legendary'],
      types: ['Planeswalker'],
      subtypes: ['Chorus'],
      loyalty: '4',
    });
    // Scryfall's "" cost of a land face is no cost.
    expect(all.find(c => c.layout === 'modal_dfc')!.faces[1]).not.toHaveProperty('manaCost');
  });

  test('a split card of five halves keeps all five; a card with dozens of faces is skipped', async () => {
    const half = (name: string) => ({ name, mana_cost: '{1}', type_line: 'Instant', oracle_text: 'Draw a card.' });
    const card = (n: number) => ({
      name: Array.from({ length: n }, (_, i) => `P${i}`).join(' // '),
      layout: 'split',
      type_line: 'Instant',
      card_faces: Array.from({ length: n }, (_, i) => half(`P${i}`)),
    });
    const read = await readCardFile(tempFile('oracle-cards-halves.json', JSON.stringify([card(5), card(40)])));
    if (!read.ok) throw new Error(read.error);
    expect(read.value.cards.map(c => c.faces.length)).toEqual([5]);
    expect(read.value.skipped.map(s => s.reason)).toEqual(['40 faces (at most 8)']);
  });

  test('a .json.gz is read like the file it compresses (by its magic number)', async () => {
    const gz = tempFile('AtomicCards.json.gz', gzipSync(readFileSync(ATOMIC)));
    expect((await cards(gz)).map(c => c.name)).toEqual((await cards(ATOMIC)).map(c => c.name));
  });
});

describe('readCardFile: bad files are errors, bad cards are skipped; nothing throws', () => {
  const error = async (path: string) => {
    const read = await readCardFile(path);
    expect(read.ok).toBe(false);
    return read.ok ? '' : read.error;
  };

  test('missing, directory, truncated, wrong shape', async () => {
    expect(await error(join(tempDir(), 'nope.json'))).toMatch(/not found/);
    expect(await error(tempDir())).toMatch(/directory/);
    const fifo = join(tempDir(), 'AtomicCards.json');
    if (spawnSync('mkfifo', [fifo]).status === 0) expect(await error(fifo)).toMatch(/not a regular file/);
    const text = readFileSync(ATOMIC, 'utf8');
    expect(await error(tempFile('cut.json', text.slice(0, text.length / 2)))).toMatch(
      /not valid JSON \(is it truncated\?\)/,
    );
    expect(await error(tempFile('cut.json.gz', gzipSync(text).subarray(0, 200)))).toMatch(/gzip/);
    expect(await error(tempFile('obj.json', '{"hello": 1}'))).toMatch(/not a card file/);
    expect(await error(tempFile('printings.json', '{"meta": {}, "data": {"ABC": {"cards": []}}}'))).toMatch(
      /not an MTGJSON AtomicCards file/,
    );
    expect(await error(tempFile('list.json', '[1, 2, 3]'))).toMatch(/not a Scryfall card list/);
  });

  test('a file over the size limit is refused before it is read (a sparse 2 GB file)', async () => {
    const path = join(tempDir(), 'huge.json');
    const fd = openSync(path, 'w');
    ftruncateSync(fd, 2 * 1024 ** 3);
    closeSync(fd);
    const started = performance.now();
    expect(await error(path)).toMatch(/too large/);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  test('a gzip bomb stops at the decompressed limit', async () => {
    // Gzip members concatenated are one stream: 10 MB of zeros (≈ 10 KB compressed), repeated past the limit.
    const member = gzipSync(Buffer.alloc(10_000_000), { level: 9 });
    const bomb = Buffer.concat(Array.from({ length: Math.ceil(MAX_CARD_FILE_BYTES / 10_000_000) + 1 }, () => member));
    expect(await error(tempFile('bomb.json.gz', bomb))).toMatch(/too large/);
  }, 30_000);

  test('a .json.gz of megabytes of white space around two cards is read as it inflates', async () => {
    // The size limit's worth (500 MB) takes the benchmark's 90 MB of memory (bench/cards.bench.mjs); here a few MB.
    const spaces = ' '.repeat(3_000_000);
    const file = `{"meta": {"pad": "${spaces}"},${spaces}"data": {"Brambleback Ox": [${JSON.stringify(ox)}],${spaces}"Fox": [${JSON.stringify({ ...ox, name: 'Fox' })}]${spaces}}}`;
    const read = await readCardFile(tempFile('spaces.json.gz', gzipSync(file)));
    if (!read.ok) throw new Error(read.error);
    expect(read.value.cards.map(c => c.name)).toEqual(['Brambleback Ox', 'Fox']);
  });

  test('a card whose JSON is over 16 MB is skipped without being kept; a byte-order mark is no error', async () => {
    const huge = { ...ox, name: 'Huge', rulings: [{ text: 'x'.repeat(17_000_000) }] };
    const path = tempFile('big.json', `\ufeff${atomicWith({ 'Brambleback Ox': [ox], Huge: [huge] })}`);
    const read = await readCardFile(path);
    if (!read.ok) throw new Error(read.error);
    expect(read.value.cards.map(c => c.name)).toEqual(['Brambleback Ox']);
    expect(read.value.skipped).toEqual([{ name: 'Huge', reason: 'its JSON is 17 MB long (at most 16 MB)' }]);
  });

  test('absurd cards are skipped with a reason, the others kept', async () => {
    const path = tempFile(
      'absurd.json',
      atomicWith({
        'Brambleback Ox': [ox],
        Long: [{ ...ox, name: 'x'.repeat(10_000_000) }],
        Huge: [{ ...ox, name: 'Huge', power: '99999999999' }],
        'Bad Types': [{ ...ox, name: 'Bad Types', types: 'Creature' }],
        'Not A Card': [42],
        Empty: [],
      }),
    );
    const read = await readCardFile(path);
    if (!read.ok) throw new Error(read.error);
    expect(read.value.cards.map(c => c.name)).toEqual(['Brambleback Ox']);
    expect(read.value.skipped.map(s => [s.name, s.reason])).toEqual([
      ['Long', 'name is 10000000 characters long (at most 300)'],
      ['Huge', 'power 99999999999 is out of range'],
      ['Bad Types', 'types is not a short list of words'],
      ['Not A Card', 'an entry is not a card object'],
      ['Empty', 'not a list of cards'],
    ]);
  });
});

describe('importCardFile and loadCardIndex', () => {
  test('round trip: the index holds every card, names sorted, records read on demand', async () => {
    const cache = tempDir();
    const imported = await importCardFile(ATOMIC, cache);
    if (!imported.ok) throw new Error(imported.error);
    const loaded = loadCardIndex(imported.value.indexPath);
    if (!loaded.ok) throw new Error(loaded.error);
    const db = loaded.value;
    const original = await cards(ATOMIC);
    expect(db.source).toEqual(imported.value.source);
    expect(db.names).toEqual(original.map(c => c.name));
    for (const card of original) expect(db.get(card.name)).toEqual(card);
    expect(db.has('Ember // Frost')).toBe(true);
    expect(db.has('Ember')).toBe(false);
    expect(db.get('Nothing Like It')).toBeUndefined();
  });

  test('the index is keyed by size and SHA-256: the same file (anywhere) reuses it, another file gets its own', async () => {
    const cache = tempDir();
    const first = await importCardFile(ATOMIC, cache);
    const copy = tempFile('AtomicCards.json', readFileSync(ATOMIC));
    const again = await importCardFile(copy, cache);
    expect(first.ok && again.ok && again.value.indexPath).toBe(first.ok && first.value.indexPath);
    expect(again.ok && again.value.source.path).toBe(copy);
    expect(readdirSync(cache)).toHaveLength(1);
    const other = await importCardFile(SCRYFALL, cache);
    expect(other.ok && other.value.indexPath).not.toBe(first.ok && first.value.indexPath);
    expect(readdirSync(cache)).toHaveLength(2);
  });

  test('a failed import leaves the previous index in place and no temporary file', async () => {
    const cache = tempDir();
    const file = tempFile('AtomicCards.json', readFileSync(ATOMIC));
    const good = await importCardFile(file, cache);
    if (!good.ok) throw new Error(good.error);
    writeFileSync(file, readFileSync(ATOMIC, 'utf8').slice(0, 500));
    const bad = await importCardFile(file, cache);
    expect(bad.ok).toBe(false);
    expect(readdirSync(cache)).toEqual([good.value.indexPath.slice(cache.length + 1)]);
    expect(loadCardIndex(good.value.indexPath).ok).toBe(true);
  });

  test('a damaged or foreign index is an error on load, and import rebuilds it', async () => {
    const cache = tempDir();
    const good = await importCardFile(ATOMIC, cache);
    if (!good.ok) throw new Error(good.error);
    writeFileSync(good.value.indexPath, 'not an index');
    const load = loadCardIndex(good.value.indexPath);
    expect(!load.ok && load.error).toMatch(/not a card index/);
    const again = await importCardFile(ATOMIC, cache);
    expect(again.ok && loadCardIndex(again.value.indexPath).ok).toBe(true);
    expect(loadCardIndex(join(cache, 'missing.idx')).ok).toBe(false);
  });

  test('an index cut short after its header is an error on load, and import rebuilds it', async () => {
    const cache = tempDir();
    const good = await importCardFile(ATOMIC, cache);
    if (!good.ok) throw new Error(good.error);
    const { indexPath } = good.value;
    const whole = readFileSync(indexPath);
    const headerEnd = 12 + whole.readUInt32LE(8);
    writeFileSync(indexPath, whole.subarray(0, headerEnd + 40));
    const load = loadCardIndex(indexPath);
    expect(!load.ok && load.error).toBe(
      `${indexPath} is damaged (${headerEnd + 40} bytes; its header says ${whole.length})`,
    );
    const again = await importCardFile(ATOMIC, cache);
    const db = again.ok && loadCardIndex(again.value.indexPath);
    if (!db || !db.ok) throw new Error('not rebuilt');
    for (const card of await cards(ATOMIC)) expect(db.value.get(card.name)).toEqual(card);
  });

  test('an index whose records changed but not its size is rebuilt by import (their checksum)', async () => {
    const cache = tempDir();
    const good = await importCardFile(ATOMIC, cache);
    if (!good.ok) throw new Error(good.error);
    const { indexPath } = good.value;
    const bytes = readFileSync(indexPath);
    const at = bytes.lastIndexOf('"Mossback Sprite"');
    bytes.write('"Mossback Spritz"', at);
    writeFileSync(indexPath, bytes);
    await importCardFile(ATOMIC, cache);
    const db = loadCardIndex(indexPath);
    expect(db.ok && db.value.get('Mossback Sprite')?.faces[0]?.name).toBe('Mossback Sprite');
  });

  test('an import removes the temporary files of imports that were killed, not those of live ones', async () => {
    const cache = tempDir();
    const index = `cards-${'ab'.repeat(32)}-100.idx`;
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    const names = {
      killed: `${index}.${gone}.${Date.now()}.tmp`,
      old: `${index}.${process.pid}.${Date.now() - 3_600_000}.tmp`,
      live: `${index}.${process.pid}.${Date.now()}.tmp`,
      other: 'notes.tmp',
    };
    for (const name of Object.values(names)) writeFileSync(join(cache, name), 'partial');
    expect((await importCardFile(ATOMIC, cache)).ok).toBe(true);
    const left = readdirSync(cache);
    expect(left).not.toContain(names.killed);
    expect(left).not.toContain(names.old);
    expect(left).toContain(names.live);
    expect(left).toContain(names.other);
  });

  test('an index whose file vanished answers undefined, not an exception', async () => {
    const cache = tempDir();
    const good = await importCardFile(ATOMIC, cache);
    if (!good.ok) throw new Error(good.error);
    const moved = join(cache, 'copy.idx');
    copyFileSync(good.value.indexPath, moved);
    const db = loadCardIndex(moved);
    rmSync(moved);
    expect(db.ok && db.value.get('Brambleback Ox')).toBeUndefined();
    expect(existsSync(good.value.indexPath)).toBe(true);
  });
});

describe('cardFromRecord: the engine card, with what it lacks unmodelled', () => {
  const byName = async (path: string, name: string) => (await cards(path)).find(c => c.name === name)!;

  test('keyword lines become keywords (reminder text ignored); the rest of the text abilities', async () => {
    const built = cardFromRecord(await byName(ATOMIC, 'Mossback Sprite'));
    expect(built.problems).toEqual([]);
    expect(built.def).toMatchObject({
      name: 'Mossback Sprite',
      keywords: ['flying'],
      power: 1,
      toughness: 1,
      cost: { generic: 0, colored: { G: 1 } },
    });
    expect(built.def.abilities.map(a => a.kind)).toEqual(['mana']);
    expect(cardFromRecord(await byName(ATOMIC, 'Brambleback Ox')).def.keywords).toEqual(['trample']);
    expect(cardFromRecord(await byName(ATOMIC, 'Vellum Warden')).def.unmodelled).toEqual([
      { kind: 'keyword', text: 'Banding' },
    ]);
  });

  test('power "*" is modelled when the text defines it (a characteristic-defining ability, CR 604.3)', async () => {
    const built = cardFromRecord(await byName(ATOMIC, 'Gloomtide Reader'));
    expect(built.def.power).toBeUndefined();
    expect(built.def.unmodelled).toBeUndefined();
    expect(built.def.abilities).toEqual([
      {
        kind: 'static',
        affects: 'self',
        change: {
          define: { power: true, toughness: true, count: { kind: 'cards', zone: 'hand', filter: expect.anything() } },
        },
      },
    ]);
  });

  test('non-numeric values and not-understood sentences are unmodelled, with their spans', () => {
    const record: CardRecord = {
      name: 'Test Murkling',
      layout: 'normal',
      faces: [
        {
          name: 'Test Murkling',
          typeLine: 'Creature — Horror',
          supertypes: [],
          types: ['Creature'],
          subtypes: ['Horror'],
          power: '*',
          toughness: '1+*',
          text: 'Test Murkling hums a tune nobody knows.',
        },
      ],
    };
    const built = cardFromRecord(record);
    expect(built.def.power).toBeUndefined();
    expect(built.def.unmodelled?.map(u => u.kind)).toEqual(['text', 'value', 'value']);
    const span = built.notUnderstood[0]!;
    expect(record.faces[0]!.text!.slice(span.start, span.end)).toBe(span.text);
  });

  test('a sentence with reminder text is quoted without it, and its span ends at its last word', () => {
    const text =
      '\u22123: Frobnicate a widget (It hums.) forever.\n\u221210: Target player wibbles twenty cards (They wobble.).';
    const record: CardRecord = {
      name: 'Test Sage',
      layout: 'normal',
      faces: [
        {
          name: 'Test Sage',
          typeLine: 'Legendary Planeswalker — Test',
          supertypes: ['Legendary'],
          types: ['Planeswalker'],
          subtypes: ['Test'],
          loyalty: '3',
          text,
        },
      ],
    };
    const built = cardFromRecord(record);
    // The loyalty costs were read, their effects not: where the reader stopped.
    expect(built.def.unmodelled).toEqual([
      { kind: 'text', text: '\u22123: Frobnicate a widget forever', stoppedAt: 'Frobnicate a widget forever' },
      {
        kind: 'text',
        text: '\u221210: Target player wibbles twenty cards',
        stoppedAt: 'Target player wibbles twenty \u2026',
      },
    ]);
    expect(built.notUnderstood.map(s => text.slice(s.start, s.end))).toEqual([
      '\u22123: Frobnicate a widget (It hums.) forever',
      '\u221210: Target player wibbles twenty cards',
    ]);
  });

  test('a split card is its halves combined (709.4), each half its own; a transforming card its front with its back face (712.8)', async () => {
    const split = cardFromRecord(await byName(ATOMIC, 'Ember // Frost'));
    expect(split.def).toMatchObject({
      name: 'Ember // Frost',
      types: ['Instant'],
      cost: { generic: 2, colored: { R: 1, U: 1 } },
    });
    expect(split.def.faces?.layout === 'split' && split.def.faces.halves.map(h => h.name)).toEqual(['Ember', 'Frost']);
    expect(split.problems).toEqual([]);
    // MTGJSON lists the back face first: the faces are put in the order of their sides.
    const vex = cardFromRecord(await byName(ATOMIC, 'Lanternkeeper Vex // Vex, Unbound'));
    expect([vex.def.name, vex.def.faces?.layout === 'transform' && vex.def.faces.back.name]).toEqual([
      'Lanternkeeper Vex',
      'Vex, Unbound',
    ]);
    const drake = cardFromRecord(await byName(SCRYFALL, 'Thornwake Drake // Seed the Vale'));
    expect(drake.def.faces?.layout === 'adventure' && drake.def.faces.adventure.name).toBe('Seed the Vale');
    // The layouts the engine doesn't model keep their other faces unmodelled (never one merged card).
    for (const name of ['Harbor Oracle // Tidal Spire', 'Ember Sage']) {
      const built = cardFromRecord(await byName(SCRYFALL, name));
      expect(built.def.name).toBe((await byName(SCRYFALL, name)).name);
      expect(built.def.unmodelled?.filter(u => u.kind === 'layout')).toHaveLength(1);
    }
  });
});

describe('cardCoverage', () => {
  test("by format and rarity, from the file's legalities and rarity; keywords of the keyword lines, read or not", async () => {
    const scryfall = cardCoverage(await cards(SCRYFALL));
    expect(scryfall.byFormat.map(f => [f.name, f.cards])).toEqual([
      ['commander', 2],
      ['pauper', 1],
    ]);
    expect(scryfall.byRarity.map(r => [r.name, r.cards])).toEqual([
      ['common', 1],
      ['uncommon', 1],
    ]);
    const atomic = cardCoverage(await cards(ATOMIC));
    expect(atomic.keywords.find(k => k.keyword === 'banding')).toEqual({ keyword: 'banding', cards: 1, read: 0 });
    expect(atomic.keywords.find(k => k.keyword === 'trample')).toEqual({ keyword: 'trample', cards: 1, read: 1 });
  });

  test('a keyword is the start of a line: not a later sentence ("Untap them"), nor a modal spell\'s "Choose one —"', () => {
    const spell = (name: string, text: string) => ({
      name,
      layout: 'normal',
      faces: [{ name, typeLine: 'Instant', supertypes: [], types: ['Instant'], subtypes: [], manaCost: '{R}', text }],
    });
    const report = cardCoverage([
      spell('Test Rally', 'Tap target creature you control. Untap them.'),
      spell('Test Charm', 'Choose one \u2014\n\u2022 Draw a card.\n\u2022 Tap target creature you control. Untap it.'),
      spell('Test Ancient', 'Flanking\nFrobnicate 2. Draw a card.'),
    ]);
    expect(report.keywords.map(k => k.keyword)).toEqual(['flanking', 'frobnicate']);
  });

  test('known answers on the fixture', async () => {
    const report = cardCoverage(await cards(ATOMIC));
    expect(report.total).toBe(10);
    // The two "{cost}, {T}: <effect>" cards (damage to each creature, draw a card) are read as activated abilities,
    // the split card's halves and the double-faced card's faces each as a card.
    expect(report.fullyUnderstood).toBe(9);
    expect(report.byType).toEqual([
      { type: 'creature', cards: 6, fullyUnderstood: 5 },
      { type: 'land', cards: 1, fullyUnderstood: 1 },
      { type: 'instant', cards: 2, fullyUnderstood: 2 },
      { type: 'artifact', cards: 1, fullyUnderstood: 1 },
    ]);
    expect(report.shapes).toEqual([{ shape: 'keyword: banding', cards: 1, unlocks: 1 }]);
    // Gloomtide Reader's power "*" is defined by its text (604.3).
    expect(report.shapes.map(s => s.shape)).not.toContain('power *');
  });

  test('sentence shapes: own name ~, numbers N, mana {cost}, effects of abilities <effect>', () => {
    expect(sentenceShape('Pale Heron enters the battlefield tapped', ['Pale Heron'])).toBe(
      '~ enters the battlefield tapped',
    );
    expect(sentenceShape('Enchanted creature gets +2/+1 (reminder {T}.)', [])).toBe('enchanted creature gets +N/+N');
    expect(sentenceShape('{1}{G}{G}, {T}, Sacrifice Pale Heron: Draw two cards', ['Pale Heron'])).toBe(
      '{cost}, {T}, sacrifice ~: <effect>',
    );
    expect(sentenceShape('Whenever this creature attacks, it deals 3 damage to you', [])).toBe(
      'whenever ~ attacks, <effect>',
    );
    expect(sentenceShape('Search for a card named Pale Heron Jr', [])).toBe('search for a card named <name>');
  });
});
