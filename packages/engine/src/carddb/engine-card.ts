import { MAX_AMOUNT, addManaCosts } from '../core/cards.js';
import { quoted, shortText } from '../core/quote.js';
import { CardProblemCodes, buildCard, splitKeywordLines, type BuiltCard, type CardProblem } from '../reader/define.js';
import type { NotUnderstoodSpan } from '../reader/card-text.js';
import type { CardDef, Color, Unmodelled } from '../core/types.js';
import type { CardFaceRecord, CardRecord } from './types.js';

export interface RecordCard extends BuiltCard {
  /** Sentences of the first face's text the engine doesn't understand (offsets into that face's `text`). */
  readonly notUnderstood: readonly NotUnderstoodSpan[];
}

/**
 * A database card as the engine's card: each face through `buildCard` (keyword lines as keywords, the rest of the
 * text as abilities). A transforming double-faced card is its front face with its back face (712.8), an adventurer
 * card its creature with its Adventure (715.2), a split card its halves combined (709.4). Whatever the engine can't
 * hold is unmodelled, never misread: a non-numeric power or loyalty ("*", "X"), and the other faces of the layouts it
 * doesn't model.
 */
export function cardFromRecord(record: CardRecord): RecordCard {
  const [first, second] = record.faces;
  const front = readFace(
    first ?? { name: record.name, typeLine: '', supertypes: [], types: [], subtypes: [] },
    record.name,
  );
  const layout = second && MODELLED_LAYOUTS[record.layout];
  if (!layout) {
    const extra = record.faces.slice(1).map(other => ({
      unmodelled: { kind: 'layout' as const, text: `${record.layout} face "${other.name}"` },
      problem: {
        code: CardProblemCodes.layoutUnsupported,
        field: 'layout' as const,
        unmodelled: true,
        message: `The engine doesn't model the ${record.layout} face ${quoted(other.name)} of ${shortText(record.name)}: only ${quoted(front.def.name)} is used.`,
      },
    }));
    return withUnmodelled(
      { ...front, def: { ...front.def, name: record.name } },
      extra.map(e => e.unmodelled),
      extra.map(e => e.problem),
    );
  }
  const other = readFace(second!, record.name);
  // The card can't be judged when either face isn't understood: each face's unmodelled parts are the card's.
  const both = (def: CardDef) => withUnmodelled({ ...front, def }, other.def.unmodelled ?? [], other.problems);
  if (layout === 'transform') return both({ ...front.def, faces: { layout, back: other.def } });
  if (layout === 'adventure') return both({ ...front.def, faces: { layout, adventure: other.def } });
  // 709.4: outside the stack, a split card has both names, the combined mana cost and each half's types and abilities.
  const halves = [front.def, other.def] as const;
  const union = <T>(list: (d: CardDef) => readonly T[]) => [...new Set(halves.flatMap(list))];
  const costs = halves.flatMap(h => (h.cost ? [h.cost] : []));
  return both({
    ...front.def,
    name: record.name,
    ...(costs.length ? { cost: costs.reduce(addManaCosts) } : {}),
    supertypes: union(h => h.supertypes),
    types: union(h => h.types),
    subtypes: union(h => h.subtypes),
    keywords: union(h => h.keywords),
    abilities: halves.flatMap(h => h.abilities),
    faces: { layout, halves, ...(halves.every(h => h.keywords.includes('fuse')) ? { fuse: true } : {}) },
  });
}

/** The layouts whose second face the engine models, as the layout of the card's `faces` (CR 709, 712, 715). */
const MODELLED_LAYOUTS: Partial<Record<string, NonNullable<CardDef['faces']>['layout']>> = {
  transform: 'transform',
  split: 'split',
  adventure: 'adventure',
};

/** A card with more unmodelled parts and problems: its def lists them (and not at all when there are none). */
function withUnmodelled(card: RecordCard, more: readonly Unmodelled[], problems: readonly CardProblem[]): RecordCard {
  const unmodelled = [...(card.def.unmodelled ?? []), ...more];
  const { unmodelled: _, ...def } = card.def;
  return {
    def: { ...def, ...(unmodelled.length ? { unmodelled } : {}) },
    problems: [...card.problems, ...problems],
    notUnderstood: card.notUnderstood,
  };
}

/** One face as the engine's card, named as the face is (its text's self-references read as such). */
function readFace(face: CardFaceRecord, cardName: string): RecordCard {
  // Keyword lines and reminder text blanked, so that offsets stay the face text's.
  const { text, keywords } =
    face.text === undefined
      ? { text: undefined, keywords: [] }
      : splitKeywordLines(face.text, face.keywords ?? [], face.name);
  const extra: { unmodelled: Unmodelled; problem: CardProblem }[] = [];
  const starred: ('power' | 'toughness')[] = [];
  const unsupported = (field: 'power' | 'toughness' | 'loyalty' | 'defense', written: string) => {
    extra.push({
      unmodelled: { kind: 'value', text: `${field} ${written}` },
      problem: {
        code: CardProblemCodes.valueUnsupported,
        field,
        unmodelled: true,
        message: `The engine doesn't model ${field} ${quoted(written)}: ${shortText(cardName)} is used without it.`,
      },
    });
  };
  const value = (field: 'power' | 'toughness' | 'loyalty' | 'defense'): number | undefined => {
    const written = face[field];
    if (written === undefined) return undefined;
    if (/^\d+$/.test(written) && Number(written) <= MAX_AMOUNT) return Number(written);
    // "*" is modelled when the text defines it (a characteristic-defining ability, 604.3): decided once it is read.
    if (written === '*' && (field === 'power' || field === 'toughness')) starred.push(field);
    else unsupported(field, written);
    return undefined;
  };
  const stats = {
    power: value('power'),
    toughness: value('toughness'),
    loyalty: value('loyalty'),
    defense: value('defense'),
  };
  // A face without a mana cost has the colors of its color indicator (204.1), which the file lists as the face's.
  const indicator = face.manaCost === undefined ? face.colors?.filter(isColor) : undefined;
  const built = buildCard({
    name: face.name,
    types: [...face.supertypes, ...face.types],
    subtypes: face.subtypes,
    keywords,
    ...(face.manaCost !== undefined ? { cost: face.manaCost } : {}),
    ...(text !== undefined ? { text } : {}),
    ...(indicator?.length ? { colors: indicator } : {}),
    ...Object.fromEntries(Object.entries(stats).filter(([, v]) => v !== undefined)),
  });
  for (const field of starred) {
    if (!built.def.abilities.some(a => a.kind === 'static' && a.affects === 'self' && a.change.define?.[field]))
      unsupported(field, '*');
  }
  return withUnmodelled(
    {
      def: built.def,
      problems: built.problems,
      notUnderstood: built.problems.flatMap(p =>
        p.code === CardProblemCodes.textNotUnderstood && p.span ? [p.span] : [],
      ),
    },
    extra.map(e => e.unmodelled),
    extra.map(e => e.problem),
  );
}

const isColor = (c: string): c is Color => /^[WUBRG]$/.test(c);
