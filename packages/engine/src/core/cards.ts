import type { CardDef, CardType, Color, ManaCost, ManaType, Supertype } from './types.js';
import type { RuleId } from './cited-rules.js';

export const COLORS: readonly Color[] = ['W', 'U', 'B', 'R', 'G'];
export const MANA_TYPES: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G', 'C'];
export type ColorName = 'white' | 'blue' | 'black' | 'red' | 'green';
export const COLOR_NAMES: Readonly<Record<Color, ColorName>> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

export const CARD_TYPES: readonly CardType[] = [
  'Artifact', 'Battle', 'Creature', 'Enchantment', 'Instant', 'Kindred', 'Land', 'Planeswalker', 'Sorcery',
];
export const SUPERTYPES: readonly Supertype[] = ['Basic', 'Legendary', 'Snow', 'World', 'Ongoing'];

/** Basic land types and the mana their intrinsic ability makes (CR 305.6). */
export const BASIC_LAND_MANA: Readonly<Record<string, ManaType>> = {
  Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G',
};

export interface KeywordInfo {
  readonly rule: RuleId;
  /** Canonical lower-case spelling. */
  readonly name: Keyword;
}

/** Keyword abilities the engine models (CR 702). Parameterised ones are matched by `keywordInfo`. */
export const KEYWORDS = [
  { name: 'deathtouch', rule: '702.2' },
  { name: 'defender', rule: '702.3' },
  { name: 'double strike', rule: '702.4' },
  { name: 'first strike', rule: '702.7' },
  { name: 'flash', rule: '702.8' },
  { name: 'flying', rule: '702.9' },
  { name: 'haste', rule: '702.10' },
  { name: 'hexproof', rule: '702.11' },
  { name: 'indestructible', rule: '702.12' },
  { name: 'intimidate', rule: '702.13' },
  { name: 'lifelink', rule: '702.15' },
  { name: 'reach', rule: '702.17' },
  { name: 'shroud', rule: '702.18' },
  { name: 'trample', rule: '702.19' },
  { name: 'vigilance', rule: '702.20' },
  { name: 'shadow', rule: '702.28' },
  { name: 'fear', rule: '702.36' },
  // Landwalk by supertype (702.14c): the land types' landwalks are `<landtype>walk` below.
  { name: 'nonbasic landwalk', rule: '702.14' },
  { name: 'wither', rule: '702.80' },
  { name: 'infect', rule: '702.90' },
  { name: 'menace', rule: '702.111' },
  { name: 'skulk', rule: '702.118' },
  { name: 'devoid', rule: '702.114' },
  { name: 'prowess', rule: '702.108' },
  { name: 'evolve', rule: '702.100' },
  { name: 'changeling', rule: '702.73' },
  { name: 'persist', rule: '702.79a' },
  { name: 'exalted', rule: '702.83a' },
  { name: 'undying', rule: '702.93a' },
  { name: 'riot', rule: '702.136a' },
  { name: 'extort', rule: '702.101a' },
  { name: 'affinity for artifacts', rule: '702.41a' },
  { name: 'living weapon', rule: '702.92a' },
  { name: 'for mirrodin!', rule: '702.163a' },
  { name: 'storm', rule: '702.40a' },
] as const satisfies readonly { readonly name: string; readonly rule: RuleId }[];

/** A basic land type as landwalk spells it (CR 702.14). */
export type LandwalkType = 'plains' | 'island' | 'swamp' | 'mountain' | 'forest';
/**
 * A keyword the engine models, in its canonical spelling: the names in `KEYWORDS`, `protection from <color>`
 * (702.16) and `<landtype>walk` (702.14). `hasKeyword(s, id, 'flyng')` doesn't compile.
 */
export type Keyword = (typeof KEYWORDS)[number]['name'] | `protection from ${ColorName}` | `${LandwalkType}walk` | `toxic ${number}` | `renown ${number}` | `crew ${number}` | `modular ${number}` | `vanishing ${number}` | `fabricate ${number}` | `kicker ${string}` | `cycling ${string}` | `flashback ${string}` | `equip ${string}` | `evoke ${string}` | `madness ${string}` | `${TypecyclingType}cycling ${string}` | `ward ${string}` | 'enchant creature';

