import type { TurnEffect } from '../core/types.js';
import { MAX_AMOUNT } from '../core/cards.js';
import { logRule } from '../core/state.js';
import { targetLabel } from '../view/targets.js';
import { amount } from '../core/phrases.js';
import { aimReading, aimedAt, defineEffect, type Aim } from './registry.js';

type Prevent = {
  readonly kind: 'prevent';
  readonly combat?: boolean;
  readonly amount?: number;
  readonly aim?: Aim;
  /** Only the damage this would deal. */
  readonly from?: Aim;
};

/** Where a shield may be aimed: a target, the source, players ("you", "players"), or permanents ("creatures"). */
const aimable = (aim: Aim) =>
  !('group' in aim) ||
  aim.group.kind === 'players' ||
  (aim.group.kind === 'permanents' && !aim.group.defending && aim.group.ofTarget === undefined);

/**
 * "Prevent all combat damage that would be dealt this turn", "prevent all damage that would be dealt to target
 * creature this turn", "prevent the next 3 damage that would be dealt to any target this turn" (CR 615.1a, 615.7):
 * a shield until end of turn, applied by the `preventionShield` entry of `replacement.ts`.
 */
export const prevent = defineEffect<Prevent>({
  kind: 'prevent',
  rule: '615.1a',
  reads: [
    {
      pattern: /^prevent all combat damage that would be dealt this turn$/i,
      build: () => ({ targets: [], effect: () => ({ kind: 'prevent', combat: true }) }),
    },
    aimReading(/^prevent all (combat )?damage that would be dealt to (.+) this turn$/i, 2, (aim, m) =>
      aimable(aim) ? { kind: 'prevent', aim, ...(m[1] ? { combat: true } : {}) } : undefined,
    ),
    // "Prevent all combat damage target creature would deal this turn", "… that would be dealt by ~ this turn".
    ...[
      /^prevent all (combat )?damage that would be dealt by (.+) this turn$/i,
      /^prevent all (combat )?damage (.+) would deal this turn$/i,
    ].map(pattern =>
      aimReading(pattern, 2, (from, m) =>
        !('group' in from) && !('targets' in from)
          ? ({ kind: 'prevent', from, ...(m[1] ? { combat: true } : {}) } as Prevent)
          : undefined,
      ),
    ),
    aimReading(/^prevent the next (\w+) damage that would be dealt to (.+) this turn$/i, 2, (aim, m) => {
      const n = amount(m[1]!);
      return n !== undefined && n <= MAX_AMOUNT && aimable(aim) ? { kind: 'prevent', aim, amount: n } : undefined;
    }),
  ],
  perform: (state, item, e, target) => {
    const base = {
      kind: 'prevention' as const,
      controller: item.controller,
      source: item.source,
      ...(e.combat ? { combat: true } : {}),
      ...(e.amount !== undefined ? { remaining: e.amount } : {}),
    };
    const aimed = e.aim ? aimedAt(state, item, e.aim, target) : [];
    const from = e.from ? aimedAt(state, item, e.from, target) : [];
    // "Dealt to creatures this turn": any creature as the damage would be dealt, not those there now.
    const group = e.aim && 'group' in e.aim && e.aim.group.kind === 'permanents' ? e.aim.group : undefined;
    const shields: TurnEffect[] = e.from
      ? from.map(by => ({ ...base, from: by }))
      : group
        ? [{ ...base, toFilter: group.filter }]
        : e.aim
          ? aimed.map(to => ({ ...base, to }))
          : [base];
    if (shields.length === 0) return state;
    const what = `${e.amount !== undefined ? `the next ${e.amount}` : 'all'}${e.combat ? ' combat' : ''} damage`;
    const to = e.from
      ? ` by ${from.map(t => targetLabel(state, t)).join(', ')}`
      : group
        ? ' to each permanent of that kind'
        : e.aim
          ? ` to ${aimed.map(t => targetLabel(state, t)).join(', ')}`
          : '';
    return logRule(
      { ...state, turnEffects: [...state.turnEffects, ...shields] },
      'pump',
      '615.1a',
      `${what[0]!.toUpperCase()}${what.slice(1)} that would be dealt${to} this turn will be prevented.`,
    );
  },
});
