import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { TextDocument, URI } from 'langium';
import { clearDocuments } from 'langium/test';
import type { Diagnostic } from 'vscode-languageserver-types';
import { ServerProcess } from '../lsp/server-process.js';
import { createTestServices, type TestServices } from '../helpers.js';

let server: ServerProcess;

beforeAll(async () => {
  server = new ServerProcess();
  await server.initialize();
}, 30_000);

afterAll(() => server?.dispose());

test('each diagnostic in a scenario, a syntax error too, names its scenario in its source; the others say mtgs', async () => {
  const uri = 'file:///mtgs-sources/two.mtgs';
  await server.open(
    uri,
    [
      'card "Odd Bear" { type Creature  2/2 }',
      'card "Odd Bear" { type Creature  3/3 }',
      'scenario "First" {',
      '  players Alice, Bob',
      '  start Alice turn 5 main1',
      '  expect Alice life 19',
      '}',
      'scenario "Second" {',
      '  players Alice, Bob',
      '  start Alice turn 5 main1',
      '  expect Bob life 18',
      '  expect Bob lfe 18',
      '}',
      '',
    ].join('\n'),
  );
  const diagnostics = await server.nextDiagnostics(uri);
  const at = (line: number) => diagnostics.filter(d => d.range.start.line === line).map(d => d.source);
  expect(at(5)).toEqual(['mtgs · First']);
  expect(at(10)).toEqual(['mtgs · Second']);
  expect(new Set(at(11))).toEqual(new Set(['mtgs · Second']));
  // The duplicate card is outside any scenario.
  expect(at(1)).toEqual(['mtgs']);
});

describe('a scenario an edit left alone keeps its diagnostics', () => {
  let services: TestServices;
  /** Where each edited text is also validated from scratch, alone. */
  let fresh: TestServices;
  beforeAll(async () => {
    services = await createTestServices();
    fresh = await createTestServices();
  });

  const text = [
    'card "Test Bear" { type Creature — Bear  2/2 }',
    'scenario "Edited" {',
    '  players Alice, Bob',
    '  start Alice turn 5 main1',
    '  expect Alice life 19',
    '}',
    'scenario "Left alone" {',
    '  players Alice, Bob',
    '  start Alice turn 5 main1',
    '  Alice { battlefield "Test Bear" }',
    '  expect "Test Bear" 3/3',
    '  expect Bob life 18',
    '}',
    '',
  ].join('\n');

  const summary = (diagnostics: readonly Diagnostic[] | undefined) =>
    (diagnostics ?? []).map(d => `${d.range.start.line}:${d.range.start.character} ${d.source} ${d.message}`);

  /** Opens `text`, then applies each edit in turn: the diagnostics after each, and the scenarios the runner ran. */
  async function edits(...changes: ((text: string) => string)[]) {
    const { TextDocuments, LangiumDocuments, LangiumDocumentFactory, DocumentBuilder } = services.shared.workspace;
    const uri = 'file:///validator/kept.mtgs';
    let version = 1;
    TextDocuments.set(TextDocument.create(uri, 'mtg-scenario', version, text));
    const document = LangiumDocumentFactory.fromTextDocument(TextDocuments.get(uri)!, URI.parse(uri));
    LangiumDocuments.addDocument(document);
    const run = vi.spyOn(services.mtg.scenario.Runner, 'run');
    const steps: { diagnostics: string[]; ran: string[]; fresh: string[] }[] = [];
    try {
      // Opened as the language server opens a document: an update, with its validation options.
      await DocumentBuilder.update([document.uri], []);
      let current = text;
      for (const change of changes) {
        current = change(current);
        run.mockClear();
        TextDocuments.set(TextDocument.create(uri, 'mtg-scenario', ++version, current));
        await DocumentBuilder.update([document.uri], []);
        const ran = run.mock.calls.map(([scenario]) => scenario.name ?? '');
        const alone = await fresh.validate(current, uri);
        steps.push({
          diagnostics: summary(LangiumDocuments.getDocument(document.uri)!.diagnostics),
          ran,
          fresh: summary(alone.diagnostics),
        });
        await clearDocuments(fresh.mtg, [alone]);
      }
      return steps;
    } finally {
      run.mockRestore();
      await clearDocuments(services.mtg, [LangiumDocuments.getDocument(document.uri)!]);
      TextDocuments.delete(uri);
    }
  }

  test('an edit in one scenario checks that one again, and the others keep what they had', async () => {
    const [step] = await edits(t => t.replace('expect Alice life 19', 'expect Alice life 20'));
    expect(new Set(step!.ran)).toEqual(new Set(['Edited']));
    expect(step!.diagnostics).toEqual(step!.fresh);
    expect(step!.diagnostics).toEqual([
      '10:2 mtgs · Left alone Expected Test Bear to be 3/3, but it is 2/2.',
      "11:2 mtgs · Left alone Expected Bob's life total to be 18, but it is 20.",
    ]);
  });

  test('a scenario is checked again when a card it uses changes (only that one), and when it moves', async () => {
    const [card, moved] = await edits(
      t => t.replace('2/2 }', '3/3 }'),
      // A line more in the first scenario moves the second.
      t => t.replace('  expect Alice life 19', '  expect Alice life 19\n  expect Bob life 20'),
    );
    expect(new Set(card!.ran)).toEqual(new Set(['Left alone']));
    expect(card!.diagnostics).toEqual(card!.fresh);
    expect(card!.diagnostics.some(d => d.includes('3/3'))).toBe(false);
    expect(new Set(moved!.ran)).toEqual(new Set(['Edited', 'Left alone']));
    expect(moved!.diagnostics).toEqual(moved!.fresh);
    expect(moved!.diagnostics.at(-1)).toMatch(/^12:2 mtgs · Left alone Expected Bob's life total/);
  });
});
