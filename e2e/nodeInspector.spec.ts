/// <reference lib="dom" />
import { expect, type Page, test } from '@playwright/test';
import {
  createBot,
  createOwner,
  fitView,
  getFlow,
  type Owner,
  openEditor,
  openNewBotInEditor,
  paletteEntry,
  signIn,
} from './support/editorHelpers';
import { STAND_IN_APP_URL } from './support/ports';

// The node inspector: the node types set up beside the canvas (HTTP, AI, actions, integrations,
// logic) open by double-click, by Enter and by 'Editar', save into the node's data and show what is
// still missing on the node itself.
test.use({ locale: 'es-ES', viewport: { width: 1280, height: 900 } });

function inspector(page: Page, name: string | RegExp) {
  return page.getByRole('dialog', { name });
}

/** Saves by hand; a flow is saved only with a start and an end node, so an end is added first. */
async function saveFlow(page: Page) {
  if ((await page.locator('.react-flow__node-end').count()) === 0) await paletteEntry(page, 'Fin').click();
  await page.getByRole('button', { name: 'Guardar', exact: true }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Cambios guardados correctamente' })).toBeVisible();
}

async function nodeData(request: Parameters<typeof getFlow>[0], owner: Owner, botId: string, type: string) {
  const flow = await getFlow(request, owner, botId);
  return flow.nodes.find((node) => node.type === type)?.data as Record<string, unknown> | undefined;
}

test('an HTTP request is set up in the inspector, tested against a real server and kept', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { owner, botId } = await openNewBotInEditor(page, context, request);

  await paletteEntry(page, 'Petición HTTP').click();
  const node = page.locator('.react-flow__node-httpRequest');
  await expect(node).toContainText('Llamada API');
  await node.dblclick();
  const panel = inspector(page, 'Llamada API');
  await expect(panel).toBeVisible();

  const url = panel.getByRole('textbox', { name: 'URL' });
  await url.fill('');
  await expect(panel.getByRole('button', { name: 'Ejecutar Prueba' })).toBeDisabled();
  await url.fill(`${baseURL}/api/health`);
  await panel.getByRole('button', { name: 'Ejecutar Prueba' }).click();
  await expect(panel.getByText('Solicitud exitosa.')).toBeVisible();
  await expect(panel.getByText('Código de estado: 200')).toBeVisible();

  // A response mapping: the status code needs no path, so its path field goes away.
  await panel.getByRole('button', { name: '+ Añadir regla' }).click();
  await panel.getByRole('combobox', { name: 'Origen 1' }).selectOption('status_code');
  await expect(panel.getByRole('textbox', { name: 'Ruta o cabecera 1' })).toHaveCount(0);
  await panel.getByRole('textbox', { name: 'Variable 1' }).fill('estado');
  // Switching the body to form-data and back to none clears what none cannot send.
  await panel.getByRole('combobox', { name: 'Tipo de cuerpo' }).selectOption('form-data');
  await panel.getByRole('button', { name: '+ Añadir campo' }).click();
  await panel.getByRole('textbox', { name: 'Nombre del campo 1' }).fill('email');
  await panel.getByRole('combobox', { name: 'Tipo de cuerpo' }).selectOption('none');
  await panel.getByRole('button', { name: 'Guardar' }).click();
  await expect(panel).toHaveCount(0);

  await expect(node).toContainText(`GET ${baseURL}/api/health`);
  await saveFlow(page);
  const data = await nodeData(request, owner, botId, 'httpRequest');
  expect(data).toMatchObject({
    url: `${baseURL}/api/health`,
    method: 'GET',
    bodyType: 'none',
    bodyFormData: [],
    responseMapping: [{ source: 'status_code', pathOrKey: '', targetVariable: 'estado' }],
  });
});

