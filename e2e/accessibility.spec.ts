/// <reference lib="dom" />
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createBotWithFlow, createOwner, type Owner, signedInContext } from './support/chatFixtures';
import { closeOpenedContextsAfterEach } from './support/closeOpenedContexts';

closeOpenedContextsAfterEach();

// axe-core on the screens people spend their time on: no serious or critical violation.

let owner: Owner;
let bot: { id: string; publicId: string };

test.beforeAll(async ({ request }) => {
  owner = await createOwner(request, 'axe');
  bot = await createBotWithFlow(request, owner, 'Axe');
});

test('the editor, the chat page, the profile and the hub have no serious accessibility violation', async ({
  browser,
}) => {
  test.slow();
  const context = await signedInContext(browser, owner, {
    locale: 'es-ES',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  const found: string[] = [];
  for (const path of [
    `/plubot/edit/flow/${bot.id}`,
    `/chat/${bot.publicId}`,
    '/profile',
    '/pluniverse',
    '/marketplace',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    for (const violation of results.violations) {
      if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
      found.push(`${path}: ${violation.id} (${violation.impact}) ${violation.help} — ${targets.join(' | ')}`);
    }
  }
  expect(found).toEqual([]);
  await context.close();
});
