import { afterCopiesEnd } from '../core/copiable.js';
import type { GameEvent, GameState, ManaPool, ObjectId, PendingTrigger, PlayerId, StackItem } from '../core/types.js';
import { MANA_TYPES } from '../core/cards.js';
import { beginCombatDamage, defendingPlayer, defendingPlayers, needsFirstStrikeStep } from './combat.js';
import { drawCard, endWhileTapped, untapUnlessStunned } from '../events/actions.js';
import { checkStateBasedActions } from './sba.js';
import {
  EMPTY_POOL,
  changedPermanents,
  copyPermanent,
  copyPlayer,
  copyState,
  eventsSince,
  freshId,
  keepClean,
  joined,
  logPlayerRuleTo,
  logRule,
  logRuleTo,
  logTo,
  nextPlayer,
  object,
  player,
  tick,
  updatePlayer,
} from '../core/state.js';
import { TURN, stepIndex, stepRow, type StepName } from '../core/steps.js';
import { TRIGGERS, sourceController, stateTriggers, subjectOf, type TriggerEntry } from './triggers.js';
import { markOpenOrder, stackWithTargets } from './trigger-targets.js';
import { abilities, controller, counters, grantedTriggerKinds, turnName } from '../view/queries.js';
import { noteControlChanges } from './control.js';
import { ascend } from '../events/ascend.js';
import { maximumHandSize } from './restrictions.js';
import { hasRestriction } from '../view/restrictions.js';
import { matchesFilter } from '../view/targets.js';
import { suspendOf } from '../core/keywords/index.js';
import { phase } from './phasing.js';
import { done, type Handled } from '../core/outcome.js';
import { reject } from '../core/violations.js';

/** Turn flow: beginning and ending steps, turn-based actions, and handing out priority. */

export interface Declared {
  readonly attackers: boolean;
  readonly blockers: boolean;
}

/** Safety net: state-based actions and triggers can't loop forever within one priority check. */
const MAX_SBA_ROUNDS = 1_000;

