import type {
  Ability,
  CardDef,
  CardType,
  Color,
  GameState,
  ManaCost,
  ManaPool,
  ManaType,
  ObjectId,
  PlayerId,
  Violation,
} from '../core/types.js';
import { BASIC_LAND_MANA, COLORS, MANA_TYPES, formatManaCost } from '../core/cards.js';
import { NUMBER, amount, readPermanents } from '../core/phrases.js';
import { abilities, controller, hasKeyword, isCreature, isSnow } from '../view/queries.js';
import { layeredCharacteristics, type Characteristics } from '../view/layers.js';
import { EMPTY_POOL, logRule, name, updatePlayer } from '../core/state.js';
import { matchesFilter } from '../view/targets.js';
import { hasRestriction } from '../view/restrictions.js';
import { violation } from '../core/violations.js';

/**
 * `mana` (each symbol one mana, repeats allowed) added to `who`'s mana pool (CR 106.3). Mana whose source (the spell or
 * the ability's source, 106.3) is snow is also counted in `snowMana`: it alone pays {S} (107.4h).
 */
export function addToPool(state: GameState, who: PlayerId, mana: readonly ManaType[], source?: ObjectId): GameState {
  const snow = source !== undefined && state.objects[source] !== undefined && isSnow(state, source);
  return updatePlayer(state, who, p => ({
    ...p,
    manaPool: withMana(p.manaPool, mana),
    ...(snow ? { snowMana: withMana(p.snowMana ?? EMPTY_POOL, mana) } : {}),
  }));
}

function withMana(pool: ManaPool, mana: readonly ManaType[]): ManaPool {
  return mana.reduce((into, m) => ({ ...into, [m]: into[m] + 1 }), pool);
}

type ManaAbility = Extract<Ability, { kind: 'mana' }>;

/** What "Add …" makes (106.1b): one mana, one of `produces`; or all of `yields` at once; or one of the sets `choices`. */
export interface ManaMade {
  readonly produces: readonly ManaType[];
  /** "One mana of the chosen color": `produces` is then whichever color its source chose (607.2d). */
  readonly chosenColor?: true;
  readonly yields?: readonly ManaType[];
  readonly choices?: readonly (readonly ManaType[])[];
}

const SYMBOLS = String.raw`(?:\{[WUBRGC]\})+`;
const ALTERNATIVES = new RegExp(`^${SYMBOLS}(?:, ${SYMBOLS})*,? or ${SYMBOLS}$`, 'i');
const ANY_ONE_COLOR = new RegExp(`^${NUMBER} mana of any one color$`, 'i');
const ANY_COMBINATION = new RegExp(`^${NUMBER} mana in any combination of colors$`, 'i');
/** More mana than this in one "any combination" isn't listed as its choices. */
const MAX_COMBINATION = 5;

function symbolsOf(text: string): ManaType[] {
  return [...text.matchAll(/\{([WUBRGC])\}/gi)].map(s => s[1]!.toUpperCase() as ManaType);
}

/**
 * The mana "Add …" names: "{G}", "{C}{C}", "{R} or {W}", "one mana of any color", "{U}{U}, {U}{R}, or {R}{R}" (one
 * of those sets), "two mana of any one color", "three mana in any combination of colors", "two mana of different
 * colors". Undefined otherwise.
 */
export function readManaMade(text: string): ManaMade | undefined {
  if (/^one mana of any color$/i.test(text)) return { produces: COLORS };
  if (/^one mana of the chosen color$/i.test(text)) return { produces: COLORS, chosenColor: true };
  if (new RegExp(`^${SYMBOLS}$`, 'i').test(text)) {
    const symbols = symbolsOf(text);
    return symbols.length === 1 ? { produces: symbols } : { produces: unique(symbols), yields: symbols };
  }
  const sets = ALTERNATIVES.test(text) ? text.split(/,? or |, /).map(symbolsOf) : undefined;
  if (sets) {
    if (sets.every(set => set.length === 1)) return { produces: unique(sets.flat()) };
    return { produces: unique(sets.flat()), choices: sets };
  }
  const one = ANY_ONE_COLOR.exec(text);
  const n = one && amount(one[1]!);
  if (n)
    return n === 1 ? { produces: COLORS } : { produces: COLORS, choices: COLORS.map(c => Array<ManaType>(n).fill(c)) };
  // "Two mana of different colors": one of the pairs of two colors (106.1a).
  if (/^two mana of different colors$/i.test(text))
    return { produces: COLORS, choices: COLORS.flatMap((a, i) => COLORS.slice(i + 1).map(b => [a, b])) };
  const mixed = ANY_COMBINATION.exec(text);
  const k = mixed && amount(mixed[1]!);
  if (k && k >= 2 && k <= MAX_COMBINATION) return { produces: COLORS, choices: combinations(k) };
  return undefined;
}

