import type { Ability, Effect, ManaType, TargetKind } from './types.js';
import { MANA_TYPES } from './cards.js';
import { readEffect } from './effects/index.js';
import { REPLACEMENTS } from './replacement.js';
import { TRIGGERS } from './triggers.js';

/**
 * Reads a card's rules text sentence by sentence (the card's own name as `~`): mana abilities, static restrictions,
 * triggered abilities (the trigger registry reads the opening, the effect registry the rest) and the instructions of
 * instants and sorceries. New vocabulary is a registry entry (`effects/`, `triggers.ts`), not a change here.
 */

/** Static combat restrictions (CR 508.1c, 509.1b). */
const RESTRICTIONS: readonly { readonly pattern: RegExp; readonly restrictions: readonly ('cantAttack' | 'cantBlock')[] }[] = [
  { pattern: /^~ can't attack or block$/i, restrictions: ['cantAttack', 'cantBlock'] },
  { pattern: /^~ can't attack$/i, restrictions: ['cantAttack'] },
  { pattern: /^~ can't block$/i, restrictions: ['cantBlock'] },
];

const MANA_ABILITY = /^\{T\}: Add (\{[WUBRGC]\}(?:(?:,| or) \{[WUBRGC]\})*(?:,? or \{[WUBRGC]\})?)$/i;

export interface TextSpan {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

export interface CardTextParse {
  readonly abilities: readonly Ability[];
  /** Sentences the vocabulary doesn't understand: the engine ignores them, the editor warns. */
  readonly notUnderstood: readonly TextSpan[];
}

/** Splits text into sentences, keeping their offsets; a sentence keeps no trailing period (hover marks each). */
export function sentences(text: string): TextSpan[] {
  const out: TextSpan[] = [];
  // A period ends a sentence only when followed by whitespace or the end, so "{T}: Add {G}." stays whole.
  const re = /[^\n]+?(?:\.(?=\s|$)|$)/gm;
  for (const m of text.matchAll(re)) {
    const raw = m[0];
    const lead = raw.length - raw.trimStart().length;
    const body = raw.trim().replace(/\.$/, '');
    if (body.length > 0) out.push({ start: m.index! + lead, end: m.index! + lead + body.length, text: body });
  }
  return out;
}

const SELF_WORDS = /\bthis (?:creature|spell|permanent)\b/gi;
const isWordChar = (c: string | undefined) => c !== undefined && /\w/.test(c);

/**
 * The sentence with the card's own name and "this creature/spell/permanent" replaced by `~`. The name is matched as
 * text (case-insensitive, on word boundaries), never compiled into a regular expression: names are user text of any
 * length and characters.
 */
export function withSelfReferences(sentence: string, cardName: string): string {
  let out = sentence;
  // Lower-casing can change a string's length (İ): then indices wouldn't line up, so match the case as written.
  const folds = sentence.toLowerCase().length === sentence.length && cardName.toLowerCase().length === cardName.length;
  const name = folds ? cardName.toLowerCase() : cardName;
  if (name.length > 0) {
    const lower = folds ? out.toLowerCase() : out;
    let result = '';
    let from = 0;
    for (let at = lower.indexOf(name); at >= 0; at = lower.indexOf(name, at + 1)) {
      if (at < from) continue;
      const end = at + name.length;
      const startsOk = !isWordChar(name[0]) || !isWordChar(lower[at - 1]);
      const endsOk = !isWordChar(name[name.length - 1]) || !isWordChar(lower[end]);
      if (!startsOk || !endsOk) continue;
      result += `${out.slice(from, at)}~`;
      from = end;
    }
    out = result + out.slice(from);
  }
  return out.replace(SELF_WORDS, '~');
}

/**
 * Parses a card's rules text. Instants and sorceries (`isSpell`) collect their effects into one spell ability;
 * other cards may have mana and triggered abilities.
 */
export function parseCardText(text: string, cardName: string, isSpell: boolean): CardTextParse {
  const abilities: Ability[] = [];
  const notUnderstood: TextSpan[] = [];
  const spellTargets: TargetKind[] = [];
  const spellEffects: Effect[] = [];
  for (const span of sentences(text)) {
    const sentence = withSelfReferences(span.text, cardName);
    const mana = MANA_ABILITY.exec(sentence);
    if (mana && !isSpell) {
      const produces = [...mana[1]!.matchAll(/\{([WUBRGC])\}/gi)].map(s => s[1]!.toUpperCase() as ManaType);
      abilities.push({ kind: 'mana', produces: MANA_TYPES.filter(t => produces.includes(t)) });
      continue;
    }
    const replacement = isSpell ? undefined : REPLACEMENTS.find(r => r.reads?.test(sentence));
    if (replacement) {
      abilities.push({ kind: 'replacement', replacement: replacement.id });
      continue;
    }
    const restriction = isSpell ? undefined : RESTRICTIONS.find(r => r.pattern.test(sentence));
    if (restriction) {
      restriction.restrictions.forEach(r => abilities.push({ kind: 'restriction', restriction: r }));
      continue;
    }
    const trigger = isSpell ? undefined : TRIGGERS.find(t => t.opening.test(sentence));
    if (trigger) {
      const rest = sentence.replace(trigger.opening, '');
      const parsed = readEffect(rest);
      // Targeted triggers need target choices when put on the stack, which the engine doesn't model yet.
      if (parsed && parsed.targets.length === 0) {
        abilities.push({ kind: 'triggered', trigger: { kind: trigger.kind }, targets: parsed.targets, effects: [parsed.effect(0)] });
        continue;
      }
    }
    const parsed = isSpell ? readEffect(sentence) : undefined;
    if (parsed) {
      spellEffects.push(parsed.effect(spellTargets.length));
      spellTargets.push(...parsed.targets);
      continue;
    }
    notUnderstood.push(span);
  }
  if (spellEffects.length > 0) abilities.push({ kind: 'spell', targets: spellTargets, effects: spellEffects });
  return { abilities, notUnderstood };
}
