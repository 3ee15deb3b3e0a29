import { MAX_AMOUNT, parseManaCost, quoted, shortText, TURN } from '@mtg-scenario/engine';
import {
  AstUtils,
  GrammarUtils,
  type AstNode,
  type IndexManager,
  type Reference,
  type ValidationAcceptor,
  type ValidationChecks,
} from 'langium';
import {
  isBoard,
  isCard,
  isLandsPlayedSetting,
  isLifeSetting,
  isManaSetting,
  isMaxHandSizeSetting,
  isPlayer,
  isPlayersDecl,
  isPoisonSetting,
  isEnergySetting,
  isScenario,
  isStartDecl,
  isLine,
  isCanCheck,
  isTappedModifier,
  isCommanderModifier,
  isCommanderDamageSetting,
  isCommanderDamageCheck,
  isVariantDecl,
  isUnnamedCards,
  isUntappedModifier,
  isZoneSetting,
  type ActivateAction,
  type AssignDamageAction,
  type AttackAction,
  type BlockAction,
  type BlockingModifier,
  type SpellAlias,
  type Board,
  type BoardCard,
  type Card,
  type CastAction,
  type DiscardAction,
  type DiscardCostClause,
  type ExpectStack,
  type ExpectSubject,
  type GoToAction,
  type ExpectStep,
  type MtgScenarioAstType,
  type Model,
  type PaymentClause,
  type PlayAction,
  type Referable,
  type SacrificeClause,
  type ReturnCostClause,
  type SuspendAction,
  type TurnFaceUpAction,
  type ConvokeClause,
  type ImproviseClause,
  type DelveClause,
  type DevourClause,
  type RevealClause,
  type ConspireClause,
  type SpliceClause,
  type Scenario,
  type StartDecl,
} from '../generated/ast.js';
import type { CardDefinitions } from '../cards/card-definitions.js';
import type { ScenarioOutcomes } from '../scenario/scenario-outcomes.js';
import type { ScenarioRunner } from '../scenario/scenario-runner.js';
import { stepNamed } from '../scenario/scenario-structure.js';
import { lineResultFor } from '../scenario/result.js';
import { positionBefore } from '../scenario/locations.js';
import { MAX_NAME_LENGTH, nameTooLongMessage, numberInRange } from '../base/limits.js';
import { MAX_COPIES, MAX_UNNAMED_CARDS } from '../scenario/setup-builder.js';
import { didYouMean } from '../base/suggestions.js';
import { isBuiltinUri } from '../workspace/builtin-library.js';
import { Codes } from '../base/codes.js';
import { pushChildren, lineContaining } from '../workspace/ast-walk.js';
import { PLAYER_CHECKS } from '../scenario/expectations.js';

const STEP_LABELS = [...TURN.map(row => row.label), 'end step'];

export interface MtgValidatorServices {
  readonly cards: { readonly Definitions: CardDefinitions };
  readonly scenario: { readonly Runner: ScenarioRunner; readonly Outcomes: ScenarioOutcomes };
  readonly shared: { readonly workspace: { readonly IndexManager: IndexManager } };
}

