/**
 * A card file's JSON read as it streams in: the outer structure is scanned byte by byte, and only the values asked
 * for (one card's record at a time) are collected and given to `JSON.parse`. White space and values nobody asked for
 * (MTGJSON's `meta`) cost no memory, whatever their size.
 */

/** A value collected from the stream, parsed; or its size, when it was longer than the limit. */
export type Collected = { readonly value: unknown } | { readonly tooLong: number };

/** What the scanner found: called as each value of interest ends. */
export interface CardJsonSink {
  /** The document is an array: each of its elements. */
  element(value: Collected): void;
  /** The document is an object with a `data` object (MTGJSON): each of its members. */
  member(key: Collected, value: Collected): void;
}

/** Why the document is not JSON. */
class JsonSyntaxError extends Error {}

/** An array, an object with a `data` object, or anything else (which the sink never hears of). */
export type JsonShape = 'array' | 'object' | 'other';

interface Cursor {
  buf: Buffer;
  pos: number;
  eof: boolean;
  /** Bytes of the stream before `buf`, for error messages. */
  before: number;
}

const EMPTY = Buffer.alloc(0);
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

const isSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;

/**
 * One value's extent, found across chunks: a string, an array or object (depth counted outside strings), or a
 * scalar (up to the next delimiter). Bytes are kept only while they fit `limit`; its syntax is `JSON.parse`'s to check.
 */
class ValueScan {
  private kind: 'string' | 'container' | 'scalar' | undefined;
  private depth = 0;
  private inString = false;
  private escaped = false;
  private size = 0;
  private parts: Buffer[] | undefined;

  constructor(private readonly limit: number) {
    this.parts = limit > 0 ? [] : undefined;
  }

  /** Scans `buf` from `start`: the end of the value (exclusive), or -1 when it goes on in the next chunk. */
  feed(buf: Buffer, start: number): number {
    let i = start;
    const n = buf.length;
    if (this.kind === undefined) {
      const first = buf[i]!;
      this.kind = first === QUOTE ? 'string' : first === 0x7b || first === 0x5b ? 'container' : 'scalar';
      if (this.kind === 'string') {
        this.inString = true;
        i++;
      }
    }
    let end = -1;
    if (this.kind === 'scalar') {
      while (i < n) {
        const b = buf[i]!;
        if (isSpace(b) || b === 0x2c || b === 0x5d || b === 0x7d) break;
        i++;
      }
      if (i < n) end = i;
    } else {
      while (i < n) {
        if (this.inString) {
          i = this.stringEnd(buf, i);
          if (i < 0) break;
          this.inString = false;
          if (this.depth === 0) {
            end = i;
            break;
          }
          continue;
        }
        const b = buf[i++]!;
        if (b === QUOTE) this.inString = true;
        else if (b === 0x7b || b === 0x5b) this.depth++;
        else if (b === 0x7d || b === 0x5d) {
          if (--this.depth === 0) {
            end = i;
            break;
          }
        }
      }
    }
    this.keep(buf, start, end < 0 ? n : end);
    return end;
  }

  /**
   * Past the quote that ends the string `buf[from]` is in, or -1 when it goes on. By `indexOf` rather than byte by
   * byte (most of a card file is in strings): a quote ends the string when an even run of backslashes precedes it.
   */
  private stringEnd(buf: Buffer, from: number): number {
    for (let at = from; ;) {
      const quote = buf.indexOf(QUOTE, at);
      const stop = quote < 0 ? buf.length : quote;
      let run = 0;
      while (stop - run > at && buf[stop - run - 1] === BACKSLASH) run++;
      // A backslash at the end of the previous chunk escapes this one's first byte.
      const escaped = (run + (stop - run === from && this.escaped ? 1 : 0)) % 2 === 1;
      if (quote < 0) {
        this.escaped = escaped;
        return -1;
      }
      this.escaped = false;
      if (!escaped) return quote + 1;
      at = quote + 1;
    }
  }

  private keep(buf: Buffer, from: number, to: number): void {
    this.size += to - from;
    if (!this.parts) return;
    if (this.size > this.limit) this.parts = undefined;
    else if (to > from) this.parts.push(buf.subarray(from, to));
  }

  /** A number, `true`, `false` or `null` ends with the stream; anything else is cut off. */
  get endsWithStream(): boolean {
    return this.kind === 'scalar';
  }

  /** The bytes kept, or undefined when the value was longer than the limit. */
  text(): string | undefined {
    return this.parts && Buffer.concat(this.parts).toString('utf8');
  }

  get length(): number {
    return this.size;
  }
}

type Scan<T> = Generator<void, T, void>;

function syntax(c: Cursor, what: string): JsonSyntaxError {
  return new JsonSyntaxError(`${what} at byte ${c.before + c.pos}`);
}

/** The next byte that is not white space (not consumed), or -1 at the end of the stream. */
function* nonSpace(c: Cursor): Scan<number> {
  for (;;) {
    const { buf } = c;
    let i = c.pos;
    while (i < buf.length && isSpace(buf[i]!)) i++;
    c.pos = i;
    if (i < buf.length) return buf[i]!;
    if (c.eof) return -1;
    yield;
  }
}

