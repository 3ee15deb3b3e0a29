import type { CardDef, Color, EntryChoice, GameState, ObjectId, PlayerId } from '../core/types.js';
import { COLOR_NAMES } from '../core/cards.js';
import { logRule, name } from '../core/state.js';
import { choiceText } from '../events/replacement.js';
import { defineEffect, hasEffect } from './registry.js';

/** What is chosen as a spell or ability resolves (608.2d): a color, or a basic land type (205.3i). */
export type ResolveChoiceKind = 'color' | 'basicLandType';

/** The color the reader puts in place of "the color of your choice" (the documented default, 105.1's first). */
export const TEMPLATE_COLOR: Color = 'W';
/** The land type put in place of "the basic land type of your choice" (the documented default, 205.3i's first). */
const TEMPLATE_LAND_TYPE = 'Plains';

/**
 * The words a choice made as it resolves is written with, what the reader reads in their place, and the words that
 * would make that template ambiguous (the sentence must name it nowhere else).
 */
export const CHOICES_AS_RESOLVES: readonly {
  readonly choice: ResolveChoiceKind;
  readonly words: RegExp;
  readonly template: string;
  readonly named: RegExp;
}[] = [
  {
    choice: 'color',
    words: /\bthe color of your choice\b/i,
    template: COLOR_NAMES[TEMPLATE_COLOR],
    named: /\bwhite\b|\{W\}/i,
  },
  {
    choice: 'basicLandType',
    words: /\bthe basic land type of your choice\b/i,
    template: `a ${TEMPLATE_LAND_TYPE}`,
    named: /\bPlains\b/i,
  },
];

const DEFAULTS: Readonly<Record<ResolveChoiceKind, EntryChoice>> = {
  color: { kind: 'color', color: TEMPLATE_COLOR },
  basicLandType: { kind: 'basicLandType', landType: TEMPLATE_LAND_TYPE },
};

/**
 * "Target creature you control gains protection from the color of your choice until end of turn", "~ becomes the color
 * of your choice", "target land becomes the basic land type of your choice until end of turn": the color or land type
 * is chosen as the spell or ability resolves (608.2d). The instructions were read with the template (white, Plains)
 * in its place, in a sentence that names it nowhere else, so every instance of it is the choice. The choice its
 * controller wrote (`Alice chooses red for breath`, `Alice chooses Island for shaman`, or for her next such choice)
 * if any, else the documented default: white, the first color (105.1); Plains, the first basic land type (205.3i).
 */
export const colorChoice = defineEffect<{
  readonly kind: 'colorChoice';
  /** Absent: a color. */
  readonly choice?: 'basicLandType';
  readonly effects: readonly { readonly kind: string }[];
}>({
  kind: 'colorChoice',
  rule: '608.2d',
  reads: [],
  perform: (state, item, e, target, nested): GameState => {
    const who = item.controller;
    const what = e.choice ?? 'color';
    const written = writtenChoice(state, who, item.source, what);
    const chosen = written?.choice ?? DEFAULTS[what];
    const said = choiceText(chosen);
    const s = logRule(
      written ? { ...state, entryChoices: state.entryChoices.filter(c => c !== written.entry) } : state,
      'resolve',
      '608.2d',
      `${who} chooses ${said} as ${name(state, item.source)} resolves${written ? '' : ` (the default choice: ${said})`}.`,
      { players: [who], objects: [item.source], ...(written ? {} : { defaulted: true }) },
    );
    return nested(s, item, substituted(e.effects, chosen) as typeof e.effects, target);
  },
});

/** The choice of this kind `who` wrote for this source, or for their next such choice. */
function writtenChoice(state: GameState, who: PlayerId, source: ObjectId, what: ResolveChoiceKind) {
  const mine = state.entryChoices.flatMap(entry =>
    entry.player === who && entry.choice.kind === what ? [{ entry, choice: entry.choice as EntryChoice }] : [],
  );
  return mine.find(c => c.entry.source === source) ?? mine.find(c => c.entry.source === undefined);
}

/**
 * The instructions with the choice wherever the template is: a color value or the word in a keyword, or a land type.
 */
function substituted(value: unknown, chosen: EntryChoice): unknown {
  if (chosen.kind === 'color') {
    if (value === TEMPLATE_COLOR) return chosen.color;
    if (typeof value === 'string') return value.replace(/\bwhite\b/g, COLOR_NAMES[chosen.color]);
  } else if (chosen.kind === 'basicLandType' && value === TEMPLATE_LAND_TYPE) return chosen.landType;
  if (Array.isArray(value)) return value.map(v => substituted(v, chosen));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substituted(v, chosen)]));
}

/** Whether the card has an ability whose color or land type is chosen as it resolves (`colorChoice`), however nested. */
export const asksAsResolves = (def: CardDef, what: ResolveChoiceKind): boolean =>
  hasEffect(def, e => e.kind === 'colorChoice' && ((e as { choice?: ResolveChoiceKind }).choice ?? 'color') === what);
