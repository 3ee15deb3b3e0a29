/** JUnit XML, the test report format CI systems read. */

export interface JUnitCase {
  readonly name: string;
  readonly file: string;
  readonly seconds: number;
  readonly failures: readonly string[];
  /** Why the case was skipped (an inconclusive scenario). */
  readonly skipped?: string;
}

function escape(text: string): string {
  return (
    text
      .replace(/[<>&"']/g, c => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!)
      // Characters XML 1.0 can't carry at all.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
  );
}

export function junitXml(cases: readonly JUnitCase[]): string {
  const byFile = new Map<string, JUnitCase[]>();
  for (const c of cases) byFile.set(c.file, [...(byFile.get(c.file) ?? []), c]);
  const total = (xs: readonly JUnitCase[]) => xs.reduce((t, c) => t + c.seconds, 0).toFixed(3);
  const failed = (xs: readonly JUnitCase[]) => xs.filter(c => c.failures.length).length;
  const skipped = (xs: readonly JUnitCase[]) => xs.filter(c => c.skipped !== undefined).length;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="mtgs" tests="${cases.length}" failures="${failed(cases)}" skipped="${skipped(cases)}" time="${total(cases)}">`,
  ];
  for (const [file, suite] of byFile) {
    lines.push(
      `  <testsuite name="${escape(file)}" tests="${suite.length}" failures="${failed(suite)}" errors="0" skipped="${skipped(suite)}" time="${total(suite)}">`,
    );
    for (const c of suite) {
      const open = `    <testcase classname="${escape(file)}" name="${escape(c.name)}" time="${c.seconds.toFixed(3)}"`;
      if (c.skipped !== undefined) {
        lines.push(`${open}>`, `      <skipped message="${escape(c.skipped)}"/>`, '    </testcase>');
        continue;
      }
      if (!c.failures.length) {
        lines.push(`${open}/>`);
        continue;
      }
      lines.push(`${open}>`);
      lines.push(
        `      <failure message="${escape(c.failures[0]!)}" type="mtgs">${escape(c.failures.join('\n'))}</failure>`,
      );
      lines.push('    </testcase>');
    }
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>', '');
  return lines.join('\n');
}
