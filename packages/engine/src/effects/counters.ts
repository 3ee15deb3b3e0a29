import { addCounters } from '../events/actions.js';
import { NUMBER, QUANTITY, amount, amountOf, quantity, readTargets, type Amount } from '../core/phrases.js';
import { aimReading, aimedAt, defineEffect, type Aim } from './registry.js';
import { isKeywordCounter } from '../core/keywords/index.js';

/**
 * "Put a +1/+1 counter on target creature", "put two -1/-1 counters on each creature you don't control", "put a
 * loyalty counter on ~" (CR 122.1, 122.6): counters go on permanents.
 */
export const counters = defineEffect<{
  readonly kind: 'putCounters';
  readonly counter: string;
  readonly amount: Amount;
  readonly aim: Aim;
}>({
  kind: 'putCounters',
  rule: '122.6',
  // \u2212: the minus sign of "−1/−1" (escapes keep the CLI's bundle ASCII, scripts/bundle.mjs).
  reads: [
    aimReading(
      new RegExp(String.raw`^put ${QUANTITY} ([+\-\u2212]\d+\/[+\-\u2212]\d+|[a-z]+) counters? on (.+)$`, 'i'),
      3,
      (aim, m) => {
        const n = quantity(m[1]!);
        // A keyword counter isn't modelled (122.1b): not understood rather than ignored.
        if (isKeywordCounter(m[2]!)) return undefined;
        // The minus sign as printed (−) and as typed (-) name the same counter.
        return n === undefined
          ? undefined
          : { kind: 'putCounters', counter: m[2]!.toLowerCase().replace(/\u2212/g, '-'), amount: n, aim };
      },
    ),
    // "Support N" (701.41a): "put a +1/+1 counter on each of up to N other target creatures" — on an instant or
    // sorcery without "other", which excludes nothing there (a spell is no creature it could target).
    {
      pattern: new RegExp(String.raw`^support ${NUMBER}$`, 'i'),
      build: m => {
        const n = amount(m[1]!);
        const specs = n === undefined ? undefined : readTargets(`up to ${m[1]} other target creatures`);
        return (
          specs && {
            targets: specs,
            effect: first => ({
              kind: 'putCounters',
              counter: '+1/+1',
              amount: 1,
              aim: { targets: specs.map((_s, i) => first + i) },
            }),
          }
        );
      },
    },
  ],
  perform: (state, item, e, target) => {
    const n = amountOf(item, e.amount);
    return n === 0
      ? state
      : aimedAt(state, item, e.aim, target).reduce(
          (s, t) => (t.kind === 'object' && s.permanents[t.id] ? addCounters(s, t.id, e.counter, n, '122.6') : s),
          state,
        );
  },
});

/**
 * "Remove two loyalty counters from each planeswalker", "remove a +1/+1 counter from target creature" (CR 122.1): as
 * many as it has, up to that number.
 */
export const removeCounters = defineEffect<{
  readonly kind: 'removeCounters';
  readonly counter: string;
  readonly amount: number;
  readonly aim: Aim;
}>({
  kind: 'removeCounters',
  rule: '122.1',
  reads: [
    aimReading(
      new RegExp(String.raw`^remove ${NUMBER} ([+\-\u2212]\d+\/[+\-\u2212]\d+|[a-z]+) counters? from (.+)$`, 'i'),
      3,
      (aim, m) => {
        const n = amount(m[1]!);
        return n === undefined || n === 0
          ? undefined
          : { kind: 'removeCounters', counter: m[2]!.toLowerCase().replace(/\u2212/g, '-'), amount: n, aim };
      },
    ),
  ],
  perform: (state, item, e, target) =>
    aimedAt(state, item, e.aim, target).reduce((s, t) => {
      const have = t.kind === 'object' ? (s.permanents[t.id]?.counters[e.counter] ?? 0) : 0;
      return t.kind === 'object' && have > 0 ? addCounters(s, t.id, e.counter, -Math.min(have, e.amount), '122.1') : s;
    }, state),
});

/** "Remove all counters from target permanent" (CR 122.1): every kind of counter it has, each removed. */
export const removeAllCounters = defineEffect<{ readonly kind: 'removeAllCounters'; readonly aim: Aim }>({
  kind: 'removeAllCounters',
  rule: '122.1',
  reads: [aimReading(/^remove all counters from (.+)$/i, 1, aim => ({ kind: 'removeAllCounters', aim }))],
  perform: (state, item, e, target) =>
    aimedAt(state, item, e.aim, target).reduce((s, t) => {
      if (t.kind !== 'object' || !s.permanents[t.id]) return s;
      return Object.entries(s.permanents[t.id]!.counters).reduce(
        (after, [kind, n]) => (n > 0 ? addCounters(after, t.id, kind, -n, '122.1') : after),
        s,
      );
    }, state),
});
