import type { Action, GameState, ObjectId, PlayerId } from '../core/types.js';
import { logRule, name } from '../core/state.js';
import { done, type Handled } from '../core/outcome.js';
import { reject } from '../core/violations.js';
import { isCreatureType } from '../core/keywords/index.js';
import { asksForChoice, choiceText, mayCopy } from '../events/replacement.js';
import { asksForSource } from '../effects/prevent.js';
import { asksAsResolves } from '../effects/color-choice.js';

/**
 * `choose`: what a player will choose as a permanent enters ("as ~ enters, choose a color", 614.12a), written in
 * advance like a decline: for that card, or for their next such choice of that kind. Made as the event happens, it
 * needs no priority; the choice must be one the game offers (a color, a creature type, a player in the game).
 */
export function chooseAsEnters(state: GameState, action: Extract<Action, { type: 'choose' }>): Handled {
  const { player, choice, source } = action;
  if (choice.kind === 'object') return chooseObject(state, player, choice.object, source);
  const said = choiceText(choice);
  if (choice.kind === 'creatureType' && !isCreatureType(choice.subtype))
    return reject('205.3m', 'choice/not-a-creature-type', `${said} isn't a creature type`, [], [player], {
      player,
    });
  if (choice.kind === 'player' && !state.players.some(p => p.id === choice.player && !p.lost))
    return reject('102.1', 'choice/not-a-player', `${said} isn't a player in the game`, [], [player], { player });
  // A choice nothing will ask for would be written and then never made: a card asking as it enters, or (a color, a
  // basic land type) one of whose spells or abilities asks as it resolves (608.2d).
  const candidates =
    source !== undefined ? [source] : Object.keys(state.objects).filter(id => state.objects[id]!.owner === player);
  const asks = (id: ObjectId) =>
    (!state.permanents[id] && asksForChoice(state, id, choice, player)) ||
    ((choice.kind === 'color' || choice.kind === 'basicLandType') &&
      asksAsResolves(state.objects[id]!.def, choice.kind));
  if (!candidates.some(asks))
    return reject(
      '614.12a',
      'choice/nothing-asks',
      source !== undefined
        ? `${state.objects[source]?.def.name ?? source} doesn't ask ${player} to choose ${said} as it enters or resolves`
        : `no card of ${player}'s asks to choose ${said} as it enters or as its spell or ability resolves`,
      source !== undefined ? [source] : [],
      [player],
      source !== undefined ? { object: source } : { player },
    );
  const s = { ...state, entryChoices: [...state.entryChoices, { player, choice, ...(source ? { source } : {}) }] };
  const what = source ? ` for ${state.objects[source]!.def.name}` : '';
  return done(
    logRule(s, 'trigger', '614.12a', `${player} will choose ${said}${what}.`, {
      players: [player],
      ...(source ? { objects: [source] } : {}),
    }),
  );
}

/**
 * `Alice chooses bolt for palm`: the source of damage she will choose as the spell or ability of `source` (else her
 * next one asking) resolves ("the next time a source of your choice would deal damage", 609.7a); `Alice chooses bears
 * for clone`: what a card of hers entering as a copy copies (707.5), when it isn't cast (a cast spell's is
 * `copying bears`). Refused when nothing of hers asks for either.
 */
function chooseObject(state: GameState, player: PlayerId, object: ObjectId, source: ObjectId | undefined): Handled {
  const candidates = source !== undefined ? [source] : Object.keys(state.objects);
  const asking = candidates.filter(id => {
    const o = state.objects[id]!;
    const theirs = state.permanents[id] ? state.permanents[id]!.controller === player : o.owner === player;
    return theirs && (asksForSource(o.def) || (!state.permanents[id] && mayCopy(state, id, object, player)));
  });
  if (asking.length === 0)
    return reject(
      '609.7a',
      'choice/nothing-asks',
      source !== undefined
        ? `${name(state, source)} doesn't ask ${player} to choose a source of damage or what it copies`
        : `nothing of ${player}'s asks to choose a source of damage or what it copies`,
      source !== undefined ? [source] : [],
      [player],
      source !== undefined ? { object: source } : { player },
    );
  const s = {
    ...state,
    entryChoices: [
      ...state.entryChoices,
      { player, choice: { kind: 'object' as const, object }, ...(source ? { source } : {}) },
    ],
  };
  const copies = asking.every(id => !asksForSource(state.objects[id]!.def));
  const what = source ? ` for ${name(state, source)}` : '';
  return done(
    logRule(
      s,
      'trigger',
      copies ? '707.5' : '609.7a',
      `${player} will choose ${name(state, object)}${copies ? ' to copy' : ' as the source'}${what}.`,
      {
        players: [player],
        objects: [object, ...(source ? [source] : [])],
      },
    ),
  );
}
