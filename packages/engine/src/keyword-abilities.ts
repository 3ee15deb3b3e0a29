import type { Ability } from './types.js';
import type { Keyword } from './cards.js';
import type { RuleId } from './rules.js';
import { costedKeywordCost } from './cards.js';
import { readEffect } from './effects/index.js';
import { parseCardText } from './effects.js';
import { readTarget } from './effects/phrases.js';

/**
 * Keywords that stand for abilities written out in the rules (CR 702): each entry reads its keyword and gives the
 * abilities it means, built from the same registries as written text, so a keyword is one entry here.
 */
interface KeywordAbility {
  readonly rule: RuleId;
  readonly reads: RegExp;
  readonly abilities: (match: RegExpExecArray, keyword: string) => readonly Ability[];
}

/** The keyword as a cost is named on a card ("Equip {2}"). */
const asWritten = (keyword: string) => keyword.charAt(0).toUpperCase() + keyword.slice(1);

/** "Draw a card", as the effect registry reads it. */
const drawACard = () => readEffect('draw a card')!.effect(0);

/**
 * An ability as the rules spell a keyword out, read by the card-text reader like any printed ability (so it uses the
 * same trigger and effect registries); a test checks each is wholly understood.
 */
function spelledOut(text: string): readonly Ability[] {
  const parsed = parseCardText(text, '', false);
  return parsed.notUnderstood.length ? [] : parsed.abilities;
}

export const KEYWORD_ABILITIES: readonly KeywordAbility[] = [
  {
    // "Equip [cost]" means "[Cost]: Attach this permanent to target creature you control. Activate only as a sorcery." (702.6a)
    rule: '702.6a',
    reads: /^equip /i,
    abilities: (_m, keyword) => {
      const mana = costedKeywordCost(keyword, 'equip');
      const target = readTarget('target creature you control');
      if (!mana || !target) return [];
      return [{ kind: 'activated', cost: { mana }, costText: asWritten(keyword), sorcery: true, targets: [target], effects: [{ kind: 'attach', target: 0 }] }];
    },
  },
  {
    // Evolve (702.100a): a bigger creature entering under your control puts a +1/+1 counter on this one.
    rule: '702.100a',
    reads: /^evolve$/i,
    abilities: () => spelledOut('Whenever a creature you control enters, if that creature has greater power or toughness than this creature, put a +1/+1 counter on this creature.'),
  },
  {
    // Prowess: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn." (702.108a)
    rule: '702.108a',
    reads: /^prowess$/i,
    abilities: () => spelledOut('Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.'),
  },
  {
    // "Cycling [cost]" means "[Cost], Discard this card: Draw a card." and works only from the hand (702.29a).
    rule: '702.29a',
    reads: /^cycling /i,
    abilities: (_m, keyword) => {
      const mana = costedKeywordCost(keyword, 'cycling');
      return mana ? [{ kind: 'activated', cost: { mana, discardSelf: true }, costText: asWritten(keyword), zone: 'hand', targets: [], effects: [drawACard()] }] : [];
    },
  },
];

/** The abilities a card's keywords stand for. */
export function keywordAbilities(keywords: readonly Keyword[]): Ability[] {
  return keywords.flatMap(keyword => KEYWORD_ABILITIES.flatMap(entry => {
    const m = entry.reads.exec(keyword);
    return m ? entry.abilities(m, keyword) : [];
  }));
}
