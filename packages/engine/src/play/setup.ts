import type {
  AttackTarget,
  CardDef,
  CardObject,
  CombatState,
  EntryChoice,
  GameState,
  ManaType,
  ObjectId,
  Permanent,
  PlayerId,
  PlayerState,
} from '../core/types.js';
import { MAX_AMOUNT, hasType } from '../core/cards.js';
import { EMPTY_POOL, log } from '../core/state.js';
import { isDuringCombat, stepIndex, stepRow, type StepName } from '../core/steps.js';
import { beginStep } from '../rules/turn.js';
import { NONE } from '../rules/control.js';
import { FACE_DOWN, isCreatureType } from '../core/keywords/index.js';

/** A card in a starting zone. `id` is the scenario's alias; otherwise the engine numbers it (`#1`, `#2`, ...). */
export interface CardSetup {
  readonly def: CardDef;
  readonly id?: ObjectId;
  /** Battlefield only. */
  readonly tapped?: boolean;
  /** Battlefield only: hasn't been under its controller's control since their most recent turn began (CR 302.6). */
  readonly sick?: boolean;
  readonly damage?: number;
  readonly counters?: Readonly<Record<string, number>>;
  /** Battlefield only, when the game starts mid-combat. */
  readonly attacking?: AttackTarget;
  /** Battlefield only: ids of the attackers it blocks. */
  readonly blocking?: readonly ObjectId[];
  /** Battlefield only: a double-faced card with its back face up (701.27g). */
  readonly transformed?: boolean;
  /** Battlefield only: what was chosen as it entered ("as ~ enters, choose a color", 614.12a). */
  readonly chosen?: EntryChoice;
  /** Battlefield only: face down, a 2/2 creature with no name, text, subtypes or mana cost (708.2a). */
  readonly faceDown?: boolean;
  /** Battlefield only: the id of the permanent this Aura, Equipment or Fortification is attached to (301.5, 303.4). */
  readonly attachedTo?: ObjectId;
  /** A Commander game only: this card is its owner's commander (903.3), wherever it starts. */
  readonly commander?: boolean;
  /** A commander: how many times it has already been cast from the command zone (903.8). */
  readonly commanderCasts?: number;
  /** An Aura with "enchant player" attached to this player as the game starts (702.5d). */
  readonly attachedToPlayer?: PlayerId;
}

export interface PlayerSetup {
  readonly id: PlayerId;
  readonly life?: number;
  readonly poison?: number;
  readonly energy?: number;
  readonly maxHandSize?: number;
  readonly landsPlayed?: number;
  readonly manaPool?: Readonly<Partial<Record<ManaType, number>>>;
  /** Top first. */
  readonly library?: readonly CardSetup[];
  readonly hand?: readonly CardSetup[];
  readonly graveyard?: readonly CardSetup[];
  readonly exile?: readonly CardSetup[];
  readonly battlefield?: readonly CardSetup[];
  /** Cards in the command zone (408.1): a commander as the game starts (903.6). */
  readonly command?: readonly CardSetup[];
  /** A Commander game: combat damage already dealt to this player by each commander, by its id (903.10a). */
  readonly commanderDamage?: Readonly<Record<ObjectId, number>>;
}

export interface GameSetup {
  /** In turn order. */
  readonly players: readonly PlayerSetup[];
  readonly activePlayer: PlayerId;
  readonly turn: number;
  readonly step: StepName;
  /** Who took the first turn; derived from turn number and turn order if absent. */
  readonly startingPlayer?: PlayerId;
  /** A variant of the game (CR 900): Commander (903) starts each player at 40 life (903.7). */
  readonly variant?: 'commander';
}

export interface SetupProblem {
  readonly message: string;
  readonly player?: PlayerId;
  readonly object?: ObjectId;
}

export type SetupResult =
  { readonly ok: true; readonly state: GameState } | { readonly ok: false; readonly problems: readonly SetupProblem[] };

const ZONES = ['library', 'hand', 'graveyard', 'exile', 'command', 'battlefield'] as const;
const MAX_OBJECTS = 100_000;

