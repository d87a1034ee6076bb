/// <reference lib="dom" />
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { getLevelStartXp } from '../packages/contracts/src/levels';
import { createFixtureFlow, PASSWORD } from './support/chatFixtures';
import { closeOpenedContextsAfterEach } from './support/closeOpenedContexts';

closeOpenedContextsAfterEach();

// A new user's first hour, as the issue tells it: a bot drafted in the lab before signing up (with
// Byte's help), registration and verification through the UI, landing on the Pluniverse hub with
// the draft offered back, the bot finished in the editor with an End, shared, answered by a stranger,
// and the hub showing it all — then the daily reward, and the hub again at 360 px.
test.use({ locale: 'es-ES', viewport: { width: 1280, height: 800 } });

let api: APIRequestContext;

test.beforeAll(async ({ playwright }, testInfo) => {
  api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
});

test.afterAll(async () => {
  await api.dispose();
});

/** The path of the verification link mailed to `email` (waits for the mail). */
async function verificationPath(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const { mails } = (await (await api.get('/dev/mail.json')).json()) as {
        mails: { to: string; links: string[] }[];
      };
      link = mails.find((mail) => mail.to === email)?.links.find((href) => href.includes('/verify-email/'));
      return link;
    })
    .toBeTruthy();
  return new URL(link as string, 'http://localhost').pathname;
}

