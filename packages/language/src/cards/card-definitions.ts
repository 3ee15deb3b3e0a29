import {
  CARD_TYPES,
  CardProblemCodes,
  KEYWORDS,
  MAX_AMOUNT,
  SUPERTYPES,
  buildCard,
  keywordInfo,
  shortText,
  type CardDef,
  type CardProblem as EngineCardProblem,
} from '@mtg-scenario/engine';
import type { AstNode } from 'langium';
import type { Card } from '../generated/ast.js';
import type { CardDatabaseService } from './card-database.js';
import { didYouMean } from '../base/suggestions.js';
import { PROPERTY_LABEL, cardProperties, type CardProperties } from './card-properties.js';
import { Codes } from '../base/codes.js';

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
  ...KEYWORDS.map(k => k.name),
  'protection from white',
  'protection from blue',
  'protection from black',
  'protection from red',
  'protection from green',
  'plainswalk',
  'islandwalk',
  'swampwalk',
  'mountainwalk',
  'forestwalk',
];

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

function amountProblem(
  value: number | undefined,
  what: string,
  node: AstNode,
  property: string,
  min = 0,
): CardProblem | undefined {
  if (value === undefined) return undefined;
  if (!Number.isSafeInteger(value) || Math.abs(value) > MAX_AMOUNT) {
    return {
      severity: 'error',
      code: Codes.numberOutOfRange,
      message: `${what} ${value} is out of range (at most ${MAX_AMOUNT}).`,
      node,
      property,
    };
  }
  if (value < min)
    return { severity: 'error', code: Codes.numberOutOfRange, message: `${what} can't be negative.`, node, property };
  return undefined;
}

/**
 * Turns card definitions into the engine's `CardDef` (via `buildCard`, from the parts as parsed) and finds what's
 * wrong with them: the engine's problems placed on their properties, and the checks of how the card is written.
 * Results are cached per AST node: a card's definition depends only on its own text. A card of the card database
 * (`cards:///<Name>.mtgs`) is the engine's card made from its record (`cardFromRecord`).
 */
export class CardDefinitions {
  private readonly cache = new WeakMap<Card, CompiledCard>();
  private readonly texts = new WeakMap<CardDef, string>();
  /** Definition texts → small numbers (`idOf`). */
  private readonly ids = new Map<string, number>();

  constructor(private readonly database: CardDatabaseService) {}

  /** A definition's text, for fingerprints: computed once per definition object (definitions are cached per card). */
  textOf(def: CardDef): string {
    let text = this.texts.get(def);
    if (text === undefined) this.texts.set(def, (text = JSON.stringify(def)));
    return text;
  }

  /** A small number per distinct definition text, so that a signature names a definition in a few characters. */
  idOf(def: CardDef): number {
    const text = this.textOf(def);
    let id = this.ids.get(text);
    if (id === undefined) {
      if (this.ids.size >= 100_000) this.ids.clear();
      this.ids.set(text, (id = this.ids.size + 1));
    }
    return id;
  }

