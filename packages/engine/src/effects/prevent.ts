import type { CardDef, GameState, ObjectFilter, StackItem, Target, TargetSpec, TurnEffect } from '../core/types.js';
import type { RuleId } from '../core/cited-rules.js';
import { logRule, name } from '../core/state.js';
import { SPELL_STAMP } from '../events/replacement.js';
import { matchesFilter } from '../view/targets.js';
import { targetLabel } from '../view/targets.js';
import { amount, amountOf, quantity, readGroup, readSources, readTarget, type Group } from '../core/phrases.js';
import { MAX_AMOUNT } from '../core/cards.js';
import { aimedAt, defineEffect, hasEffect, readAim, type Aim } from './registry.js';
import { groupMembers, groupPlayer } from './group.js';

/**
 * Whom or what the damage is dealt to or by: an aim ("target creature", "you", "creatures you control"), sources that
 * fit ("red sources"), or a source its controller chooses as it resolves that fits ("a red source of your choice").
 */
type Side = { readonly words: string } & (
  { readonly aim: Aim } | { readonly sources: ObjectFilter } | { readonly chosen: ObjectFilter }
);

type Prevent = {
  readonly kind: 'prevent';
  readonly combat?: boolean;
  readonly noncombat?: true;
  /** The next N damage (615.7), X as it resolves (611.2d); absent: all of it. */
  readonly amount?: number | 'X';
  readonly to?: Side;
  readonly by?: Side;
  /** "... dealt to and dealt by X": the damage to X and the damage X deals (`to` is X). */
  readonly toAndBy?: true;
  /** "Until your next turn, prevent ..." instead of "this turn" (611.2a). */
  readonly untilYourNextTurn?: true;
  /** "The next time … would deal damage this turn, prevent that damage" (615.8): its next instance of damage. */
  readonly once?: true;
  /** "… to any number of targets, divided as you choose": each target its share, announced as it was cast (601.2d). */
  readonly divided?: true;
  /** "You gain life equal to the damage prevented this way", said in the next sentence (615.5). */
  readonly gainPrevented?: true;
  /** "… is dealt to ~ instead": the damage is redirected to this one permanent or player (614.9). */
  readonly redirect?: Aim;
};

/** What one prevention shield is about, beyond the effect's own words. */
type ShieldPart = Partial<Pick<TurnEffect & { kind: 'prevention' }, 'to' | 'toFilter' | 'from' | 'fromFilter'>>;

/** A side as read: the targets it introduces and the side, given the index of its first target. */
type SideRead = {
  readonly targets: readonly TargetSpec[];
  readonly side: (first: number) => Side;
  readonly earlier?: true;
};

/** The single objects or players an aim can name: one shield of N each (615.7) is then about one of them. */
const single = (aim: Aim) =>
  'group' in aim
    ? aim.group.kind === 'players' && aim.group.who === 'you'
    : !('targets' in aim) && !('earlierAll' in aim) && !('both' in aim);

/**
 * "To you", "to target creature", "to creatures you control", "to you and creatures you control", "to each creature
 * and each player": where the damage would be dealt.
 */
function readRecipient(words: string): SideRead | undefined {
  const yours = /^you and (.+)$/i.exec(words);
  const group = yours && readGroup(yours[1]!);
  if (group)
    return {
      targets: [],
      side: () => ({ words, aim: { group: { kind: 'both', groups: [{ kind: 'players', who: 'you' }, group] } } }),
    };
  const read = readAim(words);
  return read && { ...read, side: first => ({ words, aim: read.aim(first) }) };
}

/**
 * "By target creature", "by ~", "by attacking creatures", "by red sources", "a red source of your choice", "a source
 * of your choice of the chosen color": what would deal the damage.
 */
function readSender(words: string): SideRead | undefined {
  const choice = /^(?:a|an) (.+?) of your choice( of the chosen color)?$/i.exec(words);
  if (choice) {
    const filter = readSources(choice[1]!);
    const chosen = filter && (choice[2] ? { ...filter, chosen: 'color' as const } : filter);
    // The words of what is chosen: "a red source".
    const what = words.replace(/ of your choice/i, '');
    return chosen && { targets: [], side: () => ({ words: what, chosen }) };
  }
  const read = readAim(words);
  const aim = read?.aim(0);
  if (read && aim && (!('group' in aim) || aim.group.kind === 'permanents'))
    return { ...read, side: first => ({ words, aim: read.aim(first) }) };
  const sources = read ? undefined : readSources(words);
  return sources && { targets: [], side: () => ({ words, sources }) };
}