const MANA_TRIGGER = new RegExp(
  String.raw`^whenever (?:(enchanted \w+) is tapped|(you|a player) taps? (?:a|an) (.+?)|(?:a|an) (.+?) is tapped) for mana, ` +
    String.raw`(?:its controller adds|that player adds|add) (an additional ${SYMBOLS}|an additional one mana of the chosen color|an additional (?:one mana of any color|(?:two|three) mana in any combination of colors)|one mana of any type that land produced)$`,
  'i',
);

/**
 * A triggered mana ability (605.1b) adding more mana when a land is tapped for mana: "whenever enchanted land is tapped
 * for mana, its controller adds an additional {G}", "whenever you tap a Swamp for mana, add an additional {B}",
 * "whenever a Forest is tapped for mana, its controller adds an additional {G}", "whenever a player taps a land for
 * mana, that player adds one mana of any type that land produced"; "one mana of the chosen color": the color its
 * source chose as it entered (607.2d).
 */
export function readManaTrigger(sentence: string): Extract<Ability, { kind: 'manaTrigger' }> | undefined {
  const m = MANA_TRIGGER.exec(sentence);
  if (!m) return undefined;
  const [, enchanted, who, tapped, anyones, added] = m;
  const what = tapped ?? anyones;
  // Who adds is who tapped: "its controller" after an Aura's land or "a Forest is tapped", "that player" after "a
  // player", else "you".
  const says = sentence.slice(0, sentence.length - added!.length).toLowerCase();
  const adder =
    enchanted || anyones ? 'its controller adds' : who!.toLowerCase() === 'you' ? 'add' : 'that player adds';
  if (!says.endsWith(`${adder} `)) return undefined;
  const filter = what === undefined ? undefined : readPermanents(what);
  // Only lands: a creature tapped for mana isn't what these words watch.
  if (
    what !== undefined &&
    (!filter || filter.controller || !(filter.types?.includes('Land') || filter.subtypes?.length))
  )
    return undefined;
  const anyColor = /^an additional (\w+) mana (?:of any color|in any combination of colors)$/i.exec(added!);
  const adds = anyColor
    ? { anyColor: amount(anyColor[1]!)! }
    : /chosen color$/i.test(added!)
      ? ('chosen' as const)
      : /^an additional/i.test(added!)
        ? symbolsOf(added!)
        : ('produced' as const);
  return {
    kind: 'manaTrigger',
    ...(enchanted ? { enchanted: true as const } : {}),
    ...(filter ? { filter } : {}),
    ...(who?.toLowerCase() === 'a player' || anyones ? { anyPlayer: true as const } : {}),
    adds,
  };
}

type ManaTrigger = Extract<Ability, { kind: 'manaTrigger' }>;

/** The triggered mana abilities (605.1b) that `who` tapping `land` for mana triggers, with the permanents they are of. */
function watching(state: GameState, who: PlayerId, land: ObjectId): { id: ObjectId; ability: ManaTrigger }[] {
  return state.battlefield.flatMap(id =>
    abilities(state, id).flatMap(ability =>
      ability.kind === 'manaTrigger' &&
      (ability.enchanted
        ? state.permanents[id]!.attachedTo === land
        : (ability.anyPlayer || controller(state, id) === who) && matchesFilter(state, land, ability.filter!, who, id))
        ? [{ id, ability }]
        : [],
    ),
  );
}