export function beginStep(
  state: GameState,
  step: StepName,
  declared: Declared = { attackers: false, blockers: false },
): GameState {
  const row = stepRow(step);
  const begun = copyState(state);
  begun.step = step;
  begun.priority = undefined;
  begun.passes = 0;
  begun.pending = undefined;
  logPlayerRuleTo(
    begun,
    'stepBegan',
    row.rule,
    `${state.activePlayer}'s ${row.label} step begins.`,
    state.activePlayer,
  );
  let s: GameState = begun;
  switch (row.turnBasedAction) {
    case 'untap': {
      // CR 502.1: phasing first (702.26a); CR 502.3: the active player untaps their permanents, but for those an
      // effect keeps tapped during this untap step ("doesn't untap during its controller's next untap step").
      const phased = phase(s);
      const draft = phased === s ? begun : copyState(phased);
      s = draft;
      const mine = s.battlefield.filter(id => controller(s, id) === s.activePlayer);
      const kept = mine.filter(id => s.permanents[id]!.skipsUntap);
      const stunned = (id: ObjectId) => counters(s, id, 'stun') > 0;
      // A static ability ("~ doesn't untap during your untap step") holds it tapped every untap step.
      // "You may choose not to untap ~ during your untap step": kept tapped if its controller chose so in advance.
      const chosen = (id: ObjectId) =>
        s.keptTapped.some(k => k.player === s.activePlayer && k.object === id) &&
        hasRestriction(s, id, 'mayStayTapped');
      const held = mine.filter(
        id =>
          s.permanents[id]!.tapped &&
          !s.permanents[id]!.skipsUntap &&
          (hasRestriction(s, id, 'doesntUntap') || chosen(id)),
      );
      const untapped = mine.filter(
        id => s.permanents[id]!.tapped && !s.permanents[id]!.skipsUntap && !stunned(id) && !held.includes(id),
      );
      if (untapped.length || kept.length || held.length) {
        draft.permanents = changedPermanents(s.permanents, [...untapped, ...kept], p => {
          if (p.skipsUntap) p.skipsUntap = false;
          else p.tapped = false;
        });
        keepClean(phased, draft);
        if (untapped.length)
          logRuleTo(
            draft,
            'untap',
            '502.3',
            `${s.activePlayer} untaps ${untapped.map(id => object(s, id).def.name).join(', ')}.`,
            { objects: untapped },
          );
        const stayed = [...kept.filter(id => s.permanents[id]!.tapped), ...held];
        if (stayed.length)
          logRuleTo(
            draft,
            'untap',
            '502.3',
            `${stayed.map(id => object(s, id).def.name).join(', ')} ${stayed.length === 1 ? "doesn't" : "don't"} untap during this untap step.`,
            { objects: stayed },
          );
      }
      // A tapped permanent with a stun counter loses one instead of untapping (122.1d).
      for (const id of mine.filter(
        id => s.permanents[id]!.tapped && !s.permanents[id]!.skipsUntap && stunned(id) && !held.includes(id),
      ))
        s = untapUnlessStunned(s, id, from => from);
      // The choices to keep permanents tapped are used up by this step; what "remains tapped" asks ends as they untap.
      if (s.keptTapped.some(k => k.player === s.activePlayer)) {
        const used = copyState(s);
        used.keptTapped = s.keptTapped.filter(k => k.player !== s.activePlayer);
        s = used;
      }
      s = endWhileTapped(s, untapped);
      // CR 502.4: no player receives priority in the untap step.
      return endStep(s);
    }
    case 'draw':
      s = drawCard(s, s.activePlayer, '504.1');
      break;
    case 'declareAttackers':
      if (!declared.attackers) {
        begun.pending = { kind: 'declareAttackers', player: s.activePlayer };
        return begun;
      }
      break;
    case 'declareBlockers':
      if (!declared.blockers) {
        const defender = defendingPlayers(s)[0];
        if (defender) {
          begun.pending = { kind: 'declareBlockers', player: defender };
          return begun;
        }
      }
      break;
    case 'firstStrikeDamage':
      s = beginCombatDamage(s, true);
      break;
    case 'combatDamage':
      s = beginCombatDamage(s, false);
      break;
    case 'cleanup':
      return beginCleanup(s);
    case 'endCombat':
    case 'none':
      break;
  }
  return givePriority(s, s.activePlayer, '117.3a');
}

/** CR 514.1: discard to maximum hand size, a choice the active player makes. */
function beginCleanup(state: GameState): GameState {
  const active = player(state, state.activePlayer);
  const excess = active.hand.length - maximumHandSize(state, active.id);
  if (excess <= 0) return finishCleanup(state);
  const next = copyState(state);
  next.pending = { kind: 'discard', player: active.id, count: excess };
  return next;
}

