import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { DocumentState, TextDocument, URI } from 'langium';
import { createTestServices, type TestServices } from '../helpers.js';

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterEach(() => void vi.useRealTimers());

const uri = 'file:///update-handler/typed.mtgs';
const scenario = (life: number) =>
  `scenario "typed" {\n  players Alice, Bob\n  start Alice turn 3 main1\n  expect Alice life ${life}\n}\n`;

/** A change as the editor sends it: the text document's new version, then the handler. */
function change(version: number, text: string): void {
  const { TextDocuments } = services.shared.workspace;
  TextDocuments.set(TextDocument.create(uri, 'mtg-scenario', version, text));
  services.shared.lsp.DocumentUpdateHandler.didChangeContent!({ document: TextDocuments.get(uri)! });
}

test('a change is built after the changes already received are handled, not after a delay on a clock', async () => {
  const { DocumentBuilder, LangiumDocuments } = services.shared.workspace;
  // Timers that never fire: a build that waited on one would never come.
  vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'performance', 'Date'] });
  const parsed: number[] = [];
  const parsing = DocumentBuilder.onDocumentPhase(DocumentState.Parsed, d => void parsed.push(d.textDocument.version));
  const validated = new Promise(resolve => DocumentBuilder.onBuildPhase(DocumentState.Validated, resolve));
  try {
    // Two changes in successive turns of the event loop, as the connection hands over queued messages: one build.
    change(1, scenario(19));
    await new Promise(resolve => setImmediate(resolve));
    change(2, scenario(20));
    await validated;
    expect(parsed).toEqual([2]);
    // Version 2's expectation holds: no error from version 1's.
    expect(LangiumDocuments.getDocument(URI.parse(uri))!.diagnostics).toEqual([]);
  } finally {
    parsing.dispose();
  }
});