/**
 * How many mana of colors of their choice (106.1a) tapping `land` makes its player add besides its own ("an
 * additional one mana of any color"): the symbols a tap names beyond what the land makes are those (`Alice taps Forest
 * for {G}{U}`).
 */
export function colorsChosenOnTap(state: GameState, who: PlayerId, land: ObjectId): number {
  return watching(state, who, land).reduce(
    (n, { ability }) =>
      n + (typeof ability.adds === 'object' && 'anyColor' in ability.adds ? ability.adds.anyColor : 0),
    0,
  );
}

/**
 * After `who` tapped `land` for mana (106.12), making `produced`: each triggered mana ability watching it resolves at
 * once (605.4a), without the stack, adding to `who`'s pool — "one mana of any type that land produced" is of the
 * first type it made (the default choice when it made several); "of the chosen color", none if nothing was chosen;
 * "one mana of any color", "two mana in any combination of colors": the colors `picked` names in order, else by
 * default the color the land made (white for colorless mana).
 */
export function afterTappedForMana(
  state: GameState,
  who: PlayerId,
  land: ObjectId,
  produced: readonly ManaType[],
  picked: readonly ManaType[] = [],
): GameState {
  let s = state;
  let left = picked;
  for (const { id, ability } of produced.length === 0 ? [] : watching(state, who, land)) {
    const chosen = state.permanents[id]!.chosen;
    const any = typeof ability.adds === 'object' && 'anyColor' in ability.adds ? ability.adds.anyColor : 0;
    const fallback: ManaType = produced[0] === 'C' ? 'W' : produced[0]!;
    const adds: readonly ManaType[] =
      ability.adds === 'produced'
        ? [produced[0]!]
        : ability.adds === 'chosen'
          ? chosen?.kind === 'color'
            ? [chosen.color]
            : []
          : any > 0
            ? Array.from({ length: any }, (_m, i) => left[i] ?? fallback)
            : (ability.adds as readonly ManaType[]);
    const defaulted = any > left.length;
    left = left.slice(any);
    if (adds.length === 0) continue;
    const choice =
      ability.adds === 'produced' && new Set(produced).size > 1
        ? ' (the default choice: the first type it made)'
        : defaulted
          ? ' (the default choice: the color the land made)'
          : '';
    s = addToPool(s, who, adds, id);
    s = logRule(
      s,
      'manaAdded',
      '605.4a',
      `${name(s, id)}'s triggered mana ability adds ${adds.map(m => `{${m}}`).join('')} to ${who}'s mana pool (${name(s, land)} was tapped for mana)${choice}.`,
      { objects: [id, land], players: [who], ...(choice ? { defaulted: true } : {}) },
    );
  }
  return s;
}

function unique(mana: readonly ManaType[]): ManaType[] {
  return MANA_TYPES.filter(t => mana.includes(t));
}

/** The sets of `n` colored mana, each color as often as it likes, in WUBRG order (a multiset each). */
function combinations(n: number, from = 0): ManaType[][] {
  if (n === 0) return [[]];
  return COLORS.slice(from).flatMap((c, i) => combinations(n - 1, from + i).map(rest => [c, ...rest]));
}

/**
 * The mana a permanent's mana abilities can make: the intrinsic ability of each basic land type (CR 305.6) and its
 * "{T}: Add" abilities — as the layers make them (613.1f): none after "loses all abilities", granted ones too.
 */
export function manaOptions(state: GameState, id: ObjectId): readonly ManaType[] {
  return state.objects[id] ? optionsOf(state, id).all : [];
}

interface Options {
  readonly all: readonly ManaType[];
  readonly free: readonly ManaType[];
  /** An ability makes "one mana of the chosen color" (`free`: for only a tap): which one, its permanent says. */
  readonly chosen?: { readonly free: boolean };
}

/**
 * What its mana abilities make: all of them, and those that only tap it ("free"), which paying a cost may use without
 * asking (601.2g). One that sacrifices its source or does more than add mana is activated by its controller's own
 * choice (`activateMana`). Printed characteristics never change, so without continuous effects this is worked out
 * once per card; with them, from its layered types and abilities.
 */