const KEYWORD_BY_NAME = new Map<string, KeywordInfo>(KEYWORDS.map(k => [k.name, k]));
const PROTECTION = /^protection from (white|blue|black|red|green)$/;
const LANDWALK = /^(plains|island|swamp|mountain|forest)walk$/;

/** The rule of a keyword the engine knows, or undefined. Accepts `protection from red` and `islandwalk`. */
export function keywordInfo(keyword: string): KeywordInfo | undefined {
  const k = keyword.trim().toLowerCase().replace(/\s+/g, ' ');
  const plain = KEYWORD_BY_NAME.get(k);
  if (plain) return plain;
  if (PROTECTION.test(k)) return { name: k as Keyword, rule: '702.16' };
  if (LANDWALK.test(k)) return { name: k as Keyword, rule: '702.14' };
  if (TOXIC.test(k) && toxicValue([k]) <= MAX_AMOUNT) return { name: k as Keyword, rule: '702.164' };
  if (/^renown \d+$/.test(k) && Number(k.slice(7)) <= MAX_AMOUNT) return { name: k as Keyword, rule: '702.112a' };
  if (/^crew \d+$/.test(k) && Number(k.slice(5)) <= MAX_AMOUNT) return { name: k as Keyword, rule: '702.122a' };
  if (/^modular \d+$/.test(k) && Number(k.slice(8)) <= MAX_AMOUNT) return { name: k as Keyword, rule: '702.43a' };
  if (/^vanishing \d+$/.test(k) && Number(k.slice(10)) <= MAX_AMOUNT) return { name: k as Keyword, rule: '702.63a' };
  if (/^fabricate \d+$/.test(k) && Number(k.slice(10)) <= MAX_AMOUNT) return { name: k as Keyword, rule: '702.123a' };
  const costed = COSTED.exec(k);
  if (costed && costedKeywordCost(k, costed[1] as CostedKeyword)) return { name: k as Keyword, rule: COSTED_KEYWORDS[costed[1] as CostedKeyword] };
  if (k === 'enchant creature') return { name: k as Keyword, rule: '702.5' };
  if (typecyclingCost(k)) return { name: k as Keyword, rule: '702.29' };
  if (wardCost(k)) return { name: k as Keyword, rule: '702.21a' };
  return undefined;
}

const TOXIC = /^toxic (\d+)$/;
/** Keywords written with a mana cost ("kicker {2}", "equip {1}"), and their rules. */
const COSTED_KEYWORDS = { kicker: '702.33', cycling: '702.29', flashback: '702.34', equip: '702.6', evoke: '702.74a', madness: '702.35a' } as const satisfies Readonly<Record<string, RuleId>>;
export type CostedKeyword = keyof typeof COSTED_KEYWORDS;
const COSTED = /^(kicker|cycling|flashback|equip|evoke|madness) ((?:\{[^}]+\})+)$/;

/** The cost in a keyword such as "kicker {2}{R}" when it is that keyword, or undefined. */
export function costedKeywordCost(keyword: string, name: CostedKeyword): ManaCost | undefined {
  const m = COSTED.exec(keyword.trim().toLowerCase());
  const parsed = m && m[1] === name ? parseManaCost(m[2]!) : undefined;
  return parsed?.ok ? parsed.cost : undefined;
}

/** What typecycling searches for (702.29e): "basic landcycling", "forestcycling". */
export type TypecyclingType = 'basic land' | LandwalkType;
const TYPECYCLING = /^(basic land|plains|island|swamp|mountain|forest)cycling ((?:\{[^}]+\})+)$/;

/** A typecycling keyword's type and cost ("forestcycling {2}", 702.29e), or undefined. */
export function typecyclingCost(keyword: string): { readonly type: TypecyclingType; readonly cost: ManaCost } | undefined {
  const m = TYPECYCLING.exec(keyword.trim().toLowerCase());
  const parsed = m ? parseManaCost(m[2]!) : undefined;
  return parsed?.ok ? { type: m![1] as TypecyclingType, cost: parsed.cost } : undefined;
}

