import { expect, test } from '@playwright/test';
import { routesFor } from './support/appRoutes';
import { createBotWithFlow, createOwner, type Owner, signedInContext } from './support/chatFixtures';
import { closeOpenedContextsAfterEach } from './support/closeOpenedContexts';
import { expectRealScreen } from './support/realScreen';

closeOpenedContextsAfterEach();

// Every screen of the app, as a signed-in user would open it in English on a 360 px phone: a
// heading, a title of its own, no placeholder, nothing wider than the phone, and no script error.
// The same screens in Spanish at 1280 px are opened (and audited) by accessibility.spec.ts.

let owner: Owner;
let bot: { id: string; publicId: string };

test.beforeAll(async ({ request }) => {
  owner = await createOwner(request, 'every-route');
  bot = await createBotWithFlow(request, owner, 'Ruta');
});

test('every screen opens for real in English on a 360 px phone, each with a title of its own', async ({
  browser,
}) => {
  test.slow();
  const context = await signedInContext(browser, owner, {
    locale: 'en-US',
    viewport: { width: 360, height: 740 },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  const titles = new Map<string, string>();
  for (const path of routesFor(bot)) {
    await page.goto(path);
    await expectRealScreen(page, path, 'en');
    titles.set(path, await page.title());
  }
  // Screens name themselves: no two distinct screens share a title (the two price routes are one).
  const distinct = new Set([...titles.entries()].filter(([path]) => path !== '/pricing').map(([, t]) => t));
  expect(distinct.size).toBe(titles.size - 1);
  expect(errors).toEqual([]);
  await context.close();
});
