import { defineKeyword } from './entry.js';

/** Keywords that forbid being targeted (115.1): shroud by anyone, hexproof by opponents. */

declare module './entry.js' {
  interface KeywordSpellings {
    shroud: true;
    hexproof: true;
  }
}

export const shroud = defineKeyword<'shroud'>({
  name: 'shroud',
  rule: '702.18',
  untargetable: (v, target) => ({ rule: '702.18a', reason: `${v.name(target)} has shroud` }),
});

export const hexproof = defineKeyword<'hexproof'>({
  name: 'hexproof',
  rule: '702.11',
  untargetable: (v, target, source) =>
    v.controller(target) !== source.controller
      ? { rule: '702.11b', reason: `${v.name(target)} has hexproof and is controlled by an opponent` }
      : undefined,
});

export const TARGETING = [shroud, hexproof] as const;
