import {
  CARD_TYPES, KEYWORDS, MAX_AMOUNT, SUPERTYPES, defineCard, keywordInfo, parseCardText, parseManaCost, type CardDef,
} from '@mtg-scenario/engine';
import type { AstNode } from 'langium';
import type { Card } from '../generated/ast.js';
import { didYouMean } from '../scoping/suggestions.js';
import { PROPERTY_LABEL, cardProperties } from './card-properties.js';
import { Codes } from '../validation/codes.js';

/** A problem with a card definition, located on a node (and optionally a property, list index or text span). */
export interface CardProblem {
  readonly severity: 'error' | 'warning';
  readonly code: string;
  readonly message: string;
  readonly node: AstNode;
  readonly property?: string;
  readonly index?: number;
  /** Offsets into the converted value of a STRING property (the card text). */
  readonly span?: { readonly start: number; readonly end: number };
}

export interface CompiledCard {
  readonly def: CardDef;
  readonly problems: readonly CardProblem[];
}

const TYPE_WORDS: readonly string[] = [...SUPERTYPES, ...CARD_TYPES];
/** Keyword abilities the engine knows, as written in card definitions. */
export const KEYWORD_NAMES: readonly string[] = [
  ...KEYWORDS.map(k => k.name), 'protection from white', 'protection from blue', 'protection from black',
  'protection from red', 'protection from green', 'plainswalk', 'islandwalk', 'swampwalk', 'mountainwalk', 'forestwalk',
];

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

function amountProblem(value: number | undefined, what: string, node: AstNode, property: string, min = 0): CardProblem | undefined {
  if (value === undefined) return undefined;
  if (!Number.isSafeInteger(value) || Math.abs(value) > MAX_AMOUNT) {
    return { severity: 'error', code: Codes.numberOutOfRange, message: `${what} ${value} is out of range (at most ${MAX_AMOUNT}).`, node, property };
  }
  if (value < min) return { severity: 'error', code: Codes.numberOutOfRange, message: `${what} can't be negative.`, node, property };
  return undefined;
}

/**
 * Turns card definitions into the engine's `CardDef` (via `defineCard`) and finds what's wrong with them.
 * Results are cached per AST node: a card's definition depends only on its own text.
 */
export class CardDefinitions {
  private readonly cache = new WeakMap<Card, CompiledCard>();

  get(card: Card): CompiledCard {
    let compiled = this.cache.get(card);
    if (!compiled) {
      try {
        compiled = this.compile(card);
      } catch (error) {
        // A bug here must stay with this card: cards are compiled wherever they are used (setups, the fingerprints
        // that decide reuse), and an exception there would abort the validation of every document using the card.
        const message = error instanceof Error ? error.message : String(error);
        compiled = {
          def: defineCard({ name: card.name ?? '', type: 'Card' }).def,
          problems: [{ severity: 'error', code: Codes.internalError, node: card, property: 'name', message: `Internal error while reading this card: ${message}` }],
        };
      }
      this.cache.set(card, compiled);
    }
    return compiled;
  }

