import type { AbilityCost } from './types.js';
import { parseManaCost } from './cards.js';
import { NUMBER, amount, readPermanents } from './effects/phrases.js';

/**
 * Reading an activated ability's cost (CR 602.1a: everything before the colon), part by part: mana, {T}, {Q},
 * "sacrifice ~", "sacrifice another creature", "pay 2 life", "discard a card". Undefined when any part isn't
 * understood: an ability whose cost the engine can't pay isn't an ability it models.
 */
export function readCost(text: string): AbilityCost | undefined {
  const cost: { -readonly [K in keyof AbilityCost]: AbilityCost[K] } = {};
  for (const raw of text.split(/,\s*/)) {
    const part = raw.trim();
    const lower = part.toLowerCase();
    if (lower === '{t}') cost.tap = true;
    else if (lower === '{q}') cost.untap = true;
    else if (/^(\{[^}]+\})+$/.test(part)) {
      const mana = parseManaCost(part);
      if (!mana.ok || cost.mana) return undefined;
      cost.mana = mana.cost;
    } else if (lower === 'sacrifice ~') cost.sacrificeSelf = true;
    else if (/^sacrifice (?:a|an|another) /.test(lower)) {
      const other = lower.startsWith('sacrifice another ');
      const filter = readPermanents(lower.replace(/^sacrifice (?:a|an|another) /, ''));
      if (!filter || filter.controller || cost.sacrifice) return undefined;
      cost.sacrifice = other ? { ...filter, other } : filter;
    } else {
      const life = new RegExp(String.raw`^pay ${NUMBER} life$`).exec(lower);
      const discard = new RegExp(String.raw`^discard ${NUMBER} cards?$`).exec(lower);
      const n = life ? amount(life[1]!) : discard ? amount(discard[1]!) : undefined;
      if (n === undefined) return undefined;
      if (life) cost.life = n;
      else cost.discard = n;
    }
  }
  return cost;
}

/** A loyalty ability's cost, "[+1]", "[−2]", "[0]", "+1", "−2" (CR 606.4), as the number of counters put on or removed. */
export function readLoyaltyCost(text: string): number | undefined {
  const m = /^\[?([+−-]?)(\d+)\]?$/.exec(text.trim());
  if (!m) return undefined;
  const n = amount(m[2]!);
  if (n === undefined || (m[1] === '' && n !== 0)) return undefined;
  return m[1] === '+' || n === 0 ? n : -n;
}
