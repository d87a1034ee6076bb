/// <reference lib="dom" />
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { routesFor, SIGNED_OUT_ROUTES } from './support/appRoutes';
import { createBotWithFlow, createOwner, type Owner, signedInContext } from './support/chatFixtures';
import { closeOpenedContextsAfterEach } from './support/closeOpenedContexts';
import { expectRealScreen } from './support/realScreen';
import { waitForQuietNetwork } from './support/waitForQuietNetwork';

closeOpenedContextsAfterEach();
// The parts are independent: both workers take them.
test.describe.configure({ mode: 'parallel' });

// axe-core on every screen of the app, in Spanish at 1280 px: no serious or critical violation, and
// each screen real (a heading, a title, no placeholder, nothing wider than the window, no script
// error; everyRoute.spec.ts opens them all in English on a phone). The routes are split over a few
// tests so each stays short; every text is in both languages through the same components, so one
// language covers the markup.

let owner: Owner;
let bot: { id: string; publicId: string };

test.beforeAll(async ({ request }) => {
  owner = await createOwner(request, 'axe');
  bot = await createBotWithFlow(request, owner, 'Axe');
});

/**
 * The serious and critical violations on `path`, one line each. The site's header and footer are the
 * same on every screen of a pass: `withLayout` audits them too (the first screen of each pass).
 */
async function auditScreen(page: Page, path: string, withLayout: boolean): Promise<string[]> {
  const quiet = waitForQuietNetwork(page, 300);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible({ timeout: 20_000 });
  await quiet;
  await expectRealScreen(page, path, 'es');
  // The WCAG 2.x A and AA rules, and only their violations: axe skips gathering what passes and
  // its best-practice rules, most of its time on a screen.
  const axe = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ resultTypes: ['violations'] });
  const results = await (withLayout ? axe : axe.exclude('.site-header').exclude('.site-footer')).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
      return `${path}: ${violation.id} (${violation.impact}) ${violation.help} — ${targets.join(' | ')}`;
    });
}

/**
 * The violations on every one of `paths`, every script error the screens raised, and any two of
 * them sharing a title (each screen names itself; /pricing is /plans under another address).
 */
async function auditAll(context: BrowserContext, paths: readonly string[]): Promise<string[]> {
  const page = await context.newPage();
  const found: string[] = [];
  page.on('pageerror', (error) => found.push(`${page.url()}: script error ${error.message}`));
  const titles = new Map<string, string>();
  for (const path of paths) {
    found.push(...(await auditScreen(page, path, titles.size === 0)));
    const title = await page.title();
    const twin = titles.get(title);
    if (twin && path !== '/pricing') found.push(`${path}: same title as ${twin} («${title}»)`);
    titles.set(title, path);
  }
  return found;
}

const signedIn = (browser: Parameters<typeof signedInContext>[0]) =>
  signedInContext(browser, owner, { locale: 'es-ES', viewport: { width: 1280, height: 800 } });

/** Every signed-in route, cut into `parts` slices; `part` is 0-based. */
function slice(part: number, parts: number): string[] {
  const routes = routesFor(bot);
  const size = Math.ceil(routes.length / parts);
  return routes.slice(part * size, (part + 1) * size);
}

const PARTS = 4;
for (let part = 0; part < PARTS; part += 1) {
  test(`screens of part ${part + 1} of ${PARTS} have no serious accessibility violation`, async ({
    browser,
  }) => {
    test.slow();
    const context = await signedIn(browser);
    expect(await auditAll(context, slice(part, PARTS))).toEqual([]);
  });
}

test('the signed-out screens have no serious accessibility violation', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-ES', viewport: { width: 1280, height: 800 } });
  expect(await auditAll(context, SIGNED_OUT_ROUTES)).toEqual([]);
  // Each describes itself to search engines and link previews.
  const page = await context.newPage();
  await page.goto('/login');
  await expect
    .poll(() => page.locator('meta[name="description"]').getAttribute('content'))
    .toBe('Entra en tu cuenta de Plubot para seguir creando tus bots.');
});

test('at 360 px the editor, the chat and the profile have no serious accessibility violation', async ({
  browser,
}) => {
  const context = await signedInContext(browser, owner, {
    locale: 'es-ES',
    viewport: { width: 360, height: 740 },
  });
  expect(
    await auditAll(context, [`/plubot/edit/flow/${bot.id}`, `/chat/${bot.publicId}`, '/profile']),
  ).toEqual([]);
});
