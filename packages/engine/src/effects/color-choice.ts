import type { CardDef, Color, GameState, ObjectId, PlayerId } from '../core/types.js';
import { COLOR_NAMES } from '../core/cards.js';
import { logRule, name } from '../core/state.js';
import { defineEffect, hasEffect } from './registry.js';

/** The color the reader puts in place of "the color of your choice" (the documented default, 105.1's first). */
export const TEMPLATE_COLOR: Color = 'W';

/**
 * "Target creature you control gains protection from the color of your choice until end of turn", "~ becomes the color
 * of your choice": the color is chosen as the spell or ability resolves (608.2d). The instructions were read with
 * white in its place, in a sentence that names no white otherwise, so every white in them is the choice. The choice
 * its controller wrote (`Alice chooses red for breath`, or for her next such choice) if any, else the documented
 * default: white, the first color (105.1).
 */
export const colorChoice = defineEffect<{
  readonly kind: 'colorChoice';
  readonly effects: readonly { readonly kind: string }[];
}>({
  kind: 'colorChoice',
  rule: '608.2d',
  reads: [],
  perform: (state, item, e, target, nested): GameState => {
    const who = item.controller;
    const written = writtenColor(state, who, item.source);
    const color = written?.color ?? TEMPLATE_COLOR;
    const s = logRule(
      written ? { ...state, entryChoices: state.entryChoices.filter(c => c !== written.entry) } : state,
      'resolve',
      '608.2d',
      `${who} chooses ${COLOR_NAMES[color]} as ${name(state, item.source)} resolves${written ? '' : ` (the default choice: ${COLOR_NAMES[color]})`}.`,
      { players: [who], objects: [item.source], ...(written ? {} : { defaulted: true }) },
    );
    return nested(s, item, recolored(e.effects, color) as typeof e.effects, target);
  },
});

/** The color choice `who` wrote for this source, or for their next such choice. */
function writtenColor(state: GameState, who: PlayerId, source: ObjectId) {
  const mine = state.entryChoices.flatMap(entry =>
    entry.player === who && entry.choice.kind === 'color' ? [{ entry, color: entry.choice.color }] : [],
  );
  return mine.find(c => c.entry.source === source) ?? mine.find(c => c.entry.source === undefined);
}

/** The instructions with the chosen color wherever the template color is: a color value, or the word in a keyword. */
function recolored(value: unknown, color: Color): unknown {
  if (value === TEMPLATE_COLOR) return color;
  if (typeof value === 'string') return value.replace(/\bwhite\b/g, COLOR_NAMES[color]);
  if (Array.isArray(value)) return value.map(v => recolored(v, color));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, recolored(v, color)]));
}

/** Whether the card has an ability whose color is chosen as it resolves (`colorChoice`), however nested. */
export const asksForColor = (def: CardDef): boolean => hasEffect(def, e => e.kind === 'colorChoice');