function inRange(n: number | undefined, min: number, max: number): boolean {
  return n === undefined || (Number.isSafeInteger(n) && n >= min && n <= max);
}

/**
 * Builds the state at the start of `step` of the given turn: the step's turn-based actions are performed
 * (a game that starts in the draw step has drawn), except that attackers and blockers given in the setup
 * count as already declared.
 */
export function createGame(setup: GameSetup): SetupResult {
  const problems: SetupProblem[] = [];
  const ids = new Set<ObjectId>();
  if (setup.players.length < 1) problems.push({ message: 'A game needs at least one player.' });
  const playerIds = setup.players.map(p => p.id);
  if (new Set(playerIds).size !== playerIds.length) problems.push({ message: 'Player names must be distinct.' });
  if (!playerIds.includes(setup.activePlayer))
    problems.push({ message: `The active player ${setup.activePlayer} is not one of the players.` });
  if (setup.startingPlayer !== undefined && !playerIds.includes(setup.startingPlayer))
    problems.push({ message: `The starting player ${setup.startingPlayer} is not one of the players.` });
  if (!inRange(setup.turn, 1, MAX_AMOUNT))
    problems.push({ message: `Turn ${setup.turn} is not a turn number (1 to ${MAX_AMOUNT}).` });
  let count = 0;
  for (const p of setup.players) {
    if (!inRange(p.life, -MAX_AMOUNT, MAX_AMOUNT))
      problems.push({ player: p.id, message: `${p.id}'s life total ${p.life} is out of range.` });
    if (!inRange(p.poison, 0, MAX_AMOUNT))
      problems.push({ player: p.id, message: `${p.id}'s poison count ${p.poison} is out of range.` });
    if (!inRange(p.energy, 0, MAX_AMOUNT))
      problems.push({ player: p.id, message: `${p.id}'s energy count ${p.energy} is out of range.` });
    if (!inRange(p.maxHandSize, 0, MAX_AMOUNT))
      problems.push({ player: p.id, message: `${p.id}'s maximum hand size ${p.maxHandSize} is out of range.` });
    if (!inRange(p.landsPlayed, 0, MAX_AMOUNT))
      problems.push({ player: p.id, message: `${p.id}'s lands played ${p.landsPlayed} is out of range.` });
    for (const [t, n] of Object.entries(p.manaPool ?? {})) {
      if (!inRange(n, 0, MAX_AMOUNT))
        problems.push({ player: p.id, message: `${p.id}'s {${t}} mana ${n} is out of range.` });
    }
    for (const zone of ZONES) {
      for (const card of p[zone] ?? []) {
        count++;
        if (card.id !== undefined) {
          if (ids.has(card.id))
            problems.push({ player: p.id, object: card.id, message: `The name ${card.id} is used for two objects.` });
          ids.add(card.id);
        }
        if (!inRange(card.damage, 0, MAX_AMOUNT))
          problems.push({
            player: p.id,
            object: card.id,
            message: `${card.def.name}'s damage ${card.damage} is out of range.`,
          });
        for (const [kind, n] of Object.entries(card.counters ?? {})) {
          if (!inRange(n, 0, MAX_AMOUNT))
            problems.push({
              player: p.id,
              object: card.id,
              message: `${card.def.name}'s ${kind} counters (${n}) are out of range.`,
            });
        }
        if (
          zone !== 'battlefield' &&
          (card.tapped ||
            card.sick ||
            card.damage ||
            card.counters ||
            card.attacking ||
            card.blocking ||
            card.transformed ||
            card.faceDown ||
            card.chosen ||
            card.attachedTo)
        ) {
          problems.push({
            player: p.id,
            object: card.id,
            message: `${card.def.name} is in ${p.id}'s ${zone}: only permanents can be tapped, sick, damaged, transformed, face down, attached, have counters or be in combat.`,
          });
        }
        const chosen = card.chosen;
        if (chosen?.kind === 'creatureType' && !isCreatureType(chosen.subtype))
          problems.push({
            player: p.id,
            object: card.id,
            message: `${card.def.name}'s choice ${chosen.subtype} isn't a creature type (CR 205.3m), a color or a player.`,
          });
        if (chosen?.kind === 'player' && !playerIds.includes(chosen.player))
          problems.push({
            player: p.id,
            object: card.id,
            message: `${card.def.name}'s choice ${chosen.player} isn't a player in the game (CR 102.1).`,
          });
        if ((card.commander || card.commanderCasts !== undefined) && setup.variant !== 'commander')
          problems.push({
            player: p.id,
            object: card.id,
            message: `${card.def.name} can't be a commander: the game isn't a Commander game (CR 903.3; \`variant commander\`).`,
          });
        if (card.commanderCasts !== undefined && !card.commander)
          problems.push({
            player: p.id,
            object: card.id,
            message: `${card.def.name} isn't a commander: only a commander counts its casts from the command zone (CR 903.8).`,
          });
        if (!inRange(card.commanderCasts, 0, MAX_AMOUNT))
          problems.push({
            player: p.id,
            object: card.id,
            message: `${card.def.name}'s casts from the command zone (${card.commanderCasts}) are out of range.`,
          });
        if (card.transformed && card.faceDown)
          problems.push({
            player: p.id,
            object: card.id,
            message: `${card.def.name} can't be both face down and transformed: a face-down permanent has no face up (CR 708.2a, 712.8).`,
          });
        if (card.transformed && card.def.faces?.layout !== 'transform')
          problems.push({
            player: p.id,
            object: card.id,
            message: `${card.def.name} isn't a double-faced card that transforms: it has no back face (CR 701.27c).`,
          });
      }
    }
  }
  if (count > MAX_OBJECTS)
    problems.push({ message: `The setup has ${count} cards; at most ${MAX_OBJECTS} are supported.` });
  if (problems.length) return { ok: false, problems };

  const n = setup.players.length;
  const activeIndex = playerIds.indexOf(setup.activePlayer);
  const startingPlayer = setup.startingPlayer ?? playerIds[(((activeIndex - (setup.turn - 1)) % n) + n) % n]!;
  if (setup.step === 'draw' && n === 2 && setup.turn === 1 && setup.activePlayer === startingPlayer) {
    // The turn table would skip this step (103.8a); starting in it would be a game that can't happen.
    return {
      ok: false,
      problems: [
        {
          message: `${setup.activePlayer}'s first turn has no draw step: in a two-player game the player who goes first skips it (CR 103.8a). Start in upkeep or main1 instead.`,
        },
      ],
    };
  }

  let nextId = 1;
  let timestamp = 0;
  const objects: Record<ObjectId, CardObject> = {};
  const permanents: Record<ObjectId, Permanent> = {};
  const battlefield: ObjectId[] = [];
  const players: PlayerState[] = [];
  // The commanders (903.3), each with its casts from the command zone so far (903.8).
  const commanderCasts: Record<ObjectId, number> = {};
  const place = (owner: PlayerId, card: CardSetup): ObjectId => {
    let id = card.id;
    while (id === undefined || (card.id === undefined && ids.has(id))) id = `#${nextId++}`;
    objects[id] = { id, def: card.def, owner };
    if (card.commander) commanderCasts[id] = card.commanderCasts ?? 0;
    return id;
  };
  const attackers: { id: ObjectId; target: AttackTarget }[] = [];
  const blocks: { blocker: ObjectId; attackers: readonly ObjectId[] }[] = [];
  const attachments: { id: ObjectId; host: ObjectId }[] = [];
  const playerAttachments: { id: ObjectId; player: PlayerId }[] = [];
  for (const p of setup.players) {
    const zoneIds = (zone: (typeof ZONES)[number]) => (p[zone] ?? []).map(card => place(p.id, card));
    players.push({
      id: p.id,
      life: p.life ?? (setup.variant === 'commander' ? 40 : 20), // CR 903.7, 103.4
      poison: p.poison ?? 0,
      energy: p.energy ?? 0,
      library: zoneIds('library'),
      hand: zoneIds('hand'),
      graveyard: zoneIds('graveyard'),
      exile: zoneIds('exile'),
      command: zoneIds('command'),
      manaPool: { ...EMPTY_POOL, ...p.manaPool },
      restrictedMana: undefined,
      snowMana: undefined,
      landsPlayed: p.landsPlayed ?? 0,
      landDrops: 1,
      maxHandSize: p.maxHandSize ?? 7,
      skipTurns: 0,
      // Their turns so far in the usual rotation from the starting player (the active player's current one included).
      turns: turnsBegun(playerIds, startingPlayer, p.id, setup.turn),
      drewFromEmpty: false,
      citysBlessing: false,
      lost: false,
    });
    for (const card of p.battlefield ?? []) {
      const id = place(p.id, card);
      const back = card.transformed && card.def.faces?.layout === 'transform' ? card.def.faces.back : undefined;
      if (back) objects[id] = { ...objects[id]!, def: back, printed: card.def, transformed: true };
      // Face down (708.2a): the 2/2 with no name, its card kept to turn face up (708.8).
      if (card.faceDown) objects[id] = { ...objects[id]!, def: FACE_DOWN, printed: card.def, faceDown: true };
      const counters: Record<string, number> = { ...card.counters };
      const face = card.faceDown ? FACE_DOWN : (back ?? card.def);
      if (face.loyalty !== undefined && counters.loyalty === undefined) counters.loyalty = face.loyalty; // CR 306.5b
      if (face.defense !== undefined && counters.defense === undefined) counters.defense = face.defense; // CR 310.4b
      permanents[id] = {
        id,
        controller: p.id,
        tapped: card.tapped ?? false,
        damage: card.damage ?? 0,
        deathtouched: false,
        counters,
        sinceTurnStart: !card.sick,
        timestamp: ++timestamp,
        activated: undefined,
        shields: 0,
        attachedTo: undefined,
        attachedAt: undefined,
        evoked: false,
        kicked: false,
        kicks: 0,
        kickedWith: [],
        tributeUnpaid: false,
        prowled: false,
        dashed: false,
        manaSpent: undefined,
        unearthed: false,
        renowned: false,
        monstrous: false,
        skipsUntap: false,
        newToController: false,
        transformedAt: undefined,
        pairedWith: undefined,
        attachedToPlayer: undefined,
        chosen: card.chosen,
      };
      battlefield.push(id);
      if (card.attachedTo !== undefined) attachments.push({ id, host: card.attachedTo });
      if (card.attachedToPlayer !== undefined) playerAttachments.push({ id, player: card.attachedToPlayer });
      if (card.attacking) attackers.push({ id, target: card.attacking });
      if (card.blocking) blocks.push({ blocker: id, attackers: card.blocking });
    }
  }

  const unknownCommanders = setup.players.flatMap(p =>
    Object.keys(p.commanderDamage ?? {})
      .filter(id => commanderCasts[id] === undefined)
      .map(id => ({
        player: p.id,
        message: `${id} isn't a commander: only a commander's combat damage is counted (CR 903.10a).`,
      })),
  );
  if (unknownCommanders.length) return { ok: false, problems: unknownCommanders };
  const attachmentProblems = attachments.flatMap(({ id, host }) => attachmentProblem(objects, permanents, id, host));
  if (attachmentProblems.length) return { ok: false, problems: attachmentProblems };
  // Attached as the game starts, at the permanent's own timestamp (613.7e); an Aura on an object its enchant
  // doesn't allow goes to the graveyard as state-based actions are first checked (704.5m).
  for (const { id, host } of attachments) permanents[id] = { ...permanents[id]!, attachedTo: host };
  // An Aura attached to a player: legal only with enchant player, which state-based actions check (704.5m).
  const playerProblems = playerAttachments.flatMap(({ id, player }) =>
    objects[id]!.def.subtypes.includes('Aura') && setup.players.some(p => p.id === player)
      ? []
      : [
          {
            object: id,
            message: `${objects[id]!.def.name} is attached to ${player}: only an Aura can be attached to a player in the game (CR 303.4, 702.5d).`,
          },
        ],
  );
  if (playerProblems.length) return { ok: false, problems: playerProblems };
  for (const { id, player } of playerAttachments) permanents[id] = { ...permanents[id]!, attachedToPlayer: player };
  const combatProblems = checkCombatSetup(setup, objects, permanents, attackers, blocks);
  if (combatProblems.length) return { ok: false, problems: combatProblems };
  const skipped = skippedStepProblem(setup.step, objects, attackers, blocks);
  if (skipped) return { ok: false, problems: [skipped] };
  const combat: CombatState | undefined =
    attackers.length || (isDuringCombat(setup.step) && setup.step !== 'declareAttackers')
      ? {
          attackers: attackers.map(a => {
            const blockers = blocks.filter(b => b.attackers.includes(a.id)).map(b => b.blocker);
            return { id: a.id, target: a.target, blocked: blockers.length > 0, blockers };
          }),
          blockers: Object.fromEntries(blocks.map(b => [b.blocker, b.attackers])),
          attackersDeclared: attackers.length > 0,
          dealtFirstStrike: [],
          firstStrikeStep: false,
          assignments: {},
        }
      : undefined;

  let state: GameState = {
    players,
    objects,
    battlefield,
    permanents,
    stack: [],
    turn: setup.turn,
    activePlayer: setup.activePlayer,
    startingPlayer,
    step: setup.step,
    priority: undefined,
    passes: 0,
    pending: undefined,
    combat,
    effects: [],
    turnEffects: [],
    extraTurns: [],
    extraTurn: undefined,
    declinedEntries: [],
    phasedOut: {},
    entryChoices: [],
    replacementOrder: {},
    legendKept: [],
    keptTapped: [],
    controlChanged: NONE,
    pendingTriggers: [],
    delayed: [],
    exiledUntil: [],
    exiledWith: [],
    suspended: {},
    permissions: [],
    emblems: [],
    commander:
      setup.variant === 'commander'
        ? {
            casts: commanderCasts,
            damage: Object.fromEntries(setup.players.map(p => [p.id, { ...p.commanderDamage }])),
            arrived: [],
            staying: [],
          }
        : undefined,
    nextId,
    timestamp,
    log: undefined,
    sbaClean: undefined,
    scanned: undefined,
    result: undefined,
  };
  state = log(state, 'turnBegan', `The game starts in ${setup.activePlayer}'s turn ${setup.turn}.`, {
    players: [setup.activePlayer],
  });
  const declared = {
    attackers: attackers.length > 0,
    blockers: blocks.length > 0 || stepIndex(setup.step) > stepIndex('declareBlockers'),
  };
  return { ok: true, state: beginStep(state, setup.step, declared) };
}

