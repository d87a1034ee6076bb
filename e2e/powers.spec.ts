/// <reference lib="dom" />
import { expect, type Page, test } from '@playwright/test';
import { POWERS } from '../packages/contracts/src/powers';

// The public powers pages: the catalogue of /poderes (filterable by category, honest about what
// powers do today) and the explanation of /poderes/about.
const proPower = POWERS.find((power) => power.pro);
const freePower = POWERS.find((power) => !power.pro);
const paymentPowers = POWERS.filter((power) => power.category === 'pagos');

function catalogue(page: Page) {
  return page.getByRole('list', { name: 'Poderes del catálogo' });
}

function card(page: Page, title: string) {
  return catalogue(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 360, height: 740 },
] as const) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ locale: 'es-ES', viewport: { width: viewport.width, height: viewport.height } });

    test('/poderes lists every power with its plan and says what powers do today', async ({ page }) => {
      await page.goto('/poderes');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Poderes');
      await expect(page).toHaveTitle(/^Poderes · /);
      await expect(page.locator('main')).not.toContainText(/Próximamente|Coming soon/i);
      await expect(page.locator('main')).not.toContainText('Todavía no actúan');
      await expect(page.locator('main')).toContainText(
        'reservan una cita en tu calendario o cobran con tu cuenta de pagos',
      );
      await expect(page.locator('main')).toContainText(
        'el nodo Discord, el nodo Petición HTTP, el nodo Webhook y la acción «Enviar a un webhook»',
      );
      await expect(catalogue(page).getByRole('listitem')).toHaveCount(POWERS.length);
      await expect(page.getByRole('status')).toHaveText(`Mostrando ${POWERS.length} poderes`);

      if (!proPower || !freePower) throw new Error('the catalogue needs a free and a Pro power');
      await expect(card(page, proPower.title)).toContainText('Requiere Plan Pro');
      await expect(card(page, freePower.title)).toContainText('Plan Despierto (gratis)');
      await expect(card(page, freePower.title)).not.toContainText('Requiere Plan Pro');
      await expect(card(page, 'Slack')).toContainText('Envía avisos de tu bot a un canal de Slack.');
      await expect(card(page, 'Slack')).toContainText('Comunicación');
      // Only the powers that act in conversations say so.
      await expect(card(page, 'Slack')).toContainText('Ya envía mensajes');
      await expect(card(page, 'Notion')).not.toContainText('Ya envía mensajes');
      await expect(card(page, 'Notion')).toContainText('Actúa con tu cuenta');
      await expect(card(page, 'Figma')).toContainText('Muestra una tarjeta');

      await expect(page.getByRole('link', { name: 'Crea tu Plubot' }).first()).toHaveAttribute(
        'href',
        '/welcome',
      );
      await expect(page.getByRole('link', { name: 'Cómo funcionan los poderes' })).toHaveAttribute(
        'href',
        '/poderes/about',
      );

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(1);
    });

    test('filtering by a category narrows the list, "Todos" brings it back, and a shared link opens it filtered', async ({
      page,
    }) => {
      await page.goto('/poderes');
      await expect(catalogue(page).getByRole('listitem')).toHaveCount(POWERS.length);

      const payments = page.getByRole('button', { name: /^Pagos \(\d+\)$/ });
      await payments.click();
      await expect(payments).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(/\/poderes\?categoria=pagos$/);
      await expect(catalogue(page).getByRole('listitem')).toHaveCount(paymentPowers.length);
      expect(paymentPowers.length).toBeLessThan(POWERS.length);
      for (const power of paymentPowers) await expect(card(page, power.title)).toBeVisible();
      await expect(card(page, 'Slack')).toHaveCount(0);

      // Keyboard: the "Todos" toggle is reachable and works with Enter.
      const all = page.getByRole('button', { name: /^Todos \(\d+\)$/ });
      await all.focus();
      await page.keyboard.press('Enter');
      await expect(all).toHaveAttribute('aria-pressed', 'true');
      await expect(payments).toHaveAttribute('aria-pressed', 'false');
      await expect(catalogue(page).getByRole('listitem')).toHaveCount(POWERS.length);

      // A shared link opens the catalogue filtered.
      await page.goto('/poderes?categoria=soporte');
      const support = POWERS.filter((power) => power.category === 'soporte');
      await expect(catalogue(page).getByRole('listitem')).toHaveCount(support.length);
      await expect(page.getByRole('button', { name: /^Soporte \(\d+\)$/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });

    test('/poderes/about explains powers, plans and how to connect other services', async ({ page }) => {
      await page.goto('/poderes/about');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sobre los Poderes');
      await expect(page).toHaveTitle(/^Sobre los Poderes · /);
      const main = page.locator('main');
      await expect(main).not.toContainText(/Próximamente|Coming soon/i);
      for (const heading of [
        '¿Qué es un poder?',
        'Cómo dar poderes a tu bot',
        'Poderes y planes',
        'Conecta hoy cualquier otro servicio',
      ]) {
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      }
      await expect(main).toContainText('Poderes del Plubot');
      await expect(main).toContainText('X-Plubot-Signature');
      await expect(main).toContainText('Zapier');
      await expect(page.getByRole('link', { name: 'Comparar planes' })).toHaveAttribute('href', '/plans');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(1);
    });
  });
}

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('/poderes and /poderes/about have their English headings', async ({ page }) => {
    await page.goto('/poderes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Powers');
    await expect(
      page.getByRole('list', { name: 'Powers in the catalogue' }).getByRole('listitem'),
    ).toHaveCount(POWERS.length);
    await page.getByRole('link', { name: 'How powers work' }).click();
    await expect(page).toHaveURL(/\/poderes\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Powers');
  });
});