const DEALT =
  /^that would be dealt( this turn)?(?: (to and dealt by|to|by) (.+?))?( this turn)?(?: by (.+?))?( this turn)?$/i;
const DEAL = /^(?:that )?(.+?) would deal(?: to (.+?))?( this turn)?$/i;

/**
 * "Prevent all [combat | noncombat] damage" or "prevent the next N damage", then what it is about in either order of
 * words: "that would be dealt [to X] [by Y]", "... to and dealt by X", "that Y would deal [to X]"; for "this turn", or
 * "until your next turn" written first. Undefined unless every phrase of it is read.
 */
function readPrevention(m: RegExpExecArray) {
  const [, untilNext, , next, kind, rest] = m;
  const said = next === undefined ? undefined : quantity(next);
  if (next !== undefined && (said === undefined || said === 'that much')) return undefined;
  const n = said === 'that much' ? undefined : said;
  const dealt = DEALT.exec(rest!);
  const deal = dealt ? undefined : DEAL.exec(rest!);
  if (!dealt && !deal) return undefined;
  const thisTurn = dealt ? [dealt[1], dealt[4], dealt[6]].filter(Boolean).length : deal![3] ? 1 : 0;
  // Exactly one duration.
  if (thisTurn + (untilNext ? 1 : 0) !== 1) return undefined;
  const how = dealt?.[2]?.toLowerCase();
  if (how === 'by' && dealt![5] !== undefined) return undefined;
  const toWords = dealt ? (how === 'to' || how === 'to and dealt by' ? dealt[3] : undefined) : deal![2];
  const byWords = dealt ? (how === 'by' ? dealt[3] : dealt[5]) : deal![1];
  const to = toWords === undefined ? undefined : readRecipient(toWords);
  const by = byWords === undefined ? undefined : readSender(byWords);
  if ((toWords !== undefined && !to) || (byWords !== undefined && !by)) return undefined;
  const toAndBy = how === 'to and dealt by';
  if (toAndBy && !readSender(toWords!)) return undefined;
  if (n !== undefined) {
    // A shield of N is about one recipient, or one for each of a group's ("to each creature", 615.11).
    const toAim = to?.side(0);
    const bySide = by?.side(0);
    if (toAndBy || (bySide && 'aim' in bySide && 'targets' in bySide.aim)) return undefined;
    if (toAim && 'aim' in toAim && !single(toAim.aim) && !/^each /i.test(toWords!)) return undefined;
  }
  return built(!!dealt, to, by, {
    ...(/^combat/i.test(kind ?? '') ? { combat: true } : {}),
    ...(/^noncombat/i.test(kind ?? '') ? { noncombat: true as const } : {}),
    ...(n !== undefined ? { amount: n } : {}),
    ...(toAndBy ? { toAndBy: true as const } : {}),
    ...(untilNext ? { untilYourNextTurn: true as const } : {}),
  });
}

/**
 * The reading of a prevention from its sides, their targets in the order the sentence names them (`toFirst`), then
 * those of where a redirection deals the damage instead.
 */
function built(
  toFirst: boolean,
  to: SideRead | undefined,
  by: SideRead | undefined,
  rest: Omit<Prevent, 'kind' | 'to' | 'by' | 'redirect'>,
  redirect?: ReturnType<typeof readAim>,
) {
  const sides = toFirst ? [to, by] : [by, to];
  const before = sides.reduce((n, s) => n + (s?.targets.length ?? 0), 0);
  return {
    targets: [...sides.flatMap(s => s?.targets ?? []), ...(redirect?.targets ?? [])],
    ...(sides.some(s => s?.earlier) || redirect?.earlier ? { earlier: true as const } : {}),
    effect: (first: number): Prevent => {
      const [a, b] = sides;
      const firstSide = a?.side(first);
      const secondSide = b?.side(first + (a?.targets.length ?? 0));
      const [toSide, bySide] = toFirst ? [firstSide, secondSide] : [secondSide, firstSide];
      return {
        kind: 'prevent',
        ...rest,
        ...(toSide ? { to: toSide } : {}),
        ...(bySide ? { by: bySide } : {}),
        ...(redirect ? { redirect: redirect.aim(first + before) } : {}),
      };
    },
  };
}

/** Whether a side is what the ability's Aura or Equipment is attached to ("enchanted creature"). */
function lastKnownHost(side: SideRead): boolean {
  const s = side.side(0);
  return 'aim' in s && 'attached' in s.aim;
}

