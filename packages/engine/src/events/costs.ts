import type {
  AbilityCost,
  GameState,
  ManaCost,
  ManaPool,
  ManaType,
  ObjectFilter,
  ObjectId,
  PaidWith,
  PlayerId,
  Violation,
} from '../core/types.js';
import type { RuleId } from '../core/cited-rules.js';
import { MANA_TYPES, MAX_AMOUNT, formatManaCost, parseManaCost } from '../core/cards.js';
import { addCounters, endWhileTapped, gainEnergy, loseLife, moveZone, untapUnlessStunned } from './actions.js';
import { afterTappedForMana, phyrexianWays, planPayment, type PaymentPlan, type PhyrexianWay } from './mana.js';
import { controller, counters, isType, power } from '../view/queries.js';
import {
  EMPTY_POOL,
  findPlayer,
  joined,
  logObjectRule,
  logRule,
  name,
  updatePermanent,
  updatePlayer,
} from '../core/state.js';
import { matchesFilter } from '../view/targets.js';
import type { Rejected } from '../core/outcome.js';
import { reject, type ViolationCode } from '../core/violations.js';
import { NUMBER, amount, readCards, readPermanents } from '../core/phrases.js';

/** The choices an action makes for costs: mana sources to tap, the permanent to sacrifice, the cards to discard. */
export interface CostChoices {
  readonly payWith?: readonly ObjectId[];
  readonly sacrifice?: readonly ObjectId[];
  readonly discard?: readonly ObjectId[];
  /** The permanents a cost returns to their owner's hand ("return a land you control to its owner's hand"). */
  readonly returning?: readonly ObjectId[];
  /** The life paid for the cost's Phyrexian symbols, 2 for each (107.4f); without it, the default. */
  readonly phyrexianLife?: number;
  /** The cost is a spell's being cast: mana that may be spent only on such spells may pay it (106.6). */
  readonly casting?: boolean;
  /** The cost is an activated ability's: mana that may be spent only on the abilities of its source may pay it. */
  readonly activating?: boolean;
}

/** X as announced for a spell or ability (107.3a), when it isn't a whole number within bounds (107.1b). */
export function badX(x: number, can: string, object: ObjectId, who: PlayerId): Rejected | undefined {
  if (Number.isSafeInteger(x) && x >= 0 && x <= MAX_AMOUNT) return undefined;
  return reject(
    '107.1b',
    'cast/bad-x',
    `${can} with X=${x}: X must be a whole number from 0 to ${MAX_AMOUNT}`,
    [object],
    [who],
    {
      object,
    },
  );
}

/** Whether a cost other than its mana says X ("pay X life", "exile X cards from your graveyard", "−X"). */
export function costSaysX(cost: AbilityCost | undefined): boolean {
  return (
    cost?.life === 'X' ||
    cost?.discard === 'X' ||
    cost?.exileFromGraveyard?.n === 'X' ||
    cost?.loyalty === 'X' ||
    cost?.removeXCounters !== undefined
  );
}

type MutableCost = { -readonly [K in keyof AbilityCost]: AbilityCost[K] };

/**
 * Reading an activated ability's cost (CR 602.1a: everything before the colon), part by part: mana, {T}, {Q},
 * "sacrifice ~", "sacrifice another creature", "pay 2 life", "discard a card", "discard ~". Undefined when any part isn't
 * understood: an ability whose cost the engine can't pay isn't an ability it models.
 */
export function readCost(text: string): AbilityCost | undefined {
  const cost: MutableCost = {};
  for (const raw of text.split(/,\s*/)) if (!readCostPart(raw.trim(), cost)) return undefined;
  return cost;
}

