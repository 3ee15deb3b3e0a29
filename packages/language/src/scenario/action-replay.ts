import {
  abilities as abilitiesOf,
  advanceTo,
  entryChoiceOf,
  isCreatureType,
  allPass,
  applyAdvancing,
  manaOptions,
  opponents,
  parseManaCost,
  formatManaCost,
  quoted,
  shortText,
  ViolationCodes,
  type Action as EngineAction,
  type AttackTarget,
  type DriveResult,
  type GameEvent,
  type GameState,
  type ManaType,
  type ObjectId,
  type PlayerId,
  type TargetChoice,
  type Violation,
  type WrittenChoice,
} from '@mtg-scenario/engine';
import type { Reference } from 'langium';
import {
  isAction as isActionLine,
  isActivateAction,
  isAssignDamageAction,
  isAttackAction,
  isBlockAction,
  isCastAction,
  isChooseAction,
  isCanCheck,
  isScenario,
  isConcedeAction,
  isApplyAction,
  isDeclareNoneAction,
  isDeclineAction,
  isFlipAction,
  isKeepAction,
  isDiscardAction,
  isDiscardCostClause,
  isGoToAction,
  isPassAction,
  isPaymentClause,
  isPlayAction,
  isSuspendAction,
  isTurnFaceUpAction,
  isFaceClause,
  isFaceDownClause,
  isFusedClause,
  isAlternativeClause,
  isBuybackClause,
  isAssistClause,
  isAwakenedClause,
  isConspireClause,
  isConvokeClause,
  isBestowedClause,
  isDashedClause,
  isDevourClause,
  isRevealClause,
  isEntwinedClause,
  isOverloadedClause,
  isCopyClause,
  isDelveClause,
  isImproviseClause,
  isDivideClause,
  isEvokedClause,
  isKickedClause,
  isReplicatedClause,
  isSpliceClause,
  isPhyrexianLifeClause,
  isModesClause,
  isResolveAction,
  isSacrificeClause,
  isReturnCostClause,
  isSpellAlias,
  isStackAction,
  isTargetAction,
  isTargetsClause,
  isXClause,
  type Action,
  type ActivateAction,
  type ActivateClause,
  type AttackAction,
  type BlockAction,
  type CastClause,
  type Player,
  type Line,
} from '../generated/ast.js';
import { Codes } from '../base/codes.js';
import { fail, skip, type LineOf, type Located, type ReplayContext } from './replay-context.js';
import { NameResolver, type Mention } from './resolve-names.js';
import { stepNamed } from './scenario-structure.js';

/** Most rounds of passing `resolve all` performs. */
const MAX_RESOLVE_ROUNDS = 1_000;

/** The outcome of replaying one action line (or a group of declaration lines). */
export interface ActionOutcome {
  readonly ok: boolean;
  readonly state: GameState;
  readonly actions: readonly EngineAction[];
  readonly implied: readonly EngineAction[];
  readonly events: readonly GameEvent[];
  readonly violation?: Violation;
  /** Where the violation lies: the name that caused it, else the whole line. */
  readonly offending?: Located;
  /** New alias → id bindings (a cast `as bolt` that succeeded). */
  readonly bind?: readonly (readonly [string, ObjectId])[];
  /** Why a `go to` stopped short of its step (a trigger went on the stack on the way, CR 603.3). */
  readonly stopped?: string;
}

/**
 * Who performs an action: the player the line names, or for an `expect Alice can cast bolt` the one the expectation
 * names (its action is written without a subject).
 */
function actorOf(line: Action & { readonly player?: Reference<Player> }): PlayerId {
  const check = line.$container;
  const subject = isCanCheck(check) ? check.$container.subject : undefined;
  return playerName(line.player ?? (subject as Reference<Player> | undefined));
}

function playerName(ref: Reference<Player> | undefined): PlayerId {
  const name = ref?.ref?.name;
  if (!name) skip(`${quoted(ref?.$refText ?? '')} is not a player of this scenario`);
  return name;
}

