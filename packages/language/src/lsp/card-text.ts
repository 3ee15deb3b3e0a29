import type { CardDef } from '@mtg-scenario/engine';
import { AstUtils } from 'langium';
import { cardProperties } from '../cards/card-properties.js';
import type { Card } from '../generated/ast.js';
import { isBuiltinUri } from '../workspace/builtin-library.js';

/** "Legendary Creature — Human Wizard" as the engine reads the definition. */
export function typeLine(def: CardDef): string {
  const left = [...def.supertypes, ...def.types].join(' ');
  return def.subtypes.length ? `${left} — ${def.subtypes.join(' ')}` : left;
}

/** A card for a hover: name and cost, type line with P/T, loyalty or defense, keywords, rules text, and its origin. */
export function cardMarkdown(card: Card, def: CardDef): string {
  const props = cardProperties(card);
  const stats = [
    def.power !== undefined && def.toughness !== undefined ? `${def.power}/${def.toughness}` : undefined,
    def.loyalty !== undefined ? `loyalty ${def.loyalty}` : undefined,
    def.defense !== undefined ? `defense ${def.defense}` : undefined,
  ].filter(s => s !== undefined);
  const lines = [
    `**${card.name}**${props.cost ? ` ${props.cost.cost}` : ''}`,
    [typeLine(def), ...stats].join(' · '),
  ];
  if (def.keywords.length) lines.push(def.keywords.map((k, i) => (i === 0 ? k.charAt(0).toUpperCase() + k.slice(1) : k)).join(', '));
  if (props.text) lines.push(`> ${props.text.text}`);
  const uri = AstUtils.getDocument(card).uri;
  lines.push(isBuiltinUri(uri) ? '_Built-in card_' : `_Defined in ${uri.path.split('/').pop()}_`);
  return lines.join('\n\n');
}
