import type { GameState, ObjectId, Permanent, PlayerId, SbaMemo } from '../core/types.js';
import type { RuleId } from '../core/cited-rules.js';
import {
  controller,
  hasKeyword,
  isCreature,
  isType,
  keywords,
  pairedWith,
  toughness,
  zoneOf,
} from '../view/queries.js';
import { canAttachTo } from '../view/targets.js';
import { enchantsPlayer, unbestowed } from '../core/keywords/index.js';
import { changedSince, hadStatics, layerReads, layered, layersVersion, readsChanged } from '../view/layers.js';
import { replace } from '../events/replacement.js';
import { gameEndBarred } from './restrictions.js';
import { done, type Handled } from '../core/outcome.js';
import { reject } from '../core/violations.js';
import { moveZone } from '../events/actions.js';
import {
  copyPermanent,
  copyPlayer,
  copyState,
  log,
  logRule,
  object,
  playersInGame,
  updatePermanent,
  updatePlayer,
} from '../core/state.js';
import { leaveGame } from './leave.js';

/**
 * State-based actions (CR 704): checked whenever a player would receive priority; all applicable ones are
 * performed at once, and the check repeats (704.3) — the caller loops.
 */
export function checkStateBasedActions(state: GameState): { state: GameState; performed: boolean } {
  // Runs every time a player would receive priority: a cheap scan first, the full check only when needed. The
  // players' conditions and the permanents' are scanned apart: most actions (a cast, a resolution that changes a
  // life total) change the players and leave the battlefield as it was at the last check, which found nothing there.
  const clean = state.sbaClean;
  // With the battlefield and the effects as they were, characteristics still change when a static ability's
  // condition or count reads what has changed since: a player's life or cards, whose turn it is, combat (613).
  const battlefieldClean =
    !!clean &&
    clean.permanents === state.permanents &&
    clean.effects === state.effects &&
    clean.emblems === state.emblems &&
    !layerReadsChanged(clean, state);
  // A Commander game's damage and arrivals (704.6c–d) are kept apart from the players: always scanned.
  if (battlefieldClean && clean.players === state.players && !state.commander) return { state, performed: false };
  const players = scanPlayers(state);
  // A permanent the last clean check saw (the same object, the same effects) still has nothing to do.
  // With continuous effects, a permanent's characteristics change without its record changing (613) — unless the
  // layers know which ones newer effects changed since the view that check saw.
  const touched =
    clean && !battlefieldClean && clean.permanents === state.permanents ? changedSince(state, clean.layers) : undefined;
  const seen =
    clean &&
    ((clean.effects === state.effects && !layered(state) && !hadStatics(state.objects, clean.permanents)) || touched)
      ? clean.permanents
      : undefined;
  const scan =
    players === 'applies'
      ? 'applies'
      : worst(players, battlefieldClean ? 'none' : scanBattlefield(state, seen, touched));
  if (scan !== 'applies') {
    const checked = scan === 'none' ? state : clearFlags(state);
    if (scan === 'waiting') {
      const next = copyState(checked);
      next.sbaClean = undefined;
      return { state: next, performed: false };
    }
    const next = copyState(checked);
    const version = battlefieldClean
      ? clean.layers
      : checked.permanents === state.permanents
        ? layersVersion(state)
        : undefined;
    next.sbaClean = {
      players: checked.players,
      permanents: checked.permanents,
      effects: checked.effects,
      emblems: checked.emblems,
      layers: version,
      layerReads: battlefieldClean ? clean.layerReads : layerReads(checked),
      activePlayer: checked.activePlayer,
      combat: checked.combat,
    };
    return { state: next, performed: false };
  }
  const losers: { player: PlayerId; rule: RuleId; why: string }[] = [];
  for (const p of playersInGame(state)) {
    if (gameEndBarred(state, p.id, 'lose')) continue;
    if (p.life <= 0) losers.push({ player: p.id, rule: '704.5a', why: `have ${p.life} life` });
    else if (p.drewFromEmpty)
      losers.push({ player: p.id, rule: '704.5b', why: 'attempted to draw from an empty library' });
    else if (p.poison >= 10) losers.push({ player: p.id, rule: '704.5c', why: `have ${p.poison} poison counters` });
    else {
      const [commander, dealt] = commanderDamageLoss(state, p.id) ?? [];
      if (commander !== undefined)
        losers.push({
          player: p.id,
          rule: '704.6c',
          why: `have been dealt ${dealt} combat damage by the commander ${object(state, commander).def.name} (CR 903.10a)`,
        });
    }
  }

  const toGraveyard: { id: ObjectId; rule: RuleId; why: string }[] = [];
  for (const id of state.battlefield) {
    const perm = state.permanents[id]!;
    const label = object(state, id).def.name;
    if (isCreature(state, id)) {
      const t = toughness(state, id);
      const indestructible = hasKeyword(state, id, 'indestructible');
      if (t <= 0) toGraveyard.push({ id, rule: '704.5f', why: `${label} has toughness ${t}` });
      else if (perm.damage >= t && !indestructible)
        toGraveyard.push({ id, rule: '704.5g', why: `${label} has lethal damage (${perm.damage}) marked on it` });
      // 704.5h asks only whether deathtouch damage was dealt, not whether it is marked: wither and infect deal it as
      // -1/-1 counters (120.3d), and the creature is destroyed all the same. The flag is set only for damage > 0.
      else if (perm.deathtouched && !indestructible)
        toGraveyard.push({ id, rule: '704.5h', why: `${label} was dealt damage by a source with deathtouch` });
    }
    if (isType(state, id, 'Planeswalker') && (perm.counters.loyalty ?? 0) <= 0) {
      toGraveyard.push({ id, rule: '704.5i', why: `${label} has no loyalty counters` });
    }
    if (battleDefeated(state, id) === 'applies')
      toGraveyard.push({ id, rule: '704.5v', why: `${label} is a battle with defense 0` });
    // A bestowed Aura becomes unattached instead (702.103f, an exception to 704.5m).
    if (attachmentProblem(state, id) === 'aura' && state.objects[id]!.castAs !== 'bestowed')
      toGraveyard.push({ id, rule: '704.5m', why: `${label} is an Aura attached to nothing it can enchant` });
  }
  const unattach = state.battlefield.filter(id => attachmentProblem(state, id) === 'equipment');
  const unbestow = state.battlefield.filter(
    id => state.objects[id]!.castAs === 'bestowed' && attachmentProblem(state, id) === 'aura',
  );
  // CR 704.5j: the legend rule; its controller keeps the one they chose in advance (`keepLegend`), else the newest.
  const keptLegends: { id: ObjectId; chosen: boolean }[] = [];
  for (const group of legendGroups(state)) {
    const who = controller(state, group[0]!);
    const chosen = group.find(id => state.legendKept.some(k => k.player === who && k.object === id));
    const kept =
      chosen ?? group.reduce((a, b) => (state.permanents[a]!.timestamp > state.permanents[b]!.timestamp ? a : b));
    keptLegends.push({ id: kept, chosen: chosen !== undefined });
    for (const id of group) {
      if (id !== kept && !toGraveyard.some(g => g.id === id)) {
        toGraveyard.push({
          id,
          rule: '704.5j',
          why: `the legend rule: ${object(state, id).def.name} is a duplicate legendary permanent`,
        });
      }
    }
  }
  const annihilate = state.battlefield.filter(id => hasBothCounters(state, id));
  const vanishing = tokensOffBattlefield(state);

  let s = commandersReturn(clearFlags(state));
  for (const loser of losers) {
    s = logRule(
      updatePlayer(s, loser.player, p => ({ ...p, lost: true })),
      'gameOver',
      loser.rule,
      `${loser.player} loses the game: they ${loser.why}.`,
      { players: [loser.player] },
    );
  }
  for (const { id, chosen } of keptLegends) {
    const who = controller(s, id);
    s = logRule(
      s,
      'sba',
      '704.5j',
      `The legend rule: ${who} keeps ${object(s, id).def.name}${chosen ? '' : ' (the default choice: the newest)'}.`,
      { objects: [id], players: [who], ...(chosen ? {} : { defaulted: true }) },
    );
  }
  if (keptLegends.some(k => k.chosen)) {
    const used = copyState(s);
    used.legendKept = s.legendKept.filter(k => !keptLegends.some(l => l.chosen && l.id === k.object));
    s = used;
  }
  for (const g of toGraveyard) {
    if (g.rule === '704.5g' || g.rule === '704.5h') {
      // These destroy the creature (701.8a): a destruction replacement such as regeneration still applies (701.19a).
      const replaced = replace(s, { kind: 'destroy', object: g.id, rule: g.rule }, true);
      s = replaced.state;
      if (!replaced.event) continue;
    }
    s = logRule(s, 'sba', g.rule, `${g.why}, so it is put into its owner's graveyard.`, { objects: [g.id] });
    // A move a replacement may change ("if ~ would die, exile it instead", 614.1a).
    s = moveZone(s, g.id, 'graveyard', g.rule);
  }
  for (const { player: owner, id } of vanishing) {
    // The object's record stays: abilities that triggered on it leaving still read it (603.10a).
    s = object(s, id).token
      ? logRule(
          s,
          'sba',
          '704.5d',
          `${object(s, id).def.name} is a token outside the battlefield and ceases to exist.`,
          { objects: [id], players: [owner] },
        )
      : logRule(s, 'sba', '704.5e', `The copy of ${object(s, id).def.name} is outside the stack and ceases to exist.`, {
          objects: [id],
          players: [owner],
        });
    s = updatePlayer(s, owner, p => {
      const q = copyPlayer(p);
      for (const zone of TOKEN_ZONES) q[zone] = p[zone].filter(x => x !== id);
      return q;
    });
  }
  for (const id of unbestow) {
    const obj = s.objects[id]!;
    s = logRule(
      updatePermanent({ ...s, objects: { ...s.objects, [id]: unbestowed(obj) } }, id, p => ({
        ...p,
        attachedTo: undefined,
        attachedAt: undefined,
      })),
      'sba',
      '702.103f',
      `${obj.def.name} is a bestowed Aura attached to something it can't enchant, so it becomes unattached and ceases to be bestowed.`,
      { objects: [id] },
    );
  }
  for (const id of unattach) {
    s = logRule(
      updatePermanent(s, id, p => ({ ...p, attachedTo: undefined })),
      'sba',
      '704.5n',
      `${object(s, id).def.name} is attached to something it can't equip, so it becomes unattached.`,
      { objects: [id] },
    );
  }
  for (const id of annihilate) {
    const perm = s.permanents[id]!;
    const n = Math.min(perm.counters['+1/+1']!, perm.counters['-1/-1']!);
    s = logRule(
      {
        ...s,
        permanents: {
          ...s.permanents,
          [id]: {
            ...perm,
            counters: { ...perm.counters, '+1/+1': perm.counters['+1/+1']! - n, '-1/-1': perm.counters['-1/-1']! - n },
          },
        },
      },
      'counters',
      '704.5q',
      `${n} +1/+1 and ${n} -1/-1 counters are removed from ${object(s, id).def.name}.`,
      { objects: [id], amount: n },
    );
  }
  return {
    state: afterLosses(
      s,
      losers.map(l => l.player),
    ),
    performed: true,
  };
}

