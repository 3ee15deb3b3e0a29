import type {
  CardType,
  Color,
  Count,
  CountSubject,
  CountedObjects,
  GameEvent,
  GameState,
  ManaCost,
  ObjectFilter,
  ObjectId,
  PaidObjects,
  PaidWith,
  PlayerId,
  Stat,
  Target,
  ThisWayObject,
} from '../core/types.js';
import { BASIC_LAND_TYPES, manaValue } from '../core/cards.js';
import { controller, lastKnown, spellManaValue, statValue, subtypes } from './queries.js';
import { opponents, player } from '../core/state.js';
import { matchesFilter } from './targets.js';
import { amount, colorWords, readCards, readPermanents } from '../core/phrases.js';

/** What "that creature" is: a target (its index), the trigger event's object, or the creature sacrificed this way. */
export type That = Exclude<CountSubject, 'self'> | ThisWayObject;

/** "Power", "mana value" and its older name "converted mana cost" (202.3). */
export const STAT = '(power|toughness|mana value|converted mana cost)';
export const statOf = (word: string): Stat => (/mana/i.test(word) ? 'manaValue' : (word.toLowerCase() as Stat));

/**
 * Reads what is counted: "Elf you control", "Elves you control", "creatures on the battlefield", "other attacking
 * Ally", "card in your hand", "creature cards in your graveyard", "your life total" — with or without "the number
 * of". Undefined when a word isn't understood.
 */
