import type { GameState, PlayerId, StackItem } from '../core/types.js';
import { lastKnown } from '../view/queries.js';
import { aimedAt, defineEffect, type Aim } from './registry.js';

/**
 * "Destroy target creature. Its controller creates a 3/3 green Beast creature token": an instruction whose player is
 * the controller of an earlier target (as last known, 608.2h) — or the target player itself ("target player draws a
 * card and loses 1 life"). It is read as the same instruction given to "you", performed for that player.
 */
export const byController = defineEffect<{
  readonly kind: 'byController';
  readonly target: number;
  readonly effects: readonly { readonly kind: string }[];
}>({
  kind: 'byController',
  rule: '608.2h',
  reads: [],
  perform: (state, item, e, target, nested) => {
    // A target player who is no longer a legal target does nothing (608.2b).
    const t = item.targets[e.target];
    const who = t?.kind === 'player' && !target(e.target) ? undefined : controllerOfTarget(state, item, e.target);
    if (who === undefined) return state;
    const as: StackItem = { ...item, controller: who };
    return nested(state, as, e.effects, target);
  },
});

/** Who acts for `byController`: the target player, or the target object's controller as last known (608.2h). */
export function controllerOfTarget(state: GameState, item: StackItem, index: number): PlayerId | undefined {
  const t = item.targets[index];
  return t?.kind === 'player' ? t.player : t && lastKnown(state, t.id).controller;
}

/**
 * "Each opponent creates a 1/1 … token", "that player returns a creature they control to its owner's hand": an
 * instruction whose subject is a group of players, or the player a trigger event was about, read as the same
 * instruction given to "you" and performed by each of them in turn order (101.4), their own counts included ("each
 * player draws a card for each creature they control").
 */
export const byPlayers = defineEffect<{
  readonly kind: 'byPlayers';
  readonly aim: Aim;
  readonly effects: readonly { readonly kind: string }[];
}>({
  kind: 'byPlayers',
  rule: '101.4',
  reads: [],
  perform: (state, item, e, target, nested): GameState =>
    aimedAt(state, item, e.aim, target).reduce<GameState>(
      (s, t) => (t.kind === 'player' ? nested(s, { ...item, controller: t.player }, e.effects, target) : s),
      state,
    ),
});

/**
 * "Its controller creates …" → "create …", "puts the top two cards of their library …" → "put the top two cards of your
 * library …", "may draw a card" → "you may draw a card": what a player subject is told, as told to "you".
 */
export function asYou(rest: string): string {
  const may = /^may /i.test(rest);
  const [verb, ...words] = (may ? rest.slice(4) : rest).split(' ');
  const told = [baseForm(verb!), ...words]
    .join(' ')
    // "Searches …, puts it onto the battlefield, then shuffles": each instruction of the sequence is told to "you".
    .replace(LATER_VERB, (_, joint: string, later: string) => `${joint}${baseForm(later)}`)
    .replace(/\btheir\b/g, 'your')
    .replace(/\bthemselves\b/g, 'yourself')
    .replace(/\bthey\b/g, 'you');
  return may ? `you may ${told}` : told;
}
const IRREGULAR: Readonly<Record<string, string>> = { has: 'have', does: 'do' };
const baseForm = (verb: string): string =>
  IRREGULAR[verb.toLowerCase()] ?? verb.replace(/ies$/, 'y').replace(/(?<=[sc]h|ss|x)es$|s$/, '');
/** A later instruction's verb in a sequence ("…, then draws …"): the verbs, as a list of things may also follow a comma. */
const LATER_VERB =
  /(,? then |, and then |, and |, | and )(draws|loses|gains|discards|sacrifices|mills|shuffles|creates|reveals|puts|returns|exiles|searches|pays|untaps|taps|chooses|gets|adds|takes|skips)\b/g;

/** Whether the words go on as a subject's verb does: "draws …", "sacrifices …", "may …" (not "its …", "this …"). */
export const THIRD_PERSON_VERB = /^(?!(?:its|this|his|us|plus|minus|was|is)\b)(?:[a-z]+s|may) /i;
