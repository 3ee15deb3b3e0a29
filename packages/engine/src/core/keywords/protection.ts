import { COLOR_NAMES, COLORS, type ColorName } from '../cards.js';
import type { Color } from '../types.js';
import { defineKeyword } from './entry.js';

declare module './entry.js' {
  interface KeywordSpellings {
    'protection from white': true;
    'protection from blue': true;
    'protection from black': true;
    'protection from red': true;
    'protection from green': true;
  }
}

/** The color named by "protection from X". */
export function protectionColor(keyword: string): Color | undefined {
  const m = /^protection from (white|blue|black|red|green)$/.exec(keyword);
  return m ? COLORS.find(c => COLOR_NAMES[c] === m[1]) : undefined;
}

/**
 * Protection from a color (702.16): DEBT — it can't be Damaged (prevented, 702.16e), Enchanted or Equipped, Blocked
 * (702.16f) or Targeted (702.16b) by anything of that color.
 */
export const protection = defineKeyword<`protection from ${ColorName}`>({
  name: 'protection from <color>',
  reads: /^protection from (white|blue|black|red|green)$/,
  rule: '702.16',
  evasion: (v, a, b, keyword) => {
    const color = protectionColor(keyword)!;
    return v.colors(b).includes(color)
      ? {
          rule: '702.16f',
          code: 'combat/evasion-protection',
          why: `${v.name(a)} has ${keyword} and ${v.name(b)} is ${COLOR_NAMES[color]}`,
        }
      : undefined;
  },
  // Protection from a color matters only to a source that has a color.
  untargetable: (v, target, source, keyword) =>
    source.colors.includes(protectionColor(keyword)!)
      ? { rule: '702.16b', reason: `${v.name(target)} has ${keyword}` }
      : undefined,
  preventsDamageFrom: (colors, keyword) => colors.includes(protectionColor(keyword)!),
});

export const PROTECTION = [protection] as const;
