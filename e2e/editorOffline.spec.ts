/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { getFlow, openNewBotInEditor, paletteEntry } from './support/editorHelpers';

// The local flow cache (spec §9, issue #17): a flow opened once in this browser opens again while
// the server cannot be reached, with a banner, and is saved when the server answers again.
test.use({ locale: 'es-ES', viewport: { width: 1440, height: 900 } });

const FLOW_API = '**/api/plubots/*/flow*';

test('a flow opens from this browser’s copy while the server is unreachable, and syncs when it returns', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const { owner, botId } = await openNewBotInEditor(page, context, request);
  // The editor caches the flow a second after loading it.
  await expect
    .poll(() => page.evaluate((id) => localStorage.getItem(`plubot-flow-${id}`) !== null, botId))
    .toBe(true);

  await page.route(FLOW_API, (route) => route.abort('connectionrefused'));
  await page.reload();
  const banner = page
    .getByRole('status')
    .filter({ hasText: 'Sin conexión con el servidor: estás editando la copia guardada en este navegador' });
  await expect(banner).toBeVisible({ timeout: 30_000 });
  await expect(banner).toContainText('Tus cambios se guardarán cuando vuelva la conexión.');
  await expect(page.locator('.react-flow__node-start')).toBeVisible();

  // Editing works offline; saving says when it will happen instead of failing.
  await paletteEntry(page, 'Mensaje').click();
  await paletteEntry(page, 'Fin').click();
  await expect(page.locator('.react-flow__node-message')).toHaveCount(1);
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'se guardarán en cuanto vuelva la conexión' }),
  ).toBeVisible();
  expect((await getFlow(request, owner, botId)).nodes).toHaveLength(1);

  // The server answers again: within the 10 s retry the work is saved and the banner goes.
  await page.unroute(FLOW_API);
  await expect(banner).toHaveCount(0, { timeout: 20_000 });
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Conexión recuperada: tus cambios se guardaron en el servidor.' }),
  ).toBeVisible();
  await expect
    .poll(async () => (await getFlow(request, owner, botId)).nodes.map((node) => node.type).sort())
    .toEqual(['end', 'message', 'start']);
  await expect(page.getByText('Cambios sin guardar')).toHaveCount(0);
});

test('a reload with the whole API unreachable keeps the user signed in and opens the cached flow', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const { botId } = await openNewBotInEditor(page, context, request);
  await expect
    .poll(() => page.evaluate((id) => localStorage.getItem(`plubot-flow-${id}`) !== null, botId))
    .toBe(true);

  // The SPA's HTML, code and locales are not under /api, so only the server's answers are missing.
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.reload();
  const banner = page
    .getByRole('status')
    .filter({ hasText: 'Sin conexión con el servidor: estás editando la copia guardada en este navegador' });
  await expect(banner).toBeVisible({ timeout: 30_000 });
  expect(new URL(page.url()).pathname).not.toBe('/login');
  await expect(page.locator('.react-flow__node-start')).toBeVisible();

  // The server answers again: the profile is asked for again and the banner goes.
  const profileAgain = page.waitForResponse(
    (response) => response.url().includes('/api/auth/profile') && response.ok(),
    { timeout: 30_000 },
  );
  await page.unroute('**/api/**');
  await expect(banner).toHaveCount(0, { timeout: 20_000 });
  await profileAgain;
  expect(new URL(page.url()).pathname).not.toBe('/login');
});
