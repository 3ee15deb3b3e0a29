import { MAX_AMOUNT } from '../cards.js';
import { logRule, object, tick } from '../state.js';
import { aimReading, aimedAt, defineEffect, type Aim } from './registry.js';

/**
 * "Target creature gets +N/+N until end of turn", "creatures you control get +1/+1 until end of turn": a continuous
 * effect from a resolved spell or ability (CR 611.2a); which objects a group affects is fixed as it resolves (611.2c).
 * It ends in the cleanup step (514.2).
 */
export const pump = defineEffect<{ readonly kind: 'pump'; readonly power: number; readonly toughness: number; readonly aim: Aim }>({
  kind: 'pump',
  rule: '611.2a',
  reads: [aimReading(/^(.+) gets? ([+-]\d+)\/([+-]\d+) until end of turn$/i, 1, (aim, m) => {
    const power = Number(m[2]);
    const toughness = Number(m[3]);
    if (Math.abs(power) > MAX_AMOUNT || Math.abs(toughness) > MAX_AMOUNT) return undefined;
    return { kind: 'pump', power, toughness, aim };
  })],
  perform: (state, item, e, target) => aimedAt(state, item, e.aim, target).reduce((s0, t) => {
    if (t.kind !== 'object' || !s0.permanents[t.id]) return s0;
    const [timestamp, s] = tick(s0);
    const effect = { id: timestamp, kind: 'pump' as const, target: t.id, power: e.power, toughness: e.toughness, timestamp };
    const sign = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
    return logRule({ ...s, effects: [...s.effects, effect] }, 'pump', '611.2a',
      `${object(s, t.id).def.name} gets ${sign(e.power)}/${sign(e.toughness)} until end of turn.`, { objects: [t.id] });
  }, state),
});
