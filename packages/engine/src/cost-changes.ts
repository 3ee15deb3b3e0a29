import type { Ability, GameState, ManaCost, ObjectFilter, ObjectId, PlayerId } from './types.js';
import { MAX_AMOUNT } from './cards.js';
import { conditionHolds, readStateCondition } from './conditions.js';
import { readPermanents, readSpells } from './effects/phrases.js';
import { matchesFilter } from './targets.js';
import { name } from './state.js';

/**
 * Cost increases and reductions (CR 601.2f, 118.7): "creature spells you cast cost {1} less to cast", "noncreature
 * spells cost {1} more to cast" (static abilities of permanents), "~ costs {1} less to cast for each artifact you
 * control" and "… if you control a Wizard" (of the spell itself, 601.2f: it applies while it is being cast).
 */
export type CostChange = Extract<Ability, { kind: 'costChange' }>;

const GROUP = /^(.+?) spells? (?:(you|your opponents) cast )?costs? \{(\d+)\} (less|more) to cast$/i;
const SELF = /^~ costs \{(\d+)\} (less|more) to cast (?:for each (.+)|if (.+))$/i;

/** The cost-changing ability a sentence gives its card, or undefined. */
export function readCostChange(sentence: string): CostChange | undefined {
  const self = SELF.exec(sentence);
  if (self) {
    const n = signed(self[1]!, self[2]!);
    const forEach = self[3] !== undefined ? readPermanents(self[3]) : undefined;
    const condition = self[4] !== undefined ? readStateCondition(self[4]) : undefined;
    if (n === undefined || (!forEach && !condition)) return undefined;
    return { kind: 'costChange', amount: n, self: true, ...(forEach ? { forEach } : {}), ...(condition ? { condition } : {}) };
  }
  const group = GROUP.exec(sentence);
  if (!group) return undefined;
  const n = signed(group[3]!, group[4]!);
  // "Instant and sorcery spells": each spell that is either.
  const spells = /^spells?$/i.test(group[1]!) ? {} : readSpells(`${group[1]!.replace(/ and /i, ' or ')} spell`);
  if (n === undefined || !spells) return undefined;
  const who = group[2] === undefined ? 'any' as const : /^you$/i.test(group[2]) ? 'you' as const : 'opponents' as const;
  return { kind: 'costChange', amount: n, spells, who };
}

function signed(digits: string, way: string): number | undefined {
  const n = Number(digits);
  return n > MAX_AMOUNT ? undefined : /less/i.test(way) ? -n : n;
}

/** How much one ability changes the cost of `spell` cast by `who` (0 when it doesn't apply). */
function change(state: GameState, ability: CostChange, source: ObjectId, controller: PlayerId, spell: ObjectId, who: PlayerId): number {
  if (ability.self) {
    if (source !== spell) return 0;
    if (ability.condition && !conditionHolds(state, { controller: who, source: spell, id: spell, timestamp: 0 }, ability.condition)) return 0;
    const times = ability.forEach ? state.battlefield.filter(id => matchesFilter(state, id, ability.forEach as ObjectFilter, who, spell)).length : 1;
    return ability.amount * times;
  }
  if (ability.who === 'you' && who !== controller) return 0;
  if (ability.who === 'opponents' && who === controller) return 0;
  return ability.spells && matchesFilter(state, spell, ability.spells, controller, source) ? ability.amount : 0;
}

/**
 * The total cost of a spell (601.2f): increases added, then reductions taken off, which reduce only its generic
 * mana and not below zero (118.7a). `notes` say which abilities changed it, for the log.
 */
export function totalCost(state: GameState, who: PlayerId, spell: ObjectId, cost: ManaCost): { readonly cost: ManaCost; readonly notes: readonly string[] } {
  let more = 0;
  let less = 0;
  const notes: string[] = [];
  const consider = (ability: Ability, source: ObjectId, controller: PlayerId) => {
    if (ability.kind !== 'costChange') return;
    const n = change(state, ability, source, controller, spell, who);
    if (n > 0) more += n;
    if (n < 0) less -= n;
    if (n !== 0) notes.push(`${n > 0 ? `{${n}} more` : `{${-n}} less`} (${name(state, source)})`);
  };
  for (const ability of state.objects[spell]!.def.abilities) consider(ability, spell, who);
  for (const id of state.battlefield) {
    for (const ability of state.objects[id]!.def.abilities) consider(ability, id, state.permanents[id]!.controller);
  }
  if (notes.length === 0) return { cost, notes };
  return { cost: { ...cost, generic: Math.max(0, cost.generic + more - less) }, notes };
}