/**
 * A combat step the turn table would skip can't be where the game starts: without attackers there are no declare
 * blockers or combat damage steps (CR 508.8); without first or double strike, no first-strike damage step (510.4).
 */
function skippedStepProblem(
  step: StepName,
  objects: Record<ObjectId, CardObject>,
  attackers: readonly { id: ObjectId }[],
  blocks: readonly { blocker: ObjectId }[],
): SetupProblem | undefined {
  const label = stepRow(step).label;
  if (
    attackers.length === 0 &&
    (step === 'declareBlockers' || step === 'firstStrikeDamage' || step === 'combatDamage')
  ) {
    return {
      message: `No creature is attacking, so there is no ${label} step (CR 508.8): mark the attackers with "attacking", or start in another step.`,
    };
  }
  const strikesFirst = (id: ObjectId) =>
    objects[id]!.def.keywords.some(k => k === 'first strike' || k === 'double strike');
  if (
    step === 'firstStrikeDamage' &&
    ![...attackers.map(a => a.id), ...blocks.map(b => b.blocker)].some(strikesFirst)
  ) {
    return {
      message: `No attacking or blocking creature has first strike or double strike, so there is no ${label} step (CR 510.4).`,
    };
  }
  return undefined;
}

function checkCombatSetup(
  setup: GameSetup,
  objects: Record<ObjectId, CardObject>,
  permanents: Record<ObjectId, Permanent>,
  attackers: readonly { id: ObjectId; target: AttackTarget }[],
  blocks: readonly { blocker: ObjectId; attackers: readonly ObjectId[] }[],
): SetupProblem[] {
  const problems: SetupProblem[] = [];
  const inCombat = isDuringCombat(setup.step);
  for (const a of attackers) {
    const perm = permanents[a.id]!;
    if (!inCombat)
      problems.push({
        object: a.id,
        message: `${objects[a.id]!.def.name} can only be attacking when the game starts in the combat phase.`,
      });
    if (perm.controller !== setup.activePlayer)
      problems.push({
        object: a.id,
        message: `${objects[a.id]!.def.name} is attacking but ${perm.controller} is not the active player.`,
      });
    if (!hasType(objects[a.id]!.def, 'Creature'))
      problems.push({ object: a.id, message: `${objects[a.id]!.def.name} is attacking but is not a creature.` });
    if ('player' in a.target) {
      if (
        a.target.player === perm.controller ||
        !setup.players.some(p => p.id === (a.target as { player: PlayerId }).player)
      )
        problems.push({ object: a.id, message: `${objects[a.id]!.def.name} must attack an opponent.` });
    } else if (!permanents[a.target.object]) {
      problems.push({
        object: a.id,
        message: `${objects[a.id]!.def.name} attacks ${a.target.object}, which is not a permanent on the battlefield.`,
      });
    }
  }
  for (const b of blocks) {
    if (stepIndex(setup.step) < stepIndex('declareBlockers') || !inCombat)
      problems.push({
        object: b.blocker,
        message: `${objects[b.blocker]!.def.name} can only be blocking when the game starts in declare blockers or later in combat.`,
      });
    for (const attacker of b.attackers) {
      if (!attackers.some(a => a.id === attacker))
        problems.push({
          object: b.blocker,
          message: `${objects[b.blocker]!.def.name} blocks ${attacker}, which is not attacking.`,
        });
    }
    if (permanents[b.blocker]!.controller === setup.activePlayer)
      problems.push({
        object: b.blocker,
        message: `${objects[b.blocker]!.def.name} is blocking but is controlled by the active player.`,
      });
  }
  return problems;
}

