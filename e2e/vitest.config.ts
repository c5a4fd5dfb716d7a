import { defineConfig } from 'vitest/config';

/** Browser tests: one started app (npm start's entry on a fresh DATA_DIR) for the run, Chromium driven by Playwright. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['support/start-app.ts'],
    setupFiles: ['support/retries.ts'],
    // A failed test runs once more (docs/decisions.md: browser tests retried once). Every failed attempt is printed
    // (support/retries.ts) and listed again at the end of `npm run test:e2e`, so a retry that passes still shows.
    retry: 1,
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    teardownTimeout: 40_000,
    // expect.poll waits for what the page shows after a request; one second is too short on a loaded machine.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
