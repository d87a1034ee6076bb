/// <reference lib="dom" />
import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { PASSWORD } from './support/chatFixtures';
import { closeOpenedContextsAfterEach } from './support/closeOpenedContexts';

closeOpenedContextsAfterEach();

// Issue 26's first hour, end to end, as a new owner lives it on a desktop and on a phone: register
// and verify through the UI, build a bot in the lab, land in the editor titled with its name, start
// from a template that asks for an e-mail, share it; a stranger chats on the link and leaves an
// e-mail. The owner then finds the contact in Contactos without having added any node for it, hears
// about it in the bell, and the plan counted only the stranger's messages.
test.describe.configure({ mode: 'serial' });

let run = 0;
const sectionTitle = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

/** The in-app path of the newest link containing `linkPart` mailed to `to` (waits for the mail). */
async function mailedLink(request: APIRequestContext, to: string, linkPart: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const { mails } = (await (await request.get('/dev/mail.json')).json()) as {
        mails: { to: string; links: string[] }[];
      };
      link = mails.find((mail) => mail.to === to)?.links.find((candidate) => candidate.includes(linkPart));
      return link;
    })
    .toBeTruthy();
  const url = new URL(link as string);
  return `${url.pathname}${url.search}`;
}

async function firstHour(browser: Browser, request: APIRequestContext, device: BrowserContextOptions) {
  run += 1;
  const email = `primera-hora-${run}-${Date.now().toString(36)}@example.com`;
  const botName = `Brisa ${run}`;
  const owner = await browser.newContext({ locale: 'es-ES', ...device });
  const page = await owner.newPage();

  // Register and verify through the UI, then sign in.
  await page.goto('/register');
  await page.getByLabel('Nombre completo').fill('Irene Pionera');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'REGISTRARSE', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/auth/verify-email');
  await page.goto(await mailedLink(request, email, '/auth/verify-email/'));
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/pluniverse');

  // The lab, step by step, up to «Activar Plubot».
  await page.goto('/welcome');
  await page.getByRole('button', { name: 'Descubre tu poder' }).click();
  await page.getByRole('button', { name: 'Comenzar Creación' }).click();
  await expect(sectionTitle(page, 'Identidad Digital')).toBeVisible();
  await page.getByLabel('Nombre de tu Plubot').fill(botName);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(sectionTitle(page, 'Núcleo de Personalidad')).toBeVisible();
  await page.getByRole('radio', { name: /Servicial/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(sectionTitle(page, 'Poderes del Plubot')).toBeVisible();
  await page.getByRole('button', { name: 'Slack', exact: true }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(sectionTitle(page, 'Activación Final')).toBeVisible();
  await page.getByRole('button', { name: 'Activar Plubot' }).click();

  // Straight into the editor, its flow titled with the bot's name.
  await expect(page).toHaveURL(/\/plubot\/edit\/flow\/[^/]+$/);
  const botId = new URL(page.url()).pathname.split('/').pop() as string;
  await expect(page.getByRole('textbox', { name: 'Nombre del flujo' })).toHaveValue(botName);

  // The empty canvas offers the templates: the lead-qualification one asks for an e-mail.
  const offer = page.getByRole('region', { name: 'Empieza con una plantilla' });
  await offer.getByRole('button', { name: 'Usar la plantilla Calificación de Leads' }).click();
  await expect(offer).toHaveCount(0);
  await expect(page.locator('.react-flow__node[data-id="ask-email"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cambios guardados correctamente' })).toBeVisible();

  // Share: the bot's public link. What was saved is a draft: the panel offers to publish it first.
  await page.getByRole('button', { name: 'Compartir', exact: true }).click();
  const share = page.getByRole('dialog', { name: `Compartir ${botName}` });
  await expect(share.getByText(/Tu borrador tiene \d+ cambios? sin publicar/)).toBeVisible();
  await share.getByRole('button', { name: 'Publicar ahora' }).click();
  await expect(share.getByText('Publicada la versión 2: el enlace ya la muestra.')).toBeVisible();
  const link = new URL(await share.getByRole('textbox', { name: 'Enlace directo' }).inputValue()).pathname;
  await share.getByRole('button', { name: 'Cerrar' }).first().click();

  // The owner opens the link too, and leaves without writing: a view, not a reply.
  const ownerLook = await owner.newPage();
  await ownerLook.goto(link);
  await expect(ownerLook.getByRole('log', { name: 'Mensajes de la conversación' })).toContainText(
    '¿Cómo te llamas?',
  );
  await ownerLook.close();

  // A stranger chats on the link and leaves an e-mail.
  const strangerContext = await browser.newContext({ locale: 'es-ES', ...device });
  const stranger = await strangerContext.newPage();
  await stranger.goto(link);
  const log = stranger.getByRole('log', { name: 'Mensajes de la conversación' });
  const box = stranger.getByRole('textbox', { name: 'Tu respuesta' });
  const say = async (text: string, next: string) => {
    await box.fill(text);
    await box.press('Enter');
    await expect(log).toContainText(next);
  };
  await expect(log).toContainText('¿Cómo te llamas?');
  await say('Marta', '¿Cuál es tu correo de trabajo?');
  await say('marta@empresa.com', '¿Cómo se llama tu empresa?');
  await say('Orbital SL', '¿Qué te gustaría hacer?');
  await stranger.getByRole('button', { name: 'Solo estoy mirando' }).click();
  await expect(log).toContainText('¡Gracias, Marta! Hablamos muy pronto.');
  await strangerContext.close();

  // The owner hears about it: the bell leads to Contactos, where the contact waits.
  await page.goto('/pluniverse');
  const header = page.getByRole('banner');
  // On a phone the header's actions live in its menu.
  const menu = header.getByRole('button', { name: 'Abrir menú', exact: true });
  if (device.isMobile) await menu.click();
  await page.getByRole('button', { name: /^Notificaciones \(\d+ sin leer\)$/ }).click();
  const bell = page.getByRole('region', { name: 'Notificaciones' });
  await expect(bell).toContainText(`Nuevo contacto en ${botName}`);
  await expect(bell).toContainText(`¡${botName} tuvo su primera conversación!`);

  await page.goto(`/plubot/conversations/${botId}`);
  const contacts = page.getByRole('region', { name: 'Tabla de contactos' });
  const row = contacts.getByRole('row').filter({ hasText: 'marta@empresa.com' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Marta');
  const answers = page.getByRole('region', { name: 'Tabla de respuestas' });
  await expect(answers.getByRole('row').filter({ hasText: 'Orbital SL' })).toHaveCount(1);

  // The plan counted the stranger's four messages: not the views, not the owner's look.
  await expect(page.getByText('4 de 100 respuestas del plan gratuito')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await owner.close();
}

test('the first hour on a desktop: register → lab → editor → template → a stranger’s e-mail becomes a contact', async ({
  browser,
  request,
}) => {
  test.slow();
  await firstHour(browser, request, { viewport: { width: 1280, height: 800 } });
});

test('the first hour on a phone (360 px, touch screen)', async ({ browser, request }) => {
  test.slow();
  await firstHour(browser, request, {
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
});
