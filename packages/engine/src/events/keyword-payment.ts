import type { Color, GameState, ManaCost, ObjectId, PlayerId } from '../core/types.js';
import type { RuleId } from '../core/cited-rules.js';
import type { Keyword } from '../core/keywords/index.js';
import { logRule, name, updatePermanent } from '../core/state.js';
import { colors, controller, isType } from '../view/queries.js';
import { reject } from '../core/violations.js';
import type { Rejected } from '../core/outcome.js';
import { moveZone } from './actions.js';

/**
 * Convoke, improvise and delve (CR 702.51a, 702.126a, 702.66a): parts of a spell's total cost paid by tapping
 * creatures or artifacts or exiling cards from its caster's graveyard instead of with mana (601.2h). Which ones is the
 * caster's choice, written on the cast (`convoking bears, elves`); none are used unless named.
 */
export interface KeywordPaymentChoices {
  readonly convoke?: readonly ObjectId[];
  readonly improvise?: readonly ObjectId[];
  readonly delve?: readonly ObjectId[];
}

interface Way {
  readonly keyword: Keyword;
  readonly rule: RuleId;
  readonly field: keyof KeywordPaymentChoices;
  /** Why `id` can't pay this way, or undefined when it can. */
  readonly unfit: (state: GameState, who: PlayerId, id: ObjectId) => string | undefined;
}

const untapped = (kind: 'creature' | 'artifact') => (state: GameState, who: PlayerId, id: ObjectId) => {
  const perm = state.permanents[id];
  if (!perm || controller(state, id) !== who) return `it isn't a permanent ${who} controls`;
  if (!isType(state, id, kind === 'creature' ? 'Creature' : 'Artifact'))
    return `it isn't ${kind === 'creature' ? 'a creature' : 'an artifact'}`;
  return perm.tapped ? 'it is tapped' : undefined;
};

const WAYS: readonly Way[] = [
  { keyword: 'convoke', rule: '702.51a', field: 'convoke', unfit: untapped('creature') },
  { keyword: 'improvise', rule: '702.126a', field: 'improvise', unfit: untapped('artifact') },
  {
    keyword: 'delve',
    rule: '702.66a',
    field: 'delve',
    unfit: (state, who, id) =>
      state.players.find(p => p.id === who)?.graveyard.includes(id) ? undefined : `it isn't in ${who}'s graveyard`,
  },
];

/** At most this many different costs are left to try with mana: more choices than that aren't told apart. */
const MAX_OPTIONS = 64;

/**
 * Taps and exiles what the cast names for these keywords, and the mana left to pay: the costs it may be, best first
 * (a convoking creature of several colors may pay either; a creature pays generic mana only when no mana of its
 * colors is left, which is never worse). The caller pays the first that its mana can. Unchanged when none is named.
 */
export function payByKeywords(
  state: GameState,
  who: PlayerId,
  spell: ObjectId,
  cost: ManaCost,
  x: number,
  choices: KeywordPaymentChoices,
  can: string,
): { readonly state: GameState; readonly costs: readonly ManaCost[] } | Rejected {
  const used = WAYS.filter(w => choices[w.field]?.length);
  if (used.length === 0) return { state, costs: [cost] };
  const def = state.objects[spell]!.def;
  const seen = new Set<ObjectId>();
  for (const way of used) {
    const fail = (reason: string, id?: ObjectId) =>
      reject(way.rule, 'cast/keyword-payment', `${can} ${reason}`, id ? [spell, id] : [spell], [who], {
        object: id ?? spell,
      });
    if (!def.keywords.includes(way.keyword)) return fail(`using ${way.keyword}: it has no ${way.keyword}`);
    for (const id of choices[way.field]!) {
      const why = seen.has(id) ? 'it is named twice' : way.unfit(state, who, id);
      if (why) return fail(`with ${way.keyword} using ${name(state, id)}: ${why}`, id);
      seen.add(id);
    }
  }
  const generic = cost.generic + cost.x * x;
  const others = (choices.improvise?.length ?? 0) + (choices.delve?.length ?? 0);
  const options = convokeOptions(state, cost, choices.convoke ?? []).filter(o => o.generic + others <= generic);
  if (options.length === 0) {
    const way = used[0]!;
    return reject(
      way.rule,
      'cast/keyword-payment',
      `${can}: ${seen.size} ${seen.size === 1 ? 'creature, artifact or card pays' : 'creatures, artifacts and cards pay'} more than the mana of its total cost they can pay for`,
      [spell, ...seen],
      [who],
      { object: spell },
    );
  }
  let s = state;
  for (const id of choices.convoke ?? []) s = tapFor(s, who, id, 'to pay for mana of the spell (convoke)', '702.51a');
  for (const id of choices.improvise ?? [])
    s = tapFor(s, who, id, 'to pay for mana of the spell (improvise)', '702.126a');
  for (const id of choices.delve ?? []) {
    s = logRule(s, 'manaPaid', '702.66a', `${who} exiles ${name(s, id)} from their graveyard to pay for {1} (delve).`, {
      objects: [id],
      players: [who],
    });
    s = moveZone(s, id, 'exile', '702.66a');
  }
  const costs = options.map(o => ({
    generic: generic - o.generic - others,
    colored: o.colored,
    x: 0,
    ...(o.hybrid.length ? { hybrid: o.hybrid } : {}),
    // Convoking creatures pay generic, colored and hybrid mana here; Phyrexian symbols are left to mana or life, snow
    // symbols to mana from snow sources (107.4h).
    ...(cost.phyrexian ? { phyrexian: cost.phyrexian } : {}),
    ...(cost.snow ? { snow: cost.snow } : {}),
  }));
  return { state: s, costs };
}

