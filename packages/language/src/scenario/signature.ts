import { isAstNode, isReference, type AstNode, type Reference } from 'langium';
import { isCard, isPlayer, type Scenario } from '../generated/ast.js';
import type { CardDefinitions } from '../cards/card-definitions.js';

/**
 * What the names in a scenario mean, in order: a player, an alias, a card (with its definition) or nothing. Two runs
 * of the same scenario text with the same signature replay and validate the same way, wherever the scenario is.
 *
 * A plain walk over the AST: it runs for every scenario of a document after each edit, so it avoids the generic
 * (and much slower) stream utilities.
 */
export function referenceSignature(scenario: Scenario, cards: CardDefinitions): string {
  const parts: string[] = [];
  const describe = (ref: Reference): string => {
    const target = ref.ref;
    if (!target) return '?';
    if (isPlayer(target)) return 'P';
    if (isCard(target)) return `C${cards.idOf(cards.get(target).def)}`;
    return target.$type;
  };
  const visit = (node: AstNode): void => {
    for (const key in node) {
      if (key.charCodeAt(0) === 36 /* $ */) continue;
      const value = (node as unknown as Record<string, unknown>)[key];
      if (typeof value !== 'object' || value === null) continue;
      if (Array.isArray(value)) {
        for (const item of value) {
          if (isReference(item)) parts.push(describe(item));
          else if (isAstNode(item)) visit(item);
        }
      } else if (isReference(value)) parts.push(describe(value));
      else if (isAstNode(value)) visit(value);
    }
  };
  visit(scenario);
  return parts.join(' ');
}
