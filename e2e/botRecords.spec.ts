/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { closeOpenedContextsAfterEach } from './support/closeOpenedContexts';
import { createBot, createOwner, type Owner, signIn } from './support/editorHelpers';

closeOpenedContextsAfterEach();

// The database node: a visitor on the bot's link is remembered in the bot's own records, which the
// owner reads (and downloads) on the conversations page.
test.use({ locale: 'es-ES' });

const at = { x: 0, y: 0 };
const REMEMBERING_FLOW = {
  flowName: 'Memoria',
  nodes: [
    { id: 'start-1', type: 'start', position: at, data: { label: 'Inicio' } },
    {
      id: 'ask-email',
      type: 'message',
      position: { x: 0, y: 150 },
      data: { label: 'Email', message: '¿Tu correo?', capture: { variable: 'email', validation: 'email' } },
    },
    {
      id: 'find',
      type: 'databaseNode',
      position: { x: 0, y: 300 },
      data: {
        label: 'Buscar',
        operation: 'lookup',
        collection: 'clientes',
        key: '{{email}}',
        resultVariable: 'cliente',
      },
    },
    {
      id: 'known',
      type: 'message',
      position: { x: -200, y: 450 },
      data: { label: 'Conocido', message: 'Hola de nuevo, {{cliente.nombre}}.' },
    },
    {
      id: 'ask-name',
      type: 'message',
      position: { x: 200, y: 450 },
      data: { label: 'Nombre', message: '¿Cómo te llamas?', capture: { variable: 'nombre' } },
    },
    {
      id: 'remember',
      type: 'databaseNode',
      position: { x: 200, y: 600 },
      data: {
        label: 'Guardar',
        operation: 'save',
        collection: 'clientes',
        key: '{{email}}',
        fields: ['nombre', 'email'],
      },
    },
    {
      id: 'saved',
      type: 'message',
      position: { x: 200, y: 750 },
      data: { label: 'Guardado', message: 'Te recordaré, {{nombre}}.' },
    },
    { id: 'end-1', type: 'end', position: { x: 0, y: 900 }, data: { label: 'Fin' } },
  ],
  edges: [
    { id: 'a', source: 'start-1', target: 'ask-email', sourceHandle: 'output' },
    { id: 'b', source: 'ask-email', target: 'find' },
    { id: 'c', source: 'find', target: 'known', sourceHandle: 'found' },
    { id: 'd', source: 'find', target: 'ask-name', sourceHandle: 'notFound' },
    { id: 'e', source: 'ask-name', target: 'remember' },
    { id: 'f', source: 'remember', target: 'saved' },
    { id: 'g', source: 'known', target: 'end-1' },
    { id: 'h', source: 'saved', target: 'end-1' },
  ],
  viewport: { x: 0, y: 0, zoom: 1 },
};

async function rememberingBot(request: Parameters<typeof createBot>[0], owner: Owner) {
  const botId = await createBot(request, owner, 'Memoria');
  const headers = { authorization: `Bearer ${owner.accessToken}` };
  const saved = await request.put(`/api/plubots/${botId}/flow`, {
    headers,
    data: { ...REMEMBERING_FLOW, baseRevision: 1 },
  });
  expect(saved.ok()).toBe(true);
  // Visitors get what is published ('Publicar').
  expect((await request.post(`/api/plubots/${botId}/publish`, { headers: headers, data: {} })).ok()).toBe(
    true,
  );
  const bot = await request.get(`/api/plubots/${botId}`, { headers });
  return { botId, publicId: (await bot.json()).plubot.public_id as string };
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 360, height: 740 },
]) {
  test(`a visitor is remembered and the owner sees the record (${viewport.width} px)`, async ({
    browser,
    request,
  }) => {
    const owner = await createOwner(request);
    const { botId, publicId } = await rememberingBot(request, owner);

    const visitor = await browser.newContext({ locale: 'es-ES', viewport });
    const chat = await visitor.newPage();
    await chat.goto(`/chat/${publicId}`);
    const box = chat.getByRole('textbox').first();
    await expect(chat.getByText('¿Tu correo?')).toBeVisible();
    await box.fill('luz@example.com');
    await box.press('Enter');
    await expect(chat.getByText('¿Cómo te llamas?')).toBeVisible();
    await box.fill('Luz');
    await box.press('Enter');
    await expect(chat.getByText('Te recordaré, Luz.')).toBeVisible();
    await visitor.close();

    // A second visit, from another browser, is recognised by the e-mail.
    const again = await browser.newContext({ locale: 'es-ES', viewport });
    const second = await again.newPage();
    await second.goto(`/chat/${publicId}`);
    await second.getByRole('textbox').first().fill('luz@example.com');
    await second.getByRole('textbox').first().press('Enter');
    await expect(second.getByText('Hola de nuevo, Luz.')).toBeVisible();
    await again.close();

    const ownerContext = await browser.newContext({ locale: 'es-ES', viewport });
    await signIn(ownerContext, owner);
    const page = await ownerContext.newPage();
    await page.goto(`/plubot/conversations/${botId}`);
    const records = page.getByRole('region', { name: 'Registros del bot' });
    await expect(records.getByRole('combobox', { name: 'Colección' })).toHaveValue('clientes');
    await expect(records.getByRole('option', { name: 'clientes (1 registro)' })).toBeAttached();
    await expect(records.getByRole('rowheader', { name: 'luz@example.com' })).toBeVisible();
    await expect(records.getByRole('cell', { name: 'Luz', exact: true })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await records.getByRole('button', { name: 'Descargar CSV' }).click();
    expect((await downloading).suggestedFilename()).toBe('registros-Memoria-clientes.csv');
    await ownerContext.close();
  });
}
