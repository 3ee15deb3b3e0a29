import type { LangiumDocument } from 'langium';
import type { Diagnostic } from 'vscode-languageserver-types';

/**
 * Expected diagnostics written inline in `.mtgs` test resources (in the spirit of Safe-DS's test markers):
 *
 *   // $TEST$ error "702.9b"                  an error whose code is 702.9b, or whose message contains the text
 *   // $TEST$ error "702.9b" at "bears"       ... whose range covers exactly the text `bears`
 *   // $TEST$ warning "not understood"
 *   // $TEST$ no error                        no error on that line (likewise `no warning`, `no issue`)
 *
 * A marker on a line of its own applies to the next line that is neither blank nor only a comment; a marker after
 * code applies to its own line. In a file with markers, every error and warning must be expected by one.
 */
export interface Marker {
  readonly line: number;
  readonly severity: 'error' | 'warning' | 'info';
  readonly negated: boolean;
  readonly text?: string;
  readonly at?: string;
  /** Where the marker itself is, for failure messages. */
  readonly markerLine: number;
}

const MARKER =
  /\$TEST\$\s+(no\s+)?(error|warning|info|issue)s?(?:\s+"((?:\\.|[^"\\])*)")?(?:\s+at\s+"((?:\\.|[^"\\])*)")?/g;

export function readMarkers(text: string): Marker[] {
  const lines = text.split(/\r?\n/);
  const markers: Marker[] = [];
  const pending: Omit<Marker, 'line'>[] = [];
  lines.forEach((raw, index) => {
    const commentAt = raw.indexOf('//');
    const code = (commentAt >= 0 ? raw.slice(0, commentAt) : raw).trim();
    const found: Omit<Marker, 'line'>[] = [];
    if (commentAt >= 0) {
      for (const m of raw.slice(commentAt).matchAll(MARKER)) {
        const severity = m[2] === 'issue' ? 'warning' : (m[2] as Marker['severity']);
        found.push({
          severity,
          negated: !!m[1],
          markerLine: index,
          ...(m[2] === 'issue' ? { text: undefined } : {}),
          ...(m[3] !== undefined ? { text: m[3].replace(/\\(.)/g, '$1') } : {}),
          ...(m[4] !== undefined ? { at: m[4].replace(/\\(.)/g, '$1') } : {}),
        });
        if (m[2] === 'issue' && m[1]) found.push({ severity: 'error', negated: true, markerLine: index });
      }
    }
    if (code.length > 0) {
      for (const p of [...pending, ...found]) markers.push({ ...p, line: index });
      pending.length = 0;
    } else {
      pending.push(...found);
    }
  });
  return markers;
}

const SEVERITY: Readonly<Record<Marker['severity'], number>> = { error: 1, warning: 2, info: 3 };

function matches(d: Diagnostic, m: Marker, document: LangiumDocument): boolean {
  if (d.severity !== SEVERITY[m.severity] || d.range.start.line !== m.line) return false;
  if (m.text !== undefined && d.code !== m.text && !messageOf(d).includes(m.text)) return false;
  if (m.at !== undefined && document.textDocument.getText(d.range) !== m.at) return false;
  return true;
}

function messageOf(d: Diagnostic): string {
  return typeof d.message === 'string' ? d.message : d.message.value;
}

function show(d: Diagnostic, document: LangiumDocument): string {
  const severity = ['', 'error', 'warning', 'info', 'hint'][d.severity ?? 1];
  return `line ${d.range.start.line + 1}: ${severity} ${d.code ?? ''} "${messageOf(d)}" at «${document.textDocument.getText(d.range)}»`;
}

/** Checks a validated document against its markers; returns the failures (empty when all hold). */
export function checkMarkers(document: LangiumDocument, markers: readonly Marker[], strict: boolean): string[] {
  const diagnostics = document.diagnostics ?? [];
  const failures: string[] = [];
  const used = new Set<Diagnostic>();
  for (const m of markers) {
    const found = diagnostics.filter(d => matches(d, m, document));
    const label = `marker on line ${m.markerLine + 1} (${m.negated ? 'no ' : ''}${m.severity}${m.text !== undefined ? ` "${m.text}"` : ''}${m.at !== undefined ? ` at "${m.at}"` : ''}) for line ${m.line + 1}`;
    if (m.negated) {
      if (found.length) failures.push(`${label}: unexpected ${found.map(d => show(d, document)).join('; ')}`);
    } else if (found.length === 0) {
      const onLine = diagnostics.filter(d => d.range.start.line === m.line).map(d => show(d, document));
      failures.push(`${label}: not found${onLine.length ? `; on that line: ${onLine.join('; ')}` : ''}`);
    } else {
      found.forEach(d => used.add(d));
    }
  }
  if (strict) {
    for (const d of diagnostics) {
      if (!used.has(d) && (d.severity === 1 || d.severity === 2)) failures.push(`unexpected ${show(d, document)}`);
    }
  }
  return failures;
}