/** CR 514.2 then 514.3/514.3a: damage wears off with "until end of turn" effects; priority only if something happened. */
export function finishCleanup(state: GameState): GameState {
  const cleaned = copyState(state);
  cleaned.pending = undefined;
  const damaged = state.battlefield.filter(id => state.permanents[id]!.damage > 0 || state.permanents[id]!.shields > 0);
  const lasting = state.effects.filter(e => !e.untilEndOfTurn);
  // "Until your next turn" (detain, 701.35a; a prevention shield) outlasts this turn.
  // "For as long as you control ~" (611.2b) ends only with its source.
  const staying = state.turnEffects.filter(
    e => ('untilTurnOf' in e && e.untilTurnOf !== undefined) || ('whileSource' in e && e.whileSource !== undefined),
  );
  // "Until the end of your next turn" and "for as long as it remains exiled" outlast this turn (611.2a).
  const permitted = state.permissions.filter(p => p.nextTurnOf !== undefined || p.lasting);
  if (
    damaged.length ||
    lasting.length !== state.effects.length ||
    staying.length !== state.turnEffects.length ||
    permitted.length !== state.permissions.length
  ) {
    cleaned.permanents = changedPermanents(state.permanents, damaged, p => {
      p.damage = 0;
      p.shields = 0;
    });
    cleaned.effects = lasting;
    Object.assign(cleaned, afterCopiesEnd(cleaned, state.effects));
    cleaned.turnEffects = staying;
    cleaned.permissions = permitted;
    logRuleTo(cleaned, 'damageRemoved', '514.2', 'Damage is removed and "until end of turn" effects end.', {
      objects: damaged,
    });
  }
  const s: GameState = cleaned;
  const before = s.log;
  const checked = settle(s);
  if (checked.result) return checked;
  if (checked.log !== before) {
    // CR 514.3a: something happened, so the active player receives priority; another cleanup step follows.
    const next = copyState(checked);
    next.priority = checked.activePlayer;
    next.passes = 0;
    logPlayerRuleTo(
      next,
      'priority',
      '514.3a',
      `${checked.activePlayer} receives priority in the cleanup step.`,
      checked.activePlayer,
    );
    return next;
  }
  return endStep(checked);
}

/** Ends the current step (CR 500.2) and begins the next one from the turn table, or the next turn. */
export function endStep(state: GameState): GameState {
  let s = emptyManaPools(state);
  if (s.step === 'endOfCombat') {
    // CR 511.3: as the end of combat step ends, all creatures are removed from combat — and what lasts "this
    // combat" ends.
    if (s.combat) {
      const next = copyState(s);
      next.combat = undefined;
      next.turnEffects = s.turnEffects.filter(e => e.kind !== 'restriction' || !e.thisCombat);
      logRuleTo(next, 'removedFromCombat', '511.3', 'All creatures are removed from combat.');
      s = next;
    }
  }
  if (s.step === 'cleanup') {
    // CR 514.3a: a cleanup step in which players received priority is followed by another one.
    return s.priority !== undefined ? beginStep(s, 'cleanup') : beginTurn(s);
  }
  for (let i = stepIndex(s.step) + 1; i < TURN.length; i++) {
    const row = TURN[i]!;
    if (!skipped(s, row.step)) return beginStep(s, row.step);
  }
  return beginTurn(s);
}

function skipped(state: GameState, step: StepName): boolean {
  switch (stepRow(step).skip) {
    case 'firstDraw':
      // CR 103.8a: in a two-player game the starting player skips their first draw.
      return state.players.length === 2 && state.turn === 1 && state.activePlayer === state.startingPlayer;
    case 'noAttackers':
      // CR 508.8: no attackers declared, no declare blockers or combat damage steps.
      return !state.combat?.attackersDeclared;
    case 'noFirstStrike':
      return !state.combat?.attackersDeclared || !needsFirstStrikeStep(state);
    case 'never':
      return false;
  }
}

/** CR 500.5: unspent mana empties as each step and phase ends. */
function emptyManaPools(state: GameState): GameState {
  let s = state;
  for (const p of s.players) {
    if ((p.manaPool !== EMPTY_POOL && hasMana(p.manaPool)) || p.restrictedMana?.length) {
      s = logRule(
        updatePlayer(s, p.id, q => ({ ...q, manaPool: EMPTY_POOL, restrictedMana: undefined, snowMana: undefined })),
        'manaEmptied',
        '500.5',
        `${p.id}'s unspent mana empties.`,
        { players: [p.id] },
      );
    }
  }
  return s;
}

function hasMana(pool: ManaPool): boolean {
  for (const t of MANA_TYPES) if (pool[t] > 0) return true;
  return false;
}

/**
 * Effects "until <player>'s next turn" (detain, 701.35a) end as that player's turn begins, as they say (611.2a); those of a player who has
 * left the game end when their turn would have begun (800.4m): as turn order passes their seat, not with an extra turn.
 */
