import type { Action, GameState, ObjectId, StackItem, Target, TargetSpec } from '../core/types.js';
import { capitalized, logRule, opponents, stackItemName } from '../core/state.js';
import { conditionHolds } from '../view/conditions.js';
import {
  chosenForWord,
  divideDamage,
  objectTarget,
  pickTargets,
  sourceOf,
  type TargetingSource,
  targetLabel,
  targetProblem,
} from '../view/targets.js';
import { done, type Handled } from '../core/outcome.js';
import { reject } from '../core/violations.js';
import { controller } from '../view/queries.js';

/**
 * Targets of triggered abilities, chosen as they go on the stack (CR 603.3d). The engine chooses by a documented
 * default; the controller may write their own choice (`chooseTargets`) before anyone takes another action, which
 * is the same moment of the game: nothing has happened in between.
 */

/**
 * The documented default target for each target phrase: the first legal one in this order — opponents (in turn
 * order), the controller, then permanents opponents control and then the controller's (each in the order they
 * arrived), cards in graveyards (the controller's first), spells from the top of the stack. Targets a phrase leaves
 * optional ("up to two target creatures") are left unchosen.
 */
export function defaultTargets(
  state: GameState,
  specs: readonly TargetSpec[],
  source: TargetingSource,
): Target[] | undefined {
  const you = source.controller;
  const players = [...opponents(state, you), you].map(player => ({ kind: 'player', player }) as const);
  const byController = (mine: boolean) => state.battlefield.filter(id => (controller(state, id) === you) === mine);
  const graveyards = [...state.players]
    .sort((a, b) => Number(b.id === you) - Number(a.id === you))
    .flatMap(p => p.graveyard);
  const objects: ObjectId[] = [
    ...byController(false),
    ...byController(true),
    ...graveyards,
    ...state.stack.map(i => i.id).reverse(),
  ];
  const chosen: Target[] = [];
  for (const [i, spec] of specs.entries()) {
    const candidates: Target[] = [
      ...(spec.player ? players : []),
      ...(spec.object ? objects.map(id => objectTarget(state, id)) : []),
    ];
    // "Up to two target creatures": by default only the targets it requires; the rest, all optional, are left unchosen.
    if (specs.slice(i).every(s => s.optional)) return chosen;
    const found = candidates.find(
      t => targetProblem(state, spec, t, source) === undefined && !chosenForWord(specs, chosen, i, t),
    );
    if (!found) return undefined;
    chosen.push(found);
  }
  return chosen;
}

/**
 * Puts a triggered ability's item on the stack with its default targets, or — when a target phrase has no legal
 * choice — removes it (603.3d). The item stays open to the controller's own choice until the next action.
 */
export function stackWithTargets(state: GameState, item: StackItem): GameState {
  // An intervening "if" that doesn't hold: the ability doesn't trigger (603.4).
  if (item.condition && !conditionHolds(state, item, item.condition)) {
    return logRule(
      state,
      'trigger',
      '603.4',
      `${capitalized(stackItemName(state, item))} doesn't trigger: its "if" condition doesn't hold.`,
      { objects: [item.source], players: [item.controller] },
    );
  }
  if (item.targetSpecs.length === 0)
    return logRule(
      { ...state, stack: [...state.stack, item] },
      'trigger',
      '603.3',
      `${capitalized(stackItemName(state, item))} goes on the stack.`,
      { objects: [item.source, item.id], players: [item.controller] },
    );
  const targets = defaultTargets(state, item.targetSpecs, sourceOf(state, item));
  if (!targets) {
    return logRule(
      state,
      'trigger',
      '603.3d',
      `${capitalized(stackItemName(state, item))} has no legal target and is removed from the stack.`,
      { objects: [item.source], players: [item.controller] },
    );
  }
  const open: StackItem = { ...item, targets, openTargets: true };
  const s = logRule(
    { ...state, stack: [...state.stack, open] },
    'trigger',
    '603.3d',
    `${capitalized(stackItemName(state, item))} goes on the stack targeting ${targets.map(t => targetLabel(state, t)).join(', ')} (the default choice).`,
    {
      objects: [item.source, item.id, ...targets.flatMap(t => (t.kind === 'object' ? [t.id] : []))],
      players: [item.controller],
      defaulted: true,
    },
  );
  return withDivision(s, open);
}

/** The next action closes every open choice: from then on the targets and the order are as chosen. */
export function closeTargetChoices(state: GameState): GameState {
  if (!state.stack.some(i => i.openTargets || i.openOrder)) return state;
  return {
    ...state,
    stack: state.stack.map(i => (i.openTargets || i.openOrder ? { ...i, openTargets: false, openOrder: false } : i)),
  };
}

/**
 * After triggers went on the stack (above `below` items): a controller who put two or more there at once may still
 * choose their order (603.3b); the default is the order they triggered in.
 */
