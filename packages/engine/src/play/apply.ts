import { forbiddenTo } from '../effects/forbid.js';
import { conditionHolds } from '../view/conditions.js';
import type {
  Ability,
  AbilityCost,
  ManaCost,
  WrittenKeywordCost,
  Action,
  ApplyResult,
  CardDef,
  CardObject,
  Effect,
  GameState,
  ManaType,
  Modes,
  ObjectId,
  PlayerId,
  StackItem,
  TargetSpec,
  Zone,
} from '../core/types.js';
import type { RuleId } from '../core/cited-rules.js';
import type { StepName } from '../core/steps.js';
import {
  MAX_AMOUNT,
  addManaCosts,
  colorsOf,
  formatManaCost,
  hasInstantTiming,
  hasType,
  parseManaCost,
  sorcerySpeedRule,
} from '../core/cards.js';
import { badX, costSaysX, payCosts, pickPermanents, type ManaSpent } from '../events/costs.js';
import { totalCost } from '../rules/cost-changes.js';
import { readTarget } from '../core/phrases.js';
import { QUOTED_SENTENCE_LENGTH, quoted } from '../core/quote.js';
import { addCounters, enterBattlefield, moveZone } from '../events/actions.js';
import { assignCombatDamage, declareAttackers, declareBlockers } from '../rules/combat.js';
import {
  addToPool,
  afterTappedForMana,
  colorsChosenOnTap,
  manaAbilityFor,
  manaOptions,
  manaSourceProblem,
  producedBy,
} from '../events/mana.js';
import { performEffect } from '../effects/index.js';
import { countOf, spellsCastThisTurn } from '../view/counts.js';
import { resolveTop } from './resolve.js';
import { afterLosses, keepLegend } from '../rules/sba.js';
import { abilities, controller, counters, manaValueOf, zoneOf } from '../view/queries.js';
import {
  appended,
  copyState,
  eventsSince,
  findPlayer,
  joined,
  logPlayerRuleTo,
  logRule,
  logRuleTo,
  name,
  nextPlayer,
  object,
  playersInGame,
  tick,
  updatePermanent,
  updatePlayer,
  withArticle,
} from '../core/state.js';
import { isMainPhase, stepLabel } from '../core/steps.js';
import { divideDamage, matchesFilter, pickTargets, targetLabel } from '../view/targets.js';
import { activate, splitSecondRejection, splitSecondSpell } from '../rules/activate.js';
import { payByKeywords, payConspire } from '../events/keyword-payment.js';
import { chooseTargets, closeTargetChoices, orderTriggers } from '../rules/trigger-targets.js';
import { decline } from './decline.js';
import { stateFlip } from './flip.js';
import { chooseAsEnters } from './choose.js';
import { mayCopy, orderReplacements } from '../events/replacement.js';
import { endStep, finishCleanup, givePriority, keepTapped } from '../rules/turn.js';
import { watchesTaps } from '../rules/triggers.js';
import { done, type Handled, type PriorityGrant, type Rejected } from '../core/outcome.js';
import { reject } from '../core/violations.js';
import { moveObject } from '../events/move.js';
import {
  FACE_DOWN,
  bestowedAura,
  enchantOf,
  enchantsPlayer,
  keywordCost,
  morphOf,
  spliceOf,
  suspendOf,
} from '../core/keywords/index.js';
import { outsideWindow } from '../core/timing.js';
import { permissionsFor, type Permitted } from '../rules/permissions.js';

/**
 * The engine's one entry point: `(state, action) → new state and events`, or a violation that leaves the state
 * as it was (CR 733.1). Exceptions only signal engine bugs.
 */
export function apply(state: GameState, action: Action): ApplyResult {
  const problem = actorProblem(state, action);
  if (problem) return problem;
  const choosing = action.type === 'chooseTargets' || action.type === 'orderTriggers';
  const handled = dispatch(choosing ? state : closeTargetChoices(state), action);
  if (!handled.ok) return handled;
  const after = handled.priority ? receivePriority(handled.state, handled.priority) : handled.state;
  return { ok: true, state: after, events: eventsSince(state.log, after.log) };
}

/** The one place a player receives priority because of an action (CR 117.3b–d, 800.4a). */
function receivePriority(state: GameState, grant: PriorityGrant): GameState {
  if (!grant.settled) return givePriority(state, grant.player, grant.rule);
  const next = copyState(state);
  next.priority = grant.player;
  logPlayerRuleTo(next, 'priority', grant.rule, joined(grant.player, ' receives priority.'), grant.player);
  return next;
}

function dispatch(state: GameState, action: Action): Handled {
  switch (action.type) {
    case 'pass':
      return pass(state, action.player);
    case 'cast':
      return cast(state, action);
    case 'playLand':
      return playLand(state, action.player, action.card);
    case 'suspend':
      return suspend(state, action);
    case 'turnFaceUp':
      return turnFaceUp(state, action);
    case 'activate':
      return activate(state, action);
    case 'chooseTargets':
      return chooseTargets(state, action);
    case 'decline':
      return decline(state, action);
    case 'flip':
      return stateFlip(state, action);
    case 'choose':
      return chooseAsEnters(state, action);
    case 'orderReplacements':
      return orderReplacements(state, action);
    case 'keepLegend':
      return keepLegend(state, action);
    case 'keepTapped':
      return keepTapped(state, action);
    case 'orderTriggers':
      return orderTriggers(state, action);
    case 'activateMana':
      return activateMana(state, action.player, action.source, action.mana, action.ability, action.yields);
    case 'declareAttackers':
      return declareAttackers(state, action.player, action.attackers);
    case 'declareBlockers':
      return declareBlockers(state, action.player, action.blocks);
    case 'assignCombatDamage':
      return assignCombatDamage(state, action.player, action.assignments);
    case 'discard':
      return discard(state, action.player, action.cards);
    case 'concede':
      return concede(state, action.player);
  }
}

const VERBS: Readonly<Record<Action['type'], string>> = {
  pass: 'pass',
  cast: 'cast a spell',
  playLand: 'play a land',
  suspend: 'suspend a card',
  turnFaceUp: 'turn a permanent face up',
  activate: 'activate an ability',
  chooseTargets: 'choose targets',
  decline: 'decline a choice',
  flip: 'state a coin flip',
  choose: 'make a choice',
  orderReplacements: 'order replacement effects',
  keepLegend: 'choose a legendary permanent to keep',
  keepTapped: 'choose a permanent to keep tapped',
  orderTriggers: 'order triggers',
  activateMana: 'activate a mana ability',
  declareAttackers: 'declare attackers',
  declareBlockers: 'declare blockers',
  assignCombatDamage: 'assign combat damage',
  discard: 'discard',
  concede: 'concede',
};

function describe(state: GameState, action: Action): string {
  if (action.type === 'cast' || action.type === 'playLand')
    return `${action.type === 'cast' ? 'cast' : 'play'} ${name(state, action.card)}`;
  return VERBS[action.type];
}

/** The turn-based actions a player makes (508.1, 509.1, 514.1): their rule, their step, and what is said once made. */
const TURN_BASED = {
  declareAttackers: { rule: '508.1', step: 'declareAttackers', done: 'attackers were already declared' },
  declareBlockers: { rule: '509.1', step: 'declareBlockers', done: 'blockers were already declared' },
  discard: { rule: '514.1', step: 'cleanup', done: 'the cleanup discard, if one was needed, was already made' },
} as const satisfies Readonly<Record<string, { rule: RuleId; step: StepName; done: string }>>;

/** Who may act now: the game must be on, the actor a player, and it must be their decision or priority. */
function actorProblem(state: GameState, action: Action): Rejected | undefined {
  const who = action.player;
  // Built only for a violation's message: legal actions are the hot path.
  const what = () => describe(state, action);
  if (state.result)
    return reject('104.1', 'game/over', `${who} can't ${what()}: the game is over`, [], [who], undefined);
  const p = findPlayer(state, who);
  if (!p)
    return reject('102.1', 'game/unknown-player', `${who} isn't a player in this game`, [], [who], { player: who });
  if (p.lost)
    return reject('800.4a', 'game/player-left', `${who} can't ${what()}: they have left the game`, [], [who], {
      player: who,
    });
  if (action.type === 'concede') return undefined; // CR 104.3a: any time
  const pending = state.pending;
  if (pending) {
    if (action.type === pending.kind && pending.player === who) return undefined;
    const { rule } = TURN_BASED[pending.kind];
    const decision =
      pending.kind === 'discard'
        ? `discard ${pending.count} card${pending.count === 1 ? '' : 's'}`
        : stepLabel(pending.kind);
    return reject(
      rule,
      'turn/decision-pending',
      `${who} can't ${what()}: first ${pending.player} must ${decision}, a turn-based action no one can respond to`,
      [],
      [who, pending.player],
      undefined,
    );
  }
  if (action.type === 'declareAttackers' || action.type === 'declareBlockers' || action.type === 'discard') {
    // In its own step the action was already taken: it is made once, as the step begins.
    const { rule, step, done } = TURN_BASED[action.type];
    return reject(
      rule,
      'turn/not-now',
      state.step === step
        ? `${who} can't ${what()}: ${done} this step, as it began`
        : `${who} can't ${what()} now: that happens only as the ${stepLabel(step)} step begins, and it is the ${stepLabel(state.step)} step`,
      [],
      [who],
      undefined,
    );
  }
  if (action.type === 'assignCombatDamage') return undefined; // checked by combat
  if (action.type === 'chooseTargets') return undefined; // made as the ability went on the stack, not with priority (603.3d)
  // Choices made as the event happens, written in advance.
  if (
    action.type === 'decline' ||
    action.type === 'flip' ||
    action.type === 'choose' ||
    action.type === 'orderReplacements' ||
    action.type === 'keepLegend' ||
    action.type === 'keepTapped'
  )
    return undefined;
  if (action.type === 'orderTriggers') return undefined; // made as they went on the stack (603.3b) // a choice made as it resolves, written in advance (608.2d)
  if (state.priority === undefined) {
    const rule = state.step === 'untap' ? '502.4' : '514.3';
    return reject(
      rule,
      'priority/none-in-step',
      `${who} can't ${what()}: no player receives priority in the ${stepLabel(state.step)} step`,
      [],
      [who],
      undefined,
    );
  }
  if (state.priority !== who) {
    // The rule that lets a player take this action says "with priority" (117.3c is about keeping it afterwards).
    const [rule, objects] = priorityRule(action);
    return reject(
      rule,
      'priority/not-your-priority',
      `${who} can't ${what()}: ${state.priority} has priority`,
      objects,
      [who, state.priority],
      objects[0] !== undefined ? { object: objects[0] } : { player: who },
    );
  }
  return undefined;
}

