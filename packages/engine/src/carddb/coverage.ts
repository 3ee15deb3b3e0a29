import { CardProblemCodes, type CardProblem } from '../reader/define.js';
import { withSelfReferences } from '../reader/card-text.js';
import type { CardDef, Unmodelled } from '../core/types.js';
import { cardFromRecord } from './engine-card.js';
import type { CardRecord } from './types.js';

/** Card types in the order that decides a card's type in the breakdown: a card counts under the first it has. */
export const COVERAGE_TYPES = [
  'creature',
  'planeswalker',
  'land',
  'instant',
  'sorcery',
  'artifact',
  'enchantment',
  'battle',
] as const;
export type CoverageType = (typeof COVERAGE_TYPES)[number] | 'other';

export interface CardCoverage {
  readonly total: number;
  /** Cards with nothing unmodelled and no problem: every ability, cost, keyword and value understood. */
  readonly fullyUnderstood: number;
  /** Every type that has cards, in `COVERAGE_TYPES` order, then `other`. */
  readonly byType: readonly { readonly type: CoverageType; readonly cards: number; readonly fullyUnderstood: number }[];
  /** The most frequent shapes of what isn't understood, most cards first. */
  readonly shapes: readonly CoverageShape[];
  /** By the formats the cards are legal in (`COVERAGE_FORMATS` order, then any other), those with cards. */
  readonly byFormat: readonly CoverageGroup[];
  /** By rarity, where the file says it (`COVERAGE_RARITIES` order, then any other). */
  readonly byRarity: readonly CoverageGroup[];
  /** The keywords of the cards' keyword lines, each with its cards and those where the engine reads it. */
  readonly keywords: readonly CoverageKeyword[];
  /** Every card, sorted by name (code-unit order), with what of it isn't understood: runs compare card by card. */
  readonly cards: readonly CardStatus[];
}

/** One card as the coverage sees it. */
export interface CardStatus {
  readonly name: string;
  /** Nothing unmodelled and no problem (`notUnderstood` is empty). */
  readonly understood: boolean;
  /** What isn't understood, in the card's order: its unmodelled parts, then its other problems. */
  readonly notUnderstood: readonly NotUnderstoodPart[];
}

export interface NotUnderstoodPart {
  /** What kind of part: a sentence of the text, a keyword, the mana cost, a value, a face; `problem` for the rest. */
  readonly kind: Unmodelled['kind'] | 'problem';
  /** As written (a sentence, a keyword, "power *"), or a problem's message. */
  readonly text: string;
  /** The part's shape, as `shapes` counts it. */
  readonly shape: string;
  /** A sentence read in part: the first words the reader couldn't place. */
  readonly stoppedAt?: string;
}

export interface CoverageGroup {
  readonly name: string;
  readonly cards: number;
  readonly fullyUnderstood: number;
}

export interface CoverageKeyword {
  /** As the file lists it, lower case ("flying", "bushido"). */
  readonly keyword: string;
  readonly cards: number;
  /** Cards where the engine reads it (a keyword it models). */
  readonly read: number;
}

export const COVERAGE_FORMATS = ['standard', 'pioneer', 'modern', 'legacy', 'vintage', 'commander', 'pauper'];
export const COVERAGE_RARITIES = ['common', 'uncommon', 'rare', 'mythic'];

export interface CoverageShape {
  /** Normalised: the card's name `~`, numbers `N`, mana symbols `{cost}`, an ability's effect `<effect>`. */
  readonly shape: string;
  /** Cards with at least one part of this shape. */
  readonly cards: number;
  /** Cards whose only not-understood shape this is: they would be fully understood if the engine read it. */
  readonly unlocks: number;
}

const TOP_SHAPES = 30;

/**
 * What the coverage report needs of one card: its status, the keywords of its keyword lines with whether each is read,
 * its type, formats and rarity. Plain data, so that cards read on other threads can be summed up on one.
 */
export interface CardReading {
  readonly status: CardStatus;
  readonly keywords: readonly (readonly [keyword: string, read: boolean])[];
  readonly type: CoverageType;
  readonly legal: readonly string[];
  readonly rarity: string | undefined;
}

/** Reads one card for the coverage report. */
export function cardReading(record: CardRecord): CardReading {
  const { def, problems } = cardFromRecord(record);
  return {
    status: statusOf(record, def, problems),
    keywords: [...keywordLines(def, record.faces[0]?.text ?? '')],
    type: coverageType(record),
    legal: record.legal ?? [],
    rarity: record.rarity?.toLowerCase(),
  };
}

/** How much of a card collection the engine fully understands, and what it would take to understand more. */
export function cardCoverage(cards: Iterable<CardRecord>): CardCoverage {
  const readings: CardReading[] = [];
  for (const record of cards) readings.push(cardReading(record));
  return coverageOf(readings);
}

