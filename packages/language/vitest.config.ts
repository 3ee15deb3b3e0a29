import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'language',
    include: ['test/**/*.test.ts'],
    // Langium 4.4's parser needs Object.groupBy, missing before Node 21.
    setupFiles: ['./scripts/object-groupby-polyfill.mjs'],
    // Whole-workspace builds run on a 2-core CI machine alongside other test files.
    testTimeout: 30_000,
  },
});
