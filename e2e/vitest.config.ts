import { defineConfig } from 'vitest/config';

/** Browser tests: one started app (npm start's entry on a fresh DATA_DIR) for the run, Chromium driven by Playwright. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['support/start-app.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
