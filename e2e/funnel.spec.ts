/// <reference lib="dom" />
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  createBotWithFlow,
  createOwner,
  type Owner,
  signedInContext,
  visitorHeaders,
} from './support/chatFixtures';
import { closeOpenedContextsAfterEach } from './support/closeOpenedContexts';

closeOpenedContextsAfterEach();

// The conversation funnel (issue #18): six real conversations on the link, then the owner sees on the
// canvas where people went and where they left, and the same figures on the bot's dashboard.

interface Turn {
  sessionId: string;
  visitorToken?: string;
  messages: { buttons?: { id: string; label: string }[] }[];
}

/** One visitor on the bot's link: says a name (or leaves at once), then maybe picks a menu button. */
async function converse(api: APIRequestContext, publicId: string, steps: { name?: string; pick?: string }) {
  const started = (await (
    await api.post(`/api/chat/${publicId}/start`, { data: { channel: 'web' } })
  ).json()) as Turn;
  if (!steps.name) return;
  const reply = async (data: object) =>
    (await (
      await api.post(`/api/chat/sessions/${started.sessionId}/reply`, {
        data,
        headers: visitorHeaders(started),
      })
    ).json()) as Turn;
  const menu = await reply({ text: steps.name });
  if (!steps.pick) return;
  const button = menu.messages
    .flatMap((message) => message.buttons ?? [])
    .find((b) => b.label === steps.pick);
  expect(button, steps.pick).toBeDefined();
  await reply({ optionId: button?.id });
}

let owner: Owner;
let bot: { id: string; publicId: string };

test.beforeAll(async ({ request }) => {
  owner = await createOwner(request, 'funnel');
  bot = await createBotWithFlow(request, owner, 'Embudo');
  // 6 open the chat; 1 never writes (a view, not a conversation); of the 5 who write, 1 leaves at
  // the menu, 2 read the prices and finish, 2 ask for support and leave at the e-mail question.
  await converse(request, bot.publicId, {});
  await converse(request, bot.publicId, { name: 'Ana' });
  await converse(request, bot.publicId, { name: 'Luis', pick: 'Precios' });
  await converse(request, bot.publicId, { name: 'Eva', pick: 'Precios' });
  await converse(request, bot.publicId, { name: 'Sol', pick: 'Soporte' });
  await converse(request, bot.publicId, { name: 'Leo', pick: 'Soporte' });
});

async function openEditor(page: Page) {
  await page.goto(`/plubot/edit/flow/${bot.id}`);
  await expect(page.locator('.react-flow__node-start')).toBeVisible({ timeout: 30_000 });
}

test('the funnel is drawn on the canvas, and the dashboard shows it day by day with a CSV', async ({
  browser,
}) => {
  test.slow();
  const context = await signedInContext(browser, owner, {
    locale: 'es-ES',
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await openEditor(page);

  const toggle = page.getByRole('button', { name: 'Analítica', exact: true });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('funnel-badge')).toHaveCount(0);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  const panel = page.getByTestId('funnel-panel');
  await expect(panel.getByTestId('funnel-figure-opened')).toContainText('6');
  await expect(panel.getByTestId('funnel-figure-started')).toContainText('5');
  await expect(panel.getByTestId('funnel-figure-started')).toContainText('83 % escribió');
  await expect(panel.getByTestId('funnel-figure-completed')).toContainText('2');
  await expect(panel.getByTestId('funnel-figure-leads')).toContainText('0');

  // Each step says how many reached it and what share left there; the menu lost 1 of its 5.
  const menu = page.locator('.react-flow__node[data-id="menu"]');
  await expect(menu.getByTestId('funnel-badge')).toHaveText(/5 · 20 % se van/);
  await expect(page.locator('.react-flow__node[data-id="ask-name"]').getByTestId('funnel-badge')).toHaveText(
    /5 · 0 % se van/,
  );
  // The busiest connections carry their count.
  await expect(page.getByTestId('funnel-edge-label').filter({ hasText: '5 personas' })).toHaveCount(2);
  // The worst drop-off among steps with enough people, with advice in plain words.
  await expect(panel.getByTestId('funnel-worst')).toContainText(
    '1 de cada 5 personas se va aquí: revisa que los botones digan lo que la gente busca',
  );

  // Off again: nothing is drawn.
  await toggle.click();
  await expect(page.getByTestId('funnel-badge')).toHaveCount(0);

  // The dashboard: the same figures, the steps by name, and the CSV.
  await page.goto(`/plubot/analytics/${bot.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Analítica de Embudo' })).toBeVisible();
  await expect(page.getByTestId('funnel-figure-opened')).toContainText('6');
  await expect(page.getByTestId('funnel-figure-started')).toContainText('5');
  const table = page.getByTestId('funnel-node-table');
  await expect(table.getByRole('row', { name: /Menú/ })).toContainText('5');
  // Every conversation ran the bot's one published version: counting only it changes nothing, and
  // its steps are named as that version names them.
  const version = page.getByLabel('Versión del bot');
  await expect(version.locator('option:checked')).toHaveText('Todas las versiones (5 conversaciones)');
  const only = version.locator('option', { hasText: /^Versión \d+ · 5 conversaciones$/ });
  await version.selectOption({ label: (await only.textContent()) ?? '' });
  await expect(page.getByTestId('funnel-figure-started')).toContainText('5');
  await expect(table.getByRole('row', { name: /Menú/ })).toContainText('5');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^plubot-.*-analitica-v\d+-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = await (await import('node:fs/promises')).readFile((await file.path()) as string, 'utf8');
  expect(csv).toContain('Menú');

  // 'Ver en el editor' opens the canvas with the funnel on.
  await page.getByRole('link', { name: 'Ver en el editor' }).click();
  await expect(page.getByRole('button', { name: 'Analítica', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator('.react-flow__node[data-id="menu"]').getByTestId('funnel-badge')).toBeVisible();
});

test('on a phone the funnel is turned on from the Más menu', async ({ browser }) => {
  const context = await signedInContext(browser, owner, {
    locale: 'es-ES',
    viewport: { width: 360, height: 740 },
  });
  const page = await context.newPage();
  await openEditor(page);
  await page.getByRole('button', { name: 'Más' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Analítica' }).click();
  await expect(page.getByTestId('funnel-panel').getByTestId('funnel-figure-started')).toContainText('5');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});
