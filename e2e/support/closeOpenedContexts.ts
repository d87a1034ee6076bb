import { test } from '@playwright/test';

/**
 * After each test of the file, closes the browser contexts the test opened itself (a stranger's
 * chat, a second user), whether it passed or failed: a page left open keeps animating in the
 * worker's browser and slows every test after it.
 */
export function closeOpenedContextsAfterEach(): void {
  test.afterEach(async ({ browser, context }) => {
    const opened = browser.contexts().filter((candidate) => candidate !== context);
    await Promise.all(opened.map((candidate) => candidate.close()));
  });
}