const OPTIONS = new WeakMap<CardDef, Options>();

function optionsOf(state: GameState, id: ObjectId, layered = layeredCharacteristics(state, id)): Options {
  let known = layered ? optionsFrom(landMana(layered.types, layered.subtypes, layered), layered.abilities) : undefined;
  if (!known) {
    const def = state.objects[id]!.def;
    known = OPTIONS.get(def);
    if (!known) {
      known = optionsFrom(landMana(def.types, def.subtypes, undefined), def.abilities);
      OPTIONS.set(def, known);
    }
  }
  const color = known.chosen && chosenColorOf(state, id);
  if (!color) return known;
  const add = (to: readonly ManaType[]) => MANA_TYPES.filter(m => m === color || to.includes(m));
  return { all: add(known.all), free: known.chosen!.free ? add(known.free) : known.free };
}

/** The color a permanent chose as it entered ("as ~ enters, choose a color", 607.2d), if it did. */
function chosenColorOf(state: GameState, id: ObjectId): Color | undefined {
  const chosen = state.permanents[id]?.chosen;
  return chosen?.kind === 'color' ? chosen.color : undefined;
}

/** The mana a mana ability of `id` makes: for "one mana of the chosen color", that color alone (none before one). */
export function producedBy(state: GameState, id: ObjectId, ability: ManaAbility): readonly ManaType[] {
  if (!ability.chosenColor) return ability.produces;
  const color = chosenColorOf(state, id);
  return color ? [color] : [];
}

/** The intrinsic mana abilities of its basic land types (305.6); "loses all abilities" removes them too (613.1f). */
function landMana(
  types: readonly CardType[],
  subtypes: readonly string[],
  layered: Characteristics | undefined,
): ManaType[] {
  if (!types.includes('Land') || layered?.applied.some(a => a.change.loseAll)) return [];
  return subtypes.flatMap(sub => BASIC_LAND_MANA[sub] ?? []);
}

function optionsFrom(land: readonly ManaType[], abilities: readonly Ability[]): Options {
  const all = new Set<ManaType>(land);
  const free = new Set<ManaType>(land);
  let chosen: Options['chosen'];
  for (const ability of abilities) {
    if (ability.kind !== 'mana') continue;
    if (ability.chosenColor) {
      chosen = { free: (chosen?.free ?? false) || onlyTaps(ability) };
      continue;
    }
    ability.produces.forEach(m => all.add(m));
    if (onlyTaps(ability)) ability.produces.forEach(m => free.add(m));
  }
  return {
    all: Object.freeze(MANA_TYPES.filter(m => all.has(m))),
    free: Object.freeze(MANA_TYPES.filter(m => free.has(m))),
    ...(chosen ? { chosen } : {}),
  };
}

/** One mana for a tap and nothing else: what automatic payment's one-pip-per-source matching can use. */
function onlyTaps(ability: ManaAbility): boolean {
  return (
    !ability.cost &&
    !ability.effects &&
    !ability.yields &&
    !ability.choices &&
    !ability.times &&
    !ability.oncePerTurn &&
    !ability.onlyIf &&
    !ability.onlyFor &&
    !ability.abilitiesOf
  );
}

/**
 * The mana ability `activateMana` uses to make `mana`: the intrinsic ability of a basic land type (305.6) when that
 * makes it, else the first of its abilities now (613.1f) that can.
 */
export function manaAbilityFor(state: GameState, id: ObjectId, mana: ManaType): ManaAbility | undefined {
  const layered = layeredCharacteristics(state, id);
  const def = state.objects[id]!.def;
  if (landMana(layered?.types ?? def.types, layered?.subtypes ?? def.subtypes, layered).includes(mana))
    return { kind: 'mana', produces: [mana] };
  return abilities(state, id).find(
    (a): a is ManaAbility => a.kind === 'mana' && producedBy(state, id, a).includes(mana),
  );
}