const WARD = /^ward ((?:\{[^}]+\})+)$/;

/** The mana cost of "ward {2}" (702.21a), or undefined. */
export function wardCost(keyword: string): { readonly text: string; readonly cost: ManaCost } | undefined {
  const m = WARD.exec(keyword.trim().toLowerCase());
  const parsed = m ? parseManaCost(m[1]!) : undefined;
  return parsed?.ok ? { text: m![1]!.toUpperCase(), cost: parsed.cost } : undefined;
}

/** A creature's total toxic value: the sum of its toxic abilities' N (CR 702.164b). */
export function toxicValue(keywords: readonly string[]): number {
  return keywords.reduce((sum, k) => sum + Number(TOXIC.exec(k)?.[1] ?? 0), 0);
}

/** Color named by "protection from X". */
export function protectionColor(keyword: string): Color | undefined {
  const m = PROTECTION.exec(keyword);
  if (!m) return undefined;
  return COLORS.find(c => COLOR_NAMES[c] === m[1]);
}

/** Land type named by "Xwalk" (capitalised subtype). */
export function landwalkType(keyword: string): string | undefined {
  const m = LANDWALK.exec(keyword);
  return m ? m[1]!.charAt(0).toUpperCase() + m[1]!.slice(1) : undefined;
}

/** `unsupported`: a real mana symbol the engine doesn't model (hybrid, Phyrexian), as opposed to a malformed one. */
export type ManaCostParse =
  | { readonly ok: true; readonly cost: ManaCost }
  | { readonly ok: false; readonly error: string; readonly unsupported?: boolean };

/** Hybrid ({R/G}, {2/W}, {C/W}) and Phyrexian ({W/P}, {G/U/P}) symbols (CR 107.4e–f). */
const HYBRID_OR_PHYREXIAN = /^(?:[WUBRG2C]\/[WUBRG](?:\/P)?|[WUBRGC]\/P)$/;
/** {W/U}, {R/G}: two-color hybrid, which the engine models (107.4e). */
const TWO_COLOR_HYBRID = /^[WUBRG]\/[WUBRG]$/;

/** Largest number accepted in a cost or amount: absurd numbers are input errors, not engine work. */
export const MAX_AMOUNT = 1_000_000;

/** Parses `{3}{W}{W}`, `{X}{R}`, `{C}`. Hybrid and Phyrexian symbols are reported as not supported. */
export function parseManaCost(text: string): ManaCostParse {
  const colored: Partial<Record<ManaType, number>> = {};
  const hybrid: [Color, Color][] = [];
  let generic = 0;
  let x = 0;
  const trimmed = text.trim();
  if (!/^(\{[^{}]*\})*$/.test(trimmed)) return { ok: false, error: `"${text}" is not a mana cost: write symbols like {2}{W}{W}` };
  for (const [, raw] of trimmed.matchAll(/\{([^{}]*)\}/g)) {
    const symbol = raw!.toUpperCase();
    if (/^\d+$/.test(symbol)) {
      generic += Number(symbol);
      if (generic > MAX_AMOUNT) return { ok: false, error: `mana cost ${text} is too large` };
    } else if (symbol === 'X') {
      x += 1;
    } else if ((MANA_TYPES as readonly string[]).includes(symbol)) {
      colored[symbol as ManaType] = (colored[symbol as ManaType] ?? 0) + 1;
    } else if (TWO_COLOR_HYBRID.test(symbol)) {
      hybrid.push([symbol[0] as Color, symbol[2] as Color]);
    } else if (HYBRID_OR_PHYREXIAN.test(symbol)) {
      const kind = symbol.endsWith('/P') ? 'Phyrexian' : 'hybrid';
      return { ok: false, unsupported: true, error: `the ${kind} mana symbol {${raw}} is not supported by the engine yet` };
    } else {
      return { ok: false, error: `mana symbol {${raw}} is not supported (only generic, X, W, U, B, R, G and C)` };
    }
  }
  return { ok: true, cost: { generic, colored, x, ...(hybrid.length ? { hybrid } : {}) } };
}

