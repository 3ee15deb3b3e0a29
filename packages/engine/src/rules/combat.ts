import type {
  AttackTarget,
  AttackerState,
  CombatState,
  DamageAssignment,
  GameState,
  ObjectId,
  PlayerId,
  Target,
  TargetChoice,
} from '../core/types.js';
import type { RuleId } from '../core/cited-rules.js';
import {
  abilities,
  fromKeywords,
  keywordView,
  controller,
  hasKeyword,
  isCreature,
  isType,
  power,
  toughness,
} from '../view/queries.js';
import { dealDamageAtOnce } from '../events/actions.js';
import { logRule, name, opponents, updatePermanent } from '../core/state.js';
import { stepLabel } from '../core/steps.js';
import { objectTarget } from '../view/targets.js';
import { hasRestriction } from '../view/restrictions.js';
import { done, type Handled, type Rejected } from '../core/outcome.js';
import { reject } from '../core/violations.js';
import { payCosts } from '../events/costs.js';
import {
  attackCost,
  aloneRestriction,
  attackRestriction,
  blockCountRestriction,
  blockLimit,
  blockRestriction,
  unmetAttackRequirement,
  unmetBlockRequirement,
  type Broken,
} from './restrictions.js';

/** Combat (CR 506–511): declarations as turn-based actions, their legality, and combat damage. */

/** CR 506.2: in a two-player game the nonactive player defends; here, each opponent being attacked. */
export function defendingPlayers(state: GameState): PlayerId[] {
  const attacked = new Set<PlayerId>();
  for (const a of state.combat?.attackers ?? []) {
    const defender = defenderOf(state, a.target);
    if (defender) attacked.add(defender);
  }
  return opponents(state, state.activePlayer).filter(p => attacked.has(p));
}

/**
 * Who defends a permanent: a planeswalker's controller, or a battle's protector — for a Siege, the opponent its
 * controller chose (CR 310.11a; with one opponent that choice is forced, so the engine takes the next opponent); a
 * battle with no battle type is protected by its controller (310.8a).
 */
function protector(state: GameState, id: ObjectId): PlayerId {
  const controller = state.permanents[id]!.controller;
  if (!isType(state, id, 'Battle') || !state.objects[id]!.def.subtypes.includes('Siege')) return controller;
  return opponents(state, controller)[0] ?? controller;
}

/**
 * The defending player an attacking creature's ability means (508.5): the player it attacks, or who controls the
 * planeswalker or protects the battle it attacks; undefined when it isn't attacking.
 */
export function defendingPlayer(state: GameState, attacker: ObjectId): PlayerId | undefined {
  const attacking = state.combat?.attackers.find(a => a.id === attacker);
  return attacking && defenderOf(state, attacking.target);
}

/** The player attacked, or who controls the attacked planeswalker or protects the attacked battle. */
export function defenderOf(state: GameState, target: AttackTarget): PlayerId | undefined {
  if ('player' in target) return target.player;
  if (state.permanents[target.object]) return protector(state, target.object);
  // CR 506.4c: if the planeswalker or battle left, the creature still attacks and may still be blocked by the
  // same defending player. Its last controller isn't kept: use the only opponent, or else the card's owner.
  const others = opponents(state, state.activePlayer);
  return others.length === 1 ? others[0] : state.objects[target.object]?.owner;
}

function hasFirstStrike(state: GameState, id: ObjectId): boolean {
  return hasKeyword(state, id, 'first strike') || hasKeyword(state, id, 'double strike');
}

function combatants(combat: CombatState): ObjectId[] {
  return [...combat.attackers.map(a => a.id), ...Object.keys(combat.blockers)];
}

/** CR 510.4: a first-strike damage step happens when a combatant has first strike or double strike. */
export function needsFirstStrikeStep(state: GameState): boolean {
  return !!state.combat && combatants(state.combat).some(id => state.permanents[id] && hasFirstStrike(state, id));
}

function attackTargetLabel(state: GameState, target: AttackTarget): string {
  return 'player' in target ? target.player : name(state, target.object);
}

