import type { AbilityCost, GameState, ManaCost, PlayerId } from '../core/types.js';
import { parseManaCost } from '../core/cards.js';
import { payCosts, readCost } from '../events/costs.js';
import { onStack } from '../view/conditions.js';
import { capitalized, logRule, stackItemName } from '../core/state.js';
import { counterOnStack, counteredItem } from './counter.js';
import { TARGET, readTarget } from '../core/phrases.js';
import { defineEffect } from './registry.js';

const MANA = String.raw`((?:\{[^}]+\})+)`;
const manaOf = (text: string): ManaCost | undefined => {
  const parsed = parseManaCost(text);
  return parsed.ok ? parsed.cost : undefined;
};

/**
 * "Pay {W/B}" (as in "you may pay {2}. If you do, …"): the controller pays the mana as the ability resolves, from
 * their pool and untapped lands as for any cost (118.3), "pay {E}{E}", energy (107.14), or "pay 2 life" (119.4); one
 * who can't pays nothing, and "if you do" doesn't follow.
 */
export const pay = defineEffect<{
  readonly kind: 'pay';
  readonly mana?: ManaCost;
  readonly energy?: number;
  /** "Pay 2 life" (119.4): only with a life total of at least that much. */
  readonly life?: number;
  /**
   * A cost in words, as a keyword spells out its rule with its cost ("you may pay discard a card", echo 702.30a): any
   * cost an activated ability may have besides mana, paid whole or not at all (118.3).
   */
  readonly cost?: AbilityCost;
}>({
  kind: 'pay',
  rule: '118.3',
  reads: [
    {
      pattern: new RegExp(String.raw`^pay ${MANA}$`, 'i'),
      build: m => {
        const energy = /^(?:\{E\})+$/i.test(m[1]!) ? m[1]!.length / 3 : undefined;
        if (energy) return { targets: [], effect: () => ({ kind: 'pay', energy }) };
        const mana = manaOf(m[1]!);
        // "You may pay {X}": the player would choose X as it resolves (107.3f), which this reading can't ask.
        return mana && mana.x === 0 ? { targets: [], effect: () => ({ kind: 'pay', mana }) } : undefined;
      },
    },
    {
      pattern: /^pay (\d+) life$/i,
      build: m => ({ targets: [], effect: () => ({ kind: 'pay', life: Number(m[1]) }) }),
    },
    {
      // Mana and life are the readings above; a cost that would tap or move the source isn't paid this way.
      pattern: /^pay (?![{\d])(.+)$/i,
      build: m => {
        const cost = readCost(m[1]!);
        return cost && WORDS_ONLY(cost) ? { targets: [], effect: () => ({ kind: 'pay', cost }) } : undefined;
      },
    },
  ],
  perform: (state, item, e): GameState => {
    const cost = e.cost
      ? e.cost
      : e.energy
        ? { energy: e.energy }
        : e.life !== undefined
          ? { life: e.life }
          : { mana: e.mana };
    const paid = payCosts(state, item.controller, item.source, cost, 0, {}, `${item.controller} can't pay`);
    // Unchanged when it can't be paid: "if you do" then sees nothing done (608.2d).
    return 'state' in paid ? paid.state : state;
  },
});

/** A cost of sacrificing, discarding, exiling or returning other things, or counters: none of mana, X or the source itself. */
const WORDS_ONLY = (cost: AbilityCost): boolean =>
  !cost.mana &&
  !cost.tap &&
  !cost.untap &&
  !cost.sacrificeSelf &&
  !cost.exertSelf &&
  !cost.discardSelf &&
  !cost.exileSelf &&
  !cost.exileSelfInPlay &&
  !cost.returnSelf &&
  cost.loyalty === undefined &&
  cost.life !== 'X' &&
  cost.discard !== 'X' &&
  cost.exileFromGraveyard?.n !== 'X' &&
  cost.removeXCounters === undefined &&
  cost.crew === undefined;

/**
 * "Counter target spell unless its controller pays {3}" (118.12a): that player may pay; if they don't, the spell is
 * countered (701.6a). The documented default is that they pay when they can; `Bob declines` while the ability or
 * spell waits on the stack says they won't.
 */
export const counterUnless = defineEffect<{
  readonly kind: 'counterUnless';
  readonly target?: number;
  readonly mana: ManaCost;
  /** As `counter`'s: exiled instead of put into the graveyard. */
  readonly exile?: true;
}>({
  kind: 'counterUnless',
  rule: '118.12a',
  reads: [
    {
      // "… spell an opponent controls unless they pay {1}": "they" is that opponent, the spell's controller.
      pattern: new RegExp(String.raw`^counter ${TARGET} unless (its controller pays|they pay) ${MANA}$`, 'i'),
      build: m => {
        const spec = readTarget(m[1]!);
        const mana = manaOf(m[3]!);
        if (/^they/i.test(m[2]!) && !/ an opponent controls$/i.test(m[1]!)) return undefined;
        return spec?.object?.zone === 'stack' && mana
          ? { targets: [spec], effect: t => ({ kind: 'counterUnless', target: t, mana }) }
          : undefined;
      },
    },
    {
      // Ward (702.21a), "whenever an opponent casts a spell, counter it unless that player pays {1}": the spell or
      // ability the trigger event was about, without targeting it.
      pattern: new RegExp(
        String.raw`^counter (?:that spell or ability|that spell|it) unless (?:that player pays|its controller pays|they pay) ${MANA}$`,
        'i',
      ),
      build: m => {
        const mana = manaOf(m[1]!);
        return mana && { targets: [], effect: () => ({ kind: 'counterUnless', mana }) };
      },
    },
  ],
  perform: (state, item, e, target): GameState => {
    const spell = counteredItem(state, item, e, target);
    if (!spell) return state;
    const payer: PlayerId = spell.controller;
    if (!onStack(state, item)?.declinedBy?.includes(payer)) {
      // "{X}" is the count the instruction was performed with (`counted`, 608.2h).
      const x = e.mana.x > 0 ? (item.x ?? 0) : 0;
      const paid = payCosts(state, payer, spell.source, { mana: e.mana }, x, {}, `${payer} can't pay`);
      if ('state' in paid) {
        return logRule(
          paid.state,
          'resolve',
          '118.12a',
          `${payer} pays, so ${stackItemName(state, spell)} isn't countered (the default choice: to pay).`,
          { objects: [spell.id], players: [payer], defaulted: true },
        );
      }
    }
    return counterOnStack(
      logRule(state, 'resolve', '118.12a', `${capitalized(payer)} doesn't pay.`, {
        objects: [spell.id],
        players: [payer],
      }),
      spell.id,
      e.exile,
    );
  },
});
