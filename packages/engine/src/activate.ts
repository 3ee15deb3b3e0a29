import type { AbilityCost, Action, GameState, ObjectId, PlayerId, StackItem } from './types.js';
import type { RuleId } from './rules.js';
import { colorsOf, formatManaCost, MAX_AMOUNT } from './cards.js';
import { addCounters, loseLife, moveZone } from './actions.js';
import { planPayment } from './mana.js';
import { counters, isCreature } from './queries.js';
import { findPlayer, logRule, name, tick, freshId, updatePermanent, updatePlayer } from './state.js';
import { isMainPhase, stepLabel } from './steps.js';
import { matchesFilter, pickTargets } from './targets.js';
import { done, type Handled } from './outcome.js';
import { reject } from './violations.js';

type Activate = Extract<Action, { type: 'activate' }>;
type Activated = Extract<GameState['objects'][string]['def']['abilities'][number], { kind: 'activated' }>;

/**
 * Activating an ability (CR 602.2): the checks of 602.5 and 606.3, then targets, costs and the ability on the stack,
 * as for casting a spell (602.2b → 601.2c–i). Mana abilities are `activateMana` (605.3).
 */
export function activate(state: GameState, action: Activate): Handled {
  const who = action.player;
  const obj = state.objects[action.source];
  if (!obj) return reject('602.2', 'activate/unknown-source', `${who} can't activate ${action.source}: there is no such permanent`, [], [who], { object: action.source });
  const label = obj.def.name;
  const perm = state.permanents[obj.id];
  if (!perm) return reject('113.6', 'activate/not-on-battlefield', `${who} can't activate ${label}: it isn't on the battlefield`, [obj.id], [who], { object: obj.id });
  if (perm.controller !== who) return reject('602.2', 'activate/not-controller', `${who} can't activate ${label}: ${perm.controller} controls it`, [obj.id], [who], { object: obj.id });
  const ability = obj.def.abilities[action.ability];
  if (ability?.kind !== 'activated') return reject('602.1', 'activate/no-such-ability', `${who} can't activate ${label}: it has no such activated ability`, [obj.id], [who], { object: obj.id });
  const can = `${who} can't activate ${label}'s "${ability.costText}" ability`;
  const timing = timingProblem(state, who, ability);
  if (timing) return reject(timing[0], 'activate/sorcery-timing', `${can}: ${timing[1]}`, [obj.id], [who], { object: obj.id });
  const used = perm.activated?.turn === state.turn ? perm.activated.abilities : [];
  if (ability.oncePerTurn && used.includes(action.ability)) return reject('602.5b', 'activate/once-per-turn', `${can}: it can be activated only once each turn`, [obj.id], [who], { object: obj.id });
  const loyaltyUsed = used.some(i => { const a = obj.def.abilities[i]; return a?.kind === 'activated' && a.cost.loyalty !== undefined; });
  if (ability.cost.loyalty !== undefined && loyaltyUsed) return reject('606.3', 'activate/loyalty-once-per-turn', `${can}: a loyalty ability of ${label} was already activated this turn`, [obj.id], [who], { object: obj.id });
  if ((ability.cost.tap || ability.cost.untap) && isCreature(state, obj.id) && !perm.sinceTurnStart && !obj.def.keywords.includes('haste')) {
    return reject('602.5a', 'activate/summoning-sick', `${can}: ${label} hasn't been under ${who}'s control since their most recent turn began`, [obj.id], [who], { object: obj.id });
  }

  // CR 602.2b, 601.2c: targets.
  const source = { id: obj.id, object: obj.id, controller: who, colors: colorsOf(obj.def) };
  const targets = pickTargets(state, ability.targets, action.targets ?? [], source, can, obj.id, who);
  if (!Array.isArray(targets)) return targets;

  // CR 602.2b, 601.2g–h: costs.
  const x = action.x ?? 0;
  if (!Number.isSafeInteger(x) || x < 0 || x > MAX_AMOUNT) return reject('107.1b', 'cast/bad-x', `${can} with X=${x}: X must be a whole number from 0 to ${MAX_AMOUNT}`, [obj.id], [who], { object: obj.id });
  const paid = payCosts(state, who, obj.id, ability.cost, x, action, can);
  if (!('state' in paid)) return paid;
  let s = paid.state;
  const [id, withId] = freshId(s);
  const [timestamp, stamped] = tick(withId);
  const item: StackItem = {
    id, kind: 'ability', timestamp, source: obj.id, sourceStamp: perm.timestamp, controller: who, targetSpecs: ability.targets, targets,
    effects: ability.effects, ...(ability.cost.mana?.x ? { x } : {}),
  };
  s = { ...stamped, stack: [...stamped.stack, item], passes: 0 };
  if (s.permanents[obj.id]) {
    s = updatePermanent(s, obj.id, p => ({ ...p, activated: { turn: s.turn, abilities: [...used, action.ability] } }));
  }
  const aimed = targets.length ? ` targeting ${targets.map(t => (t.kind === 'player' ? t.player : name(s, t.id))).join(', ')}` : '';
  s = logRule(s, 'activate', '602.2', `${who} activates ${label}'s "${ability.costText}" ability${aimed}.`,
    { objects: [obj.id, id, ...targets.flatMap(t => (t.kind === 'object' ? [t.id] : []))], players: [who] });
  return done(s, { player: who, rule: '117.3c' });
}