/** Why `id` can't attack `target` (CR 508.1a–c, 302.6, 702.3b), or undefined. */
function attackProblem(state: GameState, who: PlayerId, id: ObjectId, target: AttackTarget): Rejected | undefined {
  const label = name(state, id);
  const can = `${label} can't attack`;
  const perm = state.permanents[id];
  if (!state.objects[id])
    return reject('508.1a', 'combat/attacker-unknown', `${id} can't attack: there is no such object`, [], [who], {
      object: id,
    });
  if (!perm)
    return reject('508.1a', 'combat/attacker-not-on-battlefield', `${can}: it isn't on the battlefield`, [id], [who], {
      object: id,
    });
  if (!isCreature(state, id))
    return reject('506.3', 'combat/attacker-not-creature', `${can}: only creatures can attack`, [id], [who], {
      object: id,
    });
  if (controller(state, id) !== who)
    return reject('508.1a', 'combat/attacker-not-yours', `${can}: ${who} doesn't control it`, [id], [who], {
      object: id,
    });
  if (perm.tapped)
    return reject('508.1a', 'combat/attacker-tapped', `${can}: it is tapped`, [id], [who], { object: id });
  if (!perm.sinceTurnStart && !hasKeyword(state, id, 'haste')) {
    return reject(
      '302.6',
      'combat/attacker-summoning-sick',
      `${can}: it hasn't been under ${who}'s control continuously since their most recent turn began, and it doesn't have haste`,
      [id],
      [who],
      { object: id },
    );
  }
  // "Can attack as though it didn't have defender": the keyword stays, its restriction doesn't apply (702.3b).
  if (hasKeyword(state, id, 'defender') && !hasRestriction(state, id, 'attacksDespiteDefender'))
    return reject('702.3b', 'combat/attacker-has-defender', `${can}: it has defender`, [id], [who], { object: id });
  const what = attackTargetLabel(state, target);
  if ('player' in target) {
    if (!opponents(state, who).includes(target.player)) {
      return reject(
        '506.2',
        'combat/attack-target-not-opponent',
        `${label} can't attack ${what}: only an opponent, a planeswalker they control or a battle they protect can be attacked`,
        [id],
        [who],
        target,
      );
    }
  } else {
    const attacked = state.permanents[target.object];
    const attackable =
      attacked && (isType(state, target.object, 'Planeswalker') || isType(state, target.object, 'Battle'));
    if (!attackable)
      return reject(
        '506.3',
        'combat/attack-target-not-attackable',
        `${label} can't attack ${what}: only a player, a planeswalker or a battle can be attacked`,
        [id, target.object],
        [who],
        target,
      );
    if (protector(state, target.object) === who) {
      // 310.8b: a battle's protector can never attack it; 506.2: only the defending player's planeswalkers can be attacked.
      return reject(
        isType(state, target.object, 'Battle') ? '310.8b' : '506.2',
        'combat/attack-target-own',
        `${label} can't attack ${what}: ${who} ${isType(state, target.object, 'Battle') ? 'protects' : 'controls'} it`,
        [id, target.object],
        [who],
        target,
      );
    }
  }
  const restriction = attackRestriction(state, id, target);
  if (restriction)
    return reject(
      restriction.rule,
      restriction.code,
      `${label} can't attack ${what}: ${restriction.why}`,
      [id],
      [who],
      { object: id },
    );
  return undefined;
}