/** Where "… is dealt to X instead" deals the damage: one permanent or player (614.9). */
function readRedirect(words: string) {
  const read = readAim(words);
  const aim = read?.aim(0);
  return read && aim && single(aim) ? read : undefined;
}

/**
 * "The next time a source of your choice would deal damage to you this turn, that damage is dealt to ~ instead",
 * "all damage that would be dealt this turn to target creature you control by a source of your choice is dealt to
 * another target creature instead" (614.9): a redirection, of the next instance (615.8) or of all of it this turn.
 */
function readRedirection(m: RegExpExecArray) {
  const [, nextBy, nextTo, allToFirst, allToThen, allBy, where] = m;
  const allTo = allToFirst ?? allToThen;
  const redirect = readRedirect(where!);
  const byWords = nextBy ?? allBy;
  const toWords = nextTo ?? allTo;
  const by = byWords === undefined ? undefined : readSender(byWords);
  const to = toWords === undefined ? undefined : readRecipient(toWords);
  if (!redirect || (byWords !== undefined && !by) || (toWords !== undefined && !to)) return undefined;
  if ((to && lastKnownHost(to)) || 'attached' in redirect.aim(0)) return undefined;
  if (nextBy !== undefined) {
    const side = by!.side(0);
    if ('sources' in side || ('aim' in side && 'group' in side.aim)) return undefined;
  }
  return built(nextBy === undefined, to, by, nextBy !== undefined ? { once: true } : {}, redirect);
}

/**
 * "Prevent the next 4 damage that would be dealt this turn to any number of targets, divided as you choose" (615.7,
 * 601.2d): a shield on each target of its share, each target getting at least 1.
 */
function readDivided(m: RegExpExecArray) {
  const n = amount(m[1]!);
  const spec = readTarget('any target');
  const most = /^any/i.test(m[2]!) ? n : /three/i.test(m[2]!) ? 3 : 2;
  if (n === undefined || n > MAX_AMOUNT || !spec || most === undefined || most < 1) return undefined;
  const specs = Array.from({ length: Math.min(most, n) }, (_x, at) => ({
    ...spec,
    word: { size: Math.min(most, n), at },
    ...(at > 0 ? { optional: true as const } : {}),
  }));
  return {
    targets: specs,
    effect: (first: number): Prevent => ({
      kind: 'prevent',
      amount: n,
      to: { words: 'targets', aim: { targets: specs.map((_s, i) => first + i) } },
      divided: true,
    }),
  };
}

/**
 * "The next time a red source of your choice would deal damage to you this turn, prevent that damage", "the next time
 * target creature would deal damage this turn, …" (615.8): the source, and where the damage would be dealt if named.
 */
function readNextTime(m: RegExpExecArray) {
  const [, byWords, kind, toWords] = m;
  const by = readSender(byWords!);
  const to = toWords === undefined ? undefined : readRecipient(toWords);
  if (!by || (toWords !== undefined && !to)) return undefined;
  // "Sacrifice ~: … to enchanted creature": the creature it was attached to as it left isn't known yet (608.2h).
  if (to && lastKnownHost(to)) return undefined;
  // A group of sources has no one next instance of damage.
  const side = by.side(0);
  if ('sources' in side || ('aim' in side && 'group' in side.aim)) return undefined;
  return built(false, to, by, { once: true, ...(kind ? { combat: true } : {}) });
}

/**
 * A group as shields: a player or, for a shield of N, each permanent of it now gets one (615.11); "all damage ... to
 * creatures" is about any creature as the damage would be dealt (611.2c fixes the set only for changed
 * characteristics), of the player it names if it names one (608.2b: none when that target is illegal).
 */
function groupParts(
  state: GameState,
  item: StackItem,
  group: Group,
  target: (index: number | undefined) => Target | undefined,
  each: boolean,
  side: 'to' | 'from',
): ShieldPart[] {
  if (group.kind === 'both') return group.groups.flatMap(g => groupParts(state, item, g, target, each, side));
  if (group.kind === 'players' || each) return groupMembers(state, item, group, target).map(t => ({ [side]: t }));
  const of = groupPlayer(state, item, group, target);
  if (of === null) return [];
  const filter = of === undefined ? group.filter : { ...group.filter, controlledBy: of };
  return [side === 'to' ? { toFilter: filter } : { fromFilter: filter }];
}