export function markOpenOrder(state: GameState, below: number): GameState {
  const added = state.stack.slice(below);
  const several = (controller: string) => added.filter(i => i.controller === controller).length > 1;
  if (!added.some(i => several(i.controller))) return state;
  return {
    ...state,
    stack: [...state.stack.slice(0, below), ...added.map(i => (several(i.controller) ? { ...i, openOrder: true } : i))],
  };
}

/** `orderTriggers`: the controller's own order for their triggers that just went on the stack together (603.3b). */
export function orderTriggers(state: GameState, action: Extract<Action, { type: 'orderTriggers' }>): Handled {
  const who = action.player;
  const positions = state.stack.flatMap((item, index) => (item.openOrder && item.controller === who ? [index] : []));
  const items = positions.map(i => state.stack[i]!);
  const can = `${who} can't order triggers`;
  if (items.length === 0)
    return reject(
      '603.3b',
      'trigger/no-open-order',
      `${can}: no two triggered abilities of theirs just went on the stack together`,
      [],
      [who],
      { player: who },
    );
  const named = action.sources.map(source => items.filter(i => i.source === source));
  const unknown = action.sources.find((_source, k) => named[k]!.length === 0);
  if (unknown !== undefined)
    return reject(
      '603.3b',
      'trigger/no-open-order',
      `${can}: ${state.objects[unknown]?.def.name ?? unknown} has no triggered ability of theirs among those just put on the stack`,
      [unknown],
      [who],
      { object: unknown },
    );
  // Each name takes the next of its source's abilities; those not named keep their place after the named ones.
  const taken = new Set<StackItem>();
  const ordered = action.sources
    .map(source => items.find(i => i.source === source && !taken.has(i) && taken.add(i)))
    .filter((i): i is StackItem => i !== undefined);
  if (ordered.length !== action.sources.length)
    return reject(
      '603.3b',
      'trigger/no-open-order',
      `${can}: a source is named more times than it has abilities that triggered`,
      [],
      [who],
      { player: who },
    );
  const final = [...ordered, ...items.filter(i => !taken.has(i))];
  const stack = [...state.stack];
  positions.forEach((p, k) => {
    stack[p] = { ...final[k]!, openOrder: false };
  });
  const s = { ...state, stack };
  return done(
    logRule(
      s,
      'trigger',
      '603.3b',
      `${who} puts ${final.map(i => stackItemName(s, i)).join(', then ')} on the stack in that order.`,
      { objects: final.map(i => i.id), players: [who] },
    ),
  );
}

/**
 * `chooseTargets`: the controller's own targets for their triggered ability that just went on the stack (603.3d), or
 * new targets for a copy of a spell just put there (707.10c: one named as it was stays, even if illegal now). A copy
 * is named by the spell it copies; of several open ones, the topmost first.
 */
export function chooseTargets(state: GameState, action: Extract<Action, { type: 'chooseTargets' }>): Handled {
  const who = action.player;
  const item = [...state.stack]
    .reverse()
    .find(
      i =>
        i.openTargets &&
        i.controller === who &&
        (action.source === undefined || i.source === action.source || i.original === action.source),
    );
  const what = action.source !== undefined ? `of ${state.objects[action.source]?.def.name ?? action.source} ` : '';
  if (!item) {
    return reject(
      '603.3d',
      'trigger/no-open-choice',
      `${who} can't choose targets now: no triggered ability ${what}or copy of a spell of theirs just went on the stack with targets to choose`,
      action.source !== undefined ? [action.source] : [],
      [who],
      action.source !== undefined ? { object: action.source } : { player: who },
    );
  }
  const label = stackItemName(state, item);
  const copy = item.original !== undefined;
  const targets = pickTargets(
    state,
    item.targetSpecs,
    action.targets,
    sourceOf(state, item),
    `${who} can't choose those targets for ${label}`,
    item.source,
    who,
    item.x ?? 0,
    copy ? item.targets : [],
  );
  if (!Array.isArray(targets)) return targets;
  const chosen: StackItem = { ...item, targets, openTargets: false };
  const s = { ...state, stack: state.stack.map(i => (i === item ? chosen : i)) };
  const aimed = targets.flatMap(t => (t.kind === 'object' ? [t.id] : []));
  const text = `${who} chooses ${targets.map(t => targetLabel(s, t)).join(', ')} as the target of ${label}.`;
  return done(
    withDivision(
      copy
        ? logRule(s, 'copy', '707.10c', text, { objects: [item.id, ...aimed], players: [who] })
        : logRule(s, 'trigger', '603.3d', text, { objects: [item.source, item.id, ...aimed], players: [who] }),
      chosen,
    ),
  );
}

/** A triggered ability's divided damage divided by the default among the targets it has now (601.2d, 603.3d). */
function withDivision(state: GameState, item: StackItem): GameState {
  const divided = divideDamage(state, item, undefined, `${item.controller} can't divide the damage`, item.controller);
  if (!('item' in divided) || divided.item === item) return state;
  return { ...divided.state, stack: divided.state.stack.map(i => (i === item ? divided.item : i)) };
}
