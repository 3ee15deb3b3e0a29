import {
  CARD_TYPES,
  COLOR_NAMES,
  MANA_TYPES,
  SUPERTYPES,
  activePlayersTurn,
  turnName,
  characteristics,
  controller,
  counters,
  hasKeyword,
  keywordInfo,
  parseManaCost,
  power,
  quoted,
  shortText,
  stepLabel,
  toughness,
  type GameState,
  type ManaType,
  type ObjectId,
  type PlayerId,
  type PlayerState,
  type Violation,
  type Zone,
} from '@mtg-scenario/engine';
import { isSameOrSubrule } from '@mtg-scenario/engine/cr';
import {
  isAttachedCheck,
  isAttachmentsCheck,
  isSummoningSickCheck,
  isCanCheck,
  type CanCheck,
  isAttackingCheck,
  isCharacteristicCheck,
  isControllerCheck,
  type CharacteristicCheck,
  isBlockingCheck,
  type AttachedCheck,
  isBoardCard,
  isCard,
  isCountersCheck,
  isDamageCheck,
  isExpectIllegal,
  isExpectLoser,
  isExpectPriority,
  isExpectStack,
  isExpectStep,
  isExpectSubject,
  isExpectTurn,
  isExpectWinner,
  isLifeCheck,
  isManaCheck,
  isPlayer,
  isPoisonCheck,
  isEnergyCheck,
  isEmblemsCheck,
  isPowerCheck,
  isPowerToughnessCheck,
  isSpellAlias,
  isTappedCheck,
  isTransformedCheck,
  isTokenAlias,
  isExpectCreated,
  isExpectCount,
  isToughnessCheck,
  isZoneCheck,
  isCommanderDamageCheck,
  type CommanderDamageCheck,
  isZoneCountCheck,
  type Check,
  type Expectation,
  type ExpectSubject,
  type Referable,
} from '../generated/ast.js';
import { Codes } from '../base/codes.js';
import {
  describeLocation,
  hasName,
  idsInZone,
  idsNamed,
  listNames,
  objectName,
  stackItemName,
  stackReferences,
  stackTopFirst,
  zoneCheckText,
  zoneLabel,
  type StackReference,
} from './objects.js';
import { replayAction } from './action-replay.js';
import { NameResolver } from './resolve-names.js';
import { fail, skip, type LineOf, type Located, type ReplayContext } from './replay-context.js';
import { stepNamed } from './scenario-structure.js';

export interface ExpectationOutcome {
  readonly status: 'passed' | 'failed' | 'skipped';
  readonly expected?: string;
  readonly actual?: string;
  /** The error message when it failed. */
  readonly message?: string;
  readonly about?: number;
  /**
   * When it failed and the actual value can be written: the check's value property as it is now (or the whole
   * check, for checks without one; the step, turn or player of those expectations), for the quick fix "Update
   * expectation to the actual value".
   */
  readonly actualValue?: string;
  /** When it failed and the object is somewhere else: the whole check that holds instead (`in Bob's graveyard`). */
  readonly actualCheck?: string;
  /** When `expect stack` failed: the stack as it is, top first. */
  readonly actualStack?: readonly StackReference[];
}

/** "Alice's", "Grizzly Bears'". */
export function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

const passed = (expected: string, actual: string): ExpectationOutcome => ({ status: 'passed', expected, actual });
const failed = (expected: string, actual: string, message: string, actualValue?: string): ExpectationOutcome => ({
  status: 'failed',
  expected,
  actual,
  message,
  ...(actualValue !== undefined ? { actualValue } : {}),
});

function compare(
  expected: string,
  actual: string,
  what: string,
  expectedValue: string,
  actualValue: string,
): ExpectationOutcome {
  return expected === actual
    ? passed(`${what} ${expectedValue}`, `${what} ${actualValue}`)
    : failed(
        `${what} ${expectedValue}`,
        `${what} ${actualValue}`,
        `Expected ${what} ${expectedValue}, but it is ${actualValue}.`,
        actualValue,
      );
}

