import type { GameState, Restriction, StackItem, Target, TurnEffect } from '../core/types.js';
import { logRule, name } from '../core/state.js';
import { aimReading, aimedAt, defineEffect, type Aim } from './registry.js';
import { readRule } from '../rules/restrictions.js';
import { groupPlayer } from './group.js';
import type { Group } from '../core/phrases.js';

type Restrict = {
  readonly kind: 'restrict';
  readonly restrictions: readonly Restriction[];
  readonly words: string;
  readonly aim: Aim;
  /** "Until your next turn, target creature can't attack or block": it lasts until its controller's next turn. */
  readonly untilYourNextTurn?: true;
  /** "Have target creature block ~ this combat if able" (provoke, 702.39a): a requirement to block the source. */
  readonly blockSource?: true;
};

/**
 * "Target creature can't block this turn", "creatures without flying can't block this turn", "~ can't be blocked
 * this turn" (CR 508.1c, 509.1b): a restriction until end of turn (514.2), an entry of `restrictions.ts` in force.
 * A group is whatever fits it when attackers or blockers are declared: 611.2c fixes the set only for effects that
 * change characteristics. "Until your next turn, …": it outlasts this turn, to its controller's next turn (611.2a).
 */
export const restrict = defineEffect<Restrict>({
  kind: 'restrict',
  rule: '509.1b',
  reads: [
    // "You may choose to have target creature defending player controls block ~ this combat if able" (provoke,
    // 702.39a): a block requirement (509.1c) of that creature, to block the source as the permanent it is now.
    aimReading(/^have (.+) block ~ this combat if able$/i, 1, aim =>
      'group' in aim
        ? undefined
        : {
            kind: 'restrict',
            restrictions: ['mustBlock'],
            words: 'blocks it this combat if able',
            aim,
            blockSource: true,
          },
    ),
    aimReading(
      /^(?:(until your next turn), )?(.+?) (can't attack or block|can't attack|can't block|can't be blocked)( this turn)?$/i,
      2,
      (aim, m) => {
        // Exactly one duration: "this turn" or, before the subject, "until your next turn".
        if (('group' in aim && aim.group.kind !== 'permanents') || !m[1] === !m[4]) return undefined;
        const words = m[3]!.toLowerCase();
        const restrictions =
          words === "can't attack or block" ? (['cantAttack', 'cantBlock'] as const) : [readRule(words)!.restriction];
        return { kind: 'restrict', restrictions, words, aim, ...(m[1] ? { untilYourNextTurn: true as const } : {}) };
      },
    ),
  ],
  perform: (state, item, e, target) => {
    const applied: Pick<TurnEffect & { kind: 'restriction' }, 'object' | 'group' | 'of'>[] =
      'group' in e.aim && e.aim.group.kind === 'permanents'
        ? groupOf(state, item, e.aim.group, target)
        : aimedAt(state, item, e.aim, target).flatMap(t =>
            t.kind === 'object' && state.permanents[t.id] ? [{ object: { id: t.id, stamp: t.stamp } }] : [],
          );
    if (applied.length === 0) return state;
    const source = state.permanents[item.source];
    if (e.blockSource && (!source || (item.sourceStamp !== undefined && source.timestamp !== item.sourceStamp)))
      return state;
    const added: TurnEffect[] = applied.flatMap(a =>
      e.restrictions.map(restriction => ({
        kind: 'restriction' as const,
        restriction,
        controller: item.controller,
        ...a,
        ...(e.untilYourNextTurn ? { untilTurnOf: item.controller } : {}),
        ...(e.blockSource ? { attacker: { id: source!.id, stamp: source!.timestamp }, thisCombat: true as const } : {}),
      })),
    );
    const object = applied[0]!.object?.id;
    const of = applied[0]!.of;
    return logRule(
      { ...state, turnEffects: [...state.turnEffects, ...added] },
      'pump',
      '509.1b',
      e.blockSource
        ? `${name(state, object!)} blocks ${name(state, item.source)} this combat if able.`
        : `${object ? name(state, object) : `Each creature ${of ? `${of} controls ` : ''}that fits`} ${e.words} ${e.untilYourNextTurn ? `until ${item.controller}'s next turn` : 'this turn'}.`,
      object ? { objects: [object] } : {},
    );
  },
});

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
