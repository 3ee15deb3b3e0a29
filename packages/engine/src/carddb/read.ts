import { closeSync, fstatSync, openSync, readSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CardJsonStream, isJsonSyntaxError, type CardJsonSink, type Collected } from './json-stream.js';
import {
  SKIPPED_RECORDED,
  type CardFaceRecord,
  type CardFileResult,
  type CardRecord,
  type CardSource,
  type SkippedCard,
} from './types.js';

/**
 * Limits that keep a bad or hostile file from exhausting memory. A full AtomicCards.json is ≈ 120 MB and Scryfall's
 * Oracle Cards ≈ 160 MB: a file, or what a gzipped one inflates to, is at most 500 MB.
 */
export const MAX_CARD_FILE_BYTES = 500_000_000;
const MAX_CARDS = 200_000;
/**
 * The JSON of one card (MTGJSON's entry with its translations and rulings, or Scryfall's object) is tens of KB; a
 * longer one is skipped without being kept. It bounds what the reader holds at once besides the cards it keeps.
 */
const MAX_RECORD_BYTES = 16_000_000;
/** The longest real names are ≈ 140 characters and the longest oracle texts ≈ 1,500. */
const MAX_NAME = 300;
const MAX_TEXT = 10_000;
const MAX_SHORT = 100;
const MAX_LIST = 40;
// The most faces a real card has is five (a split card of five halves).
const MAX_FACES = 8;
/** Bytes read from the file at a time, and inflated from a gzipped one. */
const CHUNK = 1 << 20;

export interface CardFile {
  readonly source: CardSource;
  readonly cards: CardRecord[];
  /** Cards with absurd or malformed values: left out, each with its reason. */
  readonly skipped: SkippedCard[];
}

/**
 * zlib, stream and crypto are loaded only when a card file is read: loading them is milliseconds of every start of
 * the CLI, which mostly reads none. By `require`, not `import()`: the bundled CLI runs as a script, which has no
 * dynamic import.
 */
const load = <T>(name: string) => createRequire(import.meta.url)(name) as T;

const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });
const message = (e: unknown) => (e instanceof Error ? e.message : String(e));
/** A failure whose message is already the one to show. */
class CardFileError extends Error {}

/**
 * A file's bytes from `start` to `end` in chunks of at most `CHUNK`, each hashed as it is read: a card file up to its
 * size when it was opened, in case it grows meanwhile.
 */
class FileChunks implements Iterable<Buffer> {
  private at: number;
  private readonly hash = sha256Hash();

  constructor(
    private readonly fd: number,
    private readonly end: number,
    private readonly start = 0,
  ) {
    this.at = start;
  }

  next(): Buffer | undefined {
    if (this.at >= this.end) return undefined;
    const chunk = Buffer.allocUnsafe(Math.min(CHUNK, this.end - this.at));
    const n = readSync(this.fd, chunk, 0, chunk.length, this.at);
    if (n === 0) {
      this.at = this.end;
      return undefined;
    }
    this.at += n;
    const data = chunk.subarray(0, n);
    this.hash.update(data);
    return data;
  }

  *[Symbol.iterator](): Iterator<Buffer> {
    for (let chunk = this.next(); chunk; chunk = this.next()) yield chunk;
  }

  /** The size and hash of all the bytes: what wasn't read yet is read for it. */
  digest(): { bytes: number; sha256: string } {
    while (this.next());
    return { bytes: this.at - this.start, sha256: this.hash.digest('hex') };
  }
}

export function sha256Hash(): import('node:crypto').Hash {
  return load<typeof import('node:crypto')>('node:crypto').createHash('sha256');
}

/** The SHA-256 of the bytes from `start` to `end` of an open file, read in chunks. */
export function sha256Of(fd: number, start: number, end: number): string {
  return new FileChunks(fd, end, start).digest().sha256;
}

/**
 * Opens a card file for `use`, checking what it is and its size first; closes it after. Never throws: a failure of
 * `use` is an error value with its message.
 */
