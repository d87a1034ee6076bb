/// <reference lib="dom" />
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  createBot,
  createFixtureFlow,
  createOwner,
  type Owner,
  signedInContext,
  XSS_TEXT,
} from './support/chatFixtures';
import { closeOpenedContextsAfterEach } from './support/closeOpenedContexts';
import { publishFlow } from './support/nodeTypeSteps';

closeOpenedContextsAfterEach();

// Issue 7's two journeys, end to end in real Chromium against the real server: a bot made with the
// quick creator answers a visitor on its link and its lead reaches the owner; and a flow built in
// the editor is simulated, then answered on /chat/{publicId}, where markup only ever shows as text.
test.use({ locale: 'es-ES', viewport: { width: 1440, height: 900 } });

let api: APIRequestContext;

test.beforeAll(async ({ playwright }, testInfo) => {
  api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
});

test.afterAll(async () => {
  await api.dispose();
});

const log = (page: Page) => page.getByRole('log', { name: 'Mensajes de la conversación' });
const replyBox = (page: Page) => page.getByRole('textbox', { name: 'Tu respuesta' });

async function say(page: Page, text: string) {
  await replyBox(page).fill(text);
  await replyBox(page).press('Enter');
}

/** Records every alert/confirm/prompt the page opens (none should). */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

