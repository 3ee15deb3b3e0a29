import { defineKeyword } from './entry.js';

/**
 * Keywords that the rules they change ask for by name: combat's structure (a first-strike damage step, 510.4; an
 * attacker that doesn't tap, 508.1f), timing (flash, 117.1a), summoning sickness (302.6), destruction (704.5g) and
 * characteristics (changeling, devoid), a designation (ascend); partner works only before the game. Their entries name them and cite their rule.
 */

declare module './entry.js' {
  interface KeywordSpellings {
    defender: true;
    'double strike': true;
    'first strike': true;
    flash: true;
    haste: true;
    indestructible: true;
    trample: true;
    vigilance: true;
    changeling: true;
    devoid: true;
    partner: true;
    ascend: true;
    phasing: true;
  }
}

export const PLAIN = [
  defineKeyword<'defender'>({ name: 'defender', rule: '702.3' }),
  defineKeyword<'double strike'>({ name: 'double strike', rule: '702.4' }),
  defineKeyword<'first strike'>({ name: 'first strike', rule: '702.7' }),
  defineKeyword<'flash'>({ name: 'flash', rule: '702.8' }),
  defineKeyword<'haste'>({ name: 'haste', rule: '702.10' }),
  defineKeyword<'indestructible'>({ name: 'indestructible', rule: '702.12' }),
  defineKeyword<'trample'>({ name: 'trample', rule: '702.19' }),
  defineKeyword<'vigilance'>({ name: 'vigilance', rule: '702.20' }),
  defineKeyword<'changeling'>({ name: 'changeling', rule: '702.73' }),
  defineKeyword<'devoid'>({ name: 'devoid', rule: '702.114' }),
  // Phasing (702.26a): the untap step phases its permanent out and back in (`rules/phasing.ts`).
  defineKeyword<'phasing'>({ name: 'phasing', rule: '702.26a' }),
  // Partner (702.124a, 702.124h): a rule of deck construction for two commanders, before the game begins — nothing in
  // the game itself ("partner with [name]", which also has a triggered ability, isn't this keyword).
  defineKeyword<'partner'>({ name: 'partner', rule: '702.124h' }),
  // Ascend (702.131): ten or more permanents give their controller the city's blessing for the rest of the game —
  // any time, on a permanent (702.131b, checked after each event that could add to their count), or as an instant or
  // sorcery resolves, before its instructions (702.131a) (`events/ascend.ts`).
  defineKeyword<'ascend'>({ name: 'ascend', rule: '702.131' }),
] as const;
