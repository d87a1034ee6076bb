/// <reference lib="dom" />
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createBot, createOwner, type Owner, signedInContext } from './support/chatFixtures';
import { closeOpenedContextsAfterEach } from './support/closeOpenedContexts';

closeOpenedContextsAfterEach();

// Bot Doctor (issue #18): before anyone meets the bot, the owner is told in plain words what is
// wrong, sees where, and fixes it with one click — on the bot card, in the editor and before sharing.

/** start → a question asking the e-mail (no check) that leads nowhere; the End is left unconnected. */
async function createBrokenBot(api: APIRequestContext, owner: Owner, name: string) {
  const bot = await createBot(api, owner, name);
  const saved = await api.put(`/api/plubots/${bot.id}/flow`, {
    headers: { authorization: `Bearer ${owner.accessToken}` },
    data: {
      baseRevision: 1,
      flowName: 'Contacto',
      viewport: { x: 0, y: 0, zoom: 1 },
      nodes: [
        { id: 'start-1', type: 'start', position: { x: 100, y: 0 }, data: { label: 'Inicio' } },
        {
          id: 'ask-email',
          type: 'message',
          position: { x: 100, y: 200 },
          data: { label: 'Correo', message: '¿Cuál es tu email?', capture: { variable: 'email' } },
        },
        { id: 'fin', type: 'end', position: { x: 600, y: 200 }, data: { label: 'Fin' } },
      ],
      edges: [{ id: 'e1', source: 'start-1', target: 'ask-email', sourceHandle: 'output' }],
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return bot;
}

async function openEditor(page: Page, botId: string) {
  await page.goto(`/plubot/edit/flow/${botId}`);
  await expect(page.locator('.react-flow__node-start')).toBeVisible({ timeout: 30_000 });
}

let owner: Owner;

test.beforeAll(async ({ request }) => {
  owner = await createOwner(request, 'doctor');
});

test('the Doctor finds what would fail people, shows where, and fixes it in one undoable click', async ({
  browser,
  request,
}) => {
  test.slow();
  const bot = await createBrokenBot(request, owner, 'Doctor');
  const context = await signedInContext(browser, owner, {
    locale: 'es-ES',
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();

  // The bot card says the bot is unwell.
  await page.goto('/profile');
  await expect(
    page.getByRole('img', { name: /^Salud del bot: \d+ de 100, con 1 problema grave$/ }),
  ).toBeVisible();

  // Sharing a bot with a blocking finding asks first; 'Revisar primero' opens the Doctor.
  await openEditor(page, bot.id);
  await page.getByRole('button', { name: 'Compartir' }).click();
  await expect(page.getByRole('heading', { name: 'Tu bot tiene problemas graves' })).toBeVisible();
  await expect(page.getByText('Ninguna conversación puede llegar a un final')).toBeVisible();
  await page.getByRole('button', { name: 'Revisar primero' }).click();

  const panel = page.getByRole('complementary', { name: 'Revisar mi bot' });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('button', { name: 'Revisar mi bot: 1 problema grave' })).toBeVisible();
  await expect(panel).toContainText('Problemas graves');
  await expect(panel).toContainText('«Correo» pide un email sin comprobar que esté bien escrito');

  // A node named in a finding is shown on the canvas.
  await panel.getByRole('button', { name: 'Correo', exact: true }).first().click();
  await expect(page.locator('.react-flow__node[data-id="ask-email"]')).toHaveClass(/selected/);

  // One click fixes it: a new End connected after the question; Deshacer brings the problem back.
  const nodes = page.locator('.react-flow__node');
  await expect(nodes).toHaveCount(3);
  await panel.getByRole('button', { name: 'Añadir un fin y conectarlo' }).click();
  await expect(nodes).toHaveCount(4);
  await expect(panel).not.toContainText('Ninguna conversación puede llegar a un final');
  await page.getByRole('button', { name: 'Deshacer', exact: true }).click();
  await expect(nodes).toHaveCount(3);
  await expect(panel).toContainText('Ninguna conversación puede llegar a un final');
  await page.getByRole('button', { name: 'Rehacer', exact: true }).click();
  await expect(nodes).toHaveCount(4);

  // The e-mail check is one more click; the question now refuses a malformed address.
  await panel.getByRole('button', { name: 'Comprobar que sea un email válido' }).click();
  await expect(panel).not.toContainText('pide un email sin comprobar');

  // Saved, the bot is no longer blocked: the card and sharing agree.
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Revisar mi bot: \d+ cosas? por mejorar$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Compartir' }).click();
  await expect(page.getByRole('heading', { name: 'Tu bot tiene problemas graves' })).toHaveCount(0);
  await expect(page.getByText('Salud del bot', { exact: true })).toBeVisible();
});

test('on a phone the Doctor opens as a sheet and its fixes work by touch', async ({ browser, request }) => {
  const bot = await createBrokenBot(request, owner, 'Doctor móvil');
  const context = await signedInContext(browser, owner, {
    locale: 'es-ES',
    viewport: { width: 360, height: 740 },
    hasTouch: true,
  });
  const page = await context.newPage();
  await openEditor(page, bot.id);
  await page.getByRole('button', { name: 'Revisar mi bot: 1 problema grave' }).tap();
  const panel = page.getByRole('complementary', { name: 'Revisar mi bot' });
  await panel.getByRole('button', { name: 'Añadir un fin y conectarlo' }).tap();
  await expect(panel).not.toContainText('Ninguna conversación puede llegar a un final');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});

test('leftovers cut off by one missing connection are connected first, not deleted', async ({
  browser,
  request,
}) => {
  const bot = await createBot(request, owner, 'Doctor sobrantes');
  const saved = await request.put(`/api/plubots/${bot.id}/flow`, {
    headers: { authorization: `Bearer ${owner.accessToken}` },
    data: {
      baseRevision: 1,
      flowName: 'Sobrantes',
      viewport: { x: 0, y: 0, zoom: 1 },
      nodes: [
        { id: 'start-1', type: 'start', position: { x: 100, y: 0 }, data: { label: 'Inicio' } },
        {
          id: 'welcome',
          type: 'message',
          position: { x: 100, y: 150 },
          data: { label: 'Bienvenida', message: '¡Hola!' },
        },
        {
          id: 'thanks',
          type: 'message',
          position: { x: 100, y: 300 },
          data: { label: 'Gracias', message: 'Gracias por escribir' },
        },
        { id: 'fin', type: 'end', position: { x: 100, y: 450 }, data: { label: 'Fin' } },
      ],
      edges: [
        { id: 'e1', source: 'start-1', target: 'welcome', sourceHandle: 'output' },
        { id: 'e2', source: 'thanks', target: 'fin', sourceHandle: 'output' },
      ],
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const context = await signedInContext(browser, owner, {
    locale: 'es-ES',
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await openEditor(page, bot.id);
  await page.getByRole('button', { name: /^Revisar mi bot/ }).click();
  const panel = page.getByRole('complementary', { name: 'Revisar mi bot' });
  const finding = panel.getByRole('listitem').filter({ hasText: 'Nadie llega nunca a «Gracias»' });
  const fixes = finding.getByRole('button', { name: /Conectar|Borrar/ });
  // The missing connection comes first; deleting is still there, after it.
  await expect(fixes).toHaveText([/Conectar «Bienvenida» con «Gracias»$/, /Borrar este nodo sobrante$/]);

  const nodes = page.locator('.react-flow__node');
  await expect(nodes).toHaveCount(4);
  await fixes.first().click();
  // Connected, not deleted: every node stays, and neither the leftovers nor the stop before them remain.
  await expect(panel).not.toContainText('Nadie llega nunca a «Gracias»');
  await expect(panel).not.toContainText('La conversación se queda parada en «Bienvenida»');
  await expect(nodes).toHaveCount(4);
});
