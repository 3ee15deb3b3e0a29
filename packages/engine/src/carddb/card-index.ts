import {
  closeSync,
  existsSync,
  fstatSync,
  mkdirSync,
  openSync,
  readSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { cardFileIdentity, readCardFile, sha256Hash, sha256Of } from './read.js';
import type { CardDatabase, CardFileResult, CardRecord, CardSource } from './types.js';

/**
 * The index file: a magic number, the header's length (uint32 LE), the header (JSON: the source, the sorted names,
 * each record's start in the records blob plus the blob's end, and the blob's SHA-256), then the records blob (one
 * JSON record per card). Loading reads the header only, and checks the file's size against it; a record is read from
 * the blob when it is asked for.
 */
const MAGIC = Buffer.from('MTGSCDB2');
const PREFIX = MAGIC.length + 4;
/** The header of a 200,000-card index is ≈ 10 MB; anything far larger is not an index this code wrote. */
const MAX_HEADER = 64_000_000;

interface Header {
  readonly source: CardSource;
  readonly names: readonly string[];
  readonly offsets: readonly number[];
  /** Checked when an import reuses the index (hashing it on every load would cost more than the load). */
  readonly recordsSha256: string;
}

interface ReadHeader {
  readonly header: Header;
  /** Where the records blob starts in the file. */
  readonly blobStart: number;
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Where the index of a file with this identity lives: keyed by the file's size and SHA-256. */
function cardIndexPath(cacheDir: string, source: Pick<CardSource, 'bytes' | 'sha256'>): string {
  return join(cacheDir, `cards-${source.sha256}-${source.bytes}.idx`);
}

/**
 * Imports a card file into an index in `cacheDir`, or reuses the index of a file with the same size and hash. The
 * index is written to a temporary file and renamed, so a failed import leaves every existing index as it was.
 */
export async function importCardFile(
  path: string,
  cacheDir: string,
): Promise<CardFileResult<{ indexPath: string; source: CardSource }>> {
  removeStaleTemporaries(cacheDir);
  const identity = await cardFileIdentity(path);
  if (!identity.ok) return identity;
  const known = cardIndexPath(cacheDir, identity.value);
  if (existsSync(known)) {
    const existing = readHeader(known, true);
    if (existing.ok && existing.value.header.source.sha256 === identity.value.sha256) {
      return { ok: true, value: { indexPath: known, source: { ...existing.value.header.source, path } } };
    }
    // An unreadable, damaged or mismatched index (another version, a cut-off write, a bad disk) is rebuilt below.
  }
  const file = await readCardFile(path);
  if (!file.ok) return file;
  if (file.value.cards.length === 0) return { ok: false, error: `${path} has no cards` };
  // Named by what was read, should the file have changed since it was hashed.
  const indexPath = cardIndexPath(cacheDir, file.value.source);
  const temp = `${indexPath}.${process.pid}.${Date.now()}.tmp`;
  try {
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(temp, encodeIndex(file.value.source, file.value.cards));
    renameSync(temp, indexPath);
  } catch (e) {
    rmSync(temp, { force: true });
    return { ok: false, error: `cannot write the card index in ${cacheDir}: ${message(e)}` };
  }
  return { ok: true, value: { indexPath, source: file.value.source } };
}

/** `<index>.<pid>.<ms>.tmp`: an index being written, by that process since that time. */
const TEMPORARY = /^cards-[0-9a-f]+-\d+\.idx\.(\d+)\.(\d+)\.tmp$/;
/** Writing an index takes seconds at most: a temporary file this old was left by an import that was killed. */
const STALE_MS = 10 * 60_000;

function isAlive(pid: number): boolean {
  // 0 would ask about this process's group, not a process.
  if (pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it exists, but belongs to someone else.
    return (e as { code?: string }).code === 'EPERM';
  }
}

/**
 * Removes what imports killed while writing left in `cacheDir` (tens of MB each): temporary files of a process that
 * is gone, or older than `STALE_MS`. Those of a live import (another window's, or a worker thread of this process)
 * stay. A failure is left for the next import.
 */
function removeStaleTemporaries(cacheDir: string): void {
  let names: string[];
  try {
    names = readdirSync(cacheDir);
  } catch {
    return;
  }
  for (const name of names) {
    const match = TEMPORARY.exec(name);
    if (!match) continue;
    const [pid, started] = [Number(match[1]), Number(match[2])];
    if (Date.now() - started <= STALE_MS && isAlive(pid)) continue;
    try {
      rmSync(join(cacheDir, name), { force: true });
    } catch {
      // Removed by another import meanwhile, or not removable now (a virus scanner holding it on Windows).
    }
  }
}

/** The index's bytes; `cards` are sorted by name without duplicates (as `readCardFile` returns them). */
function encodeIndex(source: CardSource, cards: readonly CardRecord[]): Buffer {
  const records = cards.map(c => Buffer.from(JSON.stringify(c)));
  const offsets: number[] = [];
  let at = 0;
  for (const r of records) {
    offsets.push(at);
    at += r.length;
  }
  offsets.push(at);
  const hash = sha256Hash();
  for (const r of records) hash.update(r);
  const header = Buffer.from(
    JSON.stringify({
      source,
      names: cards.map(c => c.name),
      offsets,
      recordsSha256: hash.digest('hex'),
    } satisfies Header),
  );
  const length = Buffer.alloc(4);
  length.writeUInt32LE(header.length);
  return Buffer.concat([MAGIC, length, header, ...records]);
}

function readAt(fd: number, position: number, length: number): Buffer {
  const buffer = Buffer.alloc(length);
  let read = 0;
  while (read < length) {
    const n = readSync(fd, buffer, read, length - read, position + read);
    if (n === 0) throw new Error('the index file is truncated');
    read += n;
  }
  return buffer;
}

/**
 * The index's header, checked against the file: its offsets rise from 0 to the file's end, and with `verify` the
 * records hash as the header says. A file cut short or damaged is an error, not cards that go missing one by one.
 */
function readHeader(indexPath: string, verify = false): CardFileResult<ReadHeader> {
  let fd: number | undefined;
  try {
    fd = openSync(indexPath, 'r');
    const prefix = readAt(fd, 0, PREFIX);
    if (!prefix.subarray(0, MAGIC.length).equals(MAGIC))
      return { ok: false, error: `${indexPath} is not a card index` };
    const length = prefix.readUInt32LE(MAGIC.length);
    if (length > MAX_HEADER)
      return { ok: false, error: `${indexPath} is not a card index (header of ${length} bytes)` };
    const header = JSON.parse(readAt(fd, PREFIX, length).toString('utf8')) as Header;
    if (
      !Array.isArray(header.names) ||
      !Array.isArray(header.offsets) ||
      header.offsets.length !== header.names.length + 1 ||
      typeof header.source?.sha256 !== 'string'
    ) {
      return { ok: false, error: `${indexPath} is not a card index (bad header)` };
    }
    const blobStart = PREFIX + length;
    const { offsets } = header;
    if (!offsets.every((o, i) => Number.isInteger(o) && o >= (i === 0 ? 0 : offsets[i - 1]!)) || offsets[0] !== 0)
      return { ok: false, error: `${indexPath} is not a card index (its offsets are out of order)` };
    const size = fstatSync(fd).size;
    const end = blobStart + offsets.at(-1)!;
    if (size !== end) return { ok: false, error: `${indexPath} is damaged (${size} bytes; its header says ${end})` };
    if (verify && sha256Of(fd, blobStart, size) !== header.recordsSha256)
      return { ok: false, error: `${indexPath} is damaged (its records don't match their checksum)` };
    return { ok: true, value: { header, blobStart } };
  } catch (e) {
    return { ok: false, error: `cannot read the card index ${indexPath}: ${message(e)}` };
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Loads an index lazily: the header (source, names, offsets) now, a card's record when `get` asks for it. The file
 * is opened per read, so an index replaced or removed meanwhile never leaves a descriptor open.
 */
export function loadCardIndex(indexPath: string): CardFileResult<CardDatabase> {
  const read = readHeader(indexPath);
  if (!read.ok) return read;
  const {
    header: { source, names, offsets },
    blobStart,
  } = read.value;
  const indexOf = (name: string): number => {
    let lo = 0;
    let hi = names.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const at = names[mid]!;
      if (at === name) return mid;
      if (at < name) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  };
  return {
    ok: true,
    value: {
      source,
      names,
      has: name => indexOf(name) >= 0,
      get: name => {
        const i = indexOf(name);
        if (i < 0) return undefined;
        let fd: number | undefined;
        try {
          fd = openSync(indexPath, 'r');
          return JSON.parse(
            readAt(fd, blobStart + offsets[i]!, offsets[i + 1]! - offsets[i]!).toString('utf8'),
          ) as CardRecord;
        } catch {
          // The index was removed or damaged after loading: the card is then unknown, as it would be on reload.
          return undefined;
        } finally {
          if (fd !== undefined) closeSync(fd);
        }
      },
    },
  };
}
