import {
  MAX_AMOUNT,
  entryChoiceOf,
  gameTurnOf,
  parseManaCost,
  type AttackTarget,
  type CardDef,
  type CardSetup,
  type EntryChoice,
  type GameSetup,
  type ManaType,
  type ObjectId,
  type PlayerSetup,
} from '@mtg-scenario/engine';
import type { AstNode } from 'langium';
import {
  isAttackingModifier,
  isAttachedModifier,
  isChosenModifier,
  isCommanderDamageSetting,
  isCommanderModifier,
  isFaceDownModifier,
  isBlockingModifier,
  isBoardCard,
  isCard,
  isCountersModifier,
  isDamageModifier,
  isLandsPlayedSetting,
  isLifeSetting,
  isManaSetting,
  isMaxHandSizeSetting,
  isPlayer,
  isPoisonSetting,
  isEnergySetting,
  isSickModifier,
  isTappedModifier,
  isTransformedModifier,
  isUnnamedCards,
  isUntappedModifier,
  isZoneSetting,
  type Board,
  type BoardCard,
  type Referable,
  type Scenario,
} from '../generated/ast.js';
import type { CardDefinitions } from '../cards/card-definitions.js';
import { MAX_NAME_LENGTH } from '../base/limits.js';
import { scenarioStructure, stepNamed, type ScenarioStructure } from './scenario-structure.js';

/** Stands for each card of `library N`: a card nobody cares about. */
export const UNKNOWN_CARD: CardDef = {
  name: 'unknown card',
  supertypes: [],
  types: [],
  subtypes: [],
  keywords: [],
  abilities: [],
};

export interface SetupProblem {
  readonly node: AstNode;
  readonly property?: string;
  readonly index?: number;
  readonly message: string;
  readonly code: string;
  /** Errors unless said otherwise: a note about where the game really begins is a warning. */
  readonly severity?: 'error' | 'warning';
}

export interface BuiltSetup {
  readonly structure: ScenarioStructure;
  /** Undefined when the scenario lacks players or a start, or names something that doesn't exist (validated elsewhere). */
  readonly setup?: GameSetup;
  /** Problems only the setup builder can see (most are reported by the validator). */
  readonly problems: readonly SetupProblem[];
  /** Board aliases and the ids given to board cards named elsewhere in the setup. */
  readonly objectIds: ReadonlyMap<BoardCard, ObjectId>;
  /** Where each given id was declared, to place the engine's setup problems. */
  readonly nodesById: ReadonlyMap<ObjectId, AstNode>;
  /**
   * Board settings, entries and modifiers left out of the setup because they are invalid (an unknown card, `x2000`,
   * a bad mana pool: the validator or the linker reports each). The game would not be the one described.
   */
  readonly rejected: readonly AstNode[];
}

const ZONES = ['hand', 'library', 'graveyard', 'exile', 'command', 'battlefield'] as const;

function bounded(n: number | undefined, min = 0): n is number {
  return n !== undefined && Number.isSafeInteger(n) && n >= min && n <= MAX_AMOUNT;
}

/** Most copies `xN` may make of one card: enough for any rules question, small enough to stay fast. */
export const MAX_COPIES = 1_000;
/** Most unnamed cards a library may hold (`library 60`). */
export const MAX_UNNAMED_CARDS = MAX_COPIES * 10;

