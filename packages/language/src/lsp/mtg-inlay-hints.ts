import type { LangiumDocument } from 'langium';
import type { InlayHintProvider } from 'langium/lsp';
import type { InlayHint, InlayHintParams } from 'vscode-languageserver';
import { isModel } from '../generated/ast.js';
import type { MtgServerCoreServices } from './services.js';
import type { ScenarioRunner } from '../scenario/scenario-runner.js';
import { defaultDivisionsOf } from '../scenario/default-division.js';
import { describeDivisions, type ImpliedText, type WithImpliedText } from './game-text.js';

/**
 * After an action line, what the game did first to get there: "⟵ passes: Alice, Bob (main1), …; Alice declares no
 * attackers", and a combat damage division it left to the default. One replay per scenario (cached by the runner)
 * serves all of its lines.
 */
export class MtgInlayHintProvider implements InlayHintProvider {
  private readonly runner: ScenarioRunner;
  private readonly implied: ImpliedText;

  constructor(services: MtgServerCoreServices & WithImpliedText) {
    this.runner = services.scenario.Runner;
    this.implied = services.lsp.ImpliedText;
  }

  getInlayHints(document: LangiumDocument, params: InlayHintParams): InlayHint[] {
    const model = document.parseResult.value;
    if (!isModel(model)) return [];
    const { start, end } = params.range;
    const hints: InlayHint[] = [];
    for (const scenario of model.scenarios) {
      const range = scenario.$cstNode?.range;
      if (!range || range.end.line < start.line || range.start.line > end.line) continue;
      for (const line of this.runner.run(scenario).lines) {
        const position = line.node.$cstNode?.range.end;
        if (line.kind !== 'action' || !position || position.line < start.line || position.line > end.line) continue;
        const divisions = defaultDivisionsOf(line);
        // Choices the engine made by its documented default (a trigger's target, a mode, what a cost sacrificed).
        const defaults = line.events.filter(e => e.defaulted).map(e => e.text.replace(/\.$/, ''));
        const parts = [
          ...(line.implied.length ? [this.implied.describe(line.before, line.implied)] : []),
          ...(divisions ? [describeDivisions(divisions)] : []),
          ...defaults,
        ];
        if (parts.length) hints.push({ position, label: `⟵ ${parts.join('; ')}`, paddingLeft: true });
      }
    }
    return hints;
  }
}