/** Registers the checks by node type. Each check is guarded: a throwing check must never take the server down. */
export function mtgChecks(validator: MtgValidator): ValidationChecks<MtgScenarioAstType> {
  const guard =
    <T extends AstNode>(check: (node: T, accept: ValidationAcceptor) => void) =>
    (node: T, accept: ValidationAcceptor) => {
      try {
        check.call(validator, node, accept);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        accept('error', `Internal error in a check: ${message}`, { node, code: Codes.internalError });
      }
    };
  return {
    Model: [guard(validator.cardNamesMustBeUnique), guard(validator.scenarioNamesMustBeUnique)],
    Card: [guard(validator.nameMustNotBeTooLong), guard(validator.cardMustBeWellFormed)],
    Player: [guard(validator.nameMustNotBeTooLong)],
    SpellAlias: [guard(validator.nameMustNotBeTooLong), guard(validator.aliasMustNameACast)],
    TokenAlias: [guard(validator.nameMustNotBeTooLong)],
    Scenario: [
      guard(validator.nameMustNotBeTooLong),
      guard(validator.scenarioMustDeclarePlayersOnce),
      guard(validator.scenarioMustStartOnce),
      guard(validator.commanderNeedsTheVariant),
      guard(validator.boardsMustComeFirstAndOnce),
      guard(validator.scenarioContentsMustBeConsistent),
      guard(validator.scenarioMustReplayWithoutErrors),
      guard(validator.scenarioMustBeConclusive),
    ],
    Board: [guard(validator.boardSettingsMustNotRepeat)],
    BoardCard: [guard(validator.nameMustNotBeTooLong), guard(validator.boardCardMustFitItsZone)],
    UnnamedCards: [guard(validator.unnamedCardsMustBeInLibrary)],
    ManaSetting: [guard(validator.manaPoolMustHoldManaTypes)],
    StartDecl: [guard(validator.stepMustBeKnown)],
    GoToAction: [guard(validator.stepMustBeKnown)],
    ExpectStep: [guard(validator.stepMustBeKnown)],
    CastAction: [guard(validator.castClausesMustNotRepeat)],
    ActivateAction: [guard(validator.castClausesMustNotRepeat)],
    ManaCheck: [guard(validator.manaPoolMustHoldManaTypes)],
  };
}

export class MtgValidator {
  private readonly cards: CardDefinitions;
  private readonly runner: ScenarioRunner;
  private readonly outcomes: ScenarioOutcomes;
  private readonly index: IndexManager;

  constructor(services: MtgValidatorServices) {
    this.cards = services.cards.Definitions;
    this.runner = services.scenario.Runner;
    this.outcomes = services.scenario.Outcomes;
    this.index = services.shared.workspace.IndexManager;
  }

  // ------------------------------------------------------------------ names

  /** `expect Alice can cast bolt as b` casts nothing, so the alias would name nothing. */
  aliasMustNameACast(alias: SpellAlias, accept: ValidationAcceptor): void {
    if (isCanCheck(alias.$container?.$container))
      accept('error', 'An alias here names nothing: "expect … can" asks about the spell without casting it.', {
        node: alias,
        code: Codes.aliasInExpectCan,
      });
  }

  nameMustNotBeTooLong(node: AstNode & { name?: string }, accept: ValidationAcceptor): void {
    if (node.name !== undefined && node.name.length > MAX_NAME_LENGTH) {
      accept('error', nameTooLongMessage(node.name.length), {
        node,
        property: 'name',
        code: Codes.nameTooLong,
      } as never);
    }
  }

  // ------------------------------------------------------------------ cards

  cardNamesMustBeUnique(model: Model, accept: ValidationAcceptor): void {
    const document = AstUtils.getDocument(model);
    if (isBuiltinUri(document.uri)) return;
    const seen = new Map<string, Card>();
    for (const card of model.cards) {
      if (!card.name) continue;
      const first = seen.get(card.name);
      if (first) {
        accept('error', `The card ${shortText(card.name)} is already defined on line ${line(first)} of this file.`, {
          node: card,
          property: 'name',
          code: Codes.cardNameDuplicate,
        });
        continue;
      }
      seen.set(card.name, card);
      const elsewhere = this.index
        .allElements('Card')
        .find(
          d =>
            d.name === card.name &&
            !isBuiltinUri(d.documentUri) &&
            d.documentUri.toString() !== document.uri.toString(),
        );
      if (elsewhere) {
        accept(
          'warning',
          `The card ${shortText(card.name)} is also defined in ${elsewhere.documentUri.path.split('/').pop()}: scenarios use one of the two definitions.`,
          { node: card, property: 'name', code: Codes.cardNameDuplicate },
        );
      }
    }
  }

