/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import {
  createBotWithFlow,
  createOwner,
  type Owner,
  signedInContext,
  visitorHeaders,
} from './support/chatFixtures';
import { closeOpenedContextsAfterEach } from './support/closeOpenedContexts';

closeOpenedContextsAfterEach();

// The first hour's smaller polish (issue #26, points 12, 14, 15 and 18): the editor's toolbar names
// every action and gives each icon one meaning, the palette is one Tab stop an entry, Byte's floating
// button keeps off the primary buttons, the premium themes fit their cards, the hub map stays under
// the header, the simulation speaks of nodes by their titles and of the saved state truly, the funnel
// table scrolls by keyboard, the header's avatar has valid ARIA and the landing shows the product.
// One owner and one bot for the file; each test opens its own context in the shared browser.

const PHONE = { width: 360, height: 740 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;

let owner: Owner;
let bot: { id: string; publicId: string };

test.beforeAll(async ({ request }) => {
  owner = await createOwner(request, 'polish');
  bot = await createBotWithFlow(request, owner, 'Nova');
});

async function openEditor(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await signedInContext(browser, owner, { locale: 'es-ES', viewport });
  const page = await context.newPage();
  await page.goto(`/plubot/edit/flow/${bot.id}`);
  await expect(page.locator('.react-flow__node-start')).toBeVisible({ timeout: 30_000 });
  return page;
}

/** The serious and critical axe violations of the page as it is, one line each. */
async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((n) => n.target).join(' | ')}`,
    );
}

test.describe('the editor toolbar (point 12)', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} px every action has a name and a visible label or tooltip, one icon a meaning`, async ({
      browser,
    }) => {
      const page = await openEditor(browser, viewport);
      const controls = await page
        .locator(
          '.editor-titlebar :is(a, button), .canvas-controls button, .node-palette__toggle, .byte-dock__toggle',
        )
        .evaluateAll((elements) =>
          elements
            .filter((element) => element.getClientRects().length > 0)
            .map((element) => {
              const caption = element.querySelector<HTMLElement>('.editor-titlebar__label');
              const captionShown = caption !== null && caption.getClientRects().length > 0;
              const ownText = [...element.childNodes]
                .filter(
                  (node) => !(node instanceof HTMLElement && node.getAttribute('aria-hidden') === 'true'),
                )
                .map((node) => node.textContent ?? '')
                .join('')
                .trim();
              return {
                name: element.getAttribute('aria-label') ?? ownText,
                title: element.getAttribute('title') ?? '',
                captionShown,
              };
            }),
        );
      expect(controls.length).toBeGreaterThan(8);
      for (const control of controls) {
        expect(control.name, JSON.stringify(control)).not.toBe('');
        expect(control.title !== '' || control.captionShown, JSON.stringify(control)).toBe(true);
      }
      if (viewport === PHONE) {
        // A touch screen shows no tooltip: the title bar's actions carry their words under the icon.
        for (const name of ['Guardar', 'Plantillas', 'Simular', 'Compartir', 'Más']) {
          await expect(
            page.locator('.editor-titlebar__actions').getByText(name, { exact: true }),
            name,
          ).toBeVisible();
        }
      }

      // Each icon of the title bar, the palette's button and the palette's entries means one thing.
      const pairs = await page.evaluate(() => {
        const found: [string, string][] = [];
        for (const button of document.querySelectorAll<HTMLElement>('.editor-titlebar__actions button')) {
          const icon = button.querySelector('[aria-hidden="true"]')?.textContent?.trim();
          const label = button.querySelector('.editor-titlebar__label')?.textContent?.trim();
          if (icon && label) found.push([icon, label]);
        }
        for (const entry of document.querySelectorAll<HTMLElement>('.node-palette__entry')) {
          const icon = entry.querySelector('.node-palette__icon')?.textContent?.trim();
          const label = entry.querySelector('.node-palette__label')?.textContent?.trim();
          if (icon && label) found.push([icon, label]);
        }
        return found;
      });
      // The 'Más' menu's items too (the same action keeps its icon there, e.g. ⇅ Importar/Exportar).
      await page.getByRole('button', { name: 'Más' }).click();
      for (const item of await page.locator('.editor-more__item').all()) {
        if (!(await item.isVisible())) continue;
        const icon = (await item.locator('[aria-hidden="true"]').first().textContent())?.trim() ?? '';
        const label = (await item.textContent())?.replace(icon, '').replace('✓', '').trim() ?? '';
        pairs.push([icon, label.replace(/\s*\/\s*/g, '/')]);
      }
      await page.keyboard.press('Escape');
      const toggle = page.locator('.node-palette__toggle');
      if ((await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
      await expect(toggle).toHaveAccessibleName('Mostrar nodos');
      const toggleIcon = (await toggle.locator('[aria-hidden="true"]').textContent())?.trim() ?? '';
      pairs.push([toggleIcon, 'Nodos']);
      const meanings = new Map<string, Set<string>>();
      for (const [icon, label] of pairs) meanings.set(icon, (meanings.get(icon) ?? new Set()).add(label));
      const shared = [...meanings]
        .filter(([, labels]) => labels.size > 1)
        .map(([icon, labels]) => `${icon}: ${[...labels].join(', ')}`);
      expect(shared).toEqual([]);
      expect(pairs.length).toBeGreaterThan(viewport === DESKTOP ? 12 : 6);
    });
  }

  test('a palette entry is one Tab stop, and F on it toggles its favourite (said in the shortcuts)', async ({
    browser,
  }) => {
    const page = await openEditor(browser, DESKTOP);
    const palette = page.getByRole('complementary', { name: 'Nodos' });
    const message = palette.locator('.node-palette__entry[data-node-type="message"]');
    await message.focus();
    await page.keyboard.press('Tab');
    // The next stop is the next entry, not the message's star.
    await expect(palette.locator('.node-palette__entry[data-node-type="decision"]')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(message).toBeFocused();
    await expect(message).toHaveAccessibleDescription(
      'Pulsa F para añadir este nodo a favoritos o quitarlo.',
    );

    await page.keyboard.press('f');
    const favourites = palette.getByRole('heading', { name: 'Favoritos' });
    await expect(favourites).toBeVisible();
    await expect(
      palette.getByRole('button', { name: 'Quitar Mensaje de favoritos' }).first(),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(palette.getByRole('status')).toHaveText('Mensaje añadido a favoritos.');
    await expect(page.locator(':focus')).toHaveAttribute('data-node-type', 'message');
    // The star still answers a click; it is only out of the Tab order.
    await expect(palette.locator('.node-palette__star').first()).toHaveAttribute('tabindex', '-1');

    // F again from the Favoritos copy: the entry leaves Favoritos and the focus stays on Mensaje.
    await palette.locator('.node-palette__section').first().locator('.node-palette__entry').focus();
    await page.keyboard.press('F');
    await expect(favourites).toHaveCount(0);
    await expect(page.locator(':focus')).toHaveAttribute('data-node-type', 'message');
    await expect(palette.getByRole('status')).toHaveText('Mensaje quitado de favoritos.');

    // Ctrl+F stays the browser's find: no favourite.
    await page.keyboard.press('Control+f');
    await expect(favourites).toHaveCount(0);

    await page.getByRole('button', { name: 'Más' }).click();
    await page.getByRole('menuitem', { name: 'Atajos de teclado' }).click();
    const shortcuts = page.getByRole('dialog', { name: 'Atajos de teclado' });
    await expect(shortcuts).toContainText(
      'En la paleta de nodos: añadir el nodo enfocado a favoritos o quitarlo',
    );
  });
});

