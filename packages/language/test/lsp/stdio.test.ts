import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  CompletionRequest,
  DidChangeConfigurationNotification,
  ExitNotification,
  HoverRequest,
  MessageType,
  ShowMessageNotification,
  ShutdownRequest,
  type CompletionItem,
  type CompletionList,
  type Hover,
  type MarkupContent,
  type Position,
  type ShowMessageParams,
} from 'vscode-languageserver-protocol/node';
import type { RunScenariosResult } from '../../src/base/protocol.js';
import { CR_PATH, crRuleText, illegalBlock, issueExample, noCR } from './fixtures.js';
import { ServerProcess } from './server-process.js';

const uri = 'file:///mtgs-stdio-test/flying.mtgs';
const text = issueExample + illegalBlock;

function positionOf(needle: string, delta = 0, after = 0): Position {
  const offset = text.indexOf(needle, after) + delta;
  if (offset < delta) throw new Error(`"${needle}" is not in the test document`);
  const before = text.slice(0, offset).split('\n');
  return { line: before.length - 1, character: before[before.length - 1]!.length };
}

let server: ServerProcess;
const messages: ShowMessageParams[] = [];

beforeAll(() => {
  server = new ServerProcess();
  server.connection.onNotification(ShowMessageNotification.type, params => {
    messages.push(params);
    server.wake();
  });
}, 30_000);

afterAll(() => server?.dispose());

async function hoverAt(position: Position): Promise<string> {
  const hover: Hover | null = await server.connection.sendRequest(HoverRequest.type, {
    textDocument: { uri },
    position,
  });
  return (hover?.contents as MarkupContent | undefined)?.value ?? '';
}

test.skipIf(noCR)(
  "a client opens a scenario, gets the engine's diagnostics, hover, completion and test results",
  async () => {
    const { connection } = server;
    const init = await server.initialize({ initializationOptions: { rulesFile: CR_PATH, language: 'en' } });
    expect(init.capabilities).toMatchObject({
      hoverProvider: true,
      definitionProvider: true,
      referencesProvider: true,
      documentSymbolProvider: true,
      completionProvider: expect.anything(),
      inlayHintProvider: expect.anything(),
      semanticTokensProvider: expect.anything(),
    });
    await server.open(uri, text);

    await server.until('the settings request', () => (server.sections.length ? server.sections : undefined));
    expect(server.sections).toEqual(['mtgScenario']);

    // The illegal block is an error on the blocker, with the rule as its code; the expected one is not.
    const published = await server.until('the diagnostics', () => server.diagnostics.get(uri));
    const blocker = positionOf('bears', 0, text.indexOf('Bob blocks angel with bears', text.indexOf(illegalBlock)));
    expect(published.map(d => [d.code, d.severity, d.range])).toEqual([
      ['702.9b', 1, { start: blocker, end: { line: blocker.line, character: blocker.character + 'bears'.length } }],
    ]);

    // Hover on the rule number shows the rule's official text from the configured file.
    const rule = positionOf('expect illegal 702.9b', 'expect illegal 70'.length);
    expect(await hoverAt(rule)).toContain(crRuleText('702.9b'));

    // Completion where a card goes.
    const completion: CompletionList | CompletionItem[] | null = await connection.sendRequest(CompletionRequest.type, {
      textDocument: { uri },
      position: positionOf('battlefield "Grizzly Bears" as bears }', 'battlefield '.length, text.indexOf(illegalBlock)),
    });
    const items = Array.isArray(completion) ? completion : (completion?.items ?? []);
    expect(items.map(i => i.label)).toEqual(
      expect.arrayContaining(['Grizzly Bears', 'Giant Spider', 'Serra Angel', 'Counterspell']),
    );

    // The Test Explorer's request.
    const run: RunScenariosResult = await connection.sendRequest('mtgs/runScenarios', { uri });
    expect(run.outcomes.map(o => o.verdict)).toEqual(['passed', 'passed', 'failed']);
    expect(run.outcomes[2]!.failures).toEqual([
      expect.objectContaining({ rule: '702.9b', ruleText: crRuleText('702.9b'), range: published[0]!.range }),
    ]);

    // A bad rules file: a warning, and hovers fall back to the summary; the setting then wins and the text is back.
    await connection.sendNotification('mtgs/rulesFile', { path: '/no/such/MagicCompRules.txt' });
    const warning = await server.until('the warning', () => messages.find(m => m.type === MessageType.Warning));
    expect(warning.message).toContain('/no/such/MagicCompRules.txt');
    expect(await hoverAt(rule)).toContain(
      "**702.9b** Flying: can't be blocked except by creatures with flying or reach.",
    );
    await connection.sendNotification(DidChangeConfigurationNotification.type, {
      settings: { mtgScenario: { rulesFile: CR_PATH } },
    });
    expect(await hoverAt(rule)).toContain(crRuleText('702.9b'));

    await connection.sendRequest(ShutdownRequest.type);
    await connection.sendNotification(ExitNotification.type);
    expect((await server.exited).code).toBe(0);
  },
  60_000,
);
