import type { Ability, CardType, Change, Color, ObjectFilter, Supertype, TargetSpec } from './types.js';
import { MAX_AMOUNT } from './cards.js';
import { keywordEntry, keywordInfo, type Keyword } from './keywords/index.js';

/**
 * The building blocks effects are read from: numbers, target descriptors and group descriptors. An effect's reading
 * captures a phrase loosely (`TARGET`, `GROUP`) and hands it to these readers, which understand it word by word or
 * not at all, so "destroy target nonblack creature you control" is `destroy` + a target phrase, not a pattern of its own.
 */

/** Numbers as rules text writes them: "3", "a", "two". */
export const NUMBER = String.raw`(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten)`;
const WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

/**
 * An amount in an effect: a number, X — the value chosen for X as the spell was cast or the ability activated
 * (107.3a) —, or "that much" / "that many": the amount of the event a triggered ability triggered on (603.2, "that
 * much life", "draw that many cards").
 */
export type Amount = number | 'X' | 'that much';
/** NUMBER, X, or "that much" ("that many"). */
export const QUANTITY = String.raw`(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|X|that much|that many)`;

/** The amount a QUANTITY match names, or undefined when it is out of the engine's range. */
export function quantity(word: string): Amount | undefined {
  if (/^that (?:much|many)$/i.test(word)) return 'that much';
  return word === 'X' || word === 'x' ? 'X' : amount(word);
}

/**
 * An amount's value for the spell or ability performing it: X is what was chosen, 0 when nothing was (107.3);
 * "that much" is its trigger event's amount.
 */
export function amountOf(item: { readonly x?: number; readonly eventAmount?: number }, a: Amount): number {
  return a === 'X' ? (item.x ?? 0) : a === 'that much' ? (item.eventAmount ?? 0) : a;
}

/** The amount a NUMBER match names, or undefined when it is out of the engine's range. */
export function amount(word: string): number | undefined {
  const n = WORDS[word.toLowerCase()] ?? Number(word);
  return Number.isSafeInteger(n) && n >= 0 && n <= MAX_AMOUNT ? n : undefined;
}

/** A target phrase, captured loosely for `readTarget` to decide: "any target", "[another] target …". */
export const TARGET = String.raw`(any target|(?:another )?target [a-z0-9' ,-]+?)`;
/** A group phrase, captured loosely for `readGroup`: "each creature", "all creatures you control", "creatures your opponents control". */
export const GROUP = String.raw`((?:each|all|other) [a-z' ,-]+?|[a-z]+s (?:you|your opponents) control|[a-z]+s (?:you don't|an opponent) controls?)`;