  private compile(card: Card): CompiledCard {
    const problems: CardProblem[] = [];
    const name = card.name ?? '';
    const props = cardProperties(card);
    for (const property of props.repeated) {
      problems.push({
        severity: 'error', code: Codes.cardPropertyRepeated, node: property,
        message: `${name} already has ${PROPERTY_LABEL[property.$type]}: a card lists each property once.`,
      });
    }

    const typeWords = props.type?.types ?? [];
    const subtypes = props.type?.subtypes ?? [];
    const known: string[] = [];
    typeWords.forEach((word, index) => {
      const cap = capitalised(word);
      if (TYPE_WORDS.includes(cap)) known.push(cap);
      else {
        problems.push({
          severity: 'error', code: Codes.cardTypeUnknown, node: props.type!, property: 'types', index,
          message: `"${word}" is not a card type or supertype (${TYPE_WORDS.join(', ')}).${didYouMean(word, TYPE_WORDS)}`,
        });
      }
    });
    subtypes.forEach((word, index) => {
      if (keywordInfo(word)) {
        problems.push({
          severity: 'error', code: Codes.cardSubtypeLooksLikeKeyword, node: props.type!, property: 'subtypes', index,
          message: `"${word}" is read as a subtype because the type line goes on until the next property: put the keywords after the power/toughness, or start their line with "keywords".`,
        });
      }
    });
    if (!props.type) {
      problems.push({ severity: 'error', code: Codes.cardTypeMissing, node: card, property: 'name', message: `${name} needs a type line, e.g. "type Creature — Bear".` });
    } else if (!known.some(w => (CARD_TYPES as readonly string[]).includes(w)) && typeWords.every(w => TYPE_WORDS.includes(capitalised(w)))) {
      problems.push({ severity: 'error', code: Codes.cardTypeMissing, node: props.type, message: `The type line of ${name} has no card type (${CARD_TYPES.join(', ')}).` });
    }
    const isCreature = known.includes('Creature');
    const isSpell = known.includes('Instant') || known.includes('Sorcery');

    let cost: string | undefined;
    // A half-typed `cost` has no value yet: the parser reports it.
    if (props.cost?.cost !== undefined) {
      const parsed = parseManaCost(props.cost.cost);
      if (parsed.ok) cost = props.cost.cost;
      else problems.push({ severity: 'error', code: Codes.cardManaCostInvalid, node: props.cost, property: 'cost', message: `Bad mana cost: ${parsed.error}.` });
    }

    const pt = props.powerToughness;
    if (pt) {
      for (const [value, what, property] of [[pt.power, 'Power', 'power'], [pt.toughness, 'Toughness', 'toughness']] as const) {
        const p = amountProblem(value, what, pt, property, -MAX_AMOUNT);
        if (p) problems.push(p);
      }
      if (pt.power < 0 || pt.toughness < 0) {
        problems.push({ severity: 'error', code: Codes.cardPowerToughnessNegative, node: pt, message: `A printed power or toughness can't be negative (${pt.power}/${pt.toughness}).` });
      } else if (pt.toughness === 0 && isCreature) {
        problems.push({ severity: 'warning', code: Codes.cardToughnessZero, node: pt, property: 'toughness', message: `${name} has toughness 0: it goes to the graveyard as soon as state-based actions are checked (CR 704.5f).` });
      }
      if (!isCreature && props.type && known.length === typeWords.length) {
        problems.push({ severity: 'warning', code: Codes.cardPowerToughnessOnNoncreature, node: pt, message: `${name} isn't a creature: its power/toughness is ignored.` });
      }
    } else if (isCreature) {
      problems.push({ severity: 'error', code: Codes.cardPowerToughnessMissing, node: props.type!, message: `The creature ${name} needs a power/toughness line, e.g. "2/2".` });
    }
    const loyaltyProblem = amountProblem(props.loyalty?.loyalty, 'Loyalty', props.loyalty ?? card, 'loyalty');
    if (loyaltyProblem) problems.push(loyaltyProblem);
    const defenseProblem = amountProblem(props.defense?.defense, 'Defense', props.defense ?? card, 'defense');
    if (defenseProblem) problems.push(defenseProblem);

    const keywords: string[] = [];
    (props.keywords?.keywords ?? []).forEach((keyword, index) => {
      const info = keywordInfo(keyword);
      if (info) keywords.push(info.name);
      else {
        problems.push({
          severity: 'warning', code: Codes.cardKeywordUnknown, node: props.keywords!, property: 'keywords', index,
          message: `The engine doesn't know the keyword "${keyword}": it will be ignored.${didYouMean(keyword.toLowerCase(), KEYWORD_NAMES)}`,
        });
      }
    });

    const text = props.text?.text;
    if (text !== undefined && props.text) {
      for (const span of parseCardText(text, name, isSpell).notUnderstood) {
        problems.push({
          severity: 'warning', code: Codes.cardTextNotUnderstood, node: props.text, property: 'text',
          span: { start: span.start, end: span.end },
          message: 'not understood: this ability will be ignored',
        });
      }
    }

    const typeLine = `${known.join(' ')}${subtypes.length ? ` — ${subtypes.join(' ')}` : ''}`;
    const safe = (n: number | undefined) => (n !== undefined && Number.isSafeInteger(n) && Math.abs(n) <= MAX_AMOUNT ? n : undefined);
    const power = safe(pt?.power);
    const toughness = safe(pt?.toughness);
    const loyalty = safe(props.loyalty?.loyalty);
    const defense = safe(props.defense?.defense);
    const { def } = defineCard({
      name, type: typeLine || 'Card', keywords,
      ...(cost !== undefined ? { cost } : {}),
      ...(power !== undefined && isCreature ? { power } : {}),
      ...(toughness !== undefined && isCreature ? { toughness } : {}),
      ...(loyalty !== undefined ? { loyalty } : {}),
      ...(defense !== undefined ? { defense } : {}),
      ...(text !== undefined ? { text } : {}),
    });
    return { def, problems };
  }
}
