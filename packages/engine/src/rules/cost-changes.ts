import type { Ability, GameState, ManaCost, ManaType, ObjectId, PlayerId } from '../core/types.js';
import { MANA_TYPES, MAX_AMOUNT, parseManaCost } from '../core/cards.js';
import { countOf, readCount } from '../view/counts.js';
import { conditionHolds, readStateCondition } from '../view/conditions.js';
import { readSpells } from '../core/phrases.js';
import { matchesFilter } from '../view/targets.js';
import { name } from '../core/state.js';
import { abilities, controller } from '../view/queries.js';

/**
 * Cost increases and reductions (CR 601.2f, 118.7): "creature spells you cast cost {1} less to cast", "noncreature
 * spells cost {1} more to cast" (static abilities of permanents), "~ costs {1} less to cast for each artifact you
 * control" and "… if you control a Wizard" (of the spell itself, 601.2f: it applies while it is being cast).
 */
export type CostChange = Extract<Ability, { kind: 'costChange' }>;

const GROUP = /^(?:(.+?) )?spells? (?:(you|your opponents) cast )?costs? ((?:\{[\dWUBRG]+\})+) (less|more) to cast$/i;
/** "Spells", "Black spells and green spells": each spell of any of the kinds (the second "spells" said once). */
const EITHER = / spells and /i;
/** "~ costs {1} less to cast for each …", "… if …", "~ costs {X} less to cast, where X is …" (107.3c). */
const OWN =
  /^(~|this ability) costs ((?:\{[\dWUBRGX]+\})+) (less|more) to (cast|activate)(?: for each (.+)| if (.+)|, where x is (.+))$/i;
/** "If there are ten or more creature cards in all graveyards, ~ costs {6} less to cast": the condition first. */
const IF_FIRST = /^if ([^,]+), (~ costs .+ to cast)$/i;

/**
 * A change to the cost of the spell or ability it is written on: "~ costs {1} less to cast for each artifact you
 * control" (601.2f), "this ability costs {1} less to activate if …" (602.2b), by generic mana and colored mana (118.7c).
 */
function readOwn(sentence: string, subject: '~' | 'this ability'): CostChange | undefined {
  const first = IF_FIRST.exec(sentence);
  const own = OWN.exec(first ? `${first[2]!} if ${first[1]!}` : sentence);
  if (!own || own[1]!.toLowerCase() !== subject || (own[4]!.toLowerCase() === 'cast') !== (subject === '~'))
    return undefined;
  // "{X} less, where X is …": {1} less for each thing X counts.
  const byX = own[7] !== undefined;
  const mana = parseManaCost(byX && /^\{x\}$/i.test(own[2]!) ? '{1}' : own[2]!);
  if (byX !== /x/i.test(own[2]!)) return undefined;
  const counted = own[5] ?? own[7];
  const forEach = counted !== undefined ? readCount(counted) : undefined;
  const condition = own[6] !== undefined ? readStateCondition(own[6]) : undefined;
  // A reduction by a hybrid or Phyrexian symbol is a choice of its payer (118.7e–f) the engine doesn't read, nor one by
  // a snow symbol (118.7g).
  if (!mana.ok || mana.cost.hybrid || mana.cost.phyrexian || mana.cost.snow || (!forEach && !condition))
    return undefined;
  const n = signed(String(mana.cost.generic), own[3]!);
  const colored = Object.keys(mana.cost.colored).length > 0 ? mana.cost.colored : undefined;
  // Colored mana is only ever taken off here (118.7c); "costs {R} more" isn't a shape the engine reads.
  if (n === undefined || (colored && (n > 0 || forEach))) return undefined;
  return {
    kind: 'costChange',
    amount: n,
    self: true,
    ...(colored ? { colored } : {}),
    ...(forEach ? { forEach } : {}),
    ...(condition ? { condition } : {}),
  };
}

/** "This ability costs {1} less to activate for each …": a sentence of an activated ability (602.2b), or undefined. */
export function readAbilityCostChange(sentence: string): CostChange | undefined {
  return readOwn(sentence, 'this ability');
}

