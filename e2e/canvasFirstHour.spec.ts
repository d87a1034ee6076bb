/// <reference lib="dom" />
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { signedInContext } from './support/chatFixtures';
import { closeOpenedContextsAfterEach } from './support/closeOpenedContexts';
import { createBot, createOwner, type Owner, openEditor, paletteEntry } from './support/editorHelpers';

closeOpenedContextsAfterEach();

// The canvas in a new owner's first hour (issue #26, points 7–10): a saved flow opens in view on a
// phone and a desktop, an empty canvas offers the templates, new nodes land in free space, «Ordenar»
// lays the flow out as one undoable step, and the minimap steps aside while a node is edited.
// One owner for the file; each test opens its own browser context on the shared browser.
test.use({ locale: 'es-ES' });

let owner: Owner;

test.beforeAll(async ({ request }) => {
  owner = await createOwner(request);
});

/**
 * A flow saved on a desktop, far from the origin, with the desktop's viewport: drawn at that
 * viewport, a phone's 360 px show none of it.
 */
async function createFarAwayFlow(request: APIRequestContext): Promise<string> {
  const botId = await createBot(request, owner, 'Lejano');
  const at = (x: number, y: number) => ({ x: 2400 + x, y: 1600 + y });
  const saved = await request.put(`/api/plubots/${botId}/flow`, {
    headers: { authorization: `Bearer ${owner.accessToken}` },
    data: {
      baseRevision: 1,
      flowName: 'Lejano',
      viewport: { x: -1900, y: -1500, zoom: 1 },
      nodes: [
        { id: 'start-1', type: 'start', position: at(0, 0), data: { label: 'Inicio' } },
        {
          id: 'hola',
          type: 'message',
          position: at(-70, 160),
          data: { label: 'Saludo', message: '¡Hola! ¿En qué te ayudo?' },
        },
        { id: 'fin', type: 'end', position: at(0, 440), data: { label: 'Fin' } },
      ],
      edges: [
        { id: 'e1', source: 'start-1', target: 'hola' },
        { id: 'e2', source: 'hola', target: 'fin' },
      ],
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return botId;
}

async function openInContext(browser: Browser, botId: string, options: Parameters<Browser['newContext']>[0]) {
  const context = await signedInContext(browser, owner, { locale: 'es-ES', ...options });
  const page = await context.newPage();
  await openEditor(page, botId);
  return page;
}

/** The canvas's zoom, read from React Flow's viewport transform. */
async function canvasZoom(page: Page): Promise<number> {
  const transform = await page
    .locator('.react-flow__viewport')
    .evaluate((element) => element.style.transform);
  return Number(/scale\(([\d.]+)\)/.exec(transform)?.[1] ?? Number.NaN);
}

/** Where each node of the canvas is drawn (React Flow's transform), by id. */
async function nodePositions(page: Page): Promise<Record<string, string>> {
  return page
    .locator('.react-flow__node')
    .evaluateAll((elements) =>
      Object.fromEntries(
        elements.map((element) => [element.dataset.id, (element as HTMLElement).style.transform]),
      ),
    );
}

/** Whether two on-screen boxes share any area. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function expectOnScreen(node: Locator) {
  await expect(node).toBeInViewport({ ratio: 1 });
}

test('a saved flow opens in view and readable on a phone and on a desktop, without «Ajustar vista»', async ({
  browser,
  request,
}) => {
  const botId = await createFarAwayFlow(request);

  const phone = await openInContext(browser, botId, {
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  for (const id of ['start-1', 'hola'])
    await expectOnScreen(phone.locator(`.react-flow__node[data-id="${id}"]`));
  expect(await canvasZoom(phone)).toBeGreaterThanOrEqual(0.75);
  // A flow with more than its start offers no templates.
  await expect(phone.getByRole('region', { name: 'Empieza con una plantilla' })).toHaveCount(0);

  const desktop = await openInContext(browser, botId, { viewport: { width: 1280, height: 800 } });
  for (const id of ['start-1', 'hola', 'fin'])
    await expectOnScreen(desktop.locator(`.react-flow__node[data-id="${id}"]`));
});

test('an empty canvas offers the templates; new nodes land in free space; «Ordenar» undoes in one step; the minimap steps aside', async ({
  browser,
  request,
}) => {
  const botId = await createBot(request, owner, 'Nuevo');
  const page = await openInContext(browser, botId, { viewport: { width: 1280, height: 800 } });
  const nodes = page.locator('.react-flow__node');

  // The lone start node comes with the template catalogue; one click puts a template on the canvas.
  const offer = page.getByRole('region', { name: 'Empieza con una plantilla' });
  await expect(offer.getByRole('button', { name: /^Usar la plantilla / })).toHaveCount(11);
  await offer.getByRole('button', { name: 'Usar la plantilla Reservas de Restaurante' }).click();
  await expect(offer).toHaveCount(0);
  await expect.poll(() => nodes.count()).toBeGreaterThan(8);

  // A palette click adds a message that touches no other node (the new node is the selected one).
  const before = await nodes.count();
  await paletteEntry(page, 'Mensaje').click();
  await expect(nodes).toHaveCount(before + 1);
  const added = page.locator('.react-flow__node.selected');
  await expect(added).toHaveCount(1);
  await expect(added).toBeInViewport();
  const addedBox = (await added.boundingBox())!;
  for (const other of await page.locator('.react-flow__node:not(.selected)').all()) {
    expect(overlap(addedBox, (await other.boundingBox())!)).toBe(false);
  }

  // «Ordenar» moves the nodes; Ctrl+Z puts every one back; Ctrl/Cmd+Shift+L does it by keyboard.
  const placed = await nodePositions(page);
  await page.getByRole('button', { name: /^Ordenar/ }).click();
  await expect(page.getByText('Nodos ordenados de arriba abajo.')).toBeVisible();
  await expect.poll(() => nodePositions(page)).not.toEqual(placed);
  await page.keyboard.press('Control+z');
  await expect.poll(() => nodePositions(page)).toEqual(placed);
  await page.keyboard.press('Control+Shift+L');
  await expect.poll(() => nodePositions(page)).not.toEqual(placed);

  // Editing a node in place: the minimap goes, the form is in view; closing it brings the map back.
  await expect(page.locator('.editor-minimap')).toHaveCount(1);
  const message = page.locator('.react-flow__node-message').last();
  await message.dblclick({ position: { x: 40, y: 15 } });
  await expect(message.getByRole('textbox', { name: 'Mensaje' })).toBeVisible();
  await expect(page.locator('.editor-minimap')).toHaveCount(0);
  await expect(message).toBeInViewport({ ratio: 1 });
  await message.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.locator('.editor-minimap')).toHaveCount(1);
});
