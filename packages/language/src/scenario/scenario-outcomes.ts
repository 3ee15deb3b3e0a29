import {
  QUOTED_SENTENCE_LENGTH,
  isKeywordCounter,
  quoted,
  shortText,
  unmodelledZones,
  type Unmodelled,
} from '@mtg-scenario/engine';
import type { AstNode, LangiumDocument, Reference } from 'langium';
import type { Diagnostic } from 'vscode-languageserver-types';
import {
  isActivateAction,
  isBoardCard,
  isCard,
  isCastAction,
  isCanCheck,
  isExpectSubject,
  isCountersModifier,
  isModel,
  isPlayAction,
  isSuspendAction,
  isSpellAlias,
  isZoneSetting,
  type ActivateAction,
  type BoardCard,
  type Card,
  type Referable,
  type Scenario,
} from '../generated/ast.js';
import type { CardDefinitions } from '../cards/card-definitions.js';
import { Codes } from '../base/codes.js';
import { lineOf, positionBefore, scenarioTextOwner } from './locations.js';
import type { ScenarioRunner } from './scenario-runner.js';
import { lineResultFor, type LineResult } from './result.js';
import { scenarioStructure } from './scenario-structure.js';
import { normalCost } from './action-replay.js';

export type Verdict = 'passed' | 'failed' | 'skipped';

/**
 * Where a scenario first uses a card the engine doesn't wholly model: a board entry (on the battlefield, or in a zone
 * where the part not modelled works) or a cast/play/activate line; or a counter on the board whose rules meaning the
 * engine doesn't model (`counter`: a keyword counter, 122.1b); or the first line in whose replay something happens
 * that the engine doesn't model (`happened`: what its `unmodelled` log event says; then `property` is absent and
 * `unmodelled` empty).
 */
export interface UnmodelledUse {
  readonly node: AstNode;
  readonly property?: 'card' | 'source' | 'kind';
  readonly card: string;
  readonly unmodelled: readonly (Unmodelled | { readonly kind: 'counter'; readonly text: string })[];
  /** The zone it starts in, when that isn't the battlefield: what isn't modelled works off the battlefield (113.6). */
  readonly zone?: string;
  readonly happened?: string;
}

export interface ScenarioVerdict {
  readonly scenario: Scenario;
  /** The scenario's name; a half-typed `scenario {` is named by its line. */
  readonly name: string;
  readonly verdict: Verdict;
  /** The errors that made it fail. */
  readonly failures: readonly Diagnostic[];
  /** Why it was skipped, or why it failed without an error of its own (a replay that stopped). */
  readonly reason?: string;
  /** How long its replay took. */
  readonly seconds: number;
}

export interface DocumentOutcomes {
  readonly scenarios: readonly ScenarioVerdict[];
  /** Errors outside every scenario (a broken card definition, a syntax error between scenarios). */
  readonly outside: readonly Diagnostic[];
}

export interface ScenarioOutcomesServices {
  readonly cards: { readonly Definitions: CardDefinitions };
  readonly scenario: { readonly Runner: ScenarioRunner };
}

/**
 * Decides whether a scenario passed, failed or was skipped, for the validator, `mtgs test` and the Test Explorer
 * alike. A scenario fails on an error; but from the first line that uses a card the engine doesn't wholly model (a
 * sentence it doesn't understand, an unknown keyword, a hybrid or Phyrexian cost), the game replayed is not the
 * game written, so errors from there on can't be trusted either way and the scenario is skipped as inconclusive —
 * never passed. Errors before that use still fail it.
 */
export class ScenarioOutcomes {
  private readonly cards: CardDefinitions;
  private readonly runner: ScenarioRunner;

  constructor(services: ScenarioOutcomesServices) {
    this.cards = services.cards.Definitions;
    this.runner = services.scenario.Runner;
  }

  /** The outcome of every scenario of a validated document, from its error diagnostics. */
  outcomes(
    document: LangiumDocument,
    diagnostics: readonly Diagnostic[] = document.diagnostics ?? [],
  ): DocumentOutcomes {
    const root = document.parseResult.value;
    const scenarios = isModel(root) ? root.scenarios.filter(s => s.$cstNode) : [];
    const errors = diagnostics.filter(d => (d.severity ?? 1) === 1);
    const ownerOf = scenarioTextOwner(root);
    const owners = new Map(errors.map(d => [d, ownerOf(d.range.start)]));
    // Past the first MAX_DIAGNOSTICS problems of a file, none is listed: a scenario that ends after that point may
    // have errors among them, so the error that says so is one of its own.
    const cut = errors.find(d => d.code === Codes.problemsNotListed);
    const outcomes = scenarios.map(scenario =>
      this.decide(
        scenario,
        errors.filter(
          d =>
            owners.get(d) === scenario ||
            (d === cut && positionBefore(d.range.start, scenario.$cstNode!.range.end, false)),
        ),
      ),
    );
    return { scenarios: outcomes, outside: errors.filter(d => owners.get(d) === undefined) };
  }

