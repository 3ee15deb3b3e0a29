import { MAX_AMOUNT, parseManaCost } from '../cards.js';
import type {
  Ability,
  AbilityCost,
  CardDef,
  Effect,
  ManaCost,
  ObjectFilter,
  TargetSpec,
  WrittenKeywordCost,
} from '../types.js';
import { readPermanents } from '../phrases.js';
import { asWritten, defineKeyword, type KeywordReader } from './entry.js';
import { isCreatureType } from './creature-types.js';

/**
 * Keywords that stand for abilities written out in the rules (CR 702): each entry gives the abilities it means,
 * built from the same registries as written text (`KeywordReader`), and keywords with a cost or a number.
 */

declare module './entry.js' {
  interface KeywordSpellings {
    prowess: true;
    evolve: true;
    persist: true;
    undying: true;
    exalted: true;
    riot: true;
    unleash: true;
    sunburst: true;
    [unearth: `unearth ${string}`]: true;
    [scavenge: `scavenge ${string}`]: true;
    [embalm: `embalm ${string}`]: true;
    [reinforce: `reinforce ${number | 'x'}${string}`]: true;
    [transmute: `transmute ${string}`]: true;
    [transfigure: `transfigure ${string}`]: true;
    [dredge: `dredge ${number}`]: true;
    [devour: `devour ${number}`]: true;
    [amplify: `amplify ${number}`]: true;
    [outlast: `outlast ${string}`]: true;
    [levelUp: `level up ${string}`]: true;
    'totem armor': true;
    'umbra armor': true;
    extort: true;
    storm: true;
    gravestorm: true;
    'affinity for artifacts': true;
    undaunted: true;
    'living weapon': true;
    'for mirrodin!': true;
    [enchant: `enchant ${string}`]: true;
    [renown: `renown ${number}`]: true;
    [crew: `crew ${number}`]: true;
    [modular: `modular ${number}`]: true;
    [vanishing: `vanishing ${number}`]: true;
    vanishing: true;
    [fabricate: `fabricate ${number}`]: true;
    [tribute: `tribute ${number}`]: true;
    [costed: `${CostedKeyword} ${string}`]: true;
    [typecycling: `${string}cycling ${string}`]: true;
    [paidOtherwise: `${PaidWord}${string}`]: true;
    [ward: `ward ${string}`]: true;
    [ninjutsu: `ninjutsu ${string}` | `commander ninjutsu ${string}`]: true;
  }
}

/**
 * What "enchant [quality]" allows an Aura to be attached to (702.5a), as a permanent filter seen by the Aura's
 * controller ("creature you control"), or undefined when it isn't a permanent phrase the engine reads.
 */
export function enchantable(quality: string): ObjectFilter | undefined {
  return readPermanents(asPrinted(quality));
}

/**
 * A keyword's words as printed: its lower case with its subtypes' capitals back ("enchant Mountain you control",
 * "kicker\u2014sacrifice an artifact or Goblin"), for the phrase and cost readers.
 */
export function asPrinted(quality: string): string {
  return quality.replace(/(^|[\s-])([a-z][a-z']*)(?=$|\s)/g, (word, before: string, w: string) => {
    const written = w.charAt(0).toUpperCase() + w.slice(1);
    // "Islands", "Goblins": a plural names the subtype too.
    const named = [written, written.replace(/e?s$/, '')].some(t => isCreatureType(t) || NAMED_SUBTYPES.has(t));
    return named ? before + written : word;
  });
}

/**
 * Keywords are kept in lower case, and the phrase reader knows a subtype by its capital (205.3): the subtypes an
 * enchant line names get theirs back ("enchant mountain you control", "enchant non-wall creature"). Land types
 * (205.3i) and the artifact types that are attached or enchanted (205.3g); creature types from their list (205.3m).
 */
const NAMED_SUBTYPES = new Set([
  'Plains',
  'Island',
  'Swamp',
  'Mountain',
  'Forest',
  'Desert',
  'Gate',
  'Equipment',
  'Vehicle',
]);

/**
 * The enchant keywords among an Aura's keywords and what each allows, in order; empty when it has none. With several,
 * all of them apply (702.5c).
 */
export function enchantOf(keywords: readonly string[]): { readonly quality: string; readonly filter: ObjectFilter }[] {
  return keywords.flatMap(k => {
    const m = /^enchant (.+)$/.exec(k);
    const filter = m ? enchantable(m[1]!) : undefined;
    return filter ? [{ quality: asPrinted(m![1]!), filter }] : [];
  });
}

/** Whether an Aura's keywords say "enchant player" (702.5d): it is attached to a player, never to a permanent. */
export function enchantsPlayer(keywords: readonly string[]): boolean {
  return keywords.includes('enchant player');
}

/** Keywords written with a mana cost ("kicker {2}", "equip {1}"). */
export type CostedKeyword =
  | 'kicker'
  | 'multikicker'
  | 'cycling'
  | 'flashback'
  | 'equip'
  | 'evoke'
  | 'madness'
  | 'buyback'
  | 'entwine'
  | 'overload'
  | 'dash'
  | 'bestow'
  | 'escalate'
  | 'replicate';
const COSTED =
  /^(kicker|multikicker|cycling|flashback|equip|evoke|madness|buyback|entwine|overload|dash|bestow|escalate|replicate) ((?:\{[^}]+\})+)$/;

