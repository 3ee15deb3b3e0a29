import type { Ability, GameState, ObjectId, StackItem } from '../core/types.js';
import { copiableValues, readCopyExceptions, revalued, withExceptions, type CopyExceptions } from '../core/copiable.js';
import { copyState, logRule, logRuleTo, name } from '../core/state.js';
import { continuousEffect, withEffect } from '../view/layers.js';
import { abilities } from '../view/queries.js';
import { aimedAt, aimsReading, defineEffect, type Aim } from './registry.js';

type BecomeCopy = {
  readonly kind: 'becomeCopy';
  /** What becomes a copy: `~`, a target, a group ("each other creature"), "that creature". */
  readonly aim: Aim;
  /** What it copies: `~` or a target. */
  readonly copied: Aim;
  readonly until?: 'endOfTurn' | 'yourNextTurn';
  readonly except?: CopyExceptions;
};

const UNTIL = String.raw`until (end of turn|your next turn)`;

/** "Until end of turn", "until your next turn" (611.2a): how long the copy lasts; none, for good. */
const untilOf = (words: string | undefined): BecomeCopy['until'] =>
  words === undefined ? undefined : /end of turn/i.test(words) ? 'endOfTurn' : 'yourNextTurn';

/**
 * What it may copy: a target or `~`. Not "that creature": the reader can't tell there a trigger event's creature on
 * the battlefield ("whenever another creature enters") from one that left it ("whenever a creature dies", copied as
 * it last existed, 608.2h) or from an earlier target exiled ("exile target creature. If you do, …").
 */
const copyable = (aim: Aim): boolean => 'target' in aim || 'self' in aim;

/**
 * "~ becomes a copy of target artifact until end of turn", "until your next turn, ~ becomes a copy of target creature,
 * except it has this ability", "each other creature becomes a copy of target nonlegendary creature", "that creature
 * becomes a copy of ~" (707.4, 613.2a): a copy effect in layer 1. It takes the original's copiable values as it resolves
 * (707.2b) with the exceptions (707.9), the other effects on it still applying (707.4); it doesn't enter or leave the
 * battlefield, so nothing triggers. When it ends, the permanent's copiable values are the latest remaining copy
 * effect's, else what they were before.
 */
export const becomeCopy = defineEffect<BecomeCopy>({
  kind: 'becomeCopy',
  rule: '707.4',
  reads: [
    aimsReading(
      new RegExp(String.raw`^(?:${UNTIL}, )?(.+?) becomes a copy of (.+?)(?: ${UNTIL})?(?:, except (.+))?$`, 'i'),
      [2, 3],
      ([aim, original], m, context) => {
        if (m[1] && m[4]) return undefined;
        if (!copyable(original!)) return undefined;
        const except = m[5] === undefined ? undefined : readCopyExceptions(m[5], q => context.abilities(q, ''));
        // "It enters with …" is about entering as a copy (707.9e), which a permanent becoming one doesn't.
        if (m[5] !== undefined && (!except || except.counters)) return undefined;
        const until = untilOf(m[1] ?? m[4]);
        return {
          kind: 'becomeCopy',
          aim: aim!,
          copied: original!,
          ...(until ? { until } : {}),
          ...(except ? { except } : {}),
        };
      },
    ),
  ],
  perform: (state, item, e, target) => {
    const original = aimedAt(state, item, e.copied, target)[0];
    if (original?.kind !== 'object' || !state.permanents[original.id]) return state;
    const own = e.except?.thisAbility ? thisAbility(state, item) : undefined;
    if (e.except?.thisAbility && !own)
      return logRule(
        state,
        'unmodelled',
        '707.9a',
        `${name(state, item.source)}'s ability would be kept by the copy, but it no longer has it`,
        { objects: [item.source] },
      );
    const values = copiableValues(state, original.id);
    return aimedAt(state, item, e.aim, target).reduce(
      (s, t) =>
        t.kind === 'object' && s.permanents[t.id]
          ? becomes(s, item, t.id, withExceptions(values, e.except, { name: ownName(s, t.id), ability: own }), e.until)
          : s,
      state,
    );
  },
});

/** Its own card's name ("except its name is ~"). */
const ownName = (state: GameState, id: ObjectId): string => (state.objects[id]!.printed ?? state.objects[id]!.def).name;

/** The ability of the source that is resolving: the one whose instructions these are ("it has this ability"). */
function thisAbility(state: GameState, item: StackItem): Ability | undefined {
  return abilities(state, item.source).find(a => 'effects' in a && a.effects === item.effects);
}

function becomes(
  state: GameState,
  item: StackItem,
  id: ObjectId,
  def: GameState['objects'][ObjectId]['def'],
  until: BecomeCopy['until'],
): GameState {
  const obj = state.objects[id]!;
  // A face-down permanent keeps its face-down characteristics (708.10), which a def of its own doesn't say apart.
  if (obj.faceDown)
    return logRule(state, 'unmodelled', '708.10', `${name(state, id)} is face down and would become a copy`, {
      objects: [id],
    });
  const stamp = state.permanents[id]!.timestamp;
  const before =
    state.effects.find(c => c.target === id && c.stamp === stamp && c.copy)?.copy!.before ??
    ({ def: obj.def, ...(obj.printed ? { printed: obj.printed } : {}) } as const);
  const [made, s1] = continuousEffect(state, item.source, item.controller, id, {}, until === 'endOfTurn');
  const effect = {
    ...made,
    copy: { def, before },
    ...(until === 'yourNextTurn' ? { untilTurnOf: item.controller } : {}),
  };
  const next = copyState(s1);
  next.effects = withEffect(s1.effects, effect);
  Object.assign(next, revalued(s1, { ...s1.objects, [id]: { ...obj, def, printed: obj.printed ?? obj.def } }));
  const lasting = until === 'endOfTurn' ? ' until end of turn' : until ? ` until ${item.controller}'s next turn` : '';
  logRuleTo(next, 'pump', '707.4', `${obj.def.name} becomes a copy of ${def.name}${lasting}.`, { objects: [id] });
  return next;
}
