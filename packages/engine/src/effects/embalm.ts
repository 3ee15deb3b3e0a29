import type { CardDef } from '../core/types.js';
import { createToken } from '../events/actions.js';
import { logRule } from '../core/state.js';
import { defineEffect } from './registry.js';

/**
 * Embalm's (702.128a) "create a token that's a copy of it, except it's a white Zombie [card types] with no mana cost":
 * the card's copiable values (707.2) — now in exile, where its cost put it — with those exceptions (707.9b).
 */
export const embalmToken = defineEffect<{ readonly kind: 'embalmToken' }>({
  kind: 'embalmToken',
  rule: '702.128a',
  reads: [],
  perform: (state, item) => {
    const card = state.objects[item.source];
    if (!card) return state;
    const { cost: _cost, ...rest } = card.def;
    const def: CardDef = {
      ...rest,
      colors: ['W'],
      subtypes: card.def.subtypes.includes('Zombie') ? card.def.subtypes : [...card.def.subtypes, 'Zombie'],
    };
    const made = createToken(state, def, item.controller, '111.2');
    return logRule(
      made.state,
      'create',
      '702.128a',
      `${item.controller} creates a token copy of ${def.name}, a white Zombie with no mana cost.`,
      {
        objects: [made.id],
        players: [item.controller],
      },
    );
  },
});
