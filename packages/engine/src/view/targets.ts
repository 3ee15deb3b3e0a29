import type {
  Color,
  GameState,
  ObjectFilter,
  ObjectId,
  PlayerId,
  StackItem,
  Target,
  TargetChoice,
  TargetSpec,
} from '../core/types.js';
import type { RuleId } from '../core/cited-rules.js';
import { MAX_AMOUNT, colorsOf } from '../core/cards.js';
import { countOf } from './counts.js';
import { amountOf } from '../core/phrases.js';
import { enchantOf, enchantsPlayer, hasSubtype } from '../core/keywords/index.js';
import {
  fromKeywords,
  keywordView,
  colors,
  isEquipped,
  attachedTo,
  controller,
  hasKeyword,
  isType,
  keywords,
  lastKnown,
  pairedWith,
  power,
  statValue,
  subtypes,
} from './queries.js';
import type { Rejected } from '../core/outcome.js';
import { reject } from '../core/violations.js';
import { logRule, object, stackItemName } from '../core/state.js';

/** Target legality (CR 115), shared by casting (601.2c), putting abilities on the stack (602.2b, 603.3d) and resolution (608.2b). */

/** "a nonblack creature", "any target": a target descriptor as a message names what it asks for. */
export function describeTarget(spec: TargetSpec): string {
  if (spec.text === 'any target') return 'a creature, player, planeswalker or battle';
  const what = spec.text.replace(/^(?:another )?target /, '');
  return `${spec.text.startsWith('another ') ? 'another' : /^[aeiou]/.test(what) ? 'an' : 'a'} ${what}`;
}

export interface TargetingSource {
  /** The spell, or the ability on the stack. */
  readonly id: ObjectId;
  /** The object the spell or ability comes from ("another target creature" excludes it). */
  readonly object: ObjectId;
  readonly controller: PlayerId;
  readonly colors: readonly Color[];
}

export interface TargetProblem {
  readonly rule: RuleId;
  readonly reason: string;
}

/** Whether an object fits a descriptor's filter, seen from the spell or ability's controller (`you`). */
/** Whether `id` is attacking `you` or a planeswalker `you` control (508.1b: what it was declared to attack). */
export function attacksYou(state: GameState, id: ObjectId, you: PlayerId): boolean {
  const target = state.combat?.attackers.find(a => a.id === id)?.target;
  return (
    target !== undefined &&
    ('player' in target
      ? target.player === you
      : !!state.permanents[target.object] &&
        isType(state, target.object, 'Planeswalker') &&
        controller(state, target.object) === you)
  );
}

/**
 * Whether an Aura or Equipment could be attached to `host` now: a permanent other than itself that its enchant keyword
 * allows, seen by its controller (303.4a, 702.5a: "enchant land", "enchant creature you control"), or a creature for
 * an Equipment (301.5) or an Aura the engine reads no enchant keyword of.
 */
export function canAttachTo(state: GameState, id: ObjectId, host: ObjectId): boolean {
  if (host === id || !state.permanents[host]) return false;
  // Protection from a quality the Aura or Equipment has (702.16c–d).
  const view = keywordView(state);
  if (fromKeywords(state, host, (entry, keyword) => entry.protectsFrom?.(view, id, keyword) || undefined)) return false;
  const aura = state.objects[id]!.def.subtypes.includes('Aura');
  if (aura && enchantsPlayer(keywords(state, id))) return false;
  const enchant = aura ? enchantOf(keywords(state, id)) : [];
  if (enchant.length === 0) return isType(state, host, 'Creature');
  const you = state.permanents[id] ? controller(state, id) : state.objects[id]!.owner;
  return enchant.every(e => matchesFilter(state, host, e.filter, you, id));
}

/** Whether the object has the subtype now; a changeling has every creature type and no other (702.73a). */
function hasSubtypeNow(state: GameState, id: ObjectId, subtype: string): boolean {
  return hasSubtype(
    subtypes(state, id),
    keywords(state, id).includes('changeling'),
    isType(state, id, 'Creature') || isType(state, id, 'Kindred'),
    subtype,
  );
}

