import type { Ability, CardDef, CardType, Color, Supertype, Unmodelled, Zone } from '../core/types.js';
import { CARD_TYPES, SUPERTYPES, costValue, parseManaCost } from '../core/cards.js';
import { quoted } from '../core/quote.js';
import { parseCardText, withSelfReferences, type NotUnderstoodSpan } from './card-text.js';
import { keywordAbilities, keywordUnperformed } from './keyword-abilities.js';
import { keywordInfo, type Keyword } from '../core/keywords/index.js';

/**
 * A card by its parts, each as written: the type line as its words (nothing is joined into a string to be parsed
 * again), the mana cost, keywords and rules text as the user wrote them.
 */
export interface CardParts {
  readonly name: string;
  readonly cost?: string;
  /** Supertypes and card types, in any case: `['Legendary', 'Creature']`. */
  readonly types: readonly string[];
  readonly subtypes?: readonly string[];
  readonly power?: number;
  readonly toughness?: number;
  readonly loyalty?: number;
  readonly defense?: number;
  readonly keywords?: readonly string[];
  readonly text?: string;
  readonly colors?: readonly Color[];
}

/** The part of `CardParts` a problem is about. */
export type CardField =
  'types' | 'cost' | 'keywords' | 'text' | 'power' | 'toughness' | 'loyalty' | 'defense' | 'layout';

export const CardProblemCodes = {
  typeUnknown: 'card/unknown-type',
  typeMissing: 'card/missing-type',
  manaCostInvalid: 'card/bad-mana-cost',
  manaCostUnsupported: 'card/unsupported-mana-cost',
  keywordUnknown: 'card/unknown-keyword',
  textNotUnderstood: 'card/text-not-understood',
  /** A card database's value the engine can't hold, such as power "*" (`cardFromRecord`). */
  valueUnsupported: 'card/unsupported-value',
  /** A card database's face the engine doesn't model: the back of a double-faced card, half of a split card. */
  layoutUnsupported: 'card/unsupported-layout',
} as const;
export type CardProblemCode = (typeof CardProblemCodes)[keyof typeof CardProblemCodes];

/**
 * Something wrong with a card's parts, located by field: a list value by `index` (types, keywords), a sentence of
 * the text by `span`. `unmodelled` problems are real Magic the engine doesn't model (listed in `CardDef.unmodelled`);
 * the others are input errors.
 */
export interface CardProblem {
  readonly code: CardProblemCode;
  readonly field: CardField;
  readonly index?: number;
  readonly span?: NotUnderstoodSpan;
  readonly unmodelled: boolean;
  readonly message: string;
}

export interface BuiltCard {
  readonly def: CardDef;
  readonly problems: readonly CardProblem[];
}

const TYPE_WORDS: readonly string[] = [...SUPERTYPES, ...CARD_TYPES];

/**
 * A keyword as written, in canonical spelling: "protection from white and from black" is two (702.16g), "protection
 * from Vampires, from Werewolves, and from Zombies" three.
 */
function readKeyword(keyword: string): Keyword[] | undefined {
  const list = /^protection from (.+?)(?:,? and from |, from )(.+)$/i.exec(keyword.trim());
  const qualities = list ? [list[1]!, ...list[2]!.split(/,? and from |, from /i)] : [];
  const each = qualities.map(q => keywordInfo(`protection from ${q}`));
  if (each.length && each.every(b => b)) return each.map(b => b!.name);
  const info = keywordInfo(keyword);
  return info && [info.name];
}