/** `manaSourceProblem(...) === undefined` without building the violation: the engine's own search asks it of every permanent. */
function canTapForMana(state: GameState, playerId: PlayerId, id: ObjectId): boolean {
  const perm = state.permanents[id];
  if (!perm || controller(state, id) !== playerId || perm.tapped) return false;
  // Asked of every permanent by each payment: the layered view is looked up once.
  const layered = layeredCharacteristics(state, id);
  if (optionsOf(state, id, layered).free.length === 0 || hasRestriction(state, id, 'cantActivate')) return false;
  return (
    perm.sinceTurnStart ||
    !(layered?.types ?? state.objects[id]!.def.types).includes('Creature') ||
    hasKeyword(state, id, 'haste')
  );
}

/** Why `player` can't tap `id` for mana now (or activate a mana ability of it that doesn't tap: `taps` false), or undefined if they can. */
export function manaSourceProblem(
  state: GameState,
  playerId: PlayerId,
  id: ObjectId,
  verb: string,
  taps = true,
): Violation | undefined {
  const perm = state.permanents[id];
  const label = name(state, id);
  if (!perm)
    return violation(
      '113.6',
      'mana/not-on-battlefield',
      `${playerId} can't ${verb} ${label}: it isn't on the battlefield`,
      [id],
      [playerId],
      { object: id },
    );
  if (controller(state, id) !== playerId)
    return violation(
      '602.2',
      'mana/not-controller',
      `${playerId} can't ${verb} ${label}: ${controller(state, id)} controls it`,
      [id],
      [playerId],
      { object: id },
    );
  // A mana ability is an activated ability (605.1a): "its activated abilities can't be activated" stops it too.
  if (hasRestriction(state, id, 'cantActivate'))
    return violation(
      '602.5',
      'activate/prohibited',
      `${playerId} can't ${verb} ${label}: an effect says its activated abilities can't be activated`,
      [id],
      [playerId],
      { object: id },
    );
  if (manaOptions(state, id).length === 0)
    return violation(
      '605.3a',
      'mana/no-mana-ability',
      `${playerId} can't ${verb} ${label}: it has no mana ability`,
      [id],
      [playerId],
      { object: id },
    );
  if (!taps) return undefined;
  if (perm.tapped)
    return violation(
      '107.5',
      'mana/source-tapped',
      `${playerId} can't ${verb} ${label}: it is already tapped`,
      [id],
      [playerId],
      { object: id },
    );
  if (isCreature(state, id) && !perm.sinceTurnStart && !hasKeyword(state, id, 'haste')) {
    return violation(
      '602.5a',
      'mana/summoning-sick',
      `${playerId} can't ${verb} ${label}: the creature hasn't been under their control since their turn began`,
      [id],
      [playerId],
      { object: id },
    );
  }
  return undefined;
}

/** A cost without any mana symbol but {0}. */
function isFree(cost: ManaCost): boolean {
  if (cost.generic !== 0 || cost.x !== 0 || cost.hybrid?.length || cost.phyrexian?.length || cost.snow) return false;
  for (const t of MANA_TYPES) if (cost.colored[t]) return false;
  return true;
}

/** One way to pay a cost's Phyrexian symbols (107.4f): the mana left to pay, and the symbols paid with 2 life each. */
export interface PhyrexianWay {
  readonly mana: ManaCost;
  readonly byLife: readonly Color[];
}

/** More Phyrexian symbols than this in one cost aren't told apart (no card has more than five). */
const MAX_PHYREXIAN = 8;

/**
 * The ways to pay a cost's Phyrexian symbols, as its payer announces (601.2b): each with one mana of its color or
 * 2 life. Paying more of them with mana comes first (the default: the first the player can pay); `byLife` keeps only
 * the ways that pay that many with life.
 */
