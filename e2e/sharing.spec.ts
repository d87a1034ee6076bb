/// <reference lib="dom" />
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  type Bot,
  createBotWithFlow,
  createOwner,
  type Owner,
  openModalByEvent,
  signedInContext,
} from './support/chatFixtures';
import { closeOpenedContextsAfterEach } from './support/closeOpenedContexts';

closeOpenedContextsAfterEach();

// Sharing a bot: the widget on a page of ANOTHER origin opens the real chat in an iframe and the
// conversation completes there; the share panel copies the link (5 copies make an embed master),
// saves the widget's look, shows the QR and links WhatsApp.
test.use({ locale: 'es-ES' });

let api: APIRequestContext;
let owner: Owner;
let bot: Bot;
let baseURL: string;
let hostServer: Server;
let hostOrigin: string;

/** A shop page on another origin that embeds the widget, with CSS that would break a careless widget. */
function hostPage(body: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Tienda</title>
<style>
  * { font-family: serif !important; color: #c00 !important; }
  button, iframe { display: none !important; }
  .panel { display: block; padding: 8px; }
</style></head><body><h1>Tienda de ejemplo</h1><div class="panel" id="host-panel">Panel de la tienda</div>
${body}</body></html>`;
}

test.beforeAll(async ({ playwright }, testInfo) => {
  baseURL = testInfo.project.use.baseURL as string;
  api = await playwright.request.newContext({ baseURL });
  owner = await createOwner(api, 'share-owner');
  bot = await createBotWithFlow(api, owner, 'Nova');
  const saved = await api.post(`/api/plubots/${bot.id}/embed`, {
    headers: { authorization: `Bearer ${owner.accessToken}` },
    data: { theme: 'dark', position: 'left', primaryColor: '#ff3cac', welcomeMessage: '¿Hablamos?' },
  });
  expect(saved.ok()).toBe(true);

  const script = (extra = '') =>
    `<script src="${baseURL}/widget.js" data-plubot="${bot.publicId}"${extra} async></script>`;
  hostServer = createServer((request, response) => {
    const pages: Record<string, string> = {
      '/': hostPage(script()),
      '/inline': hostPage(
        `<div id="chat-here"></div>${script(' data-mode="inline" data-target="#chat-here"')}`,
      ),
    };
    const page = pages[request.url ?? ''];
    response.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page ?? 'not found');
  });
  await new Promise<void>((resolve) => hostServer.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(hostServer.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await api.dispose();
  await new Promise((resolve) => hostServer.close(resolve));
});

test('the widget on another site opens the bot and the conversation completes in its iframe', async ({
  page,
}) => {
  await page.goto(`${hostOrigin}/`);
  const bubble = page.getByRole('button', { name: 'Abrir chat con Nova' });
  await expect(bubble).toBeVisible();
  await expect(bubble).toHaveAttribute('aria-expanded', 'false');
  // The saved look: on the left, in the primary colour, with the welcome as a greeting.
  await expect(page.getByText('¿Hablamos?')).toBeVisible();
  await expect(bubble).toHaveCSS('background-color', 'rgb(255, 60, 172)');
  const box = await bubble.boundingBox();
  expect(box?.x).toBeLessThan(100);
  // Neither side's styles leak: the page's own .panel is still shown, the page's button rule
  // does not hide the widget.
  await expect(page.locator('#host-panel')).toBeVisible();
  // The chat is not loaded until it is opened (loading it starts a conversation).
  await expect(page.locator('iframe')).toHaveCount(0);

  await bubble.click();
  const iframe = page.locator('iframe[title="Chat con Nova"]');
  await expect(iframe).toBeVisible();
  // The chat keeps the visitor's conversation in the site's storage: the iframe is told the site's
  // origin (and, later, the session to resume) in its fragment.
  const src = (await iframe.getAttribute('src')) ?? '';
  expect(src.split('#')[0]).toBe(`${baseURL}/chat/${bot.publicId}?embed=1&theme=dark&color=%23ff3cac`);
  expect(new URLSearchParams(src.split('#')[1]).get('host')).toBe(new URL(page.url()).origin);
  await expect(page.getByRole('button', { name: 'Cerrar chat' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('¿Hablamos?')).toBeHidden();

  const chat = page.frameLocator('iframe[title="Chat con Nova"]');
  const log = chat.getByRole('log', { name: 'Mensajes de la conversación' });
  await expect(log).toContainText('¿Cómo te llamas?');
  await chat.getByRole('textbox', { name: 'Tu respuesta' }).fill('Widgetina');
  await chat.getByRole('textbox', { name: 'Tu respuesta' }).press('Enter');
  await expect(log).toContainText('Encantado, Widgetina. ¿Qué necesitas?');
  await chat.getByRole('button', { name: 'Precios' }).click();
  await expect(log).toContainText('¡Hasta pronto, Widgetina!');
  await expect(chat.getByText('La conversación ha terminado')).toBeVisible();
  await page.screenshot({ path: '/tmp/sharing-widget.png' });

  // Escape inside the chat (another origin) closes the widget.
  await chat.getByRole('button', { name: 'Reiniciar conversación' }).first().focus();
  await page.keyboard.press('Escape');
  await expect(iframe).toBeHidden();
  await expect(bubble).toHaveAttribute('aria-expanded', 'false');
  await expect(bubble).toBeFocused();

  // The owner sees it as a widget conversation.
  const conversations = await api.get(`/api/plubots/${bot.id}/conversations`, {
    headers: { authorization: `Bearer ${owner.accessToken}` },
  });
  const body = (await conversations.json()) as {
    conversations: { channel: string; messages: { text: string }[] }[];
  };
  const widgetChat = body.conversations.find((c) => c.messages.some((m) => m.text === 'Widgetina'));
  expect(widgetChat?.channel).toBe('widget');
});

test('the inline mode draws the chat inside the chosen element', async ({ page }) => {
  await page.goto(`${hostOrigin}/inline`);
  const iframe = page.locator('#chat-here iframe');
  await expect(iframe).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abrir chat con Nova' })).toHaveCount(0);
  const chat = page.frameLocator('#chat-here iframe');
  await expect(chat.getByRole('log')).toContainText('¿Cómo te llamas?');
});

async function openSharePanel(page: Page) {
  await page.goto(`/plubot/conversations/${bot.id}`);
  await page.getByRole('button', { name: 'Compartir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compartir Nova' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the share panel copies the link, and the 5th copy unlocks embed master', async ({ browser }) => {
  const context = await signedInContext(browser, owner, {
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  const dialog = await openSharePanel(page);
  const link = `${baseURL}/chat/${bot.publicId}`;
  await expect(dialog.getByRole('tab', { name: 'Enlace directo' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('textbox', { name: 'Enlace directo' })).toHaveValue(link);
  // The export tab exists but has no button; «Canales» (issue #33) is the sixth.
  await expect(dialog.getByRole('tab')).toHaveCount(6);

  const copy = dialog.getByRole('button', { name: 'Copiar: Enlace directo' });
  await copy.click();
  await expect(copy).toHaveText('¡Copiado!');
  await expect(page.getByText('¡Logro desbloqueado: Primera vez compartiendo!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  for (let copies = 2; copies <= 4; copies++) await copy.click();
  await expect(page.getByText('¡Logro desbloqueado: Maestro del embed!')).toHaveCount(0);
  await copy.click();
  await expect(page.getByText('¡Logro desbloqueado: Maestro del embed!')).toBeVisible();

  await dialog.getByRole('tab', { name: 'Código de inserción' }).click();
  await expect(dialog).toContainText(
    `<script src="${baseURL}/widget.js" data-plubot="${bot.publicId}" async></script>`,
  );
  await expect(dialog).toContainText('data-mode="inline" data-target="#plubot-chat"');
  await expect(dialog).toContainText(`<iframe src="${baseURL}/chat/${bot.publicId}?embed=1&amp;theme=dark`);
  await context.close();
});