/** CR 508.1: the active player's declaration, checked as a whole, then attackers tap (508.1f, 702.20b). */
export function declareAttackers(
  state: GameState,
  who: PlayerId,
  attackers: readonly { readonly attacker: ObjectId; readonly target: AttackTarget; readonly exert?: boolean }[],
): Handled {
  const seen = new Set<ObjectId>();
  for (const { attacker, target, exert } of attackers) {
    // "You may exert ~ as it attacks" (701.43d): only a creature that says so.
    if (exert && !abilities(state, attacker).some(a => a.kind === 'triggered' && a.trigger.kind === 'exerted'))
      return reject(
        '701.43d',
        'combat/cant-exert',
        `${name(state, attacker)} can't be exerted as it attacks: it has no ability that says it may be`,
        [attacker],
        [who],
        { object: attacker },
      );
    if (seen.has(attacker))
      return reject(
        '508.1a',
        'combat/attacker-twice',
        `${name(state, attacker)} is declared as an attacker twice`,
        [attacker],
        [who],
        { object: attacker },
      );
    seen.add(attacker);
    const problem = attackProblem(state, who, attacker, target);
    if (problem) return problem;
  }
  const alone = aloneRestriction(state, [...seen], 'cantAttackAlone');
  if (alone)
    return reject(alone.rule, alone.code, `${alone.why} (it is the only attacker)`, [alone.object], [who], {
      object: alone.object,
    });
  // 508.1d: a creature with a cost to attack isn't required to attack, so it isn't "able" here.
  const able = (id: ObjectId) =>
    opponents(state, who).some(
      p =>
        !attackProblem(state, who, id, { player: p }) && attackCost(state, [{ target: { player: p } }]).generic === 0,
    );
  const requirement = unmetAttackRequirement(state, who, seen, able);
  if (requirement) {
    const id = requirement.object;
    return reject(
      requirement.rule,
      requirement.code,
      `${name(state, id)} must attack: ${requirement.why}`,
      [id],
      [who],
      { object: id },
    );
  }
  let s: GameState = {
    ...state,
    pending: undefined,
    combat: {
      attackers: attackers.map(a => ({ id: a.attacker, target: a.target, blocked: false, blockers: [] })),
      blockers: {},
      attackersDeclared: attackers.length > 0,
      dealtFirstStrike: [],
      firstStrikeStep: false,
      assignments: {},
    },
  };
  for (const { attacker, target } of attackers) {
    const vigilance = hasKeyword(s, attacker, 'vigilance');
    if (!vigilance) s = updatePermanent(s, attacker, p => ({ ...p, tapped: true }));
    s = logRule(
      s,
      'attack',
      vigilance ? '702.20b' : '508.1f',
      `${name(s, attacker)} attacks ${attackTargetLabel(s, target)}${vigilance ? ' (vigilance: it stays untapped)' : ' and becomes tapped'}.`,
      { objects: [attacker], players: [who] },
    );
  }
  // Exerted as it attacks (701.43a, 508.1g): it won't untap during its controller's next untap step.
  for (const { attacker } of attackers.filter(a => a.exert)) {
    s = updatePermanent(s, attacker, p => ({ ...p, skipsUntap: true }));
    s = logRule(
      s,
      'exert',
      '701.43d',
      `${who} exerts ${name(s, attacker)}: it won't untap during their next untap step.`,
      {
        objects: [attacker],
        players: [who],
      },
    );
  }
  // 508.1h–j: the total cost to attack, paid after the attackers tap (508.1f), all of it or the declaration is illegal.
  const tax = attackCost(state, attackers);
  if (tax.generic > 0) {
    const paid = payCosts(
      s,
      who,
      tax.sources[0]!,
      { mana: { generic: tax.generic, colored: {}, x: 0 } },
      0,
      {},
      `${who} can't attack this way`,
    );
    if (!('state' in paid)) {
      return reject(
        '508.1h',
        'combat/attack-cost-unpaid',
        `${who} can't pay the cost to attack, {${tax.generic}} (${tax.sources.map(id => name(state, id)).join(', ')}): ${paid.violation.message.replace(/^[^:]*: /, '')}`,
        [...tax.sources],
        [who],
        undefined,
      );
    }
    s = paid.state;
  }
  // An empty `objects` list: trigger collection reads the objects of every 'attack' event.
  if (attackers.length === 0)
    s = logRule(
      s,
      'attack',
      '508.8',
      `${who} declares no attackers: the declare blockers and combat damage steps are skipped.`,
      { objects: [], players: [who] },
    );
  return done(s, { player: s.activePlayer, rule: '117.3a' });
}

/** Evasion and "can't block" (CR 509.1a–b and the keywords of 702) for one blocker and one attacker. */
function blockProblem(state: GameState, blocker: ObjectId, attacker: ObjectId, defender: PlayerId): Broken | undefined {
  const restriction = blockRestriction(state, blocker, attacker);
  if (restriction) return restriction;
  const view = keywordView(state);
  return (
    fromKeywords(state, attacker, (entry, keyword) => entry.evasion?.(view, attacker, blocker, keyword, defender)) ??
    fromKeywords(state, blocker, (entry, keyword) => entry.blocking?.(view, blocker, attacker, keyword))
  );
}

