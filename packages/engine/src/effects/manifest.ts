import { enterBattlefield } from '../events/actions.js';
import { FACE_DOWN } from '../core/keywords/index.js';
import { logRule, player } from '../core/state.js';
import { NUMBER, amount } from '../core/phrases.js';
import { aimReading, aimedAt, defineEffect, type Aim } from './registry.js';

/**
 * "Manifest the top card of your library", "… the top two cards …", "its controller manifests the top card of their
 * library" (701.40a): each card, one at a time (701.40e), turned face down and put onto the battlefield as a 2/2
 * face-down creature with no text, name, subtypes or mana cost, under the manifesting player's control. Its
 * controller may turn it face up for its mana cost if it is a creature card (701.40b), or for its morph cost (701.40c).
 */
export const manifest = defineEffect<{ readonly kind: 'manifest'; readonly aim: Aim; readonly amount: number }>({
  kind: 'manifest',
  rule: '701.40a',
  reads: [
    aimReading(
      new RegExp(
        String.raw`^(?:(.+) manifests|manifest) the top (?:card|${NUMBER} cards) of (?:your|their|his or her) library$`,
        'i',
      ),
      1,
      (aim, m) => {
        const n = m[2] === undefined ? 1 : amount(m[2]);
        return n ? { kind: 'manifest', aim, amount: n } : undefined;
      },
    ),
  ],
  perform: (state, item, e, target) =>
    aimedAt(state, item, e.aim, target).reduce((s0, t) => {
      if (t.kind !== 'player') return s0;
      let s = s0;
      for (let i = 0; i < e.amount; i++) {
        const card = player(s, t.player).library[0];
        if (card === undefined) break;
        const obj = s.objects[card]!;
        const down = { ...obj, def: FACE_DOWN, printed: obj.def, faceDown: true as const, manifested: true as const };
        s = enterBattlefield({ ...s, objects: { ...s.objects, [card]: down } }, card, t.player, '701.40a');
        // Kept off the battlefield, it stays where it was, face up (701.40f).
        if (!s.permanents[card]) {
          if (s.objects[card] === down) s = { ...s, objects: { ...s.objects, [card]: obj } };
          break;
        }
        // Logged as what the ability put onto the battlefield: "attach ~ to it" is about it (`lastCreated`).
        s = logRule(s, 'create', '701.40a', `${t.player} manifests the top card of their library.`, {
          objects: [card],
          players: [t.player],
        });
      }
      return s;
    }, state),
});