test('a node opens by Enter, Escape drops the draft, and the node says what it still needs', async ({
  page,
  context,
  request,
}) => {
  const { owner, botId } = await openNewBotInEditor(page, context, request);

  await paletteEntry(page, 'Webhook').click();
  const node = page.locator('.react-flow__node-webhookNode');
  await expect(node).toContainText('Falta la URL del webhook.');

  // Enter on the selected node opens its inspector; Escape closes it without saving.
  await node.click();
  await page.keyboard.press('Enter');
  const panel = inspector(page, 'Nuevo webhook');
  await expect(panel).toBeVisible();
  await panel.getByRole('textbox', { name: 'URL del webhook' }).fill('https://hook.example.com/a');
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(node).toContainText('Falta la URL del webhook.');

  // The help mark explains the field after the pointer rests on it.
  await node.click();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  const help = panel.getByRole('button', { name: 'Ayuda' }).first();
  await help.hover();
  await expect(panel.getByRole('tooltip').first()).toContainText('X-Plubot-Signature');

  await panel.getByRole('textbox', { name: 'URL del webhook' }).fill('https://hook.example.com/leads');
  await panel.getByRole('textbox', { name: 'Variables que se envían' }).fill('nombre, email');
  await page.keyboard.press('Control+Enter');
  await expect(panel).toHaveCount(0);
  await expect(node).not.toContainText('Falta la URL');
  await expect(node).toContainText('https://hook.example.com/leads');

  // An action starts as 'Guardar datos' and keeps the variables it saves.
  await paletteEntry(page, 'Acción').click();
  const action = page.locator('.react-flow__node-action');
  await action.click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const actionPanel = inspector(page, 'Nueva acción');
  await expect(actionPanel.getByRole('combobox', { name: 'Qué hace' })).toHaveValue('saveData');
  await actionPanel.getByRole('textbox', { name: 'Variables que se guardan' }).fill('nombre, email');
  await actionPanel.getByRole('button', { name: 'Guardar' }).click();

  await saveFlow(page);
  expect(await nodeData(request, owner, botId, 'webhookNode')).toMatchObject({
    url: 'https://hook.example.com/leads',
    variables: ['nombre', 'email'],
  });
  expect(await nodeData(request, owner, botId, 'action')).toMatchObject({
    actionType: 'saveData',
    parameters: { fields: ['nombre', 'email'] },
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the inspector covers the screen and saves like on a desktop', async ({ page, context, request }) => {
    const owner = await createOwner(request);
    const botId = await createBot(request, owner);
    const saved = await request.put(`/api/plubots/${botId}/flow`, {
      headers: { authorization: `Bearer ${owner.accessToken}` },
      data: {
        flowName: 'Clima',
        nodes: [
          { id: 'start-1', type: 'start', position: { x: 0, y: 0 }, data: { label: 'Inicio' } },
          {
            id: 'cond-1',
            type: 'complexConditionNode',
            position: { x: 0, y: 200 },
            data: { label: 'Mayor de edad' },
          },
          { id: 'end-1', type: 'end', position: { x: 0, y: 420 }, data: { label: 'Fin' } },
        ],
        edges: [],
        viewport: { x: 0, y: 0, zoom: 1 },
        baseRevision: 1,
      },
    });
    expect(saved.ok()).toBe(true);
    await signIn(context, owner);
    await openEditor(page, botId);
    await fitView(page);

    const node = page.locator('.react-flow__node-complexConditionNode');
    await expect(node).toContainText('Añade al menos una regla con su variable.');
    await node.dblclick();
    const panel = inspector(page, 'Mayor de edad');
    const box = await panel.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(355);

    await panel.getByRole('button', { name: '+ Añadir regla' }).click();
    await panel.getByRole('textbox', { name: 'Variable 1' }).fill('edad');
    await panel.getByRole('combobox', { name: 'Comparación 1' }).selectOption('greaterThan');
    await panel.getByRole('textbox', { name: 'Valor 1' }).fill('17');
    await panel.getByRole('button', { name: 'Guardar' }).click();
    await expect(panel).toHaveCount(0);
    await expect(node).toContainText('edad > 17');
    await expect(node).not.toContainText('Añade al menos una regla');

    await saveFlow(page);
    const flow = await getFlow(request, owner, botId);
    const condition = flow.nodes.find((candidate) => candidate.type === 'complexConditionNode');
    expect(condition?.data).toMatchObject({
      rules: [{ variable: 'edad', operator: 'greaterThan', value: '17' }],
    });
  });
});

test('a complex condition set up in the inspector decides the simulated conversation', async ({
  page,
  context,
  request,
}) => {
  const { owner, botId } = await openNewBotInEditor(page, context, request);
  const at = (y: number) => ({ x: 0, y });
  const saved = await request.put(`/api/plubots/${botId}/flow`, {
    headers: { authorization: `Bearer ${owner.accessToken}` },
    data: {
      flowName: 'Edad',
      nodes: [
        { id: 'start-1', type: 'start', position: at(0), data: { label: 'Inicio' } },
        {
          id: 'ask',
          type: 'message',
          position: at(150),
          data: {
            label: 'Edad',
            message: '¿Cuántos años tienes?',
            capture: { variable: 'edad', validation: 'number' },
          },
        },
        { id: 'check', type: 'complexConditionNode', position: at(350), data: { label: '¿Mayor de edad?' } },
        {
          id: 'adult',
          type: 'message',
          position: { x: -200, y: 550 },
          data: { label: 'Sí', message: 'Adelante.' },
        },
        {
          id: 'minor',
          type: 'message',
          position: { x: 200, y: 550 },
          data: { label: 'No', message: 'Vuelve con un adulto.' },
        },
        { id: 'end-1', type: 'end', position: at(750), data: { label: 'Fin' } },
      ],
      edges: [
        { id: 'a', source: 'start-1', target: 'ask', sourceHandle: 'output' },
        { id: 'b', source: 'ask', target: 'check' },
        { id: 'c', source: 'check', target: 'adult', sourceHandle: 'true' },
        { id: 'd', source: 'check', target: 'minor', sourceHandle: 'false' },
        { id: 'e', source: 'adult', target: 'end-1' },
        { id: 'f', source: 'minor', target: 'end-1' },
      ],
      viewport: { x: 0, y: 0, zoom: 1 },
      baseRevision: 1,
    },
  });
  expect(saved.ok()).toBe(true);
  await page.reload();
  await fitView(page);

  const node = page.locator('.react-flow__node-complexConditionNode');
  await node.dblclick();
  const panel = inspector(page, '¿Mayor de edad?');
  await panel.getByRole('button', { name: '+ Añadir regla' }).click();
  await panel.getByRole('textbox', { name: 'Variable 1' }).fill('edad');
  await panel.getByRole('combobox', { name: 'Comparación 1' }).selectOption('greaterThan');
  await panel.getByRole('textbox', { name: 'Valor 1' }).fill('17');
  await panel.getByRole('button', { name: 'Guardar' }).click();

  // The simulation runs the flow as the editor holds it, saved or not.
  await page.getByRole('button', { name: 'Simular' }).click();
  const simulation = page.getByRole('dialog', { name: /^Simulación/ });
  const chat = simulation.getByRole('log');
  await expect(chat).toContainText('¿Cuántos años tienes?');
  const box = simulation.getByRole('textbox').first();
  await box.fill('34');
  await box.press('Enter');
  await expect(chat).toContainText('Adelante.');
  await expect(chat).not.toContainText('Vuelve con un adulto.');
});