/** CR 509.1: the defending player's declaration, checked as a whole; blocked status is then fixed (509.1h). */
export function declareBlockers(
  state: GameState,
  who: PlayerId,
  blocks: readonly { readonly blocker: ObjectId; readonly attacker: ObjectId }[],
): Handled {
  const combat = state.combat!;
  const seen = new Map<ObjectId, number>();
  const pairs = new Set<string>();
  for (const { blocker, attacker } of blocks) {
    const b = name(state, blocker);
    const perm = state.permanents[blocker];
    const cant = `${b} can't block ${name(state, attacker)}`;
    const objects = [blocker, attacker];
    if (!state.objects[blocker])
      return reject('509.1a', 'combat/blocker-unknown', `${blocker} can't block: there is no such object`, [], [who], {
        object: blocker,
      });
    if (!perm)
      return reject(
        '509.1a',
        'combat/blocker-not-on-battlefield',
        `${cant}: ${b} isn't on the battlefield`,
        objects,
        [who],
        { object: blocker },
      );
    if (!isCreature(state, blocker))
      return reject('506.3', 'combat/blocker-not-creature', `${cant}: only creatures can block`, objects, [who], {
        object: blocker,
      });
    if (controller(state, blocker) !== who)
      return reject('509.1a', 'combat/blocker-not-yours', `${cant}: ${who} doesn't control ${b}`, objects, [who], {
        object: blocker,
      });
    if (perm.tapped)
      return reject('509.1a', 'combat/blocker-tapped', `${cant}: ${b} is tapped`, objects, [who], { object: blocker });
    const limit = blockLimit(state, blocker);
    const times = (seen.get(blocker) ?? 0) + 1;
    if (times > limit)
      return reject(
        '509.1a',
        'combat/blocker-twice',
        limit === 1
          ? `${b} can block only one attacker`
          : `${b} can block only ${limit} attackers (it may block additional creatures)`,
        [blocker],
        [who],
        { object: blocker },
      );
    if (pairs.has(`${blocker} ${attacker}`))
      return reject('509.1a', 'combat/blocker-twice', `${cant} twice`, objects, [who], { object: blocker });
    pairs.add(`${blocker} ${attacker}`);
    seen.set(blocker, times);
    const attacking = combat.attackers.find(x => x.id === attacker);
    if (!attacking)
      return reject(
        '509.1a',
        'combat/not-attacking',
        `${cant}: ${name(state, attacker)} isn't attacking`,
        objects,
        [who],
        { object: attacker },
      );
    if (defenderOf(state, attacking.target) !== who) {
      return reject(
        '509.1a',
        'combat/not-attacking-you',
        `${cant}: ${name(state, attacker)} isn't attacking ${who} or a planeswalker or battle of theirs`,
        objects,
        [who],
        { object: attacker },
      );
    }
    const evasion = blockProblem(state, blocker, attacker, who);
    if (evasion)
      return reject(evasion.rule, evasion.code, `${cant}: ${evasion.why}`, objects, [who], { object: blocker });
  }
  const aloneBlocking = aloneRestriction(state, [...new Set(blocks.map(b => b.blocker))], 'cantBlockAlone');
  if (aloneBlocking)
    return reject(
      aloneBlocking.rule,
      aloneBlocking.code,
      `${aloneBlocking.why} (it is the only blocker)`,
      [aloneBlocking.object],
      [who],
      {
        object: aloneBlocking.object,
      },
    );
  for (const a of combat.attackers) {
    const count = blocks.filter(b => b.attacker === a.id).length;
    if (count === 1 && hasKeyword(state, a.id, 'menace')) {
      const blocker = blocks.find(b => b.attacker === a.id)!.blocker;
      return reject(
        '702.111b',
        'combat/evasion-menace',
        `${name(state, blocker)} can't block ${name(state, a.id)} alone: ${name(state, a.id)} has menace and can't be blocked except by two or more creatures`,
        [blocker, a.id],
        [who],
        { object: blocker },
      );
    }
    const tooMany = blockCountRestriction(state, a.id, count);
    if (tooMany) {
      const last = blocks.filter(b => b.attacker === a.id).at(-1)!.blocker;
      return reject(
        tooMany.rule,
        tooMany.code,
        `${name(state, last)} can't block ${name(state, a.id)} too: ${tooMany.why}`,
        [last, a.id],
        [who],
        { object: last },
      );
    }
  }
  const attackingWho = combat.attackers.filter(a => defenderOf(state, a.target) === who).map(a => a.id);
  const candidates = state.battlefield.filter(
    id => controller(state, id) === who && !state.permanents[id]!.tapped && isCreature(state, id),
  );
  const requirement = unmetBlockRequirement(
    state,
    attackingWho,
    blocks,
    candidates,
    (b, a) => !blockProblem(state, b, a, who),
    a => !hasKeyword(state, a, 'menace'),
  );
  if (requirement) {
    const id = requirement.object;
    return reject(
      requirement.rule,
      requirement.code,
      `${name(state, id)} must block: ${requirement.why}`,
      [id, ...(requirement.attacker ? [requirement.attacker] : [])],
      [who],
      { object: id },
    );
  }
  const attackers: AttackerState[] = combat.attackers.map(a => {
    const blockers = blocks.filter(b => b.attacker === a.id).map(b => b.blocker);
    return defenderOf(state, a.target) === who ? { ...a, blocked: blockers.length > 0, blockers } : a;
  });
  let s: GameState = {
    ...state,
    pending: undefined,
    combat: {
      ...combat,
      attackers,
      blockers: {
        ...combat.blockers,
        ...Object.fromEntries(
          [...new Set(blocks.map(b => b.blocker))].map(id => [
            id,
            blocks.filter(b => b.blocker === id).map(b => b.attacker),
          ]),
        ),
      },
    },
  };
  for (const { blocker, attacker } of blocks) {
    s = logRule(s, 'block', '509.1g', `${name(s, blocker)} blocks ${name(s, attacker)}.`, {
      objects: [blocker, attacker],
      players: [who],
    });
  }
  if (blocks.length === 0) s = logRule(s, 'block', '509.1h', `${who} declares no blockers.`, { players: [who] });
  // Multiplayer: every attacked opponent declares blockers, one after another in turn order, before priority.
  const defenders = defendingPlayers(s);
  const at = defenders.indexOf(who);
  if (at >= 0 && at + 1 < defenders.length)
    return done({ ...s, pending: { kind: 'declareBlockers', player: defenders[at + 1]! } });
  return done(s, { player: s.activePlayer, rule: '117.3a' });
}