/** Evaluates one expectation in the context reached so far. Throws a LineFailure for names that can't be used. */
export function checkExpectation(
  exp: Expectation,
  ctx: ReplayContext,
  resolver: NameResolver,
  lineOf: LineOf,
): ExpectationOutcome {
  const s = ctx.state;
  if (isExpectCreated(exp)) {
    if (exp.tokens.some(t => t.name === undefined)) skip('incomplete expectation');
    const created = ctx.created ?? [];
    const names = exp.tokens.map(t => t.name);
    const actual =
      created.length === 0 ? 'it created no tokens' : `it created ${listNames(created.map(id => objectName(s, id)))}`;
    const expected = `the previous action created ${names.length} token${names.length === 1 ? '' : 's'}`;
    return created.length === names.length
      ? passed(expected, actual)
      : failed(
          expected,
          actual,
          `Expected the previous action line to create ${names.length} token${names.length === 1 ? '' : 's'} (${listNames(names)}), but ${actual}.`,
        );
  }
  if (isExpectCount(exp)) {
    // A half-typed line ("expect 7") is the parser's to report.
    if (exp.zone === undefined || exp.name === undefined) skip('incomplete expectation');
    const owner = exp.owner?.ref?.name;
    const zone = exp.zone as Zone;
    const wanted = exp.name.toLowerCase();
    // "Soldier tokens": tokens named "Soldier Token" (111.4) or of that subtype; otherwise objects with that name.
    const fits = (id: ObjectId) => {
      const obj = s.objects[id]!;
      const name = obj.def.name.toLowerCase();
      return exp.tokens
        ? obj.token === true &&
            (name === wanted || name === `${wanted} token` || obj.def.subtypes.some(t => t.toLowerCase() === wanted))
        : name === wanted;
    };
    const count = idsInZone(s, zone, owner).filter(fits).length;
    const what = `${exp.name}${exp.tokens ? ' tokens' : ''} ${zoneLabel(zone, owner)}`;
    return count === exp.count
      ? passed(`${exp.count} ${what}`, `${count} ${what}`)
      : failed(
          `${exp.count} ${what}`,
          `${count} ${what}`,
          `Expected ${exp.count} ${what}, but there ${count === 1 ? 'is' : 'are'} ${count}.`,
          String(count),
        );
  }
  if (isExpectIllegal(exp))
    return checkIllegal(exp.rule === undefined ? undefined : String(exp.rule), ctx, { node: exp }, lineOf);
  if (isExpectStack(exp)) {
    const top = stackTopFirst(s);
    const actualNames = top.map(item => stackItemName(s, item));
    const actual = top.length === 0 ? 'empty' : listNames(actualNames);
    const actualStack = stackReferences(s, ctx.aliases);
    if (exp.empty)
      return top.length === 0
        ? passed('the stack is empty', 'the stack is empty')
        : {
            ...failed(
              'the stack is empty',
              `the stack holds ${actual}`,
              `Expected the stack to be empty, but it holds ${actual} (top first).`,
            ),
            actualStack,
          };
    const wanted = exp.items.map((ref, index) =>
      stackEntry(ref.ref, { node: exp, property: 'items', index }, resolver),
    );
    const names = wanted.map(w => w.label);
    const matches =
      wanted.length === top.length && wanted.every((w, i) => w.matches(top[i]!.id, top[i]!.source, actualNames[i]!));
    const expectedText = `the stack holds ${listNames(names)} (top first)`;
    const actualText = top.length === 0 ? 'the stack is empty' : `the stack holds ${actual} (top first)`;
    return matches
      ? passed(expectedText, expectedText)
      : {
          ...failed(
            expectedText,
            actualText,
            `Expected the stack to hold ${listNames(names)} (top first), but ${top.length === 0 ? 'it is empty' : `it holds ${actual}`}.`,
          ),
          actualStack,
        };
  }
  if (isExpectStep(exp)) {
    const step = stepNamed(exp.step);
    if (!step) skip('unknown step');
    return compare(stepLabel(step), stepLabel(s.step), 'the step to be', stepLabel(step), stepLabel(s.step));
  }
  if (isExpectTurn(exp)) {
    // Turns count per player, as `start Alice turn 3` does: Alice's third turn.
    const own = activePlayersTurn(s);
    const expected = `the active player's turn ${exp.turn}`;
    const actual = turnName(s);
    return exp.turn === own
      ? passed(expected, actual)
      : failed(expected, actual, `Expected ${expected}, but it is ${actual}.`, String(own));
  }
  if (isExpectPriority(exp)) {
    const who = exp.nobody ? undefined : exp.player?.ref?.name;
    if (!exp.nobody && !who) skip('unknown player');
    const actual =
      s.priority ??
      (s.result
        ? 'nobody (the game is over)'
        : s.pending
          ? `nobody (the game waits for ${s.pending.player} to ${s.pending.kind === 'discard' ? 'discard' : s.pending.kind === 'declareAttackers' ? 'declare attackers' : 'declare blockers'})`
          : 'nobody');
    const expected = `${who ?? 'nobody'} has priority`;
    if (s.priority === who) return passed(expected, `${actual} has priority`);
    return failed(
      expected,
      `${actual} has priority`,
      who
        ? `Expected ${who} to have priority, but ${actual} has it.`
        : `Expected nobody to have priority, but ${actual} has it.`,
      s.priority ?? 'nobody',
    );
  }
  if (isExpectWinner(exp) || isExpectLoser(exp)) {
    const who = exp.player?.ref?.name;
    if (!who) skip('unknown player');
    const winners = s.result?.winners ?? [];
    const losers = [...new Set([...(s.result?.losers ?? []), ...s.players.filter(p => p.lost).map(p => p.id)])];
    const list = isExpectWinner(exp) ? winners : losers;
    const role = isExpectWinner(exp) ? 'won' : 'lost';
    const actual = s.result
      ? `the game is over: ${winners.length ? `${listNames(winners)} won` : 'nobody won'}`
      : losers.length
        ? `${listNames(losers)} lost; the game goes on`
        : 'the game is not over';
    return list.includes(who)
      ? passed(`${who} ${role}`, actual)
      : failed(`${who} ${role}`, actual, `Expected ${who} to have ${role}, but ${actual}.`, list[0]);
  }
  if (isExpectSubject(exp)) return checkSubject(exp, ctx, resolver, lineOf);
  skip('unknown expectation');
}

