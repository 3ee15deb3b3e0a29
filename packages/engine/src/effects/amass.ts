import type { CardDef } from '../core/types.js';
import { addCounters, createToken } from '../events/actions.js';
import { controller, isCreature, subtypes } from '../view/queries.js';
import { logRule, name } from '../core/state.js';
import { NUMBER, amount } from '../core/phrases.js';
import { defineEffect } from './registry.js';

/** The token amass creates when its controller has no Army (701.47a): a 0/0 black Zombie Army. */
const ARMY: CardDef = {
  name: 'Zombie Army Token',
  supertypes: [],
  types: ['Creature'],
  subtypes: ['Zombie', 'Army'],
  power: 0,
  toughness: 0,
  keywords: [],
  abilities: [],
  colors: ['B'],
};

/**
 * "Amass N" (CR 701.47a, d: "amass Zombies N"): without an Army creature, its controller creates a 0/0 black Zombie
 * Army token; then an Army they control gets N +1/+1 counters. Which Army is their choice: the documented default is
 * the first Zombie Army to arrive, else the first Army, which the log says. One that isn't a Zombie would become one,
 * which the engine doesn't model: it says so (an `unmodelled` event).
 */
export const amass = defineEffect<{ readonly kind: 'amass'; readonly amount: number }>({
  kind: 'amass',
  rule: '701.47a',
  reads: [
    {
      pattern: new RegExp(String.raw`^amass(?: zombies)? ${NUMBER}$`, 'i'),
      build: m => {
        const n = amount(m[1]!);
        return n === undefined ? undefined : { targets: [], effect: () => ({ kind: 'amass', amount: n }) };
      },
    },
  ],
  perform: (state, item, e) => {
    const who = item.controller;
    const armies = (s: typeof state) =>
      s.battlefield.filter(id => isCreature(s, id) && controller(s, id) === who && subtypes(s, id).includes('Army'));
    let s = armies(state).length ? state : createToken(state, ARMY, who, '701.47a').state;
    const mine = armies(s);
    const chosen = mine.find(id => subtypes(s, id).includes('Zombie')) ?? mine[0]!;
    const several = mine.length > 1;
    s = logRule(
      s,
      'bolster',
      '701.47a',
      `${who} amasses ${e.amount}: ${name(s, chosen)}${several ? ' (the default choice: the first Zombie Army)' : ''}.`,
      { objects: [chosen], players: [who], ...(several ? { defaulted: true } : {}) },
    );
    s = addCounters(s, chosen, '+1/+1', e.amount, '701.47a');
    return subtypes(s, chosen).includes('Zombie')
      ? s
      : logRule(
          s,
          'unmodelled',
          '701.47a',
          `${name(s, chosen)} would become a Zombie in addition to its other types, which the engine doesn't model.`,
          { objects: [chosen], players: [who] },
        );
  },
});