/** The value at the cursor, collected up to `limit` bytes (0: only passed over). */
function* value(c: Cursor, limit: number): Scan<Collected> {
  const scan = new ValueScan(limit);
  for (;;) {
    const end = scan.feed(c.buf, c.pos);
    c.pos = end >= 0 ? end : c.buf.length;
    if (end >= 0 || (c.eof && scan.endsWithStream)) break;
    if (c.eof) throw syntax(c, 'unexpected end of the file');
    yield;
  }
  const text = limit > 0 ? scan.text() : undefined;
  if (text === undefined) return { tooLong: scan.length };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (e) {
    throw syntax(c, `${e instanceof Error ? e.message : String(e)} in the value ending`);
  }
}

/** `{ "key": value, … }`, each member handed to `each` with the cursor on its value. */
function* members(c: Cursor, limit: number, each: (key: Collected) => Scan<void>): Scan<void> {
  c.pos++;
  let b = yield* nonSpace(c);
  if (b === 0x7d) {
    c.pos++;
    return;
  }
  for (;;) {
    if (b !== QUOTE) throw syntax(c, b < 0 ? 'unexpected end of the file' : 'expected a name in quotes');
    const key = yield* value(c, limit);
    if ((yield* nonSpace(c)) !== 0x3a) throw syntax(c, 'expected ":"');
    c.pos++;
    if ((yield* nonSpace(c)) < 0) throw syntax(c, 'unexpected end of the file');
    yield* each(key);
    b = yield* nonSpace(c);
    if (b !== 0x2c && b !== 0x7d) throw syntax(c, b < 0 ? 'unexpected end of the file' : 'expected "," or "}"');
    c.pos++;
    if (b === 0x7d) return;
    b = yield* nonSpace(c);
  }
}

/** `[ value, … ]`, each element collected up to `limit` bytes. */
function* elements(c: Cursor, limit: number, each: (value: Collected) => void): Scan<void> {
  c.pos++;
  let b = yield* nonSpace(c);
  if (b === 0x5d) {
    c.pos++;
    return;
  }
  for (;;) {
    if (b < 0) throw syntax(c, 'unexpected end of the file');
    each(yield* value(c, limit));
    b = yield* nonSpace(c);
    if (b !== 0x2c && b !== 0x5d) throw syntax(c, b < 0 ? 'unexpected end of the file' : 'expected "," or "]"');
    c.pos++;
    if (b === 0x5d) return;
    b = yield* nonSpace(c);
  }
}

function* document(c: Cursor, limit: number, sink: CardJsonSink, shape: (s: JsonShape) => void): Scan<void> {
  // A byte-order mark, which JSON.parse would refuse and editors on Windows write.
  if (c.buf[0] === 0xef && c.buf[1] === 0xbb && c.buf[2] === 0xbf) c.pos = 3;
  const first = yield* nonSpace(c);
  if (first < 0) throw syntax(c, 'no JSON value');
  if (first === 0x5b) {
    shape('array');
    yield* elements(c, limit, v => sink.element(v));
  } else if (first === 0x7b) {
    shape('other');
    yield* members(c, limit, function* (key) {
      if ('value' in key && key.value === 'data' && (yield* nonSpace(c)) === 0x7b) {
        shape('object');
        yield* members(c, limit, function* (name) {
          sink.member(name, yield* value(c, limit));
        });
      } else yield* value(c, 0);
    });
  } else {
    shape('other');
    yield* value(c, 0);
  }
  if ((yield* nonSpace(c)) >= 0) throw syntax(c, 'unexpected text after the JSON value');
}

/**
 * A streaming reader of a card file's JSON: `push` each chunk as it comes, then `end`. Values longer than `limit`
 * bytes reach the sink as their size only. A sink's exception stops the reading and is `end`'s (and `push`'s) to throw.
 */
export class CardJsonStream {
  private readonly cursor: Cursor = { buf: EMPTY, pos: 0, eof: false, before: 0 };
  private run: Scan<void> | undefined;
  private failure: unknown;
  /** What the document turned out to be, once its first byte is read. */
  shape: JsonShape | undefined;

  constructor(
    private readonly limit: number,
    private readonly sink: CardJsonSink,
  ) {}

  /** Reads a chunk; throws the reading's failure (not JSON, or the sink's own), after which nothing more is read. */
  push(chunk: Buffer): void {
    if (this.failure !== undefined) throw this.failure;
    const c = this.cursor;
    c.before += c.buf.length;
    c.buf = chunk;
    c.pos = 0;
    this.step();
  }

  /** The end of the stream: throws when the document is incomplete or wasn't JSON. */
  end(): void {
    if (this.failure !== undefined) throw this.failure;
    const c = this.cursor;
    c.before += c.buf.length;
    c.buf = EMPTY;
    c.pos = 0;
    c.eof = true;
    if (!this.run) throw syntax(c, 'no JSON value');
    this.step();
  }

  private step(): void {
    try {
      this.run ??= document(this.cursor, this.limit, this.sink, s => (this.shape = s));
      this.run.next();
    } catch (e) {
      this.failure = e;
      throw e;
    }
  }
}

export function isJsonSyntaxError(e: unknown): e is Error {
  return e instanceof JsonSyntaxError;
}
