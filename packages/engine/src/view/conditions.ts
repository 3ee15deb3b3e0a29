import type {
  Color,
  Count,
  GameState,
  ObjectFilter,
  ObjectId,
  PlayerId,
  PlayerQuantifier,
  StackItem,
  StateCondition,
  StaticCondition,
  Target,
} from '../core/types.js';
import { findPlayer, opponents } from '../core/state.js';
import {
  controller,
  isEquipped,
  isType,
  keywords,
  lastKnown,
  lastKnownSpell,
  power,
  subtypes,
  toughness,
} from './queries.js';
import { isCreatureType } from '../core/keywords/index.js';
import { matchesFilter } from './targets.js';
import { NUMBER, amount, colorWords, readPermanents, readSpells } from '../core/phrases.js';
import { COLORS, formatManaCost, parseManaCost } from '../core/cards.js';
import { STAT, countOf, leftMatching, readCount, thisTurn } from './counts.js';

/**
 * Conditions: on the spell or ability itself (entries of `CHECKS`: "if you do") and on the game (read by
 * `readStateCondition`). Used by "if …, <instructions>" (effects/conditional.ts) and intervening "if"s (603.4).
 */
export const CHECKS = {
  /** "If you do": the controller did what "you may" offered, and it happened. */
  youDid: (state: GameState, item: StackItem) => onStack(state, item)?.optionalDone === true,
  /** "If you don't": the controller declined what "you may" offered, or it changed nothing (it couldn't be done). */
  youDidNot: (state: GameState, item: StackItem) => onStack(state, item)?.optionalDone !== true,
  /** "If you win": the controller won the clash or coin flip just before (701.30d, 705.2). */
  youWon: (state: GameState, item: StackItem) => onStack(state, item)?.won === true,
  /** "If you lose the flip", "otherwise" after "if you win". */
  youLost: (state: GameState, item: StackItem) => onStack(state, item)?.won === false,
} as const;

/** Remembers whether the controller won the clash or coin flip just performed, for a following "if you win". */
export function rememberWon(state: GameState, item: StackItem, won: boolean): GameState {
  return {
    ...state,
    stack: state.stack.map(i => (i.id === item.id && i.timestamp === item.timestamp ? { ...i, won } : i)),
  };
}

/** The item as it is now on the stack (resolving items stay there until they finish, 608.2m). */
export function onStack(state: GameState, item: StackItem): StackItem | undefined {
  return state.stack.find(i => i.id === item.id && i.timestamp === item.timestamp);
}

/**
 * Whether the player performing `item`'s instructions refuses what "you may" offers (608.2d): its controller said
 * `declines`; or, under "its controller may …" / "each opponent may …" (performed as that player), that player did.
 */
export function declines(state: GameState, item: StackItem): boolean {
  const on = onStack(state, item);
  return (on && on.controller !== item.controller ? on.declinedBy?.includes(item.controller) : on?.declined) === true;
}

export type Condition = keyof typeof CHECKS | StateCondition;

const OR_MORE = String.raw`${NUMBER} or more`;
/** Conditions that are a count: the pattern, and the phrase `readCount` reads from its groups (the first is the number). */
const COUNTED_CONDITIONS: readonly [RegExp, (m: RegExpExecArray) => string][] = [
  [
    new RegExp(String.raw`^${OR_MORE} (cards?|[a-z ]+ cards?) (?:are|is) in your graveyard$`, 'i'),
    m => `${m[2]} in your graveyard`,
  ],
  [new RegExp(String.raw`^there (?:are|is) ${OR_MORE} (.+)$`, 'i'), m => m[2]!],
  // "An artifact card is in your graveyard": one or more.
  [/^(a|an) ([a-z ]+ card) is in your graveyard$/i, m => `${m[2]}s in your graveyard`],
  // "Two or more creatures are blocking it": the source's blockers (509.1g).
  [new RegExp(String.raw`^${OR_MORE} creatures are blocking (?:it|~)$`, 'i'), () => 'creatures blocking ~'],
  [new RegExp(String.raw`^you(?:'ve)? drawn ${OR_MORE} cards this turn$`, 'i'), () => "cards you've drawn this turn"],
];

