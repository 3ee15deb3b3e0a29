import { moveZone } from '../events/actions.js';
import { logRule, name } from '../core/state.js';
import { aimReading, aimedAt, defineEffect, type Aim } from './registry.js';

/**
 * "Put target creature on top of its owner's library", "put target card from your graveyard on top of your library", "… on the bottom of its owner's library": the permanent or
 * card goes to its owner's library (CR 400.3), there (401.4 orders several; one at a time here, each on top of the
 * last when on top).
 */
export const toLibrary = defineEffect<{ readonly kind: 'toLibrary'; readonly aim: Aim; readonly top: boolean }>({
  kind: 'toLibrary',
  rule: '400.3',
  reads: [
    // "…from your graveyard on top of your library": a card in your graveyard is yours (400.3), so your library is its
    // owner's.
    aimReading(
      /^put (.+?) on (top|the bottom) of (its owner's library|their owners' libraries|their owner's library|your library)$/i,
      1,
      (aim, m) =>
        /^your/i.test(m[3]!) && !/ from your graveyard$/i.test(m[1]!)
          ? undefined
          : { kind: 'toLibrary', aim, top: m[2]!.toLowerCase() === 'top' },
    ),
  ],
  perform: (state, item, e, target) =>
    aimedAt(state, item, e.aim, target).reduce((s, t) => {
      if (t.kind !== 'object' || !s.objects[t.id]) return s;
      const where = e.top ? 'on top of' : 'on the bottom of';
      const owner = s.objects[t.id]!.owner;
      const noted = logRule(s, 'zoneChange', '400.3', `${name(s, t.id)} is put ${where} ${owner}'s library.`, {
        objects: [t.id],
        players: [owner],
      });
      return moveZone(noted, t.id, 'library', '400.3', e.top);
    }, state),
});
