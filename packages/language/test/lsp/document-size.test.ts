import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  CompletionRequest,
  DidChangeTextDocumentNotification,
  HoverRequest,
  type Position,
} from 'vscode-languageserver-protocol/node';
import { documentTooLargeMessage, MAX_DOCUMENT_BYTES } from '../../src/base/limits.js';
import { illegalBlock, issueExample } from './fixtures.js';
import { ServerProcess } from './server-process.js';

const uri = 'file:///mtgs-size-test/huge.mtgs';
/** One copy: the issue's example and the illegal block, whose one diagnostic is 702.9b on `bears`. */
const copy = issueExample + illegalBlock;
const huge = copy.repeat(Math.ceil((30 * 1024 * 1024) / copy.length));
const lines = copy.split('\n');
const endOfCopy: Position = { line: lines.length - 1, character: lines[lines.length - 1]!.length };
const endOfHuge: Position = { line: huge.split('\n').length - 1, character: 0 };

let server: ServerProcess;
beforeAll(() => void (server = new ServerProcess()));
afterAll(() => server?.dispose());

async function timed<T>(request: Promise<T>): Promise<number> {
  const started = performance.now();
  await request;
  return performance.now() - started;
}

test('a 30 MB document is not parsed: one diagnostic says why (its size and the limit), the server answers at once, and an edit under the limit checks it', async () => {
  expect(Buffer.byteLength(huge)).toBeGreaterThan(3 * MAX_DOCUMENT_BYTES);
  await server.initialize();

  const started = performance.now();
  const published = server.nextDiagnostics(uri);
  await server.open(uri, huge);
  // Requests right after the open are answered, not queued behind a parse of 30 MB.
  const position = { line: 3, character: 10 };
  const hoverMs = await timed(server.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position }));
  const completionMs = await timed(
    server.connection.sendRequest(CompletionRequest.type, { textDocument: { uri }, position }),
  );
  const diagnostics = await published;
  const diagnosticsMs = performance.now() - started;
  console.log(
    `30 MB didOpen: hover ${hoverMs.toFixed(0)} ms, completion ${completionMs.toFixed(0)} ms, diagnostics after ${diagnosticsMs.toFixed(0)} ms; server ${server.rssMb()?.toFixed(0)} MB`,
  );
  expect(diagnostics).toEqual([
    expect.objectContaining({
      severity: 1,
      message: documentTooLargeMessage(Buffer.byteLength(huge)),
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
    }),
  ]);
  expect(Math.max(hoverMs, completionMs)).toBeLessThan(3_000);
  expect(diagnosticsMs).toBeLessThan(5_000);

  // Deleting all but the first copy brings it under the limit: it is parsed and checked as any document.
  const checked = server.nextDiagnostics(uri);
  await server.connection.sendNotification(DidChangeTextDocumentNotification.type, {
    textDocument: { uri, version: 2 },
    contentChanges: [{ range: { start: endOfCopy, end: endOfHuge }, text: '' }],
  });
  expect((await checked).map(d => d.code)).toEqual(['702.9b']);
}, 60_000);