/** Sorcery timing for "Activate only as a sorcery" (602.5d) and loyalty abilities (606.3). */
function timingProblem(state: GameState, who: PlayerId, ability: Activated): [RuleId, string] | undefined {
  if (!ability.sorcery) return undefined;
  const rule: RuleId = ability.cost.loyalty !== undefined ? '606.3' : '602.5d';
  if (state.activePlayer !== who) return [rule, `it can be activated only during its controller's own turn, and it is ${state.activePlayer}'s turn`];
  if (!isMainPhase(state.step)) return [rule, `it can be activated only in a main phase, and it is the ${stepLabel(state.step)} step`];
  if (state.stack.length > 0) return [rule, 'it can be activated only when the stack is empty'];
  return undefined;
}

/**
 * Pays an activation's costs in the order a player would (CR 601.2h, any order: the result is the same): checks
 * every cost can be paid before paying any (118.3), then taps, removes or adds counters, sacrifices, discards,
 * pays life and mana. Cost choices come from the action or the documented default: the first permanent that fits
 * in the order they arrived, the first cards of the hand.
 */
function payCosts(state: GameState, who: PlayerId, self: ObjectId, cost: AbilityCost, x: number, action: Activate, can: string): { state: GameState } | Handled & { ok: false } {
  const perm = state.permanents[self]!;
  const label = name(state, self);
  const fail = (rule: RuleId, reason: string, offending: ObjectId = self) => reject(rule, 'cost/cant-pay', `${can}: ${reason}`, [self], [who], { object: offending });
  if (cost.tap && perm.tapped) return fail('107.5', `${label} is already tapped`);
  if (cost.untap && !perm.tapped) return fail('107.6', `${label} is untapped, and {Q} means untapping it`);
  if (cost.loyalty !== undefined && cost.loyalty < 0 && counters(state, self, 'loyalty') < -cost.loyalty) {
    return fail('606.6', `${label} has ${counters(state, self, 'loyalty')} loyalty, fewer than the ${-cost.loyalty} the ability removes`);
  }
  const p = findPlayer(state, who)!;
  // CR 119.4: a player can pay life only if their life total is at least the amount.
  if (cost.life !== undefined && p.life < cost.life) return fail('119.4', `${who} has ${p.life} life, less than the ${cost.life} to pay`);
  let sacrificed: ObjectId | undefined;
  if (cost.sacrifice) {
    const fits = (id: ObjectId) => state.permanents[id]?.controller === who && matchesFilter(state, id, cost.sacrifice!, who, self);
    const chosen = action.sacrifice?.[0];
    if (chosen !== undefined && !fits(chosen)) {
      return reject('701.21a', 'cost/sacrifice-choice', `${can} sacrificing ${name(state, chosen)}: it isn't a permanent ${who} controls that the cost allows`, [self, chosen], [who], { object: chosen });
    }
    sacrificed = chosen ?? state.battlefield.find(fits);
    if (sacrificed === undefined) return fail('701.21a', `${who} controls nothing the cost can sacrifice`);
  }
  let discarded: readonly ObjectId[] = [];
  if (cost.discard !== undefined) {
    const chosen = action.discard;
    if (chosen && (chosen.length !== cost.discard || chosen.some(c => !p.hand.includes(c)) || new Set(chosen).size !== chosen.length)) {
      return reject('701.9a', 'cost/discard-choice', `${can}: name exactly ${cost.discard} different card${cost.discard === 1 ? '' : 's'} from ${who}'s hand to discard`, [self, ...chosen], [who], { object: self });
    }
    discarded = chosen ?? p.hand.slice(0, cost.discard);
    if (discarded.length < cost.discard) return fail('701.9a', `${who} has ${p.hand.length} card${p.hand.length === 1 ? '' : 's'} in hand, fewer than the ${cost.discard} to discard`);
  }
  const mana = cost.mana ?? { generic: 0, colored: {}, x: 0 };
  const plan = planPayment(state, who, mana, x, action.payWith, cost.tap || cost.sacrificeSelf ? self : undefined);
  if ('problem' in plan) return plan.violation ? { ok: false, violation: plan.violation } : reject('601.2h', 'cost/insufficient-mana', `${can}: ${plan.problem}`, [self], [who], { object: self });

  let s = state;
  for (const tap of plan.taps) {
    s = updatePermanent(s, tap.id, q => ({ ...q, tapped: true }));
    s = logRule(s, 'tap', '601.2g', `${who} taps ${name(s, tap.id)} for {${tap.mana}}.`, { objects: [tap.id], players: [who] });
  }
  s = updatePlayer(s, who, q => ({ ...q, manaPool: plan.pool }));
  if (cost.mana) s = logRule(s, 'manaPaid', '601.2h', `${who} pays ${formatManaCost(mana)}${mana.x ? ` with X=${x}` : ''}.`, { objects: [self], players: [who] });
  if (cost.tap || cost.untap) {
    s = updatePermanent(s, self, q => ({ ...q, tapped: !!cost.tap }));
    s = logRule(s, 'tap', cost.tap ? '107.5' : '107.6', `${who} ${cost.tap ? 'taps' : 'untaps'} ${label} to pay the cost.`, { objects: [self], players: [who] });
  }
  if (cost.loyalty !== undefined && cost.loyalty !== 0) s = addCounters(s, self, 'loyalty', cost.loyalty, '606.4');
  if (cost.life !== undefined) s = loseLife(s, who, cost.life, '119.4');
  for (const card of discarded) {
    s = moveZone(s, card, 'graveyard', '701.9a');
    s = logRule(s, 'discard', '701.9a', `${who} discards ${name(s, card)} to pay the cost.`, { objects: [card], players: [who] });
  }
  for (const id of [...(sacrificed !== undefined ? [sacrificed] : []), ...(cost.sacrificeSelf ? [self] : [])]) {
    s = logRule(s, 'sacrifice', '701.21a', `${who} sacrifices ${name(s, id)} to pay the cost.`, { objects: [id], players: [who] });
    s = moveZone(s, id, 'graveyard', '701.21a');
  }
  return { state: s };
}
