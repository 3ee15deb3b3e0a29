import type { Ability, AttackTarget, GameState, ObjectFilter, ObjectId, PlayerId, Restriction } from '../core/types.js';
import type { RuleId } from '../core/cited-rules.js';
import type { ViolationCode } from '../core/violations.js';
import { amount, colorWord, readGroup, readPermanents, readSpells } from '../core/phrases.js';
import { matchesFilter } from '../view/targets.js';
import { readStateCondition } from '../view/conditions.js';
import { hasRestriction, inForce, type InForce } from '../view/restrictions.js';
import { MAX_AMOUNT } from '../core/cards.js';
import { name } from '../core/state.js';
import { abilities, controller, isType } from '../view/queries.js';
import { defenderOf, defendingPlayer } from './combat.js';

/**
 * Restrictions and requirements on attacking and blocking (CR 508.1c–d, 509.1b–c) and "can't be countered" (101.2):
 * one entry each — what it reads after its subject ("~ ", "enchanted creature "), the rule it follows and the code
 * of the violation that breaks it. They come from a card's own text, from the Aura or Equipment attached to a
 * creature, and from resolved spells until end of turn (`TurnEffect`, "target creature can't block this turn").
 */
interface RestrictionEntry {
  readonly id: Restriction;
  readonly rule: RuleId;
  /** The code of the violation that breaks it; absent for "can't be countered" (the counter does nothing, 101.2). */
  readonly code?: ViolationCode;
  /** The words after the subject; group 1, when present, is a creature phrase (the entry's filter). */
  readonly reads?: RegExp;
  /** Group 1 is a number instead ("except by three or more creatures"): the restriction's `amount`. */
  readonly counted?: true;
  /** What it says of the creature it restricts, given its creature phrase as messages name it. */
  readonly text: (phrase: string | undefined) => string;
}

