import type { Ability, CardDef } from '../core/types.js';
import { copyState, freshId, logRule, tick } from '../core/state.js';
import { defineEffect, type ReadContext } from './registry.js';
import { TRIGGERS } from '../rules/triggers.js';

/**
 * "You get an emblem with "<ability>"" (CR 114.2): an emblem in the command zone, owned and controlled by the
 * ability's controller, with the quoted abilities and nothing else (114.3). Understood only when each of them works
 * from there as the engine models it (114.4): a static ability of the layers changing the permanents it names, or a
 * triggered ability whose condition looks at emblems.
 */
type EmblemEffect = { readonly kind: 'emblem'; readonly abilities: readonly Ability[] };

/** "…with "A"" or "…with "A" and "B"": the emblem's abilities, one quote each. */
const EMBLEM = /^[Yy]ou get an emblem with "([^"]+)"(?: and "([^"]+)")?$/;

const TRIGGERS_FROM_EMBLEMS = new Set<string>(
  TRIGGERS.filter(t => 'fromEmblems' in t && t.fromEmblems).map(t => t.kind),
);

/** Whether an emblem's ability works in the command zone as the engine models it (114.4). */
function worksFromEmblem(ability: Ability): boolean {
  if (ability.kind === 'static') return typeof ability.affects === 'object' && !ability.condition;
  return ability.kind === 'triggered' && TRIGGERS_FROM_EMBLEMS.has(ability.trigger.kind);
}

/**
 * A quote inside the emblem's quote is written with single quotes ("Mountains you control have '{T}: …'"): the
 * ability granted last, opening after a space and closing the emblem's ability, in the double quotes the reader knows.
 */
const INNER_QUOTE = / '(\S[^]*?)'(\.?)$/;

function emblemAbilities(quotes: readonly string[], context: ReadContext): readonly Ability[] | undefined {
  // `~` would be the card's own name, which the emblem's abilities mean as the card, not the emblem. In a granted
  // ability's quote it is "this land" / "this creature": the permanent the ability is granted to.
  if (quotes.some(q => q.replace(INNER_QUOTE, '').includes('~'))) return undefined;
  const texts = quotes.map(q => q.replace(INNER_QUOTE, ' "$1"$2'));
  const abilities = context.abilities(texts.join('\n'), 'Emblem');
  return abilities?.length && abilities.every(worksFromEmblem) ? abilities : undefined;
}

export const emblem = defineEffect<EmblemEffect>({
  kind: 'emblem',
  rule: '114.2',
  reads: [
    {
      pattern: EMBLEM,
      build: (m, context) => {
        const abilities = emblemAbilities(m[2] === undefined ? [m[1]!] : [m[1]!, m[2]], context);
        return abilities && { targets: [], effect: () => ({ kind: 'emblem', abilities }) };
      },
    },
  ],
  perform: (state, item, e) => {
    const def: CardDef = {
      name: 'Emblem',
      supertypes: [],
      types: [],
      subtypes: [],
      keywords: [],
      abilities: e.abilities,
    };
    const [id, numbered] = freshId(state);
    const [timestamp, stamped] = tick(numbered);
    const s = copyState(stamped);
    s.objects = { ...stamped.objects, [id]: { id, def, owner: item.controller } };
    s.emblems = [...stamped.emblems, { id, owner: item.controller, timestamp }];
    return logRule(s, 'emblem', '114.2', `${item.controller} gets an emblem.`, {
      objects: [id],
      players: [item.controller],
    });
  },
});