export function readCount(
  phrase: string,
  it: CountSubject = 'self',
  that?: That,
  they?: 'event' | number,
  thatSpell?: true,
): Count | undefined {
  // "2 plus the number of …", "the number of cards in their hand minus 4".
  const offset = /^(\w+) (plus|minus) (.+)$/i.exec(phrase.trim()) ?? /^(.+) (plus|minus) (\w+)$/i.exec(phrase.trim());
  if (offset) {
    const first = /^\w+$/.test(offset[1]!) ? amount(offset[1]!) : undefined;
    const n = first ?? amount(offset[3]!);
    const count = readCount(first === undefined ? offset[1]! : offset[3]!, it, that, they, thatSpell);
    if (n === undefined || !count) return undefined;
    const minus = first !== undefined && /^minus$/i.test(offset[2]!);
    // "<count> minus N" is the count less N: an offset of -N.
    const plus = first === undefined && /^minus$/i.test(offset[2]!) ? -n : n;
    return { kind: 'offset', n: plus, count, ...(minus ? { minus: true as const } : {}) };
  }
  const twice = /^twice (.+)$/i.exec(phrase.trim());
  if (twice) {
    const count = readCount(twice[1]!, it, that, they, thatSpell);
    return count && { kind: 'times', n: 2, count };
  }
  // "Lands they control", "cards in that player's hand": counted as "you" would be, for that player.
  if (THEIRS.test(phrase)) {
    const yours = asYours(phrase);
    const count = they === undefined || !yours ? undefined : readCount(yours, it, that, undefined, thatSpell);
    return count && { kind: 'theirs', whose: they!, count };
  }
  // "The power of the sacrificed creature" is "the sacrificed creature's power".
  const text = phrase
    .trim()
    .replace(/^the (?:total )?number of /i, '')
    .replace(new RegExp(`^the ${STAT} of the ((?:sacrificed|discarded) \\w+)$`, 'i'), "the $2's $1");
  if (/^your life total$/i.test(text)) return { kind: 'life' };
  // 700.5: "your devotion to red", "... to black and red" (each symbol of either color counted once).
  const devotion = /^your devotion to (white|blue|black|red|green)(?: and (white|blue|black|red|green))?$/i.exec(text);
  if (devotion) return { kind: 'devotion', colors: colorWords(text) };
  if (/^the amount of life you(?:'ve)? gained this turn$/i.test(text)) return { kind: 'thisTurn', what: 'lifeGained' };
  if (/^the (?:total )?damage your opponents have been dealt this turn$/i.test(text))
    return { kind: 'thisTurn', what: 'damagedOpponents' };
  if (/^spells? you've cast this turn$/i.test(text)) return { kind: 'thisTurn', what: 'cast' };
  const blocking = /^creatures? blocking ~( beyond the first)?$/i.exec(text);
  if (blocking) return { kind: 'blockers', beyond: blocking[1] ? 1 : 0 };
  if (/^opponents? you attacked (?:with a creature )?this combat$/i.test(text)) return { kind: 'attackedOpponents' };
  if (/^opponents? you have$/i.test(text)) return { kind: 'opponents' };
  if (/^times? (?:~|it|this spell) was kicked$/i.test(text)) return { kind: 'kicks' };
  const greatest =
    new RegExp(`^the (greatest|highest) ${STAT} among (.+)$`, 'i').exec(text) ??
    new RegExp(`^the (total) ${STAT} of (.+)$`, 'i').exec(text);
  if (greatest) {
    const among = readCount(greatest[3]!.replace(/^the /i, ''));
    const kind = /^total$/i.test(greatest[1]!) ? ('total' as const) : ('greatest' as const);
    return among?.kind === 'permanents' || among?.kind === 'cards'
      ? { kind, stat: statOf(greatest[2]!), among }
      : undefined;
  }
  // "Its power" is the power of what "it" is where the phrase stands; "~'s power" the source's; "that creature's
  // power" the last target named before, or the trigger event's object when none was (`that`; `thatSpell`: a spell,
  // "that spell's mana value").
  const stat = new RegExp(
    `^(its|~'s|that (?:creature|artifact|enchantment|permanent|card|spell)'s) ${STAT}$`,
    'i',
  ).exec(text);
  const colored = /^of (its|~'s) colors$/i.exec(text);
  if (colored) return { kind: 'colors', of: colored[1]!.toLowerCase() === 'its' ? it : 'self' };
  const paid = new RegExp(
    `^the (sacrificed|discarded) (?:creature|artifact|enchantment|land|permanent|card)'s ${STAT}$`,
    'i',
  ).exec(text);
  if (paid) return { kind: 'stat', stat: statOf(paid[2]!), of: paid[1]!.toLowerCase() as PaidObjects };
  const whose = stat?.[1]!.toLowerCase();
  // The trigger event's object is "that creature", its spell "that spell" ("that card" would be another object the
  // ability names).
  const eventNoun =
    that === 'movedThisWay' ? /^that card's$/ : thatSpell ? /^that spell's$/ : /^that (?:creature|permanent)'s$/;
  const named = that === 'subject' || that === 'sacrificedThisWay' || that === 'movedThisWay';
  const thatOk = that !== undefined && (!named || eventNoun.test(whose ?? ''));
  if (stat && (!whose!.startsWith('that') || thatOk)) {
    const of = whose === 'its' ? it : whose === "~'s" ? 'self' : that!;
    // "Counter target spell. … that spell's mana value": the target spell as it last was on the stack, its X too.
    const spell = (of === 'subject' && thatSpell) || (typeof of === 'number' && whose === "that spell's");
    return { kind: 'stat', stat: statOf(stat[2]!), of, ...(spell ? { spell: true } : {}) };
  }
  // "+1/+1 counter on ~", "acorn counter on ~": the counters on the ability's source (so is "on it" where "it" is
  // the source); "… on creatures you control".
  const counter = /^([+-]\d+\/[+-]\d+|[a-z]+) counters? on (.+)$/i.exec(text);
  if (counter) {
    const onSource = counter[2] === '~' || (counter[2] === 'it' && it === 'self');
    const on = onSource ? undefined : readPermanents(counter[2]!);
    if (!onSource && !on) return undefined;
    return { kind: 'counters', counter: counter[1]!.toLowerCase(), ...(on ? { on } : {}) };
  }
  // "Aura attached to it", "Aura and Equipment attached to ~": those attached to the source, or to what "it" is.
  const attached = /^(.+?) attached to (it|~)$/i.exec(text);
  if (attached) {
    const to = attached[2] === '~' || it === 'self' ? 'source' : it === 'attached' ? 'host' : undefined;
    const filter = to && readPermanents(attached[1]!.replace(/ and /i, ' or '));
    return filter ? { kind: 'permanents', filter: { ...filter, attachedTo: to } } : undefined;
  }
  if (/^card types among cards in your graveyard$/i.test(text)) return { kind: 'cardTypes' };
  if (/^times? you've cast your commander from the command zone this game$/i.test(text))
    return { kind: 'commanderCasts' };
  const landTypes = /^basic land types? among (.+)$/i.exec(text);
  if (landTypes) {
    const among = readPermanents(landTypes[1]!);
    return among && { kind: 'landTypes', among };
  }
  if (/^cards? you've drawn this turn$/i.test(text)) return { kind: 'thisTurn', what: 'drawn' };
  // "Creature destroyed this way", "card discarded this way": a card phrase names cards, else permanents. Whose they
  // were isn't read: one object can be two players' as it moves (603.10a).
  const thisWay = /^(.+?) (destroyed|discarded|sacrificed|exiled|drawn) this way$/i.exec(text);
  if (thisWay) {
    const what = thisWay[2]!.toLowerCase() as Extract<Count, { kind: 'thisWay' }>['what'];
    const noun = thisWay[1]!;
    const filter = /\bcards?\b/i.test(noun) ? readCards(noun) : readPermanents(noun);
    if (!filter || filter.controller) return undefined;
    return { kind: 'thisWay', what, ...(Object.keys(filter).length ? { filter } : {}) };
  }
  const died = /^(.+?) that died (under your control )?this turn$/i.exec(text);
  if (died) {
    const filter = readPermanents(died[1]!);
    return filter && !filter.controller
      ? { kind: 'thisTurn', what: 'died', filter, ...(died[2] ? { yours: true as const } : {}) }
      : undefined;
  }
  // "Creature put into your graveyard from the battlefield this turn": died (700.4), and the card is yours — a
  // card goes only to its owner's graveyard (400.3).
  const intoGraveyard = /^(.+?) put into (your|a) graveyard from the battlefield this turn$/i.exec(text);
  if (intoGraveyard) {
    const filter = readPermanents(intoGraveyard[1]!);
    return filter && !filter.controller
      ? {
          kind: 'thisTurn',
          what: 'died',
          filter,
          ...(/^your$/i.test(intoGraveyard[2]!) ? { owned: true as const } : {}),
        }
      : undefined;
  }
  // "Instant and/or sorcery cards", "instant and sorcery cards": each card that is either; "cards named ~".
  const cards =
    /^(.*?)cards?((?: named [^ ]+)?)(?: total)? in (your|all|all players'|each) (hands?|graveyards?)$/i.exec(
      text.replace(/ and(?:\/or)? (?=\w+ cards? )/i, ' or '),
    );
  if (cards) {
    const whose = cards[3]!.toLowerCase();
    const all = whose !== 'your';
    const zone = cards[4]!.toLowerCase();
    // "In your hand", "in your graveyard", "in all graveyards", "in each graveyard", "in all players' hands" (not "in
    // all hands").
    if (all !== (zone.endsWith('s') || whose === 'each') || (zone === 'hands' && whose === 'all')) return undefined;
    const filter = readCards(`${cards[1]!}card${cards[2]!}`);
    return (
      filter && { kind: 'cards', zone: zone.startsWith('hand') ? 'hand' : 'graveyard', filter, ...(all ? { all } : {}) }
    );
  }
  const other = /^other /i.test(text);
  const filter = readPermanents(text.replace(/^other /i, '').replace(/ on the battlefield$/i, ''));
  return filter && { kind: 'permanents', filter: other ? { ...filter, other } : filter };
}

/** The basic land types (205.3i). */
/**
 * "The number of lands they control" → "the number of lands you control": a count of another player's, as that player
 * would say it. Undefined when it doesn't say "they" or "that player", or also says "you" (two players' counts in one).
 */
export function asYours(phrase: string): string | undefined {
  if (!THEIRS.test(phrase) || /\byour?\b/i.test(phrase)) return undefined;
  return phrase.replace(THEIRS_ALL, w => (/control/i.test(w) ? 'you control' : 'your'));
}
const THEIRS_WORDS = String.raw`\b(?:they control|that player controls|their|that player's)\b`;
const THEIRS = new RegExp(THEIRS_WORDS, 'i');
const THEIRS_ALL = new RegExp(THEIRS_WORDS, 'gi');

/**
 * The count now, for the controller of `item` (its source is what "other" excludes; `targets` what "its" may mean;
 * `about` the object a triggered ability's event was about).
 */
export function countOf(
  state: GameState,
  you: PlayerId,
  source: string | undefined,
  count: Count,
  targets: readonly Target[] = [],
  paidWith?: PaidWith,
  about?: ObjectId,
  aboutPlayer?: PlayerId,
): number {
  switch (count.kind) {
    case 'theirs': {
      const t = count.whose === 'event' ? aboutPlayer : targets[count.whose];
      const who = typeof t === 'object' ? (t.kind === 'player' ? t.player : undefined) : t;
      return who === undefined ? 0 : countOf(state, who, source, count.count, targets, paidWith, about, aboutPlayer);
    }
    case 'times':
      return count.n * countOf(state, you, source, count.count, targets, paidWith, about, aboutPlayer);
    case 'offset': {
      const n = countOf(state, you, source, count.count, targets, paidWith, about, aboutPlayer);
      return Math.max(0, count.minus ? count.n - n : n + count.n);
    }
    case 'stat': {
      const id = subject(state, count.of, source, targets, paidWith, about);
      if (id === undefined) return 0;
      if (count.stat === 'manaValue') return spellManaValue(state, id, count.spell === true);
      return Math.max(0, lastKnown(state, id)[count.stat]);
    }
    case 'colors': {
      const id = subject(state, count.of, source, targets, paidWith, about);
      return id === undefined ? 0 : lastKnown(state, id).colors.length;
    }
    case 'life':
      return Math.max(0, player(state, you).life);
    case 'cards':
    case 'permanents':
      return members(state, you, source, count).length;
    case 'greatest':
    case 'total': {
      const values = members(state, you, source, count.among).map(id => statValue(state, id, count.stat));
      // A total is the sum as it is, negative powers too; a count below zero is zero (107.1b).
      return Math.max(0, count.kind === 'total' ? values.reduce((a, b) => a + b, 0) : Math.max(0, ...values));
    }
    case 'devotion':
      return state.battlefield
        .filter(id => controller(state, id) === you)
        .reduce((sum, id) => sum + devotionOf(state.objects[id]!.def.cost, count.colors), 0);
    case 'blockers':
      return Math.max(0, (state.combat?.attackers.find(a => a.id === source)?.blockers.length ?? 0) - count.beyond);
    case 'printed': {
      const def = source === undefined ? undefined : state.objects[source]?.def;
      return Math.max(0, def ? (count.stat === 'manaValue' ? manaValue(def) : (def[count.stat] ?? 0)) : 0);
    }
    case 'opponents':
      return opponents(state, you).length;
    case 'kicks': {
      // The spell as it is on the stack, or the permanent it became (702.33d).
      const spell = state.stack.find(i => i.id === source && i.kind === 'spell');
      return (spell ? spell.kicks : source === undefined ? 0 : state.permanents[source]?.kicks) ?? 0;
    }
    case 'attackedOpponents':
      // The players your attacking creatures were declared to attack (a planeswalker attacked isn't its controller).
      return new Set(
        (state.combat?.attackers ?? []).flatMap(a =>
          'player' in a.target && a.target.player !== you && controller(state, a.id) === you ? [a.target.player] : [],
        ),
      ).size;
    case 'landTypes': {
      // 305.6: the five basic land types, each counted once however many of the permanents have it.
      const among = count.among;
      const have = state.battlefield
        .filter(id => matchesFilter(state, id, among, you, source))
        .flatMap(id => subtypes(state, id));
      return BASIC_LAND_TYPES.filter(t => have.includes(t)).length;
    }
    case 'cardTypes':
      return new Set<CardType>(player(state, you).graveyard.flatMap(id => state.objects[id]!.def.types)).size;
    case 'commanderCasts':
      // None outside a Commander game (903.8 counts casts from the command zone).
      return Object.entries(state.commander?.casts ?? {})
        .filter(([id]) => state.objects[id]?.owner === you)
        .reduce((n, [, casts]) => n + casts, 0);
    case 'thisWay':
      return thisResolution(state).filter(e => doneThisWay(state, e, count, you, source)).length;
    case 'thisTurn':
      return thisTurn(state)
        .filter(e => didThis(state, e, count, you, source))
        .reduce(
          (sum, e) => sum + (count.what === 'lifeGained' || count.what === 'damagedOpponents' ? e.amount! : 1),
          0,
        );
    case 'counters': {
      const on = count.on;
      if (on)
        return state.battlefield
          .filter(id => matchesFilter(state, id, on, you, source))
          .reduce((sum, id) => sum + (state.permanents[id]!.counters[count.counter] ?? 0), 0);
      // A source that has left the battlefield: the counters it had as it last was there (608.2h; modular, 702.43a).
      return source === undefined || !state.objects[source]
        ? 0
        : (lastKnown(state, source).counters[count.counter] ?? 0);
    }
  }
}

/**
 * The mana symbols of a mana cost that are of one of `colors` (700.5): colored and Phyrexian symbols of those colors,
 * and each hybrid symbol with one of its two colors among them, once.
 */
function devotionOf(cost: ManaCost | undefined, colors: readonly Color[]): number {
  if (!cost) return 0;
  return (
    colors.reduce((n, c) => n + (cost.colored[c] ?? 0), 0) +
    (cost.phyrexian ?? []).filter(c => colors.includes(c)).length +
    (cost.hybrid ?? []).filter(([a, b]) => colors.includes(a) || colors.includes(b)).length
  );
}

/**
 * Whether an event of this turn is one the count counts: a card you drew, life you gained, a spell you cast, a death,
 * an attacker you declared, a permanent of yours that left or entered the battlefield.
 */
export function didThis(
  state: GameState,
  e: GameEvent,
  count: Extract<Count, { kind: 'thisTurn' }>,
  you: PlayerId,
  source: string | undefined,
): boolean {
  // 700.4: "dies" is put into a graveyard from the battlefield.
  if (count.what === 'died') {
    return (
      e.kind === 'zoneChange' &&
      e.from === 'battlefield' &&
      e.to === 'graveyard' &&
      (!count.yours || e.controller === you) &&
      (!count.owned || e.players?.[0] === you) &&
      matchesFilter(state, e.objects![0]!, count.filter!, you, source)
    );
  }
  // Damage dealt to a player (120.3) who is one of your opponents.
  if (count.what === 'damagedOpponents')
    return (
      e.kind === 'damage' &&
      (e.amount ?? 0) > 0 &&
      e.players !== undefined &&
      opponents(state, you).includes(e.players[0]!)
    );
  // Who controlled it as it left or entered is the event's (603.10a), not its owner's.
  if (count.what === 'left')
    return (
      e.kind === 'zoneChange' &&
      e.from === 'battlefield' &&
      e.controller === you &&
      leftMatching(state, e, count.filter ?? {}, you, source)
    );
  if (count.what === 'entered')
    return (
      e.kind === 'zoneChange' &&
      e.to === 'battlefield' &&
      e.controller === you &&
      matchesFilter(state, e.objects![0]!, count.filter ?? {}, you, source)
    );
  if (e.players?.[0] !== you) return false;
  switch (count.what) {
    // Each creature declared as an attacker is one event (508.1a); "no attackers" names none.
    case 'attacked':
      return e.kind === 'attack' && !!e.objects?.length;
    // A draw from an empty library draws nothing: its event names no card.
    case 'drawn':
      return e.kind === 'draw' && !!e.objects?.length;
    case 'lifeGained':
      return e.kind === 'life' && (e.amount ?? 0) > 0;
    case 'cast':
      return e.kind === 'cast' && (!count.filter || matchesFilter(state, e.objects![0]!, count.filter, you, source));
  }
}

/**
 * Whether an object that just left the battlefield fit the filter there, seen by `you` (603.10a): its controller
 * and counters then come from the event, the rest from the object.
 */
export function leftMatching(
  state: GameState,
  event: GameEvent,
  filter: ObjectFilter,
  you: PlayerId,
  source: ObjectId | undefined,
): boolean {
  const gone = event.objects![0]!;
  if (filter.controller && (event.controller === you) !== (filter.controller === 'you')) return false;
  // "With a -1/-1 counter on it": the counters it had as it left (the event's).
  if (filter.counter !== undefined && !(event.counters?.[filter.counter] ?? 0)) return false;
  // "That creature was green": the colors it had as it left, when the event kept them.
  const colors = event.colors;
  if (colors) {
    if (filter.colors && !filter.colors.some(c => colors.includes(c))) return false;
    if (filter.notColors?.some(c => colors.includes(c))) return false;
    if (filter.multicolored && colors.length < 2) return false;
  }
  const rest = colors ? { colors: undefined, notColors: undefined, multicolored: undefined } : {};
  return matchesFilter(state, gone, { ...filter, controller: undefined, counter: undefined, ...rest }, you, source);
}

/**
 * Spells cast this turn by all players (601.2i; a copy isn't cast, 707.10): storm counts those before its own (702.40a).
 * Every cast asks, so each cast event records its number: the count is the latest one's, found by walking back only
 * to the last cast, not through the whole turn.
 */
export function spellsCastThisTurn(state: GameState): number {
  for (let node = state.log; node; node = node.prev) {
    if (node.entry.kind === 'turnBegan') return 0;
    if (node.entry.kind === 'cast') return node.entry.spellNumber ?? 0;
  }
  return 0;
}

/** The events of the spell or ability resolving now, newest first: the log back to where it began to resolve (608.1). */
function thisResolution(state: GameState): GameEvent[] {
  const out: GameEvent[] = [];
  for (let node = state.log; node && !(node.entry.kind === 'resolve' && node.entry.rule === '608.1'); node = node.prev)
    out.push(node.entry);
  return out;
}

/**
 * Whether an event is one "… this way" counts: a permanent destroyed or sacrificed (as it was as it left, 603.10a — its
 * move follows), a card discarded or drawn, an object exiled.
 */
function doneThisWay(
  state: GameState,
  e: GameEvent,
  count: Extract<Count, { kind: 'thisWay' }>,
  you: PlayerId,
  source: string | undefined,
): boolean {
  const id = e.objects?.[0];
  if (id === undefined) return false;
  const filter = count.filter ?? {};
  switch (count.what) {
    case 'destroyed':
    case 'sacrificed': {
      // The move after the destroy or sacrifice event: the permanent as it left.
      if (e.kind !== (count.what === 'destroyed' ? 'destroy' : 'sacrifice')) return false;
      const left = thisResolution(state).find(
        m => m.kind === 'zoneChange' && m.from === 'battlefield' && m.objects?.[0] === id,
      );
      return left ? leftMatching(state, left, filter, you, source) : false;
    }
    case 'discarded':
      return e.kind === 'discard' && matchesFilter(state, id, filter, you, source);
    case 'drawn':
      return e.kind === 'draw' && matchesFilter(state, id, filter, you, source);
    case 'exiled':
      if (e.kind !== 'zoneChange' || e.to !== 'exile') return false;
      return e.from === 'battlefield'
        ? leftMatching(state, e, filter, you, source)
        : matchesFilter(state, id, filter, you, source);
  }
}

/** This turn's events, newest first: the log back to the turn's beginning. */
export function thisTurn(state: GameState): GameEvent[] {
  const out: GameEvent[] = [];
  for (let node = state.log; node && node.entry.kind !== 'turnBegan'; node = node.prev) out.push(node.entry);
  return out;
}

/**
 * The object a count of one object's value is about: the source, a target, what a cost paid with, the event's object,
 * what this resolution sacrificed or moved from a library.
 */
function subject(
  state: GameState,
  of: CountSubject | PaidObjects | ThisWayObject,
  source: string | undefined,
  targets: readonly Target[],
  paidWith?: PaidWith,
  about?: ObjectId,
): ObjectId | undefined {
  if (of === 'sacrificedThisWay') return thisResolution(state).find(e => e.kind === 'sacrifice')?.objects?.[0];
  if (of === 'movedThisWay')
    return thisResolution(state).find(e => e.kind === 'zoneChange' && e.from === 'library')?.objects?.[0];
  const t =
    of === 'self'
      ? source
      : of === 'attached'
        ? source && state.permanents[source]?.attachedTo
        : of === 'subject'
          ? about
          : typeof of === 'number'
            ? targets[of]
            : paidWith?.[of][0];
  const id = typeof t === 'object' ? (t.kind === 'object' ? t.id : undefined) : t;
  return id !== undefined && state.objects[id] ? id : undefined;
}

/** Whether the count looks at players (a hand, a graveyard, a life total, what they did this turn) rather than only the battlefield. */
export function readsPlayers(count: Count): boolean {
  return (
    count.kind === 'cards' ||
    count.kind === 'life' ||
    count.kind === 'opponents' ||
    count.kind === 'cardTypes' ||
    // A cast from the command zone changes its owner's zones as it changes the count.
    count.kind === 'commanderCasts' ||
    count.kind === 'thisTurn' ||
    ((count.kind === 'greatest' || count.kind === 'total') && count.among.kind === 'cards') ||
    ((count.kind === 'theirs' || count.kind === 'offset' || count.kind === 'times') && readsPlayers(count.count))
  );
}

function members(
  state: GameState,
  you: PlayerId,
  source: string | undefined,
  objects: CountedObjects,
): readonly ObjectId[] {
  const fits = (id: ObjectId) => matchesFilter(state, id, objects.filter, you, source);
  if (objects.kind === 'permanents') return state.battlefield.filter(fits);
  return (objects.all ? state.players : [player(state, you)]).flatMap(p => p[objects.zone]).filter(fits);
}

/** Rewrites an instruction's one number as X: "you gain 2 life" → ["you gain X life", 2]. */
const SCALABLE: readonly [RegExp, (m: RegExpExecArray) => [string, number] | undefined][] = [
  [/^(.+ (?:gains?|loses?)|gain|lose) (\S+) life$/i, m => per(m[2]!, () => `${m[1]} X life`)],
  [/^(.+ deals) (\S+) damage (to .+)$/i, m => per(m[2]!, () => `${m[1]} X damage ${m[3]}`)],
  [/^((?:.+ )?draws?) (a card|\S+ cards)$/i, m => per(m[2]!.replace(/ cards?$/, ''), () => `${m[1]} X cards`)],
  [/^((?:you )?create) (\S+) (.+?) tokens?((?: with .+)?)$/i, m => per(m[2]!, () => `${m[1]} X ${m[3]} tokens${m[4]}`)],
  [/^(put) (\S+) (\S+) counters? (on .+)$/i, m => per(m[2]!, () => `${m[1]} X ${m[3]} counters ${m[4]}`)],
  [/^(add (?:\{[WUBRGC]\})+)$/i, m => [`${m[1]} X times`, 1]],
  // "Discards a card", "sacrifices a land", "mills two cards", "puts the top card of their library into their graveyard":
  // the one number of the thing done.
  [/^((?:.+ )?discards?) (\S+) ((?:.+ )?cards?)$/i, m => per(m[2]!, () => `${m[1]} X ${m[3]}`)],
  [/^((?:.+ )?sacrifices?) (\S+) (.+)$/i, m => per(m[2]!, () => `${m[1]} X ${m[3]}`)],
  [/^((?:.+ )?mills?) (\S+) cards?$/i, m => per(m[2]!, () => `${m[1]} X cards`)],
  [
    /^((?:.+ )?puts?) the top (card|\S+ cards) (of (?:their|your) library into (?:their|your) graveyard)$/i,
    m => per(m[2] === 'card' ? '1' : m[2]!.replace(/ cards$/, ''), () => `${m[1]} the top X cards ${m[3]}`),
  ],
  // "Counter target spell unless its controller pays {1} for each …": the generic mana, X of it.
  [/^(.+ pays?) \{(\d+)\}$/i, m => per(m[2]!, () => `${m[1]} {X}`)],
  [
    /^(.+ gets?) ([+-])(\d+)\/([+-])(\d+)( until end of turn)$/i,
    m => {
      const [p, t] = [Number(m[3]), Number(m[5])];
      const n = p || t;
      // "+2/+0 for each": each non-zero part scales by the same number, or the sentence isn't one amount.
      if (n === 0 || (p !== 0 && p !== n) || (t !== 0 && t !== n)) return undefined;
      return [`${m[1]} ${m[2]}${p ? 'X' : '0'}/${m[4]}${t ? 'X' : '0'}${m[6]}`, n];
    },
  ],
];
function per(word: string, text: () => string): [string, number] | undefined {
  const n = amount(word);
  return n === undefined ? undefined : [text(), n];
}

/**
 * "You gain 1 life for each Elf you control": the instruction with its number as X, and that number (X is the number
 * times the count). Undefined when the instruction has no one number to scale, or already says X.
 */
export function perEach(instruction: string): { readonly text: string; readonly per: number } | undefined {
  if (/\bX\b/.test(instruction)) return undefined;
  for (const [pattern, rewrite] of SCALABLE) {
    const m = pattern.exec(instruction);
    const r = m && rewrite(m);
    if (r) return { text: r[0], per: r[1] };
  }
  return undefined;
}

/** "Deals damage equal to the number of …", "draw cards equal to …", "gain life equal to …": the amount is a count. */
const EQUAL_TO: readonly [RegExp, (m: RegExpExecArray) => string][] = [
  [/^(.+ deals) damage equal to (?<count>.+?) (to .+)$/i, m => `${m[1]} X damage ${m[3]}`],
  [/^(.+ deals) damage (to .+?) equal to (?<count>.+)$/i, m => `${m[1]} X damage ${m[2]}`],
  [/^((?:.+ )?draws?) cards equal to (?<count>.+)$/i, m => `${m[1]} X cards`],
  [/^(.+ (?:gains?|loses?)|gain|lose) life equal to (?<count>.+)$/i, m => `${m[1]} X life`],
  [/^(add) an amount of ((?:\{[WUBRGC]\})+) equal to (?<count>.+)$/i, m => `${m[1]} ${m[2]} X times`],
  // "Puts a number of cards equal to … from the top of their library into their graveyard" (mills, 701.13b).
  [
    /^((?:.+ )?puts?) a number of cards equal to (?<count>.+?) from the top of (their|your) library into (their|your) graveyard$/i,
    m => `${m[1]} the top X cards of ${m[3]} library into ${m[4]} graveyard`,
  ],
  // "Create a number of 1/1 … tokens equal to …", "put a number of +1/+1 counters on it equal to …", "discard a
  // number of cards equal to …": the number is X, for whichever verb takes it.
  [/^(.+?) a number of (.+?) equal to (?<count>.+)$/i, m => `${m[1]} X ${m[2]}`],
  // "Your life total becomes the number of creatures you control" (119.5).
  [/^(.*\blife total becomes) (?<count>.+)$/i, m => `${m[1]} X`],
];

/** "Draw cards equal to the number of Elves you control" → "draw X cards" and what X counts. */
export function equalTo(
  instruction: string,
  it: CountSubject,
  that?: That,
  they?: 'event' | number,
  thatSpell?: true,
): { readonly text: string; readonly count: Count } | undefined {
  if (/\bX\b/.test(instruction)) return undefined;
  for (const [pattern, rewrite] of EQUAL_TO) {
    const m = pattern.exec(instruction);
    const count = m ? readCount(m.groups!.count!, it, that, they, thatSpell) : undefined;
    if (count) return { text: rewrite(m!), count };
  }
  return undefined;
}