test('«Personalizador» comes from saving a changed look, not from opening Personalizar', async ({
  browser,
}) => {
  const newcomer = await createOwner(api, 'share-customizer');
  const own = await createBotWithFlow(api, newcomer, 'Tinta');
  const achievementIds = async () => {
    const answer = await api.get('/api/gamification/me', {
      headers: { authorization: `Bearer ${newcomer.accessToken}` },
    });
    return ((await answer.json()) as { achievements: { id: string }[] }).achievements.map((a) => a.id);
  };
  const context = await signedInContext(browser, newcomer);
  const page = await context.newPage();
  await page.goto(`/plubot/conversations/${own.id}`);
  await page.getByRole('button', { name: 'Compartir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compartir Tinta' });
  await dialog.getByRole('tab', { name: 'Personalizar' }).click();
  await expect(dialog.getByRole('radio', { name: 'Claro' })).toBeChecked();

  // Opening the tab and saving the untouched default look earn nothing.
  const save = dialog.getByRole('button', { name: 'Guardar personalización' });
  await save.click();
  await expect(dialog.getByText('Personalización guardada.')).toBeVisible();
  await expect(page.getByText('¡Logro desbloqueado: Personalizador!')).toHaveCount(0);
  expect(await achievementIds()).not.toContain('customizer');

  // A look of one's own, saved, unlocks it.
  await dialog.getByText('Oscuro', { exact: true }).click();
  await save.click();
  await expect(page.getByText('¡Logro desbloqueado: Personalizador!')).toBeVisible();
  expect(await achievementIds()).toContain('customizer');
  await context.close();
});

