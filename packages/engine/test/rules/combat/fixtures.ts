import type { AttackTarget, CardSetup, GameState } from '../../../src/index.js';
import { attack, block, pass, play, twoPlayers } from '../../kit.js';

/** Shared combat set-ups: Alice attacks Bob in turn 3. */

type Card = CardSetup;

/**
 * Alice's `attacks` and Bob's `blocks` are declared through the real steps; the result is the declare blockers
 * step after blocks, with Alice holding priority (she may now cast spells or choose a damage division).
 */
export function blocked(
  alice: readonly Card[],
  bob: readonly Card[],
  attacks: readonly [string, string | AttackTarget][],
  blocks: readonly [string, string][],
  extra: { aliceHand?: readonly Card[]; bobHand?: readonly Card[]; bobLife?: number; bobPoison?: number } = {},
): GameState {
  let s = twoPlayers(
    { battlefield: alice, hand: extra.aliceHand ?? [] },
    { battlefield: bob, hand: extra.bobHand ?? [], life: extra.bobLife ?? 20, poison: extra.bobPoison ?? 0 },
    { step: 'declareAttackers' },
  );
  s = play(s, attack('Alice', ...attacks), pass('Alice'), pass('Bob'));
  if (s.pending?.kind === 'declareBlockers') s = play(s, block('Bob', ...blocks));
  return s;
}

/** Both players pass: the current step ends and the next one begins (a damage step deals its damage). */
export function next(state: GameState): GameState {
  return play(state, pass(state.priority!), pass(state.priority === 'Alice' ? 'Bob' : 'Alice'));
}
