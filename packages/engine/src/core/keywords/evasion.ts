import { defineKeyword, type KeywordView } from './entry.js';

/** Evasion abilities (509.1b): who can't block a creature that has them. */

declare module './entry.js' {
  interface KeywordSpellings {
    flying: true;
    reach: true;
    shadow: true;
    horsemanship: true;
    fear: true;
    intimidate: true;
    skulk: true;
    menace: true;
    'nonbasic landwalk': true;
    plainswalk: true;
    islandwalk: true;
    swampwalk: true;
    mountainwalk: true;
    forestwalk: true;
    [qualified: `${'snow' | 'legendary'} ${string}walk`]: true;
    desertwalk: true;
  }
}

/** A basic land type as landwalk spells it (CR 702.14). */
export type LandwalkType = 'plains' | 'island' | 'swamp' | 'mountain' | 'forest';

const article = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);
const controls = (view: KeywordView, player: string, test: (id: string) => boolean) =>
  view.state.battlefield.some(id => view.controller(id) === player && view.isType(id, 'Land') && test(id));

export const flying = defineKeyword<'flying'>({
  name: 'flying',
  rule: '702.9',
  evasion: (v, a, b) =>
    v.has(b, 'flying') || v.has(b, 'reach')
      ? undefined
      : {
          rule: '702.9b',
          code: 'combat/evasion-flying',
          why: `${v.name(a)} has flying and ${v.name(b)} has neither flying nor reach`,
        },
});

/** Reach matters only to flying's restriction (702.17b). */
export const reach = defineKeyword<'reach'>({ name: 'reach', rule: '702.17' });

export const shadow = defineKeyword<'shadow'>({
  name: 'shadow',
  rule: '702.28',
  evasion: (v, a, b) =>
    v.has(b, 'shadow')
      ? undefined
      : { rule: '702.28b', code: 'combat/evasion-shadow', why: `${v.name(a)} has shadow and ${v.name(b)} doesn't` },
  blocking: (v, b, a) =>
    v.has(a, 'shadow')
      ? undefined
      : {
          rule: '702.28b',
          code: 'combat/evasion-shadow',
          why: `${v.name(b)} has shadow and can block only creatures with shadow`,
        },
});

export const horsemanship = defineKeyword<'horsemanship'>({
  name: 'horsemanship',
  rule: '702.31',
  evasion: (v, a, b) =>
    v.has(b, 'horsemanship')
      ? undefined
      : {
          rule: '702.31b',
          code: 'combat/evasion-horsemanship',
          why: `${v.name(a)} has horsemanship and ${v.name(b)} doesn't`,
        },
});

export const fear = defineKeyword<'fear'>({
  name: 'fear',
  rule: '702.36',
  evasion: (v, a, b) =>
    v.isType(b, 'Artifact') || v.colors(b).includes('B')
      ? undefined
      : {
          rule: '702.36b',
          code: 'combat/evasion-fear',
          why: `${v.name(a)} has fear and ${v.name(b)} is neither an artifact creature nor black`,
        },
});

export const intimidate = defineKeyword<'intimidate'>({
  name: 'intimidate',
  rule: '702.13',
  evasion: (v, a, b) =>
    v.isType(b, 'Artifact') || v.colors(b).some(c => v.colors(a).includes(c))
      ? undefined
      : {
          rule: '702.13b',
          code: 'combat/evasion-intimidate',
          why: `${v.name(a)} has intimidate and ${v.name(b)} is neither an artifact creature nor shares a color with it`,
        },
});

export const skulk = defineKeyword<'skulk'>({
  name: 'skulk',
  rule: '702.118',
  evasion: (v, a, b) =>
    v.power(b) <= v.power(a)
      ? undefined
      : {
          rule: '702.118b',
          code: 'combat/evasion-skulk',
          why: `${v.name(a)} has skulk and ${v.name(b)} has greater power (${v.power(b)} > ${v.power(a)})`,
        },
});

/** Menace is a restriction on the number of blockers (702.111b): the declaration as a whole checks it. */
export const menace = defineKeyword<'menace'>({ name: 'menace', rule: '702.111' });

/**
 * "[Type]walk" (702.14a, c): a basic land type ("islandwalk"), Desert, or a supertype with a land type or "land"
 * ("snow swampwalk", "legendary landwalk") — a land the defending player controls with all of them.
 */
const LANDWALK = /^(?:(snow|legendary) )?(plains|island|swamp|mountain|forest|desert|land)walk$/;

export const landwalk = defineKeyword<`${LandwalkType}walk` | `${'snow' | 'legendary'} ${string}walk` | 'desertwalk'>({
  name: '<land type>walk',
  reads: LANDWALK,
  // Plain "landwalk" names no type.
  accepts: m => m[1] !== undefined || m[2] !== 'land',
  rule: '702.14',
  evasion: (v, a, _b, keyword, defender) => {
    const [, supertype, type] = LANDWALK.exec(keyword)!;
    const sub = type === 'land' ? undefined : asType(type!);
    const sup = supertype && asType(supertype);
    const fits = (id: string) =>
      (!sub || v.subtypes(id).includes(sub)) &&
      (!sup || (v.state.objects[id]!.def.supertypes as readonly string[]).includes(sup));
    return controls(v, defender, fits)
      ? {
          rule: '702.14c',
          code: 'combat/evasion-landwalk',
          why: `${v.name(a)} has ${keyword} and ${defender} controls ${article([sup, sub ?? 'land'].filter(Boolean).join(' '))}`,
        }
      : undefined;
  },
});

export const nonbasicLandwalk = defineKeyword<'nonbasic landwalk'>({
  name: 'nonbasic landwalk',
  rule: '702.14',
  evasion: (v, a, _b, _k, defender) =>
    controls(v, defender, id => !v.state.objects[id]!.def.supertypes.includes('Basic'))
      ? {
          rule: '702.14c',
          code: 'combat/evasion-landwalk',
          why: `${v.name(a)} has nonbasic landwalk and ${defender} controls a nonbasic land`,
        }
      : undefined,
});

const asType = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The land type of a basic landwalk keyword ("Island" for "islandwalk"), or undefined. */
export function landwalkType(keyword: string): string | undefined {
  const m = /^(plains|island|swamp|mountain|forest)walk$/.exec(keyword);
  return m ? asType(m[1]!) : undefined;
}

export const EVASION = [
  flying,
  reach,
  shadow,
  horsemanship,
  fear,
  intimidate,
  skulk,
  menace,
  landwalk,
  nonbasicLandwalk,
] as const;