  cardMustBeWellFormed(card: Card, accept: ValidationAcceptor): void {
    for (const p of this.cards.get(card).problems) {
      if (p.span) {
        const range = spanRange(p.node, p.property!, p.span);
        if (range) {
          accept(p.severity, p.message, { node: p.node, range, code: p.code });
          continue;
        }
      }
      accept(p.severity, p.message, {
        node: p.node,
        code: p.code,
        ...(p.property ? { property: p.property } : {}),
        ...(p.index !== undefined ? { index: p.index } : {}),
      } as never);
    }
  }

  // ------------------------------------------------------------------ scenario structure

  scenarioNamesMustBeUnique(model: Model, accept: ValidationAcceptor): void {
    const seen = new Map<string, Scenario>();
    for (const scenario of model.scenarios) {
      const first = seen.get(scenario.name);
      if (first)
        accept('error', `A scenario named ${quoted(scenario.name)} already exists on line ${line(first)}.`, {
          node: scenario,
          property: 'name',
          code: Codes.scenarioNameDuplicate,
        });
      else seen.set(scenario.name, scenario);
    }
  }

  scenarioMustDeclarePlayersOnce(scenario: Scenario, accept: ValidationAcceptor): void {
    const decls = scenario.members.filter(isPlayersDecl);
    if (decls.length === 0) {
      accept('error', 'A scenario needs its players, e.g. "players Alice, Bob" (in turn order).', {
        node: scenario,
        property: 'name',
        code: Codes.playersMissing,
      });
    }
    decls
      .slice(1)
      .forEach(d => accept('error', 'The players are already listed above.', { node: d, code: Codes.playersRepeated }));
    const seen = new Set<string>();
    for (const player of decls[0]?.players ?? []) {
      if (seen.has(player.name))
        accept('error', `${shortText(player.name)} is listed twice.`, {
          node: player,
          property: 'name',
          code: Codes.playerDuplicate,
        });
      seen.add(player.name);
    }
  }

  /** A commander, its damage and `variant` said twice: the Commander rules (CR 903) apply to a Commander game only. */
  commanderNeedsTheVariant(scenario: Scenario, accept: ValidationAcceptor): void {
    const variants = scenario.members.filter(isVariantDecl);
    variants
      .slice(1)
      .forEach(v =>
        accept('error', 'The scenario already names its variant.', { node: v, code: Codes.variantRepeated }),
      );
    if (variants.length) return;
    const nodes = AstUtils.streamAst(scenario).filter(
      node => isCommanderModifier(node) || isCommanderDamageSetting(node) || isCommanderDamageCheck(node),
    );
    for (const node of nodes)
      accept('error', 'Commanders belong to a Commander game (CR 903.3): add "variant commander" to the scenario.', {
        node,
        code: Codes.commanderNeedsVariant,
      });
  }

  scenarioMustStartOnce(scenario: Scenario, accept: ValidationAcceptor): void {
    const starts = scenario.members.filter(isStartDecl);
    if (starts.length === 0) {
      accept('error', 'A scenario needs a starting point, e.g. "start Alice turn 3 main1".', {
        node: scenario,
        property: 'name',
        code: Codes.startMissing,
      });
    }
    starts
      .slice(1)
      .forEach(s => accept('error', 'The scenario already has a start.', { node: s, code: Codes.startRepeated }));
  }

  stepMustBeKnown(node: StartDecl | GoToAction | ExpectStep, accept: ValidationAcceptor): void {
    if (node.step === undefined || stepNamed(node.step)) return;
    accept(
      'error',
      `${quoted(node.step)} is not a step: use one of ${STEP_LABELS.join(', ')}.${didYouMean(node.step, STEP_LABELS)}`,
      { node, property: 'step', code: Codes.stepUnknown },
    );
  }