/** One part of a cost into `cost`; false when it isn't understood or says again what an earlier part said. */
function readCostPart(part: string, cost: MutableCost): boolean {
  const lower = part.toLowerCase();
  // "Remove three quest counters from ~ and sacrifice it": two costs in one part.
  const thenSacrifice = /^(.+) and sacrifice (?:it|~)$/i.exec(part);
  if (thenSacrifice) {
    if (cost.sacrificeSelf) return false;
    cost.sacrificeSelf = true;
    return readCostPart(thenSacrifice[1]!, cost);
  }
  if (lower === '{t}') cost.tap = true;
  else if (lower === '{q}') cost.untap = true;
  else if (/^(?:pay (?!\{e\}))?(\{[^}]+\})+$/i.test(part)) {
    // "Pay {W}{U}{B}{R}{G}": mana as a sentence writes it (an alternative cost, 118.9).
    const mana = parseManaCost(part.replace(/^pay /i, ''));
    if (!mana.ok || cost.mana) return false;
    cost.mana = mana.cost;
  } else if (lower === 'sacrifice ~') cost.sacrificeSelf = true;
  else if (lower === 'exert ~') cost.exertSelf = true;
  else if (lower === 'discard ~') cost.discardSelf = true;
  else if (lower === 'exile ~ from your graveyard') cost.exileSelf = true;
  else if (/^sacrifice (?:a|an|another) /.test(lower)) {
    const other = lower.startsWith('sacrifice another ');
    // As written: "Sacrifice a Goblin" names a subtype by its capital.
    const filter = readPermanents(part.replace(/^sacrifice (?:a|an|another) /i, ''));
    if (!filter || filter.controller || cost.sacrifice) return false;
    cost.sacrifice = other ? { ...filter, other } : filter;
  } else if (SACRIFICE_SEVERAL.test(part)) {
    const several = SACRIFICE_SEVERAL.exec(part)!;
    const n = amount(several[1]!);
    // "Sacrifice two other creatures": not the source.
    const other = /^other /i.test(several[2]!);
    const filter = readPermanents(several[2]!.replace(/^other /i, ''));
    if (n === undefined || n < 2 || !filter || filter.controller || cost.sacrifice) return false;
    cost.sacrifice = other ? { ...filter, other } : filter;
    cost.sacrificeCount = n;
  } else if (!readOtherCost(part, cost) && !readMovingCost(part, cost)) {
    const life = new RegExp(String.raw`^pay (${NUMBER.slice(1, -1)}|x) life$`).exec(lower);
    const discard = new RegExp(
      String.raw`^discard (${NUMBER.slice(1, -1)}|X) (?:(.+) )?cards?( at random)?$`,
      'i',
    ).exec(part);
    // "Discard a creature card": cards of a kind (701.9a).
    const kind = discard?.[2] === undefined ? undefined : readCards(`${discard[2]} card`);
    if (life?.[1] === 'x') cost.life = 'X';
    else if (discard?.[1] === 'X' && discard[2] === undefined) {
      cost.discard = 'X';
      if (discard[3]) cost.discardRandom = true;
    } else {
      const n = life ? amount(life[1]!) : discard ? amount(discard[1]!.toLowerCase()) : undefined;
      if (n === undefined || (discard?.[2] !== undefined && !kind)) return false;
      if (life) cost.life = n;
      else cost.discard = n;
      if (kind) cost.discardFilter = kind;
      if (discard?.[3]) cost.discardRandom = true;
    }
  }
  return true;
}

/** "Sacrifice three creatures" (701.21a). */
const SACRIFICE_SEVERAL = new RegExp(String.raw`^sacrifice ${NUMBER} (.+s)$`, 'i');
const REMOVE_COUNTERS = new RegExp(String.raw`^remove ${NUMBER} ([+-]\d+/[+-]\d+|[a-z]+) counters? from ~$`, 'i');
const PUT_COUNTERS = new RegExp(String.raw`^put ${NUMBER} ([+-]\d+/[+-]\d+|[a-z]+) counters? on ~$`, 'i');
/** "Tap two untapped creatures you control", "tap another untapped creature you control" (one, not the source). */
const TAP_UNTAPPED = new RegExp(String.raw`^tap (${NUMBER.slice(1, -1)}|another) untapped (.+)$`, 'i');
const EXILE_FROM_GRAVEYARD = new RegExp(
  String.raw`^exile (${NUMBER.slice(1, -1)}|X) (.*?)cards? from your graveyard$`,
  'i',
);
/** "Exile a blue card from your hand" (an alternative cost, 118.9): cards of a kind, the number written. */
const EXILE_FROM_HAND = new RegExp(String.raw`^exile ${NUMBER} (.*?)cards? from your hand$`, 'i');
const MILL = new RegExp(String.raw`^mill ${NUMBER} cards?$`, 'i');

/**
 * Costs on counters, permanents and cards: "remove a +1/+1 counter from ~", "put a -1/-1 counter on ~", "tap an
 * untapped creature you control", "exile two cards from your graveyard", "mill a card". False when it is none of them.
 */
function readOtherCost(part: string, cost: MutableCost): boolean {
  const counter = REMOVE_COUNTERS.exec(part) ?? PUT_COUNTERS.exec(part);
  const tap = counter ? null : TAP_UNTAPPED.exec(part);
  const another = /^another$/i.test(tap?.[1] ?? '');
  const exile = counter || tap ? null : EXILE_FROM_GRAVEYARD.exec(part);
  const fromHand = counter || tap || exile ? null : EXILE_FROM_HAND.exec(part);
  const mill = counter || tap || exile || fromHand ? null : MILL.exec(part);
  const m = counter ?? tap ?? exile ?? fromHand ?? mill;
  // "Exile X cards from your graveyard": X as announced (107.3); the other counts are numbers.
  const n = exile?.[1]!.toUpperCase() === 'X' ? ('X' as const) : another ? 1 : m ? amount(m[1]!) : undefined;
  if (!m || !n) return false;
  if (exile && !cost.exileFromGraveyard) {
    const filter = exile[2] ? readCards(`${exile[2]}card`) : {};
    if (!filter) return false;
    cost.exileFromGraveyard = { filter, n };
  } else if (n === 'X') return false;
  else if (fromHand && !cost.exileFromHand) {
    const filter = fromHand[2] ? readCards(`${fromHand[2]}card`) : {};
    if (!filter) return false;
    cost.exileFromHand = { filter, n };
  } else if (counter && !cost.counters)
    cost.counters = { kind: counter[2]!.toLowerCase(), n: /^remove/i.test(part) ? -n : n };
  else if (tap && !cost.tapUntapped) {
    const filter = readPermanents(tap[2]!);
    if (!filter || filter.controller !== 'you') return false;
    cost.tapUntapped = { filter: { ...filter, tapped: false, ...(another ? { other: true } : {}) }, n };
  } else if (mill && cost.mill === undefined) cost.mill = n;
  else return false;
  return true;
}