/** The cost-changing ability a sentence gives its card, or undefined. */
export function readCostChange(sentence: string): CostChange | undefined {
  const own = readOwn(sentence, '~');
  if (own) return own;
  const group = GROUP.exec(sentence);
  const mana = group ? parseManaCost(group[3]!) : undefined;
  if (!mana?.ok) return undefined;
  const n = signed(String(mana.cost.generic), group![4]!);
  // "Instant and sorcery spells": each spell that is either.
  const spells =
    group![1] === undefined ? {} : readSpells(`${group![1].replace(EITHER, ' or ').replace(/ and /i, ' or ')} spell`);
  if (n === undefined || !spells) return undefined;
  const who =
    group![2] === undefined ? ('any' as const) : /^you$/i.test(group![2]) ? ('you' as const) : ('opponents' as const);
  // "Black spells you cast cost {B} more to cast": colored mana added to the cost (601.2f), or taken off (118.7c).
  const colored = Object.keys(mana.cost.colored).length > 0 ? mana.cost.colored : undefined;
  const way = colored && (/more/i.test(group![4]!) ? { coloredMore: colored } : { colored });
  return { kind: 'costChange', amount: n, spells, who, ...way };
}

function signed(digits: string, way: string): number | undefined {
  const n = Number(digits);
  return n > MAX_AMOUNT ? undefined : /less/i.test(way) ? -n : n;
}

/** Whether a spell's own cost change applies now (601.2f: as it is cast), for the player casting it. */
function selfApplies(state: GameState, ability: CostChange, source: ObjectId, spell: ObjectId, who: PlayerId): boolean {
  return (
    source === spell &&
    (!ability.condition ||
      conditionHolds(state, { controller: who, source: spell, id: spell, timestamp: 0 }, ability.condition))
  );
}

/** Whether one ability changes the cost of `spell` cast by `who`. */
function applies(
  state: GameState,
  ability: CostChange,
  source: ObjectId,
  controller: PlayerId,
  spell: ObjectId,
  who: PlayerId,
): boolean {
  if (ability.self) return selfApplies(state, ability, source, spell, who);
  if (ability.who === 'you' && who !== controller) return false;
  if (ability.who === 'opponents' && who === controller) return false;
  return !!ability.spells && matchesFilter(state, spell, ability.spells, controller, source);
}

type Colored = CostChange['colored'];

/** "{B}{B}": colored mana as symbols. */
const symbols = (mana: Colored): string => (mana ? MANA_TYPES.map(t => `{${t}}`.repeat(mana[t] ?? 0)).join('') : '');

/**
 * A mana cost with its changes added up (601.2f): increases of generic and colored mana, then generic and colored
 * reductions (118.7c), which come off only once every increase is in.
 */
class Changed {
  private more = 0;
  private less = 0;
  private readonly moreColored: Partial<Record<ManaType, number>> = {};
  private readonly lessColored: Partial<Record<ManaType, number>> = {};
  readonly notes: string[] = [];

  constructor(private readonly cost: ManaCost) {}

  /** One ability's change: `n` generic mana (negative: less), colored mana taken off and colored mana added. */
  add(n: number, off: Colored, added: Colored, source: string): void {
    if (n > 0) this.more += n;
    if (n < 0) this.less -= n;
    for (const t of MANA_TYPES) {
      if (off?.[t]) this.lessColored[t] = (this.lessColored[t] ?? 0) + off[t];
      if (added?.[t]) this.moreColored[t] = (this.moreColored[t] ?? 0) + added[t];
    }
    const generic = (k: number) => (k > 0 ? `{${k}}` : '');
    if (n > 0 || added) this.notes.push(`${generic(n)}${symbols(added)} more (${source})`);
    else if (n < 0 || off) this.notes.push(`${generic(-n)}${symbols(off)} less (${source})`);
  }

