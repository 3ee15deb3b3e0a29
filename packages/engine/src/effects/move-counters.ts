import { addCounters } from '../events/actions.js';
import { NUMBER, amount } from '../core/phrases.js';
import { isKeywordCounter } from '../core/keywords/index.js';
import { aimedAt, defineEffect, readAim, type Aim } from './registry.js';

/**
 * "Move a +1/+1 counter from ~ onto that creature" (graft, 702.58a; CR 122.5): removed from one permanent and put on
 * another — or, when either can't be done (the first has none, they are the same, one has left), nothing at all.
 */
export const moveCounters = defineEffect<{
  readonly kind: 'moveCounters';
  readonly counter: string;
  readonly amount: number;
  readonly from: Aim;
  readonly to: Aim;
}>({
  kind: 'moveCounters',
  rule: '122.5',
  reads: [
    {
      pattern: new RegExp(
        String.raw`^move ${NUMBER} ([+\-\u2212]\d+\/[+\-\u2212]\d+|[a-z]+) counters? from (.+?) onto (.+)$`,
        'i',
      ),
      build: m => {
        const n = amount(m[1]!);
        const counter = m[2]!.toLowerCase().replace(/\u2212/g, '-');
        const from = readAim(m[3]!);
        const to = readAim(m[4]!);
        // One object each: a group or several targets would be a choice of which counters go where.
        const single = (a: Aim) => !('group' in a) && !('targets' in a) && !('both' in a);
        if (n === undefined || n === 0 || !from || !to || isKeywordCounter(counter)) return undefined;
        if (!single(from.aim(0)) || !single(to.aim(0))) return undefined;
        return {
          targets: [...from.targets, ...to.targets],
          ...(from.earlier || to.earlier ? { earlier: true as const } : {}),
          effect: first => ({
            kind: 'moveCounters',
            counter,
            amount: n,
            from: from.aim(first),
            to: to.aim(first + from.targets.length),
          }),
        };
      },
    },
  ],
  perform: (state, item, e, target) => {
    const [source] = aimedAt(state, item, e.from, target);
    const [dest] = aimedAt(state, item, e.to, target);
    if (source?.kind !== 'object' || dest?.kind !== 'object' || source.id === dest.id) return state;
    if (!state.permanents[source.id] || !state.permanents[dest.id]) return state;
    const n = Math.min(e.amount, state.permanents[source.id]!.counters[e.counter] ?? 0);
    if (n === 0) return state;
    return addCounters(addCounters(state, source.id, e.counter, -n, '122.5'), dest.id, e.counter, n, '122.5');
  },
});
