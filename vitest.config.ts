import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*'],
    globalSetup: ['./scripts/shared-data-setup.mjs'],
  },
});