/** The cost in a keyword such as "kicker {2}{R}" when it is that keyword, or undefined. */
export function costedKeywordCost(keyword: string, name: CostedKeyword): ManaCost | undefined {
  const m = COSTED.exec(keyword.trim().toLowerCase());
  const parsed = m && m[1] === name ? parseManaCost(m[2]!) : undefined;
  return parsed?.ok ? parsed.cost : undefined;
}

/** The cost of the card's keyword `name` ("Kicker {cost}", 702.33a; "Flashback {cost}", 702.34a), or undefined. */
export function keywordCost(def: CardDef, name: CostedKeyword): ManaCost | undefined {
  for (const k of def.keywords) {
    const cost = costedKeywordCost(k, name);
    if (cost) return cost;
  }
  return undefined;
}

/** Typecycling (702.29e) searches for a type: "basic landcycling", "forestcycling", a subtype ("wizardcycling"). */
const TYPECYCLING = /^(basic land|[a-z]+)cycling ((?:\{[^}]+\})+)$/;

/** A typecycling keyword's type and cost ("forestcycling {2}", 702.29e), or undefined. */
export function typecyclingCost(keyword: string): { readonly type: string; readonly cost: ManaCost } | undefined {
  const m = TYPECYCLING.exec(keyword.trim().toLowerCase());
  const parsed = m ? parseManaCost(m[2]!) : undefined;
  return parsed?.ok ? { type: m![1]!, cost: parsed.cost } : undefined;
}

// \u2014 is an em dash, \u2013 an en dash (escapes keep the CLI's bundle ASCII, scripts/bundle.mjs).
const REINFORCE = /^reinforce (\d+|x)\s*[\u2014\u2013-]\s*((?:\{[^}]+\})+)$/;

const WARD = /^ward ((?:\{[^}]+\})+)$/;

const NINJUTSU = /^(?:commander )?ninjutsu ((?:\{[^}]+\})+)$/;

/** The mana cost of "ward {2}" (702.21a), or undefined. */
export function wardCost(keyword: string): { readonly text: string; readonly cost: ManaCost } | undefined {
  const m = WARD.exec(keyword.trim().toLowerCase());
  const parsed = m ? parseManaCost(m[1]!) : undefined;
  return parsed?.ok ? { text: m![1]!.toUpperCase(), cost: parsed.cost } : undefined;
}

/**
 * An ability of a card in its owner's hand, "[Cost], Discard this card: [effect]" (cycling 702.29a, 702.29e; reinforce
 * 702.77a).
 */
function cycling(
  keyword: string,
  cost: AbilityCost,
  effect: Effect,
  targets: readonly TargetSpec[] = [],
  isCycling?: true,
): Ability {
  return {
    kind: 'activated',
    cost: { ...cost, discardSelf: true },
    costText: asWritten(keyword),
    zone: 'hand',
    targets,
    effects: [effect],
    ...(isCycling ? { cycling: true } : {}),
  };
}

const DREDGE = /^dredge (\d+)$/;

/** A card's dredge N (702.52a), or undefined. */
export function dredgeOf(def: CardDef): number | undefined {
  for (const k of def.keywords) {
    const m = DREDGE.exec(k);
    if (m) return Number(m[1]);
  }
  return undefined;
}

/** Persist and undying: back from the graveyard with a counter, unless it died with one of that kind. */
const returnsWith = (reader: KeywordReader, counter: string) =>
  reader.spelledOut(
    `When this creature dies, if it had no ${counter} counters on it, return it to the battlefield under its owner's control with a ${counter} counter on it.`,
  );

/** "Renown 2": a keyword with a number, at most the engine's bound. */
const numbered = (word: string) => ({
  reads: new RegExp(`^${word} (\\d+)$`),
  accepts: (m: RegExpExecArray) => Number(m[1]) <= MAX_AMOUNT,
});
const costed = (word: string) => ({
  reads: new RegExp(`^${word} ((?:\\{[^}]+\\})+)$`),
  accepts: (m: RegExpExecArray) => parseManaCost(m[1]!).ok,
});
/**
 * A keyword with a mana cost ("equip {1}") or, after a dash, any cost an activated ability may have ("Equip—Pay 3
 * life.", "Cycling—Pay 2 life.", 602.1a; its final period isn't the cost's): the cost as the reader reads it.
 */
