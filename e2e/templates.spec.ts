/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { closeOpenedContextsAfterEach } from './support/closeOpenedContexts';
import { createOwner, getFlow, openNewBotInEditor, signIn } from './support/editorHelpers';

closeOpenedContextsAfterEach();

// Templates: the editor's Plantillas replaces the flow with a runnable template, and
// /plubot/create/{templateId} creates a bot that answers on its link with the template's flow.
test.use({ locale: 'es-ES', viewport: { width: 1280, height: 900 } });

test('Plantillas lists the catalogue and puts a template on the canvas as one undoable step', async ({
  page,
  context,
  request,
}) => {
  const { owner, botId } = await openNewBotInEditor(page, context, request);

  await page.getByRole('button', { name: 'Plantillas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plantillas' });
  await expect(dialog.getByRole('button', { name: /^Usar la plantilla / })).toHaveCount(11);
  await expect(dialog).toContainText('Reservas de Restaurante');
  await dialog.getByRole('button', { name: 'Usar la plantilla Reservas de Restaurante' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByText('Plantilla «Reservas de Restaurante» aplicada. Revisa los textos y guarda.'),
  ).toBeVisible();
  const nodes = page.locator('.react-flow__node');
  expect(await nodes.count()).toBeGreaterThan(8);

  // Undo brings the single start node back; redo the template again, and save it.
  await page.keyboard.press('Control+z');
  await expect(nodes).toHaveCount(1);
  await page.keyboard.press('Control+Shift+z');
  await expect.poll(() => nodes.count()).toBeGreaterThan(8);

  // With more than a start on the canvas, another template asks first.
  await page.getByRole('button', { name: 'Plantillas' }).click();
  await dialog.getByRole('button', { name: 'Usar la plantilla Asistente IA' }).click();
  await expect(dialog.getByRole('alert')).toContainText('reemplaza los');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog.getByRole('button', { name: /^Usar la plantilla / })).toHaveCount(11);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();

  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cambios guardados correctamente' })).toBeVisible();
  const stored = await getFlow(request, owner, botId);
  expect(stored.nodes.length).toBeGreaterThan(8);
  expect(stored.nodes.some((node) => node.type === 'action')).toBe(true);
});

test('a bot created from /plubot/create/{templateId} answers on its link with the template', async ({
  page,
  context,
  request,
}) => {
  const owner = await createOwner(request);
  await signIn(context, owner);
  await page.goto('/plubot/create/atencion-al-cliente');
  await expect(page.getByText(/Atención al Cliente/).first()).toBeVisible();
  await page.getByLabel('Nombre de tu Plubot').fill('Soporte Sol');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('radio', { name: /Servicial/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Notion', exact: true }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Activar Plubot' }).click();
  await expect(page).toHaveURL(/\/plubot\/edit\/flow\/[^/]+$/);
  const botId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() as string);
  await expect(page.locator('.react-flow__node-decision')).toBeVisible();

  const bot = await request.get(`/api/plubots/${botId}`, {
    headers: { authorization: `Bearer ${owner.accessToken}` },
  });
  const publicId = (await bot.json()).plubot.public_id as string;
  const visitor = await context.browser()!.newContext({ locale: 'es-ES' });
  const chat = await visitor.newPage();
  await chat.goto(`/chat/${publicId}`);
  await expect(
    chat.getByText('¡Hola! Soy el asistente de atención al cliente. Estoy aquí para ayudarte.'),
  ).toBeVisible();
  const box = chat.getByRole('textbox').first();
  await box.fill('Lucía');
  await box.press('Enter');
  await expect(chat.getByText('Encantado, Lucía. ¿En qué podemos ayudarte?')).toBeVisible();
  await visitor.close();
});