export function matchesFilter(
  state: GameState,
  id: ObjectId,
  filter: ObjectFilter,
  you: PlayerId,
  self: ObjectId | undefined,
): boolean {
  if (filter.types && !filter.types.some(t => isType(state, id, t))) return false;
  if (filter.allTypes && !filter.allTypes.every(t => isType(state, id, t))) return false;
  if (filter.notTypes?.some(t => isType(state, id, t))) return false;
  if (filter.subtypes && !filter.subtypes.some(t => hasSubtypeNow(state, id, t))) return false;
  if (filter.notSubtypes?.some(t => hasSubtypeNow(state, id, t))) return false;
  if (filter.colors || filter.notColors) {
    const own = colors(state, id);
    if (filter.colors && !filter.colors.some(c => own.includes(c))) return false;
    if (filter.notColors?.some(c => own.includes(c))) return false;
  }
  if (filter.multicolored && colors(state, id).length < 2) return false;
  if (filter.controller && (controller(state, id) === you) !== (filter.controller === 'you')) return false;
  if (filter.controlledBy !== undefined && controller(state, id) !== filter.controlledBy) return false;
  if (
    filter.enchantedPlayer &&
    (self === undefined || state.permanents[self]?.attachedToPlayer !== controller(state, id))
  )
    return false;
  if (filter.other && id === self) return false;
  if (filter.itself && id !== self) return false;
  if (filter.paired !== undefined && (pairedWith(state, id) !== undefined) !== filter.paired) return false;
  if (filter.pair) {
    const other = self === undefined ? undefined : pairedWith(state, self);
    if (other === undefined || (id !== self && id !== other)) return false;
  }
  if (filter.owner && (state.objects[id]!.owner === you) !== (filter.owner === 'you')) return false;
  if (filter.keyword && !hasKeyword(state, id, filter.keyword)) return false;
  if (filter.notKeyword && hasKeyword(state, id, filter.notKeyword)) return false;
  if (filter.stat) {
    const value = statValue(state, id, filter.stat.kind);
    if (
      (filter.stat.atLeast !== undefined && value < filter.stat.atLeast) ||
      (filter.stat.atMost !== undefined && value > filter.stat.atMost)
    )
      return false;
  }
  if (filter.chosen) {
    // "Of the chosen color": what the ability's source chose as it entered (607.2d); nothing, if it chose nothing.
    const chosen = self === undefined ? undefined : state.permanents[self]?.chosen;
    if (chosen?.kind !== filter.chosen) return false;
    if (chosen.kind === 'color' && !colors(state, id).includes(chosen.color)) return false;
    if (chosen.kind === 'creatureType' && !hasSubtypeNow(state, id, chosen.subtype)) return false;
  }
  if (filter.lesserPower && (self === undefined || power(state, id) >= lastKnown(state, self).power)) return false;
  if (filter.adventurer && state.objects[id]!.def.faces?.layout !== 'adventure') return false;
  if (filter.targeting) {
    const { targeting } = filter;
    const item = state.stack.find(i => i.id === id);
    const fits = (t: Target) =>
      t.kind === 'player'
        ? targeting.player === true || (targeting.you === true && t.player === you)
        : (targeting.self === true && t.id === self) ||
          (targeting.objects !== undefined &&
            !!state.permanents[t.id] &&
            matchesFilter(state, t.id, targeting.objects, you, self));
    if (!item?.targets.some(fits)) return false;
  }
  const perm = state.permanents[id];
  if (filter.tapped !== undefined && perm?.tapped !== filter.tapped) return false;
  if (filter.counter !== undefined && !(perm?.counters[filter.counter] ?? 0)) return false;
  if (filter.equipped && !isEquipped(state, id)) return false;
  if (filter.enchanted && !attachedTo(state, id).some(a => state.objects[a]!.def.subtypes.includes('Aura')))
    return false;
  if (filter.attachedTo) {
    const to =
      filter.attachedTo === 'source' ? self : self === undefined ? undefined : state.permanents[self]?.attachedTo;
    if (to === undefined || perm?.attachedTo !== to) return false;
  }
  if (filter.name !== undefined && !isNamed(state, id, filter.name, self)) return false;
  if (filter.commander && state.commander?.casts[id] === undefined) return false;
  if (filter.thisTurn && !happenedThisTurn(state, id, filter.thisTurn)) return false;
  if (filter.anyOf && !filter.anyOf.some(f => matchesFilter(state, id, f, you, self))) return false;
  if (filter.supertypes && !filter.supertypes.some(t => state.objects[id]!.def.supertypes.includes(t))) return false;
  if (filter.notSupertypes?.some(t => state.objects[id]!.def.supertypes.includes(t))) return false;
  if (filter.token !== undefined && !!state.objects[id]!.token !== filter.token) return false;
  if (filter.combat === 'attackingYou') {
    if (!attacksYou(state, id, you)) return false;
  } else if (filter.combat) {
    const attacking = state.combat?.attackers.some(a => a.id === id) ?? false;
    const blocking = (state.combat?.blockers[id]?.length ?? 0) > 0;
    if (filter.combat === 'attacking' ? !attacking : filter.combat === 'blocking' ? !blocking : !attacking && !blocking)
      return false;
  }
  if (filter.blocked !== undefined) {
    const attacker = state.combat?.attackers.find(a => a.id === id);
    if (!attacker || !blockersDeclared(state) || attacker.blocked !== filter.blocked) return false;
  }
  return true;
}

