/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  createBot,
  createOwner,
  FIXTURE,
  getFlow,
  openEditor,
  openNewBotInEditor,
  paletteEntry,
  signIn,
} from './support/editorHelpers';

// The editor never loses work: two tabs saving the same bot, a save while the API is unreachable,
// node editors storing what the engine reads, and /training.
test.use({ locale: 'es-ES', viewport: { width: 1440, height: 900 } });

test('two tabs saving the same bot: the second gets the conflict dialog and both edits survive', async ({
  context,
  request,
}) => {
  // Two full editors open at once: give them the time a loaded machine needs.
  test.slow();
  const owner = await createOwner(request);
  const botId = await createBot(request, owner);
  await signIn(context, owner);
  const first = await context.newPage();
  const second = await context.newPage();
  await openEditor(first, botId);
  await openEditor(second, botId);

  // The first tab adds a message and an end, and saves.
  await paletteEntry(first, 'Mensaje').click();
  await paletteEntry(first, 'Fin').click();
  await first.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(
    first.getByRole('status').filter({ hasText: 'Cambios guardados correctamente' }),
  ).toBeVisible();

  // The second tab, still on the old revision, adds a decision and an end, and saves.
  await paletteEntry(second, 'Decisión').click();
  await paletteEntry(second, 'Fin').click();
  // On a slow machine the autosave (2 s) may reach the server first: either way the conflict shows.
  const conflict = second.getByRole('dialog', { name: 'Conflicto al guardar' });
  if (!(await conflict.isVisible())) {
    await second
      .getByRole('button', { name: 'Guardar', exact: true })
      .click({ timeout: 10_000 })
      .catch(() => undefined);
  }
  await expect(conflict).toBeVisible();
  const before = await getFlow(request, owner, botId);
  expect(before.nodes.map((node) => node.type).sort()).toEqual(['end', 'message', 'start']);

  await conflict.getByRole('button', { name: /Combinar cambios/ }).click();
  await expect(conflict).toHaveCount(0);
  await expect(
    second.getByRole('status').filter({ hasText: 'Cambios guardados correctamente' }),
  ).toBeVisible();
  await expect(second.locator('.react-flow__node-message')).toHaveCount(1);

  const merged = await getFlow(request, owner, botId);
  const count = (type: string) => merged.nodes.filter((node) => node.type === type).length;
  expect(count('start')).toBe(1);
  expect(count('message')).toBe(1);
  expect(count('decision')).toBe(1);
  expect(count('option')).toBe(2);
  expect(count('end')).toBe(2);

  await first.reload();
  await expect(first.locator('.react-flow__node-decision')).toHaveCount(1);
  await expect(first.locator('.react-flow__node-end')).toHaveCount(2);
});

