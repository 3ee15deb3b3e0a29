import type { GameState, ObjectFilter, ObjectId, PlayerId, TurnEffect } from '../core/types.js';
import { logRule } from '../core/state.js';
import { readSpells } from '../core/phrases.js';
import { matchesFilter } from '../view/targets.js';
import { aimReading, aimedAt, defineEffect, type Aim } from './registry.js';

/**
 * "Target player can't cast spells this turn", "your opponents can't cast noncreature spells this turn", "target
 * player can't play lands this turn": until end of turn (514.2), the "can't" wins over what would let them (101.2);
 * casting and playing a land check it (`forbiddenTo`).
 */
export const forbid = defineEffect<Forbid>({
  kind: 'forbid',
  rule: '101.2',
  reads: [
    // "Your opponents can't …" is each opponent.
    {
      pattern: /^your opponents can't (cast (.*?)spells|play lands) this turn$/i,
      build: m => {
        const made = forbidding({ group: { kind: 'players', who: 'opponents' } }, m[1]!, m[2]);
        return made && { targets: [], effect: () => made };
      },
    },
    aimReading(/^(?:(.+) can't|can't) (cast (.*?)spells|play lands) this turn$/i, 1, (aim, m) =>
      forbidding(aim, m[2]!, m[3]),
    ),
  ],
  perform: (state, item, e, target) =>
    aimedAt(state, item, e.aim, target).reduce((s, t) => {
      if (t.kind !== 'player') return s;
      const added: TurnEffect = {
        kind: 'forbidden',
        player: t.player,
        ...(e.spells ? { spells: e.spells } : {}),
        ...(e.lands ? { lands: true as const } : {}),
      };
      return logRule(
        { ...s, turnEffects: [...s.turnEffects, added] },
        'pump',
        '101.2',
        `${t.player} can't ${e.lands ? 'play lands' : 'cast those spells'} this turn.`,
        { players: [t.player] },
      );
    }, state),
});

type Forbid = { readonly kind: 'forbid'; readonly aim: Aim; readonly spells?: ObjectFilter; readonly lands?: true };
function forbidding(aim: Aim, what: string, spells: string | undefined): Forbid | undefined {
  if (/^play/i.test(what)) return { kind: 'forbid', aim, lands: true };
  const filter = spells ? readSpells(`${spells}spell`) : {};
  return filter && { kind: 'forbid', aim, spells: filter };
}

/** Whether an effect of this turn says `who` can't cast this card as a spell, or (`land`) can't play a land (101.2). */
export function forbiddenTo(state: GameState, who: PlayerId, card: ObjectId, land: boolean): boolean {
  return state.turnEffects.some(
    e =>
      e.kind === 'forbidden' &&
      e.player === who &&
      (land ? e.lands === true : e.spells !== undefined && matchesFilter(state, card, e.spells, who, undefined)),
  );
}