function endUntilNextTurn(state: GameState, active: PlayerId, extra: true | undefined): GameState {
  const ids = state.players.map(p => p.id);
  const passed = new Set<PlayerId>([active]);
  if (!extra)
    for (let i = (ids.indexOf(state.activePlayer) + 1) % ids.length; ids[i] !== active; i = (i + 1) % ids.length)
      if (player(state, ids[i]!).lost) passed.add(ids[i]!);
  const stays = (e: { readonly untilTurnOf?: PlayerId }) => e.untilTurnOf === undefined || !passed.has(e.untilTurnOf);
  const staying = state.turnEffects.filter(e => !('untilTurnOf' in e) || stays(e));
  const lasting = state.effects.filter(stays);
  if (staying.length === state.turnEffects.length && lasting.length === state.effects.length) return state;
  const whose = [...passed].filter(
    p =>
      state.turnEffects.some(e => 'untilTurnOf' in e && e.untilTurnOf === p) ||
      state.effects.some(e => e.untilTurnOf === p),
  );
  const ended = { ...state, turnEffects: staying, effects: lasting };
  return logRule(
    { ...ended, ...afterCopiesEnd(ended, state.effects) },
    'turnBegan',
    whose.some(p => p !== active) ? '800.4m' : '611.2a',
    `Effects that lasted until ${whose.join(' and ')}'s next turn end.`,
    { players: [active] },
  );
}

/**
 * Who takes the next turn: the most recently created extra turn first (500.7), else the next player in turn order;
 * a turn its player is to skip is passed over as though it didn't exist (500.11, 614.10).
 */
function nextTurn(state: GameState): { state: GameState; active: PlayerId; extra?: true } {
  const extra = [...state.extraTurns];
  let s = state;
  let from = state.activePlayer;
  for (;;) {
    const taken = extra.pop();
    const isExtra = taken !== undefined;
    const candidate = taken?.player ?? nextPlayer(s, from);
    if (player(s, candidate).skipTurns === 0)
      return {
        state: { ...s, extraTurns: extra, extraTurn: taken?.made },
        active: candidate,
        ...(isExtra ? { extra: true as const } : {}),
      };
    s = logRule(
      updatePlayer(s, candidate, p => ({ ...p, skipTurns: p.skipTurns - 1 })),
      'turnBegan',
      '614.10',
      `${candidate} skips ${isExtra ? 'an extra' : 'their'} turn.`,
      { players: [candidate] },
    );
    if (!isExtra) from = candidate;
  }
}

/**
 * As `active`'s turn begins, a permission "until the end of your next turn" of theirs (611.2a) is one until the end of
 * this turn: it ends in this turn's cleanup step (514.2).
 */
function nextTurnBegins(state: GameState, active: PlayerId): GameState {
  if (!state.permissions.some(p => p.nextTurnOf === active)) return state;
  const s = copyState(state);
  s.permissions = state.permissions.map(p => {
    if (p.nextTurnOf !== active) return p;
    const { nextTurnOf: _begun, ...rest } = p;
    return rest;
  });
  return s;
}

function beginTurn(ending: GameState): GameState {
  // Control changes of the turn that ends count before the new turn begins (302.6).
  const next = nextTurn(noteControlChanges(ending));
  const active = next.active;
  const state = nextTurnBegins(endUntilNextTurn(next.state, active, next.extra), active);
  const s = copyState(state);
  // CR 302.6: everything the new active player controls has now been theirs since their turn began. Only what
  // changes is copied: most permanents were already theirs at their last turn.
  for (const id of state.battlefield) {
    const perm = state.permanents[id]!;
    if ((perm.sinceTurnStart && !perm.newToController) || controller(state, id) !== active) continue;
    if (s.permanents === state.permanents) s.permanents = { ...state.permanents };
    const since = copyPermanent(perm);
    // What wasn't theirs since their last turn began came under their control since their last upkeep (702.30a).
    since.newToController = !perm.sinceTurnStart;
    since.sinceTurnStart = true;
    (s.permanents as Record<string, typeof perm>)[id] = since;
  }
  keepClean(state, s);
  s.activePlayer = active;
  s.turn = state.turn + 1;
  s.combat = undefined;
  // The per-turn counts start again (305.2); the active player's turns count one more.
  s.players = state.players.map(p => {
    if (p.landsPlayed === 0 && p.landDrops === 1 && p.id !== active) return p;
    const q = copyPlayer(p);
    q.landsPlayed = 0;
    q.landDrops = 1;
    if (p.id === active) q.turns = p.turns + 1;
    return q;
  });
  logTo(s, 'turnBegan', `${turnName(s)} begins.`, { players: [active] });
  return beginStep(s, 'untap');
}

