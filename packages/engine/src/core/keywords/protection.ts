import { COLOR_NAMES, COLORS, type ColorName } from '../cards.js';
import type { CardType, Color, ObjectId } from '../types.js';
import { defineKeyword, type Keyword, type KeywordEntry, type KeywordView } from './entry.js';
import { hasSubtype } from './creature-types.js';

declare module './entry.js' {
  interface KeywordSpellings {
    'protection from white': true;
    'protection from blue': true;
    'protection from black': true;
    'protection from red': true;
    'protection from green': true;
    'protection from everything': true;
    'protection from all colors': true;
    'protection from multicolored': true;
    'protection from monocolored': true;
    'protection from colorless': true;
    [types: `protection from ${string}s`]: true;
  }
}

/**
 * The qualities besides one color (702.16a): "everything" (702.16j), "all colors" (702.16h), colorfulness, and card
 * types and creature types in the plural ("creatures", "goblins").
 */
export type ProtectionQuality =
  'everything' | 'all colors' | 'multicolored' | 'monocolored' | 'colorless' | `${string}s`;

/** The color named by "protection from X". */
export function protectionColor(keyword: string): Color | undefined {
  const m = /^protection from (white|blue|black|red|green)$/.exec(keyword);
  return m ? COLORS.find(c => COLOR_NAMES[c] === m[1]) : undefined;
}

/** "Protection from creatures": the card types written in the plural (702.16a). */
const TYPES: Readonly<Record<string, CardType>> = {
  artifacts: 'Artifact',
  creatures: 'Creature',
  enchantments: 'Enchantment',
  instants: 'Instant',
  sorceries: 'Sorcery',
  lands: 'Land',
  planeswalkers: 'Planeswalker',
};
/** Plurals that aren't the singular with an "s" ("protection from Elves"). */
const IRREGULAR: Readonly<Record<string, string>> = { elves: 'elf', dwarves: 'dwarf', wolves: 'wolf' };

/** Whether `source` has the quality the keyword states (702.16a), or undefined when it isn't a quality read here. */
function quality(keyword: string): ((v: KeywordView, source: ObjectId) => boolean) | undefined {
  const m = /^protection from (.+)$/.exec(keyword);
  if (!m) return undefined;
  const q = m[1]!;
  const color = protectionColor(keyword);
  if (color) return (v, source) => v.colors(source).includes(color);
  if (q === 'everything') return () => true;
  if (q === 'all colors') return (v, source) => v.colors(source).length > 0;
  if (q === 'multicolored') return (v, source) => v.colors(source).length > 1;
  if (q === 'monocolored') return (v, source) => v.colors(source).length === 1;
  if (q === 'colorless') return (v, source) => v.colors(source).length === 0;
  const type = TYPES[q];
  if (type) return (v, source) => v.isType(source, type);
  // "Protection from Goblins": a creature type (702.16a), written as one word in the plural.
  if (!/^[a-z]+s$/.test(q)) return undefined;
  const singular = IRREGULAR[q] ?? q.slice(0, -1);
  const subtype = singular.charAt(0).toUpperCase() + singular.slice(1);
  return (v, source) =>
    hasSubtype(
      v.subtypes(source),
      v.has(source, 'changeling'),
      v.isType(source, 'Creature') || v.isType(source, 'Kindred'),
      subtype,
    );
}

/** What the blocker is that the keyword protects from, in a judge's words ("is red", "is a Goblin"). */
function described(keyword: string): string {
  const q = keyword.slice('protection from '.length);
  const color = protectionColor(keyword);
  if (color) return `is ${COLOR_NAMES[color]}`;
  if (q === 'all colors') return 'has a color';
  if (['multicolored', 'monocolored', 'colorless'].includes(q)) return `is ${q}`;
  const type = TYPES[q];
  if (type) return `is ${/^[AEIOU]/.test(type) ? 'an' : 'a'} ${type.toLowerCase()}`;
  const singular = IRREGULAR[q] ?? q.slice(0, -1);
  return `is ${/^[aeiou]/.test(singular) ? 'an' : 'a'} ${singular.charAt(0).toUpperCase()}${singular.slice(1)}`;
}

/**
 * Protection from a quality (702.16) — DEBT: it can't be Damaged (prevented, 702.16e), Enchanted or Equipped
 * (702.16c–d), Blocked (702.16f) or Targeted (702.16b) by anything with that quality; "from everything" by anything
 * (702.16j). The hooks read the quality once from the keyword the registry matched.
 */
function protectionEntry<K extends Keyword>(
  name: string,
  reads: RegExp,
  accepts?: (m: RegExpExecArray) => boolean,
): KeywordEntry<K> {
  const has = (v: KeywordView, source: ObjectId, keyword: string) => quality(keyword)!(v, source);
  return defineKeyword<K>({
    name,
    reads,
    ...(accepts ? { accepts } : {}),
    rule: '702.16',
    evasion: (v, a, b, keyword) =>
      has(v, b, keyword)
        ? {
            rule: '702.16f',
            code: 'combat/evasion-protection',
            why:
              (keyword as string) === 'protection from everything'
                ? `${v.name(a)} has protection from everything`
                : `${v.name(a)} has ${keyword} and ${v.name(b)} ${described(keyword)}`,
          }
        : undefined,
    untargetable: (v, target, source, keyword) =>
      source.object !== undefined && has(v, source.object, keyword)
        ? { rule: '702.16b', reason: `${v.name(target)} has ${keyword}` }
        : undefined,
    preventsDamageFrom: (v, source, keyword) => has(v, source, keyword),
    protectsFrom: (v, source, keyword) => has(v, source, keyword),
  });
}

export const protection = protectionEntry<`protection from ${ColorName}`>(
  'protection from <color>',
  /^protection from (white|blue|black|red|green)$/,
);

export const protectionFromQuality = protectionEntry<`protection from ${ProtectionQuality}`>(
  'protection from <quality>',
  /^protection from (.+)$/,
  m => protectionColor(m[0]) === undefined && quality(m[0]) !== undefined,
);

export const PROTECTION = [protection, protectionFromQuality] as const;
