import * as nodeFs from 'node:fs';
import { formatSize, MAX_DOCUMENT_BYTES } from '../base/limits.js';

/** The calls that read a file; tests substitute failures that root can't provoke. */
export type FileReading = Pick<typeof nodeFs, 'openSync' | 'fstatSync' | 'readSync' | 'closeSync'>;

export type FileRead =
  | { readonly ok: true; readonly text: string }
  /** `tooLarge`: the file's size in bytes, at least (it is read no further), when it is over `MAX_DOCUMENT_BYTES`. */
  | { readonly ok: false; readonly reason: string; readonly tooLarge?: number };

/** "permission denied (EACCES)" from Node's "EACCES: permission denied, scandir '/x'". */
export function errorReason(error: unknown): string {
  const { code, message } = error as NodeJS.ErrnoException;
  const description = /^E[A-Z]+: ([^,]+)/.exec(message ?? '')?.[1];
  return description && code ? `${description} (${code})` : String(message ?? error);
}

/** Why a file system entry is not read: "not a regular file (a FIFO)". */
export function notRegular(stat: nodeFs.Stats): string {
  const kind = stat.isFIFO()
    ? ' (a FIFO)'
    : stat.isCharacterDevice() || stat.isBlockDevice()
      ? ' (a device)'
      : stat.isSocket()
        ? ' (a socket)'
        : '';
  return `not a regular file${kind}`;
}

const CHUNK_BYTES = 64 * 1024;

/**
 * A regular file's text, at most `MAX_DOCUMENT_BYTES` of it, for `mtgs` and the language server alike. The size is
 * checked once the file is open, before reading, and the file is read no further than one byte past the limit, since
 * it may have grown since: a 2 GB file is never read whole. Opening doesn't block (a FIFO would wait for a writer);
 * what can't be read is a reason, never an exception.
 */
export function readScenarioFile(file: string, fs: FileReading = nodeFs): FileRead {
  const tooLarge = (bytes: number): FileRead => ({
    ok: false,
    reason: `larger than the ${formatSize(MAX_DOCUMENT_BYTES)} limit for a scenario file`,
    tooLarge: bytes,
  });
  let fd;
  try {
    fd = fs.openSync(file, nodeFs.constants.O_RDONLY | (nodeFs.constants.O_NONBLOCK ?? 0));
  } catch (e) {
    return { ok: false, reason: errorReason(e) };
  }
  try {
    const stat = fs.fstatSync(fd);
    if (!stat.isFile()) return { ok: false, reason: notRegular(stat) };
    if (stat.size > MAX_DOCUMENT_BYTES) return tooLarge(stat.size);
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, MAX_DOCUMENT_BYTES + 1 - total));
      const n = fs.readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      chunks.push(chunk.subarray(0, n));
      total += n;
      if (total > MAX_DOCUMENT_BYTES) return tooLarge(total);
    }
    return { ok: true, text: Buffer.concat(chunks).toString('utf8') };
  } catch (e) {
    return { ok: false, reason: errorReason(e) };
  } finally {
    fs.closeSync(fd);
  }
}