/** Consecutive `attacks` (or `blocks`) lines of one player form a single declaration (CR 508.1, 509.1). */
export function mergesWith(previous: Line | undefined, next: Line | undefined): boolean {
  if (!previous || !next) return false;
  const same = (a: AttackAction | BlockAction, b: AttackAction | BlockAction) =>
    a.player?.$refText === b.player?.$refText;
  if (isAttackAction(previous) && isAttackAction(next)) return same(previous, next);
  if (isBlockAction(previous) && isBlockAction(next)) return same(previous, next);
  return false;
}

const MANA_SYMBOLS = /\{[WUBRGC]\}/gi;

/** Replays one action line, or a group of declaration lines, from `ctx`. Throws LineFailure if it can't. */
export function replayAction(group: readonly Action[], ctx: ReplayContext, lineOf: LineOf): ActionOutcome {
  const resolver = new NameResolver(ctx, lineOf);
  const line = group[group.length - 1]!;
  const state = ctx.state;
  let drive: DriveResult;
  let actions: EngineAction[] = [];
  let bind: [string, ObjectId][] | undefined;

  if (isResolveAction(line)) {
    drive = resolveLine(state, line.all ? 'all' : (line.times ?? 1));
  } else if (isGoToAction(line)) {
    const step = stepNamed(line.step);
    if (!step) skip('unknown step');
    // CR 514.1: an oversized hand is discarded by the documented default unless the next action line chooses.
    drive = advanceTo(state, step, { defaultDiscard: !nextActionDiscards(line) });
  } else {
    const action = engineAction(group, resolver, state);
    actions = [action.action];
    bind = action.bind;
    drive = applyAdvancing(state, action.action);
  }
  if (!drive.ok) {
    const cast = actions[0]?.type === 'cast' ? actions[0] : undefined;
    if (
      cast?.targets &&
      drive.violation.code === ViolationCodes.castTargetCount &&
      state.objects[cast.card]?.def.unmodelled?.some(u => u.kind === 'text')
    ) {
      // The sentence the engine doesn't understand may be the one with the targets: the count proves nothing about
      // the user's scenario, which is inconclusive from its first use on (ScenarioOutcomes) — but this line doesn't
      // take effect, and says why.
      const card = state.objects[cast.card]!.def.name;
      fail(
        { node: (isCastAction(line) ? line.clauses.find(isTargetsClause) : undefined) ?? line },
        Codes.targetsUnchecked,
        `${card} isn't cast: its targets can't be checked against its text, part of which the engine doesn't understand (CR 601.2c). The lines after this one are replayed without it.`,
        'warning',
      );
    }
    return {
      ok: false,
      state,
      actions,
      implied: drive.implied,
      events: [],
      violation: drive.violation,
      offending: offendingPart(drive.violation, resolver.mentions) ?? { node: line },
    };
  }
  return {
    ok: true,
    state: drive.state,
    actions,
    implied: drive.implied,
    events: drive.events,
    ...(bind ? { bind } : {}),
    ...(drive.stopped ? { stopped: drive.stopped.message } : {}),
  };
}

/**
 * Whether the next action line after `line` (expectations in between don't count) is a `discards` line: then a
 * `go to` stops at the cleanup discard for that line to choose, instead of discarding by default. The runner keys
 * a `go to` line's replay on this too (see `lineKey`).
 */
export function nextActionDiscards(line: Action): boolean {
  const members = isScenario(line.$container) ? line.$container.members : [];
  for (let i = (line.$containerIndex ?? members.length) + 1; i < members.length; i++) {
    const member = members[i];
    if (isActionLine(member)) return isDiscardAction(member);
  }
  return false;
}

