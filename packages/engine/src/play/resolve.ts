import type { DelayedTrigger, Effect, GameState, StackItem, Target } from '../core/types.js';
import { enterBattlefield, moveZone } from '../events/actions.js';
import { ascend } from '../events/ascend.js';
import { performEffect } from '../effects/index.js';
import { conditionHolds } from '../view/conditions.js';
import { isType, zoneOf } from '../view/queries.js';
import { capitalized, joined, logObjectRule, logRule, object, stackItemName, updatePermanent } from '../core/state.js';
import { sourceOf, stillLegal } from '../view/targets.js';
import { continuousEffect, withEffect } from '../view/layers.js';
import { unbestowed } from '../core/keywords/index.js';

/**
 * Resolves the top of the stack (CR 608). Targets are checked again; if all are illegal the spell doesn't
 * resolve (608.2b). Instants and sorceries then go to the graveyard (608.2n), permanent spells enter (608.3).
 */
export function resolveTop(start: GameState): GameState {
  const [state, item] = unbestowedIfTargetIllegal(start, start.stack[start.stack.length - 1]!);
  const label = capitalized(stackItemName(state, item));
  const source = sourceOf(state, item);
  if (item.condition && !conditionHolds(state, item, item.condition)) {
    const s = logRule(state, 'fizzle', '603.4', `${label} does nothing: its "if" condition no longer holds.`, {
      objects: [item.id],
    });
    return { ...s, stack: s.stack.slice(0, -1) };
  }
  const legal = item.targets.map((t, i) => stillLegal(state, item.targetSpecs[i]!, t, source));
  if (item.targets.length > 0 && legal.every(ok => !ok)) {
    let s = logRule(state, 'fizzle', '608.2b', `${label} doesn't resolve: all its targets are illegal.`, {
      objects: [item.id],
    });
    s = item.kind === 'spell' ? moveZone(s, item.id, 'graveyard', '608.2b') : { ...s, stack: s.stack.slice(0, -1) };
    return s;
  }
  let s = logObjectRule(state, 'resolve', '608.1', joined(label, ' resolves.'), item.id, item.controller);
  // CR 608.2b: the parts of the effect aimed at an illegal target don't happen.
  const target = (i: number | undefined): Target | undefined =>
    i === undefined || !legal[i] ? undefined : item.targets[i];
  // Ascend on an instant or sorcery (702.131a): its first instruction, written before the others (608.2c).
  if (item.kind === 'spell' && (isType(s, item.id, 'Instant') || isType(s, item.id, 'Sorcery')))
    if (object(s, item.id).def.keywords.includes('ascend')) s = ascend(s, item.controller);
  const offsets = item.targetOffsets;
  item.effects.forEach((effect, k) => {
    if (!offsets) {
      s = performEffect(s, item, effect, target);
    } else {
      // A mode's instructions, or those awaken or splice added (700.2c, 702.113a, 702.47b), see only their own
      // targets: "it" is the last of those.
      const offset = offsets[k] ?? 0;
      const end = Math.min(item.targets.length, ...offsets.filter(o => o > offset));
      const own = {
        ...item,
        targets: item.targets.slice(offset, end),
        targetSpecs: item.targetSpecs.slice(offset, end),
      };
      s = performEffect(s, own, effect, i => (i === undefined || i >= end - offset ? undefined : target(i + offset)));
    }
    // An instruction that gains control of permanents can give the city's blessing before the next one (702.131b).
    s = ascend(s);
  });
  if (item.kind === 'ability') return { ...s, stack: s.stack.filter(i => i.id !== item.id) };
  if (!s.stack.some(i => i.id === item.id)) return s; // CR 608.2m: it already left the stack
  // Buyback (702.27a): paid, the spell goes to its owner's hand instead (flashback's exile still wins, 702.34a).
  if (isType(s, item.id, 'Instant') || isType(s, item.id, 'Sorcery')) {
    // An Adventure is exiled instead, and its owner may cast the card from there (715.3d).
    if (object(s, item.id).castAs === 'adventure') return moveZone(s, item.id, 'exile', '715.3d');
    if (item.buyback) return moveZone(s, item.id, 'hand', '702.27a');
    // Rebound (702.88a): cast from its owner's hand, it is exiled instead, and may be cast from there at the beginning
    // of their next upkeep — a delayed triggered ability. A copy isn't cast from a hand (707.10).
    const card = object(s, item.id);
    if (item.fromHand && !card.spellCopy && card.def.keywords.includes('rebound')) {
      const exiled = moveZone(s, item.id, 'exile', '702.88a');
      if (zoneOf(exiled, item.id) !== 'exile') return exiled;
      return {
        ...exiled,
        delayed: [
          ...exiled.delayed,
          {
            source: item.id,
            controller: item.controller,
            effects: [{ kind: 'castFree', rule: '702.88a' }],
            when: { step: 'upkeep', yours: true },
          },
        ],
      };
    }
    return moveZone(s, item.id, 'graveyard', '608.2n');
  }
  // A copy of a permanent spell becomes a token as it resolves (707.10f).
  const copy = object(s, item.id);
  if (copy.spellCopy)
    s = logRule(
      { ...s, objects: { ...s.objects, [item.id]: { id: item.id, def: copy.def, owner: copy.owner, token: true } } },
      'resolve',
      '707.10f',
      `${capitalized(stackItemName(state, item))} becomes a token as it resolves.`,
      { objects: [item.id] },
    );
  s = enterBattlefield(s, item.id, item.controller, '608.3');
  if ((item.evoked || item.kicked || item.prowled) && s.permanents[item.id])
    s = updatePermanent(s, item.id, p => ({
      ...p,
      evoked: item.evoked === true,
      kicked: item.kicked === true,
      kicks: item.kicks ?? 0,
      kickedWith: item.kickedWith ?? [],
      prowled: item.prowled === true,
    }));
  // "If {R} was spent to cast it" asks the permanent after the spell has left the stack (601.2h).
  if (item.manaSpent && s.permanents[item.id])
    s = updatePermanent(s, item.id, p => ({ ...p, manaSpent: item.manaSpent }));
  // Suspend (702.62a): a creature spell it cast gains haste until its controller loses control of it.
  if (item.suspendHaste && s.permanents[item.id]) {
    const [effect, withHaste] = continuousEffect(
      s,
      item.id,
      item.controller,
      item.id,
      { addKeywords: ['haste'] },
      false,
    );
    s = logRule(
      { ...withHaste, effects: withEffect(withHaste.effects, { ...effect, whileControlled: true }) },
      'pump',
      '702.62a',
      `${object(s, item.id).def.name} has haste for as long as ${item.controller} controls it.`,
      { objects: [item.id] },
    );
  }
  // Dash (702.109a): the permanent remembers it (its haste), and returns to its owner's hand at the next end step — a
  // delayed triggered ability made as it resolves (603.7a), not a trigger of its entering.
  if (item.dashed && s.permanents[item.id]) {
    s = updatePermanent(s, item.id, p => ({ ...p, dashed: true }));
    s = delayedOnItsPermanent(s, item, 'end', { kind: 'return', aim: { event: 'object' }, to: 'hand' });
  }
  // Cast as though it had flash when a sorcery couldn't have been (702.8a), its permanent is sacrificed by its
  // controller then at the beginning of the next cleanup step: a delayed triggered ability made as it resolves (603.7a).
  if (item.flashed && s.permanents[item.id] && object(s, item.id).def.abilities.some(a => a.kind === 'flashSacrifice'))
    s = delayedOnItsPermanent(s, item, 'cleanup', {
      kind: 'sacrifice',
      aim: { event: 'object' },
      amount: 1,
      itsController: true,
    });
  // An Aura spell enters attached to what it targeted (608.3c).
  const host = item.targets[0];
  if (
    s.permanents[item.id] &&
    object(s, item.id).def.subtypes.includes('Aura') &&
    host?.kind === 'object' &&
    legal[0]
  ) {
    s = updatePermanent(s, item.id, p => ({ ...p, attachedTo: host.id }));
    s = logRule(
      s,
      'attach',
      '608.3c',
      `${object(s, item.id).def.name} enters attached to ${object(s, host.id).def.name}.`,
      { objects: [item.id, host.id] },
    );
  }
  // An Aura with "enchant player" enters attached to the player it targeted (608.3c, 702.5d).
  if (
    s.permanents[item.id] &&
    object(s, item.id).def.subtypes.includes('Aura') &&
    host?.kind === 'player' &&
    legal[0]
  ) {
    s = updatePermanent(s, item.id, p => ({ ...p, attachedToPlayer: host.player }));
    s = logRule(s, 'attach', '702.5d', `${object(s, item.id).def.name} enters attached to ${host.player}.`, {
      objects: [item.id],
      players: [host.player],
    });
  }
  return s;
}