/**
 * The game after players lost: over if at most one is left (104.2a); otherwise those who lost leave it, with what
 * they own (800.4a).
 */
export function afterLosses(state: GameState, lost: readonly PlayerId[]): GameState {
  const decided = decideGame(state);
  return decided.result ? decided : lost.reduce(leaveGame, decided);
}

const TOKEN_ZONES = ['graveyard', 'hand', 'exile', 'library', 'command'] as const;

/** The commander that has dealt a player 21 or more combat damage over the game (704.6c, 903.10a), and how much. */
function commanderDamageLoss(state: GameState, player: PlayerId): [ObjectId, number] | undefined {
  const dealt = state.commander?.damage[player];
  if (!dealt) return undefined;
  for (const [id, n] of Object.entries(dealt)) if (n >= 21) return [id, n];
  return undefined;
}

/**
 * Commanders put into a graveyard or exile since the last check go to the command zone (704.6d, 903.9a) — their
 * owner's choice; the documented default is that they do, unless the owner declined in advance (`decline` naming it).
 */
function commandersReturn(state: GameState): GameState {
  const game = state.commander;
  if (!game?.arrived.length) return state;
  let s: GameState = { ...state, commander: { ...game, arrived: [] } };
  for (const id of game.arrived) {
    const zone = zoneOf(s, id);
    if (zone !== 'graveyard' && zone !== 'exile') continue;
    const owner = object(s, id).owner;
    if (s.commander!.staying.includes(id)) {
      s = logRule(
        { ...s, commander: { ...s.commander!, staying: s.commander!.staying.filter(c => c !== id) } },
        'sba',
        '704.6d',
        `${owner} leaves their commander ${object(s, id).def.name} in ${zone === 'exile' ? 'exile' : 'their graveyard'}.`,
        { objects: [id], players: [owner] },
      );
      continue;
    }
    s = logRule(
      s,
      'sba',
      '704.6d',
      `${owner} puts their commander ${object(s, id).def.name} from ${zone === 'exile' ? 'exile' : 'their graveyard'} into the command zone (the default choice, CR 903.9a).`,
      { objects: [id], players: [owner], defaulted: true },
    );
    s = moveZone(s, id, 'command', '903.9a');
  }
  return s;
}

