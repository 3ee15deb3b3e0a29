import type { GameState, ObjectId, PlayerId } from '../core/types.js';
import { copyPlayer, copyState, logRule, updatePlayer } from '../core/state.js';
import { controller } from '../view/queries.js';
import { moveZone } from '../events/actions.js';
import { withoutCombatant } from '../events/move.js';

/**
 * CR 800.4a: a player leaving a game that goes on (a multiplayer game, 800.4) takes with them every object they own;
 * effects giving them control of objects end; their abilities and card-less spells on the stack cease to exist, and
 * what they still control is exiled. Not a state-based action: it happens as they leave. Their triggered abilities
 * waiting to be put on the stack aren't (800.4d), and their delayed ones never trigger.
 */
export function leaveGame(state: GameState, who: PlayerId): GameState {
  const owned = new Set(Object.keys(state.objects).filter(id => state.objects[id]!.owner === who));
  const s = copyState(state);
  let combat = state.combat;
  for (const id of state.battlefield) if (owned.has(id)) combat = withoutCombatant({ ...state, combat }, id);
  s.combat = combat;
  s.battlefield = state.battlefield.filter(id => !owned.has(id));
  s.permanents = Object.fromEntries(Object.entries(state.permanents).filter(([id]) => !owned.has(id)));
  // Their spells are their cards (gone with them); their abilities and spell copies are objects not represented by
  // cards, which cease to exist.
  s.stack = state.stack.filter(
    item =>
      !owned.has(item.id) && !(item.controller === who && (item.kind !== 'spell' || state.objects[item.id]?.spellCopy)),
  );
  s.effects = state.effects.filter(e => !owned.has(e.target) && !(e.change.control && e.controller === who));
  s.pendingTriggers = state.pendingTriggers.filter(t => t.controller !== who);
  s.delayed = state.delayed.filter(t => t.controller !== who);
  s.entryChoices = state.entryChoices.filter(c => c.player !== who);
  let next = updatePlayer(s, who, p => {
    const q = copyPlayer(p);
    q.library = [];
    q.hand = [];
    q.graveyard = [];
    q.exile = [];
    q.command = [];
    return q;
  });
  next = logRule(
    next,
    'gameOver',
    '800.4a',
    `${who} leaves the game, and every object they own leaves with them (${owned.size}).`,
    { players: [who], objects: [...owned] },
  );
  // What they still control (another player's cards) is exiled: on the battlefield, and spells on the stack.
  const stillTheirs: ObjectId[] = [
    ...next.battlefield.filter(id => controller(next, id) === who),
    ...next.stack.filter(item => item.kind === 'spell' && item.controller === who).map(item => item.id),
  ];
  for (const id of stillTheirs) next = moveZone(next, id, 'exile', '800.4a');
  return next;
}