const PERMANENT_TYPES: Readonly<Record<string, CardType>> = {
  artifact: 'Artifact',
  battle: 'Battle',
  creature: 'Creature',
  enchantment: 'Enchantment',
  land: 'Land',
  planeswalker: 'Planeswalker',
};
const SPELL_TYPES: Readonly<Record<string, CardType>> = { ...PERMANENT_TYPES, instant: 'Instant', sorcery: 'Sorcery' };
const COLOR_WORDS: Readonly<Record<string, Color>> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
/** "white" for W: a color as rules text names it. */
export const colorWord = (color: Color): string => Object.keys(COLOR_WORDS).find(w => COLOR_WORDS[w] === color)!;
const PLURALS: Readonly<Record<string, string>> = {
  artifacts: 'artifact',
  battles: 'battle',
  creatures: 'creature',
  enchantments: 'enchantment',
  lands: 'land',
  planeswalkers: 'planeswalker',
  permanents: 'permanent',
  spells: 'spell',
  cards: 'card',
  tokens: 'token',
};
const CONTROLLERS: readonly [RegExp, ObjectFilter['controller']][] = [
  [/ you control$/, 'you'],
  [/ (?:an opponent controls|you don't control|your opponents control)$/, 'opponent'],
];

const SUPERTYPE_WORDS: Readonly<Record<string, Supertype>> = { basic: 'Basic', legendary: 'Legendary', snow: 'Snow' };
/** Capitalised, as subtypes are written: "Goblin", "Assembly-Worker". */
const SUBTYPE = /^(?!Non-)[A-Z][a-z']*(?:-[A-Za-z][a-z']*)*$/;
/**
 * Capitalised at a sentence's start, these words refer back ("It loses all abilities") or describe ("Enchanted
 * creatures you control have shroud", which this reader doesn't read): they name no subtype.
 */
const PRONOUNS = new Set(['It', 'They', 'Them', 'This', 'That', 'These', 'Those', 'Enchanted']);
/** "Elves" → "Elf", "Goblins" → "Goblin", "Allies" → "Ally", "Sphinxes" → "Sphinx": subtypes are named in the singular. */
function singular(word: string): string {
  if (word === 'Plains') return word; // a land type that ends in "s"
  if (word === 'Oxen') return 'Ox';
  // Singulars that end in "s": "Fungus", "Octopus", "Cyclops".
  if (/(?:us|ops)$/.test(word)) return word;
  if (/(?:l|r)ves$/.test(word)) return word.replace(/ves$/, 'f');
  // "Zombies" and "Faeries" are "-ie" words; "Allies", "Mercenaries", "Harpies" are "-y" ones.
  if (/[^aeiou]ies$/.test(word) && !/^(?:Zombies|Faeries)$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:x|ch|sh|us)es$/.test(word)) return word.slice(0, -2);
  return word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

const HISTORIC: ObjectFilter[] = [{ types: ['Artifact'] }, { supertypes: ['Legendary'] }, { subtypes: ['Saga'] }];

type Filter = {
  -readonly [K in keyof ObjectFilter]: ObjectFilter[K] extends readonly (infer T)[] | undefined ? T[] : ObjectFilter[K];
};

/**
 * Reads "nonblack tapped creature or planeswalker" (adjectives, then nouns joined by "or" / commas) into a filter.
 * `nouns` are the card types the phrase may name; "permanent", "spell" and "card" name no type. Undefined when a word
 * isn't understood.
 */
function readNounPhrase(phrase: string, nouns: Readonly<Record<string, CardType>>, bare: string): Filter | undefined {
  const filter: Filter = {};
  // "Instant and/or sorcery cards": either or both, as "or" (one of the types is enough).
  const words = phrase
    .replace(/ and\/or /g, ' or ')
    .replace(/\battacking or blocking\b/, 'attacking-or-blocking')
    .split(/,? (?:or )?|, /)
    .filter(w => w !== '');
  let i = 0;
  for (; i < words.length; i++) {
    const w = words[i]!.toLowerCase();
    const non = /^non-?(\w+)$/.exec(w)?.[1];
    // "Non-Demon": a subtype, capitalised after the hyphen.
    const nonSubtype = /^[Nn]on-([A-Z][a-z'-]+)$/.exec(words[i]!)?.[1];
    if (non && nouns[non]) (filter.notTypes ??= []).push(nouns[non]!);
    else if (nonSubtype) (filter.notSubtypes ??= []).push(nonSubtype);
    else if (non && COLOR_WORDS[non]) (filter.notColors ??= []).push(COLOR_WORDS[non]!);
    else if (non && SUPERTYPE_WORDS[non]) (filter.notSupertypes ??= []).push(SUPERTYPE_WORDS[non]!);
    else if (COLOR_WORDS[w]) (filter.colors ??= []).push(COLOR_WORDS[w]!);
    // Colorless: none of the five colors (105.2c).
    else if (w === 'colorless') filter.notColors = Object.values(COLOR_WORDS);
    else if (w === 'tapped' || w === 'untapped') filter.tapped = w === 'tapped';
    else if (w === 'token' || w === 'nontoken') filter.token = w === 'token';
    else if (w === 'paired' || w === 'unpaired') filter.paired = w === 'paired';
    else if (w === 'equipped') filter.equipped = true;
    // Two or more colors (105.2b); "historic": an artifact, a legendary or a Saga (700.6).
    else if (w === 'multicolored') filter.multicolored = true;
    else if (w === 'historic') filter.anyOf = HISTORIC;
    else if (SUPERTYPE_WORDS[w]) (filter.supertypes ??= []).push(SUPERTYPE_WORDS[w]!);
    else if (w === 'attacking') filter.combat = 'attacking';
    else if (w === 'blocking') filter.combat = 'blocking';
    else if (w === 'attacking-or-blocking') filter.combat = 'attackingOrBlocking';
    else if (w === 'blocked' || w === 'unblocked') filter.blocked = w === 'blocked';
    else break;
  }
  const types: CardType[] = [];
  const subtypes: string[] = [];
  let subtypeAfterType = false;
  for (; i < words.length; i++) {
    const written = words[i]!;
    const w = PLURALS[written.toLowerCase()] ?? written.toLowerCase();
    if (w === bare && i === words.length - 1) break;
    // "Creature token", "a token": the noun "token" ends the phrase (CR 111.1).
    if (w === 'token' && i === words.length - 1 && bare === 'permanent') {
      filter.token = true;
      break;
    }
    const type = nouns[w];
    // Subtypes are capitalised in rules text: "Goblin creature", "a Forest", "Elves".
    if (!type && SUBTYPE.test(written) && !PRONOUNS.has(written)) {
      subtypes.push(singular(written));
      if (types.length > 0) subtypeAfterType = true;
    } else if (type) types.push(type);
    else return undefined;
  }
  // "Creature or Vehicle": a subtype listed after a type is a noun of its own, either one — which a filter's types and
  // subtypes (each required) can't say ("Vampire or Wizard creature" is of both).
  if (subtypeAfterType && / or |, /i.test(phrase)) return undefined;
  // "Artifact creature": written side by side, the types are all required; "artifact or creature", any of them.
  if (types.length > 1 && !/ (?:and\/)?or |, /i.test(phrase)) filter.allTypes = types;
  else if (types.length > 0) filter.types = types;
  if (subtypes.length > 0) filter.subtypes = subtypes;
  // "nonblack" alone isn't a phrase: it needs a noun ("nonblack creature") or the bare word ("nonland permanent").
  const lastWritten = words[words.length - 1]?.toLowerCase() ?? '';
  const last = PLURALS[lastWritten] ?? lastWritten;
  if (types.length === 0 && subtypes.length === 0 && last !== bare && !(last === 'token' && filter.token))
    return undefined;
  return filter;
}

/** Reads a trailing "you control" / "an opponent controls" into the filter; returns what is left. */
function readController(phrase: string, filter: Filter): string {
  if (/ enchanted player controls$/.test(phrase)) {
    filter.enchantedPlayer = true;
    return phrase.replace(/ enchanted player controls$/, '');
  }
  for (const [pattern, controller] of CONTROLLERS) {
    if (pattern.test(phrase)) {
      filter.controller = controller;
      return phrase.replace(pattern, '');
    }
  }
  return phrase;
}

/** Reads a permanent phrase: "nonland permanent an opponent controls", "creature or planeswalker". */
export function readPermanents(phrase: string): Filter | undefined {
  return readPermanentPhrase(phrase) ?? readEitherPermanents(phrase);
}

/**
 * "Artifact creatures and/or white creatures", "creatures with flying or reach": permanents that fit either phrase,
 * for the lists a single phrase doesn't read ("creature or planeswalker" is one noun phrase).
 */
function readEitherPermanents(phrase: string): Filter | undefined {
  const keywords = /^(.+ with) ([a-z]+) or ([a-z]+)$/i.exec(phrase);
  if (keywords) {
    const [left, right] = [keywords[2]!, keywords[3]!].map(k => readPermanentPhrase(`${keywords[1]} ${k}`));
    return left && right ? { anyOf: [left, right] } : undefined;
  }
  // "Artifacts or creatures you control": what follows the last noun may be about both — not read as either.
  if (/ (?:controls?|with|without|that|named|of) /i.test(phrase)) return undefined;
  for (const joint of [' and/or ', ' or ']) {
    for (let at = phrase.indexOf(joint); at > 0; at = phrase.indexOf(joint, at + 1)) {
      // "A Swamp or an Island": each with its article.
      const [left, right] = [phrase.slice(0, at), phrase.slice(at + joint.length).replace(/^(?:a|an) /i, '')].map(
        readPermanentPhrase,
      );
      if (left && right) return { anyOf: [left, right] };
    }
  }
  return undefined;
}

function readPermanentPhrase(phrase: string): Filter | undefined {
  // "Your commander" (903.3d): a permanent that is a commander its owner is you.
  if (/^your commander$/i.test(phrase)) return { commander: true, owner: 'you' };
  const filter: Filter = {};
  // "Other creature you control named ~", "land you control named Wastes" (201.2): the name as written.
  const named = NAMED.exec(phrase);
  // "Named A, B, and C", "named A or a permanent named B": several names, which one name isn't.
  if (named && /, (?:and|or) | named | or /i.test(named[1]!)) return undefined;
  if (named) filter.name = named[1]!;
  // "Creatures with defender you control" is the older order of "creatures you control with defender".
  const ordered = (named ? phrase.slice(0, named.index) : phrase).replace(
    /^(.+?) ((?:with|without) [a-z]+) (you control|an opponent controls|your opponents control)$/i,
    '$1 $3 $2',
  );
  // "creature an opponent controls with mana value 2 or less", "creatures you control with flying".
  const qualified = readQualities(ordered, filter);
  if (qualified === undefined) return undefined;
  const nouns = readNounPhrase(readController(qualified, filter), PERMANENT_TYPES, 'permanent');
  if (nouns) return { ...nouns, ...filter };
  // "Creatures of the chosen type your opponents control": the quality before whose they are.
  const whose: Filter = {};
  const rest = readController(phrase, whose);
  if (rest === phrase || !whose.controller) return undefined;
  const before = readQualities(rest, whose);
  const inner =
    before === undefined || before === rest ? undefined : readNounPhrase(before, PERMANENT_TYPES, 'permanent');
  return inner && { ...inner, ...whose };
}

// "Converted mana cost" is the older name of mana value (202.3).
const WITH_STAT = new RegExp(
  String.raw` with (power|toughness|mana value|converted mana cost) ${NUMBER}(?: or (greater|less))?$`,
  'i',
);
/** "A card named Squadron Hawk" (201.2): the name as written, up to the end of the phrase. */
const NAMED = / named (.+)$/;
const WITH_KEYWORD = / (with|without) ([a-z ]+)$/i;
/** "Creature that dealt damage this turn", "… that was dealt damage this turn", "… that entered the battlefield this turn". */
const THIS_TURN = / that (dealt damage|was dealt damage|entered the battlefield|entered) this turn$/i;
const WITH_COUNTER = / with (?:a|one or more) ([+-]\d+\/[+-]\d+|[a-z]+) counters? on (?:it|them)$/i;

/**
 * Reads a trailing "with power 3 or less", "with toughness 4 or greater", "with mana value 2 or less",
 * "with flying", "without flying" or "with a +1/+1 counter on it" into the filter; returns what is left, or undefined when a "with" isn't understood.
 */
function readQualities(phrase: string, filter: Filter): string | undefined {
  const attacking = / that's attacking you or a planeswalker you control$/i.exec(phrase);
  if (attacking) {
    filter.combat = 'attackingYou';
    return phrase.slice(0, attacking.index);
  }
  // "Creatures you control that are equipped", "… that are enchanted": the adjective written after the noun.
  const equipped = / that are equipped$/i.exec(phrase);
  if (equipped) {
    filter.equipped = true;
    return phrase.slice(0, equipped.index);
  }
  const enchanted = / that are enchanted$/i.exec(phrase);
  if (enchanted) {
    filter.enchanted = true;
    return phrase.slice(0, enchanted.index);
  }
  // "Attacking creature with lesser power" (mentor, 702.134a), "creatures with power less than ~'s power": than the
  // ability's source.
  const lesser = / with (?:lesser power|power less than ~'s power)$/i.exec(phrase);
  if (lesser) {
    filter.lesserPower = true;
    return phrase.slice(0, lesser.index);
  }
  const chosen = readChosen(phrase, filter);
  if (chosen !== undefined) return chosen;
  const happened = THIS_TURN.exec(phrase);
  if (happened) {
    filter.thisTurn = /^was/i.test(happened[1]!) ? 'wasDealt' : /^dealt/i.test(happened[1]!) ? 'dealt' : 'entered';
    return phrase.slice(0, happened.index);
  }
  const counter = WITH_COUNTER.exec(phrase);
  if (counter) {
    filter.counter = counter[1]!.toLowerCase();
    return phrase.slice(0, counter.index);
  }
  const stat = WITH_STAT.exec(phrase);
  if (stat) return readStat(stat, filter) ? phrase.slice(0, stat.index) : undefined;
  const keyword = WITH_KEYWORD.exec(phrase);
  if (keyword) {
    const info = keywordInfo(keyword[2]!);
    if (!info) return undefined;
    if (keyword[1]!.toLowerCase() === 'with') filter.keyword = info.name;
    else filter.notKeyword = info.name;
    return phrase.slice(0, keyword.index);
  }
  return phrase;
}

/**
 * Reads a card phrase: "basic land card", "creature cards with mana value 1 or less", "Forest card", "Plains, Island,
 * Swamp, or Mountain card", "a card named Squadron Hawk", "a basic land card or a Gate card" (any of them).
 */
/** How a card's mana value compares with X: "with converted mana cost X [or less|or greater]". */
export type XStat = 'atMost' | 'atLeast' | 'exactly';
const WITH_X = / with (?:converted mana cost|mana value) X(?: or (less|greater))?$/i;

/**
 * A card phrase whose mana value may be compared with X ("green creature card with converted mana cost X or less"):
 * X is known only as the spell or ability resolves (107.3a), so the comparison is kept apart for `withX`.
 */
export function readFound(phrase: string): { readonly filter: Filter; readonly xStat?: XStat } | undefined {
  const x = WITH_X.exec(phrase);
  const filter = readCards(x ? phrase.slice(0, x.index) : phrase);
  if (!filter || (x && filter.stat)) return undefined;
  return x ? { filter, xStat: x[1] === undefined ? 'exactly' : x[1] === 'less' ? 'atMost' : 'atLeast' } : { filter };
}

/** The filter with its comparison with X made, X being `x`. */
export function withX(filter: ObjectFilter, xStat: XStat | undefined, x: number): ObjectFilter {
  const stats = { exactly: { atLeast: x, atMost: x }, atMost: { atMost: x }, atLeast: { atLeast: x } };
  return xStat ? { ...filter, stat: { kind: 'manaValue', ...stats[xStat] } } : filter;
}

export function readCards(phrase: string): Filter | undefined {
  // "An instant card or a card with flash": the second may have qualities after its noun.
  const either = /^(.+? cards?) (?:or|and\/or) (?:a |an )?((?:.+ )?cards?(?: with [a-z ]+)?)$/.exec(phrase);
  if (either) {
    const [left, right] = [readCards(either[1]!), readCards(either[2]!)];
    return left && right ? { anyOf: [left, right] } : undefined;
  }
  const filter: Filter = {};
  const named = NAMED.exec(phrase);
  if (named) filter.name = named[1]!;
  const rest = readQualities(named ? phrase.slice(0, named.index) : phrase, filter);
  const nouns = rest === undefined ? undefined : readCardNouns(rest);
  return nouns && { ...nouns, ...filter };
}

function readCardNouns(phrase: string): Filter | undefined {
  // "A permanent card", "a Dragon permanent card": a card of a permanent type (110.4a).
  const permanent = /^(.*?)\bpermanent (cards?)$/i.exec(phrase);
  if (permanent) {
    const filter = readNounPhrase(`${permanent[1]}${permanent[2]}`, SPELL_TYPES, 'card');
    return filter && !filter.types ? { ...filter, types: Object.values(PERMANENT_TYPES) } : undefined;
  }
  return readNounPhrase(phrase, SPELL_TYPES, 'card');
}

/** A `WITH_STAT` match into the filter; false when its number isn't one. */
function readStat(stat: RegExpExecArray, filter: Filter): boolean {
  const n = amount(stat[2]!);
  if (n === undefined) return false;
  const kind = /mana/i.test(stat[1]!) ? 'manaValue' : (stat[1]!.toLowerCase() as 'power' | 'toughness');
  // Without "or greater/less" the value is exact ("with converted mana cost 3").
  filter.stat =
    stat[3] === undefined
      ? { kind, atLeast: n, atMost: n }
      : /greater/i.test(stat[3])
        ? { kind, atLeast: n }
        : { kind, atMost: n };
  return true;
}

/**
 * "Creatures of the chosen type", "permanents that are the chosen color", "spells of the chosen color": the choice the
 * ability's source made as it entered (607.2d), into the filter; what is left of the phrase, or undefined without one.
 */
function readChosen(phrase: string, filter: Filter): string | undefined {
  const chosen = / (?:of the chosen|that(?:'s| is| are) the chosen) (color|type|creature type)$/i.exec(phrase);
  if (!chosen) return undefined;
  filter.chosen = /color/i.test(chosen[1]!) ? 'color' : 'creatureType';
  return phrase.slice(0, chosen.index);
}

/** Reads a spell phrase: "spell", "creature spell", "instant or sorcery spell", "noncreature spell", "spells of the chosen color". */
export function readSpells(phrase: string): Filter | undefined {
  const filter: Filter = {};
  const nouns = readNounPhrase(readChosen(phrase, filter) ?? phrase, SPELL_TYPES, 'spell');
  return nouns && { ...nouns, ...filter };
}

/**
 * A spell phrase for a spell on the stack, with its stats: "creature spell with mana value 3 or less", "creature
 * spell with power 4 or greater" (its X as chosen, 202.3e).
 */
export function readStackSpells(phrase: string): Filter | undefined {
  // "A spell that's both red and white": of each of the two colors (105.2), the second as a filter it must also meet.
  const both = / that's both (white|blue|black|red|green) and (white|blue|black|red|green)$/i.exec(phrase);
  if (both) {
    const nouns = readSpells(phrase.slice(0, both.index));
    const [first, second] = [COLOR_WORDS[both[1]!.toLowerCase()]!, COLOR_WORDS[both[2]!.toLowerCase()]!];
    return nouns && !nouns.colors && !nouns.anyOf && first !== second
      ? { ...nouns, colors: [first], anyOf: [{ colors: [second] }] }
      : undefined;
  }
  // "A creature spell that has an Adventure" (715.1).
  const adventure = / that has an adventure$/i.exec(phrase);
  if (adventure) {
    const nouns = readSpells(phrase.slice(0, adventure.index));
    return nouns && { ...nouns, adventurer: true };
  }
  // "A spell that targets you or a permanent you control" (115.1).
  const targets = / that targets (.+)$/i.exec(phrase);
  if (targets) {
    const targeting = readTargeted(targets[1]!);
    const nouns = targeting && readStackSpells(phrase.slice(0, targets.index));
    return nouns && !nouns.targeting ? { ...nouns, targeting } : undefined;
  }
  const stat = WITH_STAT.exec(phrase);
  const filter: Filter = {};
  if (stat && !readStat(stat, filter)) return undefined;
  const nouns = readSpells(stat ? phrase.slice(0, stat.index) : phrase);
  return nouns && { ...nouns, ...filter };
}

/** What "a spell that targets …" names: "you", "a player", "~", "a creature you control", or two of them with "or". */
function readTargeted(words: string): Filter['targeting'] | undefined {
  const out: { you?: true; player?: true; self?: true; objects?: Filter } = {};
  for (const part of words.split(/,? or /i)) {
    if (/^you$/i.test(part)) out.you = true;
    else if (/^(?:a|target) player$/i.test(part)) out.player = true;
    else if (part === '~') out.self = true;
    else {
      const objects = !out.objects && /^(?:a|an) /i.test(part) ? readPermanents(part.replace(/^an? /i, '')) : undefined;
      if (!objects) return undefined;
      out.objects = objects;
    }
  }
  return out;
}

/**
 * Reads what deals damage (a source, 609.7): "red sources", "an artifact source", "sources you don't control",
 * "black sources and red sources", "creatures with flying", "enchanted creatures", "Walls", "instant and sorcery
 * spells". A source is any
 * object, so a "source" noun names no card type.
 */
export function readSources(phrase: string): Filter | undefined {
  const text = phrase.replace(/^(?:a|an) /i, '');
  const either = /^(.+?) and (.+)$/i.exec(text);
  const [left, right] = either ? [readSources(either[1]!), readSources(either[2]!)] : [];
  if (left && right) return { anyOf: [left, right] };
  // "Enchanted creatures": those an Aura is attached to (303.4); "enchanted creature" alone is the Aura's own.
  const enchanted = /^enchanted (.+s)$/i.exec(text);
  if (enchanted) {
    const filter = readPermanents(enchanted[1]!);
    return filter && { ...filter, enchanted: true };
  }
  // Only the spells that are never permanents: a "creature spell" source would be a question of zones.
  const spells = /^(.+?) spells?$/i.exec(text);
  if (spells) {
    const filter = readSpells(`${spells[1]!.replace(/ and /i, ' or ')} spell`);
    return filter?.types?.every(t => t === 'Instant' || t === 'Sorcery') ? filter : undefined;
  }
  const source = /^(?:(.+) )?sources?( you control| you don't control| an opponent controls)?$/i.exec(text);
  if (source) return readPermanents(`${source[1] ? `${source[1]} ` : ''}permanent${source[2] ?? ''}`);
  return readPermanents(text);
}

const PLAYERS_OWN: readonly (readonly [RegExp, 'ofEventPlayer' | 'ofDefending'])[] = [
  [/ that player controls$/i, 'ofEventPlayer'],
  [/ defending player controls$/i, 'ofDefending'],
];

/**
 * A target phrase (CR 115.1) as a descriptor, or undefined when any word of it isn't understood. "Any target" is a
 * creature, player, planeswalker or battle (115.4).
 */
export function readTarget(phrase: string): TargetSpec | undefined {
  // "Target artifact that player controls": one of the trigger event's player's (603.3d); "target creature defending
  // player controls": one of the attacked player's (508.5). Whose it is, fixed as the ability goes on the stack.
  for (const [whose, flag] of PLAYERS_OWN) {
    const at = whose.exec(phrase.trim());
    if (!at) continue;
    const spec = readTarget(phrase.trim().slice(0, at.index));
    return spec?.object?.zone === 'battlefield' && !spec.player && !spec.object.filter.controller
      ? { ...spec, text: phrase.trim().toLowerCase(), [flag]: true }
      : undefined;
  }
  const written = phrase.trim();
  const text = written.toLowerCase();
  if (text === 'any target') {
    return {
      text,
      player: 'any',
      object: { zone: 'battlefield', filter: { types: ['Creature', 'Planeswalker', 'Battle'] } },
    };
  }
  const ability = /^target (activated or triggered|activated|triggered) ability$/.exec(text);
  if (ability)
    return {
      text,
      ability: ability[1] === 'activated' ? 'activated' : ability[1] === 'triggered' ? 'triggered' : 'any',
    };
  const m = /^(another )?target (.+)$/.exec(text);
  if (!m) return undefined;
  const other = m[1] !== undefined;
  // The words after "target" as written (subtypes keep their capital); `rest` lower-cased for the fixed words.
  const rest = m[2]!;
  const restWritten = written.slice(written.length - rest.length);
  const withOther = (filter: Filter): ObjectFilter => (other ? { ...filter, other } : filter);
  if (rest === 'player' || rest === 'opponent')
    return other ? undefined : { text, player: rest === 'player' ? 'any' : 'opponent' };
  if (rest === 'player or planeswalker' || rest === 'opponent or planeswalker') {
    return {
      text,
      player: rest.startsWith('player') ? 'any' : 'opponent',
      object: { zone: 'battlefield', filter: { types: ['Planeswalker'] } },
    };
  }
  // "Target spell an opponent controls", "target creature spell you control": a spell's controller (110.2).
  const spell = /^(?:(.+) )?spell( with [^,]+| that targets .+)?(?: (you) control| (an opponent) controls)?$/.exec(
    rest,
  );
  if (spell) {
    // "Target spell with converted mana cost 4 or greater": its stats as it is on the stack (202.3e).
    const filter = readStackSpells(
      `${spell[1] === undefined ? '' : `${restWritten.slice(0, spell[1].length)} `}spell${spell[2] ?? ''}`,
    );
    const whose: Filter = spell[3] ? { controller: 'you' } : spell[4] ? { controller: 'opponent' } : {};
    return filter && { text, object: { zone: 'stack', filter: withOther({ ...filter, ...whose }) } };
  }
  const card = /^(.+ )?card( with [^,]+?)? (?:from|in) (your|an opponent's|a) graveyard$/.exec(rest);
  if (card) {
    // "Artifact card with mana value 3 or less from your graveyard": the qualities follow the noun.
    const qualities: Filter = {};
    if (card[2] && readQualities(card[2], qualities) !== '') return undefined;
    const nouns = readCards(`${restWritten.slice(0, (card[1] ?? '').length)}card`);
    const filter = nouns && { ...nouns, ...qualities };
    const owner: Filter =
      card[3] === 'your' ? { controller: 'you' } : card[3] === 'a' ? {} : { controller: 'opponent' };
    return filter && { text, object: { zone: 'graveyard', filter: withOther({ ...filter, ...owner }) } };
  }
  const permanents = readPermanents(restWritten);
  return permanents && { text, object: { zone: 'battlefield', filter: withOther(permanents) } };
}

/** A group of objects or players an effect acts on without targeting ("each creature", "each opponent"). */
export type Group =
  /** `defending`: "defending player", in an attacking creature's triggered ability (508.5). */
  | { readonly kind: 'players'; readonly who: 'each' | 'opponents' | 'you' | 'defending' }
  /**
   * `defending`: "creatures defending player controls", in an attacking creature's triggered ability (508.5);
   * `ofTarget`: "lands target player controls", those the player its target of that index is controls (115.1);
   * `ofEventPlayer`: "each creature that player controls", those of the player a trigger event was about (603.2).
   */
  | {
      readonly kind: 'permanents';
      readonly filter: ObjectFilter;
      readonly defending?: true;
      readonly ofTarget?: number;
      readonly ofEventPlayer?: true;
    }
  /** "Each creature without flying and each planeswalker", "each creature and each player": every member of each. */
  | { readonly kind: 'both'; readonly groups: readonly Group[] };

/** Reads "each opponent", "each creature you control", "all creatures", "other creatures you control", "creatures you control". */
export function readGroup(phrase: string): Group | undefined {
  const written = phrase.trim();
  const text = written.toLowerCase();
  if (text === 'each player' || text === 'players') return { kind: 'players', who: 'each' };
  // "Each other player" is every player but you: the opponents (102.2, 102.3).
  if (text === 'each opponent' || text === 'each other player') return { kind: 'players', who: 'opponents' };
  if (text === 'you') return { kind: 'players', who: 'you' };
  if (text === 'defending player') return { kind: 'players', who: 'defending' };
  const both = /^(each .+?) and (each .+)$/i.exec(written);
  if (both) {
    const groups = [readGroup(both[1]!), readGroup(both[2]!)];
    return groups.every(g => g !== undefined) ? { kind: 'both', groups: groups as Group[] } : undefined;
  }
  const m =
    /^(?:(each other|all other|each|all|other) )?(.+?)( defending player controls| that player controls)?$/.exec(text)!;
  // "All artifacts and enchantments": each permanent that is either, as "artifacts or enchantments" would say.
  const noun = written.slice(written.length - m[2]!.length - (m[3]?.length ?? 0), written.length - (m[3]?.length ?? 0));
  const permanents = readPermanents(noun.replace(/ and (?=\w+s\b)/, ' or '));
  if (!permanents || (m[3] && permanents.controller)) return undefined;
  // "Each creature" is singular, "all creatures" / "creatures you control" plural; "(all / each) other" excludes the source.
  return {
    kind: 'permanents',
    filter: m[1]?.endsWith('other') ? { ...permanents, other: true } : permanents,
    ...(m[3] === ' that player controls' ? { ofEventPlayer: true as const } : m[3] ? { defending: true as const } : {}),
  };
}

const COUNTED_TARGETS = new RegExp(
  String.raw`^(up to |one or )?(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|X|any number of) (other )?(?:target (.+)|targets)$`,
  'i',
);
/** The most targets one phrase may ask for: each is a target spec of its own. */
export const MAX_TARGETS_PER_WORD = 10;

/**
 * Several targets in one phrase (601.2c): "two target creatures", "up to three target creatures", "one or two target
 * creatures", "X target creatures" (one instance of "target", so each a different one: `word`), or "target artifact and target
 * enchantment", "target creature, target artifact, and target land" (an instance each). Undefined otherwise.
 */
export function readTargets(phrase: string): TargetSpec[] | undefined {
  const counted = COUNTED_TARGETS.exec(phrase.trim());
  if (counted) {
    // "X target creatures": as many as X (601.2b–c), at most as many as one phrase may ask for; "any number of
    // target creatures" likewise, none of them required.
    const any = /^any number of$/i.test(counted[2]!);
    const x = counted[2] === 'X';
    // "Up to X target creatures": no more than X of them.
    const upTo = x && /^up to/i.test(counted[1] ?? '');
    const n = x || any ? (counted[1] && !upTo ? undefined : MAX_TARGETS_PER_WORD) : amount(counted[2]!);
    // Each target is one of the plural: "two target creature cards" are each "target creature card"; "three
    // targets", each "any target".
    const one = counted[4]
      ?.split(' ')
      .map(w => PLURALS[w.toLowerCase()] ?? w)
      .join(' ');
    const spec =
      one === undefined
        ? counted[3]
          ? undefined
          : readTarget('any target')
        : readTarget(`${counted[3] ? 'another ' : ''}target ${one}`);
    // "Up to one target creature": one target, which may be left unchosen (601.2c).
    if (spec && n === 1 && /^up to/i.test(counted[1] ?? '')) return [{ ...spec, optional: true }];
    if (!spec || n === undefined || n < 2 || n > MAX_TARGETS_PER_WORD) return undefined;
    // "Up to N": none required; "one or N": the first.
    const required = x || any ? 0 : counted[1] === undefined ? n : /^one/i.test(counted[1]) ? 1 : 0;
    return Array.from({ length: n }, (_x, at) => ({
      ...spec,
      word: { size: n, at, ...(x ? { x: true as const } : {}), ...(upTo ? { upTo: true as const } : {}) },
      ...(at >= required ? { optional: true as const } : {}),
    }));
  }
  const parts = phrase.split(/,? and |, /);
  if (parts.length < 2 || parts.length > MAX_TARGETS_PER_WORD) return undefined;
  const specs = parts.map(p => readTarget(p));
  return specs.every(s => s !== undefined) ? (specs as TargetSpec[]) : undefined;
}

/**
 * "flying", "flying and first strike", "first strike, vigilance, and lifelink": keywords the engine knows, as an effect
 * grants or takes them away.
 */
export function keywordList(text: string): Keyword[] | undefined {
  const names = text.split(/,\s*(?:and\s+)?|\s+and\s+/).map(k => keywordInfo(k)?.name);
  // A keyword standing for abilities (prowess, 702.108a) is gained or lost with them: not modelled, so not read.
  const plain = names.every(n => n !== undefined && !keywordEntry(n)?.abilities);
  return names.length > 0 && plain ? (names as Keyword[]) : undefined;
}

/**
 * "Flying", "vigilance and \"{T}: Add {G}.\"": keywords and abilities in quotes an effect grants (613.1f), each quoted
 * ability read by `readQuoted` as card text, its "this creature" the object that has it. Activated, mana and
 * triggered abilities are granted (the triggers of an object's layered abilities are found as those of its card are);
 * undefined when anything isn't read.
 */
export function grantedChange(
  text: string,
  readQuoted: (quoted: string) => readonly Ability[] | undefined,
): Change | undefined {
  const quoted = [...text.matchAll(/"([^"]+)"/g)].map(q => q[1]!);
  const words = text
    .replace(/"[^"]*"/g, '')
    .replace(/,? and\s*$|,\s*$/, '')
    .trim();
  const keywords = words === '' ? [] : keywordList(words);
  if (!keywords || (keywords.length === 0 && quoted.length === 0)) return undefined;
  const abilities: Ability[] = [];
  for (const q of quoted) {
    const read = readQuoted(q);
    if (!read || !read.every(a => a.kind === 'activated' || a.kind === 'mana' || a.kind === 'triggered'))
      return undefined;
    abilities.push(...read);
  }
  return {
    ...(keywords.length ? { addKeywords: keywords } : {}),
    ...(abilities.length ? { addAbilities: abilities } : {}),
  };
}

/** The colors named in "blue", "black and red", "white, blue, and black". */
export function colorWords(text: string): Color[] {
  return [...text.toLowerCase().matchAll(/white|blue|black|red|green/g)].map(m => COLOR_WORDS[m[0]]!);
}

/** "Artifact creature", "Elemental creature", "Bird artifact creature": the types and subtypes of a "becomes" effect. */
export function readTypeWords(words: string): { types: CardType[]; subtypes: string[] } | undefined {
  const types: CardType[] = [];
  const subtypes: string[] = [];
  for (const word of words.trim().split(/\s+/)) {
    const type = (
      { artifact: 'Artifact', creature: 'Creature', enchantment: 'Enchantment', land: 'Land' } as Readonly<
        Record<string, CardType>
      >
    )[word.toLowerCase()];
    if (type) types.push(type);
    else if (/^[A-Z][a-z'-]+$/.test(word)) subtypes.push(word);
    else return undefined;
  }
  return { types, subtypes };
}

/**
 * Land types a land becomes (305.7): "Island", "Mountains", "Mountain, Forest, and Plains"; in addition to its other
 * types, or instead of its land types.
 */
export function landTypes(words: string, inAddition: boolean): Change {
  const subtypes = words.split(/,? and |, /).map(w => w.replace(/^(Island|Swamp|Mountain|Forest)s$/, '$1'));
  return {
    types: {
      add: [],
      subtypes,
      replaceCreatureTypes: false,
      ...(inAddition ? {} : { replaceLandTypes: true as const }),
    },
  };
}