async function withCardFile<T>(
  path: string,
  use: (chunks: FileChunks) => Promise<CardFileResult<T>>,
): Promise<CardFileResult<T>> {
  let fd: number | undefined;
  try {
    // Checked by path before opening: opening a FIFO blocks until a writer comes, and a device never ends.
    const kind = statSync(path);
    if (kind.isDirectory()) return fail(`${path} is a directory, not a card file`);
    if (!kind.isFile()) return fail(`${path} is not a regular file`);
    fd = openSync(path, 'r');
    // The size of what was opened, in case the file was replaced in between.
    const { size } = fstatSync(fd);
    if (size > MAX_CARD_FILE_BYTES) return fail(tooLarge(path, size));
    return await use(new FileChunks(fd, size));
  } catch (e) {
    if (e instanceof CardFileError) return fail(e.message);
    if (isJsonSyntaxError(e)) return fail(`${path} is not valid JSON (is it truncated?): ${e.message}`);
    const code = (e as { code?: string }).code;
    return fail(code === 'ENOENT' ? `card file not found: ${path}` : `cannot read ${path}: ${message(e)}`);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function tooLarge(path: string, bytes: number): string {
  return `${path} is too large for a card file (${Math.round(bytes / 1e6)} MB; at most ${MAX_CARD_FILE_BYTES / 1e6} MB, uncompressed)`;
}

/** A card file's size and SHA-256, which name its index: read in chunks, never whole. */
export function cardFileIdentity(path: string): Promise<CardFileResult<{ bytes: number; sha256: string }>> {
  return withCardFile(path, chunks => Promise.resolve({ ok: true, value: chunks.digest() }));
}

/**
 * What a gzipped file inflates to, in chunks as they come (at most `MAX_CARD_FILE_BYTES` in all); gzip members one
 * after another are one stream.
 */
async function* inflated(path: string, chunks: Iterable<Buffer>): AsyncGenerator<Buffer> {
  const { Readable } = load<typeof import('node:stream')>('node:stream');
  const gunzip = load<typeof import('node:zlib')>('node:zlib').createGunzip({ chunkSize: CHUNK });
  const input = Readable.from(chunks);
  let unreadable: unknown;
  input.once('error', e => {
    unreadable = e;
    gunzip.destroy(e);
  });
  input.pipe(gunzip);
  let total = 0;
  try {
    const output = gunzip[Symbol.asyncIterator]();
    for (;;) {
      let next: IteratorResult<Buffer>;
      try {
        next = (await output.next()) as IteratorResult<Buffer>;
      } catch (e) {
        throw unreadable ?? new CardFileError(`${path} is not a valid gzip file: ${message(e)}`);
      }
      if (next.done) return;
      total += next.value.length;
      if (total > MAX_CARD_FILE_BYTES) throw new CardFileError(tooLarge(path, total));
      yield next.value;
    }
  } finally {
    input.destroy();
    gunzip.destroy();
  }
}

/**
 * Reads MTGJSON's AtomicCards.json (or .json.gz) or Scryfall's Oracle Cards bulk file, recognising the format by its
 * shape. Read as it streams: the memory it takes is the cards it keeps, however the file is spaced or padded. Never
 * throws: a bad file is an error value, a bad card is skipped with its reason.
 */
export function readCardFile(path: string): Promise<CardFileResult<CardFile>> {
  return withCardFile(path, async chunks => {
    const collector = new CardCollector();
    const stream = new CardJsonStream(MAX_RECORD_BYTES, collector);
    const first = chunks.next();
    // Gzip by its magic number, whatever the file is called.
    const gzipped = first?.[0] === 0x1f && first[1] === 0x8b;
    const rest = (function* () {
      if (first) yield first;
      yield* chunks;
    })();
    for await (const chunk of gzipped ? inflated(path, rest) : rest) stream.push(chunk);
    stream.end();
    const parsed = collector.result(stream.shape);
    if (!parsed.ok) return fail(`${path}: ${parsed.error}`);
    const { format, cards, skipped } = parsed.value;
    const { bytes, sha256 } = chunks.digest();
    const source = {
      format,
      path,
      bytes,
      sha256,
      cards: cards.length,
      skipped: { count: skipped.length, first: skipped.slice(0, SKIPPED_RECORDED) },
    };
    return { ok: true, value: { source, cards, skipped } };
  });
}

type Parsed = { format: CardSource['format']; cards: CardRecord[]; skipped: SkippedCard[] };

const tooLong = (bytes: number) =>
  `its JSON is ${Math.round(bytes / 1e6)} MB long (at most ${MAX_RECORD_BYTES / 1e6} MB)`;

/**
 * The cards of the stream, by the format's shape: MTGJSON's `{ meta, data: { name: [card, …] } }` or Scryfall's array
 * of card objects.
 */
class CardCollector implements CardJsonSink {
  private readonly cards: CardRecord[] = [];
  private readonly skipped: SkippedCard[] = [];
  private entries = 0;
  /** Whether any entry has the format's shape (a Scryfall object with a type line, an MTGJSON list of cards). */
  private recognised = false;

  element(entry: Collected): void {
    this.count();
    if ('tooLong' in entry) return this.skip(undefined, tooLong(entry.tooLong));
    const card = entry.value;
    if (isObject(card) && typeof card.type_line === 'string') this.recognised = true;
    this.add(scryfallCard(card), isObject(card) ? card.name : undefined);
  }

  member(key: Collected, entry: Collected): void {
    this.count();
    const name = 'value' in key ? (key.value as string) : undefined;
    if (name === undefined || 'tooLong' in entry)
      return this.skip(name, tooLong('tooLong' in key ? key.tooLong : (entry as { tooLong: number }).tooLong));
    if (Array.isArray(entry.value)) this.recognised = true;
    this.add(mtgjsonCard(name, entry.value), name);
  }

  private count(): void {
    if (++this.entries > MAX_CARDS) throw new CardFileError(`too many cards (more than ${MAX_CARDS})`);
  }

  private skip(name: unknown, reason: string): void {
    this.skipped.push({ name: typeof name === 'string' ? name.slice(0, MAX_NAME) : '(no name)', reason });
  }

  private add(entry: Result<CardRecord>, fallbackName: unknown): void {
    if (entry.ok) this.cards.push(entry.value);
    else if (entry.error) this.skip(fallbackName, entry.error);
  }

  result(shape: string | undefined): CardFileResult<Parsed> {
    const some = this.entries > 0;
    if (shape === 'array') {
      if (some && !this.recognised) return fail('not a Scryfall card list (no card has a type_line)');
      return sorted({ format: 'scryfall-oracle', cards: this.cards, skipped: this.skipped });
    }
    if (shape === 'object') {
      if (some && !this.recognised)
        return fail(
          'not an MTGJSON AtomicCards file (its data is not a list of cards per name; AllPrintings and set files are not supported)',
        );
      return sorted({ format: 'mtgjson-atomic', cards: this.cards, skipped: this.skipped });
    }
    return fail(
      'not a card file: expected MTGJSON AtomicCards ({"meta", "data": {name: [card]}}) or a Scryfall Oracle Cards list ([card, …])',
    );
  }
}

/** Sorted by name (code-unit order) without duplicates: the index's names table relies on it. */
function sorted(parsed: Parsed): CardFileResult<Parsed> {
  parsed.cards.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  parsed.cards = parsed.cards.filter((c, i, all) => i === 0 || all[i - 1]!.name !== c.name);
  return { ok: true, value: parsed };
}

/** A card's reading: `error: undefined` leaves a card out silently (tokens and other non-cards). */
type Result<T> = { ok: true; value: T } | { ok: false; error: string | undefined };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Layouts of Scryfall's file that aren't cards one plays with. */
const NOT_CARDS = new Set(['token', 'double_faced_token', 'emblem', 'art_series', 'vanguard', 'scheme', 'planar']);

function scryfallCard(card: unknown): Result<CardRecord> {
  if (!isObject(card)) return { ok: false, error: 'not a card object' };
  const layout = card.layout ?? 'normal';
  if (typeof layout !== 'string' || layout.length > MAX_SHORT) return { ok: false, error: 'bad layout' };
  if (NOT_CARDS.has(layout)) return { ok: false, error: undefined };
  const name = checked(card.name, 'name', MAX_NAME, true);
  if (!name.ok) return name;
  const faces = Array.isArray(card.card_faces) ? card.card_faces : [card];
  if (faces.length === 0 || faces.length > MAX_FACES)
    return { ok: false, error: `${faces.length} faces (at most ${MAX_FACES})` };
  const out: CardFaceRecord[] = [];
  for (const face of faces) {
    if (!isObject(face)) return { ok: false, error: 'a face is not an object' };
    // Scryfall lists keywords for the whole card; each face gets them, which is all a reader of one face needs.
    const read = faceRecord({
      name: face.name,
      manaCost: face.mana_cost,
      typeLine: face.type_line,
      power: face.power,
      toughness: face.toughness,
      loyalty: face.loyalty,
      defense: face.defense,
      text: face.oracle_text,
      keywords: card.keywords,
      colors: face.colors,
    });
    if (!read.ok) return read;
    out.push(read.value);
  }
  const rarity = typeof card.rarity === 'string' && card.rarity.length <= MAX_SHORT ? { rarity: card.rarity } : {};
  return { ok: true, value: { name: name.value!, layout, faces: out, ...legalIn(card.legalities), ...rarity } };
}

/**
 * The formats a card's legalities (`{ "pauper": "legal" }` in Scryfall's files, `{ "pauper": "Legal" }` in MTGJSON's)
 * say it is legal in, as `legal`; nothing when there are none or they aren't such a record.
 */
function legalIn(legalities: unknown): { legal?: readonly string[] } {
  if (!isObject(legalities)) return {};
  const legal = Object.entries(legalities)
    .filter(([format, status]) => format.length <= MAX_SHORT && typeof status === 'string' && /^legal$/i.test(status))
    .map(([format]) => format.toLowerCase())
    .slice(0, MAX_SHORT);
  return legal.length ? { legal } : {};
}

function mtgjsonCard(key: string, list: unknown): Result<CardRecord> {
  if (!Array.isArray(list) || list.length === 0) return { ok: false, error: 'not a list of cards' };
  if (list.length > MAX_FACES * 2) return { ok: false, error: `${list.length} entries` };
  if (!list.every(isObject)) return { ok: false, error: 'an entry is not a card object' };
  // A multi-face card is one entry per face, each with its side; other repeats (Un-cards' variants) keep the first.
  const sided = (list as Record<string, unknown>[]).filter(c => typeof c.side === 'string');
  const entries =
    sided.length > 1
      ? sided.sort((a, b) => String(a.side).localeCompare(String(b.side))).slice(0, MAX_FACES)
      : [list[0] as Record<string, unknown>];
  const first = entries[0]!;
  const name = checked(first.name ?? key, 'name', MAX_NAME, true);
  if (!name.ok) return name;
  const layout = first.layout ?? 'normal';
  if (typeof layout !== 'string' || layout.length > MAX_SHORT) return { ok: false, error: 'bad layout' };
  const faces: CardFaceRecord[] = [];
  for (const card of entries) {
    const read = faceRecord({
      name: card.faceName ?? card.name,
      manaCost: card.manaCost,
      typeLine: card.type,
      supertypes: card.supertypes,
      types: card.types,
      subtypes: card.subtypes,
      power: card.power,
      toughness: card.toughness,
      loyalty: card.loyalty,
      defense: card.defense,
      text: card.text,
      keywords: card.keywords,
      colors: card.colors,
    });
    if (!read.ok) return read;
    faces.push(read.value);
  }
  return { ok: true, value: { name: name.value!, layout, faces, ...legalIn(first.legalities) } };
}

interface RawFace {
  name: unknown;
  manaCost: unknown;
  typeLine: unknown;
  supertypes?: unknown;
  types?: unknown;
  subtypes?: unknown;
  power: unknown;
  toughness: unknown;
  loyalty: unknown;
  defense: unknown;
  text: unknown;
  keywords: unknown;
  colors: unknown;
}

/** Supertypes as MTGJSON lists them; any other word left of the dash is a card type. */
const SUPERTYPE_WORDS = new Set(['Basic', 'Elite', 'Host', 'Legendary', 'Ongoing', 'Snow', 'World']);

function faceRecord(raw: RawFace): Result<CardFaceRecord> {
  const name = checked(raw.name, 'name', MAX_NAME, true);
  if (!name.ok) return name;
  const typeLine = checked(raw.typeLine, 'type line', MAX_SHORT * 2, true);
  if (!typeLine.ok) return typeLine;
  const manaCost = checked(raw.manaCost, 'mana cost', MAX_SHORT);
  if (!manaCost.ok) return manaCost;
  const text = checked(raw.text, 'text', MAX_TEXT);
  if (!text.ok) return text;
  const stats: [string, string][] = [];
  for (const key of ['power', 'toughness', 'loyalty', 'defense'] as const) {
    const read = stat(raw[key], key);
    if (!read.ok) return read;
    if (read.value !== undefined) stats.push([key, read.value]);
  }
  // Scryfall has only the type line; MTGJSON has both (its lists are used when present).
  // \u2014, \u2013: an em or en dash between types and subtypes (escapes keep the CLI's bundle ASCII, scripts/bundle.mjs).
  const [left = '', right = ''] = typeLine.value!.split(/\s+[\u2014\u2013-]\s+/, 2);
  const words = left.split(/\s+/).filter(Boolean);
  const keywords = list(raw.keywords, 'keywords');
  const colors = list(raw.colors, 'colors');
  const supertypes = list(
    raw.supertypes,
    'supertypes',
    words.filter(w => SUPERTYPE_WORDS.has(w)),
  );
  const types = list(
    raw.types,
    'types',
    words.filter(w => !SUPERTYPE_WORDS.has(w)),
  );
  const subtypes = list(raw.subtypes, 'subtypes', right.split(/\s+/).filter(Boolean));
  for (const r of [keywords, colors, supertypes, types, subtypes]) if (!r.ok) return r;
  const listed = (r: typeof keywords) => (r.ok ? r.value : []);
  return {
    ok: true,
    value: {
      name: name.value!,
      typeLine: typeLine.value!,
      supertypes: listed(supertypes),
      types: listed(types),
      subtypes: listed(subtypes),
      // Scryfall writes "" for a face without a cost.
      ...(manaCost.value ? { manaCost: manaCost.value } : {}),
      ...(text.value ? { text: text.value } : {}),
      ...(listed(keywords).length ? { keywords: listed(keywords) } : {}),
      ...(colors.ok && raw.colors !== undefined && raw.colors !== null ? { colors: colors.value } : {}),
      ...Object.fromEntries(stats),
    },
  };
}

function checked(value: unknown, what: string, max: number, required = false): Result<string | undefined> {
  if (value === undefined || value === null)
    return required ? { ok: false, error: `no ${what}` } : { ok: true, value: undefined };
  if (typeof value !== 'string') return { ok: false, error: `${what} is not text` };
  if (value.length > max) return { ok: false, error: `${what} is ${value.length} characters long (at most ${max})` };
  if (required && value.trim() === '') return { ok: false, error: `empty ${what}` };
  return { ok: true, value };
}

/**
 * Power, toughness, loyalty, defense as written: a number of at most 4 digits, or a short non-number ("*", "1+*",
 * "X", "?", "∞"). A number such as "99999999999" is an absurd value, not a card.
 */
function stat(value: unknown, what: string): Result<string | undefined> {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text === 'string' && /^[-+]?\d{5,20}$/.test(text))
    return { ok: false, error: `${what} ${text} is out of range` };
  return checked(text, what, 8);
}

function list(
  value: unknown,
  what: string,
  fallback: string[] = [],
): { ok: true; value: string[] } | { ok: false; error: string } {
  if (value === undefined || value === null) return { ok: true, value: fallback };
  if (
    !Array.isArray(value) ||
    value.length > MAX_LIST ||
    !value.every(v => typeof v === 'string' && v.length <= MAX_SHORT)
  ) {
    return { ok: false, error: `${what} is not a short list of words` };
  }
  return { ok: true, value: value as string[] };
}