/**
 * Whether the permanent dealt damage, was dealt damage or entered the battlefield this turn, as the object it is now:
 * the log back to the turn's beginning or to its entering, whichever is later (400.7).
 */
function happenedThisTurn(state: GameState, id: ObjectId, what: 'dealt' | 'wasDealt' | 'entered'): boolean {
  if (!state.permanents[id]) return false;
  for (let node = state.log; node && node.entry.kind !== 'turnBegan'; node = node.prev) {
    const e = node.entry;
    if (e.kind === 'zoneChange' && e.to === 'battlefield' && e.objects?.[0] === id) return what === 'entered';
    if (e.kind === 'damage' && (what === 'dealt' ? e.objects?.[0] === id : e.objects?.[1] === id)) return true;
  }
  return false;
}

/**
 * Whether blockers have been declared this combat: only then is an attacking creature blocked or unblocked (509.1h),
 * from the declare blockers step, once its declaration is made, to the end of combat.
 */
function blockersDeclared(state: GameState): boolean {
  if (state.step === 'declareBlockers') return state.pending?.kind !== 'declareBlockers';
  return state.step === 'firstStrikeDamage' || state.step === 'combatDamage' || state.step === 'endOfCombat';
}

/** Whether the card is named `name`; "named ~" is the name of the object the ability comes from (201.4). */
function isNamed(state: GameState, id: ObjectId, name: string, self: ObjectId | undefined): boolean {
  const wanted = name === '~' && self !== undefined ? state.objects[self]?.def.name : name;
  return wanted !== undefined && state.objects[id]!.def.name.toLowerCase() === wanted.toLowerCase();
}

function inZone(state: GameState, id: ObjectId, zone: 'battlefield' | 'stack' | 'graveyard'): boolean {
  switch (zone) {
    case 'battlefield':
      return !!state.permanents[id];
    case 'stack':
      return state.stack.some(item => item.id === id && item.kind === 'spell');
    case 'graveyard':
      return state.players.some(p => p.graveyard.includes(id));
  }
}

