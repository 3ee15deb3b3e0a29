import { MAX_RULES_FILE_BYTES, parseComprehensiveRules } from '@mtg-scenario/engine/cr';

/** Fetching the official Comprehensive Rules text; pure apart from `fetch`, so it is tested without VS Code. */

export const DEFAULT_RULES_URL = 'https://media.wizards.com/2026/downloads/MagicCompRules%2020260417.txt';

export type Download =
  | { readonly ok: true; readonly text: string; readonly rules: number; readonly effectiveDate: string | undefined }
  | { readonly ok: false; readonly error: string };

export async function downloadRules(url: string, fetchImpl: typeof fetch = fetch, timeoutMs = 30_000): Promise<Download> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, error: `"${url}" is not a URL.` };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return { ok: false, error: `Only http and https URLs can be downloaded, not ${parsed.protocol}` };
  let response: Response;
  try {
    response = await fetchImpl(parsed, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
  } catch (e) {
    const cause = e instanceof Error ? ((e.cause as Error | undefined)?.message ?? e.message) : String(e);
    return { ok: false, error: `Could not reach ${parsed.host} (${cause}). Are you offline? You can also download the file yourself and set "mtgScenario.rulesFile".` };
  }
  if (!response.ok) return { ok: false, error: `${parsed.host} answered ${response.status} ${response.statusText} for ${url}.` };
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_RULES_FILE_BYTES) return { ok: false, error: `The file is ${declared} bytes; a Comprehensive Rules file is under ${MAX_RULES_FILE_BYTES}.` };
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength > MAX_RULES_FILE_BYTES) return { ok: false, error: `The file is ${bytes.byteLength} bytes; a Comprehensive Rules file is under ${MAX_RULES_FILE_BYTES}.` };
  const text = new TextDecoder('utf-8').decode(bytes);
  const doc = parseComprehensiveRules(text);
  if (doc.rules.size < 100) {
    return { ok: false, error: `${url} is not a Comprehensive Rules text file (found ${doc.rules.size} numbered rules). Check the URL in "mtgScenario.rulesUrl".` };
  }
  return { ok: true, text, rules: doc.rules.size, effectiveDate: doc.effectiveDate };
}