/** The rule that allows an action only to the player with priority, and the object acted with. */
function priorityRule(action: Action): [RuleId, ObjectId[]] {
  switch (action.type) {
    case 'cast':
      return ['117.1a', [action.card]];
    case 'playLand':
      return ['305.1', [action.card]];
    case 'suspend':
      return ['116.2f', [action.card]];
    case 'turnFaceUp':
      return ['116.2b', [action.permanent]];
    case 'activate':
      return ['117.1b', [action.source]];
    case 'activateMana':
      return ['117.1d', [action.source]];
    default:
      return ['117.3d', []];
  }
}

/** CR 117.3d, 117.4, 405.5, 500.2. */
function pass(state: GameState, who: PlayerId): Handled {
  const passed = copyState(state);
  passed.passes = state.passes + 1;
  logPlayerRuleTo(passed, 'pass', '117.3d', joined(who, ' passes.'), who);
  if (passed.passes < playersInGame(passed).length)
    return done(passed, { player: nextPlayer(passed, who), rule: '117.3d', settled: true });
  passed.passes = 0;
  if (passed.stack.length > 0) {
    passed.priority = undefined;
    const s = resolveTop(passed);
    return done(s, { player: s.activePlayer, rule: '117.3b' });
  }
  logRuleTo(
    passed,
    'pass',
    '500.2',
    `All players passed with an empty stack: the ${stepLabel(passed.step)} step ends.`,
  );
  return done(endStep(passed));
}

/** What a commander costs more for each earlier cast from the command zone (903.8). */
const COMMANDER_TAX: ManaCost = { generic: 2, colored: {}, x: 0 };