/** Builds a card definition from its parts; whatever can't be understood is a located problem, never thrown. */
export function buildCard(parts: CardParts): BuiltCard {
  const problems: CardProblem[] = [];
  const unmodelled: Unmodelled[] = [];
  const supertypes: Supertype[] = [];
  const types: CardType[] = [];
  parts.types.forEach((word, index) => {
    const written = word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
    // Older Oracle text says "Tribal" for what is now the kindred card type (308.3).
    const cap = written === 'Tribal' ? 'Kindred' : written;
    if ((SUPERTYPES as readonly string[]).includes(cap)) supertypes.push(cap as Supertype);
    else if ((CARD_TYPES as readonly string[]).includes(cap)) types.push(cap as CardType);
    else
      problems.push({
        code: CardProblemCodes.typeUnknown,
        field: 'types',
        index,
        unmodelled: false,
        message: `${quoted(word)} is not a card type or supertype (${TYPE_WORDS.join(', ')}).`,
      });
  });
  // An unknown word is reported on its own; a type line of known words without a card type is the problem here.
  if (types.length === 0 && problems.length === 0) {
    problems.push({
      code: CardProblemCodes.typeMissing,
      field: 'types',
      unmodelled: false,
      message: `The type line of ${parts.name} has no card type (${CARD_TYPES.join(', ')}).`,
    });
  }
  let cost: CardDef['cost'];
  if (parts.cost !== undefined) {
    const parsed = parseManaCost(parts.cost);
    if (parsed.ok) cost = parsed.cost;
    else if (parsed.unsupported) {
      unmodelled.push({ kind: 'cost', text: parts.cost });
      problems.push({
        code: CardProblemCodes.manaCostUnsupported,
        field: 'cost',
        unmodelled: true,
        message: `Unsupported mana cost: ${parsed.error}. Casting ${parts.name} is an error, and a scenario that uses it is inconclusive.`,
      });
    } else
      problems.push({
        code: CardProblemCodes.manaCostInvalid,
        field: 'cost',
        unmodelled: false,
        message: `Bad mana cost: ${parsed.error}.`,
      });
  }
  const card = { manaValue: cost ? costValue(cost) : 0 };
  const readKeywords = (written: readonly string[]): Keyword[] =>
    written.flatMap((keyword, index) => {
      const read = readKeyword(keyword);
      if (read && !read.some(k => keywordUnperformed(k, card))) return read;
      unmodelled.push({ kind: 'keyword', text: keyword });
      problems.push({
        code: CardProblemCodes.keywordUnknown,
        field: 'keywords',
        index,
        unmodelled: true,
        message: `The engine doesn't know the keyword ${quoted(keyword)}: it will be ignored.`,
      });
      return [];
    });
  const leveled = parts.text !== undefined ? levelBands(parts.text) : undefined;
  const lines = leveled && splitKeywordLines(leveled.text, [], parts.name);
  const keywords = readKeywords([...(parts.keywords ?? []), ...(lines?.keywords ?? [])]);
  const isSpell = types.includes('Instant') || types.includes('Sorcery');
  const read = lines ? parseCardText(lines.text, parts.name, isSpell) : { abilities: [], notUnderstood: [] };
  const notUnderstood = [...read.notUnderstood];
  // 711.2: each level symbol a static ability of the leveler, with its power and toughness and its abilities.
  const bands = (leveled?.bands ?? []).map(band => {
    const inner = splitKeywordLines(band.text);
    const within = parseCardText(inner.text, parts.name, false);
    const added = readKeywords(inner.keywords);
    notUnderstood.push(...within.notUnderstood);
    const abilities = [...within.abilities, ...keywordAbilities(added)];
    return {
      kind: 'static' as const,
      affects: 'self' as const,
      change: {
        setPT: { power: band.power, toughness: band.toughness },
        ...(added.length ? { addKeywords: added } : {}),
        ...(abilities.length ? { addAbilities: abilities } : {}),
      },
      condition: {
        kind: 'count' as const,
        count: { kind: 'counters' as const, counter: 'level' },
        atLeast: band.from,
        ...(band.to !== undefined ? { atMost: band.to } : {}),
      },
    };
  });
  const text = { abilities: [...read.abilities, ...bands], notUnderstood };
  // Overload (702.96a): the spell's text with "each" for every "target" — understood, or the keyword isn't modelled.
  const overload = keywords.findIndex(k => k.startsWith('overload '));
  const overloaded = overload >= 0 && lines ? overloadedSpell(lines.text, parts.name, isSpell) : undefined;
  if (overload >= 0 && !overloaded) {
    const [keyword] = keywords.splice(overload, 1);
    unmodelled.push({ kind: 'keyword', text: keyword! });
    problems.push({
      code: CardProblemCodes.keywordUnknown,
      field: 'keywords',
      unmodelled: true,
      message: `The engine doesn't understand ${parts.name} overloaded ("each" for "target"): "${keyword}" will be ignored.`,
    });
  }
  for (const span of text.notUnderstood) {
    // Quoted as the sentence reads: without the runs of spaces left where reminder text was blanked (engine-card.ts).
    const stoppedAt = span.stoppedAt?.replace(/\s{2,}/g, ' ');
    unmodelled.push({ kind: 'text', text: span.text.replace(/\s{2,}/g, ' '), ...(stoppedAt ? { stoppedAt } : {}) });
    problems.push({
      code: CardProblemCodes.textNotUnderstood,
      field: 'text',
      span,
      unmodelled: true,
      message: `${stoppedAt ? `understood only up to ${quoted(stoppedAt)}` : 'not understood'}: this ability will be ignored`,
    });
  }
  const def: CardDef = {
    name: parts.name,
    supertypes,
    types,
    subtypes: [...(parts.subtypes ?? [])],
    keywords,
    abilities: [
      ...text.abilities,
      ...(overloaded ? [overloaded] : []),
      ...keywordAbilities(keywords, card),
      ...(types.includes('Battle') && parts.subtypes?.includes('Siege') ? [siegeAbility()] : []),
    ],
    ...(cost ? { cost } : {}),
    ...(parts.power !== undefined ? { power: parts.power } : {}),
    ...(parts.toughness !== undefined ? { toughness: parts.toughness } : {}),
    ...(parts.loyalty !== undefined ? { loyalty: parts.loyalty } : {}),
    ...(parts.defense !== undefined ? { defense: parts.defense } : {}),
    ...(parts.colors ? { colors: parts.colors } : {}),
    ...(unmodelled.length ? { unmodelled } : {}),
  };
  return { def, problems };
}

