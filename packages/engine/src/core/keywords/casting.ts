import { MAX_AMOUNT, parseManaCost } from '../cards.js';
import type { Ability, AbilityCost, CardDef, CardObject, ManaCost } from '../types.js';
import { defineKeyword, type KeywordReader } from './entry.js';
import { keywordCost, paidWith, writtenCost } from './abilities.js';

/**
 * Keywords that change how spells are cast and what may be done while they are on the stack (CR 702), each one entry;
 * casting (play/apply.ts) and activating (rules/activate.ts) ask for them by name.
 */

declare module './entry.js' {
  interface KeywordSpellings {
    'split second': true;
    convoke: true;
    assist: true;
    improvise: true;
    delve: true;
    retrace: true;
    'jump-start': true;
    fuse: true;
    aftermath: true;
    rebound: true;
    [suspend: `suspend ${number}${string}`]: true;
    [surge: `surge ${string}`]: true;
    [spectacle: `spectacle ${string}`]: true;
    [prowl: `prowl ${string}`]: true;
    [miracle: `miracle ${string}`]: true;
    [emerge: `emerge ${string}`]: true;
    conspire: true;
    [splice: `splice onto ${string}`]: true;
    [awaken: `awaken ${number}${string}`]: true;
    [ripple: `ripple ${number}`]: true;
    cascade: true;
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

const AWAKEN = /^awaken (\d+)\s*[\u2014\u2013-]\s*((?:\{[^}]+\})+)$/;

// "Splice onto Arcane {1}{R}", "Splice onto Arcane\u2014Exile four cards from your graveyard." (its period isn't the cost's).
const SPLICE = /^splice onto (arcane|instant or sorcery)(?: ((?:\{[^}]+\})+)|\s*[\u2014\u2013-]\s*(.+?)\.?)$/;

/**
 * What a card's splice ability splices onto (702.47a): Arcane spells, or instant and sorcery spells, and its splice
 * cost, or undefined when it has none.
 */
export function spliceOf(
  def: CardDef,
): { readonly onto: 'arcane' | 'instant or sorcery'; readonly cost: AbilityCost } | undefined {
  const m = def.keywords.map(k => SPLICE.exec(k)).find(found => found !== null);
  const cost = def.abilities.find(
    (a): a is Extract<Ability, { kind: 'keywordCost' }> => a.kind === 'keywordCost' && a.keyword === 'splice',
  )?.cost;
  return m && cost ? { onto: m[1] as 'arcane' | 'instant or sorcery', cost } : undefined;
}

/** A mana cost without X: a morph cost with X (702.37f) isn't modelled. */
const noX = (text: string) => {
  const parsed = parseManaCost(text);
  return parsed.ok && parsed.cost.x === 0;
};

/**
 * A card's morph cost (702.37a; mana, or more than mana: "Morph\u2014Discard a card"), and whether it is a megamorph
 * cost (702.37b), or undefined: its keyword's `keywordCost` ability.
 */
export function morphOf(def: CardDef): { readonly cost: AbilityCost; readonly mega: boolean } | undefined {
  for (const a of def.abilities)
    if (a.kind === 'keywordCost' && (a.keyword === 'morph' || a.keyword === 'megamorph'))
      return { cost: a.cost, mega: a.keyword === 'megamorph' };
  return undefined;
}

/** What a card cast face down is (702.37a, 708.2): a 2/2 creature with no text, no name, no subtypes, no mana cost. */
export const FACE_DOWN: CardDef = {
  name: 'a face-down creature',
  supertypes: [],
  types: ['Creature'],
  subtypes: [],
  power: 2,
  toughness: 2,
  keywords: [],
  abilities: [],
  colors: [],
};

/**
 * What a card with bestow is cast bestowed (702.103b): an Aura enchantment with enchant creature — its new type and
 * subtype replace its others (205.1a), so it is no creature — or undefined when it has no bestow.
 */
export function bestowedAura(def: CardDef): CardDef | undefined {
  if (!keywordCost(def, 'bestow')) return undefined;
  return {
    ...def,
    types: ['Enchantment'],
    subtypes: ['Aura'],
    keywords: [...def.keywords, 'enchant creature'],
  };
}

/** A bestowed Aura or Aura spell that ceases to be bestowed (702.103e-f): its card again, the same object. */
export function unbestowed(obj: CardObject): CardObject {
  const { castAs: _bestowed, printed, ...rest } = obj;
  return { ...rest, def: printed ?? obj.def };
}

/**
 * "You may pay [cost] rather than pay this spell's mana cost if [condition]": an alternative cost (118.9), cast `for
 * its alternative cost`, under a condition asked as it is cast.
 */
function alternativeIf(reader: KeywordReader, keyword: string, condition: string): Ability[] {
  const cost = parseManaCost(keyword.slice(keyword.indexOf(' ') + 1));
  const holds = reader.condition(condition);
  return cost.ok && holds ? [{ kind: 'alternativeCost', cost: { mana: cost.cost }, condition: holds }] : [];
}