/** Lethal damage for assignment: toughness minus damage marked, and any amount from deathtouch (CR 702.2c). */
function lethal(state: GameState, source: ObjectId, blocker: ObjectId): number {
  const needed = Math.max(0, toughness(state, blocker) - state.permanents[blocker]!.damage);
  return hasKeyword(state, source, 'deathtouch') ? Math.min(1, needed) : needed;
}

/** Where an attacker's excess damage may go: what it attacks, if that is still there (CR 510.1b, 702.19b, 702.19f). */
function attackedTarget(state: GameState, attacker: AttackerState): Target | undefined {
  if ('player' in attacker.target) {
    const p = state.players.find(q => q.id === (attacker.target as { player: PlayerId }).player);
    return p && !p.lost ? { kind: 'player', player: p.id } : undefined;
  }
  const id = attacker.target.object;
  return state.permanents[id] ? objectTarget(state, id) : undefined;
}

function sameTarget(a: TargetChoice, b: Target): boolean {
  return 'player' in a ? b.kind === 'player' && b.player === a.player : b.kind === 'object' && b.id === a.object;
}

/** Checks an explicit division of one attacker's damage (CR 510.1a, 510.1c, 702.19b). */
/** A division whose amounts aren't whole and non-negative, or don't add up to the creature's power (510.1a). */
function amountProblem(state: GameState, source: ObjectId, parts: readonly DamageAssignment[]): Rejected | undefined {
  const a = name(state, source);
  const total = parts.reduce((sum, p) => sum + p.amount, 0);
  const p = Math.max(0, power(state, source));
  if (parts.some(x => !Number.isSafeInteger(x.amount) || x.amount < 0))
    return reject(
      '510.1a',
      'combat/assign-bad-amount',
      `${a}'s damage must be divided into whole, non-negative amounts`,
      [source],
      [],
      { object: source },
    );
  if (total !== p)
    return reject(
      '510.1a',
      'combat/assign-total',
      `${a} assigns combat damage equal to its power, ${p}, not ${total}`,
      [source],
      [],
      { object: source },
    );
  return undefined;
}

/** 510.1d: a blocker blocking two or more attackers divides its damage among those, as its controller chooses. */
function blockerAssignmentProblem(
  state: GameState,
  who: PlayerId,
  blocker: ObjectId,
  blocked: readonly ObjectId[],
  parts: readonly DamageAssignment[],
): Rejected | undefined {
  const stray = parts.find(p => !('object' in p.to) || !blocked.includes(p.to.object));
  if (stray)
    return reject(
      '510.1d',
      'combat/assign-wrong-recipient',
      `${name(state, blocker)} assigns its combat damage only to the creatures it blocks (${blocked.map(id => name(state, id)).join(', ')})`,
      [blocker],
      [who],
      { object: blocker },
    );
  return amountProblem(state, blocker, parts);
}

