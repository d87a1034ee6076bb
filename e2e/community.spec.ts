/// <reference lib="dom" />

import { expect, type Page, test } from '@playwright/test';
import { computeProgressPayout } from '@plubot/contracts';
import { createBotWithFlow, createOwner, signedInContext } from './support/chatFixtures';
import { closeOpenedContextsAfterEach } from './support/closeOpenedContexts';

closeOpenedContextsAfterEach();

// The community: a builder publishes a bot in the Tower (/tower), another finds it, tries its
// real chat in place, clones it as a template and lands in the editor; then joins the Coliseum's
// ranking (/coliseum) under a public name. At desktop and phone widths.

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 360, height: 740 },
] as const) {
  test(`publish, find, try, clone a bot and join the ranking on ${viewport.name}`, async ({
    browser,
    request,
  }) => {
    test.slow();
    const contextOptions = { locale: 'es-ES', viewport: { width: viewport.width, height: viewport.height } };
    const suffix = Math.random().toString(36).slice(2, 7);
    const botName = `Luna ${suffix}`;

    // The publisher publishes their bot from "Publicar mis bots".
    const publisher = await createOwner(request, 'tower-publisher');
    await createBotWithFlow(request, publisher, botName);
    const publisherContext = await signedInContext(browser, publisher, contextOptions);
    const publisherPage = await publisherContext.newPage();
    await publisherPage.goto('/tower');
    await expect(publisherPage.getByRole('heading', { level: 1 })).toHaveText('Torre de Creativos');
    await expect(publisherPage).toHaveTitle(/^Torre de Creativos · /);
    const form = publisherPage.getByRole('form', { name: `Publicación de ${botName}` });
    await expect(form).toBeVisible();
    await form.getByText('Mostrar en la Torre').click();
    await expect(form.getByRole('switch', { name: 'Mostrar en la Torre' })).toBeChecked();
    await form.getByRole('textbox', { name: 'Descripción pública' }).fill('Reserva mesas en la luna.');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form.getByRole('status')).toHaveText(`${botName} ya está publicado en la Torre.`);
    await expect(form).toContainText('Publicado');
    await expectNoHorizontalOverflow(publisherPage);
    await publisherContext.close();

    // Another builder finds it in the gallery.
    const visitor = await createOwner(request, 'tower-visitor');
    const context = await signedInContext(browser, visitor, contextOptions);
    const page = await context.newPage();
    await page.goto('/tower');
    await page.getByRole('searchbox', { name: 'Buscar bots publicados' }).fill(suffix);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`search=${suffix}`));
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: botName, exact: true }) });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Reserva mesas en la luna.');
    await expect(card).toContainText('de un creador anónimo');
    await expectNoHorizontalOverflow(page);

    // On the phone the gallery's layout is what is checked; trying and cloning run on desktop.
    if (viewport.name === 'desktop') {
      // Tries it in place: the bot's real public chat in a dialog.
      await card.getByRole('button', { name: `Probar aquí: ${botName}` }).click();
      const dialog = page.getByRole('dialog', { name: `Probando ${botName}` });
      await expect(dialog).toBeVisible();
      await expect(dialog.frameLocator('iframe').getByText(`¡Hola! Soy ${botName}.`)).toBeVisible();
      await dialog.getByRole('button', { name: 'Cerrar la prueba' }).click();
      await expect(dialog).toBeHidden();

      // Clones it as a template and lands in the editor with its flow.
      await card.getByRole('button', { name: `Clonar como plantilla: ${botName}` }).click();
      await expect(page).toHaveURL(/\/plubot\/edit\/flow\/[0-9a-f-]{36}$/);
      await expect(page.locator('.react-flow__node-start')).toBeVisible();
      await expect(page.locator('.react-flow__node-end')).toBeVisible();

      // The clone is counted in the gallery.
      await page.goto(`/tower?search=${suffix}`);
      await expect(card.getByRole('definition').nth(1)).toHaveText('1');
    }

    // Joins the Coliseum's ranking under a public name (an e-mail is refused first).
    await page.goto('/coliseum');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coliseo');
    await expect(page.getByRole('heading', { level: 2, name: 'Desafíos de la semana' })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(3);
    // Each card promises what its claim pays: a first claim ever adds the «Retador» achievement.
    const firstClaim = computeProgressPayout('challenge', []);
    await expect(
      page.getByText(`+${firstClaim.xp} XP · +${firstClaim.plucoins} PluCoins`, { exact: true }),
    ).toHaveCount(3);
    const nameField = page.getByRole('textbox', { name: 'Nombre público' });
    await nameField.fill('vega@correo.com');
    await page.getByRole('button', { name: 'Unirme al ranking' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'nombre público' })).toHaveText(
      'El nombre público no puede ser un correo electrónico: elige un apodo.',
    );
    const publicName = `Vega ${suffix}`;
    await nameField.fill(publicName);
    await page.getByRole('button', { name: 'Unirme al ranking' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'ranking' })).toHaveText(
      `¡Ya estás en el ranking como ${publicName}!`,
    );
    const table = page.getByRole('table', { name: 'Ranking de creadores por XP' });
    const ownRow = table.getByRole('row').filter({ hasText: publicName });
    await expect(ownRow).toContainText('(tú)');
    await expect(ownRow).toHaveClass(/ranking__me/);
    await expect(table).not.toContainText(visitor.email);
    await expect(page.getByRole('button', { name: 'Salir del ranking' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await context.close();
  });
}
