import type { GameState, ManaCost, ObjectId, PlayerId, StackItem, Zone } from '../core/types.js';
import type { RuleId } from '../core/cited-rules.js';
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
    if (onStack(state, item)?.declined) {
      const from = e.mana ? 'hand' : 'exile';
      if (zoneOf(state, item.source) !== from) return state;
      return stays(state, item.controller, item.source, from, "doesn't cast it", e.rule);
    }
    return castWithoutPaying(state, item.controller, item.source, e.mana ? 'hand' : 'exile', e.rule, e).state;
  },
});

/** The log of a card not cast this way, where what becomes of it is said after (ripple, cascade: the library's bottom). */
export function notCast(state: GameState, who: PlayerId, card: ObjectId, why: string, rule: RuleId): GameState {
  return logRule(state, 'resolve', rule, `${who} ${why}: ${state.objects[card]!.def.name} isn't cast.`, {
    objects: [card],
    players: [who],
  });
}

/** The log of a card not cast this way: it stays where it is. */
export function stays(
  state: GameState,
  who: PlayerId,
  card: ObjectId,
  from: Zone,
  why: string,
  rule: RuleId,
): GameState {
  const where = from === 'hand' ? 'their hand' : from === 'library' ? 'their library' : 'exile';
  return logRule(state, 'resolve', rule, `${who} ${why}, so ${state.objects[card]!.def.name} stays in ${where}.`, {
    objects: [card],
    players: [who],
  });
}

/**
 * Casts `card` from `from` as an instruction lets its player (608.2g): without paying its mana cost — or for `mana`,
 * miracle's cost —, with the documented default targets of triggered abilities (603.3d). Impossible (no legal target,
 * modes to choose, another cost to pay, a "can't cast"), it stays where it is, said in the log; `cast` tells which.
 */
export function castWithoutPaying(
  state: GameState,
  who: PlayerId,
  card: ObjectId,
  from: Zone,
  rule: RuleId,
  how: {
    readonly mana?: ManaCost;
    readonly haste?: true;
    /** How the log says it was cast ("for its madness cost"); by default, without paying or for its miracle cost. */
    readonly as?: string;
    /** Where it goes when it can't be cast (madness: the graveyard, 702.35a); by default it stays. */
    readonly otherwise?: (state: GameState, why: string) => GameState;
  } = {},
): { readonly state: GameState; readonly cast: boolean } {
  if (zoneOf(state, card) !== from) return { state, cast: false };
  const fail = (why: string) => ({
    state: how.otherwise ? how.otherwise(state, why) : stays(state, who, card, from, why, rule),
    cast: false,
  });
  const def = state.objects[card]!.def;
  const spell = def.abilities.find(a => a.kind === 'spell');
  const other = def.abilities.some(a => a.kind === 'additionalCost');
  const specs = spell?.kind === 'spell' && !spell.modes ? spell.targets : spell?.kind === 'spell' ? undefined : [];
  const targets =
    specs && defaultTargets(state, specs, { id: card, object: card, controller: who, colors: colorsOf(def) });
  if (!specs || !targets || other) return fail("can't cast it (no legal targets, modes to choose or a cost to pay)");
  if (forbiddenTo(state, who, card, false)) return fail("can't cast spells like it this turn (101.2)");
  const moved = moveObject(state, card, 'stack', { rule: '601.2a' });
  const paid = payCosts(
    moved,
    who,
    card,
    how.mana ? { mana: totalCost(moved, who, card, how.mana).cost } : {},
    0,
    {},
    `${who} can't cast ${def.name}`,
  );
  if (!('state' in paid)) return fail(how.mana ? "can't pay the cost" : "can't cast it");
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
    ...(how.haste && def.types.includes('Creature') ? { suspendHaste: true } : {}),
    ...(from === 'hand' ? { fromHand: true } : {}),
  };
  const divided = divideDamage(s, spellItem, undefined, `${who} can't divide the damage`, who);
  const cast = 'item' in divided ? divided : { item: spellItem, state: s };
  const castBefore = spellsCastThisTurn(cast.state);
  const text = how.as
    ? how.as
    : how.mana
      ? 'from their hand for its miracle cost'
      : `from ${from === 'library' ? 'their library' : from} without paying its mana cost`;
  return {
    state: logRule(
      { ...cast.state, stack: [...cast.state.stack.filter(i => i.id !== card), { ...cast.item, castBefore }] },
      'cast',
      rule,
      `${who} casts ${def.name} ${text} (the default choice: to cast it).`,
      {
        objects: [card, ...targets.flatMap(t => (t.kind === 'object' ? [t.id] : []))],
        players: [who],
        spellNumber: castBefore + 1,
        from,
        defaulted: true,
      },
    ),
    cast: true,
  };
}
