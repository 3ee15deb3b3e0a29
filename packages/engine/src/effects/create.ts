import type { CardDef, CardType, Color } from '../core/types.js';
import { createToken } from '../events/actions.js';
import { COLORS, COLOR_NAMES, MAX_AMOUNT } from '../core/cards.js';
import { logRule, name } from '../core/state.js';
import { defaultAttackTarget, putAttacking } from '../rules/combat.js';
import { QUANTITY, amountOf, quantity, type Amount } from '../core/phrases.js';
import { defineEffect, type ReadContext, type Reading } from './registry.js';
import { keywordInfo, type Keyword } from '../core/keywords/index.js';

/**
 * "Create a 1/1 white Soldier creature token", "create two 2/2 green Wolf creature tokens with trample", "create a
 * Treasure token", "investigate" (CR 111.1, 111.10, 701.16a): tokens the ability's controller creates, owns and
 * controls (111.2). The token's characteristics are read with the sentence, so every token it makes shares them.
 * One instruction may list several kinds ("a 1/2 … with deathtouch and a 2/1 … with lifelink"): all are created at
 * once, as one event; "tapped" ones enter tapped, "legendary … named N" ones have that supertype and name (111.4).
 */
type Tokens = {
  readonly amount: Amount;
  readonly token: CardDef;
  readonly tapped?: true;
  /** "That's tapped and attacking", "that are attacking": put onto the battlefield attacking (508.4). */
  readonly attacking?: true;
  /** "An X/X … token": the power and toughness that are X, the spell's or ability's X as the token is created (107.3). */
  readonly sizeX?: { readonly power: boolean; readonly toughness: boolean };
};
type Create = { readonly kind: 'create'; readonly tokens: readonly Tokens[] };

/**
 * "1/1 white Soldier creature" / "2/2 red and green Wolf artifact creature" / "colorless Treasure artifact" (a
 * noncreature token has no power and toughness), with the sentence's own capitals.
 */
const CREATURE = String.raw`(?:(\d+|X)\/(\d+|X) )?((?:(?:colorless|white|blue|black|red|green)(?:,? and |, | ))+)((?:[A-Z][\w'-]* )+)((?:artifact |enchantment )?creature|artifact|enchantment)`;
/** One kind of token in a list: its number, "tapped", "legendary", the creature, "named …", "with …" (groups 1–9). */
const CREATURE_TOKENS = new RegExp(
  String.raw`^${QUANTITY} (tapped )?(legendary )?${CREATURE} tokens?(?: named ([A-Z][^"]*?))?(?: with ([a-z\d ,]+(?:"[^"]+")?|"[^"]+"))?$`,
);
const PREDEFINED_TOKENS = new RegExp(String.raw`^${QUANTITY} (tapped )?(treasure|clue|food) tokens?$`, 'i');
/** Where a list of token kinds is joined: before the next kind's number and P/T. */
const NEXT_KIND = new RegExp(
  String.raw`(?:,? and |, )(?=${QUANTITY} (?:tapped )?(?:legendary )?(?:\d+\/\d+|[Tt]reasure|[Cc]lue|[Ff]ood) )`,
);

function creatureToken(m: RegExpExecArray, context: ReadContext): CardDef | undefined {
  const [legendary, power, toughness, colorText, subtypeText, typeText, named, withWords] = [
    m[3] !== undefined,
    m[4] === 'X' ? 0 : Number(m[4]),
    m[5] === 'X' ? 0 : Number(m[5]),
    m[6]!,
    m[7]!,
    m[8]!,
    m[9],
    m[10],
  ];
  // A creature token has power and toughness, and only a creature token (208.1, 302.4).
  const creature = /creature$/.test(typeText);
  if (creature === (m[4] === undefined) || power > MAX_AMOUNT || toughness > MAX_AMOUNT) return undefined;
  const colorWords = colorText
    .trim()
    .split(/,? and |, | /)
    .filter(w => w !== '');
  const colors: Color[] = colorWords.includes('colorless')
    ? []
    : COLORS.filter(c => colorWords.includes(COLOR_NAMES[c]));
  const subtypes = subtypeText.trim().split(' ');
  const types: CardType[] = typeText
    .split(' ')
    .map(t => (t === 'artifact' ? 'Artifact' : t === 'enchantment' ? 'Enchantment' : 'Creature'));
  // CR 111.4: with no name given, a token is named after its subtypes and the word "Token".
  const name = named ?? `${subtypes.join(' ')} Token`;
  // "with flying and haste", "with toxic 1 and \"~ can't block.\"": keywords, then abilities in quotes (111.3).
  const quoted = [...(withWords ?? '').matchAll(/"([^"]+)"/g)].map(q => q[1]!);
  const words = (withWords ?? '')
    .replace(/"[^"]+"/g, '')
    .replace(/,? and\s*$|,\s*$/, '')
    .trim();
  const keywords: Keyword[] = [];
  for (const word of words ? words.split(/,? and |, /) : []) {
    const info = keywordInfo(word.trim());
    if (!info) return undefined;
    keywords.push(info.name);
  }
  const abilities = context.abilities(quoted.join('\n'), name);
  if (!abilities) return undefined;
  return {
    name,
    supertypes: legendary ? ['Legendary'] : [],
    types,
    subtypes,
    ...(creature ? { power, toughness } : {}),
    keywords,
    // A keyword that stands for abilities gives the token those abilities too (702.108a: prowess is a trigger).
    abilities: [...abilities, ...context.keywordAbilities(keywords)],
    colors,
  };
}