/** The coverage report of cards read with `cardReading`, in any order. */
export function coverageOf(readings: readonly CardReading[]): CardCoverage {
  let fullCount = 0;
  const types = new Map<string, { cards: number; fullyUnderstood: number }>();
  const shapes = new Map<string, { cards: number; unlocks: number }>();
  const formats = new Map<string, { cards: number; fullyUnderstood: number }>();
  const rarities = new Map<string, { cards: number; fullyUnderstood: number }>();
  const keywords = new Map<string, { cards: number; read: number }>();
  const count = (map: Map<string, { cards: number; fullyUnderstood: number }>, key: string, full: boolean) => {
    const entry = map.get(key) ?? { cards: 0, fullyUnderstood: 0 };
    map.set(key, entry);
    entry.cards++;
    if (full) entry.fullyUnderstood++;
  };
  for (const { status, keywords: lines, type, legal, rarity } of readings) {
    const own = new Set(status.notUnderstood.map(p => p.shape));
    const full = own.size === 0;
    for (const format of legal) count(formats, format, full);
    if (rarity) count(rarities, rarity, full);
    for (const [keyword, read] of lines) {
      const entry = keywords.get(keyword) ?? { cards: 0, read: 0 };
      keywords.set(keyword, entry);
      entry.cards++;
      if (read) entry.read++;
    }
    count(types, type, full);
    if (full) {
      fullCount++;
      continue;
    }
    for (const shape of own) {
      const counts = shapes.get(shape) ?? { cards: 0, unlocks: 0 };
      shapes.set(shape, counts);
      counts.cards++;
      if (own.size === 1) counts.unlocks++;
    }
  }
  return {
    total: readings.length,
    fullyUnderstood: fullCount,
    byType: [...COVERAGE_TYPES, 'other' as const].flatMap(type => {
      const entry = types.get(type);
      return entry ? [{ type, ...entry }] : [];
    }),
    byFormat: ordered(formats, COVERAGE_FORMATS),
    byRarity: ordered(rarities, COVERAGE_RARITIES),
    keywords: [...keywords]
      .map(([keyword, k]) => ({ keyword, ...k }))
      .sort((a, b) => b.cards - a.cards || (a.keyword < b.keyword ? -1 : 1)),
    shapes: [...shapes]
      .map(([shape, counts]) => ({ shape, ...counts }))
      .sort(
        (a, b) => b.cards - a.cards || b.unlocks - a.unlocks || (a.shape < b.shape ? -1 : a.shape > b.shape ? 1 : 0),
      )
      .slice(0, TOP_SHAPES),
    cards: readings.map(r => r.status).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
  };
}

/** Whether the engine fully understands a card, and what of it it doesn't. */
export function cardStatus(record: CardRecord): CardStatus {
  const { def, problems } = cardFromRecord(record);
  return statusOf(record, def, problems);
}

function statusOf(record: CardRecord, def: CardDef, problems: readonly CardProblem[]): CardStatus {
  const parts = notUnderstoodParts(record, def, problems);
  return { name: record.name, understood: parts.length === 0, notUnderstood: parts };
}

/** The groups in this order first, then the others by name. */
function ordered(map: ReadonlyMap<string, { cards: number; fullyUnderstood: number }>, order: readonly string[]) {
  const rest = [...map.keys()].filter(k => !order.includes(k)).sort();
  return [...order, ...rest].flatMap(name => {
    const entry = map.get(name);
    return entry ? [{ name, ...entry }] : [];
  });
}

/**
 * The keywords of a card's keyword lines, each by its name ("bushido" of "Bushido 1", "enchant" of "enchant land",
 * "protection" of "protection from red"), and whether the engine reads it (a keyword it models, not one unmodelled).
 */
function keywordLines(def: CardDef, text: string): Map<string, boolean> {
  const out = new Map<string, boolean>();
  for (const k of def.keywords) out.set(keywordName(k), out.get(keywordName(k)) ?? true);
  const starts = lineStarts(text);
  for (const u of def.unmodelled ?? [])
    if (u.kind === 'keyword' || (u.kind === 'text' && KEYWORD_LINE.test(u.text) && starts.has(u.text)))
      out.set(keywordName(u.text), false);
  return out;
}

/**
 * Where a line of a text could be a keyword, as the reader quotes a sentence (no reminder text, no final period): its
 * first sentence ("Suspend X—{X}{3}{U}. X can't be 0."), never one after it ("… Untap them."), nor a modal spell's
 * "Choose one —" before its bullets.
 */