/**
 * A player would receive priority: first state-based actions, repeatedly, then triggered abilities go on the
 * stack, until neither happens (CR 117.5, 704.3, 603.3). Then `playerId` receives priority.
 */
export function givePriority(
  state: GameState,
  playerId: PlayerId,
  rule: '117.3a' | '117.3b' | '117.3c' | '117.3d' | '800.4a',
): GameState {
  const s = settle(state);
  const next = copyState(s);
  if (s.result) {
    next.priority = undefined;
    return next;
  }
  const receiver = player(s, playerId).lost ? nextPlayer(s, playerId) : playerId;
  next.priority = receiver;
  logPlayerRuleTo(next, 'priority', rule, joined(receiver, ' receives priority.'), receiver);
  return next;
}

/** State-based actions and triggers until stable (CR 117.5). */
function settle(state: GameState): GameState {
  // A control change by a static ability is seen here, and with it the city's blessing (702.131b).
  let s = ascend(noteControlChanges(state));
  for (let round = 0; round < MAX_SBA_ROUNDS; round++) {
    // What happened before this check, then each check's actions, happened at the same time: abilities trigger on
    // each such batch as it happens (603.2), and see what left the battlefield with it (603.10a).
    const collected = collectTriggers(s);
    const checked = checkStateBasedActions(collected);
    s = checked.state;
    if (s.result) return s;
    if (checked.performed) continue;
    if (s.pendingTriggers.length === 0) return s;
    s = stackTriggers(s);
  }
  throw new Error('engine bug: state-based actions and triggers did not settle');
}

/**
 * The trigger conditions of the triggered abilities among a game's objects, by the objects record (shared by every
 * state of a game, so this is worked out once): the events of a game whose cards have none need no scan.
 */
const TRIGGERS_AMONG = new WeakMap<GameState['objects'], readonly TriggerEntry[]>();

function triggersAmong(objects: GameState['objects']): readonly TriggerEntry[] {
  let found = TRIGGERS_AMONG.get(objects);
  if (!found) {
    const kinds = new Set<string>();
    for (const id in objects) {
      for (const ability of objects[id]!.def.abilities)
        if (ability.kind === 'triggered') kinds.add(ability.trigger.kind);
    }
    const granted = grantedTriggerKinds(objects);
    found = TRIGGERS.filter(t => kinds.has(t.kind) || granted.has(t.kind));
    TRIGGERS_AMONG.set(objects, found);
  }
  return found;
}

