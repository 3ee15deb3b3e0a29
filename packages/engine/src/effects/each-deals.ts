import { dealDamage } from '../events/actions.js';
import { controller } from '../view/queries.js';
import { QUANTITY, amountOf, quantity, readGroup, type Amount, type Group } from '../core/phrases.js';
import { groupMembers } from './group.js';
import { defineEffect } from './registry.js';

/**
 * "Each creature deals 1 damage to its controller" (CR 120.3): every member of the group is the source of its own
 * damage, dealt to the player who controls it as the spell or ability resolves.
 */
export const eachDeals = defineEffect<{ readonly kind: 'eachDeals'; readonly amount: Amount; readonly group: Group }>({
  kind: 'eachDeals',
  rule: '120.3',
  reads: [
    {
      pattern: new RegExp(String.raw`^(each [a-z ']+?) deals ${QUANTITY} damage to its controller$`, 'i'),
      build: m => {
        const group = readGroup(m[1]!);
        const n = quantity(m[2]!);
        if (group?.kind !== 'permanents' || n === undefined || n === 'that much') return undefined;
        return { targets: [], effect: () => ({ kind: 'eachDeals', amount: n, group }) };
      },
    },
  ],
  perform: (state, item, e) => {
    const n = amountOf(item, e.amount);
    // Who controls each is fixed before any damage is dealt: the group's members as it resolves.
    const sources = groupMembers(state, item, e.group).flatMap(t =>
      t.kind === 'object' ? [[t.id, controller(state, t.id)] as const] : [],
    );
    return sources.reduce((s, [id, player]) => dealDamage(s, id, { kind: 'player', player }, n), state);
  },
});
