import { MAX_AMOUNT } from '../cards.js';
import { defineKeyword } from './entry.js';

/** Keywords that change what damage their source deals does (120.3). */

declare module './entry.js' {
  interface KeywordSpellings {
    deathtouch: true;
    lifelink: true;
    wither: true;
    infect: true;
    [toxic: `toxic ${number}`]: true;
  }
}

export const deathtouch = defineKeyword<'deathtouch'>({
  name: 'deathtouch',
  rule: '702.2',
  damage: { deathtouch: true },
});
export const lifelink = defineKeyword<'lifelink'>({ name: 'lifelink', rule: '702.15', damage: { lifelink: true } });
export const wither = defineKeyword<'wither'>({ name: 'wither', rule: '702.80', damage: { asCounters: true } });
export const infect = defineKeyword<'infect'>({
  name: 'infect',
  rule: '702.90',
  damage: { asCounters: true, asPoison: true },
});

const TOXIC = /^toxic (\d+)$/;

export const toxic = defineKeyword<`toxic ${number}`>({
  name: 'toxic N',
  reads: TOXIC,
  accepts: m => Number(m[1]) <= MAX_AMOUNT,
  rule: '702.164',
  damage: { poisonAfterCombatDamage: keyword => Number(TOXIC.exec(keyword)?.[1] ?? 0) },
});

export const DAMAGE = [deathtouch, lifelink, wither, infect, toxic] as const;