function sideParts(
  state: GameState,
  item: StackItem,
  s: Side,
  target: (index: number | undefined) => Target | undefined,
  each: boolean,
  side: 'to' | 'from',
): ShieldPart[] {
  if ('sources' in s) return [{ fromFilter: s.sources }];
  if ('chosen' in s) return [];
  if ('group' in s.aim) return groupParts(state, item, s.aim.group, target, each, side);
  return aimedAt(state, item, s.aim, target).map(t => ({ [side]: t }));
}

/** How the log names what a shield is about: the objects and players it is on, or the words for those that fit. */
function partLabel(state: GameState, part: ShieldPart, s: Side): string {
  const on = part.to ?? part.from;
  return on ? targetLabel(state, on) : s.words;
}

/**
 * "Prevent all combat damage that would be dealt this turn", "prevent all damage that would be dealt to you this turn
 * by attacking creatures", "... to and dealt by target creature this turn", "prevent all damage that creatures would
 * deal to players this turn", "prevent the next 3 damage that would be dealt to any target this turn", "until your
 * next turn, prevent all damage target permanent would deal" (CR 615.1a, 615.7, 615.11): shields applied by the
 * `preventionShield` entry of `replacement.ts`, until end of turn (514.2) or the controller's next turn (611.2a).
 */
export const prevent = defineEffect<Prevent>({
  kind: 'prevent',
  rule: '615.1a',
  reads: [
    {
      pattern: /^(?:(until your next turn), )?prevent (all|the next (\w+)) (combat |noncombat )?damage (.+)$/i,
      build: readPrevention,
    },
    {
      pattern:
        /^prevent the next (\w+) damage that would be dealt this turn to (one or two|one, two, or three|any number of) targets, divided as you choose$/i,
      build: readDivided,
    },
    {
      pattern:
        /^(?:the next time (.+?) would deal damage(?: to (.+?))? this turn, that damage|all damage that would be dealt (?:this turn to (.+?)|to (.+?) this turn) by (.+?)) is dealt to (.+) instead$/i,
      build: readRedirection,
    },
    {
      pattern: /^the next time (.+?) would deal (combat )?damage(?: to (.+?))? this turn, prevent that damage$/i,
      build: readNextTime,
    },
  ],
  perform: (state0, item, e, target) => {
    const picked = e.by && 'chosen' in e.by ? chosenSource(state0, item, e.by.words, e.by.chosen) : undefined;
    if (picked && !picked.from) return picked.state;
    const state = picked?.state ?? state0;
    let base: TurnEffect & { kind: 'prevention' } = {
      kind: 'prevention' as const,
      controller: item.controller,
      source: item.source,
      ...(e.combat ? { combat: true } : {}),
      ...(e.noncombat ? { noncombat: true as const } : {}),
      ...(e.amount !== undefined ? { remaining: amountOf(item, e.amount) } : {}),
      ...(e.untilYourNextTurn ? { untilTurnOf: item.controller } : {}),
      ...(e.once ? { once: true as const } : {}),
      ...(e.gainPrevented ? { gainPrevented: true as const } : {}),
    };
    const each = e.amount !== undefined;
    // A redirection needs where the damage goes, still a legal target (608.2b).
    const redirectTo = e.redirect && aimedAt(state, item, e.redirect, target)[0];
    if (e.redirect && !redirectTo) return state;
    if (redirectTo) base = { ...base, redirectTo };
    if (e.divided && e.to && 'aim' in e.to && 'targets' in e.to.aim)
      return dividedShields(state, item, e.to.aim.targets, target, base);
    const to = e.to ? sideParts(state, item, e.to, target, each, 'to') : [{}];
    const by = picked?.from ? [picked.from] : e.by ? sideParts(state, item, e.by, target, false, 'from') : [{}];
    // "To and dealt by": two shields, one about each; otherwise each recipient with each source.
    const parts: ShieldPart[] = e.toAndBy
      ? [...to, ...sideParts(state, item, e.to!, target, false, 'from')]
      : to.flatMap(t => by.map(b => ({ ...t, ...b })));
    if (parts.length === 0) return state;
    const shields: TurnEffect[] = parts.map(p => ({ ...base, ...p }));
    const labels = (s: Side | undefined, key: 'to' | 'from') =>
      s ? [...new Set(parts.filter(p => p[key] || p[`${key}Filter`]).map(p => partLabel(state, p, s)))] : [];
    const toLabels = labels(e.to, 'to');
    const byLabels = e.toAndBy ? [] : labels(e.by, 'from');
    const what = `${e.once ? 'the next instance of' : each ? `the next ${amountOf(item, e.amount!)}` : 'all'}${e.combat ? ' combat' : e.noncombat ? ' noncombat' : ''} damage`;
    const rule: RuleId = redirectTo
      ? '614.9'
      : e.once
        ? '615.8'
        : !each
          ? '615.1a'
          : e.to && 'aim' in e.to && !single(e.to.aim)
            ? '615.11'
            : '615.7';
    return logRule(
      { ...state, turnEffects: [...state.turnEffects, ...shields] },
      'pump',
      rule,
      `${what[0]!.toUpperCase()}${what.slice(1)} that would be dealt${toLabels.length ? ` to ${e.toAndBy ? 'and dealt by ' : ''}${toLabels.join(', ')}` : ''}${byLabels.length ? ` by ${byLabels.join(', ')}` : ''} ${e.untilYourNextTurn ? `until ${item.controller}'s next turn` : 'this turn'} ${redirectTo ? `will be dealt to ${targetLabel(state, redirectTo)} instead` : 'will be prevented'}.`,
    );
  },
});

