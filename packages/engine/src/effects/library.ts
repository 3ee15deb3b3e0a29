import { enterBattlefield, moveZone } from '../events/actions.js';
import { moveObject } from '../events/move.js';
import { logRule, name, player } from '../core/state.js';
import { matchesFilter } from '../view/targets.js';
import { declines } from '../view/conditions.js';
import type { GameState, ObjectFilter, ObjectId, StackItem } from '../core/types.js';
import type { RuleId } from '../core/cited-rules.js';
import { QUANTITY, amountOf, quantity, readCards, readFound, withX, type Amount, type XStat } from '../core/phrases.js';
import { defineEffect } from './registry.js';

/**
 * Instructions about cards of the player's library, read clause by clause and performed in order: a clause that
 * finds cards (search, 701.23a; look at or reveal the top cards, 701.20e/701.20a; reveal until one fits), then
 * clauses about what was found ("reveal it", "put one of them into your hand", "put the rest on the bottom of your
 * library", "then shuffle", 701.24a). So "search … for a card named ~, reveal it, then shuffle and put that card on
 * top" and "look at the top four cards, you may reveal a creature card from among them and put it into your hand"
 * are one reading each, not one pattern each.
 *
 * Which cards the player finds or chooses is their choice; until it can be written, the documented default is the
 * first cards that fit, from the top of the library, and the log says so. The engine doesn't randomise: a shuffle or
 * a random order keeps the order the cards were in, one of the orders it can give.
 */
type Destination = 'hand' | 'battlefield' | 'graveyard' | 'exile' | 'top' | 'bottom';
type SearchZone = 'library' | 'graveyard' | 'hand';

type Step =
  /**
   * Search for up to `amount` cards (701.23b: finding fewer is allowed), or `any` number of them; `xStat`: the
   * filter's mana value is compared with the spell's X ("with mana value X or less"), known only as it resolves.
   */
  | {
      readonly op: 'search';
      readonly amount: Amount;
      readonly any?: true;
      readonly filter: ObjectFilter;
      readonly xStat?: XStat;
      /** "For a Forest card and a Plains card": one more card for each of these, other than those found before. */
      readonly and?: readonly ObjectFilter[];
      /**
       * "Search your library and/or graveyard", "your graveyard, hand, and/or library": the zones searched, as written
       * (the library alone when absent). By the documented default every one of them is searched.
       */
      readonly zones?: readonly SearchZone[];
    }
  /** Look at (or reveal) the top `amount` cards: they are what the later clauses choose from. */
  | { readonly op: 'top'; readonly amount: Amount; readonly reveal: boolean }
  /** Reveal cards from the top until one fits: that one is chosen, the others stay among what was revealed. */
  | { readonly op: 'until'; readonly filter: ObjectFilter }
  /** "Reveal it": show what was chosen (701.20a). */
  | { readonly op: 'reveal' }
  /**
   * Choose cards among what was found: `count` of them (all that fit when absent: "all", "any number of"), that fit
   * `filter` (and `xStat`, as the search's).
   */
  | {
      readonly op: 'choose';
      readonly count?: number;
      readonly filter?: ObjectFilter;
      readonly xStat?: XStat;
      readonly optional?: true;
    }
  /**
   * Put what was chosen (or, with `rest`, everything found that is still left) somewhere; `optional`: "you may put
   * it …", the controller's choice (608.2d), done by default.
   */
  | {
      readonly op: 'put';
      readonly to: Destination;
      readonly tapped?: true;
      readonly rest?: true;
      readonly optional?: true;
    }
  | { readonly op: 'shuffle' };

type Library = { readonly kind: 'library'; readonly steps: readonly Step[] };

const IT = String.raw`(?:it|them|that card|those cards|the card|the cards|the revealed cards?)`;
/**
 * What is left of what was found: "the rest (of the revealed cards)", "all cards revealed this way that weren't put
 * onto the battlefield" (those put there are no longer among them).
 */
