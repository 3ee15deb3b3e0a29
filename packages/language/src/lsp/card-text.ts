import {
  describeChange,
  paragraphs,
  parseCardText,
  restrictionText,
  type Ability,
  type CardDef,
  type Effect,
} from '@mtg-scenario/engine';
import type { CardFaceRecord, RecordCard } from '@mtg-scenario/engine/cards';
import { AstUtils } from 'langium';
import type { DatabaseCard } from '../cards/card-database.js';
import { cardProperties } from '../cards/card-properties.js';
import type { Card } from '../generated/ast.js';
import { isBuiltinUri } from '../workspace/builtin-library.js';
import { markdownText as md } from './markdown.js';

/** "Legendary Creature — Human Wizard" as the engine reads the definition. */
export function typeLine(def: CardDef): string {
  const left = [...def.supertypes, ...def.types].join(' ');
  return def.subtypes.length ? `${left} — ${def.subtypes.join(' ')}` : left;
}

/**
 * A card for a hover: name and cost, type line with P/T, loyalty or defense, keywords, rules text, and its origin.
 * What the file wrote is shown as text (`md`), never read as markdown.
 */
export function cardMarkdown(card: Card, def: CardDef): string {
  const props = cardProperties(card);
  const stats = [
    def.power !== undefined && def.toughness !== undefined ? `${def.power}/${def.toughness}` : undefined,
    def.loyalty !== undefined ? `loyalty ${def.loyalty}` : undefined,
    def.defense !== undefined ? `defense ${def.defense}` : undefined,
  ].filter(s => s !== undefined);
  const lines = [
    `**${md(card.name)}**${props.cost ? ` ${md(props.cost.cost)}` : ''}`,
    md([typeLine(def), ...stats].join(' · ')),
  ];
  if (def.keywords.length)
    lines.push(md(def.keywords.map((k, i) => (i === 0 ? k.charAt(0).toUpperCase() + k.slice(1) : k)).join(', ')));
  if (props.text) lines.push(`> ${md(props.text.text)}`);
  const uri = AstUtils.getDocument(card).uri;
  lines.push(isBuiltinUri(uri) ? '_Built-in card_' : `_Defined in ${md(uri.path.split('/').pop() ?? '')}_`);
  return lines.join('\n\n');
}

/** What an understood sentence became, in a few words (markdown: its words come from the card). */
function abilityText(ability: Ability): string {
  // The one piece of markdown: what to write in a scenario to use the cost.
  if (ability.kind === 'alternativeCost')
    return `${md(`an alternative cost to cast it${ability.condition ? ', under a condition' : ''}`)} (\`for its alternative cost\`)`;
  return md(abilityWords(ability));
}

/** What a triggered mana ability adds, in words. */
function manaTriggerAdds(adds: Extract<Ability, { kind: 'manaTrigger' }>['adds']): string {
  if (adds === 'produced') return 'one mana of a type the land made';
  if (adds === 'chosen') return 'one mana of the chosen color';
  if ('anyColor' in adds) return `${adds.anyColor} mana of any colors`;
  return adds.map(m => `{${m}}`).join('');
}

function abilityWords(ability: Exclude<Ability, { kind: 'alternativeCost' }>): string {
  switch (ability.kind) {
    case 'mana':
      return `mana ability: add ${ability.chosenColor ? 'one mana of the chosen color' : (ability.choices ?? (ability.yields ? [ability.yields] : ability.produces.map(m => [m]))).map(set => set.map(m => `{${m}}`).join('')).join(' or ')}${ability.times ? ', as many times as the count when it resolves' : ''}${ability.effects ? `, ${ability.effects.map(effectText).join(', ')}` : ''}`;
    case 'manaTrigger':
      return `triggered mana ability: adds ${manaTriggerAdds(ability.adds)} when ${ability.enchanted ? 'the enchanted land' : ability.anyPlayer ? 'a land' : 'a land its controller taps'} is tapped for mana`;
    case 'spell':
      return `spell: ${ability.effects.map(effectText).join(', ')}`;
    case 'additionalCost':
      return 'an additional cost to cast it';
    case 'flashback':
      return 'flashback: cast from the graveyard for this cost';
    case 'keywordCost':
      return ability.keyword === 'morph' || ability.keyword === 'megamorph'
        ? `${ability.keyword}: the cost to turn it face up`
        : `${ability.keyword}: an additional cost to cast it`;
    case 'castOnly':
      return `it can be cast only ${[ability.window?.text, ability.condition ? 'under a condition' : undefined].filter(Boolean).join(' and ')}`;
    case 'awaken':
      return `awaken (\`awakened\`): ${ability.effects.map(effectText).join(', ')}`;
    case 'flashSacrifice':
      return "cast as though it had flash when a sorcery couldn't be, sacrificed at the next cleanup step";
    case 'costPerTarget':
      return 'a cost increase for each target beyond the first';
    case 'overloaded':
      return `overloaded (\`overloaded\`): ${ability.effects.map(effectText).join(', ')}`;
    case 'restriction':
      return restrictionText(ability);
    case 'costChange':
      return `cost ${ability.amount > 0 ? 'increase' : 'reduction'} {${Math.abs(ability.amount)}}${Object.entries(
        ability.colored ?? {},
      )
        .map(([c, n]) => `{${c}}`.repeat(n ?? 0))
        .join('')}${ability.forEach ? ' for each' : ''}`;
    case 'attackTax':
      return `a cost to attack you: {${ability.amount}} for each creature`;
    case 'handSize':
      return `maximum hand size: ${ability.none ? 'none' : `${ability.by! > 0 ? '+' : ''}${ability.by}`} (${ability.who === 'you' ? 'yours' : ability.who === 'opponents' ? "your opponents'" : "every player's"})`;
    case 'replacement':
      return `replacement effect ${ability.replacement}`;
    case 'triggered':
      return `triggered ability (${ability.trigger.kind}): ${ability.effects.map(effectText).join(', ')}`;
    case 'static':
      return `static ability${ability.condition ? ' with a condition' : ''}: ${ability.affects === 'attached' ? 'the permanent it is attached to' : ability.affects === 'self' ? 'itself' : 'a group'} ${describeChange(ability.change, 'you')}`;
    case 'permission':
      return `permission: ${ability.anyPlayer ? 'any player' : 'its controller'} may ${ability.grant.play ? 'play' : 'cast'} ${ability.self ? 'it' : 'such cards'}${ability.grant.from ? ` from ${ability.grant.from === 'graveyard' ? 'a graveyard' : 'exile'}` : ''}${ability.grant.flash ? ' as though they had flash' : ''}`;
    case 'activated':
      return `${ability.cost.loyalty !== undefined ? 'loyalty' : 'activated'} ability (${ability.costText}): ${ability.effects.map(effectText).join(', ')}`;
  }
}

