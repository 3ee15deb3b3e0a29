import type { CardDef, CardType, Color, ManaCost, ManaType, Supertype } from './types.js';
import type { RuleId } from './cited-rules.js';
import { quoted } from './quote.js';

export const COLORS: readonly Color[] = ['W', 'U', 'B', 'R', 'G'];
export const MANA_TYPES: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G', 'C'];
/** The basic land types (205.3i). */
export const BASIC_LAND_TYPES: readonly string[] = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];
/** Every land type (205.3i): the basic ones and the others. */
export const LAND_TYPES: ReadonlySet<string> = new Set([
  ...BASIC_LAND_TYPES,
  'Cave',
  'Desert',
  'Gate',
  'Lair',
  'Locus',
  'Mine',
  'Power-Plant',
  'Sphere',
  'Tower',
  "Urza's",
]);
export type ColorName = 'white' | 'blue' | 'black' | 'red' | 'green';
export const COLOR_NAMES: Readonly<Record<Color, ColorName>> = {
  W: 'white',
  U: 'blue',
  B: 'black',
  R: 'red',
  G: 'green',
};

export const CARD_TYPES: readonly CardType[] = [
  'Artifact',
  'Battle',
  'Creature',
  'Enchantment',
  'Instant',
  'Kindred',
  'Land',
  'Planeswalker',
  'Sorcery',
];
export const SUPERTYPES: readonly Supertype[] = ['Basic', 'Legendary', 'Snow', 'World', 'Ongoing'];

/** Basic land types and the mana their intrinsic ability makes (CR 305.6). */
export const BASIC_LAND_MANA: Readonly<Record<string, ManaType>> = {
  Plains: 'W',
  Island: 'U',
  Swamp: 'B',
  Mountain: 'R',
  Forest: 'G',
};

/** `unsupported`: a real mana symbol the engine doesn't model (hybrid, Phyrexian), as opposed to a malformed one. */
export type ManaCostParse =
  | { readonly ok: true; readonly cost: ManaCost }
  | { readonly ok: false; readonly error: string; readonly unsupported?: boolean };

/** Hybrid ({R/G}, {2/W}, {C/W}) and Phyrexian ({W/P}, {G/U/P}) symbols (CR 107.4e–f). */
const HYBRID_OR_PHYREXIAN = /^(?:[WUBRG2C]\/[WUBRG](?:\/P)?|[WUBRGC]\/P)$/;
/** {W/U}, {R/G}: two-color hybrid, which the engine models (107.4e). */
const TWO_COLOR_HYBRID = /^[WUBRG]\/[WUBRG]$/;
/** {W/P}: a Phyrexian symbol of one color, which the engine models (107.4f). */
const PHYREXIAN = /^[WUBRG]\/P$/;

/** Largest number accepted in a cost or amount: absurd numbers are input errors, not engine work. */
export const MAX_AMOUNT = 1_000_000;

/**
 * Parses `{3}{W}{W}`, `{X}{R}`, `{C}`, `{W/U}`, `{B/P}`. Monocolored hybrid ({2/W}) and hybrid Phyrexian ({G/U/P})
 * symbols are reported as not supported.
 */
export function parseManaCost(text: string): ManaCostParse {
  const colored: Partial<Record<ManaType, number>> = {};
  const hybrid: [Color, Color][] = [];
  const phyrexian: Color[] = [];
  let generic = 0;
  let x = 0;
  let snow = 0;
  const trimmed = text.trim();
  if (!/^(\{[^{}]*\})*$/.test(trimmed))
    return { ok: false, error: `${quoted(text)} is not a mana cost: write symbols like {2}{W}{W}` };
  for (const [, raw] of trimmed.matchAll(/\{([^{}]*)\}/g)) {
    const symbol = raw!.toUpperCase();
    if (/^\d+$/.test(symbol)) {
      generic += Number(symbol);
      if (generic > MAX_AMOUNT) return { ok: false, error: `mana cost ${text} is too large` };
    } else if (symbol === 'X') {
      x += 1;
    } else if (symbol === 'S') {
      snow += 1;
    } else if ((MANA_TYPES as readonly string[]).includes(symbol)) {
      colored[symbol as ManaType] = (colored[symbol as ManaType] ?? 0) + 1;
    } else if (TWO_COLOR_HYBRID.test(symbol)) {
      hybrid.push([symbol[0] as Color, symbol[2] as Color]);
    } else if (PHYREXIAN.test(symbol)) {
      phyrexian.push(symbol[0] as Color);
    } else if (HYBRID_OR_PHYREXIAN.test(symbol)) {
      const kind = symbol.endsWith('/P') ? 'Phyrexian' : 'hybrid';
      return {
        ok: false,
        unsupported: true,
        error: `the ${kind} mana symbol {${raw}} is not supported by the engine yet`,
      };
    } else {
      return { ok: false, error: `mana symbol {${raw}} is not supported (only generic, X, W, U, B, R, G, C and S)` };
    }
  }
  return {
    ok: true,
    cost: {
      generic,
      colored,
      x,
      ...(hybrid.length ? { hybrid } : {}),
      ...(phyrexian.length ? { phyrexian } : {}),
      ...(snow ? { snow } : {}),
    },
  };
}

