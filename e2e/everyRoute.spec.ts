/// <reference lib="dom" />
import { expect, type Page, test } from '@playwright/test';
import { routesFor } from './support/appRoutes';
import { createBotWithFlow, createOwner, type Owner, signedInContext } from './support/chatFixtures';
import { closeOpenedContextsAfterEach } from './support/closeOpenedContexts';

closeOpenedContextsAfterEach();
// The languages and widths are independent: both workers take them.
test.describe.configure({ mode: 'parallel' });

// Every screen of the app, as a signed-in user would open it, in Spanish and in English: a heading,
// a title of its own, no placeholder, nothing wider than the window, and no script error; and on a
// phone, nothing wider than its 360 px.

async function expectRealScreen(page: Page, path: string) {
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading, path).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('body'), path).not.toContainText(/Próximamente|Coming soon/i);
  await expect.poll(() => page.title(), { message: path }).not.toBe('');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${path} is wider than the window`).toBeLessThanOrEqual(1);
}

let owner: Owner;
let bot: { id: string; publicId: string };

test.beforeAll(async ({ request }) => {
  owner = await createOwner(request, 'every-route');
  bot = await createBotWithFlow(request, owner, 'Ruta');
});

for (const language of ['es', 'en'] as const) {
  test(`every screen opens for real in ${language}`, async ({ browser }) => {
    test.slow();
    const context = await signedInContext(browser, owner, {
      locale: language === 'es' ? 'es-ES' : 'en-US',
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    const titles = new Map<string, string>();
    for (const path of routesFor(bot)) {
      await page.goto(path);
      await expectRealScreen(page, path);
      titles.set(path, await page.title());
    }
    // Screens name themselves: no two distinct screens share a title (the two price routes are one).
    const distinct = new Set([...titles.entries()].filter(([path]) => path !== '/pricing').map(([, t]) => t));
    expect(distinct.size).toBe(titles.size - 1);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('on a 360 px phone no screen is wider than the window', async ({ browser }) => {
  test.slow();
  const context = await signedInContext(browser, owner, {
    locale: 'es-ES',
    viewport: { width: 360, height: 740 },
  });
  const page = await context.newPage();
  const tooWide: string[] = [];
  for (const path of routesFor(bot)) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible({ timeout: 20_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 1) tooWide.push(`${path}: ${overflow}px wider`);
  }
  expect(tooWide).toEqual([]);
});