/** Abilities that triggered on events since the last scan (CR 603.2). */
function collectTriggers(state: GameState): GameState {
  // State triggers look at the game, not at its events (603.8).
  const states = triggersAmong(state.objects).some(t => t.kind === 'state') ? stateTriggers(state) : [];
  if (state.scanned === state.log) {
    if (states.length === 0) return state;
    const next = copyState(state);
    next.pendingTriggers = [...state.pendingTriggers, ...states];
    return next;
  }
  const found: PendingTrigger[] = [...states];
  const triggers = triggersAmong(state.objects);
  const suspended = Object.keys(state.suspended);
  const events =
    triggers.length || state.delayed.length || suspended.length ? eventsSince(state.scanned, state.log) : [];
  // A delayed triggered ability made before its step began triggers then, once (603.7b).
  const begun = events.filter(e => e.kind === 'stepBegan');
  const fire = state.delayed.filter(d => {
    const when = d.when;
    if ('attacks' in when) return false;
    // "When that creature dies this turn" (700.4): its subject put into a graveyard from the battlefield.
    if ('dies' in when) return d.turn === state.turn && events.some(e => diesAs(e, d.subject, when.leaves));
    if (when.thisTurn && d.turn !== state.turn) return false;
    // "At the beginning of that turn's end step": the extra turn it waits for, when it is this one.
    if (when.thatTurn && state.extraTurn !== d.extraTurn) return false;
    return begun.some(e => e.step === when.step && (!when.yours || e.players?.[0] === d.controller));
  });
  // "Whenever a Minotaur attacks this turn" (603.7c): once for each attacker that fits, each time, this turn.
  const attacked = events.flatMap(e => (e.kind === 'attack' ? (e.objects ?? []) : []));
  const eachAttack = attacked.length
    ? state.delayed.flatMap(d => {
        const when = d.when;
        return 'attacks' in when && d.turn === state.turn
          ? attacked
              .filter(id => matchesFilter(state, id, when.attacks, d.controller, d.source))
              .map(id => ({ ...d, subject: id }))
          : [];
      })
    : [];
  // One waiting for its creature to die stops waiting as the turn ends, or as the creature leaves otherwise: back, it
  // would be a new object (400.7).
  const stale = state.delayed.filter(
    d =>
      (('attacks' in d.when || ('step' in d.when && d.when.thisTurn)) && d.turn !== state.turn) ||
      // That extra turn taken (or skipped, 500.11) and over.
      ('step' in d.when &&
        d.when.thatTurn &&
        state.extraTurn !== d.extraTurn &&
        !state.extraTurns.some(t => t.made === d.extraTurn)) ||
      ('dies' in d.when &&
        !fire.includes(d) &&
        (d.turn !== state.turn ||
          events.some(e => e.kind === 'zoneChange' && e.from === 'battlefield' && e.objects?.[0] === d.subject))),
  );
  if (fire.length > 0 || eachAttack.length > 0) {
    for (const d of [...fire, ...eachAttack]) {
      found.push({
        source: d.source,
        controller: d.controller,
        ability: { kind: 'triggered', trigger: { kind: 'delayed' }, targets: [], effects: d.effects },
        ...(d.subject !== undefined ? { subject: d.subject } : {}),
        ...(d.created !== undefined ? { delayedAt: d.created } : {}),
      });
    }
  }
  if (suspended.length) found.push(...suspendTriggers(state, events, suspended));
  const seen = lookingBack(state, events);
  for (const event of events) {
    for (const trigger of seen === state ? triggers : triggersAmong(seen.objects)) {
      for (const id of trigger.sources(seen, event, events)) {
        const obj = seen.objects[id];
        if (!obj) continue;
        for (const ability of seen.permanents[id] ? abilities(seen, id) : obj.def.abilities) {
          if (
            ability.kind === 'triggered' &&
            ability.trigger.kind === trigger.kind &&
            (trigger.applies?.(seen, event, id, ability.trigger, events) ?? true)
          ) {
            // Each occurrence of the event its own trigger, with its own "that …" (603.2c).
            const each = trigger.subjects?.(seen, event, id, ability.trigger, events)?.map(subject => ({ subject }));
            const occurrences = each ?? [
              subjectOf(trigger, { event, source: id, state: seen, condition: ability.trigger, together: events }),
            ];
            for (const subject of occurrences)
              for (let n = trigger.times?.(seen, event, id, ability.trigger) ?? 1; n > 0; n--)
                found.push({
                  source: id,
                  controller: sourceController(seen, id, events),
                  ability,
                  ...subject,
                  ...eventPlayerOf(trigger, seen, event, ability.trigger),
                  // "That much": how much, for life lost or counters removed too.
                  ...(event.amount !== undefined ? { eventAmount: Math.abs(event.amount) } : {}),
                  ...(trigger.x && event.amount !== undefined ? { x: event.amount } : {}),
                });
          }
        }
      }
    }
  }
  const next = copyState(state);
  next.scanned = state.log;
  if (fire.length > 0 || stale.length > 0)
    next.delayed = state.delayed.filter(d => !fire.includes(d) && !stale.includes(d));
  if (found.length) next.pendingTriggers = [...state.pendingTriggers, ...found];
  return next;
}

