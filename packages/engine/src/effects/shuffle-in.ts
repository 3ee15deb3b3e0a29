import { moveZone } from '../events/actions.js';
import { zoneOf } from '../view/queries.js';
import { logRule, name, player } from '../core/state.js';
import { aimReading, aimedAt, defineEffect, type Aim } from './registry.js';

/**
 * "Shuffle ~ into its owner's library" (CR 701.24a): the spell itself as it resolves (it then doesn't go to the
 * graveyard, 608.2m), or the permanent an ability comes from if it is still the same object. The engine doesn't
 * randomise: the card goes to the bottom, one of the places a shuffle can put it.
 */
export const shuffleIn = defineEffect<{ readonly kind: 'shuffleIn'; readonly aim?: Aim }>({
  kind: 'shuffleIn',
  rule: '701.24a',
  reads: [
    {
      pattern: /^shuffle ~ into its owner's library$/i,
      build: () => ({ targets: [], effect: () => ({ kind: 'shuffleIn' }) }),
    },
    // "When ~ dies, shuffle it into its owner's library", "shuffle target card from your graveyard into its owner's
    // library": the card where it is now (the one the trigger event put into the graveyard, 400.7e).
    aimReading(/^shuffle (.+) into (?:its owner's library|their owners' libraries)$/i, 1, aim =>
      'self' in aim ? undefined : { kind: 'shuffleIn', aim },
    ),
  ],
  perform: (state, item, e, target) => {
    if (e.aim)
      return aimedAt(state, item, e.aim, target).reduce((s, t) => {
        if (t.kind !== 'object' || !s.objects[t.id] || zoneOf(s, t.id) === 'library') return s;
        const owner = s.objects[t.id]!.owner;
        const noted = logRule(
          s,
          'search',
          '701.24a',
          `${owner} shuffles ${name(s, t.id)} into their library (the engine keeps the library's order: it is at the bottom).`,
          { objects: [t.id], players: [owner] },
        );
        return moveZone(noted, t.id, 'library', '701.24a');
      }, state);
    const zone = zoneOf(state, item.source);
    const same =
      zone === 'stack'
        ? item.kind === 'spell'
        : zone === 'battlefield' &&
          (item.sourceStamp === undefined || state.permanents[item.source]!.timestamp === item.sourceStamp);
    if (!same) return state;
    const owner = state.objects[item.source]!.owner;
    const s = moveZone(state, item.source, 'library', '701.24a');
    return logRule(
      s,
      'search',
      '701.24a',
      `${owner} shuffles ${name(state, item.source)} into their library (the engine keeps the library's order: it is at the bottom).`,
      { objects: [item.source], players: [owner] },
    );
  },
});

/**
 * "Shuffle your graveyard into your library", "… your hand and graveyard …" (701.24a): each card of those zones goes
 * into its owner's library (they are all yours, 400.3); a player subject composes ("each player shuffles their hand
 * and graveyard into their library"). The engine keeps the library's order: the cards go to the bottom, one of the
 * places a shuffle can put them. A spell doing this is on the stack, not in the graveyard, as it resolves (608.2n).
 */
export const shuffleZonesIn = defineEffect<{ readonly kind: 'shuffleZonesIn'; readonly hand?: true }>({
  kind: 'shuffleZonesIn',
  rule: '701.24a',
  reads: [
    {
      pattern: /^shuffle your (hand and graveyard|graveyard and hand|graveyard) into your library$/i,
      build: m => ({
        targets: [],
        effect: () => ({ kind: 'shuffleZonesIn', ...(/hand/i.test(m[1]!) ? { hand: true as const } : {}) }),
      }),
    },
  ],
  perform: (state, item, e) => {
    const you = player(state, item.controller);
    const cards = [...(e.hand ? you.hand : []), ...you.graveyard];
    const s = cards.reduce((after, id) => moveZone(after, id, 'library', '701.24a'), state);
    const what = e.hand ? 'hand and graveyard' : 'graveyard';
    return logRule(
      s,
      'search',
      '701.24a',
      `${item.controller} shuffles their ${what} into their library (the engine keeps the library's order: they are at the bottom).`,
      { objects: cards, players: [item.controller] },
    );
  },
});
