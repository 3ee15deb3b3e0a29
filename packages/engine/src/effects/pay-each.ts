import type { AbilityCost, GameState, ManaCost } from '../core/types.js';
import { MAX_AMOUNT, formatManaCost, parseManaCost } from '../core/cards.js';
import { payCosts, readCost } from '../events/costs.js';
import { logRule } from '../core/state.js';
import { countOf, readCount } from '../view/counts.js';
import type { Count } from '../core/types.js';
import { defineEffect } from './registry.js';

/**
 * "Pay {1} for each age counter on ~" (cumulative upkeep, 702.24a; as in "you may pay …. If you don't, …"): the mana
 * times the count, counted as it resolves (608.2h), paid from the pool and untapped lands as any cost (118.3). One who
 * can't pays nothing; paying for none of them is paying.
 */
export const payEach = defineEffect<{
  readonly kind: 'payEach';
  readonly mana: ManaCost;
  readonly count: Count;
  /** "Pay 1 life for each …" instead of mana: payable only with at least that much life (119.4). */
  readonly life?: number;
  /**
   * A cost in words instead of mana, as cumulative upkeep spells its own out ("pay sacrifice a creature for each age
   * counter on ~", 702.24a): paid that many times over as one cost, whole or not at all (118.3).
   */
  readonly cost?: AbilityCost;
}>({
  kind: 'payEach',
  rule: '118.3',
  reads: [
    {
      pattern: /^pay ((?:\{[^}]+\})+) for each (.+)$/i,
      build: m => {
        const parsed = parseManaCost(m[1]!);
        const count = readCount(m[2]!);
        return parsed.ok && parsed.cost.x === 0 && count
          ? { targets: [], effect: () => ({ kind: 'payEach', mana: parsed.cost, count }) }
          : undefined;
      },
    },
    {
      pattern: /^pay (\d+) life for each (.+)$/i,
      build: m => {
        const life = Number(m[1]);
        const count = readCount(m[2]!);
        return count && life <= MAX_AMOUNT
          ? { targets: [], effect: () => ({ kind: 'payEach', mana: NO_MANA, count, life }) }
          : undefined;
      },
    },
    {
      pattern: /^pay (.+) for each (.+)$/i,
      build: m => {
        // Mana and life are the readings above; any other cost an activated ability may have, that can be paid again.
        const cost = /^(?:\{|\d+ life$)/i.test(m[1]!) ? undefined : readCost(m[1]!);
        const count = readCount(m[2]!);
        return cost && !cost.mana && count && timesCost(cost, 2)
          ? { targets: [], effect: () => ({ kind: 'payEach', mana: NO_MANA, count, cost }) }
          : undefined;
      },
    },
  ],
  perform: (state, item, e): GameState => {
    const n = countOf(state, item.controller, item.source, e.count, item.targets);
    if (e.cost) {
      // Paying it for none of them is paying (the choice is made, 608.2d): nothing to do.
      if (n === 0)
        return logRule(state, 'resolve', '118.3', `${item.controller} pays the cost for no age counters.`, {
          players: [item.controller],
        });
      const paid = payCosts(
        state,
        item.controller,
        item.source,
        timesCost(e.cost, n)!,
        0,
        {},
        `${item.controller} can't pay`,
      );
      return 'state' in paid ? paid.state : state;
    }
    if (e.life !== undefined) {
      const paid = payCosts(
        state,
        item.controller,
        item.source,
        { life: e.life * n },
        0,
        {},
        `${item.controller} can't pay`,
      );
      return 'state' in paid
        ? logRule(paid.state, 'life', '119.4', `${item.controller} pays ${e.life * n} life.`, {
            players: [item.controller],
          })
        : state;
    }
    const mana = times(e.mana, n);
    if (n === 0)
      return logRule(state, 'manaPaid', '118.3', `${item.controller} pays ${formatManaCost(mana)}.`, {
        players: [item.controller],
      });
    const paid = payCosts(state, item.controller, item.source, { mana }, 0, {}, `${item.controller} can't pay`);
    return 'state' in paid ? paid.state : state;
  },
});

const NO_MANA: ManaCost = { generic: 0, colored: {}, x: 0 };

function times(cost: ManaCost, n: number): ManaCost {
  return {
    generic: cost.generic * n,
    colored: Object.fromEntries(Object.entries(cost.colored).map(([c, k]) => [c, (k ?? 0) * n])),
    x: 0,
    ...(cost.hybrid?.length ? { hybrid: Array.from({ length: n }, () => cost.hybrid!).flat() } : {}),
    ...(cost.phyrexian?.length ? { phyrexian: Array.from({ length: n }, () => cost.phyrexian!).flat() } : {}),
    ...(cost.snow ? { snow: cost.snow * n } : {}),
  };
}

/**
 * A cost paid `n` times over as one cost (118.3: all of it can be paid, or none): what it sacrifices, discards, mills,
 * exiles, taps or returns and the counters it puts or removes, `n` times as many. Undefined for a part that isn't
 * counted (tapping or sacrificing the source itself, one permanent's counters, a whole hand), which paying again
 * can't double.
 */
function timesCost(cost: AbilityCost, n: number): AbilityCost | undefined {
  const { sacrifice, sacrificeCount, discard, discardFilter, counters, mill, energy, life, ...rest } = cost;
  const { exileFromGraveyard, exileFromHand, tapUntapped, returnToHand, ...other } = rest;
  if (Object.keys(other).length > 0 || life === 'X' || discard === 'X' || exileFromGraveyard?.n === 'X')
    return undefined;
  return {
    ...(sacrifice ? { sacrifice, sacrificeCount: (sacrificeCount ?? 1) * n } : {}),
    ...(discard !== undefined ? { discard: discard * n, ...(discardFilter ? { discardFilter } : {}) } : {}),
    ...(counters ? { counters: { kind: counters.kind, n: counters.n * n } } : {}),
    ...(mill !== undefined ? { mill: mill * n } : {}),
    ...(energy !== undefined ? { energy: energy * n } : {}),
    ...(life !== undefined ? { life: life * n } : {}),
    ...(exileFromGraveyard
      ? { exileFromGraveyard: { ...exileFromGraveyard, n: (exileFromGraveyard.n as number) * n } }
      : {}),
    ...(exileFromHand ? { exileFromHand: { ...exileFromHand, n: exileFromHand.n * n } } : {}),
    ...(tapUntapped ? { tapUntapped: { ...tapUntapped, n: tapUntapped.n * n } } : {}),
    ...(returnToHand ? { returnToHand: { ...returnToHand, n: returnToHand.n * n } } : {}),
  };
}
