import { dealDamageAtOnce } from '../events/actions.js';
import { controller, statValue } from '../view/queries.js';
import { STAT, statOf } from '../view/counts.js';
import type { Stat } from '../core/types.js';
import { QUANTITY, amountOf, quantity, readGroup, type Amount, type Group } from '../core/phrases.js';
import { groupMembers } from './group.js';
import { defineEffect } from './registry.js';

/** "Its controller", "itself": what each member of the group deals its damage to. */
const TO = '(its controller|itself)';

/**
 * "Each creature deals 1 damage to its controller", "each creature deals damage to itself equal to its power"
 * (CR 120.3): every member of the group is the source of its own damage, dealt to the player who controls it or to
 * itself as the spell or ability resolves, all at once. `its`: each deals as much as its own power
 * or toughness then (608.2h).
 */
export const eachDeals = defineEffect<{
  readonly kind: 'eachDeals';
  readonly amount: Amount;
  readonly group: Group;
  readonly itself?: true;
  readonly its?: Stat;
}>({
  kind: 'eachDeals',
  rule: '120.3',
  reads: [
    {
      pattern: new RegExp(String.raw`^(each [a-z ']+?) deals ${QUANTITY} damage to ${TO}$`, 'i'),
      build: m => {
        const group = readGroup(m[1]!);
        const n = quantity(m[2]!);
        if (group?.kind !== 'permanents' || n === undefined || n === 'that much') return undefined;
        const itself = /^itself$/i.test(m[3]!) ? { itself: true as const } : {};
        return { targets: [], effect: () => ({ kind: 'eachDeals', amount: n, group, ...itself }) };
      },
    },
    {
      pattern: new RegExp(
        String.raw`^(each [a-z ']+?) deals damage (?:to ${TO} equal to its ${STAT}|equal to its ${STAT} to ${TO})$`,
        'i',
      ),
      build: m => {
        const group = readGroup(m[1]!);
        const to = m[2] ?? m[5]!;
        const stat = statOf(m[3] ?? m[4]!);
        if (group?.kind !== 'permanents' || stat === 'manaValue') return undefined;
        const itself = /^itself$/i.test(to) ? { itself: true as const } : {};
        return { targets: [], effect: () => ({ kind: 'eachDeals', amount: 0, group, its: stat, ...itself }) };
      },
    },
  ],
  perform: (state, item, e) => {
    const n = amountOf(item, e.amount);
    // Who controls each, and how much each deals, is fixed before any damage is dealt: the group's members as it
    // resolves.
    const parts = groupMembers(state, item, e.group).flatMap(t =>
      t.kind === 'object'
        ? [
            {
              source: t.id,
              to: e.itself ? t : { kind: 'player' as const, player: controller(state, t.id) },
              amount: e.its ? Math.max(0, statValue(state, t.id, e.its)) : n,
            },
          ]
        : [],
    );
    return dealDamageAtOnce(state, parts);
  },
});
