import { CardProblemCodes, type CardProblem } from '../reader/define.js';
import { withSelfReferences } from '../reader/card-text.js';
import type { Unmodelled } from '../core/types.js';
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
}

export interface CoverageShape {
  /** Normalised: the card's name `~`, numbers `N`, mana symbols `{cost}`, an ability's effect `<effect>`. */
  readonly shape: string;
  /** Cards with at least one part of this shape. */
  readonly cards: number;
  /** Cards whose only not-understood shape this is: they would be fully understood if the engine read it. */
  readonly unlocks: number;
}

const TOP_SHAPES = 30;

/** How much of a card collection the engine fully understands, and what it would take to understand more. */
export function cardCoverage(cards: Iterable<CardRecord>): CardCoverage {
  let total = 0;
  let full = 0;
  const types = new Map<CoverageType, { cards: number; fullyUnderstood: number }>();
  const shapes = new Map<string, { cards: number; unlocks: number }>();
  for (const record of cards) {
    total++;
    const own = cardShapes(record);
    const type = coverageType(record);
    const entry = types.get(type) ?? { cards: 0, fullyUnderstood: 0 };
    types.set(type, entry);
    entry.cards++;
    if (own.size === 0) {
      full++;
      entry.fullyUnderstood++;
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
    total,
    fullyUnderstood: full,
    byType: [...COVERAGE_TYPES, 'other' as const].flatMap(type => {
      const entry = types.get(type);
      return entry ? [{ type, ...entry }] : [];
    }),
    shapes: [...shapes]
      .map(([shape, counts]) => ({ shape, ...counts }))
      .sort(
        (a, b) => b.cards - a.cards || b.unlocks - a.unlocks || (a.shape < b.shape ? -1 : a.shape > b.shape ? 1 : 0),
      )
      .slice(0, TOP_SHAPES),
  };
}

function coverageType(record: CardRecord): CoverageType {
  const types = (record.faces[0]?.types ?? []).map(t => t.toLowerCase());
  return COVERAGE_TYPES.find(t => types.includes(t)) ?? 'other';
}

/** The shapes of what a card's engine form lacks: what it leaves unmodelled, and its problems of any other kind. */
function cardShapes(record: CardRecord): Set<string> {
  const { def, problems } = cardFromRecord(record);
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
  return new Set([...(def.unmodelled ?? []).map(unmodelled), ...problems.filter(p => !p.unmodelled).map(other)]);
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
