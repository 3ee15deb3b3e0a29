import type {
  Card,
  CardProperty,
  CostProperty,
  DefenseProperty,
  KeywordsProperty,
  LoyaltyProperty,
  PowerToughnessProperty,
  TextProperty,
  TypeProperty,
} from '../generated/ast.js';

/** Typed access to a card definition's properties (each may be written at most once; the first one counts). */
export interface CardProperties {
  readonly cost?: CostProperty;
  readonly type?: TypeProperty;
  readonly powerToughness?: PowerToughnessProperty;
  readonly loyalty?: LoyaltyProperty;
  readonly defense?: DefenseProperty;
  readonly keywords?: KeywordsProperty;
  readonly text?: TextProperty;
  /** Properties written again after the first of their kind. */
  readonly repeated: readonly CardProperty[];
}

const SLOT: Readonly<Record<string, keyof Omit<CardProperties, 'repeated'>>> = {
  CostProperty: 'cost',
  TypeProperty: 'type',
  PowerToughnessProperty: 'powerToughness',
  LoyaltyProperty: 'loyalty',
  DefenseProperty: 'defense',
  KeywordsProperty: 'keywords',
  TextProperty: 'text',
};

export function cardProperties(card: Card): CardProperties {
  const found: Record<string, CardProperty> = {};
  const repeated: CardProperty[] = [];
  for (const property of card.properties ?? []) {
    const slot = SLOT[property.$type];
    if (!slot) continue;
    if (found[slot]) repeated.push(property);
    else found[slot] = property;
  }
  return { ...(found as Omit<CardProperties, 'repeated'>), repeated };
}

/** What a repeated property is called in messages. */
export const PROPERTY_LABEL: Readonly<Record<string, string>> = {
  CostProperty: 'a mana cost',
  TypeProperty: 'a type line',
  PowerToughnessProperty: 'a power/toughness',
  LoyaltyProperty: 'a loyalty',
  DefenseProperty: 'a defense',
  KeywordsProperty: 'a keyword line',
  TextProperty: 'a rules text',
};
