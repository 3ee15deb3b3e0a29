// Bundles mtgs: loading one file instead of hundreds of modules is most of the CLI's start-up time. The built-in card
// library is copied next to it (dist/builtin/cards.mtgs), where BuiltinLibrary looks.
//
// dist/mtgs.js is a small loader; the CLI itself is dist/mtgs-app.cjs, a classic script, which the loader compiles
// with V8's code cache (dist/mtgs-app.cache, written here by one run of the CLI): the functions that run at every
// start come compiled, instead of parsed and compiled again (≈ 50 ms of CPU). Node 22 has a compile cache of its own;
// this works on Node 20. A cache from another Node version, or from before a rebuild, is rejected by V8 and the script
// compiles as without one. The loader is CommonJS (dist/package.json says so): as an ES module it made Node start its
// ES module loader, whose facade of node:fs reads every export and so loads the stream modules.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
mkdirSync(join(dist, 'builtin'), { recursive: true });
cpSync(join(root, '..', 'language', 'src', 'builtin', 'cards.mtgs'), join(dist, 'builtin', 'cards.mtgs'));

/**
 * The shipped CLI builds its parser in Langium's production mode: Chevrotain then skips its checks of the grammar
 * and the token definitions (ambiguities, unreachable tokens), ≈ 20 ms of every start. The grammar is static, and the
 * language's tests build the same parser in development mode, with the checks, so a grammar error still fails them.
 */
const productionParser = {
  name: 'langium-production-mode',
  setup(build) {
    build.onLoad({ filter: /[\\/]language[\\/]out[\\/]generated[\\/]module\.js$/ }, args => {
      const text = readFileSync(args.path, 'utf8');
      const contents = text.replace("mode: 'development'", "mode: 'production'");
      if (contents === text) throw new Error(`${args.path}: no "mode: 'development'" to switch to production`);
      return { contents, loader: 'js' };
    });
  },
};

/**
 * The language server protocol packages are CommonJS with hundreds of exports each, imported by some 30 ES modules of
 * Langium and the language. esbuild wraps a CommonJS module for each ES module importing it (`__toESM`: a getter per
 * export, every time): ≈ 20,000 properties defined at every start (timed in the bundle at a load of 11: 20–50 ms;
 * 1–3 ms with this). The ES modules instead import each package through one ES module re-exporting it, so it is
 * wrapped once. A package's own `require` of another stays as it is, and no one imports these packages' default
 * export (which `export *` would leave out).
 */
const SHARED_CJS = [
  'vscode-languageserver',
  'vscode-languageserver-protocol',
  'vscode-languageserver-types',
  'vscode-languageserver-textdocument',
  'vscode-uri',
];
const wrapOnce = {
  name: 'wrap-cjs-once',
  setup(build) {
    build.onResolve({ filter: new RegExp(`^(${SHARED_CJS.join('|')})$`) }, async args => {
      if (args.kind !== 'import-statement' || args.pluginData === wrapOnce) return undefined;
      const real = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: wrapOnce,
      });
      if (real.errors.length > 0) return { errors: real.errors };
      return { path: real.path, namespace: 'wrap-cjs-once' };
    });
    build.onLoad({ filter: /.*/, namespace: 'wrap-cjs-once' }, args => ({
      contents: `export * from ${JSON.stringify(args.path)};`,
      loader: 'js',
      resolveDir: root,
    }));
  },
};

/**
 * Outside a language server, Langium's core and the language take five names from vscode-languageserver-protocol:
 * cancellation tokens, the event emitter and a response error with two LSP error codes. The package's entry loads the
 * whole protocol (hundreds of request and notification types, ≈ 3 % of every start's instructions). For the modules the
 * CLI runs, it is replaced by those names from vscode-jsonrpc, where the protocol takes them from; the two codes are
 * the protocol's constants. esbuild fails the build if a module needs a name this doesn't have. The language server's
 * modules (which the CLI doesn't run: see the check below) keep the real package.
 */
const jsonrpc = join(dirname(createRequire(import.meta.url).resolve('vscode-jsonrpc')), '..');
const SERVER_MODULE =
  /langium[\\/]lib[\\/]lsp[\\/]|vscode-languageserver[\\/]|language[\\/]out[\\/](lsp[\\/](?!protocol\.js)|mtg-scenario-module)/;
const slimProtocol = {
  name: 'slim-protocol',
  setup(build) {
    build.onResolve({ filter: /^vscode-languageserver-protocol$/ }, args =>
      SERVER_MODULE.test(args.importer)
        ? undefined
        : { path: 'vscode-languageserver-protocol', namespace: 'slim-protocol' },
    );
    build.onLoad({ filter: /.*/, namespace: 'slim-protocol' }, () => ({
      contents: [
        `import RIL from ${JSON.stringify(join(jsonrpc, 'node', 'ril.js'))};`,
        "RIL.install(); // what the protocol's Node entry does: timers and console for the cancellation tokens",
        `export { CancellationToken, CancellationTokenSource } from ${JSON.stringify(join(jsonrpc, 'common', 'cancellation.js'))};`,
        `export { Emitter } from ${JSON.stringify(join(jsonrpc, 'common', 'events.js'))};`,
        `export { ResponseError } from ${JSON.stringify(join(jsonrpc, 'common', 'messages.js'))};`,
        'export const LSPErrorCodes = { RequestFailed: -32803, ServerCancelled: -32802 };',
      ].join('\n'),
      loader: 'js',
      resolveDir: root,
    }));
  },
};