/** The predefined tokens (111.10), each a colorless artifact with its ability; built once, on first use. */
const PREDEFINED_TEXT: Readonly<Record<string, string>> = {
  Treasure: '{T}, Sacrifice ~: Add one mana of any color.',
  Clue: '{2}, Sacrifice ~: Draw a card.',
  Food: '{2}, {T}, Sacrifice ~: You gain 3 life.',
};
const predefinedDefs = new Map<string, CardDef>();

function predefined(subtype: string, context: ReadContext): CardDef {
  let def = predefinedDefs.get(subtype);
  if (!def) {
    const name = `${subtype} Token`;
    def = {
      name,
      supertypes: [],
      types: ['Artifact'],
      subtypes: [subtype],
      keywords: [],
      abilities: context.abilities(PREDEFINED_TEXT[subtype]!, name)!,
      colors: [],
    };
    predefinedDefs.set(subtype, def);
  }
  return def;
}

/** One kind of token as a list names it ("two 2/2 green Wolf creature tokens", "a tapped Treasure token"). */
function readKind(phrase: string, tapped: boolean, context: ReadContext): Tokens | undefined {
  const creature = CREATURE_TOKENS.exec(phrase);
  const other = creature ? undefined : PREDEFINED_TOKENS.exec(phrase);
  const m = creature ?? other;
  const n = m ? quantity(m[1]!) : undefined;
  const token = creature
    ? creatureToken(creature, context)
    : other && predefined(other[3]!.charAt(0).toUpperCase() + other[3]!.slice(1).toLowerCase(), context);
  if (n === undefined || n === 0 || !token) return undefined;
  const sizeX = creature && (creature[4] === 'X' || creature[5] === 'X');
  return {
    amount: n,
    token,
    ...(tapped || m![2] !== undefined ? { tapped: true as const } : {}),
    ...(sizeX ? { sizeX: { power: creature[4] === 'X', toughness: creature[5] === 'X' } } : {}),
  };
}

/** A list of token kinds, each read by `readKind`; undefined when any isn't understood. */
function creating(
  list: string,
  context: ReadContext,
  tapped = false,
): { targets: []; effect: () => Create } | undefined {
  // "… tokens with lifelink that are tapped and attacking": said of every kind in the list.
  const attacking = ATTACKING.exec(list);
  const kinds = (attacking ? list.slice(0, attacking.index) : list)
    .split(NEXT_KIND)
    .filter((_part, i) => i % 2 === 0)
    .map(part => readKind(part, tapped || attacking?.[1] !== undefined, context));
  if (kinds.some(k => k === undefined)) return undefined;
  const tokens = (kinds as Tokens[]).map(k => (attacking ? { ...k, attacking: true as const } : k));
  return { targets: [], effect: () => ({ kind: 'create', tokens }) };
}
const ATTACKING = / that(?:'s| are) (tapped and )?attacking$/;

const READS: readonly Reading<Create>[] = [
  { pattern: /^(?:[Yy]ou )?[Cc]reate (.+)$/, build: (m, context) => creating(m[1]!, context) },
  // The older wording of the same instruction, where "tapped" comes last.
  {
    pattern: /^(?:[Yy]ou )?[Pp]ut (.+?) onto the battlefield( tapped)?$/,
    build: (m, context) => creating(m[1]!, context, m[2] !== undefined),
  },
  {
    pattern: /^investigate$/i,
    build: (_m, context) => ({
      targets: [],
      effect: () => ({ kind: 'create', tokens: [{ amount: 1, token: predefined('Clue', context) }] }),
    }),
  },
];

export const create = defineEffect<Create>({
  kind: 'create',
  rule: '111.1',
  reads: READS,
  perform: (state, item, e) => {
    let s = state;
    const ids = [];
    const made: string[] = [];
    for (const kind of e.tokens) {
      const n = amountOf(item, kind.amount);
      const x = amountOf(item, 'X');
      const def = kind.sizeX
        ? {
            ...kind.token,
            ...(kind.sizeX.power ? { power: x } : {}),
            ...(kind.sizeX.toughness ? { toughness: x } : {}),
          }
        : kind.token;
      for (let i = 0; i < n; i++) {
        const token = createToken(s, def, item.controller, '111.2', kind.tapped === true);
        s = token.state;
        ids.push(token.id);
        const attacks = kind.attacking && defaultAttackTarget(s, item.controller, item.source);
        if (attacks)
          s = putAttacking(s, token.id, attacks, '508.4', what => `${name(s, token.id)} enters attacking ${what}.`);
      }
      if (n > 0)
        made.push(
          n === 1 ? `${/^[AEIOU]/.test(kind.token.name) ? 'an' : 'a'} ${kind.token.name}` : `${n} ${kind.token.name}s`,
        );
    }
    if (made.length === 0) return s;
    const list = made.length === 1 ? made[0] : `${made.slice(0, -1).join(', ')} and ${made.at(-1)}`;
    return logRule(s, 'create', '111.1', `${item.controller} creates ${list}.`, {
      objects: ids,
      players: [item.controller],
    });
  },
});

/**
 * "Create a 1/1 … token. It has "Sacrifice this creature: Add {C}."" / "… tokens. They have …": the abilities the next
 * sentence gives the tokens just described are part of what the effect defines them with (111.3), as "with" would
 * be. One kind of token only, "it" for one and "they" for more; undefined when the ability isn't understood.
 */
export function tokensWith(last: Create, quoted: string, plural: boolean, context: ReadContext): Create | undefined {
  const [kind] = last.tokens;
  if (last.tokens.length !== 1 || plural === (kind!.amount === 1)) return undefined;
  const abilities = context.abilities(quoted, kind!.token.name);
  if (!abilities || abilities.length === 0) return undefined;
  return {
    ...last,
    tokens: [{ ...kind!, token: { ...kind!.token, abilities: [...kind!.token.abilities, ...abilities] } }],
  };
}
