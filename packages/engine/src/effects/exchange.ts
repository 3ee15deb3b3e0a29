import { continuousEffect, withEffect } from '../view/layers.js';
import { controller } from '../view/queries.js';
import { copyState, logRule, name } from '../core/state.js';
import { aimedAt, aimsReading, defineEffect, type Aim } from './registry.js';

type ExchangeControl = { readonly kind: 'exchangeControl'; readonly aims: readonly [Aim, Aim] };

const of = aimsReading<ExchangeControl>(/^exchange control of (.+) and (.+)$/i, [1, 2], aims =>
  aims.some(a => 'group' in a) ? undefined : { kind: 'exchangeControl', aims: [aims[0]!, aims[1]!] },
);

/**
 * "Exchange control of target creature you control and target creature an opponent controls", "exchange control of ~
 * and target nonland permanent" (CR 701.12b): each of the two controllers gains control of the other's permanent,
 * for as long as each stays on the battlefield. Under one controller, nothing happens; if either is gone, no part of
 * the exchange happens (701.12a).
 */
export const exchangeControl = defineEffect<ExchangeControl>({
  kind: 'exchangeControl',
  rule: '701.12b',
  reads: [
    of,
    // "Exchange control of two target nonlegendary creatures": a target and another one (115.3).
    {
      pattern: /^exchange control of two target (\w[\w -]*?)s$/i,
      build: (m, context) =>
        of.build(of.pattern.exec(`exchange control of target ${m[1]} and another target ${m[1]}`)!, context),
    },
  ],
  perform: (state, item, e, target) => {
    const [a, b] = e.aims.map(aim => aimedAt(state, item, aim, target)[0]);
    const first = a?.kind === 'object' && state.permanents[a.id] ? a.id : undefined;
    const second = b?.kind === 'object' && state.permanents[b.id] ? b.id : undefined;
    if (first === undefined || second === undefined || first === second)
      return logRule(state, 'exchange', '701.12a', 'Nothing is exchanged: one of the permanents is gone.', {
        objects: [item.source],
      });
    const [c1, c2] = [controller(state, first), controller(state, second)];
    if (c1 === c2)
      return logRule(
        state,
        'exchange',
        '701.12b',
        `Nothing is exchanged: ${c1} controls both ${name(state, first)} and ${name(state, second)}.`,
        { objects: [first, second] },
      );
    const [toSecond, s1] = continuousEffect(state, item.source, c2, first, { control: true }, false);
    const [toFirst, s2] = continuousEffect(s1, item.source, c1, second, { control: true }, false);
    const next = copyState(s2);
    next.effects = withEffect(withEffect(s2.effects, toSecond), toFirst);
    return logRule(
      next,
      'exchange',
      '701.12b',
      `${c2} gains control of ${name(state, first)} and ${c1} of ${name(state, second)}.`,
      { objects: [first, second], players: [c1, c2] },
    );
  },
});
