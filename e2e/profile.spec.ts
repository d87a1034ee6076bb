/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { createBot, createOwner, type Owner, signIn } from './support/editorHelpers';
import { STAND_IN_AI_KEY, STAND_INS_URL } from './support/ports';

// The profile's tabs: the name and photo (a real upload, refused when it is not an image), the
// Discord integrations (the e2e server cannot reach Discord, so only refusals are shown here; the
// accepted path is covered by the API test), progress, powers and backups — by keyboard, at 1280
// and 360 px, without horizontal overflow. Then the owner's OpenAI connection, checked against the
// OpenAI stand-in (e2e/support/standIns.mjs), which the server may reach (HTTP_ALLOWED_HOSTS).
const AVATAR = fileURLToPath(new URL('./fixtures/avatar.png', import.meta.url));
const NOT_AN_IMAGE = fileURLToPath(new URL('./fixtures/not-an-image.png', import.meta.url));

test.use({ locale: 'es-ES' });

function tab(page: Page, name: string) {
  return page
    .getByRole('tablist', { name: 'Secciones de tu perfil' })
    .getByRole('tab', { name, exact: true });
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function listConnections(page: Page, owner: Owner) {
  const answer = await page.request.get('/api/connections', {
    headers: { authorization: `Bearer ${owner.accessToken}` },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { connections: unknown[] }).connections;
}

/** How many times the OpenAI stand-in was asked for its models with the key it accepts. */
async function countModelChecks(page: Page) {
  const answer = await page.request.get(`${STAND_INS_URL}/received`);
  const { requests } = (await answer.json()) as {
    requests: { method: string; path: string; headers: Record<string, string> }[];
  };
  return requests.filter(
    (item) =>
      item.method === 'GET' &&
      item.path === '/v1/models' &&
      item.headers.authorization === `Bearer ${STAND_IN_AI_KEY}`,
  ).length;
}

async function listIntegrations(page: Page, owner: Owner) {
  const answer = await page.request.get('/api/discord-integrations', {
    headers: { authorization: `Bearer ${owner.accessToken}` },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { integrations: unknown[] }).integrations;
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 360, height: 740 },
]) {
  test(`profile tabs: name and photo, Discord, progress and backups (${viewport.width} px)`, async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const owner = await createOwner(request);
    await createBot(request, owner, 'Lumen');
    await signIn(context, owner);

    // Without ?tab= the bots are shown, as before the tabs.
    await page.goto('/profile');
    await expect(tab(page, 'Plubots')).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('tabpanel', { name: 'Plubots' }).getByRole('article', { name: 'Lumen' }),
    ).toBeVisible();
    await expectNoHorizontalOverflow(page);

    // The arrow keys, Home and End move between tabs, and the URL follows.
    await tab(page, 'Plubots').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, 'Perfil')).toBeFocused();
    await expect(tab(page, 'Perfil')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/profile\?tab=perfil$/);
    await page.keyboard.press('End');
    await expect(tab(page, 'Respaldo')).toBeFocused();
    await expect(page).toHaveURL(/\?tab=respaldo$/);
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Perfil')).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Perfil' })).toBeVisible();
    await expectNoHorizontalOverflow(page);

    // A file that is not an image is refused by the server with its message; nothing is lost.
    const panel = page.getByRole('tabpanel', { name: 'Perfil' });
    await panel.getByLabel('Nombre', { exact: true }).fill('Lyra Renombrada');
    await panel.getByLabel('Foto de perfil').setInputFiles(NOT_AN_IMAGE);
    await panel.getByRole('button', { name: 'Guardar perfil' }).click();
    await expect(panel.getByRole('alert')).toHaveText('La imagen debe ser PNG, JPEG, GIF o WebP.');
    await expect(panel.getByLabel('Nombre', { exact: true })).toHaveValue('Lyra Renombrada');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lyra Editora');

    // A real picture is previewed, saved, and shown in the header.
    await panel.getByLabel('Foto de perfil').setInputFiles(AVATAR);
    await expect(panel.getByRole('img', { name: 'Vista previa de tu nueva foto' })).toBeVisible();
    await panel.getByRole('button', { name: 'Guardar perfil' }).click();
    await expect(panel.getByRole('status')).toHaveText('¡Perfil actualizado!');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lyra Renombrada');
    const header = page.getByRole('banner');
    // Below 1100 px the avatar sits in the collapsed menu: open it first.
    if (viewport.width < 1100) await header.getByRole('button', { name: 'Abrir menú', exact: true }).click();
    const avatar = header.getByRole('button', { name: 'Abrir menú de usuario' }).locator('img');
    await expect(avatar).toBeVisible();
    await expect(avatar).toHaveAttribute('src', /^\/api\/uploads\/[0-9a-f-]{36}$/);
    const picture = await page.request.get((await avatar.getAttribute('src')) as string);
    expect(picture.headers()['content-type']).toBe('image/png');
    expect(Buffer.compare(await picture.body(), await readFile(AVATAR))).toBe(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lyra Renombrada');
    await expect(header.locator('.user-menu__avatar img')).toHaveAttribute('src', /^\/api\/uploads\//);

    // Avisos: the e-mail summary of new contacts is on until switched off, and stays off after a
    // reload (the digest mail names this very place).
    const notices = page.getByRole('region', { name: 'Avisos' });
    const digest = notices.getByRole('switch', { name: /Resumen por correo de nuevos contactos/ });
    await expect(digest).toBeChecked();
    await expect(notices).toContainText('Te enviamos por correo los contactos nuevos');
    await digest.click();
    await expect(notices.getByRole('status')).toContainText('Preferencia guardada.');
    await expect(digest).not.toBeChecked();
    await page.reload();
    await expect(digest).not.toBeChecked();
    const saved = await page.request.get('/api/auth/profile', {
      headers: { authorization: `Bearer ${owner.accessToken}` },
    });
    expect((await saved.json()).user.preferences).toMatchObject({ leadDigest: false });
    await expectNoHorizontalOverflow(page);

    // Integraciones: a malformed token and a token Discord does not take are both refused with a
    // clear message, the typed name stays, and nothing is stored.
    await tab(page, 'Integraciones').click();
    await expect(page).toHaveURL(/\?tab=integraciones$/);
    const integrations = page.getByRole('tabpanel', { name: 'Integraciones' });
    await expect(integrations.getByText('Aún no has conectado ningún bot de Discord.')).toBeVisible();
    await expect(
      integrations.getByRole('link', { name: 'Cómo crear un bot y obtener su token' }),
    ).toHaveAttribute('href', '/tutoriales/discord');
    await integrations.getByLabel('Nombre de la integración').fill('Avisos');
    await integrations.getByLabel('Token del bot').fill('token con espacios 1234');
    await integrations.getByRole('button', { name: 'Conectar bot' }).click();
    await expect(integrations.getByRole('alert')).toHaveText(
      'El token solo puede tener letras, números, puntos, guiones y guiones bajos (sin espacios).',
    );
    await expect(integrations.getByLabel('Nombre de la integración')).toHaveValue('Avisos');
    await integrations
      .getByLabel('Token del bot')
      .fill('MTIzNDU2Nzg5MDEyMzQ1Njc4.GAbCdE.no-es-un-token-real-1234');
    await integrations.getByRole('button', { name: 'Conectar bot' }).click();
    await expect(integrations.getByRole('alert')).toHaveText(
      /Discord no aceptó este token|No pudimos comprobar el token con Discord/,
      { timeout: 20_000 },
    );
    await expect(integrations.getByLabel('Nombre de la integración')).toHaveValue('Avisos');
    expect(await listIntegrations(page, owner)).toEqual([]);
    await expectNoHorizontalOverflow(page);

    // Poderes: each bot's powers and the way to the Marketplace.
    await tab(page, 'Poderes').click();
    const powers = page.getByRole('tabpanel', { name: 'Poderes' });
    await expect(powers.getByRole('heading', { level: 3, name: 'Lumen' })).toBeVisible();
    await expect(powers.getByRole('link', { name: 'Explorar el Marketplace' })).toHaveAttribute(
      'href',
      '/marketplace',
    );
    await expectNoHorizontalOverflow(page);

    // Actividad: the first bot's achievement is lit with its date; the Sanctuary is one link away.
    await tab(page, 'Actividad').click();
    const activity = page.getByRole('tabpanel', { name: 'Actividad' });
    const firstBot = activity
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Primer Plubot' }) });
    await expect(firstBot).toContainText('Conseguido el');
    const academy = activity
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Graduado de la Academia' }) });
    await expect(academy).toContainText('Por conseguir');
    await expect(
      activity.getByRole('link', { name: 'Ver toda la línea de tiempo en el Santuario' }),
    ).toHaveAttribute('href', '/sanctuary');
    await expectNoHorizontalOverflow(page);

    // Respaldo: a bot's flow downloads as the editor's export; the account archive is here too.
    await tab(page, 'Respaldo').click();
    const backup = page.getByRole('tabpanel', { name: 'Respaldo' });
    const downloading = page.waitForEvent('download');
    await backup.getByRole('button', { name: 'Descargar el flujo de Lumen' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^flujo-Lumen-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile((await download.path()) as string, 'utf8'));
    expect(file.metadata.plubotName).toBe('Lumen');
    expect(Array.isArray(file.nodes)).toBe(true);
    await expect(backup.getByRole('region', { name: 'Privacidad y datos' })).toBeVisible();
    await expect(backup.getByRole('button', { name: 'Descargar mis datos' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
}

test('profile Integraciones: connect, test and remove an OpenAI account (360 px)', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const owner = await createOwner(request);
  await signIn(context, owner);
  await page.goto('/profile?tab=integraciones');
  const card = page
    .getByRole('tabpanel', { name: 'Integraciones' })
    .getByRole('region', { name: 'Tu cuenta de OpenAI' });
  await expect(card.getByText('Aún no has conectado ninguna cuenta de OpenAI.')).toBeVisible();
  await expect(card.getByText('0 de 5', { exact: true })).toBeVisible();
  await expect(card).toContainText('nunca se vuelve a mostrar, solo sus últimos 4 caracteres');
  const key = card.getByLabel('Clave de API');
  await expect(key).toHaveAttribute('type', 'password');
  await expect(key).toHaveAttribute('autocomplete', 'off');
  await expect(card.getByLabel('Modelo')).toHaveValue('gpt-4o-mini');

  // The API address is under «Opciones avanzadas»: here, the OpenAI stand-in.
  const advanced = card.getByRole('button', { name: 'Opciones avanzadas' });
  await expect(advanced).toHaveAttribute('aria-expanded', 'false');
  await expect(card.getByLabel('Dirección de la API')).toBeHidden();
  await advanced.click();
  await expect(advanced).toHaveAttribute('aria-expanded', 'true');
  const address = card.getByLabel('Dirección de la API');
  await expect(address).toHaveAttribute('placeholder', 'https://api.openai.com/v1');
  await address.fill(`${STAND_INS_URL}/v1`);

  // A key the service refuses: OpenAI's reason, in Spanish, on the key's field; nothing is stored.
  await card.getByLabel('Nombre (opcional)').fill('Mi OpenAI');
  await key.fill('sk-una-clave-que-no-vale-9999');
  await card.getByRole('button', { name: 'Conectar', exact: true }).click();
  await expect(key).toHaveAttribute('aria-invalid', 'true');
  await expect(key).toBeFocused();
  await expect(key).toHaveAccessibleDescription(
    /^OpenAI no aceptó la clave \(Incorrect API key provided\.\)\. Revisa que la copiaste completa y que sigue activa\./,
  );
  await expect(card.getByLabel('Nombre (opcional)')).toHaveValue('Mi OpenAI');
  expect(await listConnections(page, owner)).toEqual([]);

  // The key the service takes: connected, shown only as its last four characters.
  const checksBefore = await countModelChecks(page);
  await key.fill(STAND_IN_AI_KEY);
  await card.getByRole('button', { name: 'Conectar', exact: true }).click();
  await expect(card.getByRole('status')).toHaveText('¡«Mi OpenAI» está conectada!');
  const item = card.getByRole('listitem', { name: 'Mi OpenAI' });
  await expect(item.getByText('Activa', { exact: true })).toBeVisible();
  await expect(item).toContainText(`Clave: ••••${STAND_IN_AI_KEY.slice(-4)}`);
  await expect(item).toContainText('Modelo: gpt-4o-mini');
  await expect(item).toContainText(`API: ${STAND_INS_URL}/v1`);
  await expect(card.getByText('1 de 5', { exact: true })).toBeVisible();
  await expect(key).toHaveValue('');
  await expect(page.locator('body')).not.toContainText(STAND_IN_AI_KEY);
  expect(await countModelChecks(page)).toBe(checksBefore + 1);
  await expectNoHorizontalOverflow(page);

  // «Probar conexión» asks the service again and says how it went.
  await item.getByRole('button', { name: 'Probar conexión «Mi OpenAI»' }).click();
  await expect(card.getByRole('status')).toHaveText(
    '«Mi OpenAI» funciona: la API aceptó la clave y el modelo.',
  );
  await expect(item.getByText('Activa', { exact: true })).toBeVisible();
  expect(await countModelChecks(page)).toBe(checksBefore + 2);

  // «Quitar» asks first; then the connection is gone, here and on the server.
  await item.getByRole('button', { name: 'Quitar la conexión «Mi OpenAI»' }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Quitar «Mi OpenAI»?' });
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Sí, quitar' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('status')).toHaveText('«Mi OpenAI» se ha quitado.');
  await expect(card.getByText('Aún no has conectado ninguna cuenta de OpenAI.')).toBeVisible();
  expect(await listConnections(page, owner)).toEqual([]);
  await expectNoHorizontalOverflow(page);
});
