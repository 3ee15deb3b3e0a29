import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TextDocument } from 'langium';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  CancellationTokenSource,
  CompletionRequest,
  DefinitionRequest,
  DidChangeTextDocumentNotification,
  ErrorCodes,
  HoverRequest,
  LSPErrorCodes,
  ResponseError,
  type Diagnostic,
  type Position,
  type TextDocumentContentChangeEvent,
} from 'vscode-languageserver-protocol/node';
import { repoRoot } from './fixtures.js';
import { ServerProcess } from './server-process.js';
import { random as seededRandom } from '../fuzz/mutate.js';

/**
 * A seeded soak over real LSP: edits in bursts faster than anyone types (lines inserted, deleted and replaced,
 * characters typed and deleted) on a document made of the examples, with hover, completion and definition requests in
 * between, some of them cancelled. The server stays up, answers every request, keeps its memory, and ends with the diagnostics
 * a fresh server gives the final text.
 */
const SEED = 0x5eed_2026;
const EDITS = 500;
/** Longer than any request may take, however busy the server: a request not answered by then is lost. */
const REQUEST_TIMEOUT_MS = 10_000;
const uri = 'file:///mtgs-soak-test/examples.mtgs';
const examplesDir = path.join(repoRoot, 'examples');
const examples = readdirSync(examplesDir)
  .filter(f => f.endsWith('.mtgs'))
  .sort()
  .map(f => readFileSync(path.join(examplesDir, f), 'utf8'))
  .join('\n');
const exampleLines = examples.split('\n').filter(l => l.trim() !== '');
/** What a typist types: the language's characters, and some that never belong (a tab, a CR, a non-BMP character). */
const CHARACTERS = 'abceilnorstABS0123456789 {}"/,.-+—x\n\n\t\r🂡ß';

let soaked: ServerProcess;
let fresh: ServerProcess;
/**
 * The soaked server's heap is held to a budget: a leak then ends it (out of memory), while garbage is collected as it
 * nears the limit — how much memory a process shows between collections depends on the machine's load.
 */
const HEAP_MB = 160;
beforeAll(async () => {
  soaked = new ServerProcess([`--max-old-space-size=${HEAP_MB}`]);
  fresh = new ServerProcess();
  await Promise.all([soaked.initialize(), fresh.initialize()]);
}, 30_000);
afterAll(() => {
  soaked?.dispose();
  fresh?.dispose();
});

type Outcome = 'answered' | 'cancelled' | 'content modified' | `error ${number}: ${string}` | 'no answer';

