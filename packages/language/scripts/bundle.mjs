// Bundles the language server into one ESM file for the VS Code extension: out/bundle/main.js.
// The built-in card library is copied next to it (out/bundle/builtin/cards.mtgs), where BuiltinLibrary looks.
// The bundle's entry imports src/base/polyfill.ts first, so Object.groupBy exists before Langium builds its parser.
import { build } from 'esbuild';
import { cpSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'out', 'bundle');
mkdirSync(join(outdir, 'builtin'), { recursive: true });
cpSync(join(root, 'src', 'builtin', 'cards.mtgs'), join(outdir, 'builtin', 'cards.mtgs'));

await build({
  entryPoints: [join(root, 'src', 'main.ts')],
  outfile: join(outdir, 'main.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // CommonJS dependencies (vscode-languageserver) call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as __mtgsCreateRequire } from 'node:module'; const require = __mtgsCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log(`bundled ${join(outdir, 'main.js')}`);