function assignmentProblem(
  state: GameState,
  attacker: AttackerState,
  parts: readonly DamageAssignment[],
): Rejected | undefined {
  const a = name(state, attacker.id);
  const amounts = amountProblem(state, attacker.id, parts);
  if (amounts) return amounts;
  if (!attacker.blocked)
    return reject(
      '510.1b',
      'combat/assign-unblocked',
      `${a} is unblocked: all its damage goes to ${attackTargetLabel(state, attacker.target)}`,
      [attacker.id],
      [],
      { object: attacker.id },
    );
  const trample = hasKeyword(state, attacker.id, 'trample');
  const excessTo = attackedTarget(state, attacker);
  for (const part of parts) {
    const toBlocker = 'object' in part.to && attacker.blockers.includes(part.to.object);
    const toAttacked = trample && excessTo !== undefined && sameTarget(part.to, excessTo);
    if (!toBlocker && !toAttacked) {
      const who = 'player' in part.to ? part.to.player : name(state, part.to.object);
      // CR 702.19f: a creature attacking a planeswalker or battle never assigns damage to the player.
      const rule: RuleId =
        'player' in part.to && 'object' in attacker.target ? '702.19f' : trample ? '702.19b' : '510.1c';
      return reject(
        rule,
        'combat/assign-wrong-recipient',
        `${a} can't assign damage to ${who}: a blocked creature${trample ? ' with trample' : ''} assigns its damage to the creatures blocking it${trample ? ` and then to ${attackTargetLabel(state, attacker.target)}` : ''}`,
        [attacker.id],
        [],
        part.to,
      );
    }
  }
  const toAttackedTotal = parts
    .filter(x => excessTo && sameTarget(x.to, excessTo))
    .reduce((sum, x) => sum + x.amount, 0);
  if (toAttackedTotal > 0) {
    for (const blocker of attacker.blockers) {
      const given = parts
        .filter(x => 'object' in x.to && x.to.object === blocker)
        .reduce((sum, x) => sum + x.amount, 0);
      const needed = lethal(state, attacker.id, blocker);
      if (given < needed) {
        return reject(
          '702.19b',
          'combat/assign-trample-lethal-first',
          `${a} can't assign damage to ${attackTargetLabel(state, attacker.target)} until ${name(state, blocker)} is assigned lethal damage (${needed}${hasKeyword(state, attacker.id, 'deathtouch') ? ', with deathtouch' : ''}); it gets ${given}`,
          [attacker.id, blocker],
          [],
          { object: blocker },
        );
      }
    }
  }
  return undefined;
}

/** Choosing a division ahead of the damage step: allowed once blockers are declared (CR 510.1c). */
export function assignCombatDamage(state: GameState, who: PlayerId, assignments: readonly DamageAssignment[]): Handled {
  const combat = state.combat;
  if (!combat || (state.step !== 'declareBlockers' && state.step !== 'firstStrikeDamage') || state.pending) {
    return reject(
      '510.1',
      'combat/assign-not-now',
      `${who} can't assign combat damage now: damage is divided after blockers are declared, and it is the ${stepLabel(state.step)} step`,
      [],
      [who],
      undefined,
    );
  }
  if (assignments.length === 0) return done(state); // nothing chosen: the default stays
  const bySource = new Map<ObjectId, DamageAssignment[]>();
  for (const part of assignments) bySource.set(part.source, [...(bySource.get(part.source) ?? []), part]);
  const chosen: Record<ObjectId, readonly DamageAssignment[]> = { ...combat.assignments };
  for (const [source, parts] of bySource) {
    const attacker = combat.attackers.find(a => a.id === source);
    // 510.1d: a blocker blocking two or more attackers divides its damage too.
    const blocked = attacker ? [] : (combat.blockers[source] ?? []);
    if (!attacker && blocked.length < 2)
      return reject(
        '510.1c',
        'combat/assign-not-attacker',
        `${name(state, source)} isn't an attacking creature, so ${who} can't divide its damage`,
        [source],
        [who],
        { object: source },
      );
    if (controller(state, source) !== who)
      return reject(
        '510.1',
        'combat/assign-not-yours',
        `${who} doesn't control ${name(state, source)}: its controller divides its damage`,
        [source],
        [who],
        { object: source },
      );
    if (!attacker) {
      const problem = blockerAssignmentProblem(state, who, source, blocked, parts);
      if (problem) return problem;
      chosen[source] = parts;
      continue;
    }
    const problem = assignmentProblem(state, attacker, parts);
    if (problem) return problem;
    chosen[source] = parts;
  }
  let s: GameState = { ...state, combat: { ...combat, assignments: chosen } };
  s = logRule(
    s,
    'damage',
    '510.1c',
    `${who} chooses how ${[...bySource.keys()].map(id => name(s, id)).join(', ')} divide${bySource.size === 1 ? 's' : ''} combat damage.`,
    { players: [who], objects: [...bySource.keys()] },
  );
  return done(s);
}

/**
 * The documented default division: lethal damage to each blocker in declaration order, the rest to the last
 * blocker — or, with trample, to what the creature attacks (CR 510.1c, 702.19b–d).
 */
