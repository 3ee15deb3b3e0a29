import type { CardDef } from '../core/types.js';
import { createToken } from '../events/actions.js';
import { logRule } from '../core/state.js';
import { defineEffect } from './registry.js';

/**
 * Embalm's (702.128a) "create a token that's a copy of it, except it's a white Zombie [card types] with no mana cost",
 * and eternalize's (702.129a) "except it's black, it's 4/4, it has no mana cost, and it's a Zombie in addition to its
 * other types": the card's copiable values (707.2) — now in exile, where its cost put it — with those exceptions (707.9b).
 */
export const embalmToken = defineEffect<{ readonly kind: 'embalmToken'; readonly eternalize?: true }>({
  kind: 'embalmToken',
  rule: '702.128a',
  reads: [],
  perform: (state, item, effect) => {
    const card = state.objects[item.source];
    if (!card) return state;
    const { cost: _cost, ...rest } = card.def;
    const def: CardDef = {
      ...rest,
      colors: [effect.eternalize ? 'B' : 'W'],
      ...(effect.eternalize ? { power: 4, toughness: 4 } : {}),
      subtypes: card.def.subtypes.includes('Zombie') ? card.def.subtypes : [...card.def.subtypes, 'Zombie'],
    };
    const made = createToken(state, def, item.controller, '111.2');
    return logRule(
      made.state,
      'create',
      effect.eternalize ? '702.129a' : '702.128a',
      `${item.controller} creates a token copy of ${def.name}, ${effect.eternalize ? 'a black 4/4' : 'a white'} Zombie with no mana cost.`,
      {
        objects: [made.id],
        players: [item.controller],
      },
    );
  },
});
