/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { importFlow } from '@plubot/flow';
import {
  connectBetween,
  createBot,
  createOwner,
  dragBetween,
  dragUntilShown,
  dropFromPalette,
  FIXTURE,
  fitView,
  getFlow,
  handle,
  openEditor,
  openNewBotInEditor,
  paletteEntry,
  signIn,
} from './support/editorHelpers';

// The flow editor against the real server, acting as a user: palette drag and drop, connections by
// dragging between handles, decisions and their options, refused connections, undo/redo, import and
// export.
test.use({ locale: 'es-ES', viewport: { width: 1440, height: 900 } });

test('a user drags nodes from the palette, connects start → message → end, and finds it all after reloading', async ({
  page,
  context,
  request,
}) => {
  const { owner, botId } = await openNewBotInEditor(page, context, request);
  await expect(page.getByText('1 nodo', { exact: true })).toBeVisible();
  await expect(page.getByText('Guardado: Nunca')).toBeVisible();
  // The title bar's clock has a name for screen readers.
  await expect(page.locator('.editor-titlebar__clock')).toContainText(/^Hora actual: \d{2}:\d{2}:\d{2}$/);

  await dropFromPalette(page, 'Mensaje', -150, 170);
  await expect(page.locator('.react-flow__node-message')).toHaveCount(1);
  await dropFromPalette(page, 'Fin', 250, 170);
  await expect(page.locator('.react-flow__node-end')).toHaveCount(1);
  await expect(page.getByText('3 nodos', { exact: true })).toBeVisible();
  await fitView(page);

  await connectBetween(page, handle(page, 'start', 'source'), handle(page, 'message', 'target'));
  await expect(page.locator('.react-flow__edge')).toHaveCount(1);
  await connectBetween(page, handle(page, 'message', 'source'), handle(page, 'end', 'target'));
  await expect(page.locator('.react-flow__edge')).toHaveCount(2);
  await expect(page.getByText('2 conexiones', { exact: true })).toBeVisible();
  await expect(page.locator('.react-flow__node-end')).toContainText('1 conexión entrante');

  // The edge menu restyles a connection.
  const firstEdge = page.locator('.react-flow__edge').first();
  await firstEdge.click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Verde' }).click();
  await expect(firstEdge.locator('path.react-flow__edge-path')).toHaveCSS('stroke', 'rgb(52, 211, 153)');

  // Autosave runs 2 s after the last change.
  await expect(page.getByRole('status').filter({ hasText: 'Cambios guardados correctamente' })).toBeVisible();
  await expect(page.getByText('Cambios sin guardar')).toHaveCount(0);
  await expect
    .poll(async () => {
      const stored = await getFlow(request, owner, botId);
      const typeOf = (id: string) => stored.nodes.find((node) => node.id === id)?.type;
      return stored.edges.map((edge) => `${typeOf(edge.source)}→${typeOf(edge.target)}`).sort();
    })
    .toEqual(['message→end', 'start→message']);
  // The editor's persisted store remembers this bot's flow and when this browser last saved it.
  await expect
    .poll(async () =>
      page.evaluate((id) => {
        const stored = JSON.parse(localStorage.getItem('plubot-flow-storage-v5') ?? '{}');
        return [stored.version, stored.state?.plubotId === id, typeof stored.state?.lastSyncByProject?.[id]];
      }, botId),
    )
    .toEqual([5, true, 'number']);

  await page.reload();
  await expect(page.locator('.react-flow__node-message')).toHaveCount(1);
  await expect(page.locator('.react-flow__node-end')).toHaveCount(1);
  await expect(page.locator('.react-flow__edge')).toHaveCount(2);
  await expect(page.getByText('Guardado: Ahora mismo')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a decision edited to three conditions gets three option nodes; undo and redo step through it', async ({
  page,
  context,
  request,
}) => {
  await openNewBotInEditor(page, context, request);

  // Click-to-add (touch and keyboard users) puts the decision in the middle of the view.
  await paletteEntry(page, 'Decisión').click();
  const decision = page.locator('.react-flow__node-decision');
  await expect(decision).toHaveCount(1);
  await expect(page.locator('.react-flow__node-option')).toHaveCount(2);

  await decision.getByRole('button', { name: '¿Qué decisión quieres tomar?' }).click();
  await decision.getByRole('textbox', { name: 'Pregunta' }).fill('¿A qué planeta viajamos?');
  await decision.getByRole('button', { name: 'Añadir condición' }).click();
  await decision.getByRole('textbox', { name: 'Texto de la condición 3' }).fill('Saturno');
  await decision.getByRole('button', { name: 'Guardar' }).click();

  const options = page.locator('.react-flow__node-option');
  await expect(options).toHaveCount(3);
  await expect(options.filter({ hasText: 'Saturno' })).toHaveCount(1);
  await expect(decision).toContainText('¿A qué planeta viajamos?');

  await page.getByRole('button', { name: 'Deshacer' }).click();
  await expect(options).toHaveCount(2);
  await expect(decision).toContainText('¿Qué decisión quieres tomar?');
  await page.getByRole('button', { name: 'Rehacer' }).click();
  await expect(options).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Rehacer' })).toBeDisabled();

  // The keyboard does the same once the canvas has focus.
  await page.locator('.react-flow__pane').click({ position: { x: 20, y: 20 } });
  await page.keyboard.press('Control+z');
  await expect(options).toHaveCount(2);
  await page.keyboard.press('Control+y');
  await expect(options).toHaveCount(3);

  // Five conditions at most: the sixth cannot be added.
  await decision.dblclick({ position: { x: 40, y: 20 } });
  await decision.getByRole('button', { name: 'Añadir condición' }).click();
  await decision.getByRole('button', { name: 'Añadir condición' }).click();
  await expect(decision.getByRole('button', { name: 'Añadir condición' })).toBeDisabled();
  await decision.getByRole('button', { name: 'Cancelar' }).click();
  await expect(options).toHaveCount(3);

  // The node menu duplicates; deleting a node takes everything downstream with it, undoably.
  await decision.click({ button: 'right', position: { x: 40, y: 20 } });
  await page.getByRole('menuitem', { name: 'Duplicar Nodo' }).click();
  await expect(decision).toHaveCount(2);
  await expect(decision.filter({ hasText: '(Copia)' })).toHaveCount(1);
  await decision.filter({ hasNotText: '(Copia)' }).click({ position: { x: 40, y: 20 } });
  await page.keyboard.press('Delete');
  await expect(decision).toHaveCount(1);
  await expect(options).toHaveCount(0);
  const notice = page.getByRole('status').filter({ hasText: 'Se eliminaron 4 nodos' });
  await notice.getByRole('button', { name: 'Deshacer' }).click();
  await expect(options).toHaveCount(3);
  await expect(decision).toHaveCount(2);
});

