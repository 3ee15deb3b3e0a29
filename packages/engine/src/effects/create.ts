import type { CardDef, CardType, Color } from '../types.js';
import { createToken } from '../actions.js';
import { COLORS, COLOR_NAMES, MAX_AMOUNT, keywordInfo, type Keyword } from '../cards.js';
import { parseCardText } from '../effects.js';
import { logRule } from '../state.js';
import { QUANTITY, amountOf, quantity, type Amount } from './phrases.js';
import { defineEffect, type Reading } from './registry.js';

/**
 * "Create a 1/1 white Soldier creature token", "create two 2/2 green Wolf creature tokens with trample", "create a
 * Treasure token", "investigate" (CR 111.1, 111.10, 701.16a): tokens the ability's controller creates, owns and
 * controls (111.2). The token's characteristics are read with the sentence, so every token it makes shares them.
 */
type Create = { readonly kind: 'create'; readonly amount: Amount; readonly token: CardDef };

/** "1/1 white Soldier creature" / "2/2 red and green Wolf artifact creature", with the sentence's own capitals. */
const CREATURE = String.raw`(\d+)\/(\d+) ((?:(?:colorless|white|blue|black|red|green)(?:,? and |, | ))+)((?:[A-Z][\w'-]* )+)((?:artifact |enchantment )?creature)`;

function creatureToken(m: RegExpExecArray, withWords: string | undefined): CardDef | undefined {
  // The groups of CREATURE follow the amount (group 1).
  const [power, toughness, colorText, subtypeText, typeText] = [Number(m[2]), Number(m[3]), m[4]!, m[5]!, m[6]!];
  if (power > MAX_AMOUNT || toughness > MAX_AMOUNT) return undefined;
  const colorWords = colorText.trim().split(/,? and |, | /).filter(w => w !== '');
  const colors: Color[] = colorWords.includes('colorless') ? [] : COLORS.filter(c => colorWords.includes(COLOR_NAMES[c]));
  const subtypes = subtypeText.trim().split(' ');
  const types: CardType[] = typeText.split(' ').map(t => (t === 'artifact' ? 'Artifact' : t === 'enchantment' ? 'Enchantment' : 'Creature'));
  // CR 111.4: with no name given, a token is named after its subtypes and the word "Token".
  const name = `${subtypes.join(' ')} Token`;
  // "with flying and haste", "with toxic 1 and \"~ can't block.\"": keywords, then abilities in quotes (111.3).
  const quoted = [...(withWords ?? '').matchAll(/"([^"]+)"/g)].map(q => q[1]!);
  const words = (withWords ?? '').replace(/"[^"]+"/g, '').replace(/,? and\s*$|,\s*$/, '').trim();
  const keywords: Keyword[] = [];
  for (const word of words ? words.split(/,? and |, /) : []) {
    const info = keywordInfo(word.trim());
    if (!info) return undefined;
    keywords.push(info.name);
  }
  const text = parseCardText(quoted.join('\n'), name, false);
  if (text.notUnderstood.length > 0) return undefined;
  return { name, supertypes: [], types, subtypes, power, toughness, keywords, abilities: text.abilities, colors };
}

/** The predefined tokens (111.10), each a colorless artifact with its ability; built once, on first use. */
const PREDEFINED_TEXT: Readonly<Record<string, string>> = {
  Treasure: '{T}, Sacrifice ~: Add one mana of any color.',
  Clue: '{2}, Sacrifice ~: Draw a card.',
  Food: '{2}, {T}, Sacrifice ~: You gain 3 life.',
};
const predefinedDefs = new Map<string, CardDef>();

function predefined(subtype: string): CardDef {
  let def = predefinedDefs.get(subtype);
  if (!def) {
    const name = `${subtype} Token`;
    def = { name, supertypes: [], types: ['Artifact'], subtypes: [subtype], keywords: [], abilities: parseCardText(PREDEFINED_TEXT[subtype]!, name, false).abilities, colors: [] };
    predefinedDefs.set(subtype, def);
  }
  return def;
}

const creating = (n: Amount | undefined, token: CardDef | undefined) => (n === undefined || n === 0 || !token ? undefined : { targets: [], effect: (): Create => ({ kind: 'create', amount: n, token }) });

const READS: readonly Reading<Create>[] = [
  {
    pattern: new RegExp(String.raw`^(?:[Yy]ou )?[Cc]reate ${QUANTITY} ${CREATURE} tokens?(?: with ([a-z\d ,]+(?:"[^"]+")?|"[^"]+"))?$`),
    build: m => creating(quantity(m[1]!), creatureToken(m, m[7])),
  },
  {
    // The older wording of the same instruction.
    pattern: new RegExp(String.raw`^[Pp]ut ${QUANTITY} ${CREATURE} tokens?(?: with ([a-z\d ,]+(?:"[^"]+")?|"[^"]+"))? onto the battlefield$`),
    build: m => creating(quantity(m[1]!), creatureToken(m, m[7])),
  },
  { pattern: new RegExp(String.raw`^(?:you )?create ${QUANTITY} (treasure|clue|food) tokens?$`, 'i'), build: m => creating(quantity(m[1]!), predefined(m[2]!.charAt(0).toUpperCase() + m[2]!.slice(1).toLowerCase())) },
  { pattern: /^investigate$/i, build: () => creating(1, predefined('Clue')) },
];

export const create = defineEffect<Create>({
  kind: 'create',
  rule: '111.1',
  reads: READS,
  perform: (state, item, e) => {
    let s = state;
    const ids = [];
    const n = amountOf(item, e.amount);
    if (n === 0) return s;
    for (let i = 0; i < n; i++) {
      const made = createToken(s, e.token, item.controller, '111.2');
      s = made.state;
      ids.push(made.id);
    }
    return logRule(s, 'create', '111.1', `${item.controller} creates ${n === 1 ? `a ${e.token.name}` : `${n} ${e.token.name}s`}.`, { objects: ids, players: [item.controller] });
  },
});
