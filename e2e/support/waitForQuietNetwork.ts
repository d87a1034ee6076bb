import type { Page } from '@playwright/test';

/** Requests that stay open by design: the live streams of the inbox and the chat (issue #29). */
const isLiveStream = (url: string) => /\/api\/(inbox|chat\/sessions\/[^/]+)\/events/.test(url);

/**
 * Waits until the page has made no request for `quietMs`, the live streams aside (Playwright's
 * `networkidle` never comes while a signed-in page follows its inbox stream). Start it before
 * `goto` and await it after: it counts the requests started from then on.
 */
export async function waitForQuietNetwork(page: Page, quietMs = 500, timeoutMs = 20_000): Promise<void> {
  const pending = new Set<unknown>();
  const start = (request: { url(): string }) => {
    if (!isLiveStream(request.url())) pending.add(request);
  };
  const finish = (request: unknown) => pending.delete(request);
  page.on('request', start);
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);
  try {
    const deadline = Date.now() + timeoutMs;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      if (pending.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) return;
      await page.waitForTimeout(50);
    }
  } finally {
    page.off('request', start);
    page.off('requestfinished', finish);
    page.off('requestfailed', finish);
  }
}