export function phyrexianWays(cost: ManaCost, byLife?: number): readonly PhyrexianWay[] {
  const symbols = cost.phyrexian ?? [];
  if (symbols.length === 0) return byLife ? [] : [{ mana: cost, byLife: [] }];
  if (byLife !== undefined && byLife > symbols.length) return [];
  if (symbols.length > MAX_PHYREXIAN) return [];
  const ways = new Map<string, PhyrexianWay>();
  for (let mask = 0; mask < 1 << symbols.length; mask++) {
    const life = symbols.filter((_, i) => mask & (1 << i));
    if (byLife !== undefined && life.length !== byLife) continue;
    const key = [...life].sort().join('');
    if (ways.has(key)) continue;
    const colored: Partial<Record<ManaType, number>> = { ...cost.colored };
    symbols.forEach((c, i) => {
      if (!(mask & (1 << i))) colored[c] = (colored[c] ?? 0) + 1;
    });
    const { phyrexian: _paid, ...rest } = cost;
    ways.set(key, { mana: { ...rest, colored }, byLife: life });
  }
  return [...ways.values()].sort((a, b) => a.byLife.length - b.byLife.length);
}

export interface PaymentPlan {
  /** Each permanent tapped and the mana it makes. */
  readonly taps: readonly { readonly id: ObjectId; readonly mana: ManaType }[];
  /** The mana pool after paying (unused mana from `payWith` sources stays in it). */
  readonly pool: ManaPool;
  /** How much of each type of `pool` a snow source made (`PlayerState.snowMana`). */
  readonly snow: ManaPool;
}

interface Source {
  readonly id: ObjectId;
  readonly options: readonly ManaType[];
  /** A snow permanent, whose mana pays {S} (107.4h). */
  readonly snow: boolean;
  /** One mana a snow source made that is already in the pool, matched to pips like a source (`planPayment`). */
  readonly pooled?: true;
}

/** What one mana symbol of a cost can be paid with: one of `mana`; for {S}, mana of any type from a snow source. */
interface Pip {
  readonly mana: readonly ManaType[];
  readonly snow?: true;
}

const SNOW_PIP: Pip = { mana: MANA_TYPES, snow: true };

/** Search budget: payment is a small matching problem; a pathological board must not hang the engine. */
const SEARCH_LIMIT = 20_000;

/**
 * Plans paying `cost` (with X = `x`) from the pool and untapped mana sources (CR 601.2g–h). With `payWith`,
 * exactly those sources are tapped; otherwise the engine picks lands, preferring the least flexible ones.
 */