/** Builds the engine's `GameSetup` from the players, start and boards of a scenario. */
export function buildSetup(scenario: Scenario, cards: CardDefinitions): BuiltSetup {
  const structure = scenarioStructure(scenario);
  const problems: SetupProblem[] = [];
  const objectIds = new Map<BoardCard, ObjectId>();
  const nodesById = new Map<ObjectId, AstNode>();
  const rejected: AstNode[] = [];
  const reject = (node: AstNode) => {
    rejected.push(node);
  };
  const result = (setup?: GameSetup): BuiltSetup => ({
    structure,
    ...(setup ? { setup } : {}),
    problems,
    objectIds,
    nodesById,
    rejected,
  });

  const playerNames = structure.players.map(p => p.name);
  const start = structure.start;
  const active = start?.player?.ref?.name;
  const step = start ? (start.step === undefined ? 'main1' : stepNamed(start.step)) : undefined;
  if (playerNames.length === 0 || !start || !active || !step || !bounded(start.turn, 1)) return result();
  // Refused by the validator, as an alias that long is below: the game's every message would quote it whole.
  for (const player of structure.players) if (player.name.length > MAX_NAME_LENGTH) reject(player);

  // Ids: aliases as written; a card named by another board card (`blocking "Serra Angel"`) gets its name as id.
  const allBoardCards = [...structure.boards.values()].flatMap(boardCards);
  for (const card of allBoardCards) {
    // A repeated alias is reported by the validator; the first object keeps it.
    // An alias on an unknown card names nothing: the unknown card is the one error to report.
    if (
      card.name &&
      card.card?.ref &&
      (card.count ?? 1) === 1 &&
      !nodesById.has(card.name) &&
      !playerNames.includes(card.name)
    ) {
      objectIds.set(card, card.name);
      nodesById.set(card.name, card);
    }
  }
  const idOf = (target: Referable | undefined, node: AstNode, property: string): ObjectId | undefined => {
    if (!target) return undefined;
    if (isBoardCard(target)) return objectIds.get(target);
    if (isCard(target)) {
      const candidates = allBoardCards.filter(
        c => c.card?.ref === target && (c.count ?? 1) === 1 && zoneOfBoardCard(c) === 'battlefield',
      );
      if (candidates.length !== 1) {
        problems.push({
          node,
          property,
          code: 'setup/bad-reference',
          message:
            candidates.length === 0
              ? `No single ${target.name} on the battlefield to refer to here.`
              : `Several ${target.name} are on the battlefield: give the one you mean an alias with "as".`,
        });
        return undefined;
      }
      const card = candidates[0]!;
      let id = objectIds.get(card);
      if (!id) {
        id = target.name;
        objectIds.set(card, id);
        nodesById.set(id, card);
      }
      return id;
    }
    return undefined;
  };

  const players: PlayerSetup[] = [];
  for (const name of playerNames) {
    const board = structure.boards.get(name);
    players.push(
      board
        ? playerSetup(name, board, cards, idOf, objectIds, reject, playerNames, structure.variant !== undefined)
        : { id: name },
    );
  }
  // `start Alice turn 3`: Alice's third turn; the first player listed takes the game's first turn.
  const startingPlayer = playerNames[0]!;
  if (step === 'untap') {
    // The game doesn't stop in the untap step (nobody gets priority there): it untaps and goes on to the upkeep.
    problems.push({
      node: start,
      property: 'step',
      code: 'setup/starts-in-untap',
      severity: 'warning',
      message: `No player receives priority in the untap step (CR 502.4): ${active} untaps, and the game begins in ${active}'s upkeep. Write "start ${active} turn ${start.turn} upkeep" to say so.`,
    });
  } else if (step === 'cleanup') {
    const next = playerNames[(playerNames.indexOf(active) + 1) % playerNames.length]!;
    problems.push({
      node: start,
      property: 'step',
      code: 'setup/starts-in-cleanup',
      severity: 'warning',
      message: `No player normally receives priority in the cleanup step (CR 514.3): unless ${active} must discard to hand size first (514.1), the game goes on to ${next}'s turn.`,
    });
  }
  return result({
    players,
    activePlayer: active,
    startingPlayer,
    turn: gameTurnOf(playerNames, startingPlayer, active, start.turn),
    step,
    ...(structure.variant ? { variant: 'commander' as const } : {}),
  });
}

function boardCards(board: Board): BoardCard[] {
  return (board.items ?? []).filter(isZoneSetting).flatMap(z => z.entries.filter(isBoardCard));
}

function zoneOfBoardCard(card: BoardCard): string | undefined {
  const zone = card.$container;
  return isZoneSetting(zone) ? zone.zone : undefined;
}

type IdOf = (target: Referable | undefined, node: AstNode, property: string) => ObjectId | undefined;
type Reject = (node: AstNode) => void;

