/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import {
  canvasNode,
  canvasZoom,
  controlsOffScreen,
  emptyCanvasPoint,
  flowPosition,
  focusedNode,
  isFocused,
  isUncovered,
  settledZoom,
  TouchScreen,
  tabTo,
} from './support/editorAccessSteps';
import { getFlow, openNewBotInEditor } from './support/editorHelpers';

// The flow editor on a phone by touch alone, and on a desktop by keyboard alone (issue #17): a new
// bot's lone start node becomes start → message → end, a node is edited, the flow is saved and
// simulated. Each test opens the page once.
test.use({ locale: 'es-ES' });

const saved = (page: import('@playwright/test').Page) =>
  page.getByRole('status').filter({ hasText: 'Cambios guardados correctamente' });

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('by touch alone: palette taps, long-press menus, a bottom sheet, pinch zoom, save and simulate', async ({
    page,
    context,
    request,
  }) => {
    const { owner, botId } = await openNewBotInEditor(page, context, request);
    const touch = await TouchScreen.of(page);

    // Every control of the title bar and the canvas is on screen, and nothing covers 'Guardar'.
    expect(await controlsOffScreen(page)).toEqual([]);
    const saveButton = page.getByRole('button', { name: 'Guardar', exact: true });
    expect(await isUncovered(saveButton)).toBe(true);
    // The 'Más' menu opens on screen.
    const more = page.getByRole('button', { name: 'Más' });
    await more.tap();
    const moreMenu = page.getByRole('menu', { name: 'Más' });
    await expect
      .poll(async () => {
        const box = (await moreMenu.boundingBox())!;
        return box.x >= 0 && box.x + box.width <= 360;
      })
      .toBe(true);
    await more.tap();
    await expect(page.getByRole('menu', { name: 'Más' })).toHaveCount(0);
    // The zoom buttons draw their icons.
    await expect(page.getByRole('button', { name: 'Acercar' }).locator('svg path')).toHaveCount(1);

    // A tap on a palette entry adds the node in free space near the middle of the view.
    const paletteToggle = page.getByRole('button', { name: 'Mostrar nodos' });
    for (const [entry, type] of [
      ['Mensaje', 'message'],
      ['Fin', 'end'],
    ] as const) {
      await paletteToggle.tap();
      await page
        .getByRole('complementary', { name: 'Nodos' })
        .getByRole('button', { name: entry, exact: true })
        .tap();
      await expect(canvasNode(page, type)).toHaveCount(1);
    }
    await page.getByRole('button', { name: 'Ajustar vista' }).tap();
    await expect(page.getByText('3 nodos', { exact: true })).toBeAttached();

    // Pinching zooms the canvas.
    const before = await settledZoom(page);
    await touch.pinch(await emptyCanvasPoint(page), 1.8);
    await expect.poll(() => canvasZoom(page)).toBeGreaterThan(before * 1.2);
    await page.getByRole('button', { name: 'Ajustar vista' }).tap();
    await settledZoom(page);

    // start → message: a long press opens the node menu; 'Conectar con…' lists the nodes.
    await touch.longPress(canvasNode(page, 'start'));
    const menu = page.getByRole('menu', { name: 'Opciones del nodo' });
    await expect(menu).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Conectar con…' }).tap();
    const connectDialog = page.getByRole('dialog', { name: /^Conectar Inicio con/ });
    await connectDialog.getByRole('button', { name: 'Mensaje: Nuevo mensaje' }).tap();
    await expect(connectDialog).toHaveCount(0);
    await expect(page.locator('.react-flow__edge')).toHaveCount(1);

    // message → end: a tap on the output handle, then on the input (React Flow's tap to connect).
    await canvasNode(page, 'message').locator('.react-flow__handle.source').tap();
    await canvasNode(page, 'end').locator('.react-flow__handle.target').tap();
    await expect(page.locator('.react-flow__edge')).toHaveCount(2);

    // 'Editar' from the long-press menu opens the message in a bottom sheet with 16 px fields.
    await touch.longPress(canvasNode(page, 'message'));
    await menu.getByRole('menuitem', { name: 'Editar' }).tap();
    const sheet = page.getByRole('dialog', { name: 'Editar Mensaje' });
    await expect(sheet).toBeVisible();
    const sheetBox = (await sheet.boundingBox())!;
    expect(sheetBox.y + sheetBox.height).toBeCloseTo(740, -1);
    expect(sheetBox.width).toBeGreaterThan(340);
    const text = sheet.getByRole('textbox', { name: 'Mensaje' });
    await expect(text).toHaveCSS('font-size', '16px');
    await sheet.getByRole('textbox', { name: 'Título' }).fill('Bienvenida');
    await text.fill('¡Hola desde el móvil!');
    await sheet.getByRole('button', { name: 'Guardar' }).tap();
    await expect(sheet).toHaveCount(0);
    // Three nodes fitted into 360 px sit below full detail (zoom < 0.3): the node shows its new title,
    // and says it; the message itself is checked in the simulation below.
    await expect(canvasNode(page, 'message')).toHaveAccessibleName('Mensaje: Bienvenida');

    await saveButton.tap();
    await expect(saved(page)).toBeVisible();
    const stored = await getFlow(request, owner, botId);
    const typeOf = (id: string) => stored.nodes.find((node) => node.id === id)?.type;
    expect(stored.edges.map((edge) => `${typeOf(edge.source)}→${typeOf(edge.target)}`).sort()).toEqual([
      'message→end',
      'start→message',
    ]);

    await page.getByRole('button', { name: 'Simular' }).tap();
    const simulation = page.getByRole('dialog', { name: /^Simulación/ });
    await expect(simulation.getByRole('log')).toContainText('¡Hola desde el móvil!');
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('by keyboard alone: Tab and arrows between nodes, connect, edit, delete and undo, save and simulate', async ({
    page,
    context,
    request,
  }) => {
    const { owner, botId } = await openNewBotInEditor(page, context, request);
    const keyboard = page.keyboard;
    const start = canvasNode(page, 'start');
    const message = canvasNode(page, 'message');
    const end = canvasNode(page, 'end');
    const palette = page.getByRole('complementary', { name: 'Nodos' });

    // The palette by keyboard: Enter on an entry adds the node.
    for (const [entry, node] of [
      ['Mensaje', message],
      ['Fin', end],
    ] as const) {
      await tabTo(page, palette.getByRole('button', { name: entry, exact: true }));
      await keyboard.press('Enter');
      await expect(node).toHaveCount(1);
    }

    // 'Ir al lienzo', the first stop of the page, takes the focus to the start node.
    await tabTo(page, page.getByRole('button', { name: 'Ir al lienzo' }), { backwards: true });
    await keyboard.press('Enter');
    await expect.poll(() => isFocused(start)).toBe(true);
    await expect(start).toHaveAccessibleName('Inicio');
    // A visible focus ring.
    const ring = await start.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        matches: element.matches(':focus-visible'),
        style: style.outlineStyle,
        width: style.outlineWidth,
      };
    });
    expect(ring).toEqual({ matches: true, style: 'solid', width: '3px' });

    // Tab and Shift+Tab go through the nodes.
    await keyboard.press('Tab');
    await expect.poll(() => isFocused(message)).toBe(true);
    await keyboard.press('Tab');
    await expect.poll(() => isFocused(end)).toBe(true);
    await keyboard.press('Shift+Tab');
    await keyboard.press('Shift+Tab');
    await expect.poll(() => isFocused(start)).toBe(true);
    // Arrow keys go to the nearest node that way (the new nodes follow the start downwards), and back.
    const from = (await focusedNode(page))!;
    await keyboard.press('ArrowDown');
    await expect.poll(async () => (await focusedNode(page))?.id).not.toBe(from.id);
    expect((await focusedNode(page))!.y).toBeGreaterThan(from.y);
    await keyboard.press('ArrowUp');
    await expect.poll(async () => (await focusedNode(page))?.id).toBe(from.id);
    await keyboard.press('ArrowUp');
    await expect.poll(async () => (await focusedNode(page))?.id).toBe(from.id);

    // Shift+F10 opens the node menu; 'Conectar con…' connects start → message.
    const menu = page.getByRole('menu', { name: 'Opciones del nodo' });
    const connectTo = async (from: string, to: string) => {
      await keyboard.press('Shift+F10');
      await expect(menu).toBeVisible();
      // The menu opens on its first entry, 'Editar'; 'Conectar con…' is the next one.
      await expect.poll(() => isFocused(menu.getByRole('menuitem', { name: 'Editar' }))).toBe(true);
      await keyboard.press('ArrowDown');
      await expect.poll(() => isFocused(menu.getByRole('menuitem', { name: 'Conectar con…' }))).toBe(true);
      await keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: new RegExp(`^Conectar ${from} con`) });
      await expect(dialog).toBeVisible();
      await tabTo(page, dialog.getByRole('button', { name: to, exact: true }));
      await keyboard.press('Enter');
      await expect(dialog).toHaveCount(0);
    };
    await connectTo('Inicio', 'Mensaje: Nuevo mensaje');
    await expect(page.locator('.react-flow__edge')).toHaveCount(1);
    // The focus is back on the start node; on to the message, and from there to the end.
    await expect.poll(() => isFocused(start)).toBe(true);
    await keyboard.press('Tab');
    await expect.poll(() => isFocused(message)).toBe(true);
    await connectTo('Mensaje: Nuevo mensaje', 'Fin');
    await expect(page.locator('.react-flow__edge')).toHaveCount(2);

    // Enter edits the focused node in place; its name then says its type and title.
    await expect.poll(() => isFocused(message)).toBe(true);
    await keyboard.press('Enter');
    const text = message.getByRole('textbox', { name: 'Mensaje' });
    await expect.poll(() => isFocused(text)).toBe(true);
    await keyboard.press('ControlOrMeta+A');
    await keyboard.type('¡Hola desde el teclado!');
    await tabTo(page, message.getByRole('textbox', { name: 'Título' }), { backwards: true });
    await keyboard.press('ControlOrMeta+A');
    await keyboard.type('Bienvenida');
    await tabTo(page, message.getByRole('button', { name: 'Guardar' }));
    await keyboard.press('Enter');
    await expect(message).toContainText('¡Hola desde el teclado!');
    await expect.poll(() => isFocused(message)).toBe(true);
    await expect(message).toHaveAccessibleName('Mensaje: Bienvenida');

    // Shift+arrow moves the focused node a grid step; Ctrl+Z puts it back.
    await tabTo(page, end);
    const endAt = await flowPosition(end);
    await keyboard.press('Shift+ArrowDown');
    await expect.poll(() => flowPosition(end)).toEqual({ x: endAt.x, y: endAt.y + 15 });
    await keyboard.press('ControlOrMeta+z');
    await expect.poll(() => flowPosition(end)).toEqual(endAt);

    // Delete removes the focused node; the notice offers 'Deshacer', reached by Tab.
    await expect.poll(() => isFocused(end)).toBe(true);
    await keyboard.press('Delete');
    await expect(end).toHaveCount(0);
    const notice = page.getByRole('status').filter({ hasText: 'Nodo eliminado.' });
    await expect(notice).toBeVisible();
    await tabTo(page, notice.getByRole('button', { name: 'Deshacer' }));
    await keyboard.press('Enter');
    await expect(end).toHaveCount(1);
    await expect(page.locator('.react-flow__edge')).toHaveCount(2);
    // Ctrl+Y redoes the deletion and Ctrl+Z undoes it again.
    await tabTo(page, end);
    await keyboard.press('Control+y');
    await expect(end).toHaveCount(0);
    await keyboard.press('ControlOrMeta+z');
    await expect(end).toHaveCount(1);

    // Ctrl+S saves.
    await keyboard.press('ControlOrMeta+s');
    await expect(saved(page)).toBeVisible();
    const stored = await getFlow(request, owner, botId);
    const typeOf = (id: string) => stored.nodes.find((node) => node.id === id)?.type;
    expect(stored.edges.map((edge) => `${typeOf(edge.source)}→${typeOf(edge.target)}`).sort()).toEqual([
      'message→end',
      'start→message',
    ]);
    expect(stored.nodes.find((node) => node.type === 'message')?.data).toMatchObject({
      label: 'Bienvenida',
      message: '¡Hola desde el teclado!',
    });

    // 'Simular', reached by Shift+Tab, plays the flow.
    await tabTo(page, page.getByRole('button', { name: 'Simular' }), { backwards: true, max: 200 });
    await keyboard.press('Enter');
    const simulation = page.getByRole('dialog', { name: /^Simulación/ });
    await expect(simulation.getByRole('log')).toContainText('¡Hola desde el teclado!');
  });
});
