import { readdirSync, readFileSync } from 'node:fs';

/**
 * Grammar-aware mutations of `.mtgs` texts for fuzz tests: lines and tokens deleted, duplicated, swapped or
 * replaced by other tokens of the language, truncation, huge numbers and names, unicode and line endings. Seeded,
 * so a failure is reproduced by its seed and index.
 */

/** mulberry32: small, fast and good enough to pick mutations. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TOKEN = /"(?:\\.|[^"\\\r\n])*"|\{[^{}\s]*\}|[+-]?\d+\/[+-]?\d+|\d+\.\d+[a-z]*|[A-Za-z_]\w*|\d+|'s|->|\S/g;

/** Tokens of the language (and some that aren't) to insert. */
const VOCABULARY = [
  'scenario',
  'card',
  '{',
  '}',
  ',',
  'players',
  'start',
  'turn',
  'main1',
  'main2',
  'upkeep',
  'draw',
  'cleanup',
  'casts',
  'plays',
  'activates',
  'taps',
  'for',
  'attacks',
  'blocks',
  'with',
  'declares',
  'no',
  'attackers',
  'blockers',
  'assigns',
  'damage',
  'from',
  ':',
  'to',
  'passes',
  'discards',
  'concedes',
  'resolve',
  'all',
  'go',
  'end',
  'of',
  'combat',
  'step',
  'expect',
  'illegal',
  'stack',
  'empty',
  'priority',
  'winner',
  'loser',
  "'s",
  'in',
  'on',
  'hand',
  'library',
  'graveyard',
  'exile',
  'battlefield',
  'life',
  'poison',
  'mana',
  'tapped',
  'untapped',
  'sick',
  'counters',
  'attacking',
  'blocking',
  'as',
  'targeting',
  'X',
  '=',
  'paying',
  'cost',
  'type',
  'text',
  'keywords',
  'loyalty',
  'defense',
  'flying',
  'first',
  'strike',
  '—',
  '-',
  '/',
  '2/2',
  '0/0',
  '+1/+1',
  '-1/-1',
  'x2',
  'x0',
  'x1000',
  'x2000',
  '{R}',
  '{2}{U}',
  '{X}',
  '{}',
  '{',
  '702.9b',
  '0',
  '1',
  '20',
  '-5',
  'Alice',
  'Bob',
  'Carol',
  '"Lightning Bolt"',
  '"Grizzly Bears"',
  '"Serra Angel"',
  'Forest',
  '""',
  '"\\"',
  '->',
  '"unterminated',
  '/*',
  '*/',
  '//',
];

const HUGE_NUMBERS = [
  '99999999999999999999',
  '9007199254740993',
  '4294967296',
  '1001',
  '1e9',
  '-99999999999',
  '0000000000007',
];
const UNICODE = ['é', 'Æther', '🂡', '\u200b', '\u202e', '\ud800', '\uffff', '\u0000', '\t', '\u00a0', '漢字', '\u2028'];

type Rng = () => number;
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;
const index = (rng: Rng, n: number): number => Math.floor(rng() * n);

interface Token {
  readonly start: number;
  readonly end: number;
}
function tokens(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map(m => ({ start: m.index, end: m.index + m[0].length }));
}

const MUTATIONS: readonly ((text: string, rng: Rng) => string)[] = [
  // Lines.
  (t, r) => {
    const ls = t.split('\n');
    ls.splice(index(r, ls.length), 1);
    return ls.join('\n');
  },
  (t, r) => {
    const ls = t.split('\n');
    const i = index(r, ls.length);
    ls.splice(i, 0, ls[i]!);
    return ls.join('\n');
  },
  (t, r) => {
    const ls = t.split('\n');
    const i = index(r, ls.length);
    const j = index(r, ls.length);
    [ls[i], ls[j]] = [ls[j]!, ls[i]!];
    return ls.join('\n');
  },
  (t, r) => {
    const ls = t.split('\n');
    const i = index(r, ls.length);
    ls.splice(i, 0, ...Array<string>(50 + index(r, 200)).fill(ls[i]!));
    return ls.join('\n');
  },
  // Tokens.
  (t, r) => {
    const ts = tokens(t);
    if (!ts.length) return t;
    const k = pick(r, ts);
    return t.slice(0, k.start) + t.slice(k.end);
  },
  (t, r) => {
    const ts = tokens(t);
    if (!ts.length) return t;
    const k = pick(r, ts);
    return t.slice(0, k.end) + ' ' + t.slice(k.start, k.end) + t.slice(k.end);
  },
  (t, r) => {
    const ts = tokens(t);
    if (ts.length < 2) return t;
    const [a, b] = [pick(r, ts), pick(r, ts)].sort((x, y) => x.start - y.start) as [Token, Token];
    if (a.end > b.start) return t;
    return (
      t.slice(0, a.start) + t.slice(b.start, b.end) + t.slice(a.end, b.start) + t.slice(a.start, a.end) + t.slice(b.end)
    );
  },
  (t, r) => {
    const ts = tokens(t);
    if (!ts.length) return t;
    const k = pick(r, ts);
    return t.slice(0, k.start) + pick(r, VOCABULARY) + t.slice(k.end);
  },
  (t, r) => {
    const i = index(r, t.length + 1);
    return `${t.slice(0, i)} ${pick(r, VOCABULARY)} ${t.slice(i)}`;
  },
  // Truncation.
  (t, r) => t.slice(0, index(r, t.length + 1)),
  // Huge numbers and names.
  (t, r) => {
    const ts = tokens(t).filter(k => /^\d/.test(t.slice(k.start, k.end)));
    if (!ts.length) return t;
    const k = pick(r, ts);
    return t.slice(0, k.start) + pick(r, HUGE_NUMBERS) + t.slice(k.end);
  },
  (t, r) => {
    const ts = tokens(t).filter(k => /^[A-Za-z"]/.test(t.slice(k.start, k.end)));
    if (!ts.length) return t;
    const k = pick(r, ts);
    const name = 'a'.repeat(pick(r, [300, 5_000, 40_000]));
    return t.slice(0, k.start) + (r() < 0.5 ? `"${name}"` : name) + t.slice(k.end);
  },
  // Unicode and line endings.
  (t, r) => {
    const i = index(r, t.length + 1);
    return t.slice(0, i) + pick(r, UNICODE) + t.slice(i);
  },
  t => t.replace(/\n/g, '\r\n'),
  t => t.replace(/\n/g, '\r'),
];

/** One to four mutations of `text`. */
export function mutate(text: string, rng: Rng): string {
  let out = text;
  const n = 1 + index(rng, 4);
  for (let i = 0; i < n; i++) out = pick(rng, MUTATIONS)(out, rng);
  return out;
}

/** The texts mutations start from: the examples and the valid test resources. */
export function seedTexts(): { readonly name: string; readonly text: string }[] {
  const folders = [new URL('../../../../examples/', import.meta.url), new URL('../resources/valid/', import.meta.url)];
  return folders.flatMap(folder =>
    readdirSync(folder)
      .filter(f => f.endsWith('.mtgs'))
      .sort()
      .map(f => ({ name: f, text: readFileSync(new URL(f, folder), 'utf8') })),
  );
}

/** The scenarios of a text, one by one (for truncation at every position of small inputs). */
export function scenariosOf(text: string): string[] {
  return text.split(/\n(?=scenario )/).filter(s => s.startsWith('scenario '));
}
