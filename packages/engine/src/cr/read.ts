import { parseComprehensiveRules } from './parse.js';
import type { RulesDocument } from './types.js';

/**
 * The real file is about 1 MB (2 MB as UTF-16) and grows slowly; anything over this is not a rules file. Shared by
 * the loader (checked before reading) and the download (checked while streaming).
 */
export const MAX_RULES_FILE_BYTES = 8 * 1024 * 1024;

export type LoadRulesResult = { ok: true; doc: RulesDocument } | { ok: false; error: string };

/** The message for a file or download over MAX_RULES_FILE_BYTES; `name` is its path or URL. */
export function rulesFileTooLarge(name: string): string {
  return `${name} is over the ${MAX_RULES_FILE_BYTES / (1024 * 1024)} MB limit for a Comprehensive Rules file (the real one is about 1 MB)`;
}

/** Invalid byte sequences and control characters tolerated (a stray one from an editor); binary data has many. */
const MAX_BAD_CHARACTERS = 16;
/** Replacement characters (invalid UTF-8 or UTF-16), C0 controls other than whitespace, DEL and C1 controls. */
const BAD_CHARACTER = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\ufffd]/g;

const TITLE = 'magic: the gathering comprehensive rules';
const CHAPTERS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];
/** The real document has over 3,000 numbered rules and 700 glossary entries; these leave room for older editions. */
const MIN_RULES = 500;
const MIN_GLOSSARY_ENTRIES = 100;
/** Rule numbers going backwards: none in the real document; a few tolerated for an editorial slip. */
const MAX_OUT_OF_ORDER = 10;
/** The real credits are about 3 KB; more means something was appended to the document. */
const MAX_CREDITS_CHARACTERS = 64 * 1024;

/** Windows-1252 characters for bytes 0x80–0x9F; the five undefined bytes keep their C1 code point. */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/**
 * Current editions are UTF-8, but older ones were published as Windows-1252 (2017) and a UTF-16 export is
 * plausible. Windows-1252 is assumed only when the bytes hold no valid multi-byte UTF-8 sequence at all; otherwise
 * invalid sequences become U+FFFD and are counted as bad characters. Node's TextDecoder treats 'windows-1252' as
 * Latin-1, hence the table.
 */
function decode(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  const utf8 = new TextDecoder('utf-8').decode(bytes);
  if (!utf8.includes('\ufffd') || /[^\u0000-\u007f\ufffd]/.test(utf8)) return utf8;
  return new TextDecoder('latin1').decode(bytes).replace(/[\u0080-\u009f]/g, c => CP1252_HIGH[c.charCodeAt(0) - 0x80]!);
}

/** Counts up to MAX_BAD_CHARACTERS + 1: garbage can hold millions. */
function countBadCharacters(text: string): number {
  BAD_CHARACTER.lastIndex = 0;
  let count = 0;
  while (count <= MAX_BAD_CHARACTERS && BAD_CHARACTER.test(text)) count++;
  return count;
}

function firstLine(text: string): string {
  const start = text.search(/\S/);
  if (start < 0) return '';
  const end = text.indexOf('\n', start);
  return text
    .slice(start, end < 0 ? undefined : end)
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** `702.9b` → [702, 9, 'b']. */
function ruleKey(id: string): [number, number, string] {
  const [section = '', rest = ''] = id.split('.');
  const letters = /[a-z]*$/.exec(rest)![0];
  return [Number(section), Number.parseInt(rest, 10), letters];
}

function compareRules(a: string, b: string): number {
  const [sa, ra, la] = ruleKey(a);
  const [sb, rb, lb] = ruleKey(b);
  return sa - sb || ra - rb || la.length - lb.length || (la < lb ? -1 : la > lb ? 1 : 0);
}

/**
 * Why `doc` is not the Comprehensive Rules, judged by the document's structure: the title line, the effective date,
 * the nine chapters of the contents, hundreds of numbered rules in order from 100.1 through chapter 9, the glossary,
 * and the credits at the very end. A page or file with a few rule-shaped lines fails several of these.
 */
function structuralProblem(text: string, doc: RulesDocument): string | undefined {
  if (firstLine(text) !== TITLE) return 'it doesn\'t begin with the title "Magic: The Gathering Comprehensive Rules"';
  if (doc.effectiveDate === undefined) return 'it has no effective date ("These rules are effective as of …")';
  const missing = CHAPTERS.filter(chapter => !doc.sections.has(chapter));
  if (missing.length > 0) return `its contents lack chapter${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`;
  const ids = [...doc.rules.keys()];
  if (ids[0] !== '100.1') return "its numbered rules don't begin with 100.1";
  if (ids.length < MIN_RULES) return `it has ${ids.length} numbered rules, not thousands`;
  let backwards = 0;
  for (let i = 1; i < ids.length; i++) if (compareRules(ids[i - 1]!, ids[i]!) > 0) backwards++;
  if (backwards > MAX_OUT_OF_ORDER) return `its rules are out of order (${backwards} times)`;
  const lastChapter = ids[ids.length - 1]![0];
  if (lastChapter !== '9') return `its rules end in chapter ${lastChapter}, not 9`;
  if (doc.glossary.size < MIN_GLOSSARY_ENTRIES) {
    return doc.glossary.size === 0 ? 'it has no glossary' : `its glossary has only ${doc.glossary.size} entries`;
  }
  if (doc.credits === undefined) return 'it has no credits after the glossary';
  if (doc.credits.length > MAX_CREDITS_CHARACTERS) {
    return `${Math.round(doc.credits.length / 1024)} KB of text follow its credits`;
  }
  return undefined;
}

/**
 * Decodes, checks and parses the bytes of a Comprehensive Rules file; `name` (a path or URL) is used in messages.
 * The one acceptance check: the language server's loader, the CLI and the download all use it, so whatever the
 * download stores, the server loads. Pure; never throws.
 */
export function readComprehensiveRules(bytes: Uint8Array, name: string): LoadRulesResult {
  if (bytes.byteLength > MAX_RULES_FILE_BYTES) return { ok: false, error: rulesFileTooLarge(name) };
  const text = decode(bytes);
  const bad = countBadCharacters(text);
  if (bad > MAX_BAD_CHARACTERS) {
    return {
      ok: false,
      error: `${name} is not a text file: it has over ${MAX_BAD_CHARACTERS} invalid UTF-8 sequences or control characters`,
    };
  }
  const doc = parseComprehensiveRules(text);
  const problem = structuralProblem(text, doc);
  if (problem) return { ok: false, error: `${name} is not the Comprehensive Rules: ${problem}` };
  return { ok: true, doc };
}
