import { type Browser, expect, type Page, test } from '@playwright/test';
import { createFixtureFlow } from './support/chatFixtures';
import { createBot, createOwner, openEditor, signIn } from './support/editorHelpers';

test.use({ locale: 'es-ES' });

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
] as const;

/** What a stranger's new conversation on the bot's link asks first, after the greeting. */
async function strangerIsAsked(browser: Browser, publicId: string, question: string): Promise<void> {
  const stranger = await browser.newContext({ locale: 'es-ES' });
  const page = await stranger.newPage();
  await page.goto(`/chat/${publicId}`);
  await expect(page.getByRole('log')).toContainText(question);
  await stranger.close();
}

/** A stranger's real conversation: gives a name and presses 'Precios'. */
async function strangerConverses(browser: Browser, publicId: string): Promise<void> {
  const stranger = await browser.newContext({ locale: 'es-ES' });
  const page = await stranger.newPage();
  await page.goto(`/chat/${publicId}`);
  const log = page.getByRole('log');
  await expect(log).toContainText('¿Cómo te llamas?');
  await page.getByRole('textbox').first().fill('Ana');
  await page.getByRole('textbox').first().press('Enter');
  await expect(log).toContainText('Encantado, Ana. ¿Qué necesitas?');
  await page.getByRole('button', { name: 'Precios' }).click();
  await expect(log).toContainText('Precios');
  await stranger.close();
}

/** Edits the name question in place (or in the sheet on a phone) and saves the flow. */
async function editNameQuestion(page: Page, text: string): Promise<void> {
  const node = page.locator('.react-flow__node-message').filter({ hasText: '¿Cómo te llamas?' });
  await node.click({ position: { x: 30, y: 12 } });
  await page.keyboard.press('Enter');
  const field = page.getByRole('textbox', { name: 'Mensaje', exact: true });
  await expect(field).toBeVisible();
  await field.fill(text);
  const form = page
    .getByRole('dialog', { name: 'Editar Mensaje' })
    .or(page.locator('.react-flow__node-message').filter({ has: field }));
  await form.getByRole('button', { name: 'Guardar', exact: true }).click();
  await page.getByRole('button', { name: 'Guardar', exact: true }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Cambios guardados correctamente' })).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  test(`an edit reaches visitors only once published, after seeing what changes; an old version can go back live (${viewport.width} px)`, async ({
    browser,
    request,
  }) => {
    const owner = await createOwner(request);
    const botId = await createBot(request, owner, 'Nova');
    const headers = { authorization: `Bearer ${owner.accessToken}` };
    const saved = await request.put(`/api/plubots/${botId}/flow`, {
      headers,
      data: { ...createFixtureFlow(), baseRevision: 1 },
    });
    expect(saved.ok()).toBe(true);
    expect((await request.post(`/api/plubots/${botId}/publish`, { headers, data: {} })).ok()).toBe(true);
    const bot = await request.get(`/api/plubots/${botId}`, { headers });
    const publicId = ((await bot.json()) as { plubot: { public_id: string } }).plubot.public_id;

    const context = await browser.newContext({ viewport, locale: 'es-ES' });
    await signIn(context, owner);
    const page = await context.newPage();
    await openEditor(page, botId);
    const state = page.getByTestId('publish-state');
    if (viewport.width > 480) await expect(state).toHaveText('Publicado');

    // A visitor's real conversation, on the live version.
    await strangerConverses(browser, publicId);

    // The owner edits the draft: visitors still get the live version.
    await editNameQuestion(page, '¿Cuál es tu nombre?');
    if (viewport.width > 480) await expect(state).toHaveText('Cambios sin publicar (1)');
    await strangerIsAsked(browser, publicId, '¿Cómo te llamas?');

    // 'Publicar': what changes for visitors, field by field, then the new version goes live.
    await page
      .getByRole('button', { name: /^Publicar/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Publicar tu bot' });
    const change = dialog.getByRole('listitem').filter({ hasText: 'Cambiado: «Nombre»' });
    await expect(change).toContainText('Mensaje');
    await expect(change).toContainText('¿Cómo te llamas?');
    await expect(change).toContainText('¿Cuál es tu nombre?');
    // The same change drawn on the canvas, then back to the dialog.
    await dialog.getByRole('button', { name: 'Ver en el lienzo' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('.changes-overlay__box--changed[data-node-id="ask-name"]')).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: 'cambiados: 1 (ámbar)' })).toBeVisible();
    await page.getByRole('button', { name: 'Salir de los cambios' }).click();
    await expect(page.locator('.changes-overlay__box')).toHaveCount(0);
    await page
      .getByRole('button', { name: /^Publicar/ })
      .first()
      .click();
    await expect(change).toBeVisible();
    // Before publishing, the real conversation is replayed on the draft: it would change at once.
    const replay = dialog.getByRole('region', { name: 'Probar con conversaciones reales' });
    await replay.getByRole('button', { name: 'Probar', exact: true }).click();
    await expect(replay.getByRole('status')).toContainText('1 conversación: 0 igual, 1 distinta');
    await replay.getByRole('button', { name: /Conversación 1 · cambia en el turno 1/ }).click();
    const sideBySide = replay.getByRole('region', { name: 'La conversación, antes y ahora' });
    await expect(sideBySide).toContainText('¿Cómo te llamas?');
    await expect(sideBySide).toContainText('¿Cuál es tu nombre?');
    await dialog.getByRole('textbox', { name: 'Nota (opcional)' }).fill('Pregunta más cercana');
    await dialog.getByRole('button', { name: /^Publicar (ahora|de todos modos)$/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Publicada la versión 3' })).toBeVisible();
    if (viewport.width > 480) await expect(state).toHaveText('Publicado');
    await strangerIsAsked(browser, publicId, '¿Cuál es tu nombre?');

    // The published versions: the live one with its note; going back publishes the old one anew.
    await page
      .getByRole('button', { name: /^Publicar/ })
      .first()
      .click();
    await dialog.getByRole('tab', { name: 'Versiones publicadas' }).click();
    const live = dialog.getByRole('listitem').filter({ hasText: 'Versión 3' });
    await expect(live).toContainText('En vivo');
    await expect(live).toContainText('Pregunta más cercana');
    const previous = dialog.getByRole('listitem').filter({ hasText: 'Versión 2' });
    await previous.getByRole('button', { name: 'Volver a esta versión' }).click();
    await previous.getByRole('button', { name: 'Confirmar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Se volvió a la versión 2' })).toBeVisible();
    await strangerIsAsked(browser, publicId, '¿Cómo te llamas?');
    // The draft keeps the owner's edit, now different from what is live.
    if (viewport.width > 480) await expect(state).toHaveText('Cambios sin publicar (1)');
    await context.close();
  });
}