function cast(state: GameState, action: Extract<Action, { type: 'cast' }>): Handled {
  const who = action.player;
  const obj = state.objects[action.card];
  if (!obj)
    return reject('601.3', 'cast/unknown-card', `${who} can't cast ${action.card}: there is no such card`, [], [who], {
      object: action.card,
    });
  const zone = zoneOf(state, obj.id);
  const adventured = zone === 'exile' && obj.owner === who && backFromAdventure(state, obj.id);
  const face = castFace(obj.def, action, zone, adventured, `${who} can't cast ${obj.def.name}`, obj.id, who);
  if (!('def' in face)) return face;
  const def = face.def;
  const can = `${who} can't cast ${def.name}`;
  // Flashback: cast from its owner's graveyard for its flashback cost (702.34a) — mana as a keyword, or any cost written
  // out ("Flashback—{1}{U}, Pay 3 life"), whose other parts are paid with the mana.
  const keyworded = keywordCost(def, 'flashback');
  const written = keyworded
    ? undefined
    : def.abilities.find((a): a is Extract<typeof a, { kind: 'flashback' }> => a.kind === 'flashback')?.cost;
  const fromGraveyard = zone === 'graveyard' && obj.owner === who;
  const flashback = fromGraveyard
    ? (keyworded ?? (written ? (written.mana ?? { generic: 0, colored: {}, x: 0 }) : undefined))
    : undefined;
  const flashbackRest = fromGraveyard && written ? besidesMana(written) : {};
  // Retrace (702.81a): from its owner's graveyard, discarding a land card as an additional cost.
  const retrace = fromGraveyard && !flashback && def.keywords.includes('retrace');
  // Jump-start (702.133a): likewise, discarding any card, and exiled afterwards as flashback's is.
  const jumpStart = fromGraveyard && !flashback && !retrace && def.keywords.includes('jump-start');
  // Aftermath (702.127a): its half is cast from its owner's graveyard.
  const aftermath = fromGraveyard && def.keywords.includes('aftermath');
  // A permission to cast it from where it is (601.3): "until end of turn, you may play that card", "you may cast ~
  // from your graveyard"; and to cast it as though it had flash (702.8a).
  const permitted = permissionsFor(state, who, obj.id);
  const elsewhere = zone !== 'hand' || obj.owner !== who ? permitted.find(p => p.grant.from === zone) : undefined;
  // A permission that costs nothing more goes first ("… as though it had flash if you pay {2} more").
  const flashBy = permitted
    .filter(p => p.grant.flash && (!p.grant.from || p.grant.from === zone))
    .sort((a, b) => Number(!!a.grant.flashCost) - Number(!!b.grant.flashCost))[0];
  // A commander its owner casts from the command zone (903.8).
  const commanderCasts = zone === 'command' && obj.owner === who ? state.commander?.casts[obj.id] : undefined;
  if (
    !elsewhere &&
    commanderCasts === undefined &&
    ((zone !== 'hand' && !flashback && !retrace && !jumpStart && !adventured && !aftermath) || obj.owner !== who)
  ) {
    return reject(
      '601.3',
      'cast/not-in-hand',
      `${can}: it is ${zone === 'battlefield' || zone === 'stack' ? `on the ${zone}` : `in ${obj.owner === who ? 'their' : `${obj.owner}'s`} ${zone}`}, not in ${who}'s hand`,
      [obj.id],
      [who],
      { object: obj.id },
    );
  }
  if (hasType(def, 'Land')) {
    // 305.9 is about a land that is also another card type; for any land, playing it is a special action, never a spell (305.1).
    const rule = def.types.length > 1 ? '305.9' : '305.1';
    return reject(rule, 'cast/land', `${can}: it is a land, which is played, not cast`, [obj.id], [who], {
      object: obj.id,
    });
  }
  const split = splitSecondRejection(state, can, obj.id, who);
  if (split) return split;
  // "Target player can't cast spells this turn": the "can't" wins (101.2).
  if (forbiddenTo(state, who, obj.id, false))
    return reject('101.2', 'cast/restricted', `${can}: an effect says they can't cast it this turn`, [obj.id], [who], {
      object: obj.id,
    });
  // Morph (702.37c, 708.4): cast face down, it is a 2/2 creature spell with no abilities — its timing is a creature's.
  const morph = action.faceDown ? morphOf(def) : undefined;
  if (action.faceDown && !morph)
    return reject('702.37a', 'cast/no-keyword-cost', `${can} face down: it has no morph`, [obj.id], [who], {
      object: obj.id,
    });
  const asCast = morph ? FACE_DOWN : def;
  // Cast as though it had flash when a sorcery couldn't have been cast (702.8a, 307.1): what that flash costs more.
  const flashed =
    !hasInstantTiming(asCast) &&
    flashBy !== undefined &&
    !(state.stack.length === 0 && state.activePlayer === who && isMainPhase(state.step));
  const flashCost = flashed ? flashBy.grant.flashCost : undefined;
  if (!hasInstantTiming(asCast) && !flashBy) {
    const rule = sorcerySpeedRule(asCast);
    const kind =
      asCast.types
        .filter(t => t !== 'Kindred')
        .join(' ')
        .toLowerCase() || 'card';
    if (state.activePlayer !== who)
      return reject(
        rule,
        'timing/sorcery-speed-not-your-turn',
        `${can}: ${withArticle(kind)} spell can be cast only during its controller's own turn, and it is ${state.activePlayer}'s turn`,
        [obj.id],
        [who],
        { object: obj.id },
      );
    if (!isMainPhase(state.step))
      return reject(
        rule,
        'timing/sorcery-speed-not-main-phase',
        `${can}: ${withArticle(kind)} spell can be cast only in a main phase, and it is the ${stepLabel(state.step)} step`,
        [obj.id],
        [who],
        { object: obj.id },
      );
    if (state.stack.length > 0)
      return reject(
        rule,
        'timing/sorcery-speed-stack-not-empty',
        `${can}: ${withArticle(kind)} spell can be cast only when the stack is empty, and ${name(state, state.stack[state.stack.length - 1]!.id)} is on the stack`,
        [obj.id, ...state.stack.map(i => i.id)],
        [who],
        { object: obj.id },
      );
  }
  // "Cast ~ only during combat", "… only if you control a snow land": when its text lets it be cast (601.3).
  for (const only of def.abilities) {
    if (only.kind !== 'castOnly') continue;
    const outside = only.window && outsideWindow(state, who, only.window);
    const unmet =
      only.condition &&
      !conditionHolds(state, { controller: who, source: obj.id, id: obj.id, timestamp: 0 }, only.condition);
    if (outside || unmet)
      return reject(
        '601.3',
        'cast/restricted',
        `${can}: it can be cast only ${outside ? `${only.window!.text}, and ${outside}` : "while its text's condition holds, and it doesn't"}`,
        [obj.id],
        [who],
        { object: obj.id },
      );
  }
  // Costs the card's keywords offer (702.27a, 702.42a, 702.96a, 702.109a): each named on the cast, or not paid.
  const offered = keywordCosts(def, action, can, obj.id, who);
  if (!('costs' in offered)) return offered;
  const { buyback, entwine, overload, dash, bestow } = offered.costs;
  const others = [
    (action.kicked || action.kicks || action.kickedWith?.length) && 'kicked',
    action.replicates && 'replicated',
    action.conspire?.length && 'conspiring',
    action.splice?.length && 'splicing',
    action.awakened && 'awakened',
    action.assist && 'assisted',
    action.evoked && 'evoked',
    action.alternative && 'for its alternative cost',
    buyback && 'with buyback',
    entwine && 'entwined',
    overload && 'overloaded',
    dash && 'dashed',
    bestow && 'bestowed',
    flashback && 'with flashback',
    retrace && 'with retrace',
    action.x && 'with X',
  ].filter((o): o is string => typeof o === 'string');
  // A face-down spell has no abilities (708.4): none of its costs but {3}, from the hand.
  if (morph && others.length)
    return reject(
      '702.37a',
      'cast/no-keyword-cost',
      `${can} face down and ${others.join(' and ')}: a face-down spell has no other costs`,
      [obj.id],
      [who],
      {
        object: obj.id,
      },
    );
  // An overloaded spell's text has "each" for "target" (702.96a): the card reader's overloaded instructions.
  const spell = morph
    ? undefined
    : overload
      ? def.abilities.find(a => a.kind === 'overloaded')
      : def.abilities.find(a => a.kind === 'spell');
  const chosenModes =
    spell?.kind === 'spell'
      ? modeChoice(spell.modes, action.modes, entwine !== undefined || face.as === 'fused')
      : { modes: [], effects: [], targets: [], offsets: [] };
  if (entwine && spell?.kind === 'spell' && !spell.modes)
    return reject('702.42a', 'cast/no-keyword-cost', `${can} entwined: it isn't modal`, [obj.id], [who], {
      object: obj.id,
    });
  if ('problem' in chosenModes)
    return reject('700.2a', 'cast/modes', `${can}: ${chosenModes.problem}`, [obj.id], [who], { object: obj.id });
  // Awaken (702.113a): an alternative cost whose instructions and target land come after the spell's own; splice
  // (702.47a): the spliced cards' instructions and targets after those (702.47b).
  const awaken = action.awakened
    ? def.abilities.find((a): a is Extract<Ability, { kind: 'awaken' }> => a.kind === 'awaken')
    : undefined;
  if (action.awakened && !awaken)
    return reject('702.113a', 'cast/no-keyword-cost', `${can} awakened: it has no awaken`, [obj.id], [who], {
      object: obj.id,
    });
  const spliced = splicedCards(state, who, obj.id, def, action.splice, can);
  if (!Array.isArray(spliced)) return spliced;
  const added = awaken ? [awaken, ...spliced] : spliced;
  // An Aura spell targets what its enchant ability allows (303.4a).
  const ownKinds =
    spell?.kind === 'spell'
      ? [...spell.targets, ...chosenModes.targets]
      : spell?.kind === 'overloaded'
        ? []
        : auraTarget(def);
  const all = added.length ? [...ownKinds, ...added.flatMap(c => c.targets)] : ownKinds;
  // The targets of a part that happens only if it was kicked are chosen only then (702.33g): the last ones.
  const ifKicked = all.findIndex(k => k.ifKicked);
  const kicking = action.kicked || action.kicks || action.kickedWith?.length;
  if (!kicking && ifKicked >= 0 && all.slice(ifKicked).some(k => !k.ifKicked))
    return reject(
      '702.33g',
      'cast/target-count',
      `${can}: choosing its targets without those of its kicked part, before others, isn't modelled`,
      [obj.id],
      [who],
      { object: obj.id },
    );
  const kinds = !kicking && ifKicked >= 0 ? all.slice(0, ifKicked) : all;
  const source = { id: obj.id, object: obj.id, controller: who, colors: colorsOf(def) };
  const targets = pickTargets(state, kinds, action.targets ?? [], source, can, obj.id, who, action.x ?? 0);
  if (!Array.isArray(targets)) return targets;
  // Evoke: an alternative cost (702.74a, 118.9).
  const evoke = action.evoked ? keywordCost(def, 'evoke') : undefined;
  if (action.evoked && !evoke)
    return reject('702.74a', 'cast/no-evoke', `${can} evoked: it has no evoke`, [obj.id], [who], { object: obj.id });
  if (evoke && flashback)
    return reject(
      '702.74a',
      'cast/no-evoke',
      `${can} evoked: it is cast with flashback, another alternative cost`,
      [obj.id],
      [who],
      { object: obj.id },
    );
  // An alternative cost the card's text gives (118.9): one alternative cost at most (118.9a), under its condition.
  const alternativeCost = action.alternative
    ? def.abilities.find((a): a is Extract<typeof a, { kind: 'alternativeCost' }> => a.kind === 'alternativeCost')
    : undefined;
  const forAlternative = `${can} for its alternative cost`;
  if (action.alternative && !alternativeCost)
    return reject('118.9', 'cast/no-alternative-cost', `${forAlternative}: it has none`, [obj.id], [who], {
      object: obj.id,
    });
  // One alternative cost at most (118.9a): overload, dash or bestow, and not with flashback, evoke or the text's own.
  const alternatives = [
    flashback && 'with flashback',
    evoke && 'for its evoke cost',
    overload && 'overloaded',
    dash && 'dashed',
    bestow && 'bestowed',
    awaken && 'awakened',
    alternativeCost && 'for its alternative cost',
  ].filter((a): a is string => typeof a === 'string');
  if ((overload || dash || bestow || awaken) && alternatives.length > 1)
    return reject(
      '118.9a',
      'cast/no-alternative-cost',
      `${can} ${alternatives.join(' and ')}: only one alternative cost can be paid`,
      [obj.id],
      [who],
      { object: obj.id },
    );
  if (alternativeCost && (flashback || evoke)) {
    return reject(
      '118.9a',
      'cast/no-alternative-cost',
      `${forAlternative}: it is cast ${flashback ? 'with flashback' : 'for its evoke cost'}, another alternative cost`,
      [obj.id],
      [who],
      { object: obj.id },
    );
  }
  if (
    alternativeCost?.condition &&
    !conditionHolds(state, { controller: who, source: obj.id, id: obj.id, timestamp: 0 }, alternativeCost.condition)
  ) {
    return reject(
      '118.9',
      'cast/no-alternative-cost',
      `${forAlternative}: its condition doesn't hold`,
      [obj.id],
      [who],
      { object: obj.id },
    );
  }
  const alternativeMana = alternativeCost
    ? (alternativeCost.cost.mana ?? { generic: 0, colored: {}, x: 0 })
    : undefined;
  const cost = morph
    ? { generic: 3, colored: {}, x: 0 }
    : (flashback ??
      evoke ??
      overload ??
      dash ??
      bestow ??
      awaken?.cost ??
      alternativeMana ??
      def.cost ?? { generic: 0, colored: {}, x: 0 });
  const x = action.x ?? 0;
  const xProblem = badX(x, can, obj.id, who);
  if (xProblem) return xProblem;
  const additionalAbility = def.abilities.find(
    (a): a is Extract<typeof a, { kind: 'additionalCost' }> => a.kind === 'additionalCost',
  );
  const additional = additionalAbility?.cost;
  // "As an additional cost to cast this spell, pay X life", "Flashback—{R}{R}, Discard X cards": X is announced too
  // (601.2b).
  const additionalX = costSaysX(additional) || costSaysX(flashbackRest) || costSaysX(alternativeCost?.cost);
  if (x > 0 && cost.x === 0 && !additionalX)
    return reject(
      '107.3a',
      'cast/no-x',
      `${can} with X=${x}: its cost ${formatManaCost(cost)} has no {X}`,
      [obj.id],
      [who],
      { object: obj.id },
    );
  const copyProblem = action.copy !== undefined ? copyChoiceProblem(state, obj.id, def, who, action.copy) : undefined;
  if (copyProblem)
    return reject(
      '707.2',
      'cast/copy-choice',
      `${can} copying ${name(state, action.copy!)}: ${copyProblem}`,
      [obj.id, action.copy!],
      [who],
      { object: action.copy! },
    );
  // Devour and amplify (702.82a, 702.38a): the choices made as it enters, written on the cast; none when left out.
  const entering = [
    { named: action.devour, keyword: /^devour \d+$/, rule: '702.82a', what: 'devour' },
    { named: action.reveal, keyword: /^amplify \d+$/, rule: '702.38a', what: 'amplify' },
  ] as const;
  for (const choice of entering)
    if (choice.named?.length && !def.keywords.some(k => choice.keyword.test(k)))
      return reject(
        choice.rule,
        'cast/no-keyword-cost',
        `${can} with ${choice.what}: it has no ${choice.what}`,
        [obj.id],
        [who],
        {
          object: obj.id,
        },
      );
  // Multikicker (702.33c): its cost paid as many times as the cast says (`kicked` alone: once).
  const multikicker = keywordCost(def, 'multikicker');
  const kicks = action.kicks ?? (action.kicked && multikicker ? 1 : 0);
  if (kicks > 0 && !multikicker)
    return reject('702.33c', 'cast/no-kicker', `${can} kicked ${kicks} times: it has no multikicker`, [obj.id], [who], {
      object: obj.id,
    });
  // Replicate (702.56a): its cost paid as many times as the cast says.
  const replicate = keywordCost(def, 'replicate');
  const replicates = action.replicates ?? 0;
  if (replicates > 0 && !replicate)
    return reject('702.56a', 'cast/no-keyword-cost', `${can} replicated: it has no replicate`, [obj.id], [who], {
      object: obj.id,
    });
  // 107.1b: a count is a whole number, within the engine's bound.
  for (const [count, said] of [
    [kicks, 'kicked'],
    [replicates, 'replicated'],
  ] as const)
    if (!Number.isSafeInteger(count) || count < 0 || count > MAX_AMOUNT)
      return reject(
        '107.1b',
        'cast/bad-x',
        `${can} ${said} ${count} times: the number of times must be a whole number from 0 to ${MAX_AMOUNT}`,
        [obj.id],
        [who],
        { object: obj.id },
      );
  // "Kicker {1}{U} and/or {B}" (702.33b): the cast names which it pays (`kicked {1}{U}`); `kicked` alone, the one.
  const kickerCosts = writtenKeywordCosts(def, 'kicker');
  if (action.kicked && !action.kickedWith && !multikicker && kickerCosts.length > 1)
    return reject(
      '702.33b',
      'cast/no-kicker',
      `${can} kicked: it has ${kickerCosts.length} kicker costs, and the cast doesn't say which it pays`,
      [obj.id],
      [who],
      { object: obj.id },
    );
  const named = action.kickedWith?.map(written => {
    const parsed = parseManaCost(written);
    const text = parsed.ok ? formatManaCost(parsed.cost) : written;
    return {
      text,
      cost: kickerCosts.find(c => c.mana && Object.keys(c).length === 1 && formatManaCost(c.mana) === text),
    };
  });
  const unknown = named?.find((k, i) => !k.cost || named.findIndex(o => o.text === k.text) !== i);
  if (unknown)
    return reject(
      '702.33b',
      'cast/no-kicker',
      `${can} kicked with ${unknown.text}: ${unknown.cost ? 'each kicker cost is paid at most once' : "it isn't one of its kicker costs"}`,
      [obj.id],
      [who],
      { object: obj.id },
    );
  const kickedCosts = named
    ? named.map(k => k.cost!)
    : action.kicked && !multikicker && kickerCosts[0]
      ? [kickerCosts[0]]
      : [];
  const kicked = kickedCosts.length === 1 ? kickedCosts[0] : undefined;
  const kickers = kickedCosts.map(c => c.mana ?? NO_MANA);
  if (action.kicked && !multikicker && !kickers.length)
    return reject('702.33a', 'cast/no-kicker', `${can} kicked: it has no kicker`, [obj.id], [who], { object: obj.id });
  const multikicks = Array.from({ length: kicks }, () => multikicker!);
  const replicated = Array.from({ length: replicates }, () => replicate!);

  // CR 601.2a: the card moves to the stack; 601.2c targets; 601.2f the total cost (kicker is an additional cost,
  // 702.33a); 601.2g–h mana abilities and payment; 601.2i cast.
  let s = moveObject(
    permittedCast(state, who, def.name, zone, elsewhere, flashed ? flashBy : undefined),
    obj.id,
    'stack',
    {
      rule: '601.2a',
    },
  );
  // Turned face down before it is put on the stack (708.4): what sees the spell sees a 2/2 creature with no name.
  if (morph)
    s = {
      ...s,
      objects: { ...s.objects, [obj.id]: { ...s.objects[obj.id]!, def: FACE_DOWN, printed: def, faceDown: true } },
    };
  // On the stack only the face cast exists (709.3b, 702.102b, 715.3b).
  if (face.as)
    s = {
      ...s,
      objects: { ...s.objects, [obj.id]: { ...s.objects[obj.id]!, def, printed: obj.def, castAs: face.as } },
    };
  // What a written flashback or alternative cost asks besides mana (the two never go together, 118.9a). Both an
  // additional cost and such a cost of the same kind ("sacrifice …" twice) aren't modelled.
  const writtenRest = alternativeCost ? besidesMana(alternativeCost.cost) : flashbackRest;
  const retraceCost: Omit<AbilityCost, 'mana'> = retrace
    ? { discard: 1, discardFilter: { types: ['Land'] } }
    : jumpStart
      ? { discard: 1 }
      : {};
  if ((retrace || jumpStart) && additional?.discard !== undefined)
    return reject(
      '702.81a',
      'cost/cant-pay',
      `${can} with ${retrace ? 'retrace' : 'jump-start'}: discarding for both its additional cost and ${retrace ? 'retrace' : 'jump-start'} isn't modelled`,
      [obj.id],
      [who],
      { object: obj.id },
    );
  // Kicker, buyback and splice written with more than mana (702.33a, 702.27a, 702.47a): their other parts are paid
  // with the rest.
  const spliceRests = spliced.map(c => besidesMana(c.cost));
  const kickerRest = kicked ? besidesMana(kicked) : {};
  const otherRests = [additional ?? {}, writtenRest, retraceCost, offered.rest];
  if (
    Object.keys(kickerRest).some(k => otherRests.some(o => k in o)) ||
    spliceRests.some((r, i) =>
      Object.keys(r).some(k => [kickerRest, ...otherRests, ...spliceRests.slice(0, i)].some(o => k in o)),
    ) ||
    Object.keys(offered.rest).some(k => otherRests.slice(0, 3).some(o => k in o))
  )
    return reject(
      '601.2f',
      'cost/cant-pay',
      `${can}: paying two of its costs of the same kind isn't modelled`,
      [obj.id],
      [who],
      { object: obj.id },
    );
  const keywordRest = Object.assign({ ...kickerRest, ...offered.rest }, ...spliceRests);
  if (additional && Object.keys(writtenRest).some(k => k in additional)) {
    return reject(
      '601.2f',
      'cost/cant-pay',
      `${can} ${alternativeCost ? 'for its alternative cost' : 'with flashback'}: paying both its additional cost and its ${alternativeCost ? 'alternative' : 'flashback'} cost of the same kind isn't modelled`,
      [obj.id],
      [who],
      { object: obj.id },
    );
  }
  // A cost once more for each mode chosen beyond the first (escalate, 702.120a) or each target beyond the first
  // (strive, 601.2f): the copies, said in the log.
  const repeated = (cost: ManaCost | undefined, extra: number, rule: RuleId, text: (each: string) => string) => {
    if (!cost || extra < 1) return [];
    s = logRule(s, 'manaPaid', rule, text(formatManaCost(cost)), { objects: [obj.id], players: [who] });
    return Array.from({ length: extra }, () => cost);
  };
  const escalated = repeated(
    keywordCost(def, 'escalate'),
    chosenModes.modes.length - 1,
    '702.120a',
    each =>
      `${def.name} is escalated: ${each} more for each of the ${chosenModes.modes.length - 1} modes chosen beyond the first.`,
  );
  const strived = repeated(
    def.abilities.find((a): a is Extract<typeof a, { kind: 'costPerTarget' }> => a.kind === 'costPerTarget')?.cost,
    targets.length - (all.length - ownKinds.length) - 1,
    '601.2f',
    each =>
      `${def.name} costs ${each} more for each of the ${targets.length - (all.length - ownKinds.length) - 1} targets beyond the first.`,
  );
  const taxed = repeated(
    commanderCasts ? COMMANDER_TAX : undefined,
    commanderCasts ?? 0,
    '903.8',
    each =>
      `${def.name} costs ${each} more for each of the ${commanderCasts} times it was cast from the command zone before.`,
  );
  const spliceMana = spliced.map(c => c.cost.mana);
  // "Reveal a Merfolk card from your hand or pay {3}" (601.2f): the reveal when the hand has such a card, the
  // default choice (it costs nothing else); otherwise the mana.
  const orReveal = additionalAbility?.orReveal;
  const revealed =
    orReveal && findPlayer(s, who)!.hand.find(c => c !== obj.id && matchesFilter(s, c, orReveal, who, obj.id));
  if (revealed)
    s = logRule(
      s,
      'look',
      '601.2f',
      `${who} reveals ${name(s, revealed)} from their hand for the additional cost of ${def.name} (the default choice: rather than paying ${formatManaCost(additional!.mana!)}).`,
      { objects: [obj.id, revealed], players: [who], defaulted: true },
    );
  const additionalMana = [
    orReveal && !revealed ? additional?.mana : undefined,
    ...kickers,
    ...multikicks,
    ...replicated,
    ...spliceMana,
    flashCost,
    buyback,
    entwine,
    ...escalated,
    ...strived,
    ...taxed,
  ].filter((c): c is ManaCost => c !== undefined);
  const total = emerged(
    s,
    who,
    obj.id,
    alternativeCost,
    action,
    can,
    totalCost(s, who, obj.id, additionalMana.reduce(addManaCosts, cost)),
  );
  if ('ok' in total) return total;
  if (total.notes.length)
    s = logRule(
      s,
      'manaPaid',
      '601.2f',
      `The total cost of ${def.name} is ${formatManaCost(total.cost)}: ${total.notes.join(', ')}.`,
      { objects: [obj.id], players: [who] },
    );
  // Convoke, improvise, delve (702.51a, 702.126a, 702.66a): what the cast names pays part of the total cost first;
  // the mana left may be one of several costs (which mana a creature of two colors paid), the first payable is paid.
  const byKeywords = payByKeywords(s, who, obj.id, total.cost, x, action, can);
  if (!('costs' in byKeywords)) return byKeywords;
  s = byKeywords.state;
  const conspired = payConspire(s, who, obj.id, action.conspire, can);
  if (!('stack' in conspired)) return conspired;
  s = conspired;
  // Assist (702.132a): the player chosen pays part of the generic mana first, with their own mana.
  const assisted = assist(s, who, obj.id, def, byKeywords.costs, action.assist, can);
  if (!('costs' in assisted)) return assisted;
  s = assisted.state;
  let paid!: ReturnType<typeof payCosts>;
  for (const mana of assisted.costs) {
    paid = payCosts(
      s,
      who,
      obj.id,
      additional || written || alternativeCost || retrace || jumpStart || Object.keys(keywordRest).length
        ? { ...additional, ...writtenRest, ...retraceCost, ...keywordRest, mana }
        : { mana },
      x,
      { ...action, casting: true },
      can,
    );
    if ('state' in paid) break;
  }
  if (!('state' in paid)) return paid;
  s = paid.state;
  if (commanderCasts !== undefined && s.commander)
    s = { ...s, commander: { ...s.commander, casts: { ...s.commander.casts, [obj.id]: commanderCasts + 1 } } };
  const [timestamp, stamped] = tick(s);
  s = stamped;
  // Built by assignment in the order a spread of optional parts gave: on every cast, spreads of small literals are
  // among the engine's slowest allocations.
  const item: { -readonly [K in keyof StackItem]: StackItem[K] } = {
    id: obj.id,
    kind: 'spell',
    timestamp,
    source: obj.id,
    controller: who,
    targetSpecs: kinds,
    targets,
    effects:
      spell?.kind === 'spell'
        ? chosenModes.effects.length
          ? [...spell.effects, ...chosenModes.effects]
          : spell.effects.slice()
        : spell?.kind === 'overloaded'
          ? spell.effects.slice()
          : [],
  };
  if (cost.x || additionalX) item.x = x;
  if (kickers.length || kicks) item.kicked = true;
  if (named?.length) item.kickedWith = named.map(k => k.text);
  if (kicks) item.kicks = kicks;
  if (replicates) item.replicates = replicates;
  if (action.conspire?.length) item.conspired = true;
  if (flashed) item.flashed = true;
  if (evoke) item.evoked = true;
  if (dash) item.dashed = true;
  if (alternativeCost?.condition?.kind === 'prowl') item.prowled = true;
  if (buyback) item.buyback = true;
  if (zone === 'hand') item.fromHand = true;
  if (action.devour?.length) item.devour = action.devour;
  if (action.reveal?.length) item.reveal = action.reveal;
  const spent = addManaSpent(paid.spent, assisted.spent);
  if (Object.keys(spent).length) item.manaSpent = spent;
  if (flashback || jumpStart) item.flashback = true;
  if (action.copy !== undefined) item.copyOf = action.copy;
  item.paidWith = paid.paidWith;
  if (spell?.kind === 'spell' && chosenModes.offsets.length)
    item.targetOffsets = [...spell.effects.map(() => 0), ...chosenModes.offsets.map(o => o + spell.targets.length)];
  if (added.length) {
    const offsets = item.targetOffsets ? [...item.targetOffsets] : item.effects.map(() => 0);
    const effects = [...item.effects];
    let first = ownKinds.length;
    for (const c of added) {
      for (const e of c.effects) {
        effects.push(e);
        offsets.push(first);
      }
      first += c.targets.length;
    }
    item.effects = effects;
    item.targetOffsets = offsets;
  }
  if (spliced.length) item.spliced = spliced.map(c => c.id);
  const divided = divideDamage(s, item, action.divide, can, who);
  if (!('item' in divided)) return divided;
  const castBefore = spellsCastThisTurn(divided.state);
  // The item as built here, still unseen, takes the count in place; a divided one is a copy.
  if (divided.item === item) item.castBefore = castBefore;
  const onStack = copyState(divided.state);
  onStack.stack = appended(
    s.stack.filter(i => i.id !== obj.id),
    divided.item === item ? item : { ...divided.item, castBefore },
  );
  onStack.passes = 0;
  s = onStack;
  const moded =
    chosenModes.modes.length && face.as !== 'fused'
      ? ` choosing ${chosenModes.modes.map(m => quoted(m, QUOTED_SENTENCE_LENGTH)).join(' and ')}${action.modes ? '' : ' (the default choice)'}`
      : '';
  // A plain cast with at most one target repeats all game ("Alice casts Shock targeting Bob."): its text is shared.
  const plain =
    !morph &&
    face.as !== 'fused' &&
    face.as !== 'adventure' &&
    !flashback &&
    !retrace &&
    !jumpStart &&
    !evoke &&
    !alternativeCost &&
    !kickers.length &&
    !kicks &&
    !replicates &&
    !action.conspire?.length &&
    !spliced.length &&
    !awaken &&
    !buyback &&
    !entwine &&
    !overload &&
    !dash &&
    !bestow &&
    !moded &&
    targets.length < 2;
  const aimed = plain || !targets.length ? '' : ` targeting ${targets.map(t => targetLabel(s, t)).join(', ')}`;
  const text = plain
    ? joined(
        who,
        joined(
          ' casts ',
          joined(def.name, targets.length ? joined(' targeting ', joined(targetLabel(s, targets[0]!), '.')) : '.'),
        ),
      )
    : `${who} casts ${def.name}${face.as === 'fused' ? ' fused' : face.as === 'adventure' ? ' as an Adventure' : ''}${morph ? ' face down (a 2/2 creature with no name)' : ''}${flashback ? ' with flashback' : ''}${retrace ? ' with retrace' : ''}${jumpStart ? ' with jump-start' : ''}${evoke ? ' for its evoke cost' : ''}${overload ? ' overloaded' : ''}${dash ? ' for its dash cost' : ''}${bestow ? ' bestowed' : ''}${awaken ? ' awakened' : ''}${alternativeCost ? ' for its alternative cost' : ''}${named?.length ? ` kicked with ${named.map(k => k.text).join(' and ')}` : kickers.length ? ' kicked' : ''}${kicks ? ` kicked ${kicks === 1 ? 'once' : `${kicks} times`}` : ''}${replicates ? ` replicated ${replicates === 1 ? 'once' : `${replicates} times`}` : ''}${action.conspire?.length ? ' conspiring' : ''}${spliced.length ? ` splicing ${spliced.map(c => name(s, c.id)).join(' and ')} onto it` : ''}${buyback ? ' with buyback' : ''}${entwine ? ' entwined' : ''}${moded}${aimed}.`;
  const objects = [obj.id];
  for (const t of targets) if (t.kind === 'object') objects.push(t.id);
  const extra: { objects: ObjectId[]; players: PlayerId[]; spellNumber: number; from?: Zone; defaulted?: true } = {
    objects,
    players: [who],
    spellNumber: castBefore + 1,
    ...(zone !== undefined ? { from: zone } : {}),
  };
  if (chosenModes.modes.length && !action.modes && face.as !== 'fused') extra.defaulted = true;
  logRuleTo(onStack, 'cast', '601.2i', text, extra);
  return done(s, { player: who, rule: '117.3c' });
}