  /** The outcome of one scenario, given its errors. */
  private decide(scenario: Scenario, errors: readonly Diagnostic[]): ScenarioVerdict {
    const result = this.runner.run(scenario);
    const name = scenario.name ?? `(unnamed scenario on line ${lineOf(scenario)})`;
    const outcome = { scenario, name, seconds: result.seconds ?? 0 };
    const use = this.firstUnmodelledUse(scenario);
    const from = use?.node.$cstNode?.range.start;
    const failures = from ? errors.filter(d => positionBefore(d.range.start, from, false)) : errors;
    if (failures.length) return { ...outcome, verdict: 'failed', failures };
    if (use)
      return {
        ...outcome,
        verdict: 'skipped',
        failures: [],
        reason: `inconclusive: ${useText(use)} (line ${lineOf(use.node)})`,
      };
    if (!result.passed)
      return { ...outcome, verdict: 'failed', failures: [], reason: result.stopped ?? 'the scenario did not pass' };
    return { ...outcome, verdict: 'passed', failures: [] };
  }

  /**
   * The first place the scenario uses a card the engine doesn't wholly model: on the board from the start, or cast,
   * played or activated by a line. (Nothing else puts a card on the battlefield or the stack yet.) On the board, a card
   * on the battlefield counts, with a counter whose meaning isn't modelled (a keyword counter, 122.1b); and a card in
   * another zone whose part not modelled works off the battlefield (113.6, `unmodelledZones`) — wherever it starts,
   * since the game may move it there (a creature card milled into the graveyard). Or the first line whose replay did
   * something the engine doesn't model (a Siege's back face, 310.11b).
   */
  firstUnmodelledUse(scenario: Scenario): UnmodelledUse | undefined {
    const replayed = this.runner.run(scenario);
    const structure = scenarioStructure(scenario);
    for (const board of structure.boards.values()) {
      for (const zone of (board.items ?? []).filter(isZoneSetting)) {
        for (const entry of zone.entries.filter(isBoardCard)) {
          const use =
            zone.zone === 'battlefield'
              ? (this.use(entry, 'card', entry.card?.ref) ?? counterUse(entry))
              : this.offBattlefieldUse(entry, zone.zone, entry.card?.ref);
          if (use) return use;
        }
      }
    }
    for (const line of structure.lines) {
      // `expect Alice can cast bolt` asks the engine about the card as a cast line would.
      const action = isExpectSubject(line) && isCanCheck(line.check) ? line.check.action : line;
      const use =
        isCastAction(action) || isPlayAction(action) || isSuspendAction(action)
          ? this.use(action, 'card', cardOf(action.card))
          : isActivateAction(action)
            ? this.activationUse(action, lineResultFor(replayed, action))
            : undefined;
      if (use) return use;
      const result = lineResultFor(replayed, line);
      const event = result?.kind === 'action' ? result.events.find(e => e.kind === 'unmodelled') : undefined;
      if (result?.kind === 'action' && event) {
        const id = event.objects?.[0];
        const card = id === undefined ? undefined : result.after.objects[id]?.def.name;
        return { node: line, card: card ?? '', unmodelled: [], happened: event.text };
      }
    }
    return undefined;
  }

  /** The warning on the first use: which card, what the engine doesn't model, and what that means for the result. */
  inconclusiveMessage(use: UnmodelledUse): string {
    return `Inconclusive from here: ${useText(use)}, so the game replayed isn't the game written. The scenario is skipped, not passed.`;
  }

  /** A card off the battlefield matters when what isn't modelled of it works off the battlefield (113.6). */
  private offBattlefieldUse(entry: BoardCard, zone: string, card: Card | undefined): UnmodelledUse | undefined {
    if (!card) return undefined;
    const unmodelled = this.cards.get(card).def.unmodelled?.filter(u => unmodelledZones(u, card.name).length > 0);
    return unmodelled?.length ? { node: entry, property: 'card', card: card.name, unmodelled, zone } : undefined;
  }