function lineStarts(text: string): Set<string> {
  const lines = text.split('\n');
  return new Set(
    lines
      .filter((_line, i) => !lines[i + 1]?.startsWith('\u2022'))
      .map(line =>
        line
          .replace(/\s*\([^)]*\)/g, '')
          .split(/\.(?:\s|$)/)[0]!
          .trim(),
      ),
  );
}

/**
 * A line not understood that reads as a keyword not modelled (a file without keyword lists doesn't say): one or two
 * words, the first capitalised, maybe a number, X or a cost ("Convoke", "Bushido 1", "Suspend 4—{U}", "Enchant land").
 */
const KEYWORD_LINE = /^[A-Z][a-z]+(?: [a-z]+)?(?: (?:\d+|X|(?:\{[^}]+\})+))?(?:\u2014.*)?$/;

function keywordName(text: string): string {
  const name = text
    .toLowerCase()
    .split(/\s*(?:\{|\u2014|\(|\d| x\b| from | onto )/)[0]!
    .trim();
  return /^(?:enchant|equip|ward|splice|affinity|champion|bands with|landwalk)\b/.test(name)
    ? name.split(' ')[0]!
    : name;
}

function coverageType(record: CardRecord): CoverageType {
  const types = (record.faces[0]?.types ?? []).map(t => t.toLowerCase());
  return COVERAGE_TYPES.find(t => types.includes(t)) ?? 'other';
}

/** What a card's engine form lacks, each part with its shape: what it leaves unmodelled, and its problems of any other kind. */
function notUnderstoodParts(record: CardRecord, def: CardDef, problems: readonly CardProblem[]): NotUnderstoodPart[] {
  const face = record.faces[0];
  const unmodelled = (u: Unmodelled): string => {
    switch (u.kind) {
      case 'text':
        return sentenceShape(u.text, selfNames(record));
      case 'keyword':
        return `keyword: ${normalise(u.text)}`;
      case 'cost':
        return 'mana cost: hybrid or Phyrexian symbols';
      case 'value':
        return u.text.toLowerCase().replace(/\d+/g, 'N');
      case 'layout':
        return `layout: ${record.layout} face`;
    }
  };
  const other = (p: CardProblem): string =>
    p.code === CardProblemCodes.typeUnknown
      ? `type: ${([...(face?.supertypes ?? []), ...(face?.types ?? [])][p.index ?? -1] ?? '').toLowerCase()}`
      : `${p.field}: ${p.code}`;
  return [
    ...(def.unmodelled ?? []).map(u => ({
      kind: u.kind,
      text: u.text,
      shape: unmodelled(u),
      ...(u.stoppedAt ? { stoppedAt: u.stoppedAt } : {}),
    })),
    ...problems.filter(p => !p.unmodelled).map(p => ({ kind: 'problem' as const, text: p.message, shape: other(p) })),
  ];
}

/** The names a card's text calls itself by: the card's, each face's, and a legend's short name ("Foo" of "Foo, the Bar"). */
function selfNames(record: CardRecord): string[] {
  const names = [record.name, ...record.faces.map(f => f.name)];
  return [...new Set([...names, ...names.map(n => n.split(', ')[0]!)])]
    .filter(n => n.length > 0)
    .sort((a, b) => b.length - a.length);
}

const NUMBER_WORDS = /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|x)\b/g;

/**
 * A sentence's shape: reminder text dropped, the card's own names `~`, other card names after "named" `<name>`,
 * mana symbols `{cost}`, numbers `N`; an activated ability is its cost and `<effect>`, a triggered one its trigger
 * and `<effect>`, so that abilities differing only in what they do group together.
 */
export function sentenceShape(sentence: string, names: readonly string[]): string {
  let s = sentence.replace(/\s*\([^)]*\)/g, '');
  // Names are matched as text (withSelfReferences), never compiled into a regular expression.
  for (const name of names) s = withSelfReferences(s, name);
  s = normalise(
    s
      .replace(/\bthis (?:creature|spell|permanent|artifact|enchantment|land)\b/gi, '~')
      .replace(/\bnamed [^,.;]+/gi, 'named <name>'),
  );
  const activated = /^([^:"]+):\s*\S/.exec(s);
  if (activated) return `${activated[1]}: <effect>`;
  const triggered = /^((?:when|whenever|at)\b[^,]+),\s*\S/.exec(s);
  return triggered ? `${triggered[1]}, <effect>` : s;
}

/** Lower case, mana symbols `{cost}`, numbers `N`, the tap symbol kept; no final period. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/(?:\{(?!t\}|q\})[^}]*\})+/g, '{cost}')
    .replace(/\{t\}/g, '{T}')
    .replace(/\{q\}/g, '{Q}')
    .replace(/\d+/g, 'N')
    .replace(NUMBER_WORDS, 'N')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.$/, '');
}