/**
 * What permissions a cast uses, in the log: to cast it from `zone` (601.3), as though it had flash (702.8a) — `flash`
 * only when it needed it: a noninstant spell cast when a sorcery could be needs no flash (307.1).
 */
function permittedCast(
  state: GameState,
  who: PlayerId,
  card: string,
  zone: Zone | undefined,
  elsewhere: Permitted | undefined,
  flash: Permitted | undefined,
): GameState {
  const used = [
    elsewhere && { rule: '601.3' as const, text: `from ${zone ?? 'where it is'} (${elsewhere.by} allows it)` },
    flash && {
      rule: '702.8a' as const,
      text: `as though it had flash (${flash.by} allows it${flash.grant.flashCost ? `, for ${formatManaCost(flash.grant.flashCost)} more` : ''})`,
    },
  ].filter(u => typeof u === 'object');
  return used.reduce(
    (s, u) => logRule(s, 'permission', u.rule, `${who} may cast ${card} ${u.text}.`, { players: [who] }),
    state,
  );
}

/**
 * The face a card is cast as: a split card's named half (709.3), both halves fused from the hand (702.102a), an
 * adventurer card's Adventure (715.3) — which a card cast from exile after its Adventure can't be again (715.3d) —
 * or the card itself.
 */
function castFace(
  card: CardDef,
  action: Extract<Action, { type: 'cast' }>,
  zone: Zone | undefined,
  adventured: boolean,
  can: string,
  id: ObjectId,
  who: PlayerId,
): { def: CardDef; as?: NonNullable<CardObject['castAs']> } | Rejected {
  const faces = card.faces;
  const no = (rule: RuleId, why: string) => reject(rule, 'cast/face', `${can}${why}`, [id], [who], { object: id });
  const named = (face: CardDef) => action.as !== undefined && face.name.toLowerCase() === action.as.toLowerCase();
  if (action.fused) {
    if (faces?.layout !== 'split' || !faces.fuse) return no('702.102a', ' fused: it has no fuse');
    if (zone !== 'hand') return no('702.102a', ` fused: a split card is fused only as it is cast from a hand`);
    if (faces.halves.some(h => h.abilities.some(a => a.kind === 'spell' && a.modes)))
      return no('702.102a', " fused: fusing a modal half isn't modelled");
    // 702.102d: the left half's instructions, then the right half's, as the two modes of one spell.
    const options = faces.halves.map(h => {
      const spell = h.abilities.find(a => a.kind === 'spell');
      return { text: h.name, targets: spell?.targets ?? [], effects: spell?.effects ?? [] };
    });
    const spell = { kind: 'spell' as const, targets: [], effects: [], modes: { min: 2, max: 2, options } };
    return { def: { ...card, abilities: [...card.abilities.filter(a => a.kind !== 'spell'), spell] }, as: 'fused' };
  }
  if (faces?.layout === 'split') {
    const half = faces.halves.find(named);
    if (half?.keywords.includes('aftermath') && zone !== 'graveyard')
      return no('702.127a', ` as ${half.name}: a half with aftermath is cast only from a graveyard`);
    if (half) return { def: half, as: 'half' };
    return no('709.3', `: choose which half to cast, ${faces.halves.map(h => h.name).join(' or ')}`);
  }
  if (faces?.layout === 'adventure' && named(faces.adventure)) {
    if (adventured)
      return no(
        '715.3d',
        ` as ${faces.adventure.name}: cast from exile after its Adventure, it can't be an Adventure again`,
      );
    return { def: faces.adventure, as: 'adventure' };
  }
  if (action.as !== undefined && !named(card)) return no('601.3', ` as ${quoted(action.as)}: it has no such face`);
  // Cast bestowed, it is an Aura spell as it is put on the stack, and only that is asked of it (702.103b, 702.103d);
  // without bestow, the cost's check rejects it.
  const aura = action.bestowed ? bestowedAura(card) : undefined;
  return aura ? { def: aura, as: 'bestowed' } : { def: card };
}