/** `resolve`, `resolve x3`, `resolve all`: rounds of all players passing, as one atomic line. */
function resolveLine(state: GameState, rounds: number | 'all'): DriveResult {
  let current = state;
  const implied: EngineAction[] = [];
  const events: GameEvent[] = [];
  const limit = rounds === 'all' ? MAX_RESOLVE_ROUNDS : Math.min(rounds, MAX_RESOLVE_ROUNDS);
  for (let i = 0; i < limit; i++) {
    if (rounds === 'all' && i > 0 && current.stack.length === 0) break;
    const result = allPass(current);
    implied.push(...result.implied);
    if (!result.ok) return { ok: false, violation: result.violation, implied };
    events.push(...result.events);
    current = result.state;
    if (current.result) break;
  }
  return { ok: true, state: current, events, implied };
}

/**
 * An activation line: a mana ability (`for {G}`, or an object whose only activated abilities make mana) or one of
 * the object's other activated abilities, picked by `ability N` (counting its activated abilities, mana abilities
 * included, in the order printed), by its cost as written, or as its only one.
 */
function activation(line: ActivateAction, r: NameResolver, state: GameState): { action: EngineAction } {
  const player = actorOf(line);
  const source = r.object(line.source, { node: line, property: 'source' }, 'activate', player);
  const def = state.objects[source]?.def;
  // A permanent's abilities as the layers leave them: granted ones too (613.1f), as the engine activates them.
  const own = state.permanents[source] ? abilitiesOf(state, source) : (def?.abilities ?? []);
  const abilities = own.flatMap((a, index) =>
    a.kind === 'activated' || a.kind === 'mana' ? [{ ability: a, index }] : [],
  );
  const others = abilities.filter(a => a.ability.kind === 'activated');
  const label = def?.name ?? source;
  const listed = () => others.map(a => (a.ability.kind === 'activated' ? quoted(a.ability.costText) : '')).join(', ');
  let chosen: (typeof abilities)[number] | undefined;
  if (line.index !== undefined) {
    chosen = abilities[line.index - 1];
    if (!chosen)
      fail(
        { node: line, property: 'index' },
        Codes.abilityNotFound,
        `${label} has ${abilities.length} activated abilit${abilities.length === 1 ? 'y' : 'ies'} in its text, not ${line.index}.`,
      );
  } else if (line.cost !== undefined) {
    const wanted = normalCost(line.cost);
    chosen = others.find(a => a.ability.kind === 'activated' && normalCost(a.ability.costText) === wanted);
    if (!chosen)
      fail(
        { node: line, property: 'cost' },
        Codes.abilityNotFound,
        `${label} has no activated ability with the cost ${quoted(line.cost)}${others.length ? `: its costs are ${listed()}` : ''}.`,
      );
  } else if (
    line.mana === undefined &&
    others.length > 0 &&
    line.clauses.length + (manaOptions(state, source).length > 0 ? 0 : 1) > 0
  ) {
    if (others.length > 1)
      fail(
        { node: line, property: 'source' },
        Codes.abilityNotFound,
        `${label} has several activated abilities (${listed()}): name one by its cost in quotes or as \`ability N\`.`,
      );
    chosen = others[0];
  }
  if (
    !chosen &&
    line.mana === undefined &&
    !abilities.some(a => a.ability.kind === 'mana') &&
    def?.unmodelled?.some(u => u.kind === 'text')
  ) {
    // The ability meant is likely in the text the engine doesn't understand: "no mana ability" would mislead.
    fail(
      { node: line, property: 'source' },
      Codes.inconclusive,
      `Not replayed: the engine doesn't understand the text of ${label}'s ability, so it can't activate it (the scenario is inconclusive).`,
      'warning',
    );
  }
  if (!chosen || chosen.ability.kind === 'mana') {
    let mana: ManaType | undefined;
    let yields: ManaType[] | undefined;
    if (line.mana !== undefined) {
      const symbols = line.mana.match(MANA_SYMBOLS)?.map(m => m.slice(1, -1).toUpperCase() as ManaType) ?? [];
      if (symbols.join('').length * 3 !== line.mana.length)
        fail(
          { node: line, property: 'mana' },
          Codes.manaSymbolInvalid,
          `Name the mana to make with the symbols {W}, {U}, {B}, {R}, {G} and {C}, not ${line.mana}.`,
        );
      if (symbols.length === 1) mana = symbols[0];
      else {
        // "Add {R}{W}": the mana ability that makes exactly these, all at once; "Add {U}{U}, {U}{R}, or {R}{R}": one
        // that makes them as one of its sets.
        const wanted = [...symbols].sort().join('');
        // "Remove any number of storage counters from ~: Add {W} for each …": the mana named says how many it removes
        // (the engine checks it can make them).
        const makes = ({ ability }: (typeof abilities)[number]) =>
          ability.kind === 'mana' &&
          ((ability.choices ?? (ability.yields ? [ability.yields] : [])).some(m => [...m].sort().join('') === wanted) ||
            (ability.perRemoved !== undefined && symbols.every(m => ability.produces.includes(m))));
        chosen ??= abilities.find(makes);
        if (
          chosen &&
          chosen.ability.kind === 'mana' &&
          (chosen.ability.choices || chosen.ability.perRemoved) &&
          makes(chosen)
        )
          yields = symbols;
        else if (!chosen || !makes(chosen)) {
          fail(
            { node: line, property: 'mana' },
            Codes.manaSymbolInvalid,
            `${label} has no mana ability that makes ${line.mana} at once: name one symbol of the mana to make.`,
          );
        }
      }
    }
    return {
      action: {
        type: 'activateMana',
        player,
        source,
        ...(mana ? { mana } : {}),
        ...(chosen ? { ability: chosen.index } : {}),
        ...(yields ? { yields } : {}),
      },
    };
  }
  const choices = clauseChoices(line.clauses, r, player);
  return {
    action: {
      type: 'activate',
      player,
      source,
      ability: chosen.index,
      ...(choices.targets.length ? { targets: choices.targets } : {}),
      ...(choices.x !== undefined ? { x: choices.x } : {}),
      ...(choices.payWith.length ? { payWith: choices.payWith } : {}),
      ...(choices.sacrifice.length ? { sacrifice: choices.sacrifice } : {}),
      ...(choices.discard.length ? { discard: choices.discard } : {}),
      ...(choices.returning.length ? { returning: choices.returning } : {}),
      ...(choices.divide ? { divide: choices.divide } : {}),
      ...(choices.phyrexianLife !== undefined ? { phyrexianLife: choices.phyrexianLife } : {}),
    },
  };
}

