import type { Ability, Effect, ManaType, TargetKind, TriggerCondition } from './types.js';
import { MANA_TYPES, MAX_AMOUNT } from './cards.js';

/**
 * The effect vocabulary: oracle text the engine understands, as data. Each entry turns one sentence (with the
 * card's own name replaced by `~`) into an effect; later issues extend the tables, not the parser.
 */

const NUMBER = String.raw`(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten)`;
const WORDS: Readonly<Record<string, number>> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
};

function amount(word: string): number {
  return WORDS[word.toLowerCase()] ?? Number(word);
}

const TARGET_PHRASES: Readonly<Record<string, TargetKind>> = {
  'any target': 'any',
  'target creature': 'creature',
  'target player': 'player',
  'target player or planeswalker': 'playerOrPlaneswalker',
  'target spell': 'spell',
  'target instant spell': 'instantSpell',
  'target creature spell': 'creatureSpell',
  'target noncreature spell': 'noncreatureSpell',
};

/** A sentence's effect, with the kinds of the targets it introduces (in order). */
interface Parsed {
  readonly targets: readonly TargetKind[];
  readonly effect: (firstTarget: number) => Effect;
}

interface EffectPattern {
  readonly id: string;
  readonly pattern: RegExp;
  readonly build: (m: RegExpExecArray) => Parsed | undefined;
}

function target(phrase: string): TargetKind | undefined {
  return TARGET_PHRASES[phrase.toLowerCase()];
}

function bounded(n: number): number | undefined {
  return Number.isSafeInteger(n) && n >= 0 && n <= MAX_AMOUNT ? n : undefined;
}

export const EFFECT_PATTERNS: readonly EffectPattern[] = [
  {
    id: 'damage',
    pattern: new RegExp(String.raw`^~ deals ${NUMBER} damage to (any target|target creature|target player or planeswalker|target player)$`, 'i'),
    build: m => {
      const n = bounded(amount(m[1]!));
      const kind = target(m[2]!);
      return n === undefined || !kind ? undefined : { targets: [kind], effect: t => ({ kind: 'damage', amount: n, target: t }) };
    },
  },
  {
    id: 'counter',
    pattern: /^counter (target spell|target instant spell|target creature spell|target noncreature spell)$/i,
    build: m => ({ targets: [target(m[1]!)!], effect: t => ({ kind: 'counter', target: t }) }),
  },
  {
    id: 'destroy',
    pattern: /^destroy target creature$/i,
    build: () => ({ targets: ['creature'], effect: t => ({ kind: 'destroy', target: t }) }),
  },
  {
    id: 'pump',
    pattern: /^target creature gets ([+-]\d+)\/([+-]\d+) until end of turn$/i,
    build: m => {
      const power = Number(m[1]);
      const toughness = Number(m[2]);
      if (Math.abs(power) > MAX_AMOUNT || Math.abs(toughness) > MAX_AMOUNT) return undefined;
      return { targets: ['creature'], effect: t => ({ kind: 'pump', power, toughness, target: t }) };
    },
  },
  {
    id: 'draw',
    pattern: new RegExp(String.raw`^(?:you )?draw ${NUMBER} cards?$`, 'i'),
    build: m => {
      const n = bounded(amount(m[1]!));
      return n === undefined ? undefined : { targets: [], effect: () => ({ kind: 'draw', amount: n }) };
    },
  },
  {
    id: 'gainLife',
    pattern: new RegExp(String.raw`^you gain ${NUMBER} life$`, 'i'),
    build: m => {
      const n = bounded(amount(m[1]!));
      return n === undefined ? undefined : { targets: [], effect: () => ({ kind: 'gainLife', amount: n }) };
    },
  },
  {
    id: 'loseLife',
    pattern: new RegExp(String.raw`^you lose ${NUMBER} life$`, 'i'),
    build: m => {
      const n = bounded(amount(m[1]!));
      return n === undefined ? undefined : { targets: [], effect: () => ({ kind: 'loseLife', amount: n }) };
    },
  },
  {
    id: 'targetLosesLife',
    pattern: new RegExp(String.raw`^target player loses ${NUMBER} life$`, 'i'),
    build: m => {
      const n = bounded(amount(m[1]!));
      return n === undefined ? undefined : { targets: ['player'], effect: t => ({ kind: 'loseLife', amount: n, target: t }) };
    },
  },
];

/** Trigger openings (CR 603.1): "When ~ enters, ..." etc. */
export const TRIGGER_PATTERNS: readonly { readonly pattern: RegExp; readonly trigger: TriggerCondition }[] = [
  { pattern: /^at the beginning of your upkeep, /i, trigger: { kind: 'upkeep' } },
  { pattern: /^when ~ enters(?: the battlefield)?, /i, trigger: { kind: 'enters' } },
  { pattern: /^whenever ~ attacks, /i, trigger: { kind: 'attacks' } },
  { pattern: /^when ~ dies, /i, trigger: { kind: 'dies' } },
];

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

/** Splits text into sentences, keeping their offsets; a sentence keeps no trailing period. */
function sentences(text: string): TextSpan[] {
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
function withSelfReferences(sentence: string, cardName: string): string {
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

function matchEffect(sentence: string): Parsed | undefined {
  for (const entry of EFFECT_PATTERNS) {
    const m = entry.pattern.exec(sentence);
    if (m) return entry.build(m);
  }
  return undefined;
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
    const restriction = isSpell ? undefined : RESTRICTIONS.find(r => r.pattern.test(sentence));
    if (restriction) {
      restriction.restrictions.forEach(r => abilities.push({ kind: 'restriction', restriction: r }));
      continue;
    }
    const trigger = isSpell ? undefined : TRIGGER_PATTERNS.find(t => t.pattern.test(sentence));
    if (trigger) {
      const rest = sentence.replace(trigger.pattern, '');
      const parsed = matchEffect(rest);
      // Targeted triggers need target choices when put on the stack, which the engine doesn't model yet.
      if (parsed && parsed.targets.length === 0) {
        abilities.push({ kind: 'triggered', trigger: trigger.trigger, targets: parsed.targets, effects: [parsed.effect(0)] });
        continue;
      }
    }
    const parsed = isSpell ? matchEffect(sentence) : undefined;
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
