/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createBot, createOwner, PASSWORD, signIn } from './support/editorHelpers';

// The profile's privacy section: a copy of everything the account owns, and erasing it all.
test.use({ locale: 'es-ES' });

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 360, height: 740 },
]) {
  test(`downloads my data and deletes my account (${viewport.width} px)`, async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const owner = await createOwner(request);
    await createBot(request, owner, 'Lumen');
    await signIn(context, owner);
    await page.goto('/profile?tab=respaldo');
    const privacy = page.getByRole('region', { name: 'Privacidad y datos' });
    await expect(privacy).toBeVisible();

    const downloading = page.waitForEvent('download');
    await privacy.getByRole('button', { name: 'Descargar mis datos' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^plubot-mis-datos-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path()) as string, 'utf8'));
    expect(data.account.email).toBe(owner.email);
    expect(data.plubots.map((bot: { name: string }) => bot.name)).toEqual(['Lumen']);

    await privacy.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Eliminar tu cuenta?' });
    await dialog.getByLabel('Escribe tu contraseña para confirmar').fill('NoEsLaMia1!');
    await dialog.getByRole('button', { name: 'Eliminar para siempre' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('La contraseña no es correcta.');
    await dialog.getByLabel('Escribe tu contraseña para confirmar').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Eliminar para siempre' }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(page.getByText('Tu cuenta y todos sus datos se han eliminado.')).toBeVisible();
    const login = await request.post('/api/auth/login', { data: { email: owner.email, password: PASSWORD } });
    expect(login.status()).toBe(401);
  });
}