/** Keywords whose cost may be any cost an activated ability may have (morph's spelling is declared here too). */
type PaidWord = 'equip' | 'cycling' | 'eternalize' | WrittenKeywordCost;
export const paidWith = (word: PaidWord) => ({
  reads: new RegExp(`^${word}(?: ((?:\\{[^}]+\\})+)|\\s*[\\u2014\\u2013-]\\s*(.+?)\\.?)$`),
  accepts: (m: RegExpExecArray) => m[1] === undefined || parseManaCost(m[1]).ok,
});
function paidCost(reader: KeywordReader, word: PaidWord, keyword: string): AbilityCost | undefined {
  const m = paidWith(word).reads.exec(keyword);
  if (!m) return undefined;
  if (m[2] !== undefined) return reader.cost(m[2]);
  const mana = parseManaCost(m[1]!);
  return mana.ok ? { mana: mana.cost } : undefined;
}
/**
 * An additional cost of casting written with more than mana ("Buyback\u2014Discard two cards"), as an ability of the
 * card; one written in mana is the keyword's (`keywordCost`).
 */
export function writtenCost(reader: KeywordReader, word: WrittenKeywordCost, keyword: string): Ability[] {
  const written = paidWith(word).reads.exec(keyword)?.[2];
  if (written === undefined) return [{ kind: 'keywordCost', keyword: word, cost: paidCost(reader, word, keyword)! }];
  const cost = reader.castingCost(written);
  return cost ? [{ kind: 'keywordCost', keyword: word, cost }] : [];
}
const TWO_KICKERS = /^kicker ((?:\{[^}]+\})+) and\/or ((?:\{[^}]+\})+)$/;
const numberIn = (keyword: string) => keyword.slice(keyword.lastIndexOf(' ') + 1);

/** Embalm's and eternalize's ability (702.128a, 702.129a): exile the card from the graveyard, as a sorcery, for a token copy. */
function fromGraveyardAsToken(keyword: string, cost: AbilityCost | undefined): Ability[] {
  const eternalize = keyword.startsWith('eternalize');
  return cost
    ? [
        {
          kind: 'activated',
          cost: { ...cost, exileSelf: true },
          costText: asWritten(keyword.replace(/\{[^}]+\}/g, symbol => symbol.toUpperCase())),
          zone: 'graveyard',
          sorcery: true,
          targets: [],
          effects: [{ kind: 'embalmToken', ...(eternalize ? { eternalize: true as const } : {}) }],
        },
      ]
    : [];
}