/** Two costs as one, as the total cost adds additional costs to the mana cost (CR 601.2f). */
export function addManaCosts(a: ManaCost, b: ManaCost): ManaCost {
  const colored: Partial<Record<ManaType, number>> = { ...a.colored };
  for (const t of MANA_TYPES) if (b.colored[t]) colored[t] = (colored[t] ?? 0) + b.colored[t]!;
  const hybrid = [...(a.hybrid ?? []), ...(b.hybrid ?? [])];
  const phyrexian = [...(a.phyrexian ?? []), ...(b.phyrexian ?? [])];
  const snow = (a.snow ?? 0) + (b.snow ?? 0);
  return {
    generic: a.generic + b.generic,
    colored,
    x: a.x + b.x,
    ...(hybrid.length ? { hybrid } : {}),
    ...(phyrexian.length ? { phyrexian } : {}),
    ...(snow ? { snow } : {}),
  };
}

/**
 * Mana value (CR 202.3): the total of the mana cost, X counting 0 outside the stack, a hybrid, Phyrexian (202.3g) or
 * snow symbol 1.
 */
export function manaValue(def: CardDef): number {
  return def.cost ? costValue(def.cost) : 0;
}

/** The mana value of a mana cost (202.3), X as 0. */
export function costValue(cost: ManaCost): number {
  return (
    cost.generic +
    Object.values(cost.colored).reduce((a, n) => a + (n ?? 0), 0) +
    (cost.hybrid?.length ?? 0) +
    (cost.phyrexian?.length ?? 0) +
    (cost.snow ?? 0)
  );
}

export function formatManaCost(cost: ManaCost): string {
  let out = FORMATTED.get(cost);
  if (out === undefined) FORMATTED.set(cost, (out = formatted(cost)));
  return out;
}

/** Costs are immutable and a card's is written into the log on every cast: each is formatted once. */
const FORMATTED = new WeakMap<ManaCost, string>();

function formatted(cost: ManaCost): string {
  let out = '{X}'.repeat(cost.x);
  if (
    cost.generic > 0 ||
    (cost.x === 0 &&
      !cost.hybrid?.length &&
      !cost.phyrexian?.length &&
      !cost.snow &&
      Object.values(cost.colored).every(n => !n))
  )
    out += `{${cost.generic}}`;
  out += '{S}'.repeat(cost.snow ?? 0);
  for (const [a, b] of cost.hybrid ?? []) out += `{${a}/${b}}`;
  for (const c of cost.phyrexian ?? []) out += `{${c}/P}`;
  for (const t of MANA_TYPES) out += `{${t}}`.repeat(cost.colored[t] ?? 0);
  return out;
}

/** An object's colors: a color indicator if given, else its mana cost's colors (CR 202.2). */
export function colorsOf(def: CardDef): readonly Color[] {
  let colors = COLORS_OF.get(def);
  if (!colors) COLORS_OF.set(def, (colors = colorsFromCard(def)));
  return colors;
}

/** A card's colors, worked out once: every spell cast and resolved asks (a card definition never changes). */
const COLORS_OF = new WeakMap<CardDef, readonly Color[]>();

function colorsFromCard(def: CardDef): readonly Color[] {
  // Devoid: the object is colorless, whatever its cost (702.114a, a characteristic-defining ability).
  if (def.keywords.includes('devoid')) return [];
  if (def.colors) return def.colors;
  // A hybrid symbol has both its colors, a Phyrexian symbol its color (202.2d, 107.4e–f).
  return COLORS.filter(
    c =>
      (def.cost?.colored[c] ?? 0) > 0 || def.cost?.hybrid?.some(h => h.includes(c)) || def.cost?.phyrexian?.includes(c),
  );
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
    ['Creature', '302.1'],
    ['Artifact', '301.1'],
    ['Enchantment', '303.1'],
    ['Planeswalker', '306.1'],
    ['Battle', '310.1'],
  ];
  return byType.find(([t]) => hasType(def, t))?.[1] ?? '307.1';
}
