import { logRule, player } from '../core/state.js';
import { QUANTITY, amountOf, quantity, type Amount } from '../core/phrases.js';
import { aimReading, aimedAt, defineEffect, type Aim } from './registry.js';

/**
 * "Scry 2" (CR 701.22a) and "surveil 2" (701.25a): the player looks at the top cards of their library and may put any
 * of them on the bottom (scry) or into the graveyard (surveil). The choice isn't written yet: the documented default
 * keeps every card on top in the order it was, which the log says. Scry 0 is no scry at all (701.22b).
 */
export const scry = defineEffect<{
  readonly kind: 'scry';
  readonly amount: Amount;
  readonly aim: Aim;
  readonly surveil: boolean;
}>({
  kind: 'scry',
  rule: '701.22a',
  reads: [
    aimReading(new RegExp(String.raw`^(?:(you) )?(scry|surveil) ${QUANTITY}$`, 'i'), 1, (aim, m) => {
      const n = quantity(m[3]!);
      return n === undefined ? undefined : { kind: 'scry', amount: n, aim, surveil: m[2]!.toLowerCase() === 'surveil' };
    }),
  ],
  perform: (state, item, e, target) =>
    aimedAt(state, item, e.aim, target).reduce((s, t) => {
      const n = amountOf(item, e.amount);
      if (t.kind !== 'player' || n === 0) return s;
      const seen = player(s, t.player).library.slice(0, n);
      const verb = e.surveil ? 'surveils' : 'scries';
      const where = e.surveil ? 'none into their graveyard' : 'none on the bottom';
      return logRule(
        s,
        'scry',
        e.surveil ? '701.25a' : '701.22a',
        `${t.player} ${verb} ${n}: looks at ${seen.length} card${seen.length === 1 ? '' : 's'} and keeps them on top, ${where} (the default choice).`,
        { players: [t.player], objects: seen, amount: n, defaulted: true },
      );
    }, state),
});