/**
 * A bestowed Aura spell whose target is illegal as it begins resolving ceases to be bestowed and resolves as the
 * creature spell it is (702.103e), with no target: it isn't countered (608.3b).
 */
function unbestowedIfTargetIllegal(state: GameState, item: StackItem): [GameState, StackItem] {
  const card = state.objects[item.id];
  const target = item.targets[0];
  if (item.kind !== 'spell' || card?.castAs !== 'bestowed' || !target) return [state, item];
  if (stillLegal(state, item.targetSpecs[0]!, target, sourceOf(state, item))) return [state, item];
  const s = logRule(
    { ...state, objects: { ...state.objects, [item.id]: unbestowed(card) } },
    'resolve',
    '702.103e',
    `${card.def.name}'s target is illegal, so it ceases to be bestowed and resolves as a creature spell.`,
    { objects: [item.id] },
  );
  const creatureSpell: StackItem = { ...item, targets: [], targetSpecs: [] };
  return [{ ...s, stack: s.stack.map(i => (i.id === item.id ? creatureSpell : i)) }, creatureSpell];
}

/**
 * A delayed triggered ability a resolving permanent spell makes about the permanent it became (603.7a): at the
 * beginning of the next `step`, performed on it ("return it", "sacrifice it").
 */
function delayedOnItsPermanent(state: GameState, item: StackItem, step: 'end' | 'cleanup', effect: Effect): GameState {
  const made: DelayedTrigger = {
    source: item.id,
    controller: item.controller,
    when: { step },
    effects: [effect],
    subject: item.id,
    created: state.timestamp,
  };
  return { ...state, delayed: [...state.delayed, made] };
}
