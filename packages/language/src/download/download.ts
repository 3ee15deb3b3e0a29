import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * The download commands' common part (the Comprehensive Rules, card data): redirects, time limits, a size cap and
 * files replaced only by complete ones. No VS Code API: the extension's commands and `mtgs cards|rules download` share
 * it, so both make the same checks.
 */

/** What the messages tell the user to do, which differs between the editor (its settings) and `mtgs` (its flags). */
export interface DownloadHints {
  /** After a body that isn't what was wanted: where the URL came from. */
  readonly checkUrl: string;
  /** After a network failure: how to use a file downloaded by hand. */
  readonly alternative: string;
}

export interface DownloadLimits {
  /** The whole download, redirects included. */
  readonly deadlineMs: number;
  /** Waiting for a response, or for the next bytes of the body. */
  readonly idleMs: number;
  readonly maxRedirects: number;
}

/** Two minutes allow a slow line for the 1 MB rules, 20 silent seconds mean a stalled one. */
export const DOWNLOAD_LIMITS: DownloadLimits = { deadlineMs: 120_000, idleMs: 20_000, maxRedirects: 5 };

export type Failure = { readonly ok: false; readonly error: string };

export function fail(error: string): Failure {
  return { ok: false, error };
}

export function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // fetch puts the socket's error ("other side closed", "connect ECONNREFUSED …") in `cause`, a generic one in `message`.
  return error.cause instanceof Error ? error.cause.message : error.message;
}

/** What is downloaded, for its limit and messages. */
export interface Wanted {
  /** The most bytes the body may have once a Content-Encoding (gzip, deflate, br) is decoded. */
  readonly maxBytes: number;
  /** The message when the body has more. */
  readonly tooLarge: string;
  /** What the user can do instead, added to the messages about the network. */
  readonly alternative: string;
}

/** Takes the body as it arrives; a failure (the body isn't what was wanted, a disk error) stops the download. Never throws. */
export type Sink = (chunk: Uint8Array) => Promise<Failure | undefined> | Failure | undefined;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

function seconds(ms: number): string {
  return `${ms / 1000} s`;
}

/** An http(s) URL, or why `text` is none; `base` resolves a redirect's relative Location. */
function httpUrl(text: string, base?: URL): URL | string {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    return `"${text}" is not a URL.`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return `Only http and https URLs can be downloaded, not ${url.protocol}`;
  if (base?.protocol === 'https:' && url.protocol === 'http:')
    return `${base.host} redirects to an insecure http URL: ${url}`;
  return url;
}

/**
 * Downloads `url` into `sink`, following at most `maxRedirects` redirects (http and https only, never https to
 * http). The body is streamed and the connection closed as soon as it exceeds `wanted.maxBytes` after decoding (fetch
 * decodes gzip, deflate and br as a stream), or when the sink refuses it. Every failure is a message; nothing throws.
 */
export async function download(
  url: string,
  wanted: Wanted,
  sink: Sink,
  limits: Partial<DownloadLimits> = {},
  fetchImpl: typeof fetch = fetch,
): Promise<{ readonly ok: true; readonly bytes: number } | Failure> {
  const { deadlineMs, idleMs, maxRedirects } = { ...DOWNLOAD_LIMITS, ...limits };
  let current = httpUrl(url);
  if (typeof current === 'string') return fail(current);

  const controller = new AbortController();
  let expired: string | undefined;
  const expire = (why: string): void => {
    expired = why;
    controller.abort();
  };
  const deadline = setTimeout(expire, deadlineMs, `Downloading from ${current.host} took over ${seconds(deadlineMs)}`);
  let idle: ReturnType<typeof setTimeout> | undefined;
  const alive = (host: string): void => {
    clearTimeout(idle);
    idle = setTimeout(expire, idleMs, `${host} sent nothing for ${seconds(idleMs)}`);
  };
  let received: number | undefined;
  try {
    let response: Response;
    for (let redirects = 0; ; redirects++) {
      alive(current.host);
      response = await fetchImpl(current, { signal: controller.signal, redirect: 'manual' });
      if (!REDIRECT_STATUSES.has(response.status)) break;
      await response.body?.cancel();
      if (redirects === maxRedirects)
        return fail(`${url} redirects more than ${maxRedirects} times (a redirect loop?).`);
      const location = response.headers.get('location');
      if (!location) return fail(`${current.host} answered ${response.status} without saying where to.`);
      const next = httpUrl(location, current);
      if (typeof next === 'string') return fail(next);
      current = next;
    }
    if (!response.ok) return fail(`${current.host} answered ${response.status} ${response.statusText} for ${current}.`);
    // With a Content-Encoding this is the compressed size: still too much.
    if (Number(response.headers.get('content-length')) > wanted.maxBytes) return fail(wanted.tooLarge);
    received = 0;
    const reader = response.body?.getReader();
    while (reader) {
      const chunk = await reader.read();
      if (chunk.done) break;
      alive(current.host);
      received += chunk.value.byteLength;
      if (received > wanted.maxBytes) return fail(wanted.tooLarge);
      const refused = await sink(chunk.value);
      if (refused) return refused;
    }
    return { ok: true, bytes: received };
  } catch (error) {
    if (expired) return fail(`${expired}, so the download was stopped. Try again later. ${wanted.alternative}`);
    if (received !== undefined) {
      return fail(
        `The connection to ${current.host} broke after ${received} bytes, before the whole file arrived (${reason(error)}). Try again.`,
      );
    }
    return fail(`Could not reach ${current.host} (${reason(error)}). Are you offline? ${wanted.alternative}`);
  } finally {
    clearTimeout(deadline);
    clearTimeout(idle);
    // Closes the connection when the body wasn't read to its end: the rest is never sent, decompressed or held.
    controller.abort();
  }
}

/**
 * Replaces `file` by what `write` puts in a temporary file beside it: renamed over `file` only once `write` has
 * succeeded and the data is on disk, so that any failure leaves the previous file as it was. `what` names the file in
 * the message about a disk error.
 */
export async function replaceFile<T extends { readonly ok: true }>(
  file: string,
  what: string,
  write: (temporary: string) => Promise<T | Failure>,
): Promise<T | Failure> {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await mkdir(path.dirname(file), { recursive: true });
    const written = await write(temporary);
    if (!written.ok) {
      await rm(temporary, { force: true });
      return written;
    }
    const handle = await open(temporary, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
    return written;
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => undefined);
    return fail(`Could not store ${what} in ${file} (${reason(error)}).`);
  }
}