/**
 * `expect Alice can cast bolt`: the action replayed from here as its line would be, and the outcome thrown away (the
 * state is a value: nothing happens to it). When the engine refuses it, the actual value is its violation and rule.
 */
function checkCan(who: PlayerId, check: CanCheck, ctx: ReplayContext, lineOf: LineOf): ExpectationOutcome {
  if (!check.action) skip('incomplete expectation');
  const what = check.action.$cstNode?.text.replace(/\s+/g, ' ') ?? '';
  const outcome = replayAction([check.action], ctx, lineOf);
  const expected = `${who} ${check.can ? 'can' : "can't"} ${what}`;
  if (outcome.ok)
    return check.can
      ? passed(expected, `${who} can ${what}`)
      : failed(expected, `${who} can ${what}`, `Expected ${who} not to be able to ${what}, but the engine allows it.`);
  const v = outcome.violation!;
  const actual = `${who} can't ${what}: ${v.message} (CR ${v.rule})`;
  return check.can
    ? failed(expected, actual, `Expected ${who} to be able to ${what}, but ${v.message} (CR ${v.rule}).`)
    : passed(expected, actual);
}

function checkIllegal(rule: string | undefined, ctx: ReplayContext, at: Located, lineOf: LineOf): ExpectationOutcome {
  const last = ctx.last;
  const wanted = rule ? `illegal (CR ${rule})` : 'illegal';
  if (!last)
    fail(at, Codes.expectIllegalWithoutAction, '"expect illegal" checks the action before it, and there is none.');
  const about = last.index;
  if (last.status === 'skipped') return { status: 'skipped', about };
  const line = lineOf(last.index);
  const v: Violation | undefined = last.violation;
  if (!v) {
    return {
      status: 'failed',
      about,
      expected: wanted,
      actual: 'legal',
      message: `Expected the action on line ${line} to be ${wanted}, but the engine accepted it.`,
    };
  }
  if (rule && !isSameOrSubrule(v.rule, rule)) {
    return {
      status: 'failed',
      about,
      expected: wanted,
      actual: `illegal (CR ${v.rule})`,
      actualValue: v.rule,
      message: `Expected the action on line ${line} to be illegal citing ${rule}, but the engine cites ${v.rule}: ${v.message}`,
    };
  }
  return { status: 'passed', about, expected: wanted, actual: `illegal (CR ${v.rule})` };
}

