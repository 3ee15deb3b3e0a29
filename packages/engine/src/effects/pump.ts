import { MAX_AMOUNT } from '../cards.js';
import { logRule, object, tick } from '../state.js';
import { defineEffect } from './registry.js';

/** "Target creature gets +N/+N until end of turn": a continuous effect from a resolved spell (CR 611.2a), ended in cleanup (514.2). */
export const pump = defineEffect<{ readonly kind: 'pump'; readonly power: number; readonly toughness: number; readonly target: number }>({
  kind: 'pump',
  rule: '611.2a',
  reads: [{
    pattern: /^target creature gets ([+-]\d+)\/([+-]\d+) until end of turn$/i,
    build: m => {
      const power = Number(m[1]);
      const toughness = Number(m[2]);
      if (Math.abs(power) > MAX_AMOUNT || Math.abs(toughness) > MAX_AMOUNT) return undefined;
      return { targets: ['creature'], effect: t => ({ kind: 'pump', power, toughness, target: t }) };
    },
  }],
  perform: (state, _item, e, target) => {
    const t = target(e.target);
    if (!t || t.kind !== 'object') return state;
    const [timestamp, s] = tick(state);
    const effect = { id: timestamp, kind: 'pump' as const, target: t.id, power: e.power, toughness: e.toughness, timestamp };
    const sign = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
    return logRule({ ...s, effects: [...s.effects, effect] }, 'pump', '611.2a',
      `${object(s, t.id).def.name} gets ${sign(e.power)}/${sign(e.toughness)} until end of turn.`, { objects: [t.id] });
  },
});