function playerSetup(
  name: string,
  board: Board,
  cards: CardDefinitions,
  idOf: IdOf,
  objectIds: ReadonlyMap<BoardCard, ObjectId>,
  reject: Reject,
  playerNames: readonly string[],
  commanderGame: boolean,
): PlayerSetup {
  const zones: Record<(typeof ZONES)[number], CardSetup[]> = {
    hand: [],
    library: [],
    graveyard: [],
    exile: [],
    command: [],
    battlefield: [],
  };
  const commanderDamage: Record<ObjectId, number> = {};
  let life: number | undefined;
  let poison: number | undefined;
  let energy: number | undefined;
  let landsPlayed: number | undefined;
  let maxHandSize: number | undefined;
  let manaPool: Partial<Record<ManaType, number>> | undefined;
  const valid = (n: number | undefined, node: AstNode, min = 0): number | undefined => {
    if (bounded(n, min)) return n;
    reject(node);
    return undefined;
  };
  for (const item of board.items ?? []) {
    if (isLifeSetting(item)) life ??= valid(item.value, item, -MAX_AMOUNT);
    else if (isPoisonSetting(item)) poison ??= valid(item.value, item);
    else if (isEnergySetting(item)) energy ??= valid(item.value, item);
    else if (isLandsPlayedSetting(item)) landsPlayed ??= valid(item.value, item);
    else if (isMaxHandSizeSetting(item)) maxHandSize ??= valid(item.value, item);
    else if (isCommanderDamageSetting(item)) {
      // Outside a Commander game the validator says what is missing (903.3).
      const commander = !commanderGame
        ? undefined
        : isBoardCard(item.commander?.ref)
          ? objectIds.get(item.commander.ref)
          : undefined;
      const dealt = valid(item.value, item);
      if (commander === undefined || dealt === undefined) reject(item);
      else commanderDamage[commander] = dealt;
    } else if (isManaSetting(item)) {
      const pool = manaPoolOf(item.pool);
      if (!pool) reject(item);
      manaPool ??= pool;
    } else if (isZoneSetting(item)) {
      const zone = item.zone as (typeof ZONES)[number];
      if (!ZONES.includes(zone)) {
        reject(item);
        continue;
      }
      for (const entry of item.entries ?? []) {
        if (isUnnamedCards(entry)) {
          if (zone !== 'library' || !bounded(entry.count) || entry.count > MAX_UNNAMED_CARDS) reject(entry);
          else for (let i = 0; i < entry.count; i++) zones.library.push({ def: UNKNOWN_CARD });
          continue;
        }
        const def = isCard(entry.card?.ref) ? cards.get(entry.card.ref).def : undefined;
        const copies = entry.count ?? 1;
        const tooLong = Math.max(entry.name?.length ?? 0, def?.name.length ?? 0) > MAX_NAME_LENGTH;
        if (!def || !bounded(copies, 1) || copies > MAX_COPIES || tooLong) {
          reject(entry);
          continue;
        }
        const card = cardSetup(
          def,
          entry,
          zone === 'battlefield',
          idOf,
          objectIds.get(entry),
          reject,
          playerNames,
          commanderGame,
        );
        for (let i = 0; i < copies; i++) zones[zone].push(card);
      }
    } else reject(item);
  }
  return {
    id: name,
    ...(life !== undefined ? { life } : {}),
    ...(poison !== undefined ? { poison } : {}),
    ...(energy !== undefined ? { energy } : {}),
    ...(landsPlayed !== undefined ? { landsPlayed } : {}),
    ...(maxHandSize !== undefined ? { maxHandSize } : {}),
    ...(manaPool ? { manaPool } : {}),
    ...(Object.keys(commanderDamage).length ? { commanderDamage } : {}),
    ...Object.fromEntries(ZONES.filter(z => zones[z].length > 0).map(z => [z, zones[z]])),
  };
}

/** `{R}{R}{C}` → { R: 2, C: 1 }; undefined when it has generic or X symbols (the validator says why). */
export function manaPoolOf(text: string | undefined): Partial<Record<ManaType, number>> | undefined {
  if (text === undefined) return undefined;
  const parsed = parseManaCost(text);
  if (!parsed.ok || parsed.cost.generic > 0 || parsed.cost.x > 0 || parsed.cost.snow) return undefined;
  return { ...parsed.cost.colored };
}