/**
 * The source `item`'s controller chooses as it resolves (609.7a), as written in advance (`Alice chooses bolt for
 * palm`, for this card or their next such choice), used up; it must fit what the sentence asks ("a red source"), and
 * the shield then rechecks that as the damage would be dealt (609.7b). Which source a player would choose has no
 * faithful default: without a written choice the game says so (`unmodelled`: the scenario is inconclusive from here)
 * and makes no shield.
 */
function chosenSource(
  state: GameState,
  item: StackItem,
  words: string,
  filter: ObjectFilter,
): { readonly state: GameState; readonly from?: ShieldPart } {
  const who = item.controller;
  const mine = state.entryChoices.filter(c => c.player === who && c.choice.kind === 'object');
  const written = mine.find(c => c.source === item.source) ?? mine.find(c => c.source === undefined);
  const object = written?.choice.kind === 'object' ? written.choice.object : undefined;
  if (object === undefined || !state.objects[object])
    return {
      state: logRule(
        state,
        'unmodelled',
        '609.7a',
        `${who} chooses ${words} as ${name(state, item.source)} resolves, and the scenario doesn't say which (\`${who} chooses <source> for <card>\`): no default choice would be faithful`,
        { players: [who], objects: [item.source] },
      ),
    };
  const s = { ...state, entryChoices: state.entryChoices.filter(c => c !== written) };
  if (!matchesFilter(s, object, filter, who, item.source))
    return {
      state: logRule(
        s,
        'unmodelled',
        '609.7a',
        `${who} can't choose ${name(s, object)} as ${words} (it doesn't fit), and the scenario doesn't say which ${who} chooses instead`,
        { players: [who], objects: [object] },
      ),
    };
  // A spell chosen stays the source as the permanent it becomes (609.7a): no permanent's timestamp to keep to.
  const stamp = s.permanents[object]?.timestamp ?? SPELL_STAMP;
  return {
    state: logRule(s, 'resolve', '609.7a', `${who} chooses ${name(s, object)} as ${words}.`, {
      players: [who],
      objects: [object],
    }),
    from: { from: { kind: 'object', id: object, stamp }, fromFilter: filter },
  };
}

/** Whether the card has an ability that asks for a source of its controller's choice (`chosenSource`), however nested. */
export const asksForSource = (def: CardDef): boolean =>
  hasEffect(def, e => e.kind === 'prevent' && 'chosen' in ((e as Prevent).by ?? {}));

/** A shield of its share of the division on each target still legal (608.2b: no other target gets that share). */
function dividedShields(
  state: GameState,
  item: StackItem,
  targets: readonly number[],
  target: (index: number | undefined) => Target | undefined,
  base: TurnEffect & { kind: 'prevention' },
): GameState {
  const shields = targets.flatMap((i, k) => {
    const to = target(i);
    const share = item.division?.[k] ?? 0;
    return to && share > 0 ? [{ ...base, to, remaining: share }] : [];
  });
  if (shields.length === 0) return state;
  return logRule(
    { ...state, turnEffects: [...state.turnEffects, ...shields] },
    'pump',
    '615.7',
    `The next ${shields.map(t => `${t.remaining} damage that would be dealt to ${targetLabel(state, t.to)}`).join(', ')} this turn will be prevented.`,
  );
}