/** Two costs as one, as the total cost adds additional costs to the mana cost (CR 601.2f). */
export function addManaCosts(a: ManaCost, b: ManaCost): ManaCost {
  const colored: Partial<Record<ManaType, number>> = { ...a.colored };
  for (const t of MANA_TYPES) if (b.colored[t]) colored[t] = (colored[t] ?? 0) + b.colored[t]!;
  const hybrid = [...(a.hybrid ?? []), ...(b.hybrid ?? [])];
  return { generic: a.generic + b.generic, colored, x: a.x + b.x, ...(hybrid.length ? { hybrid } : {}) };
}

/** The cost of the card's keyword `name` ("Kicker {cost}", 702.33a; "Flashback {cost}", 702.34a), or undefined. */
export function keywordCost(def: CardDef, name: CostedKeyword): ManaCost | undefined {
  for (const k of def.keywords) {
    const cost = costedKeywordCost(k, name);
    if (cost) return cost;
  }
  return undefined;
}

/** Mana value (CR 202.3): the total of the mana cost, X counting 0 outside the stack, a hybrid symbol 1. */
export function manaValue(def: CardDef): number {
  const cost = def.cost;
  if (!cost) return 0;
  return cost.generic + Object.values(cost.colored).reduce((a, n) => a + (n ?? 0), 0) + (cost.hybrid?.length ?? 0);
}

export function formatManaCost(cost: ManaCost): string {
  let out = FORMATTED.get(cost);
  if (out === undefined) FORMATTED.set(cost, out = formatted(cost));
  return out;
}

/** Costs are immutable and a card's is written into the log on every cast: each is formatted once. */
const FORMATTED = new WeakMap<ManaCost, string>();

function formatted(cost: ManaCost): string {
  let out = '{X}'.repeat(cost.x);
  if (cost.generic > 0 || (cost.x === 0 && !cost.hybrid?.length && Object.values(cost.colored).every(n => !n))) out += `{${cost.generic}}`;
  for (const [a, b] of cost.hybrid ?? []) out += `{${a}/${b}}`;
  for (const t of MANA_TYPES) out += `{${t}}`.repeat(cost.colored[t] ?? 0);
  return out;
}


/** An object's colors: a color indicator if given, else its mana cost's colors (CR 202.2). */
export function colorsOf(def: CardDef): readonly Color[] {
  let colors = COLORS_OF.get(def);
  if (!colors) COLORS_OF.set(def, colors = colorsFromCard(def));
  return colors;
}

/** A card's colors, worked out once: every spell cast and resolved asks (a card definition never changes). */
const COLORS_OF = new WeakMap<CardDef, readonly Color[]>();

function colorsFromCard(def: CardDef): readonly Color[] {
  // Devoid: the object is colorless, whatever its cost (702.114a, a characteristic-defining ability).
  if (def.keywords.includes('devoid')) return [];
  if (def.colors) return def.colors;
  // A hybrid symbol has both its colors (202.2, 107.4e).
  return COLORS.filter(c => (def.cost?.colored[c] ?? 0) > 0 || def.cost?.hybrid?.some(h => h.includes(c)));
}

export function hasType(def: CardDef, type: CardType): boolean {
  return def.types.includes(type);
}

/** Spells castable any time their controller has priority: instants and cards with flash (CR 304.1, 702.8). */
export function hasInstantTiming(def: CardDef): boolean {
  return hasType(def, 'Instant') || def.keywords.includes('flash');
}

/** The rule that sets a noninstant spell's timing, by card type (CR 301.1–310.1). */
export function sorcerySpeedRule(def: CardDef): RuleId {
  const byType: [CardType, RuleId][] = [
    ['Creature', '302.1'], ['Artifact', '301.1'], ['Enchantment', '303.1'], ['Planeswalker', '306.1'], ['Battle', '310.1'],
  ];
  return byType.find(([t]) => hasType(def, t))?.[1] ?? '307.1';
}