/** A cost as written, compared loosely: case, spaces and the minus sign's spelling don't matter. */
export function normalCost(text: string): string {
  // \u2212, \u2013: a minus sign or an en dash written for a hyphen (escapes keep the CLI's bundle ASCII, scripts/bundle.mjs).
  return text
    .toLowerCase()
    .replace(/[\u2212\u2013]/g, '-')
    .replace(/[[\]\s]/g, '');
}

/** The choices a cast or activation line writes in its clauses; a repeated clause is reported by the validator, the first counts. */
function clauseChoices(clauses: readonly (CastClause | ActivateClause)[], r: NameResolver, player: PlayerId) {
  const targets: TargetChoice[] = [];
  const payWith: ObjectId[] = [];
  const sacrifice: ObjectId[] = [];
  const discard: ObjectId[] = [];
  const returning: ObjectId[] = [];
  const convoke: ObjectId[] = [];
  const improvise: ObjectId[] = [];
  const delve: ObjectId[] = [];
  const devour: ObjectId[] = [];
  const reveal: ObjectId[] = [];
  const conspire: ObjectId[] = [];
  const splice: ObjectId[] = [];
  let x: number | undefined;
  let divide: number[] | undefined;
  let phyrexianLife: number | undefined;
  const seen = new Set<string>();
  for (const clause of clauses) {
    if (seen.has(clause.$type)) continue;
    seen.add(clause.$type);
    if (isTargetsClause(clause)) {
      clause.targets.forEach((t, index) =>
        targets.push(r.choice(t, { node: clause, property: 'targets', index }, 'target', player)),
      );
    } else if (isPaymentClause(clause)) {
      clause.sources.forEach((source, index) =>
        payWith.push(
          r.object(source, { node: clause, property: 'sources', index }, 'manaSource', player, true, payWith),
        ),
      );
    } else if (isXClause(clause)) {
      x = clause.x;
    } else if (isPhyrexianLifeClause(clause)) {
      phyrexianLife = clause.life;
    } else if (isDivideClause(clause)) {
      divide = clause.amounts;
    } else if (isSacrificeClause(clause)) {
      clause.objects.forEach((o, index) =>
        sacrifice.push(
          r.object(o, { node: clause, property: 'objects', index }, 'manaSource', player, true, sacrifice),
        ),
      );
    } else if (isReturnCostClause(clause)) {
      clause.objects.forEach((o, index) =>
        returning.push(
          r.object(o, { node: clause, property: 'objects', index }, 'manaSource', player, true, returning),
        ),
      );
    } else if (isDiscardCostClause(clause)) {
      clause.cards.forEach((c, index) =>
        discard.push(r.object(c, { node: clause, property: 'cards', index }, 'discard', player, true, discard)),
      );
    } else if (isConvokeClause(clause)) {
      clause.creatures.forEach((c, index) =>
        convoke.push(r.object(c, { node: clause, property: 'creatures', index }, 'manaSource', player, true, convoke)),
      );
    } else if (isImproviseClause(clause)) {
      clause.artifacts.forEach((c, index) =>
        improvise.push(
          r.object(c, { node: clause, property: 'artifacts', index }, 'manaSource', player, true, improvise),
        ),
      );
    } else if (isDevourClause(clause)) {
      clause.creatures.forEach((c, index) =>
        devour.push(r.object(c, { node: clause, property: 'creatures', index }, 'manaSource', player, true, devour)),
      );
    } else if (isRevealClause(clause)) {
      clause.cards.forEach((c, index) =>
        reveal.push(r.object(c, { node: clause, property: 'cards', index }, 'discard', player, true, reveal)),
      );
    } else if (isDelveClause(clause)) {
      clause.cards.forEach((c, index) =>
        delve.push(r.object(c, { node: clause, property: 'cards', index }, 'graveyardCard', player, true, delve)),
      );
    } else if (isConspireClause(clause)) {
      clause.creatures.forEach((c, index) =>
        conspire.push(
          r.object(c, { node: clause, property: 'creatures', index }, 'manaSource', player, true, conspire),
        ),
      );
    } else if (isSpliceClause(clause)) {
      clause.cards.forEach((c, index) =>
        splice.push(r.object(c, { node: clause, property: 'cards', index }, 'discard', player, true, splice)),
      );
    }
  }
  return {
    targets,
    payWith,
    sacrifice,
    discard,
    returning,
    convoke,
    improvise,
    delve,
    devour,
    reveal,
    conspire,
    splice,
    x,
    ...(divide ? { divide } : {}),
    ...(phyrexianLife !== undefined ? { phyrexianLife } : {}),
  };
}