function effectText(effect: Effect): string {
  const amount = 'amount' in effect ? ` ${String(effect.amount)}` : '';
  return `${effect.kind === 'life' ? (effect.gain ? 'gain life' : 'lose life') : effect.kind}${amount}`;
}

/**
 * The first face's text ability by ability (paragraphs), each marked understood (with what it became) or its
 * sentences that aren't. Keyword lines are the keywords above, not sentences: the engine read them as keywords.
 */
function sentenceLines(face: CardFaceRecord, built: RecordCard): string[] {
  if (!face.text) return [];
  const isSpell = face.types.includes('Instant') || face.types.includes('Sorcery');
  return paragraphs(face.text).flatMap(paragraph => {
    const missed = built.notUnderstood.filter(n => paragraph.start <= n.start && n.end <= paragraph.end);
    if (missed.length)
      return missed.map(
        n =>
          `- ✗ ${md(n.text)} — _${n.stoppedAt ? `understood only up to "${md(n.stoppedAt)}"` : 'not understood'}: ignored_`,
      );
    const abilities = parseCardText(paragraph.text, face.name, isSpell).abilities;
    return abilities.length
      ? [`- ✓ ${md(paragraph.text.replace(/\.$/, ''))} — ${abilities.map(abilityText).join('; ')}`]
      : [];
  });
}

/** A database card for a hover: as a card, its text sentence by sentence, what the engine doesn't model, its source. */
export function databaseCardMarkdown(card: DatabaseCard, source: string): string {
  const { record, built } = card;
  const [face, ...others] = record.faces;
  const lines = [`**${md(record.name)}**${face?.manaCost ? ` ${md(face.manaCost)}` : ''}`];
  if (face) {
    const stats = [
      face.power !== undefined && face.toughness !== undefined ? `${face.power}/${face.toughness}` : undefined,
      face.loyalty !== undefined ? `loyalty ${face.loyalty}` : undefined,
      face.defense !== undefined ? `defense ${face.defense}` : undefined,
    ].filter(s => s !== undefined);
    lines.push(md([face.typeLine, ...stats].join(' · ')));
    const unknown = new Set(built.def.unmodelled?.filter(u => u.kind === 'keyword').map(u => u.text.toLowerCase()));
    if (built.def.keywords.length || unknown.size) {
      lines.push(
        [...built.def.keywords.map(k => `${md(k)} ✓`), ...[...unknown].map(k => `${md(k)} ✗ _not modelled_`)].join(
          ', ',
        ),
      );
    }
    const marked = sentenceLines(face, built);
    if (marked.length) lines.push(marked.join('\n'));
  }
  const modelled = !built.def.unmodelled?.some(u => u.kind === 'layout');
  for (const other of others)
    lines.push(
      `_${md(record.layout)} face **${md(other.name)}**${modelled ? '' : ' (not modelled)'}:_ ${md(other.typeLine)}${other.text ? ` — ${md(other.text)}` : ''}`,
    );
  const notModelled = built.def.unmodelled?.filter(u => u.kind === 'value' || u.kind === 'cost');
  if (notModelled?.length) lines.push(`_Not modelled: ${md(notModelled.map(u => u.text).join(', '))}_`);
  lines.push(`_From the card database (${md(source)})_`);
  return lines.join('\n\n');
}