export const CASTING = [
  // Split second (702.61a): while the spell is on the stack, no one casts another spell or activates an ability that
  // isn't a mana ability (702.61b); special actions and triggers go on.
  defineKeyword<'split second'>({ name: 'split second', rule: '702.61a' }),
  // Convoke (702.51a), improvise (702.126a), delve (702.66a): parts of the total cost paid by tapping creatures or
  // artifacts or exiling cards from the graveyard, as the cast names them (`events/keyword-payment.ts`).
  defineKeyword<'convoke'>({ name: 'convoke', rule: '702.51a' }),
  // Assist (702.132a): another player the caster chooses pays part of the generic mana (`assisted by Bob for {2}`).
  defineKeyword<'assist'>({ name: 'assist', rule: '702.132a' }),
  defineKeyword<'improvise'>({ name: 'improvise', rule: '702.126a' }),
  defineKeyword<'delve'>({ name: 'delve', rule: '702.66a' }),
  // Retrace (702.81a): cast from its owner's graveyard, discarding a land card as an additional cost (`discarding`,
  // else the first land card in hand).
  defineKeyword<'retrace'>({ name: 'retrace', rule: '702.81a' }),
  // Jump-start (702.133a): cast from its owner's graveyard, discarding a card as an additional cost (`discarding`,
  // else the first card in hand), and exiled as it leaves the stack (`play/apply.ts`, `events/replacement.ts`).
  defineKeyword<'jump-start'>({ name: 'jump-start', rule: '702.133a' }),
  // Fuse (702.102a): a split card cast from the hand may be cast as both its halves (`play/apply.ts`, `fused`).
  defineKeyword<'fuse'>({ name: 'fuse', rule: '702.102a' }),
  // Aftermath (702.127a): its half is cast only from a graveyard, and exiled as it leaves the stack (`play/apply.ts`,
  // `events/replacement.ts`).
  defineKeyword<'aftermath'>({ name: 'aftermath', rule: '702.127a' }),
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
  // Morph and megamorph (702.37a–b): cast face down for {3} (`Alice casts … face down`) as `FACE_DOWN`, turned face up
  // for the morph cost as a special action (`Alice turns … face up`, 702.37e); megamorph adds a +1/+1 counter.
  // A morph cost may be more than mana ("Morph\u2014Pay 5 life"): any cost an activated ability may have that doesn't
  // tap, sacrifice or move the card itself, paid as it is turned face up.
  defineKeyword<`morph${string}`>({
    name: 'morph {cost}',
    ...paidWith('morph'),
    accepts: m => m[1] === undefined || noX(m[1]),
    rule: '702.37a',
    abilities: (r, k) => writtenCost(r, 'morph', k),
  }),
  defineKeyword<`megamorph${string}`>({
    name: 'megamorph {cost}',
    ...paidWith('megamorph'),
    accepts: m => m[1] === undefined || noX(m[1]),
    rule: '702.37b',
    abilities: (r, k) => writtenCost(r, 'megamorph', k),
  }),
  // Surge (702.117a): its alternative cost "if you or one of your teammates has cast another spell this turn" — in a
  // game without teams, you.
  defineKeyword<`surge ${string}`>({
    name: 'surge {cost}',
    reads: /^surge ((?:\{[^}]+\})+)$/,
    accepts: m => parseManaCost(m[1]!).ok,
    rule: '702.117a',
    abilities: (r, k) => alternativeIf(r, k, "you've cast another spell this turn"),
  }),
  // Spectacle (702.137a): its alternative cost "if an opponent lost life this turn".
  defineKeyword<`spectacle ${string}`>({
    name: 'spectacle {cost}',
    reads: /^spectacle ((?:\{[^}]+\})+)$/,
    accepts: m => parseManaCost(m[1]!).ok,
    rule: '702.137a',
    abilities: (r, k) => alternativeIf(r, k, 'an opponent lost life this turn'),
  }),
  // Prowl (702.76a): its alternative cost if a player was dealt combat damage this turn by a source you controlled
  // then that had any of this spell's creature types.
  defineKeyword<`prowl ${string}`>({
    name: 'prowl {cost}',
    reads: /^prowl ((?:\{[^}]+\})+)$/,
    accepts: m => parseManaCost(m[1]!).ok,
    rule: '702.76a',
    abilities: (_r, k) => {
      const cost = parseManaCost(k.slice(k.indexOf(' ') + 1));
      return cost.ok ? [{ kind: 'alternativeCost', cost: { mana: cost.cost }, condition: { kind: 'prowl' } }] : [];
    },
  }),
  // Emerge (702.119a): an alternative cost (`for its alternative cost`) of mana and a creature sacrificed (the one the
  // cast names, else the first that fits), the total cost less that creature's mana value (`play/apply.ts`).
  defineKeyword<`emerge ${string}`>({
    name: 'emerge {cost}',
    reads: /^emerge ((?:\{[^}]+\})+)$/,
    accepts: m => noX(m[1]!),
    rule: '702.119a',
    abilities: (_r, k) => {
      const cost = parseManaCost(k.slice(k.indexOf(' ') + 1));
      return cost.ok
        ? [{ kind: 'alternativeCost', cost: { mana: cost.cost, sacrifice: { types: ['Creature'] } }, emerge: true }]
        : [];
    },
  }),
  // Replicate (702.56a): an additional cost paid any number of times (`replicated x2`), and a cast trigger copying the
  // spell once for each payment. A mana cost without X.
  defineKeyword<`replicate ${string}`>({
    name: 'replicate {cost}',
    reads: /^replicate ((?:\{[^}]+\})+)$/,
    accepts: m => noX(m[1]!),
    rule: '702.56a',
    abilities: r =>
      r.spelledOut(
        'When you cast this spell, if a replicate cost was paid for it, copy that spell for each time its replicate cost was paid. If the spell has any targets, you may choose new targets for any of the copies.',
      ),
  }),
  // Conspire (702.78a): an additional cost of tapping two untapped creatures you control that share a color with the
  // spell (`conspiring a, b`; not paid when left out), and a cast trigger copying the spell once if it was paid.
  defineKeyword<'conspire'>({
    name: 'conspire',
    rule: '702.78a',
    abilities: r =>
      r.spelledOut(
        'When you cast this spell, if its conspire cost was paid, copy that spell. If the spell has any targets, you may choose new targets for the copy.',
      ),
  }),
  // Splice onto Arcane / onto instant or sorcery (702.47a): revealed from the hand as such a spell is cast
  // (`splicing card`), its splice cost paid as an additional cost and its instructions added after the spell's own; the
  // card stays in the hand. A cost of mana without X, or one the casting cost reader knows.
  defineKeyword<`splice onto ${string}`>({
    name: 'splice onto {quality} {cost}',
    reads: SPLICE,
    accepts: m => m[2] === undefined || noX(m[2]),
    rule: '702.47a',
    abilities: (r, k) => {
      const m = SPLICE.exec(k)!;
      const mana = m[2] !== undefined ? parseManaCost(m[2]) : undefined;
      const cost = mana ? (mana.ok ? { mana: mana.cost } : undefined) : r.castingCost(m[3]!);
      return cost ? [{ kind: 'keywordCost', keyword: 'splice', cost }] : [];
    },
  }),
  // Awaken N—[cost] (702.113a): an alternative cost (`awakened`) that adds a target land of its caster's and what
  // happens to it after the spell's own instructions. A mana cost without X.
  defineKeyword<`awaken ${number}${string}`>({
    name: 'awaken N—{cost}',
    reads: AWAKEN,
    accepts: m => Number(m[1]) >= 1 && Number(m[1]) <= MAX_AMOUNT && noX(m[2]!),
    rule: '702.113a',
    abilities: (r, k) => {
      const m = AWAKEN.exec(k)!;
      const cost = parseManaCost(m[2]!);
      const added = r.instructions(
        `Put ${m[1]} +1/+1 counters on target land you control. It becomes a 0/0 Elemental creature with haste. It's still a land.`,
      );
      return cost.ok && added ? [{ kind: 'awaken', cost: cost.cost, ...added }] : [];
    },
  }),
  // Ripple N (702.60a): a cast trigger revealing the top N cards of its caster's library, who may cast those with its
  // name without paying their mana costs (`effects/ripple.ts`).
  defineKeyword<`ripple ${number}`>({
    name: 'ripple N',
    reads: /^ripple (\d+)$/,
    accepts: m => Number(m[1]) >= 1 && Number(m[1]) <= MAX_AMOUNT,
    rule: '702.60a',
    abilities: (r, k) => r.spelledOut(`When you cast this spell, ${k}.`),
  }),
  // Cascade (702.85a): a cast trigger exiling cards from the top of its caster's library until a nonland card with a
  // lesser mana value, which they may cast without paying its mana cost (`effects/cascade.ts`). Each instance
  // triggers separately (702.85c).
  defineKeyword<'cascade'>({
    name: 'cascade',
    reads: /^cascade$/,
    rule: '702.85a',
    abilities: r => r.spelledOut('When you cast this spell, cascade.'),
  }),
  // Miracle (702.94a): revealed as it is drawn first in a turn (by default), its trigger lets its owner cast it from
  // their hand for the miracle cost (by default they do, 608.2d; `Alice declines` keeps it). A cost without X.
  defineKeyword<`miracle ${string}`>({
    name: 'miracle {cost}',
    reads: /^miracle ((?:\{[^}]+\})+)$/,
    accepts: m => noX(m[1]!),
    rule: '702.94a',
    abilities: (r, k) =>
      r.spelledOut(
        `When you reveal ~ this way, you may cast ~ by paying ${k.slice(k.indexOf(' ') + 1).toUpperCase()} rather than its mana cost.`,
      ),
  }),
] as const;