/**
 * Conspire's additional cost (702.78a): the two untapped creatures the cast names, which its caster controls and which
 * each share a color with the spell, tapped. Unchanged when none is named (it isn't paid).
 */
export function payConspire(
  state: GameState,
  who: PlayerId,
  spell: ObjectId,
  creatures: readonly ObjectId[] | undefined,
  can: string,
): GameState | Rejected {
  if (!creatures?.length) return state;
  const fail = (reason: string, id?: ObjectId) =>
    reject('702.78a', 'cast/keyword-payment', `${can} conspiring ${reason}`, id ? [spell, id] : [spell], [who], {
      object: id ?? spell,
    });
  if (!state.objects[spell]!.def.keywords.includes('conspire')) return fail(': it has no conspire');
  if (creatures.length !== 2) return fail(`${creatures.length} creatures: conspire taps exactly two`);
  const its = colors(state, spell);
  let s = state;
  for (const id of creatures) {
    const why =
      id === creatures[0] && id === creatures[1]
        ? 'it is named twice'
        : (untapped('creature')(s, who, id) ??
          (colors(s, id).some(c => its.includes(c)) ? undefined : `it shares no color with ${name(s, spell)}`));
    if (why) return fail(`${name(s, id)}: ${why}`, id);
    s = tapFor(s, who, id, 'for the conspire cost', '702.78a');
  }
  return s;
}

function tapFor(state: GameState, who: PlayerId, id: ObjectId, why: string, rule: RuleId): GameState {
  return logRule(
    updatePermanent(state, id, p => ({ ...p, tapped: true })),
    'tap',
    rule,
    `${who} taps ${name(state, id)} ${why}.`,
    { objects: [id], players: [who] },
  );
}

interface Left {
  readonly colored: Readonly<Partial<Record<Color | 'C', number>>>;
  readonly hybrid: readonly (readonly [Color, Color])[];
  /** Generic mana paid by creatures so far. */
  readonly generic: number;
}

/** What convoking creatures may leave of the colored and hybrid mana, and the generic mana they pay, each way. */
function convokeOptions(state: GameState, cost: ManaCost, creatures: readonly ObjectId[]): Left[] {
  const out = new Map<string, Left>();
  const walk = (at: number, left: Left) => {
    if (out.size >= MAX_OPTIONS) return;
    if (at === creatures.length) {
      out.set(JSON.stringify(left), left);
      return;
    }
    const own = colors(state, creatures[at]!);
    let colored = false;
    for (const c of own) {
      if ((left.colored[c] ?? 0) > 0) {
        colored = true;
        walk(at + 1, { ...left, colored: { ...left.colored, [c]: left.colored[c]! - 1 } });
      }
    }
    left.hybrid.forEach((pair, i) => {
      if (pair.some(c => own.includes(c))) {
        colored = true;
        walk(at + 1, { ...left, hybrid: left.hybrid.filter((_, j) => j !== i) });
      }
    });
    if (!colored) walk(at + 1, { ...left, generic: left.generic + 1 });
  };
  walk(0, { colored: { ...cost.colored }, hybrid: [...(cost.hybrid ?? [])], generic: 0 });
  return [...out.values()].sort((a, b) => a.generic - b.generic);
}