test('the start node shows the greeting the bot sends; a decision is renamed and its Variables switch reads on', async ({
  page,
  context,
  request,
}) => {
  const welcome = '¡Hola! Soy Orion. ¿En qué puedo ayudarte?';
  const { owner, botId } = await openNewBotInEditor(page, context, request);
  const start = page.locator('.react-flow__node-start');
  // A new bot's start node holds the welcome its chat greets with.
  await expect(start).toContainText(welcome);
  await expect(start).not.toContainText('(vacío)');

  // A start node with no content of its own shows the bot's welcome, which the engine greets with.
  const headers = { authorization: `Bearer ${owner.accessToken}` };
  const emptyStart = {
    id: 'start-1',
    type: 'start',
    position: { x: 100, y: 100 },
    data: { label: 'Inicio' },
  };
  const saved = await request.put(`/api/plubots/${botId}/flow`, {
    headers,
    data: {
      flowName: 'Orion',
      nodes: [emptyStart],
      edges: [],
      viewport: { x: 0, y: 0, zoom: 1 },
      baseRevision: 1,
    },
  });
  expect(saved.ok()).toBe(true);
  await openEditor(page, botId);
  await expect(start).toContainText(welcome);
  await expect(start).toContainText('Bienvenida del bot: edítala aquí');
  // Editing starts from that greeting; a new one becomes the node's own.
  await start.dblclick();
  const content = start.getByRole('textbox', { name: 'Mensaje de bienvenida' });
  await expect(content).toHaveValue(welcome);
  await content.fill('Bienvenido a bordo de Orion.');
  await start.getByRole('textbox', { name: 'Título' }).press('Enter');
  await expect(start).toContainText('Bienvenido a bordo de Orion.');
  await expect(start).not.toContainText('Bienvenida del bot');

  // A decision takes a title like every node: on the canvas and in its screen-reader name.
  await paletteEntry(page, 'Decisión').click();
  const decision = page.locator('.react-flow__node-decision');
  await expect(decision).toContainText('Nueva decisión');
  await decision.getByRole('button', { name: '¿Qué decisión quieres tomar?' }).click();
  // Variables are filled in unless turned off, and the switch says so.
  await expect(decision.getByRole('switch', { name: 'Variables' })).toBeChecked();
  await decision.getByRole('textbox', { name: 'Título' }).fill('Menú principal');
  await decision.getByRole('textbox', { name: 'Pregunta' }).fill('Hola {{nombre}}, ¿qué necesitas?');
  await decision.getByRole('button', { name: 'Guardar' }).click();
  await expect(decision).toContainText('Menú principal');
  await expect(decision).not.toContainText('Nueva decisión');
  await expect(decision).toHaveAttribute('aria-label', 'Decisión: Menú principal');

  await paletteEntry(page, 'Fin').click();
  await page.getByRole('button', { name: 'Guardar', exact: true }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Cambios guardados correctamente' })).toBeVisible();
  const flow = await getFlow(request, owner, botId);
  expect(flow.nodes.find((node) => node.type === 'start')?.data).toMatchObject({
    dynamicContent: 'Bienvenido a bordo de Orion.',
  });
  const stored = flow.nodes.find((node) => node.type === 'decision')?.data;
  expect(stored).toMatchObject({ label: 'Menú principal', question: 'Hola {{nombre}}, ¿qué necesitas?' });
  expect(stored?.enableVariables).not.toBe(false);
});

test('a folded action node narrows to 180 px; response mapping rows hint by their source', async ({
  page,
  context,
  request,
}) => {
  await openNewBotInEditor(page, context, request);

  await paletteEntry(page, 'Acción').click();
  const action = page.locator('.react-flow__node-action');
  // Its width in CSS pixels, whatever the zoom (offsetWidth ignores the viewport's scale).
  const width = () => action.evaluate((element) => (element as HTMLElement).offsetWidth);
  await expect.poll(width).toBe(300);
  await action.getByRole('button', { name: 'Contraer' }).click();
  await expect(action.getByRole('button', { name: 'Expandir' })).toBeVisible();
  await expect.poll(width).toBe(180);

  await paletteEntry(page, 'Petición HTTP').click();
  await page.locator('.react-flow__node-httpRequest').dblclick();
  const panel = page.getByRole('dialog', { name: 'Llamada API' });
  await panel.getByRole('button', { name: '+ Añadir regla' }).click();
  const path = panel.getByRole('textbox', { name: 'Ruta o cabecera 1' });
  await expect(path).toHaveAttribute('placeholder', 'JSON Path (ej: data.user.id)');
  await panel.getByRole('combobox', { name: 'Origen 1' }).selectOption('header_key');
  await expect(path).toHaveAttribute('placeholder', 'Nombre Cabecera (ej: X-Request-ID)');
});

test('connections the rules forbid are refused with the reason', async ({ page, context, request }) => {
  await openNewBotInEditor(page, context, request);
  await dropFromPalette(page, 'Mensaje', -150, 170);
  await dropFromPalette(page, 'Fin', 250, 170);
  await expect(page.locator('.react-flow__node-end')).toHaveCount(1);
  await fitView(page);

  // end → message: an end node has no way out.
  const endRefused = page
    .getByRole('alert')
    .filter({ hasText: 'Un nodo de fin no puede tener conexiones de salida.' });
  await dragUntilShown(page, handle(page, 'end', 'target'), handle(page, 'message', 'target'), endRefused);
  await expect(endRefused).toBeVisible();
  await expect(page.locator('.react-flow__edge')).toHaveCount(0);

  // start → end is not in the table of allowed targets.
  const startEndRefused = page
    .getByRole('alert')
    .filter({ hasText: 'No se puede conectar un nodo Inicio con un nodo Fin.' });
  await dragUntilShown(page, handle(page, 'start', 'source'), handle(page, 'end', 'target'), startEndRefused);
  await expect(startEndRefused).toBeVisible();
  await expect(page.locator('.react-flow__edge')).toHaveCount(0);

  // An allowed one still goes through.
  await connectBetween(page, handle(page, 'start', 'source'), handle(page, 'message', 'target'));
  await expect(page.locator('.react-flow__edge')).toHaveCount(1);

  // Moving the edge's end onto the end node is refused (start → end), so the old edge goes;
  // Deshacer brings it back.
  await dragBetween(page, page.locator('.react-flow__edgeupdater-target'), handle(page, 'end', 'target'));
  await expect(page.locator('.react-flow__edge')).toHaveCount(0);
  await page.getByRole('button', { name: 'Deshacer' }).click();
  await expect(page.locator('.react-flow__edge')).toHaveCount(1);
});

test('a fixture file imports, and the exported download imports again', async ({
  page,
  context,
  request,
}) => {
  const owner = await createOwner(request);
  const botId = await createBot(request, owner, 'Nebula');
  await signIn(context, owner);
  await openEditor(page, botId);

  await page.getByRole('button', { name: 'Importar/Exportar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar / Exportar' });
  await dialog.getByRole('button', { name: 'Importar flujo' }).click();
  await expect(dialog.getByText('Por favor, ingresa datos de flujo para importar.')).toBeVisible();

  // A broken paste is refused with the parser's message.
  await dialog.getByRole('textbox', { name: 'Datos del flujo (JSON)' }).fill('{ "nodes": [');
  await dialog.getByRole('button', { name: 'Importar flujo' }).click();
  await expect(dialog.getByText('Error al parsear JSON. Verifica el formato de los datos.')).toBeVisible();

  // Invalid items are discarded only after the user agrees.
  const fixture = JSON.parse(await readFile(FIXTURE, 'utf8')) as { nodes: unknown[]; edges: unknown[] };
  const withBroken = {
    ...fixture,
    nodes: [
      ...fixture.nodes,
      { id: 'broken', type: 'message', position: { x: 'a', y: 0 }, data: { label: 'x' } },
    ],
    edges: [...fixture.edges, { id: 'dangling', source: 'broken', target: 'end-1' }],
  };
  await dialog.getByRole('textbox', { name: 'Datos del flujo (JSON)' }).fill(JSON.stringify(withBroken));
  await dialog.getByRole('button', { name: 'Importar flujo' }).click();
  await expect(
    dialog.getByText('Advertencia: 1 nodos y 1 aristas serán descartados por ser inválidos. ¿Continuar?'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.locator('.react-flow__node')).toHaveCount(1);

  // The fixture file, picked from disk.
  await dialog.getByLabel('Elegir archivo .json').setInputFiles(FIXTURE);
  await expect(dialog.getByRole('textbox', { name: 'Datos del flujo (JSON)' })).toHaveValue(
    /Soporte orbital/,
  );
  await dialog.getByRole('button', { name: 'Importar flujo' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: '¡Flujo importado exitosamente! Se cargaron 6 nodos y 6 aristas.' }),
  ).toBeVisible();
  await expect(page.locator('.react-flow__node')).toHaveCount(6);
  await expect(page.locator('.react-flow__edge')).toHaveCount(6);
  await expect(page.locator('.react-flow__node-message')).toContainText('Espera respuesta → email (Email)');
  await expect(page.locator('.react-flow__node-option').filter({ hasText: 'Sí' })).toContainText(
    'Deriva a un ingeniero de vuelo.',
  );

  // Export saves first, then downloads flujo-{name}-{date}.json.
  await page.getByRole('button', { name: 'Importar/Exportar' }).click();
  await dialog.getByRole('tab', { name: 'Exportar' }).click();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Exportar flujo' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^flujo-Nebula-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(
    dialog.getByText(`¡Flujo exportado con éxito! Se guardó como ${download.suggestedFilename()}`),
  ).toBeVisible();
  const exported = await readFile((await download.path())!, 'utf8');
  const reimported = importFlow(exported);
  expect(reimported.ok).toBe(true);
  if (reimported.ok) {
    expect(reimported.value.nodes).toHaveLength(6);
    expect(reimported.value.edges).toHaveLength(6);
    expect(reimported.value.discarded).toEqual({ nodes: 0, edges: 0 });
  }
  const stored = await getFlow(request, owner, botId);
  expect(stored.nodes).toHaveLength(6);
});
