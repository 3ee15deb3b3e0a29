import type {
  DelayedWhen,
  Ability,
  AbilityCost,
  ManaType,
  Count,
  CountSubject,
  Effect,
  Modes,
  ObjectFilter,
  StateCondition,
  TargetSpec,
} from '../core/types.js';
import { readStateCondition, type Condition } from '../view/conditions.js';
import { effectEntry, readEffect } from '../effects/index.js';
import { STILL } from '../effects/pump.js';
import { CHOICES_AS_RESOLVES } from '../effects/color-choice.js';
import { readAim, type Aim, type ReadContext } from '../effects/registry.js';
import { asYours, equalTo, perEach, readCount, type That } from '../view/counts.js';
import { asYou, THIRD_PERSON_VERB } from '../effects/its-controller.js';
import { tokensWith } from '../effects/create.js';
import { amount, readCards, readPermanents, readSpells, readTarget } from '../core/phrases.js';
import { readReplacement } from '../events/replacement.js';
import { TRIGGERS, type TriggerEntry } from '../rules/triggers.js';
import { costSaysX, readCost, readLoyaltyCost } from '../events/costs.js';
import { readManaMade, readManaTrigger } from '../events/mana.js';
import { readStaticAbilities } from './statics.js';
import { permitExiled } from '../effects/permit.js';
import { readPermission } from '../rules/permissions.js';
import { narrowed, readWindow, type Window } from '../core/timing.js';
import { keywordAbilities } from './keyword-abilities.js';
import { readRestriction } from '../rules/restrictions.js';
import { readAbilityCostChange, readCostChange } from '../rules/cost-changes.js';
import { BASIC_LAND_TYPES, COLORS, parseManaCost } from '../core/cards.js';

/**
 * Reads a card's rules text sentence by sentence (the card's own name as `~`): mana abilities, static restrictions,
 * triggered abilities (the trigger registry reads the opening, the effect registry the rest) and the instructions of
 * instants and sorceries. New vocabulary is a registry entry (`effects/`, `triggers.ts`), not a change here.
 */

/**
 * "{T}: Add {G}", "{T}: Add {R} or {W}", "{T}, Sacrifice ~: Add one mana of any color", "{1}, {T}: Add {R}{W}",
 * "{T}: Add {C}{C}{C}", "{T}: Add {G} for each Elf you control" (CR 605.1a).
 */
const MANA_ABILITY = /^([^:"]+): Add (.+?)(?: for each (.+))?$/i;
/** "Add an amount of {G} equal to your devotion to green": the symbols made that many times, as "for each" says. */
const AN_AMOUNT_OF = /^([^:"]+): Add an amount of ((?:\{[WUBRGC]\})+) equal to (.+)$/i;
/** "Add X mana of any one color, where X is …": one color chosen, that mana made X times (107.3c). */
const X_OF_ONE_COLOR = /^([^:"]+): Add X mana (of any one color), where X is (.+)$/i;

export interface TextSpan {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

export interface CardTextParse {
  readonly abilities: readonly Ability[];
  /** Sentences the vocabulary doesn't understand: the engine ignores them, the editor warns. */
  readonly notUnderstood: readonly NotUnderstoodSpan[];
}

/**
 * A sentence not understood. `stoppedAt`: the first words the reader couldn't place, where an ability's trigger or
 * cost, or a sentence's first instructions, were read ("unless you pay {2}"); absent when none of it was.
 */
export interface NotUnderstoodSpan extends TextSpan {
  readonly stoppedAt?: string;
}

/** Splits text into sentences, keeping their offsets; a sentence keeps no trailing period (hover marks each). */
export function sentences(text: string): TextSpan[] {
  const out: TextSpan[] = [];
  const push = (from: number, to: number) => {
    const raw = text.slice(from, to);
    const lead = raw.length - raw.trimStart().length;
    // Trimmed again after the period: blanked reminder text before it ("… cards (…).") leaves spaces.
    const body = raw.trim().replace(/\.$/, '').trimEnd();
    if (body.length > 0) out.push({ start: from + lead, end: from + lead + body.length, text: body });
  };
  // A period ends a sentence only when followed by whitespace or the end, so "{T}: Add {G}." stays whole; inside
  // quotes it doesn't (a granted ability of two sentences is one), and a closing quote after one ends the sentence
  // when a new one begins ('… with "{X}: This creature gets +X/+0 until end of turn." It's still a land.', but not
  // 'gains "{T}: You gain 1 life." until end of turn'). A line ends one too.
  let from = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\n') {
      push(from, i);
      from = i + 1;
      quoted = false;
    } else if (c === '"') quoted = !quoted;
    else if (c === '.' && /^(?:\s|$)/.test(text.slice(i + 1, i + 2)) && !quoted) {
      push(from, i + 1);
      from = i + 1;
    } else if (c === '.' && quoted && text[i + 1] === '"' && /^(?:\s+[A-Z]|\s*$)/.test(text.slice(i + 2, i + 5))) {
      quoted = false;
      push(from, i + 2);
      from = i + 2;
      i++;
    }
  }
  push(from, text.length);
  return out;
}

const SELF_WORDS = /\bthis (?:creature|spell|permanent|artifact|enchantment|equipment|land|planeswalker|token)\b/gi;
const isWordChar = (c: string | undefined) => c !== undefined && /\w/.test(c);

/**
 * The sentence with the card's own name and "this creature/spell/permanent" replaced by `~`; a name with a comma is
 * also referred to by the part before it ("Tombstone" for "Tombstone, Career Criminal", 201.5c). The name is matched
 * as text (case-insensitive, on word boundaries), never compiled into a regular expression: names are user text of
 * any length and characters.
 */
export function withSelfReferences(sentence: string, cardName: string): string {
  const comma = cardName.indexOf(', ');
  const named = replaceName(sentence, cardName);
  return (comma > 0 ? replaceName(named, cardName.slice(0, comma)) : named).replace(SELF_WORDS, '~');
}

/** `text` with each whole-word occurrence of `cardName` replaced by `~`. */
function replaceName(text: string, cardName: string): string {
  // Lower-casing can change a string's length (İ): then indices wouldn't line up, so match the case as written.
  const folds = text.toLowerCase().length === text.length && cardName.toLowerCase().length === cardName.length;
  const name = folds ? cardName.toLowerCase() : cardName;
  if (name.length === 0) return text;
  const lower = folds ? text.toLowerCase() : text;
  let result = '';
  let from = 0;
  for (let at = lower.indexOf(name); at >= 0; at = lower.indexOf(name, at + 1)) {
    if (at < from) continue;
    const end = at + name.length;
    const startsOk = !isWordChar(name[0]) || !isWordChar(lower[at - 1]);
    const endsOk = !isWordChar(name[name.length - 1]) || !isWordChar(lower[end]);
    if (!startsOk || !endsOk) continue;
    result += `${text.slice(from, at)}~`;
    from = end;
  }
  return result + text.slice(from);
}

/** A card's text split into paragraphs (lines), each an ability of its own (CR 113.2c), keeping offsets. */
export function paragraphs(text: string): TextSpan[] {
  const out: TextSpan[] = [];
  for (const m of text.matchAll(/[^\n]+/g)) {
    const lead = m[0].length - m[0].trimStart().length;
    const body = m[0].trim();
    if (body.length > 0) out.push({ start: m.index! + lead, end: m.index! + lead + body.length, text: body });
  }
  return out;
}

/** The effects and targets read so far for one ability; targets are numbered in the order they appear. */
interface Instructions {
  readonly targets: TargetSpec[];
  readonly effects: Effect[];
  /**
   * A triggered ability's instructions after an opening about another permanent ("whenever a creature you control
   * dies"): "that creature's toughness" before any target is named is the event's object's (603.2).
   */
  readonly eventObject?: true;
  /** After an opening about a spell cast ("whenever you cast a spell"): "that spell's mana value" is that spell's. */
  readonly eventSpell?: true;
  /**
   * What "it", "that permanent" and "its controller" are before any target is named, in a triggered ability: the
   * source its opening names ("whenever ~ attacks") or the trigger event's object ("whenever a creature enters")
   * (603.2, 603.3d). After a target they are that target.
   */
  readonly it?: Aim;
}

/**
 * What "it" still is after the instructions read so far: while each of them is about it ("tap it and put a counter
 * on it"); an instruction about something else ("look at the top card of your library") may have named what a
 * later "it" means.
 */
function itNow(into: Instructions): Aim | undefined {
  // "You may pay {E}{E}. If you do, put a +1/+1 counter on it": a payment names nothing.
  const effects = into.effects.filter(e => !(e.kind === 'optional' && e.effects.every(p => p.kind === 'pay')));
  if (effects.length === 0) return into.it;
  // "Whenever ~ deals combat damage to a creature, tap that creature and it doesn't untap …": the one object every
  // instruction before it is about, of those the opening names.
  const about = [into.it, ...(into.it ? [{ event: 'object' } as const] : [])].filter(
    (aim, i, all): aim is Aim =>
      aim !== undefined &&
      all.findIndex(a => JSON.stringify(a) === JSON.stringify(aim)) === i &&
      effects.every(e => JSON.stringify(e).includes(JSON.stringify(aim))),
  );
  return about.length === 1 ? about[0] : undefined;
}
const withIt = (into: Instructions): Pick<Instructions, 'it'> => {
  const it = itNow(into);
  return it ? { it } : {};
};

/** Instructions nested in those read so far ("you may ...", "if you do, ..."): the same ability, with its targets. */
const within = (into: Instructions): Instructions => {
  const { it: _it, ...rest } = into;
  return { ...rest, ...withIt(into), targets: [...into.targets], effects: [] };
};

/**
 * An effect read with "it" / "that permanent" / "its controller" ("earlier" aims) before any target: what the
 * ability's opening names (`Instructions.it`), or undefined when it names nothing they could mean.
 */
function towardIt(effect: Effect, into: Instructions): Effect | undefined {
  if (into.targets.length > 0 || !EARLIER.test(JSON.stringify(effect))) return effect;
  // "Manifest the top card of your library, then put a +1/+1 counter on it": the card it put onto the battlefield.
  const last = into.effects.at(-1);
  const it: Aim | undefined = last?.kind === 'manifest' && last.amount === 1 ? { created: true } : itNow(into);
  if (!it) return undefined;
  const toward = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(toward);
    if (typeof value !== 'object' || value === null) return value;
    const o = value as Record<string, unknown>;
    if (o.earlier === true && Object.keys(o).length === 1) return it;
    // "Its controller": who controls the event's object (as it last was, 608.2h).
    if (o.earlierController === true && Object.keys(o).length === 1 && 'event' in it) return { event: 'controller' };
    // A delayed trigger's and a token's own abilities are about events of their own.
    if (o.kind === 'delayed' || o.kind === 'create') return value;
    return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, toward(v)]));
  };
  const mapped = toward(effect) as Effect;
  return EARLIER.test(JSON.stringify(mapped)) ? undefined : mapped;
}
/** Aims at what an earlier target was: the last object target, all of them, its controller. */
const EARLIER = /"(?:earlier|earlierAll|earlierController)":true/;

/**
 * Reads one instruction sentence into `into`: a whole sentence an effect entry understands, or a sequence of them
 * ("…, then …", "… and …"). False when any part isn't understood (then `into` is unchanged).
 */
function readInstruction(sentence: string, into: Instructions, budget: Budget = newBudget()): boolean {
  // A part that failed in this context fails again: the splits of a long sentence try the same parts many times. It
  // costs the budget what it cost the first time, so that what is read stays the same.
  const last = into.effects.at(-1);
  const key = `${into.targets.length}|${sentence}`;
  const cost = budget.failed.get(last)?.get(key);
  if (cost !== undefined) {
    budget.left -= cost;
    return false;
  }
  const before = budget.left;
  if (readOnce(sentence, into, budget)) return true;
  const failed = budget.failed.get(last) ?? new Map<string, number>();
  budget.failed.set(last, failed.set(key, before - budget.left));
  return false;
}

/** What `readInstruction` may still try, and the parts that failed, by the last effect read before them. */
interface Budget {
  left: number;
  readonly failed: Map<Effect | undefined, Map<string, number>>;
}
const newBudget = (): Budget => ({ left: SPLIT_BUDGET, failed: new Map() });

function readOnce(sentence: string, into: Instructions, budget: Budget): boolean {
  if (--budget.left < 0) return false;
  for (const [pattern, meaning] of KEYWORD_ACTIONS) {
    const m = pattern.exec(sentence);
    if (m) return readInstruction(meaning(m), into, budget);
  }
  const last = into.effects[into.effects.length - 1];
  for (const [pattern, ride] of RIDERS) {
    const m = last ? pattern.exec(sentence) : null;
    const changed = m ? ride(last!, m) : undefined;
    if (changed) {
      into.effects[into.effects.length - 1] = changed;
      return true;
    }
  }
  // "Whenever a Minotaur attacks this turn, it gets +2/+0 until end of turn. Destroy that creature at end of combat.": a
  // later sentence about that attacker is the delayed ability's own (603.7c); so is "if you don't, you lose the game"
  // after "at the beginning of your next upkeep, pay {2}{U}{U}", the answer to that payment.
  const answersPay = last?.kind === 'delayed' && /^if you don't, /i.test(sentence) && paysLast(last.effects);
  if (last?.kind === 'delayed' && (answersPay || ('attacks' in last.when && /\bthat creature\b/i.test(sentence)))) {
    const inner: Instructions = { targets: [], effects: [...(last.effects as readonly Effect[])], eventObject: true };
    if (!readInstruction(sentence, inner, budget) || inner.targets.length > 0) return false;
    into.effects[into.effects.length - 1] = { ...last, effects: inner.effects };
    return true;
  }
  if (readInstead(sentence, into, budget)) return true;
  const leading = readForEachFirst(sentence, into, budget);
  if (leading !== undefined) return leading;
  if (readCounted(sentence, into, budget)) return true;
  // "Its controller creates a 3/3 Beast token": the last target's controller does what the rest tells "you" to.
  const its = ITS_CONTROLLER.exec(sentence);
  if (its && into.targets.length > 0) {
    const inner: Instructions = within(into);
    // "Its controller may search their library …": that player's choice (608.2d), which they refuse with `declines`.
    if (!readInstruction(asYou(its[1]!), inner, budget) || inner.targets.length > into.targets.length) return false;
    into.effects.push({ kind: 'byController', target: into.targets.length - 1, effects: inner.effects });
    return true;
  }
  // "Each player may discard their hand and draw seven cards": what each player may do, read as told to "you".
  const eachMay = EACH_MAY.exec(sentence);
  if (eachMay) {
    const inner: Instructions = { targets: [], effects: [] };
    if (!readInstruction(eachMay[1]!.replace(/\btheir\b/g, 'your'), inner, budget) || inner.targets.length)
      return false;
    into.effects.push({ kind: 'eachMay', effects: inner.effects });
    return true;
  }
  // "Remove a fade counter from ~. If you can't, sacrifice ~." (fading, 702.32a): the instruction before must be done
  // when it can; whether it was is remembered, as for "you may" (`optional`, required). Only after instructions that
  // change nothing when impossible (drawing from an empty library does: 704.5b).
  const cant = IF_YOU_CANT.exec(sentence);
  const before = into.effects.at(-1);
  if (cant && before && CAN_FAIL.includes(before.kind)) {
    const inner: Instructions = within(into);
    if (!readInstruction(cant[1]!, inner, budget)) return false;
    into.effects[into.effects.length - 1] = { kind: 'optional', required: true, effects: [before] };
    into.effects.push({ kind: 'conditional', condition: 'youDidNot', effects: inner.effects });
    into.targets.splice(0, into.targets.length, ...inner.targets);
    return true;
  }
  // "You may pay {3}{R}. When you do, it deals 3 damage to any target": a reflexive triggered ability (603.12), made if
  // the "you may" just before it was done, with targets of its own, chosen as it goes on the stack.
  const reflexive = WHEN_YOU_DO.exec(sentence);
  if (reflexive) {
    if (!answersMay(into.effects, false)) return false;
    const inner: Instructions = { ...within(into), targets: [] };
    if (!readInstruction(reflexive[1]!, inner, budget)) return false;
    const made: Effect = { kind: 'reflexive', targets: inner.targets, effects: inner.effects };
    into.effects.push({ kind: 'conditional', condition: 'youDid', effects: [made] });
    return true;
  }
  // "Gains protection from the color of your choice", "becomes the basic land type of your choice": read with white
  // (a Plains) in its place, chosen as it resolves (608.2d).
  const asResolves = CHOICES_AS_RESOLVES.find(c => c.words.test(sentence) && !c.named.test(sentence));
  if (asResolves) {
    const inner: Instructions = within(into);
    if (!readInstruction(sentence.replace(asResolves.words, asResolves.template), inner, budget)) return false;
    const choice = asResolves.choice === 'color' ? {} : { choice: asResolves.choice };
    into.effects.push({ kind: 'colorChoice', ...choice, effects: inner.effects });
    into.targets.splice(0, into.targets.length, ...inner.targets);
    return true;
  }
  const optional = OPTIONAL.exec(sentence) ?? OPTIONAL_HAVE.exec(sentence);
  if (optional) {
    const inner: Instructions = within(into);
    if (!readInstruction(optional[1]!, inner, budget)) return false;
    into.effects.push({ kind: 'optional', effects: inner.effects });
    into.targets.splice(0, into.targets.length, ...inner.targets);
    return true;
  }
  // "Sacrifice it at the beginning of the next end step": a delayed triggered ability (603.7a) whose "it" is what the
  // spell or ability was about; its instructions choose no targets of their own.
  const later = readLater(sentence);
  // "That turn": the one extra turn an instruction before it creates (500.7).
  const thatTurn = later && 'thatTurn' in later.when;
  if (thatTurn && !into.effects.some(e => e.kind === 'extraTurn' && e.turns === undefined)) return false;
  if (later) {
    const inner: Instructions = { targets: [], effects: [] };
    // "Whenever ~ attacks, sacrifice it at end of combat": ~ when the opening names it and nothing else came first.
    const it = itNow(into) && 'self' in itNow(into)! && into.targets.length === 0 ? '~' : 'that creature';
    if (
      !readInstruction(
        later.rest.replace(/\bthat token\b/gi, 'that creature').replace(/\bit\b/gi, it),
        inner,
        budget,
      ) ||
      inner.targets.length
    )
      return false;
    into.effects.push({ kind: 'delayed', when: later.when, effects: inner.effects });
    return true;
  }
  const general = GENERAL_IF.exec(sentence);
  const stateCondition = general ? readIf(general[1]!, into) : undefined;
  for (const [pattern, condition] of [
    ...CONDITIONS,
    ...(stateCondition ? [[GENERAL_IF_BODY, stateCondition] as const] : []),
  ]) {
    const m = pattern.exec(sentence);
    if (!m) continue;
    // "If you don't" answers the "you may" just before it; alone it would always happen. "Otherwise" answers the
    // "if you do" after one ("you may pay {1}. If you do, …. Otherwise, …").
    // "Pay {2}{B}. If you don't, …": its player may pay or not (118.3), as "you may pay" offers.
    const bare = into.effects.at(-1);
    if (condition === 'youDidNot' && bare?.kind === 'pay' && !OTHERWISE.test(sentence))
      into.effects[into.effects.length - 1] = { kind: 'optional', effects: [bare] };
    if (condition === 'youDidNot' && !answersMay(into.effects, OTHERWISE.test(sentence))) continue;
    if (
      (condition === 'youWon' || condition === 'youLost') &&
      !answersWin(into.effects, into.targets, condition, sentence)
    )
      continue;
    const inner: Instructions = within(into);
    const kicked = typeof condition === 'object' && condition.kind === 'kicked';
    // "If that creature is a Goat, it also gets +3/+0 …": besides what happened before it. "If this spell was kicked,
    // it deals 4 damage to …": the spell deals it.
    const also = m[1]!.replace(/^(it|that creature) also /i, '$1 ');
    if (!readInstruction(kicked ? also.replace(/^it (?=deals )/i, '~ ') : also, inner, budget)) return false;
    into.effects.push({ kind: 'conditional', condition, effects: inner.effects });
    // A target of the part that happens only if the spell was kicked is chosen only then (702.33g).
    const added = inner.targets.slice(into.targets.length).map(t => (kicked ? { ...t, ifKicked: true as const } : t));
    // Targets of a part that happens only if it wasn't kicked: chosen only then, which isn't modelled.
    if (kicked && condition.not && added.length) return false;
    into.targets.splice(0, into.targets.length, ...inner.targets.slice(0, into.targets.length), ...added);
    return true;
  }
  // "… deals 2 damage to any other target", "… to another target creature", "… to a third target" after a target:
  // a target of its own, none of those chosen before it (601.2c).
  const distinct = into.targets.length > 0 ? ANOTHER_TARGET.exec(sentence) : null;
  // "Another" is about the targets before it, not the source: "another target creature" is one more target
  // creature; "(any) other target", "another target" alone, any target.
  const plain = distinct
    ? sentence.replace(ANOTHER_TARGET, (_w, any?: string, bare?: string) => (any || bare ? 'any target' : 'target'))
    : sentence;
  const whole = readEffect(aboutEarlierTarget(plain, into), READ_CONTEXT);
  // "That permanent …" needs an earlier target to be about, or a triggered ability's opening to name it.
  const made = whole?.effect(into.targets.length);
  const effect = made && towardIt(made, into);
  if (whole && effect && (!whole.earlier || into.targets.length > 0 || effect !== made)) {
    into.effects.push(afterPlayerTarget(effect, into.targets));
    into.targets.push(...(distinct ? whole.targets.map(t => ({ ...t, another: true as const })) : whole.targets));
    return true;
  }
  if (readUnless(sentence, into, budget)) return true;
  if (readByPlayers(sentence, into, budget)) return true;
  if (readTrailingIf(sentence, into, budget)) return true;
  // "Until end of turn, creatures you control gain trample and get +1/+1": the duration may come first.
  const until = UNTIL_FIRST.exec(sentence);
  // "Until end of turn, target creature gets +1/+0 for each …": the duration goes before the count.
  const forEach = until ? / for each /i.exec(until[1]!) : null;
  const lasting =
    until &&
    (forEach
      ? `${until[1]!.slice(0, forEach.index)} until end of turn${until[1]!.slice(forEach.index)}`
      : `${until[1]} until end of turn`);
  // (A quoted ability granted may say "until end of turn" of its own.)
  if (until && !/until end of turn/i.test(until[1]!.replace(/"[^"]*"/g, '')))
    return readInstruction(lasting!, into, budget);
  for (const joint of SEQUENCE) {
    for (let at = sentence.indexOf(joint); at > 0; at = sentence.indexOf(joint, at + 1)) {
      // The same ability's instructions: after an opening about another object, "that creature" is still its object.
      const trial: Instructions = { ...within(into), effects: [...into.effects] };
      const first = sentence.slice(0, at);
      const rest = sentence.slice(at + joint.length);
      if (
        readInstruction(first, trial, budget) &&
        (readInstruction(rest, trial, budget) || readSameSubject(first, rest, into.targets.length, trial, budget)) &&
        // "It gains flying and loses all abilities until end of turn": a duration is the whole sentence's (611.2a), so
        // a part read as lasting for good is wrong.
        !(DURATION.test(sentence) && trial.effects.slice(into.effects.length).some(lastsForGood))
      ) {
        into.targets.splice(0, into.targets.length, ...trial.targets);
        into.effects.splice(0, into.effects.length, ...trial.effects);
        return true;
      }
    }
  }
  return false;
}

const DURATION = /\b(?:until end of turn|until your next turn|this turn)\b/i;
const lastsForGood = (e: Effect) => e.kind === 'pump' && e.lasting === true && !e.change.control;

/**
 * "Tap target creature. That creature doesn't untap …", "… If that creature would die this turn, exile it instead":
 * after an object target, "that creature" is that target (as "that permanent" is), not a trigger event's object —
 * which a spell or an activated ability doesn't have.
 */
function aboutEarlierTarget(sentence: string, into: Instructions): string {
  if (!into.targets.some(t => t.object)) return sentence;
  // "Destroy target land. If that land was nonbasic, ~ deals 2 damage to the land's controller": that target's.
  const last = [...into.targets].reverse().find(t => t.object)!;
  const filter = last.object!.filter;
  const land = filter.types?.includes('Land') || filter.subtypes?.some(t => BASIC_LAND_TYPES.includes(t));
  const controllerOf = land
    ? /\b(?:that (?:creature|permanent)|(?:that|the) land)'s controller\b/gi
    : /\bthat (?:creature|permanent)'s controller\b/gi;
  return sentence
    .replace(controllerOf, 'its controller')
    .replace(land ? /\bthat (?:creature|land)\b/gi : /\bthat creature\b/gi, 'that permanent');
}

/**
 * "Target player discards two cards. That player loses 2 life": after a player target, "that player" is that target,
 * not a trigger event's player — which a spell or an activated ability doesn't have.
 */
function afterPlayerTarget<T>(effect: T, targets: readonly TargetSpec[]): T {
  const at = targets.map(t => t.player !== undefined).lastIndexOf(true);
  return at >= 0 ? towardEarlierPlayer(effect, at) : effect;
}
function towardEarlierPlayer<T>(value: T, at: number): T {
  if (Array.isArray(value)) return value.map(v => towardEarlierPlayer(v, at)) as T;
  if (typeof value !== 'object' || value === null) return value;
  const o = value as Record<string, unknown>;
  if (o.event === 'player' && Object.keys(o).length === 1) return { earlierPlayer: true } as T;
  // "Each creature that player controls": the target player's (none if that target is an object).
  if (o.kind === 'permanents' && o.ofEventPlayer === true) {
    const { ofEventPlayer: _of, ...rest } = o;
    return { ...rest, ofTarget: at } as T;
  }
  // A delayed trigger's "that player" and a token's own abilities are about events of their own.
  if (o.kind === 'delayed' || o.kind === 'create') return value;
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, towardEarlierPlayer(v, at)])) as T;
}