/** Whether the floating Byte button and `target` share any pixel. */
async function overlapsByte(page: Page, target: Locator): Promise<string | null> {
  const byte = await page.locator('.byte-dock__toggle').boundingBox();
  const box = await target.boundingBox();
  if (!byte || !box) return null;
  const overlap =
    byte.x < box.x + box.width &&
    byte.x + byte.width > box.x &&
    byte.y < box.y + box.height &&
    byte.y + byte.height > box.y;
  return overlap ? `Byte ${JSON.stringify(byte)} covers ${JSON.stringify(box)}` : null;
}

/** `target` with the page at its top, scrolled to the viewport's bottom edge, middle and top, and at the page's end. */
async function expectByteNeverCovers(page: Page, target: Locator, what: string): Promise<void> {
  await expect(target).toBeVisible();
  for (const position of ['top', 'end', 'center', 'start', 'bottom'] as const) {
    await target.evaluate((element, where) => {
      if (where === 'top') window.scrollTo(0, 0);
      else if (where === 'bottom') window.scrollTo(0, document.documentElement.scrollHeight);
      else element.scrollIntoView({ block: where });
    }, position);
    // The dock follows the page on the next frame.
    await expect.poll(() => overlapsByte(page, target), { message: `${what}, ${position}` }).toBeNull();
  }
}