export function planPayment(
  state: GameState,
  playerId: PlayerId,
  cost: ManaCost,
  x: number,
  payWith: readonly ObjectId[] | undefined,
  /** A permanent the cost taps or sacrifices itself, so it can't also be tapped for mana. */
  busy?: ObjectId,
): PaymentPlan | { readonly problem: string; readonly violation?: Violation } {
  const player = state.players.find(p => p.id === playerId)!;
  const current = player.manaPool;
  const snowBefore = player.snowMana ?? EMPTY_POOL;
  // Nothing to pay and no source named (a {0} spell): the pool stays as it is, and no mana source is looked at.
  if (!payWith && isFree(cost)) return { taps: [], pool: current, snow: snowBefore };
  const pool: Record<ManaType, number> = { ...current };
  // With {S} to pay, the pool's snow mana is matched to the symbols like sources are (107.4h), so that it pays {S}
  // rather than a colored symbol another source could pay; without, the pool's other mana is spent first.
  const snowPips = cost.snow ?? 0;
  const pooledSnow: Source[] = [];
  if (snowPips > 0)
    for (const t of MANA_TYPES)
      for (let i = Math.min(snowBefore[t], pool[t]); i > 0; i--) {
        pool[t] -= 1;
        pooledSnow.push({ id: '', options: [t], snow: true, pooled: true });
      }
  if (payWith) {
    for (const id of payWith) {
      const problem = manaSourceProblem(state, playerId, id, 'tap');
      if (problem) return { problem: problem.message, violation: problem };
      if (optionsOf(state, id).free.length === 0) {
        return {
          problem: `${name(state, id)}'s mana ability costs more than tapping it or does more than add mana: activate it first (CR 605.3a)`,
        };
      }
    }
  }

  // Each pip is the mana that can pay it: one type, or either color of a hybrid symbol (107.4e), or {S}.
  const pips: Pip[] = [];
  for (const t of MANA_TYPES) {
    let need = cost.colored[t] ?? 0;
    const fromPool = Math.min(need, pool[t]);
    pool[t] -= fromPool;
    need -= fromPool;
    for (let i = 0; i < need; i++) pips.push({ mana: [t] });
  }
  for (const pair of cost.hybrid ?? []) {
    const inPool = pair.find(t => pool[t] > 0);
    if (inPool) pool[inPool] -= 1;
    else pips.push({ mana: pair });
  }
  for (let i = 0; i < snowPips; i++) pips.push(SNOW_PIP);
  // The snow mana left in the pool: of each type, at most what is left of it (its other mana was spent first).
  const snowAfter = (
    from: Readonly<Record<ManaType, number>>,
    final: Readonly<Record<ManaType, number>>,
  ): Record<ManaType, number> =>
    Object.fromEntries(MANA_TYPES.map(t => [t, Math.min(from[t], final[t])])) as Record<ManaType, number>;
  const total = cost.generic + x * cost.x;
  if (!payWith && pips.length === 0 && MANA_TYPES.reduce((a, t) => a + pool[t], 0) >= total) {
    // The pool pays it all (a {0} cost always): no mana source would be tapped, so none is looked for.
    payFromPool(pool, total);
    return { taps: [], pool: { ...EMPTY_POOL, ...pool }, snow: snowAfter(snowBefore, pool) };
  }
  if (busy !== undefined && payWith?.includes(busy))
    return { problem: `${name(state, busy)} can't also be tapped for mana: the ability's cost uses it` };
  const sources: Source[] = [
    ...pooledSnow,
    ...(payWith
      ? [...new Set(payWith)]
      : state.battlefield.filter(id => id !== busy && canTapForMana(state, playerId, id))
    ).map(id => ({ id, options: optionsOf(state, id).free, snow: snowPips > 0 && isSnow(state, id) })),
  ];
  // The least flexible first; the pool's snow mana (one type each) before any permanent is tapped.
  sources.sort((a, b) => a.options.length - b.options.length || Number(!a.pooled) - Number(!b.pooled));
  const pays = (source: Source, pip: Pip) =>
    (!pip.snow || source.snow) && pip.mana.some(m => source.options.includes(m));
  pips.sort((a, b) => sources.filter(s => pays(s, a)).length - sources.filter(s => pays(s, b)).length);
  const poolAfterPips = { ...pool };

  const used = new Set<number>();
  const taps: { id: ObjectId; mana: ManaType }[] = [];
  let budget = SEARCH_LIMIT;
  const assign = (i: number): boolean => {
    if (i === pips.length) return true;
    if (--budget < 0) return false;
    for (let s = 0; s < sources.length; s++) {
      if (used.has(s) || !pays(sources[s]!, pips[i]!)) continue;
      used.add(s);
      taps.push({ id: sources[s]!.id, mana: pips[i]!.mana.find(m => sources[s]!.options.includes(m))! });
      if (assign(i + 1)) return true;
      used.delete(s);
      taps.pop();
    }
    return false;
  };
  const shortfall = (): string => {
    const available = sources.length - pooledSnow.length + MANA_TYPES.reduce((a, t) => a + current[t], 0);
    const missing = missingMana(pips, sources, poolAfterPips, total);
    const lacking =
      missing.generic > 0 ||
      Object.keys(missing.colored).length > 0 ||
      (missing.hybrid?.length ?? 0) > 0 ||
      missing.snow
        ? `: ${formatManaCost(missing)} is missing${missing.snow ? ' ({S} is paid with mana a snow source made, CR 107.4h)' : ''}`
        : '';
    const permanents = sources.filter(source => !source.pooled);
    return `it costs ${formatManaCost(cost)}${cost.x ? ` with X=${x}` : ''} and ${playerId} has ${available === 0 ? 'no mana available' : `only ${describe(state, playerId, permanents)}`}${lacking}`;
  };
  if (!assign(0)) return { problem: shortfall() };

  // The pool's snow mana no symbol took goes back to the pool, which pays generic mana before any source is tapped.
  const snowLeft: Record<ManaType, number> = { ...(snowPips > 0 ? EMPTY_POOL : snowBefore) };
  sources.forEach((source, i) => {
    if (!source.pooled || used.has(i)) return;
    used.add(i);
    pool[source.options[0]!] += 1;
    snowLeft[source.options[0]!] += 1;
  });
  const paid = taps.filter(tap => tap.id !== '');
  taps.length = 0;
  taps.push(...paid);
  let generic = payFromPool(pool, total);
  for (let s = 0; s < sources.length && generic > 0; s++) {
    if (used.has(s)) continue;
    used.add(s);
    taps.push({ id: sources[s]!.id, mana: sources[s]!.options[0]! });
    generic--;
  }
  if (generic > 0) return { problem: shortfall() };
  // Sources the player named but the cost didn't need still tap; their mana stays in the pool (CR 106.4).
  const snow = snowAfter(snowLeft, pool);
  for (let s = 0; s < sources.length && payWith; s++) {
    if (used.has(s)) continue;
    const mana = sources[s]!.options[0]!;
    taps.push({ id: sources[s]!.id, mana });
    pool[mana] += 1;
    if (isSnow(state, sources[s]!.id)) snow[mana] += 1;
  }
  return { taps, pool: { ...EMPTY_POOL, ...pool }, snow };
}

