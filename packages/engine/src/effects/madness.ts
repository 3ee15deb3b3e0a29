import { forbiddenTo } from './forbid.js';
import type { GameState, ManaCost, StackItem } from '../core/types.js';
import { moveZone } from '../events/actions.js';
import { payCosts } from '../events/costs.js';
import { onStack } from '../view/conditions.js';
import { colorsOf } from '../core/cards.js';
import { zoneOf } from '../view/queries.js';
import { logRule, tick } from '../core/state.js';
import { spellsCastThisTurn } from '../view/counts.js';
import { defaultTargets } from '../rules/trigger-targets.js';
import { defineEffect } from './registry.js';
import { moveObject } from '../events/move.js';
import { divideDamage } from '../view/targets.js';

/**
 * Madness's trigger (702.35a): as it resolves, the card's owner may cast it from exile for its madness cost (702.35b:
 * an alternative cost), with the documented default targets of triggered abilities (603.3d); one who declines, or
 * can't cast it, puts it into their graveyard.
 */
export const madnessCast = defineEffect<{ readonly kind: 'madnessCast'; readonly cost: ManaCost }>({
  kind: 'madnessCast',
  rule: '702.35a',
  reads: [],
  offersChoice: () => true,
  perform: (state, item, e): GameState => {
    const card = item.source;
    if (zoneOf(state, card) !== 'exile') return state;
    const owner = state.objects[card]!.owner;
    const toGraveyard = (why: string) =>
      moveZone(
        logRule(
          state,
          'resolve',
          '702.35a',
          `${owner} ${why}, so ${state.objects[card]!.def.name} goes to the graveyard.`,
          { objects: [card], players: [owner] },
        ),
        card,
        'graveyard',
        '702.35a',
      );
    if (onStack(state, item)?.declined) return toGraveyard("doesn't cast it");
    const def = state.objects[card]!.def;
    const spell = def.abilities.find(a => a.kind === 'spell');
    const specs = spell?.kind === 'spell' && !spell.modes ? spell.targets : spell?.kind === 'spell' ? undefined : [];
    const targets =
      specs && defaultTargets(state, specs, { id: card, object: card, controller: owner, colors: colorsOf(def) });
    if (!specs || !targets) return toGraveyard("can't cast it (no legal targets, or modes to choose)");
    if (forbiddenTo(state, owner, card, false)) return toGraveyard("can't cast spells like it this turn (101.2)");
    const paid = payCosts(
      moveObject(state, card, 'stack', { rule: '601.2a' }),
      owner,
      card,
      { mana: e.cost },
      0,
      {},
      `${owner} can't cast ${def.name}`,
    );
    if (!('state' in paid)) return toGraveyard("can't pay its madness cost");
    const [timestamp, s] = tick(paid.state);
    const spellItem: StackItem = {
      id: card,
      kind: 'spell',
      timestamp,
      source: card,
      controller: owner,
      targetSpecs: specs,
      targets,
      effects: spell?.kind === 'spell' ? spell.effects : [],
    };
    const divided = divideDamage(s, spellItem, undefined, `${owner} can't divide the damage`, owner);
    const cast = 'item' in divided ? divided : { item: spellItem, state: s };
    const castBefore = spellsCastThisTurn(cast.state);
    return logRule(
      { ...cast.state, stack: [...cast.state.stack.filter(i => i.id !== card), { ...cast.item, castBefore }] },
      'cast',
      '702.35b',
      `${owner} casts ${def.name} for its madness cost (the default choice: to cast it).`,
      {
        objects: [card, ...targets.flatMap(t => (t.kind === 'object' ? [t.id] : []))],
        players: [owner],
        spellNumber: castBefore + 1,
        from: 'exile',
        defaulted: true,
      },
    );
  },
});