const REST =
  /^(?:the (?:rest|other|others)(?: of the (?:revealed )?cards)?|all (?:other )?cards revealed this way(?: that weren't put (?:onto the battlefield|into your hand))?)$/i;
/** A card phrase, qualities after the noun included ("creature cards with flying"), for `readFound` to decide. */
const CARDS = String.raw`(?:.+? )?cards?(?: .+?)?`;
/** How many of the cards that fit are chosen: "a", "all", "up to two", "any number of". */
const HOW_MANY = String.raw`(all|a|an|any number of|up to ${QUANTITY})`;
const AMONG = String.raw`(?: from among (?:them|those cards|the revealed cards)| revealed this way)`;
const DESTINATION = String.raw`(back(?: on top of your library)?|into your hand|onto the battlefield(?: under your control)?|into your graveyard|into exile|on top of (?:your library|it)|on the bottom of your library)( tapped)?(?: in (?:any|a random) order)?`;

/** A clause ends where the next one's verb starts: "…, reveal it, and put it into your hand, then shuffle". */
const JOINT =
  /(?:,? and then|,? then|, and|,| and) (?=(?:you may )?(?:search(?:es)?|looks? at|reveals?|puts?|shuffles?|exiles?)\b|the (?:rest|other)\b)/i;
const IF_SEARCHED = /,? then if you search(?:ed)? your library this way, shuffle(?: it)?$/i;
const THIRD_PERSON = /^(then )?(search|look|reveal|put|shuffle|exile)(?:es|s)\b/i;

/** How many a HOW_MANY match chooses: undefined for all that fit, null when it isn't a number the engine has. */
function howMany(words: string): number | undefined | null {
  if (/^(?:all|any number of)$/i.test(words)) return undefined;
  const n = quantity(words.replace(/^up to /i, ''));
  return typeof n === 'number' && n > 0 ? n : null;
}

const CLAUSES: readonly [RegExp, (m: RegExpExecArray) => Step | undefined][] = [
  [
    new RegExp(
      String.raw`^search your ((?:library|graveyard|hand)(?:(?:,| and/or|, and/or) (?:library|graveyard|hand))*) for (?:up to )?(?:${QUANTITY}|(any number of)) (.+)$`,
      'i',
    ),
    ([all, where, ...rest]) => {
      const zones = where!.toLowerCase().split(/,? and\/or |, /) as SearchZone[];
      // Each zone once, the library among them: a search finds cards in a library (701.23a), the other zones too.
      if (new Set(zones).size !== zones.length || !zones.includes('library')) return undefined;
      const m = [all, ...rest] as unknown as RegExpExecArray;
      const n = m[2] ? 1 : quantity(m[1]!);
      // "A Zombie card and a Swamp card": a card of each.
      const [phrase, ...more] = n === 1 && !m[2] ? m[3]!.split(/ and (?:a|an) (?=.*\bcard\b)/i) : [m[3]!];
      const found = readFound(phrase!);
      const and = more.map(readCards);
      if (n === undefined || n === 0 || !found || and.some(f => !f)) return undefined;
      return {
        op: 'search',
        amount: n,
        ...found,
        ...(m[2] ? { any: true as const } : {}),
        ...(and.length ? { and: and as ObjectFilter[] } : {}),
        ...(zones.length > 1 ? { zones } : {}),
      };
    },
  ],
  [
    new RegExp(String.raw`^(look at|reveal) the top (?:${QUANTITY} cards|(card)) of your library$`, 'i'),
    m => {
      const n = m[3] ? 1 : quantity(m[2]!);
      return n === undefined || n === 0 ? undefined : { op: 'top', amount: n, reveal: /^reveal/i.test(m[1]!) };
    },
  ],
  [
    /^reveal cards from the top of your library until you reveal (?:a|an) (.+ card)$/i,
    m => {
      const filter = readCards(m[1]!);
      return filter && { op: 'until', filter };
    },
  ],
  [new RegExp(String.raw`^reveal ${IT}$`, 'i'), () => ({ op: 'reveal' })],
  [/^(?:then )?shuffle(?: your library)?$/i, () => ({ op: 'shuffle' })],
];

/**
 * "Put one of them into your hand", "you may reveal a creature card from among them", "the rest on the bottom".
 * `afterUntil`: the clause follows "reveal cards … until you reveal a land card", where "those cards" are all that
 * were revealed, the land card with them, and "it" is that card.
 */
function readPutClause(clause: string, afterUntil: boolean): Step[] | undefined {
  const reveal = new RegExp(String.raw`^(you may )?reveal ${HOW_MANY} (${CARDS})${AMONG}$`, 'i').exec(clause);
  if (reveal) {
    const found = readFound(reveal[4]!);
    const count = howMany(reveal[2]!);
    // "A creature card and/or a land card" is a card of each, which one choice of `count` doesn't say.
    if (!found || count === null || /^all$/i.test(reveal[2]!) || / (?:and\/or|and|or) (?:a|an) /i.test(reveal[4]!))
      return undefined;
    return [
      { op: 'choose', ...(count === undefined ? {} : { count }), ...found, ...(reveal[1] ? { optional: true } : {}) },
    ];
  }
  // "Exile it", "exile the rest": put into exile.
  const exiled = /^(you may )?exile (.+)$/i.exec(clause);
  const put = exiled
    ? new RegExp(String.raw`^(you may )?(?:put )?(.+?) ${DESTINATION}$`, 'i').exec(
        `${exiled[1] ?? ''}put ${exiled[2]} into exile`,
      )
    : new RegExp(String.raw`^(you may )?(?:put )?(.+?) ${DESTINATION}$`, 'i').exec(clause);
  if (!put) return undefined;
  const to = destination(put[3]!);
  const tapped = put[4] ? { tapped: true as const } : {};
  if (put[4] && to !== 'battlefield') return undefined;
  const optional = put[1] ? { optional: true as const } : {};
  const what = put[2]!;
  if (REST.test(what) || (afterUntil && /^(?:them|those cards|the cards)$/i.test(what)))
    return [{ op: 'put', to, rest: true, ...tapped, ...optional }];
  if (new RegExp(`^${IT}$`, 'i').test(what)) return [{ op: 'put', to, ...tapped, ...optional }];
  // "Any number of them": all of them by the documented default, as a search's "any number of" (701.23b).
  if (/^any number of (?:them|those cards)$/i.test(what))
    return [{ op: 'choose' }, { op: 'put', to, ...tapped, ...optional }];
  const some = new RegExp(String.raw`^(?:up to )?${QUANTITY}(?: of (?:them|those cards))?$`, 'i').exec(what);
  const count = some ? quantity(some[1]!) : undefined;
  if (some)
    return typeof count === 'number' && count > 0
      ? [
          { op: 'choose', count },
          { op: 'put', to, ...tapped, ...optional },
        ]
      : undefined;
  const fitting = new RegExp(String.raw`^${HOW_MANY} (${CARDS})${AMONG}$`, 'i').exec(what);
  const found = fitting ? readFound(fitting[3]!) : undefined;
  const n = fitting ? howMany(fitting[1]!) : null;
  if (!found || n === null) return undefined;
  return [
    { op: 'choose', ...(n === undefined ? {} : { count: n }), ...found },
    { op: 'put', to, ...tapped, ...optional },
  ];
}

function destination(text: string): Destination {
  const t = text.toLowerCase();
  if (t.startsWith('into your hand')) return 'hand';
  if (t.startsWith('onto the battlefield')) return 'battlefield';
  if (t.startsWith('into your graveyard')) return 'graveyard';
  if (t.startsWith('into exile')) return 'exile';
  // "Put them back (on top of your library) in any order": on top, where they were (401.4).
  if (t.startsWith('back')) return 'top';
  return t.startsWith('on top') ? 'top' : 'bottom';
}

/** The clauses of a sentence as steps, or undefined when a clause isn't understood or the order makes no sense. */
function readSteps(sentence: string): Step[] | undefined {
  // "Target player reveals …, then puts those cards …": the player subject's later verbs, as told to "you"
  // (`byPlayers` reads the first one so).
  // "…, then if you search your library this way, shuffle it" (after a search of several zones): by the documented
  // default every zone named is searched, the library among them, so it is shuffled.
  const ifSearched = IF_SEARCHED.test(sentence);
  const clauses = sentence
    .replace(IF_SEARCHED, ', then shuffle')
    .split(JOINT)
    .map(c => c.trim().replace(THIRD_PERSON, '$1$2'));
  const steps: Step[] = [];
  for (const clause of clauses) {
    const fixed = CLAUSES.find(([pattern]) => pattern.test(clause));
    const read = fixed ? [fixed[1](fixed[0].exec(clause)!)] : readPutClause(clause, steps.at(-1)?.op === 'until');
    if (!read || read.some(s => s === undefined)) return undefined;
    steps.push(...(read as Step[]));
  }
  const finds = steps.filter(s => s.op === 'search' || s.op === 'top' || s.op === 'until').length;
  const first = steps[0]!;
  // "If you search your library this way" says something only after a search of several zones.
  if (ifSearched && !(first.op === 'search' && first.zones)) return undefined;
  // One instruction finds cards once, first; clauses about them follow (a lone "shuffle your library" finds none).
  if (steps.length === 1 && first.op === 'shuffle') return steps;
  if (finds !== 1 || !['search', 'top', 'until'].includes(first.op)) return undefined;
  // Only a search or a look leads anywhere: something must be done with what was found.
  return steps.some(s => s.op === 'put' || s.op === 'shuffle') ? steps : undefined;
}

const TO_WORDS: Readonly<Record<Destination, string>> = {
  hand: 'into their hand',
  battlefield: 'onto the battlefield',
  graveyard: 'into their graveyard',
  exile: 'into exile',
  top: 'on top of their library',
  bottom: 'on the bottom of their library',
};

/** What the clauses have found so far: the cards still to be dealt with, and those the last clause chose. */
interface Found {
  readonly state: GameState;
  readonly pool: readonly ObjectId[];
  readonly chosen: readonly ObjectId[];
}

function names(state: GameState, ids: readonly ObjectId[]): string {
  return ids.length ? ids.map(id => name(state, id)).join(', ') : 'nothing';
}

function perform(state: GameState, item: StackItem, steps: readonly Step[]): GameState {
  const who = item.controller;
  const declined = declines(state, item);
  // "With mana value X or less": X as the spell or ability resolves (107.3a).
  const x = amountOf(item, 'X');
  const fits = (s: GameState, id: ObjectId, filter: ObjectFilter | undefined) =>
    filter === undefined || matchesFilter(s, id, filter, who, item.source);
  // Cards put somewhere are put there by the instruction that found them: a search's (701.23a) or a look's (701.20e).
  const finding: RuleId = steps[0]?.op === 'search' ? '701.23a' : '701.20e';
  const log = (
    s: GameState,
    kind: 'search' | 'look',
    rule: RuleId,
    text: string,
    objects: readonly ObjectId[],
    defaulted = false,
    from?: 'library',
  ) =>
    logRule(s, kind, rule, text, {
      players: [who],
      objects: [...objects],
      ...(defaulted ? { defaulted } : {}),
      ...(from ? { from } : {}),
    });
  const step = (found: Found, st: Step): Found => {
    const s = found.state;
    const library = player(s, who).library;
    switch (st.op) {
      case 'search': {
        // Every zone named, in the order written (the documented default of "and/or").
        const zones = st.zones ?? ['library'];
        const searched = zones.flatMap(z => player(s, who)[z]);
        const n = st.any ? searched.length : amountOf(item, st.amount);
        const first = searched.filter(id => fits(s, id, withX(st.filter, st.xStat, x))).slice(0, n);
        const hits = (st.and ?? []).reduce<ObjectId[]>((so, filter) => {
          const next = searched.find(id => !so.includes(id) && fits(s, id, filter));
          return next === undefined ? so : [...so, next];
        }, first);
        const where = zones.length > 1 ? `${zones.slice(0, -1).join(', ')} and ${zones.at(-1)}` : 'library';
        const text = `${who} searches their ${where} and finds ${names(s, hits)} (the default choice: ${zones.length > 1 ? 'every zone named, and ' : ''}the first that fit, from the top).`;
        const rule = hits.length < n + (st.and?.length ?? 0) ? '701.23b' : '701.23a';
        // A search of a library (701.23a) is what "whenever an opponent searches their library" waits for.
        const from = zones.includes('library') ? ('library' as const) : undefined;
        return { state: log(s, 'search', rule, text, hits, true, from), pool: hits, chosen: hits };
      }
      case 'top': {
        const seen = library.slice(0, amountOf(item, st.amount));
        const verb = st.reveal ? 'reveals' : 'looks at';
        const text = `${who} ${verb} the top ${seen.length === 1 ? 'card' : `${seen.length} cards`} of their library: ${names(s, seen)}.`;
        // What is looked at is chosen from later by default choices: the log marks them as such.
        return { state: log(s, 'look', st.reveal ? '701.20a' : '701.20e', text, seen, true), pool: seen, chosen: seen };
      }
      case 'until': {
        const at = library.findIndex(id => fits(s, id, st.filter));
        const seen = at < 0 ? library : library.slice(0, at + 1);
        const text = `${who} reveals cards from the top of their library until one fits: ${names(s, seen)}.`;
        return { state: log(s, 'look', '701.20a', text, seen), pool: seen, chosen: at < 0 ? [] : [library[at]!] };
      }
      case 'reveal':
        return {
          ...found,
          state: log(s, 'look', '701.20a', `${who} reveals ${names(s, found.chosen)}.`, found.chosen),
        };
      case 'choose': {
        if (st.optional && declined) return { ...found, chosen: [] };
        const fitting = found.pool.filter(id => fits(s, id, st.filter && withX(st.filter, st.xStat, x)));
        const chosen = st.count === undefined ? fitting : fitting.slice(0, st.count);
        const text = `${who} chooses ${names(s, chosen)} (the default choice: the first that fit, from the top).`;
        return { ...found, chosen, state: log(s, 'look', '701.20e', text, chosen, true) };
      }
      case 'put': {
        if (st.optional && declined) return { ...found, chosen: [] };
        const moving = st.rest ? found.pool : found.chosen;
        const rule: RuleId = st.to === 'top' || st.to === 'bottom' ? '401.4' : finding;
        // On top, the first of them ends on top: they are put there from the last up.
        const order = st.to === 'top' ? [...moving].reverse() : moving;
        let next = s;
        for (const id of order) {
          if (st.to === 'battlefield') next = enterBattlefield(next, id, who, rule, !!st.tapped);
          else if (st.to === 'top') next = moveObject(next, id, 'library', { top: true, rule });
          else if (st.to === 'bottom') next = moveObject(next, id, 'library', { rule });
          else next = moveZone(next, id, st.to, rule);
        }
        if (moving.length > 0)
          next = log(next, 'look', rule, `${who} puts ${names(s, moving)} ${TO_WORDS[st.to]}, in that order.`, moving);
        return { state: next, pool: found.pool.filter(id => !moving.includes(id)), chosen: moving };
      }
      case 'shuffle':
        return {
          ...found,
          state: logRule(s, 'search', '701.24a', `${who} shuffles their library (the engine keeps its order).`, {
            players: [who],
          }),
        };
    }
  };
  return steps.reduce(step, { state, pool: [], chosen: [] }).state;
}

export const library = defineEffect<Library>({
  kind: 'library',
  rule: '701.23a',
  reads: [
    {
      pattern:
        /^(?:search your library|look at the top|reveal the top|reveal cards from the top|(?:then )?shuffle)\b.*$/i,
      build: m => {
        const steps = readSteps(m[0]);
        return steps && { targets: [], effect: () => ({ kind: 'library', steps }) };
      },
    },
  ],
  offersChoice: e => e.steps.some(s => 'optional' in s),
  perform: (state, item, e) => perform(state, item, e.steps),
});