/** How the server answered a request, within the timeout. */
async function outcomeOf(request: Promise<unknown>): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Outcome>(resolve => (timer = setTimeout(() => resolve('no answer'), REQUEST_TIMEOUT_MS)));
  const answered = request.then(
    (): Outcome => 'answered',
    (error: unknown): Outcome => {
      if (!(error instanceof ResponseError)) throw error;
      if (error.code === LSPErrorCodes.RequestCancelled) return 'cancelled';
      if (error.code === LSPErrorCodes.ContentModified) return 'content modified';
      return `error ${error.code}: ${error.message}`;
    },
  );
  try {
    return await Promise.race([answered, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Diagnostics in a stable order, for comparison. */
function sorted(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.map(d => JSON.stringify(d)).sort();
}

test('500 seeded edits with requests and cancellations: the server stays up, answers everything, keeps its memory and ends consistent', async () => {
  const random = seededRandom(SEED);
  const below = (n: number): number => Math.floor(random() * n);
  const pick = <T>(items: readonly T[]): T => items[below(items.length)]!;
  const typed = (max: number): string => Array.from({ length: 1 + below(max) }, () => pick([...CHARACTERS])).join('');

  let document = TextDocument.create(uri, 'mtg-scenario', 1, examples);
  const firstDiagnostics = soaked.nextDiagnostics(uri, 60_000);
  await soaked.open(uri, examples);
  await firstDiagnostics;
  const started = performance.now();
  const rss: number[] = [soaked.rssMb()!];

  /** A random edit of the current text, as a range change. */
  const edit = (): TextDocumentContentChangeEvent => {
    const text = document.getText();
    const line = below(document.lineCount);
    const lineRange = { start: { line, character: 0 }, end: { line: line + 1, character: 0 } };
    const at = below(text.length + 1);
    const span = (max: number) => ({
      start: document.positionAt(at),
      end: document.positionAt(Math.min(text.length, at + 1 + below(max))),
    });
    const roll = random();
    if (roll < 0.25)
      return { range: { start: lineRange.start, end: lineRange.start }, text: `${pick(exampleLines)}\n` };
    if (roll < 0.4) return { range: lineRange, text: '' };
    if (roll < 0.55) return { range: lineRange, text: `${pick(exampleLines)}\n` };
    if (roll < 0.8) return { range: { start: document.positionAt(at), end: document.positionAt(at) }, text: typed(5) };
    if (roll < 0.92) return { range: span(10), text: '' };
    return { range: span(10), text: typed(8) };
  };

  const randomPosition = (): Position => document.positionAt(below(document.getText().length + 1));
  /** The requests of the current burst. */
  const requests: Promise<Outcome>[] = [];
  const send = (): void => {
    const params = { textDocument: { uri }, position: randomPosition() };
    const source = new CancellationTokenSource();
    const kind = below(3);
    const request =
      kind === 0
        ? soaked.connection.sendRequest(HoverRequest.type, params, source.token)
        : kind === 1
          ? soaked.connection.sendRequest(CompletionRequest.type, params, source.token)
          : soaked.connection.sendRequest(DefinitionRequest.type, params, source.token);
    requests.push(outcomeOf(request));
    if (random() < 0.25) setTimeout(() => source.cancel(), below(20));
  };

  // After each burst the typist waits for the answers: requests wait for the document to be built, and a build for
  // the edits to pause.
  const outcomes: Outcome[] = [];
  for (let version = 2; version < EDITS + 2;) {
    for (const last = Math.min(EDITS + 2, version + 1 + below(30)); version < last; version++) {
      const change = edit();
      document = TextDocument.update(document, [change], version);
      await soaked.connection.sendNotification(DidChangeTextDocumentNotification.type, {
        textDocument: { uri, version },
        contentChanges: [change],
      });
      if (random() < 0.3) send();
      await new Promise(resolve => setTimeout(resolve, below(5)));
      if (version % 50 === 0) rss.push(soaked.rssMb()!);
    }
    outcomes.push(...(await Promise.all(requests.splice(0))));
  }
  const editMs = performance.now() - started;

  // The final text's diagnostics: a fresh server's, and the soaked server's once it has caught up.
  const finalText = document.getText();
  const expected = fresh.nextDiagnostics(uri, 60_000);
  await fresh.open(uri, finalText);
  const want = sorted(await expected);
  let got: string[] = [];
  await soaked
    .until(
      "the soaked server's diagnostics of the final text",
      () => {
        got = sorted(soaked.diagnostics.get(uri) ?? []);
        return JSON.stringify(got) === JSON.stringify(want) ? true : undefined;
      },
      // On a loaded machine the last of 500 edits' rebuilds can take a while to land.
      90_000,
    )
    .catch(() => undefined);
  rss.push(soaked.rssMb()!);

  const counts = new Map<string, number>();
  for (const outcome of outcomes) {
    const kind = outcome.startsWith('error') ? 'error' : outcome;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  console.log(
    `soak (seed ${SEED}): ${EDITS} edits and ${outcomes.length} requests in ${(editMs / 1000).toFixed(1)} s ` +
      `(${[...counts].map(([k, v]) => `${v} ${k}`).join(', ')}); final text ${finalText.length} characters, ${want.length} diagnostics; ` +
      `server memory ${rss.map(r => r.toFixed(0)).join(' → ')} MB`,
  );

  expect(soaked.alive).toBe(true);
  expect(outcomes.filter(o => o === 'no answer' || o.startsWith(`error ${ErrorCodes.InternalError}`))).toEqual([]);
  expect(got).toEqual(want);
  // Within its heap budget all along (a leak would have ended it, `alive` above), whatever the load.
  expect(Math.max(...rss)).toBeLessThan(rss[0]! + HEAP_MB + 50);
  expect(soaked.stderr).toBe('');
}, 240_000);
