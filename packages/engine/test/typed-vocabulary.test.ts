import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

/**
 * Type-level tests: keywords, violation codes and replacement abilities are typed vocabularies (`Keyword`,
 * `ViolationCode`, `ReplacementAbility`), so a typo is a compile error. `types/vocabulary.fixture.ts` marks each line that must not compile with `@ts-expect-error`; the
 * compiler reports an unused directive, so no diagnostics means every marked line fails and every other compiles.
 */
const fixture = fileURLToPath(new URL('./types/vocabulary.fixture.ts', import.meta.url));

function diagnostics(): string[] {
  const program = ts.createProgram([fixture], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ['lib.es2022.d.ts'],
    strict: true,
    noUnusedLocals: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
  const source = program.getSourceFile(fixture)!;
  // Only the fixture's own diagnostics: the engine's sources are checked by its build.
  return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map(d => {
    const { line } = d.file!.getLineAndCharacterOfPosition(d.start ?? 0);
    return `line ${line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}

describe('typed vocabulary', () => {
  it("a misspelt keyword, violation code or replacement id, or a check or replacement ability missing what it needs, doesn't compile", () => {
    expect(readFileSync(fixture, 'utf8').match(/@ts-expect-error/g)?.length).toBeGreaterThanOrEqual(20);
    expect(diagnostics()).toEqual([]);
  }, 60_000);
});
