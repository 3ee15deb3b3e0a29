import './base/polyfill.js';
import { startLanguageServer } from 'langium/lsp';
import { NodeFileSystem } from 'langium/node';
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { MessageFraming } from './lsp/message-framing.js';
import { createMtgServices } from './mtg-scenario-module.js';

/**
 * The language server entry: `node out/main.js --stdio` (or `--node-ipc` when started by the VS Code client).
 * The connection's transport is taken from the command line by vscode-languageserver.
 */
const connection = createConnection(ProposedFeatures.all);
const { shared } = createMtgServices({ connection, ...NodeFileSystem });
startLanguageServer(shared);

if (process.argv.includes('--stdio')) {
  // vscode-jsonrpc's reader recovers from no framing error (see MessageFraming): a second listener on stdin follows the
  // same bytes and ends the server at the first one, so that the client restarts it instead of waiting forever.
  const framing = new MessageFraming();
  process.stdin.on('data', (chunk: Buffer) => {
    const problem = framing.check(chunk);
    if (problem === undefined) return;
    process.stderr.write(`MTG Scenario language server: the client sent a malformed message (${problem}); exiting.\n`);
    process.exit(1);
  });
}
