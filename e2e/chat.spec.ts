/// <reference lib="dom" />
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  type Bot,
  createBotWithFlow,
  createFixtureFlow,
  createOwner,
  type Owner,
  openModalByEvent,
  signedInContext,
  visitorHeaders,
  XSS_TEXT,
} from './support/chatFixtures';
import { closeOpenedContextsAfterEach } from './support/closeOpenedContexts';

closeOpenedContextsAfterEach();

// A bot really answers on its link: a visitor talks to it on /chat/{publicId} (typing and pressing
// buttons), its owner reads the conversation and the lead, and the editor's simulation runs the
// same flow in the browser.
test.use({ locale: 'es-ES' });

let api: APIRequestContext;
let owner: Owner;
let bot: Bot;

test.beforeAll(async ({ playwright }, testInfo) => {
  api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  owner = await createOwner(api, 'chat-owner');
  bot = await createBotWithFlow(api, owner);
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

test('a visitor completes the conversation on the bot link, on a phone', async ({ browser }) => {
  // A fresh context: no account, nothing stored, a 360 px wide phone.
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await page.goto(`/chat/${bot.publicId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nova' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0); // no site header on the chat page
  await expect(log(page)).toContainText('¡Hola! Soy Nova.');
  await expect(log(page)).toContainText('¿Cómo te llamas?');

  await say(page, 'Ana');
  await expect(log(page).getByText('Ana', { exact: true })).toBeVisible();
  await expect(log(page)).toContainText('Encantado, Ana. ¿Qué necesitas?');
  await expect(page.getByRole('button', { name: 'Precios' })).toBeVisible();

  await page.getByRole('button', { name: 'Soporte' }).click();
  await expect(log(page)).toContainText('¿Cuál es tu email, Ana?');
  await expect(page.getByRole('button', { name: 'Precios' })).toHaveCount(0);
  await expect(replyBox(page)).toHaveAttribute('type', 'email');

  // The bot's own validation message explains a wrong answer.
  await say(page, 'esto no es un email');
  await expect(log(page)).toContainText('Por favor ingresa un email válido.');
  await expect(replyBox(page)).toHaveAttribute('aria-invalid', 'true');

  await say(page, 'ana@example.com');
  await expect(log(page)).toContainText('¡Hasta pronto, Ana!');
  await expect(page.getByText('La conversación ha terminado')).toBeVisible();
  await expect(replyBox(page)).toHaveCount(0);

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Restart, and take the other branch, whose message carries markup.
  await page.getByRole('button', { name: 'Reiniciar conversación' }).last().click();
  await expect(log(page)).not.toContainText('¡Hasta pronto, Ana!');
  await expect(log(page)).toContainText('¿Cómo te llamas?');
  await say(page, 'Luis');
  await page.getByRole('button', { name: 'Precios' }).click();
  await expect(log(page)).toContainText(`${XSS_TEXT} El plan Pro cuesta 10 €.`);
  await expect(log(page).locator('img')).toHaveCount(0);
  await expect(log(page)).toContainText('¡Hasta pronto, Luis!');
  expect(dialogs).toEqual([]);

  await page.screenshot({ path: '/tmp/chat-phone.png' });
  await context.close();
});

test('a reload carries the conversation on with its credential; one remembered without it starts anew', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const transcripts: { url: string; token: string | undefined }[] = [];
  page.on('request', (request) => {
    if (/\/api\/chat\/sessions\/[^/]+\?publicId=/.test(request.url())) {
      transcripts.push({ url: request.url(), token: request.headers()['x-visitor-token'] });
    }
  });
  await page.goto(`/chat/${bot.publicId}`);
  await expect(log(page)).toContainText('¿Cómo te llamas?');
  await say(page, 'Rita');
  await expect(log(page)).toContainText('Encantado, Rita. ¿Qué necesitas?');
  const key = `plubot-chat-session-${bot.publicId}`;
  const stored = JSON.parse((await page.evaluate((name) => localStorage.getItem(name), key)) ?? '{}') as {
    sessionId: string;
    visitorToken?: string;
    savedAt: number;
  };
  expect(stored.visitorToken).toBeTruthy();

  // The transcript is asked with the credential in its header: the conversation goes on where it stood.
  await page.reload();
  await expect(log(page)).toContainText('Encantado, Rita. ¿Qué necesitas?');
  await expect(page.getByRole('button', { name: 'Precios' })).toBeVisible();
  expect(transcripts).toEqual([expect.objectContaining({ token: stored.visitorToken })]);
  expect(transcripts[0]?.url).toContain(`/api/chat/sessions/${stored.sessionId}?`);

  // A conversation remembered before credentials existed is forgotten: a new one starts, no error.
  await page.evaluate(([name, value]) => localStorage.setItem(name, value), [
    key,
    JSON.stringify({ sessionId: stored.sessionId, savedAt: Date.now() }),
  ] as const);
  await page.reload();
  await expect(log(page)).toContainText('¿Cómo te llamas?');
  await expect(log(page)).not.toContainText('Rita');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(transcripts).toHaveLength(1);
  const renewed = JSON.parse((await page.evaluate((name) => localStorage.getItem(name), key)) ?? '{}') as {
    sessionId: string;
    visitorToken?: string;
  };
  expect(renewed.sessionId).not.toBe(stored.sessionId);
  expect(renewed.visitorToken).toBeTruthy();
  // The new conversation answers with its own credential.
  await say(page, 'Nora');
  await expect(log(page)).toContainText('Encantado, Nora. ¿Qué necesitas?');
  await context.close();
});

test('the owner reads the conversations, the leads (also as CSV) and the month usage', async ({
  browser,
}) => {
  // A conversation of its own, so this test does not depend on the order of the others.
  const start = await api.post(`/api/chat/${bot.publicId}/start`, { data: { channel: 'web' } });
  const visitor = (await start.json()) as { sessionId: string; visitorToken?: string };
  for (const data of [{ text: 'Marta' }, { optionId: 'menu-cond-2' }, { text: 'marta@example.com' }]) {
    const headers = visitorHeaders(visitor);
    expect((await api.post(`/api/chat/sessions/${visitor.sessionId}/reply`, { data, headers })).ok()).toBe(
      true,
    );
  }

  const context = await signedInContext(browser, owner);
  const page = await context.newPage();
  await page.goto(`/plubot/conversations/${bot.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Conversaciones de Nova' })).toBeVisible();
  await expect(page.getByText(/\d+ de 100 respuestas del plan gratuito/)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Respuestas de este mes' })).toBeVisible();

  const conversation = page.locator('details').filter({ hasText: 'Chat web' }).first();
  await expect(conversation).toBeVisible();
  await conversation.locator('summary').click();
  await expect(conversation).toContainText('marta@example.com');
  await expect(conversation).toContainText('¡Hasta pronto, Marta!');

  // The e-mail made the contact by itself: one row per person, with its name and e-mail.
  const contacts = page.getByRole('region', { name: 'Contactos', exact: true });
  const leads = contacts.getByRole('region', { name: 'Tabla de contactos' });
  await expect(leads.getByRole('columnheader', { name: 'Email', exact: true })).toBeVisible();
  await expect(leads.getByRole('row').filter({ hasText: 'marta@example.com' })).toContainText('Marta');
  // Every answer of the conversation is its result.
  const answers = page.getByRole('region', { name: 'Tabla de respuestas' });
  await expect(answers.getByRole('row').filter({ hasText: 'marta@example.com' })).toContainText('Marta');

  const downloading = page.waitForEvent('download');
  await contacts.getByRole('button', { name: 'Descargar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('contactos-Nova.csv');
  const csv = await (await import('node:fs/promises')).readFile((await download.path()) as string, 'utf8');
  expect(csv).toContain('marta@example.com');
  expect(csv.split('\r\n')[0]).toContain('fecha');

  await page.screenshot({ path: '/tmp/chat-conversations.png', fullPage: true });
  await context.close();
});

test('an unknown bot link says so', async ({ page }) => {
  await page.goto('/chat/no-existe-este-bot');
  await expect(page.getByRole('alert')).toContainText('Este Plubot no existe o ya no está disponible.');
});

test('/public-chat opens a pasted link and refuses what is not one', async ({ page }) => {
  await page.goto('/public-chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat Público' })).toBeVisible();
  const field = page.getByLabel('Enlace o ID público del bot');
  await field.fill('esto no es un enlace');
  await page.getByRole('button', { name: 'Abrir chat' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Pega un enlace de chat (…/chat/…) o el ID público de un bot.',
  );

  await field.fill(`https://otro-sitio.example/chat/${bot.publicId}?embed=1`);
  await page.getByRole('button', { name: 'Abrir chat' }).click();
  await expect(page).toHaveURL(`/chat/${bot.publicId}`);
  await expect(log(page)).toContainText('¿Cómo te llamas?');
});

test('the simulation runs the unsaved flow in the browser and shows nodes and variables', async ({
  page,
}) => {
  const flow = createFixtureFlow();
  // A node the saved flow does not have: the simulation runs what the editor holds right now.
  const menu = flow.nodes.find((node) => node.id === 'menu');
  if (menu) (menu.data as { question: string }).question = 'Hola de nuevo, {{nombre}}. ¿Qué necesitas?';

  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Simulación: Nova' });
  await openModalByEvent(dialog, () =>
    page.evaluate((data) => {
      const active: string[] = [];
      (window as unknown as { activeNodes: string[] }).activeNodes = active;
      window.dispatchEvent(
        new CustomEvent('plubot-open-modal', {
          detail: {
            modal: 'simulation',
            props: {
              ...data,
              plubotName: 'Nova',
              initialMessage: '¡Hola! Soy Nova.',
              onNodeActive: (id: string) => active.push(id),
            },
          },
        }),
      );
    }, flow),
  );
  await expect(log(page)).toContainText('¿Cómo te llamas?');
  await say(page, 'Ana');
  await expect(log(page)).toContainText('Hola de nuevo, Ana. ¿Qué necesitas?');
  // The active node by its title, never its internal id.
  await expect(dialog.getByText('Menú', { exact: true })).toBeVisible();
  await expect(dialog.getByText('menu', { exact: true })).toHaveCount(0);
  // Asking for a person: the owner plays the person of the team, then gives it back to the bot.
  await say(page, 'Quiero hablar con una persona');
  const person = dialog.getByRole('region', { name: 'Respondes como la persona del equipo' });
  await person.getByLabel('Tu mensaje al visitante').fill('Hola Ana, soy del equipo.');
  await person.getByRole('button', { name: 'Enviar' }).click();
  await expect(log(page)).toContainText('Hola Ana, soy del equipo.');
  await person.getByRole('button', { name: 'Devolver al bot' }).click();
  await expect(person).toBeHidden();
  await expect(log(page)).toContainText('La conversación vuelve al asistente automático.');
  await dialog.getByRole('button', { name: 'Soporte' }).click();
  await say(page, 'simulada@example.com');
  await expect(log(page)).toContainText('¡Hasta pronto, Ana!');

  const variables = dialog.getByRole('region', { name: 'Variables' });
  await expect(variables).toContainText('nombre');
  await expect(variables).toContainText('simulada@example.com');
  await expect(dialog.getByRole('region', { name: 'Registro' })).toContainText(
    'Contacto guardado: nombre=Ana, email=simulada@example.com (simulado)',
  );
  const active = await page.evaluate(() => (window as unknown as { activeNodes: string[] }).activeNodes);
  expect(active).toEqual(expect.arrayContaining(['start-1', 'ask-name', 'menu', 'ask-email', 'end-1']));
  await page.screenshot({ path: '/tmp/chat-simulation.png' });

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // The simulated lead was not stored.
  const leads = await api.get(`/api/plubots/${bot.id}/leads`, {
    headers: { authorization: `Bearer ${owner.accessToken}` },
  });
  expect(leads.ok()).toBe(true);
  expect(await leads.text()).not.toContain('simulada@example.com');
});
