// ESLint: the recommended rules of @eslint/js and typescript-eslint, and eslint-config-prettier last, so no rule
// disagrees with Prettier's formatting. `npm run lint` runs ESLint, then `prettier --check`.
//
// The rules are typescript-eslint's `recommended`, not the type-aware `recommendedTypeChecked`: that one takes four
// times the CPU time on this tree (≈ 57 s against ≈ 14 s; 41–66 s wall-clock against 14 s on 2 cores), and it types
// each package's imports of the others from their built `out/*.d.ts`, so without a build first it reports hundreds of
// `no-unsafe-*` findings. `LINT_TYPED=1 npx eslint .` runs it on demand.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const typed = process.env.LINT_TYPED === '1';

export default defineConfig(
  {
    // Generated and built files, and the tools scripts/e2e/setup.sh installs.
    ignores: [
      '**/node_modules/',
      '**/out/',
      '**/dist/',
      '.e2e-tools/',
      '**/test-output/',
      '**/*.vsix',
      'packages/language/src/generated/',
      'packages/language/src/parser/generated-*.ts',
    ],
  },
  js.configs.recommended,
  typed ? tseslint.configs.recommendedTypeChecked : tseslint.configs.recommended,
  {
    languageOptions: {
      sourceType: 'module',
      globals: globals.node,
      ...(typed ? { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } } : {}),
    },
    rules: {
      // Unused names are dead code, except `_`-prefixed parameters (a signature's place holders) and the names that a
      // destructuring with a rest element leaves out (`const { [id]: _gone, ...rest } = permanents`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Every control character in a regular expression here is a deliberate `\x..`/`\u....` escape (XML 1.0's
      // forbidden characters in JUnit reports, C0/C1 controls in rules and card text), which is what the rule forbids.
      'no-control-regex': 'off',
      // The code writes `xs[i]!` on purpose where an element might be missing (as under noUncheckedIndexedAccess);
      // without that compiler flag the type-aware rule calls each of these ≈ 970 assertions unnecessary.
      ...(typed ? { '@typescript-eslint/no-unnecessary-type-assertion': 'off' } : {}),
    },
  },
  typed ? { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked } : {},
  {
    // CommonJS: VS Code extension entry points of the e2e suites (their package.json has no "type": "module").
    files: ['**/*.cjs', 'packages/vscode/e2e/fixture-extension/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The e2e scripts hand functions to Playwright's evaluate(), which runs them in the browser page.
    files: ['packages/vscode/e2e/**/*.{js,mjs}', 'scripts/e2e/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The benchmarks that measure memory run under `node --expose-gc`.
    files: ['packages/*/bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, gc: 'readonly' } },
  },
  prettier,
);
