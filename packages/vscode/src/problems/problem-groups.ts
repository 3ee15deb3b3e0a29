import { DIAGNOSTIC_SOURCE, scenarioOfSource } from '@mtg-scenario/language/protocol';

/** What the grouping reads of a diagnostic (vscode.Diagnostic has it; tests pass plain objects). */
export interface Problem {
  readonly source?: string;
  readonly range: { readonly start: { readonly line: number; readonly character: number } };
}

/** A scenario's problems (`name` undefined: those outside any scenario, e.g. a card's), in position order. */
export interface ScenarioGroup<P extends Problem> {
  readonly name: string | undefined;
  readonly problems: readonly P[];
}

export interface FileGroup<K, P extends Problem> {
  readonly file: K;
  readonly scenarios: readonly ScenarioGroup<P>[];
}

const byPosition = (a: Problem, b: Problem) =>
  a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character;

/**
 * The language server's problems grouped by file, then by scenario (from each diagnostic's source, `mtgs · <name>`),
 * in the order they appear in the file; other tools' diagnostics and files without ours are left out.
 */
export function groupByScenario<K, P extends Problem>(files: Iterable<readonly [K, readonly P[]]>): FileGroup<K, P>[] {
  const groups: FileGroup<K, P>[] = [];
  for (const [file, diagnostics] of files) {
    const ours = diagnostics
      .filter(d => d.source === DIAGNOSTIC_SOURCE || scenarioOfSource(d.source) !== undefined)
      .sort(byPosition);
    if (ours.length === 0) continue;
    const scenarios = new Map<string | undefined, P[]>();
    for (const problem of ours) {
      const name = scenarioOfSource(problem.source);
      let list = scenarios.get(name);
      if (!list) scenarios.set(name, (list = []));
      list.push(problem);
    }
    groups.push({ file, scenarios: [...scenarios].map(([name, problems]) => ({ name, problems })) });
  }
  return groups;
}