  /** Reductions reduce only what is left of the cost, not below zero (118.7a). */
  total(): ManaCost {
    if (this.notes.length === 0) return this.cost;
    const { hybrid: hybridBefore, phyrexian: phyrexianBefore, ...rest } = this.cost;
    const phyrexian = [...(phyrexianBefore ?? [])];
    const hybrid = [...(hybridBefore ?? [])];
    const colored: Partial<Record<ManaType, number>> = {};
    let less = this.less;
    for (const t of MANA_TYPES) {
      const owed = (this.cost.colored[t] ?? 0) + (this.moreColored[t] ?? 0);
      // 118.7c: colored mana off its own color; then a Phyrexian or hybrid symbol of that color, paid as that color
      // (announced so, 601.2b); what that doesn't cover comes off the generic mana.
      let k = this.lessColored[t] ?? 0;
      const taken = Math.min(k, owed);
      k -= taken;
      if (owed - taken > 0) colored[t] = owed - taken;
      for (const symbols of [phyrexian, hybrid] as const) {
        for (let i = symbols.length - 1; i >= 0 && k > 0; i--) {
          const symbol = symbols[i]!;
          if (symbol === t || (Array.isArray(symbol) && symbol.includes(t))) {
            symbols.splice(i, 1);
            k--;
          }
        }
      }
      less += k;
    }
    return {
      ...rest,
      colored,
      generic: Math.max(0, this.cost.generic + this.more - less),
      ...(hybrid.length ? { hybrid } : {}),
      ...(phyrexian.length ? { phyrexian } : {}),
    };
  }
}

/**
 * The permanents with a printed cost-changing ability, found once per battlefield: every cast asks. Which of those
 * still have it, and who controls them, the layers say as the cost is worked out (613.1b, 613.1f).
 */
const CHANGERS = new WeakMap<GameState['battlefield'], readonly ObjectId[]>();
function costChangers(state: GameState): readonly ObjectId[] {
  let found = CHANGERS.get(state.battlefield);
  if (!found)
    CHANGERS.set(
      state.battlefield,
      (found = state.battlefield.filter(id => state.objects[id]!.def.abilities.some(a => a.kind === 'costChange'))),
    );
  return found;
}

/**
 * The total cost of a spell (601.2f): increases added, then reductions taken off, which reduce only its generic
 * mana and not below zero (118.7a). `notes` say which abilities changed it, for the log.
 */
export function totalCost(
  state: GameState,
  who: PlayerId,
  spell: ObjectId,
  cost: ManaCost,
): { readonly cost: ManaCost; readonly notes: readonly string[] } {
  const changed = new Changed(cost);
  const consider = (ability: Ability, source: ObjectId, controller: PlayerId) => {
    if (ability.kind === 'costChange')
      addChange(changed, state, ability, source, controller, spell, who, name(state, source));
  };
  for (const ability of state.objects[spell]!.def.abilities) consider(ability, spell, who);
  for (const id of costChangers(state)) {
    for (const ability of abilities(state, id)) consider(ability, id, controller(state, id));
  }
  return { cost: changed.total(), notes: changed.notes };
}

/** The total mana cost of an activated ability with "this ability costs … less to activate …" (602.2b, 601.2f). */
export function abilityCost(
  state: GameState,
  who: PlayerId,
  source: ObjectId,
  cost: ManaCost,
  ability: CostChange,
): { readonly cost: ManaCost; readonly notes: readonly string[] } {
  const changed = new Changed(cost);
  addChange(changed, state, ability, source, who, source, who, 'its own text');
  return { cost: changed.total(), notes: changed.notes };
}

/** One ability's change to the cost of `spell` (a spell, or the source of an ability with its own change). */
function addChange(
  changed: Changed,
  state: GameState,
  ability: CostChange,
  source: ObjectId,
  controller: PlayerId,
  spell: ObjectId,
  who: PlayerId,
  label: string,
): void {
  if (!applies(state, ability, source, controller, spell, who)) return;
  const times = ability.self && ability.forEach ? countOf(state, who, spell, ability.forEach) : 1;
  changed.add(ability.amount * times, ability.colored, ability.coloredMore, label);
}
