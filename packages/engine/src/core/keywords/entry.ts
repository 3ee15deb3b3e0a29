import type {
  Ability,
  AbilityCost,
  CardType,
  Color,
  Effect,
  GameState,
  ObjectId,
  PlayerId,
  StateCondition,
  TargetSpec,
} from '../types.js';
import type { RuleId } from '../cited-rules.js';
import type { ViolationCode } from '../violations.js';

/**
 * A keyword ability (CR 702) as one registry entry — what it is called and how it is read, its rule, and the hooks it
 * contributes to the rules — the shape of XMage's `FlyingAbility`, which holds the ability and its restriction
 * together. The hooks are asked by the rules that need them (declaring blockers, targeting, dealing damage, reading
 * a card's abilities); each gets what it needs of the game handed in, so an entry stands in `core/` and imports
 * nothing above it.
 */
export interface KeywordEntry<K extends Keyword = Keyword> {
  /** How it is written: one name, or a family read by pattern (`toxic 2`, `protection from red`, `equip {1}`). */
  readonly name: string;
  /** A family's pattern over the keyword in lower case; a plain keyword is just its `name`. */
  readonly reads?: RegExp;
  /** Whether a family's match is one the engine models (its number within bounds, its mana cost well formed). */
  readonly accepts?: (match: RegExpExecArray) => boolean;
  readonly rule: RuleId;
  /** Evasion (509.1b): why `blocker` can't block `attacker`, which has this keyword; undefined when it can. */
  readonly evasion?: (
    view: KeywordView,
    attacker: ObjectId,
    blocker: ObjectId,
    keyword: K,
    defender: PlayerId,
  ) => Broken | undefined;
  /** What a blocker with this keyword can't block (shadow, 702.28b): why, or undefined when it can. */
  readonly blocking?: (view: KeywordView, blocker: ObjectId, attacker: ObjectId, keyword: K) => Broken | undefined;
  /** Why a permanent with this keyword can't be the target of a spell or ability from `source` (115, 702.11b …). */
  readonly untargetable?: (
    view: KeywordView,
    target: ObjectId,
    source: KeywordSource,
    keyword: K,
  ) => { readonly rule: RuleId; readonly reason: string } | undefined;
  /** Whether damage from `source` to a permanent with this keyword is prevented (702.16e). */
  readonly preventsDamageFrom?: (view: KeywordView, source: ObjectId, keyword: K) => boolean;
  /** Whether an Aura or Equipment `source` can't be attached to a permanent with this keyword (702.16c–d). */
  readonly protectsFrom?: (view: KeywordView, source: ObjectId, keyword: K) => boolean;
  /** How damage its source deals is dealt differently (120.3, 702.2b, 702.15b, 702.80a, 702.90b). */
  readonly damage?: DamageModifier;
  /** The abilities the keyword stands for, built by the card reader's parts (702.108a: "Prowess" means …). */
  readonly abilities?: (reader: KeywordReader, keyword: K, card: KeywordCard) => readonly Ability[];
}

/**
 * Every keyword's spelling, filled by the entry files through declaration merging (`flying: true`; a family as a
 * template pattern, `` [k: `toxic ${number}`]: true ``), so entries and their users name keywords typed: a misspelt
 * keyword doesn't compile.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declared empty, merged by the entry files
export interface KeywordSpellings {}

/** A keyword the engine models, in its canonical lower-case spelling. `hasKeyword(s, id, 'flyng')` doesn't compile. */
export type Keyword = keyof KeywordSpellings & string;

/** A rule that forbids something, with the violation's code and why, in a judge's words. */
export interface Broken {
  readonly rule: RuleId;
  readonly code: ViolationCode;
  readonly why: string;
}

/** What damage from a source with the keyword does besides (or instead of) marking damage (120.3). */
export interface DamageModifier {
  /** To a creature: -1/-1 counters instead of damage (wither 702.80a, infect 702.90b; 120.3d). */
  readonly asCounters?: true;
  /** To a player: poison counters instead of life loss (infect 702.90b; 120.3b). */
  readonly asPoison?: true;
  /** Any damage to a creature is lethal (702.2b, 704.5h). */
  readonly deathtouch?: true;
  /** Its controller gains that much life (702.15b). */
  readonly lifelink?: true;
  /** Combat damage to a player gives that many more poison counters (toxic N, 702.164c). */
  readonly poisonAfterCombatDamage?: (keyword: string) => number;
}

/** The spell or ability that would target: who controls it and its colors (protection, 702.16b). */
export interface KeywordSource {
  readonly controller: PlayerId;
  readonly colors: readonly Color[];
  /** The object the spell or ability comes from (its characteristics decide protection from a quality, 702.16a). */
  readonly object?: ObjectId;
}

/** What a keyword's hooks may ask of the game as it is now: the view wing's queries, handed in by the caller. */
export interface KeywordView {
  readonly state: GameState;
  readonly has: (id: ObjectId, keyword: Keyword) => boolean;
  readonly colors: (id: ObjectId) => readonly Color[];
  readonly power: (id: ObjectId) => number;
  readonly isType: (id: ObjectId, type: CardType) => boolean;
  readonly subtypes: (id: ObjectId) => readonly string[];
  readonly controller: (id: ObjectId) => PlayerId;
  readonly name: (id: ObjectId) => string;
}

/** What of its card a keyword's abilities may name: its mana value (transmute's search, 702.53a). */
export interface KeywordCard {
  readonly manaValue: number;
}

/** What a keyword's abilities are built with: the card reader's parts, handed in by the reader. */
export interface KeywordReader {
  /** Abilities written out as rules text, with "this creature" for the card: all understood, or none. */
  readonly spelledOut: (text: string) => readonly Ability[];
  /** A spell's instructions written out as rules text, with their targets: all understood, or undefined. */
  readonly instructions: (
    text: string,
  ) => { readonly targets: readonly TargetSpec[]; readonly effects: readonly Effect[] } | undefined;
  /** One instruction as the effect registry reads it. */
  readonly effect: (sentence: string) => Effect | undefined;
  readonly condition: (text: string) => StateCondition | undefined;
  readonly target: (phrase: string) => TargetSpec | undefined;
  /** A cost as an activated ability's is read ("pay 3 life", "sacrifice a creature", 602.1a). */
  readonly cost: (text: string) => AbilityCost | undefined;
  /** A cost paid while casting the card: read as `cost`, and not one that taps, sacrifices or moves the card itself. */
  readonly castingCost: (text: string) => AbilityCost | undefined;
}

/** Declares an entry; `K` is the keyword (or the family's template) it reads, declared in `KeywordSpellings`. */
export function defineKeyword<K extends Keyword>(entry: KeywordEntry<K>): KeywordEntry<K> {
  return entry;
}

/** The keyword as a cost is named on a card ("Equip {2}"). */
export const asWritten = (keyword: string): string => keyword.charAt(0).toUpperCase() + keyword.slice(1);
