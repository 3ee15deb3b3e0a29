import { cardFromRecord, splitKeywordLines, type CardFaceRecord, type CardRecord } from '@mtg-scenario/engine/cards';

/** A word the grammar reads as an identifier in a type line or keyword (anything else is left to a comment). */
const WORD = /^[_a-zA-Z]\w*$/;
/** Lower-case words of the language: reserved, so they can't stand bare in a type line. */
const RESERVED_TYPE_WORDS = new Set([
  'of',
  'to',
  'with',
  'from',
  'end',
  'all',
  'no',
  'first',
  'strike',
  'damage',
  'combat',
]);

function integer(value: string | undefined): number | undefined {
  return value !== undefined && /^-?\d{1,7}$/.test(value) ? Number(value) : undefined;
}

/** A string literal of the grammar: JSON's escapes, without the control characters the grammar can't hold. */
function quoted(text: string): string {
  return JSON.stringify(text.replace(/[\u0000-\u0009\u000b-\u001f\u2028\u2029]/g, ' '));
}

/** A face as a one-line comment: what the rendering can't hold as properties. */
function faceSummary(face: CardFaceRecord): string {
  const stats = face.power !== undefined && face.toughness !== undefined ? ` ${face.power}/${face.toughness}` : '';
  const text = face.text ? ` — ${face.text.replace(/\s+/g, ' ')}` : '';
  return `${face.name}${face.manaCost ? ` ${face.manaCost}` : ''}: ${face.typeLine}${stats}${text}`;
}

/**
 * A database card in `.mtgs` syntax (`cards:///Name.mtgs`), so that a user can copy it into the workspace and adjust
 * it: the first face's cost, type line, P/T, loyalty, defense, keywords and text. What the syntax can't say (a P/T of
 * `*`, a type word that isn't a word, a keyword with a cost, the other faces of a multi-face card) is kept in comments.
 */
export function renderCard(record: CardRecord): string {
  const [face, ...others] = record.faces;
  const lines: string[] = [];
  if (others.length) {
    // The card syntax has one face: the engine reads the others of the layouts it models from the database.
    const modelled = !cardFromRecord(record).def.unmodelled?.some(u => u.kind === 'layout');
    lines.push(
      modelled
        ? `// ${record.name} (${record.layout}): its other face is the card database's; this copy has only the first.`
        : `// ${record.name} (${record.layout}): the engine models only one face, so a scenario using it is inconclusive.`,
    );
    for (const other of others) lines.push(`// ${faceSummary(other)}`);
  }
  if (!face) return `${lines.join('\n')}\ncard ${quoted(record.name)} { }\n`;
  const body: string[] = [];
  const comments: string[] = [];
  if (face.manaCost) body.push(`cost ${face.manaCost}`);
  const words = (list: readonly string[]) => list.every(w => WORD.test(w) && !RESERVED_TYPE_WORDS.has(w));
  const left = [...face.supertypes, ...face.types];
  if (left.length && words(left) && words(face.subtypes)) {
    body.push(`type ${left.join(' ')}${face.subtypes.length ? ` — ${face.subtypes.join(' ')}` : ''}`);
  } else comments.push(`type line: ${face.typeLine}`);
  const power = integer(face.power);
  const toughness = integer(face.toughness);
  if (power !== undefined && toughness !== undefined) body.push(`${power}/${toughness}`);
  else if (face.power !== undefined || face.toughness !== undefined)
    comments.push(`power/toughness: ${face.power ?? '?'}/${face.toughness ?? '?'}`);
  for (const [label, value] of [
    ['loyalty', face.loyalty],
    ['defense', face.defense],
  ] as const) {
    const n = integer(value);
    if (n !== undefined && n >= 0) body.push(`${label} ${n}`);
    else if (value !== undefined) comments.push(`${label}: ${value}`);
  }
  // Keyword lines as keywords and the rest as text, as the engine reads the record (cardFromRecord), so that a copy
  // of this card means what the database card does.
  const split = face.text === undefined ? undefined : splitKeywordLines(face.text, face.keywords ?? []);
  const keywords = (split?.keywords ?? []).map(k => k.toLowerCase());
  const writable = keywords.filter(k => k.split(' ').every(w => WORD.test(w)));
  comments.push(...keywords.filter(k => !writable.includes(k)).map(k => `keyword: ${k}`));
  if (writable.length) body.push(`keywords ${writable.join(', ')}`);
  const text = split?.text
    .split('\n')
    .map(line => line.trim())
    .filter(line => line)
    .join('\n');
  if (text) body.push(`text ${quoted(text)}`);
  lines.push(`card ${quoted(record.name)} {`, ...comments.map(c => `  // ${c}`), ...body.map(b => `  ${b}`), '}');
  return `${lines.join('\n')}\n`;
}