test('a save while the API is unreachable is kept in the browser and recovered after reloading', async ({
  page,
  context,
  request,
}) => {
  const { owner, botId } = await openNewBotInEditor(page, context, request);

  await page.route('**/api/plubots/*/flow', (route) =>
    route.request().method() === 'PUT' ? route.abort() : route.continue(),
  );
  await paletteEntry(page, 'Mensaje').click();
  await paletteEntry(page, 'Fin').click();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  // The first failed save says the server is unreachable; when an autosave got there first (a slow
  // machine), the click's save says it will be saved once the connection is back. Both keep the work.
  await expect(
    page.getByRole('alert').filter({
      hasText:
        /(No se pudo conectar con el servidor\. Tus cambios están a salvo en este navegador\.|Sin conexión: tus cambios están a salvo en este navegador y se guardarán en cuanto vuelva la conexión\.)/,
    }),
  ).toBeVisible();
  await expect(page.getByText('Cambios sin guardar')).toBeVisible();
  expect((await getFlow(request, owner, botId)).nodes).toHaveLength(1);

  // Leaving with unsaved changes asks first.
  let warned = false;
  page.on('dialog', (dialog) => {
    warned = dialog.type() === 'beforeunload';
    void dialog.accept();
  });
  await page.unroute('**/api/plubots/*/flow');
  await page.reload();
  expect(warned).toBe(true);

  const recovery = page.getByRole('dialog', { name: 'Encontramos trabajo sin guardar' });
  await expect(recovery).toBeVisible();
  await expect(recovery).toContainText('3 nodos · 0 conexiones');
  await recovery.getByRole('button', { name: 'Recuperar' }).click();
  await expect(recovery).toHaveCount(0);
  await expect(page.locator('.react-flow__node-message')).toHaveCount(1);
  await expect(page.locator('.react-flow__node-end')).toHaveCount(1);

  await expect(page.getByRole('status').filter({ hasText: 'Cambios guardados correctamente' })).toBeVisible();
  const stored = await getFlow(request, owner, botId);
  expect(stored.nodes.map((node) => node.type).sort()).toEqual(['end', 'message', 'start']);
  await page.reload();
  await expect(page.locator('.react-flow__node-end')).toHaveCount(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('node editors follow their rules and store what the conversation engine reads', async ({
  page,
  context,
  request,
}) => {
  const owner = await createOwner(request);
  const botId = await createBot(request, owner);
  const fixture = JSON.parse(await readFile(FIXTURE, 'utf8')) as { nodes: unknown[]; edges: unknown[] };
  const saved = await request.put(`/api/plubots/${botId}/flow`, {
    headers: { authorization: `Bearer ${owner.accessToken}` },
    data: { flowName: 'Soporte orbital', ...fixture, viewport: { x: 0, y: 0, zoom: 1 }, baseRevision: 1 },
  });
  expect(saved.ok()).toBe(true);
  await signIn(context, owner);
  await openEditor(page, botId);

  // Start: an empty title is refused with its message; Escape abandons the change.
  const start = page.locator('.react-flow__node-start');
  await start.dblclick();
  await start.getByRole('textbox', { name: 'Título' }).fill('');
  await start.getByRole('textbox', { name: 'Título' }).press('Enter');
  await expect(start.getByText('El título no puede estar vacío.')).toBeVisible();
  await start.getByRole('textbox', { name: 'Título' }).press('Escape');
  await expect(start.getByRole('textbox', { name: 'Título' })).toHaveCount(0);
  await expect(start).toContainText('Inicio');

  // Message: "Esperar respuesta" stores data.capture = { variable, validation }.
  const message = page.locator('.react-flow__node-message');
  await message.dblclick({ position: { x: 40, y: 15 } });
  await message.getByRole('textbox', { name: 'Mensaje', exact: true }).fill('¿Cuál es tu teléfono?');
  await expect(message.getByRole('switch', { name: 'Esperar respuesta' })).toBeChecked();
  await message.getByRole('textbox', { name: 'Guardar la respuesta en la variable' }).fill('telefono');
  await message.getByRole('combobox', { name: 'Validar como' }).selectOption('phone');
  await message.getByRole('button', { name: 'Guardar' }).click();
  await expect(message).toContainText('Espera respuesta → telefono (Teléfono)');

  // Option: Escape restores the instruction, Ctrl+Enter saves it.
  const option = page.locator('.react-flow__node-option').filter({ hasText: 'Sí' });
  await option.dblclick({ position: { x: 40, y: 15 } });
  await option.getByRole('textbox').fill('Algo que no se guarda');
  await option.getByRole('textbox').press('Escape');
  await expect(option).toContainText('Deriva a un ingeniero de vuelo.');
  await option.dblclick({ position: { x: 40, y: 15 } });
  await option.getByRole('textbox').fill('Deriva a la sala de máquinas.');
  await option.getByRole('textbox').press('Control+Enter');
  await expect(option).toContainText('Deriva a la sala de máquinas.');

  // End: its message, through the node menu's 'Editar'.
  const end = page.locator('.react-flow__node-end');
  await end.click({ button: 'right', position: { x: 40, y: 15 } });
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  await end.getByRole('textbox', { name: 'Mensaje de despedida' }).fill('¡Hasta la próxima órbita!');
  await end.getByRole('button', { name: 'Guardar' }).click();
  await expect(end).toContainText('¡Hasta la próxima órbita!');

  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cambios guardados correctamente' })).toBeVisible();
  const stored = await getFlow(request, owner, botId);
  const byType = (type: string) => stored.nodes.filter((node) => node.type === type);
  expect(byType('message')[0]?.data).toMatchObject({
    message: '¿Cuál es tu teléfono?',
    capture: { variable: 'telefono', validation: 'phone' },
  });
  expect(byType('option').map((node) => node.data.instruction)).toContain('Deriva a la sala de máquinas.');
  expect(byType('end')[0]?.data.endMessage).toBe('¡Hasta la próxima órbita!');
  expect(byType('start')[0]?.data.label).toBe('Inicio');
});

test('/training opens the most recent bot, or invites to create one', async ({ page, context, request }) => {
  const owner = await createOwner(request);
  await signIn(context, owner);
  await page.goto('/training');
  await expect(page.getByRole('heading', { name: 'Tu primer Plubot te espera' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Crear mi Plubot' })).toHaveAttribute('href', '/welcome');

  await createBot(request, owner, 'Antiguo');
  const newest = await createBot(request, owner, 'Reciente');
  await page.reload();
  await expect(page.locator('.react-flow__node-start')).toBeVisible();
  await paletteEntry(page, 'Fin').click();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cambios guardados correctamente' })).toBeVisible();
  expect((await getFlow(request, owner, newest)).nodes).toHaveLength(2);
});

test('on /training a click on a connection opens its editor: label, kind, weight, description, colour, animation, delete', async ({
  page,
  context,
  request,
}) => {
  const owner = await createOwner(request);
  const botId = await createBot(request, owner, 'Conexiones');
  const saved = await request.put(`/api/plubots/${botId}/flow`, {
    headers: { authorization: `Bearer ${owner.accessToken}` },
    data: {
      baseRevision: 1,
      flowName: 'Conexiones',
      viewport: { x: 0, y: 0, zoom: 1 },
      nodes: [
        { id: 'start-1', type: 'start', position: { x: 100, y: 100 }, data: { label: 'Inicio' } },
        {
          id: 'hola',
          type: 'message',
          position: { x: 100, y: 400 },
          data: { label: 'Saludo', message: 'Hola' },
        },
        { id: 'fin', type: 'end', position: { x: 100, y: 700 }, data: { label: 'Fin' } },
      ],
      edges: [
        { id: 'e-start-hola', source: 'start-1', target: 'hola', sourceHandle: 'output' },
        { id: 'e-hola-fin', source: 'hola', target: 'fin' },
      ],
    },
  });
  expect(saved.ok()).toBe(true);
  await signIn(context, owner);
  await page.goto('/training');
  await expect(page.locator('.react-flow__edge')).toHaveCount(2);
  const edge = page.getByTestId('rf__edge-e-start-hola');

  await edge.click();
  const dialog = page.getByRole('dialog', { name: 'Editar conexión' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('De «Inicio» a «Saludo»');
  await dialog.getByLabel('Etiqueta').fill('Primer paso');
  await dialog.getByLabel('Tipo').selectOption({ label: 'Éxito' });
  await dialog.getByRole('radio', { name: 'Verde' }).check();
  await dialog.getByRole('switch', { name: 'Conexión animada' }).check();
  await dialog.getByLabel('Peso').fill('250');
  await expect(dialog.getByRole('alert')).toHaveText('El peso debe ser un número entre 0 y 100.');
  await expect(dialog.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  await dialog.getByLabel('Peso').fill('80');
  await dialog.getByLabel('Descripción').fill('La ruta de quien llega por primera vez');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('.elite-edge__label')).toHaveText('Primer paso');
  await expect(edge.locator('path.react-flow__edge-path')).toHaveCSS('stroke', 'rgb(52, 211, 153)');

  await expect
    .poll(async () =>
      (await getFlow(request, owner, botId)).edges.filter((stored) => stored.id === 'e-start-hola'),
    )
    .toEqual([
      expect.objectContaining({
        id: 'e-start-hola',
        label: 'Primer paso',
        animated: true,
        style: expect.objectContaining({ stroke: '#34d399' }),
        data: expect.objectContaining({
          type: 'success',
          weight: 80,
          description: 'La ruta de quien llega por primera vez',
        }),
      }),
    ]);

  // One undoable change; and the editor can delete the connection too.
  await edge.click();
  await page
    .getByRole('dialog', { name: 'Editar conexión' })
    .getByRole('button', { name: 'Eliminar Conexión' })
    .click();
  await expect(edge).toHaveCount(0);
  await page.getByRole('button', { name: 'Deshacer' }).click();
  await expect(edge).toHaveCount(1);
  await expect(page.locator('.elite-edge__label')).toHaveText('Primer paso');
});

test('a selected node resizes from its corner, never below its minimum, and keeps its size', async ({
  page,
  context,
  request,
}) => {
  const owner = await createOwner(request);
  const botId = await createBot(request, owner, 'Tallas');
  await signIn(context, owner);
  await openEditor(page, botId);
  const start = page.locator('.react-flow__node-start');
  await start.click();
  await expect(start).toHaveClass(/selected/);
  const corner = start.locator('.react-flow__resize-control.handle.bottom.right');
  await expect(corner).toBeVisible();

  const before = (await start.boundingBox())!;
  const drag = async (dx: number, dy: number) => {
    const box = (await corner.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy, { steps: 10 });
    await page.mouse.up();
  };
  await drag(120, 80);
  await expect.poll(async () => (await start.boundingBox())!.width).toBeGreaterThan(before.width + 80);

  // Far smaller than allowed: it stops at the start node's minimum, 180 × 100 (at zoom 1).
  await page.getByRole('button', { name: 'Ajustar vista' }).click();
  const zoom = async () =>
    Number(
      /scale\(([\d.]+)\)/.exec(
        (await page.locator('.react-flow__viewport').getAttribute('style')) ?? '',
      )?.[1] ?? 1,
    );
  await page.waitForTimeout(400);
  await start.click();
  await drag(-600, -600);
  const scale = await zoom();
  await expect
    .poll(async () => {
      const box = (await start.boundingBox())!;
      return [Math.round(box.width / scale), Math.round(box.height / scale)];
    })
    .toEqual([180, 100]);

  // A flow is saved once it has an end too.
  await paletteEntry(page, 'Fin').click();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cambios guardados correctamente' })).toBeVisible();
  const stored = (await getFlow(request, owner, botId)).nodes.find((node) => node.id === 'start-1') as
    | { width?: number; height?: number }
    | undefined;
  expect([stored?.width, stored?.height]).toEqual([180, 100]);
});

test('the performance stats measure the editor’s frame rate', async ({ page, context, request }) => {
  const owner = await createOwner(request);
  const botId = await createBot(request, owner, 'Fluido');
  await signIn(context, owner);
  await openEditor(page, botId);
  await page.getByRole('button', { name: 'Más' }).click();
  await page.getByRole('menuitem', { name: 'Estadísticas de rendimiento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Estadísticas de rendimiento' });
  const fps = dialog
    .locator('.editor-dialog__stat')
    .filter({ hasText: 'Fotogramas por segundo' })
    .locator('dd');
  await expect(fps).toHaveText(/^(Midiendo\.\.\.|\d+)$/);
  // A reading always comes, however slow the machine: never 'Midiendo...' for good.
  await expect(fps).toHaveText(/^\d+$/, { timeout: 5000 });
});

test('Insertar opens the share panel on its embed code', async ({ page, context, request }) => {
  const owner = await createOwner(request);
  const botId = await createBot(request, owner, 'Insertos');
  await signIn(context, owner);
  await openEditor(page, botId);
  await page.getByRole('button', { name: 'Insertar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compartir Insertos' });
  // A new bot (a lone Inicio) cannot finish a conversation: Bot Doctor asks before sharing it.
  await expect(dialog.getByRole('heading', { name: 'Tu bot tiene problemas graves' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Compartir de todos modos' }).click();
  await expect(dialog.getByRole('tab', { name: 'Código de inserción' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(dialog).toContainText('/widget.js');
});

test('a flow without an End offers «Añadir fin»; leaving with unsaved changes asks first', async ({
  page,
  context,
  request,
}) => {
  const { owner, botId } = await openNewBotInEditor(page, context, request);
  await paletteEntry(page, 'Mensaje').click();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  const offer = page.getByRole('button', { name: 'Añadir fin' });
  await expect(offer).toBeVisible();
  await offer.click();
  await expect(page.getByRole('status').filter({ hasText: 'Cambios guardados correctamente' })).toBeVisible();
  const saved = await getFlow(request, owner, botId);
  const end = saved.nodes.find((node) => node.type === 'end');
  const message = saved.nodes.find((node) => node.type === 'message');
  expect(saved.edges.some((edge) => edge.source === message?.id && edge.target === end?.id)).toBe(true);

  // Without its End the flow cannot be saved, so the change stays unsaved.
  await page.locator('.react-flow__node-end').click();
  await page.keyboard.press('Delete');
  await expect(page.locator('.react-flow__node-end')).toHaveCount(0);
  await page.getByRole('link', { name: 'Volver al Pluniverse' }).click();
  const leave = page.getByRole('dialog', { name: 'Tienes cambios sin guardar' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: /Quedarme/ }).click();
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/plubot/edit/flow/${botId}$`));

  await page.getByRole('link', { name: 'Volver al Pluniverse' }).click();
  await leave.getByRole('button', { name: /Salir sin guardar/ }).click();
  await expect(page).toHaveURL(/\/pluniverse$/);
  expect((await getFlow(request, owner, botId)).nodes.some((node) => node.type === 'end')).toBe(true);
});