const COUNTER_KIND = String.raw`([+-]\d+/[+-]\d+|[a-z]+)`;

/** A cost part of one pattern: what it adds to the cost; false when the match isn't one the engine pays. */
interface CostPartEntry {
  readonly pattern: RegExp;
  readonly read: (match: RegExpExecArray, cost: MutableCost) => boolean;
}

/** Permanents of a kind the cost's payer controls ("a land you control", "two Islands you control"). */
function yours(phrase: string): ObjectFilter | undefined {
  const filter = readPermanents(phrase);
  return filter?.controller === 'you' ? filter : undefined;
}

/** Costs that move the source or other permanents, or that count with X (each part once in a cost). */
const COST_PARTS: readonly CostPartEntry[] = [
  {
    // 701.13a: the source, exiled from the battlefield.
    pattern: /^exile ~$/i,
    read: (_, cost) => !cost.exileSelfInPlay && (cost.exileSelfInPlay = true),
  },
  {
    // 400.3: a card goes to its owner's hand.
    pattern: /^return ~ to its owner's hand$/i,
    read: (_, cost) => !cost.returnSelf && (cost.returnSelf = true),
  },
  {
    pattern: new RegExp(String.raw`^return ${NUMBER} (.+?) to (?:its|their) owner's hand$`, 'i'),
    read: (m, cost) => {
      const n = amount(m[1]!);
      const filter = yours(m[2]!);
      if (!n || !filter || cost.returnToHand) return false;
      cost.returnToHand = { filter, n };
      return true;
    },
  },
  {
    // "Remove X ki counters from ~": X announced as the ability is activated (107.3a); "remove any number of storage
    // counters from ~", as many as its player chooses, as X is.
    pattern: new RegExp(String.raw`^remove (?:x|any number of) ${COUNTER_KIND} counters from ~$`, 'i'),
    read: (m, cost) => {
      if (cost.removeXCounters !== undefined || cost.counters) return false;
      cost.removeXCounters = m[1]!.toLowerCase();
      return true;
    },
  },
  {
    pattern: new RegExp(String.raw`^(remove|put) ${NUMBER} ${COUNTER_KIND} counters? (?:from|on) (?:a|an) (.+)$`, 'i'),
    read: (m, cost) => {
      const n = amount(m[2]!);
      const filter = yours(m[4]!);
      if (!n || !filter || cost.countersOnOther) return false;
      cost.countersOnOther = { kind: m[3]!.toLowerCase(), n: /^remove$/i.test(m[1]!) ? -n : n, filter };
      return true;
    },
  },
  {
    // 107.14: "pay {E}{E}" removes energy counters from the player.
    pattern: /^pay ((?:\{e\})+)$/i,
    read: (m, cost) => cost.energy === undefined && (cost.energy = m[1]!.length / 3) > 0,
  },
  {
    // 113.6j: a cost only the card in its owner's hand can pay, so the ability works there.
    pattern: /^reveal ~ from your hand$/i,
    read: (_, cost) => !cost.revealSelf && (cost.revealSelf = true),
  },
  {
    pattern: /^discard your hand$/i,
    read: (_, cost) => !cost.discardHand && cost.discard === undefined && (cost.discardHand = true),
  },
];

function readMovingCost(part: string, cost: MutableCost): boolean {
  for (const entry of COST_PARTS) {
    const m = entry.pattern.exec(part);
    if (m) return entry.read(m, cost);
  }
  return false;
}

/**
 * A loyalty ability's cost, "[+1]", "[−2]", "[0]", "+1", "−2", "−X" (CR 606.4), as the number of counters put on or
 * removed.
 */
export function readLoyaltyCost(text: string): number | 'X' | undefined {
  // \u2212: the minus sign of "[−2]" (escapes keep the CLI's bundle ASCII, scripts/bundle.mjs).
  const m = /^\[?([+\u2212-]?)(\d+|X)\]?$/.exec(text.trim());
  if (!m) return undefined;
  // "−X": X announced as it is activated (107.3a), that many removed.
  if (m[2] === 'X') return m[1] === '+' || m[1] === '' ? undefined : 'X';
  const n = amount(m[2]!);
  if (n === undefined || (m[1] === '' && n !== 0)) return undefined;
  return m[1] === '+' || n === 0 ? n : -n;
}

/** The mana of each type spent on a cost (sunburst counts its colors, 702.44a). */
export type ManaSpent = Readonly<Partial<Record<ManaType, number>>>;