/**
 * An Aura attached to nothing, or to something it can't enchant (704.5m; "enchant creature" here), or an Equipment
 * attached to something that isn't a creature on the battlefield (704.5n).
 */
function attachmentProblem(state: GameState, id: ObjectId): 'aura' | 'equipment' | undefined {
  const def = state.objects[id]!.def;
  const aura = def.subtypes.includes('Aura');
  const equipment = def.subtypes.includes('Equipment');
  if (!aura && !equipment) return undefined;
  const host = state.permanents[id]!.attachedTo;
  // An Aura with "enchant player" is legal only attached to a player still in the game (702.5d, 704.5m).
  if (aura && enchantsPlayer(keywords(state, id))) {
    const player = state.permanents[id]!.attachedToPlayer;
    const inGame = player !== undefined && state.players.some(p => p.id === player && !p.lost);
    return host === undefined && inGame ? undefined : 'aura';
  }
  const legal = host !== undefined && canAttachTo(state, id, host);
  if (aura) return legal ? undefined : 'aura';
  return host === undefined || legal ? undefined : 'equipment';
}

/**
 * Whether a game's objects (a record that only grows) include a token or a copy of a spell: without one, no zone can
 * hold one (704.5d, 704.5e).
 */
const HAS_TOKENS_OR_COPIES = new WeakMap<GameState['objects'], boolean>();
function mayHoldTokensOrCopies(objects: GameState['objects']): boolean {
  let has = HAS_TOKENS_OR_COPIES.get(objects);
  if (has === undefined)
    HAS_TOKENS_OR_COPIES.set(objects, (has = Object.values(objects).some(o => o.token || o.spellCopy)));
  return has;
}