/**
 * Whether a card in exile went there as its Adventure resolved (715.3d): its owner may cast it from there for as long
 * as it stays. Its last move is that one (a card that left exile and came back is a new object, 400.7).
 */
function backFromAdventure(state: GameState, id: ObjectId): boolean {
  for (let node = state.log; node; node = node.prev) {
    const e = node.entry;
    if (e.kind === 'zoneChange' && e.objects?.[0] === id) return e.to === 'exile' && e.rule === '715.3d';
  }
  return false;
}

type KeywordCostName = 'buyback' | 'entwine' | 'overload' | 'dash' | 'bestow';
const KEYWORD_COSTS: readonly {
  name: KeywordCostName;
  chosen: 'buyback' | 'entwined' | 'overloaded' | 'dashed' | 'bestowed';
  rule: RuleId;
  as: string;
}[] = [
  { name: 'buyback', chosen: 'buyback', rule: '702.27a', as: 'with buyback' },
  { name: 'entwine', chosen: 'entwined', rule: '702.42a', as: 'entwined' },
  { name: 'overload', chosen: 'overloaded', rule: '702.96a', as: 'overloaded' },
  { name: 'dash', chosen: 'dashed', rule: '702.109a', as: 'dashed' },
  { name: 'bestow', chosen: 'bestowed', rule: '702.103a', as: 'bestowed' },
];

/** The keyword costs the cast chose (buyback, entwine, overload, dash, bestow), each the card must have. */
function keywordCosts(
  def: CardDef,
  action: Extract<Action, { type: 'cast' }>,
  can: string,
  card: ObjectId,
  who: PlayerId,
): { costs: Partial<Record<KeywordCostName, ManaCost>>; rest: Omit<AbilityCost, 'mana'> } | Rejected {
  const costs: Partial<Record<KeywordCostName, ManaCost>> = {};
  let rest: Omit<AbilityCost, 'mana'> = {};
  for (const k of KEYWORD_COSTS) {
    if (!action[k.chosen]) continue;
    // Buyback and entwine may be written with more than mana ("Buyback\u2014Sacrifice a land"): their other parts
    // are paid too.
    const written = k.name === 'buyback' || k.name === 'entwine' ? writtenKeywordCosts(def, k.name)[0] : undefined;
    const parts = written ? besidesMana(written) : {};
    if (Object.keys(parts).some(part => part in rest))
      return reject(
        '601.2f',
        'cost/cant-pay',
        `${can}: paying two of its costs of the same kind isn't modelled`,
        [card],
        [who],
        {
          object: card,
        },
      );
    rest = { ...rest, ...parts };
    const cost = written ? (written.mana ?? NO_MANA) : keywordCost(def, k.name);
    // An overloaded spell needs its overloaded instructions read (702.96a).
    if (!cost || (k.name === 'overload' && !def.abilities.some(a => a.kind === 'overloaded')))
      return reject(k.rule, 'cast/no-keyword-cost', `${can} ${k.as}: it has no ${k.name}`, [card], [who], {
        object: card,
      });
    costs[k.name] = cost;
  }
  return { costs, rest };
}

