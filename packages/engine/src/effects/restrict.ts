import type { GameState, ObjectFilter, Restriction, StackItem, Target, TurnEffect } from '../core/types.js';
import { logRule, name } from '../core/state.js';
import { aimReading, aimedAt, defineEffect, type Aim } from './registry.js';
import { readRule, restrictionRule } from '../rules/restrictions.js';
import { groupPlayer } from './group.js';
import { LASTING, durationEnded, lastingOf, lastingText, lastingWhile, type Lasting } from './pump.js';
import type { Group } from '../core/phrases.js';

type Restrict = {
  readonly kind: 'restrict';
  readonly restrictions: readonly Restriction[];
  readonly words: string;
  readonly aim: Aim;
  /** "Until your next turn, target creature can't attack or block": it lasts until its controller's next turn. */
  readonly untilYourNextTurn?: true;
  /** The restriction's creature phrase ("can't be blocked by Walls", "can't block ~") or number. */
  readonly filter?: ObjectFilter;
  readonly amount?: number;
  /** "For as long as you control ~" / "… ~ remains on the battlefield" (611.2b) instead of this turn. */
  readonly during?: Lasting;
  /** "This combat" (provoke's requirement): it ends as the combat does (511.3). */
  readonly thisCombat?: true;
};

/**
 * The restrictions (508.1c, 509.1b) and the attack requirement (508.1d) a resolved effect can impose for a turn: an
 * entry of `restrictions.ts` each, as its static abilities read them. "Can't be countered" is a spell's (101.2), and
 * "doesn't untap" has its own durations (`skip-untap.ts`).
 */
const TURN_RESTRICTIONS: ReadonlySet<Restriction> = new Set([
  'cantAttack',
  'cantBlock',
  'cantBlockThose',
  'cantAttackAlone',
  'cantBlockAlone',
  'cantBeBlocked',
  'cantBeBlockedBy',
  'cantBeBlockedByMore',
  'cantBeBlockedExceptByMore',
  'canBlockOnly',
  'mustAttack',
  'cantBeRegenerated',
  'mustBlock',
  'mustBlockThose',
  'attacksDespiteDefender',
]);

