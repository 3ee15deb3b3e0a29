import type { PlayerId } from '../core/types.js';
import { logRule, tick, updatePlayer } from '../core/state.js';
import { NUMBER, amount } from '../core/phrases.js';
import { aimReading, aimedAt, defineEffect, type Aim } from './registry.js';

/**
 * "Take an extra turn after this one", "target player takes an extra turn after this one" (CR 500.7): the turn is added
 * directly after this one; of several, the most recently created comes first.
 */
export const extraTurn = defineEffect<{ readonly kind: 'extraTurn'; readonly aim: Aim; readonly turns?: number }>({
  kind: 'extraTurn',
  rule: '500.7',
  reads: [
    aimReading(
      new RegExp(String.raw`^(?:(.+) takes|take) (?:an extra turn|${NUMBER} extra turns) after this one$`, 'i'),
      1,
      (aim, m) => {
        const turns = m[2] === undefined ? 1 : amount(m[2]);
        return turns ? { kind: 'extraTurn', aim, ...(turns > 1 ? { turns } : {}) } : undefined;
      },
    ),
  ],
  perform: (state, item, e, target) =>
    players(aimedAt(state, item, e.aim, target)).reduce((s, who) => {
      const [made, next] = tick(s);
      return logRule(
        {
          ...next,
          extraTurns: [...s.extraTurns, ...Array.from({ length: e.turns ?? 1 }, () => ({ player: who, made }))],
        },
        'turnBegan',
        '500.7',
        `${who} will take ${e.turns ? `${e.turns} extra turns` : 'an extra turn'} after this one.`,
        { players: [who] },
      );
    }, state),
});

/** "You skip your next turn", "target player skips their next two turns" (614.10): passed over when they come (500.11). */
export const skipTurns = defineEffect<{ readonly kind: 'skipTurns'; readonly aim: Aim; readonly turns: number }>({
  kind: 'skipTurns',
  rule: '614.10',
  reads: [
    aimReading(
      new RegExp(String.raw`^(?:(.+) skips?|skip) (?:their|your|his or her) next (?:turn|${NUMBER} turns)$`, 'i'),
      1,
      (aim, m) => {
        const turns = m[2] === undefined ? 1 : amount(m[2]);
        return turns ? { kind: 'skipTurns', aim, turns } : undefined;
      },
    ),
  ],
  perform: (state, item, e, target) =>
    players(aimedAt(state, item, e.aim, target)).reduce(
      (s, who) =>
        logRule(
          updatePlayer(s, who, p => ({ ...p, skipTurns: p.skipTurns + e.turns })),
          'turnBegan',
          '614.10',
          `${who} will skip their next ${e.turns === 1 ? 'turn' : `${e.turns} turns`}.`,
          { players: [who] },
        ),
      state,
    ),
});

const players = (aimed: readonly { readonly kind: string; readonly player?: PlayerId }[]): PlayerId[] =>
  aimed.flatMap(t => (t.kind === 'player' && t.player !== undefined ? [t.player] : []));
