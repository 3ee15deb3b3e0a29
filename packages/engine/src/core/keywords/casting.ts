import { defineKeyword } from './entry.js';

/**
 * Keywords that change how spells are cast and what may be done while they are on the stack (CR 702), each one entry;
 * casting (play/apply.ts) and activating (rules/activate.ts) ask for them by name.
 */

declare module './entry.js' {
  interface KeywordSpellings {
    'split second': true;
  }
}

export const CASTING = [
  // Split second (702.61a): while the spell is on the stack, no one casts another spell or activates an ability that
  // isn't a mana ability (702.61b); special actions and triggers go on.
  defineKeyword<'split second'>({ name: 'split second', rule: '702.61a' }),
] as const;