/**
 * "Look at the top two cards of your library. Put one of them into your hand and the other …": one instruction written
 * as two or three sentences, the later ones about what the first did. Read as "<first>, then <second>[, then <third>]"
 * when the first isn't understood alone, the longest join first; the number of later sentences it took (and `into`
 * has it), or 0.
 */
function readContinued(sentence: string, later: readonly string[], into: Instructions): number {
  for (let n = Math.min(2, later.length); n > 0; n--) {
    const joined = [sentence, ...later.slice(0, n).map(t => `${t.charAt(0).toLowerCase()}${t.slice(1)}`)];
    if (readInstruction(joined.join(', then ').replace(/, then then /gi, ', then '), into)) return n;
  }
  return 0;
}

/**
 * "Target opponent reveals their hand. You choose a nonland card from it. That player discards that card.": a sentence
 * that alone reads only as instructions that change nothing (`inert`) is first read joined with those after it, which
 * say what is done with what it showed (`readContinued`); the number of later sentences taken, or 0.
 */
function readInertJoined(sentence: string, later: readonly string[], into: Instructions): number {
  if (later.length === 0) return 0;
  const trial = snapshot(into);
  if (!readInstruction(sentence, trial)) return 0;
  const added = trial.effects.slice(into.effects.length);
  if (!added.length || !added.every(e => effectEntry(e.kind).inert !== undefined)) return 0;
  return readContinued(sentence, later, into);
}

/**
 * A mode's sentences (700.2), in order: each read alone, or with the one before it (`readWithPrevious`), or joined
 * with those after it (`readContinued`), as a spell's are. The indices of those not understood.
 */
function readInOrder(texts: readonly string[], into: Instructions): number[] {
  const failed: number[] = [];
  let previous: ReadSentence | undefined;
  for (let i = 0; i < texts.length; i++) {
    const before = snapshot(into);
    const ahead = readInertJoined(texts[i]!, texts.slice(i + 1), into);
    if (ahead > 0) {
      i += ahead;
      previous = undefined;
      continue;
    }
    if (readInstruction(texts[i]!, into)) {
      previous = { text: texts[i]!, before };
      continue;
    }
    if (!readWithPrevious(previous, texts[i]!, into)) {
      const took = readContinued(texts[i]!, texts.slice(i + 1), into);
      if (took === 0) failed.push(i);
      i += took;
    }
    previous = undefined;
  }
  return failed;
}

/** A sentence read, with the instructions as they were before it: what `readWithPrevious` reads again. */
interface ReadSentence {
  readonly text: string;
  readonly before: Instructions;
}

const snapshot = (into: Instructions): Instructions => ({ targets: [...into.targets], effects: [...into.effects] });

/**
 * "Each opponent loses 2 life. You gain life equal to the life lost this way.": a sentence about what the one before
 * it did, read as "<before>, then <this>" in place of the one before (as `readContinued` joins forward).
 */
function readWithPrevious(previous: ReadSentence | undefined, sentence: string, into: Instructions): boolean {
  if (!previous) return false;
  const trial = snapshot(previous.before);
  if (!readInstruction(`${previous.text}, then ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`, trial))
    return false;
  into.targets.splice(0, into.targets.length, ...trial.targets);
  into.effects.splice(0, into.effects.length, ...trial.effects);
  return true;
}

/**
 * "Sacrifice ~ unless you pay {2}", "exile it unless you discard a card": the controller may do what follows "unless"
 * (608.2d: by default they do, `declines` refuses); if they don't or can't, the first instruction happens. Read as
 * "you may <B>. If you don't, <A>", so any instruction of "you" composes with any other.
 */
function readUnless(sentence: string, into: Instructions, budget: Budget): boolean {
  const m = UNLESS_YOU.exec(sentence);
  // "(Draw X cards, then) for each card drawn this way, discard a card unless you sacrifice a permanent": a choice for
  // each one, not one for them all.
  if (!m || /\bfor each [^,]+, /i.test(m[1]!)) return false;
  const they = !/^you$/i.test(m[2]!);
  // "Unless they sacrifice a creature": their words, read as told to "you" (a "you" of the sentence stays the
  // controller, which their instruction can't say).
  if (they && /\byour?\b/i.test(`${m[1]} ${m[3]}`)) return false;
  const trial: Instructions = within(into);
  const paid: Instructions = { targets: [], effects: [] };
  if (
    !readInstruction(they ? asYou(m[3]!) : m[3]!, paid, budget) ||
    paid.targets.length > 0 ||
    !readInstruction(m[1]!, trial, budget)
  )
    return false;
  // "~ deals 2 damage to that player unless they pay {2}": the player the instruction is aimed at chooses (118.12a).
  const who = they && trial.effects.length === 1 ? playerAimed(trial.effects[0]!, trial.targets) : undefined;
  if (they && who === undefined) return false;
  const offer: Effect = { kind: 'optional', effects: paid.effects };
  into.effects.push(who === undefined ? offer : { kind: 'byPlayers', aim: who, effects: [offer] }, {
    kind: 'conditional',
    condition: 'youDidNot',
    effects: trial.effects,
  });
  into.targets.splice(0, into.targets.length, ...trial.targets);
  return true;
}
const UNLESS_YOU = /^(.+) unless (you|they|that player) (.+)$/i;
/** "Any other target", "another target", "a third target": one more target, unlike those before it. */
const ANOTHER_TARGET = /\b(?:(any) other target|(another target)(?=$|,| and )|another target|a third target)\b/i;

