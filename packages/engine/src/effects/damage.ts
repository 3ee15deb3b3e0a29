import type { Count } from '../core/types.js';
import { MAX_AMOUNT } from '../core/cards.js';
import { dealDamageAtOnce } from '../events/actions.js';
import { countOf } from '../view/counts.js';
import { MAX_TARGETS_PER_WORD, QUANTITY, amountOf, quantity, readTarget, type Amount } from '../core/phrases.js';
import { actingObjects, aimReading, aimedAt, aimsReading, defineEffect, type Aim } from './registry.js';

/** "Among one, two, or three targets", "among any number of target creatures": how many targets may share it. */
const AMONG = new RegExp(
  String.raw`^~ deals ${QUANTITY} damage divided as you choose among (one or two|one, two, or three|any number of) (targets|target creatures and/or players|target [a-z ,'-]+?)$`,
  'i',
);

/**
 * "~ deals N damage to any target / each creature / you" (CR 120.3, 120.4); a group is dealt damage simultaneously
 * (120.2). "Target creature you control deals damage equal to its power to target creature you don't control": the
 * damage comes `from` a target, and none is dealt if that target is gone or illegal (608.2b). "~ deals N damage
 * divided as you choose among any number of targets" (601.2d): each target its share of the division announced as
 * the spell was cast (`StackItem.division`).
 */
export const damage = defineEffect<{
  readonly kind: 'damage';
  readonly amount: Amount;
  readonly aim: Aim;
  readonly from?: Aim;
  readonly divided?: true;
  /** "The damage can't be prevented" (615.12), said in the next sentence. */
  readonly unpreventable?: true;
  /**
   * "~ deals damage to each player equal to the number of lands they control": each player is dealt as much as the
   * count is for that player (read as "you"), as the spell or ability resolves (608.2h).
   */
  readonly perPlayer?: Count;
  /** "X damage divided as you choose …, where X is <count>": X counted as the division is announced (601.2d). */
  readonly countedX?: Count;
}>({
  kind: 'damage',
  rule: '120.3',
  reads: [
    aimsReading(
      new RegExp(
        String.raw`^(~|that creature|that permanent|(?:another )?target .+?) deals ${QUANTITY} damage to (.+)$`,
        'i',
      ),
      [1, 3],
      ([from, aim], m) => {
        const n = quantity(m[2]!);
        // "That creature deals damage equal to its power to ~": the source is dealt damage by another object; "tap
        // target creature. That creature deals …": the target named before ("that permanent", `earlier`).
        const other = from && ('target' in from || 'event' in from || 'earlier' in from);
        if (n === undefined || ('self' in aim! && !other) || (from && 'group' in from)) return undefined;
        return { kind: 'damage', amount: n, aim: aim!, ...(other ? { from } : {}) };
      },
    ),
    // "Target creature deals damage to itself equal to its power", "~ deals 3 damage to itself": the object is both
    // the source and what is dealt it.
    aimReading(
      new RegExp(String.raw`^(~|that creature|(?:another )?target .+?) deals ${QUANTITY} damage to itself$`, 'i'),
      1,
      (from, m) => {
        const n = quantity(m[2]!);
        if (n === undefined || !('target' in from || 'event' in from || 'self' in from)) return undefined;
        return { kind: 'damage', amount: n, aim: from, ...('self' in from ? {} : { from }) };
      },
    ),
    {
      pattern: AMONG,
      build: m => {
        const n = quantity(m[1]!);
        // "Target creatures and/or players": each a creature or a player (older wording of "any target" without planeswalkers).
        const spec = /^targets$/i.test(m[3]!)
          ? readTarget('any target')
          : /^target creatures and\/or players$/i.test(m[3]!)
            ? {
                text: 'target creature or player',
                player: 'any' as const,
                object: { zone: 'battlefield' as const, filter: { types: ['Creature' as const] } },
              }
            : readTarget(m[3]!.replace(/s$/, ''));
        // Each target gets at least 1 (601.2d): never more targets than damage. "X damage … among any number of
        // targets": X is announced before targets are chosen (601.2b–c), so as many as X may be, none required (X may
        // be 0), at most as many as one phrase may ask for; the division checks there are no more than X.
        const any = /^any/i.test(m[2]!);
        const x = any && n === 'X';
        const most = any ? (typeof n === 'number' ? n : x ? MAX_TARGETS_PER_WORD : 0) : /three/i.test(m[2]!) ? 3 : 2;
        if (n === undefined || n === 'that much' || !spec || most < 1) return undefined;
        const specs = Array.from({ length: most }, (_x, at) => ({
          ...spec,
          word: { size: most, at },
          ...(at > 0 || x ? { optional: true as const } : {}),
        }));
        return {
          targets: specs,
          effect: first => ({
            kind: 'damage',
            amount: n,
            aim: { targets: specs.map((_s, i) => first + i) },
            divided: true,
          }),
        };
      },
    },
  ],
  perform: (state, item, e, target) => {
    // "That creature deals …": the trigger event's creature, by its last known information if it has left (608.2h);
    // a target source must still be legal (608.2b).
    const event = e.from && 'event' in e.from ? actingObjects(state, item, e.from, target)[0] : undefined;
    const source =
      event !== undefined
        ? { kind: 'object' as const, id: event }
        : e.from
          ? aimedAt(state, item, e.from, target)[0]
          : { kind: 'object' as const, id: item.source };
    if (source?.kind !== 'object') return state;
    const unpreventable = e.unpreventable ? { unpreventable: true as const } : {};
    // Dealt to all of them at once: one life-gain event with lifelink (702.15b).
    if (!e.divided || !('targets' in e.aim)) {
      const amount = amountOf(item, e.amount);
      const perPlayer = e.perPlayer;
      // Each player's amount is counted before any is dealt: all the damage is dealt at once (120.2).
      const dealt = aimedAt(state, item, e.aim, target).map(to => ({
        source: source.id,
        to,
        amount:
          perPlayer && to.kind === 'player'
            ? Math.min(MAX_AMOUNT, countOf(state, to.player, item.source, perPlayer, item.targets, item.paidWith))
            : amount,
        ...unpreventable,
      }));
      return dealDamageAtOnce(state, dealt);
    }
    // A target that became illegal isn't dealt its share, and no other target gets it (608.2b).
    return dealDamageAtOnce(
      state,
      e.aim.targets.flatMap((i, k) => {
        const to = target(i);
        return to ? [{ source: source.id, to, amount: item.division?.[k] ?? 0, ...unpreventable }] : [];
      }),
    );
  },
});
