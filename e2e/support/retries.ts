import { beforeEach } from 'vitest';
import { clearApiAnswers, recentApiAnswers } from './browser';

/**
 * Each failed attempt of a browser test, printed as it happens, whether its retry then passes or not
 * (e2e/vitest.config.ts: `retry`; e2e/run.ts lists these lines again at the end of the run).
 */
beforeEach(({ task, onTestFailed }) => {
  clearApiAnswers();
  onTestFailed(() => {
    const attempt = (task.result?.retryCount ?? 0) + 1;
    const last = task.result?.errors?.at(-1);
    const error = (last?.message ?? '').split('\n')[0];
    // Where in the test it failed: the first line of the stack in a test file or the tests' support (a retry that
    // passes prints no report of its own).
    const where = /\/e2e\/((?:support\/)?[\w.-]+\.ts:\d+)/.exec(last?.stack ?? '')?.[1];
    console.log(`e2e: attempt ${attempt} failed: ${task.fullName}: ${error}${where ? ` (at ${where})` : ''}`);
    // What the server last answered the test's browsers: the refusal or failure behind a screen waited for in vain.
    const answers = recentApiAnswers();
    if (answers.length > 0) console.log(`e2e: the API's last answers to the browsers:\n${answers.map((line) => `  ${line}`).join('\n')}`);
  });
});
