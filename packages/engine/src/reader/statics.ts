import type { Ability, CardType, Change, CountSubject, StaticCondition } from '../core/types.js';
import { MAX_AMOUNT } from '../core/cards.js';
import { readStateCondition } from '../view/conditions.js';
import { colorWords, grantedChange, keywordList, landTypes, readGroup } from '../core/phrases.js';
import { readCount } from '../view/counts.js';
import { readDefenderCondition, readHandSize, readRestriction } from '../rules/restrictions.js';
import { parseCardText } from './card-text.js';
import { becomes } from '../effects/pump.js';

/**
 * Static abilities that change characteristics (CR 604.1, 613), read from rules text into what they do in each layer
 * (`layers.ts` applies them): "creatures you control get +1/+1", "other creatures get -1/-1", "equipped creature gets
 * +2/+0 and has first strike", "as long as you control a Dragon, ~ gets +1/+1", "~ gets +1/+1 for each other creature
 * you control", "enchanted creature loses all abilities", "you control enchanted creature", "~'s power is equal to …".
 */

type Static = Extract<Ability, { kind: 'static' }>;

/** "Gets an additional +1/+1" (after another sentence's bonus) is one more effect of its own: "gets +1/+1". */
const GETS = /^(.+?) gets? (?:an additional )?([+-]\d+)\/([+-]\d+)(?: for each (.+?))?(?: and (?:has|have) (.+))?$/i;
const HAS = /^(.+?) (?:has|have) (.+)$/i;
const WHERE_X = /^(.+? gets? [+-])(X|0)\/([+-])(X|0), where X is (.+)$/i;
const LOSES = /^(.+?) loses? (all abilities|.+)$/i;
/** "Can't have or gain flying" (113.11). */
const CANT_HAVE = /^(.+?) can't have or gain (.+)$/i;
const IN_ADDITION =
  /^(.+?) (?:is|are) (?:a|an)? ?((?:[A-Z][a-z'-]+ ?)+?) in addition to (?:its|their) other (?:creature )?types$/;
const IS_COLOR = /^(.+?) (?:is|are) ((?:white|blue|black|red|green)(?:(?:,? and|,) (?:white|blue|black|red|green))*)$/i;
/**
 * "~ is a 5/5 Golem artifact creature", "~ is a 2/3 Gargoyle artifact creature with flying": what "becomes" says of a
 * resolving effect (effects/pump.ts), said of the object while the static ability applies.
 */
const IS_PT_CREATURE =
  /^(.+?) (?:is an?|are) (\d+)\/(\d+) ((?:(?:white|blue|black|red|green)(?:,? and |, | ))*)((?:[A-Z][\w'-]* )*(?:artifact )?creature)s?(?: with (.+))?$/;
const BASIC = String.raw`(?:Plains|Islands?|Swamps?|Mountains?|Forests?)`;
/** "Enchanted land is an Island", "nonbasic lands are Mountains", "each land is a Swamp in addition to its other land types". */
const LAND_TYPE_IS = new RegExp(
  String.raw`^(.+?) (?:is an?|are) (${BASIC}(?:(?:,? and |, )${BASIC})*)( in addition to its other (?:land )?types)?$`,
);

/** "~ isn't a creature": a card type taken away (layer 4, 205.1a). */
const NOT_TYPE =
  /^(.+?) (?:isn't|is not|aren't|are not) (?:an? )?(artifact|creature|enchantment|land|planeswalker)s?$/i;
const DEFINES = /^~'s (power|toughness|power and toughness) (?:is|are)(?: each)? equal to the number of (.+)$/i;
const AS_LONG_FIRST = /^as long as ([^,]+), (.+)$/i;
const AS_LONG_LAST = /^(.+?) as long as (.+)$/i;
/** "Has base power and toughness 1/1" (layer 7b). */
const BASE_PT = /^(.+?) (?:has|have) base power and toughness (\d+)\/(\d+)$/i;
/**
 * "Is a blue Frog creature with base power and toughness 1/1": its color (layer 5), its creature types replaced
 * (205.1b, layer 4) and its base power and toughness (layer 7b), all at once.
 */
const IS_CREATURE =
  /^(.+?) (?:is|are) (?:a|an) ((?:(?:white|blue|black|red|green)(?:,? and |, | ))*)((?:[A-Z][a-z'-]+ )+)creatures? with base power and toughness (\d+)\/(\d+)$/;

/**
 * A static ability's sentence as the abilities it gives its card (CR 604.1): what changes characteristics, and the
 * restrictions said of the same subject ("enchanted creature gets +2/+2, has flying, and can't attack you or
 * planeswalkers you control"), each under the sentence's condition ("as long as …", "… as long as …").
 */
export function readStaticAbilities(sentence: string): Ability[] | undefined {
  const handSize = readHandSize(sentence);
  if (handSize) return [handSize];
  // "~ gets +X/+0, where X is <count>" (107.3c) is "~ gets +1/+0 for each <count>".
  const whereX = WHERE_X.exec(sentence);
  if (whereX)
    return readStaticAbilities(
      `${whereX[1]}${whereX[2] === 'X' ? 1 : 0}/${whereX[3]}${whereX[4] === 'X' ? 1 : 0} for each ${whereX[5]}`,
    );
  // "~ gets +0/+2 as long as you control a Plains, has flying as long as you control an Island, …": each predicate
  // under its own condition, read as a sentence of its own.
  if ((unquoted(sentence).match(/ as long as /gi)?.length ?? 0) > 1 && !AS_LONG_FIRST.test(sentence)) {
    const subject = new RegExp(String.raw`^(.+?)(?<!\bthat) (?=${VERB} )`, 'i').exec(unquoted(sentence))?.[1];
    const parts = subject === undefined ? [] : splitPredicates(sentence, subject.length + 1);
    // Each part one condition at most: otherwise the split didn't separate them (and reading it again wouldn't).
    if (parts.length < 2 || parts.some(part => (unquoted(part).match(/ as long as /gi)?.length ?? 0) > 1))
      return undefined;
    const each = parts.map(part => readStaticAbilities(`${subject} ${part}`));
    return each.every(a => a?.length) ? each.flatMap(a => a!) : undefined;
  }
  const first = AS_LONG_FIRST.exec(sentence);
  const last = first ? undefined : AS_LONG_LAST.exec(sentence);
  const conditional = first
    ? { cond: first[1]!, rest: first[2]! }
    : last
      ? { cond: last[2]!, rest: last[1]! }
      : undefined;
  const rest = conditional ? conditional.rest : sentence;
  // A continuous effect of a resolving spell lasts "until end of turn" (611.2); what is quoted is another ability's text,
  // and what follows "unless" or "if" a condition ("can't attack unless you've cast a creature spell this turn").
  if (/until end of turn|this turn/i.test(unquoted(rest).replace(/ (?:unless|if) .+$/i, ''))) return undefined;
  if (!conditional) return readPredicates(rest);
  // "~ can't be blocked as long as defending player controls an artifact": only a restriction of its attack (508.5).
  const defender = readDefenderCondition(conditional.cond);
  if (defender) {
    const restrictions = readPredicates(rest);
    return restrictions?.every(
      a => a.kind === 'restriction' && (a.restriction === 'cantBeBlocked' || a.restriction === 'cantBeBlockedBy'),
    )
      ? restrictions.map(a => ({ ...a, defender }))
      : undefined;
  }
  // Soulbond's "as long as ~ is paired with another creature, each of those creatures gets +1/+1" / "both creatures have
  // flying" (702.95b): what it says of ~, said of ~ and the creature paired with it, only while they are paired.
  if (/^~ is paired with another creature$/i.test(conditional.cond)) {
    const those = /^(?:each of those creatures|both creatures) (.+)$/i.exec(rest);
    const own = those ? readPredicates(`~ ${those[1]}`) : undefined;
    return own?.every(a => a.kind === 'static' && a.affects === 'self' && !a.change.define)
      ? own.map(a => ({ ...a, affects: { pair: true } }) as Static)
      : undefined;
  }
  const condition = readCondition(conditional.cond);
  // "As long as equipped creature is legendary, it has trample", "as long as ~ has three or more +1/+1 counters on it,
  // it has trample": "it" is the subject the condition named (also as the object: "… creatures with flying can't
  // block it").
  const subject = /^(~|equipped creature|enchanted (?:creature|permanent|land|artifact)) (?:is|isn't|has) /i.exec(
    conditional.cond,
  )?.[1];
  const inner =
    condition && readPredicates(subject ? rest.replace(/^it /i, `${subject} `).replace(/ it$/i, ` ${subject}`) : rest);
  return inner?.map(a => (a.kind === 'static' || a.kind === 'restriction' ? { ...a, condition } : a));
}

/** The text with what is quoted blanked out (abilities granted in quotes have their own wording). */
function unquoted(text: string): string {
  return text.replace(/"[^"]*"/g, '""');
}

const VERB = String.raw`(?:gets?|has|have|loses?|is|are|can't|can|attacks?|doesn't)`;
/** "…, and its activated abilities can't be activated": a predicate said of the subject's abilities. */
const OWN = String.raw`its activated abilities`;

/**
 * "X gets +2/+2, has vigilance, and can't attack you": the subject once, then each predicate read as a sentence of
 * its own; the changes to characteristics are one effect, the restrictions abilities of their own.
 */
function readPredicates(sentence: string): Ability[] | undefined {
  const masked = unquoted(sentence);
  // "Creatures you control that are enchanted get …": "that are" is the subject's.
  const subject = new RegExp(String.raw`^(.+?)(?<!\bthat) (?=${VERB} )`, 'i').exec(masked)?.[1];
  const parts = subject === undefined ? [] : splitPredicates(sentence, subject.length + 1);
  if (parts.length < 2) {
    const restriction = readRestriction(sentence);
    if (restriction) return restriction;
    const changes = readUnconditional(sentence);
    return changes && [changes];
  }
  let merged: Static | undefined;
  const restrictions: Ability[] = [];
  for (const part of parts) {
    const text = new RegExp(`^${OWN} `, 'i').test(part) ? `${subject}'s ${part.slice(4)}` : `${subject} ${part}`;
    const restriction = readRestriction(text);
    if (restriction) {
      restrictions.push(...restriction);
      continue;
    }
    const changes = readUnconditional(text);
    if (!changes) return undefined;
    if (merged && JSON.stringify(merged.affects) !== JSON.stringify(changes.affects)) return undefined;
    // Each layer's part said once: "gets +1/+1 and gets +2/+2" isn't one effect.
    if (merged && Object.keys(changes.change).some(k => k in merged!.change)) return undefined;
    merged = merged ? { ...merged, change: { ...merged.change, ...changes.change } } : changes;
  }
  return [...(merged ? [merged] : []), ...restrictions];
}

/** The predicates after the subject, split where ", ", ", and " or " and " is followed by a verb (not inside quotes). */
function splitPredicates(sentence: string, from: number): string[] {
  const quotes = [...sentence.matchAll(/"[^"]*"/g)].map(q => q[0]);
  return unquoted(sentence)
    .slice(from)
    .split(new RegExp(String.raw`,? and (?=${VERB} |${OWN} )|, (?=${VERB} )`, 'i'))
    .map(part => part.replace(/""/g, () => quotes.shift()!));
}

/** "It's your turn", or a condition on the game ("you control a Dragon", "you have 10 or less life"). */
function readCondition(text: string): StaticCondition | undefined {
  if (/^it'?s your turn$/i.test(text)) return { kind: 'yourTurn' };
  return readStateCondition(text);
}

function readUnconditional(sentence: string): Static | undefined {
  // An ability in quotes is granted ("has \"{T}: …\""); the other sentence shapes would read into its words.
  if (sentence.includes('"')) {
    const has = HAS.exec(unquoted(sentence)) && HAS.exec(sentence);
    const granted = has ? readGranted(has[2]!) : undefined;
    return granted && withSubject(has![1]!, granted);
  }
  const control = /^you control enchanted (?:creature|permanent|artifact|land)$/i.test(sentence);
  if (control) return { kind: 'static', affects: 'attached', change: { control: true } };
  const defines = DEFINES.exec(sentence);
  if (defines) {
    const what = defines[1]!.toLowerCase();
    const count = readCount(defines[2]!);
    return (
      count && {
        kind: 'static',
        affects: 'self',
        change: { define: { power: what !== 'toughness', toughness: what !== 'power', count } },
      }
    );
  }
  const gets = GETS.exec(sentence);
  if (gets) {
    const power = Number(gets[2]);
    const toughness = Number(gets[3]);
    if (Math.abs(power) > MAX_AMOUNT || Math.abs(toughness) > MAX_AMOUNT) return undefined;
    const it = gets[4] === undefined ? undefined : itOf(gets[1]!, gets[4]);
    const per = gets[4] === undefined || it === undefined ? undefined : readCount(gets[4], it);
    if (gets[4] !== undefined && !per) return undefined;
    const keywords = gets[5] === undefined ? [] : keywordList(gets[5]);
    if (!keywords) return undefined;
    return withSubject(gets[1]!, {
      modify: { power, toughness, ...(per ? { per } : {}) },
      ...(keywords.length ? { addKeywords: keywords } : {}),
    });
  }
  const cantHave = CANT_HAVE.exec(sentence);
  if (cantHave) {
    const keywords = keywordList(cantHave[2]!);
    return keywords && withSubject(cantHave[1]!, { denyKeywords: keywords });
  }
  const loses = LOSES.exec(sentence);
  if (loses) {
    if (/^all abilities$/i.test(loses[2]!)) return withSubject(loses[1]!, { loseAll: true });
    const keywords = keywordList(loses[2]!);
    return keywords && withSubject(loses[1]!, { loseKeywords: keywords });
  }
  const base = BASE_PT.exec(sentence) ?? IS_CREATURE.exec(sentence);
  if (base) {
    const [power, toughness] =
      base.length === 4 ? [Number(base[2]), Number(base[3])] : [Number(base[4]), Number(base[5])];
    if (power > MAX_AMOUNT || toughness > MAX_AMOUNT) return undefined;
    const setPT = { power, toughness };
    if (base.length === 4) return withSubject(base[1]!, { setPT });
    const colors = colorWords(base[2]!);
    return withSubject(base[1]!, {
      setPT,
      types: { add: ['Creature'], subtypes: base[3]!.trim().split(' '), replaceCreatureTypes: true },
      ...(colors.length ? { colors } : {}),
    });
  }
  const landType = LAND_TYPE_IS.exec(sentence);
  if (landType) return withSubject(landType[1]!, landTypes(landType[2]!, landType[3] !== undefined));
  const addition = IN_ADDITION.exec(sentence);
  if (addition) {
    const subtypes = addition[2]!.trim().split(' ');
    return withSubject(addition[1]!, { types: { add: [], subtypes, replaceCreatureTypes: false } });
  }
  const is = IS_PT_CREATURE.exec(sentence);
  if (is) {
    if (Number(is[2]) > MAX_AMOUNT || Number(is[3]) > MAX_AMOUNT) return undefined;
    const change = becomes(`${is[2]}/${is[3]}`, is[4], is[5]!, is[6]);
    return change && withSubject(is[1]!, change);
  }
  const not = NOT_TYPE.exec(sentence);
  if (not) {
    const type = (not[2]![0]!.toUpperCase() + not[2]!.slice(1).toLowerCase()) as CardType;
    return withSubject(not[1]!, { types: { add: [], subtypes: [], replaceCreatureTypes: false, remove: [type] } });
  }
  const color = IS_COLOR.exec(sentence);
  if (color) return withSubject(color[1]!, { colors: colorWords(color[2]!) });
  const has = HAS.exec(sentence);
  const granted = has ? readGranted(has[2]!) : undefined;
  return granted && withSubject(has![1]!, granted);
}

/** Abilities in quotes as card text, "this creature" the object that has them (613.1f); undefined if any isn't read. */
function readQuoted(text: string): readonly Ability[] | undefined {
  const read = parseCardText(text, '', false);
  return read.notUnderstood.length > 0 ? undefined : read.abilities;
}

const readGranted = (text: string): Change | undefined => grantedChange(text, readQuoted);

/**
 * What "it" in a count means: the subject ("enchanted creature gets +1/+1 for each of its colors" counts the enchanted
 * creature's). Said of a group it is each of its members, which a count doesn't read: undefined.
 */
function itOf(subject: string, count: string): CountSubject | undefined {
  if (subject === '~') return 'self';
  if (ATTACHED.test(subject)) return 'attached';
  return /\bits?\b/i.test(count) ? undefined : 'self';
}

const ATTACHED = /^(?:equipped|enchanted) (?:creature|permanent|land|artifact|planeswalker)$/i;

/** "Equipped creature", "enchanted creature", "~", or a group of permanents ("other creatures", "Elves you control"). */
function withSubject(subject: string, change: Change): Static | undefined {
  if (ATTACHED.test(subject)) return { kind: 'static', affects: 'attached', change };
  // "Enchanted Forest" isn't a subtype of a group's permanents.
  if (/^(?:[Ee]quipped|[Ee]nchanted) [A-Z]/.test(subject)) return undefined;
  if (subject === '~') return { kind: 'static', affects: 'self', change };
  // "Each other creature you control" is "other creatures you control".
  const group = readGroup(subject.replace(/^each other /i, 'other '));
  return group?.kind === 'permanents' ? { kind: 'static', affects: group.filter, change } : undefined;
}