/**
 * Pays the costs of a spell or an activated ability in the order a player would (CR 601.2h, any order: the result is the same): checks
 * every cost can be paid before paying any (118.3), then taps, removes or adds counters, sacrifices, discards,
 * pays life and mana. Cost choices come from the action or the documented default: the first permanent that fits
 * in the order they arrived, the first cards of the hand.
 */
export function payCosts(
  state: GameState,
  who: PlayerId,
  self: ObjectId,
  cost: AbilityCost,
  x: number,
  action: CostChoices,
  can: string,
): { state: GameState; paidWith: PaidWith; spent: ManaSpent } | Rejected {
  const perm = state.permanents[self];
  const label = name(state, self);
  const fail = (rule: RuleId, reason: string, offending: ObjectId = self) =>
    reject(rule, 'cost/cant-pay', `${can}: ${reason}`, [self], [who], { object: offending });
  if (cost.tap && perm?.tapped !== false) return fail('107.5', `${label} is already tapped`);
  if (cost.untap && perm?.tapped !== true) return fail('107.6', `${label} is untapped, and {Q} means untapping it`);
  const loyalty = cost.loyalty === 'X' ? -x : cost.loyalty;
  if (loyalty !== undefined && loyalty < 0 && counters(state, self, 'loyalty') < -loyalty) {
    return fail(
      '606.6',
      `${label} has ${counters(state, self, 'loyalty')} loyalty, fewer than the ${-loyalty} the ability removes`,
    );
  }
  const p = findPlayer(state, who)!;
  // CR 119.4: a player can pay life only if their life total is at least the amount.
  // "Pay X life", "exile X cards": the X announced (107.3).
  const life = cost.life === 'X' ? x : cost.life;
  const toExile = cost.exileFromGraveyard?.n === 'X' ? x : (cost.exileFromGraveyard?.n ?? 0);
  if (life !== undefined && p.life < life)
    return fail('119.4', `${who} has ${p.life} life, less than the ${life} to pay`);
  let sacrificed: readonly ObjectId[] = [];
  if (cost.sacrifice) {
    const n = cost.sacrificeCount ?? 1;
    const picked = pickPermanents(state, who, self, cost.sacrifice, n, action.sacrifice, {
      rule: '701.21a',
      code: 'cost/sacrifice-choice',
      doing: `${can} sacrificing`,
    });
    if ('ok' in picked) return picked;
    sacrificed = picked;
    if (sacrificed.length === 0) return fail('701.21a', `${who} controls nothing the cost can sacrifice`);
    if (sacrificed.length < n)
      return fail('701.21a', `${who} controls ${sacrificed.length} of the ${n} permanents the cost sacrifices`);
  }
  // "Discard this card" (cycling): the card itself, from its owner's hand.
  let discarded: readonly ObjectId[] = cost.discardSelf ? [self] : cost.discardHand ? p.hand : [];
  // "Discard X cards": the X announced (107.3).
  const toDiscard = cost.discard === 'X' ? x : cost.discard;
  if (toDiscard !== undefined) {
    const chosen = action.discard;
    // At random nobody chooses (701.9b): the engine, which doesn't randomise, takes the first cards in hand.
    if (chosen && cost.discardRandom)
      return reject(
        '701.9b',
        'cost/discard-choice',
        `${can}: the cost discards at random, so no one chooses the card${toDiscard === 1 ? '' : 's'}`,
        [self, ...chosen],
        [who],
        { object: self },
      );
    const fits = (c: ObjectId) =>
      c !== self && (!cost.discardFilter || matchesFilter(state, c, cost.discardFilter, who, self));
    const kind = cost.discardFilter ? ' that the cost allows' : '';
    if (
      chosen &&
      (chosen.length !== toDiscard ||
        chosen.some(c => !p.hand.includes(c) || !fits(c)) ||
        new Set(chosen).size !== chosen.length)
    ) {
      return reject(
        '701.9a',
        'cost/discard-choice',
        `${can}: name exactly ${toDiscard} different card${toDiscard === 1 ? '' : 's'} from ${who}'s hand${kind} to discard`,
        [self, ...chosen],
        [who],
        { object: self },
      );
    }
    const candidates = p.hand.filter(fits);
    discarded = [...discarded, ...(chosen ?? candidates.slice(0, toDiscard))];
    if (discarded.length < toDiscard + (cost.discardSelf ? 1 : 0))
      return fail(
        '701.9a',
        `${who} has ${candidates.length} card${candidates.length === 1 ? '' : 's'} in hand${kind}, fewer than the ${toDiscard} to discard`,
      );
  }
  if (cost.exileSelf && !p.graveyard.includes(self)) return fail('118.3', `${label} isn't in ${who}'s graveyard`);
  if (cost.counters && cost.counters.n < 0 && counters(state, self, cost.counters.kind) < -cost.counters.n) {
    return fail(
      '118.3',
      `${label} has ${counters(state, self, cost.counters.kind)} ${cost.counters.kind} counter${counters(state, self, cost.counters.kind) === 1 ? '' : 's'}, fewer than the ${-cost.counters.n} to remove`,
    );
  }
  const removeX = cost.removeXCounters;
  if (removeX !== undefined && counters(state, self, removeX) < x)
    return fail('118.3', `${label} has ${counters(state, self, removeX)} ${removeX} counters, fewer than X=${x}`);
  // The default choice: the first permanent that fits (for a removal, with the counters), in the order they arrived.
  const other = cost.countersOnOther;
  const counted = other
    ? state.battlefield.find(
        id =>
          controller(state, id) === who &&
          matchesFilter(state, id, other.filter, who, self) &&
          counters(state, id, other.kind) >= -other.n,
      )
    : undefined;
  if (other && counted === undefined)
    return fail(
      '118.3',
      `${who} controls no permanent the cost can ${other.n < 0 ? `remove ${-other.n} ${other.kind} counter${other.n === -1 ? '' : 's'} from` : 'put counters on'}`,
    );
  let returned: readonly ObjectId[] = [];
  if (cost.returnToHand) {
    const picked = pickPermanents(state, who, self, cost.returnToHand.filter, cost.returnToHand.n, action.returning, {
      rule: '118.3',
      code: 'cost/return-choice',
      doing: `${can} returning`,
    });
    if ('ok' in picked) return picked;
    returned = picked;
  }
  if (cost.returnToHand && returned.length < cost.returnToHand.n)
    return fail(
      '118.3',
      `${who} controls ${returned.length} of the ${cost.returnToHand.n} permanents the cost returns to their owner's hand`,
    );
  if ((cost.exileSelfInPlay || cost.returnSelf) && !perm) return fail('118.3', `${label} isn't on the battlefield`);
  // The default choices: the first untapped permanents that fit, in the order they arrived (not the source when it
  // taps for {T}); the cards that went to the graveyard first.
  const tapped = cost.tapUntapped
    ? state.battlefield
        .filter(
          id =>
            controller(state, id) === who &&
            !(cost.tap && id === self) &&
            matchesFilter(state, id, cost.tapUntapped!.filter, who, self),
        )
        .slice(0, cost.tapUntapped.n)
    : [];
  if (cost.tapUntapped && tapped.length < cost.tapUntapped.n)
    return fail(
      '118.3',
      `${who} controls fewer than ${cost.tapUntapped.n} untapped permanent${cost.tapUntapped.n === 1 ? '' : 's'} the cost can tap`,
    );
  const crew = cost.crew === undefined ? [] : crewFor(state, who, self, cost.crew);
  if (!crew)
    return fail(
      '702.122a',
      `${who}'s other untapped creatures have less than ${cost.crew} total power to crew ${label}`,
    );
  // The default choice: the first cards that fit, in the order they went to that zone.
  const exiledFrom = (zone: 'graveyard' | 'hand', take?: { readonly filter: ObjectFilter }, n = 0) =>
    take ? p[zone].filter(id => id !== self && matchesFilter(state, id, take.filter, who, self)).slice(0, n) : [];
  const exiled = exiledFrom('graveyard', cost.exileFromGraveyard, toExile);
  const exiledFromHand = exiledFrom('hand', cost.exileFromHand, cost.exileFromHand?.n);
  for (const [zone, taken, n] of [
    ['graveyard', exiled, cost.exileFromGraveyard && toExile],
    ['hand', exiledFromHand, cost.exileFromHand?.n],
  ] as const)
    if (n !== undefined && taken.length < n)
      return fail('118.3', `${who} has fewer than ${n} card${n === 1 ? '' : 's'} in their ${zone} the cost can exile`);
  if (cost.energy !== undefined && p.energy < cost.energy)
    return fail('107.14', `${who} has ${p.energy} energy, fewer than the ${cost.energy} to pay`);
  if (cost.mill !== undefined && p.library.length < cost.mill)
    return fail(
      '118.3',
      `${who} has ${p.library.length} card${p.library.length === 1 ? '' : 's'} in their library, fewer than the ${cost.mill} to mill`,
    );
  const mana = cost.mana ?? { generic: 0, colored: {}, x: 0 };
  const byLife = action.phyrexianLife;
  const ways = byLife === undefined || byLife % 2 === 0 ? phyrexianWays(mana, byLife && byLife / 2) : [];
  if (ways.length === 0) {
    const n = mana.phyrexian?.length ?? 0;
    return reject(
      '107.4f',
      'cost/phyrexian-choice',
      `${can} paying ${byLife} life: its cost ${formatManaCost(mana)} has ${n === 0 ? 'no' : n} Phyrexian symbol${n === 1 ? '' : 's'}, each paid with 2 life or one mana of its color`,
      [self],
      [who],
      { object: self },
    );
  }
  // 106.6: mana kept for some spells pays for this one if it is one of them (spent before the pool's other mana).
  const restricted = p.restrictedMana ?? [];
  const spendsOn = action.casting ? 'onlyFor' : action.activating ? 'abilitiesOf' : undefined;
  const usable = spendsOn
    ? restricted.filter(r => {
        const filter = r[spendsOn];
        return filter !== undefined && matchesFilter(state, self, filter, who, r.source);
      })
    : [];
  const planState = usable.length
    ? updatePlayer(state, who, q => ({
        ...q,
        manaPool: withMana(
          q.manaPool,
          usable.map(r => r.mana),
        ),
      }))
    : state;
  const poolBefore = findPlayer(planState, who)!.manaPool;
  // 107.4f, 119.4: the first way (the most symbols paid with mana, by default) that the life total and the mana pay.
  let plan: PaymentPlan | { readonly problem: string; readonly violation?: Violation } | undefined;
  let way: PhyrexianWay = ways[0]!;
  for (const each of ways) {
    if (p.life < (life ?? 0) + 2 * each.byLife.length) continue;
    const tried = planPayment(
      planState,
      who,
      each.mana,
      x,
      action.payWith,
      cost.tap || cost.sacrificeSelf ? self : undefined,
    );
    // A failure reported is the first way's; a way that pays is taken.
    if (!plan || !('problem' in tried)) [plan, way] = [tried, each];
    if (!('problem' in tried)) break;
  }
  if (!plan)
    return fail('119.4', `${who} has ${p.life} life, less than the ${(life ?? 0) + 2 * way.byLife.length} to pay`);
  if ('problem' in plan) {
    // 106.6: mana kept for other spells or abilities would have paid it.
    const elsewhere = restricted.filter(r => !usable.includes(r));
    const withKept = elsewhere.length
      ? updatePlayer(state, who, q => ({
          ...q,
          manaPool: withMana(
            q.manaPool,
            restricted.map(r => r.mana),
          ),
        }))
      : undefined;
    const busy = cost.tap || cost.sacrificeSelf ? self : undefined;
    if (withKept && !('problem' in planPayment(withKept, who, way.mana, x, action.payWith, busy))) {
      const from = [...new Set(elsewhere.map(r => name(state, r.source)))].join(', ');
      return reject(
        '106.6',
        'mana/restricted',
        `${can}: the mana from ${from} in ${who}'s mana pool may be spent only on what its ability says`,
        [self, ...new Set(elsewhere.map(r => r.source))],
        [who],
        { object: self },
      );
    }
    const orLife = ways.length > 1 ? ` (each Phyrexian symbol could be paid with 2 life; ${who} has ${p.life})` : '';
    return plan.violation
      ? { ok: false, violation: plan.violation }
      : reject('601.2h', 'cost/insufficient-mana', `${can}: ${plan.problem}${orLife}`, [self], [who], { object: self });
  }
  const phyrexianLife = 2 * way.byLife.length;

  let s = state;
  for (const tap of plan.taps) {
    s = updatePermanent(s, tap.id, q => ({ ...q, tapped: true }));
    s = logRule(s, 'tap', '601.2g', `${who} taps ${name(s, tap.id)} for {${tap.mana}}.`, {
      objects: [tap.id],
      players: [who],
    });
  }
  // A cost paid from nothing (a {0} spell) leaves the pool as it was: the state keeps its players.
  const tappedFor = (t: ManaType) => plan.taps.filter(tap => tap.mana === t).length;
  // Restricted mana is spent first; what of it is left stays restricted (106.6), apart from the pool.
  let pool = plan.pool;
  let kept = restricted;
  if (usable.length) {
    const spentLeft: Record<ManaType, number> = { ...EMPTY_POOL };
    for (const t of MANA_TYPES) spentLeft[t] = poolBefore[t] + tappedFor(t) - plan.pool[t];
    const keptUsable = usable.filter(r => {
      if (spentLeft[r.mana] <= 0) return true;
      spentLeft[r.mana] -= 1;
      return false;
    });
    kept = [...restricted.filter(r => !usable.includes(r)), ...keptUsable];
    const left = { ...plan.pool };
    for (const r of keptUsable) left[r.mana] -= 1;
    pool = left;
  }
  // The snow mana left (107.4h): no more of a type than the pool has left.
  const snow = Object.fromEntries(MANA_TYPES.map(t => [t, Math.min(plan.snow[t], pool[t])])) as ManaPool;
  const hadSnow = findPlayer(s, who)!.snowMana;
  const snowMana = MANA_TYPES.some(t => snow[t] > 0) ? snow : undefined;
  if (
    !samePool(findPlayer(s, who)!.manaPool, pool) ||
    kept !== restricted ||
    !samePool(hadSnow ?? EMPTY_POOL, snowMana ?? EMPTY_POOL)
  )
    s = updatePlayer(s, who, q => ({
      ...q,
      manaPool: pool,
      restrictedMana: kept.length ? kept : undefined,
      snowMana,
    }));
  // Lands tapped for mana trigger triggered mana abilities, which resolve at once (605.4a): their mana stays in the pool.
  for (const tap of plan.taps) s = afterTappedForMana(s, who, tap.id, [tap.mana]);
  if (cost.mana)
    s = logObjectRule(
      s,
      'manaPaid',
      '601.2h',
      mana.x
        ? `${who} pays ${formatManaCost(mana)} with X=${x}.`
        : joined(who, joined(' pays ', joined(formatManaCost(mana), '.'))),
      self,
      who,
    );
  if (mana.phyrexian?.length) s = logPhyrexian(s, who, self, mana, way, action.phyrexianLife === undefined);
  if (cost.tap || cost.untap) {
    const turned = (from: GameState) =>
      logRule(
        updatePermanent(from, self, q => ({ ...q, tapped: !!cost.tap })),
        'tap',
        cost.tap ? '107.5' : '107.6',
        `${who} ${cost.tap ? 'taps' : 'untaps'} ${label} to pay the cost.`,
        { objects: [self], players: [who] },
      );
    // The untapping {Q} asks for is an event a stun counter replaces like any other (122.1d).
    s = cost.untap ? endWhileTapped(untapUnlessStunned(s, self, turned), [self]) : turned(s);
  }
  if (loyalty) s = addCounters(s, self, 'loyalty', loyalty, '606.4');
  if (cost.counters)
    s = addCounters(s, self, cost.counters.kind, cost.counters.n, cost.counters.n < 0 ? '118.3' : '122.6');
  if (removeX !== undefined && x > 0) s = addCounters(s, self, removeX, -x, '118.3');
  if (other && counted !== undefined) s = addCounters(s, counted, other.kind, other.n, other.n < 0 ? '118.3' : '122.6');
  for (const id of crew) {
    s = logRule(
      updatePermanent(s, id, q => ({ ...q, tapped: true })),
      'tap',
      '702.122a',
      `${who} taps ${name(s, id)} to crew ${label} (the default choice: the first that fit).`,
      { objects: [id], players: [who], defaulted: true },
    );
  }
  for (const id of tapped) {
    s = logRule(
      updatePermanent(s, id, q => ({ ...q, tapped: true })),
      'tap',
      '701.26a',
      `${who} taps ${name(s, id)} to pay the cost (the default choice: the first that fits).`,
      { objects: [id], players: [who], defaulted: true },
    );
  }
  for (const [zone, taken] of [
    ['graveyard', exiled],
    ['hand', exiledFromHand],
  ] as const)
    for (const id of taken) {
      s = logRule(
        moveZone(s, id, 'exile', '701.13a'),
        'exile',
        '701.13a',
        `${who} exiles ${name(s, id)} from their ${zone} to pay the cost (the default choice: the first that fits).`,
        { objects: [id], players: [who], defaulted: true },
      );
    }
  if (cost.exileSelf)
    s = logRule(
      moveZone(s, self, 'exile', '118.3'),
      'exile',
      '118.3',
      `${who} exiles ${label} from their graveyard to pay the cost.`,
      {
        objects: [self],
        players: [who],
      },
    );
  for (const id of p.library.slice(0, cost.mill ?? 0)) s = moveZone(s, id, 'graveyard', '701.17a');
  if (life) s = loseLife(s, who, life, '119.4');
  if (phyrexianLife) s = loseLife(s, who, phyrexianLife, '107.4f');
  if (cost.energy) s = gainEnergy(s, who, -cost.energy, '107.14');
  if (cost.revealSelf)
    s = logRule(s, 'look', '701.20a', `${who} reveals ${label} from their hand to pay the cost.`, {
      objects: [self],
      players: [who],
    });
  for (const card of discarded) {
    s = moveZone(s, card, 'graveyard', '701.9a');
    const byDefault = card !== self && action.discard === undefined;
    const random = byDefault && cost.discardRandom;
    s = logRule(
      s,
      'discard',
      random ? '701.9b' : '701.9a',
      `${who} discards ${name(s, card)} to pay the cost${random ? ' at random (the engine takes the first card in hand)' : byDefault ? ' (the default choice: the first card in hand)' : ''}.`,
      { objects: [card], players: [who], ...(byDefault ? { defaulted: true } : {}) },
    );
  }
  // What each returned creature was attacking, known as it left (608.2h): ninjutsu's creature attacks the same (702.49c).
  const returnedFrom = returned.map(id => {
    const attacking = s.combat?.attackers.find(a => a.id === id)?.target;
    return attacking ? { id, attacking } : { id };
  });
  for (const id of returned) {
    const byDefault = !action.returning?.includes(id);
    s = logRule(
      s,
      'returned',
      '400.3',
      `${who} returns ${name(s, id)} to its owner's hand to pay the cost${byDefault ? ' (the default choice: the first that fits)' : ''}.`,
      { objects: [id], players: [who], ...(byDefault ? { defaulted: true } : {}) },
    );
    s = moveZone(s, id, 'hand', '400.3');
  }
  if (cost.returnSelf || cost.exileSelfInPlay) {
    const to = cost.returnSelf ? ('hand' as const) : ('exile' as const);
    const rule = cost.returnSelf ? '400.3' : '701.13a';
    s = logRule(
      s,
      cost.returnSelf ? 'returned' : 'exile',
      rule,
      `${who} ${cost.returnSelf ? `returns ${label} to its owner's hand` : `exiles ${label}`} to pay the cost.`,
      { objects: [self], players: [who] },
    );
    s = moveZone(s, self, to, rule);
  }
  // "Exert ~" (701.43a): it stays tapped through its controller's next untap step.
  if (cost.exertSelf && s.permanents[self]) {
    s = updatePermanent(s, self, q => ({ ...q, skipsUntap: true }));
    s = logRule(s, 'exert', '701.43a', `${who} exerts ${label} to pay the cost.`, { objects: [self], players: [who] });
  }
  const sacrifices = [...sacrificed, ...(cost.sacrificeSelf ? [self] : [])];
  for (const id of sacrifices) {
    const byDefault = id !== self && !action.sacrifice?.includes(id);
    s = logRule(
      s,
      'sacrifice',
      '701.21a',
      `${who} sacrifices ${name(s, id)} to pay the cost${byDefault ? ' (the default choice: the first that fits)' : ''}.`,
      { objects: [id], players: [who], ...(byDefault ? { defaulted: true } : {}) },
    );
    s = moveZone(s, id, 'graveyard', '701.21a');
  }
  // The mana spent: what the pool had and the taps made, less what is left in it (601.2h).
  const spent: Partial<Record<ManaType, number>> = {};
  for (const t of MANA_TYPES) {
    const n = poolBefore[t] + tappedFor(t) - plan.pool[t];
    if (n > 0) spent[t] = n;
  }
  return {
    state: s,
    paidWith: { sacrificed: sacrifices, discarded, ...(returnedFrom.length ? { returned: returnedFrom } : {}) },
    spent,
  };
}

