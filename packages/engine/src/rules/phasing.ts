import type { GameState, ObjectId, Permanent, PhasedOut } from '../core/types.js';
import { copyState, logRuleTo, name } from '../core/state.js';
import { controller, hasKeyword } from '../view/queries.js';

/**
 * Phasing (702.26a), in the active player's untap step before they untap: their phased-in permanents with phasing
 * phase out and, at the same time, the permanents that phased out under their control phase in. A phased-out
 * permanent is treated as though it doesn't exist (702.26b): it is kept out of the battlefield with all its status
 * (tapped, counters, what it is attached to) and comes back as the same object — no zone change, so no "enters" or
 * "leaves" trigger, and it has been under its controller's control all along (702.26d). The Auras and Equipment
 * attached to one phase out with it, indirectly, and phase in with it (702.26g-h); one that phased out directly phases
 * in attached to what it was attached to, and the state-based actions see to it if that is gone (702.26i).
 */
export function phase(state: GameState): GameState {
  const active = state.activePlayer;
  const direct = state.battlefield.filter(id => controller(state, id) === active && hasKeyword(state, id, 'phasing'));
  const leaving = new Map<ObjectId, ObjectId | undefined>(direct.map(id => [id, undefined]));
  // What is attached to a permanent phasing out goes with it, indirectly even if it has phasing itself (702.26h).
  for (let grew = true; grew;) {
    grew = false;
    for (const id of state.battlefield) {
      const host = state.permanents[id]!.attachedTo;
      if (host !== undefined && leaving.has(host) && leaving.get(id) === undefined && host !== id) {
        grew = !leaving.has(id) || grew;
        leaving.set(id, host);
      }
    }
  }
  const coming = new Set(
    Object.keys(state.phasedOut).filter(id => {
      const p = state.phasedOut[id]!;
      return p.host === undefined && p.controller === active;
    }),
  );
  for (let grew = true; grew;) {
    grew = false;
    for (const [id, p] of Object.entries(state.phasedOut))
      if (p.host !== undefined && coming.has(p.host) && !coming.has(id)) {
        coming.add(id);
        grew = true;
      }
  }
  if (leaving.size === 0 && coming.size === 0) return state;
  const next = copyState(state);
  const permanents: Record<ObjectId, Permanent> = { ...state.permanents };
  const phasedOut: Record<ObjectId, PhasedOut> = { ...state.phasedOut };
  for (const [id, host] of leaving) {
    phasedOut[id] = {
      permanent: state.permanents[id]!,
      controller: controller(state, id),
      ...(host !== undefined ? { host } : {}),
    };
    delete permanents[id];
  }
  // It was under its controller's control continuously (702.26d): it isn't new to them.
  for (const id of coming) {
    permanents[id] = { ...state.phasedOut[id]!.permanent, sinceTurnStart: true };
    delete phasedOut[id];
  }
  next.permanents = permanents;
  next.phasedOut = phasedOut;
  next.battlefield = [...state.battlefield.filter(id => !leaving.has(id)), ...coming];
  if (leaving.size)
    logRuleTo(
      next,
      'phase',
      '702.26a',
      `${[...leaving.keys()].map(id => name(state, id)).join(', ')} phase${leaving.size === 1 ? 's' : ''} out.`,
      {
        objects: [...leaving.keys()],
      },
    );
  if (coming.size)
    logRuleTo(
      next,
      'phase',
      '702.26a',
      `${[...coming].map(id => name(state, id)).join(', ')} phase${coming.size === 1 ? 's' : ''} in.`,
      {
        objects: [...coming],
      },
    );
  return next;
}