function defaultAssignment(
  state: GameState,
  attacker: AttackerState,
  amount: number,
): { to: Target; amount: number }[] {
  const trample = hasKeyword(state, attacker.id, 'trample');
  const excessTo = attackedTarget(state, attacker);
  const blockers = attacker.blockers.filter(b => state.permanents[b]);
  if (blockers.length === 0) {
    // CR 510.1c: no damage without blockers; 702.19d: with trample it goes to what it attacks.
    return trample && excessTo ? [{ to: excessTo, amount }] : [];
  }
  const out: { to: Target; amount: number }[] = [];
  let left = amount;
  for (const b of blockers) {
    const give = Math.min(left, lethal(state, attacker.id, b));
    out.push({ to: objectTarget(state, b), amount: give });
    left -= give;
  }
  if (left > 0) {
    if (trample && excessTo) out.push({ to: excessTo, amount: left });
    else out[out.length - 1]!.amount += left;
  }
  return out.filter(x => x.amount > 0);
}

/** Whether a combatant deals combat damage in the step that begins (CR 510.4: first strike, then the rest and double strike). */
function dealsDamageNow(state: GameState, combat: CombatState, id: ObjectId, firstStrikeStep: boolean): boolean {
  if (!state.permanents[id]) return false;
  if (firstStrikeStep) return hasFirstStrike(state, id);
  return !combat.firstStrikeStep || !combat.dealtFirstStrike.includes(id) || hasKeyword(state, id, 'double strike');
}

/** How a blocked attacker divides its damage in the step that begins: as chosen while it still fits, else the default. */
function blockedDivision(
  state: GameState,
  combat: CombatState,
  attacker: AttackerState,
  amount: number,
): { parts: { to: Target; amount: number }[]; chosen: 'fits' | 'stale' | 'none' } {
  const chosen = combat.assignments[attacker.id];
  const fits =
    chosen &&
    amount === chosen.reduce((sum, x) => sum + x.amount, 0) &&
    !assignmentProblem(state, attacker, chosen) &&
    chosen.every(x => 'player' in x.to || !!state.permanents[x.to.object]);
  if (fits) {
    return {
      parts: chosen.map(x => ({
        to: 'player' in x.to ? { kind: 'player' as const, player: x.to.player } : objectTarget(state, x.to.object),
        amount: x.amount,
      })),
      chosen: 'fits',
    };
  }
  return { parts: defaultAssignment(state, attacker, amount), chosen: chosen ? 'stale' : 'none' };
}

/**
 * The divisions the default would make in the combat damage step that begins next (`firstStrikeStep`: the first-strike
 * one): each blocked attacker that deals damage then, has no division chosen and could divide it — among several
 * blockers, or with trample past them (CR 510.1c, 702.19b). For writing the default out as an `assigns damage` choice.
 */
export function defaultDamageDivisions(
  state: GameState,
  firstStrikeStep: boolean,
): { readonly attacker: ObjectId; readonly assignments: readonly DamageAssignment[] }[] {
  const combat = state.combat;
  if (!combat) return [];
  const out: { attacker: ObjectId; assignments: DamageAssignment[] }[] = [];
  for (const attacker of combat.attackers) {
    const amount = power(state, attacker.id);
    const divisible =
      attacker.blockers.filter(b => state.permanents[b]).length > 1 || hasKeyword(state, attacker.id, 'trample');
    if (!attacker.blocked || amount <= 0 || !divisible || !dealsDamageNow(state, combat, attacker.id, firstStrikeStep))
      continue;
    const division = blockedDivision(state, combat, attacker, amount);
    if (division.chosen === 'fits') continue;
    out.push({
      attacker: attacker.id,
      assignments: division.parts.map(p => ({
        source: attacker.id,
        amount: p.amount,
        to: p.to.kind === 'player' ? { player: p.to.player } : { object: p.to.id },
      })),
    });
  }
  return out;
}

/**
 * A combat damage step begins (CR 510.1–510.2, 510.4): the creatures that deal damage in this step assign it,
 * then all of it is dealt at once.
 */