interface StackEntry {
  readonly label: string;
  readonly matches: (id: ObjectId, source: ObjectId, name: string) => boolean;
}

function stackEntry(target: Referable | undefined, at: Located, resolver: NameResolver): StackEntry {
  if (!target) skip('unknown name');
  if (isPlayer(target))
    fail(at, Codes.wrongKindOfName, `${target.name} is a player: the stack holds spells and abilities.`);
  if (isCard(target)) return { label: target.name, matches: (_id, _source, name) => name === target.name };
  const id = resolver.alias(target, at);
  return { label: target.name ?? '', matches: (itemId, source) => itemId === id || source === id };
}

/**
 * The objects an expectation names: a card name's, or an alias's one object. A passing check looks only where it
 * checks; all of them are gathered for a failure's message.
 */
interface Objects {
  readonly label: string;
  readonly byName: boolean;
  readonly is: (id: ObjectId) => boolean;
  /** Those on the battlefield, in its order. */
  readonly onBattlefield: () => readonly ObjectId[];
  /** All of them, in the order of `idsNamed`. */
  readonly all: () => readonly ObjectId[];
}

type Subject = { readonly player: PlayerState } | Objects;

function subjectOf(exp: ExpectSubject, ctx: ReplayContext, resolver: NameResolver): Subject {
  const target = exp.subject?.ref;
  const at = { node: exp, property: 'subject' };
  const s = ctx.state;
  if (!target) skip('unknown name');
  if (isPlayer(target)) {
    const player = s.players.find(p => p.id === target.name);
    if (!player) skip('not a player of this game');
    return { player };
  }
  if (isCard(target)) {
    const is = (id: ObjectId) => hasName(s, id, target.name);
    return {
      label: target.name,
      byName: true,
      is,
      onBattlefield: () => s.battlefield.filter(is),
      all: () => idsNamed(s, target.name),
    };
  }
  if (isBoardCard(target) || isSpellAlias(target) || isTokenAlias(target)) {
    const id = resolver.alias(target, at);
    return {
      label: target.name ?? '',
      byName: false,
      is: other => other === id,
      onBattlefield: () => (s.permanents[id] ? [id] : []),
      all: () => [id],
    };
  }
  skip('unknown name');
}

/** The expectations about a player ("expect Alice life 20"), not about an object. */
export const PLAYER_CHECKS: ReadonlySet<string> = new Set([
  'CanCheck',
  'LifeCheck',
  'PoisonCheck',
  'EnergyCheck',
  'EmblemsCheck',
  'ManaCheck',
  'ZoneCountCheck',
  'CommanderDamageCheck',
]);

function checkSubject(
  exp: ExpectSubject,
  ctx: ReplayContext,
  resolver: NameResolver,
  lineOf: LineOf,
): ExpectationOutcome {
  const check = exp.check;
  if (!check) skip('incomplete expectation');
  const subject = subjectOf(exp, ctx, resolver);
  const at = { node: exp, property: 'subject' };
  if ('player' in subject) {
    if (!PLAYER_CHECKS.has(check.$type)) skip('an object check on a player'); // the validator says so
    if (isCanCheck(check)) return checkCan(subject.player.id, check, ctx, lineOf);
    if (isCommanderDamageCheck(check)) return checkCommanderDamage(subject.player, check, ctx.state, resolver);
    return checkPlayer(subject.player, check, ctx.state);
  }
  if (PLAYER_CHECKS.has(check.$type)) skip('a player check on an object');
  if (isZoneCheck(check)) {
    if (check.zone === undefined) skip('incomplete expectation: no zone yet'); // the parser reports it
    return checkZone(subject, check.zone as Zone, check.owner?.ref?.name, ctx.state);
  }
  // The other checks look at a permanent.
  const s = ctx.state;
  const onBattlefield = subject.onBattlefield();
  if (onBattlefield.length === 0) {
    const ids = subject.all();
    const where = ids.length ? describeLocation(s, ids[0]!) : 'nowhere: no such object exists now';
    const expectedText = describeCheck(check);
    const elsewhere = ids.length === 1 ? zoneCheckText(s, ids[0]!) : undefined;
    return {
      ...failed(
        `${subject.label} ${expectedText}`,
        `${subject.label} is ${where}`,
        `Expected ${subject.label} ${expectedText}, but it isn't on the battlefield: it is ${where}.`,
      ),
      ...(elsewhere ? { actualCheck: elsewhere } : {}),
    };
  }
  if (onBattlefield.length > 1) {
    fail(
      at,
      Codes.objectAmbiguous,
      `${onBattlefield.length} permanents named ${subject.label} are on the battlefield: give the one you mean an alias with "as".`,
    );
  }
  if (isAttachedCheck(check)) return checkAttached(onBattlefield[0]!, subject.label, check, s, resolver);
  if (isAttachmentsCheck(check)) return checkNoAttachments(onBattlefield[0]!, subject.label, s);
  if (isCharacteristicCheck(check))
    return checkCharacteristic(onBattlefield[0]!, subject.label, check, s, { node: check, property: 'value' });
  return checkPermanent(onBattlefield[0]!, subject.label, check, s);
}