/** Sentences that change the instruction just read rather than add one. */
const RIDERS: readonly (readonly [RegExp, (last: Effect, m: RegExpExecArray) => Effect | undefined])[] = [
  // "Counter target spell. If that spell is countered this way, exile it instead of putting it into its owner's
  // graveyard." (614.1a)
  [
    /^if that spell is countered this way, exile it instead of putting it into its owner's graveyard$/i,
    last => (last.kind === 'counter' || last.kind === 'counterUnless' ? { ...last, exile: true } : undefined),
  ],
  // "Vocab deals 3 damage to each creature. If a creature dealt damage this way would die this turn, exile it instead."
  [
    /^if a creature dealt damage this way would die this turn, exile it instead$/i,
    last => ({ kind: 'exileIfDies', dealtDamageBy: [last] }),
  ],
  // "Exile the top card of your library. Until end of turn, you may play that card." (601.3, 611.2a)
  [/^(?:until|you may (?:play|cast)) /i, (last, m) => permitExiled(m.input, last)],
  // "Prevent all damage target spell would deal this turn. You gain life equal to the damage prevented this way." (615.5)
  [
    /^you gain life equal to the damage prevented this way$/i,
    last => (last.kind === 'prevent' && !last.divided ? { ...last, gainPrevented: true } : undefined),
  ],
  // "Combust deals 5 damage to target creature. The damage can't be prevented." (615.12)
  [/^the damage can't be prevented$/i, last => (last.kind === 'damage' ? { ...last, unpreventable: true } : undefined)],
  // "Destroy target creature. It can't be regenerated." ("That creature …", 701.19c)
  [
    /^(?:it|they|that creature|those creatures) can't be regenerated$/i,
    last => (last.kind === 'destroy' ? { ...last, noRegeneration: true } : undefined),
  ],
  // "Copy target instant or sorcery spell. You may choose new targets for the copy." (707.10c); storm's wording (702.40a).
  [
    /^(?:if the spell has any targets, )?you may choose new targets for (?:the copy|the copies|any of the copies)$/i,
    last => (last.kind === 'copySpell' ? { ...last, newTargets: true } : undefined),
  ],
  // "Create two 1/1 … tokens. They have "Sacrifice this creature: Add {C}."" (111.3)
  [
    /^(it has|they have) "([^"]+)"$/i,
    (last, m) => (last.kind === 'create' ? tokensWith(last, m[2]!, /^they/i.test(m[1]!), READ_CONTEXT) : undefined),
  ],
];