/**
 * An overloaded spell's instructions (702.96a): its text with each "target" replaced by "each", which then needs no
 * target (702.96b); undefined when that text isn't wholly understood as the instructions of one spell.
 */
function overloadedSpell(text: string, name: string, isSpell: boolean): Ability | undefined {
  if (!isSpell) return undefined;
  const each = text.replace(/\bTarget\b/g, 'Each').replace(/\btarget\b/g, 'each');
  const read = parseCardText(each, name, true);
  const spell = read.abilities.find(a => a.kind === 'spell');
  if (read.notUnderstood.length || spell?.kind !== 'spell' || spell.targets.length || spell.modes) return undefined;
  return { kind: 'overloaded', effects: spell.effects };
}

/**
 * A Siege's intrinsic ability (310.11b): "When the last defense counter is removed from this permanent, exile it, then
 * you may cast it transformed without paying its mana cost." The exile is read as printed text would be; casting it
 * transformed, which the engine doesn't model, says so as the ability resolves (`effects/cast-transformed.ts`).
 */
function siegeAbility(): Ability {
  const [exile] = parseCardText('When the last defense counter is removed from ~, exile ~.', '', false).abilities;
  if (exile?.kind !== 'triggered') throw new Error("engine bug: a Siege's intrinsic ability isn't read");
  return { ...exile, effects: [...exile.effects, { kind: 'castTransformed' }] };
}

/** A card as people write it in code: a type line, "P/T", keywords and oracle text (tests and benchmarks). */
export interface CardSpec extends Omit<CardParts, 'types' | 'subtypes'> {
  /** e.g. "Legendary Creature — Human Wizard", "Basic Land - Island". */
  readonly type: string;
}