function cardSetup(
  def: CardDef,
  entry: BoardCard,
  onBattlefield: boolean,
  idOf: IdOf,
  id: ObjectId | undefined,
  reject: Reject,
  players: readonly string[],
  commanderGame: boolean,
): CardSetup {
  let tapped: boolean | undefined;
  let sick: boolean | undefined;
  let transformed: boolean | undefined;
  let damage: number | undefined;
  const counters: Record<string, number> = {};
  let attacking: AttackTarget | undefined;
  const blocking: ObjectId[] = [];
  let attachedTo: ObjectId | undefined;
  let attachedToPlayer: string | undefined;
  let faceDown = false;
  let chosen: EntryChoice | undefined;
  let commander = false;
  let commanderCasts: number | undefined;
  // A commander in any zone (903.3), in a Commander game (the validator says so otherwise); the other modifiers are a
  // permanent's.
  for (const modifier of entry.modifiers ?? [])
    if (isCommanderModifier(modifier) && !commanderGame) reject(modifier);
    else if (isCommanderModifier(modifier)) {
      commander = true;
      if (modifier.casts !== undefined) {
        if (bounded(modifier.casts)) commanderCasts = modifier.casts;
        else reject(modifier);
      }
    }
  if (onBattlefield) {
    for (const modifier of entry.modifiers ?? []) {
      if (isTappedModifier(modifier)) tapped = true;
      else if (isUntappedModifier(modifier)) tapped = false;
      else if (isSickModifier(modifier)) sick = true;
      else if (isTransformedModifier(modifier)) transformed = true;
      else if (isDamageModifier(modifier)) {
        if (bounded(modifier.amount)) damage = modifier.amount;
        else reject(modifier);
      } else if (isCountersModifier(modifier)) {
        const n = modifier.count ?? 1;
        if (modifier.kind && bounded(n)) counters[modifier.kind] = (counters[modifier.kind] ?? 0) + n;
        else reject(modifier);
      } else if (isAttackingModifier(modifier)) {
        const target = modifier.target?.ref;
        const object = isPlayer(target) ? undefined : idOf(target, modifier, 'target');
        if (isPlayer(target)) attacking = { player: target.name };
        else if (object) attacking = { object };
        else reject(modifier);
      } else if (isFaceDownModifier(modifier)) faceDown = true;
      else if (isChosenModifier(modifier)) {
        if (modifier.value !== undefined) chosen = entryChoiceOf(modifier.value, players);
      } else if (isAttachedModifier(modifier)) {
        const ref = modifier.host?.ref;
        // A player: an Aura with enchant player attached to them (702.5d).
        const host = isPlayer(ref) ? undefined : idOf(ref, modifier, 'host');
        if (isPlayer(ref)) attachedToPlayer = ref.name;
        else if (host) attachedTo = host;
        else reject(modifier);
      } else if (isBlockingModifier(modifier)) {
        const attacker = idOf(modifier.attacker?.ref, modifier, 'attacker');
        if (attacker) blocking.push(attacker);
        else reject(modifier);
      }
    }
  }
  return {
    def,
    ...(id !== undefined ? { id } : {}),
    ...(tapped !== undefined ? { tapped } : {}),
    ...(sick !== undefined ? { sick } : {}),
    ...(transformed ? { transformed } : {}),
    ...(damage !== undefined ? { damage } : {}),
    ...(Object.keys(counters).length ? { counters } : {}),
    ...(attacking ? { attacking } : {}),
    ...(blocking.length ? { blocking } : {}),
    ...(attachedTo !== undefined ? { attachedTo } : {}),
    ...(attachedToPlayer !== undefined ? { attachedToPlayer } : {}),
    ...(faceDown ? { faceDown } : {}),
    ...(chosen ? { chosen } : {}),
    ...(commander ? { commander } : {}),
    ...(commanderCasts !== undefined ? { commanderCasts } : {}),
  };
}