/**
 * `expect sword attached to bears` (CR 701.3a): the Aura or Equipment is attached to that permanent; `attached`
 * alone, to some object; `not attached [to bears]`, the opposite.
 */
function checkAttached(
  id: ObjectId,
  label: string,
  check: AttachedCheck,
  s: GameState,
  resolver: NameResolver,
): ExpectationOutcome {
  // A player: what an Aura with enchant player is attached to (702.5d).
  const player = isPlayer(check.host?.ref) ? check.host.ref.name : undefined;
  const host =
    check.host === undefined || player !== undefined
      ? undefined
      : resolver.object(check.host, { node: check, property: 'host' }, 'target', s.permanents[id]!.controller, true);
  const actualObject = s.permanents[id]!.attachedTo;
  const actualPlayer = s.permanents[id]!.attachedToPlayer;
  const to = player !== undefined ? ` to ${player}` : host === undefined ? '' : ` to ${objectName(s, host)}`;
  const expected = `${label} is${check.negated ? ' not' : ''} attached${to}`;
  const actualName = actualObject !== undefined ? objectName(s, actualObject) : (actualPlayer ?? 'nothing');
  const actual = `${label} is attached to ${actualName}`;
  const attached =
    player !== undefined
      ? actualPlayer === player
      : host === undefined
        ? actualObject !== undefined || actualPlayer !== undefined
        : actualObject === host;
  return attached !== check.negated
    ? passed(expected, actual)
    : failed(
        expected,
        actual,
        `Expected ${label}${check.negated ? ' not' : ''} to be attached${to}, but it is attached to ${actualName}.`,
      );
}

/** `expect bears has no attachments`: no Aura, Equipment or Fortification is attached to it (CR 701.3a). */
function checkNoAttachments(id: ObjectId, label: string, s: GameState): ExpectationOutcome {
  const attached = s.battlefield.filter(other => s.permanents[other]?.attachedTo === id);
  const expected = `${label} has no attachments`;
  if (attached.length === 0) return passed(expected, expected);
  const names = listNames(attached.map(a => objectName(s, a)));
  return failed(
    expected,
    `${names} ${attached.length === 1 ? 'is' : 'are'} attached to ${label}`,
    `Expected ${label} to have no attachments, but ${names} ${attached.length === 1 ? 'is' : 'are'} attached to it.`,
  );
}

/**
 * `expect bears is Zombie`, `is blue`, `is artifact`, `is legendary`, `has flying`, `is not Bear`: a characteristic as
 * the layers make it (CR 613) — a color, card type, supertype, subtype or its name after `is` (`is "Insectile
 * Aberration"`: the face up, 712.8d–e), a keyword after `has`.
 */
