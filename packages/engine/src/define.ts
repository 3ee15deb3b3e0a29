import type { CardDef, CardType, Color, Supertype } from './types.js';
import { CARD_TYPES, SUPERTYPES, keywordInfo, parseManaCost } from './cards.js';
import { parseCardText, type TextSpan } from './effects.js';

/** A card as people write it: a type line, "P/T", keywords and oracle text. */
export interface CardSpec {
  readonly name: string;
  readonly cost?: string;
  /** e.g. "Legendary Creature — Human Wizard", "Basic Land - Island". */
  readonly type: string;
  readonly power?: number;
  readonly toughness?: number;
  readonly loyalty?: number;
  readonly defense?: number;
  readonly keywords?: readonly string[];
  readonly text?: string;
  readonly colors?: readonly Color[];
}

export interface CardDefinition {
  readonly def: CardDef;
  readonly problems: readonly string[];
  /** Oracle text sentences the engine ignores (offsets into `text`). */
  readonly notUnderstood: readonly TextSpan[];
}

/** Builds a card definition; whatever can't be understood is reported, never thrown. */
export function defineCard(spec: CardSpec): CardDefinition {
  const problems: string[] = [];
  const [left, right = ''] = spec.type.split(/\s+[—–-]\s+|\s*[—–]\s*/, 2);
  const supertypes: Supertype[] = [];
  const types: CardType[] = [];
  for (const word of (left ?? '').split(/\s+/).filter(Boolean)) {
    const cap = word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
    if ((SUPERTYPES as readonly string[]).includes(cap)) supertypes.push(cap as Supertype);
    else if ((CARD_TYPES as readonly string[]).includes(cap)) types.push(cap as CardType);
    else problems.push(`"${word}" is not a card type or supertype`);
  }
  if (types.length === 0) problems.push(`the type line "${spec.type}" has no card type`);
  let cost: CardDef['cost'];
  if (spec.cost !== undefined) {
    const parsed = parseManaCost(spec.cost);
    if (parsed.ok) cost = parsed.cost;
    else problems.push(parsed.error);
  }
  const keywords: string[] = [];
  for (const k of spec.keywords ?? []) {
    const info = keywordInfo(k);
    if (info) keywords.push(info.name);
    else problems.push(`"${k}" is not a keyword ability the engine knows`);
  }
  const isSpell = types.includes('Instant') || types.includes('Sorcery');
  const text = spec.text ? parseCardText(spec.text, spec.name, isSpell) : { abilities: [], notUnderstood: [] };
  const def: CardDef = {
    name: spec.name, supertypes, types, subtypes: right.split(/\s+/).filter(Boolean), keywords, abilities: text.abilities,
    ...(cost ? { cost } : {}),
    ...(spec.power !== undefined ? { power: spec.power } : {}),
    ...(spec.toughness !== undefined ? { toughness: spec.toughness } : {}),
    ...(spec.loyalty !== undefined ? { loyalty: spec.loyalty } : {}),
    ...(spec.defense !== undefined ? { defense: spec.defense } : {}),
    ...(spec.colors ? { colors: spec.colors } : {}),
  };
  return { def, problems, notUnderstood: text.notUnderstood };
}
