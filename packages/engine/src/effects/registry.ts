import type { GameState, StackItem, Target, TargetKind } from '../types.js';
import type { RuleId } from '../rules.js';
import { MAX_AMOUNT } from '../cards.js';

/**
 * An effect of a spell or ability, as one registry entry (the shape of XMage's `Effect` classes, as data): what it reads
 * from rules text, what it needs (the targets it introduces, its amounts), how it is performed, and the rule it
 * follows. The effect itself is plain data (`{ kind: 'damage', amount: 3, target: 0 }`) kept on the stack item;
 * `target` fields index the item's targets.
 */
export interface EffectEntry<E extends { readonly kind: string }> {
  readonly kind: E['kind'];
  /** The rule the effect follows when it is performed (hover shows it for the effect). */
  readonly rule: RuleId;
  /** Sentences it understands, with the card's own name as `~` and no final period. */
  readonly reads: readonly Reading<E>[];
  /** Performs the effect as its spell or ability resolves; `target(i)` is undefined for a target that became illegal. */
  readonly perform: (state: GameState, item: StackItem, effect: E, target: (index: number | undefined) => Target | undefined) => GameState;
}

export interface Reading<E> {
  readonly pattern: RegExp;
  /** The effect from a match, given the index its first target will have; undefined when the match is out of range. */
  readonly build: (match: RegExpExecArray) => Read<E> | undefined;
}

/** A sentence read as an effect, with the kinds of the targets it introduces (in order). */
export interface Read<E> {
  readonly targets: readonly TargetKind[];
  readonly effect: (firstTarget: number) => E;
}

/** Numbers as rules text writes them: "3", "a", "two". */
export const NUMBER = String.raw`(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten)`;
const WORDS: Readonly<Record<string, number>> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
};

/** The amount a NUMBER match names, or undefined when it is out of the engine's range. */
export function amount(word: string): number | undefined {
  const n = WORDS[word.toLowerCase()] ?? Number(word);
  return Number.isSafeInteger(n) && n >= 0 && n <= MAX_AMOUNT ? n : undefined;
}

/** Target phrases (CR 115.1) and the kind of target each asks for. */
const TARGET_PHRASES: Readonly<Record<string, TargetKind>> = {
  'any target': 'any',
  'target creature': 'creature',
  'target player': 'player',
  'target player or planeswalker': 'playerOrPlaneswalker',
  'target spell': 'spell',
  'target instant spell': 'instantSpell',
  'target creature spell': 'creatureSpell',
  'target noncreature spell': 'noncreatureSpell',
};

export function targetKind(phrase: string): TargetKind | undefined {
  return TARGET_PHRASES[phrase.toLowerCase()];
}

/** Declares an entry with its effect type inferred from `perform`. */
export function defineEffect<E extends { readonly kind: string }>(entry: EffectEntry<E>): EffectEntry<E> {
  return entry;
}