const NO_MANA: ManaCost = { generic: 0, colored: {}, x: 0 };

/**
 * Assist (702.132a): with a generic component in the total cost, the caster may choose another player, who may pay
 * any amount of that generic mana with their own mana before the caster pays the rest. The costs left to pay, less
 * that much generic mana each, and the mana the assisting player spent (it was spent to cast the spell, 601.2h).
 */
function assist(
  state: GameState,
  who: PlayerId,
  spell: ObjectId,
  def: CardDef,
  costs: readonly ManaCost[],
  chosen: { readonly player: PlayerId; readonly generic: number } | undefined,
  can: string,
): { readonly state: GameState; readonly costs: readonly ManaCost[]; readonly spent: ManaSpent } | Rejected {
  if (!chosen) return { state, costs, spent: {} };
  const fail = (reason: string) =>
    reject('702.132a', 'cast/keyword-payment', `${can} assisted by ${chosen.player}: ${reason}`, [spell], [who], {
      object: spell,
    });
  if (!def.keywords.includes('assist')) return fail('it has no assist');
  if (chosen.player === who || !state.players.some(p => p.id === chosen.player && !p.lost))
    return fail('the one who assists is another player in the game');
  const n = chosen.generic;
  if (!Number.isSafeInteger(n) || n < 1 || costs.some(c => c.generic < n))
    return fail(`they may pay only part of the generic mana in its total cost, ${costs[0]!.generic}`);
  const paid = payCosts(
    state,
    chosen.player,
    spell,
    { mana: { generic: n, colored: {}, x: 0 } },
    0,
    { casting: true },
    `${chosen.player} can't assist with ${def.name}`,
  );
  if (!('state' in paid)) return paid;
  const s = logRule(
    paid.state,
    'manaPaid',
    '702.132a',
    `${chosen.player} assists, paying {${n}} of ${def.name}'s cost.`,
    {
      objects: [spell],
      players: [chosen.player],
    },
  );
  return { state: s, costs: costs.map(c => ({ ...c, generic: c.generic - n })), spent: paid.spent };
}

/** The mana spent to cast a spell by its caster and by a player who assisted (601.2h). */
function addManaSpent(a: ManaSpent, b: ManaSpent): ManaSpent {
  const out: Partial<Record<keyof ManaSpent, number>> = { ...a };
  for (const kind of Object.keys(b) as (keyof ManaSpent)[]) out[kind] = (out[kind] ?? 0) + (b[kind] ?? 0);
  return out;
}

/** A card's kicker costs as its `keywordCost` abilities hold them (mana, or more than mana), in order (702.33b). */
function writtenKeywordCosts(def: CardDef, keyword: WrittenKeywordCost): AbilityCost[] {
  return def.abilities
    .filter((a): a is Extract<typeof a, { kind: 'keywordCost' }> => a.kind === 'keywordCost' && a.keyword === keyword)
    .map(a => a.cost);
}

/**
 * The cards spliced onto a spell as it is cast (702.47a), in the order named: each a card in its caster's hand other
 * than the spell, with a splice ability onto a quality the spell has, named once (702.47b); what it adds is its spell
 * ability's instructions and targets (a modal one isn't modelled), and it costs its splice cost.
 */
function splicedCards(
  state: GameState,
  who: PlayerId,
  spell: ObjectId,
  def: CardDef,
  named: readonly ObjectId[] | undefined,
  can: string,
):
  | {
      readonly id: ObjectId;
      readonly targets: readonly TargetSpec[];
      readonly effects: readonly Effect[];
      readonly cost: AbilityCost;
    }[]
  | Rejected {
  const out: { id: ObjectId; targets: readonly TargetSpec[]; effects: readonly Effect[]; cost: AbilityCost }[] = [];
  for (const id of named ?? []) {
    const card = state.objects[id];
    const no = (rule: RuleId, why: string) =>
      reject(
        rule,
        'cast/keyword-payment',
        `${can} splicing ${card?.def.name ?? id} onto it: ${why}`,
        [spell, id],
        [who],
        {
          object: id,
        },
      );
    if (!card || id === spell || !findPlayer(state, who)?.hand.includes(id))
      return no('702.47a', `it isn't another card in ${who}'s hand`);
    const splice = spliceOf(card.def);
    if (!splice) return no('702.47a', 'it has no splice');
    const fits =
      splice.onto === 'arcane'
        ? def.subtypes.includes('Arcane')
        : def.types.includes('Instant') || def.types.includes('Sorcery');
    if (!fits)
      return no(
        '702.47a',
        `it splices onto ${splice.onto === 'arcane' ? 'Arcane' : 'instant and sorcery'} spells only`,
      );
    if (out.some(c => c.id === id)) return no('702.47b', 'a card is spliced onto a spell only once');
    const text = card.def.abilities.find(a => a.kind === 'spell');
    if (text?.kind !== 'spell' || text.modes) return no('702.47a', "splicing its text isn't modelled");
    out.push({ id, targets: text.targets, effects: text.effects, cost: splice.cost });
  }
  return out;
}

/** A written cost's parts other than mana (a rest pattern is slow in V8, so it is taken only when there is one). */
function besidesMana({ mana: _mana, ...rest }: AbilityCost): Omit<AbilityCost, 'mana'> {
  return rest;
}

/** Why a spell can't be told to copy `original` ("you may have ~ enter as a copy of any creature", 707.5), or undefined. */
function copyChoiceProblem(
  state: GameState,
  card: ObjectId,
  def: CardDef,
  who: PlayerId,
  original: ObjectId,
): string | undefined {
  if (!def.abilities.some(a => a.kind === 'replacement' && a.replacement === 'entersAsCopy'))
    return "it doesn't enter as a copy of anything";
  return mayCopy(state, card, original, who) ? undefined : `it can't enter as a copy of ${name(state, original)}`;
}

/**
 * The modes chosen for a modal spell (700.2a): between its minimum and maximum, each once (700.2d), in printed
 * order; without a choice, the first ones it must choose (a documented default). Their targets follow one another
 * (700.2c), each mode's effects counting its own from `offsets`.
 */
function modeChoice(
  modes: Modes | undefined,
  chosen: readonly number[] | undefined,
  /** Entwined (702.42a): all of its modes. */
  all = false,
): { modes: string[]; targets: TargetSpec[]; effects: Effect[]; offsets: number[] } | { problem: string } {
  if (!modes)
    return chosen?.length ? { problem: "it isn't modal" } : { modes: [], targets: [], effects: [], offsets: [] };
  if (all && chosen && chosen.length !== modes.options.length)
    return { problem: `entwined, it has all ${modes.options.length} of its modes chosen` };
  const picked = all ? modes.options.map((_, i) => i) : (chosen ?? modes.options.slice(0, modes.min).map((_, i) => i));
  const count = modes.min === modes.max ? `${modes.min}` : `${modes.min} to ${modes.max}`;
  if (!all && (picked.length < modes.min || picked.length > modes.max))
    return { problem: `choose ${count} of its ${modes.options.length} modes, not ${picked.length}` };
  if (new Set(picked).size !== picked.length) return { problem: 'a mode can be chosen only once' };
  const bad = picked.find(i => !modes.options[i]);
  if (bad !== undefined) return { problem: `it has ${modes.options.length} modes, and there is no mode ${bad + 1}` };
  const out = { modes: [] as string[], targets: [] as TargetSpec[], effects: [] as Effect[], offsets: [] as number[] };
  for (const i of [...picked].sort((a, b) => a - b)) {
    const option = modes.options[i]!;
    out.modes.push(option.text);
    for (const effect of option.effects) {
      out.effects.push(effect);
      out.offsets.push(out.targets.length);
    }
    out.targets.push(...option.targets);
  }
  return out;
}

/** The target an Aura spell needs, from its enchant ability (303.4a, 702.5a): "enchant land" targets a land. */
function auraTarget(def: CardDef): TargetSpec[] {
  // With several enchant keywords (702.5c), the first makes the target; state-based actions check the others (704.5m).
  if (def.subtypes.includes('Aura') && enchantsPlayer(def.keywords)) return [readTarget('target player')!];
  const enchant = def.subtypes.includes('Aura') ? enchantOf(def.keywords)[0] : undefined;
  const target = enchant && readTarget(`target ${enchant.quality}`);
  return target ? [target] : [];
}

/**
 * Turning a face-down permanent face up (702.37e, 116.2b): a special action, with priority, for its morph cost — a
 * manifested one also for its mana cost if it is a creature card (701.40b), by the documented default its morph cost
 * when it has both (701.40c). It isn't a new object and didn't enter the battlefield (708.8): counters, damage,
 * combat and effects on it stay. Megamorph puts a +1/+1 counter on it (702.37b).
 */