const ENTRIES: readonly RestrictionEntry[] = [
  {
    id: 'cantAttack',
    rule: '508.1c',
    code: 'combat/attacker-restricted',
    reads: /^can't attack$/i,
    text: () => "can't attack",
  },
  {
    id: 'cantAttackYou',
    rule: '508.1c',
    code: 'combat/attacker-restricted',
    reads: /^can't attack you or (?:planeswalkers|a planeswalker) you control$/i,
    text: () => "can't attack you or planeswalkers you control",
  },
  // "Can't attack you": the player, not the planeswalkers they control.
  {
    id: 'cantAttackYouThePlayer',
    rule: '508.1c',
    code: 'combat/attacker-restricted',
    reads: /^can't attack you$/i,
    text: () => "can't attack you",
  },
  // "Unless defending player controls an Island": the defending player (506.2) of the attack it would make.
  {
    id: 'cantAttackUnlessDefender',
    rule: '508.1c',
    code: 'combat/attacker-restricted',
    reads: /^can't attack unless defending player controls (?:a|an) (.+)$/i,
    text: p => `can't attack unless defending player controls ${p ?? ''}`,
  },
  {
    id: 'cantBlock',
    rule: '509.1b',
    code: 'combat/blocker-restricted',
    reads: /^can't block$/i,
    text: () => "can't block",
  },
  // "~ can't block creatures with power 2 or greater": the attackers it can't block.
  {
    id: 'cantBlockThose',
    rule: '509.1b',
    code: 'combat/blocker-restricted',
    reads: /^can't block (?!alone$)(.+)$/i,
    text: p => `can't block ${p ?? ''}`,
  },
  // "Alone" (506.5): the only creature declared as an attacker, or as a blocker.
  {
    id: 'cantAttackAlone',
    rule: '508.1c',
    code: 'combat/attacker-restricted',
    reads: /^can't attack alone$/i,
    text: () => "can't attack alone",
  },
  {
    id: 'cantBlockAlone',
    rule: '509.1b',
    code: 'combat/blocker-restricted',
    reads: /^can't block alone$/i,
    text: () => "can't block alone",
  },
  // "Except by three or more creatures": read before "except by <creatures>".
  {
    id: 'cantBeBlockedExceptByMore',
    rule: '509.1b',
    code: 'combat/attacker-unblockable',
    reads: /^can't be blocked except by (\w+) or more creatures$/i,
    counted: true,
    text: n => `can't be blocked except by ${n ?? ''} or more creatures`,
  },
  {
    id: 'cantBeBlocked',
    rule: '509.1b',
    code: 'combat/attacker-unblockable',
    reads: /^can't be blocked(?: except by (.+))?$/i,
    text: p => `can't be blocked${p ? ` except by ${p}` : ''}`,
  },
  {
    id: 'cantBeBlockedByMore',
    rule: '509.1b',
    code: 'combat/attacker-unblockable',
    reads: /^can't be blocked by more than (\w+) creatures?$/i,
    counted: true,
    text: n =>
      !n || n === '1' ? "can't be blocked by more than one creature" : `can't be blocked by more than ${n} creatures`,
  },
  {
    id: 'cantBeBlockedBy',
    rule: '509.1b',
    code: 'combat/attacker-unblockable',
    reads: /^can't be blocked by (.+)$/i,
    text: p => `can't be blocked by ${p ?? ''}`,
  },
  // Permissions, not restrictions: a creature blocks one attacker unless an effect allows more (509.1a).
  {
    id: 'canBlockAdditional',
    rule: '509.1a',
    reads: /^can block an additional (?:(\w+) )?creatures? each combat$/i,
    counted: true,
    text: n =>
      !n || n === '1'
        ? 'can block an additional creature each combat'
        : `can block an additional ${n} creatures each combat`,
  },
  {
    id: 'canBlockAny',
    rule: '509.1a',
    reads: /^can block any number of creatures$/i,
    text: () => 'can block any number of creatures',
  },
  {
    id: 'canBlockOnly',
    rule: '509.1b',
    code: 'combat/blocker-restricted',
    reads: /^can block only (.+)$/i,
    text: p => `can block only ${p ?? ''}`,
  },
  {
    id: 'mustAttack',
    rule: '508.1d',
    code: 'combat/attack-requirement',
    // "Attack each combat if able": said of a group ("all creatures attack …").
    reads: /^attacks? each (?:combat|turn) if able$/i,
    text: () => 'attacks each combat if able',
  },
  // "Can attack as though it didn't have defender": an exception to 702.3b, so nothing breaks it (no code).
  {
    id: 'attacksDespiteDefender',
    rule: '702.3b',
    reads: /^can attack as though (?:it|they) didn't have defender$/i,
    text: () => "can attack as though it didn't have defender",
  },
  // "Blocks each combat if able" (509.1c): it blocks some attacker when it can.
  {
    id: 'mustBlock',
    rule: '509.1c',
    code: 'combat/block-requirement',
    reads: /^blocks each combat if able$/i,
    text: () => 'blocks each combat if able',
  },
  // "Target creature blocks ~ this turn if able": an attacker that fits (effects/restrict.ts reads it for a turn).
  {
    id: 'mustBlockThose',
    rule: '509.1c',
    code: 'combat/block-requirement',
    text: p => `blocks ${p ?? 'it'} if able`,
  },
  {
    id: 'mustBlock',
    rule: '509.1c',
    code: 'combat/block-requirement',
    text: () => 'blocks a creature this combat if able',
  },
  {
    id: 'mustBeBlocked',
    rule: '509.1c',
    code: 'combat/block-requirement',
    text: () => 'must be blocked by all creatures able to block it',
  },
  // "~ doesn't untap during your untap step", "enchanted creature doesn't untap during its controller's untap step".
  {
    id: 'doesntUntap',
    rule: '502.3',
    // "Don't untap during their controllers' untap steps": said of a group.
    reads: /^(?:doesn't|don't) untap during (?:your|its controller's|their controllers') untap steps?$/i,
    text: () => "doesn't untap during its controller's untap step",
  },
  // "You may choose not to untap ~ during your untap step" (502.3): by default it untaps; `Alice keeps prison tapped`
  // keeps it tapped during her next untap step (`rules/turn.ts`). Read with its own words (`MAY_STAY_TAPPED`).
  {
    id: 'mayStayTapped',
    rule: '502.3',
    text: () => "may stay tapped during its controller's untap step",
  },
  // "Its activated abilities can't be activated", "activated abilities of artifacts can't be activated": mana abilities
  // too, which are activated abilities (605.1a). Read with its own subject ("enchanted creature's …").
  {
    id: 'cantActivate',
    rule: '602.5',
    code: 'activate/prohibited',
    text: () => "its activated abilities can't be activated",
  },
  { id: 'cantBeCountered', rule: '101.2', reads: /^can't be countered$/i, text: () => "can't be countered" },
  // "Target creature can't be regenerated this turn": its regeneration shields don't replace its destruction (701.19c).
  // Read only for a turn (effects/restrict.ts): after "destroy …", "it can't be regenerated" is that destruction's.
  { id: 'cantBeRegenerated', rule: '701.19c', text: () => "can't be regenerated" },
  // Read as a whole sentence (its subject is the controller): a "can't" that beats the rules and effects ending the game (101.2).
  {
    id: 'cantWinOpponentsCantLose',
    rule: '101.2',
    text: () => 'keeps its controller from winning and their opponents from losing',
  },
];

const ATTACK_TAX =
  /^creatures can't attack you( or (?:a planeswalker|planeswalkers) you control)? unless their controller pays \{(\d+)\} for each (?:creature they control that's attacking you|of those creatures)$/i;
