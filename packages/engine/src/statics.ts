import type { Ability, CardType, Color } from './types.js';
import type { Keyword } from './cards.js';
import { MAX_AMOUNT, keywordInfo } from './cards.js';
import { readStateCondition } from './conditions.js';
import { readGroup } from './effects/phrases.js';
import type { Change, StaticCondition } from './layers.js';
import { readCount } from './counts.js';

/**
 * Static abilities that change characteristics (CR 604.1, 613), read from rules text into what they do in each layer
 * (`layers.ts` applies them): "creatures you control get +1/+1", "other creatures get -1/-1", "equipped creature gets
 * +2/+0 and has first strike", "as long as you control a Dragon, ~ gets +1/+1", "~ gets +1/+1 for each other creature
 * you control", "enchanted creature loses all abilities", "you control enchanted creature", "~'s power is equal to …".
 */

type Static = Extract<Ability, { kind: 'static' }>;

/** "flying", "flying and first strike", "first strike, vigilance, and lifelink": keywords the engine knows. */
export function keywordList(text: string): Keyword[] | undefined {
  const names = text.split(/,\s*(?:and\s+)?|\s+and\s+/).map(k => keywordInfo(k)?.name);
  return names.length > 0 && names.every(n => n !== undefined) ? (names as Keyword[]) : undefined;
}

const GETS = /^(.+?) gets? ([+-]\d+)\/([+-]\d+)(?: for each (.+?))?(?: and (?:has|have) (.+))?$/i;
const HAS = /^(.+?) (?:has|have) (.+)$/i;
const WHERE_X = /^(.+? gets? [+-])(X|0)\/([+-])(X|0), where X is (.+)$/i;
const LOSES = /^(.+?) loses? (all abilities|.+)$/i;
const IN_ADDITION = /^(.+?) (?:is|are) (?:a|an)? ?((?:[A-Z][a-z'-]+ ?)+?) in addition to (?:its|their) other (?:creature )?types$/;
const IS_COLOR = /^(.+?) (?:is|are) ((?:white|blue|black|red|green)(?:(?:,? and|,) (?:white|blue|black|red|green))*)$/i;
const DEFINES = /^~'s (power|toughness|power and toughness) (?:is|are)(?: each)? equal to the number of (.+)$/i;
const AS_LONG_FIRST = /^as long as ([^,]+), (.+)$/i;
const AS_LONG_LAST = /^(.+?) as long as (.+)$/i;
const COLOR_WORDS: Readonly<Record<string, Color>> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };

/** The colors named in "blue", "black and red", "white, blue, and black". */
export function colorWords(text: string): Color[] {
  return [...text.toLowerCase().matchAll(/white|blue|black|red|green/g)].map(m => COLOR_WORDS[m[0]]!);
}

/** Reads a static ability that changes characteristics, or undefined. */
export function readStatic(sentence: string): Static | undefined {
  if (/until end of turn|this turn/i.test(sentence)) return undefined;
  // "~ gets +X/+0, where X is <count>" (107.3c) is "~ gets +1/+0 for each <count>".
  const whereX = WHERE_X.exec(sentence);
  if (whereX) return readStatic(`${whereX[1]}${whereX[2] === 'X' ? 1 : 0}/${whereX[3]}${whereX[4] === 'X' ? 1 : 0} for each ${whereX[5]}`);
  const first = AS_LONG_FIRST.exec(sentence);
  const last = first ? undefined : AS_LONG_LAST.exec(sentence);
  const conditional = first ? { cond: first[1]!, rest: first[2]! } : last ? { cond: last[2]!, rest: last[1]! } : undefined;
  if (conditional) {
    const condition = readCondition(conditional.cond);
    const inner = condition && readUnconditional(conditional.rest);
    return inner && { ...inner, condition };
  }
  return readUnconditional(sentence);
}

/** "It's your turn", or a condition on the game ("you control a Dragon", "you have 10 or less life"). */
function readCondition(text: string): StaticCondition | undefined {
  if (/^it'?s your turn$/i.test(text)) return { kind: 'yourTurn' };
  return readStateCondition(text);
}

function readUnconditional(sentence: string): Static | undefined {
  const control = /^you control enchanted (?:creature|permanent|artifact|land)$/i.test(sentence);
  if (control) return { kind: 'static', affects: 'attached', change: { control: true } };
  const defines = DEFINES.exec(sentence);
  if (defines) {
    const what = defines[1]!.toLowerCase();
    const count = readCount(defines[2]!);
    return count && { kind: 'static', affects: 'self', change: { define: { power: what !== 'toughness', toughness: what !== 'power', count } } };
  }
  const gets = GETS.exec(sentence);
  if (gets) {
    const power = Number(gets[2]);
    const toughness = Number(gets[3]);
    if (Math.abs(power) > MAX_AMOUNT || Math.abs(toughness) > MAX_AMOUNT) return undefined;
    const per = gets[4] === undefined ? undefined : readCount(gets[4]);
    if (gets[4] !== undefined && !per) return undefined;
    const keywords = gets[5] === undefined ? [] : keywordList(gets[5]);
    if (!keywords) return undefined;
    return withSubject(gets[1]!, { modify: { power, toughness, ...(per ? { per } : {}) }, ...(keywords.length ? { addKeywords: keywords } : {}) });
  }
  const loses = LOSES.exec(sentence);
  if (loses) {
    if (/^all abilities$/i.test(loses[2]!)) return withSubject(loses[1]!, { loseAll: true });
    const keywords = keywordList(loses[2]!);
    return keywords && withSubject(loses[1]!, { loseKeywords: keywords });
  }
  const addition = IN_ADDITION.exec(sentence);
  if (addition) {
    const subtypes = addition[2]!.trim().split(' ');
    return withSubject(addition[1]!, { types: { add: [], subtypes, replaceCreatureTypes: false } });
  }
  const color = IS_COLOR.exec(sentence);
  if (color) return withSubject(color[1]!, { colors: colorWords(color[2]!) });
  const has = HAS.exec(sentence);
  const keywords = has && keywordList(has[2]!);
  return keywords ? withSubject(has![1]!, { addKeywords: keywords }) : undefined;
}

/** "Equipped creature", "enchanted creature", "~", or a group of permanents ("other creatures", "Elves you control"). */
function withSubject(subject: string, change: Change): Static | undefined {
  if (/^(?:equipped|enchanted) creature$/i.test(subject)) return { kind: 'static', affects: 'attached', change };
  if (subject === '~') return { kind: 'static', affects: 'self', change };
  // "Each other creature you control" is "other creatures you control".
  const group = readGroup(subject.replace(/^each other /i, 'other '));
  return group?.kind === 'permanents' ? { kind: 'static', affects: group.filter, change } : undefined;
}

/** "Artifact creature", "Elemental creature", "Bird artifact creature": the types and subtypes of a "becomes" effect. */
export function readTypeWords(words: string): { types: CardType[]; subtypes: string[] } | undefined {
  const types: CardType[] = [];
  const subtypes: string[] = [];
  for (const word of words.trim().split(/\s+/)) {
    const type = ({ artifact: 'Artifact', creature: 'Creature', enchantment: 'Enchantment', land: 'Land' } as Readonly<Record<string, CardType>>)[word.toLowerCase()];
    if (type) types.push(type);
    else if (/^[A-Z][a-z'-]+$/.test(word)) subtypes.push(word);
    else return undefined;
  }
  return { types, subtypes };
}
