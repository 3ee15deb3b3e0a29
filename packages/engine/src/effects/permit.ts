import type { GameState, ObjectFilter, Permission, PlayGrant } from '../core/types.js';
import { eventsSince, logRule, name } from '../core/state.js';
import { readCards, readSpells } from '../core/phrases.js';
import { matchesFilter } from '../view/targets.js';
import { zoneOf } from '../view/queries.js';
import { defineEffect } from './registry.js';

/** How long a permission of a resolved spell or ability lasts (611.2a). */
type Until = 'turn' | 'nextTurn' | 'exiled';

export interface PermitEffect {
  readonly kind: 'permit';
  readonly grant: PlayGrant;
  readonly until: Until;
  readonly by?: readonly { readonly kind: string }[];
  readonly cards?: ObjectFilter;
  readonly spells?: ObjectFilter;
}

/**
 * A permission a resolving spell or ability gives its controller (601.3, 611.2): "exile the top card of your library.
 * Until end of turn, you may play that card": the cards the instructions before it (`by`, performed first) exiled,
 * those that fit `cards` ("nonland cards exiled this way"), may be played (a land as the turn's land play, 305.1,
 * 305.2) or cast from exile; "you may cast creature spells this turn as though they had flash" (702.8a): the spells
 * that fit `spells`. It lasts until the end of the turn (514.2), of its controller's next turn, or for as long as its
 * cards remain exiled.
 */
export const permit = defineEffect<PermitEffect>({
  kind: 'permit',
  rule: '601.3',
  reads: [
    {
      pattern: /^you may cast (spells|.+ spells) this turn as though they had flash$/i,
      build: m => {
        const spells = /^spells$/i.test(m[1]!)
          ? undefined
          : readSpells(m[1]!.replace(/ and /i, ' or ').replace(/ spells$/i, ' spell'));
        if (!spells && !/^spells$/i.test(m[1]!)) return undefined;
        const grant: PlayGrant = { play: false, flash: true };
        return { targets: [], effect: () => ({ kind: 'permit', grant, until: 'turn', ...(spells ? { spells } : {}) }) };
      },
    },
  ],
  perform: (state, item, e, target, nested): GameState => {
    const who = item.controller;
    if (!e.by)
      return granted(
        state,
        { player: who, source: item.source, grant: e.grant, ...(e.spells ? { spells: e.spells } : {}) },
        e.until,
        'spells',
      );
    const after = nested(state, item, e.by, target);
    // The cards those instructions exiled (400.7j: an effect finds what its other parts moved to a public zone).
    const cards = eventsSince(state.log, after.log).flatMap(ev => {
      const card = ev.kind === 'zoneChange' && ev.to === 'exile' ? ev.objects?.[0] : undefined;
      return card !== undefined &&
        zoneOf(after, card) === 'exile' &&
        !after.objects[card]!.token &&
        (!e.cards || matchesFilter(after, card, e.cards, who, item.source))
        ? [card]
        : [];
    });
    if (cards.length === 0) return after;
    return granted(
      after,
      { player: who, source: item.source, grant: e.grant, cards },
      e.until,
      cards.map(c => name(after, c)).join(', '),
    );
  },
});

const UNTIL: Readonly<Record<Until, string>> = {
  turn: 'until end of turn',
  nextTurn: 'until the end of their next turn',
  exiled: 'for as long as it remains exiled',
};

function granted(state: GameState, permission: Permission, until: Until, what: string): GameState {
  const p: Permission = {
    ...permission,
    ...(until === 'nextTurn'
      ? { nextTurnOf: permission.player }
      : until === 'exiled'
        ? { lasting: true as const }
        : {}),
  };
  const how = `${p.grant.play ? 'play' : 'cast'} ${what}${p.grant.from ? ` from ${p.grant.from}` : ''}${p.grant.flash ? ' as though they had flash' : ''}`;
  return logRule(
    { ...state, permissions: [...state.permissions, p] },
    'permission',
    '611.2a',
    `${p.player} may ${how} ${UNTIL[until]}.`,
    { objects: p.cards ?? [], players: [p.player] },
  );
}

const IT = String.raw`(that card|those cards|it|them|(?:(.+) )?cards exiled this way)`;
/**
 * "Until end of turn, you may play that card", "you may play it this turn", "until the end of your next turn, you may
 * play those cards", "you may cast that card for as long as it remains exiled", after an instruction that exiles.
 */
const ABOUT_EXILED = new RegExp(
  String.raw`^(?:(until end of turn|until the end of your next turn), )?you may (play|cast) ${IT}(?: (this turn|for as long as (?:it|they) remains? exiled))?$`,
  'i',
);

/** The permission a sentence gives for what the instruction just read (`last`) exiled, or undefined. */
export function permitExiled(sentence: string, last: { readonly kind: string }): PermitEffect | undefined {
  const m = ABOUT_EXILED.exec(sentence);
  // Only the top cards of a library are exiled by what the engine reads as "exile": those are "that card".
  if (!m || last.kind !== 'exileTop' || (m[1] === undefined) === (m[5] === undefined)) return undefined;
  const play = m[2]!.toLowerCase() === 'play';
  const cards = m[4] === undefined ? undefined : readCards(`${m[4]} cards`);
  if (m[4] !== undefined && !cards) return undefined;
  const when = (m[1] ?? m[5])!.toLowerCase();
  const until: Until = when.startsWith('until the end')
    ? 'nextTurn'
    : when.startsWith('for as long')
      ? 'exiled'
      : 'turn';
  return { kind: 'permit', grant: { play, from: 'exile' }, until, by: [last], ...(cards ? { cards } : {}) };
}
