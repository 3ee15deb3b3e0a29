// Bundles mtgs: loading one file instead of hundreds of modules is most of the CLI's start-up time. The built-in card
// library is copied next to it (dist/builtin/cards.mtgs), where BuiltinLibrary looks.
//
// dist/mtgs.js is a small loader; the CLI itself is dist/mtgs-app.cjs, a classic script, which the loader compiles
// with V8's code cache (dist/mtgs-app.cache, written here by one run of the CLI): the functions that run at every
// start come compiled, instead of parsed and compiled again (≈ 50 ms of CPU). Node 22 has a compile cache of its own;
// this works on Node 20. A cache from another Node version, or from before a rebuild, is rejected by V8 and the script
// compiles as without one.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

await build({
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
  plugins: [productionParser],
  logLevel: 'warning',
});
rmSync(join(dist, 'mtgs.js.map'), { force: true }); // the map of the single-file bundle this replaced
// main.ts's #! line isn't JavaScript inside a script: blank it (the line stays, so the source map still fits).
const appFile = join(dist, 'mtgs-app.cjs');
writeFileSync(appFile, readFileSync(appFile, 'utf8').replace(/^#![^\n]*/, ''));

const LOADER = `#!/usr/bin/env node
// mtgs: runs mtgs-app.cjs with V8's code cache (see packages/cli/scripts/bundle.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { Script } from 'node:vm';
import { fileURLToPath } from 'node:url';

const app = new URL('./mtgs-app.cjs', import.meta.url);
const cacheFile = new URL('./mtgs-app.cache', import.meta.url);
const filename = fileURLToPath(app);
let cachedData;
try {
  cachedData = readFileSync(cacheFile);
} catch {
  // No cache: the script compiles as usual.
}
const script = new Script(Module.wrap(readFileSync(app, 'utf8')), { filename, cachedData });
globalThis.__mtgsScriptUrl = app.href;
if (process.env.MTGS_WRITE_CODE_CACHE === '1') process.once('exit', () => writeFileSync(cacheFile, script.createCachedData()));
const module = { exports: {} };
script.runInThisContext()(module.exports, createRequire(app), module, filename, fileURLToPath(new URL('.', app)));
`;
writeFileSync(join(dist, 'mtgs.js'), LOADER);
chmodSync(join(dist, 'mtgs.js'), 0o755);

// One run writes the cache: a scenario that parses, links, replays and checks expectations compiles what every
// \`mtgs check\` runs.
const scratch = mkdtempSync(join(tmpdir(), 'mtgs-cache-'));
try {
  const scenario = join(scratch, 'warm-up.mtgs');
  writeFileSync(scenario, [
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
  ].join('\n'));
  rmSync(join(dist, 'mtgs-app.cache'), { force: true });
  const run = spawnSync(process.execPath, [join(dist, 'mtgs.js'), 'check', scenario], { env: { ...process.env, MTGS_WRITE_CODE_CACHE: '1' }, encoding: 'utf8' });
  if (run.status !== 0) console.warn(`mtgs bundle: the warm-up check ended with ${run.status}: ${run.stdout}${run.stderr}`);
  if (!existsSync(join(dist, 'mtgs-app.cache'))) throw new Error(`mtgs bundle: the code cache wasn't written: ${run.stderr}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
