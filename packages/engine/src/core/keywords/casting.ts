import { MAX_AMOUNT, parseManaCost } from '../cards.js';
import type { CardDef, ManaCost } from '../types.js';
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
    [suspend: `suspend ${number}${string}`]: true;
  }
}

// \u2014 is an em dash, \u2013 an en dash (escapes keep the CLI's bundle ASCII, scripts/bundle.mjs).
const SUSPEND = /^suspend (\d+)\s*[\u2014\u2013-]\s*((?:\{[^}]+\})+)$/;

/** A card's "suspend N—[cost]" (702.62a): its number of time counters and its cost, or undefined. */
export function suspendOf(def: CardDef): { readonly n: number; readonly cost: ManaCost } | undefined {
  for (const k of def.keywords) {
    const m = SUSPEND.exec(k);
    const cost = m ? parseManaCost(m[2]!) : undefined;
    if (cost?.ok && cost.cost.x === 0) return { n: Number(m![1]), cost: cost.cost };
  }
  return undefined;
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
  // Suspend N—[cost] (702.62a): exiled from the hand with N time counters as a special action (116.2f, `Alice
  // suspends …`); one comes off each upkeep of its owner, and with the last it is cast without paying its mana cost —
  // a creature with haste (`play/apply.ts`, `rules/turn.ts`, `effects/suspend.ts`). A number and a mana cost only.
  defineKeyword<`suspend ${number}${string}`>({
    name: 'suspend N—{cost}',
    reads: SUSPEND,
    accepts: m => Number(m[1]) >= 1 && Number(m[1]) <= MAX_AMOUNT && parseManaCost(m[2]!).ok && !/x/.test(m[2]!),
    rule: '702.62a',
  }),
] as const;
