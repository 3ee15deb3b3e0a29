import type { GameState, ObjectFilter, ObjectId, PlayerId, StackItem } from './types.js';
import { findPlayer, opponents } from './state.js';
import { controller, power, toughness } from './queries.js';
import { matchesFilter } from './targets.js';
import { NUMBER, amount, readPermanents } from './effects/phrases.js';

/**
 * Conditions: on the spell or ability itself (entries of `CHECKS`: kicked, "if you do") and on the game (read by
 * `readStateCondition`). Used by "if …, <instructions>" (effects/conditional.ts) and intervening "if"s (603.4).
 */
export const CHECKS = {
  /** The spell was cast paying its kicker cost (702.33d). */
  kicked: (_state: GameState, item: StackItem) => item.kicked === true,
  /** "If you do": the controller did what "you may" offered, and it happened. */
  youDid: (state: GameState, item: StackItem) => onStack(state, item)?.optionalDone === true,
} as const;

/** The item as it is now on the stack (resolving items stay there until they finish, 608.2m). */
export function onStack(state: GameState, item: StackItem): StackItem | undefined {
  return state.stack.find(i => i.id === item.id && i.timestamp === item.timestamp);
}

/**
 * A condition on the game as it is: "you control a Forest", "you control three or more creatures", "an opponent
 * controls an artifact", "you have 10 or less life".
 */
export type StateCondition =
  | { readonly kind: 'controls'; readonly who: 'you' | 'opponent'; readonly filter: ObjectFilter; readonly atLeast: number }
  | { readonly kind: 'life'; readonly atMost?: number; readonly atLeast?: number }
  /** "That creature has greater power or toughness than ~" (evolve, 702.100a): the trigger's subject against its source. */
  | { readonly kind: 'subjectGreater' }
  /** "~ has no +1/+1 counters on it" (adapt, 701.46a). */
  | { readonly kind: 'noCounters'; readonly counter: string }
  /** "~ isn't renowned" (702.112a). */
  | { readonly kind: 'notRenowned' }
  /** "Its evoke cost was paid" (702.74a): the source entered as a spell cast for its evoke cost. */
  | { readonly kind: 'evoked' }
  /** "A creature died this turn" (morbid): a creature was put into a graveyard from the battlefield this turn (700.4). */
  | { readonly kind: 'creatureDied' };

export type Condition = keyof typeof CHECKS | StateCondition;

const PLAIN = /^(you|an opponent) controls? (?:a|an|another) (.+)$/i;
const COUNTED = new RegExp(String.raw`^(you|an opponent) controls? ${NUMBER} or more (.+)$`, 'i');
const LIFE = new RegExp(String.raw`^you have ${NUMBER} or (less|fewer|more|greater) life$`, 'i');

/** Reads a condition on the game ("you control a Forest"), or undefined. */
export function readStateCondition(text: string): StateCondition | undefined {
  if (/^that creature has greater power or toughness than ~$/i.test(text)) return { kind: 'subjectGreater' };
  if (/^a creature died this turn$/i.test(text)) return { kind: 'creatureDied' };
  if (/^its evoke cost was paid$/i.test(text)) return { kind: 'evoked' };
  if (/^(?:~|it) isn't renowned$/i.test(text)) return { kind: 'notRenowned' };
  const none = /^(?:~|it) (?:has|had) no ([+-]\d+\/[+-]\d+|[a-z]+) counters on it$/i.exec(text);
  if (none) return { kind: 'noCounters', counter: none[1]!.toLowerCase() };
  const plain = PLAIN.exec(text);
  const counted = plain ? undefined : COUNTED.exec(text);
  const controls = plain ?? counted;
  if (controls) {
    const n = counted ? amount(counted[2]!) : 1;
    const phrase = readPermanents(counted ? counted[3]! : plain![2]!);
    const another = /^(?:you|an opponent) controls? another /i.test(text);
    if (n === undefined || !phrase || phrase.controller) return undefined;
    return { kind: 'controls', who: /^you/i.test(controls[1]!) ? 'you' : 'opponent', filter: another ? { ...phrase, other: true } : phrase, atLeast: n };
  }
  const life = LIFE.exec(text);
  const n = life ? amount(life[1]!) : undefined;
  if (n === undefined) return undefined;
  return /less|fewer/i.test(life![2]!) ? { kind: 'life', atMost: n } : { kind: 'life', atLeast: n };
}

/** Whether a condition holds for the controller of the spell or ability coming from `source`. */
export function conditionHolds(state: GameState, item: Pick<StackItem, 'controller' | 'source' | 'id' | 'timestamp' | 'kicked' | 'subject'>, condition: Condition): boolean {
  if (typeof condition === 'string') return CHECKS[condition](state, item as StackItem);
  const you: PlayerId = item.controller;
  if (condition.kind === 'noCounters') return ((state.permanents[item.source]?.counters ?? lastKnownCounters(state, item.source))[condition.counter] ?? 0) === 0;
  if (condition.kind === 'subjectGreater') {
    // Both as they are now (the subject as it last was, 702.100b, when it has left: its printed values).
    const subject = item.subject;
    return subject !== undefined && (power(state, subject) > power(state, item.source) || toughness(state, subject) > toughness(state, item.source));
  }
  if (condition.kind === 'creatureDied') return creatureDiedThisTurn(state);
  if (condition.kind === 'evoked') return state.permanents[item.source]?.evoked === true;
  if (condition.kind === 'notRenowned') return state.permanents[item.source]?.renowned === false;
  if (condition.kind === 'life') {
    const life = findPlayer(state, you)?.life ?? 0;
    return (condition.atMost === undefined || life <= condition.atMost) && (condition.atLeast === undefined || life >= condition.atLeast);
  }
  const players = condition.who === 'you' ? [you] : opponents(state, you);
  return players.some(p => state.battlefield.filter(id => controller(state, id) === p
    && matchesFilter(state, id, condition.filter, you, item.source)).length >= condition.atLeast);
}


/** Whether a creature died this turn: the log back to the turn's beginning (700.4: put into a graveyard from the battlefield). */
function creatureDiedThisTurn(state: GameState): boolean {
  for (let node = state.log; node && node.entry.kind !== 'turnBegan'; node = node.prev) {
    const e = node.entry;
    if (e.kind === 'zoneChange' && e.from === 'battlefield' && e.to === 'graveyard' && state.objects[e.objects![0]!]!.def.types.includes('Creature')) return true;
  }
  return false;
}

/** The counters a permanent had as it last left the battlefield (603.10a), from the log; none if it never did. */
function lastKnownCounters(state: GameState, id: ObjectId): Readonly<Record<string, number>> {
  for (let node = state.log; node; node = node.prev) {
    const e = node.entry;
    if (e.kind === 'zoneChange' && e.from === 'battlefield' && e.objects?.[0] === id) return e.counters ?? {};
  }
  return {};
}
