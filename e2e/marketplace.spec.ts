/// <reference lib="dom" />
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { POWERS } from '../packages/contracts/src/powers';
import { createBot, createFixtureFlow, createOwner, type Owner } from './support/chatFixtures';
import { signIn } from './support/editorHelpers';

// The marketplace (/marketplace): the 34 extensions with search, category filters linked in the
// URL, a detail dialog, adding a power that acts (Slack) to a bot, and a Pro power's trial bought
// with PluCoins earned through the real API.

const payments = POWERS.filter((power) => power.category === 'pagos');

function grid(page: Page) {
  return page.getByRole('list', { name: 'Extensiones del marketplace' });
}

function card(page: Page, title: string) {
  return grid(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
}

function balance(page: Page) {
  return page.getByRole('region', { name: 'Tus PluCoins' });
}

async function botPowers(api: APIRequestContext, owner: Owner, botId: string): Promise<string[]> {
  const response = await api.get(`/api/plubots/${botId}`, {
    headers: { authorization: `Bearer ${owner.accessToken}` },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { plubot: { powers: string[] } };
  return body.plubot.powers;
}

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 360, height: 740 },
] as const) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ locale: 'es-ES', viewport: { width: viewport.width, height: viewport.height } });

    test('lists, filters, searches and adds Slack to a bot', async ({ page, context, request }) => {
      const owner = await createOwner(request, 'market');
      const bot = await createBot(request, owner, 'Nova');
      await signIn(context, owner);

      await page.goto('/marketplace');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marketplace');
      await expect(page).toHaveTitle(/^Marketplace · /);
      await expect(page.locator('main')).not.toContainText(/Próximamente|Coming soon/i);
      await expect(grid(page).getByRole('listitem')).toHaveCount(POWERS.length);
      await expect(page.getByRole('status').filter({ hasText: 'Mostrando' })).toHaveText(
        `Mostrando ${POWERS.length} extensiones`,
      );
      // Creating the first bot earned 20 PluCoins and the first_plubot achievement 10 more.
      await expect(balance(page).getByText('30', { exact: true })).toBeVisible();
      await expect(card(page, 'Slack')).toContainText('Gratis');
      await expect(card(page, 'Stripe')).toContainText('Pro');
      await expect(card(page, 'Slack')).toContainText('Ya actúa en conversaciones');
      await expect(card(page, 'Webhooks (Zapier, Make, n8n)')).toContainText('Gratis');
      await expect(card(page, 'Webhooks (Zapier, Make, n8n)')).toContainText('Ya actúa en conversaciones');
      await expect(card(page, 'Slack').locator('img')).toHaveAttribute('src', '/marketplace/slack.svg');
      await expectNoOverflow(page);

      // A category: its chip says how many, the URL keeps it, and only its extensions stay.
      const paymentsChip = page.getByRole('button', { name: `Pagos (${payments.length})` });
      await paymentsChip.click();
      await expect(paymentsChip).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(/[?&]categoria=pagos/);
      await expect(grid(page).getByRole('listitem')).toHaveCount(payments.length);
      for (const power of payments) await expect(card(page, power.title)).toBeVisible();
      await expect(card(page, 'Slack')).toHaveCount(0);

      // Search inside the category, then across all of them, ignoring case and accents.
      const search = page.getByRole('searchbox', { name: 'Buscar extensiones' });
      await search.fill('paypal');
      await expect(grid(page).getByRole('listitem')).toHaveCount(1);
      await expect(card(page, 'PayPal')).toBeVisible();
      await page.getByRole('button', { name: /^Todas \(\d+\)$/ }).click();
      await search.fill('REUNIÓN');
      await expect(grid(page).getByRole('listitem')).toHaveCount(1);
      await expect(card(page, 'Zoom')).toBeVisible();
      await search.fill('diseno');
      await expect(grid(page).getByRole('listitem')).toHaveCount(2);
      await expect(card(page, 'Figma')).toBeVisible();
      await expect(card(page, 'Canva')).toBeVisible();

      // Nothing found: it says so and offers to clear the filters.
      await search.fill('zzzz');
      await expect(page.getByRole('heading', { name: 'No hay extensiones que coincidan' })).toBeVisible();
      await page.getByRole('button', { name: 'Quitar filtros y ver todas' }).click();
      await expect(search).toHaveValue('');
      await expect(grid(page).getByRole('listitem')).toHaveCount(POWERS.length);

      // The detail of Slack, and adding it to the bot.
      await card(page, 'Slack').getByRole('button', { name: 'Slack', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Slack' });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/[?&]power=slack/);
      await expect(dialog).toContainText('Ya actúa');
      await expect(dialog).toContainText('Ninguno de tus bots lo tiene todavía.');
      await dialog.getByRole('combobox', { name: 'Bot' }).selectOption({ label: 'Nova' });
      await dialog.getByRole('button', { name: 'Añadir a un bot' }).click();
      await expect(dialog.getByRole('status')).toContainText('¡Hecho! Slack ya está en Nova.');
      await expect(dialog).toContainText('Lo tienen: Nova.');
      await expect(dialog.getByRole('combobox', { name: 'Bot' })).toHaveCount(0);
      await expect(dialog.getByRole('link', { name: 'Abrir el editor de Nova' })).toHaveAttribute(
        'href',
        `/plubot/edit/flow/${bot.id}`,
      );
      await expectNoOverflow(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(page).not.toHaveURL(/power=/);
      await expect(card(page, 'Slack')).toContainText('Activo en tus bots');
      await expect(card(page, 'Discord')).not.toContainText('Activo en tus bots');
      expect(await botPowers(request, owner, bot.id)).toContain('slack');
    });

    test('a linked detail opens directly, and a booking power acts with the owner’s account', async ({
      page,
      context,
      request,
    }) => {
      const owner = await createOwner(request, 'market-link');
      await createBot(request, owner, 'Orión');
      await signIn(context, owner);

      await page.goto('/marketplace?power=zoom');
      const dialog = page.getByRole('dialog', { name: 'Zoom' });
      await expect(dialog).toBeVisible();
      await expect(dialog).not.toContainText('todavía no actúa en las conversaciones');
      await expect(dialog.getByRole('button', { name: 'Añadir a un bot' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Cerrar' }).click();
      await expect(dialog).toHaveCount(0);

      await page.goto('/marketplace?categoria=soporte');
      const support = POWERS.filter((power) => power.category === 'soporte');
      await expect(grid(page).getByRole('listitem')).toHaveCount(support.length);
      await expect(page.getByRole('button', { name: `Soporte (${support.length})` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
  });
}

test.describe('a Pro power trial bought with PluCoins', () => {
  test.use({ locale: 'es-ES', viewport: { width: 1280, height: 800 } });

  test('is disabled with the reason until the user has 150 PluCoins, then opens Telegram for a bot', async ({
    page,
    context,
    request,
  }) => {
    const owner = await createOwner(request, 'market-trial');
    const bot = await createBot(request, owner, 'Nova');
    const headers = { authorization: `Bearer ${owner.accessToken}` };
    await signIn(context, owner);

    await page.goto('/marketplace?power=telegram');
    let dialog = page.getByRole('dialog', { name: 'Telegram' });
    await expect(dialog).toBeVisible();
    const buy = dialog.getByRole('button', { name: 'Probar 7 días por 150 PluCoins' });
    await expect(buy).toBeDisabled();
    await expect(dialog).toContainText('Te faltan 120 PluCoins: tienes 30 y la prueba cuesta 150.');
    await expect(dialog).toContainText(
      'Telegram es un poder Pro: para añadirlo a un bot necesitas un plan de pago o una prueba activa.',
    );
    await expect(dialog.getByRole('link', { name: 'Ver los planes Pro' })).toHaveAttribute('href', '/plans');

    // 30 (first bot) + 100 (daily reward) + 20 (first flow saved with an End) = 150 PluCoins.
    expect(
      (await request.post('/api/gamification/daily-reward', { headers, data: { timeZone: 'UTC' } })).ok(),
    ).toBe(true);
    const saved = await request.put(`/api/plubots/${bot.id}/flow`, {
      headers,
      data: { ...createFixtureFlow(), baseRevision: 1 },
    });
    expect(saved.ok()).toBe(true);

    await page.reload();
    dialog = page.getByRole('dialog', { name: 'Telegram' });
    await expect(balance(page).getByText('150', { exact: true })).toBeVisible();
    await expect(buy).toBeEnabled();
    await buy.click();
    await expect(dialog.getByRole('status')).toContainText('¡Prueba activada! Puedes usar Telegram hasta el');
    await expect(balance(page).getByText('0', { exact: true })).toBeVisible();

    // With the trial running, Telegram can be added to the bot.
    await dialog.getByRole('button', { name: 'Añadir a un bot' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: '¡Hecho!' })).toContainText(
      '¡Hecho! Telegram ya está en Nova.',
    );
    expect(await botPowers(request, owner, bot.id)).toContain('telegram');
    await page.keyboard.press('Escape');
    await expect(card(page, 'Telegram')).toContainText('Prueba activa');
    await expect(card(page, 'Telegram')).toContainText('Activo en tus bots');

    // The trial's end date stays visible in the detail.
    await card(page, 'Telegram').getByRole('button', { name: 'Telegram', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Telegram' })).toContainText(
      /Prueba activa hasta el \d+ de \w+ de \d{4}\./,
    );
  });
});

test.describe('in English', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

  test('/marketplace has its English texts', async ({ page, context, request }) => {
    const owner = await createOwner(request, 'market-en');
    await signIn(context, owner);
    await page.goto('/marketplace?power=slack');
    const dialog = page.getByRole('dialog', { name: 'Slack' });
    await expect(dialog).toContainText('It already acts');
    await expect(dialog).toContainText('You have no bots yet.');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(
      page.getByRole('list', { name: 'Marketplace extensions' }).getByRole('listitem'),
    ).toHaveCount(POWERS.length);
    await expect(page.getByRole('button', { name: /^All \(\d+\)$/ })).toHaveAttribute('aria-pressed', 'true');
  });
});