test('the share panel saves the widget look with a live preview, shows the QR and links WhatsApp', async ({
  browser,
}) => {
  const context = await signedInContext(browser, owner);
  const page = await context.newPage();
  const dialog = await openSharePanel(page);

  await dialog.getByRole('tab', { name: 'Personalizar' }).click();
  await expect(dialog.getByRole('radio', { name: 'Oscuro' })).toBeChecked();
  const preview = dialog.getByRole('figure', { name: 'Vista previa' });
  const welcome = dialog.getByRole('textbox', { name: 'Mensaje de bienvenida' });
  await welcome.fill('¡Bienvenido a la tienda!');
  await expect(preview).toContainText('¡Bienvenido a la tienda!');
  await dialog.getByText('Claro', { exact: true }).click();
  await expect(preview.locator('.chat-window--light')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Ancho' }).fill('ancho');
  await dialog.getByRole('button', { name: 'Guardar personalización' }).click();
  await expect(
    dialog.getByText('El tamaño debe ser un número con px, %, vh o vw (p. ej. 350px).').first(),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Ancho' }).fill('380px');
  await dialog.getByRole('button', { name: 'Guardar personalización' }).click();
  await expect(dialog.getByText('Personalización guardada.')).toBeVisible();
  await page.screenshot({ path: '/tmp/sharing-customize.png' });
  const settings = await (await api.get(`/api/public/plubots/${bot.publicId}`)).json();
  expect(settings.plubot.embed).toMatchObject({
    theme: 'light',
    width: '380px',
    welcomeMessage: '¡Bienvenido a la tienda!',
  });

  await dialog.getByRole('tab', { name: 'Código QR' }).click();
  const qr = dialog.getByRole('img', { name: 'Código QR del chat de Nova' });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Descargar PNG' }).click();
  expect((await downloading).suggestedFilename()).toBe('qr-Nova.png');

  // WhatsApp cannot be reached from tests: its API answers are played back here.
  let status: 'not_connected' | 'qr' | 'connected' = 'not_connected';
  const qrImage = `data:image/png;base64,${Buffer.from(await (await api.get(`/api/qr/${bot.publicId}.png`)).body()).toString('base64')}`;
  await page.route('**/api/whatsapp/**', async (route) => {
    const url = route.request().url();
    if (url.includes('/initiate')) {
      status = 'qr';
      return route.fulfill({ json: { success: true, status, whatsappNumber: null, qrCodeUrl: qrImage } });
    }
    if (url.includes('/disconnect')) status = 'not_connected';
    else if (status === 'qr') status = 'connected'; // the next status check after the QR: scanned
    const whatsappNumber = status === 'connected' ? '+34600111222' : null;
    return route.fulfill({ json: { success: true, status, whatsappNumber } });
  });
  await dialog.getByRole('tab', { name: 'WhatsApp' }).click();
  await dialog.getByRole('button', { name: 'Generar código QR' }).click();
  await expect(dialog.getByRole('img', { name: 'Código QR para vincular WhatsApp' })).toBeVisible();
  await expect(dialog.getByText('Esperando a que escanees el código…')).toBeVisible();
  // The panel asks every 5 s; the phone "scans" and the next answer is connected.
  await expect(dialog.getByText('¡Conexión con WhatsApp establecida!')).toBeVisible({ timeout: 12_000 });
  await expect(dialog.getByText('Conectado al número +34600111222')).toBeVisible();
  await dialog.getByRole('button', { name: 'Desconectar' }).click();
  await expect(dialog.getByText('Se ha desconectado de WhatsApp.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Generar código QR' })).toBeVisible();
  await context.close();
});

test('the share panel without a bot id says so', async ({ page }) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog');
  await openModalByEvent(dialog, () =>
    page.evaluate(() =>
      window.dispatchEvent(new CustomEvent('plubot-open-modal', { detail: { modal: 'embed', props: {} } })),
    ),
  );
  await expect(dialog).toContainText('Error: ID del Plubot no proporcionado.');
});

test('when the bot cannot be read, the panel falls back to its plain id and says so', async ({ browser }) => {
  const context = await signedInContext(browser, owner);
  const page = await context.newPage();
  await page.route(`**/api/plubots/${bot.id}`, (route) =>
    route.fulfill({ status: 503, json: { message: 'caído' } }),
  );
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Compartir Nova' });
  await openModalByEvent(dialog, () =>
    page.evaluate(
      (plubotId) =>
        window.dispatchEvent(
          new CustomEvent('plubot-open-modal', {
            detail: { modal: 'embed', props: { plubotId, plubotName: 'Nova' } },
          }),
        ),
      bot.id,
    ),
  );
  await expect(dialog.getByText('Recursos de respaldo generados (usando ID directo).')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Enlace directo' })).toHaveValue(
    `${baseURL}/chat/${bot.id}`,
  );
  await context.close();
});