function checkCharacteristic(
  id: ObjectId,
  label: string,
  check: CharacteristicCheck,
  s: GameState,
  at: Located,
): ExpectationOutcome {
  if (check.value === undefined) skip('incomplete expectation');
  const c = characteristics(s, id);
  const word = check.value;
  const lower = word.toLowerCase();
  let holds: boolean;
  let what: string;
  if (check.verb === 'has') {
    const info = keywordInfo(word);
    if (!info)
      fail(
        at,
        Codes.cardKeywordUnknown,
        `${quoted(word)} is not a keyword the engine knows: \`has\` checks a keyword (CR 702).`,
      );
    holds = hasKeyword(s, id, info.name);
    what = `has ${info.name}`;
  } else {
    const color = (Object.entries(COLOR_NAMES) as [string, string][]).find(([, n]) => n === lower)?.[0];
    const type = CARD_TYPES.find(t => t.toLowerCase() === lower);
    const supertype = SUPERTYPES.find(t => t.toLowerCase() === lower);
    holds = color
      ? c.colors.includes(color as never)
      : lower === 'colorless'
        ? c.colors.length === 0
        : type
          ? c.types.includes(type)
          : supertype
            ? c.supertypes.includes(supertype)
            : c.subtypes.some(t => t.toLowerCase() === lower) || s.objects[id]!.def.name.toLowerCase() === lower;
    what = `is ${shortText(word)}`;
  }
  const expected = `${label} ${check.negated ? what.replace(/^(is|has)/, '$1 not') : what}`;
  const ok = holds !== check.negated;
  const actual = `${label} ${holds ? what : what.replace(/^(is|has)/, '$1 not')}`;
  return ok
    ? passed(expected, actual)
    : failed(
        expected,
        actual,
        `Expected ${label} ${check.negated ? 'not ' : ''}${what.replace(/^is /, 'to be ').replace(/^has /, 'to have ')}, but ${holds ? 'it does' : 'it does not'} (${describeCharacteristics(c)}).`,
      );
}

/** "Alice's green Creature — Bear Zombie with flying": the characteristics a failed check shows. */
function describeCharacteristics(c: ReturnType<typeof characteristics>): string {
  const colors = c.colors.length ? c.colors.map(k => COLOR_NAMES[k]).join(' and ') : 'colorless';
  const types = [...c.supertypes, ...c.types].join(' ') + (c.subtypes.length ? ` — ${c.subtypes.join(' ')}` : '');
  return `${possessive(c.controller)} ${colors} ${types}${c.keywords.length ? ` with ${c.keywords.join(', ')}` : ''}`;
}

function describeCheck(check: Check): string {
  if (isDamageCheck(check)) return `to have ${check.value} damage marked`;
  if (isTappedCheck(check)) return check.tapped ? 'to be tapped' : 'to be untapped';
  if (isTransformedCheck(check)) return check.negated ? 'to have its front face up' : 'to be transformed';
  if (isPowerCheck(check)) return `to have power ${check.value}`;
  if (isToughnessCheck(check)) return `to have toughness ${check.value}`;
  if (isPowerToughnessCheck(check)) return `to be ${check.power}/${check.toughness}`;
  if (isCountersCheck(check)) return `to have ${check.value} ${check.kind} counter${check.value === 1 ? '' : 's'}`;
  const not = 'negated' in check && check.negated ? ' not' : '';
  if (isAttackingCheck(check)) return `${not} to be attacking`.trimStart();
  if (isBlockingCheck(check)) return `${not} to be blocking`.trimStart();
  if (isAttachedCheck(check))
    return `${not} to be attached${check.host ? ` to ${check.host.$refText}` : ''}`.trimStart();
  if (isAttachmentsCheck(check)) return 'to have no attachments';
  if (isSummoningSickCheck(check)) return `${not} to be summoning sick`.trimStart();
  if (isControllerCheck(check)) return `to be controlled by ${check.player?.$refText ?? ''}`;
  if (isCharacteristicCheck(check))
    return `to ${check.verb === 'has' ? 'have' : 'be'}${check.negated ? ' not' : ''} ${check.value ?? ''}`;
  return 'to be on the battlefield';
}

