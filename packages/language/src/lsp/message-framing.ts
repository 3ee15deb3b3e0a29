import { quoted } from '@mtg-scenario/engine';

/**
 * The largest message body accepted (128 MB): twice the largest document VS Code sends to a language server (50 MB),
 * with room for JSON escapes. A document that large still gets its "too large" diagnostic (see `limits.ts`).
 */
export const MAX_MESSAGE_BYTES = 128 * 1024 * 1024;
/** The header section of a message is two short lines (Content-Length, Content-Type). */
const MAX_HEADER_BYTES = 4096;
const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * Follows the framing of the LSP base protocol (`Content-Length: N\r\n\r\n` then N bytes) over a byte stream, and says
 * what is wrong with it, if anything.
 *
 * vscode-jsonrpc's stream reader fires an error no one listens to when a header is malformed, and goes on reading:
 * after a Content-Length that isn't a number the rest of the chunk waits for more input; after a huge one every later
 * message becomes part of its body; bytes without a header end are buffered, and rescanned, without limit. Where the
 * next message starts is unknown after any of these, so a framing error ends the connection (see `main.ts`). A body
 * that isn't JSON is not a framing error: the reader drops that message and reads the next.
 */
export class MessageFraming {
  /** The header section read so far (it can span chunks). */
  private header = Buffer.alloc(0);
  /** Body bytes still to come; the bytes after them start a header. */
  private bodyLeft = 0;

  /** Follows the next chunk: a description of the first framing error in it, or undefined. */
  check(chunk: Buffer): string | undefined {
    let offset = 0;
    while (offset < chunk.length) {
      if (this.bodyLeft > 0) {
        const skipped = Math.min(this.bodyLeft, chunk.length - offset);
        this.bodyLeft -= skipped;
        offset += skipped;
        continue;
      }
      const seen = this.header.length;
      const window = Buffer.concat([
        this.header,
        chunk.subarray(offset, offset + MAX_HEADER_BYTES + HEADER_END.length - seen),
      ]);
      const end = window.indexOf(HEADER_END, Math.max(0, seen - HEADER_END.length + 1));
      if (end < 0) {
        if (window.length > MAX_HEADER_BYTES)
          return `no end of a message header (an empty line) within ${MAX_HEADER_BYTES} bytes: ${quoted(window.toString('latin1'))}`;
        this.header = window;
        return undefined;
      }
      const length = contentLength(window.subarray(0, end).toString('latin1'));
      if (typeof length === 'string') return length;
      offset += end + HEADER_END.length - seen;
      this.header = Buffer.alloc(0);
      this.bodyLeft = length;
    }
    return undefined;
  }
}

/** The body length a header section gives, or what is wrong with it. */
function contentLength(header: string): number | string {
  let length: number | string = `a message header without Content-Length: ${quoted(header)}`;
  for (const line of header.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) return `a message header line is not "Name: value": ${quoted(line)}`;
    if (line.slice(0, colon).trim().toLowerCase() !== 'content-length') continue;
    const value = line.slice(colon + 1).trim();
    if (typeof length === 'number') return 'a message header has two Content-Length lines';
    if (!/^\d+$/.test(value)) return `Content-Length is not a number: ${quoted(value)}`;
    length = Number(value);
    if (length > MAX_MESSAGE_BYTES)
      return `Content-Length ${value} is over the limit of ${MAX_MESSAGE_BYTES / 1024 / 1024} MB`;
  }
  return length;
}
