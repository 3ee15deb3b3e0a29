import { isCitedRule, ruleSummary, type Language } from '@mtg-scenario/engine';
import { formatRule, getRule, loadComprehensiveRulesFile, type RulesDocument } from '@mtg-scenario/engine/cr';

export interface RuleText {
  /** Markdown for a hover. */
  readonly markdown: string;
  /** `cr`: the official text from the configured file; `summary`: the project's own one-line summary. */
  readonly source: 'cr' | 'summary';
}

/**
 * The rules' text for hovers and messages: the official Comprehensive Rules when a file is configured (parsed at run
 * time, never shipped), else the project's own summary of each rule the engine cites, in English or German.
 */
export class RulesProvider {
  private document: RulesDocument | undefined;
  private path: string | undefined;
  /** Why the configured file could not be loaded. */
  problem: string | undefined;
  language: Language = 'en';

  /** Sets the CR file (loaded lazily on first use) and the display language. */
  configure(options: { readonly rulesFile?: string | undefined; readonly language?: Language | undefined }): void {
    if (options.language) this.language = options.language;
    if (options.rulesFile !== this.path) {
      this.path = options.rulesFile || undefined;
      this.document = undefined;
      this.problem = undefined;
    }
  }

  get rules(): RulesDocument | undefined {
    if (!this.document && this.path && !this.problem) {
      const loaded = loadComprehensiveRulesFile(this.path);
      if (loaded.ok) this.document = loaded.doc;
      else this.problem = loaded.error;
    }
    return this.document;
  }

  ruleText(id: string): RuleText | undefined {
    const doc = this.rules;
    const official = doc && getRule(doc, id) ? formatRule(doc, id, { markdown: true }) : undefined;
    if (official) return { markdown: official, source: 'cr' };
    if (isCitedRule(id)) {
      const hint = this.language === 'de'
        ? '_Offizieller Regeltext: Pfad zur Datei MagicCompRules.txt in der Einstellung `mtgScenario.rulesFile` angeben._'
        : '_For the official text, set `mtgScenario.rulesFile` to the path of MagicCompRules.txt._';
      return { markdown: `**${id}** ${ruleSummary(id, this.language)}\n\n${hint}`, source: 'summary' };
    }
    return undefined;
  }
}