  boardsMustComeFirstAndOnce(scenario: Scenario, accept: ValidationAcceptor): void {
    let sawLine = false;
    const seen = new Map<string, Board>();
    for (const member of scenario.members) {
      if (isLine(member)) sawLine = true;
      if (!isBoard(member)) continue;
      if (sawLine)
        accept('error', 'Describe the board before the first action: the board is where the game starts.', {
          node: member,
          property: 'player',
          code: Codes.boardAfterActions,
        });
      const name = member.player?.$refText;
      const first = name !== undefined ? seen.get(name) : undefined;
      if (first)
        accept(
          'error',
          `${shortText(name)}'s board is already described on line ${line(first)}: put everything in one block.`,
          {
            node: member,
            property: 'player',
            code: Codes.boardRepeated,
          },
        );
      else if (name !== undefined) seen.set(name, member);
    }
  }

  boardSettingsMustNotRepeat(board: Board, accept: ValidationAcceptor): void {
    const seen = new Set<string>();
    for (const item of board.items) {
      if (!(
        isLifeSetting(item) ||
        isPoisonSetting(item) ||
        isEnergySetting(item) ||
        isManaSetting(item) ||
        isLandsPlayedSetting(item) ||
        isMaxHandSizeSetting(item)
      ))
        continue;
      if (seen.has(item.$type))
        accept('warning', 'This setting is already given above; the first one counts.', {
          node: item,
          code: Codes.settingRepeated,
        });
      seen.add(item.$type);
    }
  }

  /**
   * One walk over a scenario for the checks that look at every node: aliases are unique, numbers are reasonable,
   * names are of the right kind.
   */
  scenarioContentsMustBeConsistent(scenario: Scenario, accept: ValidationAcceptor): void {
    const players = new Set(scenario.members.filter(isPlayersDecl).flatMap(d => d.players.map(p => p.name)));
    const aliases = new Map<string, AstNode>();
    // A plain walk: AstUtils.streamAllContents costs an iterator and closures per node, at every edit.
    const stack: AstNode[] = [];
    pushChildren(scenario, stack);
    while (stack.length > 0) {
      const node = stack.pop()!;
      this.aliasMustBeUnique(node, players, aliases, accept);
      this.numbersMustBeReasonable(node, accept);
      this.namesMustBeOfTheRightKind(node, accept);
      pushChildren(node, stack);
    }
  }

  aliasMustBeUnique(
    node: AstNode,
    players: ReadonlySet<string>,
    seen: Map<string, AstNode>,
    accept: ValidationAcceptor,
  ): void {
    if (!(node.$type === 'BoardCard' || node.$type === 'SpellAlias' || node.$type === 'TokenAlias')) return;
    const name = (node as { name?: string }).name;
    if (!name) return;
    if (players.has(name)) {
      accept('error', `${shortText(name)} is a player's name: choose another alias.`, {
        node,
        property: 'name',
        code: Codes.aliasDuplicate,
      } as never);
      return;
    }
    const first = seen.get(name);
    if (first && !(node.$type === 'SpellAlias' && this.declaredNothing(first)))
      accept(
        'error',
        `The alias ${shortText(name)} is already used on line ${line(first)}: each alias names one object.`,
        {
          node,
          property: 'name',
          code: Codes.aliasDuplicate,
        } as never,
      );
    else seen.set(name, node);
  }

  /** A cast `as alias` that was rejected or not replayed declared nothing: a later cast may take the alias. */
  private declaredNothing(alias: AstNode): boolean {
    if (alias.$type !== 'SpellAlias') return false;
    const line = lineContaining(alias);
    const scenario = line && AstUtils.getContainerOfType(line, isScenario);
    const result = scenario && lineResultFor(this.runner.run(scenario), line);
    return result?.kind === 'action' && result.status !== 'ok';
  }

