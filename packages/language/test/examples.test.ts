import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { TextDocument, URI, type LangiumDocument } from 'langium';
import type { Diagnostic } from 'vscode-languageserver-types';
import { beforeAll, describe, expect, test } from 'vitest';
import type { ScenarioResult } from '../src/scenario/result.js';
import { createTestServices, describeDiagnostics, type TestServices } from './helpers.js';

/**
 * The rules examples in `examples/` (repository root) are documentation that must stay true: all files are loaded
 * into one workspace together with the built-in card library, as the language server sees an opened folder. No file
 * may have an error or a warning, and every scenario must replay to the end with all its expectations met.
 */
const root = fileURLToPath(new URL('../../../examples', import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap(entry =>
      entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith('.mtgs') ? [join(dir, entry.name)] : [],
    )
    .sort();
}

describe('examples/', () => {
  let services: TestServices;
  const documents = new Map<string, LangiumDocument>();

  beforeAll(async () => {
    services = await createTestServices();
    const { LangiumDocumentFactory, LangiumDocuments, DocumentBuilder } = services.shared.workspace;
    for (const file of files(root)) {
      const document = LangiumDocumentFactory.fromString(
        readFileSync(file, 'utf8'),
        URI.parse(pathToFileURL(file).toString()),
      );
      LangiumDocuments.addDocument(document);
      documents.set(file, document);
    }
    await DocumentBuilder.build([...documents.values()], { validation: true });
  });

  test('has at least 20 scenarios, each with expectations', () => {
    const results = [...documents.values()].flatMap(d => services.mtg.scenario.Runner.runDocument(d));
    expect(results.length).toBeGreaterThanOrEqual(20);
    const names = results.map(r => r.name);
    expect(new Set(names).size, 'scenario names are unique').toBe(names.length);
  });

  for (const file of files(root)) {
    describe(relative(root, file), () => {
      test('starts with a comment and has no errors or warnings', () => {
        const document = documents.get(file)!;
        expect(document.textDocument.getText().trimStart().startsWith('//'), 'a comment says what the file shows').toBe(
          true,
        );
        const syntax = [
          ...document.parseResult.lexerErrors.map(e => `${e.line}:${e.column} ${e.message}`),
          ...document.parseResult.parserErrors.map(e => `${e.token.startLine}:${e.token.startColumn} ${e.message}`),
        ];
        expect(syntax).toEqual([]);
        const serious = (document.diagnostics ?? []).filter(d => d.severity === 1 || d.severity === 2);
        expect(serious.length, describeDiagnostics(document)).toBe(0);
      });

      test('every scenario passes', () => {
        const results = services.mtg.scenario.Runner.runDocument(documents.get(file)!);
        expect(results.length).toBeGreaterThan(0);
        const failures = results.filter(r => !r.passed || expectations(r) === 0).map(summary);
        expect(failures, failures.join('\n')).toEqual([]);
      });
    });
  }
});

/**
 * After an edit only what changed is validated and replayed again (unchanged scenarios keep their diagnostics, moved
 * to where they are now). Edits of an example, made the way the language server makes them, must end with exactly
 * the diagnostics a fresh build of the same text has.
 */
describe('incremental validation of an edited example', () => {
  const file = join(root, 'combat-damage.mtgs');
  const original = readFileSync(file, 'utf8');
  const uri = 'file:///incremental/combat-damage.mtgs';

  type Edit = (text: string) => string;
  const replaceLine =
    (from: string, to: string): Edit =>
    text => {
      expect(text.includes(from), from).toBe(true);
      return text.replace(from, to);
    };
  const edits: [string, Edit][] = [
    ['lines inserted above everything', text => `// a note\n// another\n${text}`],
    [
      'an expectation that fails',
      replaceLine('  expect Bob life 17\n  expect big', '  expect Bob life 18\n  expect big'),
    ],
    [
      'an expect illegal after a legal action (its message names a line)',
      replaceLine(
        '  go to end of combat                 // by default',
        '  expect illegal 702.19b\n  go to end of combat                 // by default',
      ),
    ],
    ['more lines above: the line named in the message moves', text => `// one more\n${text}`],
    [
      'a comment line between the lines of that scenario',
      replaceLine('  Alice attacks walker with dreadmaw\n', '  // a comment\n  Alice attacks walker with dreadmaw\n'),
    ],
    [
      'a card definition that scenarios use',
      replaceLine('  4/4\n  deathtouch, trample', '  3/3\n  deathtouch, trample'),
    ],
    ['a line removed above everything', text => text.replace('// one more\n', '')],
    ['back to the original', () => original],
  ];

  test('ends with the diagnostics of a fresh build after every edit', async () => {
    const editor = await createTestServices();
    const { TextDocuments, LangiumDocumentFactory, LangiumDocuments, DocumentBuilder } = editor.shared.workspace;
    let textDocument = TextDocument.create(uri, 'mtg-scenario', 1, original);
    TextDocuments.set(textDocument);
    const document = LangiumDocumentFactory.fromTextDocument(textDocument, URI.parse(uri));
    LangiumDocuments.addDocument(document);
    await DocumentBuilder.build([document], { validation: true });
    expect(comparable(document.diagnostics)).toEqual(await fresh(original));

    let text = original;
    let sawLineMessage = false;
    for (const [name, edit] of edits) {
      text = edit(text);
      textDocument = TextDocument.update(textDocument, [{ text }], textDocument.version + 1);
      TextDocuments.set(textDocument);
      await DocumentBuilder.update([document.uri], []);
      const incremental = comparable(LangiumDocuments.getDocument(document.uri)!.diagnostics);
      expect(incremental, name).toEqual(await fresh(text));
      sawLineMessage ||= incremental.some(d => /on line \d+/.test(d));
    }
    expect(sawLineMessage, 'an edit produced a message naming a line').toBe(true);
  });

  async function fresh(text: string): Promise<string[]> {
    const services = await createTestServices();
    const document = await services.validate(text, uri);
    return comparable(document.diagnostics);
  }
});

function comparable(diagnostics: readonly Diagnostic[] | undefined): string[] {
  return (diagnostics ?? [])
    .map(
      d =>
        `${d.range.start.line}:${d.range.start.character}-${d.range.end.line}:${d.range.end.character} ${d.severity} ${d.code ?? ''} ${typeof d.message === 'string' ? d.message : d.message.value}`,
    )
    .sort();
}

function expectations(result: ScenarioResult): number {
  return result.lines.filter(s => s.kind === 'expectation').length;
}

function summary(result: ScenarioResult): string {
  const problems = result.problems.map(p => `  ${p.severity} ${p.code}: ${p.message}`).join('\n');
  return `"${result.name}": ${result.passed ? 'passed' : 'failed'}, ${expectations(result)} expectations${result.stopped ? `, stopped: ${result.stopped}` : ''}\n${problems}`;
}
