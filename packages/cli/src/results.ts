import path from 'node:path';
import type { Diagnostic } from 'vscode-languageserver-types';
import type { CheckedDocument } from './workspace.js';
import { formatDiagnostic, severityName } from './report.js';

/**
 * What `mtgs test` reports of a file, as plain data: a worker thread checks the file and posts this to the main
 * thread, which prints it (and selects the scenarios asked for) as it would have printed a file checked itself.
 */
export interface FileReport {
  /** Relative to the working folder, as printed. */
  readonly file: string;
  readonly scenarios: readonly ScenarioReport[];
  /** Errors outside every scenario (a broken card definition, a syntax error), which fail the file as a whole. */
  readonly outside: readonly DiagnosticReport[];
  /** The file's time less its scenarios': the time of its other checks. */
  readonly restSeconds: number;
}

export interface ScenarioReport {
  readonly name: string;
  readonly verdict: 'passed' | 'failed' | 'skipped';
  /** The lines it spans, from 1, for `file.mtgs:LINE`. */
  readonly line: number;
  readonly endLine: number;
  readonly failures: readonly DiagnosticReport[];
  readonly reason?: string;
  readonly seconds: number;
}

export interface DiagnosticReport {
  /** From 1, as editors and compilers count. */
  readonly line: number;
  readonly column: number;
  readonly severity: string;
  /** The diagnostic's code: a Comprehensive Rules number (702.9b) or a check's name (scenario/expectation-failed). */
  readonly code?: string;
  /** The rule broken, when the code is a rule number. */
  readonly rule?: string;
  readonly message: string;
  /** `file:line:col: error [code] message`. */
  readonly formatted: string;
}

const RULE_NUMBER = /^\d{3}(\.\d+[a-z]?)?$/;

export function fileReport({ services, document, seconds }: CheckedDocument, cwd: string): FileReport {
  const diagnostic = (d: Diagnostic): DiagnosticReport => {
    const code = d.code === undefined ? undefined : String(d.code);
    return {
      line: d.range.start.line + 1,
      column: d.range.start.character + 1,
      severity: severityName(d),
      ...(code === undefined ? {} : { code }),
      ...(code !== undefined && RULE_NUMBER.test(code) ? { rule: code } : {}),
      message: typeof d.message === 'string' ? d.message : d.message.value,
      formatted: formatDiagnostic(document, d, cwd),
    };
  };
  const outcomes = services.scenario.Outcomes.outcomes(document);
  const scenarios = outcomes.scenarios.map((outcome): ScenarioReport => {
    const range = outcome.scenario.$cstNode?.range;
    return {
      name: outcome.name,
      verdict: outcome.verdict,
      line: (range?.start.line ?? 0) + 1,
      endLine: (range?.end.line ?? 0) + 1,
      failures: outcome.failures.map(diagnostic),
      ...(outcome.reason === undefined ? {} : { reason: outcome.reason }),
      seconds: outcome.seconds,
    };
  });
  return {
    file: path.relative(cwd, document.uri.fsPath) || document.uri.fsPath,
    scenarios,
    outside: outcomes.outside.map(diagnostic),
    restSeconds: Math.max(0, seconds - scenarios.reduce((t, s) => t + s.seconds, 0)),
  };
}