  get(card: Card): CompiledCard {
    let compiled = this.cache.get(card);
    if (!compiled) {
      // A database card is the engine's reading of its record; its generated text is for reading and copying.
      const generated = this.database.cardOf(card);
      if (generated) return { def: generated.built.def, problems: [] };
      try {
        compiled = this.compile(card);
      } catch (error) {
        // A bug here must stay with this card: cards are compiled wherever they are used (setups, the fingerprints
        // that decide reuse), and an exception there would abort the validation of every document using the card.
        const message = error instanceof Error ? error.message : String(error);
        compiled = {
          def: buildCard({ name: card.name ?? '', types: [] }).def,
          problems: [
            {
              severity: 'error',
              code: Codes.internalError,
              node: card,
              property: 'name',
              message: `Internal error while reading this card: ${message}`,
            },
          ],
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
        severity: 'error',
        code: Codes.cardPropertyRepeated,
        node: property,
        message: `${shortText(name)} already has ${PROPERTY_LABEL[property.$type]}: a card lists each property once.`,
      });
    }

    const typeWords = props.type?.types ?? [];
    const subtypes = props.type?.subtypes ?? [];
    const known = typeWords.filter(word => TYPE_WORDS.includes(capitalised(word)));
    const isCreature = known.some(word => capitalised(word) === 'Creature');
    const pt = props.powerToughness;
    const safe = (n: number | undefined) =>
      n !== undefined && Number.isSafeInteger(n) && Math.abs(n) <= MAX_AMOUNT ? n : undefined;
    const power = safe(pt?.power);
    const toughness = safe(pt?.toughness);
    const loyalty = safe(props.loyalty?.loyalty);
    const defense = safe(props.defense?.defense);
    const built = buildCard({
      name,
      types: typeWords,
      subtypes,
      keywords: props.keywords?.keywords ?? [],
      // A half-typed `cost` has no value yet: the parser reports it.
      ...(props.cost?.cost !== undefined ? { cost: props.cost.cost } : {}),
      ...(power !== undefined && isCreature ? { power } : {}),
      ...(toughness !== undefined && isCreature ? { toughness } : {}),
      ...(loyalty !== undefined ? { loyalty } : {}),
      ...(defense !== undefined ? { defense } : {}),
      ...(props.text?.text !== undefined ? { text: props.text.text } : {}),
    });
    for (const p of built.problems) {
      const problem = this.locate(card, props, p);
      if (problem) problems.push(problem);
    }

    subtypes.forEach((word, index) => {
      if (keywordInfo(word)) {
        problems.push({
          severity: 'error',
          code: Codes.cardSubtypeLooksLikeKeyword,
          node: props.type!,
          property: 'subtypes',
          index,
          message: `"${word}" is read as a subtype because the type line goes on until the next property: put the keywords after the power/toughness, or start their line with "keywords".`,
        });
      }
    });
    if (pt) {
      for (const [value, what, property] of [
        [pt.power, 'Power', 'power'],
        [pt.toughness, 'Toughness', 'toughness'],
      ] as const) {
        const p = amountProblem(value, what, pt, property, -MAX_AMOUNT);
        if (p) problems.push(p);
      }
      if (pt.power < 0 || pt.toughness < 0) {
        problems.push({
          severity: 'error',
          code: Codes.cardPowerToughnessNegative,
          node: pt,
          message: `A printed power or toughness can't be negative (${pt.power}/${pt.toughness}).`,
        });
      } else if (pt.toughness === 0 && isCreature && !entersChanged(built.def)) {
        problems.push({
          severity: 'warning',
          code: Codes.cardToughnessZero,
          node: pt,
          property: 'toughness',
          message: `${shortText(name)} has toughness 0: it goes to the graveyard as soon as state-based actions are checked (CR 704.5f).`,
        });
      }
      if (!isCreature && props.type && known.length === typeWords.length) {
        problems.push({
          severity: 'warning',
          code: Codes.cardPowerToughnessOnNoncreature,
          node: pt,
          message: `${shortText(name)} isn't a creature: its power/toughness is ignored.`,
        });
      }
    } else if (isCreature) {
      problems.push({
        severity: 'error',
        code: Codes.cardPowerToughnessMissing,
        node: props.type!,
        message: `The creature ${shortText(name)} needs a power/toughness line, e.g. "2/2".`,
      });
    }
    const loyaltyProblem = amountProblem(props.loyalty?.loyalty, 'Loyalty', props.loyalty ?? card, 'loyalty');
    if (loyaltyProblem) problems.push(loyaltyProblem);
    const defenseProblem = amountProblem(props.defense?.defense, 'Defense', props.defense ?? card, 'defense');
    if (defenseProblem) problems.push(defenseProblem);
    const def = built.def;
    return { def, problems };
  }

  /** An engine problem placed on the property it is about, with suggestions for misspellings. */
  private locate(card: Card, props: CardProperties, p: EngineCardProblem): CardProblem | undefined {
    const severity =
      p.code === CardProblemCodes.keywordUnknown || p.code === CardProblemCodes.textNotUnderstood ? 'warning' : 'error';
    switch (p.field) {
      case 'types': {
        // Without a type property at all, the card's name carries the problem.
        if (!props.type)
          return {
            severity,
            code: p.code,
            node: card,
            property: 'name',
            message: `${shortText(card.name ?? '')} needs a type line, e.g. "type Creature — Bear".`,
          };
        const word = p.index !== undefined ? props.type.types[p.index] : undefined;
        return {
          severity,
          code: p.code,
          node: props.type,
          message: `${p.message}${word !== undefined ? didYouMean(word, TYPE_WORDS) : ''}`,
          ...(p.index !== undefined ? { property: 'types', index: p.index } : {}),
        };
      }
      case 'cost':
        return props.cost && { severity, code: p.code, node: props.cost, property: 'cost', message: p.message };
      case 'keywords': {
        const keyword = p.index !== undefined ? props.keywords?.keywords[p.index] : undefined;
        return (
          props.keywords && {
            severity,
            code: p.code,
            node: props.keywords,
            property: 'keywords',
            ...(p.index !== undefined ? { index: p.index } : {}),
            message: `${p.message}${keyword !== undefined ? didYouMean(keyword.toLowerCase(), KEYWORD_NAMES) : ''}`,
          }
        );
      }
      case 'text':
        return (
          props.text && {
            severity,
            code: p.code,
            node: props.text,
            property: 'text',
            message: p.message,
            ...(p.span ? { span: { start: p.span.start, end: p.span.end } } : {}),
          }
        );
    }
  }
}

/**
 * "~ enters with N +1/+1 counters on it", "you may have ~ enter as a copy of any creature" (CR 614.1c, 707.2): a
 * printed 0 toughness that needn't be a mistake.
 */
function entersChanged(def: CardDef): boolean {
  return def.abilities.some(
    a => a.kind === 'replacement' && (a.replacement === 'entersWithCounters' || a.replacement === 'entersAsCopy'),
  );
}