  boardCardMustFitItsZone(card: BoardCard, accept: ValidationAcceptor): void {
    const zone = isZoneSetting(card.$container) ? card.$container.zone : undefined;
    const count = card.count ?? 1;
    if (!Number.isSafeInteger(count) || count < 1 || count > MAX_COPIES) {
      accept('error', `x${count}: a board line may hold 1 to ${MAX_COPIES} copies of a card.`, {
        node: card,
        property: 'count',
        code: Codes.numberOutOfRange,
      });
    } else if (count > 1 && card.name) {
      accept('error', `The alias ${shortText(card.name)} would name ${count} objects: an alias names one object.`, {
        node: card,
        property: 'name',
        code: Codes.aliasNamesOneObject,
      });
    }
    const permanentOnly = card.modifiers.find(m => !isCommanderModifier(m));
    if (zone !== 'battlefield' && permanentOnly) {
      accept(
        'error',
        `Only permanents on the battlefield can be tapped, sick, damaged, have counters or be in combat: this card is in the ${zone}.`,
        { node: permanentOnly, code: Codes.modifierNeedsBattlefield },
      );
    }
    if (card.modifiers.some(isTappedModifier) && card.modifiers.some(isUntappedModifier)) {
      accept('warning', 'The permanent is said to be both tapped and untapped; the last word counts.', {
        node: card,
        property: 'modifiers',
        code: Codes.settingRepeated,
      });
    }
  }

  unnamedCardsMustBeInLibrary(entry: AstNode & { count: number }, accept: ValidationAcceptor): void {
    const zone = isZoneSetting(entry.$container) ? entry.$container.zone : undefined;
    if (isUnnamedCards(entry) && zone !== 'library') {
      accept('error', `A number of unnamed cards is for the library only; name the cards in the ${zone}.`, {
        node: entry,
        code: Codes.unnamedCardsOutsideLibrary,
      });
    } else if (entry.count > MAX_UNNAMED_CARDS && entry.count <= MAX_AMOUNT) {
      // larger numbers are out of range anywhere
      accept(
        'error',
        `${entry.count} cards: a library may hold up to ${MAX_UNNAMED_CARDS.toLocaleString('en')} unnamed cards.`,
        { node: entry, property: 'count', code: Codes.numberOutOfRange },
      );
    }
  }

  manaPoolMustHoldManaTypes(node: AstNode & { pool?: string }, accept: ValidationAcceptor): void {
    if (node.pool === undefined) return;
    const parsed = parseManaCost(node.pool);
    if (!parsed.ok)
      accept('error', `Bad mana: ${parsed.error}.`, { node, property: 'pool', code: Codes.manaPoolInvalid } as never);
    else if (parsed.cost.snow)
      accept('error', 'A mana pool holds mana of a type: snow is not one (CR 107.4h), write the type, e.g. {G}.', {
        node,
        property: 'pool',
        code: Codes.manaPoolInvalid,
      } as never);
    else if (parsed.cost.generic > 0 || parsed.cost.x > 0) {
      accept('error', 'A mana pool holds mana of a type: write colorless mana as {C}, e.g. {C}{C} rather than {2}.', {
        node,
        property: 'pool',
        code: Codes.manaPoolInvalid,
      } as never);
    }
  }

  castClausesMustNotRepeat(cast: AstNode & { clauses: AstNode[] }, accept: ValidationAcceptor): void {
    const seen = new Set<string>();
    for (const clause of cast.clauses) {
      if (seen.has(clause.$type))
        accept('error', 'This part of the action is already given on this line.', {
          node: clause,
          code: Codes.castClauseRepeated,
        });
      seen.add(clause.$type);
    }
  }

  /** Absurd numbers are input errors (the engine caps amounts at a million). */
  numbersMustBeReasonable(node: AstNode, accept: ValidationAcceptor): void {
    for (const property in node) {
      const value = (node as unknown as Record<string, unknown>)[property];
      if (typeof value !== 'number' || property.startsWith('$')) continue;
      if (!numberInRange(value)) {
        // NaN: written with an exponent (`1e309`, the value converter).
        const written = GrammarUtils.findNodeForProperty(node.$cstNode, property)?.text ?? String(value);
        const limit = MAX_AMOUNT.toLocaleString('en');
        const message = Number.isNaN(value)
          ? `\`${written}\` is not a whole number: write numbers in digits, up to ${limit}.`
          : `${written} is out of range: numbers go up to ${limit}.`;
        accept('error', message, {
          node,
          property,
          code: Codes.numberOutOfRange,
        } as never);
      } else if (property === 'turn' && value < 1) {
        accept('error', 'Turns are numbered from 1.', { node, property, code: Codes.numberOutOfRange } as never);
      }
    }
  }