function specProblem(
  state: GameState,
  spec: TargetSpec,
  target: Target,
  source: TargetingSource,
): TargetProblem | undefined {
  const wrong = (what: string): TargetProblem => ({
    rule: spec.text === 'any target' ? '115.4' : '601.2c',
    reason: `${what} isn't ${describeTarget(spec)}`,
  });
  if (target.kind === 'player') {
    const p = state.players.find(q => q.id === target.player);
    if (!p || p.lost) return { rule: '601.2c', reason: `${target.player} isn't a player in the game` };
    if (!spec.player) return wrong(target.player);
    // CR 102.3: an opponent is a player the controller plays against.
    return spec.player === 'opponent' && target.player === source.controller ? wrong(target.player) : undefined;
  }
  if (spec.ability) return abilityProblem(state, spec, target.id, source);
  const obj = state.objects[target.id];
  if (!obj) return { rule: '601.2c', reason: `${target.id} doesn't exist` };
  const label = obj.def.name;
  const wanted = spec.object;
  if (!wanted || !inZone(state, target.id, wanted.zone)) return wrong(label);
  if (wanted.zone === 'stack' && target.id === source.id)
    return { rule: '115.5', reason: `${label} can't target itself` };
  if (wanted.filter.other && target.id === source.object)
    return { rule: '115.1', reason: `${label} is the object this ability comes from, and it says "another"` };
  // In a graveyard, "your" means the card's owner: cards there have no controller (CR 109.5).
  const you = source.controller;
  const filter =
    wanted.zone === 'graveyard' && wanted.filter.controller
      ? (obj.owner === you) === (wanted.filter.controller === 'you')
        ? { ...wanted.filter, controller: undefined }
        : undefined
      : wanted.filter;
  return filter && matchesFilter(state, target.id, filter, you, source.object) ? undefined : wrong(label);
}

/** A target that must be an activated or triggered ability on the stack (not a spell, not itself: 115.5). */
function abilityProblem(
  state: GameState,
  spec: TargetSpec,
  id: ObjectId,
  source: TargetingSource,
): TargetProblem | undefined {
  const item = state.stack.find(i => i.id === id);
  const label = item ? stackItemName(state, item) : (state.objects[id]?.def.name ?? id);
  if (item?.id === source.id) return { rule: '115.5', reason: `${label} can't target itself` };
  const kind = item?.kind !== 'ability' ? undefined : item.trigger !== undefined ? 'triggered' : 'activated';
  return kind && (spec.ability === 'any' || spec.ability === kind)
    ? undefined
    : { rule: '601.2c', reason: `${label} isn't ${describeTarget(spec)}` };
}

/**
 * A target chosen by naming an object: for a target that must be an ability, naming its source means its ability on
 * top of the stack (the scenario names abilities by where they come from).
 */
function choiceFor(state: GameState, spec: TargetSpec, choice: TargetChoice): TargetChoice {
  if (!spec.ability || 'player' in choice || state.stack.some(i => i.id === choice.object)) return choice;
  const item = [...state.stack].reverse().find(i => i.kind === 'ability' && i.source === choice.object);
  return item ? { object: item.id } : choice;
}

/** Keyword abilities that forbid being targeted: shroud, hexproof, protection (CR 702.18, 702.11, 702.16). */
function keywordProblem(state: GameState, target: Target, source: TargetingSource): TargetProblem | undefined {
  if (target.kind !== 'object' || !state.permanents[target.id]) return undefined;
  const view = keywordView(state);
  return fromKeywords(state, target.id, (entry, keyword) => entry.untargetable?.(view, target.id, source, keyword));
}

export function targetProblem(
  state: GameState,
  spec: TargetSpec,
  target: Target,
  source: TargetingSource,
): TargetProblem | undefined {
  return specProblem(state, spec, target, source) ?? keywordProblem(state, target, source);
}

/** The timestamp of the permanent or stack entry `id` is now, or -1: what makes it the same object (CR 400.7). */
function stampOf(state: GameState, id: ObjectId): number {
  return state.permanents[id]?.timestamp ?? state.stack.find(item => item.id === id)?.timestamp ?? -1;
}

/** An object as a target, remembering which incarnation of it was chosen. */
export function objectTarget(state: GameState, id: ObjectId): Target {
  return { kind: 'object', id, stamp: stampOf(state, id) };
}

export function chooseTarget(state: GameState, choice: TargetChoice): Target {
  return 'player' in choice ? { kind: 'player', player: choice.player } : objectTarget(state, choice.object);
}

