import { expect, test } from '@playwright/test';
import { createBotWithFlow, createOwner, signedInContext } from './support/chatFixtures';
import { closeOpenedContextsAfterEach } from './support/closeOpenedContexts';

closeOpenedContextsAfterEach();

// The Byte assistant in the flow editor against the real server: with no AI service configured the
// server answers from Byte's built-in knowledge.
test.use({ locale: 'es-ES' });

test('Byte answers how to connect a bot to WhatsApp, and turns sad when the server fails', async ({
  browser,
  request,
}) => {
  const owner = await createOwner(request, 'byte');
  const bot = await createBotWithFlow(request, owner, 'Orion');
  const context = await signedInContext(browser, owner, { viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`/plubot/edit/flow/${bot.id}`);
  await expect(page.locator('.react-flow__node-start')).toBeVisible();

  const toggle = page.getByRole('button', { name: /Abrir el chat con Byte/ });
  await toggle.click();
  const panel = page.getByRole('dialog', { name: 'Byte' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('¡Hola, Creador! Soy Byte.', { exact: false })).toBeVisible();
  // Byte sits top-right, clear of the minimap (bottom-left) and the zoom controls (bottom-right).
  const panelBox = (await panel.boundingBox())!;
  for (const selector of ['.editor-minimap', '.canvas-controls']) {
    const box = (await page.locator(selector).boundingBox())!;
    const overlaps =
      panelBox.x < box.x + box.width &&
      box.x < panelBox.x + panelBox.width &&
      panelBox.y < box.y + box.height &&
      box.y < panelBox.y + panelBox.height;
    expect(overlaps, `Byte covers ${selector}`).toBe(false);
  }

  const input = panel.getByRole('textbox', { name: 'Mensaje para Byte' });
  await expect(input).toBeFocused();
  await expect(panel.getByRole('button', { name: 'Enviar mensaje' })).toBeDisabled();
  await input.fill('¿Cómo conecto mi bot a WhatsApp?');
  await input.press('Enter');
  await expect(panel.getByText('¿Cómo conecto mi bot a WhatsApp?')).toBeVisible();
  await expect(panel.getByText(/Generar código QR/)).toBeVisible();
  await expect(input).toHaveValue('');
  await page.screenshot({ path: test.info().outputPath('byte-panel.png') });

  // A failing server: the §8 texts and Byte's sad mood; the history sent holds the earlier exchange.
  let sentHistory: unknown;
  await page.route('**/api/byte-assistant', async (route) => {
    sentHistory = (route.request().postDataJSON() as { history: unknown }).history;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"message":"Fallo interno"}',
    });
  });
  await input.fill('¿Sigues ahí?');
  await input.press('Enter');
  await expect(panel.getByRole('alert')).toHaveText(/¡Ups! Error al comunicarse con Byte: Fallo interno/);
  await expect(panel.getByText('Byte está triste')).toBeVisible();
  expect(sentHistory).toEqual([
    { role: 'user', content: '¿Cómo conecto mi bot a WhatsApp?' },
    { role: 'assistant', content: expect.stringContaining('Generar código QR') },
  ]);

  // Escape closes the panel and gives focus back to Byte's button.
  await input.press('Escape');
  await expect(panel).toBeHidden();
  await expect(
    page.getByRole('button', { name: /Abrir el chat con Byte \(Byte está triste\)/ }),
  ).toBeFocused();

  // At 360 px the panel fits the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: /Abrir el chat con Byte/ }).click();
  const narrow = (await panel.boundingBox())!;
  expect(narrow.x).toBeGreaterThanOrEqual(0);
  expect(narrow.x + narrow.width).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('byte-panel-360.png') });
  await context.close();
});
