import { MAX_AMOUNT } from '../core/cards.js';
import { quoted, shortText } from '../core/quote.js';
import { CardProblemCodes, buildCard, splitKeywordLines, type BuiltCard, type CardProblem } from '../reader/define.js';
import type { NotUnderstoodSpan } from '../reader/card-text.js';
import type { Unmodelled } from '../core/types.js';
import type { CardFaceRecord, CardRecord } from './types.js';

export interface RecordCard extends BuiltCard {
  /** Sentences of the first face's text the engine doesn't understand (offsets into that face's `text`). */
  readonly notUnderstood: readonly NotUnderstoodSpan[];
}

/**
 * A database card as the engine's card: its first face through `buildCard` (keyword lines as keywords, the rest of
 * the text as abilities), named as the record is. Whatever the engine can't hold is unmodelled, never misread: a
 * non-numeric power or loyalty ("*", "X"), and every other face of a multi-face card.
 */
export function cardFromRecord(record: CardRecord): RecordCard {
  const face: CardFaceRecord = record.faces[0] ?? {
    name: record.name,
    typeLine: '',
    supertypes: [],
    types: [],
    subtypes: [],
  };
  // Keyword lines and reminder text blanked, so that offsets stay the face text's.
  const { text, keywords } =
    face.text === undefined ? { text: undefined, keywords: [] } : splitKeywordLines(face.text, face.keywords ?? []);
  const extra: { unmodelled: Unmodelled; problem: CardProblem }[] = [];
  const starred: ('power' | 'toughness')[] = [];
  const unsupported = (field: 'power' | 'toughness' | 'loyalty' | 'defense', written: string) => {
    extra.push({
      unmodelled: { kind: 'value', text: `${field} ${written}` },
      problem: {
        code: CardProblemCodes.valueUnsupported,
        field,
        unmodelled: true,
        message: `The engine doesn't model ${field} ${quoted(written)}: ${shortText(record.name)} is used without it.`,
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
  for (const other of record.faces.slice(1)) {
    extra.push({
      unmodelled: { kind: 'layout', text: `${record.layout} face "${other.name}"` },
      problem: {
        code: CardProblemCodes.layoutUnsupported,
        field: 'layout',
        unmodelled: true,
        message: `The engine doesn't model the ${record.layout} face ${quoted(other.name)} of ${shortText(record.name)}: only ${quoted(face.name)} is used.`,
      },
    });
  }
  const built = buildCard({
    // The face's own name, so that its text's self-references ("When <face name> enters") read as such.
    name: face.name,
    types: [...face.supertypes, ...face.types],
    subtypes: face.subtypes,
    keywords,
    ...(face.manaCost !== undefined ? { cost: face.manaCost } : {}),
    ...(text !== undefined ? { text } : {}),
    ...Object.fromEntries(Object.entries(stats).filter(([, v]) => v !== undefined)),
  });
  for (const field of starred) {
    if (!built.def.abilities.some(a => a.kind === 'static' && a.affects === 'self' && a.change.define?.[field]))
      unsupported(field, '*');
  }
  const unmodelled = [...(built.def.unmodelled ?? []), ...extra.map(e => e.unmodelled)];
  const { unmodelled: _, ...def } = built.def;
  return {
    def: { ...def, name: record.name, ...(unmodelled.length ? { unmodelled } : {}) },
    problems: [...built.problems, ...extra.map(e => e.problem)],
    notUnderstood: built.problems.flatMap(p =>
      p.code === CardProblemCodes.textNotUnderstood && p.span ? [p.span] : [],
    ),
  };
}
