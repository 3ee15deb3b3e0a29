import type { Ability, GameState, ObjectId } from './types.js';
import type { Keyword } from './cards.js';
import { MAX_AMOUNT, keywordInfo } from './cards.js';
import { readGroup } from './effects/phrases.js';
import { matchesFilter } from './targets.js';

/**
 * Static abilities that change characteristics (CR 604.1, 613): read from rules text, and applied to what the game
 * sees. Only additive changes are modelled — power/toughness modifications (layer 7c) and keywords added (layer 6) —
 * which give the same result in any order (613.4c), so no timestamps or dependencies are needed for them.
 */

type Static = Extract<Ability, { kind: 'static' }>;

/** "flying", "flying and first strike", "first strike, vigilance, and lifelink": keywords the engine knows. */
export function keywordList(text: string): Keyword[] | undefined {
  const names = text.split(/,\s*(?:and\s+)?|\s+and\s+/).map(k => keywordInfo(k)?.name);
  return names.length > 0 && names.every(n => n !== undefined) ? (names as Keyword[]) : undefined;
}

const GETS = /^(.+?) (?:gets?|get) ([+-]\d+)\/([+-]\d+)(?: and (?:has|have) (.+))?$/i;
const HAS = /^(.+?) (?:has|have) (.+)$/i;

/**
 * Reads "equipped creature gets +2/+0", "enchanted creature gets +1/+1 and has flying", "creatures you control have
 * vigilance", "other Elves you control get +1/+1" as a static ability, or undefined.
 */
export function readStatic(sentence: string): Static | undefined {
  const gets = GETS.exec(sentence);
  const has = gets ? undefined : HAS.exec(sentence);
  const m = gets ?? has;
  if (!m || /until end of turn|this turn/i.test(sentence)) return undefined;
  const power = gets ? Number(gets[2]) : 0;
  const toughness = gets ? Number(gets[3]) : 0;
  if (Math.abs(power) > MAX_AMOUNT || Math.abs(toughness) > MAX_AMOUNT) return undefined;
  const keywordText = gets ? gets[4] : has![2];
  const keywords = keywordText === undefined ? [] : keywordList(keywordText);
  if (!keywords) return undefined;
  const subject = m[1]!;
  if (/^(?:equipped|enchanted) creature$/i.test(subject)) return { kind: 'static', affects: 'attached', power, toughness, keywords };
  const group = readGroup(subject);
  if (group?.kind !== 'permanents' || !group.filter.controller) return undefined;
  return { kind: 'static', affects: group.filter, power, toughness, keywords };
}

export interface StaticBonus {
  readonly power: number;
  readonly toughness: number;
  readonly keywords: readonly Keyword[];
}

/** The static abilities' bonuses by object for a battlefield: worked out once per permanents record (they depend on nothing else). */
const CACHE = new WeakMap<GameState['permanents'], ReadonlyMap<ObjectId, StaticBonus>>();
const NONE: ReadonlyMap<ObjectId, StaticBonus> = new Map();

/** Whether static abilities changed anything on the battlefield of this permanents record, as last worked out. */
export function hadStatics(permanents: GameState['permanents']): boolean {
  return (CACHE.get(permanents)?.size ?? 0) > 0;
}

export function staticBonuses(state: GameState): ReadonlyMap<ObjectId, StaticBonus> {
  const cached = CACHE.get(state.permanents);
  if (cached) return cached;
  // A filter that looks at characteristics ("creatures with flying") sees them without these bonuses while they are
  // worked out: the common case of 613.8's dependencies isn't modelled.
  CACHE.set(state.permanents, NONE);
  let bonuses: Map<ObjectId, StaticBonus> | undefined;
  for (const source of state.battlefield) {
    for (const ability of state.objects[source]!.def.abilities) {
      if (ability.kind !== 'static') continue;
      const perm = state.permanents[source]!;
      const affected = ability.affects === 'attached'
        ? (perm.attachedTo !== undefined && state.permanents[perm.attachedTo] ? [perm.attachedTo] : [])
        : state.battlefield.filter(id => matchesFilter(state, id, ability.affects as Exclude<Static['affects'], 'attached'>, perm.controller, source));
      for (const id of affected) {
        bonuses ??= new Map();
        const before = bonuses.get(id) ?? { power: 0, toughness: 0, keywords: [] };
        bonuses.set(id, { power: before.power + ability.power, toughness: before.toughness + ability.toughness, keywords: [...before.keywords, ...ability.keywords] });
      }
    }
  }
  const result = bonuses ?? NONE;
  CACHE.set(state.permanents, result);
  return result;
}
