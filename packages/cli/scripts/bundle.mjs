// Bundles mtgs into one ESM file, dist/mtgs.js: loading one file instead of hundreds of modules is most of the
// CLI's start-up time. The built-in card library is copied next to it (dist/builtin/cards.mtgs), where
// BuiltinLibrary looks. The entry imports the language's Object.groupBy polyfill first.
import { build } from 'esbuild';
import { cpSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
mkdirSync(join(dist, 'builtin'), { recursive: true });
cpSync(join(root, '..', 'language', 'src', 'builtin', 'cards.mtgs'), join(dist, 'builtin', 'cards.mtgs'));

await build({
  entryPoints: [join(root, 'out', 'main.js')],
  outfile: join(dist, 'mtgs.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  minify: true,
  sourcemap: true,
  // CommonJS dependencies call require() for Node's built-ins.
  banner: { js: "import { createRequire as __mtgsCreateRequire } from 'node:module'; const require = __mtgsCreateRequire(import.meta.url);" },
  logLevel: 'warning',
});