const SUBJECT = /^(~|enchanted (?:creature|permanent|artifact|land)|equipped creature) (.+)$/i;
const MAY_STAY_TAPPED = /^you may choose not to untap ~ during your untap step$/i;
const PROHIBITED =
  /^(~|enchanted (?:creature|permanent|artifact|land)|equipped creature)'s activated abilities can't be activated$/i;
const LURE = /^all creatures able to block (~|enchanted creature|equipped creature) do so$/i;

/** The restriction abilities one sentence gives its card, or undefined ("~ can't attack or block" gives two). */
export function readRestriction(sentence: string): Ability[] | undefined {
  const tax = ATTACK_TAX.exec(sentence);
  if (tax)
    return Number(tax[2]) <= MAX_AMOUNT
      ? [{ kind: 'attackTax', amount: Number(tax[2]), ...(tax[1] ? { planeswalkers: true as const } : {}) }]
      : undefined;
  // "If there are two or more instant and/or sorcery cards in your graveyard, ~ can't be countered" (spell mastery).
  const iff = /^if ([^,]+), (~ can't be countered)$/i.exec(sentence);
  const condition = iff ? readStateCondition(iff[1]!) : undefined;
  if (condition) return [{ ...restrictionAbility('cantBeCountered', undefined, '~'), condition }];
  // "~ can't attack if defending player controls an untapped land": judged against the player it would attack (508.5).
  const ifDefender = /^(~|enchanted creature|equipped creature) can't attack if (.+)$/i.exec(sentence);
  const defender = ifDefender ? readDefenderCondition(ifDefender[2]!) : undefined;
  if (defender) return [{ ...restrictionAbility('cantAttack', undefined, ifDefender![1]!), defender }];
  // "~ can't attack unless you control four or more artifacts": a restriction while the condition doesn't hold (508.1c);
  // "~ can't block if you control an untapped land", "~ doesn't untap during your untap step if it has a depletion
  // counter on it": while it holds. Only of ~, which "it" in the condition is.
  const when = /^(~ .+?) (unless|if) (.+)$/i.exec(sentence);
  const whenCondition = when ? readStateCondition(when[3]!) : undefined;
  const inner = whenCondition ? readRestriction(when![1]!) : undefined;
  if (inner?.every(a => a.kind === 'restriction' && !a.condition && !a.unless && !a.defender)) {
    const holds = /^unless$/i.test(when![2]!) ? { unless: whenCondition! } : { condition: whenCondition! };
    return inner.map(a => ({ ...a, ...holds }));
  }
  if (/^you can't win the game and your opponents can't lose the game$/i.test(sentence))
    return [restrictionAbility('cantWinOpponentsCantLose', undefined, '~')];
  if (MAY_STAY_TAPPED.test(sentence)) return [restrictionAbility('mayStayTapped', undefined, '~')];
  const lure = LURE.exec(sentence);
  if (lure) return [restrictionAbility('mustBeBlocked', undefined, lure[1]!)];
  const prohibited = PROHIBITED.exec(sentence);
  if (prohibited) return [restrictionAbility('cantActivate', undefined, prohibited[1]!)];
  const m = SUBJECT.exec(sentence);
  if (!m) return readGroupRestriction(sentence);
  const subject = m[1]!;
  const both = /^can't attack or block( alone)?$/i.exec(m[2]!);
  if (both)
    return both[1]
      ? [
          restrictionAbility('cantAttackAlone', undefined, subject),
          restrictionAbility('cantBlockAlone', undefined, subject),
        ]
      : [restrictionAbility('cantAttack', undefined, subject), restrictionAbility('cantBlock', undefined, subject)];
  const read = readRule(m[2]!);
  // "can't be countered" is about a spell, never what something is attached to.
  if (!read || (read.restriction === 'cantBeCountered' && subject !== '~')) return undefined;
  return [
    { ...restrictionAbility(read.restriction, read.filter, subject), ...(read.amount ? { amount: read.amount } : {}) },
  ];
}

/**
 * "Creatures without flying can't attack", "non-Eye creatures you control can't attack", "all creatures attack each
 * combat if able", "creatures with flying can block only creatures with flying": a static ability restricting each
 * permanent of a group, whatever fits it at each moment (611.3a); "you" in it is its source's controller.
 * "Creatures with power less than ~'s power can't block it": the group is what can't block ~ (509.1b).
 */
function readGroupRestriction(sentence: string): Ability[] | undefined {
  const spells = /^(?:(.+?) )?spells( you control)? can't be countered$/i.exec(sentence);
  if (spells) {
    // "Instant and sorcery spells": each spell that is either.
    const filter = spells[1] === undefined ? {} : readSpells(`${spells[1].replace(/ and /i, ' or ')} spell`);
    const yours: ObjectFilter = spells[2] ? { controller: 'you' } : {};
    return filter && [{ kind: 'restriction', restriction: 'cantBeCountered', spells: { ...filter, ...yours } }];
  }
  // "Activated abilities of artifacts and creatures can't be activated": of each permanent that is either (602.5).
  const activated = /^activated abilities of (.+) can't be activated$/i.exec(sentence);
  if (activated) {
    const of = readGroup(activated[1]!);
    return of?.kind === 'permanents' && !of.defending
      ? [{ kind: 'restriction', restriction: 'cantActivate', group: of.filter }]
      : undefined;
  }
  const m = /^(.+?) ((?:can't|can|attacks?|don't) .+)$/i.exec(sentence);
  // "Non-Eye creatures …", "Nonbasic lands …": the sentence's capital isn't a subtype's.
  const group = m ? readGroup(m[1]!.replace(/^Non/, 'non')) : undefined;
  if (group?.kind !== 'permanents' || group.defending) return undefined;
  const words = m![2]!;
  if (/^can't block (?:~|it)$/i.test(words))
    return [{ kind: 'restriction', restriction: 'cantBeBlockedBy', filter: group.filter }];
  const kinds: readonly ReturnType<typeof readRule>[] = /^can't attack or block$/i.test(words)
    ? [{ restriction: 'cantAttack' }, { restriction: 'cantBlock' }]
    : [readRule(words, true)];
  if (kinds.some(k => k === undefined || k.restriction === 'cantBeCountered')) return undefined;
  return kinds.map(k => ({ kind: 'restriction', ...k!, group: group.filter }));
}

/**
 * "Defending player controls an artifact": the permanents it names, for a restriction in force only while the
 * defending player of the creature's attack controls one (508.5), or undefined.
 */
export function readDefenderCondition(text: string): ObjectFilter | undefined {
  const m = /^defending player controls (?:a|an) (.+)$/i.exec(text);
  const filter = m ? readPermanents(m[1]!) : undefined;
  return filter && !filter.controller ? filter : undefined;
}

/**
 * The words after a subject as a restriction ("can't block", "can't be blocked except by Walls"), or undefined. A
 * creature phrase naming a controller ("creatures you control") is read only where `you` is the restriction's
 * source's controller (`controlled`).
 */
export function readRule(
  words: string,
  controlled = false,
): { readonly restriction: Restriction; readonly filter?: ObjectFilter; readonly amount?: number } | undefined {
  for (const entry of ENTRIES) {
    const m = entry.reads?.exec(words);
    if (!m) continue;
    if (m[1] === undefined) return { restriction: entry.id };
    if (entry.counted) {
      const n = amount(m[1]);
      return n !== undefined && n > 0 && n <= MAX_AMOUNT ? { restriction: entry.id, amount: n } : undefined;
    }
    const filter = readPermanents(m[1]);
    return filter && (controlled || !filter.controller) ? { restriction: entry.id, filter } : undefined;
  }
  return undefined;
}

/** The rule a restriction or requirement follows (its entry's). */
export function restrictionRule(restriction: Restriction): RuleId {
  return ENTRIES.find(e => e.id === restriction)!.rule;
}

function restrictionAbility(
  restriction: Restriction,
  filter: ObjectFilter | undefined,
  subject: string,
): Extract<Ability, { kind: 'restriction' }> {
  return {
    kind: 'restriction',
    restriction,
    ...(filter ? { filter } : {}),
    ...(subject === '~' ? {} : { attached: true }),
  };
}

export interface Broken {
  readonly rule: RuleId;
  readonly code: ViolationCode;
  readonly why: string;
}

/** A requirement not met: the creature that should attack or block, and the attacker it should block. */
export interface Unmet extends Broken {
  readonly object: ObjectId;
  readonly attacker?: ObjectId;
}

function broken(restriction: Restriction, why: string): Broken {
  const entry = ENTRIES.find(e => e.id === restriction)!;
  return { rule: entry.rule, code: entry.code!, why };
}

/** An attack restriction (CR 508.1c) that `id` attacking `target` (a player, a planeswalker or a battle) would break. */
export function attackRestriction(state: GameState, id: ObjectId, target: AttackTarget): Broken | undefined {
  for (const r of inForce(state, id, defenderOf(state, target))) {
    if (r.restriction === 'cantAttack')
      return broken(r.restriction, `${name(state, id)} is restricted: it can't attack${because(r)}`);
    // "You or planeswalkers you control": not a battle, whoever protects it.
    const attacksYou =
      'player' in target
        ? target.player === r.controller
        : !!state.permanents[target.object] &&
          controller(state, target.object) === r.controller &&
          isType(state, target.object, 'Planeswalker');
    if (r.restriction === 'cantAttackYouThePlayer' && 'player' in target && target.player === r.controller)
      return broken(
        r.restriction,
        `${name(state, id)} is restricted: it can't attack ${r.controller} (only planeswalkers ${r.controller} controls)`,
      );
    if (r.restriction === 'cantAttackYou' && attacksYou) {
      return broken(
        r.restriction,
        `${name(state, id)} can't attack ${r.controller} or planeswalkers ${r.controller} controls`,
      );
    }
    const defender = r.restriction === 'cantAttackUnlessDefender' ? defenderOf(state, target) : undefined;
    if (
      r.restriction === 'cantAttackUnlessDefender' &&
      r.filter &&
      !state.battlefield.some(
        p => controller(state, p) === defender && matchesFilter(state, p, r.filter!, r.controller, r.self),
      )
    ) {
      return broken(
        r.restriction,
        `${name(state, id)} can't attack unless defending player controls ${describe(r.filter).replace(/s$/, '')}, and ${defender ?? 'no one'} doesn't`,
      );
    }
  }
  return undefined;
}

/**
 * The total cost to attack (508.1h): each permanent with "creatures can't attack you unless their controller pays {N}
 * for each creature … attacking you" asks N generic mana per creature attacking its controller (or, "you or
 * planeswalkers you control", one of their planeswalkers).
 */
export function attackCost(
  state: GameState,
  attackers: readonly { readonly target: AttackTarget }[],
): { readonly generic: number; readonly sources: readonly ObjectId[] } {
  let generic = 0;
  const sources: ObjectId[] = [];
  for (const id of state.battlefield) {
    for (const a of abilities(state, id)) {
      if (a.kind !== 'attackTax') continue;
      const you = controller(state, id);
      // "You or planeswalkers you control": an attack on a planeswalker of theirs costs the same.
      const n = attackers.filter(x =>
        'player' in x.target
          ? x.target.player === you
          : !!a.planeswalkers &&
            !!state.permanents[x.target.object] &&
            controller(state, x.target.object) === you &&
            isType(state, x.target.object, 'Planeswalker'),
      ).length;
      if (n > 0) {
        generic += a.amount * n;
        sources.push(id);
      }
    }
  }
  return { generic, sources };
}

const HAND_SIZE =
  /^(you have|players have|each player has|your|each opponent's|your opponents') (?:no maximum hand size|maximum hand size is (reduced|increased) by (\w+))$/i;

/** "You have no maximum hand size", "your maximum hand size is reduced by one", "each opponent's …" (402.2). */
export function readHandSize(sentence: string): Ability | undefined {
  const m = HAND_SIZE.exec(sentence);
  if (!m || /have|has/i.test(m[1]!) !== (m[2] === undefined)) return undefined;
  const words = m[1]!.toLowerCase();
  const who = /^you/.test(words) ? 'you' : /opponent/.test(words) ? 'opponents' : 'each';
  if (m[2] === undefined) return { kind: 'handSize', who, none: true };
  const n = amount(m[3]!);
  return n === undefined || n > MAX_AMOUNT ? undefined : { kind: 'handSize', who, by: /reduced/i.test(m[2]) ? -n : n };
}

/**
 * A player's maximum hand size now (402.2): theirs, changed by every such ability of the permanents on the battlefield
 * (as the layers leave them); none at all once one says so, whatever the others add or take off.
 */
export function maximumHandSize(state: GameState, player: PlayerId): number {
  let size = state.players.find(p => p.id === player)!.maxHandSize;
  for (const id of state.battlefield) {
    const you = controller(state, id);
    for (const a of abilities(state, id)) {
      if (a.kind !== 'handSize' || (a.who === 'you' ? player !== you : a.who === 'opponents' && player === you))
        continue;
      if (a.none) return Infinity;
      size += a.by!;
    }
  }
  return Math.max(0, size);
}

/**
 * "~ can't attack alone", "… block alone" (506.5): broken when it is the only creature declared as an attacker or
 * blocker (`declared`, the creatures of the declaration).
 */
export function aloneRestriction(
  state: GameState,
  declared: readonly ObjectId[],
  restriction: 'cantAttackAlone' | 'cantBlockAlone',
): (Broken & { readonly object: ObjectId }) | undefined {
  const only = declared.length === 1 ? declared[0]! : undefined;
  if (only === undefined || !hasRestriction(state, only, restriction)) return undefined;
  const verb = restriction === 'cantAttackAlone' ? 'attack' : 'block';
  return { ...broken(restriction, `${name(state, only)} can't ${verb} alone`), object: only };
}

/** "~ can't be blocked by more than one creature" (509.1b): broken when more than one creature blocks it. */
export function blockCountRestriction(state: GameState, attacker: ObjectId, blockers: number): Broken | undefined {
  if (blockers === 0) return undefined;
  for (const r of inForce(state, attacker, defendingPlayer(state, attacker))) {
    const n = r.amount ?? 1;
    if (
      (r.restriction === 'cantBeBlockedByMore' && blockers > n) ||
      (r.restriction === 'cantBeBlockedExceptByMore' && blockers < n)
    )
      return broken(
        r.restriction,
        `${name(state, attacker)} ${ENTRIES.find(e => e.id === r.restriction)!.text(String(n))}`,
      );
  }
  return undefined;
}

/** A block restriction (CR 509.1b) that `blocker` blocking `attacker` would break: on the blocker or on the attacker. */
export function blockRestriction(state: GameState, blocker: ObjectId, attacker: ObjectId): Broken | undefined {
  const b = name(state, blocker);
  const a = name(state, attacker);
  for (const r of inForce(state, blocker)) {
    if (r.restriction === 'cantBlock') return broken(r.restriction, `${b} is restricted: it can't block`);
    if (
      r.restriction === 'cantBlockThose' &&
      r.filter &&
      matchesFilter(state, attacker, r.filter, r.controller, r.self)
    )
      return broken(
        r.restriction,
        r.filter.itself
          ? `${b} can't block ${a}`
          : `${b} can't block ${describe(r.filter, r.controller)}, and ${a} is one`,
      );
    if (
      r.restriction === 'canBlockOnly' &&
      r.filter &&
      !matchesFilter(state, attacker, r.filter, r.controller, r.self)
    ) {
      return broken(r.restriction, `${b} can block only ${describe(r.filter, r.controller)}, and ${a} isn't one`);
    }
  }
  for (const r of inForce(state, attacker, defendingPlayer(state, attacker))) {
    if (
      r.restriction === 'cantBeBlocked' &&
      (!r.filter || !matchesFilter(state, blocker, r.filter, r.controller, r.self))
    ) {
      return broken(
        r.restriction,
        r.filter
          ? `${a} can't be blocked except by ${describe(r.filter, r.controller)}, and ${b} isn't one`
          : `${a} can't be blocked${because(r)}`,
      );
    }
    if (
      r.restriction === 'cantBeBlockedBy' &&
      r.filter &&
      matchesFilter(state, blocker, r.filter, r.controller, r.self)
    ) {
      return broken(
        r.restriction,
        `${a} can't be blocked by ${describe(r.filter, r.controller)}${because(r)}, and ${b} is one`,
      );
    }
  }
  return undefined;
}

/**
 * Attack requirements (CR 508.1d): a creature that "attacks each combat if able" and could attack (`able`: no
 * restriction or cost stops it) must be declared; declaring it never breaks a restriction the engine models, so the
 * maximum number of requirements is obeyed only when every such creature attacks.
 */
export function unmetAttackRequirement(
  state: GameState,
  who: PlayerId,
  declared: ReadonlySet<ObjectId>,
  able: (id: ObjectId) => boolean,
): Unmet | undefined {
  for (const id of state.battlefield) {
    if (
      state.permanents[id]!.controller !== who ||
      declared.has(id) ||
      !hasRestriction(state, id, 'mustAttack') ||
      !able(id)
    )
      continue;
    return { ...broken('mustAttack', `it attacks each combat if able, and it is able to attack`), object: id };
  }
  return undefined;
}

/**
 * Block requirements (CR 509.1c): "all creatures able to block ~ do so". Each creature of the defending player that
 * could block such an attacker (`able`) must block it, unless it obeys the same requirement by blocking another such
 * attacker; an attacker that can't be blocked by one creature alone (menace) asks nothing of a lone able blocker.
 */
export function unmetBlockRequirement(
  state: GameState,
  attackers: readonly ObjectId[],
  blocks: readonly { readonly blocker: ObjectId; readonly attacker: ObjectId }[],
  candidates: readonly ObjectId[],
  able: (blocker: ObjectId, attacker: ObjectId) => boolean,
  alone: (attacker: ObjectId) => boolean,
): Unmet | undefined {
  const lures = attackers.filter(a => hasRestriction(state, a, 'mustBeBlocked'));
  // A creature with requirements of its own ("blocks this turn if able") is judged with the lures among them below.
  const own = new Map(
    candidates.map(b => [
      b,
      inForce(state, b).filter(r => r.restriction === 'mustBlock' || r.restriction === 'mustBlockThose'),
    ]),
  );
  for (const lure of lures) {
    const ableBlockers = candidates.filter(b => able(b, lure));
    if (!alone(lure) && ableBlockers.length < 2) continue;
    for (const b of ableBlockers) {
      const blocking = blocks.find(x => x.blocker === b)?.attacker;
      if ((blocking !== undefined && lures.includes(blocking)) || own.get(b)!.length > 0) continue;
      return {
        ...broken(
          'mustBeBlocked',
          `all creatures able to block ${name(state, lure)} do so, and ${name(state, b)} is able to`,
        ),
        object: b,
        attacker: lure,
      };
    }
  }
  for (const b of candidates) {
    const mine = own.get(b)!;
    if (mine.length === 0) continue;
    // The requirements blocking `a` obeys: its own ("blocks if able", "blocks ~ if able") and the lure's, if any.
    const obeyed = (a: ObjectId) =>
      mine.filter(
        r => r.restriction === 'mustBlock' || (r.filter && matchesFilter(state, a, r.filter, r.controller, r.self)),
      ).length + (lures.includes(a) ? 1 : 0);
    const others = blocks.filter(x => x.blocker !== b);
    // What it could block with the others as declared: not alone if it can't (506.5), nor beyond what an attacker
    // allows (509.1b); an attacker that can't be blocked by one creature alone needs another able blocker.
    const open = (a: ObjectId) =>
      able(b, a) &&
      (alone(a) || candidates.filter(c => able(c, a)).length >= 2) &&
      !blockCountRestriction(state, a, others.filter(x => x.attacker === a).length + 1) &&
      (others.length > 0 || !hasRestriction(state, b, 'cantBlockAlone'));
    const best = attackers
      .filter(open)
      .reduce<ObjectId | undefined>((top, a) => (top === undefined || obeyed(a) > obeyed(top) ? a : top), undefined);
    const blocking = blocks.find(x => x.blocker === b)?.attacker;
    const most = best === undefined ? 0 : obeyed(best);
    if (most === 0 || (blocking !== undefined && obeyed(blocking) >= most)) continue;
    const rule = mine.find(r => r.restriction === 'mustBlock') ?? mine[0]!;
    return {
      ...broken(
        rule.restriction,
        `${name(state, b)} ${rule.restriction === 'mustBlock' ? 'blocks if able' : `blocks ${name(state, best!)} if able`}, and it is able to block ${name(state, best!)}`,
      ),
      object: b,
      attacker: best!,
    };
  }
  return undefined;
}

/**
 * "creatures with flying", "Walls", "creatures Alice controls": a filter as messages name it; whose creatures, as
 * `you` (the restriction's controller) or, without one, as its text says.
 */
function describe(filter: ObjectFilter, you?: PlayerId): string {
  if (filter.anyOf) return filter.anyOf.map(f => describe(f, you)).join(' or ');
  const types =
    filter.allTypes?.map(t => t.toLowerCase()).join(' ') ?? filter.types?.map(t => t.toLowerCase()).join(' or ');
  const noun = filter.subtypes?.join(' or ') ?? types ?? 'creature';
  const stat = filter.stat && {
    what: filter.stat.kind === 'manaValue' ? 'mana value' : filter.stat.kind,
    at:
      filter.stat.atLeast === filter.stat.atMost
        ? `${filter.stat.atLeast}`
        : filter.stat.atLeast !== undefined
          ? `${filter.stat.atLeast} or greater`
          : `${filter.stat.atMost} or less`,
  };
  const quality = filter.keyword
    ? ` with ${filter.keyword}`
    : filter.notKeyword
      ? ` without ${filter.notKeyword}`
      : stat
        ? ` with ${stat.what} ${stat.at}`
        : filter.lesserPower
          ? ' with lesser power'
          : '';
  const colors = filter.colors ? `${filter.colors.map(colorWord).join(' or ')} ` : '';
  const non = filter.notSubtypes ? `non-${filter.notSubtypes.join(' non-')} ` : '';
  const tapped = filter.tapped === undefined ? '' : filter.tapped ? 'tapped ' : 'untapped ';
  const supertypes = filter.supertypes ? `${filter.supertypes.map(t => t.toLowerCase()).join(' or ')} ` : '';
  const whose =
    filter.controller === 'you'
      ? ` ${you ? `${you} controls` : 'you control'}`
      : filter.controller === 'opponent'
        ? ` ${you ? `${you}'s opponents control` : 'your opponents control'}`
        : '';
  return `${tapped}${supertypes}${colors}${non}${noun}s${whose}${quality}`;
}

/** "an untapped creature with power 3 or greater": one permanent that fits, as messages name it. */
function describeOne(filter: ObjectFilter, you: PlayerId): string {
  const one = describe(filter, you).replace(/s(?= |$)/, '');
  return `${/^[aeiou]/i.test(one) ? 'an' : 'a'} ${one}`;
}

/** Why a restriction is in force, as messages say it: " while Bob controls an artifact", or nothing. */
function because(r: InForce): string {
  return r.because ? ` while ${r.because.defender} controls ${describeOne(r.because.controls, r.controller)}` : '';
}

/** What a restriction ability says, in a few words (hover). */
export function restrictionText(ability: Extract<Ability, { kind: 'restriction' }>): string {
  const entry = ENTRIES.find(e => e.id === ability.restriction)!;
  const subject = ability.attached
    ? 'enchanted or equipped creature '
    : ability.group
      ? `${describe(ability.group)} `
      : ability.spells
        ? `${ability.spells.types || ability.spells.subtypes ? describe(ability.spells).replace(/s(?= |$)/, ' spells') : 'spells'} `
        : '';
  if (ability.restriction === 'cantActivate')
    return `activated abilities of ${subject.trim() || 'this permanent'} can't be activated`;
  return `${subject}${entry.text(ability.amount !== undefined ? String(ability.amount) : ability.filter && describe(ability.filter))}`;
}

/**
 * "You can't win the game and your opponents can't lose the game" (101.2: the "can't" wins over 104.2b and the
 * state-based actions of 704.5a–c): `win`, whether `player` controls such a permanent; `lose`, whether another player
 * (an opponent, 102.3) does.
 */
export function gameEndBarred(state: GameState, player: PlayerId, outcome: 'win' | 'lose'): boolean {
  return state.battlefield.some(
    id =>
      (controller(state, id) === player) === (outcome === 'win') &&
      hasRestriction(state, id, 'cantWinOpponentsCantLose'),
  );
}

/** How many attackers `blocker` may block (509.1a): one, more with each effect allowing additional ones. */
export function blockLimit(state: GameState, blocker: ObjectId): number {
  let limit = 1;
  for (const r of inForce(state, blocker)) {
    if (r.restriction === 'canBlockAny') return Infinity;
    if (r.restriction === 'canBlockAdditional') limit += r.amount ?? 1;
  }
  return limit;
}