export interface CardDefinition {
  readonly def: CardDef;
  /** The problems' messages. */
  readonly problems: readonly string[];
  /** Oracle text sentences the engine ignores (offsets into `text`). */
  readonly notUnderstood: readonly NotUnderstoodSpan[];
}

/** `buildCard` from a type-line string (split at its dash). */
export function defineCard(spec: CardSpec): CardDefinition {
  const { type, ...rest } = spec;
  // \u2014, \u2013: an em or en dash between types and subtypes (escapes keep the CLI's bundle ASCII, scripts/bundle.mjs).
  const [left = '', right = ''] = type.split(/\s+[\u2014\u2013-]\s+|\s*[\u2014\u2013]\s*/, 2);
  const built = buildCard({
    ...rest,
    types: left.split(/\s+/).filter(Boolean),
    subtypes: right.split(/\s+/).filter(Boolean),
  });
  return {
    def: built.def,
    problems: built.problems.filter(p => p.code !== CardProblemCodes.textNotUnderstood).map(p => p.message),
    notUnderstood: built.problems.flatMap(p => (p.span ? [p.span] : [])),
  };
}

/** A leveler's level symbol (711.2), a line of its own: "LEVEL 1-3", "LEVEL 4+". */
const LEVEL_SYMBOL = /^LEVEL (\d+)(?:-(\d+)|\+)$/;

interface LevelBand {
  readonly from: number;
  readonly to: number | undefined;
  readonly power: number;
  readonly toughness: number;
  /** The abilities of its striation (711.2), the rest of the card's text blanked so that offsets stay the text's. */
  readonly text: string;
}

/**
 * A leveler's text (711.1): each level symbol, the power/toughness line after it and the lines up to the next are a
 * band, blanked from the text. A symbol without its power and toughness stays in the text, not understood.
 */
function levelBands(text: string): { text: string; bands: LevelBand[] } {
  const lines = [...text.matchAll(/[^\n]*/g)].filter(m => m.index! === 0 || text[m.index! - 1] === '\n');
  const bands: (Omit<LevelBand, 'text'> & { start: number; end: number })[] = [];
  lines.forEach((line, i) => {
    const symbol = LEVEL_SYMBOL.exec(line[0].trim());
    const stats = symbol && /^(\d+)\/(\d+)$/.exec(lines[i + 1]?.[0].trim() ?? '');
    const open = bands.at(-1);
    if (symbol && stats) {
      bands.push({
        from: Number(symbol[1]),
        to: symbol[2] === undefined ? undefined : Number(symbol[2]),
        power: Number(stats[1]),
        toughness: Number(stats[2]),
        start: line.index!,
        end: line.index! + line[0].length,
      });
    } else if (open) open.end = line.index! + line[0].length;
  });
  const blank = (from: string, keep: (at: number) => boolean) =>
    from.replace(/[^\n]/g, (c, at: number) => (keep(at) ? c : ' '));
  const inBand = (at: number) => bands.some(b => b.start <= at && at < b.end);
  return {
    text: blank(text, at => !inBand(at)),
    bands: bands.map(({ start, end, ...band }) => {
      // The band's own abilities: the lines after its symbol and its power/toughness line.
      const body = text.indexOf('\n', text.indexOf('\n', start) + 1);
      return { ...band, text: blank(text, at => body >= 0 && body < at && at < end) };
    }),
  };
}

/**
 * The text with its keyword lines ("Flying, vigilance", "Ward {2}") and its reminder text blanked out — spaces,
 * so that offsets into the rest stay those of the face's text — and the keywords those lines name. A line is a
 * keyword line when each of its comma-separated parts is a keyword the engine knows or one the file lists for the
 * face, followed by at most a cost, a number or a few words ("Enchant creature", "Protection from red"). A card's
 * text read by `buildCard` has its keyword lines read the same way ("Ward {2}" in the text is the keyword ward {2}).
 */
