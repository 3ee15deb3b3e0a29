import './polyfill.js';
import { startLanguageServer } from 'langium/lsp';
import { NodeFileSystem } from 'langium/node';
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { createMtgServices } from './mtg-scenario-module.js';

/**
 * The language server entry: `node out/main.js --stdio` (or `--node-ipc` when started by the VS Code client).
 * The connection's transport is taken from the command line by vscode-languageserver.
 */
const connection = createConnection(ProposedFeatures.all);
const { shared } = createMtgServices({ connection, ...NodeFileSystem });
startLanguageServer(shared);