async function botsOf(owner: Owner): Promise<{ id: string; name: string; public_id: string }[]> {
  const response = await api.get('/api/plubots', {
    headers: { authorization: `Bearer ${owner.accessToken}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { plubots: { id: string; name: string; public_id: string }[] }).plubots;
}

test('journey A: a /personalization bot with three buttons and name/e-mail collection answers on its link and its lead reaches the owner', async ({
  browser,
}) => {
  const owner = await createOwner(api, 'journey-a');
  const ownerContext = await signedInContext(browser, owner);
  const ownerPage = await ownerContext.newPage();

  // The owner fills the quick creator and saves.
  await ownerPage.goto('/personalization');
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Plubot Despierto' })).toBeVisible();
  await ownerPage.getByLabel('Nombre', { exact: true }).fill('Kora Tienda');
  await ownerPage.getByRole('radio', { name: 'Servicial' }).check();
  await ownerPage.getByLabel('Mensaje de bienvenida').fill('¡Hola! Soy Kora, de la tienda.');
  await ownerPage.getByLabel('Pregunta del menú').fill('¿Qué te interesa hoy?');
  const menu = [
    ['Envíos', 'Enviamos a todo el país en 48 horas.'],
    ['Devoluciones', 'Tienes 30 días para devolver cualquier compra.'],
    ['Pagos', 'Aceptamos tarjeta y transferencia.'],
  ] as const;
  for (const [index, [label, answer]] of menu.entries()) {
    if (index > 0) await ownerPage.getByRole('button', { name: 'Añadir botón' }).click();
    await ownerPage.getByLabel(`Texto del botón ${index + 1}`).fill(label);
    await ownerPage.getByLabel(`Respuesta del botón ${index + 1}`).fill(answer);
  }
  // Both collection switches on (they start on; set them explicitly as a user would check).
  for (const name of ['Pedir su nombre', 'Pedir su e-mail (con validación)']) {
    const toggle = ownerPage.getByRole('switch', { name });
    if (!(await toggle.isChecked())) await toggle.click();
    await expect(toggle).toBeChecked();
  }
  await ownerPage.getByRole('button', { name: 'Guardar y activar' }).click();
  await expect(ownerPage.getByRole('heading', { name: '¡Kora Tienda está despierto!' })).toBeVisible();
  const chatLink = await ownerPage.getByLabel('Enlace público del chat').inputValue();
  expect(chatLink).toMatch(/\/chat\/[^/]+$/);

  // A visitor, with nothing stored, opens the shown link and talks to the bot.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const dialogs = watchDialogs(visitor);
  await visitor.goto(chatLink);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Kora Tienda' })).toBeVisible();
  await expect(log(visitor)).toContainText('¡Hola! Soy Kora, de la tienda.');
  await expect(log(visitor)).toContainText('¿Cómo te llamas?');

  await say(visitor, 'Ana Ruiz');
  await expect(log(visitor).getByText('Ana Ruiz', { exact: true })).toBeVisible();
  await expect(log(visitor)).toContainText('Gracias, Ana Ruiz. ¿Cuál es tu correo electrónico?');

  await say(visitor, 'ana-sin-arroba');
  await expect(log(visitor)).toContainText(
    'Ese correo no parece válido. Escríbelo de nuevo, por ejemplo: nombre@correo.com',
  );
  await expect(visitor.getByRole('button', { name: 'Envíos' })).toHaveCount(0);

  await say(visitor, 'ana.ruiz@example.com');
  await expect(log(visitor)).toContainText('¿Qué te interesa hoy?');
  for (const [label] of menu) await expect(visitor.getByRole('button', { name: label })).toBeVisible();

  await visitor.getByRole('button', { name: 'Devoluciones' }).click();
  await expect(log(visitor)).toContainText('Tienes 30 días para devolver cualquier compra.');
  await expect(log(visitor)).toContainText('¡Gracias por escribirnos! Que tengas un gran día.');
  await expect(visitor.getByText('La conversación ha terminado')).toBeVisible();
  await expect(replyBox(visitor)).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Envíos' })).toHaveCount(0);
  expect(dialogs).toEqual([]);
  await visitorContext.close();

  // The owner finds the conversation and the lead from the profile.
  const [bot] = await botsOf(owner);
  expect(bot).toMatchObject({ name: 'Kora Tienda' });
  expect(chatLink.endsWith(`/chat/${bot?.public_id}`)).toBe(true);
  await ownerPage.goto('/profile');
  await ownerPage
    .getByRole('article', { name: 'Kora Tienda' })
    .getByRole('link', { name: 'Ver conversaciones' })
    .click();
  await expect(ownerPage).toHaveURL((url) => url.pathname === `/plubot/conversations/${bot?.id}`);
  await expect(
    ownerPage.getByRole('heading', { level: 1, name: 'Conversaciones de Kora Tienda' }),
  ).toBeVisible();

  // One contact for Ana, and her answers as the conversation's result.
  const lead = ownerPage
    .getByRole('region', { name: 'Tabla de contactos' })
    .getByRole('row')
    .filter({ hasText: 'ana.ruiz@example.com' });
  await expect(lead).toHaveCount(1);
  await expect(lead).toContainText('Ana Ruiz');
  await expect(lead).toContainText('Devoluciones');
  const answers = ownerPage
    .getByRole('region', { name: 'Tabla de respuestas' })
    .getByRole('row')
    .filter({ hasText: 'ana.ruiz@example.com' });
  await expect(answers).toHaveCount(1);
  await expect(answers).toContainText('Devoluciones');

  const conversation = ownerPage.locator('details').filter({ hasText: 'Chat web' });
  await expect(conversation).toHaveCount(1);
  await expect(conversation).toContainText('Terminada');
  await conversation.getByText('Chat web').click();
  const transcript = conversation.getByRole('list');
  for (const line of [
    '¡Hola! Soy Kora, de la tienda.',
    'Ana Ruiz',
    'ana-sin-arroba',
    'Ese correo no parece válido. Escríbelo de nuevo, por ejemplo: nombre@correo.com',
    'ana.ruiz@example.com',
    '¿Qué te interesa hoy?',
    'Devoluciones',
    'Tienes 30 días para devolver cualquier compra.',
  ]) {
    await expect(transcript.getByText(line, { exact: true }).first()).toBeVisible();
  }
  await ownerContext.close();
});

test('journey B: a flow imported in the editor is saved, simulated and answered on /chat/{publicId}, showing markup as text', async ({
  browser,
}) => {
  const owner = await createOwner(api, 'journey-b');
  const bot = await createBot(api, owner, 'Vela');
  const ownerContext = await signedInContext(browser, owner);
  const page = await ownerContext.newPage();
  const ownerDialogs = watchDialogs(page);

  // The owner pastes the flow into the editor's import modal.
  await page.goto(`/plubot/edit/flow/${bot.id}`);
  await expect(page.locator('.react-flow__node-start')).toBeVisible();
  await page.getByRole('button', { name: 'Importar/Exportar' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Importar / Exportar' });
  const { nodes, edges } = createFixtureFlow();
  await importDialog
    .getByRole('textbox', { name: 'Datos del flujo (JSON)' })
    .fill(JSON.stringify({ nodes, edges }));
  await importDialog.getByRole('button', { name: 'Importar flujo' }).click();
  await expect(importDialog).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({
      hasText: `¡Flujo importado exitosamente! Se cargaron ${nodes.length} nodos y ${edges.length} aristas.`,
    }),
  ).toBeVisible();
  await expect(page.locator('.react-flow__node-decision')).toContainText('Encantado, {{nombre}}');
  await expect(page.locator('.react-flow__node img[src="x"]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cambios guardados correctamente' })).toBeVisible();

  // Simulation: the bot asks the name, offers the two buttons and answers the chosen one.
  await page.getByRole('button', { name: 'Simular' }).click();
  const simulation = page.getByRole('dialog', { name: 'Simulación: Vela' });
  await expect(simulation).toBeVisible();
  await expect(log(page)).toContainText('¡Hola! Soy Vela.');
  await expect(log(page)).toContainText('¿Cómo te llamas?');
  await say(page, 'Leo');
  await expect(log(page)).toContainText('Encantado, Leo. ¿Qué necesitas?');
  await simulation.getByRole('button', { name: 'Soporte' }).click();
  await expect(log(page)).toContainText('¿Cuál es tu email, Leo?');
  await say(page, 'leo@example.com');
  await expect(log(page)).toContainText('¡Hasta pronto, Leo!');
  await simulation.getByRole('button', { name: 'Cerrar simulación' }).click();
  await expect(simulation).toHaveCount(0);
  expect(ownerDialogs).toEqual([]);

  // What the simulation tried goes live with 'Publicar'.
  await publishFlow(page);

  // No sharing panel: the public id comes from the bot itself.
  const response = await api.get(`/api/plubots/${bot.id}`, {
    headers: { authorization: `Bearer ${owner.accessToken}` },
  });
  expect(response.ok()).toBe(true);
  const publicId = ((await response.json()) as { plubot: { public_id: string } }).plubot.public_id;
  expect(publicId).toBeTruthy();

  // A visitor in a fresh context takes the branch whose message carries markup.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const dialogs = watchDialogs(visitor);
  await visitor.goto(`/chat/${publicId}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Vela' })).toBeVisible();
  await expect(log(visitor)).toContainText('¿Cómo te llamas?');
  await say(visitor, 'Mia');
  await expect(log(visitor)).toContainText('Encantado, Mia. ¿Qué necesitas?');
  await expect(visitor.getByRole('button', { name: 'Soporte' })).toBeVisible();
  await visitor.getByRole('button', { name: 'Precios' }).click();

  await expect(log(visitor).getByText(`${XSS_TEXT} El plan Pro cuesta 10 €.`, { exact: true })).toBeVisible();
  await expect(log(visitor)).toContainText('¡Hasta pronto, Mia!');
  await expect(visitor.getByText('La conversación ha terminado')).toBeVisible();
  await expect(visitor.locator('img[src="x"]')).toHaveCount(0);
  await expect(log(visitor).locator('img')).toHaveCount(0);
  expect(dialogs).toEqual([]);
  expect(ownerDialogs).toEqual([]);

  await visitorContext.close();
  await ownerContext.close();
});
