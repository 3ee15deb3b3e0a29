// Bundles the extension client and the language server with esbuild into the repository root's dist/,
// the files the .vsix ships (see .vscodeignore).
import { build } from 'esbuild';
import { cpSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..');
const dist = join(root, 'dist');
const production = process.argv.includes('--production');

const common = {
  bundle: true, platform: 'node', format: 'cjs', target: 'node20', sourcemap: !production, minify: production,
  // Langium is ESM and reads import.meta.url; in a CommonJS bundle that becomes the bundle's own file URL.
  define: { 'import.meta.url': 'importMetaUrl' },
  banner: { js: "const importMetaUrl = require('url').pathToFileURL(__filename).href;" },
  logLevel: 'warning',
};

await build({ ...common, entryPoints: [join(here, '..', 'src', 'extension.ts')], outfile: join(dist, 'extension.cjs'), external: ['vscode'] });
await build({
  ...common,
  entryPoints: [join(root, 'packages', 'language', 'out', 'main.js')],
  outfile: join(dist, 'server.cjs'),
  // Langium's parser needs Object.groupBy, missing before Node 21 (VS Code's own Node may be older too).
  inject: [join(root, 'packages', 'language', 'scripts', 'object-groupby-polyfill.mjs')],
});
mkdirSync(join(dist, 'builtin'), { recursive: true });
cpSync(join(root, 'packages', 'language', 'src', 'builtin'), join(dist, 'builtin'), { recursive: true });
console.log(`bundled extension and server into ${dist}`);