/** Whether `event` is `id` dying: put into a graveyard from the battlefield (700.4); or (`leaves`) into any zone. */
const diesAs = (event: GameEvent, id: ObjectId | undefined, leaves?: true): boolean =>
  id !== undefined &&
  event.kind === 'zoneChange' &&
  event.from === 'battlefield' &&
  (leaves || event.to === 'graveyard') &&
  event.objects?.[0] === id;

/** "That player" of a trigger: the event's player, unless the entry says another (603.2). */
function eventPlayerOf(
  trigger: TriggerEntry,
  state: GameState,
  event: GameEvent,
  condition: PendingTrigger['ability']['trigger'],
): { eventPlayer?: PlayerId } {
  const player = trigger.player ? trigger.player(state, event, condition) : event.players?.[0];
  return player === undefined ? {} : { eventPlayer: player };
}

/**
 * Suspend's two triggered abilities, which work in exile (702.62a): at the beginning of its owner's upkeep, if it is
 * suspended, a time counter comes off; when the last is removed, if it is still exiled, it may be cast without paying
 * its mana cost (by default it is: 608.2d), a creature with haste.
 */
function suspendTriggers(state: GameState, events: readonly GameEvent[], cards: readonly ObjectId[]): PendingTrigger[] {
  const found: PendingTrigger[] = [];
  const exiled = (id: ObjectId) => state.players.some(p => p.exile.includes(id)) && !!suspendOf(state.objects[id]!.def);
  const upkeep = events.some(e => e.kind === 'stepBegan' && e.step === 'upkeep');
  for (const id of cards) {
    const owner = state.objects[id]!.owner;
    if (upkeep && owner === state.activePlayer && exiled(id) && (state.suspended[id] ?? 0) > 0)
      found.push({ source: id, controller: owner, ability: SUSPEND_UPKEEP });
    const last = events.some(
      e => e.kind === 'counters' && e.rule === '702.62a' && (e.amount ?? 0) < 0 && e.objects?.[0] === id,
    );
    if (last && exiled(id) && state.suspended[id] === 0)
      found.push({ source: id, controller: owner, ability: SUSPEND_LAST });
  }
  return found;
}
const SUSPEND_UPKEEP: PendingTrigger['ability'] = {
  kind: 'triggered',
  trigger: { kind: 'upkeep' },
  targets: [],
  effects: [{ kind: 'suspendTick' }],
};
const SUSPEND_LAST: PendingTrigger['ability'] = {
  kind: 'triggered',
  trigger: { kind: 'lastCounterRemoved', counter: 'time' },
  targets: [],
  effects: [{ kind: 'castFree', rule: '702.62a', haste: true }],
};

/**
 * The game as abilities that trigger on these events see it: a permanent that left the battlefield as a copy is seen
 * with the copiable values it had there (603.10a, 707.2), though it is its own card again where it went (400.7).
 */
function lookingBack(state: GameState, events: readonly GameEvent[]): GameState {
  let objects: Record<ObjectId, GameState['objects'][ObjectId]> | undefined;
  for (const e of events) {
    if (e.kind !== 'zoneChange' || !e.copied) continue;
    const id = e.objects![0]!;
    objects ??= { ...state.objects };
    objects[id] = { ...state.objects[id]!, def: e.copied };
  }
  if (!objects) return state;
  const seen = copyState(state);
  seen.objects = objects;
  return seen;
}

