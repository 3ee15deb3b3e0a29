import path from 'node:path';
import type { LangiumDocument } from 'langium';
import type { Diagnostic } from 'vscode-languageserver-types';

const SEVERITY = ['', 'error', 'warning', 'info', 'hint'] as const;

export function severityName(d: Diagnostic): string {
  return SEVERITY[d.severity ?? 1] ?? 'error';
}

/** `file:line:col: error [702.9b] message`, the format compilers use, so editors and CI link to the line. */
export function formatDiagnostic(document: LangiumDocument, d: Diagnostic, cwd: string): string {
  const file = path.relative(cwd, document.uri.fsPath) || document.uri.fsPath;
  const code = d.code !== undefined ? ` [${d.code}]` : '';
  return `${file}:${d.range.start.line + 1}:${d.range.start.character + 1}: ${severityName(d)}${code} ${d.message}`;
}

export function isError(d: Diagnostic): boolean {
  return (d.severity ?? 1) === 1;
}