export function beginCombatDamage(state: GameState, firstStrikeStep: boolean): GameState {
  const combat = state.combat;
  if (!combat) return state;
  const inPlay = (id: ObjectId) => !!state.permanents[id];
  const dealsNow = (id: ObjectId): boolean => dealsDamageNow(state, combat, id, firstStrikeStep);
  const dealt: { source: ObjectId; to: Target; amount: number }[] = [];
  let s = state;
  for (const attacker of combat.attackers) {
    if (!dealsNow(attacker.id)) continue;
    const amount = power(state, attacker.id);
    if (amount <= 0) continue; // CR 510.1a
    if (!attacker.blocked) {
      const to = attackedTarget(state, attacker);
      if (to) dealt.push({ source: attacker.id, to, amount }); // CR 510.1b
      continue;
    }
    const division = blockedDivision(state, combat, attacker, amount);
    if (division.chosen === 'stale') {
      s = logRule(
        s,
        'damage',
        '510.1c',
        `The division chosen for ${name(s, attacker.id)} no longer fits the board, so the default division is used.`,
        { objects: [attacker.id] },
      );
    }
    for (const part of division.parts) dealt.push({ source: attacker.id, ...part });
  }
  for (const [blocker, blocked] of Object.entries(combat.blockers)) {
    if (!inPlay(blocker) || !dealsNow(blocker)) continue;
    const amount = power(state, blocker);
    // CR 510.1d: a blocker assigns its damage to the creatures it blocks that are still in combat; among two or more,
    // divided as its controller chooses — by default all to the first it was declared blocking.
    const still = blocked.filter(id => inPlay(id) && combat.attackers.some(a => a.id === id));
    if (amount <= 0 || still.length === 0) continue;
    const chosen = still.length > 1 ? combat.assignments[blocker] : undefined;
    const fits =
      chosen !== undefined &&
      chosen.reduce((sum, p) => sum + p.amount, 0) === amount &&
      chosen.every(p => 'object' in p.to && still.includes(p.to.object));
    if (fits) {
      for (const part of chosen)
        if (part.amount > 0 && 'object' in part.to)
          dealt.push({ source: blocker, to: objectTarget(state, part.to.object), amount: part.amount });
      continue;
    }
    dealt.push({ source: blocker, to: objectTarget(state, still[0]!), amount });
    if (still.length > 1)
      s = logRule(
        s,
        'damage',
        '510.1d',
        `${name(s, blocker)} assigns all its combat damage to ${name(s, still[0]!)}${chosen ? ': the division chosen no longer fits the board' : ''} (the default division: the first creature it blocks).`,
        { objects: [blocker], defaulted: true },
      );
  }
  s = logRule(
    s,
    'damage',
    '510.2',
    dealt.length ? 'Combat damage is dealt simultaneously.' : 'No combat damage is dealt.',
    { objects: dealt.map(d => d.source) },
  );
  s = dealDamageAtOnce(s, dealt, true);
  if (firstStrikeStep) {
    s = {
      ...s,
      combat: {
        ...s.combat!,
        firstStrikeStep: true,
        dealtFirstStrike: combatants(combat).filter(id => inPlay(id) && hasFirstStrike(state, id)),
      },
    };
  }
  return s;
}

/**
 * A creature put onto the battlefield attacking (508.4): it joins the combat attacking `target`, never having been
 * declared as an attacker (508.4: no attack trigger), unblocked once blockers have been declared (508.4d). Not during
 * combat, not a creature (506.3a), or the player or permanent gone (508.4a): it is just on the battlefield.
 */
export function putAttacking(
  state: GameState,
  id: ObjectId,
  target: AttackTarget,
  rule: RuleId,
  said: (what: string) => string,
): GameState {
  if (!state.combat || !state.permanents[id] || !isCreature(state, id) || !attackable(state, target)) return state;
  const s: GameState = {
    ...state,
    combat: { ...state.combat, attackers: [...state.combat.attackers, { id, target, blocked: false, blockers: [] }] },
  };
  const what = 'player' in target ? target.player : name(s, target.object);
  return logRule(s, 'put', rule, said(what), {
    objects: [id],
    players: [controller(s, id)],
  });
}

/**
 * What a creature put onto the battlefield attacking attacks, as its controller chooses (508.4); the documented
 * default: what `source` attacks, if it is attacking (Hero of Bladehold's tokens join it), else the first opponent in
 * turn order still in the game.
 */
export function defaultAttackTarget(state: GameState, who: PlayerId, source: ObjectId): AttackTarget | undefined {
  const own = state.combat?.attackers.find(a => a.id === source)?.target;
  if (own && attackable(state, own)) return own;
  const opponent = state.players.find(p => p.id !== who && !p.lost);
  return opponent ? { player: opponent.id } : undefined;
}

/** 508.4a: the player attacked is still in the game, or the planeswalker or battle is still one on the battlefield. */
function attackable(state: GameState, target: AttackTarget): boolean {
  if ('player' in target) return state.players.some(p => p.id === target.player && !p.lost);
  return (
    !!state.permanents[target.object] &&
    (isType(state, target.object, 'Planeswalker') || isType(state, target.object, 'Battle'))
  );
}