  /**
   * A card can't be given where a player is meant and vice versa (e.g. "Alice casts Bob"). It runs for every node of
   * every scenario at each edit: one switch on the node's type instead of a dozen `isX` reflection lookups (none of
   * these types has subtypes).
   */
  namesMustBeOfTheRightKind(node: AstNode, accept: ValidationAcceptor): void {
    switch (node.$type) {
      case 'CastAction':
      case 'PlayAction':
      case 'SuspendAction':
        return this.objectOnly((node as CastAction | PlayAction | SuspendAction).card, node, 'card', undefined, accept);
      case 'ActivateAction':
        return this.objectOnly((node as ActivateAction).source, node, 'source', undefined, accept);
      case 'TurnFaceUpAction':
        return this.objectOnly((node as TurnFaceUpAction).permanent, node, 'permanent', undefined, accept);
      case 'SacrificeClause':
        return (node as SacrificeClause).objects.forEach((c, i) => this.objectOnly(c, node, 'objects', i, accept));
      case 'ReturnCostClause':
        return (node as ReturnCostClause).objects.forEach((c, i) => this.objectOnly(c, node, 'objects', i, accept));
      case 'DiscardCostClause':
        return (node as DiscardCostClause).cards.forEach((c, i) => this.objectOnly(c, node, 'cards', i, accept));
      case 'ConvokeClause':
        return (node as ConvokeClause).creatures.forEach((c, i) => this.objectOnly(c, node, 'creatures', i, accept));
      case 'ImproviseClause':
        return (node as ImproviseClause).artifacts.forEach((c, i) => this.objectOnly(c, node, 'artifacts', i, accept));
      case 'DelveClause':
        return (node as DelveClause).cards.forEach((c, i) => this.objectOnly(c, node, 'cards', i, accept));
      case 'DevourClause':
        return (node as DevourClause).creatures.forEach((c, i) => this.objectOnly(c, node, 'creatures', i, accept));
      case 'RevealClause':
        return (node as RevealClause).cards.forEach((c, i) => this.objectOnly(c, node, 'cards', i, accept));
      case 'ConspireClause':
        return (node as ConspireClause).creatures.forEach((c, i) => this.objectOnly(c, node, 'creatures', i, accept));
      case 'SpliceClause':
        return (node as SpliceClause).cards.forEach((c, i) => this.objectOnly(c, node, 'cards', i, accept));
      case 'AttackAction':
        return (node as AttackAction).attackers.forEach(a =>
          this.objectOnly(a.attacker, a, 'attacker', undefined, accept),
        );
      case 'BlockAction': {
        const block = node as BlockAction;
        this.objectOnly(block.attacker, node, 'attacker', undefined, accept);
        return block.blockers.forEach((b, i) => this.objectOnly(b, node, 'blockers', i, accept));
      }
      case 'DiscardAction':
        return (node as DiscardAction).cards.forEach((c, i) => this.objectOnly(c, node, 'cards', i, accept));
      case 'PaymentClause':
        return (node as PaymentClause).sources.forEach((c, i) => this.objectOnly(c, node, 'sources', i, accept));
      case 'AssignDamageAction':
        return this.objectOnly((node as AssignDamageAction).source, node, 'source', undefined, accept);
      case 'ExpectStack':
        return (node as ExpectStack).items.forEach((c, i) => this.objectOnly(c, node, 'items', i, accept));
      case 'BlockingModifier':
        return this.objectOnly((node as BlockingModifier).attacker, node, 'attacker', undefined, accept);
      // `attached to Bob`: an Aura with enchant player (702.5d), which the engine checks.
      case 'ExpectSubject':
        return this.subjectMustFitCheck(node as ExpectSubject, accept);
    }
  }