function checkPermanent(id: ObjectId, label: string, check: Check, s: GameState): ExpectationOutcome {
  const perm = s.permanents[id]!;
  const number = (what: string, expected: number, actual: number) =>
    numberCheck(`${possessive(label)} ${what}`, expected, actual);
  if (isDamageCheck(check)) return number('damage', check.value, perm.damage);
  if (isControllerCheck(check)) {
    // Control as the layers make it (613.1b): the quick fix writes the actual controller.
    const expected = check.player?.ref?.name ?? check.player?.$refText ?? '';
    const actual = controller(s, id);
    const text = (who: string) => `${label} is controlled by ${who}`;
    return expected === actual
      ? passed(text(expected), text(actual))
      : failed(
          text(expected),
          text(actual),
          `Expected ${label} to be controlled by ${expected}, but ${actual} controls it.`,
          actual,
        );
  }
  if (isPowerCheck(check)) return number('power', check.value, power(s, id));
  if (isToughnessCheck(check)) return number('toughness', check.value, toughness(s, id));
  if (isPowerToughnessCheck(check)) {
    const actual = `${power(s, id)}/${toughness(s, id)}`;
    const expected = `${check.power}/${check.toughness}`;
    return expected === actual
      ? passed(`${label} is ${expected}`, `${label} is ${actual}`)
      : failed(
          `${label} is ${expected}`,
          `${label} is ${actual}`,
          `Expected ${label} to be ${expected}, but it is ${actual}.`,
          actual,
        );
  }
  if (isCountersCheck(check))
    return number(`number of ${check.kind} counters`, check.value, counters(s, id, check.kind ?? ''));
  if (isTappedCheck(check)) {
    const actual = perm.tapped ? 'tapped' : 'untapped';
    const expected = check.tapped ? 'tapped' : 'untapped';
    return expected === actual
      ? passed(`${label} is ${expected}`, `${label} is ${actual}`)
      : failed(
          `${label} is ${expected}`,
          `${label} is ${actual}`,
          `Expected ${label} to be ${expected}, but it is ${actual}.`,
          actual,
        );
  }
  if (isTransformedCheck(check)) {
    // 701.27g: a transformed permanent is a double-faced one with its back face up.
    const transformed = s.objects[id]!.transformed === true;
    const face = (up: boolean) => (up ? `${label} is transformed` : `${label} has its front face up`);
    return transformed !== check.negated
      ? passed(face(!check.negated), face(transformed))
      : failed(
          face(!check.negated),
          face(transformed),
          `Expected ${label} ${check.negated ? 'to have its front face up' : 'to be transformed'}, but it ${transformed ? 'is transformed' : 'has its front face up'} (${objectName(s, id)}).`,
        );
  }
  if (isAttackingCheck(check)) {
    const attacking = s.combat?.attackers.some(a => a.id === id) ?? false;
    const state = (is: boolean) => `${label} is${is ? '' : ' not'} attacking`;
    return attacking !== check.negated
      ? passed(state(!check.negated), state(attacking))
      : failed(
          state(!check.negated),
          state(attacking),
          `Expected ${label}${check.negated ? ' not' : ''} to be attacking, but it ${attacking ? 'is' : "isn't"}.`,
        );
  }
  if (isBlockingCheck(check)) {
    const blocked = s.combat?.blockers[id];
    const actual = blocked
      ? `${label} blocks ${listNames(blocked.map(a => objectName(s, a)))}`
      : `${label} is not blocking`;
    const expected = `${label} is${check.negated ? ' not' : ''} blocking`;
    return (blocked !== undefined) !== check.negated
      ? passed(expected, actual)
      : failed(
          expected,
          actual,
          `Expected ${label}${check.negated ? ' not' : ''} to be blocking, but ${blocked ? `it blocks ${listNames(blocked.map(a => objectName(s, a)))}` : "it isn't"}.`,
        );
  }
  if (isSummoningSickCheck(check)) {
    // CR 302.6: not under its controller's control continuously since their most recent turn began (haste only lets
    // a creature attack and use {T} abilities anyway, 702.10b).
    const sick = !perm.sinceTurnStart;
    const state = (is: boolean) => `${label} is${is ? '' : ' not'} summoning sick`;
    return sick !== check.negated
      ? passed(state(!check.negated), state(sick))
      : failed(
          state(!check.negated),
          state(sick),
          sick
            ? `Expected ${label} not to be summoning sick, but ${perm.controller} hasn't controlled it continuously since their most recent turn began (CR 302.6).`
            : `Expected ${label} to be summoning sick, but ${perm.controller} has controlled it continuously since their most recent turn began (CR 302.6).`,
        );
  }
  skip('not a permanent check');
}

