import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { NodeFileSystem } from 'langium/node';
import { URI } from 'langium';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DidChangeWatchedFilesNotification, FileChangeType } from 'vscode-languageserver-protocol/node';
import { documentTooLargeMessage } from '../../src/base/limits.js';
import { Codes } from '../../src/base/codes.js';
import { createMtgServices } from '../../src/mtg-scenario-module.js';
import { ServerProcess } from '../lsp/server-process.js';

const folder = mkdtempSync(path.join(tmpdir(), 'mtgs-scan-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const at = (name: string) => path.join(folder, name);
const uriOf = (name: string) => pathToFileURL(at(name)).href;

/** Sparse: a file of that size that costs no disk. */
function sparse(name: string, bytes: number): void {
  closeSync(openSync(at(name), 'w'));
  truncateSync(at(name), bytes);
}

const HUGE = 600 * 1024 * 1024;
const SCENARIO = `scenario "Odd" {
  players Alice, Bob
  start Alice turn 3 main1
  Alice { battlefield "Odd Bear" as bear }
  expect bear untapped
}
`;

describe('the workspace scan over the real server', () => {
  let server: ServerProcess;
  beforeAll(() => {
    writeFileSync(at('cards.mtgs'), 'card "Odd Bear" { type Creature — Bear  2/2 }\n');
    writeFileSync(at('scenario.mtgs'), SCENARIO);
    sparse('huge.mtgs', HUGE);
    expect(spawnSync('mkfifo', [at('fifo.mtgs')]).status).toBe(0);
    server = new ServerProcess();
  });
  afterAll(() => server?.dispose());

  test('a 600 MB file is one diagnostic, without being read, and the rest of the workspace works', async () => {
    await server.initialize({ workspaceFolders: [{ uri: pathToFileURL(folder).href, name: 'scan' }] });
    // The workspace's first build, before any file is opened.
    const huge = await server.until(
      'the diagnostics of huge.mtgs',
      () => server.diagnostics.get(uriOf('huge.mtgs')),
      50_000,
    );
    const published = server.nextDiagnostics(uriOf('scenario.mtgs'));
    await server.open(uriOf('scenario.mtgs'), SCENARIO);
    // The card of cards.mtgs, a file of the workspace the client never opened, is known.
    expect(await published).toEqual([]);
    expect(huge).toEqual([
      expect.objectContaining({
        severity: 1,
        message: documentTooLargeMessage(HUGE),
        range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      }),
    ]);
    expect(server.stderr).not.toMatch(/Invalid string length|ERR_FS_FILE_TOO_LARGE/);
    expect(server.rssMb()).toBeLessThan(HUGE / (1024 * 1024));
  }, 60_000);

  test('a workspace file that grows past the limit on disk is measured again, not read', async () => {
    sparse('cards.mtgs', HUGE);
    await server.connection.sendNotification(DidChangeWatchedFilesNotification.type, {
      changes: [{ uri: uriOf('cards.mtgs'), type: FileChangeType.Changed }],
    });
    // Its card is gone with its text.
    const scenario = await server.until('the unknown card in scenario.mtgs', () =>
      server.diagnostics.get(uriOf('scenario.mtgs'))?.some(d => d.code === Codes.unknownCard)
        ? server.diagnostics.get(uriOf('scenario.mtgs'))
        : undefined,
    );
    expect(scenario.map(d => d.code)).toContain(Codes.unknownCard);
    const cards = await server.until('the diagnostics of cards.mtgs', () =>
      server.diagnostics.get(uriOf('cards.mtgs'))?.length ? server.diagnostics.get(uriOf('cards.mtgs')) : undefined,
    );
    expect(cards.map(d => d.message)).toEqual([documentTooLargeMessage(HUGE)]);
    expect(server.alive).toBe(true);
  }, 60_000);
});

describe('a file that cannot be read', () => {
  const { shared } = createMtgServices(NodeFileSystem);
  const factory = shared.workspace.LangiumDocumentFactory;

  test.each([
    [
      'a FIFO',
      'pipe.mtgs',
      () => expect(spawnSync('mkfifo', [at('pipe.mtgs')]).status).toBe(0),
      'not a regular file (a FIFO)',
    ],
    ['a folder', 'folder.mtgs', () => mkdirSync(at('folder.mtgs')), 'not a regular file'],
    ['gone', 'gone.mtgs', () => undefined, 'no such file or directory (ENOENT)'],
  ])('(%s) becomes a document with one error that says why, without blocking', async (_, name, make, reason) => {
    make();
    const document = await factory.fromUri(URI.file(at(name)));
    expect(document.parseResult.lexerErrors.map(e => e.message)).toEqual([`This file can't be read: ${reason}.`]);
    expect(document.textDocument.getText()).toBe('');
  });
});
