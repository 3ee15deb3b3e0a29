import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { MAX_RULES_FILE_BYTES, readComprehensiveRules, rulesFileTooLarge } from '@mtg-scenario/engine/cr';

/** Fetching and storing the official Comprehensive Rules text; no VS Code API, so it is tested on its own. */

export const DEFAULT_RULES_URL = 'https://media.wizards.com/2026/downloads/MagicCompRules%2020260417.txt';

export interface DownloadLimits {
  /** The whole download, redirects included. */
  readonly deadlineMs: number;
  /** Waiting for a response, or for the next bytes of the body. */
  readonly idleMs: number;
  readonly maxRedirects: number;
}

/** The real file is 1 MB: two minutes allow a slow line, 20 silent seconds mean a stalled one. */
export const DOWNLOAD_LIMITS: DownloadLimits = { deadlineMs: 120_000, idleMs: 20_000, maxRedirects: 5 };

export type Download =
  | { readonly ok: true; readonly bytes: Uint8Array; readonly rules: number; readonly effectiveDate: string | undefined }
  | { readonly ok: false; readonly error: string };

export type Stored = { readonly ok: true } | { readonly ok: false; readonly error: string };

const YOURSELF = 'You can also download the file yourself and set "mtgScenario.rulesFile".';
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

function fail(error: string): { ok: false; error: string } {
  return { ok: false, error };
}

function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // fetch puts the socket's error ("other side closed", "connect ECONNREFUSED …") in `cause`, a generic one in `message`.
  return error.cause instanceof Error ? error.cause.message : error.message;
}

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
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `Only http and https URLs can be downloaded, not ${url.protocol}`;
  if (base?.protocol === 'https:' && url.protocol === 'http:') return `${base.host} redirects to an insecure http URL: ${url}`;
  return url;
}

/**
 * Downloads the Comprehensive Rules and checks them with the language server's own check (`readComprehensiveRules`),
 * so that what is stored is what the server accepts. The body is streamed and the download stopped as soon as it
 * exceeds MAX_RULES_FILE_BYTES after decompression (fetch decodes gzip, deflate and br as a stream). Every failure
 * is a message; nothing throws.
 */
export async function downloadRules(url: string, limits: Partial<DownloadLimits> = {}, fetchImpl: typeof fetch = fetch): Promise<Download> {
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
      if (redirects === maxRedirects) return fail(`${url} redirects more than ${maxRedirects} times (a redirect loop?).`);
      const location = response.headers.get('location');
      if (!location) return fail(`${current.host} answered ${response.status} without saying where to.`);
      const next = httpUrl(location, current);
      if (typeof next === 'string') return fail(next);
      current = next;
    }
    if (!response.ok) {
      await response.body?.cancel();
      return fail(`${current.host} answered ${response.status} ${response.statusText} for ${current}.`);
    }
    // With a Content-Encoding this is the compressed size: still too much for a rules file.
    if (Number(response.headers.get('content-length')) > MAX_RULES_FILE_BYTES) {
      await response.body?.cancel();
      return fail(`${rulesFileTooLarge(url)}.`);
    }
    const chunks: Uint8Array[] = [];
    received = 0;
    const reader = response.body?.getReader();
    while (reader) {
      const chunk = await reader.read();
      if (chunk.done) break;
      alive(current.host);
      received += chunk.value.byteLength;
      if (received > MAX_RULES_FILE_BYTES) {
        // Closes the connection: the rest is never sent, decompressed or held.
        controller.abort();
        return fail(`${rulesFileTooLarge(url)}.`);
      }
      chunks.push(chunk.value);
    }
    const bytes = Buffer.concat(chunks);
    const read = readComprehensiveRules(bytes, url);
    if (!read.ok) return fail(`${read.error}. Check "mtgScenario.rulesUrl".`);
    return { ok: true, bytes, rules: read.doc.rules.size, effectiveDate: read.doc.effectiveDate };
  } catch (error) {
    if (expired) return fail(`${expired}, so the download was stopped. Try again later. ${YOURSELF}`);
    if (received !== undefined) {
      return fail(`The connection to ${current.host} broke after ${received} bytes, before the whole file arrived (${reason(error)}). Try again.`);
    }
    return fail(`Could not reach ${current.host} (${reason(error)}). Are you offline? ${YOURSELF}`);
  } finally {
    clearTimeout(deadline);
    clearTimeout(idle);
  }
}

/** Writes a temporary file beside `file`, then renames it: a failure leaves the previous file as it was. */
export async function storeRulesFile(file: string, bytes: Uint8Array): Promise<Stored> {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await mkdir(path.dirname(file), { recursive: true });
    const handle = await open(temporary, 'wx');
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
    return { ok: true };
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => undefined);
    return fail(`Could not store the Comprehensive Rules in ${file} (${reason(error)}).`);
  }
}

/** The download command's work: download, check, and replace `file` only when both succeeded. */
export async function downloadRulesFile(url: string, file: string, limits: Partial<DownloadLimits> = {}, fetchImpl: typeof fetch = fetch): Promise<Download> {
  const download = await downloadRules(url, limits, fetchImpl);
  if (!download.ok) return download;
  const stored = await storeRulesFile(file, download.bytes);
  return stored.ok ? download : stored;
}