/** Still legal on resolution: the same object (it hasn't changed zones, CR 400.7) that still fits (CR 608.2b). */
export function stillLegal(state: GameState, spec: TargetSpec, target: Target, source: TargetingSource): boolean {
  if (target.kind === 'object' && stampOf(state, target.id) !== target.stamp) return false;
  return targetProblem(state, spec, target, source) === undefined;
}

/**
 * The targets an action chose, checked against what the spell or ability asks for (CR 601.2c, 602.2b): the right
 * number, each legal. `can` starts the message ("Alice can't cast Shock"). `unchanged`: a copy's targets, which it may keep
 * even if they are illegal now (707.10c).
 */
export function pickTargets(
  state: GameState,
  specs: readonly TargetSpec[],
  chosen: readonly TargetChoice[],
  source: TargetingSource,
  can: string,
  self: ObjectId,
  who: PlayerId,
  x = 0,
  unchanged: readonly Target[] = [],
): Target[] | Rejected {
  // "Up to two target creatures": the targets left unchosen are optional ones at the end (601.2c).
  if (chosen.length > specs.length || specs.slice(chosen.length).some(s => !s.optional)) {
    const wanted =
      specs.length === 0
        ? 'no targets'
        : specs.map(s => `${s.optional ? 'up to ' : ''}${describeTarget(s)}`).join(', then ');
    return reject(
      '601.2c',
      'cast/target-count',
      `${can} with ${chosen.length} target${chosen.length === 1 ? '' : 's'}: it needs ${wanted}`,
      [self],
      [who],
      { object: self },
    );
  }
  // "X target creatures": exactly X of them, the X announced with the spell or ability (601.2b–c); "up to X", no
  // more. "…, where X is <count>": X counted now, as the targets are chosen (601.2c).
  const forX = chosen.filter((_c, i) => specs[i]!.word?.x).length;
  const word = specs.find(s => s.word?.x)?.word;
  const limit = word?.count ? Math.min(MAX_AMOUNT, countOf(state, who, self, word.count)) : x;
  const most = Math.min(limit, specs.filter(s => s.word?.x).length);
  if (word && (word.upTo ? forX > most : forX !== most)) {
    return reject(
      '601.2c',
      'cast/target-count',
      `${can} with ${forX} target${forX === 1 ? '' : 's'} for "${word.upTo ? 'up to ' : ''}X target": X is ${limit}`,
      [self],
      [who],
      { object: self },
    );
  }
  const targets: Target[] = [];
  for (let i = 0; i < chosen.length; i++) {
    const target = chooseTarget(state, choiceFor(state, specs[i]!, chosen[i]!));
    // A copy's target left as it was stays, even if it is illegal now (707.10c).
    const kept = unchanged[i];
    if (
      kept &&
      (kept.kind === 'player'
        ? target.kind === 'player' && target.player === kept.player
        : target.kind === 'object' && target.id === kept.id)
    ) {
      targets.push(kept);
      continue;
    }
    const problem = targetProblem(state, specs[i]!, target, source);
    if (problem)
      return reject(
        problem.rule,
        'cast/illegal-target',
        `${can} targeting ${targetLabel(state, chosen[i]!)}: ${problem.reason}`,
        target.kind === 'object' ? [self, target.id] : [self],
        [who],
        target.kind === 'object' ? { object: target.id } : { player: target.player },
      );
    if (chosenForWord(specs, targets, i, target)) {
      return reject(
        '601.2c',
        'cast/illegal-target',
        specs[i]!.another
          ? `${can} targeting ${targetLabel(state, chosen[i]!)} twice: "another target" is a different one from the targets before it`
          : `${can} targeting ${targetLabel(state, chosen[i]!)} twice: one instance of the word "target" chooses different ones`,
        target.kind === 'object' ? [self, target.id] : [self],
        [who],
        target.kind === 'object' ? { object: target.id } : { player: target.player },
      );
    }
    targets.push(target);
  }
  return targets;
}

