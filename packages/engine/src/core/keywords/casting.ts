import { defineKeyword } from './entry.js';

/**
 * Keywords that change how spells are cast and what may be done while they are on the stack (CR 702), each one entry;
 * casting (play/apply.ts) and activating (rules/activate.ts) ask for them by name.
 */

declare module './entry.js' {
  interface KeywordSpellings {
    'split second': true;
    convoke: true;
    improvise: true;
    delve: true;
    retrace: true;
    rebound: true;
  }
}

export const CASTING = [
  // Split second (702.61a): while the spell is on the stack, no one casts another spell or activates an ability that
  // isn't a mana ability (702.61b); special actions and triggers go on.
  defineKeyword<'split second'>({ name: 'split second', rule: '702.61a' }),
  // Convoke (702.51a), improvise (702.126a), delve (702.66a): parts of the total cost paid by tapping creatures or
  // artifacts or exiling cards from the graveyard, as the cast names them (`events/keyword-payment.ts`).
  defineKeyword<'convoke'>({ name: 'convoke', rule: '702.51a' }),
  defineKeyword<'improvise'>({ name: 'improvise', rule: '702.126a' }),
  defineKeyword<'delve'>({ name: 'delve', rule: '702.66a' }),
  // Retrace (702.81a): cast from its owner's graveyard, discarding a land card as an additional cost (`discarding`,
  // else the first land card in hand).
  defineKeyword<'retrace'>({ name: 'retrace', rule: '702.81a' }),
  // Rebound (702.88a): cast from the hand, exiled as it resolves, and cast again from exile at its controller's next
  // upkeep without paying its mana cost (`play/resolve.ts`, `effects/cast-free.ts`).
  defineKeyword<'rebound'>({ name: 'rebound', rule: '702.88a' }),
] as const;