/** The pool's mana spent on generic mana: colorless first, then the colors in order. */
const GENERIC_ORDER: readonly ManaType[] = ['C', ...MANA_TYPES.filter(m => m !== 'C')];

/** Pays what it can of `generic` from `pool` (changing it) and returns the rest. */
function payFromPool(pool: Record<ManaType, number>, generic: number): number {
  let left = generic;
  for (const t of GENERIC_ORDER) {
    const fromPool = Math.min(left, pool[t]);
    pool[t] -= fromPool;
    left -= fromPool;
  }
  return left;
}

/**
 * What can't be paid: the colored (and colorless) pips left over by a largest matching of pips to sources, then the
 * generic amount the remaining sources and pool mana fall short of. `pool` is what is left after the pool paid pips.
 */
function missingMana(
  pips: readonly Pip[],
  sources: readonly Source[],
  pool: Readonly<Record<ManaType, number>>,
  generic: number,
): ManaCost {
  const owner: (number | undefined)[] = sources.map(() => undefined);
  const augment = (pip: number, seen: Set<number>): boolean => {
    for (let s = 0; s < sources.length; s++) {
      const { mana, snow } = pips[pip]!;
      if (seen.has(s) || (snow && !sources[s]!.snow) || !mana.some(m => sources[s]!.options.includes(m))) continue;
      seen.add(s);
      if (owner[s] === undefined || augment(owner[s]!, seen)) {
        owner[s] = pip;
        return true;
      }
    }
    return false;
  };
  const colored: Partial<Record<ManaType, number>> = {};
  const hybrid: [Color, Color][] = [];
  let snow = 0;
  pips.forEach((pip, i) => {
    if (augment(i, new Set())) return;
    if (pip.snow) snow += 1;
    else if (pip.mana.length === 2) hybrid.push(pip.mana as [Color, Color]);
    else colored[pip.mana[0]!] = (colored[pip.mana[0]!] ?? 0) + 1;
  });
  // The pool's snow mana is among `sources` (and out of `pool`) while {S} is paid.
  const spare = owner.filter(o => o === undefined).length + MANA_TYPES.reduce((a, t) => a + pool[t], 0);
  return {
    generic: Math.max(0, generic - spare),
    colored,
    x: 0,
    ...(hybrid.length ? { hybrid } : {}),
    ...(snow ? { snow } : {}),
  };
}

function describe(state: GameState, playerId: PlayerId, sources: readonly Source[]): string {
  const poolMana = MANA_TYPES.flatMap(t =>
    Array<string>(state.players.find(p => p.id === playerId)!.manaPool[t]).fill(`{${t}}`),
  ).join('');
  const parts: string[] = [];
  if (poolMana) parts.push(`${poolMana} in their mana pool`);
  if (sources.length)
    parts.push(
      `${sources.length} untapped mana source${sources.length === 1 ? '' : 's'} (${sources.map(s => name(state, s.id)).join(', ')})`,
    );
  return parts.join(' and ');
}