const sectionTitle = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const hubSection = (page: Page, name: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

/** The signed-in user's progress as the server sees it. */
async function progressOf(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const response = await api.get('/api/gamification/me', { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { xp: number; level: number; nextLevelXp: number; pluCoins: number };
}

test('a new user’s first hour: lab draft, sign-up, the hub’s steps, a shared bot, a stranger’s chat, the daily reward', async ({
  browser,
}) => {
  // A whole first hour in one journey: three times the usual time.
  test.slow();
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  const email = `hub-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

  // Signed out, the visitor starts a bot in the lab and asks Byte for help there.
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { level: 1, name: 'Crea tu Plubot' })).toBeVisible();
  // The suite asks for less motion, so the welcome shows its whole text at once.
  await expect(page.getByTestId('welcome-lines')).toContainText('Plubot - Tu asistente digital.');
  await page.getByRole('button', { name: 'Descubre tu poder' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/factory');
  await page.getByRole('button', { name: 'Comenzar Creación' }).click();
  await expect(sectionTitle(page, 'Identidad Digital')).toBeVisible();
  await page.getByLabel('Nombre de tu Plubot').fill('Lumen');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(sectionTitle(page, 'Núcleo de Personalidad')).toBeVisible();

  await page.getByRole('button', { name: /Pregúntale a Byte/ }).click();
  const byte = page.getByRole('dialog', { name: 'Byte' });
  await expect(byte).toBeVisible();
  await byte
    .getByRole('textbox', { name: 'Mensaje para Byte' })
    .fill('¿Qué personalidad elijo para atender clientes?');
  await byte.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(byte.getByRole('list', { name: 'Mensajes con Byte' })).toContainText('Servicial');
  await byte.getByRole('button', { name: 'Cerrar el chat con Byte' }).click();
  await expect(byte).toHaveCount(0);

  await page.getByRole('radio', { name: /Servicial/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(sectionTitle(page, 'Poderes del Plubot')).toBeVisible();

  // Registration and verification through the UI.
  await page.goto('/register');
  await page.getByLabel('Nombre completo').fill('Lyra Pionera');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'REGISTRARSE', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/auth/verify-email');
  await page.goto(await verificationPath(email));
  await expect(page).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('message') === 'verified',
  );
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();

  // Login lands on the hub: the draft is offered back, the next step is to create a bot.
  await expect(page).toHaveURL((url) => url.pathname === '/pluniverse');
  await expect(page.getByRole('heading', { level: 1, name: 'Tu Pluniverse' })).toBeVisible();
  const draft = hubSection(page, 'Tienes un Plubot a medio crear');
  await expect(draft).toContainText('«Lumen»');
  await expect(draft).toContainText('paso 3 de 4');
  const step = page.locator('[data-step]');
  await expect(step.getByRole('heading', { level: 2 })).toHaveText('Crea tu primer bot');
  await expect(step.getByRole('link', { name: 'Ir a la Fábrica de Bots' })).toHaveAttribute(
    'href',
    '/welcome',
  );
  await expect(hubSection(page, 'Tus bots')).toContainText('Aún no tienes bots');

  // The map's six regions are real links.
  const regions = page.getByRole('list', { name: 'Regiones del Pluniverse' });
  for (const [name, href] of [
    ['Fábrica de Bots', '/welcome'],
    ['Academia', '/academy'],
    ['Mercado', '/marketplace'],
    ['Coliseo', '/coliseum'],
    ['Torre de Creativos', '/tower'],
    ['Santuario del Fundador', '/sanctuary'],
  ] as const) {
    await expect(regions.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
  }

  // Continuing the draft returns to the lab where it was; the bot is activated.
  await draft.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/factory');
  await expect(sectionTitle(page, 'Poderes del Plubot')).toBeVisible();
  await page.getByRole('button', { name: 'Notion', exact: true }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(sectionTitle(page, 'Activación Final')).toBeVisible();
  await expect(page.locator('dl')).toContainText('Lumen');
  await page.getByRole('button', { name: 'Activar Plubot' }).click();
  await expect(page).toHaveURL(/\/plubot\/edit\/flow\/[^/]+$/);
  const botId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() as string);

  // The hub now asks to finish its flow: the editor, where a flow with an End is saved.
  await page.goto('/pluniverse');
  await expect(page.getByRole('region', { name: 'Tienes un Plubot a medio crear' })).toHaveCount(0);
  await expect(step.getByRole('heading', { level: 2 })).toHaveText('Termina su conversación');
  await expect(step).toContainText('Con «Lumen»');
  await step.getByRole('link', { name: 'Abrir el editor' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/plubot/edit/flow/${botId}`);
  await expect(page.locator('.react-flow__node-start')).toBeVisible();
  await page.getByRole('button', { name: 'Importar/Exportar' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Importar / Exportar' });
  const { nodes, edges } = createFixtureFlow();
  await importDialog
    .getByRole('textbox', { name: 'Datos del flujo (JSON)' })
    .fill(JSON.stringify({ nodes, edges }));
  await importDialog.getByRole('button', { name: 'Importar flujo' }).click();
  await expect(importDialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cambios guardados correctamente' })).toBeVisible();

  // Next: share it. The step leads to the editor, whose sharing panel copies the link.
  await page.goto('/pluniverse');
  await expect(step.getByRole('heading', { level: 2 })).toHaveText('Compártelo con el mundo');
  await step.getByRole('link', { name: 'Ir a compartir' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/plubot/edit/flow/${botId}`);
  await page.getByRole('button', { name: 'Compartir', exact: true }).click();
  const share = page.getByRole('dialog', { name: 'Compartir Lumen' });
  await expect(share).toBeVisible();
  // What was saved is a draft: the panel offers to publish it before the link is shared.
  await share.getByRole('button', { name: 'Publicar ahora' }).click();
  await expect(share.getByText(/^Publicada la versión \d+: el enlace ya la muestra\.$/)).toBeVisible();
  const link = await share.getByRole('textbox', { name: 'Enlace directo' }).inputValue();
  expect(link).toMatch(/\/chat\/[^/]+$/);
  const copy = share.getByRole('button', { name: 'Copiar: Enlace directo' });
  // The copy is reported to the server as a fact; the hub reads it, so wait for it to be stored.
  const reported = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/gamification/facts') && response.request().method() === 'POST',
  );
  await copy.click();
  await expect(copy).toHaveText('¡Copiado!');
  expect((await reported).ok()).toBe(true);

  // Next: a first contact. A stranger, in another browser context, chats and leaves an e-mail.
  await page.goto('/pluniverse');
  await expect(step.getByRole('heading', { level: 2 })).toHaveText('Consigue tu primer contacto');
  await expect(step.getByRole('link', { name: 'Ver mis contactos' })).toHaveAttribute(
    'href',
    `/plubot/conversations/${botId}`,
  );
  const publicPath = new URL(link).pathname;
  const strangerContext = await browser.newContext({ locale: 'es-ES' });
  const stranger = await strangerContext.newPage();
  await stranger.goto(publicPath);
  const log = stranger.getByRole('log', { name: 'Mensajes de la conversación' });
  await expect(log).toContainText('¿Cómo te llamas?');
  await stranger.getByRole('textbox', { name: 'Tu respuesta' }).fill('Leo');
  await stranger.getByRole('textbox', { name: 'Tu respuesta' }).press('Enter');
  await expect(log).toContainText('Encantado, Leo. ¿Qué necesitas?');
  await stranger.getByRole('button', { name: 'Soporte' }).click();
  await expect(log).toContainText('¿Cuál es tu email, Leo?');
  await stranger.getByRole('textbox', { name: 'Tu respuesta' }).fill('leo@example.com');
  await stranger.getByRole('textbox', { name: 'Tu respuesta' }).press('Enter');
  await expect(log).toContainText('leo@example.com');
  await strangerContext.close();

  // Back on the hub: this month's conversation, the XP and level, the activity and achievements.
  await page.goto('/pluniverse');
  const bots = hubSection(page, 'Tus bots');
  const lumen = bots
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Lumen' }) });
  await expect(lumen).toContainText('1 conversación este mes');
  await expect(lumen.getByRole('link', { name: 'Conversaciones de Lumen' })).toHaveAttribute(
    'href',
    `/plubot/conversations/${botId}`,
  );
  await expect(lumen.getByRole('link', { name: 'Editar flujo de Lumen' })).toHaveAttribute(
    'href',
    `/plubot/edit/flow/${botId}`,
  );
  await expect(bots).toContainText(/Te quedan \d+ de 100 respuestas este mes\./);
  await expect(step.getByRole('heading', { level: 2 })).toHaveText('Aprende algo nuevo');

  const server = await progressOf(page);
  expect(server.level).toBe(3);
  const progress = hubSection(page, 'Tu progreso');
  await expect(progress).toContainText(`Nivel ${server.level}`);
  // The first contact paid too (its reward and an achievement): level 3.
  await expect(progress).toContainText('Explorador Orbital');
  await expect(progress).toContainText(`${server.xp} XP en total`);
  const bar = progress.getByRole('progressbar');
  const start = getLevelStartXp(server.level);
  const expected = Math.floor(((server.xp - start) / (server.nextLevelXp - start)) * 100);
  await expect(bar).toHaveAttribute('aria-valuenow', String(Math.min(expected, 100)));

  const activity = hubSection(page, 'Actividad reciente');
  await expect(activity).toContainText('Tu bot tuvo su primera conversación.');
  await expect(activity).toContainText('Compartiste tu bot por primera vez.');
  await expect(activity).toContainText('Creaste tu primer bot, «Lumen».');
  const achievements = hubSection(page, 'Logros');
  await expect(achievements.getByRole('heading', { level: 3, name: 'Primera conversación' })).toBeVisible();
  await expect(achievements.getByRole('heading', { level: 3, name: 'Primer envío' })).toBeVisible();

  // The daily reward: claimed once, then it comes back tomorrow.
  const coins = progress.getByTestId('hub-plucoins');
  const before = Number((await coins.textContent())?.replace(/\D/g, ''));
  await progress.getByRole('button', { name: 'Reclamar +100 PluCoins' }).click();
  await expect(progress).toContainText('Vuelve mañana');
  await expect(progress.getByRole('button', { name: 'Reclamar +100 PluCoins' })).toHaveCount(0);
  await expect(coins).toHaveText(String(before + 100));
  await expect(progress).toContainText('1 día seguido');
  await expect(activity).toContainText('Reclamaste tu recompensa diaria.');

  // At 360 px the hub fits: no horizontal overflow, the regions as a list.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tu Pluniverse' })).toBeVisible();
  await expect(regions.getByRole('link')).toHaveCount(6);
  for (const region of await regions.getByRole('link').all()) await expect(region).toBeVisible();
  await expect(lumen).toContainText('1 conversación este mes');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});
