import type { Ability, GameState, ObjectId, PlayerId, PlayGrant } from '../core/types.js';
import { readCards, readSpells } from '../core/phrases.js';
import { matchesFilter } from '../view/targets.js';
import { abilities, controller, zoneOf } from '../view/queries.js';
import { name } from '../core/state.js';
import { parseManaCost } from '../core/cards.js';
import { conditionHolds, readStateCondition } from '../view/conditions.js';

/**
 * Permissions to play or cast cards (601.3, 305.1): the static abilities that give them ("you may cast creature spells
 * as though they had flash", "you may play lands from your graveyard", "you may cast ~ from your graveyard") and the
 * permissions of resolved spells and abilities (`state.permissions`, 611.2), as the cast and the land play ask.
 */
export type PermissionAbility = Extract<Ability, { kind: 'permission' }>;

/** A permission that applies to a card: what it allows, and what gives it, for the log. */
export interface Permitted {
  readonly grant: PlayGrant;
  readonly source: ObjectId;
  /** "Alice's Abbot of Keral Keep's effect", "Crucible of Worlds": what messages call it. */
  readonly by: string;
}

const FLASH = / as though (?:it|they) had flash$/i;
const SELF_FLASH = /^you may cast ~ as though it had flash(?: if you pay ((?:\{[^}]+\})+) more to cast it)?$/i;
const CONDITIONAL_SELF_FLASH = /^(?:as long as|if) (.+?), you may cast ~ as though it had flash$/i;
const WHO = /^(you|any player) may (play|cast) (.+)$/i;

/**
 * "You may cast sorcery spells as though they had flash", "any player may cast creature and enchantment spells as
 * though they had flash" (702.8a), "you may play land cards from your graveyard", "you may cast ~ from your
 * graveyard", "you may cast ~ from exile" (601.3, 305.1). Undefined for any other sentence.
 */
export function readPermission(sentence: string): PermissionAbility | undefined {
  // "As long as you control a green or blue permanent, you may cast ~ as though it had flash", "if you control a
  // creature with power 4 or greater, …": the card's own, while the condition holds.
  const conditional = CONDITIONAL_SELF_FLASH.exec(sentence);
  if (conditional) {
    const condition = readStateCondition(conditional[1]!);
    return condition && { kind: 'permission', grant: { play: false, flash: true }, self: true, condition };
  }
  // "You may cast ~ as though it had flash [if you pay {2} more to cast it]" (702.8a): the card's own.
  const self = SELF_FLASH.exec(sentence);
  if (self) {
    const more = self[1] === undefined ? undefined : parseManaCost(self[1]);
    if (more && (!more.ok || more.cost.x)) return undefined;
    return {
      kind: 'permission',
      grant: { play: false, flash: true, ...(more?.ok ? { flashCost: more.cost } : {}) },
      self: true,
    };
  }
  const who = WHO.exec(sentence);
  if (!who) return undefined;
  const play = who[2]!.toLowerCase() === 'play';
  const anyPlayer = who[1]!.toLowerCase() === 'any player' ? ({ anyPlayer: true } as const) : {};
  const flash = FLASH.exec(who[3]!);
  if (flash) {
    // Playing a land isn't timed by flash (305.1): only casting is.
    const spells = play ? undefined : readSpellsPhrase(who[3]!.slice(0, flash.index));
    if (spells === undefined) return undefined;
    return { kind: 'permission', grant: { play: false, flash: true }, ...spells, ...anyPlayer };
  }
  const from = /^(.+) from (your graveyard|exile)$/i.exec(who[3]!);
  if (!from || 'anyPlayer' in anyPlayer) return undefined;
  const grant: PlayGrant = { play, from: from[2]!.toLowerCase() === 'exile' ? 'exile' : 'graveyard' };
  if (from[1] === '~') return { kind: 'permission', grant, self: true };
  // Which exiled cards a permanent's ability lets its controller play, the words don't say but for its own.
  if (grant.from === 'exile') return undefined;
  // "Lands" and "land cards" alike; a "play" of nonland cards is a cast, and a cast of lands nothing (305.9).
  const cards = readCards(from[1]!.replace(/^lands$/i, 'land cards'));
  const lands = cards?.types?.length === 1 && cards.types[0] === 'Land';
  return cards && play === lands ? { kind: 'permission', grant, cards } : undefined;
}

/** "Spells", "Dinosaur spells", "creature and enchantment spells": each spell that is any of them. */
function readSpellsPhrase(phrase: string): { readonly cards?: PermissionAbility['cards'] } | undefined {
  if (/^spells$/i.test(phrase)) return {};
  const spells = readSpells(phrase.replace(/ and /i, ' or ').replace(/ spells$/i, ' spell'));
  return spells && { cards: spells };
}

/**
 * The permanents with a printed permission, found once per battlefield: every cast asks. Which of those still have
 * it, and who controls them, the layers say (613.1b, 613.1f).
 */
const PERMITTERS = new WeakMap<GameState['battlefield'], readonly ObjectId[]>();
function permitters(state: GameState): readonly ObjectId[] {
  let found = PERMITTERS.get(state.battlefield);
  if (!found)
    PERMITTERS.set(
      state.battlefield,
      (found = state.battlefield.filter(id => state.objects[id]!.def.abilities.some(a => a.kind === 'permission'))),
    );
  return found;
}

/**
 * The permissions that apply to `who` playing or casting `card` where it is now (601.3): of resolved spells and
 * abilities (611.2), of permanents' static abilities (their controller's, or any player's), and the card's own,
 * which works from any zone (113.6f).
 */
export function permissionsFor(state: GameState, who: PlayerId, card: ObjectId): readonly Permitted[] {
  const obj = state.objects[card]!;
  const out: Permitted[] = [];
  for (const p of state.permissions) {
    if (p.player !== who) continue;
    const applies = p.cards ? p.cards.includes(card) : !p.spells || matchesFilter(state, card, p.spells, who, p.source);
    if (applies) out.push({ grant: p.grant, source: p.source, by: `${name(state, p.source)}'s effect` });
  }
  // From its owner's graveyard ("your graveyard"), or from exile.
  const where = zoneOf(state, card);
  const fits = (a: PermissionAbility) =>
    !a.grant.from || (a.grant.from === where && (where === 'exile' || obj.owner === who));
  for (const a of obj.def.abilities)
    if (
      a.kind === 'permission' &&
      a.self &&
      obj.owner === who &&
      fits(a) &&
      (!a.condition || conditionHolds(state, { controller: who, source: card, id: card, timestamp: 0 }, a.condition))
    )
      out.push({ grant: a.grant, source: card, by: obj.def.name });
  for (const id of permitters(state)) {
    const mine = controller(state, id) === who;
    for (const a of abilities(state, id))
      if (
        a.kind === 'permission' &&
        !a.self &&
        (mine || a.anyPlayer) &&
        fits(a) &&
        (!a.cards || matchesFilter(state, card, a.cards, who, id))
      )
        out.push({ grant: a.grant, source: id, by: name(state, id) });
  }
  return out;
}
