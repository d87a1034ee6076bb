/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { createBot, createOwner } from './support/editorHelpers';

// A decision's switches take effect on the bot's link: Markdown on shows bold, lists and links
// (never HTML); Variables off keeps {{name}} as written. An 'Esperar' action pauses the chat.
test.use({ locale: 'es-ES' });

const at = { x: 0, y: 0 };

function decisionFlow(question: string, switches: Record<string, boolean>) {
  return {
    flowName: 'Menú',
    nodes: [
      { id: 'start-1', type: 'start', position: at, data: { label: 'Inicio' } },
      {
        id: 'menu',
        type: 'decision',
        position: { x: 0, y: 150 },
        data: { label: 'Menú', question, conditions: [{ id: 'c1', text: 'Seguir' }], ...switches },
      },
      {
        id: 'opt',
        type: 'option',
        position: { x: 0, y: 350 },
        data: { label: 'Seguir', sourceNode: 'menu', sourceHandle: 'c1' },
      },
      { id: 'end-1', type: 'end', position: { x: 0, y: 500 }, data: { label: 'Fin', endMessage: 'Listo' } },
    ],
    edges: [
      { id: 'a', source: 'start-1', target: 'menu', sourceHandle: 'output' },
      { id: 'b', source: 'menu', target: 'opt', sourceHandle: 'output-c1' },
      { id: 'c', source: 'opt', target: 'end-1' },
    ],
    viewport: { x: 0, y: 0, zoom: 1 },
  };
}

async function publicBot(request: Parameters<typeof createBot>[0], flow: object) {
  const owner = await createOwner(request);
  const botId = await createBot(request, owner);
  const headers = { authorization: `Bearer ${owner.accessToken}` };
  expect(
    (await request.put(`/api/plubots/${botId}/flow`, { headers, data: { ...flow, baseRevision: 1 } })).ok(),
  ).toBe(true);
  // Visitors get what is published ('Publicar').
  expect((await request.post(`/api/plubots/${botId}/publish`, { headers, data: {} })).ok()).toBe(true);
  return (await (await request.get(`/api/plubots/${botId}`, { headers })).json()).plubot.public_id as string;
}

test('Markdown on: bold, a list and a link, and HTML shown as text', async ({ page, request }) => {
  const publicId = await publicBot(
    request,
    decisionFlow('**Elige** tu plan <b>ya</b>:\n- Básico\n- [Ver precios](https://example.com/precios)', {
      enableMarkdown: true,
    }),
  );
  await page.goto(`/chat/${publicId}`);
  const log = page.getByRole('log');
  await expect(log.locator('strong', { hasText: 'Elige' })).toBeVisible();
  await expect(log.locator('ul li', { hasText: 'Básico' })).toBeVisible();
  await expect(log.getByRole('link', { name: 'Ver precios' })).toHaveAttribute(
    'href',
    'https://example.com/precios',
  );
  await expect(log).toContainText('<b>ya</b>');
  await expect(log.locator('b')).toHaveCount(0);
});

test('Variables off: the question keeps {{name}} as written', async ({ page, request }) => {
  const publicId = await publicBot(
    request,
    decisionFlow('Hola {{nombre}}, ¿seguimos?', { enableVariables: false }),
  );
  await page.goto(`/chat/${publicId}`);
  await expect(page.getByRole('log')).toContainText('Hola {{nombre}}, ¿seguimos?');
});

test('an Esperar action shows the next message only after its pause, the bot typing meanwhile', async ({
  page,
  request,
}) => {
  const publicId = await publicBot(request, {
    flowName: 'Pausa',
    nodes: [
      { id: 'start-1', type: 'start', position: at, data: { label: 'Inicio' } },
      {
        id: 'm1',
        type: 'message',
        position: { x: 0, y: 150 },
        data: { label: 'Antes', message: 'Un momento, lo reviso…' },
      },
      {
        id: 'wait',
        type: 'action',
        position: { x: 0, y: 300 },
        data: { label: 'Esperar', actionType: 'delay', parameters: { seconds: 5 } },
      },
      {
        id: 'm2',
        type: 'message',
        position: { x: 0, y: 450 },
        data: { label: 'Después', message: 'Listo, ya está.' },
      },
      { id: 'end-1', type: 'end', position: { x: 0, y: 600 }, data: { label: 'Fin' } },
    ],
    edges: [
      { id: 'a', source: 'start-1', target: 'm1', sourceHandle: 'output' },
      { id: 'b', source: 'm1', target: 'wait' },
      { id: 'c', source: 'wait', target: 'm2' },
      { id: 'd', source: 'm2', target: 'end-1' },
    ],
    viewport: { x: 0, y: 0, zoom: 1 },
  });
  await page.goto(`/chat/${publicId}`);
  const log = page.getByRole('log');
  await expect(log).toContainText('Un momento, lo reviso…');
  await expect(log).not.toContainText('Listo, ya está.');
  await expect(page.getByRole('status').filter({ hasText: /escribiendo/i })).toBeVisible();
  await expect(log).toContainText('Listo, ya está.', { timeout: 15_000 });
});
