import { gainLife as gain, loseLife as lose } from '../actions.js';
import { QUANTITY, amountOf, quantity, type Amount } from './phrases.js';
import { aimReading, aimedAt, defineEffect, type Aim } from './registry.js';

/** "You gain N life", "each opponent loses N life", "target player loses N life" (CR 119.3). */
export const life = defineEffect<{ readonly kind: 'life'; readonly amount: Amount; readonly aim: Aim; readonly gain: boolean }>({
  kind: 'life',
  rule: '119.3',
  // "Gain 3 life" alone (after "and" in "you draw two cards and lose 2 life") is said to you.
  reads: [aimReading(new RegExp(String.raw`^(?:(.+) (gains?|loses?)|(gain|lose)) ${QUANTITY} life$`, 'i'), 1, (aim, m) => {
    const n = quantity(m[4]!);
    return n === undefined ? undefined : { kind: 'life', amount: n, aim, gain: (m[2] ?? m[3])!.toLowerCase().startsWith('gain') };
  })],
  perform: (state, item, e, target) => aimedAt(state, item, e.aim, target).reduce((s, t) => (t.kind !== 'player' ? s
    : e.gain ? gain(s, t.player, amountOf(item, e.amount), '119.3') : lose(s, t.player, amountOf(item, e.amount), '119.3')), state),
});
