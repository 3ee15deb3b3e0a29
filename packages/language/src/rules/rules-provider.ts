import { isAbsolute, resolve } from 'node:path';
import { isCitedRule, ruleSummary, type Language } from '@mtg-scenario/engine';
import { formatRule, getRule, loadComprehensiveRulesFile, type RulesDocument } from '@mtg-scenario/engine/cr';

export interface RuleText {
  /** Markdown for a hover (plain text when asked for). */
  readonly markdown: string;
  /** `cr`: the official text from the configured file; `summary`: the project's own one-line summary. */
  readonly source: 'cr' | 'summary';
}

/** The client's display language (`de`, `de-ch`, `en-us`, …) → the language of the summaries. */
export function summaryLanguage(displayLanguage: unknown): Language {
  return typeof displayLanguage === 'string' && /^de\b/i.test(displayLanguage) ? 'de' : 'en';
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

  /**
   * Sets the CR file (loaded lazily on first use) and the display language. A relative `rulesFile` is taken relative
   * to `folder`, the workspace's folder, never the server's working folder. Returns true when the file changed, so the
   * caller may load it and report a problem.
   */
  configure(options: {
    readonly rulesFile?: string | undefined;
    readonly folder?: string | undefined;
    readonly language?: Language | undefined;
  }): boolean {
    if (options.language) this.language = options.language;
    const file = options.rulesFile || undefined;
    const path = file && options.folder ? resolve(options.folder, file) : file;
    if (path === this.path) return false;
    this.path = path;
    this.document = undefined;
    this.problem =
      path && !isAbsolute(path)
        ? `${path} is a relative path, and there is no workspace folder to resolve it against`
        : undefined;
    return true;
  }

  /** The CR file's document; a file that is not recognisably the Comprehensive Rules is refused (see `problem`). */
  get rules(): RulesDocument | undefined {
    if (!this.document && this.path && !this.problem) {
      const loaded = loadComprehensiveRulesFile(this.path);
      if (loaded.ok) this.document = loaded.doc;
      else this.problem = loaded.error;
    }
    return this.document;
  }

  /**
   * A rule with its subrules and examples, else its summary with a note on how to get the official text: markdown for
   * hovers; `plain` for a terminal (`mtgs rule`), the summary without the note. Undefined when the loaded CR file has
   * no such rule and the engine doesn't cite it.
   */
  ruleText(id: string, format: 'markdown' | 'plain' = 'markdown'): RuleText | undefined {
    if (!this.hasRule(id)) return undefined;
    const doc = this.rules;
    const official = doc && getRule(doc, id) ? formatRule(doc, id, { markdown: format === 'markdown' }) : undefined;
    if (official) return { markdown: official, source: 'cr' };
    const cited = isCitedRule(id);
    const de = this.language === 'de';
    const summary = cited ? ruleSummary(id, this.language) : de ? '(keine Zusammenfassung)' : '(no summary)';
    if (format === 'plain') return { markdown: `${id} ${summary}`, source: 'summary' };
    // A newer CR edition may have renumbered a rule the engine cites.
    const note = !doc
      ? this.officialTextHint()
      : de
        ? `_${id} steht nicht in den geladenen Comprehensive Rules${doc.effectiveDate ? ` (gültig ab ${doc.effectiveDate})` : ''}._`
        : `_${id} is not in the loaded Comprehensive Rules${doc.effectiveDate ? ` (effective ${doc.effectiveDate})` : ''}._`;
    return { markdown: `**${id}** ${summary}\n\n${note}`, source: 'summary' };
  }

  /** Whether there is something to show for a rule-shaped number: any, until a CR file tells the real rules. */
  hasRule(id: string): boolean {
    const doc = this.rules;
    return !doc || getRule(doc, id) !== undefined || isCitedRule(id);
  }

  /** The rule's own text without subrules (plain), or its summary: for lists and test messages. */
  ruleLine(id: string): string | undefined {
    const doc = this.rules;
    const official = doc && getRule(doc, id)?.text;
    if (official) return official;
    return isCitedRule(id) ? ruleSummary(id, this.language) : undefined;
  }

  /** A section's title from the CR file ('508' → 'Declare Attackers Step'). */
  sectionTitle(id: string): string | undefined {
    return this.rules?.sections.get(id)?.title;
  }

  /** How to get the official text, or why the configured file could not be loaded. */
  officialTextHint(): string {
    if (this.language === 'de') {
      return this.problem
        ? `_Die Comprehensive Rules konnten nicht geladen werden: ${this.problem}._`
        : '_Offizieller Regeltext: Pfad zu MagicCompRules.txt in der Einstellung `mtgScenario.rulesFile` angeben ' +
            'oder den Befehl **MTG Scenario: Download the Comprehensive Rules** ausführen._';
    }
    return this.problem
      ? `_The Comprehensive Rules could not be loaded: ${this.problem}._`
      : '_For the official text, set `mtgScenario.rulesFile` to the path of MagicCompRules.txt, ' +
          'or run **MTG Scenario: Download the Comprehensive Rules**._';
  }
}