test('a Slack power is set up with its message and webhook; a Zoom node asks for its connection', async ({
  page,
  context,
  request,
}) => {
  const owner = await createOwner(request);
  const created = await request.post('/api/plubots/create', {
    headers: { authorization: `Bearer ${owner.accessToken}` },
    data: { name: 'Avisos', powers: ['slack', 'zoom'] },
  });
  const botId = ((await created.json()) as { plubot: { id: string } }).plubot.id;
  await signIn(context, owner);
  await openEditor(page, botId);

  await paletteEntry(page, 'Slack').click();
  const node = page.locator('.react-flow__node-power');
  await expect(node).toContainText('Faltan el mensaje y a dónde enviarlo.');
  await node.dblclick();
  const panel = inspector(page, 'Slack');
  await expect(
    panel.getByRole('status').filter({ hasText: 'Este poder actúa en las conversaciones' }),
  ).toBeVisible();
  await panel.getByRole('textbox', { name: 'Mensaje' }).fill('Nuevo contacto: {{nombre}}');
  await panel
    .getByRole('textbox', { name: 'URL del webhook entrante de Slack' })
    .fill('https://hooks.slack.com/services/T/B/X');
  await panel.getByRole('button', { name: 'Guardar' }).click();
  await expect(node).not.toContainText('Faltan el mensaje');

  await paletteEntry(page, 'Zoom').click();
  const zoom = page.locator('.react-flow__node-power').filter({ hasText: 'Zoom' });
  // Zoom acts with the owner's own account (issue #32): the node asks for it first.
  await expect(zoom).toContainText('Elige la conexión y la acción.');
  await zoom.dblclick();
  await expect(inspector(page, 'Zoom').getByRole('status')).toContainText(
    'Aún no has conectado tu cuenta de Zoom: este nodo necesita una conexión para actuar.',
  );
  await expect(inspector(page, 'Zoom').getByRole('combobox', { name: 'Acción' })).toContainText(
    'Crear una reunión',
  );
});

test.describe('with an AI service', () => {
  test.use({ baseURL: STAND_IN_APP_URL });

  test("an AI Pro node's 'Probar' streams its answer and keeps it with the prompt it answered", async ({
    page,
    context,
    request,
  }) => {
    const { owner, botId } = await openNewBotInEditor(page, context, request);
    await paletteEntry(page, 'IA Pro').click();
    const node = page.locator('.react-flow__node-aiNodePro');
    await node.dblclick();
    const panel = inspector(page, 'IA Pro');
    await panel.getByRole('textbox', { name: 'Instrucción (prompt)' }).fill('Saluda a {{nombre}} con calma');
    const streaming = panel.getByRole('switch', { name: /streaming/ });
    await expect(streaming).not.toBeChecked();
    await streaming.check();
    const streamed = page.waitForResponse((response) => response.url().endsWith('/api/ai-node/stream'));
    await panel.getByRole('button', { name: 'Probar' }).click();
    expect((await streamed).headers()['content-type']).toContain('text/event-stream');
    await expect(panel.getByText('Eco: Saluda a [nombre] con calma')).toBeVisible();
    await expect(panel.getByText('Prompt: Saluda a [nombre] con calma')).toBeVisible();
    await panel.getByRole('button', { name: 'Guardar' }).click();
    await saveFlow(page);
    expect(await nodeData(request, owner, botId, 'aiNodePro')).toMatchObject({
      streaming: true,
      lastPrompt: 'Saluda a [nombre] con calma',
      lastResponse: 'Eco: Saluda a [nombre] con calma',
    });

    await page.reload();
    await expect(node).toBeVisible({ timeout: 30_000 });
    await node.dblclick();
    await expect(panel.getByText('Última prueba')).toBeVisible();
    await expect(panel.getByText('Eco: Saluda a [nombre] con calma')).toBeVisible();
    await expect(panel.getByRole('switch', { name: /streaming/ })).toBeChecked();
  });
});