function engineAction(
  group: readonly Action[],
  r: NameResolver,
  state: GameState,
): { action: EngineAction; bind?: [string, ObjectId][] } {
  const line = group[group.length - 1]!;
  if (isPassAction(line)) return { action: { type: 'pass', player: actorOf(line) } };
  if (isConcedeAction(line)) return { action: { type: 'concede', player: actorOf(line) } };
  if (isCastAction(line)) {
    const player = actorOf(line);
    const card = r.object(line.card, { node: line, property: 'card' }, 'cast', player);
    const cost = state.objects[card]?.def.unmodelled?.find(u => u.kind === 'cost');
    // Without a cost the engine would cast it for free. A warning: the scenario is inconclusive from here on, and
    // what isn't modelled decides nothing (ScenarioOutcomes).
    if (cost)
      fail(
        { node: line, property: 'card' },
        Codes.costUnsupported,
        `${state.objects[card]!.def.name} can't be cast: its mana cost ${cost.text} isn't supported by the engine yet.`,
        'warning',
      );
    const {
      targets,
      payWith,
      x,
      sacrifice,
      discard,
      convoke,
      improvise,
      delve,
      devour,
      reveal,
      conspire,
      splice,
      divide,
      phyrexianLife,
    } = clauseChoices(line.clauses, r, player);
    const replicates = line.clauses.find(isReplicatedClause);
    const kickedClause = line.clauses.find(isKickedClause);
    const kickedWith = kickedClause?.costs.length ? kickedClause.costs : undefined;
    const kicked = kickedClause?.kicked === true && kickedClause.times === undefined && !kickedWith;
    const kicks = kickedClause?.times;
    const copyClause = line.clauses.find(isCopyClause);
    const copy = copyClause
      ? r.object(copyClause.original, { node: copyClause, property: 'original' }, 'target', player)
      : undefined;
    const evoked = line.clauses.some(c => isEvokedClause(c) && c.evoked);
    const alternative = line.clauses.some(c => isAlternativeClause(c) && c.alternative);
    const buyback = line.clauses.some(c => isBuybackClause(c) && c.buyback);
    const entwined = line.clauses.some(c => isEntwinedClause(c) && c.entwined);
    const overloaded = line.clauses.some(c => isOverloadedClause(c) && c.overloaded);
    const dashed = line.clauses.some(c => isDashedClause(c) && c.dashed);
    const awakened = line.clauses.some(c => isAwakenedClause(c) && c.awakened);
    // Assist pays generic mana only (702.132a): a cost with colored symbols is no amount, which the engine refuses.
    const assistClause = line.clauses.find(isAssistClause);
    const assisting = assistClause && parseManaCost(assistClause.generic);
    const assist = assistClause && {
      player: assistClause.helper,
      generic:
        assisting?.ok &&
        formatManaCost({ generic: assisting.cost.generic, colored: {}, x: 0 }) === formatManaCost(assisting.cost)
          ? assisting.cost.generic
          : -1,
    };
    const bestowed = line.clauses.some(c => isBestowedClause(c) && c.bestowed);
    const faceDown = line.clauses.some(c => isFaceDownClause(c) && c.faceDown);
    const fused = line.clauses.some(c => isFusedClause(c) && c.fused);
    const as = line.clauses.find(isFaceClause)?.face;
    const modes = line.clauses.find(isModesClause)?.modes.map(m => m - 1);
    const bind: [string, ObjectId][] = line.clauses.flatMap(c =>
      isSpellAlias(c) && c.name ? [[c.name, card] as [string, ObjectId]] : [],
    );
    return {
      action: {
        type: 'cast',
        player,
        card,
        ...(modes ? { modes } : {}),
        ...(kicked ? { kicked } : {}),
        ...(kicks !== undefined ? { kicks } : {}),
        ...(kickedWith ? { kickedWith } : {}),
        ...(assist ? { assist } : {}),
        ...(replicates?.replicated ? { replicates: replicates.times ?? 1 } : {}),
        ...(conspire.length ? { conspire } : {}),
        ...(splice.length ? { splice } : {}),
        ...(evoked ? { evoked } : {}),
        ...(alternative ? { alternative } : {}),
        ...(buyback ? { buyback } : {}),
        ...(entwined ? { entwined } : {}),
        ...(overloaded ? { overloaded } : {}),
        ...(dashed ? { dashed } : {}),
        ...(awakened ? { awakened } : {}),
        ...(bestowed ? { bestowed } : {}),
        ...(faceDown ? { faceDown } : {}),
        ...(as !== undefined ? { as } : {}),
        ...(fused ? { fused } : {}),
        ...(copy !== undefined ? { copy } : {}),
        ...(sacrifice.length ? { sacrifice } : {}),
        ...(discard.length ? { discard } : {}),
        ...(convoke.length ? { convoke } : {}),
        ...(improvise.length ? { improvise } : {}),
        ...(delve.length ? { delve } : {}),
        ...(devour.length ? { devour } : {}),
        ...(reveal.length ? { reveal } : {}),
        ...(targets.length ? { targets } : {}),
        ...(x !== undefined ? { x } : {}),
        ...(payWith.length ? { payWith } : {}),
        ...(divide ? { divide } : {}),
        ...(phyrexianLife !== undefined ? { phyrexianLife } : {}),
      },
      ...(bind.length ? { bind } : {}),
    };
  }
  if (isPlayAction(line)) {
    const player = actorOf(line);
    return {
      action: { type: 'playLand', player, card: r.object(line.card, { node: line, property: 'card' }, 'play', player) },
    };
  }
  if (isTurnFaceUpAction(line)) {
    const player = actorOf(line);
    const permanent = r.object(line.permanent, { node: line, property: 'permanent' }, 'manaSource', player);
    const payWith =
      line.payment?.sources.map((source, index) =>
        r.object(source, { node: line.payment!, property: 'sources', index }, 'manaSource', player, true),
      ) ?? [];
    return { action: { type: 'turnFaceUp', player, permanent, ...(payWith.length ? { payWith } : {}) } };
  }
  if (isSuspendAction(line)) {
    const player = actorOf(line);
    const card = r.object(line.card, { node: line, property: 'card' }, 'cast', player);
    const payWith =
      line.payment?.sources.map((source, index) =>
        r.object(source, { node: line.payment!, property: 'sources', index }, 'manaSource', player, true),
      ) ?? [];
    return { action: { type: 'suspend', player, card, ...(payWith.length ? { payWith } : {}) } };
  }
  if (isActivateAction(line)) return activation(line, r, state);
  if (isStackAction(line)) {
    const player = actorOf(line);
    const sources = line.sources.map((source, index) =>
      r.object(source, { node: line, property: 'sources', index }, 'target', player, true),
    );
    return { action: { type: 'orderTriggers', player, sources } };
  }
  if (isDeclineAction(line)) {
    const player = actorOf(line);
    const source = line.source
      ? r.object(line.source, { node: line, property: 'source' }, 'target', player)
      : undefined;
    return { action: { type: 'decline', player, ...(source !== undefined ? { source } : {}) } };
  }
  if (isFlipAction(line)) {
    const player = actorOf(line);
    if (line.result === undefined) skip('incomplete line');
    const source = line.source
      ? r.object(line.source, { node: line, property: 'source' }, 'target', player)
      : undefined;
    return {
      action: { type: 'flip', player, win: line.result === 'wins', ...(source !== undefined ? { source } : {}) },
    };
  }
  if (isChooseAction(line)) {
    const player = actorOf(line);
    if (line.value === undefined) skip('incomplete line');
    const source = line.source
      ? r.object(line.source, { node: line, property: 'source' }, 'target', player)
      : undefined;
    const entry = entryChoiceOf(
      line.value,
      state.players.map(p => p.id),
    );
    // Not a color, player or creature type: the source of damage named (609.7a), a card or an alias.
    const object =
      entry.kind === 'creatureType' && !isCreatureType(line.value)
        ? r.named(line.value, { node: line, property: 'value' })
        : undefined;
    const choice: WrittenChoice = object !== undefined ? { kind: 'object', object } : entry;
    return { action: { type: 'choose', player, choice, ...(source !== undefined ? { source } : {}) } };
  }
  if (isApplyAction(line)) return { action: { type: 'orderReplacements', player: actorOf(line), first: line.effects } };
  if (isKeepAction(line)) {
    const player = actorOf(line);
    const keep = r.object(line.legend, { node: line, property: 'legend' }, 'keep', player);
    return { action: line.tapped ? { type: 'keepTapped', player, keep } : { type: 'keepLegend', player, keep } };
  }
  if (isTargetAction(line)) {
    const player = actorOf(line);
    const targets = line.targets.map((t, index) =>
      r.choice(t, { node: line, property: 'targets', index }, 'target', player),
    );
    const source = line.source
      ? r.object(line.source, { node: line, property: 'source' }, 'target', player)
      : undefined;
    return { action: { type: 'chooseTargets', player, targets, ...(source !== undefined ? { source } : {}) } };
  }
  if (isDiscardAction(line)) {
    const player = actorOf(line);
    const cards: ObjectId[] = [];
    line.cards.forEach((c, index) =>
      cards.push(r.object(c, { node: line, property: 'cards', index }, 'discard', player, false, cards)),
    );
    return { action: { type: 'discard', player, cards } };
  }
  if (isDeclareNoneAction(line)) {
    const player = actorOf(line);
    return {
      action:
        line.what === 'attackers'
          ? { type: 'declareAttackers', player, attackers: [] }
          : { type: 'declareBlockers', player, blocks: [] },
    };
  }
  if (isAttackAction(line)) {
    const player = actorOf(line);
    const attackers: { attacker: ObjectId; target: AttackTarget; exert?: boolean }[] = [];
    for (const attack of group.filter(isAttackAction)) {
      attack.attackers.forEach(choice => {
        const attacker = r.object(
          choice.attacker,
          { node: choice, property: 'attacker' },
          'attacker',
          player,
          false,
          attackers.map(a => a.attacker),
        );
        const targetRef = choice.target ?? attack.defender;
        let target: AttackTarget;
        if (targetRef) {
          const at: Located = choice.target
            ? { node: choice, property: 'target' }
            : { node: attack, property: 'defender' };
          target = r.choice(targetRef, at, 'attacked', player);
        } else {
          const others = opponents(state, player);
          if (others.length !== 1) {
            fail(
              { node: choice, property: 'attacker' },
              Codes.attackTargetMissing,
              `Say whom ${shortText(choice.attacker?.$refText ?? 'it')} attacks: "${player} attacks ${others[0] ?? 'Bob'} with ..." or "... with ${shortText(choice.attacker?.$refText ?? 'it')} -> ${others[0] ?? 'Bob'}".`,
            );
          }
          target = { player: others[0]! };
        }
        attackers.push({ attacker, target, ...(choice.exerted ? { exert: true } : {}) });
      });
    }
    return { action: { type: 'declareAttackers', player, attackers } };
  }
  if (isBlockAction(line)) {
    const player = actorOf(line);
    const blocks: { blocker: ObjectId; attacker: ObjectId }[] = [];
    for (const block of group.filter(isBlockAction)) {
      const attacker = r.object(block.attacker, { node: block, property: 'attacker' }, 'blockedAttacker', player);
      block.blockers.forEach((b, index) => {
        const blocker = r.object(
          b,
          { node: block, property: 'blockers', index },
          'blocker',
          player,
          true,
          blocks.map(x => x.blocker),
        );
        blocks.push({ blocker, attacker });
      });
    }
    return { action: { type: 'declareBlockers', player, blocks } };
  }
  if (isAssignDamageAction(line)) {
    const player = actorOf(line);
    const source = r.object(line.source, { node: line, property: 'source' }, 'damageSource', player);
    const assignments = line.parts.map(part => ({
      source,
      amount: part.amount,
      to: r.choice(part.target, { node: part, property: 'target' }, 'damageRecipient', player),
    }));
    return { action: { type: 'assignCombatDamage', player, assignments } };
  }
  skip('not an action');
}

/**
 * The name a violation is about: the mention of the object or player the engine says the user got wrong
 * (`Violation.offending`), a secondary name (target, blocker, payment) before the main one when both name it (a
 * spell targeting itself). Undefined (the caller falls back to the line) when the action as a whole is wrong.
 */
function offendingPart(v: Violation, mentions: readonly Mention[]): Located | undefined {
  const offending = v.offending;
  if (!offending) return undefined;
  const names = (m: Mention) => ('object' in offending ? m.object === offending.object : m.player === offending.player);
  return mentions.find(m => m.secondary && names(m)) ?? mentions.find(names);
}
