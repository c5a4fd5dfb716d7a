import { beforeEach } from 'vitest';

/**
 * Each failed attempt of a browser test, printed as it happens, whether its retry then passes or not
 * (e2e/vitest.config.ts: `retry`; e2e/run.ts lists these lines again at the end of the run).
 */
beforeEach(({ task, onTestFailed }) => {
  onTestFailed(() => {
    const attempt = (task.result?.retryCount ?? 0) + 1;
    const error = (task.result?.errors?.at(-1)?.message ?? '').split('\n')[0];
    console.log(`e2e: attempt ${attempt} failed: ${task.fullName}: ${error}`);
  });
});
