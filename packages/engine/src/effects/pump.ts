import type { Keyword } from '../cards.js';
import { MAX_AMOUNT } from '../cards.js';
import { keywordList } from '../statics.js';
import { logRule, object, tick } from '../state.js';
import { aimReading, aimedAt, defineEffect, type Aim, type Reading } from './registry.js';

/** `perX`: "+X/-X" — how many times X each part adds, X being the spell's or ability's (107.3). */
type Pump = {
  readonly kind: 'pump'; readonly power: number; readonly toughness: number; readonly perX?: { readonly power: number; readonly toughness: number };
  readonly keywords?: readonly Keyword[]; readonly aim: Aim;
};

/** "+2" → 2, "-X" → X once, negated. */
const part = (text: string): { n: number; x: number } => (/X$/i.test(text) ? { n: 0, x: text.startsWith('-') ? -1 : 1 } : { n: Number(text), x: 0 });

function pumpOf(powerText: string, toughnessText: string, keywords: Keyword[] | undefined, aim: Aim): Pump | undefined {
  const [p, t] = [part(powerText), part(toughnessText)];
  if (Math.abs(p.n) > MAX_AMOUNT || Math.abs(t.n) > MAX_AMOUNT || keywords?.length === 0) return undefined;
  return { kind: 'pump', power: p.n, toughness: t.n, ...(p.x || t.x ? { perX: { power: p.x, toughness: t.x } } : {}), ...(keywords ? { keywords } : {}), aim };
}

const readings: Reading<Pump>[] = [
  aimReading(/^(.+) gets? ([+-](?:\d+|X))\/([+-](?:\d+|X)) until end of turn$/i, 1, (aim, m) => pumpOf(m[2]!, m[3]!, undefined, aim)),
  aimReading(/^(.+) gets? ([+-](?:\d+|X))\/([+-](?:\d+|X)) and gains? (.+) until end of turn$/i, 1, (aim, m) => {
    const keywords = keywordList(m[4]!);
    return keywords && pumpOf(m[2]!, m[3]!, keywords, aim);
  }),
  aimReading(/^(.+) gains? (.+) until end of turn$/i, 1, (aim, m) => {
    const keywords = keywordList(m[2]!);
    return keywords && pumpOf('+0', '+0', keywords, aim);
  }),
];

/**
 * "Target creature gets +N/+N until end of turn", "creatures you control get +1/+1 and gain trample until end of
 * turn", "~ gains flying until end of turn": a continuous effect from a resolved spell or ability (CR 611.2a); which
 * objects a group affects is fixed as it resolves (611.2c). It ends in the cleanup step (514.2).
 */
export const pump = defineEffect<Pump>({
  kind: 'pump',
  rule: '611.2a',
  reads: readings,
  perform: (state, item, e, target) => aimedAt(state, item, e.aim, target).reduce((s0, t) => {
    if (t.kind !== 'object' || !s0.permanents[t.id]) return s0;
    const [timestamp, s] = tick(s0);
    const x = item.x ?? 0;
    const [power, toughness] = [e.power + (e.perX?.power ?? 0) * x, e.toughness + (e.perX?.toughness ?? 0) * x];
    const effect = { id: timestamp, kind: 'pump' as const, target: t.id, power, toughness, ...(e.keywords ? { keywords: e.keywords } : {}), timestamp };
    const sign = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
    const parts = [...(power || toughness || !e.keywords ? [`gets ${sign(power)}/${sign(toughness)}`] : []), ...(e.keywords ? [`gains ${e.keywords.join(' and ')}`] : [])];
    return logRule({ ...s, effects: [...s.effects, effect] }, 'pump', '611.2a',
      `${object(s, t.id).def.name} ${parts.join(' and ')} until end of turn.`, { objects: [t.id] });
  }, state),
});
