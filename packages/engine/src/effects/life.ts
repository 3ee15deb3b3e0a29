import { gainLife as gain, loseLife as lose } from '../events/actions.js';
import { findPlayer } from '../core/state.js';
import { QUANTITY, amountOf, quantity, type Amount } from '../core/phrases.js';
import { aimReading, aimedAt, defineEffect, type Aim } from './registry.js';

/**
 * "You gain N life", "each opponent loses N life", "target player loses N life" (CR 119.3); with `drain`, "… and you
 * gain life equal to the total life lost this way": the controller then gains what the players actually lost.
 */
export const life = defineEffect<{
  readonly kind: 'life';
  readonly amount: Amount;
  readonly aim: Aim;
  readonly gain: boolean;
  readonly drain?: true;
  /** "Loses half their life, rounded up": the amount is half the player's life total as it resolves (107.1a). */
  readonly half?: 'up' | 'down';
}>({
  kind: 'life',
  rule: '119.3',
  reads: [
    // "Gain 3 life" alone (after "and" in "you draw two cards and lose 2 life") is said to you.
    aimReading(new RegExp(String.raw`^(?:(.+) (gains?|loses?)|(gain|lose)) ${QUANTITY} life$`, 'i'), 1, (aim, m) => {
      const n = quantity(m[4]!);
      return n === undefined
        ? undefined
        : { kind: 'life', amount: n, aim, gain: (m[2] ?? m[3])!.toLowerCase().startsWith('gain') };
    }),
    aimReading(
      new RegExp(
        String.raw`^(.+) loses? ${QUANTITY} life(?: and|, then) you gain life equal to the (?:total )?life lost this way$`,
        'i',
      ),
      1,
      (aim, m) => {
        const n = quantity(m[2]!);
        return n === undefined ? undefined : { kind: 'life', amount: n, aim, gain: false, drain: true };
      },
    ),
    aimReading(/^(.+) loses? half (?:their|his or her|your) life, rounded (up|down)$/i, 1, (aim, m) => ({
      kind: 'life',
      amount: 0,
      aim,
      gain: false,
      half: m[2]!.toLowerCase() === 'up' ? 'up' : 'down',
    })),
  ],
  perform: (state, item, e, target) => {
    let lost = 0;
    const after = aimedAt(state, item, e.aim, target).reduce((s, t) => {
      if (t.kind !== 'player') return s;
      if (e.gain) return gain(s, t.player, amountOf(item, e.amount), '119.3');
      // 107.1a: rounded as the card says; 107.1b: not below zero.
      const now = Math.max(0, findPlayer(s, t.player)?.life ?? 0) / 2;
      const next = lose(
        s,
        t.player,
        e.half ? (e.half === 'up' ? Math.ceil(now) : Math.floor(now)) : amountOf(item, e.amount),
        e.half ? '107.1a' : '119.3',
      );
      lost += (findPlayer(s, t.player)?.life ?? 0) - (findPlayer(next, t.player)?.life ?? 0);
      return next;
    }, state);
    return e.drain ? gain(after, item.controller, lost, '119.3') : after;
  },
});