/** "Its controller draws a card", "that creature's controller draws X cards": the last target's controller. */
const ITS_CONTROLLER = /^(?:its|that (?:creature|permanent)'s) controller (.+)$/i;

/**
 * "~ deals 6 damage instead if <condition>", "that creature gets -13/-13 until end of turn instead if …", "if …, create
 * four … tokens instead": a self-replacement effect (614.15, `effects/instead.ts`) of the instruction just read —
 * the same kind, on the same object, with the new amount. Else "if this spell was kicked, instead <instructions>":
 * the one instruction read so far replaced by these, which choose no targets of their own (the spell's targets are
 * chosen as it is cast, 601.2c, whichever instructions it performs) — "that creature" is one of those.
 */
function readInstead(sentence: string, into: Instructions, budget: Budget): boolean {
  const last = INSTEAD_LAST.exec(sentence);
  const first = last ? undefined : (INSTEAD_FIRST.exec(sentence) ?? INSTEAD_LEADING.exec(sentence));
  if (!last && !first) return false;
  const [what, when] = last ? [last[1]!, last[2]!] : [first![2]!, first![1]!];
  const condition = readIf(when, into);
  const original = into.effects[into.effects.length - 1];
  if (!condition || !original) return false;
  const one = insteadOfLast(what, into, original);
  if (one) {
    into.effects[into.effects.length - 1] = { kind: 'instead', condition, replacement: [one], original: [original] };
    return true;
  }
  // Which of several instructions before it "instead" replaces, the words don't say: only a lone one is.
  if (into.effects.length !== 1) return false;
  const inner: Instructions = within(into);
  if (!readInstruction(what, inner, budget) || inner.targets.length > into.targets.length) return false;
  into.effects.splice(0, 1, {
    kind: 'instead',
    condition,
    replacement: inner.effects,
    original: [...into.effects],
  });
  return true;
}

/** The instruction that replaces `original`: the same kind, about the same target or group. */
function insteadOfLast(what: string, into: Instructions, original: Effect): Effect | undefined {
  // "Create twelve of those tokens instead": the tokens just described, that many of them.
  const those = /^create (\w+) of those tokens$/i.exec(what);
  if (those) {
    const n = amount(those[1]!);
    return original.kind === 'create' && original.tokens.length === 1 && n
      ? { ...original, tokens: [{ ...original.tokens[0]!, amount: n }] }
      : undefined;
  }
  // What the new instruction is about is what the replaced one was about: its target or group ("create four Bear
  // tokens instead" is about nothing but itself).
  const read = readEffect(
    what
      // "It deals 4 damage to that permanent or player instead": the spell deals it, to what the first was dealt to.
      .replace(/^it (?=deals )/i, '~ ')
      .replace(/^(?:that creature|it) /i, 'target creature ')
      .replace(
        /^(~ deals \d+ damage)(?: to that (?:permanent or player|creature or player|player|creature))?$/i,
        '$1 to any target',
      ),
    READ_CONTEXT,
  );
  const fresh = read?.effect(into.targets.length);
  if (
    !fresh ||
    fresh.kind !== original.kind ||
    'aim' in original !== 'aim' in fresh ||
    (!('aim' in original) && read!.targets.length > 0)
  )
    return undefined;
  // A subject of its own that is no target ("if it's an Aura, enchanted creature gets +1/+0 instead" after "~ gets
  // +1/+0") is what the words say.
  const aim = 'aim' in fresh ? fresh.aim : undefined;
  const own = aim !== undefined && ('self' in aim || 'attached' in aim);
  return ('aim' in original && !own ? { ...fresh, aim: original.aim } : fresh) as Effect;
}
/**
 * The condition of "if …, <instructions>": on the game, or on an object an earlier target or the opening names. "If
 * it's legendary" after an object target or an opening about another object is about that object, not the source.
 */
function readIf(text: string, into: Instructions): StateCondition | undefined {
  const aboutIt =
    /^it(?:'s| is| was) /i.test(text) &&
    !/^it(?:'s| is)(?: not|n't)? your turn$/i.test(text) &&
    (into.targets.some(t => t.object) || into.eventObject === true);
  return aboutIt ? readThat(text, into) : (readStateCondition(text) ?? readThat(text, into));
}

/**
 * "If that creature is a Human", "if that land was nonbasic", "if it's legendary": the last object target, when the
 * noun fits it; else, with no target it could be, the trigger event's object ("whenever a land enters …, if that land
 * is a Mountain"). Either as it is, or as it last was on the battlefield (608.2h).
 */
function readThat(text: string, into: Instructions): StateCondition | undefined {
  const m = /^(?:that (creature|land|permanent)|it)(?: is| was|'s) (?:(?:a|an) )?(.+)$/i.exec(text);
  if (!m) return undefined;
  const noun = (m[1] ?? 'permanent').toLowerCase();
  // "Was a snow land": the noun is said already.
  const filter = new RegExp(`\\b${noun}$`, 'i').test(m[2]!)
    ? readPermanents(m[2]!)
    : (readPermanents(`${m[2]} ${noun}`) ?? readPermanents(m[2]!));
  if (!filter) return undefined;
  const type = noun === 'creature' ? 'Creature' : 'Land';
  const fits = (t: TargetSpec) =>
    t.object?.zone === 'battlefield' && (noun === 'permanent' || !!t.object.filter.types?.includes(type));
  const last = into.targets.map(t => t.object !== undefined).lastIndexOf(true);
  if (last >= 0 && fits(into.targets[last]!)) return { kind: 'that', filter, target: last };
  return into.eventObject && !into.targets.some(fits) ? { kind: 'that', filter } : undefined;
}
const INSTEAD_LAST = /^(.+) instead if (.+)$/i;
const INSTEAD_FIRST = /^if ([^,]+), (.+) instead$/i;
const INSTEAD_LEADING = /^if ([^,]+), instead (.+)$/i;

/**
 * "Target player draws a card and loses 1 life", "each opponent discards a card and loses 2 life": the second
 * instruction has the first one's player as its subject. A target player does it as "you" would (`byController`).
 */
function readSameSubject(
  first: string,
  rest: string,
  firstTarget: number,
  into: Instructions,
  budget: Budget,
): boolean {
  // "~ deals 1 damage to any target and 1 damage to you": the same source deals the second amount ("… to another
  // target": a different one, as any sentence after a target reads it).
  if (/^~ deals /i.test(first) && /^(?:\d+|x|\w+) damage to /i.test(rest))
    return readInstruction(`~ deals ${rest}`, into, budget);
  // "~ gets +3/-1 until end of turn and can attack this turn as though it didn't have defender", "target creature
  // gains shroud until end of turn and can't be blocked this turn", "that creature gains flying and deals …": the
  // second predicate is said of the same object — ~, the trigger's, or the one object the first part targeted ("that
  // permanent").
  const object = /^(~|that creature|target creature|target permanent) /i.exec(first)?.[1];
  if (object && /^(?:can't|can|attacks|blocks|gets|gains|loses|becomes|deals) /i.test(rest)) {
    const targeted = /^target /i.test(object);
    if (targeted && into.targets.length !== firstTarget + 1) return false;
    return readInstruction(`${targeted ? 'that permanent' : object} ${rest}`, into, budget);
  }
  if (!THIRD_PERSON_VERB.test(rest)) return false;
  // "Target opponent sacrifices a creature, then sacrifices a land for each creature you control": "you" there is still
  // the controller, not the target player doing it.
  if (/^target (?:player|opponent) /i.test(first) && !/\byour?\b/i.test(rest)) {
    const inner: Instructions = within(into);
    if (!readInstruction(asYou(rest), inner, budget) || inner.targets.length > into.targets.length) return false;
    into.effects.push({ kind: 'byController', target: firstTarget, effects: inner.effects });
    return true;
  }
  // "That player loses 2 life and draws two cards": the trigger event's player does both (603.2).
  const group = /^(each (?:player|opponent)|that player) /i.exec(first);
  return group !== null && readInstruction(`${group[1]} ${rest}`, into, budget);
}
/**
 * "Target opponent creates a 1/1 … token", "each player returns a land they control to its owner's hand", "that
 * player sacrifices a creature", "target opponent may draw a card": a player subject and what it does, read as told
 * to "you" (`byPlayers`) — any verb "you" is told, each player's "may" their own choice (608.2d, refused with
 * `declines`). The instruction chooses no targets of its own.
 */
function readByPlayers(sentence: string, into: Instructions, budget: Budget): boolean {
  // "Each player's life total becomes …": what is theirs, read as "your …".
  const theirs = PLAYER_POSSESSIVE.exec(sentence);
  const m = theirs ?? PLAYER_SUBJECT.exec(sentence);
  // "Each opponent loses 2 life and you gain 2 life": a "you" in it is still the controller, not the subject.
  if (!m || (!theirs && !THIRD_PERSON_VERB.test(m[2]!)) || /\byour?\b/i.test(m[2]!)) return false;
  const subject = readAim(m[1]!);
  const aim = subject?.aim(into.targets.length);
  const players =
    aim &&
    (('group' in aim && aim.group.kind === 'players') ||
      ('event' in aim && aim.event === 'player') ||
      ('earlierPlayerOrController' in aim && into.targets.length > 0) ||
      ('target' in aim && subject!.targets[0]?.player !== undefined));
  if (!players) return false;
  const inner: Instructions = { targets: [...into.targets, ...subject!.targets], effects: [] };
  if (
    !readInstruction(theirs ? asYou(`your ${m[2]}`) : asYou(m[2]!), inner, budget) ||
    inner.targets.length > into.targets.length + subject!.targets.length
  )
    return false;
  const effect = { kind: 'byPlayers' as const, aim, effects: inner.effects };
  into.effects.push(afterPlayerTarget(effect, into.targets));
  into.targets.push(...subject!.targets);
  return true;
}
/**
 * "Draw a card if you control a Forest", "discard a card if you don't control an Ogre": the condition written after
 * the instruction, checked as it resolves as when written before it (608.2c).
 */
function readTrailingIf(sentence: string, into: Instructions, budget: Budget): boolean {
  const m = TRAILING_IF.exec(sentence);
  // "Destroy target creature if it's black": a pronoun there is about the instruction's object, which a condition
  // on the game (read about the source) isn't.
  const condition = m && !/\b(?:it|it's|its|that|they|them)\b/i.test(m[2]!) ? readStateCondition(m[2]!) : undefined;
  if (!condition) return false;
  const inner: Instructions = within(into);
  if (!readInstruction(m![1]!, inner, budget)) return false;
  into.effects.push({ kind: 'conditional', condition, effects: inner.effects });
  into.targets.splice(0, into.targets.length, ...inner.targets);
  return true;
}
const TRAILING_IF = /^(.+) if ([^,]+)$/i;

const PLAYER_SUBJECT =
  /^((?:target|each|that) (?:player|opponent)|each other player|that player or that planeswalker's controller) (.+)$/i;
const PLAYER_POSSESSIVE = /^((?:target|each|that) (?:player|opponent)|each other player)'s (.+)$/i;

/** "…, where X is <count>" (107.3c); "… for each <count>"; "… equal to <count>": an effect whose amount the game counts. */
const WHERE_X = /^(.+), where X is (.+)$/i;
const WHERE_X_MID = /^(.+?), where X is ([^,]+), (.+)$/i;

/**
 * The instruction and what X counts: "A, where X is B", or with the clause mid-sentence ("search … for up to X basic
 * land cards, where X is ~'s power, put them onto the battlefield") "A, C" and B.
 */
function whereX(
  sentence: string,
  that: That | undefined,
  they: 'event' | number | undefined,
  thatSpell: true | undefined,
): { readonly rest: string; readonly count: string } | undefined {
  const end = WHERE_X.exec(sentence);
  if (end && readCount(end[2]!, 'self', that, they, thatSpell)) return { rest: end[1]!, count: end[2]! };
  const mid = WHERE_X_MID.exec(sentence);
  return mid ? { rest: `${mid[1]}, ${mid[3]}`, count: mid[2]! } : undefined;
}
/**
 * What "it" is in "A, where X is its power" (608.2h): ~ when A is about it ("~ gets +X/+X"), the one object A targets
 * ("target creature gets +X/+0"), or, when A targets nothing, the last object target named before (else ~);
 * undefined when that isn't clear.
 */
function whereIt(rest: string, before: readonly TargetSpec[], after: readonly TargetSpec[]): CountSubject | undefined {
  if (/^~ /.test(rest)) return 'self';
  const objectAt = (at: number) => (after[at]?.object && !after[at].player ? at : undefined);
  if (after.length === before.length + 1) return objectAt(before.length);
  if (after.length > before.length) return undefined;
  return before.length === 0 ? 'self' : objectAt(before.length - 1);
}
const AS_YOU_CAST = / as you cast (?:this spell|~)$/i;
const FOR_EACH = /^(.+) for each (.+)$/i;
/** A target player the count names: "for each creature target player controls", "... in target opponent's hand". */
const COUNT_TARGET = /^(.+ (?:for each|equal to) .*?)\btarget (player|opponent)('s\b|(?= controls\b))(.*)$/i;
const TARGET_STAT = /equal to ((?:another )?target [^,']+)'s (power|toughness)$/i;
const STAT_OF_TARGET = /^(.+ equal to) the (power|toughness) of ((?:another )?target [^,]+)$/i;

function readCounted(sentence: string, into: Instructions, budget: Budget): boolean {
  // A count inside quotes belongs to the quoted ability (a token's or an emblem's), not to this instruction.
  if (!/\b(?:equal to|for each|where|life total becomes)\b/i.test(sentence.replace(/"[^"]*"/g, '""'))) return false;
  const perPlayer = readPerPlayerDamage(sentence, into);
  if (perPlayer !== undefined) return perPlayer;
  // "That creature deals damage equal to its power": "its" is the trigger event's creature, when nothing was targeted.
  // "Each creature deals damage to itself equal to its power": each its own, which one count can't be
  // (`effects/each-deals.ts`).
  if (/^each /i.test(sentence) && ITS_STAT.test(sentence)) return false;
  const eventObject = into.eventObject === true && into.targets.length === 0;
  // "Tap target creature. That creature deals damage equal to its power to its controller": after an object target
  // (and only one), "that creature" is that target.
  const lastSpec = into.targets.at(-1);
  const thatTarget = lastSpec?.object && !lastSpec.player ? into.targets.length - 1 : undefined;
  // "Tap target creature. It deals damage equal to its power to …": "it" is that target, as "that creature" is.
  if (/^it deals damage equal to its /i.test(sentence) && thatTarget !== undefined)
    return readCounted(sentence.replace(/^it /i, 'that creature '), into, budget);
  if (/^that creature .*\bits\b/i.test(sentence) && !eventObject && thatTarget === undefined) return false;
  // "…, where X is that creature's power": the target an earlier sentence named, if it is an object (a target player
  // before it isn't "that creature"), or the trigger event's object.
  const lastTarget = into.targets.at(-1);
  // After an opening about a spell cast, "that spell" is that spell (603.2).
  const thatSpell = into.eventSpell === true && !lastTarget ? (true as const) : undefined;
  // "Target player sacrifices a creature. You gain life equal to that creature's toughness": the one it sacrificed,
  // as it last existed on the battlefield (608.2h).
  const that =
    lastTarget?.object && !lastTarget.player
      ? into.targets.length - 1
      : sacrificesOneCreature(into.effects)
        ? ('sacrificedThisWay' as const)
        : movesOneCard(into.effects)
          ? ('movedThisWay' as const)
          : eventObject || thatSpell
            ? ('subject' as const)
            : undefined;
  // "Reveal the top card of your library and put that card into your hand. You lose life equal to its mana value":
  // "its" (or "the card's") is that card's, not the source's.
  if (that === 'movedThisWay' && !/^~ /.test(sentence) && CARD_STAT.test(sentence))
    return readCounted(sentence.replace(CARD_STAT, "that card's $1"), into, budget);
  // "…, where X is the number of cards in their hand": "they" is the player the instruction is aimed at, the trigger
  // event's ("that player") or the target player the sentence names; tried only when the count says so.
  // After a player target, "that player" is that target (\`towardEarlierPlayer\`), not a trigger event's player.
  const playerAt = lastPlayerTarget(into.targets);
  const theirs = [
    undefined,
    ...(playerAt === undefined ? ['event' as const] : playerAt >= 0 ? [playerAt] : []),
    into.targets.length,
  ];
  // "…, where X is the number of creatures on the battlefield as you cast this spell": counted as it is cast, which
  // only a number of targets or a division is (601.2c–d).
  const atCast = WHERE_X.test(sentence) && AS_YOU_CAST.test(sentence);
  const whereSentence = atCast ? sentence.replace(AS_YOU_CAST, '') : sentence;
  for (const they of theirs) {
    const where = whereX(whereSentence, that, they, thatSpell);
    if (!where || !readCount(where.count, 'self', that, they, thatSpell)) continue;
    const inner: Instructions = within(into);
    if (!readInstruction(where.rest, inner, budget)) return false;
    if (they !== undefined && aimedPlayer(inner.effects[0], inner.targets) !== they) continue;
    const it = whereIt(where.rest, into.targets, inner.targets);
    // "Where X is its power" when what "it" is isn't clear: not read.
    const whereCount = readCount(where.count, it ?? 'self', that, they, thatSpell);
    if (!whereCount || (it === undefined && /\bits?\b/i.test(where.count))) return false;
    return counting(into, inner, whereCount, 1, atCast);
  }
  // "Put X +1/+1 counters on target creature, where X is that creature's power": with no object named before it,
  // "that creature" is the one object the instruction targets (608.2h).
  const sameTarget = that === undefined ? WHERE_X.exec(sentence) : null;
  if (sameTarget && /^that (?:creature|permanent)'s /i.test(sameTarget[2]!)) {
    const inner: Instructions = within(into);
    if (!readInstruction(sameTarget[1]!, inner, budget)) return false;
    const at = whereIt(sameTarget[1]!, into.targets, inner.targets);
    const count = typeof at === 'number' ? readCount(sameTarget[2]!, at, at) : undefined;
    return count !== undefined && counting(into, inner, count, 1);
  }
  // "Draw cards equal to the power of target creature you control": the count names a target of its own, after the
  // instruction's.
  // "… equal to target creature's power" is "… equal to the power of target creature".
  const ofTarget = STAT_OF_TARGET.exec(sentence.replace(TARGET_STAT, 'equal to the $2 of $1'));
  const statTarget = ofTarget ? readTarget(ofTarget[3]!) : undefined;
  const statEqual = statTarget ? equalTo(`${ofTarget![1]} its ${ofTarget![2]}`, 0) : undefined;
  const statRead = statEqual && readEffect(statEqual.text, READ_CONTEXT);
  if (statRead) {
    const at = into.targets.length + statRead.targets.length;
    const count: Count = { kind: 'stat', stat: ofTarget![2]!.toLowerCase() as 'power' | 'toughness', of: at };
    return counting(
      into,
      { targets: [...into.targets, ...statRead.targets, statTarget!], effects: [statRead.effect(into.targets.length)] },
      count,
      1,
    );
  }
  // "Draw a card for each creature target player controls", "... equal to the number of cards in target opponent's
  // hand": the count names a target player of its own, after the instruction's, and counts as that player sees it.
  const own = COUNT_TARGET.exec(sentence);
  const ownTarget = own ? readTarget(`target ${own[2]!}`) : undefined;
  const counted = ownTarget ? `${own![1]!}that player${own![3]!}${own![4]!}` : sentence;
  const each = FOR_EACH.exec(counted);
  // "You gain 1 life for each of its colors": "it" is the last target named.
  const eachIt = into.targets.length > 0 ? into.targets.length - 1 : 'self';
  // "~ deals damage equal to its power": "it" is the subject; otherwise the last target named ("its controller gains
  // life equal to its power").
  const it = /^~ /.test(sentence) || into.targets.length === 0 ? 'self' : into.targets.length - 1;
  // "Target creature you control deals damage equal to its power": "it" is the target this sentence begins with;
  // "that creature deals damage equal to its power", the trigger event's creature.
  const subject = /^(?:another )?target /i.test(sentence)
    ? into.targets.length
    : /^that creature /i.test(sentence) && (eventObject || thatTarget !== undefined)
      ? (thatTarget ?? 'subject')
      : it;
  for (const they of ownTarget ? [into.targets.length] : theirs) {
    const eachCount = each ? readCount(each[2]!, eachIt, undefined, they) : undefined;
    const scaled = eachCount ? perEach(each![1]!) : undefined;
    const equal = scaled ? undefined : equalTo(counted, subject, that, they, thatSpell);
    const text = scaled?.text ?? equal?.text;
    if (text === undefined) continue;
    // Only one instruction takes the count: in "X and Y for each Z" it isn't clear which.
    const read = readEffect(aboutEarlierTarget(text, into), READ_CONTEXT);
    if (!read) return false;
    const made = read.effect(into.targets.length);
    const effect = afterPlayerTarget(made, into.targets);
    if (ownTarget)
      return (
        read.targets.length === 0 &&
        counting(
          into,
          { targets: [...into.targets, ownTarget], effects: [effect] },
          (eachCount ?? equal?.count)!,
          scaled?.per ?? 1,
        )
      );
    const targets = [...into.targets, ...read.targets];
    if (they !== undefined && aimedPlayer(effect, targets) !== they) continue;
    return counting(into, { targets, effects: [effect] }, (eachCount ?? equal?.count)!, scaled?.per ?? 1);
  }
  return false;
}

/**
 * "~ deals damage to each player equal to the number of lands they control": each player's amount is that player's
 * count, all dealt at once (120.2). Undefined when the sentence isn't of this form.
 */
function readPerPlayerDamage(sentence: string, into: Instructions): boolean | undefined {
  const m = PER_PLAYER_DAMAGE.exec(sentence);
  const yours = m ? asYours(m[2]!) : undefined;
  const count = yours === undefined ? undefined : readCount(yours);
  if (!count) return undefined;
  const read = readEffect(`~ deals X damage to ${m![1]}`, READ_CONTEXT);
  const made = read?.effect(into.targets.length);
  if (made?.kind !== 'damage' || !('group' in made.aim) || made.aim.group.kind !== 'players') return false;
  into.effects.push({ ...made, perPlayer: count });
  return true;
}
const PER_PLAYER_DAMAGE = /^~ deals damage to (each (?:player|opponent)) equal to (.+)$/i;

/**
 * "For each land you control, create a Treasure token": the count written first, read as "… for each …". "For each
 * creature destroyed this way, its controller creates a 1/1 … token": each player does it for each of those they
 * controlled (as last known, 603.10a) — the same as one for each creature, its controller each time (`byPlayers`).
 * Undefined when the sentence isn't of this form; false when the instruction names the counted object ("that
 * creature", "it": one instruction per object, not an amount), offers a choice per object ("unless") or is several
 * (each done that many times): no other reading of it, nor of a part of it, would be that.
 */
function readForEachFirst(sentence: string, into: Instructions, budget: Budget): boolean | undefined {
  const m = FOR_EACH_FIRST.exec(sentence);
  if (!m) return undefined;
  const controllers = /^its controller /i.exec(m[2]!);
  const rest = controllers ? m[2]!.slice(controllers[0].length) : m[2]!;
  // "For each …, add {C} and you gain 1 life": each instruction that many times, which one "for each" after them
  // wouldn't say.
  const words = rest.replace(/"[^"]*"/g, '""');
  if (/\b(?:it|its|that|those|them|they|their|unless)\b|,| and | then /i.test(words)) return false;
  if (!controllers) return readInstruction(`${rest} for each ${m[1]}`, into, budget);
  const count = readCount(m[1]!);
  // Whose each one was: a permanent's controller, as it was on the battlefield or as it left it.
  const theirs =
    count?.kind === 'permanents' ||
    (count?.kind === 'thisWay' &&
      ['destroyed', 'sacrificed', 'exiled'].includes(count.what) &&
      !/\bcards?\b/i.test(m[1]!));
  const scaled = theirs && THIRD_PERSON_VERB.test(rest) ? perEach(asYou(rest)) : undefined;
  if (!scaled || !count || !saysThisWay(count, into.effects)) return false;
  const inner: Instructions = { targets: [...into.targets], effects: [] };
  if (!readInstruction(scaled.text, inner, budget) || inner.targets.length > into.targets.length) return false;
  const filter = 'filter' in count ? count.filter : undefined;
  const yours = { ...count, filter: { ...filter, controller: 'you' } } as Count;
  const counted: Effect = { kind: 'counted', count: yours, per: scaled.per, effects: inner.effects };
  into.effects.push({ kind: 'byPlayers', aim: { group: { kind: 'players', who: 'each' } }, effects: [counted] });
  return true;
}
const FOR_EACH_FIRST = /^for each ([^,]+), (.+)$/i;

/**
 * The last target that may be a player (what "that player" after it is, as \`earlierPlayer\` finds it): its index if
 * it can only be a player, -1 if it may also be an object ("any target"), undefined when there is none.
 */
function lastPlayerTarget(targets: readonly TargetSpec[]): number | undefined {
  const at = targets.map(t => t.player !== undefined).lastIndexOf(true);
  return at < 0 ? undefined : targets[at]!.object ? -1 : at;
}

/** The player an instruction is aimed at: its trigger event's ("that player"), or a target player (its index). */
function aimedPlayer(effect: Effect | undefined, targets: readonly TargetSpec[]): 'event' | number | undefined {
  const aim = effect && 'aim' in effect ? (effect.aim as Aim) : undefined;
  if (aim && 'event' in aim) return aim.event === 'player' ? 'event' : undefined;
  if (aim && 'earlierPlayer' in aim) {
    const at = lastPlayerTarget(targets);
    return at !== undefined && at >= 0 ? at : undefined;
  }
  if (!aim || !('target' in aim)) return undefined;
  const spec = targets[aim.target];
  return spec?.player && !spec.object ? aim.target : undefined;
}

/**
 * The one player an instruction is aimed at, as an aim another instruction can share: the trigger event's player or
 * its object's controller, a target player, or the controller of the target before (608.2h).
 */
function playerAimed(effect: Effect, targets: readonly TargetSpec[]): Aim | undefined {
  const aim = 'aim' in effect ? (effect.aim as Aim) : undefined;
  if (!aim) return undefined;
  if ('event' in aim) return aim.event === 'player' || aim.event === 'controller' ? aim : undefined;
  if ('earlierController' in aim) return aim;
  const at = aimedPlayer(effect, targets);
  return typeof at === 'number' ? { target: at } : undefined;
}

function counting(into: Instructions, inner: Instructions, count: Count, per: number, atCast = false): boolean {
  // "For each creature destroyed this way" counts what an instruction before it did: one that does it must be there
  // (a cost's sacrifice is paid before the ability resolves, 601.2h).
  if (!saysThisWay(count, into.effects)) return false;
  // "Return up to X target creatures …, where X is …": how many targets is fixed as they are chosen (601.2c), so X
  // is counted then — and only for that, else it would be two counts. "Deals X damage divided as you choose …,
  // where X is … as you cast this spell": the division is announced then (601.2d); a division of an X counted as it
  // resolves (107.3c: it may change) isn't read.
  const xTargets = inner.targets.some((t, i) => i >= into.targets.length && t.word?.x);
  const divided = inner.effects.filter(e => (e.kind === 'damage' || e.kind === 'prevent') && e.divided);
  if (xTargets || divided.length > 0 || atCast) {
    const [only] = inner.effects;
    const dividesX = atCast && divided.length === 1 && only?.kind === 'damage' && only.amount === 'X';
    // Counted before any target is chosen: not a count of a target's.
    if (per !== 1 || count.kind === 'thisWay' || namesTarget(count)) return false;
    if (inner.effects.length !== 1 || xTargets === dividesX) return false;
    if (!xTargets && !dividesX) return false;
    if (xTargets && usesX(only)) return false;
    into.effects.push(dividesX ? { ...only, countedX: count } : only!);
    into.targets.splice(
      0,
      into.targets.length,
      ...inner.targets.map((t, i) =>
        i >= into.targets.length && t.word?.x ? { ...t, word: { ...t.word, count } } : t,
      ),
    );
    return true;
  }
  // "Draw two cards, then amass X, where X is the number of cards in your hand": X is counted as the first
  // instruction that uses it is applied (608.2h), after those before it.
  const first = inner.effects.findIndex(usesX);
  const before = first > 0 ? inner.effects.slice(0, first) : [];
  into.effects.push(...before, { kind: 'counted', count, per, effects: inner.effects.slice(before.length) });
  into.targets.splice(0, into.targets.length, ...inner.targets);
  return true;
}
/** Whether a count is of a target's ("that creature's power", "cards in target player's hand"). */
function namesTarget(count: Count): boolean {
  return Object.entries(count).some(
    ([k, v]) =>
      ((k === 'of' || k === 'whose') && typeof v === 'number') ||
      (k === 'count' && namesTarget(v as Count)) ||
      (k === 'among' && namesTarget(v as Count)),
  );
}
/**
 * Whether an instruction's amount, size or filter is X: `Amount`'s 'X', an X/X token, "+X/+X", "mana value X or
 * less", a mana cost with {X}.
 */
function usesX(value: unknown): boolean {
  if (value === 'X') return true;
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(
    ([k, v]) => X_KEYS.includes(k) || (k === 'x' && typeof v === 'number' && v > 0) || usesX(v),
  );
}
const X_KEYS = ['sizeX', 'xStat', 'perX', 'setX'];

/** Whether the last instruction moves one card from a library: "put the top card of your library into your hand". */
function movesOneCard(before: readonly Effect[]): boolean {
  const last = before.at(-1);
  if (last?.kind === 'mill') return last.amount === 1;
  if (last?.kind !== 'library') return false;
  const [top, put, ...more] = last.steps;
  return top?.op === 'top' && top.amount === 1 && put?.op === 'put' && more.length === 0;
}
const CARD_STAT = /\b(?:its|the card's) (converted mana cost|mana value|power|toughness)\b/i;

/** Whether the last instruction is one player's sacrifice of one creature of their choice ("sacrifice another creature"). */
function sacrificesOneCreature(before: readonly Effect[]): boolean {
  const last = before.at(-1);
  return (
    last?.kind === 'sacrifice' &&
    last.amount === 1 &&
    !last.each &&
    String(last.filter?.types) === 'Creature' &&
    ('target' in last.aim ||
      'earlierPlayer' in last.aim ||
      ('group' in last.aim && last.aim.group.kind === 'players' && last.aim.group.who === 'you'))
  );
}

/** The instructions that do what a "… this way" count counts. */
const DONE_BY: Readonly<Record<Extract<Count, { kind: 'thisWay' }>['what'], readonly string[]>> = {
  destroyed: ['destroy'],
  discarded: ['discard'],
  sacrificed: ['sacrifice'],
  exiled: ['exile', 'exileTop'],
  drawn: ['draw'],
};
function saysThisWay(count: Count, before: readonly Effect[]): boolean {
  if (count.kind !== 'thisWay') return 'count' in count ? saysThisWay(count.count, before) : true;
  const kinds = DONE_BY[count.what];
  const does = (v: unknown): boolean =>
    Array.isArray(v)
      ? v.some(does)
      : typeof v === 'object' && v !== null
        ? kinds.includes((v as { kind?: string }).kind ?? '') || Object.values(v).some(does)
        : false;
  return does(before);
}

/**
 * Keyword actions defined by what they mean (701): read as the instructions the rules spell out, so they compose
 * with the same registries. "Adapt N" (701.46a).
 */
const KEYWORD_ACTIONS: readonly [RegExp, (m: RegExpExecArray) => string][] = [
  [/^adapt (\d+)$/i, m => `if ~ has no +1/+1 counters on it, put ${m[1]} +1/+1 counters on ~`],
  // 701.41a: "other" on a permanent; a spell is never a creature it could target, so the same words fit it too.
  [/^support (\w+)$/i, m => `put a +1/+1 counter on each of up to ${m[1]} other target creatures`],
];

/** "If you do, …": instructions that happen only if the condition holds (`effects/conditional.ts`). */
const OTHERWISE = /^otherwise, (.+)$/i;
const CONDITIONS: readonly (readonly [RegExp, Condition])[] = [
  [/^if you do, (.+)$/i, 'youDid'],
  [/^if you don't, (.+)$/i, 'youDidNot'],
  [OTHERWISE, 'youDidNot'],
  // After a clash or a coin flip (`answersWin`): whether its controller won it.
  [/^if you win(?: the flip)?, (.+)$/i, 'youWon'],
  [/^if you lose the flip, (.+)$/i, 'youLost'],
  [OTHERWISE, 'youLost'],
];

/**
 * Whether an "if you win" (or "if you lose the flip", or "otherwise" after "if you win") follows the clash or coin
 * flip it is about: the last instruction, or the "if you win" answering it (701.30d, 705.2).
 */
function answersWin(
  effects: readonly Effect[],
  targets: readonly TargetSpec[],
  condition: Condition,
  sentence: string,
): boolean {
  // "You may flip a coin": declined, it is neither won nor lost.
  const kind = (e: Effect | undefined) =>
    e?.kind === 'optional' ? (e as { effects: readonly Effect[] }).effects.at(-1)?.kind : e?.kind;
  const won = (e: Effect | undefined) => kind(e) === 'clash' || kind(e) === 'flip';
  const answer = (e: Effect | undefined) =>
    e?.kind === 'conditional' && (e as { condition?: unknown }).condition === 'youWon';
  const flip = /\bthe flip\b/i.test(sentence);
  // "That player" is a target player, or else the opponent clashed with, whom no aim names: left not understood.
  if (/\b(?:that|the) player\b/i.test(sentence) && !targets.some(t => t.player)) return false;
  const [last, before] = [effects.at(-1), effects.at(-2)];
  if (condition === 'youWon') return won(last) && (!flip || kind(last) === 'flip');
  // "Otherwise" after "if you win"; "if you lose the flip" after the flip or its "if you win the flip".
  if (OTHERWISE.test(sentence)) return answer(last) && won(before);
  return kind(last) === 'flip' || (answer(last) && kind(before) === 'flip');
}

/** Whether instructions end with a payment (a bare "pay {2}", or "you may pay {2}") an "if you don't" answers. */
const paysLast = (effects: readonly { readonly kind: string }[]): boolean => {
  const e = effects.at(-1) as Effect | undefined;
  return e?.kind === 'pay' || (e?.kind === 'optional' && e.effects.length === 1 && e.effects[0]!.kind === 'pay');
};

/** Whether the instructions end with the "you may" an "if you don't" answers, or (`otherwise`) its "if you do". */
function answersMay(effects: readonly Effect[], otherwise: boolean): boolean {
  const last = effects.at(-1);
  if (!otherwise) return last?.kind === 'optional';
  return (
    last?.kind === 'conditional' &&
    (last as { condition?: unknown }).condition === 'youDid' &&
    effects.at(-2)?.kind === 'optional'
  );
}
/**
 * A delayed triggered ability's instructions, before or after when it triggers (603.7a): "at the beginning of the next
 * end step", "… of the next turn's upkeep", "… of your next upkeep", "at end of combat".
 */
const LATER = String.raw`(at the beginning of (?:the next end step|the next turn's upkeep|the next upkeep|your next upkeep|combat this turn|that turn's end step)|at (?:the )?end of combat)`;
const DELAYED_FIRST = new RegExp(String.raw`^${LATER}, (.+)$`, 'i');
const DELAYED_LAST = new RegExp(String.raw`^(.+) ${LATER}$`, 'i');
const DIES_THIS_TURN = /^when that creature (dies|leaves the battlefield) this turn, (.+)$/i;
const ATTACKS_THIS_TURN = /^whenever (?:a|an) ([a-z ,'-]+?) attacks this turn, (.+)$/i;

function readLater(sentence: string): { readonly rest: string; readonly when: DelayedWhen } | undefined {
  // "When that creature dies / leaves the battlefield this turn, …": about the object the spell or ability was about
  // (603.7c).
  const dies = DIES_THIS_TURN.exec(sentence);
  // "…, Searing Blood deals 3 damage to the creature's controller": that creature's, as it last was (608.2h).
  if (dies)
    return {
      rest: dies[2]!.replace(/\bthe creature's controller\b/gi, "that creature's controller"),
      when: /^dies$/i.test(dies[1]!) ? { dies: true } : { dies: true, leaves: true },
    };
  // "Whenever a Minotaur attacks this turn, it gets +2/+0 until end of turn" (603.7c): "it" is that attacker.
  const attacks = ATTACKS_THIS_TURN.exec(sentence);
  const attackers = attacks ? readPermanents(attacks[1]!) : undefined;
  if (attacks) return attackers && { rest: attacks[2]!, when: { attacks: attackers } };
  const first = DELAYED_FIRST.exec(sentence);
  const last = first ? undefined : DELAYED_LAST.exec(sentence);
  if (!first && !last) return undefined;
  const [phrase, rest] = first ? [first[1]!, first[2]!] : [last![2]!, last![1]!];
  const p = phrase.toLowerCase();
  const when: DelayedWhen = p.includes("that turn's")
    ? { step: 'end', thatTurn: true }
    : p.includes('end step')
      ? { step: 'end' }
      : p.includes('combat this turn')
        ? { step: 'beginningOfCombat', thisTurn: true }
        : p.includes('combat')
          ? { step: 'endOfCombat' }
          : p.includes('your next')
            ? { step: 'upkeep', yours: true }
            : { step: 'upkeep' };
  return { rest, when };
}
/** A spell's own permission ("you may cast ~ as though it had flash if you pay {2} more to cast it", 702.8a). */
function ownPermission(sentence: string): Ability | undefined {
  const permission = readPermission(sentence);
  return permission?.self ? permission : undefined;
}

/** The price of casting it as though it had flash (702.8a) when that was needed, in the permanent it becomes. */
const FLASH_SACRIFICE =
  /^if you cast it any time a sorcery couldn't have been cast, the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step$/i;
/** "If you control a Forest, …": a condition on the game (`readStateCondition`), then the instructions. */
const GENERAL_IF = /^if ([^,]+), .+$/i;
const GENERAL_IF_BODY = /^if [^,]+, (.+)$/i;
/** "Each player may …": each chooses in turn order (101.4, `effects/each-may.ts`). */
const EACH_MAY = /^each player may ((?!have\b|cast\b|play\b|look\b|choose\b|reveal\b).+)$/i;
/** "If you can't, …": after an instruction that may be impossible (fading, 702.32a). */
const IF_YOU_CANT = /^if you can't, (.+)$/i;
const WHEN_YOU_DO = /^when you do, (.+)$/i;
const CAN_FAIL: readonly string[] = ['removeCounters', 'pay', 'sacrifice'];
/** "You may draw a card": the controller chooses as it resolves (608.2d, `effects/conditional.ts`). */
const OPTIONAL = /^you may ((?!have\b|cast\b|play\b|choose\b).+)$/i;
/** "You may choose to have target creature … block ~ this combat if able" (provoke, 702.39a): read as "have …". */
const OPTIONAL_HAVE = /^you may (?:choose to )?(have .+)$/i;
/** "As an additional cost to cast this spell, sacrifice a creature" (601.2f). */
const ADDITIONAL_COST = /^as an additional cost to cast ~, (.+)$/i;
/** "[If <condition>,] you may <cost> rather than pay this spell's mana cost" (118.9). */
const ALTERNATIVE_COST = /^(?:if (.+?), )?you may (.+?) rather than pay (?:~|this spell)'s mana cost$/i;
// In these expressions \u2014 is an em dash, \u2013 an en dash and \u2022 a bullet (escapes keep the CLI's bundle
// ASCII, scripts/bundle.mjs).
/** "Flashback—{1}{U}, Pay 3 life" (702.34a). */
const FLASHBACK = /^flashback\s*[\u2014\u2013-]\s*(.+)$/i;

const UNTIL_FIRST = /^until end of turn, (.+)$/i;
/** How rules text joins instructions performed in order (CR 608.2c). */
const SEQUENCE = [', then ', ' and ', ', '];
/** Splitting tries every joint: bounded, so that a sentence of a thousand commas is "not understood", not a hang. */
const SPLIT_BUDGET = 200;

/**
 * An ability word ("Landfall — ", "Spell mastery — ") starts some abilities and has no rules meaning of its own
 * (207.2c): the ability is read without it.
 */
const ABILITY_WORD = /^[A-Z][a-z']+(?: [a-z']+){0,3} \u2014 (?=\S)/;

/**
 * Forecast (702.57a–b): "Forecast — [activated ability]" is activated only from its owner's hand, during their upkeep,
 * once each turn. Its words are read as an ability word's; the limits are the keyword's.
 */
const FORECAST = /^Forecast \u2014 /;
function forecast(read: ReturnType<typeof readAbility>): ReturnType<typeof readAbility> {
  const a = read.ability;
  if (read.failed.length > 0) return read;
  if (a.kind !== 'activated' || a.zone !== 'hand' || a.during || a.oncePerTurn) return { ...read, failed: [0] };
  return { ...read, ability: { ...a, during: readWindow('during your upkeep')!, oncePerTurn: true } };
}

/** "Choose one —" (700.2) and how many modes each wording allows. */
const MODAL = /^choose (one|two|three|one or both|one or more|any number) \u2014$/i;
const INLINE_MODAL = /^choose (one|two|three|one or both|one or more|any number) \u2014 (.+; or .+)$/i;
const MODE_COUNTS: Readonly<Record<string, readonly [number, number]>> = {
  one: [1, 1],
  two: [2, 2],
  three: [3, 3],
  'one or both': [1, 2],
  'one or more': [1, Number.MAX_SAFE_INTEGER],
  'any number': [0, Number.MAX_SAFE_INTEGER],
};

/**
 * What "Activate only …" / "Cast ~ only …" allows, its parts joined by "and only": as a sorcery (602.5d; older
 * wording "any time you could cast a sorcery"), once each turn (602.5b), in a window of the turn ("during your
 * upkeep", "during combat before blockers are declared", 602.5, 601.3) and under a condition ("if you control a
 * Forest"). "Activate this ability only …" is the older wording. Undefined when a part isn't understood.
 */
interface OnlyWhen {
  sorcery?: true;
  oncePerTurn?: true;
  /** "No more than twice each turn": more than once. */
  times?: number;
  window?: Window;
  condition?: StateCondition;
  anyPlayer?: true;
}
function readOnly(sentence: string, what: 'activate' | 'cast'): OnlyWhen | undefined {
  // "Any player may activate this ability" (602.2): not only its controller.
  if (what === 'activate' && /^any player may activate this ability$/i.test(sentence)) return { anyPlayer: true };
  const m = (
    what === 'activate' ? /^activate (?:this ability )?(?:only (.+)|(no more than .+))$/i : /^cast ~ only (.+)$/i
  ).exec(sentence);
  if (!m) return undefined;
  const only: OnlyWhen = {};
  for (const part of (m[1] ?? m[2]!).split(/,? and only /i)) {
    const condition = /^if (.+)$/i.exec(part);
    if (condition) {
      const read = only.condition ? undefined : readStateCondition(condition[1]!);
      if (!read) return undefined;
      only.condition = read;
    } else if (/^(?:as a sorcery|any time you could (?:cast|play) a sorcery)$/i.test(part)) only.sorcery = true;
    else if (/^(?:no more than )?once each turn$/i.test(part)) only.oncePerTurn = true;
    else if (/^no more than (?:twice|\w+ times) each turn$/i.test(part)) {
      const n = /twice/i.test(part) ? 2 : amount(/^no more than (\w+) times/i.exec(part)![1]!);
      if (n === undefined || n < 2) return undefined;
      only.times = n;
    } else {
      const window = readWindow(part);
      const both = window && narrowed(only.window, window);
      if (!both) return undefined;
      only.window = both;
    }
  }
  return only;
}

/** The cost and the first instruction of an activated ability: "{2}, {T}: Draw a card", "[+1]: …". */
const ACTIVATED = /^([^:"]+): (.+)$/;

/** The reader as effects' readings may use it (`ReadContext`): a token's quoted abilities, all understood or none. */
export const READ_CONTEXT: ReadContext = {
  abilities: (text, name) => {
    const read = parseCardText(text, name, false);
    return read.notUnderstood.length > 0 ? undefined : read.abilities;
  },
  keywordAbilities,
};

/** A quoted ability of a replacement effect's sentence ("except it has \"…\""), its "this creature" the object that has it. */
const readQuoted = (quoted: string): readonly Ability[] | undefined => READ_CONTEXT.abilities(quoted, '');

/**
 * Trigger conditions an instant or sorcery card's ability triggers on off the stack: once cycled, or discarded by an
 * opponent's effect (113.6k).
 */
const SPELL_CARD_TRIGGERS: ReadonlySet<string> = new Set(['cycled', 'discardedByOpponent']);

/**
 * "Reveal any number of green cards in your hand. … where X is the number of cards revealed this way": by the default
 * choice every such card is revealed (`revealHand`), so the next sentence counts those in the hand. Not after a mana
 * ability's instruction ("Add {C}{C} for each card revealed this way"), which would make the reveal one (605.1a).
 */
function revealedThisWay(texts: readonly string[]): string[] {
  return texts.map((text, i) => {
    const reveal = i > 0 ? /(?:^|: )reveal any number of (.+) cards in your hand$/i.exec(texts[i - 1]!) : null;
    if (!reveal || /^add /i.test(text)) return text;
    const kind = reveal[1]!;
    return text
      .replace(/\bthe number of cards revealed this way\b/gi, `the number of ${kind} cards in your hand`)
      .replace(/\bfor each card revealed this way\b/gi, `for each ${kind} card in your hand`);
  });
}

/**
 * Parses a card's rules text. Instants and sorceries (`isSpell`) collect their instructions into one spell
 * ability. Other cards' paragraphs are each one ability: mana, activated (602), loyalty (606), triggered (603) or
 * static; an activated or triggered ability is understood only if every sentence of it is.
 */
export function parseCardText(text: string, cardName: string, isSpell: boolean): CardTextParse {
  const abilities: Ability[] = [];
  const notUnderstood: NotUnderstoodSpan[] = [];
  const spell: Instructions = { targets: [], effects: [] };
  let modes: { min: number; max: number; options: Modes['options'][number][] } | undefined;
  for (const paragraph of paragraphs(text)) {
    const spans = sentences(paragraph.text).map(s => ({
      ...s,
      start: s.start + paragraph.start,
      end: s.end + paragraph.start,
    }));
    const texts = revealedThisWay(
      spans.map((span, i) => withSelfReferences(i === 0 ? span.text.replace(ABILITY_WORD, '') : span.text, cardName)),
    );
    // "When you cycle ~" on an instant or sorcery: a triggered ability of the card where it is then (113.6k,
    // 702.29c), not an instruction of the spell.
    // Forecast on an instant or sorcery: an activated ability of the card in its owner's hand (702.57a).
    const forecasts = FORECAST.test(spans[0]!.text);
    if (isSpell && (forecasts || SPELL_CARD_TRIGGERS.has(TRIGGERS.find(t => t.opening.test(texts[0]!))?.kind ?? ''))) {
      const ability = forecasts ? forecast(readAbility(texts)) : readAbility(texts);
      if (ability.failed.length > 0)
        notUnderstood.push(...ability.failed.map(i => stopped(spans[i]!, ability.stops?.get(i), cardName)));
      else abilities.push(ability.ability);
      continue;
    }
    if (isSpell) {
      const modal = MODAL.exec(texts[0]!);
      if (modal && texts.length === 1) {
        modes = {
          min: MODE_COUNTS[modal[1]!.toLowerCase()]![0],
          max: MODE_COUNTS[modal[1]!.toLowerCase()]![1],
          options: [],
        };
        continue;
      }
      // The older one-paragraph wording: "Choose two — Destroy all artifacts; or destroy all enchantments; or …".
      // (Its "Choose two —" would read as an ability word: match the sentence before that is taken off.)
      const inline = texts.length === 1 ? INLINE_MODAL.exec(withSelfReferences(spans[0]!.text, cardName)) : null;
      if (inline) {
        const count = MODE_COUNTS[inline[1]!.toLowerCase()]!;
        const written = spans[0]!.text
          .slice(spans[0]!.text.indexOf('— ') + 2)
          .replace(/\.$/, '')
          .split(/; or /i);
        const options = inline[2]!
          .split(/; or /i)
          .map((option, i) => ({ option, text: written[i]!, into: { targets: [], effects: [] } as Instructions }));
        if (options.every(o => readInstruction(o.option, o.into)))
          modes = { min: count[0], max: count[1], options: options.map(o => ({ text: o.text, ...o.into })) };
        else notUnderstood.push(spans[0]!);
        continue;
      }
      const option = modes && /^\u2022\s*/.exec(texts[0]!);
      if (modes && option) {
        const into: Instructions = { targets: [], effects: [] };
        const failed = readInOrder(
          texts.map((t, i) => (i === 0 ? t.slice(option[0].length) : t)),
          into,
        ).map(i => spans[i]!);
        if (failed.length) notUnderstood.push(...failed);
        else modes.options.push({ text: paragraph.text.replace(/^\u2022\s*/, '').replace(/\.$/, ''), ...into });
        continue;
      }
      let joined = -1;
      let previous: ReadSentence | undefined;
      spans.forEach((span, i) => {
        if (i <= joined) return;
        // Whole abilities of the spell itself: "~ can't be countered", "this spell costs {1} less to cast …".
        const costChange = readCostChange(texts[i]!);
        // A group's restriction is a permanent's static ability (611.3a), not one of a spell.
        const restriction = readRestriction(texts[i]!)?.filter(
          a => a.kind !== 'restriction' || (!a.group && !a.spells),
        );
        const whole =
          (restriction?.length ? restriction : undefined) ??
          (costChange?.self ? [costChange] : undefined) ??
          kickedSplitSecond(texts[i]!);
        const additional =
          readAdditionalCost(texts[i]!) ??
          readAlternativeCost(texts[i]!) ??
          readFlashback(texts[i]!) ??
          readCastOnly(texts[i]!) ??
          readCostPerTarget(texts[i]!) ??
          ownPermission(texts[i]!);
        const before = snapshot(spell);
        const ahead = whole || additional ? 0 : readInertJoined(texts[i]!, texts.slice(i + 1), spell);
        if (whole) abilities.push(...whole);
        else if (additional) abilities.push(additional);
        else if (ahead > 0) joined = i + ahead;
        else if (readInstruction(texts[i]!, spell)) {
          previous = { text: texts[i]!, before };
          return;
        } else if (readWithPrevious(previous, texts[i]!, spell)) {
          previous = undefined;
          return;
        } else {
          const took = readContinued(texts[i]!, texts.slice(i + 1), spell);
          if (took > 0) joined = i + took;
          else notUnderstood.push(stopped(span, stoppedAt(texts[i]!, spell, false), cardName));
        }
        previous = undefined;
      });
      // A spell has no trigger event whose amount "that much" could be, or whose player "that player" (603.2).
      const lacking = withoutEvent(texts, spell, NO_EVENT);
      notUnderstood.push(...spans.filter((span, i) => lacking.includes(i) && !notUnderstood.includes(span)));
      continue;
    }
    // "You may exert ~ as it attacks. When you do, …" (701.43d): the optional cost to attack and the trigger linked to
    // it (607.2h), read as "when ~ is exerted, …".
    const exert =
      texts.length === 2 && /^you may exert ~ as it attacks$/i.test(texts[0]!) ? WHEN_YOU_DO.exec(texts[1]!) : null;
    if (exert) {
      const read = readAbility([`when ~ is exerted, ${exert[1]!}`]);
      if (read.failed.length) notUnderstood.push(spans[0]!, stopped(spans[1]!, read.stops?.get(0), cardName));
      else abilities.push(read.ability);
      continue;
    }
    // A replacement effect written as two sentences ("As ~ enters, you may pay 2 life. If you don't, it enters tapped.").
    const joined = texts.length > 1 ? readReplacement(texts.join('. '), readQuoted) : undefined;
    if (joined) {
      abilities.push(joined);
      continue;
    }
    // An ability starts at a trigger or a cost; the sentences after it continue it (CR 113.2c), unless they are a
    // whole ability of their own.
    let group: number[] = [];
    const flush = () => {
      if (group.length === 0) return;
      const read = readAbility(group.map(i => texts[i]!));
      const ability = group[0] === 0 && FORECAST.test(spans[0]!.text) ? forecast(read) : read;
      if (ability.failed.length > 0)
        notUnderstood.push(...ability.failed.map(i => stopped(spans[group[i]!]!, ability.stops?.get(i), cardName)));
      else abilities.push(ability.ability);
      group = [];
    };
    let staticAt = -1;
    texts.forEach((sentence, i) => {
      // A triggered mana ability (605.1b) is a whole ability of its own, though it opens as a trigger does.
      if (startsAbility(sentence) && !readManaTrigger(sentence)) {
        flush();
        group = [i];
        return;
      }
      const read = readStatic(sentence);
      if (read) {
        flush();
        abilities.push(...read);
        staticAt = i;
      } else if (staticAt === i - 1 && STILL.test(sentence) && addsTypes(abilities.at(-1))) {
        // "Enchanted land is a 6/6 … creature. It's still a land.": the static ability adds the types (205.1b).
      } else if (group.length > 0) group.push(i);
      else notUnderstood.push(spans[i]!);
    });
    flush();
  }
  // A modal spell is understood only with all its modes (and at least as many as it asks to choose).
  if (modes && modes.options.length >= Math.max(2, modes.min)) {
    abilities.push({
      kind: 'spell',
      targets: spell.targets,
      effects: spell.effects,
      modes: { ...modes, max: Math.min(modes.max, modes.options.length) },
    });
  } else if (spell.effects.length > 0)
    abilities.push({ kind: 'spell', targets: spell.targets, effects: spell.effects });
  return { abilities, notUnderstood };
}

/** A static ability that adds card types to what it affects ("enchanted land is a 6/6 … creature"). */
const addsTypes = (ability: Ability | undefined): boolean =>
  ability?.kind === 'static' && (ability.change.types?.add?.length ?? 0) > 0;

/**
 * "If this spell was kicked, it has split second" (702.61a, 702.33d): the spell's own keyword under that condition,
 * which `splitSecondSpell` asks while it is on the stack.
 */
function kickedSplitSecond(sentence: string): Ability[] | undefined {
  return /^if ~ was kicked, it has split second$/i.test(sentence)
    ? [{ kind: 'static', affects: 'self', change: { addKeywords: ['split second'] }, condition: { kind: 'kicked' } }]
    : undefined;
}

/**
 * A cost a sentence writes ("pay 1 life and exile a blue card from your hand"): its parts joined by "and" before
 * each verb, read as an ability's cost is.
 */
const readWrittenCost = (text: string) =>
  readCost(text.replace(/ and (?=(?:pay|exile|sacrifice|discard|tap|return|remove|put) )/gi, ', '));

/** "As an additional cost to cast this spell, sacrifice a creature": a cost paid with the card's own (601.2f). */
function readAdditionalCost(sentence: string): Ability | undefined {
  const additional = ADDITIONAL_COST.exec(sentence);
  // "Reveal a Goblin card from your hand or pay {3}" (601.2f): the reveal by default, else the mana.
  const reveal =
    additional && /^reveal (?:a|an) (.+?) card from your hand or pay ((?:\{\d+\})+)$/i.exec(additional[1]!);
  const shown = reveal ? readCards(`${reveal[1]!} card`) : undefined;
  const mana = reveal ? parseManaCost(reveal[2]!) : undefined;
  if (reveal)
    return shown && mana?.ok ? { kind: 'additionalCost', cost: { mana: mana.cost }, orReveal: shown } : undefined;
  const cost = additional ? readWrittenCost(additional[1]!) : undefined;
  // Tapping or sacrificing the card itself can't be paid while it is being cast, nor is mana written this way.
  return cost && castable(cost) && !cost.mana ? { kind: 'additionalCost', cost } : undefined;
}

/** "[If you control a Forest,] you may sacrifice a blue creature rather than pay this spell's mana cost" (118.9). */
function readAlternativeCost(sentence: string): Ability | undefined {
  const m = ALTERNATIVE_COST.exec(sentence);
  if (!m) return undefined;
  const condition = m[1] === undefined ? undefined : readStateCondition(m[1]);
  const cost = readWrittenCost(m[2]!);
  if ((m[1] !== undefined && !condition) || !cost || !castable(cost)) return undefined;
  return { kind: 'alternativeCost', cost, ...(condition ? { condition } : {}) };
}

/** "Cast ~ only during combat after blockers are declared" (601.3); once each turn or as a sorcery aren't spell limits. */
/** "~ costs {2}{U} more to cast for each target beyond the first" (strive, 601.2f). */
function readCostPerTarget(sentence: string): Ability | undefined {
  const m = /^~ costs ((?:\{[^}]+\})+) more to cast for each target beyond the first$/i.exec(sentence);
  const cost = m ? parseManaCost(m[1]!) : undefined;
  return cost?.ok && !cost.cost.x && !cost.cost.hybrid && !cost.cost.phyrexian
    ? { kind: 'costPerTarget', cost: cost.cost }
    : undefined;
}

function readCastOnly(sentence: string): Ability | undefined {
  const only = readOnly(sentence, 'cast');
  if (!only || only.oncePerTurn || only.times || only.sorcery || (!only.window && !only.condition)) return undefined;
  return {
    kind: 'castOnly',
    ...(only.window ? { window: only.window } : {}),
    ...(only.condition ? { condition: only.condition } : {}),
  };
}

/** "Flashback—{1}{U}, Pay 3 life": the cost it is cast for from the graveyard (702.34a). */
function readFlashback(sentence: string): Ability | undefined {
  const flashback = FLASHBACK.exec(sentence);
  const cost = flashback ? readCost(flashback[1]!) : undefined;
  return cost && castable(cost) ? { kind: 'flashback', cost } : undefined;
}

/** A cost a player can pay while casting the card: not one that taps, untaps, sacrifices or moves the card itself. */
export const castable = (cost: AbilityCost) =>
  !cost.tap &&
  !cost.untap &&
  !cost.sacrificeSelf &&
  !cost.exertSelf &&
  cost.loyalty === undefined &&
  !cost.discardSelf &&
  !cost.exileSelf &&
  !cost.exileSelfInPlay &&
  !cost.returnSelf &&
  cost.removeXCounters === undefined;

/**
 * "If ~ was kicked, it enters with two +1/+1 counters on it and with first strike" (702.33d, 614.1c): the counters are
 * a replacement effect of its entering; what it enters with besides it has for as long as it is on the battlefield,
 * which its having been kicked says as long as it is that permanent (the same spell's history, 702.33d).
 */
const KICKED_ENTERS_WITH =
  /^if (~ was kicked(?: with its (?:\{[^}]+\})+ kicker)?), it enters(?: the battlefield)? with (.+? counters? on it) and with ((?:"[^"]+"|[^"]+))$/i;

/** A sentence that is a whole ability of its own: an additional cost, a replacement effect or a restriction. */
function readStatic(sentence: string): Ability[] | undefined {
  const manaTrigger = readManaTrigger(sentence);
  if (manaTrigger) return [manaTrigger];
  // A permanent spell's own limits and costs are the card's, as an instant's or a sorcery's are (601.2f, 601.3).
  const additional = readAdditionalCost(sentence) ?? readAlternativeCost(sentence) ?? readCastOnly(sentence);
  if (additional) return [additional];
  const replacement = readReplacement(sentence, readQuoted);
  if (replacement) return [replacement];
  // "~ enters the battlefield tapped with two charge counters on it": two replacement effects of one event (614.1c).
  const tappedWith = /^(~ enters(?: the battlefield)?) tapped (?:and )?(with .+)$/i.exec(sentence);
  const both =
    tappedWith &&
    [`${tappedWith[1]} tapped`, `${tappedWith[1]} ${tappedWith[2]}`].map(r => readReplacement(r, readQuoted));
  if (both?.every(r => r !== undefined)) return both as Ability[];
  const kickedWith = KICKED_ENTERS_WITH.exec(sentence);
  if (kickedWith) {
    const [, kicked, counters, granted] = kickedWith;
    const entering = readReplacement(`if ${kicked}, it enters with ${counters}`, readQuoted);
    // A quoted static ability about ~ itself ("~ can attack as though it didn't have defender.") is its own.
    const own = /^"(~ [^"]+)\."$/.exec(granted!)?.[1];
    const has =
      readStaticAbilities(`~ has ${granted} as long as ${kicked}`) ??
      (own === undefined ? undefined : readStaticAbilities(`${own} as long as ${kicked}`));
    if (entering && has?.length && has.every(a => (a.kind === 'static' || a.kind === 'restriction') && a.condition))
      return [entering, ...has];
  }
  const costChange = readCostChange(sentence);
  if (costChange) return [costChange];
  const permission = readPermission(sentence);
  if (permission) return [permission];
  if (FLASH_SACRIFICE.test(sentence)) return [{ kind: 'flashSacrifice' }];
  // Restrictions and changes to characteristics, alone or together and under a condition.
  return readStaticAbilities(sentence);
}

/**
 * What a mana ability whose cost removes `kind` counters, as many as its player chooses, makes for them: "Add {W} for
 * each storage counter removed this way", "Add X mana in any combination of {W} and/or {U}", "Add X mana in any
 * combination of colors", "Add {B}, then add an additional {B} for each charge counter removed this way".
 */
function readPerRemoved(
  text: string,
  kind: string,
): { readonly produces: readonly ManaType[]; readonly base: readonly ManaType[] } | undefined {
  const symbol = (s: string) => s[1]!.toUpperCase() as ManaType;
  const counter = kind.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const each = new RegExp(
    String.raw`^Add (\{[WUBRGC]\})(?:, then add an additional (\{[WUBRGC]\}))? for each ${counter} counter removed this way$`,
    'i',
  ).exec(text);
  if (each && (!each[2] || each[2].toUpperCase() === each[1]!.toUpperCase()))
    return { produces: [symbol(each[1]!)], base: each[2] ? [symbol(each[1]!)] : [] };
  const pair = /^Add X mana in any combination of (\{[WUBRG]\}) and\/or (\{[WUBRG]\})$/i.exec(text);
  if (pair) return { produces: [symbol(pair[1]!), symbol(pair[2]!)], base: [] };
  if (/^Add X mana in any combination of colors$/i.test(text)) return { produces: COLORS, base: [] };
  return undefined;
}

/**
 * A mana ability's first sentence: what it makes and its cost, which may tap and sacrifice its source and nothing
 * else (a cost the engine pays on the spot, 605.3b). Undefined when it isn't one the engine can activate.
 */
function readManaAbility(sentence: string): Omit<Extract<Ability, { kind: 'mana' }>, 'kind' | 'effects'> | undefined {
  const oneColor = X_OF_ONE_COLOR.exec(sentence);
  const mana = oneColor ?? AN_AMOUNT_OF.exec(sentence) ?? MANA_ABILITY.exec(sentence);
  const cost = mana && readCost(mana[1]!);
  // A cost the engine pays with a choice nobody can write on a mana ability (which sources pay its mana) is refused.
  // X is announced as an ability is put on the stack (107.3a); a mana ability isn't (605.3b).
  if (!cost || cost.untap || cost.loyalty !== undefined) return undefined;
  // "Remove any number of storage counters from ~: Add {W} for each storage counter removed this way": how many it
  // removes is chosen as it is activated (605.3b, 601.2b), and says how much mana it makes.
  const removed = cost.removeXCounters;
  const perRemoved = removed === undefined ? undefined : readPerRemoved(mana[0]!.slice(mana[1]!.length + 2), removed);
  if (perRemoved) return { produces: perRemoved.produces, perRemoved: { base: perRemoved.base }, cost };
  if (costSaysX(cost)) return undefined;
  const times = mana[3] === undefined ? undefined : readCount(mana[3]);
  if (mana[3] !== undefined && !times) return undefined;
  const made = readManaMade(oneColor ? 'one mana of any color' : mana[2]!);
  // "Add {G} for each Elf you control": symbols made that many times, all at once.
  const plain = made && (oneColor !== null || /^(?:\{[WUBRGC]\})+$/i.test(mana[2]!));
  if (!made || (times && !plain)) return undefined;
  // The symbols "for each" repeats are all made; of any one color, the one chosen.
  const yields = made.yields ?? (times && !oneColor ? made.produces : undefined);
  const more = {
    ...(yields ? { yields } : {}),
    ...(made.choices ? { choices: made.choices } : {}),
    ...(times ? { times } : {}),
    ...(made.chosenColor ? { chosenColor: true as const } : {}),
  };
  return { produces: made.produces, ...more, ...costOf(cost) };
}

/** Plain {T} is the cost a mana ability has when none is written. */
const costOf = (cost: AbilityCost) => (Object.keys(cost).length === 1 && cost.tap ? {} : { cost });

/** Whether an instruction (or one nested in "you may …", "if …") returns the ability's own card from its graveyard (113.6m). */
function movesSelfFromGraveyard(effects: readonly Effect[]): boolean {
  return effects.some(
    e =>
      ((e.kind === 'return' || e.kind === 'exile') && (e as { fromGraveyard?: true }).fromGraveyard === true) ||
      ('effects' in e && movesSelfFromGraveyard(e.effects as readonly Effect[])),
  );
}

const ITS_STAT = /\bits (?:power|toughness|colors|mana value|converted mana cost)\b/i;
/** The trigger conditions whose event's object is the spell cast (601.2i). */
const SPELL_TRIGGERS: ReadonlySet<string> = new Set(['cast', 'castNth']);
const OTHER_CREATURE_TRIGGERS: ReadonlySet<string> = new Set([
  'blocksCreature',
  'becomesBlockedBy',
  'blocksOrBlockedBy',
]);
/** Trigger events whose object is a permanent (not a spell, a card drawn or a player). */
const PERMANENT_TRIGGERS: ReadonlySet<string> = new Set([
  'permanentEnters',
  'attacks',
  'attacksAlone',
  'attacksUnblocked',
  'blocks',
  'becomesBlocked',
  'becomesTapped',
  'becomesUntapped',
  'dealsDamage',
  'dealtDamage',
  'attacksYou',
  'creatureDies',
  'permanentToGraveyard',
  'creatureLeaves',
  'attachedDies',
  'attachedLeaves',
  'permanentBecomesTarget',
  'becomesTargetOfAny',
]);
const EQUAL_TO_ITS = /\bequal to its( (?:power|toughness|mana value|converted mana cost))\b/gi;
const WHERE_X_ITS = /\bwhere X is its( (?:power|toughness|mana value|converted mana cost))$/i;
const EACH_OTHER = /\beach other (?!players?\b)/i;

/** Whether a sentence begins a triggered, activated or mana ability. */
function startsAbility(sentence: string): boolean {
  return TRIGGERS.some(t => t.opening.test(sentence)) || ACTIVATED.test(sentence);
}

/** The sentences of an activated or triggered ability (`startsAbility` of the first), with the indices of those not understood. */
/**
 * Triggers on an object leaving the battlefield (603.6c, 603.10a): the source itself ("when ~ dies"), or (`false`)
 * another object, the event's ("whenever another creature dies", "whenever equipped creature dies").
 */
const LEAVES: ReadonlyMap<string, boolean> = new Map([
  ['dies', true],
  ['toGraveyard', true],
  ['leaves', true],
  ['sacrifice', false],
  ['attachedDies', false],
  ['attachedLeaves', false],
  ['creatureDies', false],
  ['creatureLeaves', false],
]);

/**
 * Whether an instruction acts on the object that left ("exile it", "shuffle ~ into its owner's library"): the event's
 * object, and with `self` the source too (but for a return, which finds its own card where it went).
 */
function actsOnObjectGone(effects: readonly unknown[], self: boolean): boolean {
  return effects.some(e => {
    if (typeof e !== 'object' || e === null) return false;
    const effect = e as { kind?: string; aim?: Aim; fromGraveyard?: true; [key: string]: unknown };
    // A return finds its own card in the graveyard, not the event's object; so does an exile from there.
    const aims = effect.aim ? ('both' in effect.aim ? effect.aim.both : [effect.aim]) : [];
    const gone =
      aims.some(a => 'event' in a && a.event === 'object') ||
      (self &&
        effect.kind !== 'return' &&
        !(effect.kind === 'exile' && effect.fromGraveyard) &&
        (aims.some(a => 'self' in a) || (effect.kind === 'shuffleIn' && !effect.aim)));
    if (gone) return true;
    return Object.values(effect).some(v => Array.isArray(v) && actsOnObjectGone(v, self));
  });
}

/** The effects with each exile of the source ("exile it", "exile ~") made one from its graveyard (`exile.fromGraveyard`). */
function exilingFromGraveyard(effects: readonly Effect[]): Effect[] {
  return effects.map(e => {
    if (e.kind === 'exile' && 'self' in e.aim && !e.untilLeaves) return { ...e, fromGraveyard: true };
    if ('effects' in e && Array.isArray(e.effects))
      return { ...e, effects: exilingFromGraveyard(e.effects as Effect[]) };
    return e;
  });
}

/**
 * The instructions that find a card in the graveyard it went to ("exile it", "shuffle it into its owner's library",
 * "put it on top of its owner's library", "return it to its owner's hand"): the new object it became there (400.7e)
 * is something they can move; any other instruction about it would be read and then do nothing.
 */
const MOVES_CARD: ReadonlySet<string> = new Set(['exile', 'shuffleIn', 'toLibrary', 'return']);
function actsOnCardOtherwise(effects: readonly unknown[]): boolean {
  return effects.some(e => {
    if (typeof e !== 'object' || e === null) return false;
    const effect = e as { kind?: string; aim?: Aim; [key: string]: unknown };
    // Its aim may be the card; any other part of it (a source dealing damage) may not.
    const { aim, ...rest } = effect;
    const parts = Object.values(rest).filter(v => !Array.isArray(v));
    if (aim && JSON.stringify(aim).includes('"event":"card"') && !MOVES_CARD.has(effect.kind ?? '')) return true;
    if (JSON.stringify(parts).includes('"event":"card"')) return true;
    return Object.values(effect).some(v => Array.isArray(v) && actsOnCardOtherwise(v));
  });
}

/** "That much", "that many": an amount only a trigger event with one has (603.2: damage dealt, life gained or lost). */
const THAT_MUCH = /\bthat (?:much|many)\b/i;
const THAT_PLAYERS = /\bthat player controls\b/i;
const DEFENDING_PLAYERS = /\bdefending player controls\b/i;
const usesEventAmount = (effects: readonly unknown[]): boolean => JSON.stringify(effects).includes('"that much"');
/** What of a trigger event an ability can refer to; a spell's or an activated ability's has none of it. */
interface EventHas {
  readonly amount: boolean;
  readonly card: boolean;
  readonly spell: boolean;
  /** A player ("that player controls"); a trigger's event may have one (603.2). */
  readonly player: boolean;
  /** An object ("destroy that creature"): a trigger's event may have one (603.2), a spell or activated ability not. */
  readonly object: boolean;
}
const NO_EVENT: EventHas = { amount: false, card: false, spell: false, player: false, object: false };
const THAT_CARD = /\bthat card\b/i;
const usesEventCard = (effects: readonly unknown[]): boolean => JSON.stringify(effects).includes('"event":"card"');
/** Trigger conditions whose event puts its object into a graveyard, where "that card" is (400.7e). */
const TO_GRAVEYARD: ReadonlySet<string> = new Set([
  'dies',
  'attachedDies',
  'creatureDies',
  'permanentToGraveyard',
  'cardToGraveyard',
]);
/** Whether a trigger's event puts its object into a graveyard: those of `TO_GRAVEYARD`, or "is put into a graveyard". */
const intoGraveyard = (kind: string, opening: string): boolean =>
  TO_GRAVEYARD.has(kind) || (kind === 'toGraveyard' && !/^(?:when|whenever) ~ is put into exile\b/i.test(opening));

const THAT_SPELL = /\bcounter (?:that spell(?: or ability)?|it)\b/i;
/** Trigger conditions whose event is about a spell or ability on the stack, which "counter that spell" counters. */
const ABOUT_SPELL: ReadonlySet<string> = new Set([
  'cast',
  'castNth',
  'castTargetingSelf',
  'becomesTarget',
  'permanentBecomesTarget',
]);

/** Whether an instruction counters the trigger event's spell or ability ("counter that spell"), not a target. */
function countersEventSpell(effects: readonly unknown[]): boolean {
  return effects.some(e => {
    if (typeof e !== 'object' || e === null) return false;
    const effect = e as { kind?: string; target?: number; [key: string]: unknown };
    if ((effect.kind === 'counter' || effect.kind === 'counterUnless') && effect.target === undefined) return true;
    return Object.values(effect).some(v => Array.isArray(v) && countersEventSpell(v));
  });
}

/**
 * The sentences that name what only a trigger event has: its amount ("that much", without `amount`), the card it put
 * into a graveyard ("that card", without `card`), the spell it is about ("counter that spell", without `spell`) or
 * its player's permanent as a target ("target artifact that player controls"); the first that says each, by its
 * index.
 */
/** Whether an instruction acts on "each creature that player controls" (not an ability it grants or creates). */
function ofEventPlayer(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(ofEventPlayer);
  if (typeof value !== 'object' || value === null) return false;
  const o = value as Record<string, unknown>;
  if (o.ofEventPlayer === true) return true;
  if (o.kind === 'delayed' || o.kind === 'create' || o.kind === 'triggered' || o.kind === 'activated') return false;
  return Object.values(o).some(ofEventPlayer);
}

/** Whether instructions are about the trigger event's object or its controller (not a delayed trigger's or a token's own). */
function ofEventObject(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(ofEventObject);
  if (typeof value !== 'object' || value === null) return false;
  const o = value as Record<string, unknown>;
  if (Object.keys(o).length === 1 && (o.event === 'object' || o.event === 'controller')) return true;
  if (o.kind === 'delayed' || o.kind === 'create' || o.kind === 'triggered' || o.kind === 'activated') return false;
  return Object.values(o).some(ofEventObject);
}
const THAT_OBJECT = /\bthat (?:creature|permanent|land|artifact|enchantment|token|planeswalker)\b|\bit\b/i;

function withoutEvent(texts: readonly string[], read: Instructions, has: EventHas): number[] {
  const gaps: [boolean, RegExp][] = [
    [!has.object && ofEventObject(read.effects), THAT_OBJECT],
    [!has.amount && usesEventAmount(read.effects), THAT_MUCH],
    [!has.card && usesEventCard(read.effects), THAT_CARD],
    [!has.spell && countersEventSpell(read.effects), THAT_SPELL],
    [!has.player && (read.targets.some(t => t.ofEventPlayer) || ofEventPlayer(read.effects)), THAT_PLAYERS],
    // "Defending player" is an attacking creature's triggered ability's (508.5).
    [!has.player && read.targets.some(t => t.ofDefending), DEFENDING_PLAYERS],
  ];
  return gaps.flatMap(([uses, words]) =>
    uses
      ? [
          Math.max(
            0,
            texts.findIndex(t => words.test(t)),
          ),
        ]
      : [],
  );
}

/** "Sacrifice ~ and it deals 6 damage to you": "it" is ~, the one object named before it. */
const itAfterSelf = (sentence: string): string =>
  sentence.replace(/^(.*~.*?)( and |,? then )it (?=deals )/i, (all, before: string, joint: string) =>
    /\btarget\b/i.test(before) ? all : `${before}${joint}~ `,
  );

function readAbility(texts: readonly string[]): {
  ability: Ability;
  failed: number[];
  /** Where reading stopped in a failed sentence (`stoppedAt`), by its index. */
  stops?: ReadonlyMap<number, string>;
} {
  const first = texts[0]!;
  const mana = readManaAbility(first);
  if (mana) {
    // Further sentences are what the mana ability also does ("~ deals 1 damage to you"); it has no targets (605.1a).
    // "Activate only once each turn" limits it as any activated ability (602.5b).
    const into: Instructions = { targets: [], effects: [] };
    let oncePerTurn = false;
    let onlyIf: StateCondition | undefined;
    let onlyFor: ObjectFilter | undefined;
    let abilitiesOf: ObjectFilter | undefined;
    const failed = texts.flatMap((sentence, i) => {
      if (i === 0) return [];
      // "Spend this mana only to cast a creature spell", "… only to cast artifact spells or activate abilities of
      // artifacts", "… only to activate abilities of artifacts" (106.6): what the mana it makes may pay for.
      const spend =
        !onlyFor && !abilitiesOf
          ? /^spend this mana only to (?:cast (?:an? )?(.+?)|activate abilities of (.+?))(?: or activate abilities of (.+))?$/i.exec(
              sentence,
            )
          : null;
      const spells = spend?.[1] === undefined ? undefined : readSpells(spend[1]);
      const owners = spend?.[2] ?? spend?.[3];
      const of = owners === undefined ? undefined : readPermanents(owners);
      if (spend && (spend[1] === undefined || spells) && (owners === undefined || (of && !of.controller))) {
        onlyFor = spells;
        abilitiesOf = of;
        return [];
      }
      const only = readOnly(sentence, 'activate');
      // Once each turn, under a condition, or both; a window of the turn isn't kept for mana abilities.
      if (only && (only.oncePerTurn || only.condition) && !only.window && !only.sorcery && !only.times && !onlyIf) {
        oncePerTurn ||= only.oncePerTurn === true;
        onlyIf = only.condition;
        return [];
      }
      return !readInstruction(sentence, into) || into.targets.length > 0 ? [i] : [];
    });
    const ability: Ability = {
      kind: 'mana',
      ...mana,
      ...(into.effects.length ? { effects: into.effects } : {}),
      ...(oncePerTurn ? { oncePerTurn } : {}),
      ...(onlyIf ? { onlyIf } : {}),
      ...(onlyFor ? { onlyFor } : {}),
      ...(abilitiesOf ? { abilitiesOf } : {}),
    };
    return { ability, failed };
  }
  // Of the openings that fit, the first whose phrases are understood ("an opponent is dealt damage" is about a player,
  // not an object the subject phrase would name).
  const fitting = TRIGGERS.filter(t => t.opening.test(first));
  const trigger =
    fitting.find(t => {
      const entry: TriggerEntry = t;
      return !entry.read || entry.read(entry.opening.exec(first)!) !== undefined;
    }) ?? fitting[0];
  const activated = trigger ? undefined : ACTIVATED.exec(first);
  const failed: number[] = [];
  const stops = new Map<number, string>();
  const only: OnlyWhen = {};
  let costChange: Extract<Ability, { kind: 'costChange' }> | undefined;
  // "When ~ enters, it deals 2 damage to any target", "{2}, Sacrifice ~: It deals 3 damage to any target", "whenever ~
  // attacks, put a +1/+1 counter on it": after a trigger that names the object, or an ability's cost, "it" is the object.
  const afterOpening = trigger ? first.replace(trigger.opening, '') : activated![2]!;
  const itIsSelf = !trigger || /~/.test(first.slice(0, first.length - afterOpening.length));
  // "Whenever a Dragon you control attacks, it gains double strike": after an opening about another creature, "it" is
  // that creature (the trigger event's object).
  // "You may have it deal 1 damage to any target", "you may have target creature get +2/+0 …": the controller's
  // choice (608.2d) of what the object does, read as "you may" and the instruction with its subject.
  // "Put a +1/+1 counter on ~, then it deals damage …": "it" is the object just named.
  const had = afterOpening
    .replace(
      /^(you may )have (.+?) (deal|get|gain|lose|fight|discard|draw|put|become|sacrifice|mill|create|return|exile)\b/i,
      '$1$2 $3s',
    )
    .replace(/ on ~, then it (?=deals )/i, ' on ~, then ~ ');
  const gone = trigger !== undefined && intoGraveyard(trigger.kind, first);
  const asSelf = (text: string) =>
    text
      .replace(/^(you may )?it (?=deals |gets |gains |fights |connives$|explores$)/i, '$1~ ')
      .replace(/(?<! with (?:an? )?\S+ counters?) on it(?= for each |$)/i, ' on ~')
      .replace(/ blocking it\b/i, ' blocking ~')
      // "When ~ enters, attach it to target creature you control": the Equipment the opening names.
      .replace(/^(you may )?attach it to (?=target )/i, '$1attach ~ to ')
      // "When ~ becomes the target of a spell, sacrifice it", "… exile it unless …": the object the opening names; after
      // "when ~ dies", the card in the graveyard (`Instructions.it`), which only a return finds as ~.
      .replace(
        gone ? /^(you may )?(return) it\b/i : /^(you may )?(sacrifice|exile|destroy|tap|untap|return) it\b/i,
        '$1$2 ~',
      );
  // An event's object or spell that isn't the source ("whenever you cast a spell", "when enchanted creature dies"),
  // or a permanent the subject names ("whenever a creature you control attacks").
  const aboutAnother = !itIsSelf && /^(?:when|whenever) /i.test(first);
  const anotherPermanent =
    aboutAnother && /^(?:when|whenever) (?:a|an|another|enchanted|equipped|one or more) /i.test(first);
  // "Whenever a creature you control dies": "that creature" is the event's object (not so for "one or more"), as it
  // is the other creature of "whenever ~ blocks a creature" (509.3b, 509.3d).
  const aboutPermanent =
    trigger !== undefined &&
    ((anotherPermanent &&
      !/^(?:when|whenever) one or more /i.test(first) &&
      (PERMANENT_TRIGGERS.has(trigger.kind) ||
        (trigger.kind === 'either' && /^(?:when|whenever) (?:enchanted|equipped) /i.test(first)))) ||
      OTHER_CREATURE_TRIGGERS.has(trigger.kind));
  const aboutOpening = (text: string, another: boolean) => {
    if (itIsSelf) return asSelf(text);
    // "At the beginning of your upkeep, if enchanted creature is untapped, tap it": the opening names no object.
    if (!another) return text;
    const other = text
      .replace(/^(you may )?it (?=deals |gets |gains |fights |connives$|explores$)/i, '$1that creature ')
      .replace(/(?<! with (?:an? )?\S+ counters?) on it$/i, ' on that creature');
    // "Whenever a creature blocks ~, destroy it": the object the opening names (not a card that has left it).
    return gone ? other : other.replace(/^(you may )?(exile|destroy|tap|untap|return) it\b/i, '$1$2 that creature');
  };
  // "At the beginning of the upkeep of enchanted creature's controller, tap it": the enchanted creature (603.2).
  const attachedStep = /^at the beginning of the \w+(?: \w+)? of enchanted /i.test(first);
  const aboutObject = aboutAnother || attachedStep;
  const named = aboutOpening(had, aboutObject);
  // "When ~ enters, if you control a Forest, draw a card": an intervening "if", checked as it triggers and resolves
  // (603.4); "if it was kicked, it deals 2 damage …": after it, "it" is still what the opening names.
  const iff = trigger ? /^if ([^,]+), (.+)$/i.exec(had) : null;
  // "At the beginning of each opponent's upkeep, if that player has no cards in hand, …": the event's player.
  // "Whenever equipped creature dies, if it was a Human, …": that creature, as it last was (608.2h).
  const intervening = iff
    ? (readStateCondition(iff[1]!, true, aboutObject) ??
      (aboutPermanent ? readThat(iff[1]!, { targets: [], effects: [], eventObject: true }) : undefined))
    : undefined;
  // "At the beginning of your upkeep, if ~ is tapped, put a storage counter on it", "at the beginning of the end step,
  // if ~ wasn't kicked, sacrifice it": an opening that names no object, a condition about ~: "it" is ~.
  const rest = intervening
    ? !itIsSelf && !aboutObject && /~/.test(iff![1]!)
      ? asSelf(iff![2]!)
      : aboutOpening(iff![2]!, aboutObject)
    : named;
  const sentencesOf = [rest, ...texts.slice(1)].map(itAfterSelf);
  // "Whenever ~ attacks, ~ gets +1/+1 until end of turn. Untap it.": in a later sentence "it" is still the object the
  // opening or cost names, while no target has been named that "it" could mean instead.
  // "Whenever ~ attacks, you may pay {E}. If you do, it gets +2/+0 until end of turn": after a payment, which names
  // nothing, "it" is that object too.
  const laterIt = (sentence: string, i: number) => {
    if (i === 0 || !itIsSelf || into.targets.length > 0) return sentence;
    const ifPaid = /^(if you do(?:n't)?, |when you do, )(.+)$/i.exec(sentence);
    const last = into.effects.at(-1);
    const paid = last?.kind === 'optional' && last.effects.every(e => e.kind === 'pay');
    return ifPaid && paid ? `${ifPaid[1]}${asSelf(ifPaid[2]!)}` : sentence.replace(/^(untap|tap) it$/i, '$1 ~');
  };
  let joined = -1;
  let previous: ReadSentence | undefined;
  const into: Instructions = {
    targets: [],
    effects: [],
    ...(aboutPermanent ? { eventObject: true as const } : {}),
    ...(trigger && SPELL_TRIGGERS.has(trigger.kind) ? { eventSpell: true as const } : {}),
    // "Whenever ~ attacks, untap it", "whenever a creature enters, ~ deals 2 damage to it" (603.2); "when ~ dies,
    // exile it": the card in the graveyard (400.7e).
    ...(gone
      ? { it: { event: 'card' } as const }
      : trigger && itIsSelf
        ? { it: { self: true } as const }
        : aboutPermanent || attachedStep
          ? { it: { event: 'object' } as const }
          : {}),
  };
  sentencesOf.forEach((written, i) => {
    if (i <= joined) return;
    // After an opening about another object ("whenever equipped creature attacks", "whenever a creature you control
    // dies"), "its toughness" and "each other creature" are about that object, which the counts (read from the
    // source) don't follow.
    // A sentence naming ~ ("put a counter on ~, then it deals damage equal to its power") is about the source.
    // Before any target, "equal to its toughness" and "its controller" are the event's object's ("that creature's",
    // 603.2).
    const itsEvent =
      aboutPermanent && into.targets.length === 0 && !/\btarget\b/i.test(written)
        ? written
            .replace(EQUAL_TO_ITS, "equal to that creature's$1")
            .replace(/^its controller (?=\w)/i, "that creature's controller ")
            .replace(/ to its controller$/i, " to that creature's controller")
            .replace(WHERE_X_ITS, "where X is that creature's$1")
        : // "When enchanted creature dies, target player loses X life, where X is its power": a player target isn't
          // what "its" is.
          aboutPermanent && into.targets.length === 0 && !/\btarget (?!player\b|opponent\b)/i.test(written)
          ? written.replace(WHERE_X_ITS, "where X is that creature's$1")
          : written;
    const sentence = ITS_STAT.test(itsEvent) ? written : itsEvent;
    if (
      // "That creature deals damage equal to its power to any target": its own power, which the count follows.
      (aboutAnother &&
        ITS_STAT.test(sentence) &&
        !sentence.includes('~') &&
        !(
          into.eventObject &&
          into.targets.length === 0 &&
          /^that creature deals damage equal to its /i.test(sentence)
        )) ||
      (anotherPermanent && EACH_OTHER.test(sentence))
    ) {
      failed.push(i);
      previous = undefined;
      return;
    }
    const limit = activated && i > 0 ? readOnly(sentence, 'activate') : undefined;
    const ownCost = activated && i > 0 && !costChange ? readAbilityCostChange(sentence) : undefined;
    // Two sentences of limits each narrow it; two conditions are one too many to keep.
    if (limit && !(limit.condition && only.condition)) {
      const window = limit.window && narrowed(only.window, limit.window);
      if (limit.window && !window) failed.push(i);
      Object.assign(only, limit, window ? { window } : {});
    } else if (ownCost) costChange = ownCost;
    else {
      const before = snapshot(into);
      const ahead = readInertJoined(laterIt(sentence, i), sentencesOf.slice(i + 1), into);
      if (ahead > 0) {
        joined = i + ahead;
        previous = undefined;
        return;
      }
      if (readInstruction(laterIt(sentence, i), into)) {
        previous = { text: laterIt(sentence, i), before };
        return;
      }
      if (readWithPrevious(previous, sentence, into)) {
        previous = undefined;
        return;
      }
      const took = readContinued(sentence, sentencesOf.slice(i + 1), into);
      if (took > 0) joined = i + took;
      else {
        failed.push(i);
        // The first sentence's effect follows a trigger or cost, read unless found otherwise below.
        const at = stoppedAt(sentence, into, i === 0);
        if (at !== undefined) stops.set(i, at);
      }
    }
    previous = undefined;
  });
  if (trigger) {
    const entry: TriggerEntry = trigger;
    // "When ~ dies, exile it": the object is a new one in the zone it went to (400.7, 400.7e), which only the return
    // effect finds; any other instruction about it would be read and then do nothing.
    const leaving = LEAVES.get(trigger.kind);
    // "When ~ dies, you may exile it": exiled from the graveyard it went to, if it is still there (400.7e).
    if (trigger.kind === 'dies' || (trigger.kind === 'toGraveyard' && !entry.opening.exec(first)![1]))
      into.effects.splice(0, into.effects.length, ...exilingFromGraveyard(into.effects));
    if (leaving !== undefined && actsOnObjectGone(into.effects, leaving)) failed.push(0);
    if (actsOnCardOtherwise(into.effects)) failed.push(0);
    // A target chosen only if a spell was kicked (702.33g) is a spell's: an ability's targets aren't modelled so.
    if (into.targets.some(t => t.ifKicked)) failed.push(0);
    // One that triggers on a mana ability and adds mana is a triggered mana ability (605.1b), which resolves at once
    // (605.4a): only `readManaTrigger`'s, not one for the stack.
    if (trigger.kind === 'tapForMana' && JSON.stringify(into.effects).includes('"kind":"addMana"')) failed.push(0);
    failed.push(
      ...withoutEvent(texts, into, {
        amount: entry.amount === true,
        card: intoGraveyard(trigger.kind, first),
        // "Whenever ~ becomes the target of a spell or ability": that one; after "enchanted creature" or "a creature
        // you control", the creature.
        spell:
          ABOUT_SPELL.has(trigger.kind) ||
          (trigger.kind === 'becomesTargetOfAny' && /^(?:when|whenever) ~ /i.test(first)),
        player: true,
        object: true,
      }),
    );
    const read = entry.read ? entry.read(entry.opening.exec(first)!) : {};
    // "If ~ is in your graveyard": the ability works there (113.6b), for the conditions that look there.
    const fromGraveyard = intervening?.kind === 'inGraveyard' || movesSelfFromGraveyard(into.effects);
    const condition =
      read && (fromGraveyard ? (entry.fromGraveyard ? { ...read, zone: 'graveyard' as const } : undefined) : read);
    // An opening whose phrase isn't understood leaves its first sentence not understood, whatever follows it.
    if (!condition) {
      failed.unshift(0);
      stops.delete(0);
    }
    return {
      ability: {
        kind: 'triggered',
        trigger: { kind: trigger.kind, ...condition },
        targets: into.targets,
        effects: into.effects,
        ...(intervening ? { condition: intervening } : {}),
      },
      failed: [...new Set(failed)],
      stops,
    };
  }
  const costText = activated![1]!;
  const loyalty = readLoyaltyCost(costText);
  const cost = loyalty !== undefined ? { loyalty } : readCost(costText);
  if (!cost) {
    failed.unshift(0);
    stops.delete(0);
  }
  // An activated ability has no trigger event: no amount for "that much", no player for "that player" (603.2).
  failed.push(...withoutEvent(texts, into, NO_EVENT));
  if (into.targets.some(t => t.ifKicked)) failed.push(0);
  // "{1}{R}{G}, Discard ~: …" (bloodrush, channel): a cost that moves the card out of its owner's hand works only
  // there (113.6m).
  const ability: Ability = {
    kind: 'activated',
    cost: cost ?? {},
    costText,
    targets: into.targets,
    effects: into.effects,
    ...(cost?.discardSelf || cost?.revealSelf
      ? { zone: 'hand' as const }
      : cost?.exileSelf || movesSelfFromGraveyard(into.effects)
        ? { zone: 'graveyard' as const }
        : {}),
    ...(only.sorcery || loyalty !== undefined ? { sorcery: true } : {}),
    ...(only.oncePerTurn ? { oncePerTurn: true } : {}),
    ...(only.times ? { timesPerTurn: only.times } : {}),
    ...(only.window ? { during: only.window } : {}),
    ...(only.condition ? { onlyIf: only.condition } : {}),
    ...(only.anyPlayer ? { anyPlayer: true } : {}),
    ...(costChange && cost?.mana ? { costChange } : {}),
  };
  // A change to a cost without mana has nothing to change: not understood rather than ignored.
  if (costChange && !cost?.mana) failed.push(texts.findIndex((t, i) => i > 0 && readAbilityCostChange(t)));
  return { ability, failed: [...new Set(failed)], stops };
}

/**
 * Where the reader stopped in an instruction sentence it doesn't understand: the words after the longest first part
 * it reads, at a joint ("draw a card unless …" → "unless you pay {2}"); all of it after a trigger or cost that was
 * read (`frame`); undefined when none of it is read. Only sentences not understood pay for this.
 */
function stoppedAt(sentence: string, into: Instructions, frame: boolean): string | undefined {
  const joints = [...sentence.matchAll(STOP_JOINT)].reverse().slice(0, MAX_STOP_TRIES);
  const read = joints.find(
    m =>
      m.index > 0 &&
      readInstruction(sentence.slice(0, m.index), { targets: [...into.targets], effects: [...into.effects] }),
  );
  if (read) return firstWords(sentence.slice(read.index).replace(/^,?\s*/, ''));
  return frame ? firstWords(sentence) : undefined;
}
/** Where instructions join ("…, then …", "… and …", "… unless …", "… for each …"). */
const STOP_JOINT = /,? (?:then|and|unless|if|for each|until|where|except|instead|as long as)\b|, /g;
const MAX_STOP_TRIES = 6;
const firstWords = (text: string) => {
  const words = text.trim().split(/\s+/);
  // \u2026: an ellipsis where the words go on.
  return `${words.slice(0, 4).join(' ')}${words.length > 4 ? ' \u2026' : ''}`;
};

/** A sentence not understood, with where the reader stopped in it (the card's name for `~`). */
function stopped(span: TextSpan, at: string | undefined, cardName: string): NotUnderstoodSpan {
  return at === undefined ? span : { ...span, stoppedAt: at.replace(/~/g, cardName) };
}