/**
 * Tokens in a zone other than the battlefield (CR 704.5d), and copies of spells out of the stack (704.5e). `since`, the
 * players at the last check that found nothing, limits the search to the zones that changed since.
 */
function tokensOffBattlefield(state: GameState, since?: GameState['players']): { player: PlayerId; id: ObjectId }[] {
  const found: { player: PlayerId; id: ObjectId }[] = [];
  state.players.forEach((p, i) => {
    const before = since?.[i];
    if (before === p) return;
    for (const zone of TOKEN_ZONES) {
      if (before?.[zone] === p[zone]) continue;
      for (const id of p[zone])
        if (state.objects[id]!.token || state.objects[id]!.spellCopy) found.push({ player: p.id, id });
    }
  });
  return found;
}

function hasBothCounters(state: GameState, id: ObjectId): boolean {
  const c = state.permanents[id]!.counters;
  return (c['+1/+1'] ?? 0) > 0 && (c['-1/-1'] ?? 0) > 0;
}

/**
 * `keepLegend`: the player names, in advance, the legendary permanent to keep when the legend rule next applies to
 * permanents of its name they control (704.5j); the check it decides uses it up. No priority is needed: the choice
 * itself is made as the state-based action is performed.
 */
export function keepLegend(state: GameState, action: { readonly player: PlayerId; readonly keep: ObjectId }): Handled {
  const who = action.player;
  const obj = state.objects[action.keep];
  if (!obj || !obj.def.supertypes.includes('Legendary'))
    return reject(
      '704.5j',
      'choice/not-legendary',
      `${who} can't choose ${obj ? obj.def.name : action.keep} to keep by the legend rule: it isn't legendary`,
      obj ? [obj.id] : [],
      [who],
      { object: action.keep },
    );
  // Only the permanents' controller chooses (704.5j): on the battlefield its controller, elsewhere its owner, who
  // would control it as it enters.
  const chooser = state.permanents[obj.id] ? controller(state, obj.id) : obj.owner;
  if (chooser !== who)
    return reject(
      '704.5j',
      'choice/not-yours',
      `${who} can't choose ${obj.def.name} to keep by the legend rule: ${chooser} ${state.permanents[obj.id] ? 'controls' : 'owns'} it, and only its controller chooses`,
      [obj.id],
      [who],
      { object: obj.id },
    );
  const next = copyState(state);
  next.legendKept = [
    ...state.legendKept.filter(k => k.player !== who || k.object !== obj.id),
    { player: who, object: obj.id },
  ];
  return done(
    logRule(next, 'sba', '704.5j', `${who} will keep ${obj.def.name} when the legend rule applies to it.`, {
      objects: [obj.id],
      players: [who],
    }),
  );
}

