// Bundles mtgs into one ESM file, dist/mtgs.js: loading one file instead of hundreds of modules is most of the
// CLI's start-up time. The built-in card library is copied next to it (dist/builtin/cards.mtgs), where
// BuiltinLibrary looks. The entry imports the language's Object.groupBy polyfill first.
import { build } from 'esbuild';
import { cpSync, mkdirSync, readFileSync } from 'node:fs';
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
  outfile: join(dist, 'mtgs.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  minify: true,
  sourcemap: true,
  // CommonJS dependencies call require() for Node's built-ins.
  banner: { js: "import { createRequire as __mtgsCreateRequire } from 'node:module'; const require = __mtgsCreateRequire(import.meta.url);" },
  plugins: [productionParser],
  logLevel: 'warning',
});
