import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  CompletionRequest, ConfigurationRequest, createProtocolConnection, DidChangeConfigurationNotification, DidOpenTextDocumentNotification,
  ExitNotification, HoverRequest, InitializedNotification, InitializeRequest, MessageType, PublishDiagnosticsNotification, RegistrationRequest,
  ShowMessageNotification, ShutdownRequest, StreamMessageReader, StreamMessageWriter, type CompletionItem,
  type CompletionList, type Diagnostic, type Hover, type MarkupContent, type Position, type ProtocolConnection,
  type ShowMessageParams,
} from 'vscode-languageserver-protocol/node';
import type { RunScenariosResult } from '../../src/lsp/protocol.js';
import { CR_PATH, crRuleText, illegalBlock, issueExample, repoRoot } from './fixtures.js';

/**
 * The language server as a client sees it: the built server (`out/main.js`, made by `npm run build`, which `npm test`
 * runs first) in its own process, spoken to over stdio.
 */
const packageDir = path.join(repoRoot, 'packages/language');
const serverMain = path.join(packageDir, 'out/main.js');
const uri = 'file:///mtgs-stdio-test/flying.mtgs';
const text = issueExample + illegalBlock;

/** Why the built server can't be used: missing, or older than a source file. */
function buildProblem(): string | undefined {
  if (!existsSync(serverMain)) return `${serverMain} is missing`;
  const src = path.join(packageDir, 'src');
  const stale = (readdirSync(src, { recursive: true }) as string[])
    .filter(f => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .find(f => {
      const out = path.join(packageDir, 'out', f.replace(/\.ts$/, '.js'));
      return !existsSync(out) || statSync(out).mtimeMs < statSync(path.join(src, f)).mtimeMs;
    });
  return stale && `out/ is older than src/${stale}`;
}

function positionOf(needle: string, delta = 0, after = 0): Position {
  const offset = text.indexOf(needle, after) + delta;
  if (offset < delta) throw new Error(`"${needle}" is not in the test document`);
  const before = text.slice(0, offset).split('\n');
  return { line: before.length - 1, character: before[before.length - 1]!.length };
}

let server: ChildProcessWithoutNullStreams;
let connection: ProtocolConnection;
let stderr = '';
const diagnostics = new Map<string, Diagnostic[]>();
const waiters: (() => void)[] = [];
const messages: ShowMessageParams[] = [];
const sections: (string | undefined)[] = [];

beforeAll(async () => {
  const problem = buildProblem();
  if (problem) throw new Error(`The language server is not built (${problem}): run "npm run build -w packages/language" first (npm test does).`);
  server = spawn(process.execPath, [serverMain, '--stdio'], { cwd: repoRoot });
  server.stderr.on('data', chunk => (stderr += String(chunk)));
  connection = createProtocolConnection(new StreamMessageReader(server.stdout), new StreamMessageWriter(server.stdin));
  connection.onNotification(PublishDiagnosticsNotification.type, params => {
    diagnostics.set(params.uri, params.diagnostics);
    waiters.splice(0).forEach(wake => wake());
  });
  connection.onNotification(ShowMessageNotification.type, params => {
    messages.push(params);
    waiters.splice(0).forEach(wake => wake());
  });
  // As VS Code: settings are pulled (the default: no file set) and the change notification is registered for.
  connection.onRequest(ConfigurationRequest.type, params => {
    sections.push(...params.items.map(i => i.section));
    return params.items.map(() => ({ rulesFile: '' }));
  });
  connection.onRequest(RegistrationRequest.type, () => undefined);
  connection.listen();
}, 30_000);

afterAll(async () => {
  connection?.dispose();
  if (server && server.exitCode === null && server.signalCode === null) server.kill();
});

async function until<T>(what: string, check: () => T | undefined, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}. Server stderr:\n${stderr}`);
    await new Promise<void>(resolve => {
      waiters.push(resolve);
      setTimeout(resolve, 50);
    });
  }
}

async function hoverAt(position: Position): Promise<string> {
  const hover: Hover | null = await connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position });
  return (hover?.contents as MarkupContent | undefined)?.value ?? '';
}

test('a client opens a scenario, gets the engine\'s diagnostics, hover, completion and test results', async () => {
  const init = await connection.sendRequest(InitializeRequest.type, {
    processId: process.pid, rootUri: null, workspaceFolders: null,
    capabilities: { workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: true } } },
    initializationOptions: { rulesFile: CR_PATH, language: 'en' },
  });
  expect(init.capabilities).toMatchObject({
    hoverProvider: true, definitionProvider: true, referencesProvider: true, documentSymbolProvider: true,
    completionProvider: expect.anything(), inlayHintProvider: expect.anything(), semanticTokensProvider: expect.anything(),
  });
  await connection.sendNotification(InitializedNotification.type, {});
  await connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'mtg-scenario', version: 1, text } });

  await until('the settings request', () => (sections.length ? sections : undefined));
  expect(sections).toEqual(['mtgScenario']);

  // The illegal block is an error on the blocker, with the rule as its code; the expected one is not.
  const published = await until('the diagnostics', () => diagnostics.get(uri));
  const blocker = positionOf('bears', 0, text.indexOf('Bob blocks angel with bears', text.indexOf(illegalBlock)));
  expect(published.map(d => [d.code, d.severity, d.range])).toEqual([
    ['702.9b', 1, { start: blocker, end: { line: blocker.line, character: blocker.character + 'bears'.length } }],
  ]);

  // Hover on the rule number shows the rule's official text from the configured file.
  const rule = positionOf('expect illegal 702.9b', 'expect illegal 70'.length);
  expect(await hoverAt(rule)).toContain(crRuleText('702.9b'));

  // Completion where a card goes.
  const completion: CompletionList | CompletionItem[] | null = await connection.sendRequest(CompletionRequest.type, {
    textDocument: { uri }, position: positionOf('battlefield "Grizzly Bears" as bears }', 'battlefield '.length, text.indexOf(illegalBlock)),
  });
  const items = Array.isArray(completion) ? completion : completion?.items ?? [];
  expect(items.map(i => i.label)).toEqual(expect.arrayContaining(['Grizzly Bears', 'Giant Spider', 'Serra Angel', 'Counterspell']));

  // The Test Explorer's request.
  const run: RunScenariosResult = await connection.sendRequest('mtgs/runScenarios', { uri });
  expect(run.outcomes.map(o => o.passed)).toEqual([true, true, false]);
  expect(run.outcomes[2]!.failures).toEqual([expect.objectContaining({ rule: '702.9b', ruleText: crRuleText('702.9b'), range: published[0]!.range })]);

  // A bad rules file: a warning, and hovers fall back to the summary; the setting then wins and the text is back.
  await connection.sendNotification('mtgs/rulesFile', { path: '/no/such/MagicCompRules.txt' });
  const warning = await until('the warning', () => messages.find(m => m.type === MessageType.Warning));
  expect(warning.message).toContain('/no/such/MagicCompRules.txt');
  expect(await hoverAt(rule)).toContain("**702.9b** Flying: can't be blocked except by creatures with flying or reach.");
  await connection.sendNotification(DidChangeConfigurationNotification.type, { settings: { mtgScenario: { rulesFile: CR_PATH } } });
  expect(await hoverAt(rule)).toContain(crRuleText('702.9b'));

  await connection.sendRequest(ShutdownRequest.type);
  const exited = new Promise<number | null>(resolve => server.once('exit', code => resolve(code)));
  await connection.sendNotification(ExitNotification.type);
  expect(await exited).toBe(0);
}, 60_000);
