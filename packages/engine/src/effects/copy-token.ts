import type { GameState, ObjectId, PlayerId } from '../core/types.js';
import { createToken } from '../events/actions.js';
import { logRule, name } from '../core/state.js';
import { NUMBER, amount } from '../core/phrases.js';
import { isCreature } from '../view/queries.js';
import { copiableValues, readCopyExceptions, withExceptions, type CopyExceptions } from '../core/copiable.js';
import { aimReading, aimedAt, defineEffect, type Aim } from './registry.js';

/**
 * "Create a token that's a copy of target creature", "create two tokens that are copies of ~" (111.1): tokens with the
 * permanent's copiable values as they are now (707.2) — a face-down one's are a nameless 2/2's (708.2), a copy's
 * what it copies; counters, damage and other effects on it aren't copied. "…, except it has haste", "…, except it's an
 * artifact in addition to its other types": exceptions part of the token's copiable values (707.9).
 */
export const copyToken = defineEffect<{
  readonly kind: 'copyToken';
  readonly aim: Aim;
  readonly amount: number;
  readonly except?: CopyExceptions;
}>({
  kind: 'copyToken',
  rule: '707.2',
  reads: [
    aimReading(
      new RegExp(
        String.raw`^create (?:a token that's a copy|${NUMBER} tokens that are copies) of (.+?)(?:, except (.+))?$`,
        'i',
      ),
      2,
      (aim, m, context) => {
        const n = m[1] === undefined ? 1 : amount(m[1]);
        const except = m[3] === undefined ? undefined : readCopyExceptions(m[3], q => context.abilities(q, ''));
        // "It has this ability", "it enters with …" and "its name is ~" are about a permanent of the ability's.
        if (m[3] !== undefined && (!except || except.thisAbility || except.counters || except.name === '~'))
          return undefined;
        return n ? { kind: 'copyToken', aim, amount: n, ...(except ? { except } : {}) } : undefined;
      },
    ),
  ],
  perform: (state, item, e, target) =>
    aimedAt(state, item, e.aim, target).reduce(
      (s, t) =>
        t.kind === 'object' && s.permanents[t.id] ? copies(s, t.id, e.amount, item.controller, '707.2', e.except) : s,
      state,
    ),
});

/**
 * Populate (701.36a): a copy of a creature token its controller controls — by the documented default the first, in the
 * order they arrived; with none, nothing (701.36b).
 */
export const populate = defineEffect<{ readonly kind: 'populate' }>({
  kind: 'populate',
  rule: '701.36a',
  reads: [{ pattern: /^populate$/i, build: () => ({ targets: [], effect: () => ({ kind: 'populate' }) }) }],
  perform: (state, item) => {
    const token = state.battlefield.find(
      id => state.objects[id]!.token && state.permanents[id]!.controller === item.controller && isCreature(state, id),
    );
    if (token === undefined) return state;
    const chosen = logRule(
      state,
      'create',
      '701.36a',
      `${item.controller} populates, choosing ${name(state, token)} (the default choice: the first creature token they control).`,
      { objects: [token], players: [item.controller], defaulted: true },
    );
    return copies(chosen, token, 1, item.controller, '701.36a');
  },
});

function copies(
  state: GameState,
  of: ObjectId,
  n: number,
  controller: PlayerId,
  rule: '707.2' | '701.36a',
  except?: CopyExceptions,
): GameState {
  const values = copiableValues(state, of);
  const def = withExceptions(values, except, { name: values.name });
  let s = state;
  const ids: ObjectId[] = [];
  for (let i = 0; i < n; i++) {
    const made = createToken(s, def, controller, '111.2');
    s = made.state;
    ids.push(made.id);
  }
  return logRule(
    s,
    'create',
    rule,
    `${controller} creates ${n === 1 ? 'a token copy' : `${n} token copies`} of ${def.name}.`,
    {
      objects: ids,
      players: [controller],
    },
  );
}