test.describe('Byte keeps off the primary button (point 14)', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`at ${viewport.width} px: «Descubre tu poder», «Continuar» and «Activar Plubot» stay uncovered`, async ({
      browser,
    }) => {
      test.slow();
      const context = await signedInContext(browser, owner, { locale: 'es-ES', viewport });
      const page = await context.newPage();
      await page.goto('/welcome');
      await page.keyboard.press('Enter');
      const discover = page.getByRole('button', { name: 'Descubre tu poder' });
      await expect(discover).toBeEnabled();
      await expectByteNeverCovers(page, discover, 'Descubre tu poder');

      await page.goto('/factory');
      await page.getByRole('button', { name: 'Comenzar Creación' }).click();
      await expectByteNeverCovers(page, page.getByRole('button', { name: 'Continuar' }), 'Continuar');
      await page.getByLabel('Nombre de tu Plubot').fill('Cometa');
      await page.getByRole('button', { name: 'Continuar' }).click();
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Continuar' }).click();
      await page.getByRole('button', { name: 'Slack', exact: true }).click();
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expectByteNeverCovers(
        page,
        page.getByRole('button', { name: 'Activar Plubot' }),
        'Activar Plubot',
      );
    });
  }
});

test('Share → Personalizar at 1280 px: the unlock buttons fit their cards (point 15)', async ({
  browser,
}) => {
  const context = await signedInContext(browser, owner, { locale: 'es-ES', viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(`/plubot/conversations/${bot.id}`);
  await page.getByRole('button', { name: 'Compartir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compartir Nova' });
  await dialog.getByRole('tab', { name: 'Personalizar' }).click();
  const unlock = dialog.getByRole('button', { name: /Desbloquear .* por 200 PluCoins/ });
  await expect(unlock.first()).toBeVisible();
  expect(await unlock.count()).toBe(3);
  const overflow = await dialog.locator('.premium-theme').evaluateAll((cards) =>
    cards.flatMap((card) => {
      const button = card.querySelector('button');
      const cardBox = card.getBoundingClientRect();
      const buttonBox = button?.getBoundingClientRect();
      const problems: string[] = [];
      if (card.scrollWidth > card.clientWidth)
        problems.push(`card ${card.scrollWidth} > ${card.clientWidth}`);
      if (button && button.scrollWidth > button.clientWidth)
        problems.push(`button ${button.scrollWidth} > ${button.clientWidth}`);
      if (buttonBox && buttonBox.right > cardBox.right + 0.5)
        problems.push(`button ends at ${buttonBox.right}, card at ${cardBox.right}`);
      return problems;
    }),
  );
  expect(overflow).toEqual([]);
});

test('the hub map draws under the fixed header while the page scrolls (point 18)', async ({ browser }) => {
  for (const viewport of [DESKTOP, PHONE]) {
    const context = await signedInContext(browser, owner, {
      locale: 'es-ES',
      viewport,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto('/pluniverse');
    const planet = page.locator('.hub-region__planet').first();
    await expect(planet).toBeVisible();
    // Scroll so the first planet's top half is under the header.
    const header = (await page.locator('.site-header').boundingBox())!;
    await planet.evaluate((element, headerBottom) => {
      const box = element.getBoundingClientRect();
      window.scrollBy(0, box.top + box.height / 2 - headerBottom + 2);
    }, header.y + header.height);
    await expect(page.locator('.site-header')).toHaveClass(/scrolled/);
    const box = (await planet.boundingBox())!;
    expect(box.y).toBeLessThan(header.y + header.height);
    // What is on top where the planet passes under the header is the header.
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('.site-header, .hub-region')?.className ?? '',
      { x: box.x + box.width / 2, y: Math.max(box.y + 4, 2) },
    );
    expect(hit, `${viewport.width} px`).toContain('site-header');
    // The planets are painted under it too: the header's strip looks the same with them hidden.
    const clip = {
      x: Math.max(box.x, 0),
      y: Math.max(box.y, 0),
      width: box.width,
      height: header.y + header.height - Math.max(box.y, 0) - 2,
    };
    const shown = await page.screenshot({ clip });
    await page.addStyleTag({ content: '.hub-region__planet { visibility: hidden !important; }' });
    const hidden = await page.screenshot({ clip });
    expect(await maxChannelDifference(page, shown, hidden), `${viewport.width} px`).toBeLessThan(70);
    await context.close();
  }
});

/** The largest difference of one colour channel between two PNG screenshots of the same size. */
async function maxChannelDifference(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second]) => {
      const pixels = async (base64: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext('2d') as CanvasRenderingContext2D;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, canvas.width, canvas.height).data;
      };
      const [x, y] = [await pixels(first), await pixels(second)];
      let max = 0;
      for (let index = 0; index < x.length; index += 1) {
        if (index % 4 !== 3) max = Math.max(max, Math.abs((x[index] ?? 0) - (y[index] ?? 0)));
      }
      return max;
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
}

test('the simulation names nodes by their titles and says whether the flow is saved (point 18)', async ({
  browser,
}) => {
  const page = await openEditor(browser, DESKTOP);
  await page.getByRole('button', { name: 'Simular', exact: true }).click();
  const simulation = page.getByRole('dialog', { name: 'Simulación: Nova' });
  await expect(simulation).toContainText('Bienvenida · Tu flujo tal como está guardado');
  await expect(simulation).not.toContainText('sin guardar');
  const active = simulation.locator('.simulation-side__active');
  // The flow asks the name first: the active node is «Nombre», never its id 'ask-name'.
  await expect(active).toHaveText('Nombre');
  await simulation.getByRole('textbox').first().fill('Ana');
  await simulation.getByRole('textbox').first().press('Enter');
  await expect(active).toHaveText('Menú');
  await expect(simulation.locator('.simulation-side')).not.toContainText(/ask-name|menu\b|start-1/);
  await simulation.getByRole('button', { name: 'Cerrar simulación' }).click();

  // An unsaved change: now it says so; saved again, it no longer does.
  await page.getByRole('textbox', { name: 'Nombre del flujo' }).fill('Bienvenida 2');
  await page.getByRole('button', { name: 'Simular', exact: true }).click();
  await expect(simulation).toContainText('Bienvenida 2 · Tu flujo tal como está, sin guardar');
  await simulation.getByRole('button', { name: 'Cerrar simulación' }).click();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cambios guardados correctamente' })).toBeVisible();
  await page.getByRole('button', { name: 'Simular', exact: true }).click();
  await expect(simulation).toContainText('Bienvenida 2 · Tu flujo tal como está guardado');
});

/** A visitor on the bot's link who gives a name and picks a menu button. */
async function converse(api: APIRequestContext, publicId: string, name: string, pick: string) {
  const started = (await (
    await api.post(`/api/chat/${publicId}/start`, { data: { channel: 'web' } })
  ).json()) as {
    sessionId: string;
    visitorToken?: string;
  };
  const headers = visitorHeaders(started);
  const reply = async (data: object) =>
    (await (await api.post(`/api/chat/sessions/${started.sessionId}/reply`, { data, headers })).json()) as {
      messages: { buttons?: { id: string; label: string }[] }[];
    };
  const menu = await reply({ text: name });
  const button = menu.messages.flatMap((message) => message.buttons ?? []).find((b) => b.label === pick);
  await reply({ optionId: button?.id });
}

test('on a phone the funnel table scrolls by keyboard and the header avatar has valid ARIA (point 18)', async ({
  browser,
  request,
}) => {
  await converse(request, bot.publicId, 'Luz', 'Precios');
  await converse(request, bot.publicId, 'Mar', 'Soporte');
  const context = await signedInContext(browser, owner, { locale: 'es-ES', viewport: PHONE });
  const page = await context.newPage();
  await page.goto(`/plubot/analytics/${bot.id}`);
  const table = page.getByTestId('funnel-node-table');
  await expect(table).toBeVisible({ timeout: 20_000 });
  const region = page.getByRole('region', { name: 'Tabla de pasos del embudo' });
  await expect(region).toHaveAttribute('tabindex', '0');
  await region.focus();
  await expect(region).toBeFocused();
  const scrollable = await region.evaluate((element) => element.scrollWidth > element.clientWidth);
  if (scrollable) {
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  }
  expect(await seriousViolations(page)).toEqual([]);

  // The avatar's dropdown: aria-controls names it only while it exists.
  const avatar = page.getByRole('button', { name: 'Abrir menú de usuario' });
  await page.setViewportSize(DESKTOP);
  await expect(avatar).toBeVisible();
  await expect(avatar).not.toHaveAttribute('aria-controls', /.+/);
  expect(await seriousViolations(page, '.site-header')).toEqual([]);
  await avatar.click();
  const controls = await avatar.getAttribute('aria-controls');
  expect(controls).toBeTruthy();
  await expect(page.locator(`[id="${controls}"]`)).toBeVisible();
});

test('the landing shows the editor and a chat as real, described pictures', async ({ browser }) => {
  for (const [locale, editorAlt, chatAlt] of [
    ['es-ES', /El editor de flujos de Plubot/, /Un chat con el bot Nova/],
    ['en-US', /The Plubot flow editor/, /A chat with the bot Nova/],
  ] as const) {
    const context = await browser.newContext({ locale, viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/');
    const editor = page.getByRole('img', { name: editorAlt });
    const chat = page.getByRole('img', { name: chatAlt });
    for (const picture of [editor, chat]) {
      await picture.scrollIntoViewIfNeeded();
      await expect(picture).toBeVisible();
      // Loaded for real (a broken image has no natural width) and fitting the phone's width.
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBeGreaterThan(0);
      const box = (await picture.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    const src = await editor.getAttribute('src');
    expect(src).toBe(`/home/editor-${locale.slice(0, 2)}.svg`);
    const response = await page.request.get(src!);
    expect(response.ok()).toBe(true);
    expect((await response.body()).length).toBeLessThan(20_000);
    await context.close();
  }
});