function turnFaceUp(state: GameState, action: Extract<Action, { type: 'turnFaceUp' }>): Handled {
  const who = action.player;
  const id = action.permanent;
  const obj = state.objects[id];
  const can = `${who} can't turn ${obj ? name(state, id) : id} face up`;
  const perm = state.permanents[id];
  if (!obj || !perm || !obj.faceDown || !obj.printed)
    return reject('702.37e', 'morph/not-face-down', `${can}: it isn't a face-down permanent`, [id], [who], {
      object: id,
    });
  if (controller(state, id) !== who)
    return reject('702.37e', 'morph/not-controller', `${can}: ${controller(state, id)} controls it`, [id], [who], {
      object: id,
    });
  const card = obj.printed;
  const morph = morphOf(card);
  // 701.40b: a creature card with a mana cost; an instant or sorcery stays face down (701.40g).
  const manaCost = obj.manifested && card.types.includes('Creature') ? card.cost : undefined;
  if (!morph && !manaCost)
    return reject(
      obj.manifested ? '701.40b' : '702.37e',
      'morph/no-morph',
      `${can}: face up it would have no ${obj.manifested ? 'mana cost as a creature card, nor a ' : ''}morph cost`,
      [id],
      [who],
      { object: id },
    );
  const paid = payCosts(state, who, id, morph ? morph.cost : { mana: manaCost! }, 0, action, can);
  if (!('state' in paid)) return paid;
  const s0 = paid.state;
  const { faceDown: _down, printed: _printed, manifested: _manifested, ...rest } = s0.objects[id]!;
  // A new battlefield array and permanent record: what is worked out once per battlefield sees the card anew.
  let s: GameState = {
    ...updatePermanent(s0, id, p => ({ ...p })),
    objects: { ...s0.objects, [id]: { ...rest, def: card } },
    battlefield: [...s0.battlefield],
    passes: 0,
  };
  const how = !morph
    ? ' for its mana cost'
    : manaCost
      ? ' for its morph cost (the default choice, of its morph and mana costs)'
      : '';
  s = logRule(
    s,
    'faceUp',
    morph ? '702.37e' : '701.40b',
    `${who} turns a face-down creature face up${how}: it is ${card.name}.`,
    { objects: [id], players: [who], ...(morph && manaCost ? { defaulted: true } : {}) },
  );
  if (morph?.mega) s = addCounters(s, id, '+1/+1', 1, '702.37b');
  return done(s, { player: who, rule: '117.3c' });
}

/**
 * Suspend (702.62a, 116.2f): a special action that doesn't use the stack — a card with suspend in its owner's hand,
 * when they could begin to cast it (its timing, split second: 702.62c), is exiled with N time counters for its cost.
 */
function suspend(state: GameState, action: Extract<Action, { type: 'suspend' }>): Handled {
  const who = action.player;
  const obj = state.objects[action.card];
  if (!obj)
    return reject(
      '116.2f',
      'suspend/not-in-hand',
      `${who} can't suspend ${action.card}: there is no such card`,
      [],
      [who],
      {
        object: action.card,
      },
    );
  const def = obj.def;
  const can = `${who} can't suspend ${def.name}`;
  const suspension = suspendOf(def);
  if (!suspension)
    return reject('702.62a', 'suspend/no-suspend', `${can}: it has no suspend`, [obj.id], [who], { object: obj.id });
  if (zoneOf(state, obj.id) !== 'hand' || obj.owner !== who)
    return reject('116.2f', 'suspend/not-in-hand', `${can}: it isn't in ${who}'s hand`, [obj.id], [who], {
      object: obj.id,
    });
  const split = splitSecondSpell(state);
  const sorcery = !hasInstantTiming(def);
  const timing = split
    ? `${name(state, split.id)} has split second, and it is on the stack`
    : sorcery && state.activePlayer !== who
      ? `it could be cast only during ${who}'s own turn`
      : sorcery && !isMainPhase(state.step)
        ? `it could be cast only in a main phase, and it is the ${stepLabel(state.step)} step`
        : sorcery && state.stack.length > 0
          ? 'it could be cast only when the stack is empty'
          : undefined;
  if (timing)
    return reject(split ? '702.61b' : sorcerySpeedRule(def), 'suspend/timing', `${can}: ${timing}`, [obj.id], [who], {
      object: obj.id,
    });
  const paid = payCosts(state, who, obj.id, { mana: suspension.cost }, 0, action, can);
  if (!('state' in paid)) return paid;
  let s = moveZone(paid.state, obj.id, 'exile', '702.62a');
  if (zoneOf(s, obj.id) !== 'exile') return done(s, { player: who, rule: '117.3c' });
  s = logRule(
    { ...s, suspended: { ...s.suspended, [obj.id]: suspension.n }, passes: 0 },
    'counters',
    '702.62a',
    `${who} suspends ${def.name}: it is exiled with ${suspension.n} time counter${suspension.n === 1 ? '' : 's'} on it.`,
    { objects: [obj.id], players: [who], amount: suspension.n, counters: { time: suspension.n } },
  );
  return done(s, { player: who, rule: '117.3c' });
}

/** CR 305.1, 305.2, 505.6b, 116.2a: a special action that doesn't use the stack. */
function playLand(state: GameState, who: PlayerId, card: string): Handled {
  const obj = state.objects[card];
  if (!obj)
    return reject('305.1', 'land/unknown-card', `${who} can't play ${card}: there is no such card`, [], [who], {
      object: card,
    });
  const can = `${who} can't play ${obj.def.name}`;
  if (!hasType(obj.def, 'Land'))
    return reject('305.1', 'land/not-a-land', `${can} as a land: it isn't a land card`, [obj.id], [who], {
      object: obj.id,
    });
  // A permission to play it from elsewhere (601.3, 305.1): "you may play lands from your graveyard", "until end of
  // turn, you may play that card". It is still the turn's land play (305.2).
  const zone = zoneOf(state, obj.id);
  const elsewhere =
    zone !== 'hand' || obj.owner !== who
      ? permissionsFor(state, who, obj.id).find(p => p.grant.play && p.grant.from === zone)
      : undefined;
  if (!elsewhere && (zone !== 'hand' || obj.owner !== who))
    return reject('305.1', 'land/not-in-hand', `${can}: it isn't in ${who}'s hand`, [obj.id], [who], {
      object: obj.id,
    });
  if (forbiddenTo(state, who, obj.id, true))
    return reject(
      '101.2',
      'land/restricted',
      `${can}: an effect says they can't play lands this turn`,
      [obj.id],
      [who],
      {
        object: obj.id,
      },
    );
  if (state.activePlayer !== who)
    return reject(
      '505.6b',
      'land/not-your-turn',
      `${can}: lands are played only during your own turn, and it is ${state.activePlayer}'s turn`,
      [obj.id],
      [who],
      { object: obj.id },
    );
  if (!isMainPhase(state.step))
    return reject(
      '505.6b',
      'land/not-main-phase',
      `${can}: lands are played only in a main phase, and it is the ${stepLabel(state.step)} step`,
      [obj.id],
      [who],
      { object: obj.id },
    );
  if (state.stack.length > 0)
    return reject(
      '505.6b',
      'land/stack-not-empty',
      `${can}: lands are played only when the stack is empty`,
      [obj.id, ...state.stack.map(i => i.id)],
      [who],
      { object: obj.id },
    );
  const p = findPlayer(state, who)!;
  if (p.landsPlayed >= p.landDrops)
    return reject(
      '305.2',
      'land/one-per-turn',
      `${can}: ${who} has already played ${p.landDrops === 1 ? 'a land' : `${p.landDrops} lands`} this turn`,
      [obj.id],
      [who],
      { object: obj.id },
    );
  const permitted = elsewhere
    ? logRule(
        state,
        'permission',
        '601.3',
        `${who} may play ${obj.def.name} from ${zone} (${elsewhere.by} allows it).`,
        {
          objects: [obj.id],
          players: [who],
        },
      )
    : state;
  let s = enterBattlefield(permitted, obj.id, who, '116.2a');
  s = updatePlayer(s, who, q => ({ ...q, landsPlayed: q.landsPlayed + 1 }));
  s = logRule({ ...s, passes: 0 }, 'landPlayed', '305.1', `${who} plays ${obj.def.name}.`, {
    objects: [obj.id],
    players: [who],
  });
  return done(s, { player: who, rule: '117.3c' });
}

/**
 * CR 605.3a–b: a mana ability resolves at once, without the stack: its costs are paid (tapping, sacrificing its source,
 * 701.21a), the mana is added, and whatever else it does happens now ("~ deals 1 damage to you").
 */
