// Bundles the extension client and the language server with esbuild into the repository root's dist/,
// the files the .vsix ships (see .vscodeignore).
import { build } from 'esbuild';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..');
const dist = join(root, 'dist');
const production = process.argv.includes('--production');
rmSync(dist, { recursive: true, force: true });

const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: !production,
  minify: production,
  // Langium is ESM and reads import.meta.url; in a CommonJS bundle that becomes the bundle's own file URL.
  define: { 'import.meta.url': 'importMetaUrl' },
  banner: { js: "const importMetaUrl = require('url').pathToFileURL(__filename).href;" },
  logLevel: 'warning',
};

await build({
  ...common,
  entryPoints: [join(here, '..', 'src', 'extension.ts')],
  outfile: join(dist, 'extension.cjs'),
  external: ['vscode'],
});
await build({
  ...common,
  entryPoints: [join(here, '..', 'src', 'card-import.ts')],
  outfile: join(dist, 'card-import.cjs'),
});
await build({
  ...common,
  entryPoints: [join(root, 'packages', 'language', 'out', 'main.js')],
  // The server entry imports its Object.groupBy polyfill first (Langium's parser needs it before Node 21).
  outfile: join(dist, 'server.cjs'),
});
mkdirSync(join(dist, 'builtin'), { recursive: true });
cpSync(join(root, 'packages', 'language', 'src', 'builtin'), join(dist, 'builtin'), { recursive: true });
console.log(`bundled extension and server into ${dist}`);
