import { closeSync, fstatSync, openSync, readSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import type { CardFaceRecord, CardFileResult, CardRecord, CardSource } from './types.js';

/**
 * Limits that keep a bad or hostile file from exhausting memory. A full AtomicCards.json is ≈ 120 MB and Scryfall's
 * Oracle Cards ≈ 160 MB; V8 can't hold a string over ≈ 512 MB, so that is the cap on the text, compressed or not.
 */
export const MAX_CARD_FILE_BYTES = 500_000_000;
const MAX_CARDS = 200_000;
/** The longest real names are ≈ 140 characters and the longest oracle texts ≈ 1,500. */
const MAX_NAME = 300;
const MAX_TEXT = 10_000;
const MAX_SHORT = 100;
const MAX_LIST = 40;
// The most faces a real card has is five (a split card of five halves).
const MAX_FACES = 8;

/** A card the reader left out, and why. */
export interface SkippedCard {
  readonly name: string;
  readonly reason: string;
}

export interface CardFile {
  readonly source: CardSource;
  readonly cards: CardRecord[];
  /** Cards with absurd or malformed values: left out, each with its reason. */
  readonly skipped: SkippedCard[];
}

/** A file's bytes and identity, read once: import hashes them before deciding whether to parse at all. */
export interface CardFileBytes {
  readonly path: string;
  readonly bytes: Buffer;
  readonly sha256: string;
}

/**
 * zlib and crypto are loaded only when a card file is read (zlib only for a gzipped one): loading them is ≈ 2 and
 * ≈ 4 ms of every start of the CLI, which mostly reads none. By `require`, not `import()`: the bundled CLI runs as a
 * script, which has no dynamic import.
 */
function gunzipAsync(bytes: Buffer, options: { maxOutputLength: number }): Promise<Buffer> {
  const { gunzip } = createRequire(import.meta.url)('node:zlib') as typeof import('node:zlib');
  return promisify(gunzip)(bytes, options);
}

function sha256(data: Buffer): string {
  const { createHash } = createRequire(import.meta.url)('node:crypto') as typeof import('node:crypto');
  return createHash('sha256').update(data).digest('hex');
}
const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });
const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Reads a card file's bytes, checking its size before reading. Never throws. */
export function readCardFileBytes(path: string): CardFileResult<CardFileBytes> {
  let fd: number | undefined;
  try {
    // Checked by path before opening: opening a FIFO blocks until a writer comes, and a device never ends.
    const kind = statSync(path);
    if (kind.isDirectory()) return fail(`${path} is a directory, not a card file`);
    if (!kind.isFile()) return fail(`${path} is not a regular file`);
    fd = openSync(path, 'r');
    // The size of what was opened, in case the file was replaced in between.
    const stat = fstatSync(fd);
    if (stat.size > MAX_CARD_FILE_BYTES) return fail(tooLarge(path, stat.size));
    const bytes = Buffer.alloc(stat.size);
    let read = 0;
    while (read < bytes.length) {
      const n = readSync(fd, bytes, read, bytes.length - read, read);
      if (n === 0) break;
      read += n;
    }
    const data = bytes.subarray(0, read);
    return { ok: true, value: { path, bytes: data, sha256: sha256(data) } };
  } catch (e) {
    const code = (e as { code?: string }).code;
    return fail(code === 'ENOENT' ? `card file not found: ${path}` : `cannot read ${path}: ${message(e)}`);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function tooLarge(path: string, bytes: number): string {
  return `${path} is too large for a card file (${Math.round(bytes / 1e6)} MB; at most ${MAX_CARD_FILE_BYTES / 1e6} MB, uncompressed)`;
}

/**
 * Reads MTGJSON's AtomicCards.json (or .json.gz) or Scryfall's Oracle Cards bulk file, recognising the format by its
 * shape. Never throws: a bad file is an error value, a bad card is skipped with its reason.
 */
export async function readCardFile(path: string): Promise<CardFileResult<CardFile>> {
  const read = readCardFileBytes(path);
  return read.ok ? parseCardFileBytes(read.value) : read;
}

export async function parseCardFileBytes(file: CardFileBytes): Promise<CardFileResult<CardFile>> {
  const { path, bytes } = file;
  let text: string;
  try {
    // Gzip by its magic number, whatever the file is called.
    const raw =
      bytes[0] === 0x1f && bytes[1] === 0x8b
        ? await gunzipAsync(bytes, { maxOutputLength: MAX_CARD_FILE_BYTES }).catch((e: unknown) => {
            throw new Error(
              (e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE'
                ? tooLarge(path, MAX_CARD_FILE_BYTES + 1)
                : `${path} is not a valid gzip file: ${message(e)}`,
            );
          })
        : bytes;
    text = raw.toString('utf8');
  } catch (e) {
    return fail(message(e));
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return fail(`${path} is not valid JSON (is it truncated?): ${message(e)}`);
  }
  const parsed = parseCardJson(json);
  if (!parsed.ok) return fail(`${path}: ${parsed.error}`);
  const { format, cards, skipped } = parsed.value;
  return {
    ok: true,
    value: { source: { format, path, bytes: bytes.length, sha256: file.sha256, cards: cards.length }, cards, skipped },
  };
}

type Parsed = { format: CardSource['format']; cards: CardRecord[]; skipped: SkippedCard[] };

/** The format by shape: MTGJSON's `{ meta, data: { name: [card, …] } }` or Scryfall's array of card objects. */
function parseCardJson(json: unknown): CardFileResult<Parsed> {
  const cards: CardRecord[] = [];
  const skipped: SkippedCard[] = [];
  const add = (entry: Result<CardRecord>, fallbackName: unknown) => {
    if (entry.ok) cards.push(entry.value);
    else if (entry.error)
      skipped.push({
        name: typeof fallbackName === 'string' ? fallbackName.slice(0, MAX_NAME) : '(no name)',
        reason: entry.error,
      });
  };
  if (Array.isArray(json)) {
    if (json.length > 0 && !json.some(c => isObject(c) && typeof c.type_line === 'string'))
      return fail('not a Scryfall card list (no card has a type_line)');
    if (json.length > MAX_CARDS) return fail(`too many cards (${json.length}; at most ${MAX_CARDS})`);
    for (const card of json) add(scryfallCard(card), isObject(card) ? card.name : undefined);
    return sorted({ format: 'scryfall-oracle', cards, skipped });
  }
  if (isObject(json) && isObject(json.data)) {
    const entries = Object.entries(json.data);
    if (entries.length > 0 && !entries.some(([, v]) => Array.isArray(v)))
      return fail(
        'not an MTGJSON AtomicCards file (its data is not a list of cards per name; AllPrintings and set files are not supported)',
      );
    if (entries.length > MAX_CARDS) return fail(`too many cards (${entries.length}; at most ${MAX_CARDS})`);
    for (const [name, list] of entries) add(mtgjsonCard(name, list), name);
    return sorted({ format: 'mtgjson-atomic', cards, skipped });
  }
  return fail(
    'not a card file: expected MTGJSON AtomicCards ({"meta", "data": {name: [card]}}) or a Scryfall Oracle Cards list ([card, …])',
  );
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
    });
    if (!read.ok) return read;
    out.push(read.value);
  }
  return { ok: true, value: { name: name.value!, layout, faces: out } };
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
    });
    if (!read.ok) return read;
    faces.push(read.value);
  }
  return { ok: true, value: { name: name.value!, layout, faces } };
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
  for (const r of [keywords, supertypes, types, subtypes]) if (!r.ok) return r;
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
