import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'language',
    include: ['test/**/*.test.ts'],
    // Langium 4.4's parser needs Object.groupBy, missing before Node 21.
    setupFiles: ['./scripts/object-groupby-polyfill.mjs'],
  },
});
