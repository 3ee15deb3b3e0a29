import type { GameState, ManaCost, StackItem } from '../core/types.js';
import { parseManaCost } from '../core/cards.js';
import { totalCost } from '../rules/cost-changes.js';
import { forbiddenTo } from './forbid.js';
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
 * Rebound's delayed trigger (702.88a) and suspend's last-counter trigger (702.62a): its controller may cast the card
 * from exile without paying its mana cost,
 * with the documented default targets of triggered abilities (603.3d) — by default they do (608.2d). Declined, or
 * impossible (no legal target, modes to choose, another cost to pay), it stays in exile. Miracle's trigger (702.94a,
 * "you may cast ~ by paying [cost] rather than its mana cost"): from the hand it was revealed in, for that
 * alternative cost (118.9) as cost changes make it total (601.2f).
 */
export const castFree = defineEffect<{
  readonly kind: 'castFree';
  readonly rule: '702.88a' | '702.62a' | '702.94a';
  /** Suspend's: a creature spell cast this way gains haste until its controller loses control of it (702.62a). */
  readonly haste?: true;
  /** Miracle's: the cost paid rather than its mana cost, the card cast from its owner's hand. */
  readonly mana?: ManaCost;
}>({
  kind: 'castFree',
  rule: '702.88a',
  reads: [
    {
      // "You may": the cast offers its own choice (declined, it stays), as rebound's does.
      pattern: /^you may cast ~ by paying ((?:\{[^}]+\})+) rather than its mana cost$/i,
      build: m => {
        const parsed = parseManaCost(m[1]!);
        return parsed.ok && parsed.cost.x === 0
          ? { targets: [], effect: () => ({ kind: 'castFree', rule: '702.94a', mana: parsed.cost }) }
          : undefined;
      },
    },
  ],
  offersChoice: () => true,
  perform: (state, item, e): GameState => {
    const card = item.source;
    const from = e.mana ? 'hand' : 'exile';
    if (zoneOf(state, card) !== from) return state;
    const who = item.controller;
    const def = state.objects[card]!.def;
    const stays = (why: string) =>
      logRule(
        state,
        'resolve',
        e.rule,
        `${who} ${why}, so ${def.name} stays in ${from === 'hand' ? 'their hand' : 'exile'}.`,
        {
          objects: [card],
          players: [who],
        },
      );
    if (onStack(state, item)?.declined) return stays("doesn't cast it");
    const spell = def.abilities.find(a => a.kind === 'spell');
    const other = def.abilities.some(a => a.kind === 'additionalCost');
    const specs = spell?.kind === 'spell' && !spell.modes ? spell.targets : spell?.kind === 'spell' ? undefined : [];
    const targets =
      specs && defaultTargets(state, specs, { id: card, object: card, controller: who, colors: colorsOf(def) });
    if (!specs || !targets || other) return stays("can't cast it (no legal targets, modes to choose or a cost to pay)");
    if (forbiddenTo(state, who, card, false)) return stays("can't cast spells like it this turn (101.2)");
    const moved = moveObject(state, card, 'stack', { rule: '601.2a' });
    const paid = payCosts(
      moved,
      who,
      card,
      e.mana ? { mana: totalCost(moved, who, card, e.mana).cost } : {},
      0,
      {},
      `${who} can't cast ${def.name}`,
    );
    if (!('state' in paid)) return stays("can't cast it");
    const [timestamp, s] = tick(paid.state);
    const spellItem: StackItem = {
      id: card,
      kind: 'spell',
      timestamp,
      source: card,
      controller: who,
      targetSpecs: specs,
      targets,
      effects: spell?.kind === 'spell' ? spell.effects : [],
      ...(e.haste && def.types.includes('Creature') ? { suspendHaste: true } : {}),
      ...(from === 'hand' ? { fromHand: true } : {}),
    };
    const divided = divideDamage(s, spellItem, undefined, `${who} can't divide the damage`, who);
    const cast = 'item' in divided ? divided : { item: spellItem, state: s };
    const castBefore = spellsCastThisTurn(cast.state);
    return logRule(
      { ...cast.state, stack: [...cast.state.stack.filter(i => i.id !== card), { ...cast.item, castBefore }] },
      'cast',
      e.rule,
      `${who} casts ${def.name} ${e.mana ? 'from their hand for its miracle cost' : 'from exile without paying its mana cost'} (the default choice: to cast it).`,
      {
        objects: [card, ...targets.flatMap(t => (t.kind === 'object' ? [t.id] : []))],
        players: [who],
        spellNumber: castBefore + 1,
        from,
        defaulted: true,
      },
    );
  },
});