function activateMana(
  state: GameState,
  who: PlayerId,
  source: string,
  named: ManaType | undefined,
  index: number | undefined,
  asked: readonly ManaType[] | undefined,
): Handled {
  // "Alice taps Forest for {G}{U}": the symbols beyond what the land makes are the colors its player chooses for the
  // triggered mana abilities that add "one mana of any color" (106.1a, 605.4a).
  const extra = asked && state.objects[source] ? colorsChosenOnTap(state, who, source) : 0;
  const picks = extra > 0 && asked!.length > extra ? asked!.slice(asked!.length - extra) : [];
  const own = picks.length ? asked!.slice(0, asked!.length - extra) : asked;
  const wanted = own && own.length > 1 ? own : undefined;
  const mana = named ?? (own?.length === 1 ? own[0] : undefined);
  if (picks.includes('C'))
    return reject(
      '106.1a',
      'mana/wrong-color',
      `${who} can't add {C} for ${name(state, source)}'s triggered mana ability: it adds mana of a color`,
      [source],
      [who],
      { object: source },
    );
  if (!state.objects[source])
    return reject(
      '605.3a',
      'mana/unknown-source',
      `${who} can't activate ${source}: there is no such permanent`,
      [],
      [who],
      { object: source },
    );
  const options = manaOptions(state, source);
  // Its abilities as they are now (613.1f): none after "loses all abilities", granted ones too.
  const picked = index === undefined || !state.permanents[source] ? undefined : abilities(state, source)[index];
  if (picked && picked.kind !== 'mana')
    return reject(
      '605.3a',
      'mana/no-mana-ability',
      `${who} can't activate ${name(state, source)}'s ability ${index! + 1} as a mana ability: it isn't one`,
      [source],
      [who],
      { object: source },
    );
  const made = mana ?? wanted?.[0] ?? (picked ? producedBy(state, source, picked)[0] : undefined) ?? options[0];
  const ability =
    picked ??
    (made === undefined || !state.permanents[source]
      ? undefined
      : wanted
        ? abilities(state, source).find(
            (a): a is Extract<Ability, { kind: 'mana' }> =>
              a.kind === 'mana' &&
              ((a.choices ?? (a.yields ? [a.yields] : [])).some(m => sameMana(m, wanted)) ||
                perRemoved(a, wanted) !== undefined),
          )
        : manaAbilityFor(state, source, made));
  // "Sacrifice ~: Add {C}" doesn't tap: it works on a tapped or summoning-sick creature.
  const taps = !ability?.cost || !!ability.cost.tap;
  const problem = manaSourceProblem(state, who, source, taps ? 'tap' : 'activate', taps);
  if (problem) return { ok: false, violation: problem };
  // "Remove any number of storage counters from ~: Add {W} for each …": as many as the mana named says, else (the
  // default) all it has.
  const told = own ?? (mana === undefined ? undefined : [mana]);
  const removing = ability?.perRemoved
    ? told
      ? perRemoved(ability, told)
      : { n: counters(state, source, ability.cost!.removeXCounters!), byDefault: true as const }
    : undefined;
  // One of several sets ("{U}{U}, {U}{R}, or {R}{R}"): the one named, else the first, said in the log as a default.
  const sets = removing
    ? [told ?? [...ability!.perRemoved!.base, ...Array<ManaType>(removing.n).fill(ability!.produces[0]!)]]
    : (ability?.choices ?? (ability?.yields ? [ability.yields] : undefined));
  const set =
    sets &&
    (removing
      ? sets[0]
      : wanted
        ? sets.find(m => sameMana(m, wanted))
        : mana === undefined || !ability?.choices
          ? sets[0]
          : undefined);
  if (
    !ability ||
    (ability.perRemoved && !removing) ||
    !producedBy(state, source, ability).includes(made!) ||
    (ability.yields && mana !== undefined && !ability.yields.includes(mana)) ||
    (sets ? !set : wanted !== undefined)
  ) {
    const asked = wanted ? wanted.map(m => `{${m}}`).join('') : `{${made}}`;
    return reject(
      '106.3',
      'mana/wrong-color',
      `${who} can't tap ${name(state, source)} for ${asked}: it makes ${(sets ? sets.map(m => m.map(o => `{${o}}`).join('')) : (ability ? producedBy(state, source, ability) : options).map(o => `{${o}}`)).join(' or ') || 'no mana'}`,
      [source],
      [who],
      { object: source },
    );
  }
  const sourceStamp = state.permanents[source]!.timestamp;
  const verb = taps ? 'taps' : 'activates';
  // "Activate only once each turn" (602.5b), counted with its other activated abilities by its index.
  const at = picked ? index! : abilities(state, source).indexOf(ability);
  const activated = state.permanents[source]!.activated;
  const used = activated?.turn === state.turn ? activated.abilities : [];
  if (ability.oncePerTurn && used.includes(at))
    return reject(
      '602.5b',
      'activate/once-per-turn',
      `${who} can't activate ${name(state, source)}'s mana ability: it can be activated only once each turn`,
      [source],
      [who],
      { object: source },
    );
  if (ability.onlyIf && !conditionHolds(state, { controller: who, source, id: source, timestamp: 0 }, ability.onlyIf))
    return reject(
      '602.5',
      'activate/restricted',
      `${who} can't activate ${name(state, source)}'s mana ability: the condition it may be activated under doesn't hold`,
      [source],
      [who],
      { object: source },
    );
  // CR 605.3b: the costs are paid, then the ability resolves at once.
  let s = state;
  if (ability.cost) {
    const paid = payCosts(
      state,
      who,
      source,
      ability.cost,
      removing?.n ?? 0,
      { activating: true },
      `${who} can't activate ${name(state, source)}`,
    );
    if (!('state' in paid)) return paid;
    s = paid.state;
  } else s = updatePermanent(s, source, p => ({ ...p, tapped: true }));
  if (ability.oncePerTurn && s.permanents[source])
    s = updatePermanent(s, source, p => ({ ...p, activated: { turn: s.turn, abilities: [...used, at] } }));
  const times = ability.times ? countOf(s, who, source, ability.times) : 1;
  const added = Array.from({ length: Math.min(MAX_AMOUNT, times) }, () => set ?? [made!]).flat();
  // Mana with a restriction (106.6) is kept apart: only the spells it names may be paid with it.
  const { onlyFor, abilitiesOf } = ability;
  const restricted = onlyFor || abilitiesOf;
  s = restricted
    ? updatePlayer(s, who, p => ({
        ...p,
        restrictedMana: [
          ...(p.restrictedMana ?? []),
          ...added.map(mana => ({
            mana,
            ...(onlyFor ? { onlyFor } : {}),
            ...(abilitiesOf ? { abilitiesOf } : {}),
            source,
          })),
        ],
      }))
    : addToPool(s, who, added, source);
  const text = `${added.length ? added.map(m => `{${m}}`).join('') : 'no mana'}${restricted && added.length ? `, to be spent only on the ${onlyFor ? 'spells' : 'abilities'}${onlyFor && abilitiesOf ? ' or abilities' : ''} its ability names (CR 106.6)` : ''}`;
  const byDefault = (ability.choices !== undefined && wanted === undefined) || removing?.byDefault === true;
  s = logRule(
    { ...s, passes: 0 },
    'manaAdded',
    '605.3b',
    `${who} ${verb} ${name(s, source)} for ${text}${byDefault ? (removing ? ` (the default choice: removing all its ${ability.cost!.removeXCounters} counters)` : ' (the default choice: the first it offers)') : ''}.`,
    {
      objects: [source],
      players: [who],
      amount: added.length,
      ...(ability.cost ? {} : { tapped: true as const }),
      ...(byDefault ? { defaulted: true } : {}),
    },
  );
  // "Whenever enchanted land is tapped for mana, …" (106.12a): its triggered mana abilities resolve now (605.4a).
  if (taps) s = afterTappedForMana(s, who, source, added, picks);
  // Its other effects have no targets (605.1a): they act on the controller, groups or the source.
  const item: StackItem = {
    id: source,
    kind: 'ability',
    timestamp: s.timestamp,
    source,
    sourceStamp,
    controller: who,
    targetSpecs: [],
    targets: [],
    effects: ability.effects ?? [],
  };
  for (const effect of item.effects) s = performEffect(s, item, effect, () => undefined);
  // CR 117.3c: the player receives priority again, after the checks of 117.5. Only mana changed hands when the ability
  // just tapped for mana, which nothing checked looks at but a "becomes tapped" trigger: else they simply keep priority.
  return ability.cost || ability.effects || watchesTaps(s) ? done(s, { player: who, rule: '117.3c' }) : done(s);
}

/**
 * How many counters a mana ability that makes mana for each counter removed (`perRemoved`) removes to make `asked`:
 * its base mana, then one of the mana it makes for each. Undefined when it can't make that.
 */
function perRemoved(
  ability: Extract<Ability, { kind: 'mana' }>,
  asked: readonly ManaType[],
): { readonly n: number; readonly byDefault?: true } | undefined {
  if (!ability.perRemoved) return undefined;
  const rest = [...asked];
  for (const m of ability.perRemoved.base) {
    const at = rest.indexOf(m);
    if (at < 0) return undefined;
    rest.splice(at, 1);
  }
  return rest.every(m => ability.produces.includes(m)) ? { n: rest.length } : undefined;
}

/** The same mana, in any order. */
function sameMana(a: readonly ManaType[], b: readonly ManaType[]): boolean {
  return a.length === b.length && [...a].sort().join('') === [...b].sort().join('');
}

/** CR 514.1, 701.9a. */
function discard(state: GameState, who: PlayerId, cards: readonly string[]): Handled {
  const pending = state.pending!;
  const count = pending.kind === 'discard' ? pending.count : 0;
  const hand = findPlayer(state, who)!.hand;
  if (new Set(cards).size !== cards.length)
    return reject('514.1', 'discard/duplicate', `${who} named the same card twice`, [...cards], [who], {
      object: cards.find((c, i) => cards.indexOf(c) !== i)!,
    });
  const notInHand = cards.filter(c => !hand.includes(c));
  if (notInHand.length)
    return reject(
      '514.1',
      'discard/not-in-hand',
      `${who} can't discard ${notInHand.map(c => name(state, c)).join(', ')}: not in their hand`,
      notInHand,
      [who],
      { object: notInHand[0]! },
    );
  if (cards.length !== count)
    return reject(
      '514.1',
      'discard/count',
      `${who} must discard exactly ${count} card${count === 1 ? '' : 's'} to get down to ${hand.length - count}, not ${cards.length}`,
      [...cards],
      [who],
      undefined,
    );
  let s = state;
  for (const card of cards) {
    s = moveZone(s, card, 'graveyard', '701.9a');
    s = logRule(s, 'discard', '514.1', `${who} discards ${object(s, card).def.name}.`, {
      objects: [card],
      players: [who],
    });
  }
  return done(finishCleanup(s));
}

/** CR 104.3a: conceding leaves the game at once. */
function concede(state: GameState, who: PlayerId): Handled {
  let s = logRule(
    updatePlayer(state, who, p => ({ ...p, lost: true })),
    'gameOver',
    '104.3a',
    `${who} concedes.`,
    { players: [who] },
  );
  s = afterLosses(s, [who]);
  // CR 800.4a: if the player who left had priority, it passes to the next player still in the game.
  if (!s.result && s.priority === who) return done({ ...s, passes: 0 }, { player: nextPlayer(s, who), rule: '800.4a' });
  return done(s);
}

/**
 * Emerge (702.119a): the total cost less as much generic mana as the mana value of the creature the cast will
 * sacrifice (chosen as the cost is chosen, 702.119c: the one the action names, else the first that fits), not below
 * zero (118.7a); unchanged for any other cast.
 */
function emerged(
  state: GameState,
  who: PlayerId,
  spell: ObjectId,
  alternative: Extract<Ability, { kind: 'alternativeCost' }> | undefined,
  action: Extract<Action, { type: 'cast' }>,
  can: string,
  total: { readonly cost: ManaCost; readonly notes: readonly string[] },
): { readonly cost: ManaCost; readonly notes: readonly string[] } | Rejected {
  if (!alternative?.emerge || !alternative.cost.sacrifice) return total;
  const picked = pickPermanents(state, who, spell, alternative.cost.sacrifice, 1, action.sacrifice, {
    rule: '701.21a',
    code: 'cost/sacrifice-choice',
    doing: `${can} sacrificing`,
  });
  if ('ok' in picked) return picked;
  if (picked.length === 0) return total;
  const less = manaValueOf(state, picked[0]!);
  const generic = Math.max(0, total.cost.generic - less);
  return {
    cost: { ...total.cost, generic },
    notes: [
      ...total.notes,
      `${less} less for the mana value of ${state.objects[picked[0]!]!.def.name}, sacrificed for emerge (702.119a)`,
    ],
  };
}