function checkZone(subject: Objects, zone: Zone, player: PlayerId | undefined, s: GameState): ExpectationOutcome {
  const { label, byName } = subject;
  const place = zoneLabel(zone, player);
  const expected = `${label} is ${place}`;
  if (idsInZone(s, zone, player).some(subject.is)) return passed(expected, expected);
  const ids = subject.all();
  const where =
    ids.length === 0
      ? 'there is no such object'
      : byName && ids.length > 1
        ? `the ${label} cards are ${listNames([...new Set(ids.map(id => describeLocation(s, id)))])}`
        : `it is ${describeLocation(s, ids[0]!)}`;
  const elsewhere = ids.length === 1 ? zoneCheckText(s, ids[0]!) : undefined;
  return {
    ...failed(expected, where, `Expected ${label} ${place}, but ${where}.`),
    ...(elsewhere ? { actualCheck: elsewhere } : {}),
  };
}

/** `expect Bob commander damage from atraxa 21`: the combat damage that commander has dealt Bob this game (903.10a). */
function checkCommanderDamage(
  p: PlayerState,
  check: CommanderDamageCheck,
  s: GameState,
  resolver: NameResolver,
): ExpectationOutcome {
  if (!s.commander) skip('not a Commander game'); // the validator says so
  const id = resolver.object(check.commander, { node: check, property: 'commander' }, 'target', p.id, true);
  if (id === undefined || s.commander.casts[id] === undefined) skip('not a commander'); // the validator says so
  const actual = s.commander.damage[p.id]?.[id] ?? 0;
  return numberCheck(
    `${possessive(p.id)} combat damage from ${objectName(s, id)}`,
    check.value,
    actual,
    ' (CR 903.10a)',
  );
}

/** A number expected of a player or permanent ("Bob's life total"), against the game's; `cite` follows the expected. */
function numberCheck(what: string, expected: number, actual: number, cite = ''): ExpectationOutcome {
  return expected === actual
    ? passed(`${what} is ${expected}`, `${what} is ${actual}`)
    : failed(
        `${what} is ${expected}`,
        `${what} is ${actual}`,
        `Expected ${what} to be ${expected}${cite}, but it is ${actual}.`,
        String(actual),
      );
}

function checkPlayer(p: PlayerState, check: Check, s: GameState): ExpectationOutcome {
  const number = (what: string, expected: number, actual: number) =>
    numberCheck(`${possessive(p.id)} ${what}`, expected, actual);
  if (isLifeCheck(check)) return number('life total', check.value, p.life);
  if (isPoisonCheck(check)) return number('poison counter count', check.value, p.poison);
  if (isEnergyCheck(check)) return number('energy counter count', check.value, p.energy);
  // CR 114.2: the emblems a player owns, in the command zone.
  if (isEmblemsCheck(check)) return number('emblem count', check.value, s.emblems.filter(e => e.owner === p.id).length);
  if (isZoneCountCheck(check)) {
    const zone = check.zone as Zone;
    const actual =
      zone === 'battlefield'
        ? s.battlefield.filter(id => controller(s, id) === p.id).length
        : (p[zone as 'hand'] ?? []).length;
    return number(zone === 'battlefield' ? 'number of permanents' : `${zone} size`, check.value, actual);
  }
  if (isManaCheck(check)) {
    // Mana that may be spent only on some spells (106.6) is in the pool too.
    const restricted = (t: ManaType) => (p.restrictedMana ?? []).filter(r => r.mana === t).length;
    const actual = MANA_TYPES.map(t => `{${t}}`.repeat(p.manaPool[t] + restricted(t))).join('') || 'empty';
    let expected = 'empty';
    if (!check.empty && check.pool) {
      const parsed = parseManaCost(check.pool);
      if (
        !parsed.ok ||
        parsed.cost.generic > 0 ||
        parsed.cost.x > 0 ||
        parsed.cost.hybrid ||
        parsed.cost.phyrexian ||
        parsed.cost.snow
      )
        skip('not a mana pool');
      expected = MANA_TYPES.map(t => `{${t}}`.repeat(parsed.cost.colored[t] ?? 0)).join('') || 'empty';
    }
    return expected === actual
      ? passed(`${p.id}'s mana pool is ${expected}`, `${p.id}'s mana pool is ${actual}`)
      : failed(
          `${p.id}'s mana pool is ${expected}`,
          `${p.id}'s mana pool is ${actual}`,
          `Expected ${p.id}'s mana pool to be ${expected}, but it is ${actual}.`,
          `mana ${actual}`,
        );
  }
  skip('not a player check');
}