/** Legendary permanents sharing a name and a controller, in groups of two or more. */
function legendGroups(state: GameState): ObjectId[][] {
  const legends = new Map<string, ObjectId[]>();
  for (const id of state.battlefield) {
    const def = state.objects[id]!.def;
    if (!def.supertypes.includes('Legendary')) continue;
    const key = `${controller(state, id)}\u0000${def.name}`;
    legends.set(key, [...(legends.get(key) ?? []), id]);
  }
  return [...legends.values()].filter(g => g.length > 1);
}

/**
 * `waiting`: nothing to do now (but maybe flags to clear), and not clean either — a battle with defense 0 waits for its
 * trigger to leave the stack (704.5v), which changes no permanent, so the next check must look at it again.
 */
type Scan = 'applies' | 'waiting' | 'flags' | 'none';

const SCAN_ORDER: readonly Scan[] = ['applies', 'waiting', 'flags', 'none'];

function worst(a: Scan, b: Scan): Scan {
  return SCAN_ORDER.indexOf(a) < SCAN_ORDER.indexOf(b) ? a : b;
}

/**
 * CR 704.5v: a battle with defense 0 goes to its owner's graveyard — unless it is the source of a triggered ability
 * that has triggered but not yet left the stack (a Siege's, 310.11b), while it `waiting`s for that.
 */
function battleDefeated(state: GameState, id: ObjectId): 'applies' | 'waiting' | undefined {
  if (!isType(state, id, 'Battle') || (state.permanents[id]!.counters.defense ?? 0) > 0) return undefined;
  const triggered =
    state.pendingTriggers.some(t => t.source === id) ||
    state.stack.some(item => item.kind === 'ability' && item.trigger !== undefined && item.source === id);
  return triggered ? 'waiting' : 'applies';
}

/** Whether something the layers' view read at the last clean check, besides the battlefield and the effects, changed. */
function layerReadsChanged(clean: SbaMemo, state: GameState): boolean {
  return !!clean.layerReads && readsChanged(clean.layerReads, state, clean.players, clean.activePlayer, clean.combat);
}

/**
 * Whether a player's state-based action would be performed (the same conditions as the full check), else whether
 * only the "since the last check" flag of 704.5b needs clearing.
 */
function scanPlayers(state: GameState): Scan {
  let flags = false;
  for (const p of state.players) {
    if (
      !p.lost &&
      (p.life <= 0 || p.drewFromEmpty || p.poison >= 10 || commanderDamageLoss(state, p.id)) &&
      !gameEndBarred(state, p.id, 'lose')
    )
      return 'applies';
    flags ||= p.drewFromEmpty;
  }
  if (state.commander?.arrived.length) return 'applies';
  if (mayHoldTokensOrCopies(state.objects) && tokensOffBattlefield(state, state.sbaClean?.players).length > 0)
    return 'applies';
  return flags ? 'flags' : 'none';
}