/**
 * Why `id` can't start attached to `host`: only an Aura, Equipment or Fortification is attached to an object (CR 303.4,
 * 301.5, 301.6), to another permanent on the battlefield.
 */
function attachmentProblem(
  objects: Readonly<Record<ObjectId, CardObject>>,
  permanents: Readonly<Record<ObjectId, Permanent>>,
  id: ObjectId,
  host: ObjectId,
): SetupProblem[] {
  const def = objects[id]!.def;
  if (!def.subtypes.some(t => t === 'Aura' || t === 'Equipment' || t === 'Fortification'))
    return [
      {
        object: id,
        message: `${def.name} is attached to something but is neither an Aura, an Equipment nor a Fortification (CR 303.4, 301.5, 301.6).`,
      },
    ];
  if (host === id || !permanents[host])
    return [
      {
        object: id,
        message: `${def.name} is attached to ${host === id ? 'itself' : `${objects[host]?.def.name ?? host}, which is not on the battlefield`}: it must be attached to another permanent.`,
      },
    ];
  return [];
}

/** How many of `player`'s turns began in game turns 1 to `turn`, the players taking turns in order from `starting`. */
function turnsBegun(players: readonly PlayerId[], starting: PlayerId, player: PlayerId, turn: number): number {
  const offset = (players.indexOf(player) - players.indexOf(starting) + players.length) % players.length;
  return turn - 1 < offset ? 0 : Math.floor((turn - 1 - offset) / players.length) + 1;
}