  /** A method, not a closure made for each of the scenario's nodes at every edit. */
  private objectOnly(
    ref: Reference<Referable> | undefined,
    node: AstNode,
    property: string,
    index: number | undefined,
    accept: ValidationAcceptor,
  ): void {
    const target = ref?.ref;
    if (isPlayer(target)) {
      accept('error', `${shortText(target.name)} is a player; a card or permanent is needed here.`, {
        node,
        property,
        ...(index !== undefined ? { index } : {}),
        code: Codes.wrongKindOfName,
      } as never);
    }
  }

  private subjectMustFitCheck(node: ExpectSubject, accept: ValidationAcceptor): void {
    const target = node.subject?.ref;
    if (!target || !node.check) return;
    const playerCheck = PLAYER_CHECKS.has(node.check.$type);
    if (isPlayer(target) && !playerCheck) {
      accept('error', `${shortText(target.name)} is a player: this expectation is about a card or permanent.`, {
        node,
        property: 'subject',
        code: Codes.wrongKindOfName,
      });
    } else if (!isPlayer(target) && playerCheck) {
      accept(
        'error',
        `${shortText(isCard(target) ? target.name : (target as { name: string }).name)} is not a player: ${isCanCheck(node.check) ? 'only players cast, play, activate, attack and block' : "life, poison, mana and zone sizes are a player's"}.`,
        { node, property: 'subject', code: Codes.wrongKindOfName },
      );
    }
  }

  // ------------------------------------------------------------------ the engine

  /** The heart: the scenario is replayed through the rules engine and every problem found becomes a diagnostic. */
  scenarioMustReplayWithoutErrors(scenario: Scenario, accept: ValidationAcceptor): void {
    const result = this.runner.run(scenario);
    // From the first use of a card the engine doesn't wholly model on, an error decides nothing (ScenarioOutcomes):
    // it is shown as information, so that `mtgs check`, `mtgs test` and the editor agree.
    const use = this.outcomes.firstUnmodelledUse(scenario);
    const from = use?.node.$cstNode?.range.start;
    for (const p of result.problems) {
      const start = p.node.$cstNode?.range.start;
      const moot = p.severity === 'error' && from !== undefined && start !== undefined && positionBefore(from, start);
      const message = moot ? `Decides nothing (inconclusive from line ${line(use!.node)}): ${p.message}` : p.message;
      accept(moot ? 'info' : p.severity, message, {
        node: p.node,
        code: p.code,
        ...(p.property !== undefined ? { property: p.property } : {}),
        ...(p.index !== undefined ? { index: p.index } : {}),
        ...(p.data ? { data: p.data } : {}),
      } as never);
    }
  }

  /** A card the engine doesn't wholly model makes the scenario inconclusive from its first use (ScenarioOutcomes). */
  scenarioMustBeConclusive(scenario: Scenario, accept: ValidationAcceptor): void {
    const use = this.outcomes.firstUnmodelledUse(scenario);
    if (use)
      accept('warning', this.outcomes.inconclusiveMessage(use), {
        node: use.node,
        ...(use.property ? { property: use.property } : {}),
        code: Codes.inconclusive,
      } as never);
  }
}

function line(node: AstNode): number {
  return (node.$cstNode?.range.start.line ?? -1) + 1;
}

/** The document range of a span of a STRING property's value (escapes taken into account). */
function spanRange(node: AstNode, property: string, span: { start: number; end: number }) {
  const cst = GrammarUtils.findNodeForProperty(node.$cstNode, property);
  if (!cst) return undefined;
  const raw = cst.text;
  // Map value offsets to raw offsets: raw[0] is the opening quote.
  const rawIndex: number[] = [];
  for (let i = 1; i < raw.length - 1; i++) {
    rawIndex.push(i);
    if (raw[i] === '\\') i++;
  }
  rawIndex.push(raw.length - 1);
  const start = rawIndex[span.start];
  const end = rawIndex[span.end];
  if (start === undefined || end === undefined) return undefined;
  const doc = AstUtils.getDocument(node).textDocument;
  return { start: doc.positionAt(cst.offset + start), end: doc.positionAt(cst.offset + end) };
}