/** Whether `target` was already chosen for another target of the same instance of "target" as spec `i` (601.2c). */
export function chosenForWord(
  specs: readonly TargetSpec[],
  chosen: readonly Target[],
  i: number,
  target: Target,
): boolean {
  const { word, another } = specs[i]!;
  if (!word && !another) return false;
  const same = (t: Target) =>
    t.kind === 'player'
      ? target.kind === 'player' && t.player === target.player
      : target.kind === 'object' && t.id === target.id;
  // "Another target": none of the targets before it.
  return chosen.some((t, j) => (another || j >= i - word!.at) && j < i && same(t));
}

export function targetLabel(state: GameState, target: Target | TargetChoice): string {
  if ('player' in target) return target.player;
  const id = 'object' in target ? target.object : target.id;
  return state.objects[id]?.def.name ?? id;
}

/** The spell or ability as a source that targets (its colors decide protection, 702.16b). */
/** Resolving spells and abilities (CR 608): the effects themselves are entries of the effect registry. */

export function sourceOf(state: GameState, item: StackItem): TargetingSource {
  return {
    id: item.id,
    object: item.source,
    controller: item.controller,
    colors: colorsOf(object(state, item.source).def),
  };
}

/**
 * The division of an item's divided damage among its chosen targets (601.2d), as written (`divide`) or by the
 * documented default: as evenly as possible, the first targets getting what is left over. Each target at least 1,
 * all of it divided. Returns the item unchanged when it divides nothing.
 */
export function divideDamage(
  state: GameState,
  item: StackItem,
  divide: readonly number[] | undefined,
  can: string,
  who: PlayerId,
): { item: StackItem; state: GameState } | Rejected {
  const offsets = item.targetOffsets ?? [];
  // Damage dealt, or damage prevented (615.7), divided among the targets.
  const k = item.effects.findIndex(e => (e.kind === 'damage' || e.kind === 'prevent') && e.divided);
  const effect = item.effects[k];
  const aim =
    effect?.kind === 'damage'
      ? effect.aim
      : effect?.kind === 'prevent' && effect.to && 'aim' in effect.to
        ? effect.to.aim
        : undefined;
  if (
    !effect ||
    (effect.kind !== 'damage' && effect.kind !== 'prevent') ||
    effect.amount === undefined ||
    !aim ||
    !('targets' in aim)
  ) {
    if (divide)
      return reject('601.2d', 'cast/division', `${can} dividing damage: it divides nothing`, [item.source], [who], {
        object: item.source,
      });
    return { item, state };
  }
  const total =
    effect.kind === 'damage' && effect.countedX
      ? Math.min(MAX_AMOUNT, countOf(state, item.controller, item.source, effect.countedX, item.targets, item.paidWith))
      : amountOf(item, effect.amount);
  const among = aim.targets.map(i => item.targets[i + (offsets[k] ?? 0)]).filter(t => t !== undefined);
  // All of it is divided (601.2d): X damage among no targets only when X is 0.
  if (total < among.length || (among.length === 0 && total > 0))
    return reject(
      '601.2d',
      'cast/division',
      `${can}: ${total} damage can't be divided among ${among.length} targets, each getting at least 1`,
      [item.source],
      [who],
      { object: item.source },
    );
  if (
    divide &&
    (divide.length !== among.length ||
      divide.some(n => !Number.isSafeInteger(n) || n < 1) ||
      divide.reduce((a, b) => a + b, 0) !== total)
  ) {
    return reject(
      '601.2d',
      'cast/division',
      `${can} dividing ${divide.join(', ')}: all ${total} damage must be divided among its ${among.length} target${among.length === 1 ? '' : 's'}, each getting at least 1`,
      [item.source],
      [who],
      { object: item.source },
    );
  }
  const division =
    divide ?? among.map((_t, i) => Math.floor(total / among.length) + (i < total % among.length ? 1 : 0));
  const text = among.map((t, i) => `${division[i]} to ${targetLabel(state, t!)}`).join(', ');
  const s = logRule(
    state,
    'damage',
    '601.2d',
    `${who} divides ${total} damage: ${text}${divide ? '' : ' (the default choice)'}.`,
    { objects: [item.source], players: [who], ...(divide ? {} : { defaulted: true }) },
  );
  return { item: { ...item, division }, state: s };
}