/** CR 603.3b: triggered abilities go on the stack in APNAP order (the active player's first, so lowest). */
function stackTriggers(state: GameState): GameState {
  const emptied = copyState(state);
  emptied.pendingTriggers = [];
  let s: GameState = emptied;
  const order: PlayerId[] = [];
  for (let p = s.activePlayer; !order.includes(p); p = nextPlayer(s, p)) order.push(p);
  for (const controller of order) {
    for (const trigger of state.pendingTriggers.filter(t => t.controller === controller)) {
      const [id, withId] = freshId(s);
      const [timestamp, next] = tick(withId);
      const stamp = next.permanents[trigger.source]?.timestamp;
      const item: StackItem = {
        id,
        kind: 'ability',
        timestamp,
        source: trigger.source,
        ...(stamp !== undefined ? { sourceStamp: stamp } : {}),
        controller,
        targetSpecs: trigger.ability.targets.map(spec => {
          // "That player" (603.2); "defending player" (508.5): the one the attacking creature the ability refers to
          // attacks, or the one its attacking source attacks; none when there is no such player.
          const by = spec.ofEventPlayer
            ? trigger.eventPlayer
            : spec.ofDefending
              ? ((trigger.subject !== undefined ? defendingPlayer(state, trigger.subject) : undefined) ??
                defendingPlayer(state, trigger.source))
              : undefined;
          return (spec.ofEventPlayer || spec.ofDefending) && spec.object
            ? { ...spec, object: { ...spec.object, filter: { ...spec.object.filter, controlledBy: by ?? '' } } }
            : spec;
        }),
        targets: [],
        effects: trigger.ability.effects,
        trigger: trigger.ability.trigger.kind,
        ...(trigger.ability.condition ? { condition: trigger.ability.condition } : {}),
        ...(trigger.subject !== undefined ? { subject: trigger.subject } : {}),
        ...(trigger.eventPlayer !== undefined ? { eventPlayer: trigger.eventPlayer } : {}),
        ...(trigger.eventAmount !== undefined ? { eventAmount: trigger.eventAmount } : {}),
        ...(trigger.x !== undefined ? { x: trigger.x } : {}),
        ...(trigger.delayedAt !== undefined ? { delayedAt: trigger.delayedAt } : {}),
      };
      s = stackWithTargets(next, item);
    }
  }
  return markOpenOrder(s, state.stack.length);
}

/**
 * `Alice keeps prison tapped`: a permanent she controls with "you may choose not to untap ~ during your untap step"
 * stays tapped during her next untap step (502.3); written in advance, used up by that step.
 */
export function keepTapped(state: GameState, action: { readonly player: PlayerId; readonly keep: ObjectId }): Handled {
  const who = action.player;
  const label = state.objects[action.keep]?.def.name ?? action.keep;
  if (!state.permanents[action.keep] || !hasRestriction(state, action.keep, 'mayStayTapped'))
    return reject(
      '502.3',
      'choice/nothing-asks',
      `${who} can't choose to keep ${label} tapped: it isn't a permanent that lets its controller choose not to untap it`,
      state.objects[action.keep] ? [action.keep] : [],
      [who],
      { object: action.keep },
    );
  if (controller(state, action.keep) !== who)
    return reject(
      '502.3',
      'choice/not-yours',
      `${who} can't choose to keep ${label} tapped: ${controller(state, action.keep)} controls it, and only its controller chooses`,
      [action.keep],
      [who],
      { object: action.keep },
    );
  const next = copyState(state);
  next.keptTapped = [
    ...state.keptTapped.filter(k => k.player !== who || k.object !== action.keep),
    { player: who, object: action.keep },
  ];
  return done(
    logRule(next, 'untap', '502.3', `${who} will keep ${label} tapped during their next untap step.`, {
      objects: [action.keep],
      players: [who],
    }),
  );
}