/**
 * Whether a permanent's state-based action would be performed (the same conditions as the full check), else whether
 * only the deathtouch flags (704.5h) need clearing. `seen` is the battlefield at the last check that found nothing,
 * when the continuous effects haven't changed since, or changed only the characteristics of `touched`.
 */
function scanBattlefield(
  state: GameState,
  seen: GameState['permanents'] | undefined,
  touched: readonly ObjectId[] = [],
): Scan {
  let flags = false;
  let legendary = false;
  let waiting = false;
  for (const id of state.battlefield) {
    const perm = state.permanents[id]!;
    // Unchanged since a check that found nothing (and cleared the flags): a legend-rule duplicate needs a new or
    // changed legendary permanent too, which is looked at below.
    // `touched`: characteristics changed, the object's own or its host's (704.5m: protection, no longer a creature).
    if (
      seen !== undefined &&
      seen[id] === perm &&
      !touched.includes(id) &&
      !(perm.attachedTo !== undefined && touched.includes(perm.attachedTo))
    )
      continue;
    const def = state.objects[id]!.def;
    flags ||= perm.deathtouched || brokenPair(state, id);
    const c = perm.counters;
    if (isCreature(state, id)) {
      // The layered toughness: worked out once per state for the whole battlefield (layers.ts).
      const t = toughness(state, id);
      if (t <= 0) return 'applies';
      if ((perm.damage >= t || perm.deathtouched) && !hasKeyword(state, id, 'indestructible')) return 'applies';
    }
    if (def.types.includes('Planeswalker') && (c.loyalty ?? 0) <= 0) return 'applies';
    if (attachmentProblem(state, id)) return 'applies';
    if (c['+1/+1'] && c['-1/-1']) return 'applies';
    const defeated = battleDefeated(state, id);
    if (defeated === 'applies') return 'applies';
    waiting ||= defeated === 'waiting';
    legendary ||= def.supertypes.length > 0 && def.supertypes.includes('Legendary');
  }
  if (legendary && legendGroups(state).length > 0) return 'applies';
  return waiting ? 'waiting' : flags ? 'flags' : 'none';
}

/**
 * A soulbond pair that no longer holds (702.95e): once broken it stays so, even if both are creatures under one
 * controller again, so it is cleared with the flags.
 */
function brokenPair(state: GameState, id: ObjectId): boolean {
  return state.permanents[id]!.pairedWith !== undefined && pairedWith(state, id) === undefined;
}

/**
 * Clears the flags that last only until the next check (704.5b, 704.5h) and soulbond pairs that broke (702.95e),
 * copying only what had one.
 */
function clearFlags(state: GameState): GameState {
  let permanents = state.permanents;
  for (const id of state.battlefield) {
    const broken = brokenPair(state, id);
    if (!permanents[id]!.deathtouched && !broken) continue;
    if (permanents === state.permanents) permanents = { ...state.permanents };
    const cleared = copyPermanent(permanents[id]!);
    cleared.deathtouched = false;
    if (broken) cleared.pairedWith = undefined;
    (permanents as Record<ObjectId, Permanent>)[id] = cleared;
  }
  const players = state.players.some(p => p.drewFromEmpty)
    ? state.players.map(p => (p.drewFromEmpty ? { ...copyPlayer(p), drewFromEmpty: false } : p))
    : state.players;
  if (permanents === state.permanents && players === state.players) return state;
  const next = copyState(state);
  next.permanents = permanents;
  next.players = players;
  return next;
}

/** CR 104.2a: a player still in the game wins when all opponents have left it; if none is left, it's a draw. */
export function decideGame(state: GameState): GameState {
  const remaining = playersInGame(state);
  if (state.result || remaining.length > 1) return state;
  const winners = remaining.map(p => p.id);
  const losers = state.players.filter(p => p.lost).map(p => p.id);
  const text = winners.length ? `${winners[0]} wins the game.` : 'The game is a draw.';
  return log({ ...state, result: { winners, losers }, priority: undefined, pending: undefined }, 'gameOver', text, {
    rule: '104.2a',
    players: winners,
  });
}