export const ABILITIES = [
  // Evolve (702.100a): a bigger creature entering under your control puts a +1/+1 counter on this one.
  defineKeyword<'evolve'>({
    name: 'evolve',
    rule: '702.100',
    abilities: r =>
      r.spelledOut(
        'Whenever a creature you control enters, if that creature has greater power or toughness than this creature, put a +1/+1 counter on this creature.',
      ),
  }),
  // Prowess: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn." (702.108a)
  defineKeyword<'prowess'>({
    name: 'prowess',
    rule: '702.108',
    abilities: r => r.spelledOut('Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.'),
  }),
  // Persist (702.79a) and undying (702.93a): back from the graveyard once, marked by the counter.
  defineKeyword<'persist'>({ name: 'persist', rule: '702.79a', abilities: r => returnsWith(r, '-1/-1') }),
  defineKeyword<'undying'>({ name: 'undying', rule: '702.93a', abilities: r => returnsWith(r, '+1/+1') }),
  // Exalted (702.83a): a creature attacking alone gets +1/+1 for each instance.
  defineKeyword<'exalted'>({
    name: 'exalted',
    rule: '702.83a',
    abilities: r =>
      r.spelledOut('Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.'),
  }),
  // Riot (702.136a): the replacement effect `riot` (events/replacement.ts) — a +1/+1 counter, or haste if declined.
  defineKeyword<'riot'>({
    name: 'riot',
    rule: '702.136a',
    abilities: () => [{ kind: 'replacement', replacement: 'riot' }],
  }),
  // Unleash (702.98a): the replacement effect `unleash` (a +1/+1 counter unless declined) and "can't block as long as
  // it has a +1/+1 counter on it".
  defineKeyword<'unleash'>({
    name: 'unleash',
    rule: '702.98a',
    abilities: r => {
      const cantBlock = r.spelledOut("This permanent can't block as long as it has a +1/+1 counter on it.");
      return cantBlock.length ? [{ kind: 'replacement', replacement: 'unleash' }, ...cantBlock] : [];
    },
  }),
  // Totem armor, renamed umbra armor (702.89a): the replacement effect `totemArmor` (events/replacement.ts), of the Aura.
  defineKeyword<`${'totem' | 'umbra'} armor`>({
    name: 'umbra armor',
    reads: /^(?:totem|umbra) armor$/,
    rule: '702.89a',
    abilities: () => [{ kind: 'replacement', replacement: 'totemArmor' }],
  }),
  // Sunburst (702.44a): the replacement effect `sunburst` (events/replacement.ts), counting the colors of mana spent.
  defineKeyword<'sunburst'>({
    name: 'sunburst',
    rule: '702.44a',
    abilities: () => [{ kind: 'replacement', replacement: 'sunburst' }],
  }),
  // Unearth (702.84a): "[Cost]: Return this card from your graveyard to the battlefield. It gains haste. Exile it at the
  // beginning of the next end step. If it would leave the battlefield, exile it instead of putting it anywhere else.
  // Activate only as a sorcery." — read from the graveyard, with haste for as long as it stays and the replacement
  // effect `unearthedExile` on the permanent it returns.
  defineKeyword<`unearth ${string}`>({
    name: 'unearth {cost}',
    reads: /^unearth ((?:\{[^}]+\})+)$/,
    accepts: m => parseManaCost(m[1]!).ok,
    rule: '702.84a',
    abilities: (r, k) => {
      const cost = k.slice('unearth '.length).toUpperCase();
      const [ability] = r.spelledOut(
        `${cost}: Return this permanent from your graveyard to the battlefield. Exile this permanent at the beginning of the next end step. Activate only as a sorcery.`,
      );
      if (ability?.kind !== 'activated' || ability.effects.length !== 2) return [];
      const [back, later] = ability.effects as [Effect, Effect];
      const haste: Effect = { kind: 'pump', change: { addKeywords: ['haste'] }, aim: { self: true }, lasting: true };
      return [{ ...ability, costText: `Unearth ${cost}`, effects: [back, haste, { kind: 'unearthed' }, later] }];
    },
  }),
  // Scavenge (702.97a): "[Cost], Exile this card from your graveyard: Put a number of +1/+1 counters equal to the
  // power of the card you exiled on target creature. Activate only as a sorcery." — its power as a card (printed).
  defineKeyword<`scavenge ${string}`>({
    name: 'scavenge {cost}',
    reads: /^scavenge ((?:\{[^}]+\})+)$/,
    accepts: m => parseManaCost(m[1]!).ok,
    rule: '702.97a',
    abilities: (r, k) => {
      const cost = k.slice('scavenge '.length).toUpperCase();
      const parsed = parseManaCost(cost);
      const target = r.target('target creature');
      const put = r.effect('put X +1/+1 counters on target creature');
      if (!parsed.ok || !target || !put) return [];
      return [
        {
          kind: 'activated',
          cost: { mana: parsed.cost, exileSelf: true },
          costText: `Scavenge ${cost}`,
          zone: 'graveyard',
          sorcery: true,
          targets: [target],
          effects: [{ kind: 'counted', count: { kind: 'printed', stat: 'power' }, per: 1, effects: [put] }],
        },
      ];
    },
  }),
  // Embalm (702.128a): "[Cost], Exile this card from your graveyard: Create a token that's a copy of it, except it's a
  // white Zombie [card types] with no mana cost. Embalm only as a sorcery." Eternalize (702.129a): the same, except
  // the token is black and 4/4.
  defineKeyword<`embalm ${string}`>({
    name: 'embalm {cost}',
    reads: /^embalm ((?:\{[^}]+\})+)$/,
    accepts: m => parseManaCost(m[1]!).ok,
    rule: '702.128a',
    abilities: (_r, k) => {
      const mana = parseManaCost(k.slice('embalm '.length));
      return fromGraveyardAsToken(k, mana.ok ? { mana: mana.cost } : undefined);
    },
  }),
  // Eternalize's cost may be more than mana ("Eternalize—{2}{W}{W}, Discard a card.").
  defineKeyword<`eternalize${string}`>({
    name: 'eternalize {cost}',
    ...paidWith('eternalize'),
    rule: '702.129a',
    abilities: (r, k) => fromGraveyardAsToken(k, paidCost(r, 'eternalize', k)),
  }),
  // Devour N (702.82a) and amplify N (702.38a): replacement effects as it enters, with the choices written on the cast
  // (`devouring bears`, `revealing elf`; none by default).
  defineKeyword<`devour ${number}`>({
    name: 'devour N',
    ...numbered('devour'),
    rule: '702.82a',
    abilities: (_r, k) => [{ kind: 'replacement', replacement: 'devour', amount: Number(numberIn(k)) }],
  }),
  defineKeyword<`amplify ${number}`>({
    name: 'amplify N',
    ...numbered('amplify'),
    rule: '702.38a',
    abilities: (_r, k) => [{ kind: 'replacement', replacement: 'amplify', amount: Number(numberIn(k)) }],
  }),
  // Level up (702.87a): "[Cost]: Put a level counter on this permanent. Activate only as a sorcery." The level symbols
  // its counters unlock are read with the card's text (711.2, `reader/define.ts`).
  defineKeyword<`level up ${string}`>({
    name: 'level up {cost}',
    reads: /^level up ((?:\{[^}]+\})+)$/,
    accepts: m => parseManaCost(m[1]!).ok,
    rule: '702.87a',
    abilities: (r, k) => {
      const cost = k.slice('level up '.length).toUpperCase();
      return r
        .spelledOut(`${cost}: Put a level counter on this creature. Activate only as a sorcery.`)
        .map(a => (a.kind === 'activated' ? { ...a, costText: `Level up ${cost}` } : a));
    },
  }),
  // Outlast (702.107a): "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery."
  defineKeyword<`outlast ${string}`>({
    name: 'outlast {cost}',
    reads: /^outlast ((?:\{[^}]+\})+)$/,
    accepts: m => parseManaCost(m[1]!).ok,
    rule: '702.107a',
    abilities: (r, k) =>
      r
        .spelledOut(
          `${k.slice('outlast '.length).toUpperCase()}, {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery.`,
        )
        .map(a =>
          a.kind === 'activated' ? { ...a, costText: `Outlast ${k.slice('outlast '.length).toUpperCase()}` } : a,
        ),
  }),
  // Extort (702.101a): paid as the trigger resolves, by default when its controller can (608.2d).
  defineKeyword<'extort'>({
    name: 'extort',
    rule: '702.101a',
    abilities: r =>
      r.spelledOut(
        'Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you gain life equal to the total life lost this way.',
      ),
  }),
  // Storm (702.40a): a cast trigger copying the spell once for each spell cast before it this turn.
  defineKeyword<'storm'>({
    name: 'storm',
    rule: '702.40a',
    abilities: r =>
      r.spelledOut(
        'When you cast this spell, copy it for each other spell cast before it this turn. If the spell has any targets, you may choose new targets for any of the copies.',
      ),
  }),
  // Gravestorm (702.69a): a cast trigger copying the spell once for each permanent put into a graveyard from the
  // battlefield this turn.
  defineKeyword<'gravestorm'>({
    name: 'gravestorm',
    rule: '702.69a',
    abilities: r =>
      r.spelledOut(
        'When you cast this spell, copy it for each permanent that was put into a graveyard from the battlefield this turn. If the spell has any targets, you may choose new targets for any of the copies.',
      ),
  }),
  // Affinity for artifacts (702.41a): {1} less for each artifact its caster controls; each instance applies (702.41b).
  defineKeyword<'affinity for artifacts'>({
    name: 'affinity for artifacts',
    rule: '702.41a',
    abilities: r => r.spelledOut('This spell costs {1} less to cast for each artifact you control.'),
  }),
  // Undaunted (702.125a): "This spell costs {1} less to cast for each opponent you have."
  defineKeyword<'undaunted'>({
    name: 'undaunted',
    rule: '702.125a',
    abilities: r => r.spelledOut('This spell costs {1} less to cast for each opponent you have.'),
  }),
  // Living weapon (702.92a): the Equipment enters with a 0/0 Germ to carry it; For Mirrodin! (702.163a) with a 2/2 Rebel.
  defineKeyword<'living weapon'>({
    name: 'living weapon',
    rule: '702.92a',
    abilities: r =>
      r.spelledOut(
        'When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then attach this Equipment to it.',
      ),
  }),
  defineKeyword<'for mirrodin!'>({
    name: 'for mirrodin!',
    rule: '702.163a',
    abilities: r =>
      r.spelledOut(
        'When this Equipment enters, create a 2/2 red Rebel creature token, then attach this Equipment to it.',
      ),
  }),
  // Enchant [quality] (702.5a, 702.5d): what an Aura spell targets and what the Aura can be attached to (303.4a, 704.5m) —
  // permanents of the quality ("enchant land", "enchant creature you control") or a player (Curses, 702.5d); not a card.
  defineKeyword<`enchant ${string}`>({
    name: 'enchant <quality>',
    reads: /^enchant (.+)$/,
    accepts: m => m[1] === 'player' || enchantable(m[1]!) !== undefined,
    rule: '702.5a',
  }),
  // Renown N (702.112a): its first combat damage to a player puts N +1/+1 counters on it, once.
  defineKeyword<`renown ${number}`>({
    name: 'renown N',
    ...numbered('renown'),
    rule: '702.112a',
    abilities: (r, k) =>
      r.spelledOut(
        `Whenever this creature deals combat damage to a player, if this creature isn't renowned, put ${numberIn(k)} +1/+1 counters on this creature and this creature becomes renowned.`,
      ),
  }),
  // Crew N (702.122a): "Tap any number of other untapped creatures you control with total power N or greater: This
  // Vehicle becomes an artifact creature until end of turn."
  defineKeyword<`crew ${number}`>({
    name: 'crew N',
    ...numbered('crew'),
    rule: '702.122a',
    abilities: (r, k) => {
      const becomes = r.effect('~ becomes an artifact creature until end of turn');
      return becomes
        ? [
            {
              kind: 'activated',
              cost: { crew: Number(numberIn(k)) },
              costText: asWritten(k),
              targets: [],
              effects: [becomes],
            },
          ]
        : [];
    },
  }),
  // Modular N (702.43a): enters with N +1/+1 counters; as it goes to the graveyard, they may move to an artifact
  // creature — as many as it had then (608.2h).
  defineKeyword<`modular ${number}`>({
    name: 'modular N',
    ...numbered('modular'),
    rule: '702.43a',
    abilities: (r, k) =>
      r.spelledOut(
        `This permanent enters with ${numberIn(k)} +1/+1 counters on it.\nWhen this permanent is put into a graveyard from the battlefield, you may put a +1/+1 counter on target artifact creature for each +1/+1 counter on this permanent.`,
      ),
  }),
  // Vanishing N (702.63a): enters with N time counters, loses one each upkeep, and is sacrificed when the last goes.
  defineKeyword<`vanishing ${number}`>({
    name: 'vanishing N',
    ...numbered('vanishing'),
    rule: '702.63a',
    abilities: (r, k) =>
      r.spelledOut(
        `This permanent enters with ${numberIn(k)} time counters on it.\nAt the beginning of your upkeep, if this permanent has a time counter on it, remove a time counter from this permanent.\nWhen the last time counter is removed from this permanent, sacrifice this permanent.`,
      ),
  }),
  // Vanishing without a number (702.63b): the upkeep and last-counter abilities only (its time counters come from
  // elsewhere: "~ enters with a time counter on it for each Island you control").
  defineKeyword<'vanishing'>({
    name: 'vanishing',
    rule: '702.63b',
    abilities: r =>
      r.spelledOut(
        'At the beginning of your upkeep, if this permanent has a time counter on it, remove a time counter from this permanent.\nWhen the last time counter is removed from this permanent, sacrifice this permanent.',
      ),
  }),
  // Tribute N (702.104a): the replacement effect `tribute` (events/replacement.ts) — N +1/+1 counters an opponent may
  // decline; "if tribute wasn't paid" asks the permanent (702.104b).
  defineKeyword<`tribute ${number}`>({
    name: 'tribute N',
    ...numbered('tribute'),
    rule: '702.104a',
    abilities: (_r, k) => [{ kind: 'replacement', replacement: 'tribute', amount: Number(numberIn(k)) }],
  }),
  // Fabricate N (702.123a): counters on it by default (608.2d); declined, or if it has left, Servo tokens instead.
  defineKeyword<`fabricate ${number}`>({
    name: 'fabricate N',
    ...numbered('fabricate'),
    rule: '702.123a',
    abilities: (r, k) =>
      r.spelledOut(
        `When this permanent enters, you may put ${numberIn(k)} +1/+1 counters on it. If you don't, create ${numberIn(k)} 1/1 colorless Servo artifact creature tokens.`,
      ),
  }),
  // Kicker (702.33) and flashback (702.34): costs of casting, which casting reads with `keywordCost`; kicker written
  // with more than mana ("Kicker\u2014Sacrifice a land") is the card's `keywordCost` ability.
  // "Kicker {1}{U} and/or {B}" (702.33b): "kicker {1}{U}, kicker {B}", each its own `keywordCost` ability, in order.
  defineKeyword<`kicker ${string} and/or ${string}`>({
    name: 'kicker {cost} and/or {cost}',
    reads: TWO_KICKERS,
    accepts: m => parseManaCost(m[1]!).ok && parseManaCost(m[2]!).ok,
    rule: '702.33b',
    abilities: (r, k) => {
      const [, first, second] = TWO_KICKERS.exec(k)!;
      return [first!, second!].flatMap(cost => writtenCost(r, 'kicker', `kicker ${cost}`));
    },
  }),
  defineKeyword<`kicker${string}`>({
    name: 'kicker {cost}',
    ...paidWith('kicker'),
    rule: '702.33',
    abilities: (r, k) => writtenCost(r, 'kicker', k),
  }),
  // Multikicker (702.33c): a kicker cost paid any number of times (`kicked x3`), which casting reads with `keywordCost`.
  defineKeyword<`multikicker ${string}`>({ name: 'multikicker {cost}', ...costed('multikicker'), rule: '702.33c' }),
  defineKeyword<`flashback ${string}`>({ name: 'flashback {cost}', ...costed('flashback'), rule: '702.34' }),
  // Buyback (702.27a, `with buyback`), entwine (702.42a, `entwined`): additional costs of casting; overload (702.96a,
  // `overloaded`), dash (702.109a, `dashed`): alternative ones. Casting reads them with `keywordCost`; an overloaded
  // spell's text is read with "each" for "target" by the card reader.
  defineKeyword<`buyback${string}`>({
    name: 'buyback {cost}',
    ...paidWith('buyback'),
    rule: '702.27a',
    abilities: (r, k) => writtenCost(r, 'buyback', k),
  }),
  defineKeyword<`entwine${string}`>({
    name: 'entwine {cost}',
    ...paidWith('entwine'),
    rule: '702.42a',
    abilities: (r, k) => writtenCost(r, 'entwine', k),
  }),
  // Escalate (702.120a): an additional cost once for each mode chosen beyond the first, added as the spell is cast.
  defineKeyword<`escalate ${string}`>({ name: 'escalate {cost}', ...costed('escalate'), rule: '702.120a' }),
  defineKeyword<`overload ${string}`>({ name: 'overload {cost}', ...costed('overload'), rule: '702.96a' }),
  defineKeyword<`dash ${string}`>({
    name: 'dash {cost}',
    ...costed('dash'),
    rule: '702.109a',
    // "As long as this permanent's dash cost was paid, it has haste"; its return is made as it resolves (`play/resolve.ts`).
    abilities: () => [
      { kind: 'static', affects: 'self', change: { addKeywords: ['haste'] }, condition: { kind: 'dashed' } },
    ],
  }),
  // Bestow (702.103a, `bestowed`): an alternative cost; cast with it the spell is an Aura with enchant creature
  // (`bestowedAura`, 702.103b), a creature again if its target is gone as it resolves (702.103e, `play/resolve.ts`) or
  // when it becomes unattached (702.103f, `events/move.ts`, `rules/sba.ts`).
  defineKeyword<`bestow ${string}`>({ name: 'bestow {cost}', ...costed('bestow'), rule: '702.103a' }),
  // "Equip [cost]" means "[Cost]: Attach this permanent to target creature you control. Activate only as a sorcery." (702.6a)
  defineKeyword<`equip${string}`>({
    name: 'equip {cost}',
    ...paidWith('equip'),
    rule: '702.6',
    abilities: (r, k) => {
      const cost = paidCost(r, 'equip', k);
      const target = r.target('target creature you control');
      return cost && target
        ? [
            {
              kind: 'activated',
              cost,
              costText: asWritten(k),
              sorcery: true,
              targets: [target],
              effects: [{ kind: 'attach', target: 0 }],
            },
          ]
        : [];
    },
  }),
  // "Cycling [cost]" means "[Cost], Discard this card: Draw a card." and works only from the hand (702.29a).
  defineKeyword<`cycling${string}`>({
    name: 'cycling {cost}',
    ...paidWith('cycling'),
    rule: '702.29',
    abilities: (r, k) => {
      const cost = paidCost(r, 'cycling', k);
      const draw = r.effect('draw a card');
      return cost && draw ? [cycling(k, cost, draw, [], true)] : [];
    },
  }),
  // "[Type]cycling [cost]": "[Cost], Discard this card: Search your library for a [type] card, reveal it, and put it
  // into your hand. Then shuffle." (702.29e) — from the hand, like cycling.
  defineKeyword<`${string}cycling ${string}`>({
    name: '<type>cycling {cost}',
    reads: TYPECYCLING,
    accepts: m => parseManaCost(m[2]!).ok,
    rule: '702.29',
    abilities: (r, k) => {
      const typed = typecyclingCost(k);
      const type = typed && (typed.type === 'basic land' ? 'basic land' : asWritten(typed.type));
      const search =
        type && r.effect(`Search your library for a ${type} card, reveal it, put it into your hand, then shuffle`);
      return typed && search ? [cycling(k, { mana: typed.cost }, search, [], true)] : [];
    },
  }),
  // Reinforce N—[cost] (702.77a): "[Cost], Discard this card: Put N +1/+1 counters on target creature." — from the hand.
  // "Reinforce X—{X}{W}{W}": X as announced (107.3), which only a cost with {X} has.
  defineKeyword<`reinforce ${number | 'x'}${string}`>({
    name: 'reinforce N—{cost}',
    reads: REINFORCE,
    accepts: m => {
      const cost = parseManaCost(m[2]!);
      return cost.ok && (m[1] === 'x' ? cost.cost.x > 0 : Number(m[1]) >= 1 && Number(m[1]) <= MAX_AMOUNT);
    },
    rule: '702.77a',
    abilities: (r, k) => {
      const [, n, written] = REINFORCE.exec(k)!;
      const mana = parseManaCost(written!);
      const target = r.target('target creature');
      const put = r.effect(`put ${n!.toUpperCase()} +1/+1 counters on target creature`);
      return mana.ok && target && put ? [cycling(k, { mana: mana.cost }, put, [target])] : [];
    },
  }),
  // Dredge N (702.52a): a replacement effect on its owner's draws while it is in their graveyard (`dredge`,
  // events/replacement.ts).
  defineKeyword<`dredge ${number}`>({
    name: 'dredge N',
    reads: DREDGE,
    accepts: m => Number(m[1]) >= 1 && Number(m[1]) <= MAX_AMOUNT,
    rule: '702.52a',
  }),
  // Transmute (702.53a): "[Cost], Discard this card: Search your library for a card with the same mana value as the
  // discarded card, reveal that card, and put it into your hand. Then shuffle your library. Activate only as a sorcery."
  // The discarded card's mana value is its printed one (no X off the stack, 202.3e).
  defineKeyword<`transmute ${string}`>({
    name: 'transmute {cost}',
    ...costed('transmute'),
    rule: '702.53a',
    abilities: (r, k, card) => {
      const mana = parseManaCost(k.slice('transmute '.length));
      const search = r.effect(
        `Search your library for a card with mana value ${card.manaValue}, reveal it, put it into your hand, then shuffle`,
      );
      return mana.ok && search ? [{ ...cycling(k, { mana: mana.cost }, search), sorcery: true }] : [];
    },
  }),
  // Transfigure (702.71a): "[Cost], Sacrifice this permanent: Search your library for a creature card with the same
  // mana value as this permanent and put it onto the battlefield. Then shuffle. Activate only as a sorcery." — the
  // permanent's mana value is its card's (a copy copies the mana cost, 707.2).
  defineKeyword<`transfigure ${string}`>({
    name: 'transfigure {cost}',
    ...costed('transfigure'),
    rule: '702.71a',
    abilities: (r, k, card) =>
      r.spelledOut(
        `${k.slice('transfigure '.length).toUpperCase()}, Sacrifice this permanent: Search your library for a creature card with mana value ${card.manaValue}, put it onto the battlefield, then shuffle. Activate only as a sorcery.`,
      ),
  }),
  // Evoke (702.74a): the alternative cost is cast's (`evoked`); the trigger sacrifices what entered for it.
  defineKeyword<`evoke ${string}`>({
    name: 'evoke {cost}',
    ...costed('evoke'),
    rule: '702.74a',
    abilities: r => {
      const sacrifice = r.effect('sacrifice ~');
      const condition = r.condition('its evoke cost was paid');
      return sacrifice && condition
        ? [{ kind: 'triggered', trigger: { kind: 'enters' }, targets: [], effects: [sacrifice], condition }]
        : [];
    },
  }),
  // Madness (702.35a): the replacement is `madnessExile` (events/replacement.ts); this is its trigger, from exile.
  defineKeyword<`madness ${string}`>({
    name: 'madness {cost}',
    ...costed('madness'),
    rule: '702.35a',
    abilities: (_r, k) => {
      const cost = costedKeywordCost(k, 'madness');
      return cost
        ? [
            {
              kind: 'triggered',
              trigger: { kind: 'madnessExiled' },
              targets: [],
              effects: [{ kind: 'madnessCast', cost }],
            },
          ]
        : [];
    },
  }),
  // Ninjutsu (702.49a): "[Cost], Reveal this card from your hand, Return an unblocked attacking creature you control to
  // its owner's hand: Put this card onto the battlefield from your hand tapped and attacking" — attacking what the
  // returned creature attacked (702.49c). Which creature returns: `returning`, else the first that fits. Revealing
  // changes nothing the engine keeps (a scenario's hands are known). Commander ninjutsu (702.49d) also works from the
  // command zone, where no card of a scenario can be: from the hand, it is ninjutsu.
  defineKeyword<`ninjutsu ${string}` | `commander ninjutsu ${string}`>({
    name: 'ninjutsu {cost}',
    reads: NINJUTSU,
    accepts: m => parseManaCost(m[1]!).ok,
    rule: '702.49a',
    abilities: (r, k) => {
      const written = NINJUTSU.exec(k)![1]!.toUpperCase();
      const cost = r.cost(`${written}, Return an unblocked attacking creature you control to its owner's hand`);
      return cost
        ? [
            {
              kind: 'activated',
              cost,
              costText: asWritten(k.replace(/\{[^}]+\}/g, symbol => symbol.toUpperCase())),
              zone: 'hand',
              targets: [],
              effects: [{ kind: 'ninjutsu' }],
            },
          ]
        : [];
    },
  }),
  // Ward (702.21a): an opponent's spell or ability targeting it is countered unless they pay.
  defineKeyword<`ward ${string}`>({
    name: 'ward {cost}',
    reads: WARD,
    accepts: m => parseManaCost(m[1]!).ok,
    rule: '702.21a',
    abilities: (r, k) => {
      const ward = wardCost(k);
      return ward
        ? r.spelledOut(
            `Whenever this permanent becomes the target of a spell or ability an opponent controls, counter that spell or ability unless that player pays ${ward.text}.`,
          )
        : [];
    },
  }),
] as const;