/** A count the condition reads, with its least (or, for "no …", most) value, or undefined. */
function readCountCondition(text: string): StateCondition | undefined {
  // "There is a land card in your graveyard": at least one.
  const one = /^there is (?:a|an) (.+)$/i.exec(text);
  if (one) {
    const count = readCount(one[1]!);
    return count && { kind: 'count', count, atLeast: 1 };
  }
  // "There are no creatures on the battlefield": none at all.
  const noneThere = /^there are no (.+)$/i.exec(text);
  if (noneThere) {
    const count = readCount(noneThere[1]!);
    return count && { kind: 'count', count, atMost: 0 };
  }
  const life = new RegExp(String.raw`^you(?:'ve)? gained (?:${OR_MORE} )?life this turn$`, 'i').exec(text);
  if (life) return atLeast(life[1] ?? 'one', { kind: 'thisTurn', what: 'lifeGained' });
  const facts = readTurnFact(text);
  if (facts) return facts;
  // "You've cast another spell this turn" (surge, 702.117a): asked before this spell is cast, so any spell of yours.
  if (/^you(?:'ve)? cast another spell this turn$/i.test(text))
    return { kind: 'count', count: { kind: 'thisTurn', what: 'cast' }, atLeast: 1 };
  const cast = /^you(?:'ve)? cast (?:a|an) (.+ spell) this turn$/i.exec(text);
  if (cast) {
    const filter = readSpells(cast[1]!);
    return filter && { kind: 'count', count: { kind: 'thisTurn', what: 'cast', filter }, atLeast: 1 };
  }
  // "If four or more creatures are attacking", "if exactly one creature is attacking", "if a white creature is
  // attacking": the attacking creatures of that kind, whoever controls them or whatever they attack (508.1).
  const attacking = new RegExp(String.raw`^(exactly )?${NUMBER}( or more)? (.+?) (?:is|are) attacking$`, 'i').exec(
    text,
  );
  const attackers = attacking ? readCount(`attacking ${attacking[4]!}`) : undefined;
  const n = attacking ? amount(attacking[2]!) : undefined;
  const exactly = !!attacking?.[1];
  // "Four creatures are attacking" without "exactly" or "or more" isn't a wording the engine reads.
  if (attackers && n !== undefined && (exactly || !!attacking![3] || n === 1) && !(exactly && attacking![3]))
    return { kind: 'count', count: attackers, atLeast: n, ...(exactly ? { atMost: n } : {}) };
  // "Creatures you control have total power 8 or greater" (formidable's condition).
  const total = new RegExp(String.raw`^(.+) have total ${STAT} ${NUMBER} or greater$`, 'i').exec(text);
  const sum = total ? readCount(`the total ${total[2]!} of ${total[1]!}`) : undefined;
  if (sum) return atLeast(total![3]!, sum);
  // "Your devotion to blue is less than five", "… is five or greater": a count compared with a number (700.5).
  const compared = new RegExp(
    String.raw`^(.+?) is (?:(less|greater|more) than ${NUMBER}|${NUMBER} or (greater|more|less|fewer))$`,
    'i',
  ).exec(text);
  const value = compared ? readCount(compared[1]!) : undefined;
  const bound = compared ? amount(compared[3] ?? compared[4]!) : undefined;
  if (value && bound !== undefined) {
    const below = /less|fewer/i.test(compared![2] ?? compared![5]!);
    const strict = compared![2] !== undefined;
    if (below)
      return strict && bound === 0 ? undefined : { kind: 'count', count: value, atMost: strict ? bound - 1 : bound };
    return { kind: 'count', count: value, atLeast: strict ? bound + 1 : bound };
  }
  for (const [pattern, phrase] of COUNTED_CONDITIONS) {
    const m = pattern.exec(text);
    const count = m ? readCount(phrase(m)) : undefined;
    if (count) return atLeast(m![1]!, count);
  }
  return undefined;
}

function atLeast(word: string, count: Count): StateCondition | undefined {
  const n = amount(word);
  return n === undefined ? undefined : { kind: 'count', count, atLeast: n };
}

/** What a permanent is said to be ("attacking", "untapped", "a creature", "enchanted"), as a filter. */
function readSelf(words: string): ObjectFilter | undefined {
  if (/^enchanted$/i.test(words)) return { enchanted: true };
  // An adjective alone qualifies "permanent"; a noun ("creature", "an artifact") reads as it is.
  return readPermanents(words) ?? readPermanents(`${words} permanent`);
}

/** One condition on the game, or undefined. */
function readOne(text: string, eventPlayer: boolean, itIsEvent: boolean): StateCondition | undefined {
  const count = readCountCondition(text);
  if (count) return count;
  const poison = new RegExp(String.raw`^an opponent has ${OR_MORE} poison counters$`, 'i').exec(text);
  if (poison) return amount(poison[1]!) === undefined ? undefined : { kind: 'poison', atLeast: amount(poison[1]!)! };
  // "An opponent is poisoned": has one or more poison counters (122.1f).
  if (/^an opponent is poisoned$/i.test(text)) return { kind: 'poison', atLeast: 1 };
  if (/^~ is equipped$/i.test(text)) return { kind: 'equipped' };
  // "It's your turn", "it's not your turn" (the controller's turn or not).
  const turn = /^it(?:'s| is)( not|n't)? your turn$/i.exec(text);
  if (turn) return { kind: 'turn', yours: turn[1] === undefined };
  // "It's attacking alone" (506.5): it is attacking and no other creature is.
  const alone = /^(?:~|it)(?: is|'s) attacking alone$/i.exec(text);
  const attackers = alone ? readCount('attacking creatures') : undefined;
  if (attackers)
    return {
      kind: 'all',
      conditions: [
        { kind: 'self', filter: { combat: 'attacking' } },
        { kind: 'count', count: attackers, atMost: 1 },
      ],
    };
  // "~ is attacking", "~ is untapped", "~ isn't a creature": the source itself, as a permanent phrase reads it.
  // "It's attacking", "it's untapped": the contracted "is".
  const self = /^(?:~|it)(?: (is|isn't|is not)|('s)) (?:(?:a|an) )?(.+)$/i.exec(text);
  const selfFilter = self ? readSelf(self[3]!) : undefined;
  if (selfFilter)
    return {
      kind: 'self',
      filter: selfFilter,
      // "It" after an opening about another object is that object, not the source.
      ...(itIsEvent && !/^~/.test(self![0]!) ? { event: true as const } : {}),
      ...((self![1] ?? 'is').toLowerCase() === 'is' || self![2] ? {} : { not: true }),
    };
  // "Enchanted creature is green", "enchanted land is a basic Mountain", "enchanted permanent is red or green": what
  // the source is attached to, as a permanent phrase of its noun reads it.
  const attached = /^(?:equipped|enchanted) (creature|land|permanent|artifact) is (.+)$/i.exec(text);
  const words = attached?.[2]!.replace(/^(?:a|an) /i, '');
  const quality = attached
    ? (readPermanents(`${words} ${attached[1]!.toLowerCase()}`) ?? readPermanents(words!))
    : undefined;
  if (quality) return { kind: 'attached', filter: quality };
  if (/^that creature has greater power or toughness than ~$/i.test(text)) return { kind: 'subjectGreater' };
  if (/^a creature died this turn$/i.test(text)) return { kind: 'creatureDied' };
  // "A creature died under your control this turn": at least one, as "creatures that died …" counts them (700.4).
  const died = /^(?:a|an) (.+) died (under your control )?this turn$/i.exec(text);
  const deaths = died ? readCount(`${died[1]} that died ${died[2] ?? ''}this turn`) : undefined;
  if (deaths) return { kind: 'count', count: deaths, atLeast: 1 };
  if (/^no spells were cast last turn$/i.test(text)) return { kind: 'castLastTurn', atMost: 0 };
  const byOne = new RegExp(String.raw`^a player cast ${OR_MORE} spells last turn$`, 'i').exec(text);
  if (byOne && amount(byOne[1]!) !== undefined) return { kind: 'castLastTurn', atLeast: amount(byOne[1]!)! };
  if (/^its evoke cost was paid$/i.test(text)) return { kind: 'evoked' };
  if (/^tribute wasn't paid$/i.test(text)) return { kind: 'tributeUnpaid' };
  if (/^(?:~'s|its) prowl cost was paid$/i.test(text)) return { kind: 'prowled' };
  const kicked = /^(?:~|it) (was|wasn't) kicked(?: with its ((?:\{[^}]+\})+) kicker)?$/i.exec(text);
  if (kicked) {
    const cost = kicked[2] === undefined ? undefined : parseManaCost(kicked[2]);
    if (cost?.ok === false) return undefined;
    return {
      kind: 'kicked',
      ...(cost ? { with: formatManaCost(cost.cost) } : {}),
      ...(kicked[1]!.toLowerCase() === 'was' ? {} : { not: true as const }),
    };
  }
  if (/^a replicate cost was paid for it$/i.test(text)) return { kind: 'castPaying', cost: 'replicate' };
  if (/^its conspire cost was paid$/i.test(text)) return { kind: 'castPaying', cost: 'conspire' };
  if (/^its dash cost was paid$/i.test(text)) return { kind: 'dashed' };
  if (/^(?:~|it) isn't renowned$/i.test(text)) return { kind: 'notRenowned' };
  if (/^(?:~|it) is renowned$/i.test(text)) return { kind: 'renowned' };
  if (/^(?:~|it) is monstrous$/i.test(text)) return { kind: 'monstrous' };
  if (/^~ is in your graveyard$/i.test(text)) return { kind: 'inGraveyard' };
  if (/^you cast (?:it|~) from your hand$/i.test(text)) return { kind: 'castFromHand' };
  if (/^an opponent (?:was|has been) dealt damage this turn$/i.test(text)) return { kind: 'opponentDamaged' };
  if (/^an opponent lost life this turn$/i.test(text)) return { kind: 'opponentLostLife' };
  if (/^~ is on the battlefield$/i.test(text)) return { kind: 'onBattlefield' };
  // \u2019: a typographic apostrophe (escaped, keeping the CLI's bundle ASCII).
  if (/^you have the city['\u2019]s blessing$/i.test(text)) return { kind: 'citysBlessing' };
  if (/^you(?:'ve| have) been attacked this step$/i.test(text)) return { kind: 'attackedThisStep' };
  if (/^~ came under your control since the beginning of your last upkeep$/i.test(text))
    return { kind: 'cameUnderControl' };
  // "~ has three or more quest counters on it": the counters on the source, as "there are … counters on ~" counts them.
  const many = new RegExp(String.raw`^(?:~|it) has ${OR_MORE} ([+-]\d+\/[+-]\d+|[a-z]+) counters on it$`, 'i').exec(
    text,
  );
  if (many) return atLeast(many[1]!, { kind: 'counters', counter: many[2]!.toLowerCase() });
  const none = /^(?:~|it) (?:has|had) no ([+-]\d+\/[+-]\d+|[a-z]+) counters on it$/i.exec(text);
  if (none) return { kind: 'noCounters', counter: none[1]!.toLowerCase() };
  const some = /^(?:~|it) has (?:a|an) ([+-]\d+\/[+-]\d+|[a-z]+) counter on it$/i.exec(text);
  if (some) return { kind: 'noCounters', counter: some[1]!.toLowerCase(), some: true };
  const spent = readManaSpent(text);
  if (spent) return spent;
  return readPlayers(text, eventPlayer);
}

/** "At least three white mana", "{R}", "at least three mana of the same color" was spent to cast the source. */
function readManaSpent(text: string): StateCondition | undefined {
  const m = /^(.+) was spent to cast (?:~|it|this spell)$/i.exec(text);
  if (!m) return undefined;
  const symbols = /^((?:\{[WUBRG]\})+)$/i.exec(m[1]!);
  const colors = symbols ? [...new Set(symbols[1]!.toUpperCase().match(/[WUBRG]/g))] : [];
  if (symbols && colors.length === 1)
    return { kind: 'manaSpent', color: colors[0] as Color, atLeast: symbols[1]!.length / 3 };
  const colored = /^at least (\S+) (white|blue|black|red|green) mana$/i.exec(m[1]!);
  const same = /^at least (\S+) mana of the same color$/i.exec(m[1]!);
  const n = amount((colored ?? same)?.[1] ?? '');
  if (n === undefined) return undefined;
  return colored
    ? { kind: 'manaSpent', color: colorWords(colored[2]!)[0]!, atLeast: n }
    : { kind: 'manaSpent', sameColor: true, atLeast: n };
}

/**
 * What happened this turn that a condition asks about: "you attacked with a creature this turn" (raid), "you didn't
 * attack with a creature this turn", "a permanent you controlled left the battlefield this turn" (revolt), "you had
 * another creature enter the battlefield under your control this turn" (landfall's "a land").
 */
function readTurnFact(text: string): StateCondition | undefined {
  const raid = new RegExp(String.raw`^you attacked(?: with (a|${OR_MORE}) creatures?)? this turn$`, 'i').exec(text);
  if (raid) return atLeast(raid[2] ?? 'one', { kind: 'thisTurn', what: 'attacked' });
  if (/^you didn't attack with a creature this turn$/i.test(text))
    return { kind: 'count', count: { kind: 'thisTurn', what: 'attacked' }, atMost: 0 };
  const left = /^(?:a|an) (.+) you controlled left the battlefield this turn$/i.exec(text);
  const gone = left ? readPermanents(left[1]!) : undefined;
  if (gone && !gone.controller)
    return { kind: 'count', count: { kind: 'thisTurn', what: 'left', filter: gone }, atLeast: 1 };
  const entered = /^you had (a|an|another) (.+) enter the battlefield under your control this turn$/i.exec(text);
  const came = entered ? readPermanents(entered[2]!) : undefined;
  if (!came || came.controller) return undefined;
  const filter = /^another$/i.test(entered![1]!) ? { ...came, other: true as const } : came;
  return { kind: 'count', count: { kind: 'thisTurn', what: 'entered', filter }, atLeast: 1 };
}

const WHO: Readonly<Record<string, PlayerQuantifier>> = {
  you: 'you',
  'an opponent': 'opponent',
  'each opponent': 'eachOpponent',
  'your opponents': 'eachOpponent',
  'no opponent': 'noOpponent',
  'that player': 'event',
};
const THAN: Readonly<Record<string, 'eachOpponent' | 'anOpponent' | 'you'>> = {
  'each opponent': 'eachOpponent',
  'each other player': 'eachOpponent',
  'an opponent': 'anOpponent',
  you: 'you',
};

/**
 * A number of a player's compared: who ("you", "an opponent", "each opponent", "your opponents", "no opponent"), the
 * verb ("control", "have", "don't control"), then how many ("three or more", "at least two", "two or fewer",
 * "exactly one", "fewer than seven", "no", "a", "another", or "more ... than each opponent") of what: permanents they
 * control, life, cards in their hand or graveyard. Each count is read as "you" would say it, for each player asked.
 */
function readPlayers(text: string, eventPlayer: boolean): StateCondition | undefined {
  const m =
    /^(you|an opponent|each opponent|your opponents|no opponent|that player) (controls?|has|have|(?:don't|doesn't) control) (.+)$/i.exec(
      text,
    );
  // "That player": a trigger event's player (603.2), only where the reader says there is one.
  if (!m || (/^that player$/i.test(m[1]!) && !eventPlayer)) return undefined;
  const who = WHO[m[1]!.toLowerCase()]!;
  const control = /control/i.test(m[2]!);
  const rest = m[3]!;
  const what = (words: string): Count | undefined => quantity(words, control);
  if (/^(?:don't|doesn't)/i.test(m[2]!)) {
    const none = /^(?:a|an|any) (other )?(.+)$/i.exec(rest);
    const count = none ? what(`${none[1] ?? ''}${none[2]}`) : undefined;
    return count && { kind: 'players', who, count, atMost: 0 };
  }
  const than = /^(more|fewer|less) (.+) than (each opponent|each other player|an opponent|you)$/i.exec(rest);
  if (than) {
    const count = what(than[2]!);
    const other = THAN[than[3]!.toLowerCase()]!;
    // "You ... than you" compares no two players.
    if (!count || (other === 'you') === (who === 'you')) return undefined;
    return { kind: 'players', who, count, than: other, ...(/^more$/i.test(than[1]!) ? {} : { fewer: true as const }) };
  }
  // "You control your commander" (903.3d): that one permanent, counted like "a …".
  const bound = /^your commander$/i.test(rest) ? { limit: { atLeast: 1 }, words: rest } : readBound(rest);
  const count = bound && what(bound.words);
  return count && { kind: 'players', who, count, ...bound.limit };
}

/** "Three or more X", "two or fewer X", "exactly one X", "fewer than seven X", "no X", "a X": the bound and the X. */
function readBound(text: string): { limit: { atLeast?: number; atMost?: number }; words: string } | undefined {
  const m = new RegExp(
    String.raw`^(?:(no|a|an|another)|at least ${NUMBER}|exactly ${NUMBER}|fewer than ${NUMBER}|more than ${NUMBER}|${NUMBER} or (more|greater|fewer|less)) (.+)$`,
    'i',
  ).exec(text);
  if (!m) return undefined;
  const words = /^another$/i.test(m[1] ?? '') ? `other ${m[8]}` : m[8]!;
  if (m[1]) return { limit: /^no$/i.test(m[1]) ? { atMost: 0 } : { atLeast: 1 }, words };
  const [least, exactly, under, over, n] = [m[2], m[3], m[4], m[5], m[6]].map(w => (w ? amount(w) : undefined));
  if (least !== undefined) return { limit: { atLeast: least }, words };
  if (exactly !== undefined) return { limit: { atLeast: exactly, atMost: exactly }, words };
  if (under !== undefined) return under > 0 ? { limit: { atMost: under - 1 }, words } : undefined;
  if (over !== undefined) return { limit: { atLeast: over + 1 }, words };
  if (n === undefined) return undefined;
  return { limit: /more|greater/i.test(m[7]!) ? { atLeast: n } : { atMost: n }, words };
}

/**
 * What a player has or controls, as "you" would count it: "Forests" they control (never a phrase that names its own
 * controller), "life", "cards in hand", "cards in their graveyard".
 */
function quantity(words: string, control: boolean): Count | undefined {
  if (control) {
    const other = /^other /i.test(words);
    const filter = readPermanents(words.replace(/^other /i, ''));
    if (!filter || filter.controller) return undefined;
    return { kind: 'permanents', filter: { ...filter, controller: 'you', ...(other ? { other: true } : {}) } };
  }
  if (/^life$/i.test(words)) return { kind: 'life' };
  const cards = /^(.*?cards?) in (?:your |their )?(hand|graveyard)$/i.exec(words);
  const count = cards ? readCount(`${cards[1]} in your ${cards[2]}`) : undefined;
  return count?.kind === 'cards' ? count : undefined;
}

/** Reads a condition on the game ("you control a Forest"), or two joined by "and" or by "or", or undefined. */
export function readStateCondition(text: string, eventPlayer = false, itIsEvent = false): StateCondition | undefined {
  const one = readOne(text, eventPlayer, itIsEvent);
  if (one) return one;
  // "You have 30 or more life and an opponent has 10 or less life", "you control a Desert or there is a Desert card in
  // your graveyard": each part one condition (so linear in the joints).
  for (const [joint, kind] of [
    [' and ', 'all'],
    [' or ', 'any'],
  ] as const) {
    for (let at = text.indexOf(joint); at >= 0; at = text.indexOf(joint, at + 1)) {
      const left = readOne(text.slice(0, at), eventPlayer, itIsEvent);
      const right = left && readOne(text.slice(at + joint.length), eventPlayer, itIsEvent);
      if (right) return { kind, conditions: [left, right] };
    }
  }
  return undefined;
}

/**
 * Whether a condition holds for the controller of the spell or ability coming from `source`. `target`: its targets
 * as it resolves, each while still legal (608.2b), for a condition about one of them.
 */
export function conditionHolds(
  state: GameState,
  item: Pick<
    StackItem,
    'controller' | 'source' | 'id' | 'timestamp' | 'kicked' | 'kickedWith' | 'prowled' | 'subject' | 'eventPlayer'
  >,
  condition: Condition,
  target?: (index: number | undefined) => Target | undefined,
): boolean {
  if (typeof condition === 'string') return CHECKS[condition](state, item as StackItem);
  const you: PlayerId = item.controller;
  if (condition.kind === 'that') {
    // An illegal target tells nothing (608.2b); the event's object is whatever it became.
    const t = condition.target === undefined ? undefined : target?.(condition.target);
    const id = condition.target === undefined ? item.subject : t?.kind === 'object' ? t.id : undefined;
    const now = id === undefined ? undefined : state.permanents[id];
    if (now && (t?.kind !== 'object' || t.stamp === now.timestamp))
      return matchesFilter(state, now.id, condition.filter, you, item.source);
    return id !== undefined && !now && lastOnBattlefield(state, id, condition.filter, you, item.source);
  }
  if (condition.kind === 'noCounters')
    return ((lastKnown(state, item.source).counters[condition.counter] ?? 0) === 0) !== (condition.some === true);
  if (condition.kind === 'subjectGreater') {
    // Both as they are now (the subject as it last was, 702.100b, when it has left: its printed values).
    const subject = item.subject;
    return (
      subject !== undefined &&
      (power(state, subject) > power(state, item.source) || toughness(state, subject) > toughness(state, item.source))
    );
  }
  if (condition.kind === 'creatureDied') return creatureDiedThisTurn(state, you);
  if (condition.kind === 'castLastTurn') {
    const byPlayer = spellsCastLastTurn(state);
    const all = [...byPlayer.values()].reduce((a, n) => a + n, 0);
    return condition.atMost !== undefined
      ? all <= condition.atMost
      : [...byPlayer.values()].some(n => n >= condition.atLeast!);
  }
  if (condition.kind === 'count') {
    const n = countOf(state, you, item.source, condition.count);
    return (
      (condition.atLeast === undefined || n >= condition.atLeast) &&
      (condition.atMost === undefined || n <= condition.atMost)
    );
  }
  if (condition.kind === 'poison')
    return opponents(state, you).some(p => (findPlayer(state, p)?.poison ?? 0) >= condition.atLeast);
  if (condition.kind === 'equipped') return isEquipped(state, item.source);
  if (condition.kind === 'turn') return (state.activePlayer === you) === condition.yours;
  if (condition.kind === 'self' && condition.event)
    return (
      (item.subject !== undefined &&
        !!state.permanents[item.subject] &&
        matchesFilter(state, item.subject, condition.filter, you, undefined)) !==
      (condition.not === true)
    );
  if (condition.kind === 'self')
    return (
      (!!state.permanents[item.source] && matchesFilter(state, item.source, condition.filter, you, undefined)) !==
      (condition.not === true)
    );
  if (condition.kind === 'attached') {
    const host = state.permanents[item.source]?.attachedTo;
    return (
      host !== undefined && !!state.permanents[host] && matchesFilter(state, host, condition.filter, you, item.source)
    );
  }
  if (condition.kind === 'evoked') return state.permanents[item.source]?.evoked === true;
  if (condition.kind === 'prowl') {
    const typed = isType(state, item.source, 'Creature') || isType(state, item.source, 'Kindred');
    const own = typed ? subtypes(state, item.source).filter(isCreatureType) : [];
    const changeling = typed && keywords(state, item.source).includes('changeling');
    return thisTurn(state).some(
      e =>
        e.kind === 'damage' &&
        e.combat === true &&
        e.players !== undefined &&
        e.controller === you &&
        (own.some(t => e.creatureTypes?.includes(t)) ||
          (changeling && (e.creatureTypes?.length || e.changeling)) ||
          (e.changeling === true && own.length > 0)),
    );
  }
  if (condition.kind === 'prowled') return item.prowled === true || state.permanents[item.source]?.prowled === true;
  if (condition.kind === 'tributeUnpaid') return state.permanents[item.source]?.tributeUnpaid === true;
  if (condition.kind === 'kicked') {
    const kickedWith = item.kickedWith ?? state.permanents[item.source]?.kickedWith ?? [];
    const kicked =
      condition.with === undefined
        ? item.kicked === true || state.permanents[item.source]?.kicked === true
        : kickedWith.includes(condition.with);
    return kicked !== (condition.not === true);
  }
  if (condition.kind === 'castPaying') {
    const spell =
      state.stack.find(i => i.id === item.source && i.kind === 'spell') ?? lastKnownSpell(state, item.source);
    return condition.cost === 'replicate' ? (spell?.replicates ?? 0) > 0 : spell?.conspired === true;
  }
  if (condition.kind === 'dashed') return state.permanents[item.source]?.dashed === true;
  if (condition.kind === 'notRenowned') return state.permanents[item.source]?.renowned === false;
  if (condition.kind === 'renowned') return state.permanents[item.source]?.renowned === true;
  if (condition.kind === 'monstrous') return state.permanents[item.source]?.monstrous === true;
  if (condition.kind === 'inGraveyard') return state.players.some(p => p.graveyard.includes(item.source));
  if (condition.kind === 'castFromHand') return castFromHand(state, item.source, you);
  if (condition.kind === 'onBattlefield') return state.permanents[item.source] !== undefined;
  if (condition.kind === 'citysBlessing') return findPlayer(state, you)?.citysBlessing === true;
  // Attacked as 508.3b has it: creatures attacking you, the player (not a planeswalker of yours), this combat.
  if (condition.kind === 'attackedThisStep')
    return (
      state.step === 'declareAttackers' &&
      (state.combat?.attackers.some(a => 'player' in a.target && a.target.player === you) ?? false)
    );
  if (condition.kind === 'cameUnderControl') return cameUnderControl(state, item.source, you);
  if (condition.kind === 'opponentDamaged') {
    const them = opponents(state, you);
    return thisTurn(state).some(
      e => e.kind === 'damage' && (e.amount ?? 0) > 0 && e.players !== undefined && them.includes(e.players[0]!),
    );
  }
  if (condition.kind === 'opponentLostLife') {
    const them = opponents(state, you);
    return thisTurn(state).some(
      e => e.kind === 'life' && (e.amount ?? 0) < 0 && e.players !== undefined && them.includes(e.players[0]!),
    );
  }
  if (condition.kind === 'all') return condition.conditions.every(c => conditionHolds(state, item, c, target));
  if (condition.kind === 'any') return condition.conditions.some(c => conditionHolds(state, item, c, target));
  if (condition.kind === 'manaSpent') return manaSpentHolds(state, item.source, condition);
  return playersHold(state, you, item.source, condition, item.eventPlayer);
}

/**
 * Whether an object that left the battlefield fit the filter as it last was there (608.2h): its latest move was from
 * the battlefield, which kept what it was then.
 */
function lastOnBattlefield(
  state: GameState,
  id: ObjectId,
  filter: ObjectFilter,
  you: PlayerId,
  source: ObjectId,
): boolean {
  for (let node = state.log; node; node = node.prev) {
    const e = node.entry;
    if (e.kind === 'zoneChange' && e.objects?.[0] === id)
      return e.from === 'battlefield' && leftMatching(state, e, filter, you, source);
  }
  return false;
}

/** Whether the players the condition asks about have what it says (each count as that player sees it). */
function playersHold(
  state: GameState,
  you: PlayerId,
  source: ObjectId,
  condition: Extract<StateCondition, { kind: 'players' }>,
  eventPlayer?: PlayerId,
): boolean {
  const n = (p: PlayerId) => countOf(state, p, source, condition.count);
  const fits = (p: PlayerId): boolean => {
    if (condition.than === undefined)
      return (
        (condition.atLeast === undefined || n(p) >= condition.atLeast) &&
        (condition.atMost === undefined || n(p) <= condition.atMost)
      );
    const beats = (q: PlayerId) => (condition.fewer ? n(p) < n(q) : n(p) > n(q));
    if (condition.than === 'you') return beats(you);
    const others = opponents(state, p);
    return condition.than === 'eachOpponent' ? others.every(beats) : others.some(beats);
  };
  if (condition.who === 'you') return fits(you);
  if (condition.who === 'event') return eventPlayer !== undefined && fits(eventPlayer);
  const them = opponents(state, you);
  if (condition.who === 'opponent') return them.some(fits);
  return condition.who === 'eachOpponent' ? them.every(fits) : !them.some(fits);
}

/**
 * The mana spent to cast the source (601.2h): the spell's while it is on the stack, the permanent's once it has
 * resolved. What wasn't cast had none spent on it.
 */
function manaSpentHolds(
  state: GameState,
  source: ObjectId,
  condition: Extract<StateCondition, { kind: 'manaSpent' }>,
): boolean {
  const spent =
    state.stack.find(i => i.id === source && i.kind === 'spell')?.manaSpent ??
    state.permanents[source]?.manaSpent ??
    {};
  if (condition.color) return (spent[condition.color] ?? 0) >= condition.atLeast;
  return COLORS.some(c => (spent[c] ?? 0) >= condition.atLeast);
}

/** Whether a static ability's condition holds now, for its source's controller `you` (611.3a: it applies only then). */
export function staticConditionHolds(
  state: GameState,
  source: ObjectId,
  you: PlayerId,
  condition: StaticCondition,
): boolean {
  if (condition.kind === 'yourTurn') return state.activePlayer === you;
  return conditionHolds(state, { controller: you, source, id: source, timestamp: 0 }, condition);
}

/**
 * The spells each player cast last turn (601.2i; a copy isn't cast, 707.10): the log's casts between the last two
 * beginnings of a turn. A game set up in a turn has nothing before it: its last turn had no spells.
 */
function spellsCastLastTurn(state: GameState): Map<PlayerId, number> {
  const out = new Map<PlayerId, number>();
  let began = 0;
  for (let node = state.log; node && began < 2; node = node.prev) {
    const e = node.entry;
    if (e.kind === 'turnBegan') began++;
    else if (began === 1 && e.kind === 'cast') out.set(e.players![0]!, (out.get(e.players![0]!) ?? 0) + 1);
  }
  return out;
}

/** Whether a creature died this turn: the log back to the turn's beginning (700.4: put into a graveyard from the battlefield). */
function creatureDiedThisTurn(state: GameState, you: PlayerId): boolean {
  return countOf(state, you, undefined, { kind: 'thisTurn', what: 'died', filter: { types: ['Creature'] } }) > 0;
}

/**
 * Whether `you` control the permanent `id` and it came under your control since the beginning of your last upkeep
 * (702.30a). No player acts in the untap step (502.4), so that is since your last turn began (302.6): what wasn't
 * yours continuously since then. In your upkeep the last one is the one before, which the start of this turn
 * remembers (`newToController`); what came under your control since this upkeep began is new too.
 */
function cameUnderControl(state: GameState, id: ObjectId, you: PlayerId): boolean {
  const perm = state.permanents[id];
  if (!perm || controller(state, id) !== you) return false;
  const inYourUpkeep = state.activePlayer === you && state.step === 'upkeep';
  return !perm.sinceTurnStart || (inYourUpkeep && perm.newToController);
}

/**
 * Whether the permanent `id` got onto the battlefield by resolving as a spell `you` cast from a hand: its last entry
 * came from the stack, and it went onto the stack from a hand (601.2a). The log is read back only to those two moves.
 */
function castFromHand(state: GameState, id: ObjectId, you: PlayerId): boolean {
  if (!state.permanents[id] || controller(state, id) !== you) return false;
  let entered = false;
  for (let node = state.log; node; node = node.prev) {
    const e = node.entry;
    if (e.kind !== 'zoneChange' || e.objects?.[0] !== id) continue;
    if (!entered) {
      if (e.to !== 'battlefield' || e.from !== 'stack') return false;
      entered = true;
    } else if (e.to === 'stack') return e.from === 'hand';
  }
  return false;
}