const { metafile } = await build({
  entryPoints: [join(root, 'out', 'main.js')],
  outfile: join(dist, 'mtgs-app.cjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  minify: true,
  sourcemap: true,
  // A classic script has no import.meta: the loader says where the script is (BuiltinLibrary finds builtin/ by it).
  define: { 'import.meta.url': '__mtgsScriptUrl' },
  plugins: [productionParser, slimProtocol, wrapOnce],
  metafile: true,
  logLevel: 'warning',
});
// The CLI uses the language's core services (createMtgCoreServices): no language server code, nor the whole protocol,
// is loaded at its start (≈ 10 % of its instructions). An import that pulls it back in fails the build instead of
// slowing every run unnoticed.
const bundled = Object.entries(Object.values(metafile.outputs).find(o => o.entryPoint).inputs);
const serverCode = bundled
  .filter(
    ([input, { bytesInOutput }]) =>
      bytesInOutput > 0 && (SERVER_MODULE.test(input) || /vscode-languageserver-protocol[\\/]/.test(input)),
  )
  .map(([input]) => input);
if (serverCode.length > 0)
  throw new Error(`mtgs bundle: language server code in the CLI: ${serverCode.slice(0, 5).join(', ')}`);
rmSync(join(dist, 'mtgs.js.map'), { force: true }); // the map of the single-file bundle this replaced
// main.ts's #! line isn't JavaScript inside a script: blank it (the line stays, so the source map still fits).
const appFile = join(dist, 'mtgs-app.cjs');
const appText = readFileSync(appFile, 'utf8').replace(/^#![^\n]*/, '');
// The loader reads the script as Latin-1, which V8 keeps as a one-byte string: decoding UTF-8, and a two-byte string
// for a single non-ASCII character, were ≈ 4 % of a check's instructions. esbuild escapes non-ASCII characters in
// strings but not in regular expressions or String.raw templates: the sources write those as \u escapes.
const nonAscii = /[^\x00-\x7f]/.exec(appText);
if (nonAscii) {
  const code = nonAscii[0].codePointAt(0).toString(16).toUpperCase().padStart(4, '0');
  const context = appText.slice(Math.max(0, nonAscii.index - 60), nonAscii.index + 20);
  throw new Error(
    `mtgs bundle: a non-ASCII character (U+${code}) in "${context}": write it as a \\u escape in the source`,
  );
}
writeFileSync(appFile, appText);

const LOADER = `#!/usr/bin/env node
// mtgs: runs mtgs-app.cjs with V8's code cache (see packages/cli/scripts/bundle.mjs).
'use strict';
// V8 optimises a function once it has run a while (its interrupt budget); for mtgs on Node 20 (V8 11), optimising that
// early cost more than it saved. A 16 times larger budget (set before the script is compiled, so that the code cache,
// written by this loader too, matches the flags) took a 10-line check from 1.05 to 0.97 G instructions (cachegrind)
// and a 12,000-line \`mtgs test\` from 2.2 to 1.5 s. Later V8s tier up differently and have no such flag (Node 24
// rejects it): they run with their defaults.
if (process.versions.v8.startsWith('11.')) require('node:v8').setFlagsFromString('--interrupt-budget=1081344');
const { readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');
const { Script } = require('node:vm');

const filename = join(__dirname, 'mtgs-app.cjs');
const cacheFile = join(__dirname, 'mtgs-app.cache');
let cachedData;
try {
  cachedData = readFileSync(cacheFile);
} catch {
  // No cache: the script compiles as usual.
}
// The wrapper Node gives a CommonJS module, written out: node:module's wrap() and createRequire() would load that
// module (≈ 3 % of a check's instructions). This loader's own require resolves from the same folder as the script's.
// The script is read as Latin-1: the build checks that it is ASCII.
const script = new Script(\`(function (exports, require, module, __filename, __dirname) { \${readFileSync(filename, 'latin1')}\n});\`, { filename, cachedData });
globalThis.__mtgsScriptUrl = pathToFileURL(filename).href;
if (process.env.MTGS_WRITE_CODE_CACHE === '1') process.once('exit', () => writeFileSync(cacheFile, script.createCachedData()));
const app = { exports: {} };
script.runInThisContext()(app.exports, require, app, filename, __dirname);
`;
writeFileSync(join(dist, 'mtgs.js'), LOADER);
// The package is "type": "module"; the loader is CommonJS.
writeFileSync(join(dist, 'package.json'), '{ "type": "commonjs" }\n');
chmodSync(join(dist, 'mtgs.js'), 0o755);

// One run writes the cache: a scenario that parses, links, replays and checks expectations compiles what every
// \`mtgs check\` runs.
const scratch = mkdtempSync(join(tmpdir(), 'mtgs-cache-'));
try {
  const scenario = join(scratch, 'warm-up.mtgs');
  writeFileSync(
    scenario,
    [
      'scenario "warm-up" {',
      '  players Alice, Bob',
      '  start Alice turn 3 main1',
      '  Alice { hand "Lightning Bolt"  battlefield Mountain }',
      '  Bob   { battlefield "Grizzly Bears" }',
      '  Alice casts "Lightning Bolt" as bolt targeting Bob',
      '  resolve',
      '  expect Bob life 17',
      '}',
      '',
    ].join('\n'),
  );
  rmSync(join(dist, 'mtgs-app.cache'), { force: true });
  const run = spawnSync(process.execPath, [join(dist, 'mtgs.js'), 'check', scenario], {
    env: { ...process.env, MTGS_WRITE_CODE_CACHE: '1' },
    encoding: 'utf8',
  });
  if (run.status !== 0)
    console.warn(`mtgs bundle: the warm-up check ended with ${run.status}: ${run.stdout}${run.stderr}`);
  if (!existsSync(join(dist, 'mtgs-app.cache')))
    throw new Error(`mtgs bundle: the code cache wasn't written: ${run.stderr}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
