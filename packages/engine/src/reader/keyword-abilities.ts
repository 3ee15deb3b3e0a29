import type { Ability } from '../core/types.js';
import { asPrinted, keywordEntry, type Keyword, type KeywordCard, type KeywordReader } from '../core/keywords/index.js';
import { readEffect } from '../effects/index.js';
import { castable, parseCardText, READ_CONTEXT } from './card-text.js';
import { readStateCondition } from '../view/conditions.js';
import { readTarget } from '../core/phrases.js';
import { readCost } from '../events/costs.js';

const SPELLED_OUT = new Map<string, readonly Ability[]>();
const MAX_SPELLED_OUT = 5_000;

/**
 * The card reader's parts as keyword entries build their abilities with (`KeywordEntry.abilities`): an ability as the
 * rules spell a keyword out is read like any printed ability (so it uses the same trigger and effect registries); a
 * test checks each is wholly understood.
 */
export const KEYWORD_READER: KeywordReader = {
  // The same few texts for every card with the keyword: read once (abilities are immutable data).
  spelledOut: text => {
    let abilities = SPELLED_OUT.get(text);
    if (!abilities) {
      const parsed = parseCardText(text, '', false);
      abilities = parsed.notUnderstood.length ? [] : parsed.abilities;
      // Bounded: a long-running server reading texts as they are typed doesn't keep them all.
      if (SPELLED_OUT.size >= MAX_SPELLED_OUT) SPELLED_OUT.clear();
      SPELLED_OUT.set(text, abilities);
    }
    return abilities;
  },
  instructions: text => {
    const parsed = parseCardText(text, '', true);
    const spell = parsed.abilities[0];
    return parsed.notUnderstood.length === 0 && parsed.abilities.length === 1 && spell?.kind === 'spell' && !spell.modes
      ? { targets: spell.targets, effects: spell.effects }
      : undefined;
  },
  effect: sentence => readEffect(sentence, READ_CONTEXT)?.effect(0),
  condition: text => readStateCondition(text),
  target: phrase => readTarget(phrase),
  // A keyword is kept in lower case: its cost's subtypes get their capitals back ("sacrifice a Goblin").
  cost: text => readCost(asPrinted(text)),
  castingCost: text => {
    const cost = readCost(asPrinted(text));
    return cost && castable(cost) ? cost : undefined;
  },
};

/** A card without a mana cost, such as a token (202.3a). */
const NO_COST: KeywordCard = { manaValue: 0 };

/** The abilities a card's keywords stand for (CR 702), from each keyword's entry. */
export function keywordAbilities(keywords: readonly Keyword[], card: KeywordCard = NO_COST): Ability[] {
  return keywords.flatMap(keyword => keywordEntry(keyword)?.abilities?.(KEYWORD_READER, keyword, card) ?? []);
}

/**
 * Whether a keyword stands for abilities the reader couldn't build ("equip—pay 3 life" with a cost it doesn't
 * read): read but not performed, so the card's builder keeps it unmodelled rather than silently doing nothing.
 */
export function keywordUnperformed(keyword: Keyword, card: KeywordCard): boolean {
  const entry = keywordEntry(keyword);
  return entry?.abilities !== undefined && entry.abilities(KEYWORD_READER, keyword, card).length === 0;
}