/**
 * The permanents a cost of `who` moves: those the action names, then the first others that fit in the order they
 * arrived (the documented default), up to `n`; a named one the cost doesn't allow is refused.
 */
/**
 * The permanents a cost's "sacrifice …" (or another choice among permanents) takes: those the action names, then by
 * the documented default the first that fit, in the order they arrived.
 */
export function pickPermanents(
  state: GameState,
  who: PlayerId,
  self: ObjectId,
  filter: ObjectFilter,
  n: number,
  named: readonly ObjectId[] | undefined,
  refusal: { readonly rule: RuleId; readonly code: ViolationCode; readonly doing: string },
): readonly ObjectId[] | Rejected {
  const fits = (id: ObjectId) =>
    !!state.permanents[id] && controller(state, id) === who && matchesFilter(state, id, filter, who, self);
  const chosen = [...new Set(named ?? [])].slice(0, n);
  const wrong = chosen.find(id => !fits(id));
  if (wrong !== undefined)
    return reject(
      refusal.rule,
      refusal.code,
      `${refusal.doing} ${name(state, wrong)}: it isn't a permanent ${who} controls that the cost allows`,
      [self, wrong],
      [who],
      { object: wrong },
    );
  return [...chosen, ...state.battlefield.filter(id => fits(id) && !chosen.includes(id)).slice(0, n - chosen.length)];
}