export function splitKeywordLines(
  text: string,
  listed: readonly string[] = [],
  cardName = '',
): { text: string; keywords: string[] } {
  const known = listed.map(k => k.toLowerCase());
  const keywords: string[] = [];
  // Reminder text is never rules (CR 207.2a): blanked too, so "Flying (This creature can't be blocked …)" is a keyword
  // line and no reminder is read as a sentence.
  const reminded = text.replace(/\([^)]*\)/g, r => ' '.repeat(r.length));
  // A leveler's keywords after its first level symbol are that symbol's (711.2), read with it (`levelBands`).
  const banded = /^LEVEL \d/m.exec(reminded)?.index ?? reminded.length;
  const out = reminded.replace(/[^\n]+/g, (line, at: number) => {
    if (at >= banded) return line;
    // "Protection from A, from B, and from C" is one part (702.16g), and so is a cost after a dash ("Eternalize—{1},
    // Discard a card."); other commas separate keywords.
    const whole = line.trim();
    // A cost after a dash may name the card ("Cumulative upkeep\u2014Put a -1/-1 counter on [this card]"): `~`.
    const dashed = /[\u2014\u2013]/.test(whole)
      ? [cardName ? withSelfReferences(whole, cardName) : whole, whole].find(k => readKeyword(k))
      : undefined;
    const parts = dashed ? [dashed] : whole.split(/\s*[,;](?!\s*(?:and\s+)?from\b)\s*/i);
    if (parts.length === 0 || !parts.every(part => isKeyword(part, known))) return line;
    keywords.push(...parts);
    return ' '.repeat(line.length);
  });
  return { text: out, keywords };
}

const KEYWORD_REST = /^(?:\s*(?:\{[^}]+\})+|\s+(?:\d+|X)|\s+from\b[^.:]*|(?:\s+[a-z]+){1,3})?$/i;

function isKeyword(part: string, listed: readonly string[]): boolean {
  if (part === '') return false;
  if (readKeyword(part)) return true;
  const lower = part.toLowerCase();
  return listed.some(k => lower.startsWith(k) && KEYWORD_REST.test(part.slice(k.length)));
}

/** The zones besides the battlefield and the stack where an ability may work (113.6). */
export type OffBattlefieldZone = Exclude<Zone, 'battlefield' | 'stack'>;
const OFF_BATTLEFIELD: readonly OffBattlefieldZone[] = ['hand', 'library', 'graveyard', 'exile'];
const ZONE_WORDS: readonly (readonly [OffBattlefieldZone, RegExp])[] = [
  ['hand', /\bhands?\b|\bdiscard/i],
  ['library', /\blibrar(?:y|ies)\b/i],
  ['graveyard', /\bgraveyards?\b/i],
  ['exile', /\bexiled?\b/i],
];

/**
 * Where a part of a card the engine doesn't model may work off the battlefield, so that the card matters there too.
 * A sentence about the card itself that names a zone works from it ("if ~ is in your graveyard", "return ~ from your
 * graveyard to your hand": 113.6b, 113.6k, 113.6m); an unknown keyword (dredge, ninjutsu) and a characteristic-
 * defining value (power "*", 113.6a) may work anywhere. A cost or another face matters only as the card is cast or
 * played; a sentence that names no zone, only on the battlefield or the stack.
 */
export function unmodelledZones(part: Unmodelled, cardName: string): readonly OffBattlefieldZone[] {
  if (part.kind === 'keyword' || part.kind === 'value') return OFF_BATTLEFIELD;
  if (part.kind !== 'text') return [];
  const text = withSelfReferences(part.text, cardName);
  if (!/~|\bthis card\b/i.test(text)) return [];
  return ZONE_WORDS.filter(([, words]) => words.test(text)).map(([zone]) => zone);
}