  /**
   * A card used by `node`, with what isn't modelled of it that can work there: an activated ability not understood
   * (not a mana ability) does nothing until it is activated (CR 602.1, 602.2), so it counts only on an activation
   * line that may mean it — by its cost, by `ability N` (the engine's numbering lacks it) or as the only ability.
   */
  private use(
    node: AstNode,
    property: UnmodelledUse['property'],
    card: Card | undefined,
    activation?: ActivateAction,
    copied: readonly Unmodelled[] = [],
  ): UnmodelledUse | undefined {
    if (!card) return undefined;
    const unmodelled = [...(this.cards.get(card).def.unmodelled ?? []), ...copied].filter(u => counts(u, activation));
    return unmodelled.length ? { node, property, card: card.name, unmodelled } : undefined;
  }

  /**
   * An activation line: its card, and what a permanent of that card copies (707.2: a copy has the abilities of what
   * it copies, which the card's own definition doesn't show).
   */
  private activationUse(line: ActivateAction, result: LineResult | undefined): UnmodelledUse | undefined {
    const card = cardOf(line.source);
    const copied =
      card && result?.kind === 'action'
        ? Object.values(result.before.objects).flatMap(o =>
            o.printed?.name === card.name ? (o.def.unmodelled ?? []) : [],
          )
        : [];
    return this.use(line, 'source', card, line, copied);
  }
}

/** "−10: Target player …", "{2}, {T}: …": the cost of a sentence not understood that is an activated non-mana ability. */
function activatedCost(part: Unmodelled): string | undefined {
  const ability = part.kind === 'text' ? /^([^:"]+):\s/.exec(part.text) : null;
  return ability && !/\badd\b/i.test(part.text) ? ability[1] : undefined;
}

/** Whether a part not modelled counts on a line: an activated ability only where `activation` may activate it. */
function counts(part: Unmodelled, activation: ActivateAction | undefined): boolean {
  const cost = activatedCost(part);
  if (cost === undefined) return true;
  if (!activation) return false;
  if (activation.cost !== undefined) return normalCost(activation.cost) === normalCost(cost);
  // `for {G}` names a mana ability; otherwise the line means an ability by its number, or the only one.
  return activation.index !== undefined || activation.mana === undefined;
}

/** A keyword counter on a permanent from the start: it would give the keyword (122.1b), which isn't modelled. */
function counterUse(entry: BoardCard): UnmodelledUse | undefined {
  const modifier = (entry.modifiers ?? []).find(m => isCountersModifier(m) && m.kind && isKeywordCounter(m.kind));
  return modifier && isCountersModifier(modifier) && entry.card?.ref
    ? {
        node: modifier,
        property: 'kind',
        card: entry.card.ref.name,
        unmodelled: [{ kind: 'counter', text: modifier.kind }],
      }
    : undefined;
}

/** The card a name in an action stands for: a card by name, or the card of a board alias or of a cast `as` alias. */
function cardOf(ref: Reference<Referable> | undefined): Card | undefined {
  const target = ref?.ref;
  if (isCard(target)) return target;
  if (isSpellAlias(target) && isCastAction(target.$container)) return cardOf(target.$container.card);
  return isBoardCard(target) ? target.card?.ref : undefined;
}

/** What isn't modelled, in a sentence: a database card's values ("power *") and other faces come as they read. */
type UnmodelledPart = UnmodelledUse['unmodelled'][number];
const UNMODELLED_TEXT: Readonly<Record<UnmodelledPart['kind'], (text: string, part: UnmodelledPart) => string>> = {
  // A sentence read in part says where the reader stopped.
  text: (text, part) =>
    `the sentence ${quoted(text, QUOTED_SENTENCE_LENGTH)}${'stoppedAt' in part && part.stoppedAt ? ` (understood only up to ${quoted(part.stoppedAt)})` : ''}`,
  cost: text => `the mana cost ${shortText(text)}`,
  keyword: text => `the keyword ${quoted(text)}`,
  value: text => `the ${text}`,
  layout: text => `the ${text}`,
  counter: text => `the rules meaning of a ${text} counter (CR 122.1b)`,
};

function useText(use: UnmodelledUse): string {
  if (use.happened !== undefined) return use.happened.replace(/\.$/, '');
  const parts = use.unmodelled.map(u => UNMODELLED_TEXT[u.kind](u.text, u));
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0];
  const where = use.zone ? `, which starts in the ${use.zone} and works off the battlefield (CR 113.6)` : '';
  return `the engine doesn't model ${list} ${use.unmodelled[0]?.kind === 'counter' ? 'on' : 'of'} ${use.card}${where}`;
}
