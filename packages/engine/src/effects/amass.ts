import type { CardDef } from '../core/types.js';
import { addCounters, createToken } from '../events/actions.js';
import { controller, isCreature, subtypes } from '../view/queries.js';
import { continuousEffect, withEffect } from '../view/layers.js';
import { copyState, logRule, name } from '../core/state.js';
import { QUANTITY, amountOf, quantity, type Amount } from '../core/phrases.js';
import { defineEffect } from './registry.js';

type Amass = { readonly kind: 'amass'; readonly subtype: string; readonly amount: Amount };

/** A 0/0 black [subtype] Army creature token (701.47a). */
const army = (subtype: string): CardDef => ({
  name: `${subtype} Army Token`,
  supertypes: [],
  types: ['Creature'],
  subtypes: [subtype, 'Army'],
  colors: ['B'],
  power: 0,
  toughness: 0,
  keywords: [],
  abilities: [],
});

/**
 * "Amass Zombies 2", and the older "amass 2", which means Zombies (CR 701.47a, 701.47d): with no Army, a 0/0 Army
 * token first; then N +1/+1 counters on an Army its controller controls, which becomes that subtype too. Which Army
 * is the player's choice; the documented default is the first that already is that subtype, else the first to arrive,
 * which the log says.
 */
export const amass = defineEffect<Amass>({
  kind: 'amass',
  rule: '701.47a',
  reads: [
    {
      pattern: new RegExp(String.raw`^amass (?:([A-Z][a-z]+)s )?${QUANTITY}$`, 'i'),
      build: m => {
        const n = quantity(m[2]!);
        const subtype = m[1] === undefined ? 'Zombie' : m[1][0]!.toUpperCase() + m[1].slice(1).toLowerCase();
        return n === undefined ? undefined : { targets: [], effect: () => ({ kind: 'amass', subtype, amount: n }) };
      },
    },
  ],
  perform: (state, item, e) => {
    const who = item.controller;
    const n = amountOf(item, e.amount);
    const armies = (from: typeof state) =>
      from.battlefield.filter(
        id => isCreature(from, id) && controller(from, id) === who && subtypes(from, id).includes('Army'),
      );
    let s = state;
    if (armies(s).length === 0) {
      const made = createToken(s, army(e.subtype), who, '701.47a');
      s = logRule(made.state, 'create', '701.47a', `${who} creates a ${e.subtype} Army token.`, {
        objects: [made.id],
        players: [who],
      });
    }
    const mine = armies(s);
    // The token can have left already (a replacement effect): then there is no Army to choose.
    const chosen = mine.find(id => subtypes(s, id).includes(e.subtype)) ?? mine[0];
    if (chosen === undefined) return s;
    s = logRule(
      s,
      'amass',
      '701.47a',
      `${who} amasses ${n} on ${name(s, chosen)}${mine.length > 1 ? ' (the default choice)' : ''}.`,
      { objects: [chosen], players: [who], ...(mine.length > 1 ? { defaulted: true } : {}) },
    );
    if (n > 0) s = addCounters(s, chosen, '+1/+1', n, '701.47a');
    if (subtypes(s, chosen).includes(e.subtype)) return s;
    const change = { types: { add: [], subtypes: [e.subtype], replaceCreatureTypes: false } };
    const [effect, next] = continuousEffect(s, item.source, who, chosen, change, false);
    const out = copyState(next);
    out.effects = withEffect(next.effects, effect);
    return out;
  },
});
