import { addCounters, gainEnergy } from '../events/actions.js';
import { logRule, playersInGame, updatePlayer } from '../core/state.js';
import { defineEffect } from './registry.js';

/**
 * "Proliferate" (701.34a): each chosen permanent and player gets another counter of each kind it already has. Until
 * the choice can be written, the documented default chooses every permanent and every player with a counter.
 */
export const proliferate = defineEffect<{ readonly kind: 'proliferate' }>({
  kind: 'proliferate',
  rule: '701.34a',
  reads: [{ pattern: /^proliferate$/i, build: () => ({ targets: [], effect: () => ({ kind: 'proliferate' }) }) }],
  perform: (state, item) => {
    const permanents = state.battlefield.filter(id => Object.values(state.permanents[id]!.counters).some(n => n > 0));
    const players = playersInGame(state).filter(p => p.poison > 0 || p.energy > 0);
    let s = logRule(
      state,
      'counters',
      '701.34a',
      `${item.controller} proliferates (the default choice: every permanent and player with a counter).`,
      { objects: permanents, players: [item.controller, ...players.map(p => p.id)], defaulted: true },
    );
    for (const id of permanents) {
      for (const [kind, n] of Object.entries(s.permanents[id]?.counters ?? {}))
        if (n > 0) s = addCounters(s, id, kind, 1, '701.34a');
    }
    for (const p of players) {
      if (p.poison > 0)
        s = logRule(
          updatePlayer(s, p.id, q => ({ ...q, poison: q.poison + 1 })),
          'poison',
          '701.34a',
          `${p.id} gets a poison counter.`,
          { players: [p.id], amount: 1 },
        );
      if (p.energy > 0) s = gainEnergy(s, p.id, 1, '701.34a');
    }
    return s;
  },
});