/** "Alice pays {B/P} with {B} and {R/P} with 2 life (the default choice: mana where the mana can pay)." (107.4f) */
function logPhyrexian(
  state: GameState,
  who: PlayerId,
  self: ObjectId,
  mana: ManaCost,
  way: PhyrexianWay,
  byDefault: boolean,
): GameState {
  const life = [...way.byLife];
  const parts = mana.phyrexian!.map(c => {
    const i = life.indexOf(c);
    if (i >= 0) life.splice(i, 1);
    return `{${c}/P} with ${i >= 0 ? '2 life' : `{${c}}`}`;
  });
  return logRule(
    state,
    'manaPaid',
    '107.4f',
    `${who} pays ${parts.join(' and ')}${byDefault ? ' (the default choice: mana where the mana can pay)' : ''}.`,
    { objects: [self], players: [who], ...(byDefault ? { defaulted: true } : {}) },
  );
}

/** `pool` with `mana` added. */
function withMana(pool: ManaPool, mana: readonly ManaType[]): ManaPool {
  const out = { ...pool };
  for (const m of mana) out[m] += 1;
  return out;
}

function samePool(a: ManaPool, b: ManaPool): boolean {
  return a === b || MANA_TYPES.every(t => a[t] === b[t]);
}

/**
 * The creatures that crew a Vehicle by default (702.122a): its controller's other untapped creatures in the order they
 * arrived, until their total power reaches N (a creature with no power adds nothing, so it isn't tapped); none when all
 * of them together don't reach it (undefined). Summoning sickness doesn't matter: the cost doesn't use {T} (302.6).
 */
function crewFor(state: GameState, who: PlayerId, vehicle: ObjectId, n: number): ObjectId[] | undefined {
  const crew: ObjectId[] = [];
  let total = 0;
  for (const id of state.battlefield) {
    if (total >= n) break;
    if (
      id === vehicle ||
      controller(state, id) !== who ||
      state.permanents[id]!.tapped ||
      !isType(state, id, 'Creature') ||
      power(state, id) <= 0
    )
      continue;
    crew.push(id);
    total += power(state, id);
  }
  return total >= n ? crew : undefined;
}
