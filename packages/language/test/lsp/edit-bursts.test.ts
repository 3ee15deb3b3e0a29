import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DidChangeTextDocumentNotification } from 'vscode-languageserver-protocol/node';
import { illegalBlock, issueExample } from './fixtures.js';
import { ServerProcess } from './server-process.js';

const uri = 'file:///mtgs-burst-test/burst.mtgs';
/** A document that takes a while to parse: the issue's example many times over. */
const text = (issueExample + illegalBlock).repeat(40);

let server: ServerProcess;
beforeAll(() => void (server = new ServerProcess()));
afterAll(() => server?.dispose());

/** The server's CPU time so far, in ms (user and system, from /proc). */
function cpuMs(): number {
  const fields = readFileSync(`/proc/${server.process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

let version = 1;
/** Sends `count` edits at once (typing "x" at the start) and waits for the diagnostics: the server's CPU time. */
async function burst(count: number): Promise<number> {
  const before = cpuMs();
  const checked = server.nextDiagnostics(uri, 60_000);
  for (let i = 0; i < count; i++) {
    const start = { line: 0, character: 0 };
    void server.connection.sendNotification(DidChangeTextDocumentNotification.type, {
      textDocument: { uri, version: ++version },
      contentChanges: [{ range: { start, end: start }, text: '// x\n' }],
    });
  }
  await checked;
  return cpuMs() - before;
}

// CPU time is read from /proc (Linux, as CI).
test.skipIf(!existsSync('/proc/self/stat'))(
  'edits that arrive faster than the server parses are built once, not once each',
  async () => {
    await server.initialize();
    const opened = server.nextDiagnostics(uri, 60_000);
    await server.open(uri, text);
    await opened;
    const one = ((await burst(1)) + (await burst(1)) + (await burst(1))) / 3;
    const fifty = await burst(50);
    console.log(
      `${text.length} characters: one edit ${one.toFixed(0)} ms of CPU, 50 edits at once ${fifty.toFixed(0)} ms`,
    );
    expect(fifty).toBeLessThan(5 * Math.max(one, 50));
  },
  60_000,
);