/** The words after the subject as the restrictions they impose this turn, or undefined. */
function readTurnRule(words: string): Pick<Restrict, 'restrictions' | 'filter' | 'amount'> | undefined {
  if (/^can't attack or block$/i.test(words)) return { restrictions: ['cantAttack', 'cantBlock'] };
  // "Can't block ~": only the source itself, the attacker it can't block (509.1b).
  if (/^can't block ~$/i.test(words)) return { restrictions: ['cantBlockThose'], filter: { itself: true } };
  // "Attacks this turn if able": the requirement of 508.1d for this turn only.
  if (/^attacks if able$/i.test(words)) return { restrictions: ['mustAttack'] };
  if (/^can't be regenerated$/i.test(words)) return { restrictions: ['cantBeRegenerated'] };
  // "Blocks this turn if able", "blocks ~ this turn if able": the requirements of 509.1c for this turn only.
  if (/^blocks if able$/i.test(words)) return { restrictions: ['mustBlock'] };
  if (/^blocks ~ if able$/i.test(words)) return { restrictions: ['mustBlockThose'], filter: { itself: true } };
  const rule = readRule(words);
  if (!rule || !TURN_RESTRICTIONS.has(rule.restriction) || rule.restriction === 'mustAttack') return undefined;
  return {
    restrictions: [rule.restriction],
    ...(rule.filter ? { filter: rule.filter } : {}),
    ...(rule.amount ? { amount: rule.amount } : {}),
  };
}

/**
 * "Target creature can't block this turn", "creatures without flying can't block this turn", "~ can't be blocked
 * this turn", "target creature can't block ~ this turn", "… can't be blocked this turn except by Walls", "target
 * creature attacks this turn if able" (CR 508.1c–d, 509.1b): a restriction or requirement until end of turn (514.2),
 * an entry of `restrictions.ts` in force. A group is whatever fits it when attackers or blockers are declared: 611.2c
 * fixes the set only for effects that change characteristics. "Until your next turn, …": it outlasts this turn, to its
 * controller's next turn (611.2a).
 */
export const restrict = defineEffect<Restrict>({
  kind: 'restrict',
  rule: '509.1b',
  reads: [
    // "You may choose to have target creature defending player controls block ~ this combat if able" (provoke,
    // 702.39a): a block requirement (509.1c) of that creature, to block the source as the permanent it is now.
    aimReading(/^have (.+) block ~ this combat if able$/i, 1, aim =>
      'group' in aim || 'both' in aim
        ? undefined
        : {
            kind: 'restrict',
            restrictions: ['mustBlockThose'],
            filter: { itself: true },
            words: 'blocks ~ if able',
            aim,
            thisCombat: true,
          },
    ),
    aimReading(
      /^(?:(until your next turn), )?(.+?) ((?:can't|can attack|attacks|blocks)(?: .+?)??)( this turn)?( except by .+| if able| as though it didn't have defender)?$/i,
      2,
      (aim, m) => {
        // Exactly one duration: "this turn" or, before the subject, "until your next turn".
        if (('group' in aim && aim.group.kind !== 'permanents') || !m[1] === !m[4]) return undefined;
        // A group is kept as what it says, for the permanents that fit later too; a group among several aims isn't.
        if ('both' in aim && aim.both.some(a => 'group' in a)) return undefined;
        // "Can't be blocked this turn except by Walls": the exception read with its restriction.
        const words = `${m[3]!}${m[5] ?? ''}`;
        const read = readTurnRule(words);
        if (!read || (/ if able$/i.test(words) && m[1])) return undefined;
        return { kind: 'restrict', ...read, words, aim, ...(m[1] ? { untilYourNextTurn: true as const } : {}) };
      },
    ),
    // "That creature doesn't untap during its controller's untap step for as long as you control ~" (502.3, 611.2b).
    aimReading(
      new RegExp(
        String.raw`^(.+?) ((?:doesn't|don't) untap during (?:its controller's|their controllers') untap steps?) for as long as ${LASTING}$`,
        'i',
      ),
      1,
      (aim, m) =>
        'group' in aim
          ? undefined
          : {
              kind: 'restrict',
              restrictions: ['doesntUntap'],
              words: m[2]!,
              aim,
              during: lastingOf(m[3]!),
            },
    ),
  ],
  perform: (state, item, e, target) => {
    const whileSource = e.during ? lastingWhile(state, item, e.during) : undefined;
    if (whileSource === null) return durationEnded(state, item);
    const applied: Pick<TurnEffect & { kind: 'restriction' }, 'object' | 'group' | 'of'>[] =
      'group' in e.aim && e.aim.group.kind === 'permanents'
        ? groupOf(state, item, e.aim.group, target)
        : aimedAt(state, item, e.aim, target).flatMap(t =>
            t.kind === 'object' && state.permanents[t.id] ? [{ object: { id: t.id, stamp: t.stamp } }] : [],
          );
    if (applied.length === 0) return state;
    // "~" is the source as it is now, or as it last was (its stamp then, 400.7).
    const sourceStamp = state.permanents[item.source]?.timestamp ?? item.sourceStamp ?? -1;
    const added: TurnEffect[] = applied.flatMap(a =>
      e.restrictions.map(restriction => ({
        kind: 'restriction' as const,
        restriction,
        controller: item.controller,
        ...a,
        ...(e.untilYourNextTurn ? { untilTurnOf: item.controller } : {}),
        ...(e.filter ? { filter: e.filter } : {}),
        ...(e.amount ? { amount: e.amount } : {}),
        ...(e.filter?.itself ? { source: { id: item.source, stamp: sourceStamp } } : {}),
        ...(whileSource ? { whileSource } : {}),
        ...(e.thisCombat ? { thisCombat: true as const } : {}),
      })),
    );
    const object = applied[0]!.object?.id;
    const of = applied[0]!.of;
    return logRule(
      { ...state, turnEffects: [...state.turnEffects, ...added] },
      'pump',
      restrictionRule(e.restrictions[0]!),
      `${object ? name(state, object) : `Each creature ${of ? `${of} controls ` : ''}that fits`} ${said(state, item, e)}.`,
      object ? { objects: [object] } : {},
    );
  },
});

/** What the effect says of its creatures, "~" named and the duration in its place ("attacks this turn if able"). */
function said(state: GameState, item: StackItem, e: Restrict): string {
  const words = e.words.replace(/~/g, name(state, item.source));
  const until = e.during
    ? lastingText(state, item, e.during)
    : e.untilYourNextTurn
      ? `until ${item.controller}'s next turn`
      : e.thisCombat
        ? 'this combat'
        : 'this turn';
  return / if able$/i.test(words) ? words.replace(/ if able$/i, ` ${until} if able`) : `${words} ${until}`;
}

/**
 * A group as the restriction's filter: "creatures defending player controls", "creatures target player controls" are
 * that player's only, the player fixed as it resolves (508.5, 608.2b: none when the target is illegal); which of their
 * creatures fit is judged when attackers or blockers are declared.
 */
function groupOf(
  state: GameState,
  item: StackItem,
  group: Extract<Group, { kind: 'permanents' }>,
  target: (index: number | undefined) => Target | undefined,
): Pick<TurnEffect & { kind: 'restriction' }, 'group' | 'of'>[] {
  const of = groupPlayer(state, item, group, target);
  if (of === null) return [];
  return [{ group: group.filter, ...(of !== undefined ? { of } : {}) }];
}
