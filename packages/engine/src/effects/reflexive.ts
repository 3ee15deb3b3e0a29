import type { GameState, TargetSpec } from '../core/types.js';
import { logRule } from '../core/state.js';
import { defineEffect } from './registry.js';

/**
 * "You may sacrifice a creature. When you do, destroy target creature": a reflexive triggered ability (603.12), made
 * as the instruction before it is done. It triggers then and goes on the stack the next time a player would receive
 * priority, with targets of its own chosen as it does (603.3d); "that creature" and "that player" stay what the
 * ability that made it was about.
 */
export const reflexive = defineEffect<{
  readonly kind: 'reflexive';
  readonly targets: readonly TargetSpec[];
  readonly effects: readonly { readonly kind: string }[];
}>({
  kind: 'reflexive',
  rule: '603.12',
  reads: [],
  perform: (state, item, e): GameState =>
    logRule(
      {
        ...state,
        pendingTriggers: [
          ...state.pendingTriggers,
          {
            source: item.source,
            controller: item.controller,
            ability: {
              kind: 'triggered',
              trigger: { kind: 'reflexive' },
              targets: e.targets,
              effects: e.effects as GameState['delayed'][number]['effects'],
            },
            ...(item.subject !== undefined ? { subject: item.subject } : {}),
            ...(item.eventPlayer !== undefined ? { eventPlayer: item.eventPlayer } : {}),
            ...(item.eventAmount !== undefined ? { eventAmount: item.eventAmount } : {}),
          },
        ],
      },
      'trigger',
      '603.12',
      `A reflexive triggered ability of ${state.objects[item.source]?.def.name ?? item.source} triggers.`,
      { objects: [item.source], players: [item.controller] },
    ),
});
